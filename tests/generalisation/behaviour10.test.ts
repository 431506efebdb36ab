// Issue #5, tenth batch, measured honestly: do the blind10 skills that compile (tests/generalisation/blind10.sgs, 33 of 40:
// lines 28 坚甲, 40 流光, 46 破竹, 49 焚营, 59 绮梦, 63 陷锋, 80 奇谋 are refused) BEHAVE as blind10.md says? One describe per
// compiled skill, named by its text, asserting the text's own meaning (blind10.md, and the rulebook ../shared/seeds where the
// two differ), not what the compiler happens to do. Written blind: the tester read only tests/generalisation/harness.ts,
// runtime/scenario.ts, runtime/agents/scripted.ts, runtime/log/log.ts, runtime/model/*.ts, the interfaces of runtime/engine,
// behaviour9.test.ts (the pattern), blind10.sgs/.md, the seeds and the corpus — not grammar/, compiler/, the runtime's operation
// code, skills/ (beyond the 军争 deck list for card names) nor any compiled output. A skill that compiles but misbehaves keeps
// its test as `wrong(...)` (test.fails) with a comment saying what goes wrong, so the figure at the end is honest and flips
// when the bug is fixed.
//
// Measured as first written (batch 10, against main a211af9 with the working tree as it stood — other sessions were editing
// runtime/api and the harness meanwhile): 25 of 33 compiled skills behave as written, 7 misbehave, 1 is disputed.
// Misbehaving as first written:
// 〖谲辩〗 (not won: whether the 【杀】 is used is asked of the owner, not of 其 — B, who uses it);
// 〖同舟〗 (after the lord draws, whether to give a card is asked of the 吴 character, not of the lord, 你);
// 〖死斗〗 (the owner killed the dead character, yet its 【杀】 limit is not raised: no second 【杀】);
// 〖箭雨〗 (two characters damaged by it, the owner loses no hp);
// 〖夺魄〗 (an equipment card gained and not used: the other character still draws X, as for a non-equipment card);
// 〖巧应〗 (with an equipped card and no 【闪】 in hand the need for a 【闪】 is skipped: never offered, unless a 【八卦阵】 opens it);
// 〖蓄势〗 (盲癸未 starts without it — no skill at all — though only 〖奔雷〗 is marked as not owned at first).
// Disputed: 〖虎踞〗 — blind10.md says it cannot be activated once the draw count is 改为0, citing 3.4.19 ◆, which forbids only such
// a COST; the rulebook's reading (nothing drawn, Af = 0) is what is asserted, and the runtime shows it.
// Now (same session, after general fixes, none made for one skill): 31 of 33 behave, none misbehaves, 2 disputed (虎踞; 死斗,
// whose ▷ after the last option reads as that option's by 3.5.12 and the corpus, where blind10.md reads it after the choice).
// Harness note: the refused line 46 has a stand-in (STAND_INS below) so that 〖铁壁〗 (line 44), which grants it, loads.
import path from "node:path";
import { describe, expect, test } from "vitest";

import { asked, B, behaviourHarness, drawn, fill, notAnOption, pileNames, REFUSED_ANSWER, damages, discardNames, done, equipNames, hp, names, own, phases, pindians, plays, type Scenario as S, skillsUsed, uses, probing } from "./harness.ts";

/** The 7 lines refused as first written (blind10.test.ts FIRST_REFUSED): commented out and not tested here. */
const REFUSED = [28, 40, 46, 49, 59, 63, 80];
/**
 * Commenting the refused lines out would leave line 44 (〖铁壁〗, which compiles) naming a skill that no longer exists
 * (E-UNKNOWN-SKILL 〖破竹〗). So the refused line 46 is replaced by a stand-in 〖破竹〗 — its first clause alone — only so that
 * 〖铁壁〗 can name the skill it grants; 〖破竹〗 is refused and not tested.
 */
const STAND_INS: Record<number, string> = { 46: "〖破竹〗锁定技，你使用【杀】无距离关系的限制。" };
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind10.sgs"), REFUSED, { standIns: STAND_INS });
const decisions = (s: S, skill: string) => s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === skill).length;
const lostHp = (s: S) => s.entries().flatMap((e) => (e.t === "loseHp" ? [[e.player, e.amount]] : []));
const recovers = (s: S) => s.entries().flatMap((e) => (e.t === "recover" ? [[e.player, e.amount]] : []));
const moves = (s: S, reason?: string) => s.entries().flatMap((e) => (e.t === "move" && (reason === undefined || e.reason === reason) ? [e] : []));
const skillChanges = (s: S) => s.entries().flatMap((e) => (e.t === "skills" ? [[e.player, e.change, [...e.skills]] as const] : []));

// ---------------------------------------------------------------- 盲癸甲

