// Regression tests for the general fixes blind batch 5's misbehaving skills led to, on other texts
// (tests/skills/operand-fixes.sgs), so that each fix is held by more than the one skill that found it.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, damages, discardNames, done, hp, own, type Scenario as S, skillsUsed } from "../generalisation/harness.ts";

const { board } = behaviourHarness(path.join(import.meta.dirname, "operand-fixes.sgs"), []);

describe("a candidate of a commanded performer is asked with itself chosen (令一名角色…其…, 3.5.28)", () => {
  test("〖劝弃〗令一名其他角色弃置其一张手牌: offered; the one chosen discards a card of its own choice", () => {
    const s = board([own(["劝弃"], { agent: [{ play: { skill: "劝弃" } }, { players: [2] }, { play: "end" }] }), B({ hand: ["无懈可击"] }), B({ hand: ["闪", "桃"], agent: [{ cards: ["桃"] }] })], { drawPile: ["杀"] });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
  test("nobody else with a hand card: not offered", () => {
    const s = board([own(["劝弃"], { hand: ["闪"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("a description of cards in a history fits when some of the cards fits (以此法展示红色牌)", () => {
  test("〖明鉴〗 one red and one black shown, another red kept: the owner draws", () => {
    const s = board([own(["明鉴"], { hand: ["闪♥2", "杀♠7", "桃♥3"], agent: [{ play: { skill: "明鉴" } }, { cards: ["闪", "杀"] }, { play: "end" }] }), B()], { drawPile: ["无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toContain("无懈可击");
  });
  test("two black shown: no draw", () => {
    const s = board([own(["明鉴"], { hand: ["杀♠7", "杀♣2", "桃♥3"], agent: [{ play: { skill: "明鉴" } }, { cards: ["杀", "杀"] }, { play: "end" }] }), B()], { drawPile: ["无懈可击"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).not.toContain("无懈可击");
  });
});

describe("并 (3.5.19): a choice joined to a discard sees the hand counts before the discard", () => {
  test("〖逐寡〗 2 hand cards: the one holding 2 is the only candidate (not the one holding 1)", () => {
    const s = board([own(["逐寡"], { hand: ["闪", "桃"], agent: [{ play: { skill: "逐寡" } }, { cards: ["闪"] }] }), B({ hand: ["杀"] }), B({ hand: ["杀", "杀"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2 }]);
  });
});

describe("其 is not the subject it is compared with, and keeps naming what it named (来源为其，其…)", () => {
  test("〖追索〗 the one with “债” hurts itself: it discards its “债”", () => {
    const s = board([own(["追索"]), B({ marks: { 债: 2 } }), B()]);
    s.act(1, (ctx) => ctx.damage(1, 1, { source: 1 }));
    expect(s.player(1).marks["债"] ?? 0).toBe(0);
  });
  test("another hurts it: the “债” stay; nobody else's marks change", () => {
    const s = board([own(["追索"]), B({ marks: { 债: 2 } }), B({ marks: { 债: 1 } })]);
    s.act(2, (ctx) => ctx.damage(1, 1, { source: 2 }));
    expect([s.player(1).marks["债"], s.player(2).marks["债"]]).toEqual([2, 1]);
  });
});

describe("a bare “X” the pack puts on another's general card names it on anyone's (3.3.16)", () => {
  test("〖托孤〗 then 〖寻孤〗: with a “孤” on another's general card, the owner draws at its finish phase", () => {
    const s = board([own(["托孤", "寻孤"], { hand: ["闪"], agent: [{ play: { skill: "托孤" } }, { players: [1] }] }), B()], { drawPile: ["桃"] });
    s.runPhase(0, "play");
    expect(s.engine.state.pile(1, "孤")).toHaveLength(1);
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  test("no “孤” anywhere: no draw", () => {
    const s = board([own(["寻孤"]), B()], { drawPile: ["桃"] });
    s.runPhase(0, "finish");
    expect(s.player(0).hand).toEqual([]);
  });
});

describe("a need answered by a card-less card takes the kind the text declares (4.2.3)", () => {
  test("〖惊雷〗 a card-less 火【杀】 in the play phase deals fire damage", () => {
    const s = board([own(["惊雷"], { hand: ["闪♥2"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "惊雷" }] }), B()]);
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, element: "fire" }]);
  });
});

describe("in a cost, the players a clause performed by another describes are chosen by the activator (003 §三)", () => {
  test("〖离析〗 the owner chooses both: B gives one of its hand cards to D, past C", () => {
    const s = board([own(["离析"], { agent: [{ play: { skill: "离析" } }, { players: [1] }, { players: [3] }, { play: "end" }] }), B({ hand: ["桃"] }), B({ hand: ["闪"] }), B()], { drawPile: ["杀"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(3)).toEqual(["桃"]);
  });
});

describe("3.1.7 ◆: an equipped card the part's condition relies on cannot be moved as its cost", () => {
  test("〖奔射〗 range 2 from 【古锭刀】: the 【古锭刀】 is no candidate, the 【闪】 is discarded", () => {
    const s = board([own(["奔射"], { hand: ["闪"], equipment: ["古锭刀"], agent: [{ play: { skill: "奔射" } }, { play: "end" }] }), B()], { drawPile: ["桃", "杀"] });
    s.runPhase(0, "play");
    done(s);
    expect(discardNames(s)).toEqual(["闪"]);
    expect(s.player(0).equipment).toHaveProperty("weapon");
  });
  test("only the 【古锭刀】 to discard: not offered", () => {
    const s = board([own(["奔射"], { equipment: ["古锭刀"] }), B()]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("3.4.11 ◆: X of 以此法获得的牌数 is fixed as the effect runs, not as the cards are used", () => {
  test("〖聚宝〗 two “宝” gained: three 【杀】 in the phase, though the gained ones are used", () => {
    const s = board(
      [own(["聚宝"], { hand: ["杀"], piles: [{ name: "宝", cards: ["杀", "杀"] }], agent: [{ activate: true, skill: "聚宝" }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: { card: "杀" } }] }), B({ maxHp: 5, hp: 5 })],
    );
    s.runPhase(0, "play");
    done(s);
    expect(hp(s, 1)).toBe(2);
  });
});

describe("3.4.17 至多X: X = 0 leaves nothing to choose, so the skill is not offered (003 原则三)", () => {
  test("〖分粮〗 unwounded (X = 0): not offered; 1 hp lost: one other draws", () => {
    const s = board([own(["分粮"]), B()], { drawPile: ["闪"] });
    s.runPhase(0, "finish");
    expect(asked(s, "分粮")).toBe(false);
    const t = board([own(["分粮"], { hp: 3, agent: [{ activate: true, skill: "分粮" }, { players: [2] }] }), B(), B()], { drawPile: ["闪"] });
    t.runPhase(0, "finish");
    done(t);
    expect([t.player(1).hand.length, t.player(2).hand.length]).toEqual([0, 1]);
  });
});

describe("3.5.34 （称为“X”，对你可见）: the cards put there are visible to those players while they stay", () => {
  test("〖窥牌〗 B puts a hand card face down on its own general card: the owner and B see it, C does not", () => {
    const s = board([own(["窥牌"], { agent: [{ play: { skill: "窥牌" } }] }), B({ hand: ["桃"] }), B()]);
    s.runPhase(0, "play");
    done(s);
    const [card] = s.engine.state.pile(1, "窥");
    expect(s.card(card).name).toBe("桃");
    expect(s.engine.state.isFaceDown(card)).toBe(true);
    expect([0, 1, 2].map((p) => s.engine.state.isVisibleTo(card, p))).toEqual([true, true, false]);
  });
});

describe("使用过<a kind of card>: only a card of that kind counts (a 【杀】 is no 锦囊牌, 3.1.2)", () => {
  test("〖守拙〗 a trick used this turn: draws at the finish phase; a basic card used: does not", () => {
    const s = board([own(["守拙"], { hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }] }), B()], { drawPile: ["闪", "闪", "闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(skillsUsed(s)).toContain("守拙");
    const t = board([own(["守拙"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B()], { drawPile: ["闪", "闪", "闪"] });
    t.runTurn(0);
    done(t);
    expect(skillsUsed(t)).not.toContain("守拙");
  });
});

describe("3.8.25 弃牌堆里的一张…牌: one of them at random, no one chooses", () => {
  test("〖拾遗〗 two 【杀】 and a 【闪】 in the discard pile: a 【杀】 is gained without a choice; over seeds, either", () => {
    const got = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = board([own(["拾遗"], { agent: [{ activate: true, skill: "拾遗" }] }), B({ hand: ["杀♠7", "杀♣2", "闪"] })], { seed });
      s.run((e) => e.discard(1, [...s.player(1).hand]));
      s.runPhase(0, "prepare");
      done(s);
      expect(s.handNames(0)).toEqual(["杀"]);
      got.add(s.player(0).hand[0]);
    }
    expect(got.size).toBe(2);
  });
});

describe("3.5.33 未以此法: this skill's choices over the whole game, not this activation's", () => {
  test("〖点将〗 B chosen in one play phase is no candidate in the next (C is taken, the only one left)", () => {
    const s = board([own(["点将"], { agent: [{ play: { skill: "点将" } }, { players: [1] }, { play: { skill: "点将" } }] }), B(), B()], { drawPile: ["闪", "闪"] });
    s.runPhase(0, "play");
    s.runPhase(0, "play");
    done(s);
    expect([s.player(1).hand.length, s.player(2).hand.length]).toEqual([1, 1]);
  });
});

describe("以此法失去的所有技能 (3.5.33, 3.5.55) in a delayed effect: the skills the activation took", () => {
  test("〖夺魄〗 B loses its skills in the play phase and gets them back at the finish phase", () => {
    // (A whole turn: 此回合 needs the turn event, which a lone runPhase has not. C, with no skill to
    // lose, is no candidate.)
    const s = board([own(["夺魄"], { agent: [{ play: { skill: "夺魄" } }] }), own(["守拙", "点将"]), B()], { drawPile: ["闪", "闪", "闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect([...s.player(1).skills].sort()).toEqual(["守拙", "点将"].sort());
    const es = s.entries();
    const lose = es.findIndex((e) => e.t === "skills" && e.player === 1 && e.change === "lose");
    const finish = es.findIndex((e) => e.t === "timing" && e.id === "phase.finish.start");
    const gain = es.findIndex((e) => e.t === "skills" && e.player === 1 && e.change === "gain");
    expect(lose).toBeGreaterThanOrEqual(0);
    expect(finish).toBeGreaterThan(lose);
    expect(gain).toBeGreaterThan(finish);
    expect(s.player(2).skills).toEqual([]);
  });
});

describe("因拼点而/因交换而 (4.2.9 ◆ reasons 6 and 7): the move's reason is read (it never matched before)", () => {
  test("〖拼得〗 B's 拼点 with the owner: the owner's card goes to the processing area for 拼点, one card drawn", () => {
    const s = board([own(["拼得"], { hand: ["杀♠7"] }), own(["邀拼"], { hand: ["闪♥K"], agent: [{ play: { skill: "邀拼" } }] })], { drawPile: ["桃", "桃"] });
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  test("〖换得〗 hands exchanged (〖易手〗): the owner's cards move for 交换, one card drawn; a discard is no 交换", () => {
    const s = board([own(["换得"], { hand: ["杀"] }), own(["易手"], { hand: ["闪"], agent: [{ play: { skill: "易手" } }, { play: "end" }] })], { drawPile: ["桃"] });
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["闪", "桃"].sort());
    const t = board([own(["换得"], { hand: ["杀"] }), B()], { drawPile: ["桃"] });
    t.run((e) => e.discard(0, [...t.player(0).hand]));
    expect(t.handNames(0)).toEqual([]);
  });
});

describe("3.5.59 终止此判定: the effects after the judgement (判定▶若结果为…) are not carried out", () => {
  test("〖卜卦〗 judged red: draws two; terminated by another's 〖破卦〗: draws nothing, the judgement card still goes to the discard pile", () => {
    const s = board([own(["卜卦"], { agent: [{ activate: true, skill: "卜卦" }] }), B()], { drawPile: ["桃♥3", "闪", "闪"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).hand).toHaveLength(2);
    const t = board([own(["卜卦"], { agent: [{ activate: true, skill: "卜卦" }] }), own(["破卦"], { agent: [{ activate: true, skill: "破卦" }] })], { drawPile: ["桃♥3", "闪", "闪"] });
    t.runPhase(0, "prepare");
    done(t);
    expect(t.player(0).hand).toHaveLength(0);
    expect(discardNames(t)).toEqual(["桃"]);
  });
});
