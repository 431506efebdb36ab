// Issue #5, ninth batch, measured honestly: do the blind9 skills that compile (tests/generalisation/blind9.sgs, 34 of 40:
// lines 27 威压, 36 补垣, 37 绝地, 55 窥心, 59 观澜, 79 督军 are refused) BEHAVE as blind9.md says? One describe per compiled
// skill, named by its text, asserting the text's own meaning (blind9.md, and the rulebook ../shared/seeds where the two
// differ), not what the compiler happens to do; the tests were written by a tester who did not read grammar/, compiler/ or the
// runtime's operation code (only tests/generalisation/harness.ts, runtime/scenario.ts, runtime/agents/scripted.ts,
// runtime/log/log.ts, runtime/model/*.ts and the interfaces of runtime/engine), nor any compiled output. A skill that compiles
// but misbehaves keeps its test as `wrong(...)` (test.fails) with a comment saying what goes wrong, so the figure at the end is
// honest and flips when the bug is fixed.
//
// Measured as first written (batch 9, against main as it stands at this session): 30 of 34 compiled skills behave as written.
// Misbehaving as first written:
// 〖独行〗 (the legality check of its 【杀】 counts the 【杀】 being used as still in hand: 2 cards against a minimum of 1 is not
// "the fewest", seat 2 at distance 2 is refused — 003 专题三 ◆ puts the card in processing for the check);
// 〖系舟〗 (the chosen characters are chained in the order chosen, seat 2 before seat 1, not from the current player counter-
// clockwise — 003 二(2) 多角色结算原则);
// 〖合纵〗 (every 拼点 target loses 1 hp once the owner beats any: the tied one too — only 与你拼点且你赢的角色 should, 4.2.8);
// 〖远谋〗 (a weapon discarded as the cost still gives its range: with only a 【青釭剑】 the skill is not offered — 3.1.7 ◆).
// blind9.md and the rulebook agree on every point tested here; no point is disputed. Where a test needs a whole turn for a
// 此回合内 duration (震慑, 远谋) it runs one: runPhase alone opens no turn.
import path from "node:path";
import { describe, expect, test } from "vitest";

import { asked, B, behaviourHarness, damages, discardNames, done, hp, names, own, phases, pindians, type Scenario as S, skillsUsed, turns, uses, probing } from "./harness.ts";

/** The 6 lines refused as first written (blind9.test.ts FIRST_REFUSED): commented out and not tested here. */
const REFUSED = [27, 36, 37, 55, 59, 79];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind9.sgs"), REFUSED);
const pileNames = (s: S, seat: number, pile: string) => names(s, s.engine.state.pile(seat, pile));
const decisions = (s: S, skill: string) => s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === skill).length;
const notAnOption = (s: S, seat = 0) => expect(() => s.runPhase(seat, "play")).toThrow(/not an option/);
const fill = (n: number, c = "闪") => Array(n).fill(c) as string[];
/** Cards drawn into a seat's hand (move entries of reason draw). */
const drawn = (s: S, seat: number) => s.entries().reduce((n, e) => n + (e.t === "move" && e.reason === "draw" ? e.to.filter((z) => z === `hand${seat}`).length : 0), 0);
const stateChanges = (s: S, seat?: number) => s.entries().flatMap((e) => (e.t === "state" && (seat === undefined || e.player === seat) ? [[e.player, e.change] as const] : []));
const lostHp = (s: S) => s.entries().flatMap((e) => (e.t === "loseHp" ? [[e.player, e.amount]] : []));
const mark = (s: S, seat: number, m: string) => s.player(seat).marks[m] ?? 0;
/** Phases skipped as they were about to begin (`skip` entries). */
const skipped = (s: S, seat = 0) => s.entries().flatMap((e) => (e.t === "skip" && e.player === seat ? [e.phase] : []));

// ---------------------------------------------------------------- 盲壬甲

describe("〖铸甲〗锁定技，结束阶段开始时，若你的护甲为0，你加1点护甲。", () => {
  ok("铸甲", "armour 0: at its own finish phase, 1 armour without asking; another's finish phase: nothing", () => {
    const s = board([own(["铸甲"]), B()]);
    s.runPhase(0, "finish");
    expect(s.player(0).armor).toBe(1);
    expect(s.entries().filter((e) => e.t === "armor")).toMatchObject([{ player: 0, delta: 1, armor: 1 }]);
    expect(s.entries().some((e) => e.t === "decision")).toBe(false);
    const t = board([own(["铸甲"]), B()]);
    t.runPhase(1, "finish");
    expect(t.player(0).armor).toBe(0);
  });
  ok("铸甲", "armour 1 or 2: unchanged", () => {
    const s = board([own(["铸甲"], { armor: 1 }), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["铸甲"], { armor: 2 }), B()]);
    t.runPhase(0, "finish");
    expect([s.player(0).armor, t.player(0).armor]).toEqual([1, 2]);
    expect(s.entries().some((e) => e.t === "armor") || t.entries().some((e) => e.t === "armor")).toBe(false);
  });
  ok("铸甲", "the armour then takes damage first: 1 damage leaves hp 4; 2 damage leaves hp 3", () => {
    const s = board([own(["铸甲"]), B()]);
    s.runPhase(0, "finish");
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0)).toMatchObject({ hp: 4, armor: 0 });
    const t = board([own(["铸甲"]), B()]);
    t.runPhase(0, "finish");
    t.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(t.player(0)).toMatchObject({ hp: 3, armor: 0 });
  });
  ok("铸甲", "two turns unhurt: 1 armour after the first, still 1 after the second", () => {
    const s = board([own(["铸甲"]), B()], { drawPile: fill(8) });
    s.runTurn(0);
    expect(s.player(0).armor).toBe(1);
    s.runTurn(0);
    expect(s.player(0).armor).toBe(1);
  });
});

