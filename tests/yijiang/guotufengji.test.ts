// 郭图逢纪 (一将成名2015): 〖急攻〗 and 〖饰非〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages, discarded } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖急攻〗出牌阶段开始时，你可摸两张牌▶你的手牌上限于此回合内为X（X为你于此回合的出牌阶段内造成过的伤害值之和）。", () => {
  const board = (gt: ScriptStep[], hand = ["杀"]) =>
    createScenario({
      packs,
      players: [
        { general: "郭图逢纪", hand, agent: gt },
        { general: "孙权", skills: [] },
        { general: "大乔", skills: [] },
      ],
      drawPile: ["桃", "桃", "桃", "桃"],
    });

  test("draws two; his hand limit this turn is the damage he dealt in the play phase (1): he keeps one card", () => {
    // (after the 【杀】 nothing else can be used: the play phase ends by itself)
    const s = board([{ activate: true, skill: "急攻" }, { play: { card: "杀" } }, { players: [1] }, { cards: ["桃", "桃", "桃"] }]);
    s.runTurn(0);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(discarded(s, 0)).toEqual(["桃", "桃", "桃"]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("no damage dealt: the hand limit is 0, every card is discarded", () => {
    const s = board([{ activate: true, skill: "急攻" }, { play: "end" }], ["闪"]);
    s.runTurn(0);
    expect(s.handNames(0)).toEqual([]);
    expect(discarded(s, 0)).toHaveLength(5);
  });

  test("于此回合内: after the turn his hand limit is his hp again", () => {
    const s = board([{ activate: true, skill: "急攻" }, { play: "end" }], ["闪"]);
    s.runTurn(0);
    expect(s.view.handLimit(0)).toBe(3);
  });

  test("declined: no draw, the usual hand limit", () => {
    const s = board([{ activate: false, skill: "急攻" }, { play: "end" }], ["闪"]);
    s.runTurn(0);
    expect(s.handNames(0)).toEqual(["闪", "桃", "桃"]);
  });

  test("not at the start of another phase (the finish phase)", () => {
    const s = board([]);
    s.runPhase(0, "finish");
    expect(asked(s, "急攻")).toBe(false);
  });
});

describe("〖饰非〗当你需要使用/打出【闪】时❷，你可令当前回合角色摸一张牌▷若除其外有手牌数不小于其的角色，你弃置一名手牌数最大的角色的一张牌▷你使用/打出无对应的实体牌的【闪】。", () => {
  // (郭图逢纪 keeps only 〖饰非〗 on these boards)
  const board = (gt: ScriptStep[], sunquanHand: string[], gtHand = ["桃", "桃"], card = "杀") =>
    createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: sunquanHand, agent: [{ play: { card } }, { players: [1] }, { play: "end" }] },
        { general: "郭图逢纪", skills: ["饰非"], hand: gtHand, agent: gt },
        { general: "大乔", skills: [], hand: ["闪"] },
      ],
      drawPile: ["无懈可击", "桃"],
    });

  test("the current player draws; someone else has as many cards: a card of the player with the most is discarded; he uses a 【闪】 with no physical card", () => {
    // 孙权 draws to 1 card; 郭图逢纪 (2) has the most: one of his own is discarded
    const s = board([{ activate: true, skill: "饰非" }, { cards: ["桃"] }], ["杀"]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["无懈可击"]);
    expect(discarded(s, 1)).toEqual(["桃"]);
    expect(s.entries().filter((e) => e.t === "use" && e.user === 1)).toMatchObject([{ card: "闪", cards: [], respondsTo: "杀" }]);
    expect(s.player(1).hp).toBe(3);
  });

  test("打出 too: against 【万箭齐发】 he plays a 【闪】 with no physical card", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }, { play: "end" }] },
        { general: "郭图逢纪", skills: ["饰非"], hand: ["桃", "桃"], agent: [{ activate: true, skill: "饰非" }, { cards: ["桃"] }] },
        { general: "大乔", skills: [], hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
      drawPile: ["桃", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "play" && e.player === 1)).toMatchObject([{ card: "闪", cards: [] }]);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
  });

  test("the current player has the most cards after drawing: nothing is discarded and no 【闪】 is used (▷)", () => {
    const s = board([{ activate: true, skill: "饰非" }], ["杀", "桃", "桃"], ["桃"]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃", "桃", "无懈可击"]);
    expect(discarded(s, 1)).toEqual([]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("declined: the 【杀】 hits", () => {
    const s = board([{ activate: false, skill: "饰非" }], ["杀"]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual([]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });
});
