// Corpus lines that compile but had no behaviour test of their own: 【顺手牵羊】 (距离为1的一名区域里
// 有牌的其他角色), 〖奇才〗 (锦囊牌无距离关系的限制, 4.2.2 专题四) and 〖谦逊〗 (不是…的合法目标).
// Four seats: seat 0 is at distance 1 from seats 1 and 3 and at distance 2 from seat 2 (3.4.9).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack, type ScenarioPlayer } from "../../runtime/index.ts";
import { corpusWithCards } from "../compiler/corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["顺手牵羊", "杀", "闪"], ["奇才", "谦逊"]), "standard.sgs");
});

function board(user: string, seat1: string, script: ScenarioPlayer["agent"]) {
  return createScenario({
    packs: [pack],
    players: [
      { general: user, hand: ["顺手牵羊"], agent: script },
      { general: seat1, hand: ["闪"] },
      { general: "郭嘉", hand: ["杀"] },
      { general: "孙权", hand: [] },
    ],
  });
}

describe("【顺手牵羊】 and the skills that change who it may target", () => {
  test("【顺手牵羊】: only a player at distance 1 with cards is a legal target; the user gains one of its cards", () => {
    // Seat 1 is the only legal target (seat 2 is at distance 2, seat 3 has no cards): no choice asked.
    const s = board("黄盖", "马超", [{ play: { card: "顺手牵羊" } }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual(["杀"]);
  });

  test("〖奇才〗: 锦囊牌 without the distance restriction — the player at distance 2 becomes a legal target", () => {
    // Two legal targets now (seats 1 and 2), so the user is asked and picks seat 2.
    const s = board("黄月英", "马超", [{ play: { card: "顺手牵羊" } }, { players: [2] }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual([]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("〖谦逊〗: its owner is not a legal target of 【顺手牵羊】, even at distance 1 with cards", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hand: ["顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }, { play: "end" }] },
        { general: "陆逊", hand: ["闪"] },
        { general: "郭嘉", hand: [] },
        { general: "孙权", hand: ["杀"] },
      ],
    });
    // Without 谦逊 seats 1 and 3 would both be legal and the script would be asked to choose;
    // with it, seat 3 is the only target.
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(3)).toEqual([]);
  });
});