describe("〖淬锋〗出牌阶段限一次，你可弃置一张装备牌▶你加1点护甲。若你的护甲不小于2，你摸一张牌。", () => {
  ok("淬锋", "armour 0: a 【赤兔】 from hand discarded, armour 1, no card drawn", () => {
    const s = board([own(["淬锋"], { hand: ["赤兔", "闪"], agent: [{ play: { skill: "淬锋" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).armor).toBe(1);
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(drawn(s, 0)).toBe(0);
  });
  ok("淬锋", "armour 1: armour 2 and one card drawn; armour 5: still offered, armour stays 5, one card drawn", () => {
    const s = board([own(["淬锋"], { armor: 1, hand: ["赤兔", "闪"], agent: [{ play: { skill: "淬锋" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).armor).toBe(2);
    expect(drawn(s, 0)).toBe(1);
    const t = board([own(["淬锋"], { armor: 5, hand: ["赤兔", "闪"], agent: [{ play: { skill: "淬锋" } }] }), B()], { drawPile: fill(4) });
    t.runPhase(0, "play");
    done(t);
    expect(t.player(0).armor).toBe(5);
    expect(discardNames(t)).toEqual(["赤兔"]);
    expect(drawn(t, 0)).toBe(1);
  });
  ok("淬锋", "an equipped 【八卦阵】 may be the card: it goes to the discard pile, no armour equipped any more", () => {
    const s = board([own(["淬锋"], { hand: ["闪"], equipment: ["八卦阵"], agent: [{ play: { skill: "淬锋" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).equipment).toEqual({});
    expect(discardNames(s)).toEqual(["八卦阵"]);
    expect(s.player(0).armor).toBe(1);
  });
  ok("淬锋", "no equipment card: not offered; 限一次: no second activation in the phase", () => {
    const s = board([own(["淬锋"], { hand: ["杀"], agent: [{ play: { skill: "淬锋" } }] }), B()]);
    notAnOption(s);
    const t = board([own(["淬锋"], { hand: ["赤兔", "大宛", "闪"], agent: [{ play: { skill: "淬锋" } }, { cards: ["赤兔"] }, { play: { skill: "淬锋" } }] }), B()], { drawPile: fill(4) });
    notAnOption(t);
    expect(t.player(0).armor).toBe(1);
  });
});

// ---------------------------------------------------------------- 盲壬乙

describe("〖熔躯〗限定技，出牌阶段，你可减1点体力上限，加X点护甲，将手牌补至X张（X为你的体力上限）。", () => {
  ok("熔躯", "4/4, one card: max hp 3 and hp 3, armour 3, two cards drawn (to 3)", () => {
    const s = board([own(["熔躯"], { hand: ["闪"], agent: [{ play: { skill: "熔躯" } }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3, armor: 3 });
    expect(s.player(0).hand).toHaveLength(3);
    expect(drawn(s, 0)).toBe(2);
  });
  ok("熔躯", "hp 2 of 4: max hp 3, hp stays 2; armour 4 before: only 1 added (to 5)", () => {
    const s = board([own(["熔躯"], { hp: 2, hand: ["闪"], agent: [{ play: { skill: "熔躯" } }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 2, armor: 3 });
    const t = board([own(["熔躯"], { armor: 4, hand: ["闪", "闪", "闪"], agent: [{ play: { skill: "熔躯" } }] }), B()], { drawPile: fill(6) });
    t.runPhase(0, "play");
    done(t);
    expect(t.player(0)).toMatchObject({ maxHp: 3, armor: 5 });
    // Three cards already: 补至3 is nothing.
    expect(drawn(t, 0)).toBe(0);
  });
  ok("熔躯", "限定技: not offered in a later play phase", () => {
    const s = board([own(["熔躯"], { hand: ["闪"], agent: [{ play: { skill: "熔躯" } }, { play: "end" }, { play: { skill: "熔躯" } }] }), B()], { drawPile: ["杀", "杀", ...fill(6)] });
    s.runPhase(0, "play");
    expect(s.player(0).maxHp).toBe(3);
    notAnOption(s);
  });
  ok("熔躯", "max hp 1: still offered; max hp 0 — the owner dies, no armour, nothing drawn", () => {
    const s = board([own(["熔躯"], { role: "rebel", hp: 1, maxHp: 1, hand: ["闪"], agent: [{ play: { skill: "熔躯" } }] }), B({ role: "lord" }), B({ role: "rebel" })], { drawPile: fill(6) });
    s.runPhase(0, "play");
    expect(s.player(0).alive).toBe(false);
    expect(s.entries().some((e) => e.t === "armor" && e.player === 0)).toBe(false);
    expect(drawn(s, 0)).toBe(0);
  });
});

describe("〖独行〗锁定技，若你是手牌数最小的角色，你使用【杀】无距离关系的限制。", () => {
  ok("独行", "the fewest hand cards (1 against 2 each) in five seats: a 【杀】 on seat 2 (distance 2)", () => {
    const s = board([own(["独行"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] })]);
    expect(s.view.distance(0, 2)).toBe(2);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
  });
  ok("独行", "not the fewest (seat 1 has none): seat 2 is no 【杀】 target", () => {
    const s = board([own(["独行"], { hand: ["杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B(), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] })]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer \[2\]/);
    expect(damages(s)).toEqual([]);
  });
  // Misbehaved as first measured (fixed: values/targets.ts asIfPlaced): the target request refuses seat 2 ("illegal answer [2]"): the legality check counts the owner's
  // hand as 2, the 【杀】 being used still in it. blind9.md 〖独行〗 (边界) and 003 专题三 ◆ (角色使用实体牌，在检测合法性时视为此牌已经
  // 置入目标区域): the 【杀】 is in processing for the check, the owner holds 1, tied with the minimum — no distance limit.
  ok("独行", "2 cards against a minimum of 1: the 【杀】 used counts as in processing, so 1 — tied, no distance limit", () => {
    const s = board([own(["独行"], { hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B({ hand: ["桃"] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
  });
  ok("独行", "the 【杀】 limit is unchanged: a second 【杀】 is no option", () => {
    const s = board([own(["独行"], { hand: ["杀", "杀", "赤兔"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }] }), B({ hand: ["桃", "桃", "桃"] }), B({ hand: ["桃", "桃", "桃"] }), B({ hand: ["桃", "桃", "桃"] })]);
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/);
    expect(damages(s)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- 盲壬丙

describe("〖系舟〗出牌阶段限一次，你可弃置一张黑色牌并选择一至两名未处于连环状态的角色▶这些角色依次横置。", () => {
  // Misbehaved as first measured: the characters were chained in the order chosen (seat 2, then seat 1), not in seat
  // order. blind9.md 〖系舟〗 and 003 二(2) 多角色结算原则 (同一个技能对多个目标进行结算时……都应从当前回合角色开始按逆时针方向依次进行):
  // seat 1 first, then seat 2. (The end state — both chained, the black card discarded — is right.)
  ok("系舟", "the black card discarded, seats 2 and 1 chosen: chained one after the other from the current player (1, then 2)", () => {
    const s = board([own(["系舟"], { hand: ["杀♠7", "闪♦2"], agent: [{ play: { skill: "系舟" } }, { players: [2, 1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["杀"]);
    expect([0, 1, 2].map((p) => s.player(p).chained)).toEqual([false, true, true]);
    expect(stateChanges(s)).toEqual([
      [1, "chain"],
      [2, "chain"],
    ]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("系舟", "the owner itself may be chosen, alone", () => {
    const s = board([own(["系舟"], { hand: ["杀♠7", "闪♦2"], agent: [{ play: { skill: "系舟" } }, { players: [0] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([0, 1, 2].map((p) => s.player(p).chained)).toEqual([true, false, false]);
  });
  ok("系舟", "no black card: not offered; a chained character is no candidate", () => {
    const s = board([own(["系舟"], { hand: ["闪♦2", "杀♦6"], agent: [{ play: { skill: "系舟" } }] }), B(), B()]);
    notAnOption(s);
    const t = board([own(["系舟"], { hand: ["杀♠7", "闪♦2"], agent: [{ play: { skill: "系舟" } }, { players: [1] }] }), B({ chained: true }), B()]);
    expect(() => t.runPhase(0, "play")).toThrow(/illegal/);
  });
  ok("系舟", "everyone chained: not offered; 限一次", () => {
    const s = board([own(["系舟"], { chained: true, hand: ["杀♠7"], agent: [{ play: { skill: "系舟" } }] }), B({ chained: true })]);
    notAnOption(s);
    const t = board([own(["系舟"], { hand: ["杀♠7", "杀♠8", "杀♦6"], agent: [{ play: { skill: "系舟" } }, { cards: ["杀"] }, { players: [1] }, { play: { skill: "系舟" } }] }), B(), B()]);
    notAnOption(t);
    expect(t.player(1).chained).toBe(true);
  });
});

describe("〖焚链〗锁定技，当一名其他角色于你的回合内重置后，你摸一张牌。若你于此回合内因执行此技能的效果而摸过至少三张牌，此技能于此回合内无效。", () => {
  ok("焚链", "the owner's 【铁索连环】 resets B and the owner itself: one card (for B only), without asking", () => {
    const s = board(
      [own(["焚链"], { chained: true, hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [0, 1] }] }), B({ chained: true })],
      { drawPile: fill(10) },
    );
    s.runTurn(0);
    done(s);
    expect([s.player(0).chained, s.player(1).chained]).toEqual([false, false]);
    // Two cards in the draw phase, one by 〖焚链〗.
    expect(drawn(s, 0)).toBe(3);
  });
  ok("焚链", "four others chained, a 火【杀】 on seat 1: four resets, three cards, then the skill is invalid for the turn", () => {
    const s = board(
      [
        own(["焚链"], { hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { players: [1] }, { cards: ["闪"] }] }),
        B({ chained: true }),
        B({ chained: true }),
        B({ chained: true }),
        B({ chained: true }),
      ],
      { drawPile: fill(12) },
    );
    s.runTurn(0);
    done(s);
    expect([1, 2, 3, 4].map((p) => s.player(p).chained)).toEqual([false, false, false, false]);
    expect(damages(s)).toHaveLength(4);
    expect(drawn(s, 0)).toBe(2 + 3);
  });
  ok("焚链", "the next turn of the owner: counted from 0 again, the skill valid — a 【铁索连环】 resetting seat 1 draws one", () => {
    const s = board(
      [
        own(["焚链"], {
          hand: ["火杀♥4", "铁索连环"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }, { cards: ["闪", "闪"] }, { play: { card: "铁索连环" } }, { players: [1] }, { cards: ["闪", "闪"] }],
        }),
        B({ chained: true }),
        B({ chained: true }),
        B({ chained: true }),
      ],
      { drawPile: fill(16) },
    );
    s.runTurn(0);
    expect(drawn(s, 0)).toBe(2 + 3);
    s.run((e) => e.chain(1));
    s.mark();
    s.runTurn(0);
    done(s);
    expect(s.player(1).chained).toBe(false);
    expect(drawn(s, 0)).toBe(2 + 1);
  });
  ok("焚链", "a reset in another's turn (B's 【铁索连环】 on itself): nothing", () => {
    const s = board([own(["焚链"]), B({ chained: true, hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [1] }] })], { drawPile: fill(10) });
    s.runTurn(1);
    done(s);
    expect(s.player(1).chained).toBe(false);
    expect(drawn(s, 0)).toBe(0);
  });
});

// ---------------------------------------------------------------- 盲壬丁

describe("〖卧薪〗当你受到伤害后，若你的武将牌背面朝上，你可摸两张牌。", () => {
  ok("卧薪", "face down, 1 damage: asked, two cards", () => {
    const s = board([own(["卧薪"], { faceDown: true, agent: [{ activate: true, skill: "卧薪" }] }), B()], { drawPile: fill(4) });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("卧薪", "face up: not asked", () => {
    const s = board([own(["卧薪"]), B()], { drawPile: fill(4) });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "卧薪")).toBe(false);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("卧薪", "the damage wholly absorbed by armour still counts: asked, two cards", () => {
    const s = board([own(["卧薪"], { faceDown: true, armor: 1, agent: [{ activate: true, skill: "卧薪" }] }), B()], { drawPile: fill(4) });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 4, armor: 0 });
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("卧薪", "2 damage at once: asked once, two cards", () => {
    const s = board([own(["卧薪"], { faceDown: true, agent: [{ activate: true, skill: "卧薪" }] }), B()], { drawPile: fill(4) });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    done(s);
    expect(decisions(s, "卧薪")).toBe(1);
    expect(s.player(0).hand).toHaveLength(2);
  });
});

describe("〖倒悬〗结束阶段开始时，你可翻面并选择一名其他角色▶其选择：1.翻面；2.弃置X张牌（X为你与其体力值之差+1）。若其以此法翻面，你摸一张牌。", () => {
  // The target's options in the text's order: { option: 0 } is 1 (翻面), { option: 1 } is 2 (弃置).
  ok("倒悬", "the target chooses 1: both face down, the owner draws one", () => {
    const s = board(
      [own(["倒悬"], { agent: [{ activate: true, skill: "倒悬" }, { players: [1] }] }), B({ hp: 2, hand: ["闪", "闪", "闪", "桃"], agent: [{ option: 0 }] }), B()],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "finish");
    done(s);
    expect([s.player(0).faceUp, s.player(1).faceUp, s.player(2).faceUp]).toEqual([false, false, true]);
    expect(s.player(0).hand).toHaveLength(1);
    expect(s.player(1).hand).toHaveLength(4);
  });
  ok("倒悬", "hp 4 against 2: X = 3 — the target chooses 2 and discards three of its choice; the owner draws nothing", () => {
    const s = board(
      [own(["倒悬"], { agent: [{ activate: true, skill: "倒悬" }, { players: [1] }] }), B({ hp: 2, hand: ["闪", "闪", "闪", "桃"], agent: [{ option: 1 }, { cards: ["闪", "闪", "闪"] }] }), B()],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(discardNames(s)).toEqual(["闪", "闪", "闪"]);
    expect(s.player(1).faceUp).toBe(true);
    expect(s.player(0)).toMatchObject({ faceUp: false, hand: [] });
  });
  ok("倒悬", "the target has fewer cards than X (2 against 3): option 2 cannot be chosen — it turns over, the owner draws one", () => {
    const s = board([own(["倒悬"], { agent: [{ activate: true, skill: "倒悬" }, { players: [1] }] }), B({ hp: 2, hand: ["闪", "闪"] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(1).faceUp).toBe(false);
    expect(s.player(1).hand).toHaveLength(2);
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("倒悬", "the owner face down turns face up by the cost; equal hp: X = 1, one card discarded", () => {
    const s = board(
      [own(["倒悬"], { faceDown: true, agent: [{ activate: true, skill: "倒悬" }, { players: [1] }] }), B({ hand: ["闪", "桃"], agent: [{ option: 1 }, { cards: ["桃"] }] }), B()],
      { drawPile: fill(4) },
    );
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).faceUp).toBe(true);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(discardNames(s)).toEqual(["桃"]);
  });
});

// ---------------------------------------------------------------- 盲壬戊

describe("〖蓄威〗锁定技，当你造成1点伤害后，你获得1枚“威”。", () => {
  ok("蓄威", "2 damage dealt: two “威”, without asking", () => {
    const s = board([own(["蓄威"]), B()]);
    s.act(0, (ctx) => ctx.damage(1, 2, { source: 0 }));
    expect(mark(s, 0, "威")).toBe(2);
    expect(s.entries().some((e) => e.t === "decision")).toBe(false);
  });
  ok("蓄威", "the target's armour absorbs it: the damage value counts, one “威” per point", () => {
    const s = board([own(["蓄威"]), B({ armor: 2 })]);
    s.act(0, (ctx) => ctx.damage(1, 2, { source: 0 }));
    expect(s.player(1)).toMatchObject({ hp: 4, armor: 0 });
    expect(mark(s, 0, "威")).toBe(2);
  });
  ok("蓄威", "a damage dealt by another, or taken by the owner: no “威”", () => {
    const s = board([own(["蓄威"]), B(), B()]);
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(mark(s, 0, "威")).toBe(0);
  });
  ok("蓄威", "a 【杀】 that hits: one “威”", () => {
    const s = board([own(["蓄威"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(mark(s, 0, "威")).toBe(1);
  });
});

describe("〖震慑〗出牌阶段，你可弃2枚“威”并选择一名其他角色▶其所有未带有“锁定技”标签的武将技能于此回合内无效，其于此回合内不能使用或打出手牌。", () => {
  ok("震慑", "two “威” spent on B (〖奸雄〗, 〖马术〗): 〖奸雄〗 invalid, 〖马术〗 not; B cannot use its 【闪】 — the 【杀】 hits; all valid again after the turn", () => {
    const seen: boolean[][] = [];
    let s: S;
    const agent = probing([{ play: { skill: "震慑" } }, { play: { card: "杀" } }], () => seen.push([s.engine.isSkillValid(1, "奸雄"), s.engine.isSkillValid(1, "马术")]));
    s = board([own(["震慑"], { marks: { 威: 2 }, hand: ["杀"], agent }), own(["奸雄", "马术"], { hand: ["闪"] })], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(seen).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(mark(s, 0, "威")).toBe(0);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(asked(s, "奸雄")).toBe(false);
    expect(s.engine.isSkillValid(1, "奸雄")).toBe(true);
  });
  ok("震慑", "B's 【八卦阵】 (an equipment skill) still works: a red judgement gives a 【闪】 with no card — no damage", () => {
    const s = board(
      [own(["震慑"], { marks: { 威: 2 }, hand: ["杀"], agent: [{ play: { skill: "震慑" } }, { play: { card: "杀" } }] }), B({ hand: ["闪"], equipment: ["八卦阵"], agent: [{ activate: true, skill: "八卦阵" }] })],
      { drawPile: ["闪", "闪", "桃♥3", ...fill(6)] },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(4);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
  ok("震慑", "no 限一次: four “威”, twice in one phase on B and C", () => {
    // (此回合内 needs a turn: run as a whole turn, the validity read as the play phase is about to end.)
    const seen: boolean[][] = [];
    let s: S;
    const agent = probing([{ play: { skill: "震慑" } }, { players: [1] }, { play: { skill: "震慑" } }, { players: [2] }, { play: "end" }], () => seen.push([s.engine.isSkillValid(1, "奸雄"), s.engine.isSkillValid(2, "奸雄")]));
    s = board([own(["震慑"], { marks: { 威: 4 }, hand: ["杀"], agent }), own(["奸雄"]), own(["奸雄"])], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(mark(s, 0, "威")).toBe(0);
    expect(seen.at(-1)).toEqual([false, false]);
  });
  ok("震慑", "nor play (打出) them: B holds a 【杀】 against the owner's 【决斗】 — not asked, it takes 1 damage", () => {
    const s = board([own(["震慑"], { marks: { 威: 2 }, hand: ["决斗"], agent: [{ play: { skill: "震慑" } }, { play: { card: "决斗" } }] }), B({ hand: ["杀"] })], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
  ok("震慑", "one “威”: not offered", () => {
    const s = board([own(["震慑"], { marks: { 威: 1 }, hand: ["杀"], agent: [{ play: { skill: "震慑" } }] }), B()]);
    notAnOption(s);
  });
});

// ---------------------------------------------------------------- 盲壬己

describe("〖积星〗结束阶段开始时，你可将至多X张手牌置于你的武将牌上（均称为“星”）（X为你的体力值）。", () => {
  ok("积星", "hp 3, five cards: two chosen go onto the general card as “星”; three stay", () => {
    const s = board([own(["积星"], { hp: 3, hand: ["杀", "杀", "闪", "闪", "桃"], agent: [{ activate: true, skill: "积星" }, { cards: ["杀", "桃"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pileNames(s, 0, "星").sort()).toEqual(["杀", "桃"].sort());
    expect(s.handNames(0).sort()).toEqual(["杀", "闪", "闪"].sort());
  });
  ok("积星", "at most X: four at hp 3 are refused; none (0) is refused too", () => {
    const s = board([own(["积星"], { hp: 3, hand: ["杀", "杀", "闪", "闪", "桃"], agent: [{ activate: true, skill: "积星" }, { cards: ["杀", "杀", "闪", "闪"] }] }), B()]);
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal|not a candidate/);
    const t = board([own(["积星"], { hp: 3, hand: ["杀", "杀", "闪", "闪", "桃"], agent: [{ activate: true, skill: "积星" }, { cards: [] }] }), B()]);
    expect(() => t.runPhase(0, "finish")).toThrow(/illegal/);
  });
  ok("积星", "no hand card: not asked", () => {
    const s = board([own(["积星"], { equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "finish");
    expect(asked(s, "积星")).toBe(false);
    expect(s.player(0).onGeneral).toEqual({});
  });
});

describe("〖移星〗当一名角色的判定结果确定前，你可将一张“星”置入处理区▶系统将此牌作为判定牌，你将原判定牌置于你的武将牌上（称为“星”）。", () => {
  ok("移星", "B's 【乐不思蜀】 judged 桃♥3: a 杀♠7 “星” replaces it — B skips its play phase; the 【桃】 becomes a “星”", () => {
    const s = board([own(["移星"], { piles: [{ name: "星", cards: ["杀♠7"] }], agent: [{ activate: true, skill: "移星" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["桃♥3", ...fill(6)] });
    s.runTurn(1);
    done(s);
    expect(s.entries().some((e) => e.t === "judgeCardReplaced")).toBe(true);
    expect(pileNames(s, 0, "星")).toEqual(["桃"]);
    expect(phases(s, 1)).not.toContain("play");
    expect(discardNames(s).sort()).toEqual(["乐不思蜀", "杀"].sort());
  });
  ok("移星", "the owner's own judgement (〖卜吉〗) may be changed too: a black “星” for a red card — chained, no recovery", () => {
    const s = board([own(["移星", "卜吉"], { hp: 3, piles: [{ name: "星", cards: ["杀♠7"] }], agent: [{ activate: true, skill: "卜吉" }, { activate: true, skill: "移星" }] }), B()], { drawPile: ["桃♥3"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 3, chained: true });
    expect(pileNames(s, 0, "星")).toEqual(["桃"]);
  });
  ok("移星", "no “星”: not asked (B's 【乐不思蜀】 on 桃♥3 fails, B plays)", () => {
    const s = board([own(["移星"], { hand: ["杀♠7"] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["桃♥3", ...fill(6)] });
    s.runTurn(1);
    expect(asked(s, "移星")).toBe(false);
    expect(phases(s, 1)).toContain("play");
  });
  ok("移星", "declined: the original judgement stands, the “星” stays", () => {
    const s = board([own(["移星"], { piles: [{ name: "星", cards: ["杀♠7"] }], agent: [{ activate: false, skill: "移星" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["桃♥3", ...fill(6)] });
    s.runTurn(1);
    done(s);
    expect(pileNames(s, 0, "星")).toEqual(["杀"]);
    expect(phases(s, 1)).toContain("play");
  });
});

describe("〖聚星〗准备阶段开始时，若“星”数大于你的体力值，你可获得所有“星”。", () => {
  ok("聚星", "hp 2, three “星”: all three to hand, no “星” left", () => {
    const s = board([own(["聚星"], { hp: 2, piles: [{ name: "星", cards: ["杀♠7", "杀♠8", "闪♦2"] }], agent: [{ activate: true, skill: "聚星" }] }), B()]);
    s.runPhase(0, "prepare");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "杀", "闪"].sort());
    expect(pileNames(s, 0, "星")).toEqual([]);
  });
  ok("聚星", "three “星” at hp 3 (equal): not asked", () => {
    const s = board([own(["聚星"], { hp: 3, piles: [{ name: "星", cards: ["杀♠7", "杀♠8", "闪♦2"] }] }), B()]);
    s.runPhase(0, "prepare");
    expect(asked(s, "聚星")).toBe(false);
    expect(pileNames(s, 0, "星")).toHaveLength(3);
  });
  ok("聚星", "declined: the “星” stay", () => {
    const s = board([own(["聚星"], { hp: 1, piles: [{ name: "星", cards: ["杀♠7", "杀♠8"] }], agent: [{ activate: false, skill: "聚星" }] }), B()]);
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(pileNames(s, 0, "星")).toHaveLength(2);
  });
});

// ---------------------------------------------------------------- 盲壬庚

describe("〖折戟〗出牌阶段限一次，你可废除你的武器区▶你摸两张牌，你于此阶段内使用【杀】的次数上限+1（→）此阶段结束时，若你于此阶段内未造成过伤害，你失去1点体力。", () => {
  ok("折戟", "the 【青釭剑】 goes to the discard pile, the weapon area is disabled; two cards; two 【杀】 hit — no hp lost", () => {
    const s = board([own(["折戟"], { equipment: ["青釭剑"], hand: ["杀", "杀"], agent: [{ play: { skill: "折戟" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).disabledAreas).toContain("weapon");
    expect(s.entries().some((e) => e.t === "area" && e.change === "disable" && e.areas.includes("weapon"))).toBe(true);
    expect(drawn(s, 0)).toBe(2);
    expect(hp(s, 1)).toBe(2);
    expect(hp(s, 0)).toBe(4);
    expect(discardNames(s)).toContain("青釭剑");
  });
  ok("折戟", "no damage in the phase: 1 hp lost as it ends", () => {
    const s = board([own(["折戟"], { hand: ["闪"], agent: [{ play: { skill: "折戟" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(lostHp(s)).toEqual([[0, 1]]);
  });
  ok("折戟", "afterwards a weapon card in hand cannot be used; the attack range is 1", () => {
    const s = board([own(["折戟"], { hand: ["诸葛连弩", "闪"], agent: [{ play: { skill: "折戟" } }, { play: { card: "诸葛连弩" } }] }), B()], { drawPile: ["杀", ...fill(4)] });
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/);
    expect(s.view.attackRange(0)).toBe(1);
  });
  ok("折戟", "the weapon area already disabled: not offered", () => {
    const s = board([own(["折戟"], { disabled: ["weapon"], hand: ["杀"], agent: [{ play: { skill: "折戟" } }] }), B()]);
    notAnOption(s);
  });
});

// ---------------------------------------------------------------- 盲壬辛

describe("〖断咒〗判定阶段开始前，若你的判定区里有牌，你可失去1点体力▶你废除你的判定区。", () => {
  ok("断咒", "a 【乐不思蜀】 waiting: 1 hp lost, it goes to the discard pile, the judge area is disabled — no judgement, the play phase is played", () => {
    const s = board([own(["断咒"], { judge: ["乐不思蜀"], agent: [{ activate: true, skill: "断咒" }] }), B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(s.player(0).disabledAreas).toContain("judge");
    expect(discardNames(s)).toContain("乐不思蜀");
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(phases(s)).toContain("play");
  });
  ok("断咒", "with the judge area disabled, B's 【乐不思蜀】 cannot target the owner", () => {
    const s = board([own(["断咒"], { disabled: ["judge"] }), B({ hand: ["乐不思蜀", "杀"], agent: [{ play: { card: "乐不思蜀" } }] })]);
    notAnOption(s, 1);
  });
  ok("断咒", "an empty judge area: not asked", () => {
    const s = board([own(["断咒"]), B()], { drawPile: fill(6) });
    s.runTurn(0);
    expect(asked(s, "断咒")).toBe(false);
    expect(hp(s, 0)).toBe(4);
  });
  ok("断咒", "declined: the 【乐不思蜀】 is judged (black) and the play phase skipped", () => {
    const s = board([own(["断咒"], { judge: ["乐不思蜀"], agent: [{ activate: false, skill: "断咒" }] }), B()], { drawPile: ["杀♠7", ...fill(6)] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(phases(s)).not.toContain("play");
    expect(s.player(0).disabledAreas).toEqual([]);
  });
});

describe("〖还生〗锁定技，当你减体力上限后，你摸两张牌。", () => {
  ok("还生", "max hp 4 → 3: two cards, without asking", () => {
    const s = board([own(["还生"]), B()], { drawPile: fill(4) });
    s.run((e) => e.loseMaxHp(0, 1));
    expect(s.player(0).maxHp).toBe(3);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("还生", "gaining max hp: nothing", () => {
    const s = board([own(["还生"]), B()], { drawPile: fill(4) });
    s.run((e) => e.gainMaxHp(0, 1));
    expect(s.player(0).maxHp).toBe(5);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("还生", "max hp 1 → 0: the owner dies, nothing drawn", () => {
    const s = board([own(["还生"], { role: "rebel", hp: 1, maxHp: 1 }), B({ role: "lord" }), B({ role: "rebel" })], { drawPile: fill(4) });
    s.run((e) => e.loseMaxHp(0, 1));
    expect(s.player(0).alive).toBe(false);
    expect(drawn(s, 0)).toBe(0);
  });
  ok("还生", "with 〖熔躯〗 (any cause counts): two cards drawn by 〖还生〗, then 补至3 draws one", () => {
    const s = board([own(["熔躯", "还生"], { agent: [{ play: { skill: "熔躯" } }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
    const draws = s.entries().flatMap((e) => (e.t === "move" && e.reason === "draw" ? [e.cards.length] : []));
    expect(draws).toEqual([2, 1]);
  });
});

describe("〖蓄元〗结束阶段开始时，若你于此回合内未造成过伤害且你的体力上限小于5，你可加1点体力上限。", () => {
  ok("蓄元", "3/3, no damage: max hp 4, hp stays 3", () => {
    const s = board([own(["蓄元"], { hp: 3, maxHp: 3, agent: [{ activate: true, skill: "蓄元" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 4 });
  });
  ok("蓄元", "max hp 5: not asked", () => {
    const s = board([own(["蓄元"], { maxHp: 5 }), B()]);
    s.runPhase(0, "finish");
    expect(asked(s, "蓄元")).toBe(false);
    expect(s.player(0).maxHp).toBe(5);
  });
  ok("蓄元", "a 【杀】 hit B this turn: not asked; a turn without damage: asked", () => {
    const s = board([own(["蓄元"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(asked(s, "蓄元")).toBe(false);
    const t = board([own(["蓄元"], { agent: [{ activate: true, skill: "蓄元" }] }), B()], { drawPile: fill(6) });
    t.runTurn(0);
    done(t);
    expect(t.player(0).maxHp).toBe(5);
  });
  ok("蓄元", "the damage wholly absorbed by B's armour still counts as dealt: not asked", () => {
    const s = board([own(["蓄元"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B({ armor: 1 })], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(s.player(1)).toMatchObject({ hp: 4, armor: 0 });
    expect(asked(s, "蓄元")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲壬壬

describe("〖隐忍〗锁定技，当你受到1点伤害后，你获得1枚“忍”。", () => {
  ok("隐忍", "2 damage: two “忍”, without asking", () => {
    const s = board([own(["隐忍"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(mark(s, 0, "忍")).toBe(2);
    expect(s.entries().some((e) => e.t === "decision")).toBe(false);
  });
  ok("隐忍", "absorbed by 2 armour: still two “忍”", () => {
    const s = board([own(["隐忍"], { armor: 2 }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(s.player(0)).toMatchObject({ hp: 4, armor: 0 });
    expect(mark(s, 0, "忍")).toBe(2);
  });
  ok("隐忍", "losing hp, or a damage with no source: losing hp gives none; the sourceless damage gives one", () => {
    const s = board([own(["隐忍"]), B()]);
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    expect(mark(s, 0, "忍")).toBe(0);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    expect(mark(s, 0, "忍")).toBe(1);
  });
});

describe("〖奋起〗觉醒技，准备阶段开始时，若“忍”数不小于3，你减1点体力上限，弃所有“忍”，获得〖破围〗。", () => {
  ok("奋起", "盲壬壬 4/4 with three “忍”: 3/3, no “忍”, 〖破围〗 gained — without asking", () => {
    const s = board([{ general: "盲壬壬", marks: { 忍: 3 } }, B()]);
    expect(s.player(0).skills).not.toContain("破围");
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 3 });
    expect(mark(s, 0, "忍")).toBe(0);
    expect(s.player(0).skills).toContain("破围");
    expect(s.entries().some((e) => e.t === "skills" && e.change === "gain" && e.skills.includes("破围"))).toBe(true);
    expect(s.entries().some((e) => e.t === "decision")).toBe(false);
  });
  ok("奋起", "two “忍”: nothing", () => {
    const s = board([{ general: "盲壬壬", marks: { 忍: 2 } }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 4, maxHp: 4 });
    expect(mark(s, 0, "忍")).toBe(2);
    expect(s.player(0).skills).not.toContain("破围");
  });
  ok("奋起", "觉醒技, once: three “忍” again later, no second awakening", () => {
    const s = board([{ general: "盲壬壬", marks: { 忍: 3 } }, B()]);
    s.runPhase(0, "prepare");
    s.run((e) => e.gainMark(0, "忍", 3));
    expect(mark(s, 0, "忍")).toBe(3);
    s.runPhase(0, "prepare");
    expect(s.player(0).maxHp).toBe(3);
    expect(mark(s, 0, "忍")).toBe(3);
  });
  ok("奋起", "〖破围〗 usable in the same turn's play phase: B (no equipment) takes 1 damage", () => {
    const s = board([{ general: "盲壬壬", marks: { 忍: 3 }, agent: [{ play: { skill: "破围" } }] }, B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
  });
});

describe("〖破围〗出牌阶段限一次，你可选择你的攻击范围内的一名其他角色▶你弃置其装备区里的所有牌。若你以此法弃置的牌数小于2，你对其造成1点伤害。", () => {
  ok("破围", "B with 【赤兔】 and 【仁王盾】: both discarded, no damage", () => {
    const s = board([own(["破围"], { agent: [{ play: { skill: "破围" } }] }), B({ equipment: ["赤兔", "仁王盾"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).equipment).toEqual({});
    expect(discardNames(s).sort()).toEqual(["仁王盾", "赤兔"].sort());
    expect(damages(s)).toEqual([]);
  });
  ok("破围", "B with one (【仁王盾】): discarded, then 1 damage", () => {
    const s = board([own(["破围"], { agent: [{ play: { skill: "破围" } }] }), B({ equipment: ["仁王盾"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).equipment).toEqual({});
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
  });
  ok("破围", "B with no equipment: offered, 1 damage (0 < 2)", () => {
    const s = board([own(["破围"], { agent: [{ play: { skill: "破围" } }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
  ok("破围", "out of attack range: seat 2 of four is no candidate; the only other behind a 【的卢】: not offered", () => {
    const s = board([own(["破围"], { agent: [{ play: { skill: "破围" } }, { players: [2] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer \[2\]/);
    const t = board([own(["破围"], { hp: 3, hand: ["桃"], agent: [{ play: { skill: "破围" } }] }), B({ equipment: ["的卢"] })]);
    notAnOption(t);
  });
});

// ---------------------------------------------------------------- 盲壬癸

describe("〖连战〗每回合限一次，出牌阶段结束时，若你于此阶段内使用过的牌数不小于3，你可弃置一张手牌▶你于此阶段之后获得一个额外的出牌阶段。", () => {
  ok("连战", "three cards used: a hand card discarded, an extra play phase before the discard phase", () => {
    const s = board([own(["连战"], { hand: ["赤兔", "仁王盾", "杀"], agent: [{ play: { card: "赤兔" } }, { play: { card: "仁王盾" } }, { play: { card: "杀" } }, { activate: true, skill: "连战" }, { cards: ["闪"] }] }), B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "play", "discard", "finish"]);
    expect(s.player(0).hand).toHaveLength(1);
    expect(discardNames(s)).toContain("闪");
  });
  ok("连战", "the extra play phase has its own 【杀】", () => {
    const s = board(
      [own(["连战"], { hand: ["赤兔", "仁王盾", "杀", "杀"], agent: [{ play: { card: "赤兔" } }, { play: { card: "仁王盾" } }, { play: { card: "杀" } }, { activate: true, skill: "连战" }, { cards: ["闪"] }, { play: { card: "杀" } }] }), B()],
      { drawPile: fill(6) },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
  ok("连战", "two cards used: not asked", () => {
    const s = board([own(["连战"], { hand: ["赤兔", "杀"], agent: [{ play: { card: "赤兔" } }, { play: { card: "杀" } }] }), B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(asked(s, "连战")).toBe(false);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
  });
  ok("连战", "每回合限一次: three used again in the extra play phase — not asked again", () => {
    const s = board(
      [
        own(["连战"], {
          hand: ["赤兔", "仁王盾", "杀", "大宛", "八卦阵", "杀"],
          agent: [{ play: { card: "赤兔" } }, { play: { card: "仁王盾" } }, { play: { card: "杀" } }, { play: "end" }, { activate: true, skill: "连战" }, { cards: ["闪"] }, { play: { card: "大宛" } }, { play: { card: "八卦阵" } }, { play: { card: "杀" } }],
        }),
        B(),
      ],
      { drawPile: fill(6) },
    );
    s.runTurn(0);
    done(s);
    expect(decisions(s, "连战")).toBe(1);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "play", "discard", "finish"]);
  });
});

describe("〖乘势〗限定技，回合结束前❶，若你于此回合内造成过的伤害值之和不小于X（X为你的体力值），你可弃置所有手牌▶你获得一个额外回合。", () => {
  ok("乘势", "hp 1, 1 damage dealt: all hand cards discarded, an extra turn; 限定技 — in that turn, damage again, not asked", () => {
    const s = board([own(["乘势"], { hp: 1, hand: ["杀"], agent: [{ play: { card: "杀" } }, { cards: ["闪"] }, { activate: true, skill: "乘势" }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪", "杀", "闪", ...fill(6)] });
    s.runTurn(0);
    done(s);
    expect(turns(s)).toEqual([0, 0]);
    expect(decisions(s, "乘势")).toBe(1);
    expect(hp(s, 1)).toBe(2);
  });
  ok("乘势", "hp 4, 1 damage: not asked", () => {
    const s = board([own(["乘势"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(asked(s, "乘势")).toBe(false);
    expect(turns(s)).toEqual([0]);
  });
  ok("乘势", "declined: no extra turn, the hand stays", () => {
    const s = board([own(["乘势"], { hp: 1, hand: ["杀"], agent: [{ play: { card: "杀" } }, { cards: ["闪"] }, { activate: false, skill: "乘势" }] }), B()], { drawPile: fill(6) });
    s.runTurn(0);
    done(s);
    expect(turns(s)).toEqual([0]);
    expect(s.player(0).hand).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- 盲壬子

describe("〖易帜〗出牌阶段限一次，你可选择一名手牌数大于你的其他角色▶你与其交换手牌▷若你的手牌数大于你的体力值，你将手牌弃置至X张（X为你的体力值）。", () => {
  ok("易帜", "hp 3 with one card, B with five: swapped; the owner discards two of its choice, keeps three", () => {
    const s = board([own(["易帜"], { hp: 3, maxHp: 3, hand: ["杀"], agent: [{ play: { skill: "易帜" } }, { cards: ["闪", "闪"] }] }), B({ hand: ["闪", "闪", "闪", "闪", "无懈可击"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(0).sort()).toEqual(["闪", "闪", "无懈可击"].sort());
    expect(discardNames(s)).toEqual(["闪", "闪"]);
  });
  ok("易帜", "the owner with none, B with two: the owner gets both, B none, nothing discarded", () => {
    const s = board([own(["易帜"], { hp: 3, maxHp: 3, agent: [{ play: { skill: "易帜" } }] }), B({ hand: ["闪", "闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
    expect(s.player(1).hand).toEqual([]);
    expect(discardNames(s)).toEqual([]);
  });
  ok("易帜", "B with as many cards as the owner: not offered", () => {
    const s = board([own(["易帜"], { hand: ["杀"], agent: [{ play: { skill: "易帜" } }] }), B({ hand: ["闪"] })]);
    notAnOption(s);
  });
  ok("易帜", "限一次", () => {
    // After the swap with seat 1 the owner holds two cards and seat 2 four: only the limit stops a second one.
    const t = board([own(["易帜"], { hand: ["杀"], agent: [{ play: { skill: "易帜" } }, { players: [1] }, { play: { skill: "易帜" } }] }), B({ hand: ["杀", "杀"] }), B({ hand: ["闪", "闪", "闪", "闪"] })]);
    notAnOption(t);
    expect(t.handNames(1)).toEqual(["杀"]);
  });
});

// ---------------------------------------------------------------- 盲壬丑

describe("〖卜吉〗准备阶段开始时，你可判定▶若结果为：红色，你回复1点体力；黑色，你横置。", () => {
  ok("卜吉", "red at hp 3: recovers 1; the judge card to the discard pile", () => {
    const s = board([own(["卜吉"], { hp: 3, agent: [{ activate: true, skill: "卜吉" }] }), B()], { drawPile: ["桃♥3"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(discardNames(s)).toEqual(["桃"]);
  });
  ok("卜吉", "black: chained", () => {
    const s = board([own(["卜吉"], { agent: [{ activate: true, skill: "卜吉" }] }), B()], { drawPile: ["杀♠7"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).chained).toBe(true);
    expect(stateChanges(s, 0)).toEqual([[0, "chain"]]);
  });
  ok("卜吉", "black while chained, or red unwounded: no effect", () => {
    const s = board([own(["卜吉"], { chained: true, agent: [{ activate: true, skill: "卜吉" }] }), B()], { drawPile: ["杀♠7"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).chained).toBe(true);
    expect(stateChanges(s)).toEqual([]);
    const t = board([own(["卜吉"], { agent: [{ activate: true, skill: "卜吉" }] }), B()], { drawPile: ["桃♥3"] });
    t.runPhase(0, "prepare");
    done(t);
    expect(hp(t, 0)).toBe(4);
    expect(t.entries().some((e) => e.t === "recover")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲壬寅

describe("〖熔铸〗出牌阶段限一次，你可重铸至少一张装备牌▶若你以此法重铸的牌数大于1，你加1点护甲。", () => {
  ok("熔铸", "【赤兔】 and 【八卦阵】 recast together: both to the discard pile, two drawn, 1 armour", () => {
    const s = board([own(["熔铸"], { hand: ["赤兔", "八卦阵"], agent: [{ play: { skill: "熔铸" } }, { cards: ["赤兔", "八卦阵"] }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s).sort()).toEqual(["八卦阵", "赤兔"].sort());
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
    expect(s.player(0).armor).toBe(1);
    expect(s.entries().some((e) => e.t === "move" && e.reason === "recast")).toBe(true);
  });
  ok("熔铸", "one card recast: one drawn, no armour", () => {
    const s = board([own(["熔铸"], { hand: ["赤兔", "闪"], agent: [{ play: { skill: "熔铸" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).armor).toBe(0);
    expect(s.player(0).hand).toHaveLength(2);
    expect(discardNames(s)).toEqual(["赤兔"]);
  });
  ok("熔铸", "an equipped 【八卦阵】 recast: it leaves the equipment area, the hand gains one", () => {
    const s = board([own(["熔铸"], { equipment: ["八卦阵"], agent: [{ play: { skill: "熔铸" } }] }), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).equipment).toEqual({});
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("熔铸", "no equipment card: not offered; 限一次", () => {
    const s = board([own(["熔铸"], { hand: ["杀"], agent: [{ play: { skill: "熔铸" } }] }), B()]);
    notAnOption(s);
    const t = board([own(["熔铸"], { hand: ["赤兔", "杀"], equipment: ["八卦阵"], agent: [{ play: { skill: "熔铸" } }, { cards: ["赤兔"] }, { play: { skill: "熔铸" } }] }), B()], { drawPile: fill(4) });
    notAnOption(t);
  });
});

describe("〖补遗〗出牌阶段开始前，你可跳过此阶段▶你将手牌补至X张（X为你的体力上限）。", () => {
  ok("补遗", "max hp 4, one card: the play phase skipped, three drawn", () => {
    const s = board([own(["补遗"], { hand: ["杀"], agent: [{ activate: true, skill: "补遗" }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).hand).toHaveLength(4);
    // (A phase skipped at its 开始前 is logged as a `skip` entry; no play action was asked — the 【杀】 stays.)
    expect(skipped(s)).toEqual(["play"]);
    expect(uses(s)).toEqual([]);
  });
  ok("补遗", "in a turn at hp 2: two drawn, the play phase skipped, filled to 4 — two discarded in the discard phase", () => {
    const s = board([own(["补遗"], { hp: 2, agent: [{ activate: true, skill: "补遗" }, { cards: ["闪", "闪"] }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(skipped(s)).toEqual(["play"]);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "playAction")).toBe(false);
    expect(s.player(0).hand).toHaveLength(2);
    expect(discardNames(s)).toEqual(["闪", "闪"]);
  });
  ok("补遗", "the play phase already skipped by 【乐不思蜀】: not asked", () => {
    const s = board([own(["补遗"], { judge: ["乐不思蜀"] }), B()], { drawPile: ["杀♠7", ...fill(6)] });
    s.runTurn(0);
    expect(asked(s, "补遗")).toBe(false);
    expect(phases(s)).not.toContain("play");
  });
  ok("补遗", "four cards already: the phase is skipped all the same, nothing drawn", () => {
    const s = board([own(["补遗"], { hand: ["杀", "杀", "闪", "闪"], agent: [{ activate: true, skill: "补遗" }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "play");
    done(s);
    expect(drawn(s, 0)).toBe(0);
    expect(skipped(s)).toEqual(["play"]);
    expect(uses(s)).toEqual([]);
    expect(hp(s, 1)).toBe(4);
  });
});

// ---------------------------------------------------------------- 盲壬卯

describe("〖争锋〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你依次弃置其两张牌；若你未赢，你翻面。", () => {
  ok("争锋", "K against 2: the owner discards B's 【赤兔】, then its last card; both 拼点 cards to the discard pile", () => {
    const s = board([own(["争锋"], { hand: ["闪♥K"], agent: [{ play: { skill: "争锋" } }, { cards: ["赤兔"] }] }), B({ hand: ["闪♦2", "桃"], equipment: ["赤兔"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(pindians(s)).toMatchObject([{ player: 0, targets: [1], winners: [0] }]);
    expect(s.player(1).hand).toEqual([]);
    expect(s.player(1).equipment).toEqual({});
    expect(discardNames(s).sort()).toEqual(["桃", "赤兔", "闪", "闪"].sort());
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard")).toHaveLength(2);
    expect(s.player(0).faceUp).toBe(true);
  });
  ok("争锋", "lost (2 against K) or tied (7 against 7): the owner turns face down", () => {
    const s = board([own(["争锋"], { hand: ["闪♦2"], agent: [{ play: { skill: "争锋" } }] }), B({ hand: ["闪♥K"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).faceUp).toBe(false);
    const t = board([own(["争锋"], { hand: ["杀♠7"], agent: [{ play: { skill: "争锋" } }] }), B({ hand: ["闪♦7"] })]);
    t.runPhase(0, "play");
    done(t);
    expect(t.player(0).faceUp).toBe(false);
    expect(t.player(1).hand).toEqual([]);
  });
  ok("争锋", "won, B with one card left: that one discarded, then nothing", () => {
    const s = board([own(["争锋"], { hand: ["闪♥K"], agent: [{ play: { skill: "争锋" } }] }), B({ hand: ["闪♦2"], equipment: ["赤兔"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).equipment).toEqual({});
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard")).toHaveLength(1);
  });
  ok("争锋", "no hand card, or B with none: not offered", () => {
    const s = board([own(["争锋"], { equipment: ["赤兔"] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    const t = board([own(["争锋"], { hand: ["闪"] }), B({ equipment: ["赤兔"] })]);
    t.runPhase(0, "play");
    expect(skillsUsed(s).concat(skillsUsed(t))).toEqual([]);
  });
});

describe("〖合纵〗出牌阶段限一次，你可与至多两名其他角色拼点▶与你拼点且你赢的角色各失去1点体力；若你均未赢，你失去1点体力。", () => {
  // Misbehaved as first measured (fixed: q.won against the described player): the pindian was right (winners [0, null]) but both targets lost 1 hp — the tied seat 2 too: the
  // loss is dealt to every 拼点 target once the owner beat any. blind9.md 〖合纵〗 (例：盲壬卯出 10；A 出 8；B 出 10 → 只有 A 失去 1
  // 点体力) and 4.2.8 (点数相同，双方都未赢): only the characters the owner beat (与你拼点且你赢的角色) lose hp.
  ok("合纵", "10 against 8 and 10: only the 8 loses 1 hp (no damage)", () => {
    const s = board([own(["合纵"], { hand: ["杀♠10"], agent: [{ play: { skill: "合纵" } }, { players: [1, 2] }] }), B({ hand: ["杀♠8"] }), B({ hand: ["杀♣10"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(pindians(s)).toHaveLength(1);
    expect([hp(s, 0), hp(s, 1), hp(s, 2)]).toEqual([4, 3, 4]);
    expect(lostHp(s)).toEqual([[1, 1]]);
    expect(damages(s)).toEqual([]);
  });
  ok("合纵", "both beaten: both lose 1, in seat order from the owner", () => {
    const s = board([own(["合纵"], { hand: ["杀♠10"], agent: [{ play: { skill: "合纵" } }, { players: [2, 1] }] }), B({ hand: ["杀♠8"] }), B({ hand: ["闪♦2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(lostHp(s)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
  ok("合纵", "none beaten (a loss and a tie): the owner loses 1; one target is allowed", () => {
    const s = board([own(["合纵"], { hand: ["杀♠10"], agent: [{ play: { skill: "合纵" } }, { players: [1, 2] }] }), B({ hand: ["闪♥K"] }), B({ hand: ["杀♣10"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(lostHp(s)).toEqual([[0, 1]]);
    const t = board([own(["合纵"], { hand: ["杀♠10"], agent: [{ play: { skill: "合纵" } }, { players: [1] }] }), B({ hand: ["杀♠8"] }), B({ hand: ["闪"] })]);
    t.runPhase(0, "play");
    done(t);
    expect(lostHp(t)).toEqual([[1, 1]]);
  });
  ok("合纵", "at most two: three targets are refused", () => {
    const s = board([own(["合纵"], { hand: ["杀♠10"], agent: [{ play: { skill: "合纵" } }, { players: [1, 2, 3] }] }), B({ hand: ["闪"] }), B({ hand: ["闪"] }), B({ hand: ["闪"] })]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal/);
  });
});

// ---------------------------------------------------------------- 盲壬辰

describe("〖凌波〗锁定技，若你的装备区里没有防御坐骑牌，其他角色至你的距离+1。", () => {
  ok("凌波", "five seats: the neighbours' distance to the owner is 2 (out of their attack range); the owner's to them stays 1", () => {
    const s = board([own(["凌波"]), B(), B(), B(), B()]);
    expect([1, 2, 3, 4].map((p) => s.view.distance(p, 0))).toEqual([2, 3, 3, 2]);
    expect([1, 2, 3, 4].map((p) => s.view.distance(0, p))).toEqual([1, 2, 2, 1]);
    expect(s.view.inAttackRange(1, 0)).toBe(false);
  });
  ok("凌波", "with a 【的卢】 equipped: only the 【的卢】's +1 (2, not 3); an offensive horse does not stop it", () => {
    const s = board([own(["凌波"], { equipment: ["的卢"] }), B(), B(), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(2);
    const t = board([own(["凌波"], { equipment: ["赤兔"] }), B(), B(), B(), B()]);
    expect(t.view.distance(1, 0)).toBe(2);
  });
  ok("凌波", "the 【的卢】 lost: +1 again at once", () => {
    const s = board([own(["凌波"], { equipment: ["的卢"] }), B(), B(), B(), B()]);
    s.act(1, (ctx) => ctx.discard(0, ctx.game.cardsIn(0, ["equip"])));
    expect(s.view.distance(1, 0)).toBe(2);
    expect(s.view.distance(2, 0)).toBe(3);
  });
});

describe("〖远谋〗出牌阶段限一次，你可弃置一张牌并选择一名不在你的攻击范围内的其他角色▶你摸X张牌（X=min{你至该角色的距离与你的攻击范围之差,3}），你至该角色的距离于此回合内视为1。", () => {
  ok("远谋", "five seats, no weapon, seat 2 (distance 2): one card; the distance is 1 for the turn — a 【杀】 reaches it; seat 3 unchanged; 2 again after the turn", () => {
    // (此回合内 needs a turn: run as a whole turn, the distances read as the 【杀】 is about to be used.)
    const seen: number[][] = [];
    let s: S;
    const agent = probing([{ play: { skill: "远谋" } }, { cards: ["闪"] }, { players: [2] }, { play: { card: "杀" } }, { players: [2] }], () => seen.push([1, 2, 3, 4].map((p) => s.view.distance(0, p))));
    s = board([own(["远谋"], { hand: ["闪", "杀"], agent }), B(), B(), B(), B()], { drawPile: ["桃", "桃", "闪", ...fill(4)] });
    s.runTurn(0);
    done(s);
    expect(seen).toEqual([
      [1, 2, 2, 1],
      [1, 1, 2, 1],
    ]);
    // Two in the draw phase, one by 〖远谋〗.
    expect(drawn(s, 0)).toBe(3);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
    expect(s.view.distance(0, 2)).toBe(2);
  });
  ok("远谋", "six seats, seat 3 (distance 3): two cards; after the turn the distance is 3 again", () => {
    const s = board([own(["远谋"], { hand: ["闪"], agent: [{ play: { skill: "远谋" } }, { cards: ["闪"] }, { players: [3] }] }), B(), B(), B(), B(), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    // Two in the draw phase, two by 〖远谋〗.
    expect(drawn(s, 0)).toBe(4);
    expect(s.view.distance(0, 3)).toBe(3);
  });
  // Misbehaved as first measured (fixed: 3.1.7 ◆ in the costs' later choices): with the 【青釭剑】 (range 2) its only card, 〖远谋〗 is not offered at all — the target condition is
  // read with the sword's range, though the sword is the card the cost moves. blind9.md 〖远谋〗 and 004 3.1.7 ◆ (移动武器牌作为发动
  // 技能的消耗时，不能同时用到此牌提供的攻击范围): the range is 1, seats 2 and 3 (distance 2) are out of it.
  ok("远谋", "its 【青釭剑】 discarded as the cost gives no range (3.1.7 ◆): seat 2 (distance 2) is a candidate, X = 1", () => {
    const s = board([own(["远谋"], { equipment: ["青釭剑"], agent: [{ play: { skill: "远谋" } }, { players: [2] }] }), B(), B(), B(), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(drawn(s, 0)).toBe(1);
  });
  ok("远谋", "everyone in attack range (two seats): not offered", () => {
    const s = board([own(["远谋"], { hand: ["闪", "杀"], agent: [{ play: { skill: "远谋" } }] }), B()]);
    notAnOption(s);
  });
});

// ---------------------------------------------------------------- 盲壬巳

describe("〖急进〗出牌阶段，你可弃置一张与你于此阶段内以此法弃置过的牌花色均不同的牌▶你摸X张牌（X为你于此阶段内发动过此技能的次数）。若X大于2，你失去1点体力。", () => {
  ok("急进", "♠, ♥, ♣: 1 + 2 + 3 cards, 1 hp lost at the third; a ♠ is then no candidate", () => {
    const s = board(
      [
        own(["急进"], {
          hand: ["杀♠7", "桃♥3", "杀♣2", "杀♠8"],
          // (The third card, the ♣, is the only candidate then — the drawn 【闪】 are ♥ — and is taken without asking.)
          agent: [{ play: { skill: "急进" } }, { cards: ["杀"] }, { play: { skill: "急进" } }, { cards: ["桃"] }, { play: { skill: "急进" } }, { play: { skill: "急进" } }, { cards: ["杀"] }],
        }),
        B(),
      ],
      { drawPile: fill(20) },
    );
    expect(() => s.runPhase(0, "play")).toThrow(/not a candidate/);
    expect(drawn(s, 0)).toBe(6);
    expect(hp(s, 0)).toBe(3);
    expect(discardNames(s)).toEqual(["杀", "桃", "杀"]);
  });
  ok("急进", "a fourth with ♦: four cards and another hp; a fifth is no option (all four suits used)", () => {
    const s = board(
      [
        own(["急进"], {
          hand: ["杀♠7", "桃♥3", "杀♣2", "闪♦2", "杀♠8"],
          agent: [
            { play: { skill: "急进" } },
            { cards: ["杀"] },
            { play: { skill: "急进" } },
            { cards: ["桃"] },
            { play: { skill: "急进" } },
            { cards: ["杀"] },
            { play: { skill: "急进" } },
            { cards: ["闪"] },
            { play: { skill: "急进" } },
          ],
        }),
        B(),
      ],
      { drawPile: fill(20) },
    );
    // (The fourth: a 【闪】 — every candidate left is ♦.)
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/);
    expect(drawn(s, 0)).toBe(10);
    expect(hp(s, 0)).toBe(2);
  });
  ok("急进", "a new play phase starts again: ♠ then ♠ in the next phase, one card each time, no hp lost", () => {
    const s = board(
      [own(["急进"], { hand: ["杀♠7", "杀♠8"], agent: [{ play: { skill: "急进" } }, { cards: ["杀"] }, { play: "end" }, { play: { skill: "急进" } }, { cards: ["杀"] }, { play: "end" }] }), B()],
      { drawPile: fill(6) },
    );
    s.runPhase(0, "play");
    s.runPhase(0, "play");
    done(s);
    expect(drawn(s, 0)).toBe(2);
    expect(hp(s, 0)).toBe(4);
  });
});

describe("〖蓄势〗结束阶段开始时，若你于此回合内使用过的牌数小于你的体力值，你可摸X张牌（X为你的体力值与你于此回合内使用过的牌数之差）。", () => {
  ok("蓄势", "hp 4, nothing used: four cards", () => {
    const s = board([own(["蓄势"], { agent: [{ activate: true, skill: "蓄势" }] }), B()], { drawPile: fill(6) });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(4);
  });
  ok("蓄势", "hp 4, one 【杀】 used this turn: three cards at the finish phase", () => {
    const s = board([own(["蓄势"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "蓄势" }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(drawn(s, 0)).toBe(2 + 3);
  });
  ok("蓄势", "hp 2, two used (【赤兔】, 【杀】): not asked", () => {
    const s = board([own(["蓄势"], { hp: 2, hand: ["赤兔", "杀"], agent: [{ play: { card: "赤兔" } }, { play: { card: "杀" } }] }), B()], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(asked(s, "蓄势")).toBe(false);
  });
  ok("蓄势", "a 【杀】 played (打出) in the owner's 【决斗】 is not counted: one used, three cards", () => {
    const s = board([own(["蓄势"], { hand: ["决斗", "杀"], agent: [{ play: { card: "决斗" } }, { respond: "杀" }, { activate: true, skill: "蓄势" }] }), B({ hand: ["杀"], agent: [{ respond: "杀" }] })], { drawPile: fill(8) });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(drawn(s, 0)).toBe(2 + 3);
  });
});

// ---------------------------------------------------------------- 盲壬午

describe("〖魏援〗主公技，当其他魏势力角色受到伤害后，其可令你加1点护甲。", () => {
  ok("魏援", "the 魏 character hurt is asked (not the lord): the lord gains 1 armour; 2 damage asks once", () => {
    const s = board([{ general: "盲壬午", role: "lord" }, { general: "魏白板", role: "rebel", agent: [{ activate: true, skill: "魏援" }] }, B({ role: "rebel" })]);
    s.act(2, (ctx) => ctx.damage(1, 2, { source: 2 }));
    done(s);
    expect(s.player(0).armor).toBe(1);
    expect(decisions(s, "魏援")).toBe(1);
    expect(s.entries().find((e) => e.t === "decision" && e.reason === "魏援")).toMatchObject({ player: 1 });
  });
  ok("魏援", "the lord at 5 armour: not asked", () => {
    const s = board([{ general: "盲壬午", role: "lord", armor: 5 }, { general: "魏白板", role: "rebel" }, B({ role: "rebel" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "魏援")).toBe(false);
  });
  ok("魏援", "a 群 character hurt, or the lord itself: not asked", () => {
    const s = board([{ general: "盲壬午", role: "lord" }, B({ role: "rebel" }), { general: "魏白板", role: "rebel" }]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    expect(asked(s, "魏援")).toBe(false);
    expect(s.player(0).armor).toBe(0);
  });
  ok("魏援", "the 魏 character killed by the damage: not asked", () => {
    const s = board([{ general: "盲壬午", role: "lord" }, { general: "魏白板", role: "rebel", hp: 1 }, B({ role: "rebel" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(s.player(1).alive).toBe(false);
    expect(asked(s, "魏援")).toBe(false);
    expect(s.player(0).armor).toBe(0);
  });
});

// ---------------------------------------------------------------- 盲壬未

describe("〖潮汐〗转换技，出牌阶段限一次，阳：你可弃置一张红色牌并选择一名角色▶其复原，摸一张牌；阴：你可弃置一张黑色牌并选择一名角色▶其横置，翻面。", () => {
  ok("潮汐", "阳 on A face down and chained: A is reset, then turned face up, and draws one; the state turns 阴", () => {
    const s = board([own(["潮汐"], { hand: ["闪♦2", "闪♦3"], agent: [{ play: { skill: "潮汐" } }, { cards: ["闪"] }, { players: [1] }] }), B({ faceDown: true, chained: true }), B()], { drawPile: fill(4) });
    expect(s.engine.switchState(0, "潮汐")).toBe("yang");
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ faceUp: true, chained: false });
    expect(stateChanges(s, 1)).toEqual([
      [1, "unchain"],
      [1, "flip"],
    ]);
    expect(s.player(1).hand).toHaveLength(1);
    expect(s.engine.switchState(0, "潮汐")).toBe("yin");
  });
  ok("潮汐", "阴 on A face up, not chained: chained and turned face down; back to 阳", () => {
    const s = board([own(["潮汐"], { hand: ["杀♠7"], agent: [{ play: { skill: "潮汐" } }, { players: [1] }] }), B(), B()]);
    s.engine.setSwitchState(0, "潮汐", "yin");
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ faceUp: false, chained: true });
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.engine.switchState(0, "潮汐")).toBe("yang");
  });
  ok("潮汐", "阳 on a face-up, unchained B: no 复原, but B draws one (the cost was paid)", () => {
    const s = board([own(["潮汐"], { hand: ["闪♦2"], agent: [{ play: { skill: "潮汐" } }, { players: [1] }] }), B(), B()], { drawPile: fill(4) });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ faceUp: true, chained: false });
    expect(s.player(1).hand).toHaveLength(1);
    expect(stateChanges(s)).toEqual([]);
  });
  ok("潮汐", "阳 with only a black card: not offered; once a phase in all (阳 then 阴 is no option)", () => {
    const s = board([own(["潮汐"], { hand: ["杀♠7"], agent: [{ play: { skill: "潮汐" } }] }), B()]);
    notAnOption(s);
    const t = board([own(["潮汐"], { hand: ["闪♦2", "杀♠7"], agent: [{ play: { skill: "潮汐" } }, { players: [1] }, { play: { skill: "潮汐" } }] }), B(), B()], { drawPile: fill(4) });
    notAnOption(t);
    expect(t.engine.switchState(0, "潮汐")).toBe("yin");
  });
});

// ---------------------------------------------------------------- the figure

/** The 34 skills of blind9.sgs that compile (all but the 6 REFUSED lines), in the pack's order. */
const COMPILED = [
  "铸甲", "淬锋", "熔躯", "独行", "系舟", "焚链", "卧薪", "倒悬", "蓄威", "震慑", "积星", "移星", "聚星", "折戟", "断咒", "还生", "蓄元",
  "隐忍", "奋起", "破围", "连战", "乘势", "易帜", "卜吉", "熔铸", "补遗", "争锋", "合纵", "凌波", "远谋", "急进", "蓄势", "魏援", "潮汐",
];
/** Those with a behaviour test above that fails today (wrong(...)), in the pack's order. */
// As first measured: 独行, 系舟, 合纵, 远谋. Fixed since: 合纵 (你赢 in a description of a player is the pair with that player),
// 独行 (003 专题三 ◆: the card used is
// out of the hand while its targets are checked, values/targets.ts), 远谋 (3.1.7 ◆: a later choice of the costs is read
// without the weapon moved, statements.ts and ops/control.ts). (The 远谋 test that read the distance after runPhase had
// returned — its turn over, 此回合内 ended — now leaves that to the test that reads it mid-turn.)
// 系舟 (003 二(2): several performers of one effect settle from the current player counter-clockwise, however they were
// chosen or written — ops/perform.ts inSettlementOrder; 〖樵拾〗's 你与其各摸 follows the same rule).
const MISBEHAVES: string[] = [];
const DISPUTED: string[] = [];
/** The figure as first measured (never overwritten): 30 of 34. */
const FIRST_BEHAVES = 30;

describe("the figure (issue #5, batch 9)", () => {
  test("34 of the 34 compiled blind9 skills behave as written (first measured: 30)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then drop the skill here.
    expect(COMPILED.filter((k) => MISBEHAVING.has(k))).toEqual(MISBEHAVES);
    expect(COMPILED.length - MISBEHAVES.length - DISPUTED.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(COMPILED.length - MISBEHAVES.length - DISPUTED.length).toBe(34);
    expect(COMPILED).toHaveLength(34);
    expect(REFUSED).toHaveLength(6);
  });
});
