// 满宠 (一将成名2013): 〖峻刑〗 and 〖御策〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖峻刑〗出牌阶段限一次，你可弃置至少一张手牌并选择一名其他角色▶其选择：1.弃置一张与你以此法弃置的牌类别均不同的手牌；2.翻面▷其摸X张牌（X为你以此法弃置的牌数）。", () => {
  const JUNXING = { general: "满宠", skills: ["峻刑"] };
  const offered = (s: ReturnType<typeof createScenario>) => playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "峻刑");

  test("one basic card discarded; the target discards a trick (another category)", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUNXING, hand: ["杀"], agent: [{ play: { skill: "峻刑" } }] },
        { ...BLANK, hand: ["无中生有", "闪"], agent: [{ option: 0 }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(discardNames(s).sort()).toEqual(["无中生有", "杀"].sort());
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.player(1).faceUp).toBe(true);
  });

  test("two cards discarded; the target turns over and draws two", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUNXING, hand: ["杀", "无中生有"], agent: [{ play: { skill: "峻刑" } }, { cards: ["杀", "无中生有"] }] },
        { ...BLANK, hand: ["赤兔"], agent: [{ option: 1 }] },
      ],
      drawPile: ["桃", "桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).faceUp).toBe(false);
    expect(s.handNames(1).sort()).toEqual(["桃", "桃", "赤兔"].sort());
  });

  test("均不同: a basic and a trick discarded, the target's only other card a basic — it must turn over", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUNXING, hand: ["杀", "无中生有"], agent: [{ play: { skill: "峻刑" } }, { cards: ["杀", "无中生有"] }] },
        { ...BLANK, hand: ["闪", "过河拆桥"] },
      ],
      drawPile: ["桃", "桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).faceUp).toBe(false);
    expect(s.handNames(1)).toHaveLength(4);
  });

  test("出牌阶段限一次; no hand card: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...JUNXING, hand: ["杀", "闪"], agent: [{ play: { skill: "峻刑" } }, { cards: ["杀"] }] }, BLANK],
      drawPile: ["桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(offered(s)).toBe(false);
    const t = createScenario({ packs, players: [JUNXING, BLANK] });
    expect(offered(t)).toBe(false);
  });
});

describe("〖御策〗当你受到伤害后，你可展示一张手牌▶若此伤害有来源，来源需弃置一张与此牌类别不同的手牌，否则你回复1点体力。", () => {
  const YUCE = { general: "满宠", skills: ["御策"] };

  // 需 (3.5.17): the source is asked whether it discards (its one card of another category is then
  // taken without asking).
  test("shows a basic card; the source discards a trick (another category): no recovery", () => {
    const s = createScenario({
      packs,
      players: [
        { ...YUCE, hand: ["杀"], agent: [{ activate: true, skill: "御策" }] },
        { ...BLANK, hand: ["无中生有", "闪"], agent: [{ activate: true, skill: "御策" }] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.entries().filter((e) => e.t === "show")).toMatchObject([{ player: 0 }]);
    expect(discardNames(s)).toEqual(["无中生有"]);
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("否则: the source does not discard — 满宠 recovers 1 hp", () => {
    const s = createScenario({
      packs,
      players: [
        { ...YUCE, hand: ["杀"], agent: [{ activate: true, skill: "御策" }] },
        { ...BLANK, hand: ["无中生有"], agent: [{ activate: false, skill: "御策" }] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["无中生有"]);
  });

  test("与此牌类别不同: a source with only basic cards cannot discard — 满宠 recovers", () => {
    const s = createScenario({
      packs,
      players: [
        { ...YUCE, hand: ["杀"], agent: [{ activate: true, skill: "御策" }] },
        { ...BLANK, hand: ["闪", "桃"] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪", "桃"]);
  });

  test("满宠 chooses which card to show", () => {
    const s = createScenario({
      packs,
      players: [
        { ...YUCE, hand: ["杀", "无中生有"], agent: [{ activate: true, skill: "御策" }, { cards: ["无中生有"] }] },
        { ...BLANK, hand: ["过河拆桥", "闪"], agent: [{ activate: true, skill: "御策" }] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(discardNames(s)).toEqual(["闪"]);
    expect(s.player(0).hp).toBe(2);
  });

  test("declined: nothing shown", () => {
    const s = createScenario({
      packs,
      players: [{ ...YUCE, hand: ["杀"], agent: [{ activate: false, skill: "御策" }] }, { ...BLANK, hand: ["无中生有"] }],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.entries().some((e) => e.t === "show")).toBe(false);
    expect(s.player(0).hp).toBe(2);
  });

  test("no hand card: not offered; another player damaged: not offered", () => {
    const s = createScenario({ packs, players: [YUCE, { ...BLANK, hand: ["无中生有"] }] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});
