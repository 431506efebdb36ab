// 曹植 (一将成名2011): 〖落英〗 and 〖酒诗〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖落英〗①当其他角色的判定牌移至弃牌堆后❷，若此牌为梅花，你可获得此牌。", () => {
  const judged = (judgeCard: string, agent: { activate: boolean; skill: string }[], judgedSeat = 1) =>
    createScenario({
      packs,
      players: [
        { general: "曹植", agent, ...(judgedSeat === 0 ? { judge: ["乐不思蜀"] } : {}) },
        { ...BLANK, ...(judgedSeat === 1 ? { judge: ["乐不思蜀"] } : {}) },
      ],
      drawPile: [judgeCard],
    });

  test("another player's club judgement card goes to the discard pile: 曹植 gains it", () => {
    const s = judged("杀♣5", [{ activate: true, skill: "落英" }]);
    s.runPhase(1, "judge");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(discardNames(s)).toEqual(["乐不思蜀"]);
  });

  test("declined: the judgement card stays in the discard pile", () => {
    const s = judged("杀♣5", [{ activate: false, skill: "落英" }]);
    s.runPhase(1, "judge");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(discardNames(s)).toContain("杀");
  });

  test("a judgement card that is not a club: not offered", () => {
    const s = judged("杀♠7", []);
    s.runPhase(1, "judge");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("其他角色: 曹植's own club judgement card is not offered", () => {
    const s = judged("杀♣5", [], 0);
    s.runPhase(0, "judge");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(discardNames(s)).toContain("杀");
  });
});

describe("〖落英〗②当其他角色的牌因弃置而移至弃牌堆后❷，你可获得其中的至少一张梅花牌。", () => {
  test("another player discards clubs in its discard phase: 曹植 chooses which clubs to gain", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹植", agent: [{ activate: true, skill: "落英" }, { cards: ["决斗"] }] },
        { ...BLANK, hp: 1, hand: ["杀♣5", "决斗♣A", "闪♦2", "桃♥3"], agent: [{ cards: ["杀", "决斗", "闪"] }] },
      ],
    });
    s.runPhase(1, "discard");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["决斗"]);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("declined: the discarded clubs stay in the discard pile", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹植", agent: [{ activate: false, skill: "落英" }] },
        { ...BLANK, hp: 1, hand: ["杀♣5", "桃♥3"], agent: [{ cards: ["杀"] }] },
      ],
    });
    s.runPhase(1, "discard");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(discardNames(s)).toEqual(["杀"]);
  });

  test("no club among the discarded cards: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "曹植" }, { ...BLANK, hp: 1, hand: ["闪♦2", "桃♥3"], agent: [{ cards: ["闪"] }] }],
    });
    s.runPhase(1, "discard");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("其他角色的牌: 曹植 discarding his own clubs is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "曹植", hp: 1, hand: ["杀♣5", "桃♥3"], agent: [{ cards: ["杀"] }] }, BLANK],
    });
    s.runPhase(0, "discard");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(discardNames(s)).toEqual(["杀"]);
  });

  test("another player's club discarded by 曹植's 【过河拆桥】 is still that player's card: offered", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "曹植",
          hand: ["过河拆桥"],
          agent: [{ play: { card: "过河拆桥" } }, { activate: true, skill: "落英" }, { play: "end" }],
        },
        { ...BLANK, hand: ["杀♣5"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual([]);
  });
});

// 〖酒诗〗① is not tested here: 【酒】 (skills/maneuvering.sgs line 23) does not compile yet, so no
// 【酒】 can be needed or used (see the report of these tests).

describe("〖酒诗〗②当你受到伤害后，若你的武将牌背面朝上且于你受到此伤害时❶背面朝上，你可翻面。", () => {
  test("damaged while face down: 曹植 may turn face up", () => {
    const s = createScenario({ packs, players: [{ general: "曹植", faceDown: true, agent: [{ activate: true, skill: "酒诗" }] }, BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(2);
    expect(s.player(0).faceUp).toBe(true);
  });

  test("declined: stays face down", () => {
    const s = createScenario({ packs, players: [{ general: "曹植", faceDown: true, agent: [{ activate: false, skill: "酒诗" }] }, BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).faceUp).toBe(false);
  });

  test("damaged while face up: not offered", () => {
    const s = createScenario({ packs, players: [{ general: "曹植" }, BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).faceUp).toBe(true);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("another player damaged: not offered to 曹植", () => {
    const s = createScenario({ packs, players: [{ general: "曹植", faceDown: true }, BLANK] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).faceUp).toBe(false);
  });
});
