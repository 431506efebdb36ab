// Card operations of 004 §3.8 (重铸 3.8.5, 扣置 3.8.7, 观看 3.8.16, 展示 3.8.17, 亮出 3.8.18, 交换
// 3.8.19) and a move changed in progress (000 §4.2.9 注意, 004 §3.7.6 ③, §3.7.8 ②).
import { describe, expect, it } from "vitest";
import type { MoveEvent } from "../../runtime/index.ts";
import { board, MOVE, names, scenarioWith, trigger } from "./opsHelpers.ts";

describe("3.8.5 重铸", () => {
  it("3.8.5 the cards go to the discard pile (因重铸), then the player draws as many", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀", "闪", "桃"] } }), drawPile: ["无中生有", "决斗"] });
    const [a, b] = s.player(1).hand;
    let drawn: number[] = [];
    s.run((e) => {
      drawn = e.recast(1, [a, b]);
    });
    expect(names(s, drawn)).toEqual(["无中生有", "决斗"]);
    expect(s.handNames(1)).toEqual(["桃", "无中生有", "决斗"]);
    expect(s.entries().some((x) => x.t === "move" && x.reason === "recast")).toBe(true);
    expect(s.timings()).toEqual([...MOVE, ...MOVE]);
  });
});

describe("3.8.19 交换", () => {
  it("3.8.19 hands: both put all their hand cards face down into the processing area at once, then each takes the other's", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀", "闪"] }, 2: { hand: ["桃"] } }) });
    s.run((e) => e.exchangeHands(1, 2));
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(2).sort()).toEqual(["杀", "闪"].sort());
    expect(s.timings()).toEqual([...MOVE, ...MOVE]);
    const moves = s.entries().filter((x) => x.t === "move");
    expect(moves.map((m) => (m.t === "move" ? m.to : []))).toEqual([
      ["processing", "processing", "processing"],
      ["hand2", "hand2", "hand1"],
    ]);
  });

  it("3.8.19 hands: only one side has cards — they go to the processing area, then to the other", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀"] } }) });
    s.run((e) => e.exchangeHands(1, 2));
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual(["杀"]);
  });

  it("3.8.19 equipment: each side's cards go into the other's area", () => {
    const s = scenarioWith([], { players: board({ 1: { equipment: ["青釭剑", "赤兔"] }, 2: { equipment: ["八卦阵"] } }) });
    s.run((e) => e.exchangeEquipment(1, 2));
    const eq = (p: number) => Object.values(s.player(p).equipment).map((c) => s.card(c as number).name).sort();
    expect(eq(1)).toEqual(["八卦阵"]);
    expect(eq(2)).toEqual(["赤兔", "青釭剑"].sort());
  });

  it("3.8.19 equipment: when the receiver holds (or has sealed) a slot of the same kind, those cards go to the discard pile", () => {
    // seat 2 has a sealed weapon slot: seat 1's weapon cannot go there
    const s = scenarioWith([], { players: board({ 1: { equipment: ["青釭剑"] }, 2: { equipment: ["八卦阵"], disabled: ["weapon"] } }) });
    s.run((e) => e.exchangeEquipment(1, 2));
    expect(Object.values(s.player(1).equipment).map((c) => s.card(c as number).name)).toEqual(["八卦阵"]);
    expect(s.player(2).equipment).toEqual({});
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["青釭剑"]);
  });

  it("3.8.19 given cards: both into the processing area, then each takes the other's into hand", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀", "闪"] }, 2: { equipment: ["赤兔"] } }) });
    const [a] = s.player(1).hand;
    const horse = s.player(2).equipment.offensiveHorse!;
    s.run((e) => e.exchangeCards(1, [a], 2, [horse]));
    expect(s.handNames(1).sort()).toEqual(["赤兔", "闪"].sort());
    expect(s.handNames(2)).toEqual(["杀"]);
  });
});

