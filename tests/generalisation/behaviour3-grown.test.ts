// Issue #5, batch 3: the blind skills refused as first written that compile since the language grew
// (blind3.test.ts REFUSED): do they behave as blind3.md says? Same form as behaviour2.test.ts: one
// describe per skill, asserting the text's meaning; `wrong(...)` keeps a misbehaviour honest.
// Grown with: 3.4.12 <X>与<Y>之差 (退思), 3.4.5 有/没有护甲 (披坚), <set>中 written 其中 (避锋),
// 若有<角色> naming the set 其中 picks from (锁江), 此出牌阶段 (乘势), <角色>抵消<牌> (驳论),
// 使用/打出者 (伺隙, 3.5.21), 弃至少1枚“X” chosen by the performer and read by 等量 (蓄势, 3.4.17,
// 3.4.13), the object of 将 relativized leaves 将 out (易帜 以此法置入弃牌堆的牌, 代受 以此法转移给你的【杀】).
import path from "node:path";
import { describe, expect, test } from "vitest";
import { asked, B, behaviourHarness, discardNames, done, hp, own, phases, type Scenario as S } from "./harness.ts";

/** Still refused: 65 藏珠 (，称为“珠”: E-WORDING, the rulebook writes （称为“珠”）). */
const REFUSED = [65];
const { board, ok, wrong, misbehaving: MISBEHAVING, tested: TESTED } = behaviourHarness(path.join(import.meta.dirname, "blind3.sgs"), REFUSED);

