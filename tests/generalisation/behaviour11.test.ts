// Issue #5, eleventh batch, measured honestly: do the blind11 skills that compile (tests/generalisation/blind11.sgs, 37 of 40:
// lines 16 量衡, 25 连舫, 47 问鼎 are refused) BEHAVE as blind11.md says? One describe per compiled skill, named by its text,
// asserting the text's own meaning (blind11.md, and the rulebook ../shared/seeds where the two differ), not what the compiler
// happens to do. Written blind: the tester read only tests/generalisation/harness.ts, runtime/scenario.ts,
// runtime/agents/scripted.ts, runtime/log/log.ts, runtime/model/*.ts, the interfaces of runtime/engine, behaviour10.test.ts (the
// pattern), blind11.sgs/.md, the seeds and the corpus — not grammar/, compiler/, the runtime's operation code, skills/ nor any
// compiled output. A skill that compiles but misbehaves keeps its test as `wrong(...)` (test.fails) with a comment saying what
// goes wrong, so the figure at the end is honest and flips when the bug is fixed.
//
// Measured as first written (batch 11, against the working tree as it stood — other sessions were editing runtime/compiler files
// meanwhile): 31 of 37 compiled skills behave as written, 6 misbehave, none disputed. Misbehaving as first written:
// 〖角力〗 (won, the owner draws nothing: X = min{rank difference, 3} comes out 0);
// 〖鏖斗〗 (a chosen character with no 【杀】 in hand is skipped and takes no damage; the owner then draws as if nobody was hurt);
// 〖征调〗 (the 魏 character declines, yet the owner does not draw: the ▷ is read as needing a card given);
// 〖搜舸〗 (the shown card given to the owner itself, the owner still draws one);
// 〖匿刃〗② (此牌 read as the 【杀】 used, not the revealed “刃”: the owner gains / discards A's 【杀】, the “刃” stays);
// 〖凝霜〗 (offered after A's first and second cards, though only the third card is the condition).
//
// Harness note: 〖睥睨〗 (line 49) is gained through the refused 〖问鼎〗 (line 47) but names no refused skill itself, so it
// loads; it is tested on a 白板 given it directly.
import path from "node:path";
import { describe, expect, test } from "vitest";

import { asked, B, behaviourHarness, drawn, fill, notAnOption, pileNames, REFUSED_ANSWER, damages, discardNames, done, hp, names, own, phases, pindians, plays, type Scenario as S, skillsUsed, turns, uses, probing } from "./harness.ts";

/** The 3 lines refused as first written: commented out and not tested here. */
const REFUSED = [16, 25, 47];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind11.sgs"), REFUSED);
const lostHp = (s: S) => s.entries().flatMap((e) => (e.t === "loseHp" ? [[e.player, e.amount]] : []));
const recovers = (s: S) => s.entries().flatMap((e) => (e.t === "recover" ? [[e.player, e.amount]] : []));
const moves = (s: S, reason?: string) => s.entries().flatMap((e) => (e.t === "move" && (reason === undefined || e.reason === reason) ? [e] : []));
const push = (s: S, seat: number, ...steps: object[]) => (s.agents[seat] as unknown as { push(...x: object[]): void }).push(...steps);
const targetsLog = (s: S) => s.entries().flatMap((e) => (e.t === "targets" ? [e] : []));

// ---------------------------------------------------------------- 盲甲子

