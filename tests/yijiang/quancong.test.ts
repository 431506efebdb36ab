// 全琮 (一将成名2015): 〖邀名〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, discarded } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖邀名〗每回合限一次，当你造成伤害后或受到伤害后，你可选择：1.弃置一名手牌数大于你的角色的一张手牌；2.令一名手牌数小于你的角色摸一张牌。", () => {
  // After his 【杀】 全琮 has 1 hand card; 孙权 has 3, 大乔 none.
  const board = (qc: ScriptStep[], hand = ["杀", "闪"]) =>
    createScenario({
      packs,
      players: [
        { general: "全琮", hand, agent: qc },
        { general: "孙权", skills: [], hand: ["桃", "桃", "桃"] },
        { general: "大乔", skills: [] },
      ],
      drawPile: ["无懈可击", "无懈可击"],
    });

  test("after dealing damage — 1. discards a hand card of a player with more hand cards (the only one: 孙权)", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "邀名" }, { option: 0 }, { cards: ["桃"] }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(discarded(s, 1)).toEqual(["桃"]);
  });

  test("2. a player with fewer hand cards draws one (大乔 only)", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "邀名" }, { option: 1 }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.handNames(2)).toEqual(["无懈可击"]);
  });

  test("after taking damage too", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀", "桃", "桃"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "全琮", hand: ["闪"], agent: [{ respond: null }, { activate: true, skill: "邀名" }, { option: 1 }] },
        { general: "大乔", skills: [] },
      ],
      drawPile: ["无懈可击"],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(2)).toEqual(["无懈可击"]);
  });

  const hurt = (qc: ScriptStep[], sunquan: ScriptStep[], hand: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand, agent: sunquan },
        { general: "全琮", hand: ["闪"], agent: qc },
        { general: "大乔", skills: [] },
      ],
      drawPile: ["桃", "桃", "无懈可击", "无懈可击"],
    });

  test("declined: nothing happens", () => {
    const s = hurt([{ respond: null }, { activate: false, skill: "邀名" }], [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], ["杀", "桃", "桃"]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(2)).toEqual([]);
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("每回合限一次: a second damage in the turn does not offer it", () => {
    // 孙权's turn: a 【杀】 and a 【决斗】 both hurt 全琮
    const s = hurt([{ respond: null }, { activate: true, skill: "邀名" }, { option: 0 }, { cards: ["桃"] }], [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "决斗" } }, { players: [1] }, { play: "end" }], ["杀", "决斗", "桃"]);
    s.runTurn(0);
    expect(s.entries().filter((e) => e.t === "damage" && e.victim === 1)).toHaveLength(2);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === "邀名")).toHaveLength(1);
  });

  test("no damage: not offered", () => {
    const s = board([{ play: "end" }]);
    s.runPhase(0, "play");
    expect(asked(s, "邀名")).toBe(false);
  });
});
