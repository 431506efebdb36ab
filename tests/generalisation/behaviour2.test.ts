// Issue #5, second batch, measured honestly: do the blind2 skills that compile
// (tests/generalisation/blind2.sgs, 32 of 40, blind2.test.ts) BEHAVE as blind2.md says? One
// describe per compiled skill, named by its text, asserting the text's own meaning (blind2.md,
// and the rulebook where the two differ), not what the compiler happens to do. A skill that
// compiles but misbehaves keeps its test as `wrong(...)` (test.fails) with a comment saying what
// goes wrong, so the figure at the end is honest and flips when the bug is fixed.
//
// Measured as first written (2026-12-01, batch 2, main 7bedd1f, before any fix): 27 of the 32
// compiled skills behave as written. Misbehaving: 〖厉兵〗 (offered with a rated draw count of 0),
// 〖铸械〗 (此牌 is no weapon after a weapon is recast), 〖追锋〗 (never offered), 〖守护〗①
// (若你没有“护” true with one “护”), 〖奇谋〗 (offered when the discarded horse was what made the
// target legal, 3.1.7 ◆).
// Correction to that first figure: 〖铸械〗's failing test was the harness's, not the skill's (its
// test ran a bare play phase, outside any turn, so 于此回合内 had no turn to last through); run in a
// whole turn it behaves. The first figure read right is 28 of 32.
// After fixes to 守护, 厉兵, 追锋: 31 of those 32. Four skills refused at first compile now (惜物 连战
// 献祭 拒谏); their tests were written before they ran, and one failed (〖惜物〗 was offered for a
// judge-area card discarded: 失去牌 counted the judge area, 3.8.21) and was fixed.
// 〖避兵〗 (此牌的使用者, 3.5.21) compiles too; its tests passed as first run.
// 〖奇谋〗 fixed (3.1.7 ◆ for costs, see its test). 〖韬光〗 (此回合的结束阶段) compiles last; its
// tests passed once one was read right (a skipped phase is logged at its 开始前).
// Current: 38 of the 38 compiled skills behave as written.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, discardNames, done, own, phases, skillsUsed, turns, type Scenario as S } from "./harness.ts";

/** The lines blind2.test.ts finds refused now (first: 9 38 46 49 50 53 62 65): commented out, so the rest loads. */
const REFUSED = [38, 50];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind2.sgs"), REFUSED);

// ---------------------------------------------------------------- 盲乙甲

