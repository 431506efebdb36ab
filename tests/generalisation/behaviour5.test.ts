// Issue #5, fifth batch, measured honestly: do the blind5 skills that compile
// (tests/generalisation/blind5.sgs, 30 of 40: lines 10 巧辩, 14 渔利, 17 舌战, 22 附议, 26 问策, 29 易货,
// 33 易甲, 67 禁言, 68 传授, 85 喝断 are refused) BEHAVE as blind5.md says? One describe per compiled
// skill, named by its text, asserting the text's own meaning (blind5.md, and the rulebook
// ../shared/seeds where the two differ), not what the compiler happens to do; the tests were written by
// a tester who did not read grammar/ or compiler/ nor any compiled output. A skill that compiles but
// misbehaves keeps its test as `wrong(...)` (test.fails) with a comment saying what goes wrong, so the
// figure at the end is honest and flips when the bug is fixed. 〖励兵〗 and 〖铁壁〗 (gained by a skill)
// are tested on a seat given them directly (〖传授〗, which grants 〖励兵〗, is refused).
//
// Measured as first written (batch 5, main 9bc07ea): 20 of 30 compiled skills behave as written;
// now 30 of 30 (the ten below were fixed; each fixed test says how, and a few scripts were completed
// where the fix made a choice forced or added one, each marked "Script corrected").
// Misbehaving as first written:
// 〖牵线〗 (the owner names only the first character; the 另一名其他角色 is chosen by that character, not
// by the owner as it activates the skill — blind5.md 一、2, 原则三 发动时同时选择目标);
// 〖廷议〗 (the black branch does nothing: a black result with another participant showing red
// discards none of its cards; the red branch works);
// 〖清议〗 (damage the owner deals itself offers it; the owner then 议事 alone and, black, loses 1 hp as
// its own 来源 — blind5.md: 来源是主角自己 不触发);
// 〖修械〗 (never offered: with equipped cards on the owner, another or both, the play phase lists no
// 〖修械〗);
// 〖奇火〗 (the target is chosen after the red card is discarded, so a character holding fewer hand
// cards than the owner had may be chosen — blind5.md: 弃置…并选择 compared 在发动时（弃置之前）, 3.5.19);
// 〖雷斩〗 (the 【杀】 it uses is a plain 【杀】, not 雷【杀】: normal damage, and 〖藤骨〗/【藤甲】① stops it);
// 〖悬赏〗 (② never takes effect: the one with a “赏” damaged by the owner or a third character — no
// card drawn, the “赏” stays);
// 〖寄质〗 (② the holder of “质” may use a 【杀】 on the owner; ③ the owner never takes the “质” back at its
// prepare phase; ① is offered again, and places a second “质”, while one is out);
// 〖藏锋〗 (② X is 1 however many “锋” are taken: two or three “锋” give two 【杀】 in the phase);
// 〖远狙〗 (the weapon whose range meets the condition may itself be discarded as the cost — 004 3.1.7 ◆:
// a weapon moved as a cost cannot give its range at the same time).
// Two verdicts rest on blind5.md alone: 清议's self-source (the rulebook's 3.5.61 does not forbid a
// 议事 of one) and 牵线's chooser — blind5.md 一、2 has the owner pick every target as it activates
// (原则三), while 000 4.2.8 (1) has a 拼点's initiator choose its target at 进行拼点时, which the runtime
// follows; the text's 另一名其他角色 is read here as the owner's target. The others agree with the
// rulebook (004 3.1.7 ◆ for 远狙, 3.5.19 并 for 奇火, 4.2.3 for 雷斩). The working tree then held
// uncommitted compiler/runtime work (all 40 compiling); with the same ten lines commented out it gives
// the same 20 of 30.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, damages, discardNames, done, hp, own, phases, type Scenario as S, skillsUsed, turns, uses } from "./harness.ts";

const REFUSED = [10, 14, 17, 22, 26, 29, 33, 67, 68, 85];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind5.sgs"), REFUSED);
const more = (s: S, seat: number, ...steps: unknown[]) => (s.agents[seat] as unknown as { push(...x: unknown[]): void }).push(...steps);
/** Runs a play phase whose script asks for a skill: throws when the skill is not among the options. */
const notAnOption = (s: S, seat = 0) => expect(() => s.runPhase(seat, "play")).toThrow(/not an option/);

// ---------------------------------------------------------------- 盲戊甲

