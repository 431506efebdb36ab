// Issue #5, sixth batch: behaviour of the blind6 skills that were refused as first written and
// compile since the language grew (blind6.sgs lines 11 寒锋, 14 星移, 15 断卦, 20 复营, 33 疾进, 34 酣斗, 58 定心, 62 檄文, 38 乐施, 50 屯辎, 59 护身, 70 寻踪, 75 斗狠, 83 洞穿). These
// tests were written after reading the grammar, so unlike behaviour6.test.ts they are not blind; they
// assert blind6.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, damages, done, hp, own, type Scenario as S, skillsUsed } from "./harness.ts";
import type { ScriptStep } from "../../runtime/agents/scripted.ts";

/** The lines still refused (blind6.test.ts), and 28 〖归墟〗, which gains the refused 〖太虚〗 (tested in behaviour6.test.ts). */
const REFUSED = [28, 30, 55];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind6.sgs"), REFUSED);

describe("〖寒锋〗锁定技，当你因执行你使用的【杀】的效果而对一名角色造成普通伤害时❶，若其装备区里有牌，你将此伤害改为冰冻伤害。", () => {
  test("a 【杀】 on one with an equipped card: the damage becomes ice (3.5.24, 3.5.58)", () => {
    const s = board([own(["寒锋"], { hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "冰冻伤害" }, { play: "end" }] }), B({ equipment: ["赤兔"] })]);
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, element: "ice" }]);
  });
  test("no equipped card: normal damage; a 火【杀】 is no 普通伤害: stays fire", () => {
    const s = board([own(["寒锋"], { hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    const t = board([own(["寒锋"], { hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }] }), B({ equipment: ["赤兔"] })]);
    t.runPhase(0, "play");
    expect([...damages(s), ...damages(t)].map((d) => d.element)).toEqual(["normal", "fire"]);
  });
});

