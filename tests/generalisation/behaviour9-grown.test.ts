// Issue #5, ninth batch: behaviour of the blind9 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour9.test.ts
// these are not blind; they assert blind9.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, discardNames, done, own } from "./harness.ts";

/** The lines still refused (blind9.test.ts). */
const REFUSED: number[] = [];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind9.sgs"), REFUSED);

describe("〖观澜〗当你受到伤害后，你可亮出牌堆顶的X张牌（X为伤害值+1）▶你获得其中所有的红色牌，将其余的牌置入弃牌堆。", () => {
  test("2 damage: three revealed (3.8.18); the red ones gained (3.8.23 所有的), the black one discarded", () => {
    const s = board([own(["观澜"], { agent: [{ activate: true, skill: "观澜" }] }), B()], { drawPile: ["桃♥3", "杀♠7", "闪♦2", "酒"] });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    done(s);
    expect(s.entries().find((e) => e.t === "move" && e.reason === "reveal")).toMatchObject({ cards: { length: 3 } });
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(discardNames(s)).toEqual(["杀"]);
  });
  test("no red card among them: nothing gained, all revealed go to the discard pile", () => {
    const s = board([own(["观澜"], { agent: [{ activate: true, skill: "观澜" }] }), B()], { drawPile: ["杀♠7", "杀♣2", "桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hand).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["杀", "杀"]);
  });
});

describe("〖窥心〗出牌阶段限一次，你可观看一名有手牌的其他角色的手牌▶你可展示其中所有的【闪】▷你弃置这些牌，其摸等量的牌。", () => {
  test("two 【闪】 shown (3.8.17): both discarded, the other draws two (3.4.13 等量)", () => {
    const s = board([own(["窥心"], { agent: [{ play: { skill: "窥心" } }, { activate: true, skill: "窥心" }] }), B({ hand: ["闪", "闪", "杀"] })], { drawPile: ["桃", "桃", "酒"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.entries().some((e) => e.t === "show" && e.cards.length === 2)).toBe(true);
    expect(s.handNames(1).sort()).toEqual(["杀", "桃", "桃"].sort());
    expect(discardNames(s)).toEqual(["闪", "闪"]);
  });
  test("no 【闪】 among them: the 展示 cannot be carried out, nothing after ▷ (3.5.12)", () => {
    const s = board([own(["窥心"], { agent: [{ play: { skill: "窥心" } }] }), B({ hand: ["杀", "桃"] })], { drawPile: ["酒"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1).sort()).toEqual(["杀", "桃"].sort());
    expect(discardNames(s)).toEqual([]);
  });
});

describe("〖威压〗摸牌阶段，你可弃至少1枚“威”▶你令额定摸牌数+X（X为你以此法弃的“威”数）。", () => {
  const drawnIn = (s: ReturnType<typeof board>) => s.entries().reduce((n, e) => n + (e.t === "move" && e.reason === "draw" ? e.cards.length : 0), 0);
  test("3 “威”, 2 discarded (3.4.17 至少: the owner picks): 4 cards drawn, 1 “威” left — X counts the marks discarded, not those held", () => {
    // Options are 1, 2, 3: index 1 is 2.
    const s = board([own(["威压"], { marks: { 威: 3 }, agent: [{ activate: true, skill: "威压" }, { option: 1 }] }), B()], { drawPile: Array(8).fill("闪") });
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).marks["威"] ?? 0).toBe(1);
    expect(drawnIn(s)).toBe(4);
  });
  test("all 3 discarded: 5 cards drawn and none left", () => {
    const s = board([own(["威压"], { marks: { 威: 3 }, agent: [{ activate: true, skill: "威压" }, { option: 2 }] }), B()], { drawPile: Array(8).fill("闪") });
    s.runPhase(0, "draw");
    done(s);
    expect(s.player(0).marks["威"] ?? 0).toBe(0);
    expect(drawnIn(s)).toBe(5);
  });
  test("no “威”: not offered, 2 cards drawn", () => {
    const s = board([own(["威压"]), B()], { drawPile: Array(8).fill("闪") });
    s.runPhase(0, "draw");
    done(s);
    expect(s.entries().some((e) => e.t === "decision" && e.reason === "威压")).toBe(false);
    expect(drawnIn(s)).toBe(2);
  });
});

describe("〖督军〗出牌阶段限一次，你可令所有其他角色依次选择：1.将一张手牌交给你；2.令你弃置其一张牌。若你以此法得到的牌数不小于X（X为角色数的一半），你翻面。", () => {
  // 其 in option 2 is the chooser (3.5.27: the option is the chooser's sentence; 令你… makes 你 the performer, p.chooser).
  test("four players (X = 2): seat 1 gives a card, seat 2 has 你 discard its 【赤兔】, seat 3 gives: 2 obtained, the owner turns over", () => {
    const s = board(
      [
        // Option 2's card is chosen by 你 among the chooser's cards (3.8.8).
        own(["督军"], { agent: [{ play: { skill: "督军" } }, { cards: ["赤兔"] }, { play: "end" }] }),
        B({ hand: ["闪"], agent: [{ option: 0 }] }),
        B({ hand: ["杀"], equipment: ["赤兔"], agent: [{ option: 1 }] }),
        B({ hand: ["桃"], agent: [{ option: 0 }] }),
      ],
      { drawPile: ["闪", "闪"] },
    );
    s.runPhase(0, "play");
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(s.player(2).equipment).toEqual({});
    expect(s.player(0).faceUp).toBe(false);
  });
  test("only one card obtained of X = 2: not turned over; the discard is of the chooser's cards, not 你's", () => {
    const s = board([own(["督军"], { hand: ["酒"], agent: [{ play: { skill: "督军" } }, { play: "end" }] }), B({ hand: ["闪"], agent: [{ option: 0 }] }), B({ equipment: ["赤兔"] }), B()]);
    s.runPhase(0, "play");
    expect(s.handNames(0).sort()).toEqual(["酒", "闪"].sort());
    expect(s.player(2).equipment).toEqual({});
    expect(discardNames(s)).toEqual(["赤兔"]);
    expect(s.player(0).faceUp).toBe(true);
  });
});

describe("〖补垣〗准备阶段开始时，若你有处于封印状态的区域，你可弃置两张牌▶你恢复你的一个处于封印状态的区域。", () => {
  // 3.3.23–3.3.24: an area described (处于封印状态的区域) and chosen (一个) by the owner.
  test("weapon and judge areas sealed: two cards discarded, the one chosen (judge) restored, the other still sealed", () => {
    const s = board([own(["补垣"], { hand: ["杀", "闪"], agent: [{ activate: true, skill: "补垣" }, { option: 0 }] }), B()]);
    s.engine.state.players[0].disabledAreas.push("weapon", "judge");
    s.runPhase(0, "prepare");
    done(s);
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.engine.state.players[0].disabledAreas).toHaveLength(1);
    const asked = s.entries().find((e) => e.t === "decision" && e.request === "chooseOption");
    expect(asked).toBeDefined();
  });
  test("one area sealed: restored without a choice; no area sealed: not asked", () => {
    const s = board([own(["补垣"], { hand: ["杀", "闪"], agent: [{ activate: true, skill: "补垣" }] }), B()]);
    s.engine.state.players[0].disabledAreas.push("armor");
    s.runPhase(0, "prepare");
    done(s);
    expect(s.engine.state.players[0].disabledAreas).toEqual([]);
    const t = board([own(["补垣"], { hand: ["杀", "闪"] }), B()]);
    t.runPhase(0, "prepare");
    expect(t.entries().some((e) => e.t === "decision" && e.reason === "补垣")).toBe(false);
  });
  test("fewer than two cards: not offered though an area is sealed", () => {
    const s = board([own(["补垣"], { hand: ["杀"] }), B()]);
    s.engine.state.players[0].disabledAreas.push("armor");
    s.runPhase(0, "prepare");
    expect(s.engine.state.players[0].disabledAreas).toEqual(["armor"]);
  });
});

describe("〖绝地〗当你进入濒死状态时，你可废除你的装备区里的一个不处于封印状态的区域▶你将体力回复至1点。若你的装备区里的所有区域均处于封印状态，你失去〖绝地〗。", () => {
  const ALL_SLOTS = ["weapon", "armor", "offensiveHorse", "defensiveHorse", "specialHorse", "treasure"] as const;
  test("dying with five slots sealed: the sixth sealed, hp back to 1, and 〖绝地〗 lost (所有区域均处于封印状态)", () => {
    const s = board([own(["绝地"], { hp: 1, agent: [{ activate: true, skill: "绝地" }] }), B()]);
    s.engine.state.players[0].disabledAreas.push(...ALL_SLOTS.slice(0, 5));
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hp).toBe(1);
    expect([...s.engine.state.players[0].disabledAreas].sort()).toEqual([...ALL_SLOTS].sort());
    expect(s.player(0).skills).not.toContain("绝地");
  });
  test("one slot sealed before: another chosen and sealed, hp 1, the skill kept; the judge area is no candidate", () => {
    const s = board([own(["绝地"], { hp: 1, agent: [{ activate: true, skill: "绝地" }, { option: 0 }] }), B()]);
    s.engine.state.players[0].disabledAreas.push("weapon");
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).hp).toBe(1);
    expect(s.engine.state.players[0].disabledAreas).toHaveLength(2);
    expect(s.engine.state.players[0].disabledAreas).not.toContain("judge");
    expect(s.player(0).skills).toContain("绝地");
    const asked = s.entries().find((e) => e.t === "decision" && e.request === "chooseOption");
    expect(asked).toBeDefined();
  });
  test("every slot sealed: not offered", () => {
    const s = board([own(["绝地"], { hp: 1 }), B()]);
    s.engine.state.players[0].disabledAreas.push(...ALL_SLOTS);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.entries().some((e) => e.t === "decision" && e.reason === "绝地")).toBe(false);
  });
});