describe("3.8.18 亮出 / 3.8.17 展示 / 3.8.16 观看 / 3.8.7 扣置", () => {
  it("3.8.18 ① top cards of the draw pile go face up into the processing area; ② a random such card from the pile", () => {
    const s = scenarioWith([], { players: board(), drawPile: ["桃", "杀", "闪"] });
    let top: number[] = [];
    let found: number | null = null;
    let none: number | null = -1;
    s.run((e) => {
      top = e.revealTop(0, 2);
      found = e.revealFromDrawPile(0, (c) => c.name === "闪");
      none = e.revealFromDrawPile(0, (c) => c.name === "不存在");
    });
    expect(names(s, top)).toEqual(["桃", "杀"]);
    expect(found === null ? "" : s.card(found).name).toBe("闪");
    expect(none).toBeNull();
    expect(s.engine.state.processing).toHaveLength(3);
    for (const c of s.engine.state.processing) expect([0, 1, 2, 3].every((p) => s.engine.state.isVisibleTo(c, p))).toBe(true);
  });

  it("3.8.7 扣置入处理区（对X可见）: face down, visible to X only; 3.8.18 ③ 亮出 turns it face up for all", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀"] } }) });
    const [c] = s.player(1).hand;
    s.run((e) => e.setAside(1, [c], [3]));
    expect(s.engine.state.isFaceDown(c)).toBe(true);
    expect([0, 1, 2, 3].map((p) => s.engine.state.isVisibleTo(c, p))).toEqual([false, false, false, true]);
    s.run((e) => e.revealFaceDown(1, [c]));
    expect([0, 1, 2, 3].map((p) => s.engine.state.isVisibleTo(c, p))).toEqual([true, true, true, true]);
  });

  it("3.8.17 展示: no move; everyone may see the cards until they move", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀", "闪"] } }) });
    const [a, b] = s.player(1).hand;
    s.run((e) => e.show(1, [a]));
    expect(s.timings()).toEqual([]);
    expect([0, 2, 3].map((p) => s.engine.state.isVisibleTo(a, p))).toEqual([true, true, true]);
    expect(s.engine.state.isVisibleTo(b, 0)).toBe(false);
    s.run((e) => e.give(1, 2, [a]));
    expect(s.engine.state.isVisibleTo(a, 0)).toBe(false);
  });

  it("3.8.16 观看: known to the looker only; the others still cannot see the cards", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀"] } }), drawPile: ["桃"] });
    const [h] = s.player(1).hand;
    const top = s.engine.state.drawPile[0];
    s.run((e) => e.look(2, [h, top]));
    expect([0, 1, 2, 3].map((p) => s.engine.state.isVisibleTo(h, p))).toEqual([false, true, true, false]);
    expect([0, 1, 2, 3].map((p) => s.engine.state.isVisibleTo(top, p))).toEqual([false, false, true, false]);
  });
});

describe("4.2.9 a move changed at 移至目标区域前❶/❷", () => {
  it("4.2.9 注意: a skill changes the destination of some cards; the operation and its reason stay the same", () => {
    // 〖章武②〗 stands in: a 【桃】 given away goes to the bottom of the draw pile instead.
    const redirect = trigger("章武", "move.before.2", (ctx) => {
      const e = ctx.eventOf("move") as MoveEvent;
      const peaches = e.moves.filter((m) => s.card(m.card).name === "桃").map((m) => m.card);
      s.engine.redirectMove(peaches, { kind: "drawPile" });
    }, { subject: "any" });
    const s = scenarioWith([redirect], { players: board({ 0: { skills: ["章武"] }, 1: { hand: ["桃", "杀"] } }) });
    const cards = [...s.player(1).hand];
    s.run((e) => e.give(1, 2, cards));
    expect(s.handNames(2)).toEqual(["杀"]);
    const bottom = s.engine.state.drawPile[s.engine.state.drawPile.length - 1];
    expect(s.card(bottom).name).toBe("桃");
    const m = s.entries().find((x) => x.t === "move");
    expect(m && m.t === "move" ? [m.reason, ...m.to] : []).toEqual(["give", "drawPile", "hand2"]);
  });

  it("3.7.6 ③ 取消 some cards: the rest move on; all of them: the move is prevented and its flow ends (3.7.8 ②)", () => {
    let cancel: "one" | "all" = "one";
    const keep = trigger("帷幕", "move.before.1", (ctx) => {
      const e = ctx.eventOf("move") as MoveEvent;
      s.engine.cancelMove(cancel === "all" ? e.moves.map((m) => m.card) : [e.moves[0].card]);
    }, { subject: "any" });
    const s = scenarioWith([keep], { players: board({ 0: { skills: ["帷幕"] }, 1: { hand: ["桃", "杀"] } }) });
    const [peach, slash] = s.player(1).hand;
    s.run((e) => e.discard(1, [peach, slash]));
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.engine.state.zone(slash)).toEqual({ kind: "discardPile" });
    s.mark();
    cancel = "all";
    s.run((e) => e.discard(1, [peach]));
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.timings()).toEqual(["move.decided", "move.before.1"]);
  });

  it("4.2.9 a move can only be changed at 移至目标区域前❶/❷", () => {
    const late = trigger("迟", "move.after.1", (ctx) => {
      const e = ctx.eventOf("move") as MoveEvent;
      changed.push(...s.engine.redirectMove(e.moves.map((m) => m.card), { kind: "drawPile" }));
    }, { subject: "any" });
    const changed: number[] = [];
    const s = scenarioWith([late], { players: board({ 0: { skills: ["迟"] }, 1: { hand: ["杀"] } }) });
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    expect(changed).toEqual([]);
    expect(s.engine.state.discardPile).toHaveLength(1);
  });
});