describe("〖疾进〗准备阶段开始时，你可跳过此回合的判定阶段和摸牌阶段▶你于此回合内使用【杀】无距离关系的限制，且你于此回合内使用【杀】的次数上限+1。", () => {
  test("both phases skipped (no judgement, no draw); two 【杀】 in the play phase", () => {
    const s = board([own(["疾进"], { hand: ["杀", "杀"], judge: ["乐不思蜀"], agent: [{ activate: true, skill: "疾进" }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(s.entries().filter((e) => e.t === "phase" && e.player === 0 && !e.skipped).map((e) => (e as { phase: string }).phase)).not.toContain("draw");
    expect(s.engine.state.players[0].judgeArea.length).toBe(1);
    expect(hp(s, 1)).toBe(2);
  });
});

describe("〖屯辎〗①出牌阶段限一次，你可将至多两张手牌扣置入仓廪（均称为“辎”，对你可见）。②你能如手牌般使用或打出“辎”。", () => {
  const zi = (s: S) => s.engine.state.publicCards("granary", "辎");
  test("① two hand cards face down into 仓廪 as “辎” (3.3.18 ◆), visible to the owner only (3.5.34); 限一次", () => {
    const s = board([own(["屯辎"], { hand: ["桃", "闪", "杀"], agent: [{ play: { skill: "屯辎" } }, { cards: ["桃", "闪"] }, { play: "end" }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(zi(s).map((c) => s.card(c).name).sort()).toEqual(["桃", "闪"].sort());
    expect(zi(s).every((c) => s.engine.state.isFaceDown(c))).toBe(true);
    expect(zi(s).map((c) => [s.engine.state.isVisibleTo(c, 0), s.engine.state.isVisibleTo(c, 1)])).toEqual([[true, false], [true, false]]);
  });
  test("② a “辎”【杀】 is used as if from hand (3.8.4)", () => {
    const s = board([own(["屯辎"], { hand: ["杀", "闪"], agent: [{ play: { skill: "屯辎" } }, { cards: ["杀"] }, { play: { card: "杀" } }] }), B()]);
    s.runPhase(0, "play");
    done(s);
    expect(zi(s)).toEqual([]);
    expect(hp(s, 1)).toBe(3);
  });
  test("with 〖倾囊〗: the “辎” it put are those 〖倾囊〗 counts and gives (3.3.18 ◆, one name for the pack)", () => {
    const s = board(
      [{ ...own(["屯辎", "倾囊"], { hp: 2, hand: ["桃", "闪"], agent: [{ play: { skill: "屯辎" } }, { cards: ["桃", "闪"] }, { play: { skill: "倾囊" } }] }), general: "白板女" }, B()],
      { drawPile: ["无懈可击"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(zi(s)).toEqual([]);
    expect(s.handNames(1).sort()).toEqual(["无懈可击", "桃", "闪"].sort());
    expect(hp(s, 0)).toBe(3);
  });
});

describe("〖乐施〗当仁道里的牌因溢出而移至弃牌堆后❷，你可获得其中的一张牌。", () => {
  const SIX = ["闪", "闪", "闪", "闪", "闪", "桃"];
  test("a seventh card into 仁道: the bottom one overflows to the discard pile (3.3.20 ◆) and the owner gains it", () => {
    const s = board([own(["仁泽", "乐施"], { hand: ["杀"], agent: [{ play: { skill: "仁泽" } }, { activate: true, skill: "乐施" }] }), B()], { publicPiles: [{ area: "benevolence", cards: SIX }], drawPile: ["无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["无懈可击", "桃"].sort());
    expect(s.engine.state.publicCards("benevolence")).toHaveLength(6);
  });
  test("cards discarded otherwise (not 溢出): not offered", () => {
    const s = board([own(["乐施"]), B({ hand: ["杀"] })]);
    s.run((e) => e.discard(1, [...s.player(1).hand]));
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖护身〗当你失去体力结算开始前，若你的体力值不大于此次失去的体力值，你可弃置两张手牌▶你防止此失去体力。", () => {
  test("hp 1 losing 1: two hand cards discarded, no hp lost (3.7.8(1))", () => {
    const s = board([own(["护身"], { hp: 1, hand: ["闪", "杀"], agent: [{ activate: true, skill: "护身" }] }), B()]);
    s.act(0, (ctx) => ctx.loseHp(0, 1));
    expect(hp(s, 0)).toBe(1);
    expect(s.player(0).hand).toEqual([]);
    expect(s.entries().some((e) => e.t === "loseHp")).toBe(false);
  });
  test("hp 2 losing 1: not offered; the hp is lost", () => {
    const s = board([own(["护身"], { hp: 2, hand: ["闪", "杀"] }), B()]);
    s.act(0, (ctx) => ctx.loseHp(0, 1));
    expect(hp(s, 0)).toBe(1);
  });
});

describe("〖星移〗①结束阶段开始时，若你的“星”数小于3，你可观看牌堆顶的两张牌▶你将其中的一张扣置于你的武将牌上（称为“星”），将另一张置于牌堆顶或牌堆底。②当一名角色的判定结果确定前，你可将一张“星”置入处理区▶系统将此牌作为判定牌，将原判定牌扣置于你的武将牌上（称为“星”）。", () => {
  test("① one of the top two face down as a “星”, the other (另一张) to the bottom, the owner's choice of end", () => {
    const s = board([own(["星移"], { agent: [{ activate: true, skill: "星移" }, { cards: ["桃"] }, { option: 1 }] }), B()], { drawPile: ["桃", "闪", "杀"] });
    s.runPhase(0, "finish");
    done(s);
    const star = s.engine.state.pile(0, "星");
    expect(star.map((c) => s.card(c).name)).toEqual(["桃"]);
    expect(s.engine.state.isFaceDown(star[0])).toBe(true);
    const pile = s.engine.state.drawPile.map((c) => s.card(c).name);
    expect([pile[0], pile.at(-1)]).toEqual(["杀", "闪"]);
  });
  test("① the other back on top (option 0); three “星”: not offered", () => {
    const s = board([own(["星移"], { agent: [{ activate: true, skill: "星移" }, { cards: ["闪"] }, { option: 0 }] }), B()], { drawPile: ["桃", "闪", "杀"] });
    s.runPhase(0, "finish");
    done(s);
    expect(s.engine.state.drawPile.slice(0, 2).map((c) => s.card(c).name)).toEqual(["桃", "杀"]);
    const t = board([own(["星移"], { piles: [{ name: "星", cards: ["杀", "杀", "杀"] }] }), B()], { drawPile: ["桃", "闪"] });
    t.runPhase(0, "finish");
    expect(skillsUsed(t)).toEqual([]);
  });
  test("② a “星”桃♥ replaces B's judgement of 【乐不思蜀】 (杀♠7): B keeps its play phase; the 杀 becomes a “星”", () => {
    const s = board([own(["星移"], { piles: [{ name: "星", cards: ["桃♥3"] }], agent: [{ activate: true, skill: "星移" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7"] });
    s.runPhase(1, "judge");
    done(s);
    expect(s.engine.state.pile(0, "星").map((c) => s.card(c).name)).toEqual(["杀"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["乐不思蜀", "桃"].sort());
    expect(s.entries().some((e) => e.t === "phase" && e.player === 1 && e.phase === "play" && e.skipped)).toBe(false);
  });
});

describe("〖断卦〗当一名其他角色的判定结果确定时，你可弃置一张与结果花色相同的手牌▶你终止此判定。", () => {
  test("B's 【乐不思蜀】 judged 杀♠7: the owner discards a spade, the judgement is terminated (3.5.59), B plays", () => {
    const s = board([own(["断卦"], { hand: ["杀♠8", "桃♥3"], agent: [{ activate: true, skill: "断卦" }] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7"] });
    s.runPhase(1, "judge");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "terminate" && e.event === "judge")).toBe(true);
    // the 乐不思蜀 effect (跳过出牌阶段) was not carried out: B's play phase is not skipped
    const t = board([own(["断卦"], { hand: ["杀♠8"], agent: [{ activate: true, skill: "断卦" }] }), B({ judge: ["乐不思蜀"], agent: [{ play: "end" }] })], { drawPile: ["杀♠7"] });
    t.runTurn(1);
    expect(t.entries().some((e) => e.t === "phase" && e.player === 1 && e.phase === "play" && !e.skipped)).toBe(true);
  });
  test("declined, or no hand card of the result's suit: the play phase is skipped", () => {
    const s = board([own(["断卦"], { hand: ["桃♥3"] }), B({ judge: ["乐不思蜀"] })], { drawPile: ["杀♠7"] });
    s.runTurn(1);
    expect(s.entries().some((e) => e.t === "phase" && e.player === 1 && e.phase === "play" && e.skipped)).toBe(true);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === "断卦")).toBe(false);
  });
  test("its own judgement (not another's): not offered", () => {
    const s = board([own(["断卦"], { hand: ["杀♠8"], judge: ["乐不思蜀"] }), B()], { drawPile: ["杀♠7"] });
    s.runPhase(0, "judge");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖酣斗〗弃牌阶段开始前，若你于此回合内造成过的伤害值之和不小于2，你可将此回合的弃牌阶段改为出牌阶段。", () => {
  const timings = (s: S) => s.entries().flatMap((e) => (e.t === "timing" ? [e.id] : []));
  test("2 damage this turn: the discard phase goes on as a play phase (3.6.2 ◆): a third 【杀】, and no discard", () => {
    const s = board(
      [own(["酣斗"], { hand: ["酒", "杀", "杀", "闪", "闪", "闪", "闪"], hp: 2, agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }, { play: "end" }, { activate: true, skill: "酣斗" }, { play: { card: "杀" } }, { play: "end" }] }), B()],
      { drawPile: ["桃", "桃"] },
    );
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(1);
    const t = timings(s);
    expect(t).toContain("phase.discard.beforeStart");
    expect(t).not.toContain("phase.discard.start");
    expect(t.filter((id) => id === "phase.play.start")).toHaveLength(2);
    expect(s.entries()).toContainEqual({ t: "phaseChanged", player: 0, from: "discard", to: "play" });
    // no discard phase proper: the owner keeps more hand cards than its hand limit (hp 2)
    expect(s.player(0).hand.length).toBeGreaterThan(2);
  });
  test("1 damage only: not offered, the discard phase is one", () => {
    const s = board([own(["酣斗"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(skillsUsed(s)).toEqual([]);
    expect(timings(s)).toContain("phase.discard.start");
  });
});

describe("〖定心〗锁定技，当你于回合外翻面/横置前❶，你防止此翻面/横置▷你摸一张牌。", () => {
  test("B's 【铁索连环】 on the owner in B's turn: the 横置 is prevented (3.7.8 ③), the owner draws one", () => {
    const s = board([own(["定心"]), B({ hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [0] }] })], { drawPile: ["闪"] });
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).chained).toBe(false);
    expect(s.handNames(0)).toEqual(["闪"]);
  });
  test("a flip out of its turn is prevented too; in its own turn the 横置 is made and nothing is drawn", () => {
    const s = board([own(["定心"]), B()], { drawPile: ["闪"] });
    s.run((e) => e.flip(0), 1);
    expect(s.player(0).faceUp).toBe(true);
    expect(s.handNames(0)).toEqual(["闪"]);
    const t = board([own(["定心"], { hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [0] }, { play: "end" }] }), B()], { drawPile: ["杀", "杀", "闪"] });
    t.runTurn(0);
    done(t);
    expect(t.player(0).chained).toBe(true);
    expect(t.player(0).hand).toHaveLength(2);
  });
});

describe("〖檄文〗出牌阶段限一次，你可弃置一张牌并选择一个势力▶所有该势力的其他角色各选择：1.弃置一张基本牌；2.受到你造成的1点伤害。若这些角色均选择1，你摸两张牌。", () => {
  const owner = (more: ScriptStep[]) => own(["檄文"], { hand: ["无懈可击"], agent: [{ play: { skill: "檄文" } }, { option: 0 }, ...more] });
  test("魏 chosen (3.2.6 ◆): both 魏 others discard a basic card (option 1), so the owner draws two; the 吴 one is not asked", () => {
    const s = board([owner([]), B({ general: "魏白板", hand: ["杀"], agent: [{ option: 0 }] }), B({ general: "魏白板", hand: ["闪"], agent: [{ option: 0 }] }), B({ general: "吴白板", hand: ["桃"] })], { drawPile: ["桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
    expect([1, 2, 3].map((p) => s.player(p).hand.length)).toEqual([0, 0, 1]);
  });
  test("one takes the damage (option 2): it loses 1 hp and the owner draws nothing", () => {
    const s = board([owner([]), B({ general: "魏白板", hand: ["杀"], agent: [{ option: 0 }] }), B({ general: "魏白板", hand: ["闪"], agent: [{ option: 1 }] })], { drawPile: ["桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(s.player(2).hp).toBe(3);
    expect(s.handNames(2)).toEqual(["闪"]);
  });
});

describe("〖寻踪〗出牌阶段限一次，你可展示一张手牌▶你将此牌置于牌堆底，获得牌堆里的第一张与此牌花色相同的牌。", () => {
  test("a heart shown: the first heart from the top is gained (3.5.53), past a spade and a club", () => {
    const s = board([own(["寻踪"], { hand: ["杀♥10"], agent: [{ play: { skill: "寻踪" } }, { play: "end" }] }), B()], { drawPile: ["杀♠7", "杀♣3", "闪♥2", "桃♥3"] });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.card(s.engine.state.drawPile.at(-1)!).name).toBe("杀");
  });
  test("no other heart in the pile: the card put at the bottom is gained back", () => {
    const s = board([own(["寻踪"], { hand: ["杀♥10"], agent: [{ play: { skill: "寻踪" } }, { play: "end" }] }), B()], { drawPile: ["杀♠7", "杀♣3"] });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀"]);
  });
});

describe("〖斗狠〗当你受到伤害后，你可与来源拼点▶若你赢，来源失去1点体力；若你未赢，你摸X张牌（X为你的此次拼点的牌与来源的此次拼点的牌的点数之差）。", () => {
  test("9 against J: not won, the owner draws |9-11| = 2 (3.4.12)", () => {
    const s = board([own(["斗狠"], { hand: ["闪♥9"], agent: [{ activate: true, skill: "斗狠" }] }), B({ hand: ["杀♣J"] })], { drawPile: ["桃", "桃", "桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
  });
  test("K against 2: won, the source loses 1 hp", () => {
    const s = board([own(["斗狠"], { hand: ["闪♥K"], agent: [{ activate: true, skill: "斗狠" }] }), B({ hand: ["杀♣2"] })]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(hp(s, 1)).toBe(3);
  });
});

describe("〖洞穿〗当【杀】指定目标后，若使用者为你，你可弃置一张装备牌▶此目标对应的角色的防具技能于此回合内无效。", () => {
  test("a black 【杀】 at one with 【仁王盾】: an equipment card discarded, the armour skill is invalid, the 【杀】 hits (3.7.5)", () => {
    // (A whole turn: 于此回合内 needs the turn event, which a lone runPhase has not.)
    const s = board([own(["洞穿"], { hand: ["杀♠7", "赤兔"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "洞穿" }] }), B({ equipment: ["仁王盾"] })], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
  });
  test("declined: 【仁王盾】 makes the black 【杀】 have no effect", () => {
    const s = board([own(["洞穿"], { hand: ["杀♠7", "赤兔"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "洞穿" }, { play: "end" }] }), B({ equipment: ["仁王盾"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(4);
  });
  test("only the target's armour: another's 【八卦阵】 of the same name still works this turn (one 【杀】 each via 【诸葛连弩】)", () => {
    const s = board(
      [
        own(["洞穿"], { hand: ["杀♠7", "杀♠8", "赤兔"], equipment: ["诸葛连弩"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "洞穿" }, { cards: ["赤兔"] }, { play: { card: "杀" } }, { players: [2] }, { activate: false, skill: "洞穿" }] }),
        B({ equipment: ["八卦阵♠2"] }),
        B({ equipment: ["八卦阵♣2"], agent: [{ activate: true, skill: "八卦阵" }] }),
      ],
      { drawPile: ["闪", "闪", "桃♥3"] },
    );
    s.runTurn(0);
    done(s);
    expect([hp(s, 1), hp(s, 2)]).toEqual([3, 4]);
  });
});

describe("〖复营〗当你进入濒死状态时，若你有处于封印状态的区域，你可恢复其中的一个区域▶你将体力回复至1点。", () => {
  // 其中的一个区域 (3.3.23–3.3.24): one of the sealed areas the condition described, chosen by the owner.
  test("judge and weapon areas sealed, dying at -1: the one chosen (weapon) restored as the cost, hp back to 1", () => {
    const s = board([own(["复营"], { hp: 1, agent: [{ activate: true, skill: "复营" }, { option: 1 }] }), B()]);
    s.engine.state.players[0].disabledAreas.push("judge", "weapon");
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    done(s);
    expect(hp(s, 0)).toBe(1);
    expect(s.engine.state.players[0].disabledAreas).toEqual(["judge"]);
  });
  test("no area sealed: not offered (the owner dies with no 【桃】)", () => {
    const s = board([own(["复营"], { hp: 1 }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(skillsUsed(s)).toEqual([]);
    expect(s.player(0).alive).toBe(false);
  });
});