describe("〖易帜〗出牌阶段限一次，你可重铸至少一张牌▶若你以此法置入弃牌堆的牌数不小于2且这些牌的花色均相同，你摸一张牌。", () => {
  ok("易帜", "two spades recast: draws 2 for the recast and 1 more", () => {
    const s = board([own(["易帜"], { hand: ["杀♠7", "杀♠8"], agent: [{ play: { skill: "易帜" } }, { cards: ["杀", "杀"] }] }), B()], { drawPile: ["桃", "桃", "桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃", "桃", "桃"]);
    expect(discardNames(s)).toEqual(["杀", "杀"]);
  });
  ok("易帜", "two cards of different suits: only the recast's draws", () => {
    const s = board([own(["易帜"], { hand: ["杀♠7", "闪♥2"], agent: [{ play: { skill: "易帜" } }, { cards: ["杀", "闪"] }] }), B()], { drawPile: ["桃", "桃", "桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
  });
  ok("易帜", "one card recast: never the extra draw", () => {
    const s = board([own(["易帜"], { hand: ["杀♠7", "杀♠8"], agent: [{ play: { skill: "易帜" } }, { cards: ["杀"] }, { play: "end" }] }), B()], { drawPile: ["桃", "桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "杀"].sort());
  });
});

describe("〖锁江〗②结束阶段开始时，若有处于连环状态的其他角色，你可失去1点体力并选择其中一名角色▶你对其造成1点雷电伤害。", () => {
  ok("锁江", "one chained other player: the owner loses 1 hp and deals it 1 thunder damage (it is reset)", () => {
    const s = board([own(["锁江"], { agent: [{ activate: true, skill: "锁江" }] }), B(), B({ chained: true })]);
    s.runPhase(0, "finish");
    done(s);
    expect(hp(s, 0)).toBe(3);
    expect(hp(s, 2)).toBe(3);
    expect(hp(s, 1)).toBe(4);
    expect(s.player(2).chained).toBe(false);
    expect(s.entries().some((e) => e.t === "damage" && e.victim === 2 && e.element === "thunder")).toBe(true);
  });
  ok("锁江", "two chained others: the one chosen among them is damaged, and the thunder damage conducts to the other (3.5.25)", () => {
    const s = board([own(["锁江"], { agent: [{ activate: true, skill: "锁江" }, { players: [2] }] }), B({ chained: true }), B({ chained: true })]);
    s.runPhase(0, "finish");
    done(s);
    const victims = s.entries().flatMap((e) => (e.t === "damage" ? [e.victim] : []));
    expect(victims).toEqual([2, 1]);
    expect(hp(s, 1)).toBe(3);
  });
  ok("锁江", "only the owner chained: not offered", () => {
    const s = board([own(["锁江"], { chained: true }), B(), B()]);
    s.runPhase(0, "finish");
    expect(asked(s, "锁江")).toBe(false);
    expect(hp(s, 0)).toBe(4);
  });
});

describe("〖避锋〗当你成为【决斗】或【南蛮入侵】的目标时，你可展示所有手牌▶若其中没有【杀】，你取消此目标。", () => {
  ok("避锋", "no 【杀】 among the shown cards: the 【决斗】's target is cancelled, no damage", () => {
    const s = board([own(["避锋"], { hand: ["闪"], agent: [{ activate: true, skill: "避锋" }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
  });
  ok("避锋", "a 【杀】 among them: shown for nothing, the 【决斗】 goes on", () => {
    const s = board([own(["避锋"], { hand: ["杀"], agent: [{ activate: true, skill: "避锋" }, { respond: null }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(3);
  });
  ok("避锋", "no hand cards: the cost cannot be paid, not offered", () => {
    const s = board([own(["避锋"], { agent: [{ respond: null }] }), B({ hand: ["决斗"], agent: [{ play: { card: "决斗" } }] })]);
    s.runPhase(1, "play");
    expect(asked(s, "避锋")).toBe(false);
    expect(hp(s, 0)).toBe(3);
  });
});

describe("〖披坚〗①锁定技，准备阶段开始时，若你没有护甲，你加1点护甲。②当你受到伤害后，若你没有护甲，你可摸一张牌。", () => {
  ok("披坚", "① no armour: 1 point at the preparation phase; with 1 already, none more", () => {
    const s = board([own(["披坚"]), B()]);
    s.runPhase(0, "prepare");
    expect(s.player(0).armor).toBe(1);
    s.runPhase(0, "prepare");
    expect(s.player(0).armor).toBe(1);
  });
  ok("披坚", "② armour 1 absorbs 1 damage, then none is left: may draw", () => {
    const s = board([own(["披坚"], { armor: 1, agent: [{ activate: true, skill: "披坚" }] }), B()], { drawPile: ["桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(s.player(0).armor).toBe(0);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
  ok("披坚", "② armour left after the damage: not offered", () => {
    const s = board([own(["披坚"], { armor: 2 }), B()]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(asked(s, "披坚")).toBe(false);
    expect(s.player(0).armor).toBe(1);
  });
});

describe("〖乘势〗出牌阶段结束时，若你于此阶段内造成过伤害且你于此回合内未发动过〖乘势〗，你可失去1点体力▶你于此出牌阶段之后获得一个额外的出牌阶段。", () => {
  ok("乘势", "damage dealt: loses 1 hp, an extra play phase follows this one (before the discard phase), offered once a turn", () => {
    const s = board([
      own(["乘势"], { hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "乘势" }, { play: "end" }] }),
      B(),
    ], { drawPile: ["闪", "闪"] });
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(3);
    expect(hp(s, 0)).toBe(3);
    const own0 = phases(s, 0);
    expect(own0.filter((p) => p === "play")).toHaveLength(2);
    expect(own0.indexOf("discard")).toBeGreaterThan(own0.lastIndexOf("play"));
  });
  ok("乘势", "no damage in the phase: not offered", () => {
    const s = board([own(["乘势"], { hand: ["桃"], agent: [{ play: "end" }] }), B()]);
    s.runTurn(0);
    expect(asked(s, "乘势")).toBe(false);
    expect(phases(s, 0).filter((p) => p === "play")).toHaveLength(1);
  });
});

describe("〖驳论〗当普通锦囊牌对对应的角色为你的目标生效前，若使用者的手牌数大于你的手牌数，你可弃置一张黑色手牌▶你抵消此牌。", () => {
  ok("驳论", "the user holds more cards: a black hand card discarded offsets the 【过河拆桥】 for you", () => {
    const s = board([
      own(["驳论"], { hand: ["杀♠7", "闪♥2"], agent: [{ activate: true, skill: "驳论" }] }),
      B({ hand: ["过河拆桥", "桃", "桃", "桃", "桃"], agent: [{ play: { card: "过河拆桥" } }] }),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
  });
  ok("驳论", "the user holds fewer cards: not offered, the 【过河拆桥】 takes effect", () => {
    const s = board([
      own(["驳论"], { hand: ["杀♠7", "闪♥2"] }),
      B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["闪"] }] }),
    ]);
    s.runPhase(1, "play");
    expect(asked(s, "驳论")).toBe(false);
    expect(s.player(0).hand).toHaveLength(1);
  });
});

describe("〖伺隙〗当【闪】被使用/打出时，若使用/打出者为你且当前回合角色不为你，你可判定▶若结果为黑色，你弃置当前回合角色的一张牌；若结果为红色，你摸一张牌。", () => {
  ok("伺隙", "used in another's turn, red result: draws one", () => {
    const s = board([own(["伺隙"], { hand: ["闪"], agent: [{ respond: "闪" }, { activate: true, skill: "伺隙" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })], {
      drawPile: ["桃♥3", "无懈可击"],
    });
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 0)).toBe(4);
    expect(s.handNames(0)).toEqual(["无懈可击"]);
  });
  ok("伺隙", "used in another's turn, black result: discards a card of the current player", () => {
    const s = board([own(["伺隙"], { hand: ["闪"], agent: [{ respond: "闪" }, { activate: true, skill: "伺隙" }] }), B({ hand: ["杀"], equipment: ["诸葛连弩"], agent: [{ play: { card: "杀" } }] })], {
      drawPile: ["杀♠8"],
    });
    s.runPhase(1, "play");
    expect(Object.values(s.player(1).equipment).filter((c) => c !== undefined && c !== null)).toHaveLength(0);
    expect(discardNames(s)).toContain("诸葛连弩");
  });
  ok("伺隙", "another player uses 【闪】: not offered", () => {
    const s = board([own(["伺隙"], { hand: ["杀"], agent: [{ play: { card: "杀" } }] }), B({ hand: ["闪"], agent: [{ respond: "闪" }] })]);
    s.runPhase(0, "play");
    expect(asked(s, "伺隙")).toBe(false);
  });
});

describe("〖蓄势〗①锁定技，当你受到1点伤害后，你获得1枚“势”。②出牌阶段限一次，你可弃至少1枚“势”▶你摸等量的牌。", () => {
  ok("蓄势", "① 2 damage: 2 “势”", () => {
    const s = board([own(["蓄势"]), B()]);
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    expect(s.player(0).marks["势"]).toBe(2);
  });
  ok("蓄势", "② of 3 “势” the owner chooses to discard 2 and draws 2", () => {
    const s = board([own(["蓄势"], { marks: { 势: 3 }, agent: [{ play: { skill: "蓄势" } }, { option: 1 }] }), B()], { drawPile: ["桃", "桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).marks["势"] ?? 0).toBe(1);
    expect(s.handNames(0)).toEqual(["桃", "桃"]);
  });
  ok("蓄势", "② one “势”: no number to choose, discards it and draws 1", () => {
    const s = board([own(["蓄势"], { marks: { 势: 1 }, agent: [{ play: { skill: "蓄势" } }] }), B()], { drawPile: ["桃", "桃"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.player(0).marks["势"] ?? 0).toBe(0);
    expect(s.handNames(0)).toEqual(["桃"]);
  });
});

describe("〖代受〗①当一名其他角色成为【杀】的目标时，若其至你的距离为1且使用者不为你且你不是此【杀】的目标且你是此【杀】的合法目标，你可弃置一张装备牌▶你将此【杀】转移给你。②锁定技，当你因执行以此法转移给你的【杀】的效果而受到伤害时❷，你令伤害值-1。", () => {
  ok("代受", "the 【杀】 aimed at a neighbour is transferred to the owner, whose damage is reduced to 0", () => {
    const s = board([
      own(["代受"], { hand: ["八卦阵"], agent: [{ activate: true, skill: "代受" }] }),
      B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }),
      B(),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(hp(s, 2)).toBe(4);
    expect(hp(s, 0)).toBe(4);
    expect(discardNames(s)).toContain("八卦阵");
  });
  ok("代受", "② only for the transferred 【杀】: one aimed at the owner deals its full damage", () => {
    const s = board([own(["代受"]), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [0] }] }), B()]);
    s.runPhase(1, "play");
    expect(hp(s, 0)).toBe(3);
  });
});

describe("〖退思〗当你受到伤害后，你可翻面▶你摸X张牌（X为你的体力上限与你的手牌数之差）。", () => {
  ok("退思", "hand 1, max hp 4: turns over and draws 3", () => {
    const s = board([own(["退思"], { hand: ["杀"], agent: [{ activate: true, skill: "退思" }] }), B()], { drawPile: ["桃", "桃", "桃", "桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    done(s);
    expect(s.player(0).faceUp).toBe(false);
    expect(s.player(0).hand).toHaveLength(4);
  });
  ok("退思", "more hand cards than max hp (6 vs 4): still draws the difference, 2", () => {
    const s = board([own(["退思"], { hand: ["杀", "杀", "杀", "杀", "杀", "杀"], agent: [{ activate: true, skill: "退思" }] }), B()], { drawPile: ["桃", "桃", "桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0).hand).toHaveLength(8);
  });
});

test("figure: of the 10 skills grown to compile, all behave as written unless listed", () => {
  expect(TESTED.size).toBe(10);
  expect([...MISBEHAVING]).toEqual([]);
});
