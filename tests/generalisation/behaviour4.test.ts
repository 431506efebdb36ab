// Issue #5, fourth batch, measured honestly: do the blind4 skills that compile
// (tests/generalisation/blind4.sgs, 37 of 40: 9 铸甲, 10 坚城, 11 卸甲 are refused) BEHAVE as
// blind4.md says? One describe per compiled skill, named by its text, asserting the text's own
// meaning (blind4.md, and the rulebook ../shared/seeds where the two differ), not what the compiler
// happens to do; the tests were written by a tester who did not read grammar/ or compiler/. A skill
// that compiles but misbehaves keeps its test as `wrong(...)` (test.fails) with a comment saying what
// goes wrong, so the figure at the end is honest and flips when the bug is fixed.
//
// Measured as first written (batch 4, branch h-behav4 on bffedbe): 33 of 37 compiled skills behave
// as written. Misbehaving:
// 〖发锐〗 (with a “锐” to spend, choosing it throws "variable 1.1.marks is not defined": the 等量 count
// of “锐” is never bound, so it can never be used);
// 〖巧笑〗 (only the 拼点's initiator is offered it; as the target, with a heart, never — 000 4.2.8: the
// 拼点结果确定后 is the initiator's and the target's);
// 〖燎原〗 (the 【杀】 it uses is a plain 【杀】, its damage normal, not the text's 火【杀】; and a character
// out of the owner's attack range can be chosen and hit, though 原则三 and 000 4.2.2 (〖离间〗) want a
// legal target of the owner's 【杀】);
// 〖余烬〗 (itself right; the runtime's chain conduction re-reads who is chained as it conducts, so the
// victim 〖余烬〗 chained again is hit by the same chain a second time, against 3.9.3's 其他…此时).
// The rulebook and blind4.md agree on every point tested here (000 4.2.8 for 巧笑, 3.9.3 for 余烬).
// After fixes: 〖燎原〗 behaves (a 火【杀】 used with no card is declared 火, 4.2.3; a cost's target
// that the effect uses a card on must be a legal target of that use, 003 §三 ◆); 〖发锐〗 behaves
// (等量 after 至少1枚 is read as its least value until paid); 〖巧笑〗 behaves (你的拼点 at a 拼点's
// timing is one 你 takes part in, 4.2.8); 〖余烬〗 behaves (the chain reaches only the others chained
// as the victim was reset, 3.9.3 这些角色): 37 of 37.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, damages, discardNames, done, hp, own, phases, type Scenario as S, skillsUsed, turns } from "./harness.ts";

/** Refused as first measured: 9 铸甲, 10 坚城, 11 卸甲; they compile now and their sentences are tested in tests/skills/areas-armor.test.ts. */
const REFUSED = [9, 10, 11];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind4.sgs"), REFUSED);
const more = (s: S, seat: number, ...steps: unknown[]) => (s.agents[seat] as unknown as { push(...x: unknown[]): void }).push(...steps);
const top = (s: S, i = 0) => s.card(s.engine.state.drawPile[i]).name;
const pile = (s: S, seat: number, name: string) => (s.player(seat).onGeneral[name] ?? []).map((c) => s.card(c).name);
/** Runs a play phase whose script asks for `skill`: throws when the skill is not among the options. */
const notAnOption = (s: S, seat = 0) => expect(() => s.runPhase(seat, "play")).toThrow(/not an option/);

// ---------------------------------------------------------------- 盲丁乙

