// Issue #5, batch 5: the blind skills refused as first written that compile since the language grew
// (blind5.test.ts FIRST_REFUSED): do they behave as blind5.md says? One describe per skill,
// asserting the text's meaning; `wrong(...)` would keep a misbehaviour honest.
// Grown with: 将A与B交换 (3.8.19 交换双方的各至少一张确定的牌, 易货), 若此牌为：基本牌，… (a switch on
// a kind of card, 问策), <value>与<value>不同 (易甲), 受到过的伤害值之和 and 于其下回合开始之前 (禁言),
// 有/没有〖X〗 and 其下回合结束前❶ (传授), 结束此出牌阶段 (3.6.4, 喝断), 3.4.22 点数+X with 你的拼点的牌
// (巧辩), 于此次拼点中/于此次议事中 and 均 (舌战, 附议), <card>的颜色与议事结果相同 (附议), a 拼点 timing whose
// subject is the pair (两名其他角色的拼点结果确定后, 这两名角色: 渔利).
import path from "node:path";
import { describe, expect } from "vitest";
import { B, behaviourHarness, done, equipNames, hp, own, phases, type Scenario as S, skillsUsed } from "./harness.ts";

/** Still refused: none. */
const REFUSED: number[] = [];
const { board, ok } = behaviourHarness(path.join(import.meta.dirname, "blind5.sgs"), REFUSED);

