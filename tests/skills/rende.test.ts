// 〖仁德〗出牌阶段，你可将至少一张手牌交给一名其他角色▶若你于此阶段内以此法交给其他角色的手牌数首次不小于2，你回复1点体力。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("仁德");
});

describe("〖仁德〗 (4.2.9 ◆5 交给, 3.5.33 以此法, 首次)", () => {
  test("one card at a time: recovers once, when the phase's total first reaches 2", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "刘备",
          hp: 2,
          hand: ["闪", "闪", "闪"],
          agent: [
            { play: { skill: "仁德" } },
            { cards: ["闪"] },
            { players: [1] },
            { play: { skill: "仁德" } },
            { cards: ["闪"] },
            { players: [2] },
            { play: { skill: "仁德" } },
            // the last card is the only candidate: chosen without asking
            { players: [2] },
          ],
        },
        { general: "黄盖" },
        { general: "孙权" },
      ],
    });
    s.runPhase(0, "play");
    // the third give (total 3) is not the first time the total is ≥ 2: no second recovery
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual([]);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(2)).toEqual(["闪", "闪"]);
    const gives = s.entries().filter((e) => e.t === "move" && e.reason === "give");
    expect(gives).toHaveLength(3);
  });

  test("two cards at once: recovers at once", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "刘备", hp: 2, hand: ["闪", "闪"], agent: [{ play: { skill: "仁德" } }, { cards: ["闪", "闪"] }] },
        { general: "黄盖" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪", "闪"]);
  });

  test("于此阶段内: a new play phase counts from zero again", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "刘备",
          hp: 1,
          hand: ["闪", "闪", "闪"],
          agent: [
            { play: { skill: "仁德" } },
            { cards: ["闪", "闪"] },
            { play: "end" },
            { play: { skill: "仁德" } },
          ],
        },
        { general: "黄盖" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(2);
    s.runPhase(0, "play");
    // one card this phase: below 2, no recovery
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(1)).toHaveLength(3);
  });

  test("no hand card: not offered (3.5.11)", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "刘备", hand: [], agent: [{ play: { skill: "仁德" } }] }, { general: "黄盖" }],
    });
    s.runPhase(0, "play");
    // no hand card: the only option is to end the phase, nothing asked
    expect(s.handNames(1)).toEqual([]);
  });
});