describe("〖蓄锐〗①锁定技，当你受到1点伤害后，你获得1枚“锐”。②锁定技，你的攻击范围+X（X为“锐”数）。", () => {
  ok("蓄锐", "① 2 damage: 2 “锐”, without asking", () => {
    const s = board([own(["蓄锐"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(s.player(0).marks["锐"]).toBe(2);
    expect(hp(s, 0)).toBe(2);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("蓄锐", "① damage wholly taken by armour still counts per point (4.2.12 注意)", () => {
    const s = board([own(["蓄锐"], { armor: 2 }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(hp(s, 0)).toBe(4);
    expect(s.player(0).marks["锐"]).toBe(2);
  });
  ok("蓄锐", "① lost hp, and damage the owner deals: no “锐”", () => {
    const s = board([own(["蓄锐"]), B()]);
    s.act(1, (ctx) => ctx.loseHp(0, 1));
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(s.player(0).marks["锐"] ?? 0).toBe(0);
  });
  ok("蓄锐", "② range 1 + “锐”: 3 with two; with 【诸葛连弩】 (1) and one, 2; none, 1", () => {
    expect(board([own(["蓄锐"], { marks: { 锐: 2 } }), B()]).view.attackRange(0)).toBe(3);
    expect(board([own(["蓄锐"], { marks: { 锐: 1 }, equipment: ["诸葛连弩"] }), B()]).view.attackRange(0)).toBe(2);
    expect(board([own(["蓄锐"]), B()]).view.attackRange(0)).toBe(1);
  });
  ok("蓄锐", "② the range follows the count: a 【杀】 reaches a seat at distance 2 once damage gave a “锐”", () => {
    const s = board([own(["蓄锐"], { hand: ["杀"] }), B(), B(), B()]);
    expect(s.view.inAttackRange(0, 2)).toBe(false);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.view.inAttackRange(0, 2)).toBe(true);
  });
});

describe("〖发锐〗出牌阶段限一次，你可弃至少1枚“锐”并选择等量的其他角色▶你对这些角色各造成1点雷电伤害。", () => {
  // Misbehaved as first measured: once the owner had a “锐” and picked 〖发锐〗, the compiled skill threw
  // "variable 1.1.marks is not defined" while it checked the choice of 等量 other characters (3.4.13).
  // Fixed: until paid, 等量 is the least the count can be. The owner now says how many “锐” (an
  // option, 1…have: { option: N − 1 }) and then picks that many players; the two are one cost (并).
  ok("发锐", "2 “锐”, two others chosen: both marks spent, 1 thunder damage to each, the owner's next first", () => {
    const s = board([own(["发锐"], { marks: { 锐: 2 }, agent: [{ play: { skill: "发锐" } }, { option: 1 }, { players: [2, 1] }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).marks["锐"] ?? 0).toBe(0);
    expect(damages(s).map((d) => [d.victim, d.element, d.source])).toEqual([
      [1, "thunder", 0],
      [2, "thunder", 0],
    ]);
    expect(hp(s, 3)).toBe(4);
  });
  ok("发锐", "3 “锐”, one other chosen: one mark spent, two kept", () => {
    const s = board([own(["发锐"], { marks: { 锐: 3 }, agent: [{ play: { skill: "发锐" } }, { option: 0 }, { players: [1] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).marks["锐"]).toBe(2);
    expect([hp(s, 1), hp(s, 2)]).toEqual([3, 4]);
  });
  ok("发锐", "no “锐”: not offered", () => {
    const s = board([own(["发锐"]), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("发锐", "1 “锐”: two others cannot be chosen; the owner is no candidate", () => {
    const s = board([own(["发锐"], { marks: { 锐: 1 }, agent: [{ play: { skill: "发锐" } }, { players: [1, 2] }] }), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
    const t = board([own(["发锐"], { marks: { 锐: 1 }, agent: [{ play: { skill: "发锐" } }, { players: [0] }] }), B(), B()]);
    expect(() => t.runPhase(0, "play")).toThrow(/illegal answer/);
  });
  ok("发锐", "限一次: not offered again in the phase (“锐” left)", () => {
    const s = board([own(["发锐"], { marks: { 锐: 3 }, agent: [{ play: { skill: "发锐" } }, { option: 0 }, { players: [1] }, { play: { skill: "发锐" } }] }), B(), B()]);
    // Nothing else to do in the phase: it ends without a real choice, so the second 〖发锐〗 is never asked for.
    s.runPhase(0, "play");
    expect(((s.agents[0] as unknown as { remaining?: unknown[] }).remaining ?? []).length).toBe(1);
    expect(skillsUsed(s)).toEqual(["发锐"]);
    expect(hp(s, 1)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲丁丙

describe("〖积橹〗结束阶段开始时，你可将至多两张手牌置于你的武将牌上（均称为“橹”）。", () => {
  ok("积橹", "two hand cards chosen: both on the general card as “橹”", () => {
    const s = board([own(["积橹"], { hand: ["杀", "闪", "桃"], agent: [{ activate: true, skill: "积橹" }, { cards: ["杀", "闪"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pile(s, 0, "橹").sort()).toEqual(["杀", "闪"].sort());
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("积橹", "至多两张: one is enough; three are too many", () => {
    const s = board([own(["积橹"], { hand: ["杀", "闪", "桃"], agent: [{ activate: true, skill: "积橹" }, { cards: ["桃"] }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pile(s, 0, "橹")).toEqual(["桃"]);
    const t = board([own(["积橹"], { hand: ["杀", "闪", "桃"], agent: [{ activate: true, skill: "积橹" }, { cards: ["杀", "闪", "桃"] }] }), B()]);
    expect(() => t.runPhase(0, "finish")).toThrow(/illegal answer/);
  });
  ok("积橹", "declined: nothing moves", () => {
    const s = board([own(["积橹"], { hand: ["杀", "闪"], agent: [{ activate: false, skill: "积橹" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(pile(s, 0, "橹")).toEqual([]);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("积橹", "no hand card, or another's finish phase: not offered", () => {
    const s = board([own(["积橹"], { equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["积橹"], { hand: ["杀"] }), B({ hand: ["闪"] })]);
    t.runPhase(1, "finish");
    expect(asked(s, "积橹") || asked(t, "积橹")).toBe(false);
  });
});

describe("〖举橹〗当你成为其他角色使用的【杀】的目标后，你可将一张“橹”置入弃牌堆▶若你以此法置入弃牌堆的牌与此【杀】颜色相同，此【杀】对此目标无效；否则你摸一张牌。", () => {
  ok("举橹", "a black “橹” against a black 【杀】: the 【杀】 has no effect on the owner, no card drawn", () => {
    const s = board([own(["举橹"], { piles: [{ name: "橹", cards: ["杀♣2"] }], agent: [{ activate: true, skill: "举橹" }] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })], { drawPile: ["桃"] });
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(pile(s, 0, "橹")).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["杀", "杀"]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("举橹", "a red “橹” against a black 【杀】: the owner draws one, the 【杀】 hits", () => {
    const s = board([own(["举橹"], { piles: [{ name: "橹", cards: ["桃♥3"] }], agent: [{ activate: true, skill: "举橹" }] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })], { drawPile: ["无懈可击"] });
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["无懈可击"]);
    expect(hp(s, 0)).toBe(3);
    expect(discardNames(s)).toContain("桃");
  });
  ok("举橹", "two “橹”: the owner chooses which one (the red against a red 【杀】)", () => {
    const s = board(
      [own(["举橹"], { piles: [{ name: "橹", cards: ["杀♣2", "桃♥3"] }], agent: [{ activate: true, skill: "举橹" }, { cards: ["桃"] }] }), B({ hand: ["杀♥10"], agent: [{ play: { card: "杀" } }] })],
      { drawPile: ["无懈可击"] },
    );
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(pile(s, 0, "橹")).toEqual(["杀"]);
  });
  ok("举橹", "declined: the “橹” stays, the 【杀】 hits", () => {
    const s = board([own(["举橹"], { piles: [{ name: "橹", cards: ["杀♣2"] }], agent: [{ activate: false, skill: "举橹" }] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(pile(s, 0, "橹")).toEqual(["杀"]);
  });
  ok("举橹", "no “橹”, or a 【决斗】 (no 【杀】): not offered", () => {
    const s = board([own(["举橹"]), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    const t = board([own(["举橹"], { piles: [{ name: "橹", cards: ["杀♣2"] }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    t.runPhase(1, "play");
    expect(asked(s, "举橹") || asked(t, "举橹")).toBe(false);
    expect(hp(t, 0)).toBe(3);
  });
});

describe("〖橹阵〗锁定技，其他角色至你的距离+X（X为“橹”数的一半）。", () => {
  ok("橹阵", "one “橹”: +0; two or three: +1; four: +2; the owner's own distances unchanged", () => {
    const d = (n: number) => {
      const cards = ["杀♣2", "杀♣3", "杀♣4", "杀♣5"].slice(0, n);
      const s = board([own(["橹阵"], { piles: n ? [{ name: "橹", cards }] : [] }), B(), B()]);
      return [s.view.distance(1, 0), s.view.distance(0, 1)];
    };
    expect([0, 1, 2, 3, 4].map(d)).toEqual([
      [1, 1],
      [1, 1],
      [2, 1],
      [2, 1],
      [3, 1],
    ]);
  });
});

// ---------------------------------------------------------------- 盲丁丁

describe("〖蛰伏〗结束阶段开始时，若你的武将牌正面朝上，你可翻面▶你回复1点体力▷你摸X张牌（X为你已损失的体力值+1）。", () => {
  ok("蛰伏", "hp 1 of 4: turns over, recovers to 2, draws 3 (X after the recovery)", () => {
    const s = board([own(["蛰伏"], { hp: 1, agent: [{ activate: true, skill: "蛰伏" }] }), B()], { drawPile: ["闪", "闪", "闪", "杀"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: false, hp: 2 });
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪"]);
  });
  ok("蛰伏", "full hp: the cost is paid (turned over), nothing recovers, so nothing is drawn (▷)", () => {
    const s = board([own(["蛰伏"], { agent: [{ activate: true, skill: "蛰伏" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: false, hp: 4 });
    expect(s.player(0).hand).toEqual([]);
  });
  ok("蛰伏", "declined: stays face up, nothing happens", () => {
    const s = board([own(["蛰伏"], { hp: 2, agent: [{ activate: false, skill: "蛰伏" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0)).toMatchObject({ faceUp: true, hp: 2 });
  });
  ok("蛰伏", "face down, or another's finish phase: not offered", () => {
    const s = board([own(["蛰伏"], { hp: 2, faceDown: true }), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["蛰伏"], { hp: 2 }), B()]);
    t.runPhase(1, "finish");
    expect(asked(s, "蛰伏") || asked(t, "蛰伏")).toBe(false);
  });
});

describe("〖惊雷〗当你翻面后，若你的武将牌正面朝上，你可令一名其他角色判定▶若结果为黑色，你对其造成1点雷电伤害。", () => {
  ok("惊雷", "turned face up, the chosen other judges black: 1 thunder damage from the owner", () => {
    const s = board([own(["惊雷"], { faceDown: true, agent: [{ activate: true, skill: "惊雷" }, { players: [2] }] }), B(), B()], { drawPile: ["杀♠7"] });
    s.run((e) => e.flip(0));
    done(s);
    expect(s.entries().find((e) => e.t === "judge")).toMatchObject({ player: 2 });
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, element: "thunder" }]);
  });
  ok("惊雷", "a red judgement: no damage", () => {
    const s = board([own(["惊雷"], { faceDown: true, agent: [{ activate: true, skill: "惊雷" }] }), B()], { drawPile: ["桃♥3"] });
    s.run((e) => e.flip(0));
    done(s);
    expect(s.entries().some((e) => e.t === "judge" && e.player === 1)).toBe(true);
    expect(damages(s)).toEqual([]);
  });
  ok("惊雷", "declined: nobody judges", () => {
    const s = board([own(["惊雷"], { faceDown: true, agent: [{ activate: false, skill: "惊雷" }] }), B()], { drawPile: ["杀♠7"] });
    s.run((e) => e.flip(0));
    done(s);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
  ok("惊雷", "turned face down (from face up): not offered; the owner cannot choose itself", () => {
    const s = board([own(["惊雷"]), B()]);
    s.run((e) => e.flip(0));
    expect(asked(s, "惊雷")).toBe(false);
    const t = board([own(["惊雷"], { faceDown: true, agent: [{ activate: true, skill: "惊雷" }, { players: [0] }] }), B(), B()], { drawPile: ["杀♠7"] });
    expect(() => t.run((e) => e.flip(0))).toThrow(/illegal answer/);
  });
  ok("惊雷", "with 〖蛰伏〗: turning face down at the finish phase offers no 〖惊雷〗; the next turn's flip back (回合开始后❺) does, then the turn ends", () => {
    const s = board([own(["蛰伏", "惊雷"], { hp: 3, agent: [{ activate: true, skill: "蛰伏" }] }), B()], { drawPile: ["闪", "杀♠7"] });
    s.runPhase(0, "finish");
    expect(asked(s, "惊雷")).toBe(false);
    expect(s.player(0).faceUp).toBe(false);
    s.mark();
    more(s, 0, { activate: true, skill: "惊雷" });
    s.runTurn(0);
    done(s);
    expect(s.player(0).faceUp).toBe(true);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, element: "thunder" }]);
    expect(phases(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲丁戊

describe("〖连舟〗当你横置后，你可令一名未处于连环状态的其他角色横置。", () => {
  ok("连舟", "the owner is chained: the chosen other is chained too", () => {
    const s = board([own(["连舟"], { agent: [{ activate: true, skill: "连舟" }, { players: [2] }] }), B(), B()]);
    s.run((e) => e.chain(0));
    done(s);
    expect([0, 1, 2].map((p) => s.player(p).chained)).toEqual([true, false, true]);
  });
  ok("连舟", "a chained other is no candidate (the one unchained is chosen forcedly)", () => {
    const s = board([own(["连舟"], { agent: [{ activate: true, skill: "连舟" }] }), B({ chained: true }), B()]);
    s.run((e) => e.chain(0));
    done(s);
    expect([1, 2].map((p) => s.player(p).chained)).toEqual([true, true]);
  });
  ok("连舟", "declined: nobody else chained", () => {
    const s = board([own(["连舟"], { agent: [{ activate: false, skill: "连舟" }] }), B()]);
    s.run((e) => e.chain(0));
    done(s);
    expect(s.player(1).chained).toBe(false);
  });
  ok("连舟", "reset (not chained), another chained, or every other already chained: not offered", () => {
    const s = board([own(["连舟"], { chained: true }), B()]);
    s.run((e) => e.unchain(0));
    s.run((e) => e.chain(1));
    const t = board([own(["连舟"]), B({ chained: true })]);
    t.run((e) => e.chain(0));
    expect(asked(s, "连舟") || asked(t, "连舟")).toBe(false);
    expect(t.player(0).chained).toBe(true);
  });
  ok("连舟", "by 【铁索连环】 from another: the owner chained, may chain a third", () => {
    const s = board(
      [own(["连舟"], { agent: [{ activate: true, skill: "连舟" }, { players: [2] }] }), B({ hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [0] }] }), B()],
    );
    s.runPhase(1, "play");
    done(s);
    expect([0, 1, 2].map((p) => s.player(p).chained)).toEqual([true, false, true]);
  });
});

describe("〖焚舟〗出牌阶段限一次，若你处于连环状态，你可重置并选择一名处于连环状态的其他角色▶你对其造成1点火焰伤害。", () => {
  ok("焚舟", "reset, 1 fire damage to the chosen; it conducts to the other chained (not to the owner, reset)", () => {
    const s = board([own(["焚舟"], { chained: true, agent: [{ play: { skill: "焚舟" } }, { players: [1] }] }), B({ chained: true }), B({ chained: true }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ chained: false, hp: 4 });
    expect(damages(s).map((d) => [d.victim, d.element, d.source, d.chained ?? false])).toEqual([
      [1, "fire", 0, false],
      [2, "fire", 0, true],
    ]);
    expect([1, 2, 3].map((p) => hp(s, p))).toEqual([3, 3, 4]);
  });
  ok("焚舟", "the owner not chained: not offered", () => {
    const s = board([own(["焚舟"]), B({ chained: true })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("焚舟", "no other chained: not offered, the owner stays chained", () => {
    const s = board([own(["焚舟"], { chained: true }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(s.player(0).chained).toBe(true);
  });
  ok("焚舟", "an unchained other is no candidate: with one chained other, the choice is its alone", () => {
    const s = board([own(["焚舟"], { chained: true, agent: [{ play: { skill: "焚舟" } }] }), B(), B({ chained: true })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().find((e) => e.t === "forced" && e.request === "choosePlayers")).toMatchObject({ answer: [2] });
    expect([hp(s, 1), hp(s, 2)]).toEqual([4, 3]);
  });
  ok("焚舟", "限一次: chained again in the phase, still not offered twice", () => {
    const s = board([own(["焚舟"], { chained: true, hand: ["铁索连环", "铁索连环"], agent: [{ play: { skill: "焚舟" } }, { play: { card: "铁索连环" } }, { players: [0, 1] }, { play: { skill: "焚舟" } }] }), B({ chained: true }), B()]);
    notAnOption(s);
    expect(s.player(0).chained).toBe(true);
    expect(hp(s, 1)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲丁己

describe("〖易囊〗出牌阶段限一次，你可与一名手牌数大于你的其他角色拼点▶若你赢，你与其交换手牌；若你未赢，你摸一张牌。", () => {
  ok("易囊", "wins: the hands are exchanged (after the 拼点 cards left them)", () => {
    const s = board([own(["易囊"], { hand: ["闪♥K", "杀♠7"], agent: [{ play: { skill: "易囊" } }, { cards: ["闪"] }] }), B({ hand: ["闪♦2", "桃", "桃"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(discardNames(s)).toEqual(["闪", "闪"]);
  });
  ok("易囊", "does not win (a tie): draws one, no exchange", () => {
    const s = board([own(["易囊"], { hand: ["闪♦7", "杀♠7"], agent: [{ play: { skill: "易囊" } }, { cards: ["闪"] }, { play: "end" }] }), B({ hand: ["杀♦7", "桃", "桃"], agent: [{ cards: ["杀"] }] })], { drawPile: ["无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["无懈可击", "杀"].sort());
    expect(s.handNames(1)).toEqual(["桃", "桃"]);
  });
  ok("易囊", "a character with as many hand cards is no candidate; none with more: not offered", () => {
    const s = board([own(["易囊"], { hand: ["闪♥K", "杀"], agent: [{ play: { skill: "易囊" } }, { cards: ["闪"] }, { play: "end" }] }), B({ hand: ["桃", "桃"] }), B({ hand: ["桃", "桃", "闪♦2"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ player: 0, targets: [2] });
    const t = board([own(["易囊"], { hand: ["闪♥K", "杀"] }), B({ hand: ["桃", "桃"] })]);
    more(t, 0, { play: "end" });
    t.runPhase(0, "play");
    expect(skillsUsed(t)).toEqual([]);
  });
  ok("易囊", "with 〖巧笑〗: the card it draws at 拼点结果确定后 is exchanged too (1 card against 2: one each way)", () => {
    const s = board(
      [own(["易囊", "巧笑"], { hp: 3, hand: ["闪♥K"], agent: [{ play: { skill: "易囊" } }, { activate: true, skill: "巧笑" }, { option: 1 }, { play: "end" }] }), B({ hand: ["闪♦2", "桃"], agent: [{ cards: ["闪"] }] })],
      { drawPile: ["无懈可击"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
  });
  ok("易囊", "限一次: not offered a second time", () => {
    const s = board([own(["易囊"], { hand: ["闪♦7", "杀♠7"], agent: [{ play: { skill: "易囊" } }, { cards: ["闪"] }, { play: { skill: "易囊" } }] }), B({ hand: ["杀♦7", "桃", "桃", "桃", "桃"], agent: [{ cards: ["杀"] }] })], { drawPile: ["无懈可击"] });
    notAnOption(s);
  });
});

describe("〖巧笑〗当你的拼点结果确定后，若你的此次拼点的牌为红桃，你可选择：1.回复1点体力；2.摸一张牌。", () => {
  ok("巧笑", "a heart as the initiator, wounded: chooses 1, recovers 1", () => {
    const s = board([own(["巧笑"], { hp: 2, hand: ["闪♥K"], agent: [{ activate: true, skill: "巧笑" }, { option: 0 }] }), B({ hand: ["闪♦2"] })]);
    s.run((e) => e.pindian(0, 1), 0);
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(s.player(0).hand).toEqual([]);
  });
  // Misbehaved as first measured (fixed): as the 拼点's target the owner is never offered 〖巧笑〗 for its own heart (4.2.8: the
  // 拼点结果确定后 is the initiator's and the target's; blind4.md: 发起者或目标都可以).
  ok("巧笑", "a heart as the target, losing: chooses 2, draws one", () => {
    const s = board([own(["巧笑"], { hp: 2, hand: ["闪♥2"], agent: [{ activate: true, skill: "巧笑" }, { option: 1 }] }), B({ hand: ["闪♦J"] })], { drawPile: ["无懈可击"] });
    s.run((e) => e.pindian(1, 0), 1);
    done(s);
    expect(hp(s, 0)).toBe(2);
    expect(s.handNames(0)).toEqual(["无懈可击"]);
  });
  ok("巧笑", "declined: nothing", () => {
    const s = board([own(["巧笑"], { hp: 2, hand: ["闪♥K"], agent: [{ activate: false, skill: "巧笑" }] }), B({ hand: ["闪♦2"] })]);
    s.run((e) => e.pindian(0, 1), 0);
    done(s);
    expect(hp(s, 0)).toBe(2);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("巧笑", "a diamond (red, not heart), or the other's heart: not offered", () => {
    const s = board([own(["巧笑"], { hp: 2, hand: ["杀♦K"] }), B({ hand: ["闪♥2"] })]);
    s.run((e) => e.pindian(0, 1), 0);
    expect(asked(s, "巧笑")).toBe(false);
    expect(hp(s, 0)).toBe(2);
  });
  ok("巧笑", "unwounded: option 1 cannot be carried out, only 2 (drawn without a real choice, or 1 refused)", () => {
    const s = board([own(["巧笑"], { hand: ["闪♥K"], agent: [{ activate: true, skill: "巧笑" }] }), B({ hand: ["闪♦2"] })], { drawPile: ["无懈可击"] });
    s.run((e) => e.pindian(0, 1), 0);
    done(s);
    expect(s.handNames(0)).toEqual(["无懈可击"]);
  });
});

// ---------------------------------------------------------------- 盲丁庚

describe("〖窥天〗一名角色的判定阶段开始时，你可观看牌堆顶的一张牌▶你可将此牌置于牌堆底。", () => {
  ok("窥天", "another's judge phase: looks at the top card and puts it at the bottom", () => {
    const s = board([own(["窥天"], { agent: [{ activate: true, skill: "窥天" }, { activate: true }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7", "桃♥3"] });
    const first = s.engine.state.drawPile[0];
    s.runPhase(1, "judge");
    done(s);
    expect(s.entries().find((e) => e.t === "look")).toMatchObject({ player: 0, cards: [first] });
    expect(s.engine.state.drawPile.at(-1)).toBe(first);
    // the 【乐不思蜀】 judged the next card, a heart: no effect
    expect(s.entries().find((e) => e.t === "judge")).toMatchObject({ player: 1 });
    expect(s.card((s.entries().find((e) => e.t === "judge") as { card: number }).card).name).toBe("桃");
  });
  ok("窥天", "looks and leaves it on top", () => {
    const s = board([own(["窥天"], { agent: [{ activate: true, skill: "窥天" }, { activate: false }] }), B()], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(0, "judge");
    done(s);
    expect(s.entries().some((e) => e.t === "look")).toBe(true);
    expect(top(s)).toBe("杀");
  });
  ok("窥天", "declined: nothing looked at, the pile unchanged", () => {
    const s = board([own(["窥天"], { agent: [{ activate: false, skill: "窥天" }] }), B()], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(1, "judge");
    done(s);
    expect(s.entries().some((e) => e.t === "look")).toBe(false);
    expect(top(s)).toBe("杀");
  });
  ok("窥天", "another phase's start (prepare, draw): not offered", () => {
    const s = board([own(["窥天"]), B()]);
    s.runPhase(1, "prepare");
    s.runPhase(0, "draw");
    expect(asked(s, "窥天")).toBe(false);
  });
});

describe("〖易卦〗当一名角色的判定结果确定前，你可弃置一张红色牌▶你亮出牌堆顶的一张牌，系统将此牌作为判定牌，将原判定牌置入弃牌堆。", () => {
  ok("易卦", "another's 【乐不思蜀】 judged black: a red card discarded, the next top card (a heart) becomes the judgement; the play phase happens", () => {
    const s = board([own(["易卦"], { hand: ["闪♦2"], agent: [{ activate: true, skill: "易卦" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(1, "judge");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["乐不思蜀", "杀", "桃", "闪"].sort());
    expect(s.entries().some((e) => e.t === "skip" || (e.t === "phase" && e.skipped))).toBe(false);
    expect(s.engine.state.players[1].judgeArea).toEqual([]);
    s.mark();
    s.runPhase(1, "play");
    expect(s.entries().some((e) => e.t === "phase" && e.phase === "play" && !e.skipped)).toBe(true);
  });
  ok("易卦", "an equipped red card pays too; the owner's own judgement may be changed", () => {
    const s = board([own(["易卦"], { equipment: ["赤兔♥5"], judge: ["乐不思蜀"], agent: [{ activate: true, skill: "易卦" }] }), B()], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(0, "judge");
    done(s);
    expect(s.player(0).equipment).toEqual({});
    expect(discardNames(s)).toContain("杀");
  });
  ok("易卦", "declined: the first judgement stands", () => {
    const s = board([own(["易卦"], { hand: ["闪♦2"], agent: [{ activate: false, skill: "易卦" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(1, "judge");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(top(s)).toBe("桃");
  });
  ok("易卦", "no red card (black only): not offered", () => {
    const s = board([own(["易卦"], { hand: ["杀♠8"], equipment: ["绝影♠5"] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7", "桃♥3"] });
    s.runPhase(1, "judge");
    expect(asked(s, "易卦")).toBe(false);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
});

// ---------------------------------------------------------------- 盲丁辛

describe("〖誓刃〗锁定技，当其他角色死亡后，若杀死其的角色为你，你加1点体力上限，回复1点体力。", () => {
  ok("誓刃", "the owner kills another: max hp 5, recovers 1, without asking (after the 反贼 reward)", () => {
    const s = board([own(["誓刃"], { role: "lord", hp: 3 }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(s.player(1).alive).toBe(false);
    expect(s.player(0)).toMatchObject({ maxHp: 5, hp: 4 });
    expect(s.player(0).hand).toHaveLength(3);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("誓刃", "full hp: max hp 5, hp 5", () => {
    const s = board([own(["誓刃"], { role: "lord" }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(s.player(0)).toMatchObject({ maxHp: 5, hp: 5 });
  });
  ok("誓刃", "a death by lost hp (no killer), or killed by another: nothing", () => {
    const s = board([own(["誓刃"], { role: "lord", hp: 3 }), B({ role: "rebel", hp: 1 }), B({ role: "rebel", hp: 1 }), B({ role: "loyalist" }), B({ role: "renegade" })]);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    s.act(3, (ctx) => ctx.damage(2, 1, { source: 3 }));
    expect([s.player(1).alive, s.player(2).alive]).toEqual([false, false]);
    expect(s.player(0)).toMatchObject({ maxHp: 4, hp: 3 });
  });
});

describe("〖破釜〗觉醒技，准备阶段开始时，若你的体力值为1，你减1点体力上限，将体力回复至X点（X为你的体力上限），获得〖陷锋〗。", () => {
  ok("破釜", "hp 1 of 4: max hp 3, hp 3, gains 〖陷锋〗, without asking; 〖陷锋〗 is not had before", () => {
    const s = board([{ general: "盲丁辛", hp: 1 }, B()]);
    expect(s.player(0).skills).not.toContain("陷锋");
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 3 });
    expect(s.player(0).skills).toContain("陷锋");
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("破釜", "hp 1 of 2: max hp 1, hp 1 (the 回复至 cannot be carried out), still gains 〖陷锋〗", () => {
    const s = board([{ general: "盲丁辛", hp: 1, maxHp: 2 }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 1, hp: 1 });
    expect(s.player(0).skills).toContain("陷锋");
  });
  ok("破釜", "hp 1 of 1: the max hp lost kills it (4.2.16), nothing else", () => {
    const s = board([{ general: "盲丁辛", role: "rebel", hp: 1, maxHp: 1 }, B({ role: "lord" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.runPhase(0, "prepare");
    expect(s.player(0).alive).toBe(false);
    expect(s.entries().find((e) => e.t === "death")).toMatchObject({ player: 0, killer: null });
  });
  ok("破釜", "hp 2: nothing; another's prepare phase: nothing", () => {
    const s = board([{ general: "盲丁辛", hp: 2 }, B()]);
    s.runPhase(0, "prepare");
    const t = board([{ general: "盲丁辛", hp: 1 }, B()]);
    t.runPhase(1, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 4, hp: 2 });
    expect(t.player(0)).toMatchObject({ maxHp: 4, hp: 1 });
    expect(s.player(0).skills.concat(t.player(0).skills)).not.toContain("陷锋");
  });
  ok("破釜", "觉醒技: once; at hp 1 again at a later prepare phase, nothing", () => {
    const s = board([{ general: "盲丁辛", hp: 1 }, B()]);
    s.runPhase(0, "prepare");
    s.act(1, (ctx) => ctx.loseHp(0, 2));
    s.mark();
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ maxHp: 3, hp: 1 });
  });
});

describe("〖陷锋〗①锁定技，你使用【杀】无距离关系的限制。②当【杀】被抵消后，若使用者为你，你可失去1点体力▶此【杀】依然对此目标生效。", () => {
  ok("陷锋", "① a 【杀】 at a seat at distance 2 (4 seats)", () => {
    const s = board([own(["陷锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 2)).toBe(3);
  });
  ok("陷锋", "① gained by 〖破釜〗: the 【杀】 reaches distance 2 in the same turn; not before", () => {
    const before = board([{ general: "盲丁辛", hand: ["杀"] }, B(), B(), B()]);
    expect(before.view.isLegalTargetOf(0, "杀", 2)).toBe(false);
    const s = board([{ general: "盲丁辛", hp: 1, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }, B(), B(), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 2)).toBe(3);
  });
  ok("陷锋", "② the 【杀】 offset by 【闪】: loses 1 hp, the 【杀】 still hits", () => {
    const s = board([own(["陷锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "陷锋" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(hp(s, 1)).toBe(3);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("陷锋", "② declined: no hp lost, no damage", () => {
    const s = board([own(["陷锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "陷锋" }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect([hp(s, 0), hp(s, 1)]).toEqual([4, 4]);
  });
  ok("陷锋", "② another's 【杀】 offset by the owner's 【闪】, or the owner's 【杀】 not offset: not offered", () => {
    const s = board([own(["陷锋"], { hand: ["闪"], agent: [{ respond: "闪" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    const t = board([own(["陷锋"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()]);
    t.runPhase(0, "play");
    expect(asked(s, "陷锋") || asked(t, "陷锋")).toBe(false);
    expect([hp(s, 0), hp(s, 1), hp(t, 0), hp(t, 1)]).toEqual([4, 4, 4, 3]);
  });
});

// ---------------------------------------------------------------- 盲丁壬

describe("〖潮信〗转换技，结束阶段开始时，阳：若你的手牌数小于X，你可将手牌补至X张（X为你的体力上限）；阴：你可令一名手牌数大于你的其他角色将手牌弃置至Y张（Y为你的手牌数）。", () => {
  ok("潮信", "阳 first: 1 hand card, max hp 3: filled to 3, and the state turns 阴", () => {
    const s = board([own(["潮信"], { hp: 2, maxHp: 3, hand: ["杀"], agent: [{ activate: true, skill: "潮信" }] }), B()], { drawPile: ["闪", "闪", "桃"] });
    expect(s.engine.switchState(0, "潮信")).toBe("yang");
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["杀", "闪", "闪"]);
    expect(s.engine.switchState(0, "潮信")).toBe("yin");
  });
  ok("潮信", "阳 then 阴 then 阳 over three finish phases; 阴: the chosen other discards down to the owner's count, cards of its choice", () => {
    const s = board(
      [own(["潮信"], { maxHp: 2, agent: [{ activate: true, skill: "潮信" }, { activate: true, skill: "潮信" }] }), B({ hand: ["杀", "闪", "桃", "无懈可击"], agent: [{ cards: ["杀", "闪"] }] }), B({ hand: ["闪"] })],
      { drawPile: ["桃", "桃", "闪", "闪"] },
    );
    s.runPhase(0, "finish");
    expect(s.player(0).hand).toHaveLength(2);
    s.runPhase(0, "finish");
    expect(s.handNames(1).sort()).toEqual(["无懈可击", "桃"].sort());
    expect(s.engine.switchState(0, "潮信")).toBe("yang");
    more(s, 0, { activate: true, skill: "潮信" });
    s.act(1, (ctx) => ctx.discard(0, [s.player(0).hand[0]]));
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
    expect(s.engine.switchState(0, "潮信")).toBe("yin");
  });
  ok("潮信", "阴 with no other holding more: not offered, the state stays 阴; a character with as many is no candidate", () => {
    const s = board([own(["潮信"], { hand: ["杀", "闪"] }), B({ hand: ["桃", "桃"] })]);
    s.engine.setSwitchState(0, "潮信", "yin");
    s.runPhase(0, "finish");
    expect(asked(s, "潮信")).toBe(false);
    expect(s.engine.switchState(0, "潮信")).toBe("yin");
  });
  ok("潮信", "declined (阳): nothing drawn, the state stays 阳", () => {
    const s = board([own(["潮信"], { agent: [{ activate: false, skill: "潮信" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(s.engine.switchState(0, "潮信")).toBe("yang");
  });
  ok("潮信", "阳 with as many hand cards as max hp: not offered, state 阳; another's finish phase: not offered", () => {
    const s = board([own(["潮信"], { maxHp: 2, hand: ["杀", "闪"] }), B()]);
    s.runPhase(0, "finish");
    s.runPhase(1, "finish");
    expect(asked(s, "潮信")).toBe(false);
    expect(s.engine.switchState(0, "潮信")).toBe("yang");
  });
});

describe("〖镜花〗锁定技，若〖潮信〗的转换技状态为阴，其他角色至你的距离+1。", () => {
  ok("镜花", "〖潮信〗 阳 (the start): no change; 阴: others are one further; the owner's distances unchanged", () => {
    const s = board([own(["潮信", "镜花"]), B(), B()]);
    expect(s.view.distance(1, 0)).toBe(1);
    s.engine.setSwitchState(0, "潮信", "yin");
    expect(s.view.distance(1, 0)).toBe(2);
    expect(s.view.distance(0, 1)).toBe(1);
  });
  ok("镜花", "〖潮信〗 used (阳) at the finish phase: +1 at once", () => {
    const s = board([own(["潮信", "镜花"], { agent: [{ activate: true, skill: "潮信" }] }), B(), B()], { drawPile: ["闪", "闪", "闪", "闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.view.distance(2, 0)).toBe(2);
  });
});

// ---------------------------------------------------------------- 盲丁癸

describe("〖精铸〗出牌阶段，你可重铸一张装备牌▶若你以此法重铸的牌为武器牌，你于此阶段内使用【杀】的次数上限+1。", () => {
  ok("精铸", "a weapon in hand recast: draws one, and two 【杀】 in the phase", () => {
    const s = board([own(["精铸"], { hand: ["青釭剑", "杀", "杀"], agent: [{ play: { skill: "精铸" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toContain("青釭剑");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(hp(s, 1)).toBe(2);
  });
  ok("精铸", "an armour recast (an equipped one may be): draws one, still one 【杀】 only", () => {
    const s = board([own(["精铸"], { hand: ["杀", "杀"], equipment: ["八卦阵"], agent: [{ play: { skill: "精铸" } }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).equipment).toEqual({});
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
  });
  ok("精铸", "not limited: two weapons recast, three 【杀】", () => {
    const s = board(
      [own(["精铸"], { hand: ["青釭剑", "寒冰剑", "杀", "杀", "杀"], agent: [{ play: { skill: "精铸" } }, { cards: ["青釭剑"] }, { play: { skill: "精铸" } }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ maxHp: 5, hp: 5 })],
      { drawPile: ["闪", "闪"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
  ok("精铸", "no equipment card: not offered; the +1 ends with the phase", () => {
    const s = board([own(["精铸"], { hand: ["杀"] }), B()]);
    more(s, 0, { play: "end" });
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    const t = board([own(["精铸"], { hand: ["青釭剑", "杀", "杀"], agent: [{ play: { skill: "精铸" } }, { play: "end" }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪"] });
    t.runPhase(0, "play");
    t.runPhase(0, "play");
    expect(() => done(t)).toThrow(/script steps left/);
    expect(hp(t, 1)).toBe(3);
  });
});

describe("〖再整〗弃牌阶段结束时，若你于此阶段内弃置过你的至少两张手牌，你可于弃牌阶段之后获得一个额外的摸牌阶段。", () => {
  ok("再整", "two hand cards discarded by the hand limit: an extra draw phase is gained", () => {
    const s = board([own(["再整"], { hp: 2, hand: ["杀", "杀", "闪", "闪"], agent: [{ cards: ["杀", "杀"] }, { activate: true, skill: "再整" }] }), B()], { drawPile: ["桃", "桃"] });
    s.runPhase(0, "discard");
    done(s);
    expect(s.entries().some((e) => e.t === "extra" && e.player === 0 && e.what === "draw")).toBe(true);
  });
  ok("再整", "in a turn: the phases are … discard, draw, finish; no second discard phase", () => {
    const s = board([own(["再整"], { hp: 2, hand: ["杀", "杀"], agent: [{ play: "end" }, { cards: ["杀", "杀"] }, { activate: true, skill: "再整" }] }), B()], { drawPile: ["闪", "闪", "桃", "桃"] });
    s.runTurn(0);
    done(s);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "draw", "finish"]);
    expect(s.player(0).hand).toHaveLength(4);
  });
  ok("再整", "declined: no extra draw phase", () => {
    const s = board([own(["再整"], { hp: 2, hand: ["杀", "杀", "闪", "闪"], agent: [{ cards: ["杀", "杀"] }, { activate: false, skill: "再整" }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("再整", "one hand card discarded, or none: not offered; another's discard phase: not offered", () => {
    const s = board([own(["再整"], { hp: 2, hand: ["杀", "闪", "闪"], agent: [{ cards: ["杀"] }] }), B()]);
    s.runPhase(0, "discard");
    s.runPhase(0, "discard");
    const t = board([own(["再整"]), B({ hp: 2, hand: ["杀", "杀", "闪", "闪"], agent: [{ cards: ["杀", "杀"] }] })]);
    t.runPhase(1, "discard");
    expect(asked(s, "再整") || asked(t, "再整")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丁子

describe("〖静守〗出牌阶段开始前，你可跳过出牌阶段▶你摸一张牌，你的手牌上限于此回合内+2。", () => {
  ok("静守", "used: no play phase, draws one, keeps 6 at the discard phase; the limit is 4 after the turn", () => {
    const s = board([own(["静守"], { hand: ["杀", "杀", "杀", "杀", "闪"], agent: [{ activate: true, skill: "静守" }, { cards: ["杀", "杀"] }] }), B()], { drawPile: ["闪", "闪", "桃"] });
    s.runTurn(0);
    done(s);
    expect(s.timings()).not.toContain("phase.play.start");
    expect(s.player(0).hand).toHaveLength(6);
    expect(s.view.handLimit(0)).toBe(4);
  });
  ok("静守", "declined: the play phase happens, limit 4", () => {
    const s = board([own(["静守"], { hand: ["闪"], agent: [{ activate: false, skill: "静守" }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.timings()).toContain("phase.play.start");
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("静守", "the play phase already skipped (【乐不思蜀】), or another's turn: not offered", () => {
    const s = board([own(["静守"], { judge: ["乐不思蜀"] }), B()], { drawPile: ["杀♠7", "闪", "闪"] });
    s.runTurn(0);
    const t = board([own(["静守"]), B({ agent: [{ play: "end" }] })], { drawPile: ["闪", "闪"] });
    t.runTurn(1);
    expect(asked(s, "静守") || asked(t, "静守")).toBe(false);
  });
});

describe("〖承嗣〗限定技，当一名其他角色死亡后，你可获得一个额外回合。", () => {
  ok("承嗣", "another dies in a third's turn: the owner gains an extra turn, played after that turn", () => {
    const s = board([own(["承嗣"], { role: "lord", agent: [{ activate: true, skill: "承嗣" }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })], { current: 2 });
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(1).alive).toBe(false);
    expect(s.entries().some((e) => e.t === "extra" && e.player === 0 && e.what === "turn")).toBe(true);
  });
  ok("承嗣", "a death in seat 2's turn: the owner's extra turn comes right after that turn (not seat 3's)", () => {
    const s = board(
      [own(["承嗣"], { role: "lord", agent: [{ activate: true, skill: "承嗣" }] }), B({ role: "renegade", hp: 1 }), B({ role: "rebel", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), B({ role: "loyalist" })],
      { drawPile: Array(12).fill("闪") },
    );
    s.runTurn(2);
    done(s);
    expect(turns(s)).toEqual([2, 0]);
  });
  ok("承嗣", "in the owner's own turn: a second turn of the owner follows", () => {
    const s = board(
      [own(["承嗣"], { role: "lord", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "承嗣" }] }), B({ role: "renegade", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })],
      { drawPile: Array(12).fill("闪") },
    );
    s.runTurn(0);
    done(s);
    expect(turns(s)).toEqual([0, 0]);
  });
  ok("承嗣", "declined: no extra turn, and it stays (offered at the next death)", () => {
    const s = board([own(["承嗣"], { role: "lord", agent: [{ activate: false, skill: "承嗣" }, { activate: true, skill: "承嗣" }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel", hp: 1 }), B({ role: "loyalist" }), B({ role: "renegade" })], { current: 3 });
    s.act(3, (ctx) => ctx.loseHp(1, 1));
    expect(s.entries().some((e) => e.t === "extra")).toBe(false);
    s.act(3, (ctx) => ctx.loseHp(2, 1));
    done(s);
    expect(s.entries().some((e) => e.t === "extra" && e.player === 0)).toBe(true);
  });
  ok("承嗣", "限定技: not offered at a later death", () => {
    const s = board([own(["承嗣"], { role: "lord", agent: [{ activate: true, skill: "承嗣" }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel", hp: 1 }), B({ role: "loyalist" }), B({ role: "renegade" })], { current: 3 });
    s.act(3, (ctx) => ctx.loseHp(1, 1));
    s.mark();
    s.act(3, (ctx) => ctx.loseHp(2, 1));
    done(s);
    expect(s.result).toBeNull();
    expect(s.player(2).alive).toBe(false);
    expect(asked(s, "承嗣")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丁丑

describe("〖游骑〗锁定技，若你的装备区里没有坐骑牌，你至其他角色的距离-1，其他角色至你的距离+1。", () => {
  ok("游骑", "no horse: from the owner -1 (at least 1), to the owner +1", () => {
    const s = board([own(["游骑"]), B(), B(), B()]);
    expect([1, 2, 3].map((p) => s.view.distance(0, p))).toEqual([1, 1, 1]);
    expect([1, 2, 3].map((p) => s.view.distance(p, 0))).toEqual([2, 3, 2]);
  });
  ok("游骑", "a horse equipped (either kind): only the horse's own effect; one in hand does not count", () => {
    const a = board([own(["游骑"], { equipment: ["赤兔"] }), B(), B(), B()]);
    expect([a.view.distance(0, 2), a.view.distance(2, 0)]).toEqual([1, 2]);
    const b = board([own(["游骑"], { equipment: ["的卢"] }), B(), B(), B()]);
    expect([b.view.distance(0, 2), b.view.distance(2, 0)]).toEqual([2, 3]);
    const c = board([own(["游骑"], { hand: ["赤兔"] }), B(), B(), B()]);
    expect([c.view.distance(0, 2), c.view.distance(2, 0)]).toEqual([1, 3]);
  });
});

describe("〖凌弱〗当【杀】指定目标后，若使用者为你且此目标对应的角色是手牌数最小的角色，你可令此【杀】不计入限制的次数。", () => {
  ok("凌弱", "the target holds fewest: the 【杀】 is not counted, a second 【杀】 may be used", () => {
    const s = board([own(["凌弱"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "凌弱" }, { play: { card: "杀" } }, { activate: false, skill: "凌弱" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
  ok("凌弱", "declined: one 【杀】 only", () => {
    const s = board([own(["凌弱"], { hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "凌弱" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("凌弱", "the target holds more than someone (here the owner): not offered", () => {
    const s = board([own(["凌弱"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B({ hand: ["闪", "桃"], agent: [{ respond: null }] })]);
    s.runPhase(0, "play");
    expect(asked(s, "凌弱")).toBe(false);
    expect(hp(s, 1)).toBe(3);
  });
  ok("凌弱", "another's 【杀】 at the owner (fewest): not offered", () => {
    const s = board([own(["凌弱"]), B({ hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { play: "end" }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "凌弱")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丁寅

describe("〖燎原〗出牌阶段限一次，你可失去1点体力并选择一名其他角色▶你对其使用无对应的实体牌的火【杀】（→）当此【杀】使用结算结束后❷，若此【杀】未造成过伤害，你回复1点体力。", () => {
  // Misbehaved as first measured: the 【杀】 used was a plain one (fixed: the declared kind, 4.2.3).
  ok("燎原", "loses 1 hp; a fire 【杀】 with no card hits for 1 fire damage; no recovery", () => {
    const s = board([own(["燎原"], { agent: [{ play: { skill: "燎原" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, element: "fire", amount: 1 }]);
    expect(s.entries().find((e) => e.t === "use")).toMatchObject({ user: 0, card: "杀", cards: [], targets: [1] });
  });
  ok("燎原", "the 【杀】 dodged (no damage): the owner recovers the hp lost", () => {
    const s = board([own(["燎原"], { agent: [{ play: { skill: "燎原" } }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect([hp(s, 0), hp(s, 1)]).toEqual([4, 4]);
    expect(s.entries().some((e) => e.t === "loseHp" && e.player === 0)).toBe(true);
  });
  ok("燎原", "not counted as the phase's 【杀】: a 【杀】 from hand may follow; 限一次", () => {
    const s = board([own(["燎原"], { hand: ["杀"], agent: [{ play: { skill: "燎原" } }, { play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
    const t = board([own(["燎原"], { hand: ["杀"], agent: [{ play: { skill: "燎原" } }, { play: { skill: "燎原" } }] }), B()]);
    notAnOption(t);
  });
  // Misbehaved as first measured: a character out of the owner's attack range was offered and hit;
  // 003 §三 ◆ (and 000 4.2.2's 〖离间〗): the target chosen must be a legal target of the use (fixed).
  ok("燎原", "only a legal target: a seat out of attack range (distance 2) cannot be chosen", () => {
    const s = board([own(["燎原"], { agent: [{ play: { skill: "燎原" } }, { players: [2] }] }), B(), B(), B()]);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
    // (The scripted illegal answer aborts the board mid-activation, so hp after it says nothing.)
    expect(hp(s, 2)).toBe(4);
  });
  ok("燎原", "against 〖举橹〗: the colourless 【杀】 matches no “橹”, so the target draws one and is hit", () => {
    const s = board([own(["燎原"], { agent: [{ play: { skill: "燎原" } }] }), own(["举橹"], { piles: [{ name: "橹", cards: ["杀♥10"] }], agent: [{ activate: true, skill: "举橹" }] })], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(hp(s, 1)).toBe(3);
  });
});

describe("〖余烬〗当你造成火焰伤害后，你可令受伤角色横置。", () => {
  ok("余烬", "fire damage dealt: the victim is chained", () => {
    const s = board([own(["余烬"], { agent: [{ activate: true, skill: "余烬" }] }), B()]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0, element: "fire" }));
    done(s);
    expect(s.player(1).chained).toBe(true);
  });
  ok("余烬", "a chained victim is reset by the fire damage, then may be chained again (no second conduction)", () => {
    const s = board([own(["余烬"], { agent: [{ activate: true, skill: "余烬" }] }), B({ chained: true }), B()]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0, element: "fire" }));
    done(s);
    expect(s.player(1).chained).toBe(true);
    expect(hp(s, 1)).toBe(3);
  });
  // Misbehaved as first measured, fixed (in the runtime's chain conduction, runtime/flows/elemental.ts conductChain): the
  // characters the chain conducts to are re-read when it conducts, so the victim that 〖余烬〗
  // chained again after its damage is hit a second time. 3.9.3: the chain goes to the 其他 characters
  // chained 此时 (as the victim's hp is deducted), one by one if still chained; the victim is not one.
  ok("余烬", "the conducted fire damage comes back to the chained owner: it may chain itself; the victim re-chained is not hit again", () => {
    const s = board([own(["余烬"], { chained: true, agent: [{ activate: true, skill: "余烬" }, { activate: true, skill: "余烬" }] }), B({ chained: true }), B()]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0, element: "fire" }));
    done(s);
    expect(damages(s).map((d) => d.victim)).toEqual([1, 0]);
    expect([s.player(0).chained, s.player(1).chained]).toEqual([true, true]);
    expect([hp(s, 0), hp(s, 1)]).toEqual([3, 3]);
  });
  ok("余烬", "declined: not chained", () => {
    const s = board([own(["余烬"], { agent: [{ activate: false, skill: "余烬" }] }), B()]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0, element: "fire" }));
    done(s);
    expect(s.player(1).chained).toBe(false);
  });
  ok("余烬", "normal or thunder damage, or fire damage by another: not offered", () => {
    const s = board([own(["余烬"]), B()]);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0, element: "thunder" }));
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1, element: "fire" }));
    expect(asked(s, "余烬")).toBe(false);
  });
  ok("余烬", "a fire 【杀】's damage: the target is chained", () => {
    const s = board([own(["余烬"], { hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "余烬" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ victim: 1, element: "fire" }]);
    expect(s.player(1).chained).toBe(true);
  });
});

// ---------------------------------------------------------------- 盲丁卯

describe("〖施药〗出牌阶段限一次，你可展示一张手牌并选择一名其他角色▶你将此牌交给其▷若此牌为红色，其回复1点体力；否则你摸一张牌。", () => {
  ok("施药", "a red card shown and given to a wounded other: it recovers 1; the owner draws none", () => {
    const s = board([own(["施药"], { hand: ["闪♥2", "杀♠7"], agent: [{ play: { skill: "施药" } }, { cards: ["闪"] }, { play: "end" }] }), B({ hp: 2 })], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "show" && e.player === 0)).toBe(true);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  ok("施药", "a black card: given, and the owner draws one", () => {
    const s = board([own(["施药"], { hand: ["杀♠7"], agent: [{ play: { skill: "施药" } }] }), B({ hp: 2 })], { drawPile: ["无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(hp(s, 1)).toBe(2);
    expect(s.handNames(0)).toEqual(["无懈可击"]);
  });
  ok("施药", "a red card to an unwounded other: given, nothing else", () => {
    const s = board([own(["施药"], { hand: ["闪♥2"], agent: [{ play: { skill: "施药" } }] }), B()], { drawPile: ["无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("施药", "no hand card: not offered; 限一次", () => {
    const s = board([own(["施药"], { equipment: ["赤兔"] }), B({ hp: 2 })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    const t = board([own(["施药"], { hand: ["杀♠7", "杀♠8"], agent: [{ play: { skill: "施药" } }, { cards: ["杀"] }, { play: { skill: "施药" } }] }), B({ hp: 2 })], { drawPile: ["无懈可击"] });
    notAnOption(t);
  });
});

describe("〖慈心〗当一名其他角色进入濒死状态时，若你的体力值大于1，你可失去1点体力▶其回复1点体力。", () => {
  ok("慈心", "another dying: the owner loses 1 hp, it recovers to 1 and lives", () => {
    const s = board([own(["慈心"], { role: "lord", agent: [{ activate: true, skill: "慈心" }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(1)).toMatchObject({ alive: true, hp: 1 });
    expect(hp(s, 0)).toBe(3);
  });
  ok("慈心", "declined: it dies (nobody has a 【桃】)", () => {
    const s = board([own(["慈心"], { role: "lord", agent: [{ activate: false, skill: "慈心" }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(1).alive).toBe(false);
    expect(hp(s, 0)).toBe(4);
  });
  ok("慈心", "the owner at hp 1: not offered; the owner itself dying: not offered", () => {
    const s = board([own(["慈心"], { role: "lord", hp: 1 }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.loseHp(1, 1));
    expect(asked(s, "慈心")).toBe(false);
    const t = board([own(["慈心"], { role: "rebel", hp: 1 }), B({ role: "lord" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    t.act(2, (ctx) => ctx.loseHp(0, 1));
    expect(asked(t, "慈心")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲丁辰

describe("〖搜粮〗摸牌阶段开始时❷，你可令额定摸牌数改为0▶你亮出牌堆顶的四张牌，获得其中的所有红色牌，将其余的牌置入弃牌堆。", () => {
  ok("搜粮", "used: draws none; of four revealed, takes the two red ones, the black ones go to the discard pile", () => {
    const s = board([own(["搜粮"], { agent: [{ activate: true, skill: "搜粮" }] }), B()], { drawPile: ["杀♠7", "桃♥3", "闪♦2", "杀♣2", "无懈可击"] });
    s.runPhase(0, "draw");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(discardNames(s).sort()).toEqual(["杀", "杀"]);
    expect(top(s)).toBe("无懈可击");
  });
  ok("搜粮", "no red one among the four: takes nothing, draws nothing", () => {
    const s = board([own(["搜粮"], { agent: [{ activate: true, skill: "搜粮" }] }), B()], { drawPile: ["杀♠7", "杀♠8", "杀♣2", "杀♣3", "桃"] });
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s)).toHaveLength(4);
  });
  ok("搜粮", "declined: draws 2 as usual", () => {
    const s = board([own(["搜粮"], { agent: [{ activate: false, skill: "搜粮" }] }), B()], { drawPile: ["杀♠7", "桃♥3", "闪♦2"] });
    s.runPhase(0, "draw");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "桃"].sort());
  });
  ok("搜粮", "another's draw phase, or the owner's play phase: not offered", () => {
    const s = board([own(["搜粮"]), B({ agent: [{ play: "end" }] })]);
    s.runPhase(1, "draw");
    s.runPhase(0, "play");
    expect(asked(s, "搜粮")).toBe(false);
  });
});

describe("〖点兵〗限定技，出牌阶段，你可令所有其他角色依次选择：1.将一张牌交给你；2.失去1点体力。", () => {
  ok("点兵", "each other in turn from the owner's next: one gives a card, one loses 1 hp, one without cards must lose 1", () => {
    const s = board([
      own(["点兵"], { agent: [{ play: { skill: "点兵" } }] }),
      B({ hand: ["杀", "闪"], agent: [{ option: 0 }, { cards: ["闪"] }] }),
      B({ equipment: ["赤兔"], agent: [{ option: 1 }] }),
      B(),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect([1, 2, 3].map((p) => hp(s, p))).toEqual([4, 3, 3]);
    expect(s.entries().flatMap((e) => (e.t === "loseHp" ? [e.player] : []))).toEqual([2, 3]);
    expect(hp(s, 0)).toBe(4);
  });
  ok("点兵", "an equipped card may be given", () => {
    const s = board([own(["点兵"], { agent: [{ play: { skill: "点兵" } }, { play: "end" }] }), B({ equipment: ["赤兔"], agent: [{ option: 0 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["赤兔"]);
  });
  ok("点兵", "限定技: not offered in a later play phase", () => {
    const s = board([own(["点兵"], { agent: [{ play: { skill: "点兵" } }] }), B()]);
    s.runPhase(0, "play");
    s.mark();
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
  });
  ok("点兵", "another's play phase: not offered", () => {
    const s = board([own(["点兵"]), B({ hand: ["闪"] })]);
    s.runPhase(1, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲丁巳

describe("〖学武〗出牌阶段限一次，你可弃置一张装备牌▶你获得〖骁锐〗（→）此回合结束前❶，你失去〖骁锐〗。", () => {
  ok("学武", "an equipment card discarded: 〖骁锐〗 gained (two 【杀】, a card drawn for each hit), lost by the turn's end", () => {
    const s = board(
      [{ general: "盲丁巳", hand: ["赤兔", "杀", "杀"], agent: [{ play: { skill: "学武" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }, B()],
      { drawPile: ["闪", "闪", "桃", "桃"] },
    );
    expect(s.player(0).skills).not.toContain("骁锐");
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(discardNames(s)).toContain("赤兔");
    expect(s.entries().some((e) => e.t === "skills" && e.change === "gain" && e.skills.includes("骁锐"))).toBe(true);
    expect(s.player(0).skills).not.toContain("骁锐");
  });
  ok("学武", "a 【杀】 used before it still counts: after 学武 one more 【杀】, not two", () => {
    const s = board([{ general: "盲丁巳", hand: ["赤兔", "杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { skill: "学武" } }, { play: { card: "杀" } }] }, B()], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(s.handNames(0).filter((n) => n === "杀")).toHaveLength(1);
  });
  ok("学武", "an equipped card pays too", () => {
    const s = board([{ general: "盲丁巳", equipment: ["八卦阵"], agent: [{ play: { skill: "学武" } }] }, B()]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).equipment).toEqual({});
    expect(s.player(0).skills).toContain("骁锐");
  });
  ok("学武", "no equipment card: not offered; 限一次", () => {
    const s = board([{ general: "盲丁巳", hand: ["闪"] }, B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    const t = board([{ general: "盲丁巳", hand: ["赤兔", "绝影"], agent: [{ play: { skill: "学武" } }, { cards: ["赤兔"] }, { play: { skill: "学武" } }] }, B()]);
    notAnOption(t);
  });
});

describe("〖骁锐〗①锁定技，你使用【杀】的次数上限+1。②锁定技，当你因执行你使用的【杀】的效果而造成伤害后，你摸一张牌。", () => {
  ok("骁锐", "① two 【杀】 in a phase, not three; ② one card drawn for each hit, without asking", () => {
    const s = board([own(["骁锐"], { hand: ["杀", "杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪", "闪"].sort());
  });
  ok("骁锐", "② a dodged 【杀】, a 【决斗】's damage, or other damage: no card", () => {
    const s = board([own(["骁锐"], { hand: ["杀", "决斗"], agent: [{ play: { card: "杀" } }, { play: { card: "决斗" } }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })], { drawPile: ["桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(s.player(0).hand).toEqual([]);
  });
  ok("骁锐", "② a fire 【杀】 conducted along the chain: one card only (the conducted damage is not the 【杀】's effect)", () => {
    const s = board([own(["骁锐"], { hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { players: [1] }] }), B({ chained: true }), B({ chained: true })], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect([hp(s, 1), hp(s, 2)]).toEqual([3, 3]);
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("骁锐", "② another's 【杀】 hitting the owner: no card", () => {
    const s = board([own(["骁锐"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })], { drawPile: ["桃"] });
    s.runPhase(1, "play");
    expect(s.player(0).hand).toEqual([]);
    expect(s.player(1).hand).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲丁午

describe("〖守拙〗锁定技，若你于此回合内未使用过【杀】，你的手牌上限+2。", () => {
  ok("守拙", "no 【杀】 used in the turn: limit hp+2 at the discard phase (6 of 6 kept)", () => {
    const s = board([own(["守拙"], { hand: ["闪", "闪", "闪", "闪"], agent: [] }), B()], { drawPile: ["桃", "桃"] });
    expect(s.view.handLimit(0)).toBe(6);
    s.runTurn(0);
    done(s);
    expect(s.player(0).hand).toHaveLength(6);
  });
  ok("守拙", "a 【杀】 used in the turn: limit hp (4) at the discard phase; +2 again in the next turn", () => {
    const s = board([own(["守拙"], { hand: ["杀", "闪", "闪", "闪", "闪"], agent: [{ play: { card: "杀" } }, { cards: ["闪", "闪"] }] }), B()], { drawPile: ["桃", "桃"] });
    s.runTurn(0);
    done(s);
    expect(s.player(0).hand).toHaveLength(4);
    more(s, 1, { play: "end" });
    s.mark();
    s.runTurn(1);
    expect(s.view.handLimit(0)).toBe(6);
  });
  ok("守拙", "a 【杀】 played (打出) for a 【决斗】 is no use: the limit stays hp+2", () => {
    const s = board([own(["守拙"], { hand: ["杀"], agent: [{ respond: "杀" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { respond: null }] })], { current: 1 });
    s.runPhase(1, "play");
    expect(hp(s, 1)).toBe(3);
    expect(s.view.handLimit(0)).toBe(6);
  });
});

describe("〖回澜〗结束阶段开始时，你可令一名于此回合内受到过伤害的角色回复1点体力。", () => {
  ok("回澜", "the owner's 【杀】 hit another this turn: at the finish phase it recovers 1", () => {
    const s = board([own(["回澜"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "回澜" }] }), B(), B({ hp: 2 })], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(4);
    expect(hp(s, 2)).toBe(2);
  });
  ok("回澜", "the owner itself damaged this turn may be chosen; declined: nothing", () => {
    const s = board([own(["回澜"], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { activate: true, skill: "回澜" }] }), B({ hp: 2, hand: ["杀"], agent: [{ respond: "杀" }] })], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.entries().flatMap((e) => (e.t === "recover" ? [e.player] : []))).toEqual([0]);
    expect([hp(s, 0), hp(s, 1)]).toEqual([4, 2]);
    const t = board([own(["回澜"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "回澜" }] }), B()], { drawPile: ["闪", "闪"] });
    t.runTurn(0);
    done(t);
    expect(hp(t, 1)).toBe(3);
  });
  ok("回澜", "nobody damaged this turn (another merely wounded): not offered", () => {
    const s = board([own(["回澜"], { hp: 3 }), B({ hp: 2 })], { drawPile: ["闪", "闪"] });
    more(s, 0, { play: "end" });
    s.runTurn(0);
    expect(asked(s, "回澜")).toBe(false);
  });
  ok("回澜", "another's finish phase: not offered", () => {
    const s = board([own(["回澜"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })], { drawPile: ["闪", "闪"] });
    s.runTurn(1);
    expect(asked(s, "回澜")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲丁未

describe("〖会盟〗出牌阶段限一次，你可选择一名其他角色▶你与其各{摸两张牌，弃置一张牌}。", () => {
  ok("会盟", "the owner draws two and discards one, then the chosen does the same", () => {
    const s = board([own(["会盟"], { agent: [{ play: { skill: "会盟" } }, { cards: ["杀"] }] }), B({ agent: [{ cards: ["桃"] }] })], { drawPile: ["杀", "闪", "桃", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    expect(s.entries().flatMap((e) => (e.t === "move" && e.reason === "discard" ? [e.by] : []))).toEqual([0, 1]);
  });
  ok("会盟", "an equipped card may be discarded", () => {
    const s = board([own(["会盟"], { agent: [{ play: { skill: "会盟" } }, { cards: ["杀"] }] }), B({ equipment: ["赤兔"], agent: [{ cards: ["赤兔"] }] })], { drawPile: ["杀", "闪", "桃", "无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).equipment).toEqual({});
    expect(s.player(1).hand).toHaveLength(2);
  });
  ok("会盟", "限一次: not offered a second time", () => {
    const s = board([own(["会盟"], { hand: ["杀♠7"], agent: [{ play: { skill: "会盟" } }, { cards: ["闪"] }, { play: { skill: "会盟" } }] }), B({ agent: [{ cards: ["桃"] }] })], { drawPile: ["杀", "闪", "桃", "无懈可击"] });
    notAnOption(s);
  });
});

describe("〖坐断〗锁定技，结束阶段开始时，若你的手牌数小于你的下家的手牌数，你摸一张牌。", () => {
  ok("坐断", "fewer than the next seat: draws one, without asking", () => {
    const s = board([own(["坐断"]), B({ hand: ["闪"] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("坐断", "as many as the next seat (the one after holds more): nothing", () => {
    const s = board([own(["坐断"], { hand: ["杀"] }), B({ hand: ["闪"] }), B({ hand: ["闪", "闪", "闪"] })]);
    s.runPhase(0, "finish");
    expect(s.player(0).hand).toHaveLength(1);
  });
  ok("坐断", "the next seat dead: the one after it counts", () => {
    const s = board([own(["坐断"], { role: "lord" }), B({ role: "rebel", hp: 1 }), B({ role: "rebel", hand: ["闪"] }), B({ role: "loyalist" })], { drawPile: ["桃"] });
    s.act(3, (ctx) => ctx.loseHp(1, 1));
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("坐断", "another's finish phase: nothing", () => {
    const s = board([own(["坐断"]), B(), B({ hand: ["闪"] })]);
    s.runPhase(1, "finish");
    s.runPhase(2, "finish");
    expect(s.player(0).hand).toEqual([]);
  });
});

describe("〖统御〗主公技，当其他吴势力角色受到伤害后，若你是手牌数最大的角色，你可将一张手牌交给其。", () => {
  ok("统御", "a 吴 character damaged, the lord holds most: gives it the hand card chosen", () => {
    const s = board([own(["统御"], { role: "lord", hand: ["闪", "桃"], agent: [{ activate: true, skill: "统御" }, { cards: ["桃"] }] }), { general: "吴白板", role: "rebel", hand: ["杀"] }, B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(s.handNames(1).sort()).toEqual(["杀", "桃"].sort());
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("统御", "a tie for most counts; declined: nothing given", () => {
    const s = board([own(["统御"], { role: "lord", hand: ["闪"], agent: [{ activate: true, skill: "统御" }] }), { general: "吴白板", role: "rebel", hand: ["杀"] }, B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(s.handNames(1).sort()).toEqual(["杀", "闪"].sort());
    const t = board([own(["统御"], { role: "lord", hand: ["闪"], agent: [{ activate: false, skill: "统御" }] }), { general: "吴白板", role: "rebel" }, B({ role: "rebel" }), B({ role: "loyalist" })]);
    t.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(t);
    expect(t.handNames(0)).toEqual(["闪"]);
  });
  ok("统御", "a non-吴 character damaged, or the lord not holding most: not offered", () => {
    const s = board([own(["统御"], { role: "lord", hand: ["闪"] }), B({ role: "rebel" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    const t = board([own(["统御"], { role: "lord", hand: ["闪"] }), { general: "吴白板", role: "rebel" }, B({ role: "rebel", hand: ["杀", "杀"] }), B({ role: "loyalist" })]);
    t.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "统御") || asked(t, "统御")).toBe(false);
  });
  ok("统御", "主公技: the owner not the lord, or the lord itself (吴) damaged: not offered", () => {
    const s = board([{ general: "盲丁未", role: "loyalist", hand: ["闪"] }, { general: "吴白板", role: "lord" }, B({ role: "rebel" }), B({ role: "rebel" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    const t = board([{ general: "盲丁未", role: "lord", hand: ["闪"] }, B({ role: "rebel" }), B({ role: "rebel" }), B({ role: "loyalist" })]);
    t.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    expect(asked(s, "统御") || asked(t, "统御")).toBe(false);
  });
});

// ---------------------------------------------------------------- the figure

/** The 37 skills of blind4.sgs that compile (all but 9 铸甲, 10 坚城, 11 卸甲), in the pack's order. */
const COMPILED = [
  "蓄锐", "发锐", "积橹", "举橹", "橹阵", "蛰伏", "惊雷", "连舟", "焚舟", "易囊", "巧笑", "窥天", "易卦", "誓刃", "破釜", "陷锋",
  "潮信", "镜花", "精铸", "再整", "静守", "承嗣", "游骑", "凌弱", "燎原", "余烬", "施药", "慈心", "搜粮", "点兵", "学武", "骁锐",
  "守拙", "回澜", "会盟", "坐断", "统御",
];
/** Those with a behaviour test above that fails today (wrong(...)), in the pack's order. */
const MISBEHAVES: string[] = [];
/** The figure as first measured (never overwritten): 33 of 37. */
const FIRST_BEHAVES = 33;

describe("the figure (issue #5, batch 4)", () => {
  test("37 of the 37 compiled blind4 skills behave as written (first measured: 33)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then drop the skill here.
    expect(COMPILED.filter((k) => MISBEHAVING.has(k))).toEqual(MISBEHAVES);
    expect(COMPILED.length - MISBEHAVES.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(COMPILED).toHaveLength(37);
  });
});
