// Issue #5, third batch, measured honestly: do the blind3 skills that compile
// (tests/generalisation/blind3.sgs, blind3.test.ts) BEHAVE as blind3.md says? One describe per
// compiled skill, named by its text, asserting the text's own meaning (blind3.md, and the rulebook
// where the two differ), not what the compiler happens to do. A skill that compiles but misbehaves
// keeps its test as `wrong(...)` (test.fails) with a comment saying what goes wrong, so the figure
// at the end is honest and flips when the bug is fixed. The 10 skills grown to compile later are
// in behaviour3-grown.test.ts (锁江② there, 锁江① here).
//
// Measured as first written (2026-12-06, main 88a8105): 28 of 30 compiled skills behave as written
// (25 of the 26 that compiled as first written; 锁江① 惑心 厚积 潜影 besides). Misbehaving:
// 〖惑心〗 (a character without hand cards is offered as the 拼点 opponent, 4.2.8 ◆), 〖均势〗 (各
// re-reads 手牌数最大 while it goes instead of fixing the characters first, 3.5.36, so one that was
// not the most discards too).
// After the fix of the 拼点 choice (only others with hand cards, 4.2.8 ◆): 29 of 30. 〖均势〗 was in
// fact not re-reading: an ownerless 手牌数 in a description of players counted the actor's hand,
// not the described player's (3.5.4); fixed in compiler/lower/values.ts: 30 of 30.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, damages, discardNames, done, hp, own, phases, type Scenario as S, skillsUsed, turns } from "./harness.ts";

/** Still refused: 65 藏珠 (，称为“珠”: E-WORDING). */
const REFUSED = [65];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind3.sgs"), REFUSED);

// ---------------------------------------------------------------- 盲丙甲