describe("〖衡锋〗锁定技，你的攻击范围+X（X为你已损失的体力值）。", () => {
  ok("衡锋", "4/4: range 1, seat 2 (distance 2) out of range; 3/4: range 2, seat 2 in range, distance unchanged", () => {
    const s = board([own(["衡锋"]), B(), B(), B()]);
    expect(s.view.attackRange(0)).toBe(1);
    expect(s.view.inAttackRange(0, 2)).toBe(false);
    const t = board([own(["衡锋"], { hp: 3 }), B(), B(), B()]);
    expect(t.view.attackRange(0)).toBe(2);
    expect(t.view.inAttackRange(0, 2)).toBe(true);
    expect(t.view.distance(0, 2)).toBe(2);
    expect(t.view.distance(2, 0)).toBe(2);
  });
  ok("衡锋", "3/4: a 【杀】 on seat 2 hits; with a 【青釭剑】 at 2/4 the range is 4", () => {
    const s = board([own(["衡锋"], { hp: 3, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
    expect(skillsUsed(s)).not.toContain("衡锋");
    const t = board([own(["衡锋"], { hp: 2, equipment: ["青釭剑"] }), B(), B(), B()]);
    expect(t.view.attackRange(0)).toBe(4);
  });
  ok("衡锋", "4/4: seat 2 is no target for a 【杀】", () => {
    const s = board([own(["衡锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    expect(damages(s)).toEqual([]);
  });
});

describe("〖折冲〗当你成为【杀】的目标后，若使用者在你的攻击范围内，你可与其拼点▶若你赢，此【杀】对此目标无效；若你未赢，你弃置一张牌。", () => {
  ok("折冲", "won (♠10 against ♣2): the 【杀】 is of no effect on the owner — no damage, no 【闪】 asked", () => {
    const s = board([
      own(["折冲"], { hand: ["杀♠10", "闪♦2"], agent: [{ activate: true, skill: "折冲" }, { cards: ["杀"] }] }),
      B({ hand: ["杀♠7", "杀♣2"], agent: [{ play: { card: "杀" } }, { players: [0] }] }),
      B(),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ player: 0, targets: [1], winners: [0] }]);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("折冲", "not won (♦2 against ♣2, a tie): the owner discards its last card, the 【杀】 hits", () => {
    const s = board([
      own(["折冲"], { hand: ["杀♠10", "闪♦2"], agent: [{ activate: true, skill: "折冲" }, { cards: ["闪"] }] }),
      B({ hand: ["杀♠7", "杀♣2"], agent: [{ play: { card: "杀" } }, { players: [0] }] }),
      B(),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ winners: [null] }]);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s)).toContain("杀");
    expect(damages(s)).toMatchObject([{ source: 1, victim: 0, amount: 1 }]);
    expect(hp(s, 0)).toBe(3);
  });
  ok("折冲", "not asked: the user (distance 2) out of the owner's range; the user with no hand card left", () => {
    const s = board([own(["折冲"], { hand: ["杀♠10"] }), B(), B({ hand: ["杀"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(2, "play");
    done(s);
    expect(asked(s, "折冲")).toBe(false);
    expect(hp(s, 0)).toBe(3);
    const t = board([own(["折冲"], { hand: ["杀♠10"] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(t, "折冲")).toBe(false);
    expect(hp(t, 0)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲乙丑

describe("〖窥隙〗当你受到伤害后，你可观看来源的手牌▶你获得其中的一张牌。", () => {
  ok("窥隙", "hit by A's 【杀】: the owner looks at A's hand and takes the 【桃】", () => {
    const s = board([own(["窥隙"], { hp: 3, maxHp: 3, agent: [{ activate: true, skill: "窥隙" }, { cards: ["桃"] }] }), B({ hand: ["杀", "闪♥K", "桃♥3"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(2);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(moves(s, "gain")).toHaveLength(1);
  });
  ok("窥隙", "not asked: the source has no hand card; a loss of hp; damage with no source", () => {
    const s = board([own(["窥隙"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    expect(hp(s, 0)).toBe(1);
    expect(asked(s, "窥隙")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丙寅

describe("〖兼程〗限定技，出牌阶段开始前，若你是体力值最小的角色，你可跳过出牌阶段▶你获得一个额外回合。", () => {
  ok("兼程", "hp 2 (tied lowest with B): the play phase skipped, an extra turn after this one, before A's; not asked again", () => {
    const s = board([own(["兼程"], { hp: 2, agent: [{ activate: true, skill: "兼程" }, { cards: ["闪", "闪"] }] }), B({ hp: 3 }), B({ hp: 2 })], { drawPile: fill(12) });
    s.runTurn(0);
    done(s);
    expect(turns(s).slice(0, 2)).toEqual([0, 0]);
    expect(s.entries().some((e) => e.t === "extra" && e.player === 0 && e.what === "turn")).toBe(true);
    // The first turn's play phase is skipped before it begins (its 开始前 is where 〖兼程〗 acts); the extra turn's is played.
    expect(s.entries().filter((e) => e.t === "skip" && e.phase === "play")).toHaveLength(1);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "playAction")).toHaveLength(0);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === "兼程")).toHaveLength(1);
  });
  ok("兼程", "hp 3 while B has 2: not the lowest — not asked, the play phase runs", () => {
    const s = board([own(["兼程"], { hp: 3 }), B({ hp: 3 }), B({ hp: 2 })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "兼程")).toBe(false);
  });
});

describe("〖再举〗结束阶段开始时，若你于此回合内使用过的牌数不小于X（X为你的体力值），你可弃置一张【杀】▶你于结束阶段之后获得一个额外的出牌阶段。", () => {
  ok("再举", "hp 2, two cards used: a 【杀】 discarded at the finish phase — an extra play phase after it, where a 【杀】 is used again", () => {
    const s = board(
      [
        own(["再举"], {
          hp: 2,
          hand: ["杀♠7", "过河拆桥", "杀♣10", "杀♠8"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "过河拆桥" } }, { cards: ["闪", "闪"] }, { activate: true, skill: "再举" }, { cards: ["杀"] }, { play: { card: "杀" } }, { players: [1] }],
        }),
        B(),
        B({ hand: ["桃"] }),
      ],
      { drawPile: fill(6) },
    );
    s.runTurn(0);
    done(s);
    expect(damages(s).filter((d) => d.victim === 1)).toHaveLength(2);
    const ph = phases(s, 0);
    expect(ph.slice(ph.indexOf("finish"))).toEqual(["finish", "play"]);
  });
  ok("再举", "one card used at hp 2: not asked", () => {
    const s = board([own(["再举"], { hp: 2, hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "play");
    s.runPhase(0, "finish");
    done(s);
    expect(asked(s, "再举")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丁卯

describe("〖引线〗出牌阶段限一次，你可重铸至多X张手牌（X为势力数）。", () => {
  ok("引线", "two factions: the 【闪】 and 【桃】 recast — to the discard pile, two drawn, hand size kept", () => {
    const s = board([own(["引线"], { general: "蜀白板", hand: ["闪♦2", "桃♥3"], agent: [{ play: { skill: "引线" } }, { cards: ["闪", "桃"] }, { play: "end" }] }), B({ general: "魏白板" }), B({ general: "魏白板" })], { drawPile: fill(4, "杀") });
    s.runPhase(0, "play");
    done(s);
    expect(moves(s, "recast")).toHaveLength(1);
    expect(discardNames(s).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(0)).toEqual(["杀", "杀"]);
  });
  ok("引线", "two factions: three cards cannot be recast; three factions: they can", () => {
    const s = board([own(["引线"], { general: "蜀白板", hand: ["闪", "桃", "杀"], agent: [{ play: { skill: "引线" } }, { cards: ["闪", "桃", "杀"] }] }), B({ general: "魏白板" }), B({ general: "魏白板" })]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    const t = board([own(["引线"], { general: "蜀白板", hand: ["闪", "桃", "杀"], agent: [{ play: { skill: "引线" } }, { cards: ["闪", "桃", "杀"] }] }), B({ general: "魏白板" }), B({ general: "吴白板" })], { drawPile: fill(4) });
    t.runPhase(0, "play");
    done(t);
    expect(discardNames(t)).toHaveLength(3);
    expect(t.player(0).hand).toHaveLength(3);
  });
  ok("引线", "a second time in the phase: not an option", () => {
    const s = board([own(["引线"], { general: "蜀白板", hand: ["闪", "桃"], agent: [{ play: { skill: "引线" } }, { cards: ["闪"] }, { play: { skill: "引线" } }] }), B({ general: "魏白板" })], { drawPile: fill(4, "杀") });
    notAnOption(s);
  });
});

// ---------------------------------------------------------------- 盲戊辰

describe("〖铁壁〗锁定技，准备阶段开始时，若你的护甲为0，你加1点护甲。", () => {
  ok("铁壁", "armor 0: 1 armor at the prepare phase, without asking; a 1-damage hit then takes the armor, not hp", () => {
    const s = board([own(["铁壁"]), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0).armor).toBe(1);
    expect(skillsUsed(s)).toContain("铁壁");
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0).armor).toBe(0);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toHaveLength(1);
  });
  ok("铁壁", "armor 1 at the prepare phase: no change; other phases: nothing", () => {
    const s = board([own(["铁壁"], { armor: 1 }), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0).armor).toBe(1);
    expect(skillsUsed(s)).not.toContain("铁壁");
    const t = board([own(["铁壁"]), B()]);
    t.runPhase(0, "finish");
    expect(t.player(0).armor).toBe(0);
  });
});

describe("〖破甲〗当【杀】指定目标后，若使用者为你，你可弃置一张装备牌▶若此目标对应的角色的护甲：大于0，其减1点护甲；为0，其不能响应此【杀】。", () => {
  ok("破甲", "A with 1 armor: the 【赤兔】 discarded, A loses its armor and may still use its 【闪】", () => {
    const s = board([own(["破甲"], { hand: ["杀♠8", "赤兔"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "破甲" }] }), B({ armor: 1, hand: ["闪♦2"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).armor).toBe(0);
    expect(hp(s, 1)).toBe(4);
    expect(discardNames(s)).toContain("赤兔");
  });
  ok("破甲", "A with no armor: it cannot respond — its 【闪】 not asked, 1 damage", () => {
    const s = board([own(["破甲"], { hand: ["杀♠8", "赤兔"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "破甲" }] }), B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
  ok("破甲", "not asked: no equipment card; someone else's 【杀】 on the owner", () => {
    const s = board([own(["破甲"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "破甲")).toBe(false);
    const t = board([own(["破甲"], { hand: ["赤兔"] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(asked(t, "破甲")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲己巳

describe("〖潮汐〗转换技，出牌阶段限一次，阳：你可将一张手牌置于牌堆顶▶你摸两张牌；阴：你可将两张手牌以任意顺序置于牌堆底并选择一名有牌的其他角色▶你依次弃置其两张牌。", () => {
  ok("潮汐", "阳: the 【杀】 put on top, two drawn (the 【杀】 back first); not again this phase", () => {
    const s = board([own(["潮汐"], { hand: ["杀♠7", "闪♦2", "桃♥3"], agent: [{ play: { skill: "潮汐" } }, { cards: ["杀"] }, { play: { skill: "潮汐" } }] }), B()], { drawPile: ["闪♥K", ...fill(4, "桃")] });
    notAnOption(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪", "闪", "桃"].sort());
  });
  ok("潮汐", "阴 in the next phase: two hand cards to the bottom, A's two cards discarded one by one", () => {
    const s = board(
      [own(["潮汐"], { hand: ["杀♠7", "闪♦2", "桃♥3"], agent: [{ play: { skill: "潮汐" } }, { cards: ["杀"] }, { play: "end" }] }), B({ hand: ["杀♣10", "闪♥K", "桃"] })],
      { drawPile: fill(4, "酒") },
    );
    s.runPhase(0, "play");
    push(s, 0, { play: { skill: "潮汐" } }, { cards: ["闪", "桃"] }, { cards: ["闪"] }, { cards: ["杀"] }, { cards: ["闪"] }, { play: "end" });
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toHaveLength(1);
    expect(moves(s, "discard").filter((m) => m.cards.length === 1)).toHaveLength(2);
    const pile = s.engine.state.drawPile;
    expect(names(s, pile.slice(-2)).sort()).toEqual(["桃", "闪"].sort());
  });
});

describe("〖盈缩〗结束阶段开始时，你可选择：1.将手牌补至X张；2.将手牌弃置至X张（X为你的体力上限）。", () => {
  ok("盈缩", "max hp 3, one card: option 1 — drawn up to three", () => {
    const s = board([own(["盈缩"], { maxHp: 3, hand: ["杀"], agent: [{ activate: true, skill: "盈缩" }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("盈缩", "five cards: option 2 — two discarded, of the owner's choice", () => {
    const s = board([own(["盈缩"], { maxHp: 3, hand: ["杀", "闪", "桃", "酒", "闪"], agent: [{ activate: true, skill: "盈缩" }, { cards: ["酒", "杀"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪", "闪"].sort());
  });
  ok("盈缩", "exactly three cards: nothing to do either way — not asked", () => {
    const s = board([own(["盈缩"], { maxHp: 3, hand: ["杀", "闪", "桃"] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(asked(s, "盈缩")).toBe(false);
    expect(s.player(0).hand).toHaveLength(3);
  });
});

// ---------------------------------------------------------------- 盲庚午

describe("〖角力〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你摸X张牌（X=min{你与其此次拼点的牌的点数之差,3}）；若你未赢，你失去1点体力。", () => {
  // Misbehaves: won, the owner draws nothing — X = min{difference of the two 拼点 cards' ranks, 3} comes out 0 (here 10 − 2 = 8,
  // so 3; ♠8 against ♠7, so 1). blind11.md 〖角力〗; 004 3.4.12 (之差), 3.10.9 (min), 3.4.22 (点数).
  wrong("角力", "♠10 against ♦2: won, difference 8 — three drawn", () => {
    const s = board([own(["角力"], { hand: ["杀♠10"], agent: [{ play: { skill: "角力" } }] }), B({ hand: ["闪♦2"] })], { drawPile: fill(5) });
    s.runPhase(0, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ winners: [0] }]);
    expect(drawn(s, 0)).toBe(3);
  });
  wrong("角力", "♠8 against ♠7: won, difference 1 — one drawn", () => {
    const s = board([own(["角力"], { hand: ["杀♠8"], agent: [{ play: { skill: "角力" } }] }), B({ hand: ["杀♠7"] })], { drawPile: fill(5) });
    s.runPhase(0, "play");
    done(s);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("角力", "♦2 against ♣2: not won — 1 hp lost, no damage", () => {
    const t = board([own(["角力"], { hand: ["闪♦2"], agent: [{ play: { skill: "角力" } }] }), B({ hand: ["杀♣2"] })], { drawPile: fill(5) });
    t.runPhase(0, "play");
    done(t);
    expect(lostHp(t)).toEqual([[0, 1]]);
    expect(damages(t)).toEqual([]);
    expect(drawn(t, 0)).toBe(0);
  });
  ok("角力", "not offered: no hand card; the other character has none; a second time", () => {
    const s = board([own(["角力"], { agent: [{ play: { skill: "角力" } }] }), B({ hand: ["闪"] })]);
    notAnOption(s);
    const t = board([own(["角力"], { hand: ["杀"], agent: [{ play: { skill: "角力" } }] }), B()]);
    notAnOption(t);
    const u = board([own(["角力"], { hand: ["杀♠10", "杀♠8"], agent: [{ play: { skill: "角力" } }, { cards: ["杀"] }, { play: { skill: "角力" } }] }), B({ hand: ["闪♦2", "闪♥K"], agent: [{ cards: ["闪"] }] })], { drawPile: fill(5) });
    notAnOption(u);
  });
});

describe("〖履霜〗锁定技，若你的体力值不大于2且你的装备区里没有防具牌，你视为装备着【仁王盾】。", () => {
  ok("履霜", "hp 2: A's black 【杀】 is of no effect; a red one hits", () => {
    const s = board([own(["履霜"], { hp: 2 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(2);
    const t = board([own(["履霜"], { hp: 2 }), B({ hand: ["杀♥"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(hp(t, 0)).toBe(1);
  });
  ok("履霜", "hp 3: the black 【杀】 hits; hp 2 with a 【八卦阵】 equipped: no 【仁王盾】", () => {
    const s = board([own(["履霜"], { hp: 3 }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(2);
    const t = board([own(["履霜"], { hp: 2, equipment: ["八卦阵"], agent: [{ activate: false, skill: "八卦阵" }] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(hp(t, 0)).toBe(1);
  });
  ok("履霜", "A with a 【青釭剑】: the armor ignored, the black 【杀】 hits", () => {
    const s = board([own(["履霜"], { hp: 2 }), B({ hand: ["杀♠7"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(1);
  });
});

describe("〖鏖斗〗出牌阶段限一次，你可弃置至少一张【杀】并选择等量的其他角色▶这些角色各需打出【杀】，否则受到你造成的1点伤害。若没有角色以此法受到伤害，你摸一张牌。", () => {
  // Misbehaved as first measured (fixed since: 各需…否则 is each performer's own, statements.ts): B, with no 【杀】 in hand, was
  // skipped ("no 【杀】 in hand") and took NO damage; the owner then draws one as if nobody
  // had been damaged. blind11.md 〖鏖斗〗 (B受到庚午造成的1点普通伤害…庚午不摸牌); 004 3.5.17 (需…否则).
  ok("鏖斗", "two 【杀】 for A and B: A plays a 【杀】, B has none and takes 1 damage from the owner; nothing drawn", () => {
    const s = board([own(["鏖斗"], { hand: ["杀♠7", "杀♣2"], agent: [{ play: { skill: "鏖斗" } }, { cards: ["杀", "杀"] }] }), B({ hand: ["杀♣10"], agent: [{ respond: "杀" }] }), B({ hand: ["闪"] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(plays(s)).toMatchObject([{ player: 1, card: "杀" }]);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, amount: 1 }]);
    expect(drawn(s, 0)).toBe(0);
  });
  ok("鏖斗", "both play a 【杀】: nobody damaged, the owner draws one", () => {
    const s = board([own(["鏖斗"], { hand: ["杀♠7", "杀♣2"], agent: [{ play: { skill: "鏖斗" } }, { cards: ["杀", "杀"] }] }), B({ hand: ["杀♣10"], agent: [{ respond: "杀" }] }), B({ hand: ["杀♠10"], agent: [{ respond: "杀" }] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toEqual([]);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("鏖斗", "four players, two 【杀】 discarded but one character chosen: refused", () => {
    const s = board([own(["鏖斗"], { hand: ["杀♠7", "杀♣2"], agent: [{ play: { skill: "鏖斗" } }, { cards: ["杀", "杀"] }, { players: [1] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
    expect(damages(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲辛未

describe("〖候天〗①准备阶段开始时，你可亮出牌堆顶的三张牌▶你将其中的至多两张牌置于你的武将牌上（称为“晷”），将其余的牌置入弃牌堆。②当一名角色的判定结果确定前，你可将一张“晷”置入处理区▶系统将此牌作为判定牌，将原判定牌置入弃牌堆。", () => {
  ok("候天", "①: 【闪】, 【杀】, 【桃】 revealed; 【杀】 and 【桃】 become “晷”, the 【闪】 to the discard pile", () => {
    const s = board([own(["候天"], { agent: [{ activate: true, skill: "候天" }, { cards: ["杀", "桃"] }] }), B()], { drawPile: ["闪♦2", "杀♠8", "桃♥3", ...fill(3, "酒")] });
    s.runPhase(0, "prepare");
    done(s);
    expect(pileNames(s, 0, "晷").sort()).toEqual(["杀", "桃"].sort());
    expect(discardNames(s)).toEqual(["闪"]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("候天", "①: three cards cannot all become “晷”", () => {
    const s = board([own(["候天"], { agent: [{ activate: true, skill: "候天" }, { cards: ["杀", "桃", "闪"] }] }), B()], { drawPile: ["闪♦2", "杀♠8", "桃♥3", ...fill(3, "酒")] });
    expect(() => s.runPhase(0, "prepare")).toThrow(REFUSED_ANSWER);
  });
  ok("候天", "②: A's 【乐不思蜀】 judged ♠7 — the “晷” ♥3 becomes the judge card, the ♠7 to the discard pile; A plays", () => {
    const s = board([own(["候天"], { piles: [{ name: "晷", cards: ["桃♥3"] }], agent: [{ activate: true, skill: "候天" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7", ...fill(6)] });
    s.runPhase(1, "judge");
    done(s);
    expect(s.entries().some((e) => e.t === "judgeCardReplaced")).toBe(true);
    expect(pileNames(s, 0, "晷")).toEqual([]);
    expect(discardNames(s)).toContain("杀");
    expect(s.entries().some((e) => (e.t === "skip" || (e.t === "phase" && e.skipped)) && e.phase === "play")).toBe(false);
  });
  ok("候天", "②: no “晷” — not asked", () => {
    const s = board([own(["候天"]), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7", ...fill(6)] });
    s.runPhase(1, "judge");
    done(s);
    expect(asked(s, "候天")).toBe(false);
  });
});

describe("〖筮占〗准备阶段开始时，你可判定▶你的攻击范围于此回合内+X（X为结果的点数的一半）。若结果为黑色，你于此回合内使用【杀】的次数上限+1；若结果为红色，你的手牌上限于此回合内+1。", () => {
  ok("筮占", "judged ♠8: range 5 this turn, two 【杀】 in the play phase, hand limit unchanged", () => {
    const seen: number[][] = [];
    let s!: S;
    const agent = probing([{ activate: true, skill: "筮占" }, { play: { card: "杀" } }, { play: { card: "杀" } }], () => seen.push([s.view.attackRange(0), s.view.handLimit(0)]));
    s = board([own(["筮占"], { hp: 3, maxHp: 3, hand: ["杀", "杀"], agent }), B()], { drawPile: ["杀♠8", ...fill(6)] });
    s.runTurn(0);
    done(s);
    expect(seen[0]).toEqual([5, 3]);
    expect(damages(s)).toHaveLength(2);
  });
  ok("筮占", "judged ♥3: range 2, hand limit 4, still one 【杀】", () => {
    const seen: number[][] = [];
    let s!: S;
    const agent = probing([{ activate: true, skill: "筮占" }, { play: { card: "杀" } }, { play: { card: "杀" } }], () => seen.push([s.view.attackRange(0), s.view.handLimit(0)]));
    s = board([own(["筮占"], { hp: 3, maxHp: 3, hand: ["杀", "杀"], agent }), B()], { drawPile: ["桃♥3", ...fill(6)] });
    try {
      s.runTurn(0);
    } catch (e) {
      expect(String(e)).toMatch(/not an option/);
    }
    expect(seen[0]).toEqual([2, 4]);
    expect(damages(s)).toHaveLength(1);
  });
  ok("筮占", "the modifiers last only this turn: afterwards range 1", () => {
    const s = board([own(["筮占"], { hp: 3, maxHp: 3, agent: [{ activate: true, skill: "筮占" }] }), B()], { drawPile: ["杀♠8", ...fill(6)] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.view.attackRange(0)).toBe(1);
  });
});

// ---------------------------------------------------------------- 盲壬申

describe("〖征调〗主公技，出牌阶段限一次，你可令所有其他魏势力角色依次选择是否将一张【杀】交给你▷若没有角色以此法交给你牌，你摸一张牌。", () => {
  ok("征调", "only 魏 A is asked: it gives its 【杀】; nothing drawn", () => {
    const s = board([own(["征调"], { general: "魏白板", role: "lord", agent: [{ play: { skill: "征调" } }, { play: "end" }] }), B({ general: "魏白板", hand: ["杀♣2", "闪"], agent: [{ activate: true, skill: "征调" }] }), B({ general: "蜀白板", hand: ["杀"] })], { drawPile: fill(4, "桃") });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.player(2).hand).toHaveLength(1);
    expect(drawn(s, 0)).toBe(0);
  });
  // Misbehaves: A declines and the owner draws nothing. The ▷'s left effect is 令…依次选择是否将一张【杀】交给你 — the choice, made
  // either way (004 3.5.12; cf. 004's 令B选择是否执行军令, where B's choosing counts as the 令 executed) — so its right side runs, and
  // 若没有角色以此法交给你牌 holds: one card drawn. blind11.md 〖征调〗 (A选择不交…壬申摸一张牌). Read otherwise the ▷ right side could never run.
  wrong("征调", "A declines: the owner draws one", () => {
    const s = board([own(["征调"], { general: "魏白板", role: "lord", agent: [{ play: { skill: "征调" } }] }), B({ general: "魏白板", hand: ["杀♣2"], agent: [{ activate: false, skill: "征调" }] }), B({ general: "蜀白板" })], { drawPile: fill(4, "桃") });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("征调", "no other 魏 character: not offered", () => {
    const s = board([own(["征调"], { general: "魏白板", role: "lord", hand: ["闪"], agent: [{ play: { skill: "征调" } }] }), B({ general: "蜀白板", hand: ["杀"] })]);
    notAnOption(s);
  });
});

describe("〖踞险〗锁定技，若你的装备区里有防御坐骑牌，其他角色至你的距离+1。", () => {
  ok("踞险", "with a 【的卢】: A to the owner 3, the owner to A 1", () => {
    const s = board([own(["踞险"], { equipment: ["的卢"] }), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(3);
    expect(s.view.distance(0, 1)).toBe(1);
  });
  ok("踞险", "no defensive horse (only a 【赤兔】): no change", () => {
    const s = board([own(["踞险"], { equipment: ["赤兔"] }), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(1);
    const t = board([own(["踞险"]), B(), B()]);
    expect(t.view.distance(1, 0)).toBe(1);
  });
});

describe("〖睥睨〗锁定技，你至体力值不大于你的其他角色的距离视为1。", () => {
  ok("睥睨", "hp 3, seat 2 hp 3 (distance 2): distance 1 — also with its 【的卢】; seat 2 to the owner unchanged", () => {
    const s = board([own(["睥睨"], { hp: 3 }), B(), B({ hp: 3, equipment: ["的卢"] }), B()]);
    expect(s.view.distance(0, 2)).toBe(1);
    expect(s.view.distance(2, 0)).toBe(2);
  });
  ok("睥睨", "seat 2 hp 4 (more than the owner's 3): distance 2 as usual", () => {
    const s = board([own(["睥睨"], { hp: 3 }), B(), B(), B()]);
    expect(s.view.distance(0, 2)).toBe(2);
  });
});

// ---------------------------------------------------------------- 盲癸酉

describe("〖断后〗当你成为【杀】的目标时，你可弃置一张手牌并选择一名你与使用者之间的是此【杀】的合法目标的角色（距离关系限制规则对此次合法性检测不产生影响）▶你将此【杀】转移给该角色。", () => {
  ok("断后", "A (青釭剑) on the owner at distance 2: a hand card discarded, the 【杀】 moved to C (one of the two routes, the owner's choice — asked of it twice) between them; C hit", () => {
    const s = board([B({ hand: ["杀"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B(), own(["断后"], { hand: ["桃"], agent: [{ option: 0 }, { activate: true, skill: "断后" }, { option: 0 }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "transfer" && e.from === 2 && e.to === 3)).toBe(true);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 3 }]);
    expect(hp(s, 2)).toBe(4);
    expect(discardNames(s)).toContain("桃");
  });
  ok("断后", "three players (always adjacent): not asked", () => {
    const s = board([B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), own(["断后"], { hand: ["桃"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "断后")).toBe(false);
    expect(hp(s, 1)).toBe(3);
  });
});

describe("〖回锋〗当【杀】被抵消后，若此目标对应的角色为你且使用者在你的攻击范围内，你可打出一张【杀】▶你对使用者造成1点伤害。", () => {
  ok("回锋", "A's 【杀】 offset by the owner's 【闪】: a 【杀】 played — 1 damage to A (not by a 【杀】 use)", () => {
    const s = board([B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), own(["回锋"], { hand: ["闪♦2", "杀♣10"], agent: [{ respond: "闪" }, { activate: true, skill: "回锋" }, { respond: "杀" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(plays(s)).toMatchObject([{ player: 1, card: "杀" }]);
    expect(damages(s)).toMatchObject([{ source: 1, victim: 0, amount: 1 }]);
    expect(uses(s).filter((u) => u.user === 1 && u.card === "杀")).toEqual([]);
  });
  ok("回锋", "not asked: the 【杀】 hits; the owner's own 【杀】 offset by A", () => {
    const s = board([B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), own(["回锋"], { hand: ["杀"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    const t = board([own(["回锋"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    t.runPhase(0, "play");
    done(t);
    expect(asked(s, "回锋") || asked(t, "回锋")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲甲戌

describe("〖搜舸〗出牌阶段限一次，你可观看牌堆顶的X张牌（X=max{角色数,3}）▶你展示其中的一张牌并将此牌交给一名角色，将其余的牌以任意顺序置于牌堆底。若你以此法将此牌交给的角色不为你，你摸一张牌。", () => {
  ok("搜舸", "three players: the top three looked at, the 【桃】 shown and given to A, the rest to the bottom; the owner draws the fourth", () => {
    const s = board([own(["搜舸"], { agent: [{ play: { skill: "搜舸" } }, { cards: ["桃"] }, { players: [1] }, { cards: ["杀"] }, { play: "end" }] }), B(), B()], { drawPile: ["杀♠7", "闪♦2", "桃♥3", "杀♣10", ...fill(3, "酒")] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "show")).toBe(true);
    expect(s.player(0).hand.map((c) => `${s.card(c).name}${s.card(c).rank}`)).toEqual(["杀10"]);
    expect(names(s, s.engine.state.drawPile.slice(-2)).sort()).toEqual(["杀", "闪"].sort());
  });
  // Misbehaves: the shown card given to the owner itself, the owner still draws one (the 【杀】♣10). blind11.md 〖搜舸〗 (把展示的牌交给
  // 自己：甲戌得到此牌，不再摸牌) — the text's 若你以此法将此牌交给的角色不为你.
  wrong("搜舸", "given to the owner itself: no draw", () => {
    const s = board([own(["搜舸"], { agent: [{ play: { skill: "搜舸" } }, { cards: ["桃"] }, { players: [0] }, { cards: ["杀"] }] }), B(), B()], { drawPile: ["杀♠7", "闪♦2", "桃♥3", "杀♣10", ...fill(3, "酒")] });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(drawn(s, 0)).toBe(0);
  });
  ok("搜舸", "not a second time in the phase", () => {
    const s = board([own(["搜舸"], { agent: [{ play: { skill: "搜舸" } }, { cards: ["桃"] }, { players: [1] }, { cards: ["杀"] }, { play: { skill: "搜舸" } }] }), B(), B()], { drawPile: ["杀♠7", "闪♦2", "桃♥3", "杀♣10", ...fill(3, "酒")] });
    notAnOption(s);
  });
});

describe("〖承递〗结束阶段开始时，你可获得你的上家的一张手牌▷你将一张手牌交给你的下家。", () => {
  ok("承递", "takes the 上家 (seat 2)'s card, then gives one hand card to the 下家 (seat 1)", () => {
    const s = board([own(["承递"], { hand: ["杀"], agent: [{ activate: true, skill: "承递" }, { cards: ["杀"] }] }), B(), B({ hand: ["闪"] })]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(2).hand).toEqual([]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("承递", "the 上家 has no hand card: not asked", () => {
    const s = board([own(["承递"], { hand: ["杀"] }), B({ hand: ["闪"] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(asked(s, "承递")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲乙亥

describe("〖匿刃〗①结束阶段开始时，若没有“刃”，你可将一张【杀】扣置于你的武将牌上（称为“刃”）。②当你于回合外成为【杀】的目标后，你可亮出“刃”▷若此牌与此【杀】颜色相同，此【杀】对此目标无效，你获得此牌；否则你将此牌置入弃牌堆。", () => {
  ok("匿刃", "①: the 【杀】 put face down on the general card as “刃”", () => {
    const s = board([own(["匿刃"], { hand: ["杀♠8", "闪"], agent: [{ activate: true, skill: "匿刃" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pileNames(s, 0, "刃")).toEqual(["杀"]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.view.isVisibleTo(s.engine.state.pile(0, "刃")[0], 1)).toBe(false);
  });
  ok("匿刃", "①: a “刃” already there — not asked", () => {
    const s = board([own(["匿刃"], { hand: ["杀"], piles: [{ name: "刃", cards: ["杀♠8"], faceDown: true }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(asked(s, "匿刃")).toBe(false);
  });
  // Misbehaves (both ② tests): 此牌 is read as the 【杀】 being used, not the revealed “刃”: on the same colour the owner gains A's
  // 【杀】♣2 from the processing area and the “刃” stays on the general card; on a different colour A's 【杀】 goes to the discard
  // pile (and still hits) while the “刃” stays. blind11.md 〖匿刃〗② (乙亥获得【杀】♠8…不再是“刃” / 【杀】♠8进入弃牌堆); the text's ▷
  // follows 亮出“刃”, whose card is 此牌 (004 3.5.12, 3.3.16 ◆).
  wrong("匿刃", "②: A's black 【杀】, the “刃” ♠8 revealed — same colour: no effect, the owner gains it", () => {
    const s = board([own(["匿刃"], { piles: [{ name: "刃", cards: ["杀♠8"], faceDown: true }], agent: [{ activate: true, skill: "匿刃" }] }), B({ hand: ["杀♣2"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(pileNames(s, 0, "刃")).toEqual([]);
  });
  wrong("匿刃", "②: A's red 【杀】 — the “刃” to the discard pile, the 【杀】 hits", () => {
    const s = board([own(["匿刃"], { piles: [{ name: "刃", cards: ["杀♠8"], faceDown: true }], agent: [{ activate: true, skill: "匿刃" }] }), B({ hand: ["杀♥"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(pileNames(s, 0, "刃")).toEqual([]);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).filter((n) => n === "杀")).toHaveLength(2);
  });
});

describe("〖相济〗每回合限一次，当一名其他角色回复体力后，你可令另一名角色摸一张牌。", () => {
  ok("相济", "A recovers by a 【桃】: the owner has B draw one", () => {
    const s = board([B({ hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), own(["相济"], { agent: [{ activate: true, skill: "相济" }, { players: [2] }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(drawn(s, 2)).toBe(1);
  });
  ok("相济", "A itself cannot be chosen", () => {
    const s = board([B({ hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), own(["相济"], { agent: [{ activate: true, skill: "相济" }, { players: [0] }] }), B()], { drawPile: fill(4) });
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
  });
  ok("相济", "the owner's own recovery: not asked", () => {
    const s = board([B(), own(["相济"], { hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), B()]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(asked(s, "相济")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丙子

describe("〖并驱〗当【杀】选择目标后，若使用者为你，你可令至多X名是此【杀】的合法目标的其他角色也成为此【杀】的目标（X为你已损失的体力值）。", () => {
  ok("并驱", "2/4: B also becomes a target of the 【杀】 on A — both hit", () => {
    const s = board([own(["并驱"], { hp: 2, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "并驱" }, { players: [2] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(targetsLog(s)).toMatchObject([{ change: "add", players: [2] }]);
    expect(damages(s).map((d) => d.victim)).toEqual([1, 2]);
  });
  ok("并驱", "4/4 (X = 0): not asked", () => {
    const s = board([own(["并驱"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "并驱")).toBe(false);
    expect(damages(s).map((d) => d.victim)).toEqual([1]);
  });
  ok("并驱", "a character out of range (distance 2) cannot be added", () => {
    const s = board([own(["并驱"], { hp: 2, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "并驱" }, { players: [2] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(REFUSED_ANSWER);
  });
});

describe("〖止戈〗每回合限一次，当一名角色成为【杀】的目标时，若此【杀】的目标数大于1，你可弃置一张牌▶你取消此目标。", () => {
  ok("止戈", "a 【杀】 on the owner and B (B added by 〖并驱〗): the owner discards a card and cancels B", () => {
    const s = board([
      own(["并驱"], { hp: 2, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "并驱" }, { players: [2] }] }),
      own(["止戈"], { hand: ["桃"], agent: [{ activate: false, skill: "止戈" }, { activate: true, skill: "止戈" }] }),
      B(),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 2)).toBe(4);
    expect(hp(s, 1)).toBe(3);
    expect(discardNames(s)).toContain("桃");
  });
  ok("止戈", "a one-target 【杀】: not asked", () => {
    const s = board([B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] }), own(["止戈"], { hand: ["桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "止戈")).toBe(false);
    expect(hp(s, 1)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲丁丑

describe("〖断流〗当其他角色于其回合内回复体力前，若其体力值不小于你，你可弃置一张红色牌▶你终止此回复体力流程，你摸一张牌。", () => {
  ok("断流", "A at 3 (not less than the owner's 2) uses a 【桃】 in its turn: a red card discarded, the recovery ended, one drawn", () => {
    const s = board([B({ hp: 3, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), own(["断流"], { hp: 2, maxHp: 3, hand: ["闪♦2"], agent: [{ activate: true, skill: "断流" }] }), B()], { drawPile: fill(4, "杀") });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(recovers(s)).toEqual([]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(discardNames(s)).toContain("桃");
  });
  ok("断流", "A at 1 (less than 2): not asked, A recovers", () => {
    const s = board([B({ hp: 1, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), own(["断流"], { hp: 2, maxHp: 3, hand: ["闪♦2"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "断流")).toBe(false);
    expect(hp(s, 0)).toBe(2);
  });
  ok("断流", "only black cards: not asked", () => {
    const s = board([B({ hp: 3, hand: ["桃"], agent: [{ play: { card: "桃" } }] }), own(["断流"], { hp: 2, maxHp: 3, hand: ["杀♠7"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "断流")).toBe(false);
    expect(hp(s, 0)).toBe(4);
  });
});

describe("〖凝霜〗每回合限一次，当牌于其他角色的出牌阶段内使用结算结束后❷，若使用者为当前回合角色且此牌是其于此阶段内使用的第三张牌，你可弃置一张手牌▶若你以此法弃置的牌与此牌花色相同，你摸一张牌。你结束此阶段。", () => {
  ok("凝霜", "A's third card (♠3 【过河拆桥】): the owner discards a ♠ card, draws one, and ends A's play phase", () => {
    const s = board(
      [
        B({ hand: ["杀♠7", "无中生有♥7", "过河拆桥♠3", "过河拆桥"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: { card: "无中生有" } }, { play: { card: "过河拆桥" } }, { cards: ["闪"] }] }),
        own(["凝霜"], { hand: ["杀♠8", "闪♦2"], agent: [{ activate: true, skill: "凝霜" }] }),
        B(),
      ],
      { drawPile: fill(6, "闪") },
    );
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toContain("杀");
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "terminate" && e.event === "phase")).toBe(true);
    expect(s.handNames(0)).toContain("过河拆桥");
  });
  // Misbehaved as first measured (fixed since: 此牌是…第三张牌 compares with that one happening, 3.5.53, where the ordinal was
  // dropped and any card used in the phase passed): the owner was asked about 〖凝霜〗 after A's FIRST and SECOND cards too.
  // blind11.md 〖凝霜〗 反例 (第二张或第四张牌不触发). (A's phase then ends without asking it: no "end" step.)
  ok("凝霜", "the first and second cards: not asked", () => {
    const s = board([B({ hand: ["杀♠7", "无中生有♥7"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: { card: "无中生有" } }] }), own(["凝霜"], { hand: ["杀♠8"] }), B()], { drawPile: fill(6, "闪") });
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "凝霜")).toBe(false);
  });
});

describe("〖闭关〗限定技，当你于回合外受到伤害后，你可结束此回合。", () => {
  ok("闭关", "hit by A's 【杀】 in A's play phase: A's turn ends — no discard or finish phase", () => {
    const s = board([B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] }), own(["闭关"], { agent: [{ activate: true, skill: "闭关" }] })], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    const ph = phases(s, 0);
    expect(ph).toContain("play");
    expect(ph).not.toContain("discard");
    expect(ph).not.toContain("finish");
  });
  ok("闭关", "a loss of hp: not asked", () => {
    const s = board([B(), own(["闭关"])]);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    expect(asked(s, "闭关")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲戊寅

describe("〖研经〗出牌阶段限一次，你可观看一名其他角色的手牌▶你可弃置其中的一张锦囊牌▷你摸一张牌。", () => {
  ok("研经", "A's 【无中生有】 discarded: the owner draws one", () => {
    const s = board([own(["研经"], { agent: [{ play: { skill: "研经" } }, { activate: true, skill: "研经" }] }), B({ hand: ["杀♠7", "无中生有♥7", "闪♦2"] })], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["无中生有"]);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("研经", "A has no hand card: not offered", () => {
    const s = board([own(["研经"], { hand: ["闪"], agent: [{ play: { skill: "研经" } }] }), B()]);
    notAnOption(s);
  });
});

describe("〖传薪〗当你死亡时，你可令一名其他角色获得〖研经〗▷其加1点体力上限。", () => {
  ok("传薪", "the owner dies: A gains 〖研经〗 and 1 max hp", () => {
    const s = board([own(["传薪"], { role: "rebel", hp: 1, agent: [{ activate: true, skill: "传薪" }, { players: [1] }] }), B({ role: "lord" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    expect(s.player(0).alive).toBe(false);
    expect(s.player(1).skills).toContain("研经");
    expect(s.player(1)).toMatchObject({ maxHp: 5, hp: 4 });
  });
  ok("传薪", "declined: A gains nothing", () => {
    const s = board([own(["传薪"], { role: "rebel", hp: 1, agent: [{ activate: false, skill: "传薪" }] }), B({ role: "lord" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    expect(s.player(1).skills).not.toContain("研经");
    expect(s.player(1).maxHp).toBe(4);
  });
});

// ---------------------------------------------------------------- 盲己卯

describe("〖沉舟〗出牌阶段限一次，你可翻面▶你摸X张牌（X为你已损失的体力值+1），你于此阶段内使用【杀】的次数上限+1（→）此回合结束前❶，若你于此回合内未造成过伤害，你失去1点体力。", () => {
  ok("沉舟", "2/4: turned over, three drawn, two 【杀】 this phase; damage dealt — no hp lost at the turn's end", () => {
    const s = board([own(["沉舟"], { hp: 2, hand: ["杀", "杀"], agent: [{ play: { skill: "沉舟" } }, { play: { card: "杀" } }, { play: { card: "杀" } }, { cards: ["闪", "闪", "闪"] }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(s.player(0).faceUp).toBe(false);
    expect(drawn(s, 0)).toBe(5);
    expect(damages(s)).toHaveLength(2);
    expect(hp(s, 0)).toBe(2);
  });
  ok("沉舟", "no damage dealt this turn: 1 hp lost before the turn ends", () => {
    const s = board([own(["沉舟"], { hp: 2, agent: [{ play: { skill: "沉舟" } }, { cards: ["闪", "闪", "闪"] }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(lostHp(s)).toEqual([[0, 1]]);
    expect(hp(s, 0)).toBe(1);
  });
  ok("沉舟", "a second time in the phase: not an option", () => {
    const s = board([own(["沉舟"], { agent: [{ play: { skill: "沉舟" } }, { play: { skill: "沉舟" } }] }), B()], { drawPile: fill(8) });
    notAnOption(s);
  });
});

describe("〖复起〗当你受到伤害时❸，若你的武将牌背面朝上，你可防止此伤害▶你复原。", () => {
  ok("复起", "face down, A's 【杀】 hits: the damage prevented, the general card turned face up", () => {
    const s = board([own(["复起"], { faceDown: true, agent: [{ activate: true, skill: "复起" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(damages(s)).toEqual([]);
    expect(s.player(0).faceUp).toBe(true);
  });
  ok("复起", "face up: not asked", () => {
    const s = board([own(["复起"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "复起")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲庚辰

describe("〖噤声〗出牌阶段限一次，你可弃置一张黑色牌并选择一名其他角色▶其所有未带有“锁定技”标签的武将技能于此回合内无效。", () => {
  ok("噤声", "A's 〖折冲〗 invalid this turn (not asked when the owner's 【杀】 targets it), its locked 〖衡锋〗 still valid", () => {
    const seen: boolean[][] = [];
    let s!: S;
    const agent = probing([{ play: { skill: "噤声" } }, { cards: ["杀"] }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }], () => seen.push([s.view.isSkillValid(1, "折冲"), s.view.isSkillValid(1, "衡锋")]));
    s = board([own(["噤声"], { hand: ["杀♠7", "杀♣10"], agent }), own(["折冲", "衡锋"], { hp: 3, hand: ["杀♠10"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(seen[1]).toEqual([false, true]);
    expect(asked(s, "折冲")).toBe(false);
    expect(hp(s, 1)).toBe(2);
  });
  ok("噤声", "only a red card: not offered", () => {
    const s = board([own(["噤声"], { hand: ["桃♥3"], agent: [{ play: { skill: "噤声" } }] }), own(["折冲"])]);
    notAnOption(s);
  });
});

describe("〖移花〗当你受到渠道为【杀】的伤害时❷，你可弃置两张手牌并选择来源的攻击范围内的一名其他角色▶你将此伤害转移给该角色。", () => {
  ok("移花", "A's 【杀】 hits: two hand cards discarded, the damage moved to B — 1 from A, by the 【杀】", () => {
    const s = board([B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), own(["移花"], { hand: ["桃", "酒"], agent: [{ activate: true, skill: "移花" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, amount: 1 }]);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("移花", "a 【决斗】's damage: not asked", () => {
    const s = board([B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [1] }] }), own(["移花"], { hand: ["桃", "酒"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "移花")).toBe(false);
    expect(hp(s, 1)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲辛巳

describe("〖策勋〗①锁定技，当你造成伤害后，你获得1枚“勋”。②出牌阶段限一次，你可弃两枚“勋”▶你选择：1.回复1点体力；2.摸两张牌。③锁定技，你的手牌上限+X（X为“勋”数）。", () => {
  ok("策勋", "①: a 【杀】 with 【酒】 (2 damage) gives one “勋”; ③: hand limit then hp + 1", () => {
    const s = board([own(["策勋"], { hp: 3, maxHp: 3, hand: ["酒", "杀"], agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ amount: 2 }]);
    expect(s.player(0).marks["勋"]).toBe(1);
    expect(s.view.handLimit(0)).toBe(4);
  });
  ok("策勋", "②: two “勋” at 2/3 — option 1 recovers 1; none left, hand limit back to hp", () => {
    const s = board([own(["策勋"], { hp: 2, maxHp: 3, marks: { 勋: 2 }, agent: [{ play: { skill: "策勋" } }, { option: 0 }] }), B()]);
    expect(s.view.handLimit(0)).toBe(4);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(s.player(0).marks["勋"] ?? 0).toBe(0);
    expect(s.view.handLimit(0)).toBe(3);
  });
  ok("策勋", "②: one “勋” — not offered; damage taken gives none", () => {
    const s = board([own(["策勋"], { marks: { 勋: 1 }, hand: ["闪"], agent: [{ play: { skill: "策勋" } }] }), B()]);
    notAnOption(s);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0).marks["勋"]).toBe(1);
  });
});

describe("〖校阅〗摸牌阶段，你可令额定摸牌数+X（X为角色数的一半）（→）此回合结束前❶，你弃置一张牌。", () => {
  ok("校阅", "three players: three drawn; before the turn ends a card is discarded", () => {
    const s = board([own(["校阅"], { agent: [{ activate: true, skill: "校阅" }, { cards: ["闪"] }] }), B(), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(drawn(s, 0)).toBe(3);
    expect(s.player(0).hand).toHaveLength(2);
    expect(moves(s, "discard")).toHaveLength(1);
  });
  ok("校阅", "four players: four drawn", () => {
    const s = board([own(["校阅"], { agent: [{ activate: true, skill: "校阅" }] }), B(), B(), B()], { drawPile: fill(8) });
    s.runPhase(0, "draw");
    expect(drawn(s, 0)).toBe(4);
  });
  ok("校阅", "declined: two drawn, nothing discarded at the turn's end", () => {
    const s = board([own(["校阅"], { agent: [{ activate: false, skill: "校阅" }] }), B(), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(drawn(s, 0)).toBe(2);
    expect(moves(s, "discard")).toEqual([]);
  });
});

// ---------------------------------------------------------------- the figure

/** The 37 skills of blind11.sgs that compile (all but the 3 REFUSED lines), in the pack's order. */
const COMPILED = [
  "衡锋", "折冲", "窥隙", "兼程", "再举", "引线", "铁壁", "破甲", "潮汐", "盈缩", "角力", "履霜", "鏖斗", "候天", "筮占", "征调", "踞险", "睥睨",
  "断后", "回锋", "搜舸", "承递", "匿刃", "相济", "并驱", "止戈", "断流", "凝霜", "闭关", "研经", "传薪", "沉舟", "复起", "噤声", "移花", "策勋", "校阅",
];
/** Those with a behaviour test above that fails today (wrong(...)), in the pack's order. */
/** As first measured: 角力, 鏖斗, 征调, 搜舸, 匿刃, 凝霜. Fixed since: 鏖斗 (各需…否则: each performer its own 否则, 3.5.36), 凝霜 (第三张牌: the ordinal was dropped). */
const MISBEHAVES: string[] = ["角力", "征调", "搜舸", "匿刃"];
/** Kept out of the count either way: blind11.md and the rulebook disagree (none found in this batch's tested bullets). */
const DISPUTED: string[] = [];
/** The figure as first measured (never overwritten): 31 of 37. */
const FIRST_BEHAVES = 31;

describe("the figure (issue #5, batch 11)", () => {
  test("33 of the 37 compiled blind11 skills behave as written, 4 misbehave, none disputed (first measured: 31)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    expect(COMPILED.filter((k) => MISBEHAVING.has(k))).toEqual(MISBEHAVES);
    expect(COMPILED.filter((k) => DISPUTED.includes(k) && MISBEHAVING.has(k))).toEqual([]);
    expect(COMPILED.length - MISBEHAVES.length - DISPUTED.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(COMPILED.length - MISBEHAVES.length - DISPUTED.length).toBe(33);
    expect(COMPILED).toHaveLength(37);
    expect(REFUSED).toHaveLength(3);
  });
});