describe("〖对弈〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你对其使用无对应的实体牌的【决斗】；若你未赢，其对你使用无对应的实体牌的【决斗】。", () => {
  ok("对弈", "wins: the owner uses a card-less 【决斗】 on the other, which has no 【杀】 and takes 1 damage from the owner", () => {
    const s = board([own(["对弈"], { hand: ["闪♥K", "杀♠7"], agent: [{ play: { skill: "对弈" } }, { cards: ["闪"] }, { play: "end" }] }), B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ player: 0, targets: [1], winners: [0] });
    expect(uses(s)).toMatchObject([{ user: 0, card: "决斗", cards: [], targets: [1] }]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
    expect(hp(s, 0)).toBe(4);
  });
  ok("对弈", "loses: the other uses the 【决斗】 on the owner; the owner, first to play a 【杀】, has none and is hurt by the other", () => {
    const s = board([own(["对弈"], { hand: ["闪♦2"], agent: [{ play: { skill: "对弈" } }] }), B({ hand: ["闪♥K"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ user: 1, card: "决斗", cards: [], targets: [0] }]);
    expect(damages(s)).toMatchObject([{ source: 1, victim: 0, amount: 1 }]);
  });
  ok("对弈", "a tie is 未赢: the other uses the 【决斗】; the owner plays a 【杀】 first, then the other cannot and is hurt", () => {
    const s = board([own(["对弈"], { hand: ["闪♦7", "杀♠8"], agent: [{ play: { skill: "对弈" } }, { cards: ["闪"] }, { respond: "杀" }] }), B({ hand: ["杀♦7"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ winners: [null] });
    expect(uses(s)).toMatchObject([{ user: 1, card: "决斗", targets: [0] }]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1 }]);
  });
  ok("对弈", "the 【决斗】 is checked for legality: winning against a 〖空城〗 whose last hand card went to the 拼点, no 【决斗】 is used", () => {
    const s = board([own(["对弈"], { hand: ["闪♥K"], agent: [{ play: { skill: "对弈" } }] }), own(["空城"], { hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "pindian")).toBe(true);
    expect(uses(s)).toEqual([]);
    expect(damages(s)).toEqual([]);
  });
  ok("对弈", "a character without hand cards is no candidate; the owner without hand cards, or nobody else with one: not offered", () => {
    const s = board([own(["对弈"], { hand: ["闪♥K"], agent: [{ play: { skill: "对弈" } }] }), B(), B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ targets: [2] });
    const t = board([own(["对弈"], { equipment: ["赤兔"] }), B({ hand: ["闪"] })]);
    t.runPhase(0, "play");
    const u = board([own(["对弈"], { hand: ["闪"] }), B()]);
    u.runPhase(0, "play");
    expect(skillsUsed(t).concat(skillsUsed(u))).toEqual([]);
  });
  ok("对弈", "限一次: not offered a second time in the phase (both still holding a card)", () => {
    const s = board([own(["对弈"], { hand: ["闪♥K", "闪♥2"], agent: [{ play: { skill: "对弈" } }, { cards: ["闪"] }, { play: { skill: "对弈" } }] }), B({ hand: ["闪♦2", "闪♦3"], agent: [{ cards: ["闪"] }] })]);
    // Nothing else to do in the phase: it ends without a real choice, so the second 〖对弈〗 is never asked for.
    s.runPhase(0, "play");
    expect(() => done(s)).toThrow(/script steps left/);
    expect(skillsUsed(s)).toEqual(["对弈"]);
  });
});

// ---------------------------------------------------------------- 盲戊乙

describe("〖牵线〗出牌阶段限一次，你可令一名其他角色与另一名其他角色拼点▶若有角色赢，赢的角色获得未赢的角色的一张牌；否则你摸两张牌。", () => {
  ok("牵线", "B (K) beats C (2): B gains the one of C's cards B chooses (an equipped one)", () => {
    const s = board([own(["牵线"], { agent: [{ play: { skill: "牵线" } }, { players: [1] }] }), B({ hand: ["闪♥K"], agent: [{ cards: ["赤兔"] }] }), B({ hand: ["闪♦2", "杀"], equipment: ["赤兔"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ player: 1, targets: [2], winners: [1] });
    expect(s.handNames(1)).toEqual(["赤兔"]);
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("牵线", "C wins: C gains one of B's cards", () => {
    const s = board([own(["牵线"], { agent: [{ play: { skill: "牵线" } }, { players: [1] }] }), B({ hand: ["闪♦2", "桃"], agent: [{ cards: ["闪"] }] }), B({ hand: ["闪♥K"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("牵线", "a tie: nobody wins, the owner draws two", () => {
    const s = board([own(["牵线"], { agent: [{ play: { skill: "牵线" } }, { players: [1] }] }), B({ hand: ["闪♦7"] }), B({ hand: ["杀♦7"] })], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["无懈可击", "桃"].sort());
  });
  ok("牵线", "the loser has no card left after the 拼点: nothing is gained, the owner draws nothing", () => {
    const s = board([own(["牵线"], { agent: [{ play: { skill: "牵线" } }, { players: [1] }] }), B({ hand: ["闪♥K"] }), B({ hand: ["闪♦2"] })], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toEqual([]);
    expect(s.player(0).hand).toEqual([]);
  });
  // Misbehaved as first written (fixed: in a cost, the players a clause performed by another describes
  // are the skill's targets, chosen by its activator — compiler/lower targetChooser): the owner named
  // only the first character; the second (另一名其他角色) was chosen by that character, not by the owner. blind5.md 一、2 (4.2.1, 原则三 发动时同时选择目标) and 〖牵线〗: the
  // cost is 令 B 与 C 拼点, both chosen by the owner as it activates the skill (as in 〖离间〗).
  ok("牵线", "the owner chooses both characters: B (seat 1) and C (seat 3), past seat 2", () => {
    const s = board([own(["牵线"], { agent: [{ play: { skill: "牵线" } }, { players: [1] }, { players: [3] }] }), B({ hand: ["闪♥K"] }), B({ hand: ["闪♦2"] }), B({ hand: ["杀♣2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ player: 1, targets: [3] });
  });
  ok("牵线", "the owner is never the second character; one other with hand cards only: not offered", () => {
    const s = board([own(["牵线"], { hand: ["闪♥2"] }), B({ hand: ["闪♥K"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(s.entries().some((e) => e.t === "pindian")).toBe(false);
  });
  ok("牵线", "限一次", () => {
    const s = board([own(["牵线"], { agent: [{ play: { skill: "牵线" } }, { players: [1] }, { play: { skill: "牵线" } }] }), B({ hand: ["闪♦7", "闪"], agent: [{ cards: ["闪"] }] }), B({ hand: ["杀♦7", "闪"], agent: [{ cards: ["杀"] }] })], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "play");
    expect(() => done(s)).toThrow(/script steps left/);
    expect(skillsUsed(s)).toEqual(["牵线"]);
  });
});

// ---------------------------------------------------------------- 盲戊丙

describe("〖奋起〗限定技，当你翻面后，若你的武将牌背面朝上，你可翻面▶你获得一个额外回合。", () => {
  ok("奋起", "turned face down: may turn back face up and gains an extra turn", () => {
    const s = board([own(["奋起"], { agent: [{ activate: true, skill: "奋起" }] }), B()]);
    s.run((e) => e.flip(0));
    done(s);
    expect(s.player(0).faceUp).toBe(true);
    expect(s.entries().filter((e) => e.t === "state").map((e) => (e as { faceUp: boolean }).faceUp)).toEqual([false, true]);
    expect(s.entries().some((e) => e.t === "extra" && e.player === 0 && e.what === "turn")).toBe(true);
  });
  ok("奋起", "declined: stays face down, no extra turn; kept for a later flip (限定技 not spent)", () => {
    const s = board([own(["奋起"], { agent: [{ activate: false, skill: "奋起" }, { activate: true, skill: "奋起" }] }), B()]);
    s.run((e) => e.flip(0));
    expect(s.player(0).faceUp).toBe(false);
    expect(s.entries().some((e) => e.t === "extra")).toBe(false);
    s.run((e) => e.flip(0));
    s.run((e) => e.flip(0));
    done(s);
    expect(s.entries().some((e) => e.t === "extra" && e.what === "turn")).toBe(true);
  });
  ok("奋起", "turned face up: not offered (nor by its own flip back)", () => {
    const s = board([own(["奋起"], { faceDown: true }), B()]);
    s.run((e) => e.flip(0));
    expect(asked(s, "奋起")).toBe(false);
  });
  ok("奋起", "限定技: once a game; turned face down again later, not offered", () => {
    const s = board([own(["奋起"], { agent: [{ activate: true, skill: "奋起" }] }), B()]);
    s.run((e) => e.flip(0));
    s.mark();
    s.run((e) => e.flip(0));
    done(s);
    expect(asked(s, "奋起")).toBe(false);
    expect(s.player(0).faceUp).toBe(false);
  });
  ok("奋起", "face down at its turn's start: turned face up (回合开始后❺), not offered, the turn ends", () => {
    const s = board([own(["奋起"], { faceDown: true }), B()]);
    s.runTurn(0);
    expect(asked(s, "奋起")).toBe(false);
    expect(phases(s)).toEqual([]);
    expect(turns(s)).toEqual([0]);
  });
});

// ---------------------------------------------------------------- 盲戊丁

describe("〖廷议〗出牌阶段限一次，你可与至多三名其他角色议事▶若议事结果为红色，所有以此法展示红色牌的角色各摸一张牌；若议事结果为黑色，你弃置所有以此法展示红色牌的其他角色的各一张牌。", () => {
  ok("廷议", "red (owner red, B red, C black): the owner and B draw one each, C none; the shown cards stay in hand", () => {
    const s = board([own(["廷议"], { hand: ["闪♥K"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2] }] }), B({ hand: ["闪♥2"] }), B({ hand: ["杀♠7"] })], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ player: 0, participants: [0, 1, 2], result: "red" });
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(1).sort()).toEqual(["无懈可击", "闪"].sort());
    expect(s.handNames(2)).toEqual(["杀"]);
  });
  // Misbehaved as first written: the black branch did nothing when B also held a red equipped card
  // (以此法展示红色牌 was read as "showed every red card it has"). Fixed: a description of cards in a
  // history fits a happening when some of its cards fits (runtime/api/lib/history.ts).
  ok("廷议", "black (owner black, B red, C black): the owner discards one of B's cards (its choice); nobody draws", () => {
    const s = board([own(["廷议"], { hand: ["杀♠8"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2] }, { cards: ["赤兔"] }, { play: "end" }] }), B({ hand: ["闪♥2"], equipment: ["赤兔"] }), B({ hand: ["杀♠7"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ result: "black" });
    expect(s.player(1).equipment).toEqual({});
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect([0, 2].map((p) => s.player(p).hand.length)).toEqual([1, 1]);
  });
  // (Script completed after the fix: the owner, who discards, chooses which of B's cards.)
  ok("廷议", "black with four participants (3 black, B red): B loses one card", () => {
    const s = board([own(["廷议"], { hand: ["杀♠8"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2, 3] }, { cards: ["桃"] }, { play: "end" }] }), B({ hand: ["闪♥2", "桃"], agent: [{ cards: ["闪"] }] }), B({ hand: ["杀♠7"] }), B({ hand: ["杀♣2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ participants: [0, 1, 2, 3], result: "black" });
    expect(s.player(1).hand).toHaveLength(1);
  });
  ok("廷议", "four participants, 3 red (owner, B, C) and 1 black: red, the three draw one each in seat order", () => {
    const s = board([own(["廷议"], { hand: ["闪♥K"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2, 3] }] }), B({ hand: ["闪♥2"] }), B({ hand: ["闪♦2"] }), B({ hand: ["杀♣2"] })], { drawPile: ["桃", "无懈可击", "决斗"] });
    s.runPhase(0, "play");
    done(s);
    expect([0, 1, 2, 3].map((p) => s.handNames(p))).toEqual([["闪", "桃"], ["闪", "无懈可击"], ["闪", "决斗"], ["杀"]]);
  });
  ok("廷议", "four participants, 2 red and 2 black: no result, nothing", () => {
    const s = board([own(["廷议"], { hand: ["杀♠8"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2, 3] }, { play: "end" }] }), B({ hand: ["闪♥2"] }), B({ hand: ["杀♠7"] }), B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ result: null });
    expect([0, 1, 2, 3].map((p) => s.player(p).hand.length)).toEqual([1, 1, 1, 1]);
  });
  ok("廷议", "no result (one red, one black): nothing happens", () => {
    const s = board([own(["廷议"], { hand: ["闪♥K"], agent: [{ play: { skill: "廷议" } }] }), B({ hand: ["杀♠7"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ result: null });
    expect([s.player(0).hand.length, s.player(1).hand.length]).toEqual([1, 1]);
  });
  ok("廷议", "black, but no other showed red: nothing discarded", () => {
    const s = board([own(["廷议"], { hand: ["杀♠8"], agent: [{ play: { skill: "廷议" } }, { play: "end" }] }), B({ hand: ["杀♠7", "闪"], agent: [{ cards: ["杀"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ result: "black" });
    expect(s.player(1).hand).toHaveLength(2);
    expect(s.entries().some((e) => e.t === "move" && e.reason === "discard")).toBe(false);
  });
  ok("廷议", "至多三名: four others cannot be chosen; a character without hand cards is no candidate", () => {
    const s = board([own(["廷议"], { hand: ["杀♠8"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2, 3, 4] }] }), B({ hand: ["闪"] }), B({ hand: ["闪"] }), B({ hand: ["闪"] }), B({ hand: ["闪"] })]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
    const t = board([own(["廷议"], { hand: ["杀♠8"], agent: [{ play: { skill: "廷议" } }, { play: "end" }] }), B({ hand: ["闪"] }), B()]);
    t.runPhase(0, "play");
    done(t);
    expect(t.entries().find((e) => e.t === "council")).toMatchObject({ participants: [0, 1] });
  });
  ok("廷议", "the owner without hand cards, or nobody else with one: not offered; 限一次", () => {
    const s = board([own(["廷议"], { equipment: ["赤兔"] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    const t = board([own(["廷议"], { hand: ["闪"] }), B()]);
    t.runPhase(0, "play");
    expect(skillsUsed(s).concat(skillsUsed(t))).toEqual([]);
    const u = board([own(["廷议"], { hand: ["闪♥K", "杀"], agent: [{ play: { skill: "廷议" } }, { cards: ["闪"] }, { play: { skill: "廷议" } }] }), B({ hand: ["杀♠7"] })]);
    notAnOption(u);
  });
});

// ---------------------------------------------------------------- 盲戊戊

describe("〖清议〗当你受到伤害后，你可与来源议事▶若议事结果为红色，你回复1点体力；若议事结果为黑色，来源失去1点体力；若没有议事结果，你摸一张牌。", () => {
  ok("清议", "both red: the owner recovers the point", () => {
    const s = board([own(["清议"], { hand: ["闪♥K"], agent: [{ activate: true, skill: "清议" }] }), B({ hand: ["闪♥2"] })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ participants: [0, 1], result: "red" });
    expect(hp(s, 0)).toBe(4);
    expect([s.player(0).hand.length, s.player(1).hand.length]).toEqual([1, 1]);
  });
  ok("清议", "both black: the source loses 1 hp (no damage)", () => {
    const s = board([own(["清议"], { hand: ["杀♠8"], agent: [{ activate: true, skill: "清议" }] }), B({ hand: ["杀♠7"] })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect([hp(s, 0), hp(s, 1)]).toEqual([3, 3]);
    expect(s.entries().some((e) => e.t === "loseHp" && e.player === 1)).toBe(true);
    expect(damages(s)).toHaveLength(1);
  });
  ok("清议", "one red, one black: no result, the owner draws one", () => {
    const s = board([own(["清议"], { hand: ["闪♥K"], agent: [{ activate: true, skill: "清议" }] }), B({ hand: ["杀♠7"] })], { drawPile: ["桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect([hp(s, 0), hp(s, 1)]).toEqual([3, 4]);
  });
  ok("清议", "declined: nothing; 2 damage: asked once only", () => {
    const s = board([own(["清议"], { hand: ["闪♥K"], agent: [{ activate: false, skill: "清议" }] }), B({ hand: ["闪♥2"] })]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    done(s);
    expect(hp(s, 0)).toBe(2);
    expect(s.entries().some((e) => e.t === "council")).toBe(false);
  });
  ok("清议", "no source, or a source without hand cards, or the owner without hand cards: not offered", () => {
    const s = board([own(["清议"], { hand: ["闪♥K"] }), B({ hand: ["闪♥2"] })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    const t = board([own(["清议"], { hand: ["闪♥K"] }), B()]);
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    const u = board([own(["清议"]), B({ hand: ["闪♥2"] })]);
    u.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "清议") || asked(t, "清议") || asked(u, "清议")).toBe(false);
  });
  // Misbehaved as first written: damage the owner dealt itself offered 〖清议〗, a 议事 of one. blind5.md
  // 〖清议〗: 来源是主角自己 — 不触发. Fixed: A与B议事 takes B's players other than A (ops/cards.ts council).
  ok("清议", "the owner its own source: not offered", () => {
    const s = board([own(["清议"], { hand: ["杀♠8"] }), B({ hand: ["闪♥2"] })]);
    s.act(0, (ctx) => ctx.damage(0, 1, { source: 0 }));
    expect(asked(s, "清议")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
  ok("清议", "damage the owner deals to another: not offered", () => {
    const s = board([own(["清议"], { hand: ["闪♥K"] }), B({ hand: ["闪♥2"] })]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(asked(s, "清议")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲戊己

describe("〖赈济〗结束阶段开始时，你可亮出牌堆顶的X张牌（X为已受伤的角色数）▶你将其中的所有红色牌交给任意已受伤的角色，将其余的牌置入弃牌堆。", () => {
  ok("赈济", "two wounded (the owner, B): two cards revealed; the red one goes to B, the black one to the discard pile", () => {
    const s = board([own(["赈济"], { hp: 3, agent: [{ activate: true, skill: "赈济" }, { players: [1] }] }), B({ hp: 2 }), B()], { drawPile: ["桃♥3", "杀♠7", "闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("闪");
  });
  ok("赈济", "two red ones shared between the wounded owner and B (each at least one)", () => {
    const s = board([own(["赈济"], { hp: 3, agent: [{ activate: true, skill: "赈济" }, { players: [0, 1] }, { cards: ["闪"] }] }), B({ hp: 2 })], { drawPile: ["桃♥3", "闪♦2"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.engine.state.discardPile).toEqual([]);
  });
  ok("赈济", "X counts the wounded only: one wounded, one card revealed; an unwounded character cannot receive", () => {
    const s = board([own(["赈济"], { agent: [{ activate: true, skill: "赈济" }] }), B({ hp: 2 }), B()], { drawPile: ["桃♥3", "闪♦2"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("闪");
    const t = board([own(["赈济"], { agent: [{ activate: true, skill: "赈济" }, { players: [2] }] }), B({ hp: 2 }), B({ hp: 3 })], { drawPile: ["桃♥3", "杀♠7"] });
    t.runPhase(0, "finish");
    done(t);
    expect(t.handNames(2)).toEqual(["桃"]);
    const u = board([own(["赈济"], { agent: [{ activate: true, skill: "赈济" }, { players: [0] }] }), B({ hp: 2 }), B({ hp: 3 })], { drawPile: ["桃♥3", "杀♠7"] });
    expect(() => u.runPhase(0, "finish")).toThrow(/illegal answer/);
  });
  ok("赈济", "no red card revealed: all go to the discard pile", () => {
    const s = board([own(["赈济"], { hp: 3, agent: [{ activate: true, skill: "赈济" }] }), B({ hp: 2 })], { drawPile: ["杀♠7", "杀♣2"] });
    s.runPhase(0, "finish");
    done(s);
    expect(discardNames(s)).toEqual(["杀", "杀"]);
    expect([0, 1].map((p) => s.player(p).hand.length)).toEqual([0, 0]);
  });
  ok("赈济", "declined: nothing revealed", () => {
    const s = board([own(["赈济"], { hp: 3, agent: [{ activate: false, skill: "赈济" }] }), B()], { drawPile: ["桃♥3"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.entries().some((e) => e.t === "move")).toBe(false);
  });
  ok("赈济", "nobody wounded, or another's finish phase: not offered", () => {
    const s = board([own(["赈济"]), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["赈济"], { hp: 2 }), B({ hp: 2 })]);
    t.runPhase(1, "finish");
    expect(asked(s, "赈济") || asked(t, "赈济")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲戊庚

describe("〖修械〗出牌阶段限一次，你可令一名装备区里有牌的角色重铸其装备区里的一张牌▷若其不为你，你摸一张牌。", () => {
  // Misbehaved as first written: never offered (其装备区里的牌 was read with nobody chosen yet, so no
  // candidate could recast). Fixed: a candidate performer is asked with itself chosen (ops/perform.ts).
  ok("修械", "another with an equipped card: it recasts it (draws one), then the owner draws one", () => {
    const s = board([own(["修械"], { agent: [{ play: { skill: "修械" } }] }), B({ equipment: ["赤兔"] })], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("修械", "the target chooses which of its equipped cards; the owner itself: recasts, draws no extra card", () => {
    const s = board([own(["修械"], { equipment: ["诸葛连弩", "赤兔"], agent: [{ play: { skill: "修械" } }, { cards: ["赤兔"] }] })], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("修械", "nobody with an equipped card: not offered", () => {
    const s = board([own(["修械"], { hand: ["赤兔"] }), B({ hand: ["绝影"] })]);
    more(s, 0, { play: "end" });
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲戊辛

describe("〖淬炼〗结束阶段开始时，你可重铸至少两张手牌▶若这些牌的颜色均相同，你加1点护甲。", () => {
  ok("淬炼", "two black cards recast: two drawn, +1 armour", () => {
    const s = board([own(["淬炼"], { hand: ["杀♠7", "杀♣2", "闪♦2"], agent: [{ activate: true, skill: "淬炼" }, { cards: ["杀", "杀"] }] }), B()], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["无懈可击", "桃", "闪"].sort());
    expect(discardNames(s)).toEqual(["杀", "杀"]);
    expect(s.player(0).armor).toBe(1);
  });
  ok("淬炼", "three red cards: three drawn, +1 armour", () => {
    const s = board([own(["淬炼"], { hand: ["闪♦2", "桃♥3", "闪♥2"], agent: [{ activate: true, skill: "淬炼" }, { cards: ["闪", "桃", "闪"] }] }), B()], { drawPile: ["杀", "杀", "杀"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["杀", "杀", "杀"]);
    expect(s.player(0).armor).toBe(1);
  });
  ok("淬炼", "one red, one black: recast, no armour", () => {
    const s = board([own(["淬炼"], { hand: ["杀♠7", "闪♦2"], agent: [{ activate: true, skill: "淬炼" }] }), B()], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.player(0).armor).toBe(0);
  });
  ok("淬炼", "至少两张: one card alone cannot be recast", () => {
    const s = board([own(["淬炼"], { hand: ["杀♠7", "杀♣2", "杀♣3"], agent: [{ activate: true, skill: "淬炼" }, { cards: ["杀"] }] }), B()]);
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
  });
  ok("淬炼", "armour 5: recast, the armour stays 5", () => {
    const s = board([own(["淬炼"], { armor: 5, hand: ["杀♠7", "杀♣2"], agent: [{ activate: true, skill: "淬炼" }] }), B()], { drawPile: ["桃", "无懈可击"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
    expect(s.player(0).armor).toBe(5);
  });
  ok("淬炼", "declined: nothing; a single hand card, or another's finish phase: not offered", () => {
    const s = board([own(["淬炼"], { hand: ["杀♠7", "杀♣2"], agent: [{ activate: false, skill: "淬炼" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).armor).toBe(0);
    expect(s.handNames(0)).toEqual(["杀", "杀"]);
    const t = board([own(["淬炼"], { hand: ["杀♠7"], equipment: ["赤兔"] }), B()]);
    t.runPhase(0, "finish");
    const u = board([own(["淬炼"], { hand: ["杀♠7", "杀♣2"] }), B()]);
    u.runPhase(1, "finish");
    expect(asked(t, "淬炼") || asked(u, "淬炼")).toBe(false);
  });
});

describe("〖砺刃〗觉醒技，准备阶段开始时，若你的护甲不小于2，你减1点体力上限，获得〖远狙〗。", () => {
  ok("砺刃", "armour 2, hp 4/4: 3/3, armour kept, 〖远狙〗 gained, without asking", () => {
    const s = board([own(["砺刃"], { armor: 2 }), B()]);
    expect(s.player(0).skills).not.toContain("远狙");
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 3, armor: 2 });
    expect(s.player(0).skills).toContain("远狙");
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("砺刃", "hp 2/4: 2/3", () => {
    const s = board([own(["砺刃"], { armor: 3, hp: 2 }), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 2, maxHp: 3 });
  });
  ok("砺刃", "armour 1: nothing; another's prepare phase: nothing", () => {
    const s = board([own(["砺刃"], { armor: 1 }), B()]);
    s.runPhase(0, "prepare");
    const t = board([own(["砺刃"], { armor: 2 }), B()]);
    t.runPhase(1, "prepare");
    expect([s.player(0).maxHp, t.player(0).maxHp]).toEqual([4, 4]);
    expect(s.player(0).skills.concat(t.player(0).skills)).not.toContain("远狙");
  });
  ok("砺刃", "觉醒技: once; armour still 2 at the next prepare phase, max hp stays 3", () => {
    const s = board([own(["砺刃"], { armor: 2 }), B()]);
    s.runPhase(0, "prepare");
    s.mark();
    s.runPhase(0, "prepare");
    expect(s.player(0).maxHp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("砺刃", "max hp 1: the lost max hp kills the owner", () => {
    const s = board([own(["砺刃"], { role: "rebel", armor: 2, hp: 1, maxHp: 1 }), B({ role: "lord" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.runPhase(0, "prepare");
    expect(s.player(0).alive).toBe(false);
  });
  ok("砺刃", "the gained 〖远狙〗 works: a 【杀】 at distance 1 with range 1, a card discarded, 2 damage", () => {
    const s = board([own(["砺刃"], { armor: 2, hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "远狙" }] }), B()]);
    s.runPhase(0, "prepare");
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
});

// ---------------------------------------------------------------- 盲戊壬

describe("〖均田〗限定技，出牌阶段，你可令所有其他角色依次{将手牌弃置至X张，将手牌补至X张}（X为你的手牌数）。", () => {
  ok("均田", "X = 2: B (3 cards) discards one of its choice, C (0) draws two, D (2) nothing; the owner's hand unchanged", () => {
    const s = board([own(["均田"], { hand: ["杀♠7", "杀♣2"], agent: [{ play: { skill: "均田" } }, { play: "end" }] }), B({ hand: ["闪", "闪", "桃"], agent: [{ cards: ["桃"] }] }), B(), B({ hand: ["闪", "闪"] })], { drawPile: ["无懈可击", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["闪", "闪"]);
    expect(s.handNames(2)).toEqual(["无懈可击", "无懈可击"]);
    expect(s.player(3).hand).toHaveLength(2);
    expect(s.handNames(0)).toEqual(["杀", "杀"]);
  });
  ok("均田", "依次: from the owner's next seat on", () => {
    const s = board([own(["均田"], { hand: ["杀♠7"], agent: [{ play: { skill: "均田" } }, { play: "end" }] }), B(), B(), B()], { drawPile: ["闪", "桃", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect([1, 2, 3].map((p) => s.handNames(p))).toEqual([["闪"], ["桃"], ["无懈可击"]]);
  });
  ok("均田", "the owner without hand cards: X = 0, every other discards its whole hand", () => {
    const s = board([own(["均田"], { agent: [{ play: { skill: "均田" } }] }), B({ hand: ["闪", "闪"] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect([1, 2].map((p) => s.player(p).hand.length)).toEqual([0, 0]);
  });
  ok("均田", "限定技: not offered in a later play phase", () => {
    const s = board([own(["均田"], { hand: ["杀♠7"], agent: [{ play: { skill: "均田" } }, { play: "end" }, { play: { skill: "均田" } }] }), B()], { drawPile: ["闪", "桃"] });
    s.runPhase(0, "play");
    s.act(1, (ctx) => ctx.loseHp(1, 1));
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/);
  });
  ok("均田", "every other already at X: not offered; another's play phase: not offered", () => {
    const s = board([own(["均田"], { hand: ["杀♠7"] }), B({ hand: ["闪"] })]);
    more(s, 0, { play: "end" });
    s.runPhase(0, "play");
    const t = board([own(["均田"], { hand: ["杀♠7"] }), B({ hand: ["闪", "闪"], agent: [{ play: "end" }] })]);
    t.runPhase(1, "play");
    expect(skillsUsed(s).concat(skillsUsed(t))).toEqual([]);
  });
});

describe("〖匀粮〗弃牌阶段结束时，若你于此阶段内弃置过你的至少一张手牌，你可令一名手牌数最小的其他角色将手牌补至X张（X为你的手牌数）。", () => {
  ok("匀粮", "the owner (hp 3) discards two, keeps 3: B or C (1 card each, fewest) may be chosen; B draws to 3", () => {
    const s = board([own(["匀粮"], { hp: 3, hand: ["杀", "杀", "闪", "闪", "桃"], agent: [{ cards: ["杀", "杀"] }, { activate: true, skill: "匀粮" }, { players: [2] }] }), B({ hand: ["闪"] }), B({ hand: ["闪"] }), B({ hand: ["闪", "闪", "闪", "闪"] })]);
    s.runPhase(0, "discard");
    done(s);
    expect(s.player(2).hand).toHaveLength(3);
    expect(s.player(1).hand).toHaveLength(1);
  });
  ok("匀粮", "a character not among the fewest (D, 4 cards) cannot be chosen", () => {
    const s = board([own(["匀粮"], { hp: 3, hand: ["杀", "杀", "闪", "闪", "桃"], agent: [{ cards: ["杀", "杀"] }, { activate: true, skill: "匀粮" }, { players: [3] }] }), B({ hand: ["闪"] }), B({ hand: ["闪"] }), B({ hand: ["闪", "闪"] })]);
    expect(() => s.runPhase(0, "discard")).toThrow(/illegal answer/);
  });
  ok("匀粮", "最小 among the others only: the owner's own smaller hand does not matter", () => {
    const s = board([own(["匀粮"], { hp: 1, hand: ["杀", "杀", "闪"], agent: [{ cards: ["杀", "杀"] }, { activate: true, skill: "匀粮" }] }), B(), B({ hand: ["闪"] })], { drawPile: ["桃"] });
    s.runPhase(0, "discard");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
  ok("匀粮", "declined: nothing drawn", () => {
    const s = board([own(["匀粮"], { hp: 3, hand: ["杀", "杀", "闪", "闪"], agent: [{ cards: ["杀"] }, { activate: false, skill: "匀粮" }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("匀粮", "nothing discarded in the phase: not offered", () => {
    const s = board([own(["匀粮"], { hand: ["杀", "杀"] }), B()]);
    s.runPhase(0, "discard");
    expect(asked(s, "匀粮")).toBe(false);
  });
  ok("匀粮", "the fewest other already holds X or more: not offered", () => {
    const s = board([own(["匀粮"], { hp: 1, hand: ["杀", "杀"], agent: [{ cards: ["杀"] }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "discard");
    done(s);
    expect(asked(s, "匀粮")).toBe(false);
  });
  ok("匀粮", "another's discard phase: not offered", () => {
    const s = board([own(["匀粮"], { hand: ["杀", "杀", "杀"] }), B({ hp: 1, hand: ["闪", "闪"], agent: [{ cards: ["闪"] }] }), B()]);
    s.runPhase(1, "discard");
    expect(asked(s, "匀粮")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲戊癸

describe("〖孤注〗出牌阶段限一次，若你的手牌数大于你的体力值，你可将手牌弃置至X张（X为你的体力值）▶你于此阶段内使用【杀】的次数上限+1，你的攻击范围于此阶段内+Y（Y为你以此法弃置的牌数）。", () => {
  ok("孤注", "hp 2, five cards: discards the three it chooses; two 【杀】 in the phase, one at distance 2 (range 1+3)", () => {
    const s = board(
      [own(["孤注"], { hp: 2, hand: ["杀♠7", "杀♣2", "闪", "闪", "桃"], agent: [{ play: { skill: "孤注" } }, { cards: ["闪", "闪", "桃"] }, { play: { card: "杀" } }, { players: [2] }, { play: { card: "杀" } }, { players: [1] }] }), B(), B(), B(), B()],
    );
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s).filter((n) => n !== "杀").sort()).toEqual(["桃", "闪", "闪"].sort());
    expect(damages(s).map((d) => d.victim)).toEqual([2, 1]);
  });
  ok("孤注", "Y is the number discarded: hp 3, four cards, one discarded: range 2 reaches distance 2, not 3", () => {
    const s = board([own(["孤注"], { hp: 3, hand: ["杀♠7", "杀♣2", "闪", "桃"], agent: [{ play: { skill: "孤注" } }, { cards: ["桃"] }, { play: { card: "杀" } }, { players: [3] }] }), B(), B(), B(), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
    const t = board([own(["孤注"], { hp: 3, hand: ["杀♠7", "杀♣2", "闪", "桃"], agent: [{ play: { skill: "孤注" } }, { cards: ["桃"] }, { play: { card: "杀" } }, { players: [2] }, { play: "end" }] }), B(), B(), B(), B(), B(), B()]);
    t.runPhase(0, "play");
    done(t);
    expect(hp(t, 2)).toBe(3);
  });
  ok("孤注", "the effects end with the phase: range 1 and one 【杀】 in the next play phase", () => {
    const s = board([own(["孤注"], { hp: 2, hand: ["闪", "闪", "桃"], agent: [{ play: { skill: "孤注" } }, { cards: ["桃"] }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    expect(s.view.attackRange(0)).toBe(1);
  });
  ok("孤注", "hand cards not more than hp: not offered; 限一次", () => {
    const s = board([own(["孤注"], { hp: 2, hand: ["闪", "闪"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    const t = board([own(["孤注"], { hp: 1, hand: ["闪", "闪", "闪"], agent: [{ play: { skill: "孤注" } }, { cards: ["闪", "闪"] }, { play: { skill: "孤注" } }] }), B()]);
    t.runPhase(0, "play");
    expect(() => done(t)).toThrow(/script steps left/);
  });
  ok("孤注", "without it, one 【杀】 only (the limit is the skill's)", () => {
    const s = board([own(["孤注"], { hp: 4, hand: ["杀♠7", "杀♣2"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
});

describe("〖索械〗出牌阶段限一次，你可弃置一张基本牌▶你亮出牌堆里的一张装备牌▷你获得此牌。", () => {
  const EQUIP = ["诸葛连弩", "青釭剑", "寒冰剑", "雌雄双股剑", "青龙偃月刀", "丈八蛇矛", "贯石斧", "方天画戟", "麒麟弓", "八卦阵", "仁王盾", "的卢", "绝影", "爪黄飞电", "赤兔", "大宛", "紫骍", "古锭刀", "朱雀羽扇", "藤甲", "白银狮子", "骅骝"];
  ok("索械", "a basic card of the owner's choice discarded: an equipment card from the draw pile (not the top) is revealed and taken into hand", () => {
    const s = board([own(["索械"], { hand: ["杀♠7", "闪", "无懈可击"], agent: [{ play: { skill: "索械" } }, { cards: ["闪"] }, { play: "end" }] }), B()], { drawPile: ["桃", "桃"] });
    const before = s.engine.state.drawPile.length;
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["闪"]);
    const got = s.handNames(0).filter((n) => !["杀", "无懈可击"].includes(n));
    expect(got).toHaveLength(1);
    expect(EQUIP).toContain(got[0]);
    expect(s.engine.state.drawPile.length).toBe(before - 1);
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("桃");
    expect(Object.keys(s.player(0).equipment)).toEqual([]);
  });
  ok("索械", "a non-basic card is no candidate: with one basic card, it is taken without a choice", () => {
    const s = board([own(["索械"], { hand: ["杀♠7", "无懈可击"], agent: [{ play: { skill: "索械" } }, { play: "end" }] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "forced" && e.request === "chooseCards")).toBeDefined();
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.handNames(0)).toContain("无懈可击");
  });
  ok("索械", "no equipment card left in the draw pile (all in the discard pile): the basic card is still discarded, nothing gained", () => {
    const s = board([own(["索械"], { hand: ["杀♠7"], agent: [{ play: { skill: "索械" } }] }), B()], { drawPile: ["桃", "闪"], restTo: "discardPile" });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(s.engine.state.drawPile.map((c) => s.card(c).name)).toEqual(["桃", "闪"]);
  });
  ok("索械", "no basic card: not offered; 限一次", () => {
    const s = board([own(["索械"], { hand: ["无懈可击"], equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    const t = board([own(["索械"], { hand: ["闪", "闪"], agent: [{ play: { skill: "索械" } }, { cards: ["闪"] }, { play: { skill: "索械" } }] }), B()]);
    expect(() => t.runPhase(0, "play")).toThrow(/not an option/);
  });
});

// ---------------------------------------------------------------- 盲戊子

describe("〖奇火〗出牌阶段限一次，你可弃置一张红色手牌并选择一名手牌数不小于你的其他角色▶你对其使用无对应的实体牌的【火攻】。", () => {
  ok("奇火", "a red card discarded; the card-less 【火攻】: the target shows a heart, the owner discards a heart, 1 fire damage", () => {
    const s = board([own(["奇火"], { hand: ["闪♦2", "桃♥3"], agent: [{ play: { skill: "奇火" } }, { cards: ["闪"] }, { activate: true, skill: "火攻" }] }), B({ hand: ["杀♥10", "杀♠7"], agent: [{ cards: ["杀"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ user: 0, card: "火攻", cards: [], targets: [1] }]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, element: "fire", amount: 1 }]);
    expect(s.player(0).hand).toEqual([]);
    expect(s.player(1).hand).toHaveLength(2);
  });
  ok("奇火", "the owner declines to discard for the 【火攻】: no damage", () => {
    const s = board([own(["奇火"], { hand: ["闪♦2", "桃♥3"], agent: [{ play: { skill: "奇火" } }, { cards: ["闪"] }, { activate: false, skill: "火攻" }] }), B({ hand: ["杀♥10", "杀♠7"], agent: [{ cards: ["杀"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("奇火", "the hand counts are compared as it activates: 2 against 1 — the other is no candidate (though the owner would hold 1 after)", () => {
    const s = board([own(["奇火"], { hand: ["闪♦2", "桃♥3"] }), B({ hand: ["杀♥10"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  // Misbehaved as first written (fixed: statements.ts offerTogether): the target was chosen after the
  // red card was discarded, so the hand counts were compared with the owner's hand one card short. With 2 hand cards the owner may pick a character
  // holding 1 (and the 【火攻】 is used on it). blind5.md 〖奇火〗: 弃置…并选择 is one cost (3.5.19 并,
  // 原则三 发动时同时选择目标并同时执行全部消耗), compared 在发动时（弃置之前）. (With that character the only
  // other, the skill is rightly not offered: the offer is checked before, the choice after.)
  ok("奇火", "a character with fewer hand cards than the owner (before the discard) is no candidate; the one with as many is taken", () => {
    // (Script corrected after the fix: holding no spade, the owner is not asked to discard for the 【火攻】.)
    const s = board([own(["奇火"], { hand: ["闪♦2", "桃♥3"], agent: [{ play: { skill: "奇火" } }, { cards: ["闪"] }] }), B({ hand: ["杀♥10"] }), B({ hand: ["杀♠7", "杀♣2"], agent: [{ cards: ["杀"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ targets: [2] }]);
  });
  ok("奇火", "no red hand card (a red equipped card does not count): not offered; 限一次", () => {
    const s = board([own(["奇火"], { hand: ["杀♠7"], equipment: ["赤兔♥5"] }), B({ hand: ["闪", "闪"] })]);
    more(s, 0, { play: "end" });
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    // after one use the owner still holds a red card and B three cards: the phase ends without a second
    const t = board([own(["奇火"], { hand: ["闪♦2", "闪♥2"], agent: [{ play: { skill: "奇火" } }, { cards: ["闪"] }, { play: { skill: "奇火" } }] }), B({ hand: ["杀♠7", "杀♣2", "杀♣3"], agent: [{ cards: ["杀"] }] })]);
    t.runPhase(0, "play");
    expect(() => done(t)).toThrow(/script steps left/);
    expect(skillsUsed(t)).toEqual(["奇火"]);
  });
  ok("奇火", "against 〖藤骨〗: the fire damage is 2", () => {
    const s = board([own(["奇火"], { hand: ["闪♦2", "桃♥3"], agent: [{ play: { skill: "奇火" } }, { cards: ["闪"] }, { activate: true, skill: "火攻" }] }), own(["藤骨"], { hand: ["杀♥10", "杀♠7"], agent: [{ cards: ["杀"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
});

describe("〖昼夜〗转换技，准备阶段开始时，阳：你可横置▶你摸两张牌；阴：你可重置▶你回复1点体力。", () => {
  ok("昼夜", "阳: chained, draws two; the state turns 阴", () => {
    const s = board([own(["昼夜"], { agent: [{ activate: true, skill: "昼夜" }] }), B()], { drawPile: ["桃", "闪"] });
    expect(s.engine.switchState(0, "昼夜")).toBe("yang");
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).chained).toBe(true);
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
    expect(s.engine.switchState(0, "昼夜")).toBe("yin");
  });
  ok("昼夜", "阴: reset, recovers 1; the state turns 阳; over two prepare phases 阳 then 阴", () => {
    const s = board([own(["昼夜"], { hp: 2, agent: [{ activate: true, skill: "昼夜" }, { activate: true, skill: "昼夜" }] }), B()], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "prepare");
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0)).toMatchObject({ chained: false, hp: 3 });
    expect(s.engine.switchState(0, "昼夜")).toBe("yang");
  });
  ok("昼夜", "阴 unwounded: may still reset (a cost), nothing recovered, the state turns 阳", () => {
    const s = board([own(["昼夜"], { chained: true, agent: [{ activate: true, skill: "昼夜" }] }), B()]);
    s.engine.setSwitchState(0, "昼夜", "yin");
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0)).toMatchObject({ chained: false, hp: 4 });
    expect(s.engine.switchState(0, "昼夜")).toBe("yang");
  });
  ok("昼夜", "阳 already chained, or 阴 not chained: not offered, the state unchanged", () => {
    const s = board([own(["昼夜"], { chained: true }), B()]);
    s.runPhase(0, "prepare");
    const t = board([own(["昼夜"], { hp: 2 }), B()]);
    t.engine.setSwitchState(0, "昼夜", "yin");
    t.runPhase(0, "prepare");
    expect(asked(s, "昼夜") || asked(t, "昼夜")).toBe(false);
    expect([s.engine.switchState(0, "昼夜"), t.engine.switchState(0, "昼夜")]).toEqual(["yang", "yin"]);
  });
  ok("昼夜", "declined: nothing, the state stays 阳; another's prepare phase: not offered", () => {
    const s = board([own(["昼夜"], { agent: [{ activate: false, skill: "昼夜" }] }), B()]);
    s.runPhase(0, "prepare");
    done(s);
    s.runPhase(1, "prepare");
    expect(s.player(0)).toMatchObject({ chained: false });
    expect(s.player(0).hand).toEqual([]);
    expect(s.engine.switchState(0, "昼夜")).toBe("yang");
  });
});

// ---------------------------------------------------------------- 盲戊丑

describe("〖雷斩〗当你需要使用【杀】时❷，若你于此回合内未使用过【杀】，你可失去1点体力▶你使用无对应的实体牌的雷【杀】。", () => {
  // Misbehaved as first written: the 【杀】 used was a plain 【杀】, not the text's 雷【杀】 (blind5.md
  // 〖雷斩〗; 4.2.3: a card-less card's name and kind are the ones declared), so 〖藤骨〗 stopped it. Fixed:
  // a need answered by a card-less card takes the declared kind (runtime/api/lib/ops/use.ts).
  ok("雷斩", "in the play phase without a 【杀】: loses 1 hp, uses a card-less thunder 【杀】 (1 thunder damage)", () => {
    const s = board([own(["雷斩"], { agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(s.entries().some((e) => e.t === "loseHp" && e.player === 0)).toBe(true);
    expect(uses(s)).toMatchObject([{ user: 0, card: "杀", cards: [], targets: [1] }]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, element: "thunder", amount: 1 }]);
  });
  ok("雷斩", "the cost and the use: 1 hp lost, a card-less 【杀】 used by the owner, the target hit for 1", () => {
    const s = board([own(["雷斩"], { agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(uses(s)).toMatchObject([{ user: 0, card: "杀", cards: [], targets: [1] }]);
    expect(hp(s, 1)).toBe(3);
  });
  ok("雷斩", "it counts as the phase's 【杀】: a hand 【杀】 cannot follow (the phase ends)", () => {
    const s = board([own(["雷斩"], { hand: ["杀♠7"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }, { play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    expect(() => done(s)).toThrow(/script steps left/);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("雷斩", "a 【杀】 already used this turn (with 【诸葛连弩】): not offered — no way left to need a 【杀】", () => {
    const s = board([own(["雷斩"], { hand: ["杀♠7"], equipment: ["诸葛连弩"], agent: [{ play: { card: "杀" } }, { play: { need: "杀" } }] }), B()], { drawPile: ["闪", "闪"] });
    // after the 【杀】, the play phase offers nothing else (it ends without a real choice): the step is left
    s.runTurn(0);
    expect(() => done(s)).toThrow(/script steps left/);
    expect(asked(s, "雷斩")).toBe(false);
    expect(hp(s, 0)).toBe(4);
  });
  ok("雷斩", "with 【诸葛连弩】, after the 〖雷斩〗 【杀】 a hand 【杀】 may follow, but no second 〖雷斩〗", () => {
    const s = board([own(["雷斩"], { hand: ["杀♠7"], equipment: ["诸葛连弩"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(hp(s, 1)).toBe(2);
    expect(skillsUsed(s)).toEqual(["雷斩"]);
  });
  ok("雷斩", "declined: no hp lost, no 【杀】", () => {
    const s = board([own(["雷斩"], { hand: ["闪"], agent: [{ play: { need: "杀" } }, { activate: false, skill: "雷斩" }, { play: "end" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toEqual([]);
  });
  // (As first written, the same fault:) against 〖藤骨〗 the plain 【杀】 has no effect; a 雷【杀】 would hit.
  ok("雷斩", "the colourless thunder 【杀】 against 【仁王盾】 and 〖藤骨〗: both are hit", () => {
    const s = board([own(["雷斩"], { agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }] }), B({ equipment: ["仁王盾"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    const t = board([own(["雷斩"], { agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }] }), own(["藤骨"])]);
    t.runPhase(0, "play");
    done(t);
    expect(hp(t, 1)).toBe(3);
  });
  // (As first written, the same fault:) the 【杀】 is used at the one named, but its damage is normal.
  ok("雷斩", "in another's turn, 【借刀杀人】 makes the owner need to use a 【杀】: a thunder 【杀】 at the one named", () => {
    const s = board(
      [own(["雷斩"], { equipment: ["青釭剑"], agent: [{ activate: true, skill: "雷斩" }] }), B({ hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }] }), B()],
      { current: 1 },
    );
    s.runPhase(1, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, element: "thunder" }]);
    expect(s.player(0).equipment).toHaveProperty("weapon");
  });
  ok("雷斩", "a 【决斗】 needs a 【杀】 played (打出), not used: not offered", () => {
    const s = board([own(["雷斩"]), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "雷斩")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
});

describe("〖刚柔〗转换技，当【杀】指定目标后，若使用者为你，阳：你可令此目标对应的角色不能响应此【杀】；阴：你可令此【杀】不计入限制的次数。", () => {
  ok("刚柔", "阳: the target cannot use its 【闪】 (not asked), it is hit; the state turns 阴", () => {
    const s = board([own(["刚柔"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "刚柔" }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.engine.switchState(0, "刚柔")).toBe("yin");
  });
  ok("刚柔", "阴: the 【杀】 is not counted, a second one may be used; then 阳 again: that one cannot be answered", () => {
    const s = board([own(["刚柔"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "刚柔" }, { play: { card: "杀" } }, { activate: true, skill: "刚柔" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.engine.setSwitchState(0, "刚柔", "yin");
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.player(1).hand).toEqual([]);
    expect(s.engine.switchState(0, "刚柔")).toBe("yin");
  });
  ok("刚柔", "declined (阳): the 【闪】 may be used, the state stays 阳", () => {
    const s = board([own(["刚柔"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "刚柔" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
    expect(s.engine.switchState(0, "刚柔")).toBe("yang");
  });
  ok("刚柔", "another's 【杀】 at the owner: not offered", () => {
    const s = board([own(["刚柔"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "刚柔")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
  ok("刚柔", "阴 on a 【杀】 used outside the play phase's limit (for 【借刀杀人】): nothing to do, not offered, the state stays 阴", () => {
    const s = board(
      [own(["刚柔"], { hand: ["杀"], equipment: ["青釭剑"], agent: [{ respond: "杀" }] }), B({ hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }] }), B()],
      { current: 1 },
    );
    s.engine.setSwitchState(0, "刚柔", "yin");
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "刚柔")).toBe(false);
    expect(s.engine.switchState(0, "刚柔")).toBe("yin");
    expect(hp(s, 2)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲戊寅

describe("〖藤骨〗锁定技，若你的装备区里没有防具牌且你未处于连环状态，你视为装备着【藤甲】。", () => {
  ok("藤骨", "a plain 【杀】 (and a card-less one) has no effect on the owner; 【南蛮入侵】 neither", () => {
    const s = board([own(["藤骨"]), B({ hand: ["杀♠7", "南蛮入侵"], agent: [{ play: { card: "杀" } }, { play: { card: "南蛮入侵" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(s.player(0).equipment).toEqual({});
  });
  ok("藤骨", "fire damage +1; a fire 【杀】 is not stopped (2 damage); a thunder 【杀】 hits for 1", () => {
    const s = board([own(["藤骨"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(hp(s, 0)).toBe(2);
    const t = board([own(["藤骨"]), B({ hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    expect(hp(t, 0)).toBe(2);
    const u = board([own(["藤骨"]), B({ hand: ["雷杀♠5"], agent: [{ play: { card: "杀" } }] })]);
    u.runPhase(1, "play");
    expect(hp(u, 0)).toBe(3);
  });
  ok("藤骨", "an armour equipped (【仁王盾】, against a red 【杀】): the plain 【杀】 hits, fire damage is not raised", () => {
    const s = board([own(["藤骨"], { equipment: ["仁王盾"] }), B({ hand: ["杀♥10"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(3);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(hp(s, 0)).toBe(2);
  });
  ok("藤骨", "chained: a plain 【杀】 hits; fire damage is not raised (still chained at 受到伤害时❷), and the owner is reset", () => {
    const s = board([own(["藤骨"], { chained: true }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(3);
    const t = board([own(["藤骨"], { chained: true }), B()]);
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(hp(t, 0)).toBe(3);
    expect(t.player(0).chained).toBe(false);
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(hp(t, 0)).toBe(1);
  });
  ok("藤骨", "【青釭剑】 ignores it: the plain 【杀】 hits", () => {
    const s = board([own(["藤骨"]), B({ hand: ["杀♠7"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(3);
  });
});

describe("〖顿悟〗觉醒技，准备阶段开始时，若你已受伤且你是体力值最小的角色，你加1点体力上限，回复1点体力，失去〖藤骨〗，获得〖铁壁〗。", () => {
  ok("顿悟", "hp 1/4, the least: 2/5, 〖藤骨〗 lost, 〖铁壁〗 gained, without asking", () => {
    const s = board([{ general: "盲戊寅", hp: 1 }, B()]);
    expect(s.player(0).skills).toEqual(["藤骨", "顿悟"]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 2, maxHp: 5 });
    expect(s.player(0).skills).not.toContain("藤骨");
    expect(s.player(0).skills).toContain("铁壁");
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("顿悟", "tied for the least (2 and 2), wounded: awakens", () => {
    const s = board([{ general: "盲戊寅", hp: 2 }, B({ hp: 2 }), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 5 });
  });
  ok("顿悟", "unwounded though tied least (the start), or wounded but another lower: nothing", () => {
    const s = board([{ general: "盲戊寅" }, B()]);
    s.runPhase(0, "prepare");
    const t = board([{ general: "盲戊寅", hp: 2 }, B({ hp: 1 })]);
    t.runPhase(0, "prepare");
    expect([s.player(0).maxHp, t.player(0).maxHp]).toEqual([4, 4]);
    expect(t.player(0).skills).toContain("藤骨");
  });
  ok("顿悟", "觉醒技: once; another's prepare phase: nothing", () => {
    const s = board([{ general: "盲戊寅", hp: 1 }, B()]);
    s.runPhase(1, "prepare");
    expect(s.player(0).maxHp).toBe(4);
    s.runPhase(0, "prepare");
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    s.mark();
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 1, maxHp: 5 });
  });
  ok("顿悟", "after it: 2 fire damage is cut to 1 (【白银狮子】, no 【藤甲】 +1); a plain 【杀】 hits", () => {
    const s = board([{ general: "盲戊寅", hp: 1 }, B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(0, "prepare");
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1, element: "fire" }));
    expect(hp(s, 0)).toBe(1);
    s.act(1, (ctx) => ctx.recover(0, 1));
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(1);
  });
});

describe("〖铁壁〗锁定技，若你的装备区里没有防具牌，你视为装备着【白银狮子】。", () => {
  ok("铁壁", "3 damage becomes 1; 1 stays 1", () => {
    const s = board([own(["铁壁"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 3, { source: 1, element: "fire" }));
    expect(hp(s, 0)).toBe(3);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(hp(s, 0)).toBe(2);
  });
  ok("铁壁", "an armour equipped: not in force (2 damage taken); equipping one recovers nothing", () => {
    const s = board([own(["铁壁"], { equipment: ["八卦阵"] }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(hp(s, 0)).toBe(2);
    const t = board([own(["铁壁"], { hp: 2, hand: ["仁王盾"], agent: [{ play: { card: "仁王盾" } }] }), B()]);
    t.runPhase(0, "play");
    expect(t.player(0).equipment).toHaveProperty("armor");
    expect(hp(t, 0)).toBe(2);
  });
});

// ---------------------------------------------------------------- 盲戊卯

describe("〖后发〗摸牌阶段开始前，你可跳过摸牌阶段▶你于出牌阶段之后获得一个额外的摸牌阶段，你的手牌上限于此回合内+1。", () => {
  ok("后发", "used: no draw phase before the play phase, an extra one after it (2 cards); limit 5: five cards kept", () => {
    const s = board([own(["后发"], { hand: ["闪", "闪", "闪"], agent: [{ activate: true, skill: "后发" }, { activate: false, skill: "后发" }] }), B()], { drawPile: ["桃", "桃"] });
    s.runTurn(0);
    done(s);
    // the rated draw phase is skipped at 摸牌阶段开始前 (no 开始时); the extra one comes after the play phase
    expect(s.entries().some((e) => e.t === "skip" && e.phase === "draw")).toBe(true);
    expect(s.timings().filter((t) => t === "phase.draw.start.1")).toHaveLength(1);
    expect(s.entries().find((e) => e.t === "phase" && e.extra)).toMatchObject({ phase: "draw" });
    expect(phases(s).slice(-4)).toEqual(["play", "draw", "discard", "finish"]);
    expect(s.player(0).hand).toHaveLength(5);
    expect(s.view.handLimit(0)).toBe(4);
  });
  ok("后发", "declined: the usual draw phase; limit 4 (one of five discarded)", () => {
    const s = board([own(["后发"], { hand: ["闪", "闪", "闪"], agent: [{ activate: false, skill: "后发" }, { cards: ["闪"] }] }), B()], { drawPile: ["桃", "桃"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
    expect(s.player(0).hand).toHaveLength(4);
  });
  ok("后发", "the draw phase already skipped (【兵粮寸断】): not offered", () => {
    const s = board([own(["后发"], { judge: ["兵粮寸断"] }), B()], { drawPile: ["杀♠7", "闪", "闪"] });
    s.runTurn(0);
    expect(asked(s, "后发")).toBe(false);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("后发", "another's turn: not offered", () => {
    const s = board([own(["后发"]), B({ agent: [{ play: "end" }] })], { drawPile: ["闪", "闪"] });
    s.runTurn(1);
    expect(asked(s, "后发")).toBe(false);
  });
});

describe("〖截粮〗其他角色的准备阶段开始时，若其手牌数大于其体力值，你可弃置一张基本牌▶你令其判定▷若结果不为梅花，其跳过此回合的摸牌阶段。", () => {
  ok("截粮", "B (hp 1, 2 cards): the owner discards a basic card, B judges a spade and skips its draw phase", () => {
    const s = board([own(["截粮"], { hand: ["桃"], agent: [{ activate: true, skill: "截粮" }] }), B({ hp: 1, hand: ["闪", "闪"], agent: [{ cards: ["闪"] }] })], { drawPile: ["普杀♠7", "无懈可击", "无懈可击"] });
    s.runTurn(1);
    done(s);
    expect(s.entries().find((e) => e.t === "judge")).toMatchObject({ player: 1, reason: "截粮" });
    expect(s.player(0).hand).toEqual([]);
    expect(phases(s, 1)).toEqual(["prepare", "judge", "play", "discard", "finish"]);
    expect(s.player(1).hand).toHaveLength(1);
  });
  ok("截粮", "a club: B draws as usual", () => {
    const s = board([own(["截粮"], { hand: ["桃"], agent: [{ activate: true, skill: "截粮" }] }), B({ hp: 3, hand: ["闪", "闪", "闪", "闪"], agent: [{ cards: ["闪", "闪", "闪"] }] })], { drawPile: ["杀♣2", "无懈可击", "无懈可击"] });
    s.runTurn(1);
    done(s);
    expect(phases(s, 1)).toContain("draw");
  });
  ok("截粮", "B's 〖后发〗 cannot be used once its draw phase is skipped", () => {
    const s = board([own(["截粮"], { hand: ["桃"], agent: [{ activate: true, skill: "截粮" }] }), own(["后发"], { hp: 1, hand: ["闪", "闪"], agent: [{ cards: ["闪"] }] })], { drawPile: ["普杀♠7", "无懈可击", "无懈可击"] });
    s.runTurn(1);
    expect(asked(s, "后发")).toBe(false);
  });
  ok("截粮", "declined: nothing; not more hand cards than hp, or no basic card: not offered", () => {
    const s = board([own(["截粮"], { hand: ["桃"], agent: [{ activate: false, skill: "截粮" }] }), B({ hp: 1, hand: ["闪", "闪"] })]);
    s.runPhase(1, "prepare");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    const t = board([own(["截粮"], { hand: ["桃"] }), B({ hp: 2, hand: ["闪", "闪"] })]);
    t.runPhase(1, "prepare");
    const u = board([own(["截粮"], { hand: ["无懈可击"], equipment: ["赤兔"] }), B({ hp: 1, hand: ["闪", "闪"] })]);
    u.runPhase(1, "prepare");
    expect(asked(t, "截粮") || asked(u, "截粮")).toBe(false);
  });
  ok("截粮", "the owner's own prepare phase: not offered", () => {
    const s = board([own(["截粮"], { hp: 1, hand: ["桃", "闪"] }), B()]);
    s.runPhase(0, "prepare");
    expect(asked(s, "截粮")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲戊辰

describe("〖励兵〗①锁定技，摸牌阶段，你令额定摸牌数+1。②锁定技，你使用【杀】的次数上限+1。", () => {
  ok("励兵", "① three cards drawn, without asking", () => {
    const s = board([own(["励兵"]), B()], { drawPile: ["闪", "闪", "闪", "桃"] });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪"]);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("励兵", "② two 【杀】 in a play phase, not three", () => {
    const s = board([own(["励兵"], { hand: ["杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("励兵", "another's draw phase: the owner's skill changes nothing", () => {
    const s = board([own(["励兵"]), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runPhase(1, "draw");
    expect(s.player(1).hand).toHaveLength(2);
  });
});

// ---------------------------------------------------------------- 盲戊巳

describe("〖悬赏〗①出牌阶段限一次，你可令一名没有“赏”的其他角色获得1枚“赏”。②锁定技，当有“赏”的角色受到伤害后，若此伤害有来源且来源不为其，来源摸一张牌，其弃所有“赏”。", () => {
  // Misbehaved as first written: ② never took effect (来源不为其 read 其 as 来源 itself, always false;
  // 其弃所有“赏” named 来源). Fixed in compiler/lower: in A不为其, 其 is not A; and 其 does not later name a
  // player it passed over (scope.ts antecedentOfIt).
  ok("悬赏", "① the chosen other gains one “赏”; ② the owner damages it: the owner draws one, the “赏” is gone", () => {
    const s = board([own(["悬赏"], { agent: [{ play: { skill: "悬赏" } }, { players: [2] }] }), B(), B()], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(2).marks["赏"]).toBe(1);
    s.act(0, (ctx) => ctx.damage(2, 1, { source: 0 }));
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.player(2).marks["赏"] ?? 0).toBe(0);
  });
  ok("悬赏", "② a third character's damage: that source draws; a second damage afterwards: nobody draws", () => {
    const s = board([own(["悬赏"]), B({ marks: { 赏: 1 } }), B()], { drawPile: ["桃", "闪"] });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.player(0).hand).toEqual([]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(s.player(2).hand).toHaveLength(1);
  });
  ok("悬赏", "② by the owner's 【杀】: the owner draws one, the “赏” is gone", () => {
    const s = board([own(["悬赏"], { hand: ["杀"], agent: [{ play: { skill: "悬赏" } }, { play: { card: "杀" } }] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.player(1).marks["赏"] ?? 0).toBe(0);
  });
  ok("悬赏", "① gives one “赏” to the other the owner chooses", () => {
    const s = board([own(["悬赏"], { agent: [{ play: { skill: "悬赏" } }, { players: [1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([s.player(1).marks["赏"], s.player(2).marks["赏"] ?? 0]).toEqual([1, 0]);
  });
  ok("悬赏", "② no source, or the holder its own source: nothing, the “赏” stays", () => {
    const s = board([own(["悬赏"]), B({ marks: { 赏: 1 } })]);
    s.act(1, (ctx) => ctx.damage(1, 1, { source: null }));
    s.act(1, (ctx) => ctx.damage(1, 1, { source: 1 }));
    expect(s.player(1).marks["赏"]).toBe(1);
    expect([s.player(0).hand.length, s.player(1).hand.length]).toEqual([0, 0]);
  });
  ok("悬赏", "① one with a “赏” is no candidate (the other is taken without a choice), the owner none; 限一次", () => {
    const t = board([own(["悬赏"], { agent: [{ play: { skill: "悬赏" } }] }), B({ marks: { 赏: 1 } }), B()]);
    t.runPhase(0, "play");
    done(t);
    expect(t.player(2).marks["赏"]).toBe(1);
    expect(t.player(1).marks["赏"]).toBe(1);
    expect(t.player(0).marks["赏"] ?? 0).toBe(0);
    const u = board([own(["悬赏"], { agent: [{ play: { skill: "悬赏" } }, { players: [1] }, { play: { skill: "悬赏" } }] }), B(), B()]);
    u.runPhase(0, "play");
    expect(() => done(u)).toThrow(/script steps left/);
    expect(u.player(2).marks["赏"] ?? 0).toBe(0);
  });
  ok("悬赏", "nobody without a “赏”: ① not offered", () => {
    const s = board([own(["悬赏"]), B({ marks: { 赏: 1 } })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖寄质〗①出牌阶段限一次，若没有“质”，你可将一张手牌置于一名其他角色的武将牌旁（称为“质”）。②锁定技，你不是有“质”的角色使用【杀】的合法目标。③锁定技，准备阶段开始时，你获得所有“质”。", () => {
  ok("寄质", "① the chosen hand card is put beside the chosen other as “质” (not its hand card)", () => {
    const s = board([own(["寄质"], { hand: ["闪", "桃"], agent: [{ play: { skill: "寄质" } }, { players: [2] }, { cards: ["桃"] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.engine.state.pile(2, "质", "beside").map((c) => s.card(c).name)).toEqual(["桃"]);
    expect(s.player(2).hand).toEqual([]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  // Misbehaved as first written (③, ② and 若没有“质”): a bare “质” named only 你's, and a pile read only
  // 武将牌上, not 旁. Fixed: a pile the pack puts on another's general card is anyone's when bare
  // (compiler/lower/pack.ts sharedPilesOf), and “X” reads both sides (runtime/api/lib/cards.ts pileCards).
  // ③ never took effect: at the owner's prepare phase the “质” stayed beside the other.
  ok("寄质", "③ the owner takes the “质” back at its prepare phase", () => {
    const s = board([own(["寄质"], { hand: ["闪", "桃"], agent: [{ play: { skill: "寄质" } }, { players: [2] }, { cards: ["桃"] }] }), B(), B()]);
    s.runPhase(0, "play");
    s.runPhase(0, "prepare");
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(s.engine.state.pile(2, "质", "beside")).toEqual([]);
  });
  // (As first written) ② had no effect: the character with the owner's “质” beside its general card may use
  // a 【杀】 on the owner (the view says it is a legal target, and the 【杀】 is used and hits).
  ok("寄质", "② the holder of “质” cannot use a 【杀】 on the owner; another can; its 【决斗】 can", () => {
    const s = board([own(["寄质"]), B({ piles: [{ name: "质", cards: ["闪"], side: "beside" }] }), B()]);
    expect(s.view.isLegalTargetOf(1, "杀", 0)).toBe(false);
    expect(s.view.isLegalTargetOf(2, "杀", 0)).toBe(true);
    expect(s.view.isLegalTargetOf(1, "决斗", 0)).toBe(true);
    const t = board([own(["寄质"]), B({ hand: ["杀"], piles: [{ name: "质", cards: ["闪"], side: "beside" }] })]);
    t.runPhase(1, "play");
    expect(hp(t, 0)).toBe(4);
  });
  ok("寄质", "② a “质” placed by ①, then the holder's play phase: its 【杀】 cannot target the owner (the only other)", () => {
    const s = board([own(["寄质"], { hand: ["闪"], agent: [{ play: { skill: "寄质" } }] }), B({ hand: ["杀"] })]);
    s.runPhase(0, "play");
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(4);
  });
  // (As first written) “若没有“质”” was not checked: in a later play phase, with the first “质” still beside
  // the other, ① is offered again and a second “质” is placed.
  ok("寄质", "① with a “质” already out (placed by ①): not offered in the next play phase", () => {
    const s = board([own(["寄质"], { hand: ["闪", "桃"], agent: [{ play: { skill: "寄质" } }, { cards: ["桃"] }] }), B()]);
    s.runPhase(0, "play");
    s.mark();
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(s.engine.state.pile(1, "质", "beside")).toHaveLength(1);
  });
  ok("寄质", "③ another's prepare phase: nothing", () => {
    const s = board([own(["寄质"], { hand: ["闪"] }), B({ piles: [{ name: "质", cards: ["桃"], side: "beside" }] })]);
    s.runPhase(1, "prepare");
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("寄质", "① no hand card: not offered", () => {
    const s = board([own(["寄质"], { equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲戊午

describe("〖藏锋〗①当【杀】被抵消后，若使用者为你，你可将此【杀】对应的所有实体牌置于你的武将牌上（均称为“锋”）。②出牌阶段开始时，若你有“锋”，你可获得所有“锋”▶你于此阶段内使用【杀】的次数上限+X（X为你以此法获得的牌数）。", () => {
  ok("藏锋", "① the owner's 【杀】 dodged: its card is put on the general card as “锋”", () => {
    const s = board([own(["藏锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "藏锋" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.engine.state.pile(0, "锋").map((c) => s.card(c).name)).toEqual(["杀"]);
    expect(discardNames(s)).toEqual(["闪"]);
  });
  ok("藏锋", "① a two-card 【杀】 (【丈八蛇矛】) dodged: both cards become “锋”", () => {
    const s = board([own(["藏锋"], { hand: ["闪", "桃"], equipment: ["丈八蛇矛"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { activate: true, skill: "藏锋" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.engine.state.pile(0, "锋").map((c) => s.card(c).name).sort()).toEqual(["桃", "闪"].sort());
  });
  ok("藏锋", "① declined: the card goes to the discard pile; a 【杀】 that hits, or another's 【杀】 dodged: not offered", () => {
    const s = board([own(["藏锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "藏锋" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    const t = board([own(["藏锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    t.runPhase(0, "play");
    const u = board([own(["藏锋"], { hand: ["闪"], agent: [{ respond: "闪" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    u.runPhase(1, "play");
    expect(asked(t, "藏锋") || asked(u, "藏锋")).toBe(false);
  });
  ok("藏锋", "① a card-less 【杀】 (〖雷斩〗) dodged: no card to put, not offered", () => {
    const s = board([own(["藏锋", "雷斩"], { agent: [{ play: { need: "杀" } }, { activate: true, skill: "雷斩" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "藏锋")).toBe(false);
  });
  // Misbehaved as first written (fixed: X counts the cards gained by this means when the effect runs,
  // 3.4.11 ◆, not live as they are used — runtime/api/lib/history.ts): X was 1 whatever the number of “锋” taken: with two (or three) “锋” only two 【杀】 may be
  // used in the phase (one “锋”: two, right). blind5.md 〖藏锋〗: 有 2 张“锋”，发动②后本阶段可使用 3 张【杀】.
  ok("藏锋", "② two “锋” taken at the play phase's start: three 【杀】 in the phase", () => {
    const s = board(
      [own(["藏锋"], { hand: ["杀♠7"], piles: [{ name: "锋", cards: ["杀♠8", "杀♠9"] }], agent: [{ activate: true, skill: "藏锋" }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ maxHp: 5, hp: 5 })],
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.engine.state.pile(0, "锋")).toEqual([]);
    expect(hp(s, 1)).toBe(2);
  });
  ok("藏锋", "② one “锋” taken: two 【杀】 in the phase, not three", () => {
    const s = board([own(["藏锋"], { hand: ["杀♠7", "杀♠10"], piles: [{ name: "锋", cards: ["杀♠8"] }], agent: [{ activate: true, skill: "藏锋" }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ maxHp: 5, hp: 5 })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("藏锋", "② declined: the “锋” stay, one 【杀】 only; no “锋”: not offered", () => {
    const s = board([own(["藏锋"], { hand: ["杀♠7", "杀♠10"], piles: [{ name: "锋", cards: ["杀♠8"] }], agent: [{ activate: false, skill: "藏锋" }, { play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.engine.state.pile(0, "锋")).toHaveLength(1);
    expect(hp(s, 1)).toBe(3);
    const t = board([own(["藏锋"]), B()]);
    t.runPhase(0, "play");
    expect(asked(t, "藏锋")).toBe(false);
  });
});

describe("〖远狙〗当你因执行你使用的【杀】的效果而对一名角色造成伤害时❶，若你至其的距离等于你的攻击范围，你可弃置一张牌▶你令伤害值+1。", () => {
  ok("远狙", "no weapon (range 1), target at distance 1: a card discarded, 2 damage", () => {
    const s = board([own(["远狙"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "远狙" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ victim: 1, amount: 2 }]);
    expect(discardNames(s)).toContain("闪");
  });
  ok("远狙", "declined: 1 damage", () => {
    const s = board([own(["远狙"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "远狙" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
  });
  ok("远狙", "【古锭刀】 (range 2): distance 1 — not offered; distance 2 — offered", () => {
    const s = board([own(["远狙"], { hand: ["杀", "闪"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), B({ hand: ["桃"] }), B({ hand: ["桃"] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "远狙")).toBe(false);
    expect(hp(s, 1)).toBe(3);
    // (Script corrected after the 3.1.7 ◆ fix: the 【古锭刀】 is no candidate, so the 【闪】 is taken unasked.)
    const t = board([own(["远狙"], { hand: ["杀", "闪"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "远狙" }] }), B({ hand: ["桃"] }), B({ hand: ["桃"] }), B({ hand: ["桃"] })]);
    t.runPhase(0, "play");
    done(t);
    expect(hp(t, 2)).toBe(2);
  });
  // Misbehaved as first written (fixed: statements.ts costChoicesLeft reads the part's condition too):
  // the weapon giving the range that meets the condition could be discarded as the cost.
  // At distance 2 with 【古锭刀】 (range 2), the owner may discard the 【古锭刀】 itself and the damage
  // is still +1. 004 3.1.7 ◆ (移动武器牌作为发动技能的消耗时，不能同时用到此牌提供的攻击范围) and blind5.md
  // 〖远狙〗: without it the range is 1 ≠ 2, so the 【古锭刀】 is no candidate (only the 【闪】, taken
  // without a choice).
  ok("远狙", "the weapon providing the range cannot pay: at distance 2 with 【古锭刀】, only the 【闪】 is discarded", () => {
    const s = board([own(["远狙"], { hand: ["杀", "闪"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "远狙" }] }), B({ hand: ["桃"] }), B({ hand: ["桃"] }), B({ hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).equipment).toHaveProperty("weapon");
    expect(hp(s, 2)).toBe(2);
  });
  ok("远狙", "a 【决斗】's damage, or no card to discard: not offered", () => {
    const s = board([own(["远狙"], { hand: ["决斗", "闪"], agent: [{ play: { card: "决斗" } }] }), B()]);
    s.runPhase(0, "play");
    const t = board([own(["远狙"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    t.runPhase(0, "play");
    expect(asked(s, "远狙") || asked(t, "远狙")).toBe(false);
    expect([hp(s, 1), hp(t, 1)]).toEqual([3, 3]);
  });
  ok("远狙", "damage conducted along a chain by the 【杀】 is not its effect: offered for the target only", () => {
    const s = board([own(["远狙"], { hand: ["火杀♥4", "闪", "闪"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "远狙" }, { cards: ["闪"] }] }), B({ chained: true }), B({ chained: true })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => [d.victim, d.amount])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(s.player(0).hand).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- 盲戊未

describe("〖凭高〗锁定技，若你是体力值最大的角色，你的攻击范围+1，其他角色至你的距离+1。", () => {
  ok("凭高", "the most hp (tied counts): range 2, others one further; the owner's own distances unchanged", () => {
    const s = board([own(["凭高"]), B(), B({ hp: 3 }), B()]);
    expect(s.view.attackRange(0)).toBe(2);
    expect([1, 2, 3].map((p) => s.view.distance(p, 0))).toEqual([2, 3, 2]);
    expect([1, 2, 3].map((p) => s.view.distance(0, p))).toEqual([1, 2, 1]);
  });
  ok("凭高", "not the most: no change; it follows the hp at once", () => {
    const s = board([own(["凭高"], { hp: 3 }), B(), B()]);
    expect(s.view.attackRange(0)).toBe(1);
    expect(s.view.distance(1, 0)).toBe(1);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    s.act(0, (ctx) => ctx.loseHp(2, 2));
    expect(s.view.attackRange(0)).toBe(2);
    expect(s.view.distance(1, 0)).toBe(2);
  });
  ok("凭高", "stacks with 【的卢】 and a weapon", () => {
    const s = board([own(["凭高"], { equipment: ["的卢", "青釭剑"] }), B(), B(), B()]);
    expect(s.view.distance(2, 0)).toBe(4);
    expect(s.view.attackRange(0)).toBe(3);
  });
});

describe("〖火线〗限定技，出牌阶段，你可选择一名其他角色▶你对你与其之间的所有角色和其各造成1点火焰伤害。", () => {
  ok("火线", "five seats, C (seat 2) chosen: B then C take 1 fire damage", () => {
    const s = board([own(["火线"], { agent: [{ play: { skill: "火线" } }, { players: [2] }] }), B(), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => [d.victim, d.element, d.source])).toEqual([
      [1, "fire", 0],
      [2, "fire", 0],
    ]);
  });
  ok("火线", "D (seat 3) chosen: the shorter way passes E (seat 4); D then E", () => {
    const s = board([own(["火线"], { agent: [{ play: { skill: "火线" } }, { players: [3] }] }), B(), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => d.victim)).toEqual([3, 4]);
  });
  ok("火线", "a neighbour chosen: only it; 〖藤骨〗 makes it 2", () => {
    const s = board([own(["火线"], { agent: [{ play: { skill: "火线" } }, { players: [1] }] }), own(["藤骨"]), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => [d.victim, d.amount])).toEqual([[1, 2]]);
  });
  ok("火线", "a dead seat is not on the way", () => {
    const s = board([own(["火线"], { role: "lord", agent: [{ play: { skill: "火线" } }, { players: [2] }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" }), B({ role: "renegade" })]);
    s.act(3, (ctx) => ctx.loseHp(1, 1));
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => d.victim)).toEqual([2]);
  });
  ok("火线", "限定技: not offered in a later play phase", () => {
    const s = board([own(["火线"], { agent: [{ play: { skill: "火线" } }] }), B()]);
    s.runPhase(0, "play");
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲戊申

describe("〖祈雨〗结束阶段开始时，你可判定▶若结果为：红桃，你令一名已受伤的角色回复1点体力；方块，你令一名角色摸一张牌；黑色，你获得判定牌。", () => {
  ok("祈雨", "a heart: the wounded character chosen recovers 1", () => {
    const s = board([own(["祈雨"], { hp: 3, agent: [{ activate: true, skill: "祈雨" }, { players: [2] }] }), B(), B({ hp: 2 })], { drawPile: ["桃♥3"] });
    s.runPhase(0, "finish");
    done(s);
    expect([hp(s, 0), hp(s, 2)]).toEqual([3, 3]);
    expect(discardNames(s)).toEqual(["桃"]);
  });
  ok("祈雨", "a heart, an unwounded character cannot be chosen; nobody wounded: nothing", () => {
    const s = board([own(["祈雨"], { hp: 3, agent: [{ activate: true, skill: "祈雨" }, { players: [1] }] }), B(), B({ hp: 2 })], { drawPile: ["桃♥3"] });
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
    const t = board([own(["祈雨"], { agent: [{ activate: true, skill: "祈雨" }] }), B()], { drawPile: ["桃♥3"] });
    t.runPhase(0, "finish");
    done(t);
    expect(t.entries().some((e) => e.t === "recover")).toBe(false);
  });
  ok("祈雨", "a diamond: the character chosen (any, the owner too) draws one", () => {
    const s = board([own(["祈雨"], { agent: [{ activate: true, skill: "祈雨" }, { players: [1] }] }), B(), B()], { drawPile: ["闪♦2", "无懈可击"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    const t = board([own(["祈雨"], { agent: [{ activate: true, skill: "祈雨" }, { players: [0] }] }), B(), B()], { drawPile: ["闪♦2", "无懈可击"] });
    t.runPhase(0, "finish");
    done(t);
    expect(t.handNames(0)).toEqual(["无懈可击"]);
  });
  ok("祈雨", "black (spade or club): the owner gains the judgement card", () => {
    const s = board([own(["祈雨"], { agent: [{ activate: true, skill: "祈雨" }] }), B({ hp: 2 })], { drawPile: ["杀♣2"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(hp(s, 1)).toBe(2);
  });
  ok("祈雨", "declined: no judgement; another's finish phase: not offered", () => {
    const s = board([own(["祈雨"], { agent: [{ activate: false, skill: "祈雨" }] }), B()], { drawPile: ["杀♣2"] });
    s.runPhase(0, "finish");
    done(s);
    s.runPhase(1, "finish");
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
});

// ---------------------------------------------------------------- the figure

/** The 30 skills of blind5.sgs that compile (all but lines 10, 14, 17, 22, 26, 29, 33, 67, 68, 85), in the pack's order. */
const COMPILED = [
  "对弈", "牵线", "奋起", "廷议", "清议", "赈济", "修械", "淬炼", "砺刃", "均田", "匀粮", "孤注", "索械", "奇火", "昼夜",
  "雷斩", "刚柔", "藤骨", "顿悟", "铁壁", "后发", "截粮", "励兵", "悬赏", "寄质", "藏锋", "远狙", "凭高", "火线", "祈雨",
];
/**
 * Those with a behaviour test above that fails today (wrong(...)), in the pack's order. As first
 * measured: 牵线, 廷议, 清议, 修械, 奇火, 雷斩, 悬赏, 寄质, 藏锋, 远狙 — all fixed since (2026-12-07).
 */
const MISBEHAVES: string[] = [];
/** The figure as first measured (never overwritten): 20 of 30. */
const FIRST_BEHAVES = 20;

describe("the figure (issue #5, batch 5)", () => {
  test("30 of the 30 compiled blind5 skills behave as written (first measured: 20)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then drop the skill here.
    expect(COMPILED.filter((k) => MISBEHAVING.has(k))).toEqual(MISBEHAVES);
    expect(COMPILED.length - MISBEHAVES.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(COMPILED).toHaveLength(30);
  });
});
