// 〖青囊〗出牌阶段限一次，你可弃置一张手牌并选择一名已受伤的角色▶其回复1点体力。
// 〖结姻〗出牌阶段限一次，你可弃置两张手牌并选择一名已受伤的男性角色▶你与其各回复1点体力。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("青囊", "结姻");
});

describe("〖青囊〗 (3.5.11 cost ▶ effect, 3.5.26 已受伤, 3.5.27 回复)", () => {
  test("discards one hand card, the chosen wounded player (其) recovers 1", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "华佗",
          hp: 2,
          hand: ["杀", "闪"],
          agent: [{ play: { skill: "青囊" } }, { cards: ["杀"] }, { players: [2] }, { play: "end" }],
        },
        { general: "黄盖", hp: 4 },
        { general: "孙权", hp: 2 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(2).hp).toBe(3);
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.timings()).toContain("recover.after");
  });

  test("may choose oneself when wounded (no 其他 in the text)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "华佗", hp: 2, hand: ["杀"], agent: [{ play: { skill: "青囊" } }, { play: "end" }] },
        { general: "黄盖" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual([]);
  });

  test("not offered when nobody is wounded, nor with no hand card (3.5.11: a cost that cannot be paid)", () => {
    const none = createScenario({
      packs: [pack],
      players: [{ general: "华佗", hand: ["杀"], agent: [{ play: { skill: "青囊" } }] }, { general: "黄盖" }],
    });
    expect(() => none.runPhase(0, "play")).toThrow(/not an option/u);
    // With no hand card the only option is to end the phase: nothing is asked at all.
    const empty = createScenario({
      packs: [pack],
      players: [{ general: "华佗", hp: 1, agent: [{ play: { skill: "青囊" } }] }, { general: "黄盖" }],
    });
    empty.runPhase(0, "play");
    expect((empty.agents[0] as ScriptedAgent).remaining).toHaveLength(1);
    expect(empty.player(0).hp).toBe(1);
  });

  test("出牌阶段限一次: not offered a second time", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "华佗", hp: 1, hand: ["杀", "闪", "杀"], agent: [{ play: { skill: "青囊" } }, { cards: ["闪"] }, { players: [0] }, { play: { skill: "青囊" } }] },
        { general: "黄盖", hp: 3 },
      ],
    });
    // After one 青囊 the options are 【杀】 and ending the phase, not 青囊 again.
    expect(() => s.runPhase(0, "play")).toThrow(/not an option \(【杀】#\d+ 【杀】#\d+ end\)/u);
    expect(s.player(0).hp).toBe(2);
  });
});

describe("〖结姻〗 (3.5.36 各, 3.5.26 已受伤, male)", () => {
  test("discards two hand cards; 孙尚香 and the wounded male each recover 1, 你 first", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "孙尚香",
          hp: 1,
          hand: ["杀", "闪", "桃"],
          agent: [{ play: { skill: "结姻" } }, { cards: ["杀", "闪"] }, { players: [2] }, { play: "end" }],
        },
        { general: "貂蝉", hp: 1 },
        { general: "黄盖", hp: 2 },
        { general: "孙权", hp: 3 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(2);
    expect(s.player(2).hp).toBe(3);
    expect(s.player(1).hp).toBe(1);
    expect(s.handNames(0)).toEqual(["桃"]);
    const recovered = s.entries().filter((e) => e.t === "begin" && e.event === "recover").length;
    expect(recovered).toBe(2);
  });

  test("a wounded female is not a candidate; with no wounded male it is not offered", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙尚香", hp: 1, hand: ["杀", "闪"], agent: [{ play: { skill: "结姻" } }] },
        { general: "貂蝉", hp: 1 },
        { general: "黄盖" },
      ],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/u);
  });

  test("needs two hand cards", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙尚香", hp: 1, hand: ["杀"], agent: [{ play: { skill: "结姻" } }] },
        { general: "黄盖", hp: 2 },
      ],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/u);
  });

  test("孙尚香 at full hp: only the male recovers (回复 needs lost hp, 3.5.27)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙尚香", hand: ["杀", "闪"], agent: [{ play: { skill: "结姻" } }, { play: "end" }] },
        { general: "黄盖", hp: 2 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(3);
  });
});
