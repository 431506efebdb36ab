// 张松 (一将成名2014): 〖强识〗 and 〖献图〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖强识〗出牌阶段开始时，你可展示一名其他角色的一张手牌▶（→）当与你以此法展示的牌类别相同的牌于此阶段内被使用时，若使用者为你，你可摸一张牌。", () => {
  const board = (zs: ScriptStep[], hand = ["杀", "无中生有"]) =>
    createScenario({
      packs,
      players: [
        { general: "张松", hand, agent: zs },
        { general: "孙权", skills: [], hand: ["闪", "无懈可击"], agent: [{ respond: null }, { respond: null }] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["桃", "闪", "桃", "闪"],
    });

  test("shows a basic card of another's hand: each basic card he uses in the phase may draw him one; a trick does not", () => {
    const s = board([{ activate: true, skill: "强识" }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "强识" }, { play: { card: "无中生有" } }, { play: "end" }]);
    s.runPhase(0, "play");
    const shown = s.entries().find((e) => e.t === "show");
    expect(shown && s.card(shown.cards[0]).name).toBe("闪");
    // 【杀】 drew 【桃】; 【无中生有】 drew its own two cards only
    expect(s.handNames(0)).toEqual(["桃", "闪", "桃"]);
    expect(s.handNames(1)).toEqual(["闪", "无懈可击"]);
  });

  test("the drawing is optional (可) each time", () => {
    const s = board([{ activate: true, skill: "强识" }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "强识" }, { play: "end" }], ["杀"]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual([]);
  });

  test("于此阶段内: a basic card used in the next turn's play phase draws nothing", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "张松",
          hp: 2,
          hand: ["杀", "桃"],
          agent: [
            // turn 1: shows 孙权's only card (a 【闪】), uses nothing; discards down to 2
            { activate: true, skill: "强识" }, { play: "end" }, { cards: ["无懈可击", "无懈可击"] },
            // turn 2: does not show; the 【桃】 (basic) draws nothing
            { activate: false, skill: "强识" }, { play: { card: "桃" } }, { play: "end" },
          ],
        },
        { general: "孙权", skills: [], hand: ["闪"] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["无懈可击", "无懈可击", "无懈可击", "无懈可击", "桃"],
    });
    s.runTurn(0);
    s.mark();
    s.runTurn(0);
    expect(s.player(0).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "draw")).toHaveLength(1);
    expect(s.handNames(0)).toEqual(["杀", "无懈可击", "无懈可击"]);
  });

  test("declined: nothing is shown", () => {
    const s = board([{ activate: false, skill: "强识" }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "show")).toBe(false);
  });

  test("no other player has a hand card: not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "张松", hand: ["杀"], agent: [{ play: "end" }] },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(asked(s, "强识")).toBe(false);
  });
});

describe("〖献图〗其他角色的出牌阶段开始时，若其存活，你可摸两张牌▶你将两张牌交给其（→）此阶段结束时，若其于此阶段内未杀死过角色，你失去1点体力。", () => {
  // (张松 keeps only 〖献图〗 here, so that 〖强识〗 stays out of these boards)
  const board = (zs: ScriptStep[], sunquan: ScriptStep[], sunquanHand: string[] = []) =>
    createScenario({
      packs,
      players: [
        { general: "张松", skills: ["献图"], hand: ["杀"], agent: zs },
        { general: "孙权", skills: [], hand: sunquanHand, agent: sunquan },
        { general: "吕蒙", skills: [], hp: 1 },
      ],
      drawPile: ["桃", "闪", "桃", "闪", "无中生有", "无中生有"],
    });

  test("draws two, gives two to the player; it kills nobody in the phase: 张松 loses 1 hp at its end", () => {
    const s = board([{ activate: true, skill: "献图" }, { cards: ["杀", "桃"] }], [{ play: "end" }]);
    s.runPhase(1, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "give")).toMatchObject([{ from: ["hand0", "hand0"], to: ["hand1", "hand1"] }]);
    expect(s.handNames(1)).toEqual(["杀", "桃"]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 0, amount: 1 }]);
    expect(s.player(0).hp).toBe(2);
  });

  test("the player kills someone in the phase: no hp lost", () => {
    const s = board([{ activate: true, skill: "献图" }, { cards: ["杀", "桃"] }], [{ play: { card: "杀" } }, { players: [2] }, { respond: null }, { play: "end" }]);
    s.runPhase(1, "play");
    expect(s.entries().some((e) => e.t === "death" && e.player === 2 && e.killer === 1)).toBe(true);
    expect(s.entries().some((e) => e.t === "loseHp")).toBe(false);
    expect(s.player(0).hp).toBe(3);
  });

  test("declined: no draw, no give, no hp lost", () => {
    const s = board([{ activate: false, skill: "献图" }], [{ play: "end" }]);
    s.runPhase(1, "play");
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(0).hp).toBe(3);
  });

  test("其他角色: not in 张松's own play phase", () => {
    const s = board([{ play: "end" }], []);
    s.runPhase(0, "play");
    expect(asked(s, "献图")).toBe(false);
  });
});