describe("〖砺锋〗当【杀】指定目标后，若使用者为你且此目标对应的角色的手牌数不小于你的手牌数，你可弃置其一张手牌。", () => {
  ok("砺锋", "the target holds no fewer: the owner discards one of its hand cards, the 【杀】 hits", () => {
    const s = board([own(["砺锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "砺锋" }, { cards: ["桃"] }] }), B({ hand: ["桃", "无懈可击"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    expect(discardNames(s).sort()).toEqual(["杀", "桃"].sort());
    expect(hp(s, 1)).toBe(3);
  });
  ok("砺锋", "declined: nothing discarded", () => {
    const s = board([own(["砺锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "砺锋" }] }), B({ hand: ["桃", "无懈可击"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toHaveLength(2);
  });
  ok("砺锋", "the target holds fewer (counted after the 【杀】 left the hand): not offered", () => {
    const s = board([own(["砺锋"], { hand: ["杀", "闪", "闪"], agent: [{ play: { card: "杀" } }] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "砺锋")).toBe(false);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
  ok("砺锋", "another's 【杀】 at the owner: not offered; both without hand cards: not offered", () => {
    const s = board([own(["砺锋"], { hand: ["桃"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "砺锋")).toBe(false);
    expect(s.handNames(0)).toEqual(["桃"]);
    const t = board([own(["砺锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    t.runPhase(0, "play");
    expect(asked(t, "砺锋")).toBe(false);
  });
  ok("砺锋", "a 【杀】 with two targets (【方天画戟】): offered for each target", () => {
    const s = board([
      own(["砺锋"], { hand: ["杀"], equipment: ["方天画戟"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "方天画戟" }, { players: [2] }, { activate: true, skill: "砺锋" }, { activate: true, skill: "砺锋" }] }),
      B({ hand: ["桃"] }),
      B({ hand: ["桃"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect([1, 2].map((p) => s.player(p).hand.length)).toEqual([0, 0]);
  });
});

describe("〖固垒〗锁定技，当你受到伤害时❷，若伤害值大于1，你令伤害值-1。", () => {
  ok("固垒", "2 damage: 1 taken", () => {
    const s = board([own(["固垒"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(hp(s, 0)).toBe(3);
  });
  ok("固垒", "1 damage: taken in full, never prevented", () => {
    const s = board([own(["固垒"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(hp(s, 0)).toBe(3);
  });
  ok("固垒", "damage the owner deals and hp it loses: unchanged", () => {
    const s = board([own(["固垒"]), B()]);
    s.act(0, (ctx) => ctx.damage(1, 2, { source: 0 }));
    expect(hp(s, 1)).toBe(2);
    s.act(1, (ctx) => ctx.loseHp(0, 2));
    expect(hp(s, 0)).toBe(2);
  });
});

// ---------------------------------------------------------------- 盲丙乙

describe("〖窥机〗出牌阶段限一次，你可观看一名其他角色的手牌▷你可获得其中的一张基本牌。", () => {
  ok("窥机", "looks at the whole hand and takes the basic card it names", () => {
    const s = board([own(["窥机"], { agent: [{ play: { skill: "窥机" } }, { activate: true }, { cards: ["闪"] }] }), B({ hand: ["杀", "闪", "无懈可击"] })]);
    const hand = [...s.player(1).hand];
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "look")).toMatchObject({ cards: hand });
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1).sort()).toEqual(["杀", "无懈可击"].sort());
  });
  ok("窥机", "declines to take: nothing moves, and 限一次 holds (not offered again)", () => {
    const s = board([own(["窥机"], { agent: [{ play: { skill: "窥机" } }, { activate: false }] }), B({ hand: ["杀"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toHaveLength(1);
    expect(s.player(0).hand).toEqual([]);
    expect(skillsUsed(s)).toEqual(["窥机"]);
  });
  ok("窥机", "no basic card in the hand: looks, takes nothing", () => {
    const s = board([own(["窥机"], { agent: [{ play: { skill: "窥机" } }] }), B({ hand: ["无懈可击", "过河拆桥"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "look")).toBe(true);
    expect(s.player(1).hand).toHaveLength(2);
  });
  ok("窥机", "no other character holds cards: not offered", () => {
    const s = board([own(["窥机"], { hand: ["杀"], agent: [{ play: "end" }] }), B({ equipment: ["八卦阵"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("窥机", "only a basic card can be taken: with 【杀】 and 【无懈可击】, the 【杀】 is the only candidate", () => {
    const s = board([own(["窥机"], { agent: [{ play: { skill: "窥机" } }, { activate: true }, { play: "end" }] }), B({ hand: ["杀", "无懈可击"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "forced" && e.request === "chooseCards")).toBeDefined();
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
  });

});

describe("〖拾遗〗结束阶段开始时，你可亮出牌堆顶的X张牌（X为你已损失的体力值+1）▷你获得其中的一张红色牌。", () => {
  ok("拾遗", "hp 2 of 4: reveals 3, takes the red one chosen, the rest go to the discard pile", () => {
    const s = board([own(["拾遗"], { hp: 2, agent: [{ activate: true, skill: "拾遗" }, { cards: ["桃"] }] }), B()], { drawPile: ["杀♠7", "桃♥3", "闪♦2", "无懈可击"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("无懈可击");
  });
  ok("拾遗", "full hp: X = 1; no red card among them: nothing taken", () => {
    const s = board([own(["拾遗"], { agent: [{ activate: true, skill: "拾遗" }] }), B()], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("桃");
  });
  ok("拾遗", "another's finish phase, or the owner's prepare phase: not offered", () => {
    const s = board([own(["拾遗"], { hp: 2 }), B()]);
    s.runPhase(1, "finish");
    s.runPhase(0, "prepare");
    expect(asked(s, "拾遗")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丙丙

describe("〖蓄力〗摸牌阶段，你可令额定摸牌数-1▶你于此回合内使用【杀】的次数上限+1，你的攻击范围于此回合内+1。", () => {
  ok("蓄力", "used: draws 1, two 【杀】 may be used in the turn", () => {
    const s = board([own(["蓄力"], { hand: ["杀", "杀"], agent: [{ activate: true, skill: "蓄力" }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], {
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(hp(s, 1)).toBe(2);
  });
  ok("蓄力", "used: the attack range is 2 in the turn (a seat at distance 2 is hit); 1 after it", () => {
    const s = board([own(["蓄力"], { hand: ["杀"], agent: [{ activate: true, skill: "蓄力" }, { play: { card: "杀" } }, { players: [2] }] }), B(), B(), B()], {
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    done(s);
    expect(hp(s, 2)).toBe(3);
    expect(s.view.attackRange(0)).toBe(1);
  });
  ok("蓄力", "declined: draws 2, only one 【杀】", () => {
    const s = board([own(["蓄力"], { hand: ["杀", "杀"], agent: [{ activate: false, skill: "蓄力" }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪", "闪"].sort());
  });
  ok("蓄力", "another's draw phase: not offered", () => {
    const s = board([own(["蓄力"]), B()]);
    s.runPhase(1, "draw");
    expect(asked(s, "蓄力")).toBe(false);
    expect(s.player(1).hand).toHaveLength(2);
  });
});

describe("〖骁驰〗锁定技，你至体力值不大于你的其他角色的距离-1。", () => {
  ok("骁驰", "equal hp: distance 2 becomes 1 from the owner; the other way stays 2", () => {
    const s = board([own(["骁驰"]), B(), B(), B()]);
    expect(s.view.distance(0, 2)).toBe(2 - 1);
    expect(s.view.distance(2, 0)).toBe(2);
    expect(s.view.distance(0, 1)).toBe(1);
  });
  ok("骁驰", "the other has more hp: no change; recomputed as hp changes", () => {
    const s = board([own(["骁驰"], { hp: 3 }), B(), B(), B()]);
    expect(s.view.distance(0, 2)).toBe(2);
    s.act(1, (ctx) => ctx.loseHp(2, 1));
    expect(s.view.distance(0, 2)).toBe(1);
  });
});

// ---------------------------------------------------------------- 盲丙丁

describe("〖抚慰〗出牌阶段限一次，你可将一张红色手牌交给一名其他角色▶若其已受伤，其回复1点体力；若其未受伤，其摸一张牌。", () => {
  ok("抚慰", "a wounded other: gets the card and recovers 1, draws none", () => {
    const s = board([own(["抚慰"], { hand: ["闪♥2", "杀♠7"], agent: [{ play: { skill: "抚慰" } }, { play: "end" }] }), B({ hp: 2 })], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("抚慰", "an unwounded other: gets the card and draws one", () => {
    const s = board([own(["抚慰"], { hand: ["闪♥2"], agent: [{ play: { skill: "抚慰" } }] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
  });
  ok("抚慰", "no red hand card (a red one equipped does not count): not offered", () => {
    const s = board([own(["抚慰"], { hand: ["杀♠7"], equipment: ["赤兔♥5"], agent: [{ play: "end" }] }), B({ hp: 2 })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("抚慰", "限一次: not offered a second time in the phase", () => {
    const s = board([own(["抚慰"], { hand: ["闪♥2", "桃♥3"], agent: [{ play: { skill: "抚慰" } }, { cards: ["闪"] }] }), B()], { drawPile: ["杀"] });
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["抚慰"]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
});

describe("〖共济〗限定技，出牌阶段，你可令所有已受伤的角色各回复1点体力。", () => {
  ok("共济", "every wounded character, the owner included, recovers 1; the unwounded do not", () => {
    const s = board([own(["共济"], { hp: 2, agent: [{ play: { skill: "共济" } }] }), B({ hp: 1 }), B(), B({ hp: 3 })]);
    s.runPhase(0, "play");
    done(s);
    expect([0, 1, 2, 3].map((p) => hp(s, p))).toEqual([3, 2, 4, 4]);
  });
  ok("共济", "限定技: not offered in a later play phase", () => {
    const s = board([own(["共济"], { hp: 2, agent: [{ play: { skill: "共济" } }] }), B({ hp: 1 })]);
    s.runPhase(0, "play");
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
    expect(hp(s, 0)).toBe(3);
  });
  ok("共济", "nobody wounded: not offered, and not used up (offered once someone is wounded)", () => {
    const s = board([own(["共济"]), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    (s.agents[0] as unknown as { push(...x: unknown[]): void }).push({ play: { skill: "共济" } });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
  });
  ok("共济", "各: from the owner (seat 1) on, counter-clockwise", () => {
    const s = board([B({ hp: 3 }), own(["共济"], { hp: 3, agent: [{ play: { skill: "共济" } }] }), B({ hp: 3 })], { current: 1 });
    s.runPhase(1, "play");
    done(s);
    expect(s.entries().flatMap((e) => (e.t === "recover" ? [e.player] : []))).toEqual([1, 2, 0]);
  });
});

// ---------------------------------------------------------------- 盲丙戊

describe("〖锁江〗①出牌阶段限一次，你可弃置一张牌并选择至多两名未处于连环状态的角色▶这些角色依次横置。", () => {
  ok("锁江", "① discards a card, the two chosen (the owner among them) are chained", () => {
    const s = board([own(["锁江"], { hand: ["杀"], agent: [{ play: { skill: "锁江" } }, { players: [0, 2] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([0, 1, 2].map((p) => s.player(p).chained)).toEqual([true, false, true]);
    expect(discardNames(s)).toEqual(["杀"]);
  });
  ok("锁江", "① a chained character cannot be chosen; with every character chained: not offered", () => {
    const s = board([own(["锁江"], { hand: ["杀"], chained: true, agent: [{ play: "end" }] }), B({ chained: true })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("锁江", "① no card to discard: not offered", () => {
    const s = board([own(["锁江"]), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲丙己

describe("〖引流〗当你成为【杀】的目标时，你可将一张手牌交给一名体力值大于你且是此【杀】的合法目标且不为使用者的其他角色▶你将此【杀】转移给该角色。", () => {
  ok("引流", "gives a hand card to a legal target with more hp: the 【杀】 hits that one", () => {
    const s = board([own(["引流"], { hp: 3, hand: ["桃"], agent: [{ activate: true, skill: "引流" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(hp(s, 2)).toBe(3);
    expect(s.handNames(2)).toEqual(["桃"]);
  });
  ok("引流", "the only one with more hp is out of the user's range: not offered", () => {
    // 4 seats: the user (1) reaches 0 and 2 (distance 1), not 3 (distance 2).
    const s = board([own(["引流"], { hp: 3, hand: ["桃"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B({ hp: 3 }), B()]);
    s.runPhase(1, "play");
    expect(asked(s, "引流")).toBe(false);
    expect(hp(s, 0)).toBe(2);
  });
  ok("引流", "the user is the only one with more hp: not offered", () => {
    const s = board([own(["引流"], { hp: 3, hand: ["桃"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B({ hp: 3 })]);
    s.runPhase(1, "play");
    expect(asked(s, "引流")).toBe(false);
  });
  ok("引流", "a 【决斗】 is no 【杀】: not offered", () => {
    const s = board([own(["引流"], { hp: 3, hand: ["桃"], agent: [{ respond: null }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    expect(asked(s, "引流")).toBe(false);
    expect(hp(s, 0)).toBe(2);
  });
});

/** Runs a play phase whose script asks for `skill`: throws when the skill is not among the options. */
const notAnOption = (s: S, seat = 0) => expect(() => s.runPhase(seat, "play")).toThrow(/not an option/);

// ---------------------------------------------------------------- 盲丙庚

describe("〖摧坚〗锁定技，当你因执行你使用的【杀】的效果而对一名角色造成伤害时❶，若其是手牌数最小的角色，你令伤害值+1。", () => {
  ok("摧坚", "the owner's 【杀】 hits the character with fewest hand cards: 2 damage", () => {
    const s = board([own(["摧坚"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
  ok("摧坚", "a tie for fewest counts (both 0 after the 【杀】 left the hand): 2 damage", () => {
    const s = board([own(["摧坚"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    expect(hp(s, 1)).toBe(2);
  });
  ok("摧坚", "someone else holds fewer: 1 damage", () => {
    const s = board([own(["摧坚"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), B({ hand: ["桃♥3"], agent: [] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
  });
  ok("摧坚", "a 【决斗】's damage and another's 【杀】: no +1", () => {
    const s = board([own(["摧坚"], { hand: ["决斗", "闪"], agent: [{ play: { card: "决斗" } }] }), B()]);
    s.runPhase(0, "play");
    expect(hp(s, 1)).toBe(3);
    const t = board([own(["摧坚"], { hand: ["闪", "闪"], agent: [{ respond: null }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B({ hand: ["杀"] })]);
    t.runPhase(1, "play");
    expect(hp(t, 0)).toBe(3);
  });
  ok("摧坚", "against 〖固垒〗: +1 at ❶, then -1 at ❷, so 1 damage", () => {
    const s = board([own(["摧坚"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }] }), own(["固垒"])]);
    s.runPhase(0, "play");
    expect(hp(s, 1)).toBe(3);
  });
});

describe("〖裂甲〗出牌阶段限一次，你可失去1点体力并选择一名装备区里有牌的其他角色▶你依次弃置其装备区里的两张牌。", () => {
  ok("裂甲", "loses 1 hp; two of the target's equipment cards, chosen one by one, are discarded in two moves", () => {
    const s = board([own(["裂甲"], { agent: [{ play: { skill: "裂甲" } }, { cards: ["仁王盾"] }, { cards: ["赤兔"] }] }), B({ equipment: ["仁王盾", "赤兔", "青釭剑"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(discardNames(s).sort()).toEqual(["仁王盾", "赤兔"].sort());
    expect(s.player(1).equipment.weapon).toBeDefined();
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard" && e.cards.length === 1)).toHaveLength(2);
  });
  ok("裂甲", "one equipment card: that one is discarded, the hp still lost", () => {
    const s = board([own(["裂甲"], { agent: [{ play: { skill: "裂甲" } }] }), B({ equipment: ["赤兔"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(s.player(1).equipment).toEqual({});
  });
  ok("裂甲", "no other with equipment (the owner's own does not count): not offered", () => {
    const s = board([own(["裂甲"], { equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(hp(s, 0)).toBe(4);
  });
  ok("裂甲", "hp 1: the lost hp kills the owner (no 【桃】), no equipment is discarded", () => {
    const s = board([own(["裂甲"], { role: "rebel", hp: 1, agent: [{ play: { skill: "裂甲" } }] }), B({ role: "lord", equipment: ["赤兔"] }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.runPhase(0, "play");
    expect(s.player(0).alive).toBe(false);
    expect(s.player(1).equipment.offensiveHorse).toBeDefined();
  });
});

// ---------------------------------------------------------------- 盲丙辛

describe("〖惑心〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你于此回合内使用【杀】无距离关系的限制，且你于此回合内使用【杀】的次数上限+1；若你未赢，你的手牌上限于此回合内-1。", () => {
  ok("惑心", "wins: two 【杀】 in the turn, at a seat at distance 2", () => {
    const s = board(
      [
        own(["惑心"], { hand: ["闪♥K", "杀", "杀"], agent: [{ play: { skill: "惑心" } }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [2] }, { play: { card: "杀" } }, { players: [2] }] }),
        B(),
        B({ hand: ["闪♦2"] }),
        B(),
      ],
      { drawPile: ["无懈可击", "无懈可击"] },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 2)).toBe(2);
  });
  ok("惑心", "does not win: hand limit 3 in this turn's discard phase, 4 again after", () => {
    const s = board(
      [own(["惑心"], { hand: ["杀♣2", "闪", "闪", "闪"], agent: [{ play: { skill: "惑心" } }, { cards: ["杀"] }, { cards: ["闪", "闪"] }] }), B({ hand: ["桃♥Q"] })],
      { drawPile: ["无懈可击", "无懈可击"] },
    );
    s.runTurn(0);
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
    expect(s.view.handLimit(0)).toBe(4);
  });
  ok("惑心", "a tie is no win: no extra 【杀】 (one only)", () => {
    const s = board(
      [own(["惑心"], { hand: ["闪♦7", "杀", "杀"], agent: [{ play: { skill: "惑心" } }, { cards: ["闪"] }, { play: { card: "杀" } }] }), B({ hand: ["杀♦7"] })],
      { drawPile: ["无懈可击", "无懈可击"] },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0).filter((n) => n === "杀")).toHaveLength(1);
  });
  // Misbehaved as first run: a character without hand cards was a candidate for the 拼点 (4.2.8 ◆:
  // the legal targets are the other characters with hand cards). Fixed: the choice is among those.
  ok("惑心", "only another with hand cards can be the 拼点's opponent (4.2.8 ◆): with one such, the choice is its", () => {
    const s = board([own(["惑心"], { hand: ["闪♥K", "杀"], agent: [{ play: { skill: "惑心" } }, { cards: ["闪"] }, { play: "end" }] }), B(), B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ player: 0, targets: [2] });
  });
  ok("惑心", "no other holds hand cards: not offered", () => {
    const s = board([own(["惑心"], { hand: ["闪♥K"] }), B({ equipment: ["赤兔"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖阴晴〗转换技，出牌阶段限一次，阳：你可弃置一张红色牌并选择一名已受伤的角色▶其回复1点体力；阴：你可弃置一张黑色牌并选择一名其他角色▶你对其造成1点伤害。", () => {
  ok("阴晴", "阳 first (a wounded owner recovers), then 阴 in the next play phase (1 damage to another)", () => {
    const s = board([own(["阴晴"], { hp: 3, hand: ["闪♥2", "杀♠7"], agent: [{ play: { skill: "阴晴" } }, { play: "end" }] }), B()]);
    s.runPhase(0, "play");
    expect(hp(s, 0)).toBe(4);
    expect(s.handNames(0)).toEqual(["杀"]);
    (s.agents[0] as unknown as { push(...x: unknown[]): void }).push({ play: { skill: "阴晴" } });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.player(0).hand).toEqual([]);
    expect(damages(s).at(-1)).toMatchObject({ source: 0, victim: 1 });
  });
  ok("阴晴", "阳 state: a black card cannot pay (the 阴 part is not available)", () => {
    const s = board([own(["阴晴"], { hp: 3, hand: ["杀♠7"], agent: [{ play: { skill: "阴晴" } }] }), B()]);
    notAnOption(s);
  });
  ok("阴晴", "阳 with nobody wounded: not offered, and the state stays 阳", () => {
    const s = board([own(["阴晴"], { hand: ["闪♥2", "桃♥3"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    (s.agents[0] as unknown as { push(...x: unknown[]): void }).push({ play: { skill: "阴晴" } }, { cards: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
  });
  ok("阴晴", "限一次: not offered again in the same phase", () => {
    const s = board([own(["阴晴"], { hp: 3, hand: ["闪♥2", "杀♠7"], agent: [{ play: { skill: "阴晴" } }, { play: { skill: "阴晴" } }] }), B()]);
    notAnOption(s);
    expect(hp(s, 1)).toBe(4);
  });
});

// ---------------------------------------------------------------- 盲丙壬

describe("〖谋储〗准备阶段开始时，你可跳过此回合的摸牌阶段▶你将手牌补至X张（X为你的体力上限）。", () => {
  ok("谋储", "used: the draw phase is skipped, the hand is filled to 4 at the prepare phase", () => {
    const s = board([own(["谋储"], { hand: ["闪"], agent: [{ activate: true, skill: "谋储" }] }), B()], { drawPile: ["闪", "闪", "闪", "杀", "杀"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).not.toContain("draw");
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪", "闪"]);
  });
  ok("谋储", "declined: the draw phase happens", () => {
    const s = board([own(["谋储"], { hand: ["闪"], agent: [{ activate: false, skill: "谋储" }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).toContain("draw");
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("谋储", "the hand already above X: the skip is still paid, nothing is drawn", () => {
    const s = board([own(["谋储"], { hand: ["闪", "闪", "闪", "闪", "闪"], agent: [{ activate: true, skill: "谋储" }, { cards: ["闪"] }] }), B()], { drawPile: ["杀", "杀"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).not.toContain("draw");
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪", "闪"]);
  });
  ok("谋储", "another's prepare phase: not offered", () => {
    const s = board([own(["谋储"]), B()]);
    s.runPhase(1, "prepare");
    expect(asked(s, "谋储")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丙癸

describe("〖绝地〗限定技，出牌阶段，若你的体力值为1，你可对你攻击范围内的所有角色各造成1点伤害。", () => {
  ok("绝地", "hp 1: 1 damage to each character in range (seats 1 and 3 of 4), from the owner on; seat 2 is out of range", () => {
    const s = board([own(["绝地"], { hp: 1, agent: [{ play: { skill: "绝地" } }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([1, 2, 3].map((p) => hp(s, p))).toEqual([3, 4, 3]);
    expect(damages(s).map((d) => d.victim)).toEqual([1, 3]);
    expect(hp(s, 0)).toBe(1);
  });
  ok("绝地", "hp 2: not offered", () => {
    const s = board([own(["绝地"], { hp: 2 }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("绝地", "限定技: not offered in a later play phase", () => {
    const s = board([own(["绝地"], { hp: 1, agent: [{ play: { skill: "绝地" } }] }), B(), B()]);
    s.runPhase(0, "play");
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("绝地", "nobody in range (the other's +1 horse): not offered, not used up", () => {
    const s = board([own(["绝地"], { hp: 1 }), B({ equipment: ["绝影"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲丙子

describe("〖趁胜〗限定技，当一名其他角色死亡后，若杀死其的角色为你，你可获得一个额外回合。", () => {
  ok("趁胜", "the owner kills another in its turn: an extra turn follows", () => {
    const s = board(
      [
        own(["趁胜"], { role: "lord", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "趁胜" }] }),
        B({ role: "renegade", hp: 1 }),
        B({ role: "rebel" }),
      ],
      { drawPile: Array(12).fill("闪") },
    );
    s.runTurn(0);
    done(s);
    expect(s.player(1).alive).toBe(false);
    expect(turns(s)).toEqual([0, 0]);
  });
  ok("趁胜", "declined: no extra turn", () => {
    const s = board(
      [
        own(["趁胜"], { role: "lord", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "趁胜" }] }),
        B({ role: "renegade", hp: 1 }),
        B({ role: "rebel" }),
      ],
      { drawPile: Array(12).fill("闪") },
    );
    s.runTurn(0);
    done(s);
    expect(turns(s)).toEqual([0]);
  });
  ok("趁胜", "a death by lost hp, or killed by another: not offered", () => {
    const s = board([own(["趁胜"], { role: "lord" }), B({ role: "renegade", hp: 1 }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" })]);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    expect(s.player(1).alive).toBe(false);
    s.act(3, (ctx) => ctx.damage(2, 1, { source: 3 }));
    expect(s.player(2).alive).toBe(false);
    expect(asked(s, "趁胜")).toBe(false);
  });
  ok("趁胜", "a kill in another's turn: the extra turn is gained (after that turn)", () => {
    const s = board([own(["趁胜"], { role: "lord", agent: [{ activate: true, skill: "趁胜" }] }), B({ role: "renegade", hp: 1 }), B({ role: "rebel" })], { current: 2 });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    done(s);
    expect(s.player(1).alive).toBe(false);
    expect(s.entries().some((e) => e.t === "extra" && e.player === 0 && e.what === "turn")).toBe(true);
  });
});

// ---------------------------------------------------------------- 盲丙丑

describe("〖夺刃〗①出牌阶段限一次，你可令一名装备区里有武器牌的其他角色选择：1.将其装备区里的武器牌交给你；2.受到你造成的1点伤害。②锁定技，若你的装备区里有武器牌，你的攻击范围+1。", () => {
  ok("夺刃", "① it chooses 1: its weapon goes to the owner's hand", () => {
    const s = board([own(["夺刃"], { agent: [{ play: { skill: "夺刃" } }, { play: "end" }] }), B({ equipment: ["青釭剑"], agent: [{ option: 0 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["青釭剑"]);
    expect(s.player(1).equipment.weapon).toBeUndefined();
    expect(hp(s, 1)).toBe(4);
  });
  ok("夺刃", "① it chooses 2: 1 damage from the owner, keeps the weapon", () => {
    const s = board([own(["夺刃"], { agent: [{ play: { skill: "夺刃" } }] }), B({ equipment: ["青釭剑"], agent: [{ option: 1 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.player(1).equipment.weapon).toBeDefined();
    expect(damages(s).at(-1)).toMatchObject({ source: 0, victim: 1 });
  });
  ok("夺刃", "① no other has a weapon (a horse is none): not offered", () => {
    const s = board([own(["夺刃"], { equipment: ["青釭剑"] }), B({ equipment: ["赤兔"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("夺刃", "② with 【诸葛连弩】 the range is 2, with 【青釭剑】 3, with none 1 (a weapon in hand does not count)", () => {
    expect(board([own(["夺刃"], { equipment: ["诸葛连弩"] }), B()]).view.attackRange(0)).toBe(2);
    expect(board([own(["夺刃"], { equipment: ["青釭剑"] }), B()]).view.attackRange(0)).toBe(3);
    expect(board([own(["夺刃"], { hand: ["青釭剑"] }), B()]).view.attackRange(0)).toBe(1);
  });
});

describe("〖养锐〗结束阶段开始时，若你的手牌数大于X，你可将手牌弃置至X张（X为你的体力上限的一半）▶若你以此法弃置的牌数不小于2，你回复1点体力。", () => {
  ok("养锐", "5 hand cards, max hp 4: discards 3 of its choice, keeps 2, recovers 1", () => {
    const s = board([own(["养锐"], { hp: 2, hand: ["杀", "杀", "闪", "桃", "桃"], agent: [{ activate: true, skill: "养锐" }, { cards: ["杀", "杀", "闪"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
    expect(hp(s, 0)).toBe(3);
  });
  ok("养锐", "3 hand cards: one discarded, no recovery", () => {
    const s = board([own(["养锐"], { hp: 2, hand: ["杀", "闪", "桃"], agent: [{ activate: true, skill: "养锐" }, { cards: ["杀"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
    expect(hp(s, 0)).toBe(2);
  });
  ok("养锐", "2 hand cards (not more than X): not offered; another's finish phase: not offered", () => {
    const s = board([own(["养锐"], { hp: 2, hand: ["杀", "闪"] }), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["养锐"], { hp: 2, hand: ["杀", "闪", "闪", "闪"] }), B()]);
    t.runPhase(1, "finish");
    expect(asked(s, "养锐") || asked(t, "养锐")).toBe(false);
  });
  ok("养锐", "full hp: the discard is paid, nothing recovers", () => {
    const s = board([own(["养锐"], { hand: ["杀", "杀", "闪", "桃"], agent: [{ activate: true, skill: "养锐" }, { cards: ["杀", "杀"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(hp(s, 0)).toBe(4);
  });
});

// ---------------------------------------------------------------- 盲丙寅

describe("〖截言〗当你成为普通锦囊牌的目标后，若使用者不为你，你可弃置一张与此牌花色相同的手牌▶此牌对对应的角色为你的目标无效。", () => {
  ok("截言", "a spade 【过河拆桥】: the owner discards a spade, the trick has no effect on it", () => {
    const s = board([own(["截言"], { hand: ["杀♠7", "闪♥2"], agent: [{ activate: true, skill: "截言" }] }), B({ hand: ["过河拆桥♠3"], agent: [{ play: { card: "过河拆桥" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(discardNames(s).sort()).toEqual(["杀", "过河拆桥"].sort());
  });
  ok("截言", "no hand card of the trick's suit: not offered, the trick takes effect", () => {
    const s = board([own(["截言"], { hand: ["闪♥2", "桃♥3"] }), B({ hand: ["过河拆桥♠3"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["闪"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "截言")).toBe(false);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("截言", "a delayed trick (【乐不思蜀】) and the owner's own trick (【无中生有】): not offered", () => {
    const s = board([own(["截言"], { hand: ["闪♥2"] }), B({ hand: ["乐不思蜀♥6"], agent: [{ play: { card: "乐不思蜀" } }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "截言")).toBe(false);
    expect(s.player(0).judgeArea).toHaveLength(1);
    const t = board([own(["截言"], { hand: ["无中生有♥7", "闪♥2"], agent: [{ play: { card: "无中生有" } }, { play: "end" }] }), B()], { drawPile: ["杀", "杀"] });
    t.runPhase(0, "play");
    expect(asked(t, "截言")).toBe(false);
    expect(t.player(0).hand).toHaveLength(3);
  });
  ok("截言", "a multi-target trick (【南蛮入侵】): no effect on the owner only, the other target is hit", () => {
    const s = board([own(["截言"], { hand: ["杀♠8", "桃♥3"], agent: [{ activate: true, skill: "截言" }] }), B({ hand: ["南蛮入侵♠7"], agent: [{ play: { card: "南蛮入侵" } }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(hp(s, 2)).toBe(3);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
});

// ---------------------------------------------------------------- 盲丙卯

// Refused as first written (，然后); compiles since CLAUSE_LINKS (3.5.11, 3.5.19).
describe("〖厚积〗觉醒技，准备阶段开始时，若你的“势”数不小于3，你减1点体力上限，然后回复1点体力；你于出牌阶段内使用【杀】的次数上限+1。", () => {
  ok("厚积", "3 “势”: in the turn, max hp 3, recovers to 3, keeps the marks, and two 【杀】 in the play phase", () => {
    const s = board([{ general: "盲丙卯", hp: 2, marks: { 势: 3 }, hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }, { play: "end" }] }, B()], {
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    done(s);
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3 });
    expect(s.player(0).marks["势"]).toBe(3);
    expect(hp(s, 1)).toBe(2);
  });
  ok("厚积", "the +1 lasts: awakened at one prepare phase, two 【杀】 (not three) in a later turn", () => {
    const s = board([{ general: "盲丙卯", hp: 2, marks: { 势: 3 }, hand: ["杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }, { play: "end" }] }, B()], {
      drawPile: ["闪", "闪"],
    });
    s.runPhase(0, "prepare");
    s.mark();
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(s.handNames(0).filter((n) => n === "杀")).toHaveLength(1);
  });
  ok("厚积", "2 “势”: nothing", () => {
    const s = board([{ general: "盲丙卯", hp: 2, marks: { 势: 2 } }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 4, hp: 2 });
  });
  ok("厚积", "觉醒技: once per game; at full hp the max hp still drops, nothing to recover", () => {
    const s = board([{ general: "盲丙卯", marks: { 势: 3 } }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3 });
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3 });
  });
  ok("厚积", "another's prepare phase: no awakening", () => {
    const s = board([{ general: "盲丙卯", hp: 2, marks: { 势: 3 } }, B()]);
    s.runPhase(1, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 4, hp: 2 });
  });
});

// ---------------------------------------------------------------- 盲丙辰

// Refused as first written (，然后); compiles since CLAUSE_LINKS (3.5.19).
describe("〖潜影〗当你受到伤害后，若你的武将牌背面朝上或你处于连环状态，你可复原，然后摸一张牌。", () => {
  ok("潜影", "face down: turns face up, then draws one", () => {
    const s = board([own(["潜影"], { faceDown: true, agent: [{ activate: true, skill: "潜影" }] }), B()], { drawPile: ["桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: true, hp: 3 });
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("潜影", "chained, normal damage: reset, then draws one; face down and chained: both undone", () => {
    const s = board([own(["潜影"], { chained: true, agent: [{ activate: true, skill: "潜影" }] }), B()], { drawPile: ["桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).chained).toBe(false);
    expect(s.player(0).hand).toHaveLength(1);
    const t = board([own(["潜影"], { chained: true, faceDown: true, agent: [{ activate: true, skill: "潜影" }] }), B()], { drawPile: ["桃"] });
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(t.player(0)).toMatchObject({ chained: false, faceUp: true });
  });
  ok("潜影", "face up and not chained, or chained and reset by fire damage first (3.9.3): not offered", () => {
    const s = board([own(["潜影"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    const t = board([own(["潜影"], { chained: true }), B()]);
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(asked(s, "潜影") || asked(t, "潜影")).toBe(false);
    expect(t.player(0).hand).toHaveLength(0);
  });
  ok("潜影", "declined: stays face down, draws nothing", () => {
    const s = board([own(["潜影"], { faceDown: true, agent: [{ activate: false, skill: "潜影" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: false });
    expect(s.player(0).hand).toHaveLength(0);
  });
});

// ---------------------------------------------------------------- 盲丙巳

describe("〖按兵〗出牌阶段开始前，你可跳过此回合的出牌阶段▶你令至多X名其他角色各弃置一张牌（X为你的体力值）。", () => {
  ok("按兵", "skips the play phase; the two chosen discard a card each, of their own choice", () => {
    const s = board(
      [own(["按兵"], { agent: [{ activate: true, skill: "按兵" }, { players: [1, 2] }] }), B({ hand: ["杀", "闪"], agent: [{ cards: ["闪"] }] }), B({ equipment: ["赤兔"] }), B({ hand: ["杀"] })],
      { drawPile: ["闪", "闪"] },
    );
    s.runTurn(0);
    done(s);
    expect(s.timings()).not.toContain("phase.play.start");
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.player(2).equipment).toEqual({});
    expect(s.player(3).hand).toHaveLength(1);
    expect(discardNames(s).sort()).toEqual(["闪", "赤兔"].sort());
  });
  ok("按兵", "declined: the play phase happens, nobody discards", () => {
    const s = board([own(["按兵"], { agent: [{ activate: false, skill: "按兵" }] }), B({ hand: ["杀"] })], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.timings()).toContain("phase.play.start");
    expect(s.player(1).hand).toHaveLength(1);
  });
  ok("按兵", "X = hp: at 1 hp two characters cannot be chosen", () => {
    const s = board([own(["按兵"], { hp: 1, agent: [{ activate: true, skill: "按兵" }, { players: [1, 2] }] }), B({ hand: ["杀"] }), B({ hand: ["杀"] })], { drawPile: ["闪", "闪"] });
    expect(() => s.runTurn(0)).toThrow(/illegal answer .*choosePlayers/);
  });
  ok("按兵", "the play phase already skipped (【乐不思蜀】): not offered", () => {
    const s = board([own(["按兵"], { judge: ["乐不思蜀"] }), B({ hand: ["杀"] })], { drawPile: ["杀♠7", "闪", "闪"] });
    s.runTurn(0);
    expect(asked(s, "按兵")).toBe(false);
    expect(s.player(1).hand).toHaveLength(1);
  });
});

describe("〖据险〗锁定技，若你的体力值不大于2，其他角色至你的距离+1。", () => {
  ok("据险", "hp 2: others are one further from the owner; the owner's distances unchanged", () => {
    const s = board([own(["据险"], { hp: 2 }), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(2);
    expect(s.view.distance(0, 1)).toBe(1);
  });
  ok("据险", "hp 3: no change; hp falls to 2: +1 at once", () => {
    const s = board([own(["据险"], { hp: 3 }), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(1);
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    expect(s.view.distance(1, 0)).toBe(2);
  });
});

describe("〖均势〗结束阶段开始时，若你是手牌数最小的角色，你可令所有手牌数最大的角色各弃置一张手牌。", () => {
  // 各 (3.5.36) fixes the characters first: after the two with 2 cards discard, the one with 1 card
  // (now tied for most) does not. Misbehaved at first: 手牌数 counted the actor's hand (3.5.4).
  ok("均势", "the owner holds fewest: the two tied for most each discard a hand card of their choice, no one else (3.5.36)", () => {
    const s = board([
      own(["均势"], { agent: [{ activate: true, skill: "均势" }] }),
      B({ hand: ["杀", "闪"], agent: [{ cards: ["闪"] }] }),
      B({ hand: ["杀", "桃"], agent: [{ cards: ["桃"] }] }),
      B({ hand: ["杀"] }),
    ]);
    s.runPhase(0, "finish");
    done(s);
    expect([1, 2, 3].map((p) => s.handNames(p))).toEqual([["杀"], ["杀"], ["杀"]]);
  });
  ok("均势", "all equal: the owner is fewest and most too, everyone discards", () => {
    const s = board([own(["均势"], { hand: ["闪"], agent: [{ activate: true, skill: "均势" }] }), B({ hand: ["杀"] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "finish");
    done(s);
    expect([0, 1, 2].map((p) => s.player(p).hand.length)).toEqual([0, 0, 0]);
  });
  ok("均势", "someone holds fewer than the owner: not offered; nobody holds cards: not offered", () => {
    const s = board([own(["均势"], { hand: ["闪"] }), B({ hand: ["杀", "杀"] }), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["均势"]), B(), B()]);
    t.runPhase(0, "finish");
    expect(asked(s, "均势") || asked(t, "均势")).toBe(false);
  });
  ok("均势", "another's finish phase: not offered", () => {
    const s = board([own(["均势"]), B({ hand: ["杀"] })]);
    s.runPhase(1, "finish");
    expect(asked(s, "均势")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丙午

describe("〖屯粮〗①锁定技，你的手牌上限+X（X为你装备区里的牌数）。②当你于回合外失去手牌后❷，若你的手牌数小于你的体力值，你可摸一张牌。", () => {
  ok("屯粮", "① two equipment cards: hand limit hp+2; none: hp", () => {
    expect(board([own(["屯粮"], { hp: 3, equipment: ["赤兔", "八卦阵"] }), B()]).view.handLimit(0)).toBe(5);
    expect(board([own(["屯粮"], { hp: 3 }), B()]).view.handLimit(0)).toBe(3);
  });
  ok("屯粮", "② a hand card taken away in another's turn (【过河拆桥】): may draw one", () => {
    const s = board([own(["屯粮"], { hand: ["杀"], agent: [{ activate: true, skill: "屯粮" }] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] })], { drawPile: ["桃"] });
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("屯粮", "② in its own turn (its discard phase): not offered", () => {
    const s = board([own(["屯粮"], { hp: 2, hand: ["闪", "闪", "闪"], agent: [{ cards: ["闪"] }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(asked(s, "屯粮")).toBe(false);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("屯粮", "② still as many hand cards as hp, or an equipment card lost: not offered", () => {
    const s = board([own(["屯粮"], { hp: 1, hand: ["杀", "闪", "闪"] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["杀"] }] })]);
    s.runPhase(1, "play");
    const t = board([own(["屯粮"], { equipment: ["赤兔"] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] })]);
    t.runPhase(1, "play");
    expect(t.player(0).equipment).toEqual({});
    expect(asked(s, "屯粮") || asked(t, "屯粮")).toBe(false);
  });
});

describe("〖玄甲〗锁定技，若你的体力值不大于2且你的装备区里没有防具牌，你视为装备着【仁王盾】。", () => {
  ok("玄甲", "hp 2, no armour: a black 【杀】 has no effect; a red one hits", () => {
    const s = board([own(["玄甲"], { hp: 2 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(2);
    const t = board([own(["玄甲"], { hp: 2 }), B({ hand: ["杀♥10"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    expect(hp(t, 0)).toBe(1);
  });
  ok("玄甲", "hp 3, or a real armour equipped, or the user's 【青釭剑】: the black 【杀】 hits", () => {
    const a = board([own(["玄甲"], { hp: 3 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    a.runPhase(1, "play");
    const b = board([own(["玄甲"], { hp: 2, equipment: ["白银狮子"] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    b.runPhase(1, "play");
    const c = board([own(["玄甲"], { hp: 2 }), B({ hand: ["杀♠7"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }] })]);
    c.runPhase(1, "play");
    expect([hp(a, 0), hp(b, 0), hp(c, 0)]).toEqual([2, 1, 1]);
  });
});

// ---------------------------------------------------------------- 盲丙未

describe("〖通商〗出牌阶段限一次，你可将一张基本牌交给一名其他角色▶其选择：1.交给你一张锦囊牌或装备牌；2.受到你造成的1点伤害。", () => {
  ok("通商", "it chooses 1: gives an equipped card back (equipment counts), gets the basic card", () => {
    const s = board([own(["通商"], { hand: ["闪"], agent: [{ play: { skill: "通商" } }, { play: "end" }] }), B({ hand: ["杀"], equipment: ["赤兔"], agent: [{ option: 0 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["赤兔"]);
    expect(s.handNames(1).sort()).toEqual(["杀", "闪"].sort());
    expect(hp(s, 1)).toBe(4);
  });
  ok("通商", "it chooses 2: 1 damage from the owner", () => {
    const s = board([own(["通商"], { hand: ["闪"], agent: [{ play: { skill: "通商" } }] }), B({ hand: ["无懈可击"], agent: [{ option: 1 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1).sort()).toEqual(["无懈可击", "闪"].sort());
    expect(damages(s).at(-1)).toMatchObject({ source: 0, victim: 1 });
  });
  ok("通商", "it has no trick or equipment card: only option 2", () => {
    const s = board([own(["通商"], { hand: ["闪"], agent: [{ play: { skill: "通商" } }] }), B({ hand: ["杀"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
  });
  ok("通商", "no basic card: not offered", () => {
    const s = board([own(["通商"], { hand: ["无懈可击"], equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖封喉〗出牌阶段限一次，你可弃置两张手牌并选择一名其他角色▶其所有武将技能于此回合内无效。", () => {
  ok("封喉", "the target's 〖据险〗 is invalid this turn (a 【杀】 reaches it), valid again after", () => {
    const s = board(
      [own(["封喉"], { hand: ["闪", "闪", "杀"], agent: [{ play: { skill: "封喉" } }, { cards: ["闪", "闪"] }, { play: { card: "杀" } }] }), own(["据险"], { hp: 2 })],
      { drawPile: ["无懈可击", "无懈可击"] },
    );
    expect(s.view.distance(0, 1)).toBe(2);
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(1);
    expect(discardNames(s).filter((n) => n === "闪")).toHaveLength(2);
    expect(s.view.distance(0, 1)).toBe(2);
  });
  ok("封喉", "a trigger skill of the target (〖截言〗) cannot be used this turn", () => {
    const s = board(
      [own(["封喉"], { hand: ["闪", "闪", "过河拆桥♠3"], agent: [{ play: { skill: "封喉" } }, { cards: ["闪", "闪"] }, { play: { card: "过河拆桥" } }, { cards: ["杀"] }] }), own(["截言"], { hand: ["杀♠7", "桃♥3"] })],
      { drawPile: ["闪", "闪"] },
    );
    s.runTurn(0);
    done(s);
    expect(asked(s, "截言")).toBe(false);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
  ok("封喉", "without it, the same 【过河拆桥】 meets 〖截言〗 (the control)", () => {
    const s = board([own(["封喉"], { hand: ["过河拆桥♠3"], agent: [{ play: { card: "过河拆桥" } }, { play: "end" }] }), own(["截言"], { hand: ["杀♠7", "桃♥3"], agent: [{ activate: true, skill: "截言" }] })], {
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(discardNames(s)).toContain("杀");
    expect(asked(s, "截言")).toBe(true);
  });
  ok("封喉", "one hand card: not offered", () => {
    const s = board([own(["封喉"], { hand: ["闪"], equipment: ["赤兔"] }), own(["固垒"])]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("封喉", "equipment skills are not general skills: the target's 【仁王盾】 still stops a black 【杀】", () => {
    const s = board(
      [own(["封喉"], { hand: ["闪", "闪", "杀♠7"], agent: [{ play: { skill: "封喉" } }, { cards: ["闪", "闪"] }, { play: { card: "杀" } }] }), own(["据险"], { equipment: ["仁王盾"] })],
      { drawPile: ["闪", "闪"] },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(4);
  });
});

describe("〖传薪〗当你死亡时，你可将你的所有牌交给一名其他角色。", () => {
  ok("传薪", "dies: its hand and equipment go to the chosen one; the judgement area's card is discarded", () => {
    const s = board([
      own(["传薪"], { role: "rebel", hp: 1, hand: ["闪", "杀"], equipment: ["八卦阵"], judge: ["乐不思蜀"], agent: [{ activate: true, skill: "传薪" }, { players: [3] }] }),
      B({ role: "lord" }),
      B({ role: "rebel" }),
      B({ role: "loyalist" }),
    ]);
    s.act(2, (ctx) => ctx.loseHp(0, 1));
    done(s);
    expect(s.player(0).alive).toBe(false);
    expect(s.handNames(3).sort()).toEqual(["八卦阵", "杀", "闪"].sort());
    expect(discardNames(s)).toEqual(["乐不思蜀"]);
  });
  ok("传薪", "declined: its cards are discarded", () => {
    const s = board([own(["传薪"], { role: "rebel", hp: 1, hand: ["闪"], agent: [{ activate: false, skill: "传薪" }] }), B({ role: "lord" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.loseHp(0, 1));
    done(s);
    expect(discardNames(s)).toEqual(["闪"]);
  });
  ok("传薪", "no cards: not offered; another's death: not offered", () => {
    const s = board([own(["传薪"], { role: "rebel", hp: 1, judge: ["乐不思蜀"] }), B({ role: "lord" }), B({ role: "rebel", hp: 1, hand: ["闪"] }), B({ role: "loyalist" })]);
    s.act(1, (ctx) => ctx.loseHp(2, 1));
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    expect(s.player(0).alive).toBe(false);
    expect(asked(s, "传薪")).toBe(false);
  });
});

// ---------------------------------------------------------------- the figure

/** The 26 skills of blind3.sgs that compiled as first written (blind3.test.ts FIRST_REFUSED), in the pack's order. */
const FIRST_COMPILED = [
  "砺锋", "固垒", "窥机", "拾遗", "蓄力", "骁驰", "抚慰", "共济", "引流", "摧坚", "裂甲", "阴晴", "谋储", "绝地", "趁胜",
  "夺刃", "养锐", "截言", "按兵", "据险", "均势", "屯粮", "玄甲", "通商", "封喉", "传薪",
];
/** Tested here besides: 锁江① (②: behaviour3-grown), and 惑心 厚积 潜影, refused at first (，且 / ，然后). */
const COMPILED = [...FIRST_COMPILED, "锁江", "惑心", "厚积", "潜影"];
/** Those with a behaviour test above that fails today (wrong(...)). */
const MISBEHAVES: string[] = [];
/** The figure as first measured (never overwritten): 28 of 30; of the 26 first compiled, 25. */
const FIRST_BEHAVES = 28;

describe("the figure (issue #5, batch 3)", () => {
  test("all 30 compiled blind3 skills tested here behave as written (first measured: 28, and 25 of the 26 compiled as first written)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then drop the skill here.
    expect([...MISBEHAVING]).toEqual(MISBEHAVES);
    expect(COMPILED.length - MISBEHAVES.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(FIRST_COMPILED.filter((k) => !MISBEHAVING.has(k))).toHaveLength(26);
    expect(FIRST_COMPILED).toHaveLength(26);
    expect(COMPILED).toHaveLength(30);
  });
});
