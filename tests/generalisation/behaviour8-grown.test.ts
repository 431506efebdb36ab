// Issue #5, eighth batch: behaviour of the blind8 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour8.test.ts
// these are not blind; they assert blind8.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, done, own, skillsUsed } from "./harness.ts";

/** The lines still refused (blind8.test.ts). */
const REFUSED = [72];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind8.sgs"), REFUSED);

describe("〖匀资〗出牌阶段限一次，你可选择一名手牌数大于你的其他角色▶其将X张手牌交给你（X为其手牌数与你的手牌数之差的一半）。", () => {
  test("1 against 6 (3.4.12, 3.4.16): X = [5/2] = 2, the other gives two hand cards of its choice", () => {
    const s = board([
      own(["匀资"], { hand: ["桃"], agent: [{ play: { skill: "匀资" } }, { play: "end" }] }),
      B({ hand: ["杀", "闪", "酒", "桃", "无懈可击", "决斗"], agent: [{ cards: ["杀", "闪"] }] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "桃", "闪"].sort());
    expect(s.player(1).hand).toHaveLength(4);
  });
  // 选择 before ▶ is no cost of 003's kinds: the part is offered only if, for some player it could choose,
  // some effect can be carried out (003 §三 ◆; statements.ts canActivate tries each candidate, X with it).
  test("a difference of 1: X = 0, the only effect cannot be carried out, not offered (003 ◆)", () => {
    const s = board([own(["匀资"], { hand: ["闪", "闪"] }), B({ hand: ["杀", "闪", "酒"] })]);
    s.runPhase(0, "play");
    expect(asked(s, "匀资")).toBe(false);
    // With a second player whose difference is 2, it is offered (003 ◆: the choice of a legal target with
    // nothing to give is still the designer's to make — 目标是合法的…不会妨碍技能的正常发动).
    const t = board([own(["匀资"], { hand: ["闪", "闪"], agent: [{ play: { skill: "匀资" } }, { players: [2] }] }), B({ hand: ["杀", "闪", "酒"] }), B({ hand: ["杀", "闪", "酒", "桃"], agent: [{ cards: ["桃"] }] })]);
    t.runPhase(0, "play");
    done(t);
    expect(t.handNames(0).sort()).toEqual(["桃", "闪", "闪"].sort());
  });
});

describe("〖邻护〗当你的上家或下家进入濒死状态时，你可弃置一张红色牌▶其将体力回复至1点。", () => {
  test("the 下家 enters dying (3.5.37, 4.2.18): a red card discarded, it recovers to 1 and lives", () => {
    const s = board([own(["邻护"], { hand: ["闪♥2"], agent: [{ activate: true }] }), B({ hp: 1 }), B(), B()]);
    s.act(2, (ctx) => ctx.damage(1, 2, { source: 2 }));
    done(s);
    expect(skillsUsed(s)).toEqual(["邻护"]);
    expect(s.player(1).hp).toBe(1);
    expect(s.player(1).alive).toBe(true);
  });
  test("the 上家 too (seat 3 of 4)", () => {
    const s = board([own(["邻护"], { hand: ["闪♥2"], agent: [{ activate: true }] }), B(), B(), B({ hp: 1 })]);
    s.act(2, (ctx) => ctx.damage(3, 2, { source: 2 }));
    done(s);
    expect(s.player(3).hp).toBe(1);
  });
  test("a character not adjacent (seat 2 of 4): not offered, it dies", () => {
    const s = board([own(["邻护"], { hand: ["闪♥2"] }), B(), B({ hp: 1 }), B()]);
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    expect(asked(s, "邻护")).toBe(false);
    expect(s.player(2).alive).toBe(false);
  });
});

describe("〖削冗〗弃牌阶段结束时，你可令所有手牌数大于你的其他角色各将手牌弃置至X张（X为你的手牌数）。", () => {
  test("2 against 5, 3 and 1 (3.8.14, 3.5.36): the 5 discards 3, the 3 discards 1, the 1 is not asked", () => {
    const s = board([
      own(["削冗"], { hand: ["闪", "闪"], agent: [{ activate: true }] }),
      B({ hand: ["杀", "杀", "杀", "桃", "酒"], agent: [{ cards: ["杀", "杀", "杀"] }] }),
      B({ hand: ["杀", "桃", "酒"], agent: [{ cards: ["杀"] }] }),
      B({ hand: ["桃"] }),
    ]);
    s.runPhase(0, "discard");
    done(s);
    expect(s.handNames(1).sort()).toEqual(["桃", "酒"].sort());
    expect(s.handNames(2).sort()).toEqual(["桃", "酒"].sort());
    expect(s.handNames(3)).toEqual(["桃"]);
  });
  test("nobody holds more than the owner: not offered", () => {
    const s = board([own(["削冗"], { hand: ["闪", "闪"] }), B({ hand: ["杀", "杀"] }), B({ hand: ["杀"] })]);
    s.runPhase(0, "discard");
    expect(asked(s, "削冗")).toBe(false);
  });
});

describe("〖断卦〗判定阶段开始前，若你的判定区里有牌，你可跳过判定阶段和摸牌阶段▶你弃置你的判定区里的所有牌，摸等量的牌。", () => {
  test("【乐不思蜀】 and 【闪电】 in the judge area: both discarded unjudged, two drawn (3.4.13), no draw phase", () => {
    const s = board([own(["断卦"], { judge: ["乐不思蜀", "闪电"], agent: [{ activate: true }, { play: "end" }] }), B()], { drawPile: ["杀", "闪", "桃", "酒"] });
    s.runTurn(0);
    done(s);
    expect(s.player(0).judgeArea).toEqual([]);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
  test("an empty judge area: not offered, the turn goes on as usual (two drawn)", () => {
    const s = board([own(["断卦"], { agent: [{ play: "end" }] }), B()], { drawPile: ["杀", "闪", "桃", "酒"] });
    s.runTurn(0);
    expect(asked(s, "断卦")).toBe(false);
    expect(s.player(0).hand).toHaveLength(2);
  });
});

describe("〖反锋〗当一名已受伤的其他角色受到另一名其他角色造成的伤害时❷，你可弃置一张装备牌▶你将此伤害转移给来源。", () => {
  test("a wounded other hurt by a third (3.5.29): the equipment card paid, the source takes the damage instead (3.5.14)", () => {
    const s = board([own(["反锋"], { hand: ["青釭剑"], agent: [{ activate: true }] }), B({ hp: 3 }), B()]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
  });
  test("the victim is not wounded: not offered", () => {
    const s = board([own(["反锋"], { hand: ["青釭剑"] }), B(), B()]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "反锋")).toBe(false);
    expect(s.player(1).hp).toBe(3);
  });
  test("the victim hurts itself (the source is not another): not offered", () => {
    const s = board([own(["反锋"], { hand: ["青釭剑"] }), B({ hp: 3 }), B()]);
    s.act(1, (ctx) => ctx.damage(1, 1, { source: 1 }));
    expect(asked(s, "反锋")).toBe(false);
    expect(s.player(1).hp).toBe(2);
  });
});
