// A judgement with no card left in the draw pile and none in the discard pile to reshuffle
// (3.8.26): the game ends as a draw (平局, no winners, reason "exhausted") instead of crashing
// (issue #7 item 5). The rulebook has no rule for it; see runtime/engine/engine.ts judge().
import { describe, expect, it } from "vitest";
import { formatRecord } from "../../runtime/index.ts";
import { board, scenarioWith } from "./opsHelpers.ts";

describe("exhausted piles", () => {
  it("a judgement with both piles empty ends the game with no winners", () => {
    const s = scenarioWith([], { players: board() });
    // Every card of the draw and discard piles into seat 1's hand.
    for (const id of [...s.engine.state.drawPile, ...s.engine.state.discardPile]) s.engine.state.placeCard(id, { kind: "hand", owner: 1 });
    expect(s.engine.state.drawPile).toHaveLength(0);
    s.run((e) => void e.judge(0, "测试"));
    expect(s.result).toEqual({ winners: [], reason: "exhausted" });
    expect(formatRecord(s.engine.log.entries)).toMatch(/游戏结束，平局：牌堆与弃牌堆均已无牌，无法判定$/u);
  });

  it("with cards in the discard pile, they are reshuffled into the draw pile and judged", () => {
    const s = scenarioWith([], { players: board(), restTo: "discardPile" });
    expect(s.engine.state.drawPile).toHaveLength(0);
    let card = -1;
    s.run((e) => {
      card = e.judge(0, "测试").id;
    });
    expect(s.result).toBeNull();
    expect(card).toBeGreaterThanOrEqual(0);
    expect(s.engine.log.entries.some((x) => x.t === "reshuffle")).toBe(true);
  });
});