describe("〖问策〗出牌阶段限一次，你可令一名有手牌的其他角色展示一张手牌▶若此牌为：基本牌，你与其各摸一张牌；锦囊牌，你获得此牌；装备牌，其须使用此牌。", () => {
  // After it the owner has no card it can use: ending the phase is forced.
  const play = [{ play: { skill: "问策" } }];
  ok("问策", "a basic card: the owner, then the other, draws one (3.5.36 from the current player)", () => {
    const s = board([own(["问策"], { agent: play }), B({ hand: ["杀♠7"] })], { drawPile: ["桃♥3", "闪♥2"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["杀", "闪"]);
  });
  ok("问策", "a trick: the owner gains the shown card", () => {
    const s = board([own(["问策"], { agent: play }), B({ hand: ["过河拆桥♠3"] })], { drawPile: ["桃♥3", "闪♥2"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["过河拆桥"]);
    expect(s.handNames(1)).toEqual([]);
  });
  ok("问策", "an equipment card: its holder must use it (into its equipment area); nobody draws", () => {
    const s = board([own(["问策"], { agent: play }), B({ hand: ["赤兔♥5"] })], { drawPile: ["桃♥3", "闪♥2"] });
    s.runPhase(0, "play");
    expect(equipNames(s, 1)).toEqual(["赤兔"]);
    expect(s.handNames(0)).toEqual([]);
  });
  ok("问策", "the other shows the card it chooses (3.5.28 令): a trick rather than its basic card", () => {
    const s = board([own(["问策"], { agent: [...play, { play: "end" }] }), B({ hand: ["杀♠7", "过河拆桥♠3"], agent: [{ cards: ["过河拆桥"] }] })], { drawPile: ["桃♥3", "闪♥2"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["过河拆桥"]);
  });
  ok("问策", "no other player with a hand card: not offered", () => {
    const s = board([own(["问策"]), B({ hand: [] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).not.toContain("问策");
  });
});

describe("〖易货〗出牌阶段限一次，你可观看一名有手牌的其他角色的手牌▶你可将你的一张手牌与其中的一张牌交换。", () => {
  ok("易货", "after looking, the owner swaps its card for one of the other's hand", () => {
    const s = board([
      own(["易货"], { hand: ["杀♠7", "闪♦2"], agent: [{ play: { skill: "易货" } }, { activate: true }, { cards: ["杀"] }, { cards: ["桃"] }] }),
      B({ hand: ["桃♥3", "闪♥2"] }),
    ]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(1).sort()).toEqual(["杀", "闪"].sort());
    expect(s.entries().some((e) => e.t === "look" && e.player === 0)).toBe(true);
  });
  ok("易货", "looking only: the owner may decline the exchange", () => {
    const s = board([own(["易货"], { hand: ["杀♠7"], agent: [{ play: { skill: "易货" } }, { activate: false }, { play: "end" }] }), B({ hand: ["桃♥3", "闪♥2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
  });
  ok("易货", "an owner without a hand card may still look (the cost), but cannot exchange", () => {
    const s = board([own(["易货"], { hand: [], agent: [{ play: { skill: "易货" } }] }), B({ hand: ["桃♥3", "闪♥2"] })]);
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toContain("易货");
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
  });
});

describe("〖易甲〗出牌阶段限一次，你可选择一名装备区里的牌数与你的装备区里的牌数不同的其他角色▶你与其交换装备区里的牌▷若…，你摸X张牌；否则其摸X张牌（X为…之差）。", () => {
  ok("易甲", "blind5.md's example: 诸葛连弩 for 八卦阵/赤兔/的卢 — afterwards the owner has 3, the other 1, and the other draws 2", () => {
    const s = board(
      [own(["易甲"], { equipment: ["诸葛连弩♣A"], agent: [{ play: { skill: "易甲" } }] }), B({ equipment: ["八卦阵♠2", "赤兔♥5", "的卢♣5"] })],
      { drawPile: ["闪♦2", "闪♥2", "闪♦3"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(equipNames(s, 0).sort()).toEqual(["八卦阵", "赤兔", "的卢"].sort());
    expect(equipNames(s, 1)).toEqual(["诸葛连弩"]);
    expect(s.handNames(1)).toHaveLength(2);
    expect(s.handNames(0)).toHaveLength(0);
  });
  ok("易甲", "the owner ends with fewer: the owner draws the difference", () => {
    const s = board([own(["易甲"], { equipment: ["八卦阵♠2", "赤兔♥5"], agent: [{ play: { skill: "易甲" } }] }), B({ equipment: ["的卢♣5"] })], { drawPile: ["闪♦2", "闪♥2"] });
    s.runPhase(0, "play");
    done(s);
    expect(equipNames(s, 0)).toEqual(["的卢"]);
    expect(s.handNames(0)).toHaveLength(1);
    expect(s.handNames(1)).toHaveLength(0);
  });
  ok("易甲", "only players whose count differs can be chosen: with equal counts it is not offered", () => {
    const s = board([own(["易甲"], { equipment: ["赤兔♥5"] }), B({ equipment: ["的卢♣5"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).not.toContain("易甲");
  });
});

describe("〖禁言〗当你受到伤害后，若来源不为你且你于此回合内受到过的伤害值之和不小于2，你可弃置一张锦囊牌▶来源的所有未带有“锁定技”标签的武将技能于其下回合开始之前无效。", () => {
  ok("禁言", "1 damage then 1 more in a turn: only the second reaches 2; the source's non-locked skills are invalid until its next turn begins", () => {
    const s = board(
      [
        B({ skills: ["易货"], hand: ["决斗♠A", "决斗♣A"], agent: [{ play: { card: "决斗" } }, { play: { card: "决斗" } }, { play: "end" }] }),
        own(["禁言"], { hand: ["过河拆桥♠3"], agent: [{ activate: true }] }),
      ],
      { drawPile: ["闪♦2", "闪♥2", "闪♦3", "闪♦4", "闪♦5", "闪♦6", "闪♦7", "闪♦8"] },
    );
    s.runTurn(0);
    expect(hp(s, 1)).toBe(2);
    // Once, after the second damage: after the first the sum was 1.
    const log = s.entries();
    const damages = log.flatMap((e, i) => (e.t === "damage" ? [i] : []));
    const used = log.flatMap((e, i) => (e.t === "skill" && e.skill === "禁言" ? [i] : []));
    expect(used).toHaveLength(1);
    expect(used[0]).toBeGreaterThan(damages[1]);
    expect(s.engine.isSkillValid(0, "易货")).toBe(false);
    // Through the owner's own turn, and until the source's next turn begins (回合开始后❻).
    s.runTurn(1);
    expect(s.engine.isSkillValid(0, "易货")).toBe(false);
    s.runTurn(0);
    done(s); // 〖易货〗 was offered again in that turn's play phase (and declined)
    expect(s.engine.isSkillValid(0, "易货")).toBe(true);
  });
  ok("禁言", "此回合: 1 damage in one turn of the source and 1 in its next — never 2 in a turn, never asked", () => {
    const s = board(
      [
        B({ skills: ["易货"], hand: ["决斗♠A", "决斗♣A"], agent: [{ play: { card: "决斗" } }, { play: "end" }, { play: { card: "决斗" } }, { play: "end" }] }),
        own(["禁言"], { hand: ["过河拆桥♠3"], agent: [{ play: "end" }] }),
      ],
      { drawPile: ["闪♦2", "闪♥2", "闪♦3", "闪♦4", "闪♦5", "闪♦6", "闪♦7", "闪♦8"] },
    );
    s.runTurn(0);
    s.runTurn(1);
    s.runTurn(0);
    done(s);
    expect(hp(s, 1)).toBe(2);
    expect(skillsUsed(s)).not.toContain("禁言");
  });
});

describe("〖传授〗出牌阶段限一次，你可将一张装备牌交给一名没有〖励兵〗的其他角色▶其获得〖励兵〗（→）其下回合结束前❶，其失去〖励兵〗。", () => {
  ok("传授", "the other gains 〖励兵〗, keeps it through the owner's turn, and loses it at the end of its own next turn", () => {
    const s = board([own(["传授"], { hand: ["赤兔♥5"], agent: [{ play: { skill: "传授" } }] }), B({ agent: [{ play: { card: "赤兔" } }] })], {
      drawPile: ["闪♦2", "闪♥2", "闪♦3", "闪♦4", "闪♦5", "闪♦6", "闪♦7", "闪♦8"],
    });
    s.runTurn(0);
    expect(s.player(1).skills).toContain("励兵");
    expect(s.handNames(1)).toEqual(["赤兔"]);
    s.runTurn(1);
    done(s);
    // 〖励兵①〗: three cards drawn in its draw phase; lost at 回合结束前❶.
    expect(s.handNames(1)).toEqual(["闪", "闪", "闪"]);
    expect(s.player(1).skills).not.toContain("励兵");
  });
  ok("传授", "a player who already has 〖励兵〗 cannot be chosen: with no other, not offered", () => {
    const s = board([own(["传授"], { equipment: ["赤兔♥5"] }), B({ skills: ["励兵"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).not.toContain("传授");
  });
});

describe("〖喝断〗当你成为其他角色使用的牌的目标后，若此时为使用者的出牌阶段内且其于此阶段内使用过的牌数不小于3，你可弃置两张牌▶你结束此出牌阶段。", () => {
  ok("喝断", "the user's third card targets the owner: discarding two ends the user's play phase; the card does not take effect", () => {
    const s = board(
      [
        B({ hand: ["无中生有♥7", "无中生有♥8", "决斗♠A"], agent: [{ play: { card: "无中生有" } }, { play: { card: "无中生有" } }, { play: { card: "决斗" } }] }),
        own(["喝断"], { hand: ["杀♠7", "闪♥2"], agent: [{ activate: true }] }),
      ],
      { drawPile: ["桃♥3", "桃♥4", "桃♥6", "桃♥7"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toContain("喝断");
    expect(hp(s, 1)).toBe(4);
    expect(s.entries().some((e) => e.t === "timing" && e.id === "phase.play.end")).toBe(true);
  });
  ok("喝断", "the user's second card: too few, not offered", () => {
    const s = board(
      [B({ hand: ["无中生有♥7", "决斗♠A"], agent: [{ play: { card: "无中生有" } }, { play: { card: "决斗" } }, { play: "end" }] }), own(["喝断"], { hand: ["杀♠7", "闪♥2"], agent: [{ respond: "杀" }] })],
      { drawPile: ["桃♥3", "桃♥4"] },
    );
    s.runPhase(0, "play");
    expect(skillsUsed(s)).not.toContain("喝断");
    expect(phases(s, 0)).toEqual(["play"]);
  });
});

describe("〖巧辩〗锁定技，你的拼点的牌的点数+X（X为你已损失的体力值）。", () => {
  // With 〖对弈〗: 若你赢，你对其使用【决斗】；若你未赢，其对你使用【决斗】 (no one has a 【杀】 to answer).
  const duel = (ownerHp: number, mine: string, theirs: string) =>
    board([own(["对弈", "巧辩"], { hp: ownerHp, hand: [mine], agent: [{ play: { skill: "对弈" } }] }), B({ hand: [theirs] })]);
  ok("巧辩", "2 hp lost: a 9 counts as 11 and beats a 10 — the owner wins and duels the other", () => {
    const s = duel(2, "闪♦9", "杀♣10");
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ winners: [0] });
    expect([hp(s, 0), hp(s, 1)]).toEqual([2, 3]);
  });
  ok("巧辩", "unwounded: X is 0, the 9 loses to the 10 and the other duels the owner", () => {
    const s = duel(4, "闪♦9", "杀♣10");
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ winners: [1] });
    expect([hp(s, 0), hp(s, 1)]).toEqual([3, 4]);
  });
  ok("巧辩", "3.4.22: a K stays 13 — against a K, neither wins", () => {
    const s = duel(2, "闪♥K", "杀♦K");
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ winners: [null] });
    expect(hp(s, 0)).toBe(1);
  });
});

describe("〖舌战〗出牌阶段限一次，你可与至多两名其他角色拼点▶于此次拼点中未赢的其他角色各弃置一张牌；若你于此次拼点中均未赢，你翻面。", () => {
  ok("舌战", "one target, equal ranks: the target did not win and discards one; the owner won neither pair and flips", () => {
    const s = board([own(["舌战"], { hand: ["杀♠9"], agent: [{ play: { skill: "舌战" } }, { players: [1] }] }), B({ hand: ["闪♦9", "桃♥3"], agent: [{ cards: ["闪"] }] })]);
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ winners: [null] });
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(0).faceUp).toBe(false);
  });
  ok("舌战", "two targets, the owner beats one and loses to the other: only the beaten one discards; no flip", () => {
    const s = board([
      own(["舌战"], { hand: ["杀♠9"], agent: [{ play: { skill: "舌战" } }, { players: [1, 2] }] }),
      B({ hand: ["闪♦2", "桃♥3"], agent: [{ cards: ["闪"] }] }),
      B({ hand: ["桃♦Q", "闪♦3"], agent: [{ cards: ["桃"] }] }),
    ]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.player(0).faceUp).toBe(true);
  });
});

describe("〖附议〗当议事结束后，若你于此次议事中展示的牌的颜色与议事结果相同，你可摸一张牌。", () => {
  // 〖廷议〗你可与至多三名其他角色议事▶…: the owner of 〖附议〗 takes part as the other.
  ok("附议", "its shown card is red and the result red: it may draw, at 议事结束后", () => {
    const s = board([own(["廷议"], { hand: ["闪♥2"], agent: [{ play: { skill: "廷议" } }] }), own(["附议"], { hand: ["桃♥3"], agent: [{ activate: true }] })], { drawPile: ["闪♦2", "闪♦3", "闪♦4"] });
    s.runPhase(0, "play");
    expect(skillsUsed(s)).toContain("附议");
    expect(s.handNames(1)).toContain("闪");
  });
  ok("附议", "a red card against a black result: not offered", () => {
    const s = board([
      own(["廷议"], { hand: ["杀♠7"], agent: [{ play: { skill: "廷议" } }, { players: [1, 2] }, { play: "end" }] }),
      own(["附议"], { hand: ["桃♥3"] }),
      B({ hand: ["杀♣3"] }),
    ], { drawPile: ["闪♦2", "闪♦3", "闪♦4"] });
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ result: "black" });
    expect(skillsUsed(s)).not.toContain("附议");
  });
  ok("附议", "no result: not offered", () => {
    const s = board([own(["廷议"], { hand: ["杀♠7"], agent: [{ play: { skill: "廷议" } }, { play: "end" }] }), own(["附议"], { hand: ["桃♥3"] })], { drawPile: ["闪♦2", "闪♦3"] });
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "council")).toMatchObject({ result: null });
    expect(skillsUsed(s)).not.toContain("附议");
  });
});

describe("〖渔利〗当两名其他角色的拼点结果确定后，若这两名角色均未赢，你可获得这两名角色的此次拼点的牌。", () => {
  // 〖舌战〗's owner 拼点s with one other; 〖渔利〗's owner watches.
  ok("渔利", "two others tie: the watcher gains both 拼点的牌", () => {
    const s = board([
      own(["舌战"], { hand: ["杀♠9"], agent: [{ play: { skill: "舌战" } }, { players: [1] }] }),
      B({ hand: ["闪♦9"] }),
      own(["渔利"], { agent: [{ activate: true }] }),
    ]);
    s.runPhase(0, "play");
    expect(s.handNames(2).sort()).toEqual(["杀", "闪"].sort());
  });
  ok("渔利", "one of them wins: not offered", () => {
    const s = board([own(["舌战"], { hand: ["杀♠9"], agent: [{ play: { skill: "舌战" } }, { players: [1] }] }), B({ hand: ["闪♦2"] }), own(["渔利"])]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).not.toContain("渔利");
  });
  ok("渔利", "a tie the owner of 〖渔利〗 is part of: not offered (两名其他角色)", () => {
    const s = board([own(["舌战", "渔利"], { hand: ["杀♠9"], agent: [{ play: { skill: "舌战" } }] }), B({ hand: ["闪♦9"] })]);
    s.runPhase(0, "play");
    expect(skillsUsed(s)).not.toContain("渔利");
  });
});
