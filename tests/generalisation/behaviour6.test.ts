// Issue #5, sixth batch, measured honestly: do the blind6 skills that compile
// (tests/generalisation/blind6.sgs, 24 of 40: lines 11 寒锋, 14 星移, 15 断卦, 20 复营, 30 太虚, 33 疾进,
// 34 酣斗, 38 乐施, 50 屯辎, 55 隐遁, 58 定心, 59 护身, 62 檄文, 70 寻踪, 75 斗狠, 83 洞穿 are refused) BEHAVE as
// blind6.md says? One describe per compiled skill, named by its text, asserting the text's own meaning
// (blind6.md, and the rulebook ../shared/seeds where the two differ), not what the compiler happens to
// do; the tests were written by a tester who did not read grammar/, compiler/ or the runtime's
// implementation, nor any compiled output. A skill that compiles but misbehaves keeps its test as
// `wrong(...)` (test.fails) with a comment saying what goes wrong, so the figure at the end is honest and
// flips when the bug is fixed. 〖太虚〗 (gained by 〖归墟〗) is refused, so only its gaining is tested.
//
// Measured as first written (batch 6, main d0e473c with uncommitted compiler/runtime work in the tree):
// 18 of 24 compiled skills behave as written; 24 of 24 now (fixed since, each by a general change with a
// test of its own in tests/skills/operand-fixes.test.ts: 〖绝尘〗 4.2.23's cards; 〖摄魂〗 a skill phrase
// without owner, and 以此法失去的技能 read through a predicate's clause; 〖仁泽〗 至多0名 has no one to choose;
// 〖倾囊〗 〖屯辎〗's （均称为“辎”，对你可见） is read, so “辎” are 仓廪's; 〖拾锦〗 使用过锦囊牌 tests the kind,
// and 3.8.25's random card; 〖征召〗 未以此法 reads the whole game, and 令一名角色 is a 选择). Misbehaving as
// first written:
// 〖绝尘〗 (X counts nothing: the judge area's cards go to the discard pile and it is disabled, but one card
// is drawn whatever their number — X = 0 + 1; 【乐不思蜀】+【闪电】 should draw 3);
// 〖摄魂〗 (the target loses no skill: the cost is paid and a target chosen, but 其失去所有武将技能 does
// nothing — no skill lost, with 白板 seats given skills and with a pack general alike);
// 〖仁泽〗 (③ is offered, and does nothing, with one card in 仁道: X = [1/2] = 0, 至多0名 cannot be carried
// out, so by 原则三 it cannot be activated; ① and ② behave);
// 〖倾囊〗 (never offered with “辎” in 仓廪 — where 〖屯辎〗 puts them, 3.3.18 — whether the scenario or the
// owner put them there; it reads “辎” as cards on or beside the general card instead);
// 〖拾锦〗 (a basic 【杀】 used in the turn stops it, as if any card used were a 锦囊牌; and with several
// tricks in the discard pile the owner chooses one, where 004 3.8.25 has it taken at random);
// 〖征召〗 (未以此法选择过 is not kept: a character chosen once is a candidate again in a later play phase,
// and with it the only other the skill is offered again).
// blind6.md and the rulebook agree on every point tested here (004 3.8.25 for 拾锦's random card, 3.4.17
// 至多 and 003 原则三 for 仁泽③, 3.5.33 for 征召, 3.5.55 for 摄魂, 3.3.18 for 倾囊's 仓廪).
//
// Loading note: the harness comments refused lines out; with line 30 (〖太虚〗) gone, 〖归墟〗 (line 28,
// compiled) no longer compiles (E-UNKNOWN-SKILL 〖太虚〗), and line 30 kept as written is an E-SYNTAX error
// that allowPartial does not leave out. So the pack is loaded from a temporary copy whose line 30 is a
// stand-in 〖太虚〗 (〖苦肉〗's text, never tested), every other line as written, the other 15 refused lines
// commented out by the harness as usual.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, damages, discardNames, done, equipNames, hp, names, own, phases, plays, type Scenario as S, skillsUsed, turns, uses } from "./harness.ts";

/** The 16 lines refused as first written (not tested here; those grown since: behaviour6-grown.test.ts). */
const REFUSED = [11, 14, 15, 20, 30, 33, 34, 38, 50, 55, 58, 59, 62, 70, 75, 83];
/** The lines refused today (blind6.test.ts): the rest load, so 〖屯辎〗 (50) names the “辎” of 〖倾囊〗. */
const STILL_REFUSED = [20, 30, 55];
// Line 30 is replaced by a stand-in in a temporary copy (see the loading note above), so that 〖归墟〗 loads.
const TAIXU_STAND_IN = "〖太虚〗出牌阶段，你可失去1点体力▶你摸两张牌。";
const COPY = path.join(mkdtempSync(path.join(tmpdir(), "blind6-")), "blind6.sgs");
writeFileSync(
  COPY,
  readFileSync(path.join(import.meta.dirname, "blind6.sgs"), "utf8")
    .split("\n")
    .map((l, i) => (i + 1 === 30 ? TAIXU_STAND_IN : l))
    .join("\n"),
);
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(COPY, STILL_REFUSED.filter((l) => l !== 30));
afterAll(() => rmSync(path.dirname(COPY), { recursive: true, force: true }));
const top = (s: S, i = 0) => s.card(s.engine.state.drawPile[i]).name;
const rendao = (s: S) => names(s, s.engine.state.publicCards("benevolence"));
const zi = (s: S) => s.engine.state.publicCards("granary", "辎");
/** Runs a play phase whose script asks for a skill: throws when the skill is not among the options. */
const notAnOption = (s: S, seat = 0) => expect(() => s.runPhase(seat, "play")).toThrow(/not an option/);

// ---------------------------------------------------------------- 盲己甲

