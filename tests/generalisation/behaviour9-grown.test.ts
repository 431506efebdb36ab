// Issue #5, ninth batch: behaviour of the blind9 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour9.test.ts
// these are not blind; they assert blind9.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, discardNames, done, own } from "./harness.ts";

/** The lines still refused (blind9.test.ts). */
const REFUSED = [36, 37, 79];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind9.sgs"), REFUSED);

describe("〖观澜〗当你受到伤害后，你可亮出牌堆顶的X张牌（X为伤害值+1）▶你获得其中所有的红色牌，将其余的牌置入弃牌堆。", () => {
  test("2 damage: three revealed (3.8.18); the red ones gained (3.8.23 所有的), the black one discarded", () => {
    const s = board([own(["观澜"], { agent: [{ activate: true, skill: "观澜" }] }), B()], { drawPile: ["桃♥3", "杀♠7", "闪♦2", "酒"] });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    done(s);
    expect(s.entries().find((e) => e.t === "move" && e.reason === "reveal")).toMatchObject({ cards: { length: 3 } });
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(discardNames(s)).toEqual(["杀"]);
  });
  test("no red card among them: nothing gained, all revealed go to the discard pile", () => {
    const s = board([own(["观澜"], { agent: [{ activate: true, skill: "观澜" }] }), B()], { drawPile: ["杀♠7", "杀♣2", "桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["杀", "杀"]);
  });
});

describe("〖窥心〗出牌阶段限一次，你可观看一名有手牌的其他角色的手牌▶你可展示其中所有的【闪】▷你弃置这些牌，其摸等量的牌。", () => {
  test("two 【闪】 shown (3.8.17): both discarded, the other draws two (3.4.13 等量)", () => {
    const s = board([own(["窥心"], { agent: [{ play: { skill: "窥心" } }, { activate: true, skill: "窥心" }] }), B({ hand: ["闪", "闪", "杀"] })], { drawPile: ["桃", "桃", "酒"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "show" && e.cards.length === 2)).toBe(true);
    expect(s.handNames(1).sort()).toEqual(["杀", "桃", "桃"].sort());
    expect(discardNames(s)).toEqual(["闪", "闪"]);
  });
  test("no 【闪】 among them: the 展示 cannot be carried out, nothing after ▷ (3.5.12)", () => {
    const s = board([own(["窥心"], { agent: [{ play: { skill: "窥心" } }] }), B({ hand: ["杀", "桃"] })], { drawPile: ["酒"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1).sort()).toEqual(["杀", "桃"].sort());
    expect(discardNames(s)).toEqual([]);
  });
});

describe("〖威压〗摸牌阶段，你可弃至少1枚“威”▶你令额定摸牌数+X（X为你以此法弃的“威”数）。", () => {
  const drawnIn = (s: ReturnType<typeof board>) => s.entries().reduce((n, e) => n + (e.t === "move" && e.reason === "draw" ? e.cards.length : 0), 0);
  test("3 “威”, 2 discarded (3.4.17 至少: the owner picks): 4 cards drawn, 1 “威” left — X counts the marks discarded, not those held", () => {
    // Options are 1, 2, 3: index 1 is 2.
    const s = board([own(["威压"], { marks: { 威: 3 }, agent: [{ activate: true, skill: "威压" }, { option: 1 }] }), B()], { drawPile: Array(8).fill("闪") });
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).marks["威"] ?? 0).toBe(1);
    expect(drawnIn(s)).toBe(4);
  });
  test("all 3 discarded: 5 cards drawn and none left", () => {
    const s = board([own(["威压"], { marks: { 威: 3 }, agent: [{ activate: true, skill: "威压" }, { option: 2 }] }), B()], { drawPile: Array(8).fill("闪") });
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).marks["威"] ?? 0).toBe(0);
    expect(drawnIn(s)).toBe(5);
  });
  test("no “威”: not offered, 2 cards drawn", () => {
    const s = board([own(["威压"]), B()], { drawPile: Array(8).fill("闪") });
    s.runPhase(0, "draw");
    done(s);
    expect(s.entries().some((e) => e.t === "decision" && e.reason === "威压")).toBe(false);
    expect(drawnIn(s)).toBe(2);
  });
});
