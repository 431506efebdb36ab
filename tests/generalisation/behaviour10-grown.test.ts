// Issue #5, tenth batch: behaviour of the blind10 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour10.test.ts
// these are not blind; they assert blind10.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, damages, discardNames, done, own, skillsUsed } from "./harness.ts";

/** The lines still refused (blind10.test.ts). */
const REFUSED = [46, 59, 63, 80];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind10.sgs"), REFUSED);
const prevented = (s: ReturnType<typeof board>) => s.entries().filter((e) => e.t === "prevent");

describe("〖坚甲〗锁定技，当你受到伤害时❷，若此伤害为属性伤害或伤害值大于1，你令伤害值-1。", () => {
  test("1 fire damage (属性伤害, 3.5.24): -1 leaves none, so it is prevented (3.7.8 ◆); hp unchanged", () => {
    const s = board([own(["坚甲"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(damages(s)).toEqual([]);
    expect(prevented(s)).toHaveLength(1);
  });
  test("2 thunder damage: 1 thunder damage taken", () => {
    const s = board([own(["坚甲"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1, element: "thunder" }));
    done(s);
    expect(damages(s)).toMatchObject([{ victim: 0, amount: 1, element: "thunder" }]);
    expect(s.player(0).hp).toBe(3);
  });
  test("2 normal damage (伤害值大于1): 1 taken; 1 normal damage: unchanged", () => {
    const s = board([own(["坚甲"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    const t = board([own(["坚甲"]), B()]);
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect([s.player(0).hp, t.player(0).hp]).toEqual([3, 3]);
    expect(skillsUsed(t)).toEqual([]);
  });
});

describe("〖流光〗…阴：你可弃置一张黑色牌并选择一名牌数不小于2的其他角色▶你弃置其两张牌▷若这两张牌颜色相同，你对其造成1点伤害。", () => {
  const yin = (bHand: string[], bEquip: string[] = []) => {
    const s = board([own(["流光"], { hand: ["杀♠7"], agent: [{ play: { skill: "流光" } }] }), B({ hand: bHand, equipment: bEquip })]);
    s.engine.state.players[0].switchStates["流光"] = "yin";
    return s;
  };
  test("阴, the two cards discarded both black (3.2.2 颜色): 1 damage to that player, and the skill turns 阳", () => {
    const s = yin(["杀♠8", "杀♣2"]);
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["杀", "杀", "杀"]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.engine.state.players[0].switchStates["流光"] ?? "yang").toBe("yang");
  });
  test("阴, one red and one black: no damage", () => {
    const s = yin(["杀♠8", "闪♦2"]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toEqual([]);
    expect(damages(s)).toEqual([]);
  });
  test("阴: a player with one card is no candidate (牌数不小于2), so it is not offered", () => {
    const s = yin(["杀♠8"]);
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖焚营〗限定技，出牌阶段，你可弃置至少一张手牌并选择等量的其他角色▶你对这些角色各造成1点火焰伤害。若你以此法弃置的牌均为红色，你回复1点体力。", () => {
  test("two red cards discarded, B and C (the only two, taken without asking): fire damage to each in seat order; all red (均为), 1 hp recovered", () => {
    const s = board([own(["焚营"], { hp: 2, hand: ["桃♥3", "闪♦2", "杀♠7"], agent: [{ play: { skill: "焚营" } }, { cards: ["桃", "闪"] }, { play: "end" }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([
      { source: 0, victim: 1, element: "fire" },
      { source: 0, victim: 2, element: "fire" },
    ]);
    expect(s.player(0).hp).toBe(3);
  });
  test("one red and one black: the same damage, no recovery", () => {
    const s = board([own(["焚营"], { hp: 2, hand: ["桃♥3", "闪♦2", "杀♠7"], agent: [{ play: { skill: "焚营" } }, { cards: ["桃", "杀"] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toHaveLength(2);
    expect(s.player(0).hp).toBe(2);
  });
  test("3.5.11: with two other players, no more than two cards may be discarded (等量的其他角色)", () => {
    const s = board([own(["焚营"], { hp: 2, hand: ["桃♥3", "闪♦2", "杀♠7"], agent: [{ play: { skill: "焚营" } }, { cards: ["桃", "闪", "杀"] }] }), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
    expect(s.player(0).hand).toHaveLength(3);
  });
});