describe("〖烈锋〗当你需要使用/打出【杀】时❸，你可使用/打出对应的实体牌为你的装备区里的一张牌的【杀】。", () => {
  ok("烈锋", "no 【杀】 in hand: the equipped ♥5 【赤兔】 used as a 【杀】 on B — its one card the 【赤兔】, which goes to the discard pile", () => {
    const s = board([own(["烈锋"], { equipment: ["赤兔♥5"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "烈锋" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    const u = uses(s).find((e) => e.card === "杀")!;
    expect(u).toMatchObject({ user: 0, targets: [1] });
    expect(names(s, u.cards)).toEqual(["赤兔"]);
    expect(s.player(0).equipment).toEqual({});
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect(skillsUsed(s)).toContain("烈锋");
  });
  ok("烈锋", "the converted 【杀】 counts: a second 【杀】 (by 〖烈锋〗 or from hand) is no option", () => {
    const s = board([own(["烈锋"], { hand: ["杀"], equipment: ["赤兔♥5", "八卦阵"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "烈锋" }, { cards: ["赤兔"] }, { play: { card: "杀" } }] }), B()]);
    notAnOption(s);
    expect(hp(s, 1)).toBe(3);
  });
  ok("烈锋", "B's 【决斗】: the owner plays its equipped 【赤兔】 as a 【杀】; B has none and takes 1 damage", () => {
    const s = board([own(["烈锋"], { equipment: ["赤兔♥5"], agent: [{ activate: true, skill: "烈锋" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(plays(s)).toHaveLength(1);
    expect(plays(s)[0]).toMatchObject({ player: 0, card: "杀" });
    expect(names(s, plays(s)[0].cards)).toEqual(["赤兔"]);
    expect(s.player(0).equipment).toEqual({});
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
  });
  ok("烈锋", "a weapon used as the 【杀】 gives no range (3.1.7 ◆): with only a 【青龙偃月刀】, seat 2 (distance 2) is no target", () => {
    const s = board([own(["烈锋"], { equipment: ["青龙偃月刀"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "烈锋" }, { players: [2] }] }), B(), B(), B()]);
    expect(s.view.inAttackRange(0, 2)).toBe(true);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    expect(damages(s)).toEqual([]);
    // Seat 1 (distance 1) is within the range of 1 left.
    const t = board([own(["烈锋"], { equipment: ["青龙偃月刀"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "烈锋" }, { players: [1] }] }), B(), B(), B()]);
    t.runPhase(0, "play");
    done(t);
    expect(damages(t)).toMatchObject([{ source: 0, victim: 1 }]);
  });
  ok("烈锋", "the 【赤兔】 used while the 【青龙偃月刀】 stays: seat 2 is in range (3) — hit", () => {
    const s = board([own(["烈锋"], { equipment: ["青龙偃月刀", "赤兔♥5"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "烈锋" }, { cards: ["赤兔"] }, { players: [2] }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
    expect(equipNames(s, 0)).toEqual(["青龙偃月刀"]);
  });
  ok("烈锋", "no equipment: no 【杀】 to use (a hand 【闪】 is no card for it); needing a 【闪】: not asked", () => {
    const s = board([own(["烈锋"], { hand: ["闪"], agent: [{ play: { need: "杀" } }] }), B()]);
    notAnOption(s);
    const t = board([own(["烈锋"], { equipment: ["赤兔♥5"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(t, "烈锋")).toBe(false);
    expect(hp(t, 0)).toBe(3);
  });
});

describe("〖追袭〗当【杀】被抵消后，若使用者为你，你可获得此目标对应的角色的一张牌▷若此牌为装备牌，你于此阶段内使用【杀】的次数上限+1。", () => {
  ok("追袭", "B's 【闪】 offsets the 【杀】: the owner takes B's 【青釭剑】 — an equipment card, so a second 【杀】 this phase (it hits)", () => {
    const s = board([own(["追袭"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "追袭" }, { cards: ["青釭剑"] }, { play: { card: "杀" } }, { play: "end" }] }), B({ hand: ["闪", "桃"], equipment: ["青釭剑"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["青釭剑"]);
    expect(s.player(1).equipment).toEqual({});
    expect(moves(s, "gain")).toHaveLength(1);
    expect(hp(s, 1)).toBe(3);
    expect(uses(s).filter((u) => u.card === "杀")).toHaveLength(2);
  });
  ok("追袭", "the card taken is B's 【桃】 (not equipment): the limit stays 1 — no second 【杀】", () => {
    const s = board([own(["追袭"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "追袭" }, { cards: ["桃"] }, { play: { card: "杀" } }] }), B({ hand: ["闪", "桃"], equipment: ["青釭剑"], agent: [{ respond: "闪" }] })]);
    notAnOption(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "桃"].sort());
    expect(equipNames(s, 1)).toEqual(["青釭剑"]);
  });
  ok("追袭", "twice: two equipment cards taken from two offset 【杀】 — a limit of 3", () => {
    const s = board([
      own(["追袭"], { hand: ["杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "追袭" }, { cards: ["青釭剑"] }, { play: { card: "杀" } }, { activate: true, skill: "追袭" }, { play: { card: "杀" } }, { play: "end" }] }),
      B({ hand: ["闪", "闪"], equipment: ["青釭剑", "八卦阵"], agent: [{ activate: false, skill: "八卦阵" }, { respond: "闪" }, { activate: false, skill: "八卦阵" }, { respond: "闪" }] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(uses(s).filter((u) => u.card === "杀")).toHaveLength(3);
    expect(hp(s, 1)).toBe(3);
  });
  ok("追袭", "not asked: the 【杀】 hits; B's 【杀】 offset by the owner's 【闪】; B left with only a judge-area card", () => {
    const s = board([own(["追袭"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B({ equipment: ["青釭剑"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    const t = board([own(["追袭"], { hand: ["闪"], agent: [{ respond: "闪" }] }), B({ hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    const u = board([own(["追袭"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B({ hand: ["闪"], judge: ["乐不思蜀"], agent: [{ respond: "闪" }] })]);
    u.runPhase(0, "play");
    done(u);
    expect(asked(s, "追袭") || asked(t, "追袭") || asked(u, "追袭")).toBe(false);
    expect(u.player(1).judgeArea).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- 盲癸乙

describe("〖霜语〗当你需要使用/打出【闪】时❸，若你的手牌数不大于你的体力值，你可使用/打出对应的实体牌为你的一张梅花手牌的【闪】。", () => {
  ok("霜语", "hp 3, three cards: B's 【杀】 offset by a 【闪】 whose card is the ♣3 【过河拆桥】", () => {
    const s = board([own(["霜语"], { hp: 3, maxHp: 3, hand: ["过河拆桥♣3", "杀♠8", "桃♥9"], agent: [{ activate: true, skill: "霜语" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    const u = uses(s).find((e) => e.card === "闪")!;
    expect(u.user).toBe(0);
    expect(names(s, u.cards)).toEqual(["过河拆桥"]);
    expect(s.handNames(0).sort()).toEqual(["杀", "桃"].sort());
    expect(discardNames(s)).toContain("过河拆桥");
  });
  ok("霜语", "B's 【万箭齐发】: a ♣ card played as a 【闪】", () => {
    const s = board([own(["霜语"], { hand: ["杀♣5"], agent: [{ activate: true, skill: "霜语" }] }), B({ hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(plays(s)).toMatchObject([{ player: 0, card: "闪" }]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("霜语", "hp 2 with three cards (the ♣ one counted): not asked, the 【杀】 hits", () => {
    const s = board([own(["霜语"], { hp: 2, hand: ["杀♣5", "杀♠8", "桃♥9"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "霜语")).toBe(false);
    expect(hp(s, 0)).toBe(1);
  });
  ok("霜语", "not asked: no ♣ hand card (♠ and ♥ only; an equipped ♣5 【的卢】); needing a 【杀】 (B's 【决斗】)", () => {
    const s = board([own(["霜语"], { hand: ["杀♠8", "桃♥9"], equipment: ["的卢♣5"] }), B({ hand: ["杀"], equipment: ["青龙偃月刀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    const t = board([own(["霜语"], { hand: ["过河拆桥♣3"] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(hp(t, 0)).toBe(3);
    expect(asked(s, "霜语") || asked(t, "霜语")).toBe(false);
  });
});

describe("〖寒瞳〗当一名角色的判定结果确定前，你可弃置一张手牌▶你亮出牌堆顶的一张牌，系统将此牌作为判定牌，你获得原判定牌。", () => {
  ok("寒瞳", "B's 【乐不思蜀】 judged ♥3: the owner discards a card, the top ♠9 becomes the judge card — B skips its play phase; the ♥3 to the owner's hand", () => {
    const s = board([own(["寒瞳"], { hand: ["闪"], agent: [{ activate: true, skill: "寒瞳" }] }), B({ judge: ["乐不思蜀"] }), B()], { drawPile: ["桃♥3", "杀♠9", ...fill(6)] });
    s.runTurn(1);
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "judgeCardReplaced")).toBe(true);
    expect(phases(s, 1)).not.toContain("play");
    expect(discardNames(s).sort()).toEqual(["乐不思蜀", "杀", "闪"].sort());
    expect(moves(s, "discard").map((m) => m.from)).toEqual([["hand0"]]);
  });
  ok("寒瞳", "the owner's own judgement (【闪电】 on ♠5) changed to ♥3: no thunder damage; the ♠5 to hand", () => {
    const s = board([own(["寒瞳"], { hand: ["闪"], judge: ["闪电"], agent: [{ activate: true, skill: "寒瞳" }] }), B()], { drawPile: ["杀♠5", "桃♥3", ...fill(4)] });
    s.runPhase(0, "judge");
    done(s);
    expect(damages(s)).toEqual([]);
    expect(hp(s, 0)).toBe(4);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("寒瞳", "no hand card: not asked (B's 【乐不思蜀】 on ♥3 fails, B plays); declined: the judgement stands", () => {
    const s = board([own(["寒瞳"], { equipment: ["赤兔"] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["桃♥3", "闪♦2", ...fill(6)] });
    s.runTurn(1);
    expect(asked(s, "寒瞳")).toBe(false);
    expect(phases(s, 1)).toContain("play");
    const t = board([own(["寒瞳"], { hand: ["闪"], agent: [{ activate: false, skill: "寒瞳" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["桃♥3", "闪♦2", ...fill(6)] });
    t.runTurn(1);
    done(t);
    expect(phases(t, 1)).toContain("play");
    expect(t.handNames(0)).toEqual(["闪"]);
  });
  ok("寒瞳", "a 拼点 is no judgement: not asked", () => {
    const s = board([own(["寒瞳"], { hand: ["闪"] }), B({ hand: ["杀♠7"] }), B({ hand: ["杀♠9"], agent: [{ cards: ["杀"] }] })]);
    s.run((e) => void e.pindian(1, 2));
    expect(pindians(s)).toHaveLength(1);
    expect(asked(s, "寒瞳")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲癸丙

describe("〖截江〗当【杀】选择目标后，若使用者为你且你已受伤，你可令至多X名是此【杀】的合法目标的其他角色也成为此【杀】的目标（X为你已损失的体力值）。", () => {
  ok("截江", "hp 2 of 4, a 【杀】 on B: C added — both hit, B first; one 【杀】 counted", () => {
    const s = board([own(["截江"], { hp: 2, hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "截江" }, { players: [2] }, { play: { card: "杀" } }] }), B(), B()]);
    notAnOption(s);
    expect(damages(s).map((d) => [d.source, d.victim])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(s.entries().some((e) => e.t === "targets" && e.change === "add" && e.players.includes(2))).toBe(true);
  });
  ok("截江", "four seats, hp 3 (X = 1): seat 2 (distance 2, out of range) cannot be added; seat 3 can", () => {
    const s = board([own(["截江"], { hp: 3, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "截江" }, { players: [2] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    const t = board([own(["截江"], { hp: 3, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "截江" }, { players: [3] }] }), B(), B(), B()]);
    t.runPhase(0, "play");
    done(t);
    expect(damages(t).map((d) => d.victim)).toEqual([1, 3]);
  });
  ok("截江", "at most X: hp 3 (X = 1) in four seats with a 【青龙偃月刀】 — two added are refused", () => {
    const s = board([own(["截江"], { hp: 3, hand: ["杀"], equipment: ["青龙偃月刀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "截江" }, { players: [2, 3] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
  });
  ok("截江", "not asked: unhurt; B's 【杀】 on the wounded owner", () => {
    const s = board([own(["截江"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    const t = board([own(["截江"], { hp: 2 }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(s, "截江") || asked(t, "截江")).toBe(false);
    expect(damages(s)).toHaveLength(1);
    expect(damages(t)).toHaveLength(1);
  });
  ok("截江", "targets settle in seat order: the 【杀】 on C, B added — B is hit first", () => {
    const s = board([own(["截江"], { hp: 2, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "截江" }, { players: [1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => d.victim)).toEqual([1, 2]);
  });
});

describe("〖断楫〗锁定技，若你的装备区里没有武器牌，你的攻击范围+1，你使用【杀】的次数上限+1。", () => {
  ok("断楫", "no weapon, four seats: attack range 2 (seat 2 in range); two 【杀】 in a phase, not a third; no skill entry", () => {
    const s = board([own(["断楫"], { hand: ["杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }] }), B(), B(), B()]);
    expect(s.view.attackRange(0)).toBe(2);
    expect(s.view.inAttackRange(0, 2)).toBe(true);
    notAnOption(s);
    expect(damages(s).map((d) => d.victim)).toEqual([2, 1]);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("断楫", "with a 【青釭剑】: range 2 (the sword's), one 【杀】", () => {
    const s = board([own(["断楫"], { hand: ["杀", "杀"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }] }), B(), B(), B()]);
    expect(s.view.attackRange(0)).toBe(2);
    notAnOption(s);
  });
  ok("断楫", "armour and horses are no weapon: still +1; a 【杀】 used, then a weapon equipped — no second 【杀】", () => {
    const s = board([own(["断楫"], { equipment: ["八卦阵", "赤兔"] }), B(), B(), B()]);
    expect(s.view.attackRange(0)).toBe(2);
    const t = board([own(["断楫"], { hand: ["杀", "青釭剑", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "青釭剑" } }, { play: { card: "杀" } }] }), B(), B(), B()]);
    notAnOption(t);
    expect(equipNames(t, 0)).toEqual(["青釭剑"]);
  });
});

// ---------------------------------------------------------------- 盲癸丁

describe("〖谲辩〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你获得其一张牌，你于此回合内使用【杀】无距离关系的限制；若你未赢，其可对你使用无对应的实体牌的普【杀】（无距离关系的限制）。若你的此次拼点的牌为【杀】，你摸一张牌。", () => {
  ok("谲辩", "♠K 【杀】 against ♥5: won — B's 【的卢】 taken, one card drawn (the 拼点 card was a 【杀】), a 【杀】 on seat 2 (distance 2) this turn", () => {
    const s = board(
      [
        own(["谲辩"], { hp: 3, hand: ["杀♠10", "杀♠7"], agent: [{ play: { skill: "谲辩" } }, { cards: ["杀"] }, { cards: ["的卢"] }, { play: { card: "杀" } }, { players: [2] }, { play: "end" }] }),
        B({ hand: ["桃♥5", "杀♣2"], equipment: ["的卢"], agent: [{ cards: ["桃"] }] }),
        B(),
        B(),
      ],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ player: 0, targets: [1], winners: [0] }]);
    expect(s.handNames(0).sort()).toEqual(["的卢", "闪"].sort());
    expect(s.player(1).equipment).toEqual({});
    expect(drawn(s, 0)).toBe(1);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
  });
  // Misbehaved as first measured (fixed since: an effect's 可 is its one named performer's, statements.ts runStep): when the
  // owner had not won, the choice whether to use the 【杀】 was asked of the OWNER (seat 0: an `activate`
  // request for 〖谲辩〗), not of the other character; the 【杀】 then comes from B all the same. blind10.md 〖谲辩〗 and 约定1
  // (效果中间再出现的“可”……是该效果的执行者另行选择是否执行), as the text says “其可对你使用”: B (其) chooses, the owner is not asked.
  ok("谲辩", "♦3 against ♥5, not won: B (其) chooses to use a 【杀】 with no card on the owner — B the source; the owner not asked; nothing drawn", () => {
    const s = board([own(["谲辩"], { hp: 3, hand: ["闪♦3"], agent: [{ play: { skill: "谲辩" } }] }), B({ hand: ["桃♥5", "杀"], agent: [{ cards: ["桃"] }, { activate: true, skill: "谲辩" }] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ winners: [1] }]);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate").map((e) => (e as { player: number }).player)).toEqual([1]);
    expect(uses(s).find((e) => e.card === "杀")).toMatchObject({ user: 1, cards: [], targets: [0] });
    expect(damages(s)).toMatchObject([{ source: 1, victim: 0, amount: 1 }]);
    expect(drawn(s, 0)).toBe(0);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
  ok("谲辩", "won against B's only card: nothing left to take, the 【杀】 still has no distance limit (seat 2 hit); a 【闪】 as the 拼点 card draws nothing", () => {
    const s = board(
      [own(["谲辩"], { hand: ["闪♥K", "杀"], agent: [{ play: { skill: "谲辩" } }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [2] }] }), B({ hand: ["桃♥5"] }), B(), B()],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ winners: [0] }]);
    expect(moves(s, "gain")).toEqual([]);
    expect(drawn(s, 0)).toBe(0);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
  });
  ok("谲辩", "not offered: no hand card; the only other character has none; a second time in the phase", () => {
    const s = board([own(["谲辩"], { equipment: ["赤兔"], agent: [{ play: { skill: "谲辩" } }] }), B({ hand: ["闪"] })]);
    notAnOption(s);
    const t = board([own(["谲辩"], { hand: ["闪"], agent: [{ play: { skill: "谲辩" } }] }), B({ equipment: ["赤兔"] })]);
    notAnOption(t);
    const u = board([own(["谲辩"], { hand: ["闪♥K", "闪♦2"], agent: [{ play: { skill: "谲辩" } }, { cards: ["闪"] }, { play: { skill: "谲辩" } }] }), B({ hand: ["桃♥5", "桃♥6"], agent: [{ cards: ["桃"] }] })], { drawPile: fill(4) });
    notAnOption(u);
    expect(pindians(u)).toHaveLength(1);
  });
});

describe("〖缄默〗锁定技，你的手牌上限为X（X为你的体力上限）。", () => {
  ok("缄默", "hp 1 of 3, five cards: the limit is 3 (not 1) — two discarded; no skill entry", () => {
    const s = board([own(["缄默"], { hp: 1, maxHp: 3, hand: ["杀", "杀", "闪", "闪", "桃"], agent: [{ cards: ["杀", "杀"] }] }), B()]);
    expect(s.view.handLimit(0)).toBe(3);
    s.runPhase(0, "discard");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪", "闪"].sort());
    expect(discardNames(s)).toEqual(["杀", "杀"]);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("缄默", "max hp lost: the limit follows (3 → 2); another's limit is its hp", () => {
    const s = board([own(["缄默"], { hp: 1, maxHp: 3 }), B({ hp: 2 })]);
    s.run((e) => e.loseMaxHp(0, 1));
    expect(s.view.handLimit(0)).toBe(2);
    expect(s.view.handLimit(1)).toBe(2);
  });
  ok("缄默", "hp 3 of 3: as the ordinary rule, three cards kept of four", () => {
    const s = board([own(["缄默"], { hp: 3, maxHp: 3, hand: ["杀", "闪", "闪", "桃"], agent: [{ cards: ["杀"] }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
  });
});

// ---------------------------------------------------------------- 盲癸戊

describe("〖虎踞〗摸牌阶段，你可令额定摸牌数+X（X为势力数的一半）。", () => {
  ok("虎踞", "魏 蜀 吴 (three factions, X = 1): three cards", () => {
    const s = board([{ general: "魏白板", skills: ["虎踞"], agent: [{ activate: true, skill: "虎踞" }] }, { general: "蜀白板" }, { general: "吴白板" }], { drawPile: fill(6) });
    s.runPhase(0, "draw");
    done(s);
    expect(drawn(s, 0)).toBe(3);
  });
  ok("虎踞", "魏 蜀 吴 群 (four factions, X = 2): four cards", () => {
    const s = board([{ general: "魏白板", skills: ["虎踞"], agent: [{ activate: true, skill: "虎踞" }] }, { general: "蜀白板" }, { general: "吴白板" }, { general: "群白板" }], { drawPile: fill(6) });
    s.runPhase(0, "draw");
    done(s);
    expect(drawn(s, 0)).toBe(4);
  });
  ok("虎踞", "魏 魏 蜀: X = 1, three cards; the 蜀 character dead — one faction, X = 0: two cards; declined: two", () => {
    const s = board([{ general: "魏白板", skills: ["虎踞"], agent: [{ activate: true, skill: "虎踞" }] }, { general: "魏白板" }, { general: "蜀白板" }], { drawPile: fill(6) });
    s.runPhase(0, "draw");
    done(s);
    expect(drawn(s, 0)).toBe(3);
    const t = board([{ general: "魏白板", skills: ["虎踞"], agent: [{ activate: true, skill: "虎踞" }] }, { general: "魏白板" }, { general: "蜀白板", hp: 1 }], { drawPile: fill(6) });
    t.act(1, (ctx) => ctx.damage(2, 1, { source: null }));
    expect(t.player(2).alive).toBe(false);
    t.mark();
    t.runPhase(0, "draw");
    // (Whether 〖虎踞〗 is asked at X = 0 is not tested, blind10.md 约定20.)
    expect(drawn(t, 0)).toBe(2);
    const u = board([{ general: "魏白板", skills: ["虎踞"], agent: [{ activate: false, skill: "虎踞" }] }, { general: "蜀白板" }, { general: "吴白板" }], { drawPile: fill(6) });
    u.runPhase(0, "draw");
    done(u);
    expect(drawn(u, 0)).toBe(2);
  });
  // DISPUTED (kept out of the figure's count either way): blind10.md says 〖虎踞〗 cannot be activated once the draw count is 0,
  // citing 3.4.19 ◆; that ◆ is about costs only (不能执行
  // “令额定摸牌数+……”……的消耗), and 〖虎踞〗's +X is its effect, not a cost. What 3.4.19 does settle is the count: under
  // 改为0 (effect 1) Af = 0 whatever ΔA. So only that is asserted: nothing is drawn, whether or not 〖虎踞〗 is asked.
  ok("虎踞", "the draw count already 0 (〖勇进〗 used first): nothing drawn in the phase (3.4.19: 改为0 → 0); outside the draw phase: not asked", () => {
    const s = board(
      [{ general: "魏白板", skills: ["勇进", "虎踞"], agent: [{ activate: true, skill: "勇进" }, { activate: true, skill: "虎踞" }] }, { general: "蜀白板", equipment: ["青釭剑"] }, { general: "吴白板" }],
      { drawPile: fill(6) },
    );
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["青釭剑"]);
    expect(drawn(s, 0)).toBe(0);
    const t = board([{ general: "魏白板", skills: ["虎踞"] }, { general: "蜀白板" }, { general: "吴白板" }], { drawPile: fill(6) });
    t.runPhase(0, "play");
    t.runPhase(0, "finish");
    expect(asked(t, "虎踞")).toBe(false);
  });
});

describe("〖镇关〗锁定技，其他角色至你的距离+X（X为你的装备区里的牌数）；若你的装备区里没有牌，你的攻击范围-1。", () => {
  ok("镇关", "one card equipped (【八卦阵】): B's distance to the owner 2, the owner's to B still 1; B's 【杀】 and 【顺手牵羊】 cannot reach it", () => {
    const s = board([own(["镇关"], { equipment: ["八卦阵"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    expect(s.view.distance(1, 0)).toBe(2);
    expect(s.view.distance(2, 0)).toBe(2);
    expect(s.view.distance(0, 1)).toBe(1);
    expect(s.view.inAttackRange(1, 0)).toBe(false);
    // (B's only 【杀】 target is then C, taken without asking.)
    s.runPhase(1, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 1, victim: 2 }]);
    // (Likewise the 【顺手牵羊】's only target is C, with a card: taken without asking.)
    const t = board([own(["镇关"], { equipment: ["八卦阵"] }), B({ hand: ["顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }] }), B({ hand: ["闪"] })]);
    t.runPhase(1, "play");
    done(t);
    expect(uses(t)).toMatchObject([{ card: "顺手牵羊", targets: [2] }]);
    expect(equipNames(t, 0)).toEqual(["八卦阵"]);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("镇关", "【八卦阵】 and 【的卢】: X = 2 plus the 【的卢】's 1 — distance 4", () => {
    const s = board([own(["镇关"], { equipment: ["八卦阵", "的卢"] }), B(), B(), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(4);
  });
  ok("镇关", "nothing equipped: distance unchanged, attack range 0 — no 【杀】 target, but a 【顺手牵羊】 on B (distance 1)", () => {
    const s = board([own(["镇关"], { hand: ["杀", "顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }] }), B({ hand: ["闪"] })]);
    expect(s.view.distance(1, 0)).toBe(1);
    expect(s.view.attackRange(0)).toBe(0);
    expect(s.view.inAttackRange(0, 1)).toBe(false);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
    const t = board([own(["镇关"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    notAnOption(t);
  });
  ok("镇关", "a judge-area card is not counted: with only a 【乐不思蜀】 there, distance 1", () => {
    const s = board([own(["镇关"], { judge: ["乐不思蜀"] }), B()]);
    expect(s.view.distance(1, 0)).toBe(1);
  });
});

// ---------------------------------------------------------------- 盲癸己

describe("〖护鸾〗当你成为其他角色使用的【杀】的目标时，若你的手牌数大于使用者的手牌数，你可弃置两张手牌▶你取消此目标。", () => {
  ok("护鸾", "B holds 4 (3 once the 【杀】 is used), the owner 4: two cards discarded, the target cancelled — no 【闪】 asked, no damage; B's 【杀】 is spent", () => {
    const s = board([own(["护鸾"], { hand: ["桃", "桃", "闪", "闪"], agent: [{ activate: true, skill: "护鸾" }, { cards: ["桃", "桃"] }] }), B({ hand: ["杀", "杀", "闪", "闪"], agent: [{ play: { card: "杀" } }, { players: [0] }, { play: { card: "杀" } }] }), B()]);
    notAnOption(s, 1);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
    expect(s.entries().some((e) => e.t === "targets" && e.change === "cancel" && e.players.includes(0))).toBe(true);
    expect(s.entries().some((e) => (e.t === "decision" || e.t === "skipped") && e.request === "respond")).toBe(false);
    expect(discardNames(s).sort()).toEqual(["杀", "桃", "桃"].sort());
  });
  ok("护鸾", "B holds 5 (4 after the use), the owner 4: not more — not asked, the 【杀】 hits", () => {
    const s = board([own(["护鸾"], { hand: ["桃", "桃", "杀", "杀"] }), B({ hand: ["杀", "闪", "闪", "闪", "闪"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "护鸾")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
  ok("护鸾", "not asked: one hand card only (the cost unpayable); B's 【决斗】", () => {
    const s = board([own(["护鸾"], { hand: ["桃"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    const t = board([own(["护鸾"], { hand: ["桃", "桃", "闪"] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(s, "护鸾") || asked(t, "护鸾")).toBe(false);
    expect([hp(s, 0), hp(t, 0)]).toEqual([3, 3]);
  });
  ok("护鸾", "a 【杀】 with two targets (B's 〖截江〗 adds C): only the owner is cancelled, C is hit", () => {
    const s = board([
      own(["护鸾"], { hand: ["桃", "桃", "闪", "闪"], agent: [{ activate: true, skill: "护鸾" }, { cards: ["桃", "桃"] }] }),
      own(["截江"], { hp: 2, hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { players: [0] }, { activate: true, skill: "截江" }, { players: [2] }] }),
      B(),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toMatchObject([{ source: 1, victim: 2 }]);
  });
});

describe("〖济危〗每回合限一次，当一名其他角色进入濒死状态时，若你的体力值大于1，你可失去1点体力▶其回复1点体力，摸一张牌。若其为男性，你摸一张牌。", () => {
  ok("济危", "B (male, hp 1) hurt by C to 0: the owner loses 1 hp, B recovers to 1 and draws one, the owner draws one; no 【桃】 asked of anyone", () => {
    const s = board([own(["济危"], { hp: 3, agent: [{ activate: true, skill: "济危" }] }), B({ hp: 1 }), B({ hand: ["桃"] })], { drawPile: fill(4), current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect([hp(s, 0), hp(s, 1)]).toEqual([2, 1]);
    expect(lostHp(s)).toEqual([[0, 1]]);
    expect(drawn(s, 1)).toBe(1);
    expect(drawn(s, 0)).toBe(1);
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.entries().some((e) => (e.t === "decision" || e.t === "skipped" || e.t === "forced") && e.request === "respond")).toBe(false);
  });
  ok("济危", "B at -1 (2 damage): recovered to 0, draws one, still dying — the 【桃】 round goes on (C saves B)", () => {
    const s = board([own(["济危"], { hp: 3, agent: [{ activate: true, skill: "济危" }] }), B({ hp: 1 }), B({ hand: ["桃"], agent: [{ respond: "桃" }] })], { drawPile: fill(4), current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 2, { source: 2 }));
    done(s);
    expect(hp(s, 1)).toBe(1);
    expect(s.player(1).alive).toBe(true);
    expect(drawn(s, 1)).toBe(1);
    // (Not asked again while B is 处于濒死状态.)
    expect(decisions(s, "济危")).toBe(1);
    expect(recovers(s)).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
  ok("济危", "B female: B recovers and draws, the owner draws nothing", () => {
    const s = board([own(["济危"], { hp: 3, agent: [{ activate: true, skill: "济危" }] }), { general: "白板女", hp: 1 }, B()], { drawPile: fill(4), current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(hp(s, 1)).toBe(1);
    expect(drawn(s, 1)).toBe(1);
    expect(drawn(s, 0)).toBe(0);
  });
  ok("济危", "not asked: the owner at hp 1; a second character dying in the same turn (D's 【南蛮入侵】 on B and C)", () => {
    const s = board([own(["济危"], { hp: 1 }), B({ hp: 1, role: "rebel" }), B({ hand: ["桃"], agent: [{ respond: "桃" }] })], { drawPile: fill(4), current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(asked(s, "济危")).toBe(false);
    const t = board(
      [own(["济危"], { role: "lord", agent: [{ activate: true, skill: "济危" }] }), B({ role: "loyalist", hp: 1 }), B({ role: "rebel", hp: 1 }), B({ role: "rebel", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] })],
      { drawPile: fill(6) },
    );
    t.runPhase(3, "play");
    done(t);
    expect(decisions(t, "济危")).toBe(1);
    expect(t.player(1).alive).toBe(true);
    expect(t.player(2).alive).toBe(false);
    expect(hp(t, 0)).toBe(2);
  });
});

describe("〖代罪〗当一名其他角色受到伤害时❷，若其体力值不大于伤害值，你可弃置一张红色手牌▶你将此伤害转移给你▷你摸X张牌（X为你已损失的体力值）。", () => {
  ok("代罪", "C's 火【杀】 on B (hp 1): the owner (3/3) discards a ♥ card — B unhurt, the owner takes the 1 fire damage from C, then draws 1", () => {
    const s = board(
      [own(["代罪"], { hp: 3, maxHp: 3, hand: ["桃♥3"], agent: [{ activate: true, skill: "代罪" }] }), B({ hp: 1 }), B({ hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { players: [1] }] })],
      { drawPile: fill(4) },
    );
    s.runPhase(2, "play");
    done(s);
    expect(hp(s, 1)).toBe(1);
    expect(hp(s, 0)).toBe(2);
    expect(damages(s)).toMatchObject([{ source: 2, victim: 0, amount: 1, element: "fire" }]);
    expect(s.entries().some((e) => e.t === "transferDamage" && e.from === 1 && e.to === 0)).toBe(true);
    expect(discardNames(s)).toContain("桃");
    expect(drawn(s, 0)).toBe(1);
  });
  ok("代罪", "X is read after the transfer: the owner at 2 of 4 takes 1 — lost 3, three cards", () => {
    const s = board([own(["代罪"], { hp: 2, hand: ["闪♦2"], agent: [{ activate: true, skill: "代罪" }] }), B({ hp: 1 }), B()], { drawPile: fill(4), current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(hp(s, 0)).toBe(1);
    expect(drawn(s, 0)).toBe(3);
  });
  ok("代罪", "not asked: B at hp 2 for 1 damage; only black hand cards or a red card equipped; the owner itself hurt", () => {
    const s = board([own(["代罪"], { hand: ["桃♥3"] }), B({ hp: 2 }), B()], { current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    const t = board([own(["代罪"], { hand: ["杀♠7"], equipment: ["赤兔♥5"] }), B({ hp: 1, hand: ["桃"], agent: [{ respond: "桃" }] }), B()], { current: 2 });
    t.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    const u = board([own(["代罪"], { hp: 1, hand: ["桃♥3"], agent: [{ respond: "桃" }] }), B(), B()], { current: 2 });
    u.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    expect(asked(s, "代罪") || asked(t, "代罪") || asked(u, "代罪")).toBe(false);
    expect([hp(s, 1), hp(t, 1)]).toEqual([1, 1]);
  });
  ok("代罪", "the transferred damage is not 因执行【杀】的效果: C's 〖血战〗 (declined for B) is not asked again for the owner", () => {
    const s = board(
      [own(["代罪"], { hand: ["桃♥3"], agent: [{ activate: true, skill: "代罪" }] }), B({ hp: 1 }), own(["血战"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "血战" }] })],
      { drawPile: fill(4) },
    );
    s.runPhase(2, "play");
    done(s);
    expect(decisions(s, "血战")).toBe(1);
    expect(damages(s)).toMatchObject([{ source: 2, victim: 0, amount: 1 }]);
    expect(hp(s, 1)).toBe(1);
  });
});

// ---------------------------------------------------------------- 盲癸庚

describe("〖怀远〗出牌阶段限一次，你可将一张手牌交给一名其他角色▶你与其各摸一张牌▷若其手牌数大于你，你回复1点体力。", () => {
  ok("怀远", "3 of 4, three cards; B two: a card given (2 and 3), each draws one — the owner first (3 and 4); B holds more — 1 hp recovered", () => {
    const s = board([own(["怀远"], { hp: 3, hand: ["杀", "闪", "桃"], agent: [{ play: { skill: "怀远" } }, { cards: ["杀"] }] }), B({ hand: ["闪", "闪"] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(moves(s, "give")).toHaveLength(1);
    expect(s.handNames(1)).toContain("杀");
    expect([s.player(0).hand.length, s.player(1).hand.length]).toEqual([3, 4]);
    expect(moves(s, "draw").map((m) => m.to[0])).toEqual(["hand0", "hand1"]);
    expect(hp(s, 0)).toBe(4);
  });
  ok("怀远", "B with none: 1 after the gift, 2 after drawing, against the owner's 3 — not more, no recovery; unhurt: no recovery either", () => {
    const s = board([own(["怀远"], { hp: 3, hand: ["杀", "闪", "桃"], agent: [{ play: { skill: "怀远" } }, { cards: ["杀"] }, { play: "end" }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect([s.player(0).hand.length, s.player(1).hand.length]).toEqual([3, 2]);
    expect(recovers(s)).toEqual([]);
    const t = board([own(["怀远"], { hand: ["杀"], agent: [{ play: { skill: "怀远" } }] }), B({ hand: ["闪", "闪"] })], { drawPile: fill(4) });
    t.runPhase(0, "play");
    done(t);
    expect(recovers(t)).toEqual([]);
    expect(hp(t, 0)).toBe(4);
  });
  ok("怀远", "not offered: no hand card; a second time in the phase; the owner itself is no candidate", () => {
    const s = board([own(["怀远"], { equipment: ["赤兔"], agent: [{ play: { skill: "怀远" } }] }), B()]);
    notAnOption(s);
    const t = board([own(["怀远"], { hand: ["杀", "闪"], agent: [{ play: { skill: "怀远" } }, { cards: ["杀"] }, { play: { skill: "怀远" } }] }), B()], { drawPile: fill(4) });
    notAnOption(t);
    const u = board([own(["怀远"], { hand: ["杀", "闪"], agent: [{ play: { skill: "怀远" } }, { cards: ["杀"] }, { players: [0] }] }), B(), B()], { drawPile: fill(4) });
    expect(() => u.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
  });
});

describe("〖同舟〗主公技，当其他吴势力角色于其回合外受到伤害后，其可令你摸一张牌▷你可将一张牌交给其。", () => {
  // Misbehaved as first measured (fixed since, as 〖谲辩〗): after the lord drew, whether to give a card was asked of B (a second `activate` 〖同舟〗 request to seat 1),
  // and only then the lord chooses the card. blind10.md 〖同舟〗 (然后 A 选择是否将一张牌……交给 B) and 约定1: the 可 of
  // “你可将一张牌交给其” is the lord's (你, 3.5.30), the performer of that effect; B decides only the first 可 (其可令你摸).
  ok("同舟", "C's 【杀】 hits B (吴) in C's turn: B is asked once, the lord draws one, then the lord chooses to give B a card (its 【赤兔】)", () => {
    const s = board(
      [
        { general: "盲癸庚", role: "lord", equipment: ["赤兔"], agent: [{ activate: true, skill: "同舟" }, { cards: ["赤兔"] }] },
        { general: "吴白板", role: "rebel", agent: [{ activate: true, skill: "同舟" }] },
        { general: "魏白板", role: "rebel", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] },
      ],
      { drawPile: fill(4) },
    );
    s.runPhase(2, "play");
    done(s);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate").map((e) => (e as { player: number }).player)).toEqual([1, 0]);
    expect(drawn(s, 0)).toBe(1);
    expect(s.handNames(1)).toEqual(["赤兔"]);
    expect(moves(s, "give")).toHaveLength(1);
  });
  ok("同舟", "B declines: the lord draws nothing and gives nothing", () => {
    const s = board(
      [{ general: "盲癸庚", role: "lord" }, { general: "吴白板", role: "rebel", agent: [{ activate: false, skill: "同舟" }] }, { general: "魏白板", role: "rebel" }],
      { drawPile: fill(4), current: 2 },
    );
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(decisions(s, "同舟")).toBe(1);
    expect(drawn(s, 0)).toBe(0);
    expect(moves(s, "give")).toEqual([]);
  });
  ok("同舟", "not asked: B hurt in its own turn (its 【决斗】 lost); a 蜀 character hurt; the lord itself hurt", () => {
    const s = board(
      [{ general: "盲癸庚", role: "lord" }, { general: "吴白板", role: "rebel", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [2] }] }, { general: "魏白板", role: "rebel", hand: ["杀"], agent: [{ respond: "杀" }] }],
      { drawPile: fill(4) },
    );
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    const t = board([{ general: "盲癸庚", role: "lord" }, { general: "蜀白板", role: "rebel" }, { general: "吴白板", role: "rebel" }], { drawPile: fill(4), current: 2 });
    t.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    t.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    expect(asked(s, "同舟") || asked(t, "同舟")).toBe(false);
  });
  ok("同舟", "the owner is not the lord: B (吴) is not asked", () => {
    const s = board([{ general: "魏白板", role: "lord" }, { general: "盲癸庚", role: "rebel" }, { general: "吴白板", role: "rebel" }], { drawPile: fill(4), current: 0 });
    s.act(0, (ctx) => ctx.damage(2, 1, { source: 0 }));
    expect(asked(s, "同舟")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲癸辛

describe("〖倾心〗当你于回合外回复体力后，你可摸一张牌。", () => {
  ok("倾心", "B's 【桃园结义】 in B's turn: the wounded owner recovers 1 and draws one", () => {
    const s = board([own(["倾心"], { hp: 3, agent: [{ activate: true, skill: "倾心" }] }), B({ hand: ["桃园结义"], agent: [{ play: { card: "桃园结义" } }] })], { drawPile: fill(4) });
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("倾心", "dying at 0 in B's turn, saved by B's 【桃】: one card", () => {
    const s = board([own(["倾心"], { hp: 1, agent: [{ activate: true, skill: "倾心" }] }), B({ hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }, { respond: "桃" }] })], { drawPile: fill(4) });
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(1);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("倾心", "not asked: its own 【桃】 in its own turn; unhurt at B's 【桃园结义】 (no recovery)", () => {
    const s = board([own(["倾心"], { hp: 3, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    const t = board([own(["倾心"]), B({ hp: 3, hand: ["桃园结义"], agent: [{ play: { card: "桃园结义" } }] })], { drawPile: fill(4) });
    t.runPhase(1, "play");
    done(t);
    expect(hp(t, 1)).toBe(4);
    expect(asked(s, "倾心") || asked(t, "倾心")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲癸壬

describe("〖铁壁〗觉醒技，结束阶段开始时，若你于此回合内造成过的伤害值之和不小于2或你的体力值为1，你减1点体力上限，获得〖破竹〗，选择：1.回复1点体力；2.摸两张牌。", () => {
  ok("铁壁", "4/4, a 【杀】 and a 【决斗】 hit B this turn (2 in all): at the finish phase, without asking — 3/3, 〖破竹〗 gained; unhurt, so two cards", () => {
    const s = board([{ general: "盲癸壬", hand: ["杀", "决斗"], agent: [{ play: { card: "杀" } }, { play: { card: "决斗" } }] }, B()], { drawPile: fill(8) });
    expect(s.player(0).skills).not.toContain("破竹");
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 3 });
    expect(s.player(0).skills).toContain("破竹");
    expect(recovers(s)).toEqual([]);
    // Two in the draw phase, two by 〖铁壁〗.
    expect(drawn(s, 0)).toBe(4);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("铁壁", "1 of 4 and no damage dealt: 1/3, 〖破竹〗 gained; option 1 — back to 2/3", () => {
    const s = board([{ general: "盲癸壬", hp: 1, agent: [{ option: 0 }] }, B()], { drawPile: fill(4) });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 2, maxHp: 3 });
    expect(s.player(0).skills).toContain("破竹");
    expect(drawn(s, 0)).toBe(0);
    const t = board([{ general: "盲癸壬", hp: 1, agent: [{ option: 1 }] }, B()], { drawPile: fill(4) });
    t.runPhase(0, "finish");
    done(t);
    expect(t.player(0)).toMatchObject({ hp: 1, maxHp: 3 });
    expect(drawn(t, 0)).toBe(2);
  });
  ok("铁壁", "one 【杀】 with 【酒】 (2 damage at once) is enough", () => {
    const s = board([{ general: "盲癸壬", hand: ["酒", "杀"], agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }] }, B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(damages(s)).toMatchObject([{ victim: 1, amount: 2 }]);
    expect(s.player(0).maxHp).toBe(3);
  });
  ok("铁壁", "2 damage dealt outside this turn: not counted — nothing at the finish phase", () => {
    const s = board([{ general: "盲癸壬" }, B()], { drawPile: fill(4) });
    s.act(0, (ctx) => ctx.damage(1, 2, { source: 0 }));
    expect(hp(s, 1)).toBe(2);
    s.mark();
    s.runPhase(0, "finish");
    expect(s.player(0).maxHp).toBe(4);
    expect(s.player(0).skills).not.toContain("破竹");
  });
  ok("铁壁", "only 1 damage at hp 4: nothing; later at hp 1 it awakens; once awakened, never again", () => {
    const s = board([{ general: "盲癸壬", hand: ["杀"], agent: [{ play: { card: "杀" } }] }, B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(s.player(0).maxHp).toBe(4);
    expect(s.player(0).skills).not.toContain("破竹");
    s.act(1, (ctx) => ctx.loseHp(0, 3));
    (s.agents[0] as unknown as { push(...x: object[]): void }).push({ option: 0 });
    s.mark();
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 2, maxHp: 3 });
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    s.mark();
    s.runPhase(0, "finish");
    expect(s.player(0)).toMatchObject({ hp: 1, maxHp: 3 });
    expect(s.entries().some((e) => e.t === "maxHp")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲癸癸

describe("〖审时〗结束阶段开始时，若你于此回合内使用过的牌数不大于1，你可摸两张牌。", () => {
  ok("审时", "one 【桃】 used this turn: two cards at the finish phase", () => {
    const s = board([own(["审时"], { hp: 3, hand: ["桃"], agent: [{ play: { card: "桃" } }, { activate: true, skill: "审时" }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(drawn(s, 0)).toBe(2 + 2);
  });
  ok("审时", "nothing used: asked, two cards; declined: none", () => {
    const s = board([own(["审时"], { agent: [{ activate: true, skill: "审时" }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "finish");
    done(s);
    expect(drawn(s, 0)).toBe(2);
    const t = board([own(["审时"], { agent: [{ activate: false, skill: "审时" }] }), B()], { drawPile: fill(4) });
    t.runPhase(0, "finish");
    done(t);
    expect(drawn(t, 0)).toBe(0);
  });
  ok("审时", "two used (【赤兔】 and 【杀】): not asked", () => {
    const s = board([own(["审时"], { hand: ["赤兔", "杀"], agent: [{ play: { card: "赤兔" } }, { play: { card: "杀" } }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(asked(s, "审时")).toBe(false);
  });
  ok("审时", "a 【杀】 played (打出) in its own 【决斗】 is not used: one used — asked", () => {
    const s = board([own(["审时"], { hand: ["决斗", "杀"], agent: [{ play: { card: "决斗" } }, { respond: "杀" }, { activate: true, skill: "审时" }] }), B({ hand: ["杀"], agent: [{ respond: "杀" }] })], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(drawn(s, 0)).toBe(2 + 2);
  });
  ok("审时", "one 【杀】 used by 【丈八蛇矛】 out of two hand cards counts as one card used: asked, two cards", () => {
    const s = board(
      [own(["审时"], { hand: ["桃", "杀"], equipment: ["丈八蛇矛"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { cards: ["闪", "闪"] }, { activate: true, skill: "审时" }] }), B()],
      { drawPile: fill(6) },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(uses(s).filter((u) => u.user === 0)).toHaveLength(1);
    expect(uses(s)[0].cards).toHaveLength(2);
    expect(drawn(s, 0)).toBe(2 + 2);
  });
});

// ---------------------------------------------------------------- 盲癸子

describe("〖血战〗当你因执行你使用的【杀】或【决斗】的效果而对一名角色造成伤害时❶，你可失去1点体力▶你令伤害值+1。", () => {
  ok("血战", "its 【杀】 hits B: 1 hp lost, the damage 2 — B at 2", () => {
    const s = board([own(["血战"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "血战" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(lostHp(s)).toEqual([[0, 1]]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 2 }]);
    expect(hp(s, 1)).toBe(2);
  });
  ok("血战", "its 【决斗】: B plays no 【杀】 — the damage 2; in its 【决斗】 the owner hurt by B is not asked", () => {
    const s = board([own(["血战"], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { activate: true, skill: "血战" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 2 }]);
    const t = board([own(["血战"], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }), B({ hand: ["杀"], agent: [{ respond: "杀" }] })]);
    t.runPhase(0, "play");
    done(t);
    expect(damages(t)).toMatchObject([{ source: 1, victim: 0, amount: 1 }]);
    expect(asked(t, "血战")).toBe(false);
  });
  ok("血战", "at hp 1: the hp lost first — dying, saved by its own 【桃】 — then the damage is 2", () => {
    const s = board([own(["血战"], { hp: 1, hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "血战" }, { respond: "桃" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(1);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 2 }]);
  });
  ok("血战", "not asked: its 【南蛮入侵】's damage; B's 【杀】 on the owner", () => {
    const s = board([own(["血战"], { hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    const t = board([own(["血战"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(s, "血战") || asked(t, "血战")).toBe(false);
    expect(hp(t, 0)).toBe(3);
  });
});

describe("〖死斗〗当其他角色死亡后，你可选择：1.回复1点体力；2.摸两张牌▷若杀死其的角色为你，你于此回合内使用【杀】的次数上限+1；否则你可弃置杀死其的角色的一张牌。", () => {
  // DISPUTED (kept out of the figure's count either way): blind10.md reads the ▷ as following the whole choice, so that the
  // killer's 【杀】 limit is raised whichever option it took. By 3.5.12 ▷ follows the nearest effect to its left — option 2's
  // 摸两张牌 — and the corpus writes a last option's own follow-up just so (〖峻刑〗 2.翻面▷其摸X张牌; 〖宴诛〗 1.…▷你失去〖宴诛〗).
  // The rulebook's reading is asserted: option 2 raises the limit for the killer, option 1 does not. (As first measured this
  // test asserted blind10.md's reading and failed.)
  ok("死斗", "3 of 4, its 【杀】 kills C: option 2 (draw two ▷ the killer is you) — a second 【杀】 this turn hits B", () => {
    const s = board(
      [own(["死斗"], { role: "lord", hp: 3, hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "死斗" }, { option: 1 }, { play: { card: "杀" } }] }), B({ role: "rebel" }), B({ role: "rebel", hp: 1 })],
      { drawPile: fill(8) },
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.player(2).alive).toBe(false);
    expect(damages(s).map((d) => d.victim)).toEqual([2, 1]);
  });
  ok("死斗", "option 1 (recover): the ▷ belongs to option 2, so the 【杀】 limit stays — no second 【杀】 is offered", () => {
    const s = board(
      [own(["死斗"], { role: "lord", hp: 3, hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "死斗" }, { option: 0 }] }), B({ role: "rebel" }), B({ role: "rebel", hp: 1 })],
      { drawPile: fill(8) },
    );
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s).map((d) => d.victim)).toEqual([2]);
  });
  ok("死斗", "the owner kills C: option 1 recovers 1 hp, nothing of its own discarded (the 否则 branch is not for the killer)", () => {
    const s = board(
      [own(["死斗"], { role: "lord", hp: 3, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "死斗" }, { option: 0 }] }), B({ role: "rebel" }), B({ role: "rebel", hp: 1 })],
      { drawPile: fill(8) },
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "death")).toMatchObject({ player: 2, killer: 0 });
    expect(hp(s, 0)).toBe(4);
    expect(moves(s, "discard")).toEqual([]);
  });
  ok("死斗", "B kills C in B's turn: option 2 — two cards; then the owner may discard one of B's cards (its 【赤兔】)", () => {
    const s = board(
      [
        own(["死斗"], { role: "lord", hp: 3, agent: [{ activate: true, skill: "死斗" }, { option: 1 }, { activate: true, skill: "死斗" }, { cards: ["赤兔"] }] }),
        B({ role: "rebel", hand: ["杀", "闪"], equipment: ["赤兔"], agent: [{ play: { card: "杀" } }, { players: [2] }] }),
        B({ role: "rebel", hp: 1 }),
      ],
      { drawPile: fill(8) },
    );
    s.runPhase(1, "play");
    done(s);
    expect(drawn(s, 0)).toBe(2);
    expect(hp(s, 0)).toBe(3);
    expect(s.player(1).equipment).toEqual({});
    expect(moves(s, "discard")).toMatchObject([{ by: 0 }]);
  });
  ok("死斗", "C dies of lost hp (no killer): option 2, nothing more asked; unhurt: option 2 only (no recovery)", () => {
    const s = board([own(["死斗"], { role: "lord", hp: 3, agent: [{ activate: true, skill: "死斗" }, { option: 1 }] }), B({ role: "rebel", hand: ["闪"] }), B({ role: "rebel", hp: 1 })], { drawPile: fill(8) });
    s.act(1, (ctx) => ctx.loseHp(2, 1));
    done(s);
    expect(drawn(s, 0)).toBe(2);
    expect(moves(s, "discard")).toEqual([]);
    // (Unhurt, option 2 is the only one: taken without asking.)
    const t = board([own(["死斗"], { role: "lord", agent: [{ activate: true, skill: "死斗" }] }), B({ role: "rebel" }), B({ role: "rebel", hp: 1 })], { drawPile: fill(8) });
    t.act(1, (ctx) => ctx.loseHp(2, 1));
    done(t);
    expect(drawn(t, 0)).toBe(2);
    expect(recovers(t)).toEqual([]);
  });
  ok("死斗", "not asked: C dying but saved by its 【桃】", () => {
    const s = board([own(["死斗"], { role: "lord" }), B({ role: "rebel" }), B({ role: "rebel", hp: 1, hand: ["桃"], agent: [{ respond: "桃" }] })], { drawPile: fill(8) });
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    done(s);
    expect(s.player(2).alive).toBe(true);
    expect(asked(s, "死斗")).toBe(false);
  });
});

describe("〖箭雨〗出牌阶段限一次，你可弃置两张牌并选择至多X名其他角色（X为你的攻击范围）▶这些角色依次选择：1.打出【闪】；2.受到你造成的1点伤害。若以此法受到伤害的角色数不小于2，你失去1点体力。", () => {
  ok("箭雨", "【青釭剑】 (range 2), two hand cards discarded, B and C chosen: B plays a 【闪】, C (none) takes 1 from the owner; one hurt — no hp lost", () => {
    const s = board(
      [own(["箭雨"], { hand: ["杀", "杀"], equipment: ["青釭剑"], agent: [{ play: { skill: "箭雨" } }, { cards: ["杀", "杀"] }, { players: [1, 2] }] }), B({ hand: ["闪"], agent: [{ option: 0 }, { respond: "闪" }] }), B({ hand: ["桃"] })],
    );
    s.runPhase(0, "play");
    done(s);
    expect(plays(s)).toMatchObject([{ player: 1, card: "闪" }]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, amount: 1 }]);
    expect(hp(s, 0)).toBe(4);
    expect(discardNames(s).filter((n) => n === "杀")).toHaveLength(2);
  });
  // Misbehaved as first measured (fixed since: 以此法受到伤害 reads this activation's damage, 3.5.33, where it was read as the
  // damage in scope and the 以此法 dropped): B and C both took 1 damage from the owner, yet the owner lost no hp — no loseHp
  // entry. blind10.md 〖箭雨〗 (B、C 都受到伤害：A 失去1点体力) and the text's own 若以此法受到伤害的角色数不小于2 (3.5.33 以此法:
  // the characters damaged by this skill's effect, here 2).
  ok("箭雨", "B and C both without 【闪】: both take 1, B first; two hurt — the owner loses 1 hp", () => {
    const s = board([own(["箭雨"], { hand: ["杀", "杀"], equipment: ["青釭剑"], agent: [{ play: { skill: "箭雨" } }, { cards: ["杀", "杀"] }, { players: [2, 1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => d.victim)).toEqual([1, 2]);
    expect(lostHp(s)).toEqual([[0, 1]]);
    expect(hp(s, 0)).toBe(3);
  });
  ok("箭雨", "the 【青釭剑】 discarded as part of the cost gives no range (3.1.7 ◆): X = 1 — two characters refused", () => {
    const s = board([own(["箭雨"], { hand: ["杀"], equipment: ["青釭剑"], agent: [{ play: { skill: "箭雨" } }, { players: [1, 2] }] }), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    expect(damages(s)).toEqual([]);
  });
  ok("箭雨", "打出【闪】 is a need to play a 【闪】 (blind10.md 约定20): B's 【八卦阵】 judged red gives it", () => {
    const s = board(
      [own(["箭雨"], { hand: ["杀", "杀"], agent: [{ play: { skill: "箭雨" } }] }), B({ equipment: ["八卦阵"], agent: [{ option: 0 }, { activate: true, skill: "八卦阵" }] })],
      { drawPile: ["桃♥3"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toEqual([]);
    expect(plays(s)).toMatchObject([{ player: 1, card: "闪" }]);
  });
  ok("箭雨", "not offered: one card only; a second time in the phase; the owner itself is no candidate", () => {
    const s = board([own(["箭雨"], { hand: ["杀"], agent: [{ play: { skill: "箭雨" } }] }), B()]);
    notAnOption(s);
    const t = board([own(["箭雨"], { hand: ["杀", "杀", "闪", "闪"], agent: [{ play: { skill: "箭雨" } }, { cards: ["杀", "杀"] }, { play: { skill: "箭雨" } }] }), B()]);
    notAnOption(t);
    expect(hp(t, 1)).toBe(3);
    const u = board([own(["箭雨"], { hand: ["杀", "杀"], agent: [{ play: { skill: "箭雨" } }, { players: [0] }] }), B(), B()]);
    expect(() => u.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
  });
});

// ---------------------------------------------------------------- 盲癸丑

describe("〖惊鸿〗当你成为【杀】或普通锦囊牌的目标后，若使用者不为你且此牌的目标数为1，你可将一张与此牌颜色相同的手牌交给使用者▶此牌对此目标无效。", () => {
  ok("惊鸿", "B's ♠7 【杀】: the owner gives B its ♣4 — the 【杀】 has no effect on it (no 【闪】 asked, no damage); B's 【杀】 is spent", () => {
    const s = board([own(["惊鸿"], { hand: ["杀♣4"], agent: [{ activate: true, skill: "惊鸿" }] }), B({ hand: ["杀♠7", "杀♠8"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }] })]);
    notAnOption(s, 1);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toEqual([]);
    expect(moves(s, "give")).toHaveLength(1);
    expect(s.player(0).hand).toEqual([]);
    expect(s.player(1).hand.map((c) => s.card(c).suit).sort()).toEqual(["club", "spade"]);
    expect(s.entries().some((e) => (e.t === "decision" || e.t === "skipped") && e.request === "respond")).toBe(false);
  });
  ok("惊鸿", "B's ♥Q 【过河拆桥】 on it: a red hand card given — the 【过河拆桥】 has no effect, its 【赤兔】 stays", () => {
    const s = board([own(["惊鸿"], { hand: ["桃♥3", "杀♠9"], equipment: ["赤兔"], agent: [{ activate: true, skill: "惊鸿" }] }), B({ hand: ["过河拆桥♥Q"], agent: [{ play: { card: "过河拆桥" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(equipNames(s, 0)).toEqual(["赤兔"]);
  });
  ok("惊鸿", "not asked: a red 【杀】 against black hand cards only; B's 【南蛮入侵】 (two targets)", () => {
    const s = board([own(["惊鸿"], { hand: ["杀♠9"] }), B({ hand: ["杀♥10"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    const t = board([own(["惊鸿"], { hand: ["杀♠9"], agent: [{ respond: "杀" }] }), B({ hand: ["南蛮入侵♠7"], agent: [{ play: { card: "南蛮入侵" } }] }), B()]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(s, "惊鸿") || asked(t, "惊鸿")).toBe(false);
  });
  ok("惊鸿", "not asked: its own 【无中生有】 (the user is the owner); a 【杀】 of no colour (B's 【丈八蛇矛】 with a ♠ and a ♥ card)", () => {
    const s = board([own(["惊鸿"], { hand: ["无中生有♥7", "桃♥3"], agent: [{ play: { card: "无中生有" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    const t = board([own(["惊鸿"], { hand: ["杀♠9", "桃♥3"] }), B({ hand: ["闪♥2", "杀♠7"], equipment: ["丈八蛇矛"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(s, "惊鸿") || asked(t, "惊鸿")).toBe(false);
    expect(uses(t).find((u) => u.card === "杀")!.cards).toHaveLength(2);
    expect(hp(t, 0)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲癸寅

describe("〖勇进〗摸牌阶段开始时❷，你可令额定摸牌数改为0并选择一名装备区里有牌的其他角色▶你获得其装备区里的一张牌，你于此回合内至其的距离视为1。若你以此法获得的牌为坐骑牌，你摸一张牌。", () => {
  ok("勇进", "four seats, C (distance 2) with 【赤兔】 and 【青釭剑】: the 【赤兔】 taken, one card drawn, none by the phase; the distance to C is 1 this turn (a 【杀】 reaches it), 2 after", () => {
    const seen: number[] = [];
    let s: S;
    const agent = probing([{ activate: true, skill: "勇进" }, { cards: ["赤兔"] }, { play: { card: "杀" } }, { players: [2] }, { play: "end" }], () => seen.push(s.view.distance(0, 2)));
    s = board([own(["勇进"], { hand: ["杀"], agent }), B(), B({ equipment: ["赤兔", "青釭剑"] }), B()], { drawPile: ["桃", ...fill(6)] });
    expect(s.view.distance(0, 2)).toBe(2);
    s.runTurn(0);
    done(s);
    expect(seen[0]).toBe(1);
    expect(drawn(s, 0)).toBe(1);
    expect(equipNames(s, 2)).toEqual(["青釭剑"]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
    expect(s.view.distance(0, 2)).toBe(2);
  });
  ok("勇进", "the 【青釭剑】 taken: no card drawn (not a mount) — one card more in all", () => {
    const s = board([own(["勇进"], { agent: [{ activate: true, skill: "勇进" }, { cards: ["青釭剑"] }] }), B(), B({ equipment: ["赤兔", "青釭剑"] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "draw");
    done(s);
    expect(drawn(s, 0)).toBe(0);
    expect(s.handNames(0)).toEqual(["青釭剑"]);
  });
  ok("勇进", "nobody else has equipment: not asked — two cards by the rule; declined: two cards", () => {
    const s = board([own(["勇进"], { equipment: ["赤兔"] }), B({ hand: ["闪"] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "draw");
    expect(asked(s, "勇进")).toBe(false);
    expect(drawn(s, 0)).toBe(2);
    const t = board([own(["勇进"], { agent: [{ activate: false, skill: "勇进" }] }), B({ equipment: ["赤兔"] })], { drawPile: fill(6) });
    t.runPhase(0, "draw");
    done(t);
    expect(drawn(t, 0)).toBe(2);
  });
});

// ---------------------------------------------------------------- 盲癸卯

describe("〖流霜〗准备阶段开始时，你可判定▶若结果为：红桃，你回复1点体力；方块，你摸两张牌；黑色，你令所有其他角色各选择：1.弃置一张牌；2.将一张手牌交给你。", () => {
  ok("流霜", "2 of 3: ♥ — 1 hp recovered; ♦ — two cards", () => {
    const s = board([own(["流霜"], { hp: 2, maxHp: 3, agent: [{ activate: true, skill: "流霜" }] }), B()], { drawPile: ["桃♥3", ...fill(4)] });
    s.runPhase(0, "prepare");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(discardNames(s)).toEqual(["桃"]);
    const t = board([own(["流霜"], { hp: 2, maxHp: 3, agent: [{ activate: true, skill: "流霜" }] }), B()], { drawPile: ["闪♦2", ...fill(4)] });
    t.runPhase(0, "prepare");
    done(t);
    expect(hp(t, 0)).toBe(2);
    expect(drawn(t, 0)).toBe(2);
  });
  ok("流霜", "♠: B then C choose — B gives its 【闪】 to the owner, C discards its 【桃】", () => {
    const s = board(
      [own(["流霜"], { agent: [{ activate: true, skill: "流霜" }] }), B({ hand: ["闪", "杀"], agent: [{ option: 1 }, { cards: ["闪"] }] }), B({ hand: ["桃", "杀"], agent: [{ option: 0 }, { cards: ["桃"] }] })],
      { drawPile: ["杀♠7", ...fill(4)] },
    );
    s.runPhase(0, "prepare");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(discardNames(s).sort()).toEqual(["杀", "桃"].sort());
    const order = s.entries().flatMap((e) => (e.t === "decision" && e.request === "chooseOption" ? [e.player] : []));
    expect(order).toEqual([1, 2]);
  });
  ok("流霜", "♣: B with no card is passed over; C with only a 【赤兔】 equipped can only discard it", () => {
    const s = board([own(["流霜"], { agent: [{ activate: true, skill: "流霜" }] }), B(), B({ equipment: ["赤兔"] })], { drawPile: ["杀♣5", ...fill(4)] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(2).equipment).toEqual({});
    expect(discardNames(s).sort()).toEqual(["杀", "赤兔"].sort());
    expect(s.player(0).hand).toEqual([]);
  });
  ok("流霜", "unhurt and ♥: nothing; another's prepare phase: not asked", () => {
    const s = board([own(["流霜"], { agent: [{ activate: true, skill: "流霜" }] }), B({ hand: ["闪"] })], { drawPile: ["桃♥3", ...fill(4)] });
    s.runPhase(0, "prepare");
    done(s);
    expect(recovers(s)).toEqual([]);
    expect(s.player(0).hand).toEqual([]);
    expect(s.handNames(1)).toEqual(["闪"]);
    const t = board([own(["流霜"]), B()], { drawPile: ["桃♥3", ...fill(4)] });
    t.runPhase(1, "prepare");
    expect(asked(t, "流霜")).toBe(false);
  });
});

describe("〖玉碎〗当你死亡时，你可令一名其他角色摸X张牌（X为你的手牌数）。", () => {
  ok("玉碎", "hp 1, three hand cards, killed by B: C draws three (the owner's choice)", () => {
    const s = board(
      [own(["玉碎"], { role: "rebel", hp: 1, hand: ["杀", "闪", "过河拆桥"], equipment: ["赤兔"], agent: [{ activate: true, skill: "玉碎" }, { players: [2] }] }), B({ role: "lord" }), B({ role: "rebel" })],
      { drawPile: fill(8) },
    );
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).alive).toBe(false);
    expect(drawn(s, 2)).toBe(3);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("玉碎", "equipment is not counted: one hand card and a 【赤兔】 — one card", () => {
    const s = board([own(["玉碎"], { role: "rebel", hp: 1, hand: ["杀"], equipment: ["赤兔"], agent: [{ activate: true, skill: "玉碎" }, { players: [2] }] }), B({ role: "lord" }), B({ role: "rebel" })], { drawPile: fill(8) });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(drawn(s, 2)).toBe(1);
  });
  ok("玉碎", "not asked: no hand card (X = 0); dying but saved by its 【桃】", () => {
    const s = board([own(["玉碎"], { role: "rebel", hp: 1, equipment: ["赤兔"] }), B({ role: "lord" }), B({ role: "rebel" })], { drawPile: fill(8) });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0).alive).toBe(false);
    const t = board([own(["玉碎"], { role: "rebel", hp: 1, hand: ["桃", "闪"], agent: [{ respond: "桃" }] }), B({ role: "lord" }), B({ role: "rebel" })], { drawPile: fill(8) });
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(t);
    expect(t.player(0).alive).toBe(true);
    expect(asked(s, "玉碎") || asked(t, "玉碎")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲癸辰

describe("〖鏖兵〗锁定技，你于出牌阶段内使用【杀】的次数上限+X（X为你已损失的体力值）。", () => {
  ok("鏖兵", "2 of 4: three 【杀】 in the phase, not a fourth; no skill entry", () => {
    const s = board([own(["鏖兵"], { hp: 2, hand: ["杀", "杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()]);
    notAnOption(s);
    expect(hp(s, 1)).toBe(1);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("鏖兵", "unhurt: one 【杀】", () => {
    const s = board([own(["鏖兵"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }] }), B()]);
    notAnOption(s);
    expect(hp(s, 1)).toBe(3);
  });
  ok("鏖兵", "at once: 3 of 4 (limit 2), two used, a 【桃】 back to 4/4 — limit 1, no third; hp lost mid-phase raises it", () => {
    const s = board([own(["鏖兵"], { hp: 3, hand: ["杀", "杀", "桃", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "桃" } }, { play: { card: "杀" } }] }), B()]);
    notAnOption(s);
    expect(hp(s, 0)).toBe(4);
    expect(hp(s, 1)).toBe(2);
    // (Hurt mid-phase: its 【决斗】 lost to B's 【杀】 — 3 of 4, so two 【杀】 follow.)
    const t = board([own(["鏖兵"], { hand: ["决斗", "杀", "杀"], agent: [{ play: { card: "决斗" } }, { respond: null }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ hand: ["杀"], agent: [{ respond: "杀" }] })]);
    t.runPhase(0, "play");
    done(t);
    expect(hp(t, 0)).toBe(3);
    expect(hp(t, 1)).toBe(2);
  });
});

describe("〖逆击〗当你受到伤害后，若来源的体力值不小于你，你可弃置一张红色牌▶你对来源造成1点火焰伤害。", () => {
  ok("逆击", "B (4) hits the owner (4 → 3) with a 【杀】: a red card discarded, 1 fire damage to B from the owner", () => {
    const s = board([own(["逆击"], { hand: ["桃♥3"], agent: [{ activate: true, skill: "逆击" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(damages(s)).toMatchObject([
      { source: 1, victim: 0, amount: 1 },
      { source: 0, victim: 1, amount: 1, element: "fire" },
    ]);
    expect(hp(s, 1)).toBe(3);
    expect(discardNames(s)).toContain("桃");
  });
  ok("逆击", "a red card equipped will do (its ♥5 【赤兔】)", () => {
    const s = board([own(["逆击"], { equipment: ["赤兔♥5"], agent: [{ activate: true, skill: "逆击" }] }), B()], { current: 1 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).equipment).toEqual({});
    expect(hp(s, 1)).toBe(3);
  });
  ok("逆击", "not asked: the source at 2 against the owner's 3; no source; no red card", () => {
    const s = board([own(["逆击"], { hand: ["桃♥3"] }), B({ hp: 2 })], { current: 1 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    const t = board([own(["逆击"], { hand: ["桃♥3"] }), B()], { current: 1 });
    t.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    const u = board([own(["逆击"], { hand: ["杀♠7"], equipment: ["八卦阵♠2"] }), B()], { current: 1 });
    u.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "逆击") || asked(t, "逆击") || asked(u, "逆击")).toBe(false);
    expect([hp(s, 1), hp(u, 1)]).toEqual([2, 4]);
  });
});

// ---------------------------------------------------------------- 盲癸巳

describe("〖夺魄〗出牌阶段限一次，你可弃置一张【杀】并选择你的攻击范围内的一名有牌的其他角色▶你获得其一张牌▷若此牌为装备牌，你可使用此牌；若此牌不为装备牌，你令其摸X张牌（X为你至其的距离）。", () => {
  ok("夺魄", "a 【杀】 discarded, B's 【八卦阵】 taken — the owner may use it: equipped", () => {
    const s = board([own(["夺魄"], { hand: ["杀"], agent: [{ play: { skill: "夺魄" } }, { cards: ["八卦阵"] }, { activate: true, skill: "夺魄" }] }), B({ hand: ["闪", "闪"], equipment: ["八卦阵"] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
    expect(s.player(1).equipment).toEqual({});
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.player(1).hand).toHaveLength(2);
  });
  // Misbehaved as first measured (fixed since: what a 若 branch names is not in its sibling 若's scope, statements.ts): the owner
  // took B's 【八卦阵】 and declined to use it — then B drew 1, as if the card were not equipment. The
  // two branches are on the card (若此牌为装备牌…；若此牌不为装备牌…), not on whether the owner used it: blind10.md 〖夺魄〗 (也可以
  // 不使用而留在手牌中) and 3.5.16 (此牌 is the card gained, an equipment card whether used or not) — B draws nothing.
  ok("夺魄", "B's 【八卦阵】 taken and not used: it stays in hand; B draws nothing (it is an equipment card)", () => {
    const t = board([own(["夺魄"], { hand: ["杀"], agent: [{ play: { skill: "夺魄" } }, { cards: ["八卦阵"] }, { activate: false, skill: "夺魄" }, { play: "end" }] }), B({ hand: ["闪", "闪"], equipment: ["八卦阵"] })], { drawPile: fill(4) });
    t.runPhase(0, "play");
    done(t);
    expect(t.handNames(0)).toEqual(["八卦阵"]);
    expect(drawn(t, 1)).toBe(0);
  });
  ok("夺魄", "B's 【桃】 taken (not equipment): B draws 1 (the distance)", () => {
    const s = board([own(["夺魄"], { hand: ["杀"], agent: [{ play: { skill: "夺魄" } }] }), B({ hand: ["桃"] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(drawn(s, 1)).toBe(1);
  });
  ok("夺魄", "four seats, a 【青釭剑】: C at distance 2 chosen, its hand card taken — C draws 2", () => {
    const s = board([own(["夺魄"], { hand: ["杀"], equipment: ["青釭剑"], agent: [{ play: { skill: "夺魄" } }, { players: [2] }] }), B({ hand: ["闪"] }), B({ hand: ["桃"] }), B({ hand: ["闪"] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(drawn(s, 2)).toBe(2);
  });
  ok("夺魄", "not offered: no 【杀】; out of range (seat 2 of four, no weapon) refused; a second time in the phase", () => {
    const s = board([own(["夺魄"], { hand: ["闪"], agent: [{ play: { skill: "夺魄" } }] }), B({ hand: ["闪"] })]);
    notAnOption(s);
    const t = board([own(["夺魄"], { hand: ["杀"], agent: [{ play: { skill: "夺魄" } }, { players: [2] }] }), B({ hand: ["闪"] }), B({ hand: ["闪"] }), B({ hand: ["闪"] })]);
    expect(() => t.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    const u = board([own(["夺魄"], { hand: ["杀", "杀"], agent: [{ play: { skill: "夺魄" } }, { cards: ["杀"] }, { cards: ["闪"] }, { play: { skill: "夺魄" } }] }), B({ hand: ["闪", "闪"] })], { drawPile: fill(4) });
    notAnOption(u);
  });
});

describe("〖聚义〗主公技，结束阶段开始时，你可令所有其他群势力角色依次选择是否将一张手牌交给你▷若有角色以此法将手牌交给你，你摸X张牌（X为以此法将手牌交给你的角色数）。", () => {
  ok("聚义", "the 群 lord: B gives a card, C does not — one card drawn", () => {
    const s = board(
      [{ general: "盲癸巳", role: "lord", agent: [{ activate: true, skill: "聚义" }] }, { general: "群白板", role: "rebel", hand: ["闪"], agent: [{ activate: true, skill: "聚义" }] }, { general: "群白板", role: "rebel", hand: ["桃"], agent: [{ activate: false, skill: "聚义" }] }],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "finish");
    done(s);
    expect(moves(s, "give")).toHaveLength(1);
    expect(s.handNames(0).sort()).toEqual(["闪", "闪"]);
    expect(drawn(s, 0)).toBe(1);
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.entries().flatMap((e) => (e.t === "decision" && e.request === "activate" && e.reason === "聚义" ? [e.player] : []))).toEqual([0, 1, 2]);
  });
  ok("聚义", "both decline: nothing drawn", () => {
    const s = board(
      [{ general: "盲癸巳", role: "lord", agent: [{ activate: true, skill: "聚义" }] }, { general: "群白板", role: "rebel", hand: ["闪"], agent: [{ activate: false, skill: "聚义" }] }, { general: "群白板", role: "rebel", hand: ["桃"], agent: [{ activate: false, skill: "聚义" }] }],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "finish");
    done(s);
    expect(moves(s, "give")).toEqual([]);
    expect(drawn(s, 0)).toBe(0);
  });
  ok("聚义", "not asked: no other 群 character with a hand card (a 群 one without, a 魏 one with); the owner not the lord; another's finish phase", () => {
    const s = board([{ general: "盲癸巳", role: "lord" }, { general: "群白板", role: "rebel" }, { general: "魏白板", role: "rebel", hand: ["闪"] }], { drawPile: fill(4) });
    s.runPhase(0, "finish");
    const t = board([{ general: "群白板", role: "lord", hand: ["闪"] }, { general: "盲癸巳", role: "rebel" }, { general: "群白板", role: "rebel", hand: ["闪"] }], { drawPile: fill(4) });
    t.runPhase(1, "finish");
    const u = board([{ general: "盲癸巳", role: "lord" }, { general: "群白板", role: "rebel", hand: ["闪"] }, B({ role: "rebel" })], { drawPile: fill(4) });
    u.runPhase(1, "finish");
    expect(asked(s, "聚义") || asked(t, "聚义") || asked(u, "聚义")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲癸午

describe("〖巧应〗当你需要使用/打出【闪】时❷，若你的装备区里有牌，你可弃置装备区里的一张牌▶你使用/打出无对应的实体牌的【闪】。", () => {
  // Misbehaved as first measured (fixed since: the part's condition 若你的装备区里有牌 was asked with the 【赤兔】 the cost would
  // discard taken away, as 3.1.7 ◆ does for the range or distance a card provides — now only what the card provides is taken
  // away, statements.ts costChoicesLeft): with a 【赤兔】 equipped and no 【闪】 in hand, the owner was never asked — the need for a 【闪】 is skipped
  // (`skipped` respond, why "no 【闪】 in hand") and the 【杀】 hits; likewise against 【万箭齐发】. (With a 【八卦阵】, whose ❶ opens the
  // need, 〖巧应〗 is offered at ❷ — the test below passes.) blind10.md 〖巧应〗 and 4.2.2/4.2.5: 需要使用/打出【闪】时❷ a skill that
  // provides the card is offered even with no 【闪】 in hand (约定16; the skill is the way to use one).
  ok("巧应", "B's 【杀】: the 【赤兔】 discarded, a 【闪】 with no card used — no damage", () => {
    const s = board([own(["巧应"], { equipment: ["赤兔"], agent: [{ activate: true, skill: "巧应" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(uses(s).find((u) => u.card === "闪")).toMatchObject({ user: 0, cards: [] });
    expect(discardNames(s)).toContain("赤兔");
    expect(s.player(0).equipment).toEqual({});
  });
  ok("巧应", "【八卦阵】 (❶) first: judged black, then 〖巧应〗 (❷) discards the 【八卦阵】 for the 【闪】", () => {
    const s = board([own(["巧应"], { equipment: ["八卦阵"], agent: [{ activate: true, skill: "八卦阵" }, { activate: true, skill: "巧应" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })], { drawPile: ["杀♠7"] });
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    const order = s.entries().flatMap((e) => (e.t === "decision" && e.request === "activate" ? [e.reason] : []));
    expect(order).toEqual(["八卦阵", "巧应"]);
    expect(s.player(0).equipment).toEqual({});
  });
  // Misbehaved as the first (fixed with it): the need to play a 【闪】 was skipped, the owner is not asked (see above).
  ok("巧应", "B's 【万箭齐发】: a 【闪】 with no card played", () => {
    const s = board([own(["巧应"], { equipment: ["赤兔"], agent: [{ activate: true, skill: "巧应" }] }), B({ hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(plays(s)).toMatchObject([{ player: 0, card: "闪", cards: [] }]);
  });
  ok("巧应", "not asked: nothing equipped (a 【赤兔】 in hand); needing a 【杀】 (B's 【决斗】)", () => {
    const s = board([own(["巧应"], { hand: ["赤兔"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    const t = board([own(["巧应"], { equipment: ["赤兔"] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(hp(t, 0)).toBe(3);
    expect(asked(s, "巧应") || asked(t, "巧应")).toBe(false);
  });
});

describe("〖慧心〗锁定技，若你的手牌数小于你的体力值，你不是【决斗】和【南蛮入侵】的合法目标。", () => {
  ok("慧心", "hp 3, two hand cards: B's 【决斗】 cannot target the owner; B's 【南蛮入侵】 targets only C", () => {
    // (The 【决斗】's only target is then C, taken without asking.)
    const s = board([own(["慧心"], { hp: 3, hand: ["闪", "闪"] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ card: "决斗", targets: [2] }]);
    expect(hp(s, 0)).toBe(3);
    const t = board([own(["慧心"], { hp: 3, hand: ["闪", "闪"] }), B({ hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] }), B()]);
    t.runPhase(1, "play");
    done(t);
    expect(uses(t)).toMatchObject([{ card: "南蛮入侵", targets: [2] }]);
    expect(hp(t, 0)).toBe(3);
    expect(hp(t, 2)).toBe(3);
  });
  ok("慧心", "three hand cards at hp 3: a legal target — the 【决斗】 hurts it", () => {
    const s = board([own(["慧心"], { hp: 3, hand: ["闪", "闪", "桃"] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(2);
  });
  ok("慧心", "【万箭齐发】 and 【杀】 are not affected", () => {
    const s = board([own(["慧心"], { hp: 3 }), B({ hand: ["万箭齐发", "杀"], agent: [{ play: { card: "万箭齐发" } }, { play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(1);
  });
});

// ---------------------------------------------------------------- 盲癸未

describe("〖蓄势〗结束阶段开始时，你可将一张手牌置于你的武将牌上（称为“势”）▷若“势”数不小于3，你失去〖蓄势〗，获得〖奔雷〗。", () => {
  // Misbehaved as first measured: 盲癸未 started with no skill at all (skills []), so 〖蓄势〗 was never asked. Fixed since: of skills
  // that only gain each other the first printed is owned at the start (compiler/lower/pack.ts grantedSkills). The batch marks only 〖奔雷〗 as not
  // owned at first (# 〖奔雷〗是〖蓄势〗令盲癸未获得的技能，盲癸未初始不拥有); 〖蓄势〗 is printed on the general and owned from the
  // start (3.1.2; blind10.md 〖蓄势〗: A 连续三个回合的结束阶段开始时各将一张手牌置于武将牌上). (Presumably 〖奔雷〗's 获得〖蓄势〗 makes it
  // read as a granted skill.) The other tests give 〖蓄势〗 to a 白板.
  ok("蓄势", "盲癸未 owns 〖蓄势〗 (not 〖奔雷〗) from the start: at its finish phase one hand card becomes a “势”", () => {
    const s = board([{ general: "盲癸未", hand: ["杀", "闪"], agent: [{ activate: true, skill: "蓄势" }, { cards: ["杀"] }] }, B()]);
    expect(s.player(0).skills).not.toContain("奔雷");
    expect(s.player(0).skills).toContain("蓄势");
    s.runPhase(0, "finish");
    done(s);
    expect(pileNames(s, 0, "势")).toEqual(["杀"]);
  });
  ok("蓄势", "one hand card becomes a “势” (no longer a hand card); one “势” — the skill stays", () => {
    const s = board([own(["蓄势"], { hand: ["杀", "闪"], agent: [{ activate: true, skill: "蓄势" }, { cards: ["杀"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pileNames(s, 0, "势")).toEqual(["杀"]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.player(0).skills).toEqual(["蓄势"]);
    expect(skillChanges(s)).toEqual([]);
  });
  ok("蓄势", "the third “势”: 〖蓄势〗 lost, 〖奔雷〗 gained; the three “势” stay", () => {
    const s = board([own(["蓄势"], { hand: ["杀"], piles: [{ name: "势", cards: ["闪", "桃"] }], agent: [{ activate: true, skill: "蓄势" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pileNames(s, 0, "势").sort()).toEqual(["杀", "桃", "闪"].sort());
    expect(s.player(0).skills).not.toContain("蓄势");
    expect(s.player(0).skills).toContain("奔雷");
    expect(s.player(0).hand).toEqual([]);
  });
  ok("蓄势", "not asked: no hand card; after 〖蓄势〗 is lost, the next finish phase", () => {
    const s = board([own(["蓄势"], { equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "finish");
    expect(asked(s, "蓄势")).toBe(false);
    const t = board([own(["蓄势"], { hand: ["杀", "闪"], piles: [{ name: "势", cards: ["闪", "桃"] }], agent: [{ activate: true, skill: "蓄势" }, { cards: ["杀"] }] }), B()]);
    t.runPhase(0, "finish");
    t.mark();
    t.runPhase(0, "finish");
    done(t);
    expect(asked(t, "蓄势")).toBe(false);
    expect(pileNames(t, 0, "势")).toHaveLength(3);
  });
});

describe("〖奔雷〗出牌阶段限一次，你可将一张“势”置入弃牌堆并选择一名其他角色▶你对其造成1点雷电伤害▷若没有“势”，你失去〖奔雷〗，获得〖蓄势〗。", () => {
  ok("奔雷", "three “势”: one to the discard pile, 1 thunder damage to B from the owner; two left, 〖奔雷〗 kept", () => {
    const s = board([own(["奔雷"], { piles: [{ name: "势", cards: ["杀", "闪", "桃"] }], agent: [{ play: { skill: "奔雷" } }, { cards: ["杀"] }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1, element: "thunder" }]);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(pileNames(s, 0, "势").sort()).toEqual(["桃", "闪"].sort());
    expect(s.player(0).skills).toEqual(["奔雷"]);
  });
  ok("奔雷", "the last “势”: after the damage, 〖奔雷〗 lost and 〖蓄势〗 gained", () => {
    const s = board([own(["奔雷"], { piles: [{ name: "势", cards: ["杀"] }], agent: [{ play: { skill: "奔雷" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.player(0).skills).not.toContain("奔雷");
    expect(s.player(0).skills).toContain("蓄势");
  });
  ok("奔雷", "B chained with C: the thunder damage is conducted to C", () => {
    const s = board([own(["奔雷"], { piles: [{ name: "势", cards: ["杀", "闪"] }], agent: [{ play: { skill: "奔雷" } }, { cards: ["杀"] }, { players: [1] }] }), B({ chained: true }), B({ chained: true })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => [d.victim, d.element])).toEqual([
      [1, "thunder"],
      [2, "thunder"],
    ]);
  });
  ok("奔雷", "not offered: 盲癸未 at the start; no “势”; a second time in the phase; the owner itself no candidate", () => {
    const s = board([{ general: "盲癸未", hand: ["闪"], agent: [{ play: { skill: "奔雷" } }] }, B()]);
    notAnOption(s);
    const t = board([own(["奔雷"], { hand: ["闪"], agent: [{ play: { skill: "奔雷" } }] }), B()]);
    notAnOption(t);
    const u = board([own(["奔雷"], { piles: [{ name: "势", cards: ["杀", "闪", "桃"] }], agent: [{ play: { skill: "奔雷" } }, { cards: ["杀"] }, { play: { skill: "奔雷" } }] }), B()]);
    notAnOption(u);
    const v = board([own(["奔雷"], { piles: [{ name: "势", cards: ["杀", "闪"] }], agent: [{ play: { skill: "奔雷" } }, { cards: ["杀"] }, { players: [0] }] }), B(), B()]);
    expect(() => v.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
  });
});

// ---------------------------------------------------------------- the figure

/** The 33 skills of blind10.sgs that compile (all but the 7 REFUSED lines), in the pack's order. */
const COMPILED = [
  "烈锋", "追袭", "霜语", "寒瞳", "截江", "断楫", "谲辩", "缄默", "虎踞", "镇关", "护鸾", "济危", "代罪", "怀远", "同舟", "倾心", "铁壁",
  "审时", "血战", "死斗", "箭雨", "惊鸿", "勇进", "流霜", "玉碎", "鏖兵", "逆击", "夺魄", "聚义", "巧应", "慧心", "蓄势", "奔雷",
];
/**
 * Those with a behaviour test above that fails today (wrong(...)), in the pack's order. As first measured: 谲辩, 同舟, 死斗, 箭雨,
 * 夺魄, 巧应, 蓄势. Fixed since: 谲辩 and 同舟 (an effect's 可 is its named performer's, 3.5.5), 箭雨 (以此法受到伤害, 3.5.33), 夺魄 (a 若 branch's names stay in it), 巧应 (3.1.7 ◆ takes away what a card provides, not the card, from the part's
 * condition), 蓄势 (skills that only gain each
 * other: the first printed is owned at the start).
 */
const MISBEHAVES: string[] = [];
/** Kept out of the count either way: blind10.md and the rulebook disagree (see the 〖虎踞〗 and 〖死斗〗 tests). */
const DISPUTED = ["虎踞", "死斗"];
/** The figure as first measured (never overwritten): 25 of 33. */
const FIRST_BEHAVES = 25;

describe("the figure (issue #5, batch 10)", () => {
  test("31 of the 33 compiled blind10 skills behave as written, none misbehaves, two disputed (first measured: 25)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then drop the skill here.
    expect(COMPILED.filter((k) => MISBEHAVING.has(k))).toEqual(MISBEHAVES);
    expect(COMPILED.filter((k) => DISPUTED.includes(k) && MISBEHAVING.has(k))).toEqual([]);
    expect(COMPILED.length - MISBEHAVES.length - DISPUTED.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(COMPILED.length - MISBEHAVES.length - DISPUTED.length).toBe(31);
    expect(COMPILED).toHaveLength(33);
    expect(REFUSED).toHaveLength(7);
  });
});
