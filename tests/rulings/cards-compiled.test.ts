// Rulings about cards, encoded with the compiled corpus text (cards and the general skills they
// involve, compiled verbatim): 【青龙偃月刀】 (the corpus's text is the old one, 青龙偃月刀（旧）),
// 【雌雄双股剑】 and 〖空城〗 (000 4.2.2/4.2.4), 【贯石斧】 (004 3.1.7), 【寒冰剑】 (004 3.5.4, 3.5.15).
import { beforeAll, describe, expect, it } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { corpusWithCards } from "../compiler/corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(
    corpusWithCards(["杀", "闪", "青龙偃月刀", "雌雄双股剑", "贯石斧", "寒冰剑", "乐不思蜀", "赤兔"], ["空城", "枭姬", "连营"]),
    "standard.sgs",
  );
});

describe("000 4.2.2 / 4.2.4: legal targets and the use flow", () => {
  // 诸葛亮 with one hand card answers with 【闪】; then, with no hand cards, 〖空城〗 makes him no
  // legal target of 【杀】, so 〖青龙偃月刀〗 cannot be activated.
  it("4.2.2 ◎例如 裝備【青龍偃月刀（舊）】的角色對手牌數為1的諸葛亮使用【殺】，諸葛亮使用【閃】進", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // No activation request is scripted: being asked would fail the test.
        { general: "貂蝉", hand: ["杀", "杀"], equipment: ["青龙偃月刀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "诸葛亮", hp: 3, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.timings()).toContain("use.target.offsetAfter");
  });

  it("control: with a hand card left, 诸葛亮 is a legal target and 〖青龙偃月刀〗 is offered", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hand: ["杀", "杀"],
          equipment: ["青龙偃月刀"],
          agent: [{ play: { card: "杀" } }, { activate: true, skill: "青龙偃月刀" }, { respond: "杀" }, { play: "end" }],
        },
        { general: "诸葛亮", hp: 3, hand: ["闪", "桃"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
  });

  // Discarding his last hand card makes 诸葛亮 no legal target of 【杀】 (〖空城〗), but a target
  // already in the list stays: whether it is legal does not change the use flow (4.2.4 注意).
  it("4.2.4 ◎例如 裝備【雌雄雙股劍】的女性角色對手牌數為1的諸葛亮（標）使用【殺】，在此【殺】指定", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["雌雄双股剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "雌雄双股剑" }, { play: "end" }] },
        { general: "诸葛亮", hp: 3, hand: ["桃"], agent: [{ option: 0 }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(1).hp).toBe(2);
  });
});

describe("004 3.1.7 / 3.5: equipment skills", () => {
  // 3.1.7 ◆: while using an equipment card's skill, that card cannot be operated on, so the axe
  // cannot be one of the two discarded cards: with the axe and one other card, the cost fails.
  it("3.1.7 ◎例如 角色不能通过弃置装备区里的【贯石斧】和另一张牌的方式发动【贯石斧】。", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀", "闪"], equipment: ["贯石斧"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "贯石斧" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.card(s.player(0).equipment.weapon!).name).toBe("贯石斧");
  });

  // The cost's two cards are discarded together (one move): 〖连营〗 can only answer after both
  // are gone, so its card cannot be one of them; with the last hand card and no other card
  // than the axe, the cost cannot be paid at all.
  it("3.5.15 ◎例如 陆逊不能通过先弃置最后一张手牌发动〖连营〗摸一张牌，再弃置此牌的方式发动〖贯石斧", () => {
    const stuck = createScenario({
      packs: [pack],
      players: [
        { general: "陆逊", hand: ["杀", "闪"], equipment: ["贯石斧"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "贯石斧" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    stuck.runPhase(0, "play");
    expect(stuck.player(1).hp).toBe(4);
    expect(stuck.handNames(0)).toEqual(["闪"]);

    const both = createScenario({
      packs: [pack],
      players: [
        {
          general: "陆逊",
          hand: ["杀", "闪"],
          equipment: ["贯石斧", "赤兔"],
          agent: [{ play: { card: "杀" } }, { activate: true, skill: "贯石斧" }, { activate: true, skill: "连营" }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
      drawPile: ["桃♥3"],
    });
    both.runPhase(0, "play");
    expect(both.player(1).hp).toBe(3);
    const discards = both.entries().flatMap((e) => (e.t === "move" && e.reason === "discard" ? [e.cards.map((c) => both.card(c).name).sort()] : []));
    expect(discards).toEqual([["赤兔", "闪"].sort()]);
    expect(both.handNames(0)).toEqual(["桃"]);
  });

  // 其两张牌 are the victim's hand and equipment cards (3.3): the judge area is not among them.
  it("3.5.4 ◎例如 马岱在因执行马岱使用的【杀】的效果而对曹冲造成伤害时❷发动〖寒冰剑〗，在执行依次", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["寒冰剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "寒冰剑" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["桃"], judge: ["乐不思蜀"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(1).judgeArea.map((c) => s.card(c).name)).toEqual(["乐不思蜀"]);
  });

  // 依次: the second card is chosen after the first has gone, so what 〖枭姬〗 draws in between
  // can be discarded; without 〖枭姬〗 there is nothing left and 〖寒冰剑〗 ends.
  it("3.5.15 ◎例如 角色对仅装备区里有一张牌的孙尚香发动〖寒冰剑〗先弃置此牌，孙尚香在失去此牌后❷：", () => {
    const withDraw = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["寒冰剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "寒冰剑" }, { cards: ["闪"] }, { play: "end" }] },
        { general: "孙尚香", hp: 3, equipment: ["仁王盾"], agent: [{ activate: true, skill: "枭姬" }] },
      ],
      drawPile: ["闪♦2", "闪♦3"],
    });
    withDraw.runPhase(0, "play");
    expect(withDraw.player(1).hp).toBe(3);
    expect(Object.values(withDraw.player(1).equipment)).toHaveLength(0);
    expect(withDraw.handNames(1)).toEqual(["闪"]);

    const without = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["寒冰剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "寒冰剑" }, { play: "end" }] },
        { general: "孙尚香", hp: 3, equipment: ["仁王盾"], agent: [{ activate: false, skill: "枭姬" }] },
      ],
    });
    without.runPhase(0, "play");
    expect(without.player(1).hp).toBe(3);
    expect(without.handNames(1)).toEqual([]);
    expect(Object.values(without.player(1).equipment)).toHaveLength(0);
  });
});