describe("〖厉兵〗摸牌阶段，你可令额定摸牌数+1▶你的手牌上限于此回合内-1。", () => {
  ok("厉兵", "used: draws 3, hand limit 3 for the turn", () => {
    const s = board([own(["厉兵"], { agent: [{ activate: true, skill: "厉兵" }] }), B()]);
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("厉兵", "in a turn: the discard phase keeps 3 of 5; the next turn's limit is 4 again", () => {
    const s = board([own(["厉兵"], { hand: ["闪", "闪"], agent: [{ activate: true, skill: "厉兵" }, { cards: ["闪", "闪"] }] }), B()], {
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
    expect(s.view.handLimit(0)).toBe(4);
  });
  ok("厉兵", "declined: draws 2, hand limit unchanged", () => {
    const s = board([own(["厉兵"], { agent: [{ activate: false, skill: "厉兵" }] }), B()]);
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
    expect(s.view.handLimit(0)).toBe(4);
  });
  ok("厉兵", "another's draw phase: not offered", () => {
    const s = board([own(["厉兵"]), B()]);
    s.runPhase(1, "draw");
    expect(asked(s, "厉兵")).toBe(false);
    expect(s.player(1).hand).toHaveLength(2);
  });
  // Was wrong (first figure): offered and "paid" with the rated draw count at 0 (3.4.19 ◆ was not
  // read), so the hand limit dropped for nothing; now such a cost cannot be paid.
  ok("厉兵", "rated draw count already 0 (3.4.19 ◆, here by 〖搜罗〗): the cost cannot be paid, not offered", () => {
    const s = board([own(["搜罗", "厉兵"], { agent: [{ activate: true, skill: "搜罗" }] }), B()], { drawPile: ["杀", "闪", "无懈可击", "桃"] });
    s.runPhase(0, "draw");
    done(s);
    expect(asked(s, "厉兵")).toBe(false);
    expect(s.view.handLimit(0)).toBe(4);
  });
});

// Refused as first written (因弃置而失去牌后); compiles since the 失去 form of 4.2.9 takes 因<原因>而.
describe("〖惜物〗当你于回合外因弃置而失去牌后❷，你可摸一张牌。", () => {
  ok("惜物", "another discards the owner's hand card in its turn (【过河拆桥】): the owner may draw one", () => {
    const s = board([own(["惜物"], { hand: ["杀"], agent: [{ activate: true, skill: "惜物" }] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] })], { drawPile: ["闪"] });
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("惜物", "依次 two discards (〖碎甲〗) are two moves: offered twice", () => {
    const s = board(
      [
        own(["惜物"], { equipment: ["赤兔", "仁王盾"], agent: [{ activate: true, skill: "惜物" }, { activate: true, skill: "惜物" }] }),
        own(["碎甲"], { hand: ["杀♥7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "碎甲" }, { cards: ["赤兔"] }] }),
      ],
      { drawPile: ["闪", "闪"] },
    );
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("惜物", "its own discard phase: not offered", () => {
    const s = board([own(["惜物"], { hp: 1, hand: ["闪", "闪"], agent: [{ cards: ["闪"] }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(asked(s, "惜物")).toBe(false);
  });
  ok("惜物", "a card taken (【顺手牵羊】), not discarded: not offered", () => {
    const s = board([own(["惜物"], { hand: ["杀"] }), B({ hand: ["顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }, { play: "end" }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "惜物")).toBe(false);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
  ok("惜物", "a card of the owner's judgement area discarded: not its card (3.5.4), not offered", () => {
    const s = board([own(["惜物"], { judge: ["乐不思蜀"] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] })]);
    s.runPhase(1, "play");
    expect(s.player(0).judgeArea).toEqual([]);
    expect(asked(s, "惜物")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙乙

describe("〖激辩〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你对其造成1点伤害；若你未赢，你弃置一张牌。", () => {
  ok("激辩", "the owner wins: 1 damage to the opponent; both 拼点 cards go to the discard pile", () => {
    const s = board([own(["激辩"], { hand: ["闪♥K"], agent: [{ play: { skill: "激辩" } }] }), B({ hand: ["闪♦2", "桃"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(discardNames(s)).toEqual(["闪", "闪"]);
    const dmg = s.entries().filter((e) => e.t === "damage");
    expect(dmg.at(-1)).toMatchObject({ source: 0, victim: 1 });
  });
  ok("激辩", "the owner does not win: it discards one of its cards", () => {
    const s = board([
      own(["激辩"], { hand: ["杀♣2", "桃"], agent: [{ play: { skill: "激辩" } }, { cards: ["杀"] }] }),
      B({ hand: ["闪♥K"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["杀", "桃", "闪"].sort());
  });
  ok("激辩", "a tie is not a win: the owner discards (an equipment card may be chosen)", () => {
    const s = board([
      own(["激辩"], { hand: ["杀♣7"], equipment: ["八卦阵"], agent: [{ play: { skill: "激辩" } }] }),
      B({ hand: ["杀♦7"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.player(0).equipment.armor).toBeUndefined();
  });
  ok("激辩", "no hand cards: not offered", () => {
    const s = board([own(["激辩"], { equipment: ["八卦阵"] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("激辩", "the others have no hand cards: not offered", () => {
    const s = board([own(["激辩"], { hand: ["闪"] }), B({ equipment: ["八卦阵"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("激辩", "出牌阶段限一次: not offered a second time in the phase", () => {
    const s = board([own(["激辩"], { hand: ["闪♥K", "闪♥Q"], agent: [{ play: { skill: "激辩" } }, { cards: ["闪"] }] }), B({ hand: ["闪♦2", "闪♦3"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["激辩"]);
  });
});

describe("〖碎甲〗当你因执行你使用的【杀】的效果而对一名角色造成伤害后，你可依次弃置其装备区里的两张牌。", () => {
  ok("碎甲", "the owner's 【杀】 deals damage: two of the victim's equipment cards are discarded, one after the other", () => {
    const s = board([
      own(["碎甲"], { hand: ["杀♥7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "碎甲" }, { cards: ["仁王盾"] }, { cards: ["赤兔"] }] }),
      B({ equipment: ["仁王盾", "赤兔", "青釭剑"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(1).equipment.armor).toBeUndefined();
    expect(discardNames(s)).toContain("仁王盾");
    expect(s.engine.state.discardPile).toHaveLength(3);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard" && e.cards.length === 1)).toHaveLength(2);
  });
  ok("碎甲", "a single equipment card: only that one is discarded", () => {
    const s = board([own(["碎甲"], { hand: ["杀♥7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "碎甲" }] }), B({ equipment: ["赤兔"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).equipment).toEqual({});
  });
  ok("碎甲", "no equipment: not offered", () => {
    const s = board([own(["碎甲"], { hand: ["杀♥7"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "碎甲")).toBe(false);
  });
  ok("碎甲", "damage not through a 【杀】: not offered", () => {
    const s = board([own(["碎甲"]), B({ equipment: ["赤兔"] })]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(asked(s, "碎甲")).toBe(false);
  });
  ok("碎甲", "another's 【杀】: not offered", () => {
    const s = board([own(["碎甲"], { equipment: ["赤兔"] }), B({ hand: ["杀♥7"], equipment: ["大宛"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "碎甲")).toBe(false);
  });
  ok("碎甲", "chain-conducted damage of the owner's fire 【杀】 is not through its effect: offered once", () => {
    const s = board([
      own(["碎甲"], { hand: ["火杀♥7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "碎甲" }] }),
      B({ chained: true, equipment: ["赤兔"] }),
      B({ chained: true, equipment: ["大宛"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(2).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === "碎甲")).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- 盲乙丙

describe("〖祈禳〗准备阶段开始时，你可判定▶若结果为红色，你回复1点体力；若结果为黑色，你摸一张牌。", () => {
  ok("祈禳", "red: recovers 1", () => {
    const s = board([own(["祈禳"], { hp: 2, agent: [{ activate: true, skill: "祈禳" }] }), B()], { drawPile: ["桃♥3", "闪"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s)).toEqual(["桃"]);
  });
  ok("祈禳", "black: draws one (not the judgement card)", () => {
    const s = board([own(["祈禳"], { hp: 2, agent: [{ activate: true, skill: "祈禳" }] }), B()], { drawPile: ["杀♠7", "闪"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(discardNames(s)).toEqual(["杀"]);
  });
  ok("祈禳", "red at full hp: nothing further", () => {
    const s = board([own(["祈禳"], { agent: [{ activate: true, skill: "祈禳" }] }), B()], { drawPile: ["桃♥3", "闪"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 4 });
    expect(s.player(0).hand).toEqual([]);
  });
  ok("祈禳", "declined: no judgement", () => {
    const s = board([own(["祈禳"], { hp: 2, agent: [{ activate: false, skill: "祈禳" }] }), B()], { drawPile: ["桃♥3"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
  ok("祈禳", "another's prepare phase: not offered", () => {
    const s = board([own(["祈禳"], { hp: 2 }), B()]);
    s.runPhase(1, "prepare");
    expect(asked(s, "祈禳")).toBe(false);
  });
});

describe("〖御甲〗锁定技，若你的装备区里没有防具牌且你的体力值不大于2，你视为装备着【仁王盾】。", () => {
  ok("御甲", "hp 2, no armour: a black 【杀】 has no effect on the owner", () => {
    const s = board([own(["御甲"], { hp: 2 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(2);
  });
  ok("御甲", "hp 2: a red 【杀】 hits", () => {
    const s = board([own(["御甲"], { hp: 2 }), B({ hand: ["杀♥7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(1);
  });
  ok("御甲", "hp 3: a black 【杀】 hits", () => {
    const s = board([own(["御甲"], { hp: 3 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(2);
  });
  ok("御甲", "a real armour equipped: no 【仁王盾】, a black 【杀】 hits", () => {
    const s = board([own(["御甲"], { hp: 2, equipment: ["白银狮子"] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(1);
  });
  ok("御甲", "【青釭剑】 ignores the armour: a black 【杀】 hits", () => {
    const s = board([own(["御甲"], { hp: 2 }), B({ hand: ["杀♠7"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(1);
  });
  ok("御甲", "nothing can be discarded from the empty armour area (the 【仁王盾】 is not a card there)", () => {
    const s = board([own(["御甲"], { hp: 2 }), B()]);
    expect(s.player(0).equipment.armor).toBeUndefined();
  });
});

// ---------------------------------------------------------------- 盲乙丁

describe("〖蓄势〗①锁定技，当你受到1点伤害后，你获得1枚“势”。②锁定技，你的攻击范围+X（X为你的“势”数）。", () => {
  ok("蓄势", "① 2 damage at once: 2 “势”", () => {
    const s = board([own(["蓄势"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(s.player(0).marks["势"]).toBe(2);
  });
  ok("蓄势", "① losing hp is not damage: no “势”", () => {
    const s = board([own(["蓄势"]), B()]);
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    expect(s.player(0).marks["势"] ?? 0).toBe(0);
  });
  ok("蓄势", "① damage to another: no “势”", () => {
    const s = board([own(["蓄势"]), B()]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(s.player(0).marks["势"] ?? 0).toBe(0);
  });
  ok("蓄势", "② no weapon, 2 “势”: attack range 3", () => {
    const s = board([own(["蓄势"], { marks: { 势: 2 } }), B()]);
    expect(s.view.attackRange(0)).toBe(3);
  });
  ok("蓄势", "② 【青釭剑】 (range 2) and 1 “势”: attack range 3; none: 1", () => {
    expect(board([own(["蓄势"], { marks: { 势: 1 }, equipment: ["青釭剑"] }), B()]).view.attackRange(0)).toBe(3);
    expect(board([own(["蓄势"]), B()]).view.attackRange(0)).toBe(1);
  });
});

describe("〖破势〗出牌阶段限一次，你可弃2枚“势”▶你对你的攻击范围内的一名角色造成1点伤害。", () => {
  ok("破势", "2 “势”: discards them, 1 damage to a character in range", () => {
    const s = board([own(["破势"], { marks: { 势: 2 }, agent: [{ play: { skill: "破势" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).marks["势"] ?? 0).toBe(0);
  });
  ok("破势", "1 “势”: not offered", () => {
    const s = board([own(["破势"], { marks: { 势: 1 } }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("破势", "the range is read after the cost: with 〖蓄势〗 and 2 “势”, a seat at distance 2 cannot be chosen", () => {
    const s = board([own(["蓄势", "破势"], { marks: { 势: 2 }, agent: [{ play: { skill: "破势" } }, { players: [1] }] }), B(), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    const choice = s.entries().find((e) => e.t === "decision" && e.request === "choosePlayers");
    expect(choice).toBeDefined();
    expect(s.player(1).hp).toBe(3);
    const req = s.entries().filter((e) => e.t === "decision" && e.request === "choosePlayers");
    expect(req).toHaveLength(1);
  });
});

describe("〖立威〗觉醒技，准备阶段开始时，若你的“势”数不小于3，你减1点体力上限▷你获得〖激辩〗。", () => {
  ok("立威", "3 “势”: max hp 3, gains 〖激辩〗, keeps the marks", () => {
    const s = board([{ general: "盲乙丁", marks: { 势: 3 } }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3 });
    expect(s.player(0).skills).toContain("激辩");
    expect(s.player(0).marks["势"]).toBe(3);
  });
  ok("立威", "the gained 〖激辩〗 can be used", () => {
    const s = board([{ general: "盲乙丁", marks: { 势: 3 }, hand: ["闪♥K"], agent: [{ play: { skill: "激辩" } }, { play: "end" }] }, B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "prepare");
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
  });
  ok("立威", "2 “势”: nothing", () => {
    const s = board([{ general: "盲乙丁", marks: { 势: 2 } }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 4 });
    expect(s.player(0).skills).not.toContain("激辩");
  });
  ok("立威", "觉醒技: once per game", () => {
    const s = board([{ general: "盲乙丁", marks: { 势: 3 } }, B()]);
    s.runPhase(0, "prepare");
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 3 });
  });
  ok("立威", "max hp 1: the owner dies and gains nothing", () => {
    const s = board([{ general: "盲乙丁", marks: { 势: 3 }, hp: 1, maxHp: 1, role: "rebel" }, B({ role: "lord" }), B({ role: "rebel" })]);
    s.runPhase(0, "prepare");
    expect(s.player(0).alive).toBe(false);
    expect(s.player(0).skills).not.toContain("激辩");
  });
});

// ---------------------------------------------------------------- 盲乙戊

describe("〖焚营〗限定技，出牌阶段，你可弃置两张红色牌▶你对至多三名其他角色各造成1点火焰伤害。", () => {
  ok("焚营", "two red cards (a hand card and an equipment card): 1 fire damage to each of three others", () => {
    const s = board([own(["焚营"], { hand: ["桃♥3"], equipment: ["赤兔♥5"], agent: [{ play: { skill: "焚营" } }, { players: [1, 2, 3] }] }), B(), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([1, 2, 3, 4].map((p) => s.player(p).hp)).toEqual([3, 3, 3, 4]);
    expect(s.entries().filter((e) => e.t === "damage").every((e) => (e as { element?: string }).element === "fire")).toBe(true);
    expect(discardNames(s).sort()).toEqual(["桃", "赤兔"].sort());
  });
  ok("焚营", "至多三名: one target is enough", () => {
    const s = board([own(["焚营"], { hand: ["桃♥3", "闪♦2"], agent: [{ play: { skill: "焚营" } }, { players: [2] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([1, 2].map((p) => s.player(p).hp)).toEqual([4, 3]);
  });
  ok("焚营", "各 with chains: the first target's damage conducts to the second, which then takes its own 1 point", () => {
    const s = board([own(["焚营"], { hand: ["桃♥3", "闪♦2"], agent: [{ play: { skill: "焚营" } }, { players: [1, 2] }] }), B({ chained: true }), B({ chained: true })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ hp: 3, chained: false });
    expect(s.player(2)).toMatchObject({ hp: 2, chained: false });
  });
  ok("焚营", "one red card: not offered", () => {
    const s = board([own(["焚营"], { hand: ["桃♥3", "杀♠7"], agent: [{ play: "end" }] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("焚营", "限定技: not offered in a later play phase", () => {
    const s = board([own(["焚营"], { hand: ["桃♥3", "闪♦2", "桃♥4", "闪♦5"], agent: [{ play: { skill: "焚营" } }, { cards: ["桃", "闪"] }] }), B()]);
    s.runPhase(0, "play");
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖引燃〗出牌阶段限一次，你可弃置一张红色手牌并选择一名不处于连环状态的其他角色▶其横置▷你对其造成1点火焰伤害。", () => {
  ok("引燃", "the target is chained, then takes 1 fire damage and is reset", () => {
    const s = board([own(["引燃"], { hand: ["桃♥3"], agent: [{ play: { skill: "引燃" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ hp: 3, chained: false });
    expect(s.entries().some((e) => e.t === "state" && e.player === 1 && e.chained)).toBe(true);
    expect(discardNames(s)).toEqual(["桃"]);
  });
  ok("引燃", "another chained character: the damage conducts to it", () => {
    const s = board([own(["引燃"], { hand: ["桃♥3"], agent: [{ play: { skill: "引燃" } }] }), B(), B({ chained: true })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ hp: 3, chained: false });
    expect(s.player(2)).toMatchObject({ hp: 3, chained: false });
  });
  ok("引燃", "a chained character cannot be chosen: the only other is chained, not offered", () => {
    const s = board([own(["引燃"], { hand: ["桃♥3"] }), B({ chained: true })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("引燃", "a red card in the equipment area is no hand card: not offered", () => {
    const s = board([own(["引燃"], { hand: ["杀♠7"], equipment: ["赤兔♥5"], agent: [{ play: "end" }] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲乙己

describe("〖固垒〗结束阶段开始时，你可翻面▶你摸X张牌，加1点护甲（X=max{你已损失的体力值,1}）。", () => {
  ok("固垒", "hp 1 of 4: turns over, draws 3, 1 armor", () => {
    const s = board([own(["固垒"], { hp: 1, agent: [{ activate: true, skill: "固垒" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: false, armor: 1 });
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("固垒", "full hp: draws 1", () => {
    const s = board([own(["固垒"], { agent: [{ activate: true, skill: "固垒" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("固垒", "face down already: turning face up pays the cost too", () => {
    const s = board([own(["固垒"], { faceDown: true, agent: [{ activate: true, skill: "固垒" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: true, armor: 1 });
  });
  ok("固垒", "5 armor: stays 5", () => {
    const s = board([own(["固垒"], { armor: 5, agent: [{ activate: true, skill: "固垒" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).armor).toBe(5);
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("固垒", "declined: nothing", () => {
    const s = board([own(["固垒"], { agent: [{ activate: false, skill: "固垒" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: true, armor: 0 });
  });
});

describe("〖枕戈〗你的回合开始后❷，若你的武将牌背面朝上，你可弃置一张牌▶你翻面。", () => {
  ok("枕戈", "face down: discards a card, turns face up, the turn goes on", () => {
    const s = board([own(["枕戈"], { faceDown: true, hand: ["杀"], agent: [{ activate: true, skill: "枕戈" }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.player(0).faceUp).toBe(true);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
  });
  ok("枕戈", "declined: turned face up at ❺ and the turn ends", () => {
    const s = board([own(["枕戈"], { faceDown: true, hand: ["杀"], agent: [{ activate: false, skill: "枕戈" }] }), B()]);
    s.runTurn(0);
    done(s);
    expect(s.player(0).faceUp).toBe(true);
    expect(phases(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("枕戈", "face up: not offered", () => {
    const s = board([own(["枕戈"], { hand: ["杀"], agent: [{ play: "end" }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(asked(s, "枕戈")).toBe(false);
  });
  ok("枕戈", "no card: not offered", () => {
    const s = board([own(["枕戈"], { faceDown: true }), B()]);
    s.runTurn(0);
    expect(asked(s, "枕戈")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙庚

describe("〖振作〗当你受到伤害后，你可复原▷你摸一张牌。", () => {
  ok("振作", "chained, normal damage: reset, draws one", () => {
    const s = board([own(["振作"], { chained: true, agent: [{ activate: true, skill: "振作" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0)).toMatchObject({ chained: false, hp: 3 });
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("振作", "face down and chained: both undone, draws one", () => {
    const s = board([own(["振作"], { chained: true, faceDown: true, agent: [{ activate: true, skill: "振作" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0)).toMatchObject({ chained: false, faceUp: true });
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("振作", "face up and not chained: 复原 cannot be done, not offered", () => {
    const s = board([own(["振作"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "振作")).toBe(false);
    expect(s.player(0).hand).toHaveLength(0);
  });
  ok("振作", "chained, fire damage: reset before the hp is reduced, so not offered afterwards", () => {
    const s = board([own(["振作"], { chained: true }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(asked(s, "振作")).toBe(false);
    expect(s.player(0).hand).toHaveLength(0);
  });
  ok("振作", "declined: stays face down", () => {
    const s = board([own(["振作"], { faceDown: true, agent: [{ activate: false, skill: "振作" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).faceUp).toBe(false);
  });
});

describe("〖窥觎〗出牌阶段限一次，你可观看一名有手牌的其他角色的手牌▷你可展示其中的一张黑桃牌并获得之。", () => {
  ok("窥觎", "looks at the whole hand, shows a spade and takes it", () => {
    const s = board([own(["窥觎"], { agent: [{ play: { skill: "窥觎" } }, { activate: true }, { play: "end" }] }), B({ hand: ["杀♠7", "闪♥2"] })]);
    const hand = [...s.player(1).hand];
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "look")).toMatchObject({ cards: hand });
    expect(s.entries().some((e) => e.t === "show")).toBe(true);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
  ok("窥觎", "declines to show: nothing taken", () => {
    const s = board([own(["窥觎"], { agent: [{ play: { skill: "窥觎" } }, { activate: false }] }), B({ hand: ["杀♠7"] })]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("窥觎", "no spade: looks, nothing taken", () => {
    const s = board([own(["窥觎"], { agent: [{ play: { skill: "窥觎" } }] }), B({ hand: ["闪♥2", "杀♣3"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "look")).toBe(true);
    expect(s.player(1).hand).toHaveLength(2);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("窥觎", "a spade in the equipment area is not taken; no other with hand cards: not offered", () => {
    const s = board([own(["窥觎"]), B({ equipment: ["八卦阵♠2"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲乙辛

describe("〖威逼〗出牌阶段限一次，你可令一名其他角色选择：1.将一张牌交给你；2.失去1点体力。", () => {
  ok("威逼", "it chooses 1: gives a card (an equipment card may be given)", () => {
    const s = board([own(["威逼"], { agent: [{ play: { skill: "威逼" } }, { play: "end" }] }), B({ equipment: ["八卦阵"], agent: [{ option: 0 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["八卦阵"]);
    expect(s.player(1).hp).toBe(4);
  });
  ok("威逼", "it chooses 2: loses 1 hp (no damage)", () => {
    const s = board([own(["威逼"], { agent: [{ play: { skill: "威逼" } }] }), B({ hand: ["闪"], agent: [{ option: 1 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
  });
  ok("威逼", "it has no card: only option 2", () => {
    const s = board([own(["威逼"], { agent: [{ play: { skill: "威逼" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲乙壬

describe("〖铸械〗出牌阶段限两次，你可重铸一张装备牌▷若此牌为武器牌，你于此回合内使用【杀】的次数上限+1。", () => {
  // In a whole turn (runPhase outside a turn has no 此回合 for the +1 to last through).
  ok("铸械", "recasts a weapon: it goes to the discard pile, draws one, and two 【杀】 may be used", () => {
    const s = board([own(["铸械"], { hand: ["青釭剑", "杀", "杀"], agent: [{ play: { skill: "铸械" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], {
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    done(s);
    expect(discardNames(s)).toContain("青釭剑");
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪"]);
    expect(s.player(1).hp).toBe(2);
  });
  ok("铸械", "recasts an armour: no extra 【杀】", () => {
    const s = board([own(["铸械"], { hand: ["八卦阵", "杀", "杀"], agent: [{ play: { skill: "铸械" } }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: "end" }] }), B()], {
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪", "闪", "闪"].sort());
  });
  ok("铸械", "the equipped weapon can be recast; 限两次: a third time is not offered", () => {
    const s = board(
      [own(["铸械"], { hand: ["诸葛连弩", "寒冰剑"], equipment: ["青釭剑"], agent: [{ play: { skill: "铸械" } }, { cards: ["青釭剑"] }, { play: { skill: "铸械" } }, { cards: ["寒冰剑"] }, { play: "end" }] }), B()],
      { drawPile: ["闪", "闪", "闪"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).equipment.weapon).toBeUndefined();
    expect(skillsUsed(s)).toEqual(["铸械", "铸械"]);
    expect(s.handNames(0).sort()).toEqual(["诸葛连弩", "闪", "闪"].sort());
  });
  ok("铸械", "重铸 is not 弃置: no discard move", () => {
    const s = board([own(["铸械"], { hand: ["八卦阵"], agent: [{ play: { skill: "铸械" } }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "move" && e.reason === "discard")).toBe(false);
  });
});

describe("〖追锋〗当【杀】选择目标后，若使用者为你，你可弃置一张基本牌并选择一名不是此【杀】的目标且是此【杀】的合法目标的角色▶你令该角色也成为此【杀】的目标。", () => {
  // Was wrong (first figure): never offered — 不是此【杀】的目标 read 此【杀】的目标 as every player
  // (the card was lost); now the players of its target list (3.5.32).
  ok("追锋", "discards a basic card: a second target is added, both are hit", () => {
    const s = board([own(["追锋"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "追锋" }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([1, 2].map((p) => s.player(p).hp)).toEqual([3, 3]);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
  });
  ok("追锋", "no basic card left: not offered", () => {
    const s = board([own(["追锋"], { hand: ["杀", "八卦阵"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "追锋")).toBe(false);
    expect(s.player(2).hp).toBe(4);
  });
  ok("追锋", "only characters out of range besides the target: not offered", () => {
    // 4 players, attack range 1: seat 2 is at distance 2, seat 3 (a +1 horse) too.
    const s = board([own(["追锋"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }] }), B(), B(), B({ equipment: ["绝影"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "追锋")).toBe(false);
  });
  ok("追锋", "another's 【杀】: not offered", () => {
    const s = board([own(["追锋"], { hand: ["闪"], agent: [{ respond: null }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "追锋")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙癸

describe("〖乘胜〗限定技，你的回合结束前❶，若你于此回合内杀死过角色，你可获得一个额外回合。", () => {
  ok("乘胜", "killed a character this turn: an extra turn follows", () => {
    const s = board(
      [
        own(["乘胜"], { role: "lord", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "乘胜" }] }),
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
  ok("乘胜", "限定技: declined at one turn's end (not used up), offered again at a later one", () => {
    const s = board(
      [
        own(["乘胜"], { role: "lord", hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "乘胜" }] }),
        B({ role: "renegade", hp: 1 }),
        B({ role: "renegade", hp: 1 }),
        B({ role: "rebel" }),
      ],
      { drawPile: Array(20).fill("闪") },
    );
    s.runTurn(0);
    (s.agents[0] as unknown as { push(...x: unknown[]): void }).push({ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "乘胜" }, { cards: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(turns(s)).toEqual([0, 0, 0]);
  });
  ok("乘胜", "no kill: not offered", () => {
    const s = board([own(["乘胜"], { role: "lord" }), B({ role: "rebel" }), B({ role: "rebel" })], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    expect(asked(s, "乘胜")).toBe(false);
    expect(turns(s)).toEqual([0]);
  });
  ok("乘胜", "a kill in another's turn: not offered at the owner's turn end", () => {
    const s = board([own(["乘胜"], { role: "lord" }), B({ role: "renegade", hp: 1 }), B({ role: "rebel" })], { drawPile: ["闪", "闪", "闪", "闪", "闪"], current: 2 });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    s.mark();
    s.runTurn(0);
    expect(asked(s, "乘胜")).toBe(false);
  });
});

// Refused as first written (在此阶段之后: 3.6.2 ◆'s own wording); compiles since the row takes 在 as well as 于.
describe("〖连战〗出牌阶段结束时，若你于此阶段内未使用过【杀】且你于此回合内未发动过〖连战〗，你可弃置两张手牌▶你在此阶段之后获得一个额外的出牌阶段。", () => {
  ok("连战", "no 【杀】 used: discards two hand cards, an extra play phase before the discard phase, not offered again at its end", () => {
    const s = board([own(["连战"], { hand: ["闪", "闪", "闪"], agent: [{ activate: true, skill: "连战" }, { cards: ["闪", "闪"] }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "play", "discard", "finish"]);
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("连战", "a 【杀】 used in the phase: not offered", () => {
    const s = board([own(["连战"], { hand: ["杀", "闪", "闪"], agent: [{ play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(asked(s, "连战")).toBe(false);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
  });
  ok("连战", "one hand card: not offered", () => {
    const s = board([own(["连战"], { hand: ["闪"] }), B()]);
    s.runPhase(0, "play");
    expect(asked(s, "连战")).toBe(false);
  });
});

// Refused as first written (（→）此回合的结束阶段开始时); compiles since a phase timing may name 此回合的 (3.6.2 ◆).
describe("〖韬光〗出牌阶段开始前，你可跳过出牌阶段▶（→）此回合的结束阶段开始时，你将手牌补至X张（X=min{你的体力上限,5}）。", () => {
  ok("韬光", "skips the play phase; at this turn's finish phase the hand is filled to 4", () => {
    const s = board([own(["韬光"], { agent: [{ activate: true, skill: "韬光" }] }), B()], { drawPile: ["闪", "闪", "杀", "杀"] });
    s.runTurn(0);
    done(s);
    // (the play phase's entry is logged at 出牌阶段开始前, before the skip; none of its timings follow)
    expect(s.timings()).not.toContain("phase.play.start");
    expect(s.timings()).toContain("phase.finish.start");
    expect(s.player(0).hand).toHaveLength(4);
  });
  ok("韬光", "declined: the play phase happens, nothing is filled", () => {
    const s = board([own(["韬光"], { agent: [{ activate: false, skill: "韬光" }] }), B()], { drawPile: ["闪", "闪", "杀", "杀"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("韬光", "X = min{max hp, 5}: max hp 6 fills to 5; the hand already at X draws nothing", () => {
    const s = board([own(["韬光"], { hp: 6, maxHp: 6, agent: [{ activate: true, skill: "韬光" }] }), B()], { drawPile: ["闪", "闪", "杀", "杀", "杀", "杀"] });
    s.runTurn(0);
    done(s);
    expect(s.player(0).hand).toHaveLength(5);
    const t = board([own(["韬光"], { hand: ["闪", "闪", "闪"], agent: [{ activate: true, skill: "韬光" }, { cards: ["闪"] }] }), B()], { drawPile: ["闪", "闪", "杀"] });
    t.runTurn(0);
    done(t);
    expect(t.player(0).hand).toHaveLength(4);
    expect(t.engine.state.drawPile.length).toBeGreaterThan(0);
  });
  ok("韬光", "the play phase already skipped (【乐不思蜀】): not offered", () => {
    const s = board([own(["韬光"], { judge: ["乐不思蜀"] }), B()], { drawPile: ["杀♠7", "闪", "闪"] });
    s.runTurn(0);
    expect(asked(s, "韬光")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙卯

describe("〖守护〗①锁定技，准备阶段开始时，若你没有“护”，你获得1枚“护”。②当你受到伤害时❸，你可弃1枚“护”▶你防止此伤害。", () => {
  ok("守护", "① no “护”: gains 1", () => {
    const s = board([own(["守护"]), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0).marks["护"]).toBe(1);
  });
  // Was wrong (first figure): 若你没有“护” read “护” as any card (你没有牌); now the “护” mark count.
  ok("守护", "① already has 1: stays 1", () => {
    const s = board([own(["守护"], { marks: { 护: 1 } }), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0).marks["护"]).toBe(1);
  });
  ok("守护", "② discards 1 “护”: the 2 damage is prevented", () => {
    const s = board([own(["守护"], { marks: { 护: 1 }, agent: [{ activate: true, skill: "守护" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(s.player(0).marks["护"] ?? 0).toBe(0);
  });
  ok("守护", "② declined: the damage is taken", () => {
    const s = board([own(["守护"], { marks: { 护: 1 }, agent: [{ activate: false, skill: "守护" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(0).marks["护"]).toBe(1);
  });
  ok("守护", "② prevented damage was never taken (3.7.8): 〖蓄势〗① gives no “势”", () => {
    const s = board([own(["守护", "蓄势"], { marks: { 护: 1 }, agent: [{ activate: true, skill: "守护" }] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(s.player(0).marks["势"] ?? 0).toBe(0);
  });
  ok("守护", "② no “护”: not offered; losing hp: not offered", () => {
    const s = board([own(["守护"], { marks: { 护: 1 } }), B()]);
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    expect(s.player(0).hp).toBe(3);
    const t = board([own(["守护"]), B()]);
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(t, "守护")).toBe(false);
  });
});

// Refused as first written (你取消此目标: 3.7.6 ◎ 〖千幻②〗's wording); compiles since the row takes 取消<目标>.
describe("〖拒谏〗当你成为其他角色使用的【杀】的目标时，若你的手牌数不小于使用者的手牌数，你可弃置两张手牌▶你取消此目标。", () => {
  ok("拒谏", "as many hand cards as the user: discards two, the target is cancelled, no damage", () => {
    const s = board([own(["拒谏"], { hand: ["杀", "桃"], agent: [{ activate: true, skill: "拒谏" }] }), B({ hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["杀", "杀", "桃"].sort());
  });
  ok("拒谏", "a second target is still hit", () => {
    const s = board([
      own(["拒谏"], { hand: ["杀", "桃"], agent: [{ activate: true, skill: "拒谏" }] }),
      B({ hand: ["杀"], equipment: ["方天画戟"], agent: [{ play: { card: "杀" } }, { players: [0] }, { activate: true, skill: "方天画戟" }, { players: [2] }] }),
      B(),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(s.player(2).hp).toBe(3);
  });
  ok("拒谏", "fewer hand cards than the user: not offered", () => {
    const s = board([own(["拒谏"], { hand: ["杀", "桃"] }), B({ hand: ["杀", "闪", "闪", "桃"], agent: [{ play: { card: "杀" } }, { play: "end" }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "拒谏")).toBe(false);
    expect(s.player(0).hp).toBe(3);
  });
  ok("拒谏", "the owner's own 【杀】: not offered", () => {
    const s = board([own(["拒谏"], { hand: ["杀", "桃", "桃"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "拒谏")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙丑

// Refused as first written (异性, 3.2.5); compiles since the attribute rows 异性/同性.
describe("〖献祭〗出牌阶段限一次，若你的体力上限大于1，你可减1点体力上限并选择一名异性角色▶其加1点体力上限，回复1点体力。", () => {
  ok("献祭", "a female owner: max hp -1, the male target gains 1 max hp and recovers 1", () => {
    const s = board([{ general: "白板女", skills: ["献祭"], agent: [{ play: { skill: "献祭" } }] }, { general: "白板女" }, B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3 });
    expect(s.player(2)).toMatchObject({ maxHp: 5, hp: 5 });
    expect(s.player(1)).toMatchObject({ maxHp: 4, hp: 4 });
  });
  ok("献祭", "a male owner: the female is the one of the other sex", () => {
    const s = board([own(["献祭"], { agent: [{ play: { skill: "献祭" } }] }), B(), { general: "白板女", hp: 2 }]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(2)).toMatchObject({ maxHp: 5, hp: 3 });
  });
  ok("献祭", "no character of the other sex: not offered", () => {
    const s = board([{ general: "白板女", skills: ["献祭"] }, { general: "白板女" }]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("献祭", "max hp 1: not offered", () => {
    const s = board([{ general: "白板女", skills: ["献祭"], hp: 1, maxHp: 1 }, B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖代受〗当一名其他角色受到伤害时❷，若其体力值为1，你可弃置一张红色牌▶你将此伤害转移给你，摸一张牌。", () => {
  ok("代受", "another at 1 hp: the owner discards a red card, takes the damage (same source), then draws one", () => {
    const s = board([own(["代受"], { hand: ["桃♥3"], agent: [{ activate: true, skill: "代受" }] }), B({ hp: 1 }), B()], { drawPile: ["闪"] });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(s.player(1).hp).toBe(1);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.entries().filter((e) => e.t === "damage").at(-1)).toMatchObject({ source: 2, victim: 0 });
  });
  ok("代受", "another at 2 hp: not offered", () => {
    const s = board([own(["代受"], { hand: ["桃♥3"] }), B({ hp: 2 }), B()]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "代受")).toBe(false);
    expect(s.player(1).hp).toBe(1);
  });
  ok("代受", "the owner at 1 hp itself: not offered", () => {
    const s = board([own(["代受"], { hp: 1, hand: ["桃♥3"], agent: [{ respond: null }] }), B(), B()]);
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    expect(asked(s, "代受")).toBe(false);
  });
  ok("代受", "no red card: not offered", () => {
    const s = board([own(["代受"], { hand: ["杀♠7"] }), B({ hp: 1, agent: [{ respond: null }] }), B({ agent: [{ respond: null }] })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "代受")).toBe(false);
  });
  ok("代受", "declined: the other takes the damage", () => {
    const s = board([own(["代受"], { hand: ["桃♥3"], agent: [{ activate: false, skill: "代受" }, { respond: null }] }), B({ hp: 1, agent: [{ respond: null }] }), B({ agent: [{ respond: null }] })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(s.player(0).hp).toBe(4);
    expect(s.player(1).hp).toBeLessThanOrEqual(0);
  });
});

// ---------------------------------------------------------------- 盲乙寅

describe("〖轻骑〗锁定技，若你的装备区里没有坐骑牌，你至其他角色的距离-1，其他角色至你的距离+1。", () => {
  ok("轻骑", "no horse: distance 2 becomes 1 from the owner and 3 to the owner; 1 stays 1 and becomes 2", () => {
    const s = board([own(["轻骑"]), B(), B(), B()]);
    expect(s.view.distance(0, 2)).toBe(1);
    expect(s.view.distance(2, 0)).toBe(3);
    expect(s.view.distance(0, 1)).toBe(1);
    expect(s.view.distance(1, 0)).toBe(2);
  });
  ok("轻骑", "an offensive horse: both modifiers are gone", () => {
    const s = board([own(["轻骑"], { equipment: ["赤兔"] }), B(), B(), B(), B()]);
    expect(s.view.distance(2, 0)).toBe(2);
    expect(s.view.distance(1, 0)).toBe(1);
    expect(s.view.distance(0, 2)).toBe(1);
  });
  ok("轻骑", "a defensive horse: both modifiers are gone", () => {
    const s = board([own(["轻骑"], { equipment: ["绝影"] }), B(), B(), B(), B()]);
    expect(s.view.distance(0, 2)).toBe(2);
    expect(s.view.distance(2, 0)).toBe(3);
  });
});

describe("〖破甲〗锁定技，当【杀】指定目标后，若使用者为你且此目标对应的角色的体力值不小于你，你于此【杀】对此目标的使用结算中无视其防具。", () => {
  ok("破甲", "target's hp not lower: its 【仁王盾】 is ignored, the black 【杀】 hits", () => {
    const s = board([own(["破甲"], { hp: 2, hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] }), B({ hp: 3, equipment: ["仁王盾"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(2);
  });
  ok("破甲", "target's hp lower: its 【仁王盾】 works", () => {
    const s = board([own(["破甲"], { hp: 3, hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] }), B({ hp: 2, equipment: ["仁王盾"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(2);
  });
  ok("破甲", "target's hp not lower: its 【八卦阵】 is not offered", () => {
    const s = board([own(["破甲"], { hp: 2, hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] }), B({ equipment: ["八卦阵"] })], { drawPile: ["闪♥2"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
  ok("破甲", "the 【仁王盾】 of 〖御甲〗 is ignored too (3.8.10)", () => {
    const s = board([own(["破甲"], { hp: 2, hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] }), own(["御甲"], { hp: 2 })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hp).toBe(1);
  });
  ok("破甲", "another's 【杀】: the armour works", () => {
    const s = board([own(["破甲"], { hp: 1 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B({ equipment: ["仁王盾"] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(2).hp).toBe(4);
  });
});

// ---------------------------------------------------------------- 盲乙辰

// Refused as first written (此牌的使用者: 3.5.21 <一张牌>的使用者); compiles since that player phrase.
describe("〖避兵〗锁定技，当普通锦囊牌对对应的角色为你的目标使用结算开始时，若此牌的使用者的手牌数大于你，此牌对此目标无效。", () => {
  ok("避兵", "the user holds more hand cards: its 【过河拆桥】 has no effect on the owner", () => {
    const s = board([own(["避兵"], { hand: ["杀"] }), B({ hand: ["过河拆桥", "闪", "闪"], agent: [{ play: { card: "过河拆桥" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("避兵", "the user holds no more: the 【过河拆桥】 takes effect", () => {
    const s = board([own(["避兵"], { hand: ["杀", "杀"] }), B({ hand: ["过河拆桥", "闪"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["杀"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("避兵", "a beneficial trick too (【桃园结义】): no recovery for the owner, the user recovers", () => {
    const s = board([own(["避兵"], { hp: 3 }), B({ hp: 3, hand: ["桃园结义", "闪", "闪"], agent: [{ play: { card: "桃园结义" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(4);
  });
  ok("避兵", "a 【杀】 is no trick: it hits", () => {
    const s = board([own(["避兵"]), B({ hand: ["杀", "闪", "闪"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(3);
  });
});

describe("〖奇谋〗出牌阶段限一次，你可弃置一张装备牌并选择一名是你使用无对应的实体牌的【顺手牵羊】的合法目标的角色▶你对其使用无对应的实体牌的【顺手牵羊】。", () => {
  ok("奇谋", "discards an equipment card: a virtual 【顺手牵羊】 takes the target's card", () => {
    const s = board([own(["奇谋"], { hand: ["八卦阵"], agent: [{ play: { skill: "奇谋" } }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["八卦阵"]);
    expect(s.handNames(0)).toEqual(["闪"]);
    const use = s.entries().find((e) => e.t === "use" && e.card === "顺手牵羊");
    expect(use).toMatchObject({ user: 0, targets: [1], cards: [] });
  });
  ok("奇谋", "the judgement area counts: a delayed trick can be taken", () => {
    const s = board([own(["奇谋"], { hand: ["八卦阵"], agent: [{ play: { skill: "奇谋" } }, { play: "end" }] }), B({ judge: ["乐不思蜀"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["乐不思蜀"]);
  });
  ok("奇谋", "a character at distance 2 is no legal target: not offered", () => {
    const s = board([own(["奇谋"], { hand: ["八卦阵"], agent: [{ play: "end" }] }), B(), B({ hand: ["闪"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  // Was wrong (first figure): offered with 【赤兔】 the only equipment card — the availability check
  // counted the horse, the target choice after the discard did not (3.1.7 ◆), so the horse was
  // discarded for nothing. Now a cost's card choice leaves out the weapon/horse the later cost
  // choices rely on, and the costs are payable only if enough cards are left (statements.ts).
  ok("奇谋", "3.1.7 ◆ with another equipment card: that one is discarded, the horse stays and the target is in reach", () => {
    const s = board([own(["奇谋"], { equipment: ["赤兔"], hand: ["八卦阵"], agent: [{ play: { skill: "奇谋" } }] }), B(), B({ hand: ["闪"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["八卦阵"]);
    expect(s.player(0).equipment.offensiveHorse).toBeDefined();
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("奇谋", "3.1.7 ◆: the offensive horse discarded as the cost does not count for the distance", () => {
    const s = board([own(["奇谋"], { equipment: ["赤兔"] }), B(), B({ hand: ["闪"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("奇谋", "no equipment card: not offered", () => {
    const s = board([own(["奇谋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B({ hand: ["闪"], agent: [{ respond: null }] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲乙巳

describe("〖化甲〗当你需要使用/打出【闪】时❸，若你的体力值不大于2，你可使用/打出对应的实体牌为你的一张装备牌的【闪】。", () => {
  ok("化甲", "hp 2: an equipped card is used as 【闪】 against a 【杀】", () => {
    const s = board([own(["化甲"], { hp: 2, equipment: ["赤兔"], agent: [{ activate: true, skill: "化甲" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(2);
    expect(discardNames(s)).toContain("赤兔");
    expect(s.player(0).equipment).toEqual({});
  });
  ok("化甲", "hp 2: an equipment hand card played as 【闪】 against 【万箭齐发】", () => {
    const s = board([own(["化甲"], { hp: 2, hand: ["青釭剑"], agent: [{ activate: true, skill: "化甲" }] }), B({ hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(2);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("化甲", "hp 3: not offered, the 【杀】 hits", () => {
    const s = board([own(["化甲"], { hp: 3, equipment: ["赤兔"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(2);
    expect(asked(s, "化甲")).toBe(false);
  });
});

describe("〖同袍〗锁定技，你的手牌上限+X（X为其他吴势力角色数）。", () => {
  ok("同袍", "two other living 吴 characters: hand limit hp+2", () => {
    const s = board([own(["同袍"]), { general: "吴白板" }, { general: "吴白板女" }, B()]);
    expect(s.view.handLimit(0)).toBe(6);
  });
  ok("同袍", "the owner's own 吴 faction does not count; a dead 吴 character does not count", () => {
    const s = board([{ general: "吴白板", skills: ["同袍"], role: "lord" }, { general: "吴白板", role: "rebel", hp: 1 }, { general: "吴白板", role: "rebel" }, B({ role: "loyalist" })]);
    expect(s.view.handLimit(0)).toBe(6);
    s.act(3, (ctx) => ctx.damage(1, 1, { source: null }));
    expect(s.player(1).alive).toBe(false);
    expect(s.view.handLimit(0)).toBe(5);
  });
});

// ---------------------------------------------------------------- 盲乙午

describe("〖易手〗出牌阶段限一次，你可失去1点体力并选择一名手牌数大于你的其他角色▶你与其交换手牌。", () => {
  ok("易手", "loses 1 hp, swaps hands with a character holding more", () => {
    const s = board([own(["易手"], { hand: ["杀"], agent: [{ play: { skill: "易手" } }, { play: "end" }] }), B({ hand: ["闪", "桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(1)).toEqual(["杀"]);
  });
  ok("易手", "no hand cards: takes all of the other's", () => {
    const s = board([own(["易手"], { agent: [{ play: { skill: "易手" } }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("易手", "nobody holds more: not offered", () => {
    const s = board([own(["易手"], { hand: ["杀"], agent: [{ play: "end" }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖涅生〗觉醒技，当你进入濒死状态时，你减1点体力上限▷你将体力回复至2点，失去〖易手〗，获得〖振作〗。", () => {
  ok("涅生", "max hp 4, hp 1, 2 damage: max hp 3, hp 2, 〖易手〗 lost, 〖振作〗 gained", () => {
    const s = board([{ general: "盲乙午", hp: 1 }, B(), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(s.player(0)).toMatchObject({ alive: true, maxHp: 3, hp: 2 });
    expect(s.player(0).skills).not.toContain("易手");
    expect(s.player(0).skills).toContain("振作");
  });
  ok("涅生", "max hp 2: hp back to 2 is capped at the new max hp 1", () => {
    const s = board([{ general: "盲乙午", hp: 1, maxHp: 2 }, B(), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0)).toMatchObject({ alive: true, maxHp: 1, hp: 1 });
  });
  ok("涅生", "max hp 1: the owner dies, no skills change", () => {
    const s = board([{ general: "盲乙午", hp: 1, maxHp: 1, role: "rebel" }, B({ role: "lord" }), B({ role: "rebel" })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0).alive).toBe(false);
  });
  ok("涅生", "觉醒技: once per game; the second time the owner dies", () => {
    const s = board([{ general: "盲乙午", hp: 1, role: "rebel" }, B({ role: "lord" }), B({ role: "rebel" })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0)).toMatchObject({ alive: true, hp: 2, maxHp: 3 });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(s.player(0).alive).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙未

describe("〖清障〗判定阶段开始时，若你的判定区里有牌，你可弃置两张手牌▶你弃置你判定区里的一张牌。", () => {
  ok("清障", "discards two hand cards, then the 【乐不思蜀】: it is not judged", () => {
    const s = board([own(["清障"], { hand: ["闪", "杀"], judge: ["乐不思蜀"], agent: [{ activate: true, skill: "清障" }] }), B()], { drawPile: ["杀♠7"] });
    s.runPhase(0, "judge");
    done(s);
    expect(s.player(0).judgeArea).toEqual([]);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["乐不思蜀", "杀", "闪"].sort());
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
  ok("清障", "two delayed tricks: one chosen is discarded, the other is judged", () => {
    const s = board([own(["清障"], { hand: ["闪", "杀"], judge: ["乐不思蜀", "闪电"], agent: [{ activate: true, skill: "清障" }, { cards: ["闪电"] }] }), B()], { drawPile: ["杀♠7"] });
    s.runPhase(0, "judge");
    done(s);
    expect(discardNames(s)).toContain("闪电");
    expect(s.entries().filter((e) => e.t === "judge")).toHaveLength(1);
  });
  ok("清障", "an empty judgement area: not offered", () => {
    const s = board([own(["清障"], { hand: ["闪", "杀"] }), B()]);
    s.runPhase(0, "judge");
    expect(asked(s, "清障")).toBe(false);
  });
  ok("清障", "one hand card: not offered", () => {
    const s = board([own(["清障"], { hand: ["闪"], equipment: ["八卦阵"], judge: ["乐不思蜀"] }), B()], { drawPile: ["杀♠7"] });
    s.runPhase(0, "judge");
    expect(asked(s, "清障")).toBe(false);
  });
});

describe("〖搜罗〗摸牌阶段开始时❷，你可令额定摸牌数改为0▶你亮出牌堆顶的三张牌，获得其中的所有基本牌，将其余的牌以任意顺序置于牌堆底。", () => {
  ok("搜罗", "reveals three: takes the basic cards, the trick goes to the bottom, no normal draw", () => {
    const s = board([own(["搜罗"], { agent: [{ activate: true, skill: "搜罗" }] }), B()], { drawPile: ["杀", "无懈可击", "闪", "桃", "桃"] });
    s.runPhase(0, "draw");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
    const pile = s.engine.state.drawPile;
    expect(s.card(pile[0]).name).toBe("桃");
    expect(s.card(pile[pile.length - 1]).name).toBe("无懈可击");
  });
  ok("搜罗", "no basic card: all three to the bottom, nothing drawn", () => {
    const s = board([own(["搜罗"], { agent: [{ activate: true, skill: "搜罗" }, { cards: ["无懈可击"] }, { cards: ["过河拆桥"] }] }), B()], {
      drawPile: ["无懈可击", "过河拆桥", "南蛮入侵", "桃"],
    });
    s.runPhase(0, "draw");
    expect(s.player(0).hand).toEqual([]);
    const pile = s.engine.state.drawPile;
    expect(s.card(pile[0]).name).toBe("桃");
    expect(pile.slice(-3).map((c) => s.card(c).name).sort()).toEqual(["无懈可击", "过河拆桥", "南蛮入侵"].sort());
  });
  ok("搜罗", "declined: draws 2", () => {
    const s = board([own(["搜罗"], { agent: [{ activate: false, skill: "搜罗" }] }), B()], { drawPile: ["杀", "无懈可击", "闪"] });
    s.runPhase(0, "draw");
    done(s);
    expect(s.handNames(0)).toEqual(["杀", "无懈可击"]);
  });
  ok("搜罗", "another's draw phase: not offered", () => {
    const s = board([own(["搜罗"]), B()]);
    s.runPhase(1, "draw");
    expect(asked(s, "搜罗")).toBe(false);
  });
});

describe("〖肃纪〗出牌阶段开始时，若你的下家的手牌数大于你，你可令其将手牌弃置至X张（X为其手牌数的一半）。", () => {
  ok("肃纪", "the next seat holds 5: it discards 3 of its choice, keeps 2", () => {
    const s = board([
      own(["肃纪"], { agent: [{ activate: true, skill: "肃纪" }] }),
      B({ hand: ["杀", "闪", "桃", "杀", "闪"], agent: [{ cards: ["杀", "杀", "闪"] }] }),
      B({ hand: ["杀", "闪", "桃"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
    expect(s.player(2).hand).toHaveLength(3);
  });
  ok("肃纪", "the next seat holds 1: it discards it", () => {
    const s = board([own(["肃纪"], { agent: [{ activate: true, skill: "肃纪" }] }), B({ hand: ["杀"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("肃纪", "the next seat holds no more than the owner: not offered (another seat with more does not count)", () => {
    const s = board([own(["肃纪"], { hand: ["闪"], agent: [{ play: "end" }] }), B({ hand: ["杀"] }), B({ hand: ["杀", "闪", "桃"] })]);
    s.runPhase(0, "play");
    expect(asked(s, "肃纪")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙申

describe("〖箭雨〗结束阶段开始时，你可弃置一张【杀】并选择你的攻击范围内的一名其他角色▶其需打出【闪】，否则受到你造成的1点伤害。", () => {
  ok("箭雨", "no 【闪】 played: 1 damage from the owner", () => {
    const s = board([own(["箭雨"], { hand: ["杀"], agent: [{ activate: true, skill: "箭雨" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(1).hp).toBe(3);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.entries().filter((e) => e.t === "damage").at(-1)).toMatchObject({ source: 0, victim: 1 });
  });
  ok("箭雨", "a 【闪】 is played: no damage", () => {
    const s = board([own(["箭雨"], { hand: ["杀"], agent: [{ activate: true, skill: "箭雨" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "play" && e.card === "闪")).toBe(true);
  });
  ok("箭雨", "the 【闪】 has a 【闪】 in hand but declines: damaged", () => {
    const s = board([own(["箭雨"], { hand: ["杀"], agent: [{ activate: true, skill: "箭雨" }] }), B({ hand: ["闪"], agent: [{ respond: null }] })]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(1).hp).toBe(3);
  });
  ok("箭雨", "a 【闪】 played through 【八卦阵】's red judgement: no damage", () => {
    const s = board([own(["箭雨"], { hand: ["杀"], agent: [{ activate: true, skill: "箭雨" }] }), B({ equipment: ["八卦阵"], agent: [{ activate: true, skill: "八卦阵" }] })], { drawPile: ["桃♥3"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(1).hp).toBe(4);
  });
  ok("箭雨", "no 【杀】: not offered", () => {
    const s = board([own(["箭雨"], { hand: ["闪"] }), B()]);
    s.runPhase(0, "finish");
    expect(asked(s, "箭雨")).toBe(false);
  });
  ok("箭雨", "the only others are out of range: not offered", () => {
    const s = board([own(["箭雨"], { hand: ["杀"] }), B({ equipment: ["的卢"] }), B(), B({ equipment: ["绝影"] })]);
    s.runPhase(0, "finish");
    expect(asked(s, "箭雨")).toBe(false);
  });
});

describe("〖忠魂〗主公技，当其他蜀势力角色死亡时，你可获得其所有牌。", () => {
  ok("忠魂", "another 蜀 character dies: the lord takes its hand and equipment, not its judgement area", () => {
    const s = board([
      { general: "盲乙申", role: "lord", agent: [{ activate: true, skill: "忠魂" }] },
      { general: "蜀白板", role: "loyalist", hp: 1, hand: ["闪", "桃"], equipment: ["八卦阵"], judge: ["乐不思蜀"], agent: [{ respond: null }] },
      B({ role: "rebel" }),
      B({ role: "rebel" }),
    ]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(1).alive).toBe(false);
    expect(s.handNames(0).sort()).toEqual(["八卦阵", "桃", "闪"].sort());
    expect(discardNames(s)).toEqual(["乐不思蜀"]);
  });
  ok("忠魂", "a non-蜀 character dies: not offered", () => {
    const s = board([{ general: "盲乙申", role: "lord" }, B({ role: "loyalist", hp: 1, hand: ["闪"] }), B({ role: "rebel" }), B({ role: "rebel" })]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    expect(asked(s, "忠魂")).toBe(false);
  });
  ok("忠魂", "主公技: the owner is not the lord, not offered", () => {
    const s = board([{ general: "盲乙申", role: "rebel" }, { general: "蜀白板", role: "rebel", hp: 1, hand: ["闪"] }, B({ role: "lord" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    expect(asked(s, "忠魂")).toBe(false);
  });
  ok("忠魂", "the dead 蜀 character has no hand or equipment cards: not offered", () => {
    const s = board([{ general: "盲乙申", role: "lord" }, { general: "蜀白板", role: "loyalist", hp: 1, judge: ["乐不思蜀"] }, B({ role: "rebel" }), B({ role: "rebel" })]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    expect(asked(s, "忠魂")).toBe(false);
  });
});

// ---------------------------------------------------------------- the figure

/** The 32 skills of blind2.sgs that compiled as first written (blind2.test.ts), in the pack's order. */
const FIRST_COMPILED = [
  "厉兵", "激辩", "碎甲", "祈禳", "御甲", "蓄势", "破势", "立威", "焚营", "引燃", "固垒", "枕戈", "振作", "窥觎", "威逼",
  "铸械", "追锋", "乘胜", "代受", "轻骑", "破甲", "守护", "奇谋", "化甲", "同袍", "易手", "涅生", "清障", "搜罗", "肃纪",
  "箭雨", "忠魂",
];
/** Those that compile now: the first 32 and six refused at first. */
const COMPILED = [...FIRST_COMPILED, "惜物", "连战", "献祭", "拒谏", "避兵", "韬光"];
/** Those whose every behaviour test above passes: they behave as written (blind2.md). */
const BEHAVES = [
  "厉兵", "激辩", "碎甲", "祈禳", "御甲", "蓄势", "破势", "立威", "焚营", "引燃", "固垒", "枕戈", "振作", "窥觎", "威逼",
  "铸械", "追锋", "乘胜", "代受", "轻骑", "破甲", "守护", "奇谋", "化甲", "同袍", "易手", "涅生", "清障", "搜罗", "肃纪",
  "箭雨", "忠魂", "惜物", "连战", "献祭", "拒谏", "避兵", "韬光",
];
/** The figure as first measured (never overwritten): 27 of 32. */
const FIRST_BEHAVES = 27;

describe("the figure (issue #5, batch 2)", () => {
  test("38 of the 38 compiled blind2 skills behave as written (first: 27 of 32, 28 read right)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then move the skill here.
    expect(COMPILED.filter((k) => !MISBEHAVING.has(k))).toEqual(BEHAVES);
    expect(BEHAVES).toHaveLength(38);
    expect(BEHAVES.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(FIRST_COMPILED).toHaveLength(32);
    expect(COMPILED).toHaveLength(38);
  });
});
