// Issue #5, seventh batch: behaviour of the blind7 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour7.test.ts
// these are not blind; they assert blind7.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, done, equipNames, own, skillsUsed } from "./harness.ts";

/** The lines still refused (blind7.test.ts). */
const REFUSED = [4, 21, 29, 42, 49, 70];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind7.sgs"), REFUSED);

describe("〖募义〗出牌阶段限一次，你可选择一个势力▶所有该势力的其他角色依次选择是否交给你一张牌，然后以此法交给你牌的角色各摸一张牌。", () => {
  test("魏 chosen (3.2.6 ◆): the 魏 characters in turn choose; the one who gives draws one, the one who declines does not, 吴 is not asked", () => {
    const s = board(
      [
        own(["募义"], { agent: [{ play: { skill: "募义" } }, { option: 0 }, { play: "end" }] }),
        B({ general: "魏白板", hand: ["杀"], agent: [{ activate: true }] }),
        B({ general: "魏白板", hand: ["闪"], agent: [{ activate: false }] }),
        B({ general: "吴白板", hand: ["桃"] }),
      ],
      { drawPile: ["无懈可击", "无懈可击"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.handNames(3)).toEqual(["桃"]);
  });
  test("a faction nobody has may be chosen (3.2.6 ◆): then no one is asked and no one draws", () => {
    const s = board([own(["募义"], { agent: [{ play: { skill: "募义" } }, { option: 4 }] }), B({ general: "魏白板", hand: ["杀"] })], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["募义"]);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});


describe("〖固垒〗每回合限一次，当你因其他角色的弃置或获得而失去装备区里的牌前❷，你可弃置一张手牌▶你防止此次移动。", () => {
  test("another's 【过河拆桥】 on the owner's armour (3.7.8 ②): the cost is paid, the armour stays, the trick is done", () => {
    const s = board([own(["固垒"], { hand: ["闪"], equipment: ["八卦阵"], agent: [{ activate: true, skill: "固垒" }] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["八卦阵"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["固垒"]);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
    expect(s.handNames(0)).toEqual([]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["过河拆桥", "闪"].sort());
  });
  test("another's 【顺手牵羊】 (获得) on the owner's armour: prevented, the taker gets nothing", () => {
    const s = board([own(["固垒"], { hand: ["闪"], equipment: ["八卦阵"], agent: [{ activate: true, skill: "固垒" }] }), B({ hand: ["顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }, { cards: ["八卦阵"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
    expect(s.handNames(1)).toEqual([]);
  });
  test("a hand card taken, not an equipment card: not offered", () => {
    const s = board([own(["固垒"], { hand: ["闪"], equipment: ["八卦阵"] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["闪"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
    expect(s.handNames(0)).toEqual([]);
  });
  test("once per turn: a second 【过河拆桥】 in the same turn discards the weapon", () => {
    const s = board([
      own(["固垒"], { hand: ["闪", "杀"], equipment: ["八卦阵", "青釭剑"], agent: [{ activate: true, skill: "固垒" }, { cards: ["闪"] }] }),
      B({ hand: ["过河拆桥", "过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["八卦阵"] }, { play: { card: "过河拆桥" } }, { cards: ["青釭剑"] }] }),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["固垒"]);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
  });
});

describe("〖借道〗出牌阶段限一次，你可选择一名与你不相邻的其他角色▶你令你与其之间的角色各摸一张牌，然后你至其的距离于此回合内视为1。", () => {
  test("5 players, seat 2 chosen (3.5.43, 3.5.38): seat 1 between draws; then a 【杀】 reaches seat 2 (distance 视为1)", () => {
    const s = board([own(["借道"], { hand: ["杀"], agent: [{ play: { skill: "借道" } }, { players: [2] }, { play: { card: "杀" } }, { players: [2] }] }), B(), B(), B(), B()], { drawPile: ["桃", "桃", "闪", "闪"] });
    // The whole turn: 此回合内 needs the turn in scope.
    s.runTurn(0);
    done(s);
    expect(s.player(1).hand).toHaveLength(1);
    expect([2, 3, 4].map((q) => s.player(q).hand.length)).toEqual([0, 0, 0]);
    expect(s.player(2).hp).toBe(3);
  });
  test("an adjacent character cannot be chosen: with 3 players nobody is offered", () => {
    const s = board([own(["借道"]), B(), B()]);
    s.runPhase(0, "play");
    expect(asked(s, "借道")).toBe(false);
  });
});

describe("〖易箧〗出牌阶段限一次，你可观看一名手牌数与你的手牌数之差不大于X的其他角色的手牌（X为你已损失的体力值）▶你可与其交换手牌。", () => {
  test("X = 1, counts 2 and 1: looked at, then the hands are exchanged (3.8.19)", () => {
    const s = board([own(["易箧"], { hp: 3, hand: ["杀", "闪"], agent: [{ play: { skill: "易箧" } }, { activate: true }, { play: "end" }] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1).sort()).toEqual(["杀", "闪"].sort());
  });
  test("the exchange may be declined: the hands stay", () => {
    const s = board([own(["易箧"], { hp: 3, hand: ["杀", "闪"], agent: [{ play: { skill: "易箧" } }, { activate: false }, { play: "end" }] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["易箧"]);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
  test("X = 0 (full hp): counts 2 and 1 differ, the other is not a candidate", () => {
    const s = board([own(["易箧"], { hand: ["闪", "闪"] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    expect(asked(s, "易箧")).toBe(false);
  });
  test("two candidates: the owner chooses one, looks at only that hand, and exchanges with it", () => {
    const s = board([own(["易箧"], { hp: 3, hand: ["杀", "闪"], agent: [{ play: { skill: "易箧" } }, { players: [2] }, { activate: true }, { play: "end" }] }), B({ hand: ["桃"] }), B({ hand: ["酒"] })]);
    s.runPhase(0, "play");
    done(s);
    const looked = s.entries().flatMap((e) => (e.t === "look" ? e.cards.map((c) => s.card(c).name) : []));
    expect(looked).toEqual(["酒"]);
    expect(s.handNames(0)).toEqual(["酒"]);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});

describe("〖推恩〗当你回复体力后，你可令其他角色中体力值最小的一名角色摸X张牌（X为你此次回复的体力值）。", () => {
  test("a 【桃】 at 1 hp: among the others (3.4.15, the owner not compared) the one with least hp draws 1", () => {
    const s = board([own(["推恩"], { hp: 1, hand: ["桃"], agent: [{ play: { card: "桃" } }, { activate: true }] }), B({ hp: 3 }), B({ hp: 2 })], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect([1, 2].map((q) => s.player(q).hand.length)).toEqual([0, 1]);
  });
  test("a tie among the others: the owner chooses which of them (seat 1)", () => {
    const s = board([own(["推恩"], { hp: 1, hand: ["桃"], agent: [{ play: { card: "桃" } }, { activate: true }, { players: [1] }] }), B({ hp: 2 }), B({ hp: 2 }), B({ hp: 4 })], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect([1, 2, 3].map((q) => s.player(q).hand.length)).toEqual([1, 0, 0]);
  });
});

describe("〖熔兵〗出牌阶段限两次，你可重铸一张装备牌▶若你以此法摸的牌为装备牌，你可使用之。", () => {
  test("an equipment card recast, an equipment card drawn (3.8.5): the owner may use the drawn one", () => {
    const s = board([own(["熔兵"], { hand: ["青釭剑"], agent: [{ play: { skill: "熔兵" } }, { activate: true }, { play: "end" }] })], { drawPile: ["八卦阵"] });
    s.runPhase(0, "play");
    done(s);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["青釭剑"]);
  });
  test("a basic card drawn: nothing to use, it stays in hand", () => {
    const s = board([own(["熔兵"], { hand: ["青釭剑"], agent: [{ play: { skill: "熔兵" } }] })], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(equipNames(s, 0)).toEqual([]);
  });
});

describe("〖掠营〗摸牌阶段开始前，你可跳过摸牌阶段并选择一名区域里有牌的其他角色▶你获得其手牌区、装备区和判定区里的各一张牌。", () => {
  test("one card of each of its three regions (3.8.20 ◆), and no draw phase", () => {
    const s = board([own(["掠营"], { agent: [{ activate: true }, { play: "end" }] }), B({ hand: ["杀"], equipment: ["八卦阵"], judge: ["乐不思蜀"] })], { drawPile: ["闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.handNames(0).sort()).toEqual(["乐不思蜀", "八卦阵", "杀"].sort());
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(1).judgeArea).toEqual([]);
  });
  test("an empty region gives nothing: hand and equipment only", () => {
    const s = board([own(["掠营"], { agent: [{ activate: true }, { cards: ["青釭剑"] }, { play: "end" }] }), B({ hand: ["杀"], equipment: ["八卦阵", "青釭剑"] })], { drawPile: ["桃", "桃", "桃"] });
    s.runTurn(0);
    done(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "青釭剑"].sort());
    expect(equipNames(s, 1)).toEqual(["八卦阵"]);
  });
});

describe("〖娇嗔〗锁定技，当你成为异性角色使用的【杀】的目标后，其需弃置一张手牌，否则此【杀】对你无效。", () => {
  const her = (more = {}) => ({ general: "白板女", skills: ["娇嗔"], ...more });
  test("a male user with no other hand card: the 【杀】 is invalid for her (3.7.5 ①), no damage", () => {
    const s = board([her(), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(4);
  });
  test("a male user discards a hand card (需, 3.5.17): the 【杀】 hits", () => {
    const s = board([her(), B({ hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "娇嗔" }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hand).toEqual([]);
  });
  test("a female user (not 异性, 3.2.5): nothing happens, the 【杀】 hits", () => {
    const s = board([her(), { general: "白板女", hand: ["杀"], agent: [{ play: { card: "杀" } }] }]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(3);
  });
});