describe("〖凝霜〗出牌阶段限一次，你可弃置一张黑色牌并选择你的攻击范围内的一名其他角色▶你对其造成1点冰冻伤害。", () => {
  ok("凝霜", "a black card discarded, B in range: the ice damage is the owner's; prevented at ❸, the owner discards two of B's cards (its choice), B unhurt", () => {
    const s = board([
      own(["凝霜"], { hand: ["杀♠7"], agent: [{ play: { skill: "凝霜" } }, { activate: true }, { cards: ["赤兔"] }, { cards: ["闪"] }] }),
      B({ hand: ["闪", "桃"], equipment: ["赤兔"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
    expect(damages(s)).toEqual([]);
    expect(discardNames(s)).toEqual(["杀", "赤兔", "闪"]);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
  ok("凝霜", "not prevented: B takes 1 ice damage from the owner", () => {
    const s = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { activate: false }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1, element: "ice" }]);
    expect(hp(s, 1)).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
  ok("凝霜", "B without cards: no choice to prevent, B is hurt; B with one card: that one only is discarded", () => {
    const s = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ victim: 1, element: "ice" }]);
    const t = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { activate: true }] }), B({ hand: ["桃"] })]);
    t.runPhase(0, "play");
    done(t);
    expect(hp(t, 1)).toBe(4);
    expect(t.player(1).hand).toEqual([]);
    expect(discardNames(t)).toEqual(["杀", "桃"]);
  });
  ok("凝霜", "the owner chooses the target; a character beyond its attack range (distance 2) is no candidate", () => {
    const s = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { players: [3] }] }), B(), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ victim: 3, element: "ice" }]);
    const t = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { players: [2] }] }), B(), B(), B()]);
    expect(() => t.runPhase(0, "play")).toThrow(/illegal answer/);
  });
  ok("凝霜", "a black weapon paid as the cost gives no range (3.1.7 ◆): with 【青釭剑】 its only black card and B at distance 2, not offered", () => {
    const s = board([own(["凝霜"], { hand: ["闪♦2"], equipment: ["青釭剑"] }), B({ equipment: ["的卢"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(equipNames(s, 0)).toEqual(["青釭剑"]);
  });
  ok("凝霜", "a black weapon may pay when the target is in range without it (distance 1)", () => {
    const s = board([own(["凝霜"], { hand: ["闪♦2"], equipment: ["青釭剑"], agent: [{ play: { skill: "凝霜" } }, { activate: false }] }), B({ hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["青釭剑"]);
    expect(damages(s)).toMatchObject([{ victim: 1, element: "ice" }]);
  });
  ok("凝霜", "no black card (a red equipped one does not count): not offered; 限一次", () => {
    const s = board([own(["凝霜"], { hand: ["闪♦2"], equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    const t = board([own(["凝霜"], { hand: ["杀♣2", "杀♠7"], agent: [{ play: { skill: "凝霜" } }, { cards: ["杀"] }, { play: { skill: "凝霜" } }] }), B()]);
    expect(() => t.runPhase(0, "play")).toThrow(/not an option/);
  });
  ok("凝霜", "B chained, not prevented: B is reset and the ice damage is conducted to chained C, with no prevent choice for it (chain damage)", () => {
    const s = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { players: [1] }, { activate: false }] }), B({ chained: true, hand: ["闪"] }), B({ chained: true, hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s).map((d) => [d.victim, d.element, d.chained ?? false])).toEqual([
      [1, "ice", false],
      [2, "ice", true],
    ]);
    expect([s.player(1).chained, s.player(2).chained]).toEqual([false, false]);
    expect([hp(s, 1), hp(s, 2)]).toEqual([3, 3]);
  });
  ok("凝霜", "B chained, prevented: B stays chained, nothing is conducted", () => {
    const s = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { players: [1] }, { activate: true }, { cards: ["闪"] }] }), B({ chained: true, hand: ["闪", "桃"] }), B({ chained: true })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).chained).toBe(true);
    expect([hp(s, 1), hp(s, 2)]).toEqual([4, 4]);
    expect(s.player(1).hand).toEqual([]);
  });
  ok("凝霜", "B with armour, not prevented: the armour takes the point", () => {
    const s = board([own(["凝霜"], { hand: ["杀♣2"], agent: [{ play: { skill: "凝霜" } }, { activate: false }] }), B({ armor: 1, hand: ["闪"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1)).toMatchObject({ hp: 4, armor: 0 });
  });
});

// ---------------------------------------------------------------- 盲己丙

describe("〖绝尘〗限定技，准备阶段开始时，若你的判定区里有牌，你可废除你的判定区▶你摸X张牌（X为你以此法置入弃牌堆的牌数+1）。", () => {
  // Misbehaved as first written (fixed since): X counts nothing. The two cards go to the discard pile (a move "disable") and the judge
  // area is disabled, but one card is drawn, not three: X = 0 + 1. blind6.md 〖绝尘〗: X＝因此次废除置入弃牌堆
  // 的牌数＋1 (【乐不思蜀】 and 【闪电】 → 摸 3 张).
  ok("绝尘", "【乐不思蜀】 and 【闪电】 in the judge area: both go to the discard pile, the judge area is disabled, three cards drawn", () => {
    const s = board([own(["绝尘"], { judge: ["乐不思蜀", "闪电"], agent: [{ activate: true, skill: "绝尘" }] }), B()], { drawPile: ["桃", "闪", "无懈可击", "决斗"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(discardNames(s).sort()).toEqual(["乐不思蜀", "闪电"].sort());
    expect(s.player(0).judgeArea).toEqual([]);
    expect(s.player(0).disabledAreas).toContain("judge");
    expect(s.handNames(0)).toEqual(["桃", "闪", "无懈可击"]);
  });
  // (Misbehaved, the same fault: one card drawn, not two.)
  ok("绝尘", "one card in the judge area: two drawn", () => {
    const s = board([own(["绝尘"], { judge: ["乐不思蜀"], agent: [{ activate: true, skill: "绝尘" }] }), B()], { drawPile: ["桃", "闪", "无懈可击"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
  });
  ok("绝尘", "declined: kept (限定技 not spent), offered again at a later prepare phase", () => {
    const s = board([own(["绝尘"], { judge: ["乐不思蜀"], agent: [{ activate: false, skill: "绝尘" }, { activate: true, skill: "绝尘" }] }), B()], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "prepare");
    expect(s.player(0).disabledAreas).toEqual([]);
    expect(s.player(0).hand).toEqual([]);
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).disabledAreas).toContain("judge");
    expect(discardNames(s)).toEqual(["乐不思蜀"]);
  });
  ok("绝尘", "an empty judge area, or another's prepare phase: not offered", () => {
    const s = board([own(["绝尘"]), B()]);
    s.runPhase(0, "prepare");
    const t = board([own(["绝尘"], { judge: ["乐不思蜀"] }), B({ judge: ["闪电"] })]);
    t.runPhase(1, "prepare");
    expect(asked(s, "绝尘") || asked(t, "绝尘")).toBe(false);
  });
  ok("绝尘", "after: the owner is no legal target of a delayed trick (the only other, B cannot use 【乐不思蜀】)", () => {
    const s = board([own(["绝尘"], { judge: ["闪电"], agent: [{ activate: true, skill: "绝尘" }] }), B({ hand: ["乐不思蜀", "闪"] })], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "prepare");
    s.mark();
    // B's only choice is to end the phase (taken without asking): the 【乐不思蜀】 is not offered.
    s.runPhase(1, "play");
    expect(uses(s)).toEqual([]);
    expect(s.handNames(1)).toContain("乐不思蜀");
    expect(s.player(0).judgeArea).toEqual([]);
  });
});

describe("〖空阵〗锁定技，若你的判定区处于封印状态，你的延时锦囊牌的牌名视为【无中生有】。", () => {
  ok("空阵", "judge area disabled: a 【乐不思蜀】 in hand is used as 【无中生有】 on the owner, two drawn", () => {
    const s = board([own(["空阵"], { disabled: ["judge"], hand: ["乐不思蜀"], agent: [{ play: { card: "乐不思蜀" } }] }), B()], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ user: 0, card: "无中生有", targets: [0] }]);
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
    expect(s.player(1).judgeArea).toEqual([]);
  });
  ok("空阵", "a 【闪电】 likewise: 【无中生有】", () => {
    const s = board([own(["空阵"], { disabled: ["judge"], hand: ["闪电"], agent: [{ play: { card: "闪电" } }] }), B()], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ user: 0, card: "无中生有", targets: [0] }]);
    expect(s.player(0).hand).toHaveLength(2);
  });
  ok("空阵", "the 【无中生有】 is a normal trick: another's 【无懈可击】 offsets it, nothing drawn", () => {
    const s = board([own(["空阵"], { disabled: ["judge"], hand: ["乐不思蜀"], agent: [{ play: { card: "乐不思蜀" } }] }), B({ hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] })], { drawPile: ["桃", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("空阵", "judge area not disabled: the 【乐不思蜀】 is a 【乐不思蜀】 (put in B's judge area)", () => {
    const s = board([own(["空阵"], { hand: ["乐不思蜀"], agent: [{ play: { card: "乐不思蜀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(uses(s)).toMatchObject([{ card: "乐不思蜀", targets: [1] }]);
    expect(names(s, s.player(1).judgeArea)).toEqual(["乐不思蜀"]);
  });
  ok("空阵", "only the owner's cards: given to B, the card is 【乐不思蜀】 again, used by B on C", () => {
    const s = board([own(["空阵"], { disabled: ["judge"], hand: ["乐不思蜀"] }), B({ agent: [{ play: { card: "乐不思蜀" } }] }), B()]);
    s.run((e) => e.give(0, 1, [...s.player(0).hand]));
    s.runPhase(1, "play");
    done(s);
    expect(names(s, s.player(2).judgeArea)).toEqual(["乐不思蜀"]);
  });
});

// ---------------------------------------------------------------- 盲己丁

describe("〖炼躯〗出牌阶段限一次，你可减1点体力上限▶你加2点护甲，摸一张牌。", () => {
  ok("炼躯", "4/4, no armour: 3/3, armour 2, one card drawn; then 3 damage: armour 0, hp 2", () => {
    const s = board([own(["炼躯"], { agent: [{ play: { skill: "炼躯" } }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 3, armor: 2 });
    expect(s.handNames(0)).toEqual(["闪"]);
    s.act(1, (ctx) => ctx.damage(0, 3, { source: 1 }));
    expect(s.player(0)).toMatchObject({ hp: 2, armor: 0 });
  });
  ok("炼躯", "wounded 2/4: 2/3", () => {
    const s = board([own(["炼躯"], { hp: 2, agent: [{ play: { skill: "炼躯" } }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 2, maxHp: 3, armor: 2 });
  });
  ok("炼躯", "armour 4: up to 5 only; armour 5: none added, the card is still drawn", () => {
    const s = board([own(["炼躯"], { armor: 4, agent: [{ play: { skill: "炼躯" } }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).armor).toBe(5);
    const t = board([own(["炼躯"], { armor: 5, agent: [{ play: { skill: "炼躯" } }] }), B()], { drawPile: ["闪"] });
    t.runPhase(0, "play");
    done(t);
    expect(t.player(0)).toMatchObject({ armor: 5, maxHp: 3 });
    expect(t.handNames(0)).toEqual(["闪"]);
  });
  ok("炼躯", "限一次: not offered a second time in the phase", () => {
    const s = board([own(["炼躯"], { hand: ["杀"], agent: [{ play: { skill: "炼躯" } }, { play: { skill: "炼躯" } }] }), B()], { drawPile: ["闪"] });
    notAnOption(s);
    expect(s.player(0).maxHp).toBe(3);
  });
});

describe("〖覆甲〗结束阶段开始时，你可令一名体力值最小的角色加1点护甲▷若其不为你，你摸一张牌。", () => {
  ok("覆甲", "hp 4, 2, 2, 3: the owner picks C (seat 2, tied least): +1 armour, the owner draws one", () => {
    const s = board([own(["覆甲"], { agent: [{ activate: true, skill: "覆甲" }, { players: [2] }] }), B({ hp: 2 }), B({ hp: 2 }), B({ hp: 3 })], { drawPile: ["闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect([0, 1, 2, 3].map((p) => s.player(p).armor)).toEqual([0, 0, 1, 0]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("覆甲", "a character not of the least hp (hp 3, or the owner at 4) is no candidate", () => {
    const s = board([own(["覆甲"], { agent: [{ activate: true, skill: "覆甲" }, { players: [3] }] }), B({ hp: 2 }), B({ hp: 2 }), B({ hp: 3 })]);
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
    const t = board([own(["覆甲"], { agent: [{ activate: true, skill: "覆甲" }, { players: [0] }] }), B({ hp: 2 }), B({ hp: 2 }), B({ hp: 3 })]);
    expect(() => t.runPhase(0, "finish")).toThrow(/illegal answer/);
  });
  ok("覆甲", "the owner the least and choosing itself: +1 armour, no card drawn", () => {
    const s = board([own(["覆甲"], { hp: 2, agent: [{ activate: true, skill: "覆甲" }, { players: [0] }] }), B({ hp: 2 }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).armor).toBe(1);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("覆甲", "the only least already at armour 5 cannot gain: the other tied one is taken; all least at 5: not offered", () => {
    const s = board([own(["覆甲"], { agent: [{ activate: true, skill: "覆甲" }] }), B({ hp: 2, armor: 5 }), B({ hp: 2 })], { drawPile: ["闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect([s.player(1).armor, s.player(2).armor]).toEqual([5, 1]);
    const t = board([own(["覆甲"]), B({ hp: 2, armor: 5 }), B()]);
    t.runPhase(0, "finish");
    expect(asked(t, "覆甲")).toBe(false);
  });
  ok("覆甲", "declined: nothing; another's finish phase: not offered", () => {
    const s = board([own(["覆甲"], { agent: [{ activate: false, skill: "覆甲" }] }), B({ hp: 2 })]);
    s.runPhase(0, "finish");
    done(s);
    s.runPhase(1, "finish");
    expect(s.player(1).armor).toBe(0);
    expect(s.player(0).hand).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲己戊

describe("〖摄魂〗限定技，出牌阶段，你可减1点体力上限并选择一名其他角色▶其失去所有武将技能（→）其下回合结束前❶，其获得以此法失去的所有技能。", () => {
  // Misbehaved as first written (fixed since): the target loses nothing. The cost is paid (max hp 4 → 3) and B is chosen, but no skill
  // is lost (no 失去技能 event; B keeps 〖持衡〗〖积谷〗 — with a pack general, 盲己壬, it keeps all three): the
  // effect 其失去所有武将技能 is not carried out, so neither is the (→) return. blind6.md 〖摄魂〗; 3.5.55.
  ok("摄魂", "B loses all its general skills, the owner loses 1 max hp; B's marks and cards on its general card stay", () => {
    const s = board([own(["摄魂"], { agent: [{ play: { skill: "摄魂" } }] }), own(["持衡", "积谷"], { marks: { 记: 1 }, piles: [{ name: "星", cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).maxHp).toBe(3);
    expect(s.player(1).skills).toEqual([]);
    expect(s.player(1).marks).toEqual({ 记: 1 });
    expect(s.engine.state.pile(1, "星")).toHaveLength(1);
  });
  // (Misbehaved, the same fault: B keeps its skills, and 〖持衡〗 is offered at its finish phase.)
  // Still misbehaved after the fix of 其失去所有武将技能, until 以此法失去的 was read through a predicate's clause.
  ok("摄魂", "B's skills come back at its next turn's 回合结束前❶: none in its turn (no 〖持衡〗 at its finish phase), all after", () => {
    const s = board([own(["摄魂"], { agent: [{ play: { skill: "摄魂" } }] }), own(["持衡", "积谷"], { hp: 3 })], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    s.mark();
    s.runTurn(1);
    expect(asked(s, "持衡")).toBe(false);
    expect([...s.player(1).skills].sort()).toEqual(["持衡", "积谷"].sort());
    const es = s.entries();
    const finish = es.findIndex((e) => e.t === "phase" && e.phase === "finish");
    const gain = es.findIndex((e) => e.t === "skills" && e.player === 1 && e.change === "gain");
    expect(finish).toBeGreaterThanOrEqual(0);
    expect(gain).toBeGreaterThan(finish);
  });
  // (Misbehaved, the same fault.)
  ok("摄魂", "not at the end of the owner's own turn: B has no skills after the turn in which it was chosen", () => {
    const s = board([own(["摄魂"], { agent: [{ play: { skill: "摄魂" } }] }), own(["持衡"])], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.player(1).skills).toEqual([]);
  });
  // (Misbehaved, the same fault: C, chosen, keeps 〖积谷〗.)
  ok("摄魂", "the owner chooses among the others: C chosen loses its skills, B keeps its own", () => {
    const s = board([own(["摄魂"], { agent: [{ play: { skill: "摄魂" } }, { players: [2] }] }), own(["持衡"]), own(["积谷"])]);
    s.runPhase(0, "play");
    done(s);
    expect([s.player(1).skills, s.player(2).skills]).toEqual([["持衡"], []]);
  });
  ok("摄魂", "the owner itself is no candidate", () => {
    const t = board([own(["摄魂"], { agent: [{ play: { skill: "摄魂" } }, { players: [0] }] }), own(["持衡"]), own(["积谷"])]);
    expect(() => t.runPhase(0, "play")).toThrow(/illegal answer/);
  });
  ok("摄魂", "限定技: not offered in a later play phase", () => {
    const s = board([own(["摄魂"], { hand: ["杀"], agent: [{ play: { skill: "摄魂" } }, { play: "end" }, { play: { skill: "摄魂" } }] }), own(["持衡"])]);
    s.runPhase(0, "play");
    notAnOption(s);
    expect(s.player(0).maxHp).toBe(3);
  });
});

describe("〖归墟〗觉醒技，准备阶段开始时，若你的体力上限不大于2，你失去所有武将技能，加2点体力上限，回复2点体力，获得〖太虚〗。", () => {
  ok("归墟", "max hp 2, hp 1: 〖摄魂〗 and 〖归墟〗 lost, 3/4, 〖太虚〗 gained, without asking", () => {
    const s = board([{ general: "盲己戊", maxHp: 2, hp: 1 }, B()]);
    expect(s.player(0).skills).toEqual(["摄魂", "归墟"]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 4 });
    expect(s.player(0).skills).toEqual(["太虚"]);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate")).toBe(false);
  });
  ok("归墟", "max hp 2, unwounded: 4/4 (the recovery is what it can)", () => {
    const s = board([{ general: "盲己戊", maxHp: 2, hp: 2 }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0)).toMatchObject({ hp: 4, maxHp: 4 });
  });
  ok("归墟", "every general skill is lost, one given otherwise too (〖持衡〗)", () => {
    const s = board([{ general: "盲己戊", maxHp: 2, hp: 1, skills: ["摄魂", "归墟", "持衡"] }, B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0).skills).toEqual(["太虚"]);
  });
  ok("归墟", "max hp 3: nothing; another's prepare phase: nothing", () => {
    const s = board([{ general: "盲己戊", hp: 1 }, B()]);
    s.runPhase(0, "prepare");
    const t = board([{ general: "盲己戊", maxHp: 2, hp: 1 }, B()]);
    t.runPhase(1, "prepare");
    expect([s.player(0).maxHp, t.player(0).maxHp]).toEqual([3, 2]);
    expect(s.player(0).skills.concat(t.player(0).skills)).not.toContain("太虚");
  });
  ok("归墟", "with 〖摄魂〗: its cost brings max hp 3 to 2, and the next prepare phase awakens it", () => {
    const s = board([{ general: "盲己戊", agent: [{ play: { skill: "摄魂" } }] }, own(["持衡"])]);
    s.runPhase(0, "play");
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 4, maxHp: 4 });
    expect(s.player(0).skills).toEqual(["太虚"]);
  });
});

// ---------------------------------------------------------------- 盲己庚

describe("〖仁泽〗①出牌阶段限一次，你可将至少一张手牌置入仁道▶你摸一张牌。②当你的牌于你的回合外因弃置而移至弃牌堆前❷，你可将此次移动的目标区域改为仁道。③结束阶段开始时，你可令至多X名角色各获得仁道里的一张牌（X为仁道里的牌数的一半）。", () => {
  ok("仁泽", "① two hand cards of the owner's choice go into 仁道, then one card is drawn", () => {
    const s = board([own(["仁泽"], { hand: ["杀", "闪", "无懈可击"], agent: [{ play: { skill: "仁泽" } }, { cards: ["杀", "闪"] }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(rendao(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.handNames(0).sort()).toEqual(["无懈可击", "闪"].sort());
  });
  ok("仁泽", "① overflow: 5 in 仁道 and 3 put on top: the 2 at the bottom go to the discard pile, 6 stay", () => {
    const s = board([own(["仁泽"], { hand: ["杀", "杀", "杀"], agent: [{ play: { skill: "仁泽" } }, { cards: ["杀", "杀", "杀"] }] }), B()], {
      drawPile: ["闪"],
      publicPiles: [{ area: "benevolence", cards: ["无懈可击", "决斗", "南蛮入侵", "过河拆桥", "顺手牵羊"] }],
    });
    s.runPhase(0, "play");
    expect(rendao(s)).toHaveLength(6);
    expect(rendao(s).filter((n) => n === "杀")).toHaveLength(3);
    expect(discardNames(s).sort()).toEqual(["过河拆桥", "顺手牵羊"].sort());
  });
  ok("仁泽", "① at least one card: a single one is enough; 限一次; no hand card: not offered", () => {
    const s = board([own(["仁泽"], { hand: ["杀", "闪"], agent: [{ play: { skill: "仁泽" } }, { cards: ["闪"] }, { play: { skill: "仁泽" } }] }), B()], { drawPile: ["桃"] });
    notAnOption(s);
    expect(rendao(s)).toEqual(["闪"]);
    const t = board([own(["仁泽"], { equipment: ["赤兔"] }), B()]);
    t.runPhase(0, "play");
    expect(skillsUsed(t)).toEqual([]);
  });
  ok("仁泽", "② B's 【过河拆桥】 in B's turn discards the owner's card: the owner sends it to 仁道 instead", () => {
    const s = board([own(["仁泽"], { hand: ["闪"], agent: [{ activate: true, skill: "仁泽" }] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(rendao(s)).toEqual(["闪"]);
    expect(discardNames(s)).toEqual(["过河拆桥"]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("仁泽", "② an equipped card discarded outside the owner's turn: offered too; declined: it goes to the discard pile", () => {
    const s = board([own(["仁泽"], { equipment: ["赤兔"], agent: [{ activate: false, skill: "仁泽" }] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(rendao(s)).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["过河拆桥", "赤兔"].sort());
  });
  ok("仁泽", "② the owner's own discard-phase discards (its turn): not offered", () => {
    const s = board([own(["仁泽"], { hp: 1, hand: ["杀", "闪", "桃"], agent: [{ cards: ["杀", "闪"] }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(asked(s, "仁泽")).toBe(false);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
  });
  ok("仁泽", "② another's card discarded: not offered", () => {
    const s = board([own(["仁泽"], { hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] }), B({ hand: ["闪"] }), B()], { current: 0 });
    s.runPhase(0, "play");
    expect(asked(s, "仁泽")).toBe(false);
  });
  ok("仁泽", "③ 5 in 仁道, X = 2: the owner and B each gain the card they choose, from the owner on", () => {
    const s = board([own(["仁泽"], { agent: [{ activate: true, skill: "仁泽" }, { players: [0, 1] }, { cards: ["桃"] }] }), B({ agent: [{ cards: ["决斗"] }] }), B()], {
      publicPiles: [{ area: "benevolence", cards: ["无懈可击", "决斗", "南蛮入侵", "桃", "闪"] }],
    });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["决斗"]);
    expect(rendao(s).sort()).toEqual(["无懈可击", "南蛮入侵", "闪"].sort());
  });
  ok("仁泽", "③ 至多X: with 5 in 仁道 three characters cannot be chosen", () => {
    const s = board([own(["仁泽"], { agent: [{ activate: true, skill: "仁泽" }, { players: [0, 1, 2] }] }), B(), B()], {
      publicPiles: [{ area: "benevolence", cards: ["无懈可击", "决斗", "南蛮入侵", "桃", "闪"] }],
    });
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
  });
  ok("仁泽", "③ 仁道 empty: not offered", () => {
    const t = board([own(["仁泽"]), B()]);
    t.runPhase(0, "finish");
    expect(asked(t, "仁泽")).toBe(false);
  });
  // Misbehaved as first written (fixed since): with one card in 仁道 (X = [1/2] = 0) ③ is offered, and activated it does nothing.
  // blind6.md 〖仁泽〗③: X 为 0（仁道里不足两张）则不能发动 (至多0名 cannot be carried out, 3.4.17; a skill
  // without cost whose effects all cannot be carried out cannot be activated, 原则三).
  ok("仁泽", "③ one card in 仁道 (X = 0): not offered", () => {
    const s = board([own(["仁泽"]), B()], { publicPiles: [{ area: "benevolence", cards: ["桃"] }] });
    s.runPhase(0, "finish");
    expect(asked(s, "仁泽")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲己辛

describe("〖遁形〗锁定技，若你的装备区里没有坐骑牌，其他角色至你的距离视为X（X为角色数的一半）。", () => {
  ok("遁形", "5 characters, X = 2: every other is at distance 2 from the owner; the owner's own distances unchanged", () => {
    const s = board([own(["遁形"]), B(), B(), B(), B()]);
    expect([1, 2, 3, 4].map((p) => s.view.distance(p, 0))).toEqual([2, 2, 2, 2]);
    expect([1, 2, 3, 4].map((p) => s.view.distance(0, p))).toEqual([1, 2, 2, 1]);
  });
  ok("遁形", "3 characters: X = 1; 4: X = 2; 6: X = 3", () => {
    const three = board([own(["遁形"]), B(), B()]);
    const four = board([own(["遁形"]), B(), B(), B()]);
    const six = board([own(["遁形"]), B(), B(), B(), B(), B()]);
    expect([1, 2].map((p) => three.view.distance(p, 0))).toEqual([1, 1]);
    expect([1, 2, 3].map((p) => four.view.distance(p, 0))).toEqual([2, 2, 2]);
    expect([1, 2, 3, 4, 5].map((p) => six.view.distance(p, 0))).toEqual([3, 3, 3, 3, 3]);
  });
  ok("遁形", "视为X overrides other modifiers: an other with 【赤兔】 is still at distance 2 (5 characters)", () => {
    const s = board([own(["遁形"]), B(), B({ equipment: ["赤兔"] }), B(), B()]);
    expect(s.view.distance(2, 0)).toBe(2);
    expect(s.view.distance(1, 0)).toBe(2);
  });
  ok("遁形", "a mount in the owner's equipment area (【的卢】 or 【赤兔】): no effect", () => {
    const s = board([own(["遁形"], { equipment: ["的卢"] }), B(), B(), B(), B()]);
    expect([1, 2].map((p) => s.view.distance(p, 0))).toEqual([2, 3]);
    const t = board([own(["遁形"], { equipment: ["赤兔"] }), B(), B(), B(), B()]);
    expect([1, 2].map((p) => t.view.distance(p, 0))).toEqual([1, 2]);
  });
  ok("遁形", "the dead do not count: 6 characters (X = 3), one dies: X = 2", () => {
    const s = board([own(["遁形"], { role: "lord" }), B({ role: "rebel" }), B({ role: "rebel", hp: 1 }), B({ role: "loyalist" }), B({ role: "rebel" }), B({ role: "renegade" })]);
    expect(s.view.distance(1, 0)).toBe(3);
    s.act(1, (ctx) => ctx.loseHp(2, 1));
    expect(s.player(2).alive).toBe(false);
    expect([1, 3, 4, 5].map((p) => s.view.distance(p, 0))).toEqual([2, 2, 2, 2]);
  });
  ok("遁形", "the attack range uses it: a neighbour without weapon cannot 【杀】 the owner (5 characters)", () => {
    const s = board([own(["遁形"]), B({ hand: ["杀"] }), B(), B(), B()]);
    expect(s.view.inAttackRange(1, 0)).toBe(false);
    expect(s.view.isLegalTargetOf(1, "杀", 0)).toBe(false);
    const t = board([own(["遁形"]), B({ equipment: ["青釭剑"] }), B(), B(), B()]);
    expect(t.view.inAttackRange(1, 0)).toBe(true);
  });
});

describe("〖邻援〗每回合限一次，当与你相邻的一名其他角色受到伤害后，你可将一张手牌交给其▶其将手牌补至X张（X为其体力上限）。", () => {
  ok("邻援", "B (a neighbour, max hp 4, 1 hand card) damaged: the owner gives it one card, B draws up to 4", () => {
    const s = board([own(["邻援"], { hand: ["闪"], agent: [{ activate: true, skill: "邻援" }] }), B({ hand: ["杀"] }), B(), B()], { drawPile: ["桃", "无懈可击", "决斗"] });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(s.handNames(1).sort()).toEqual(["杀", "闪", "桃", "无懈可击"].sort());
    expect(s.player(0).hand).toEqual([]);
  });
  ok("邻援", "the owner chooses which hand card to give; the other neighbour (seat 3) is adjacent too", () => {
    const s = board([own(["邻援"], { hand: ["闪", "桃"], agent: [{ activate: true, skill: "邻援" }, { cards: ["桃"] }] }), B(), B(), B()], { drawPile: ["杀", "杀", "杀"] });
    s.act(2, (ctx) => ctx.damage(3, 1, { source: 2 }));
    done(s);
    expect(s.handNames(3).sort()).toEqual(["杀", "杀", "杀", "桃"].sort());
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("邻援", "a character not adjacent (seat 2 of 4), the owner itself, or the owner without hand cards: not offered", () => {
    const s = board([own(["邻援"], { hand: ["闪"] }), B(), B(), B()]);
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    const t = board([own(["邻援"], { equipment: ["赤兔"] }), B(), B(), B()]);
    t.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "邻援") || asked(t, "邻援")).toBe(false);
  });
  ok("邻援", "adjacency is among the living: seat 1 dead, seat 2 is the owner's neighbour", () => {
    const s = board([own(["邻援"], { role: "lord", hand: ["闪"], agent: [{ activate: true, skill: "邻援" }] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" }), B({ role: "renegade" })], { drawPile: ["杀", "杀", "杀"] });
    s.act(3, (ctx) => ctx.loseHp(1, 1));
    expect(s.player(1).alive).toBe(false);
    s.act(3, (ctx) => ctx.damage(2, 1, { source: 3 }));
    done(s);
    expect(s.player(2).hand).toHaveLength(4);
  });
  ok("邻援", "B already at its max hp in hand: the card is given, nothing drawn", () => {
    const s = board([own(["邻援"], { hand: ["闪"], agent: [{ activate: true, skill: "邻援" }] }), B({ hand: ["杀", "杀", "杀", "杀"] }), B()]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    done(s);
    expect(s.player(1).hand).toHaveLength(5);
  });
  ok("邻援", "每回合限一次: B damaged twice in C's play phase, offered once", () => {
    const s = board(
      [own(["邻援"], { hand: ["闪", "桃"], agent: [{ activate: true, skill: "邻援" }, { cards: ["桃"] }] }), B(), B({ hand: ["杀", "杀"], equipment: ["诸葛连弩"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }] })],
      { drawPile: ["无懈可击", "无懈可击", "无懈可击", "无懈可击"] },
    );
    s.runPhase(2, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(skillsUsed(s).filter((k) => k === "邻援")).toHaveLength(1);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("邻援", "B killed by the damage: not offered", () => {
    const s = board([own(["邻援"], { role: "lord", hand: ["闪"] }), B({ role: "rebel", hp: 1 }), B({ role: "rebel" }), B({ role: "loyalist" }), B({ role: "renegade" })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(s.player(1).alive).toBe(false);
    expect(asked(s, "邻援")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲己壬

describe("〖积谷〗锁定技，你的手牌上限为X（X=max{你的体力值,你已损失的体力值}）。", () => {
  ok("积谷", "max hp 3: hp 3 → 3, hp 2 → 2, hp 1 → 2; max hp 5, hp 1 → 4", () => {
    const at = (hp: number, maxHp = 3) => board([own(["积谷"], { hp, maxHp }), B()]).view.handLimit(0);
    expect([at(3), at(2), at(1), at(1, 5)]).toEqual([3, 2, 2, 4]);
  });
  ok("积谷", "the discard phase keeps X: hp 1/3 holding four cards discards two", () => {
    const s = board([own(["积谷"], { hp: 1, maxHp: 3, hand: ["杀", "杀", "闪", "桃"], agent: [{ cards: ["杀", "杀"] }] }), B()]);
    s.runPhase(0, "discard");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
  });
  ok("积谷", "it follows the hp at once: 3/3 → 3, after 2 lost → 2 (max{1,2})", () => {
    const s = board([own(["积谷"], { maxHp: 3 }), B()]);
    expect(s.view.handLimit(0)).toBe(3);
    s.act(1, (ctx) => ctx.loseHp(0, 2));
    expect(s.view.handLimit(0)).toBe(2);
  });
});

describe("〖储粮〗摸牌阶段，你可令额定摸牌数-X（X∈[1,min{2,你的额定摸牌数}]）▶（→）此回合的结束阶段开始时，你摸Y张牌（Y=X*2）。", () => {
  // The X options are offered in order (options "1", "2"): { option: 0 } is X = 1, { option: 1 } X = 2.
  ok("储粮", "X = 2: nothing drawn in the draw phase; four cards at this turn's finish phase", () => {
    const s = board([own(["储粮"], { agent: [{ activate: true, skill: "储粮" }, { option: 1 }] }), B()], { drawPile: ["闪", "闪", "闪", "闪", "杀"] });
    s.runTurn(0);
    done(s);
    expect(s.handNames(0)).toEqual(["闪", "闪", "闪", "闪"]);
    const draws = s.entries().flatMap((e) => (e.t === "move" && e.reason === "draw" ? [e.cards.length] : []));
    expect(draws).toEqual([4]);
  });
  ok("储粮", "X = 1: one card in the draw phase, two at the finish phase", () => {
    const s = board([own(["储粮"], { agent: [{ activate: true, skill: "储粮" }, { option: 0 }] }), B()], { drawPile: ["闪", "闪", "闪", "杀"] });
    s.runTurn(0);
    done(s);
    const draws = s.entries().flatMap((e) => (e.t === "move" && e.reason === "draw" ? [e.cards.length] : []));
    expect(draws).toEqual([1, 2]);
  });
  ok("储粮", "X is 1 or 2 only", () => {
    const s = board([own(["储粮"], { agent: [{ activate: true, skill: "储粮" }, { option: 2 }] }), B()]);
    expect(() => s.runTurn(0)).toThrow();
  });
  ok("储粮", "declined: two drawn, nothing at the finish phase", () => {
    const s = board([own(["储粮"], { agent: [{ activate: false, skill: "储粮" }] }), B()], { drawPile: ["闪", "闪", "闪", "杀"] });
    s.runTurn(0);
    done(s);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
  ok("储粮", "the delayed draw belongs to this turn: not at a later finish phase", () => {
    const s = board([own(["储粮"], { agent: [{ activate: true, skill: "储粮" }, { option: 1 }, { activate: false, skill: "储粮" }, { cards: ["闪", "闪"] }] }), B()], { drawPile: ["闪", "闪", "闪", "闪", "闪", "闪", "闪", "闪", "闪", "闪"] });
    s.runTurn(0);
    s.mark();
    s.runTurn(0);
    done(s);
    const draws = s.entries().flatMap((e) => (e.t === "move" && e.reason === "draw" ? [e.cards.length] : []));
    expect(draws).toEqual([2]);
  });
  ok("储粮", "another's draw phase: not offered", () => {
    const s = board([own(["储粮"]), B()]);
    s.runPhase(1, "draw");
    expect(asked(s, "储粮")).toBe(false);
  });
});

describe("〖惜时〗结束阶段开始时，你可重铸至多X张牌（X=mid{1,你于此回合内使用过的牌数,3}）。", () => {
  ok("惜时", "nothing used (X = 1): one card of the owner's choice recast — into the discard pile, one drawn", () => {
    const s = board([own(["惜时"], { hand: ["杀", "闪"], agent: [{ activate: true, skill: "惜时" }, { cards: ["杀"] }] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "finish");
    done(s);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
  });
  ok("惜时", "X = 1: two cards cannot be recast", () => {
    const s = board([own(["惜时"], { hand: ["杀", "闪"], agent: [{ activate: true, skill: "惜时" }, { cards: ["杀", "闪"] }] }), B()]);
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
  });
  ok("惜时", "two cards used this turn (a 【杀】 and a 【桃】): X = 2, two recast", () => {
    const s = board(
      [own(["惜时"], { hp: 3, hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }, { play: { card: "桃" } }, { activate: true, skill: "惜时" }, { cards: ["闪", "闪"] }] }), B()],
      { drawPile: ["闪", "闪", "无懈可击", "无懈可击"] },
    );
    s.runTurn(0);
    done(s);
    expect(s.handNames(0)).toEqual(["无懈可击", "无懈可击"]);
  });
  ok("惜时", "two used: three cannot be recast", () => {
    const s = board(
      [own(["惜时"], { hp: 3, hand: ["杀", "桃", "闪"], agent: [{ play: { card: "杀" } }, { play: { card: "桃" } }, { activate: true, skill: "惜时" }, { cards: ["闪", "闪", "闪"] }] }), B()],
      { drawPile: ["闪", "闪", "无懈可击", "无懈可击", "无懈可击"] },
    );
    expect(() => s.runTurn(0)).toThrow(/illegal answer/);
  });
  ok("惜时", "an equipped card may be recast", () => {
    const s = board([own(["惜时"], { equipment: ["赤兔"], agent: [{ activate: true, skill: "惜时" }] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "finish");
    done(s);
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("惜时", "no card: not offered; declined: nothing; another's finish phase: not offered", () => {
    const s = board([own(["惜时"]), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["惜时"], { hand: ["杀"] }), B({ hand: ["闪"] })]);
    t.runPhase(1, "finish");
    expect(asked(s, "惜时") || asked(t, "惜时")).toBe(false);
    const u = board([own(["惜时"], { hand: ["杀"], agent: [{ activate: false, skill: "惜时" }] }), B()]);
    u.runPhase(0, "finish");
    done(u);
    expect(u.handNames(0)).toEqual(["杀"]);
  });
});

// ---------------------------------------------------------------- 盲己癸

describe("〖倾囊〗出牌阶段限一次，若“辎”数不小于2，你可将所有“辎”交给一名异性角色▶你回复1点体力，其摸一张牌。", () => {
  const ZI = (cards: string[]) => ({ publicPiles: [{ area: "granary" as const, name: "辎", cards }], drawPile: ["无懈可击"] });
  // Misbehaved as first written (fixed since): never offered with two “辎” in 仓廪 (set up in the scenario, or put there by the owner
  // itself as “辎”): the play phase offers only its end. It counts and gives cards named “辎” on or beside
  // the owner's general card instead (with two there it is offered and gives them). The “辎” of this pack
  // are 仓廪's (〖屯辎〗①: 扣置入仓廪（均称为“辎”…）; blind6.md 〖倾囊〗: 仓廪里“辎”至少 2 张, 3.3.18).
  ok("倾囊", "two “辎”, the owner (female) 2/4: both go to the male B, the owner recovers 1, B draws one", () => {
    const s = board([{ ...own(["倾囊"], { hp: 2, agent: [{ play: { skill: "倾囊" } }] }), general: "白板女" }, B()], ZI(["桃", "闪"]));
    s.runPhase(0, "play");
    done(s);
    expect(zi(s)).toEqual([]);
    expect(s.handNames(1).sort()).toEqual(["无懈可击", "桃", "闪"].sort());
    expect(hp(s, 0)).toBe(3);
  });
  // (Misbehaved, the same fault: not offered.)
  ok("倾囊", "a female character is no candidate (the male one is taken); no opposite-sex character: not offered", () => {
    const s = board([{ ...own(["倾囊"], { hp: 2, agent: [{ play: { skill: "倾囊" } }] }), general: "白板女" }, B({ general: "白板女" }), B()], ZI(["桃", "闪"]));
    s.runPhase(0, "play");
    done(s);
    expect(s.player(1).hand).toEqual([]);
    expect(s.player(2).hand).toHaveLength(3);
    const t = board([{ ...own(["倾囊"], { hp: 2 }), general: "白板女" }, B({ general: "白板女" })], ZI(["桃", "闪"]));
    t.runPhase(0, "play");
    expect(skillsUsed(t)).toEqual([]);
  });
  // (Misbehaved, the same fault: not offered.)
  ok("倾囊", "a male owner gives to a female character", () => {
    const s = board([own(["倾囊"], { hp: 2, agent: [{ play: { skill: "倾囊" } }] }), B(), B({ general: "白板女" })], ZI(["桃", "闪"]));
    s.runPhase(0, "play");
    done(s);
    expect(s.player(2).hand).toHaveLength(3);
  });
  // (Misbehaved, the same fault: not offered.)
  ok("倾囊", "unwounded: may still give (the cost), nothing recovered, B draws", () => {
    const s = board([{ ...own(["倾囊"], { agent: [{ play: { skill: "倾囊" } }] }), general: "白板女" }, B()], ZI(["桃", "闪"]));
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(s.player(1).hand).toHaveLength(3);
  });
  ok("倾囊", "one “辎” only: not offered", () => {
    const s = board([{ ...own(["倾囊"], { hp: 2 }), general: "白板女" }, B()], ZI(["桃"]));
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
    expect(zi(s)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- 盲己子

describe("〖蛰居〗回合开始后❷，若你已受伤，你可终止此回合▶你回复1点体力。", () => {
  ok("蛰居", "wounded: the turn ends at once (no phase), 1 hp recovered", () => {
    const s = board([own(["蛰居"], { hp: 3, agent: [{ activate: true, skill: "蛰居" }] }), B()]);
    s.runTurn(0);
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(phases(s)).toEqual([]);
    expect(turns(s)).toEqual([0]);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("蛰居", "unwounded: not offered, the turn is played; declined: the turn is played", () => {
    const s = board([own(["蛰居"]), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    expect(asked(s, "蛰居")).toBe(false);
    expect(phases(s)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
    const t = board([own(["蛰居"], { hp: 3, agent: [{ activate: false, skill: "蛰居" }] }), B()], { drawPile: ["闪", "闪"] });
    t.runTurn(0);
    done(t);
    expect(phases(t)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
    expect(hp(t, 0)).toBe(3);
  });
  ok("蛰居", "face down: the turn ends before 回合开始后❺, so the general card stays face down", () => {
    const s = board([own(["蛰居"], { hp: 3, faceDown: true, agent: [{ activate: true, skill: "蛰居" }] }), B()]);
    s.runTurn(0);
    done(s);
    expect(s.player(0).faceUp).toBe(false);
    expect(hp(s, 0)).toBe(4);
  });
  ok("蛰居", "a 【乐不思蜀】 in the judge area is not judged and stays", () => {
    const s = board([own(["蛰居"], { hp: 3, judge: ["乐不思蜀"], agent: [{ activate: true, skill: "蛰居" }] }), B()]);
    s.runTurn(0);
    done(s);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(names(s, s.player(0).judgeArea)).toEqual(["乐不思蜀"]);
  });
  ok("蛰居", "another's turn: not offered", () => {
    const s = board([own(["蛰居"], { hp: 3 }), B({ hp: 3 })], { drawPile: ["闪", "闪"] });
    s.runTurn(1);
    expect(asked(s, "蛰居")).toBe(false);
  });
});

// ---------------------------------------------------------------- 盲己寅

describe("〖吊祭〗当一名角色死亡后，若你是其下家，你可加1点体力上限▷你回复1点体力，复原。", () => {
  const FIVE = (ownerSeat: number, ownerMore: Record<string, unknown>, extra: Record<number, Record<string, unknown>> = {}) =>
    (["lord", "rebel", "loyalist", "rebel", "renegade"] as const).map((role, seat) =>
      seat === ownerSeat ? own(["吊祭"], { role, ...ownerMore }) : B({ role, ...(seat === 1 ? { hp: 1 } : {}), ...(extra[seat] ?? {}) }),
    );
  ok("吊祭", "seat 1 dies; the owner at seat 2 (its 下家), face down and chained, 3/4: 4/5, face up, reset", () => {
    const s = board(FIVE(2, { hp: 3, faceDown: true, chained: true, agent: [{ activate: true, skill: "吊祭" }] }));
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(1).alive).toBe(false);
    expect(s.player(2)).toMatchObject({ hp: 4, maxHp: 5, faceUp: true, chained: false });
  });
  ok("吊祭", "unwounded, face up: 5/5 after (the max hp, then the recovery); 复原 has nothing to do", () => {
    const s = board(FIVE(2, { agent: [{ activate: true, skill: "吊祭" }] }));
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(2)).toMatchObject({ hp: 5, maxHp: 5, faceUp: true });
  });
  ok("吊祭", "not the 下家 (the owner at seat 3): not offered", () => {
    const s = board(FIVE(3, {}));
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    expect(s.player(1).alive).toBe(false);
    expect(asked(s, "吊祭")).toBe(false);
  });
  ok("吊祭", "the 下家 skips the dead: seat 2 already dead, the owner at seat 3 is seat 1's 下家", () => {
    const s = board(FIVE(3, { agent: [{ activate: true, skill: "吊祭" }, { activate: true, skill: "吊祭" }] }, { 2: { hp: 1 } }));
    s.act(0, (ctx) => ctx.loseHp(2, 1));
    expect(s.player(2).alive).toBe(false);
    expect(s.player(3).maxHp).toBe(5);
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(3).maxHp).toBe(6);
  });
  ok("吊祭", "declined: nothing changes", () => {
    const s = board(FIVE(2, { hp: 3, faceDown: true, agent: [{ activate: false, skill: "吊祭" }] }));
    s.act(0, (ctx) => ctx.loseHp(1, 1));
    done(s);
    expect(s.player(2)).toMatchObject({ hp: 3, maxHp: 4, faceUp: false });
  });
});

// ---------------------------------------------------------------- 盲己卯

describe("〖吟啸〗转换技，当牌被打出时，若打出者为你，阳：你可摸一张牌；阴：若当前回合角色不为你，你可弃置其一张牌。", () => {
  ok("吟啸", "阳: the owner plays a 【杀】 in B's 【决斗】: draws one; the state turns 阴", () => {
    const s = board([own(["吟啸"], { hand: ["杀"], agent: [{ respond: "杀" }, { activate: true, skill: "吟啸" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })], { drawPile: ["闪"] });
    expect(s.engine.switchState(0, "吟啸")).toBe("yang");
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.engine.switchState(0, "吟啸")).toBe("yin");
    expect(hp(s, 1)).toBe(3);
  });
  ok("吟啸", "阴 in B's turn: the owner discards one of B's cards (its choice); the state turns 阳", () => {
    const s = board([own(["吟啸"], { hand: ["杀"], agent: [{ respond: "杀" }, { activate: true, skill: "吟啸" }, { cards: ["赤兔"] }] }), B({ hand: ["决斗", "桃"], equipment: ["赤兔"], agent: [{ play: { card: "决斗" } }, { play: "end" }] })]);
    s.engine.setSwitchState(0, "吟啸", "yin");
    s.runPhase(1, "play");
    done(s);
    expect(discardNames(s)).toContain("赤兔");
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.engine.switchState(0, "吟啸")).toBe("yang");
  });
  ok("吟啸", "two 【杀】 played in one 【决斗】: the first draws (→阴), the second discards B's card (→阳)", () => {
    const s = board(
      [own(["吟啸"], { hand: ["杀", "杀"], agent: [{ respond: "杀" }, { activate: true, skill: "吟啸" }, { respond: "杀" }, { activate: true, skill: "吟啸" }] }), B({ hand: ["决斗", "杀", "桃"], agent: [{ play: { card: "决斗" } }, { respond: "杀" }] })],
      { drawPile: ["闪"] },
    );
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.player(1).hand).toEqual([]);
    expect(hp(s, 1)).toBe(3);
    expect(s.engine.switchState(0, "吟啸")).toBe("yang");
  });
  ok("吟啸", "阴 in the owner's own turn: not offered, the state stays 阴", () => {
    const s = board([own(["吟啸"], { hand: ["决斗", "杀"], agent: [{ play: { card: "决斗" } }, { respond: "杀" }] }), B({ hand: ["杀", "闪"], agent: [{ respond: "杀" }] })]);
    s.engine.setSwitchState(0, "吟啸", "yin");
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "吟啸")).toBe(false);
    expect(s.engine.switchState(0, "吟啸")).toBe("yin");
    expect(hp(s, 1)).toBe(3);
  });
  ok("吟啸", "阴, the current-turn character without cards: not offered, the state stays 阴", () => {
    const s = board([own(["吟啸"], { hand: ["杀"], agent: [{ respond: "杀" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.engine.setSwitchState(0, "吟啸", "yin");
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "吟啸")).toBe(false);
    expect(s.engine.switchState(0, "吟啸")).toBe("yin");
    expect(hp(s, 1)).toBe(3);
  });
  ok("吟啸", "using is not playing: a 【闪】 used against B's 【杀】 offers nothing", () => {
    const s = board([own(["吟啸"], { hand: ["闪"], agent: [{ respond: "闪" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(asked(s, "吟啸")).toBe(false);
    expect(s.engine.switchState(0, "吟啸")).toBe("yang");
  });
  ok("吟啸", "阳 declined: nothing drawn, the state stays 阳", () => {
    const s = board([own(["吟啸"], { hand: ["杀"], agent: [{ respond: "杀" }, { activate: false, skill: "吟啸" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(s.engine.switchState(0, "吟啸")).toBe("yang");
  });
  ok("吟啸", "another's play offers nothing (打出者为你)", () => {
    const s = board([own(["吟啸"], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }), B({ hand: ["杀"], agent: [{ respond: "杀" }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(asked(s, "吟啸")).toBe(false);
  });
});

describe("〖横刀〗当你需要打出【杀】时❷，若你的装备区里有武器牌，你可将你装备区里的武器牌置于牌堆顶▶你打出无对应的实体牌的【杀】。", () => {
  ok("横刀", "B's 【决斗】: the owner puts its 【青釭剑】 on top of the draw pile and plays a card-less 【杀】; B has none and is hurt", () => {
    const s = board([own(["横刀"], { equipment: ["青釭剑"], agent: [{ activate: true, skill: "横刀" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(plays(s)).toMatchObject([{ player: 0, card: "杀", cards: [] }]);
    expect(top(s)).toBe("青釭剑");
    expect(s.player(0).equipment).toEqual({});
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1 }]);
  });
  ok("横刀", "declined: the owner plays nothing and is hurt, the weapon stays", () => {
    const s = board([own(["横刀"], { equipment: ["青釭剑"], agent: [{ activate: false, skill: "横刀" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(equipNames(s, 0)).toEqual(["青釭剑"]);
  });
  ok("横刀", "【南蛮入侵】 needs a 【杀】 played too: offered", () => {
    const s = board([own(["横刀"], { equipment: ["寒冰剑"], agent: [{ activate: true, skill: "横刀" }] }), B({ hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(top(s)).toBe("寒冰剑");
  });
  ok("横刀", "no weapon (a mount only): not offered", () => {
    const s = board([own(["横刀"], { equipment: ["赤兔"] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "横刀")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
  ok("横刀", "a 【杀】 to be used (【借刀杀人】), not played: not offered", () => {
    const s = board([own(["横刀"], { equipment: ["青釭剑"] }), B({ hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] }), B()], { current: 1 });
    s.runPhase(1, "play");
    expect(asked(s, "横刀")).toBe(false);
    expect(damages(s)).toEqual([]);
  });
  ok("横刀", "against 〖无双〗's two 【杀】: the first by 〖横刀〗, the second cannot (the weapon is gone)", () => {
    const s = board([own(["横刀"], { equipment: ["青釭剑"], agent: [{ activate: true, skill: "横刀" }] }), own(["无双"], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(plays(s)).toHaveLength(1);
    expect(hp(s, 0)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲己辰

describe("〖拾锦〗结束阶段开始时，若你于此回合内未使用过锦囊牌，你可获得弃牌堆里的一张锦囊牌。", () => {
  ok("拾锦", "the only trick in the discard pile (with a basic card there): gained", () => {
    const s = board([own(["拾锦"], { agent: [{ activate: true, skill: "拾锦" }] }), B({ hand: ["过河拆桥", "杀"] })]);
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["过河拆桥"]);
    expect(discardNames(s)).toEqual(["杀"]);
  });
  // Misbehaved as first written (fixed since): with two tricks in the discard pile the owner is asked which one to gain. 004 3.8.25
  // (弃牌堆里的一张……牌: 从……所有其能操作的……牌中随机操作一张) and blind6.md 〖拾锦〗: the system picks at random.
  ok("拾锦", "two tricks there: one of them at random, the owner is not asked which", () => {
    const s = board([own(["拾锦"], { agent: [{ activate: true, skill: "拾锦" }] }), B({ hand: ["过河拆桥", "无懈可击", "杀"] })]);
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(1);
    expect(["过河拆桥", "无懈可击"]).toContain(s.handNames(0)[0]);
  });
  ok("拾锦", "no trick in the discard pile: not offered", () => {
    const s = board([own(["拾锦"]), B({ hand: ["杀", "闪"] })]);
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    s.runPhase(0, "finish");
    expect(asked(s, "拾锦")).toBe(false);
  });
  ok("拾锦", "a trick used this turn (【无中生有】): not offered, though it lies in the discard pile", () => {
    const s = board([own(["拾锦"], { hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }] }), B()], { drawPile: ["闪", "闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(discardNames(s)).toContain("无中生有");
    expect(asked(s, "拾锦")).toBe(false);
  });
  // Misbehaved as first written (fixed since): a 【杀】 (a basic card) used in the turn stops it: not offered at the finish phase, the
  // 【过河拆桥】 in the discard pile notwithstanding (with nothing used in the turn it is offered). blind6.md
  // 〖拾锦〗: only a 锦囊牌 used this turn stops it.
  ok("拾锦", "only a basic card used this turn: offered, the trick gained", () => {
    const s = board([own(["拾锦"], { hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "拾锦" }] }), B({ hand: ["过河拆桥"] })], { drawPile: ["闪", "闪"] });
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    s.runTurn(0);
    done(s);
    expect(s.handNames(0).sort()).toEqual(["过河拆桥", "闪", "闪"].sort());
  });
  ok("拾锦", "declined: nothing; another's finish phase: not offered", () => {
    const s = board([own(["拾锦"], { agent: [{ activate: false, skill: "拾锦" }] }), B({ hand: ["过河拆桥"] })]);
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    s.runPhase(0, "finish");
    done(s);
    s.mark();
    s.runPhase(1, "finish");
    expect(asked(s, "拾锦")).toBe(false);
    expect(s.player(0).hand).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲己巳

describe("〖燃命〗出牌阶段限一次，你可失去X点体力（X∈[1,你的体力值]）▶你摸X张牌，你于此阶段内使用【杀】的次数上限+X。", () => {
  // X is offered as the options "1" … "hp": { option: n } is X = n + 1.
  ok("燃命", "hp 4, X = 2: hp 2, two cards drawn, three 【杀】 in the phase", () => {
    const s = board(
      [own(["燃命"], { hand: ["杀", "杀", "杀"], agent: [{ play: { skill: "燃命" } }, { option: 1 }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ maxHp: 5, hp: 5 })],
      { drawPile: ["闪", "闪"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(2);
    expect(s.entries().some((e) => e.t === "loseHp" && e.player === 0 && e.amount === 2)).toBe(true);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
    expect(hp(s, 1)).toBe(2);
  });
  ok("燃命", "X = 1: two 【杀】 in the phase, not three", () => {
    const s = board(
      [own(["燃命"], { hand: ["杀", "杀", "杀"], agent: [{ play: { skill: "燃命" } }, { option: 0 }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ maxHp: 5, hp: 5 })],
      { drawPile: ["闪"] },
    );
    s.runPhase(0, "play");
    expect(() => done(s)).toThrow(/script steps left/);
    expect(hp(s, 1)).toBe(3);
    expect(hp(s, 0)).toBe(3);
  });
  ok("燃命", "X ranges over 1 … the hp: with hp 2, X = 3 is no option", () => {
    const s = board([own(["燃命"], { hp: 2, agent: [{ play: { skill: "燃命" } }, { option: 2 }] }), B()]);
    expect(() => s.runPhase(0, "play")).toThrow();
    expect(hp(s, 0)).toBe(2);
  });
  ok("燃命", "X = the hp: dying, saved by its own 【桃】, then the X cards are drawn", () => {
    const s = board([own(["燃命"], { hp: 1, hand: ["桃"], agent: [{ play: { skill: "燃命" } }, { respond: "桃" }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 0)).toBe(1);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  ok("燃命", "armour does not stop the loss", () => {
    const s = board([own(["燃命"], { armor: 2, agent: [{ play: { skill: "燃命" } }, { option: 0 }] }), B()], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 3, armor: 2 });
  });
  ok("燃命", "限一次", () => {
    const s = board([own(["燃命"], { hand: ["杀"], agent: [{ play: { skill: "燃命" } }, { option: 0 }, { play: { skill: "燃命" } }] }), B()], { drawPile: ["闪"] });
    notAnOption(s);
    expect(hp(s, 0)).toBe(3);
  });
});

// ---------------------------------------------------------------- 盲己午

describe("〖丰盈〗每回合限一次，当你回复体力后，若你未受伤，你可加1点体力上限▷你摸X张牌（X为你的体力上限的一半）。", () => {
  ok("丰盈", "2/3, a 【桃】 → 3/3: max hp 4 (3/4), two cards drawn", () => {
    const s = board([own(["丰盈"], { maxHp: 3, hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }, { activate: true, skill: "丰盈" }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 3, maxHp: 4 });
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
  ok("丰盈", "4/5 → 5/5 → 5/6: three cards", () => {
    const s = board([own(["丰盈"], { maxHp: 5, hp: 4, agent: [{ activate: true, skill: "丰盈" }] }), B()], { drawPile: ["闪", "闪", "闪", "闪"] });
    s.act(1, (ctx) => ctx.recover(0, 1));
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 5, maxHp: 6 });
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("丰盈", "still wounded after the recovery (1/3 → 2/3): not offered", () => {
    const s = board([own(["丰盈"], { maxHp: 3, hp: 1 }), B()]);
    s.act(1, (ctx) => ctx.recover(0, 1));
    expect(asked(s, "丰盈")).toBe(false);
    expect(s.player(0).maxHp).toBe(3);
  });
  ok("丰盈", "每回合限一次: a second 【桃】 in the same play phase (3/4 → 4/4) is not followed by it", () => {
    const s = board([own(["丰盈"], { maxHp: 3, hp: 2, hand: ["桃", "桃"], agent: [{ play: { card: "桃" } }, { activate: true, skill: "丰盈" }, { play: { card: "桃" } }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0)).toMatchObject({ hp: 4, maxHp: 4 });
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
  ok("丰盈", "unwounded, nothing to recover: no recovery, not offered; declined: max hp unchanged", () => {
    const s = board([own(["丰盈"], { maxHp: 3 }), B()]);
    s.act(1, (ctx) => ctx.recover(0, 1));
    expect(asked(s, "丰盈")).toBe(false);
    const t = board([own(["丰盈"], { maxHp: 3, hp: 2, agent: [{ activate: false, skill: "丰盈" }] }), B()]);
    t.act(1, (ctx) => ctx.recover(0, 1));
    done(t);
    expect(t.player(0)).toMatchObject({ hp: 3, maxHp: 3 });
    expect(t.player(0).hand).toEqual([]);
  });
});

describe("〖持衡〗结束阶段开始时，你可摸X张牌（X=1-sgn(你的手牌数-你的体力值)）。", () => {
  ok("持衡", "fewer hand cards than hp: two drawn", () => {
    const s = board([own(["持衡"], { hp: 3, hand: ["杀"], agent: [{ activate: true, skill: "持衡" }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.handNames(0)).toEqual(["杀", "闪", "闪"]);
  });
  ok("持衡", "as many hand cards as hp: one drawn", () => {
    const s = board([own(["持衡"], { hp: 2, hand: ["杀", "杀"], agent: [{ activate: true, skill: "持衡" }] }), B()], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toHaveLength(3);
  });
  ok("持衡", "more hand cards than hp: X = 0, not offered; another's finish phase: not offered", () => {
    const s = board([own(["持衡"], { hp: 1, hand: ["杀", "杀"] }), B()]);
    s.runPhase(0, "finish");
    const t = board([own(["持衡"], { hp: 3 }), B()]);
    t.runPhase(1, "finish");
    expect(asked(s, "持衡") || asked(t, "持衡")).toBe(false);
  });
  ok("持衡", "declined: nothing drawn", () => {
    const s = board([own(["持衡"], { agent: [{ activate: false, skill: "持衡" }] }), B()]);
    s.runPhase(0, "finish");
    done(s);
    expect(s.player(0).hand).toEqual([]);
  });
});

// ---------------------------------------------------------------- 盲己未

describe("〖征召〗出牌阶段限一次，你可令一名你未以此法选择过的其他角色选择：1.将一张手牌交给你；2.令你获得其装备区里的一张牌；3.失去1点体力。", () => {
  // The chooser is offered the options it can take, in the text's order: { option: n } indexes those.
  ok("征召", "B chooses 1: it gives the owner the hand card it chooses", () => {
    const s = board([own(["征召"], { agent: [{ play: { skill: "征召" } }] }), B({ hand: ["闪", "桃"], equipment: ["赤兔"], agent: [{ option: 0 }, { cards: ["桃"] }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
  ok("征召", "B chooses 2: the owner gains the equipped card it chooses", () => {
    const s = board([own(["征召"], { agent: [{ play: { skill: "征召" } }, { cards: ["八卦阵"] }, { play: "end" }] }), B({ hand: ["闪"], equipment: ["赤兔", "八卦阵"], agent: [{ option: 1 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["八卦阵"]);
    expect(equipNames(s, 1)).toEqual(["赤兔"]);
  });
  ok("征召", "B chooses 3: it loses 1 hp", () => {
    const s = board([own(["征召"], { agent: [{ play: { skill: "征召" } }] }), B({ hand: ["闪"], equipment: ["赤兔"], agent: [{ option: 2 }] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(s.entries().some((e) => e.t === "loseHp" && e.player === 1)).toBe(true);
    expect(s.player(0).hand).toEqual([]);
  });
  ok("征召", "B without hand or equipped cards: only 3 is left, it loses 1 hp", () => {
    const s = board([own(["征召"], { agent: [{ play: { skill: "征召" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(3);
  });
  ok("征召", "the owner chooses among the others", () => {
    const s = board([own(["征召"], { agent: [{ play: { skill: "征召" } }, { players: [2] }] }), B(), B()]);
    s.runPhase(0, "play");
    done(s);
    expect([hp(s, 1), hp(s, 2)]).toEqual([4, 3]);
  });
  // Misbehaved as first written (fixed since): 未以此法选择过 is not kept. In a later play phase the owner is offered B again (the
  // candidates are B and C, both asked for) and B, chosen again, loses a second hp; with B the only other,
  // 征召 is offered again and B chosen again. blind6.md 〖征召〗: 每名其他角色一局中至多被选一次 (3.5.33
  // 未以此法: 于此局游戏内).
  ok("征召", "未以此法选择过: B chosen once is no candidate in a later play phase (C is taken without a choice)", () => {
    const s = board([own(["征召"], { agent: [{ play: { skill: "征召" } }, { players: [1] }, { play: { skill: "征召" } }] }), B(), B()]);
    s.runPhase(0, "play");
    s.runPhase(0, "play");
    done(s);
    expect([hp(s, 1), hp(s, 2)]).toEqual([3, 3]);
  });
  // (Misbehaved, the same fault.)
  ok("征召", "with B, already chosen, the only other: not offered", () => {
    const t = board([own(["征召"], { hand: ["杀"], agent: [{ play: { skill: "征召" } }, { play: "end" }, { play: { skill: "征召" } }] }), B()]);
    t.runPhase(0, "play");
    notAnOption(t);
    expect(hp(t, 1)).toBe(3);
  });
  ok("征召", "限一次: not offered twice in a phase", () => {
    const s = board([own(["征召"], { hand: ["杀"], agent: [{ play: { skill: "征召" } }, { players: [1] }, { play: { skill: "征召" } }] }), B(), B()]);
    notAnOption(s);
  });
});

describe("〖号令〗主公技，当你于回合外受到伤害后，你可令一名不为来源的其他蜀势力角色选择是否对来源使用【杀】（无距离关系的限制）。", () => {
  const LORD = (agent: unknown[], more: Record<string, unknown> = {}) => own(["号令"], { role: "lord", agent: agent as never, ...more });
  ok("号令", "B (seat 1) hurts the lord in B's turn: the 蜀 D at seat 3 (distance 2 from B) uses its 【杀】 on B", () => {
    const s = board([LORD([{ activate: true, skill: "号令" }]), B({ role: "rebel" }), B({ role: "rebel" }), { general: "蜀白板", role: "loyalist", hand: ["杀"], agent: [{ respond: "杀" }] }, B({ role: "renegade" })], { current: 1 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(uses(s)).toMatchObject([{ user: 3, card: "杀", targets: [1] }]);
    expect(hp(s, 1)).toBe(3);
  });
  ok("号令", "the lord chooses which 蜀 character", () => {
    const s = board(
      [LORD([{ activate: true, skill: "号令" }, { players: [4] }]), B({ role: "rebel" }), B({ role: "rebel" }), { general: "蜀白板", role: "loyalist", hand: ["杀"] }, { general: "蜀白板女", role: "renegade", hand: ["杀"], agent: [{ respond: "杀" }] }],
      { current: 1 },
    );
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(uses(s)).toMatchObject([{ user: 4, targets: [1] }]);
  });
  ok("号令", "the chosen one declines: nothing", () => {
    const s = board([LORD([{ activate: true, skill: "号令" }]), B({ role: "rebel" }), B({ role: "rebel" }), { general: "蜀白板", role: "loyalist", hand: ["杀"], agent: [{ respond: null }] }], { current: 1 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(uses(s)).toEqual([]);
    expect(hp(s, 1)).toBe(4);
  });
  ok("号令", "the only other 蜀 is the source, or none is 蜀: not offered", () => {
    const s = board([LORD([]), { general: "蜀白板", role: "rebel", hand: ["杀"] }, B({ role: "rebel" }), B({ role: "loyalist" })], { current: 1 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    const t = board([LORD([]), B({ role: "rebel" }), B({ role: "rebel" }), B({ role: "loyalist" })], { current: 1 });
    t.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "号令") || asked(t, "号令")).toBe(false);
  });
  ok("号令", "in the lord's own turn: not offered", () => {
    const s = board([LORD([]), B({ role: "rebel", hand: ["杀"], agent: [] }), B({ role: "rebel" }), { general: "蜀白板", role: "loyalist", hand: ["杀"] }], { current: 0 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "号令")).toBe(false);
  });
  ok("号令", "主公技: the owner not the lord: not offered", () => {
    const s = board([B({ role: "lord" }), { general: "盲己未", role: "loyalist" }, B({ role: "rebel" }), { general: "蜀白板", role: "rebel", hand: ["杀"] }], { current: 2 });
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect(asked(s, "号令")).toBe(false);
  });
  ok("号令", "no source: not offered", () => {
    const s = board([LORD([]), B({ role: "rebel" }), B({ role: "rebel" }), { general: "蜀白板", role: "loyalist", hand: ["杀"] }], { current: 1 });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    expect(asked(s, "号令")).toBe(false);
  });
});

// ---------------------------------------------------------------- the figure

/** The 24 skills of blind6.sgs that compile (all but the 16 REFUSED lines), in the pack's order. */
const COMPILED = [
  "凝霜", "绝尘", "空阵", "炼躯", "覆甲", "摄魂", "归墟", "仁泽", "遁形", "邻援", "积谷", "储粮",
  "惜时", "倾囊", "蛰居", "吊祭", "吟啸", "横刀", "拾锦", "燃命", "丰盈", "持衡", "征召", "号令",
];
/** Those with a behaviour test above that fails today (wrong(...)), in the pack's order. */
// As first measured: 绝尘, 摄魂, 仁泽, 倾囊, 拾锦, 征召; all fixed since.
const MISBEHAVES: string[] = [];
/** The figure as first measured (never overwritten): 18 of 24. */
const FIRST_BEHAVES = 18;

describe("the figure (issue #5, batch 6)", () => {
  test("24 of the 24 compiled blind6 skills behave as written (first measured: 18)", () => {
    expect([...TESTED].sort()).toEqual([...COMPILED].sort());
    // A wrong(...) test that starts passing fails on its own (test.fails); then drop the skill here.
    expect(COMPILED.filter((k) => MISBEHAVING.has(k))).toEqual(MISBEHAVES);
    expect(COMPILED.length - MISBEHAVES.length).toBeGreaterThanOrEqual(FIRST_BEHAVES);
    expect(COMPILED).toHaveLength(24);
    expect(REFUSED).toHaveLength(16);
  });
});
