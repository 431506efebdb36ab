// Marks (004 §3.5.8, §3.8.9; 000 §4.2.25) and the cards on/beside a general card (004 §3.3.16–3.3.17).
import { describe, expect, it } from "vitest";
import { board, MOVE, scenarioWith, trigger } from "./opsHelpers.ts";

describe("3.5.8 标记", () => {
  it("4.2.25 获得X枚“X”: counted by name; 3.8.9 弃 removes at most those held", () => {
    const s = scenarioWith([], { players: board() });
    let discarded: number[] = [];
    s.run((e) => {
      e.gainMark(1, "暴怒", 2);
      e.gainMark(1, "暴怒", 1);
      e.gainMark(1, "忍", 1);
      discarded = [e.discardMarks(1, "暴怒", 2), e.discardMarks(1, "忍", 3), e.discardMarks(1, "无", 1)];
    });
    expect(discarded).toEqual([2, 1, 0]);
    expect([s.engine.marks(1, "暴怒"), s.engine.marks(1, "忍")]).toEqual([1, 0]);
    expect(s.player(1).marks).toEqual({ 暴怒: 1 });
  });

  it("4.2.25 获得标记后 sees the marks gained; 弃 has no timing points", () => {
    const seen: number[] = [];
    const look = trigger("狂暴", "gainMark.after", (ctx) => void seen.push(s.engine.marks(ctx.you, "暴怒")));
    const s = scenarioWith([look], { players: board({ 1: { skills: ["狂暴"] } }) });
    s.run((e) => e.gainMark(1, "暴怒", 2));
    expect(seen).toEqual([2]);
    s.mark();
    s.run((e) => void e.discardMarks(1, "暴怒", 1));
    expect(s.timings()).toEqual([]);
  });

  it("4.2.19 (2) Ⅰ c. a dead player's marks are discarded", () => {
    const s = scenarioWith([], { players: board({ 4: { hp: 1, marks: { 忍: 2 } } }, 5) });
    s.run((e) => e.loseHp(4, 1));
    expect(s.player(4).alive).toBe(false);
    expect(s.engine.state.players[4].marks).toEqual({});
  });
});

describe("3.3.16 武将牌上 / 3.3.17 武将牌旁", () => {
  it("3.3.16 cards put on the general card are each called “X”; pile() lists them; they are in a zone checkZones knows", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀", "闪"] } }) });
    const [a, b] = s.player(1).hand;
    s.run((e) => e.putOnGeneral(1, [a, b], 1, "权", false));
    expect(s.engine.pile(1, "权")).toEqual([a, b]);
    expect(s.engine.state.zone(a)).toEqual({ kind: "general", owner: 1, pile: "权", side: "on" });
    expect(s.timings()).toEqual(MOVE);
    expect(s.checkZones()).toEqual([]);
  });

  it("3.3.16 ◆ “X” moved to another zone is no longer “X”", () => {
    const s = scenarioWith([], { players: board({ 1: { piles: [{ name: "田", cards: ["杀", "闪"] }] } }) });
    const [a] = s.engine.pile(1, "田");
    s.run((e) => e.gain(2, [a]));
    expect(s.engine.pile(1, "田")).toHaveLength(1);
    expect(s.engine.state.zone(a)).toEqual({ kind: "hand", owner: 2 });
    s.run((e) => e.gain(2, e.pile(1, "田")));
    expect(s.engine.pile(1, "田")).toEqual([]);
    expect(s.engine.state.players[1].onGeneral).toEqual({});
    expect(s.checkZones()).toEqual([]);
  });

  it("3.3.17 cards put beside another player's general card; 4.2.9: not the player's cards (no 失去/得到 subject)", () => {
    const lost: string[] = [];
    const watch = trigger("连营", "move.after.2", () => void lost.push("asked"));
    const s = scenarioWith([watch], { players: board({ 2: { skills: ["连营"] }, 0: { hand: ["杀"] } }) });
    const [c] = s.player(0).hand;
    s.run((e) => e.putOnGeneral(0, [c], 2, "逆", false, "beside"));
    expect(s.engine.pile(2, "逆", "beside")).toEqual([c]);
    expect(lost).toEqual([]); // seat 2 neither loses nor gains cards here
  });

  it("3.3.16 ◆ face-down cards on the general card are visible to their owner only", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀"] } }) });
    const [c] = s.player(1).hand;
    s.run((e) => e.putOnGeneral(1, [c], 1, "屯", true));
    expect(s.engine.state.isFaceDown(c)).toBe(true);
    expect([0, 1, 2].map((p) => s.engine.state.isVisibleTo(c, p))).toEqual([false, true, false]);
  });

  it("4.2.19 (2) Ⅰ b. a dead player's piles go to the discard pile with its other cards", () => {
    const s = scenarioWith([], { players: board({ 4: { hp: 1, hand: ["闪"], piles: [{ name: "权", cards: ["杀", "闪"] }, { name: "逆", cards: ["过河拆桥"], side: "beside" }] } }, 5) });
    s.run((e) => e.loseHp(4, 1));
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["闪", "杀", "过河拆桥", "闪"].sort());
    expect(s.checkZones()).toEqual([]);
  });
});
