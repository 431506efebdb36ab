// Compiled equipment skills of the corpus on the runtime: 〖仁王盾〗 (对目标使用结算开始时: a black
// 【杀】 is 无效 for its wearer, 4.2.4 循环点A) and 〖贯石斧〗 (被抵消后: 弃置两张牌▶此【杀】依然对此
// 目标生效) and 〖麒麟弓〗 (造成伤害时❷: 弃置其装备区里的一张坐骑牌). Card and skill text is the
// corpus's, compiled verbatim; 〖寒冰剑〗 (防止此伤害▶你依次弃置其两张牌).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type LogEntry, type Pack } from "../../runtime/index.ts";
import { corpusWithCards } from "./corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "仁王盾", "贯石斧", "麒麟弓", "寒冰剑", "青釭剑", "雌雄双股剑", "方天画戟", "的卢", "赤兔"]), "standard.sgs");
});

const damages = (entries: readonly LogEntry[]) =>
  entries.flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, amount: e.amount }] : []));

describe("〖仁王盾〗锁定技: 当【杀】对对应的角色为你的目标使用结算开始时，若此【杀】为黑色，此【杀】对此目标无效", () => {
  test("a black 【杀】 is 无效: no 生效前 (no 【闪】 is asked for), no damage", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        // Holds a 闪 but is never asked: the 杀 is 无效 before 生效前 (4.2.4).
        { general: "黄盖", hp: 4, hand: ["闪"], equipment: ["仁王盾"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual(["闪"]);
    const t = s.timings();
    expect(t).toContain("use.target.settleStart");
    expect(t).not.toContain("use.target.effectBefore");
    expect(t).not.toContain("use.target.effecting");
  });

  test("a red 【杀】 settles as usual", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, equipment: ["仁王盾"] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("only for its wearer: a black 【杀】 at someone else hits", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], equipment: ["仁王盾"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
  });
});

describe("〖贯石斧〗: 当【杀】被抵消后，若使用者为你，你可弃置两张牌▶此【杀】依然对此目标生效", () => {
  test("after a 【闪】 offsets it, discarding two cards makes the 【杀】 take effect (生效时/后, then damage)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hand: ["杀", "闪", "闪"],
          equipment: ["贯石斧"],
          agent: [{ play: { card: "杀" } }, { activate: true, skill: "贯石斧" }, { cards: ["闪", "闪"] }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.handNames(0)).toEqual([]);
    const t = s.timings().filter((id) => id.startsWith("use.target."));
    const after = t.indexOf("use.target.offsetAfter");
    expect(after).toBeGreaterThan(0);
    expect(t.slice(after, after + 3)).toEqual(["use.target.offsetAfter", "use.target.effecting", "use.target.effectAfter"]);
  });

  test("declining leaves the 【杀】 offset: no damage, cards kept", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hand: ["杀", "闪", "闪"],
          equipment: ["贯石斧"],
          agent: [{ play: { card: "杀" } }, { activate: false, skill: "贯石斧" }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });

  test("with fewer than two cards to discard it is not offered (3.5.11: a cost one cannot pay)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // After the 杀 only the axe itself is left: one card.
        { general: "貂蝉", hand: ["杀"], equipment: ["贯石斧"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
  });
});

describe("〖麒麟弓〗: 当你因执行你使用的【杀】的效果而对一名角色造成伤害时❷，你可弃置其装备区里的一张坐骑牌", () => {
  const moves = (entries: readonly LogEntry[]) => entries.flatMap((e) => (e.t === "move" && e.reason === "discard" ? [e.cards] : []));

  test("the 【杀】's damage lets the wearer discard one of the victim's horses (its choice); the damage still happens", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hand: ["杀"],
          equipment: ["麒麟弓"],
          agent: [{ play: { card: "杀" } }, { activate: true, skill: "麒麟弓" }, { cards: ["赤兔"] }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, equipment: ["的卢", "赤兔"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    const left = Object.values(s.player(1).equipment).map((c) => s.card(c as number).name);
    expect(left).toEqual(["的卢"]);
    expect(moves(s.entries()).flat().map((c) => s.card(c).name)).toEqual(["赤兔"]);
  });

  test("only horses: with none in the victim's equipment area nothing is discarded", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // A red 杀: the 仁王盾 does not stop it.
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "麒麟弓" }, { play: "end" }] },
        { general: "黄盖", hp: 4, equipment: ["仁王盾"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(Object.values(s.player(1).equipment).map((c) => s.card(c as number).name)).toEqual(["仁王盾"]);
  });

  test("declining keeps the horses", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "麒麟弓" }, { play: "end" }] },
        { general: "黄盖", hp: 4, equipment: ["的卢"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(Object.values(s.player(1).equipment)).toHaveLength(1);
  });
});

describe("〖寒冰剑〗: 当你因执行你使用的【杀】的效果而对一名角色造成伤害时❷，若其有牌，你可防止此伤害▶你依次弃置其两张牌", () => {
  test("prevents the damage (4.2.12: its settlement ends) and discards two of the victim's cards, one choice at a time", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hand: ["杀♥10"],
          equipment: ["寒冰剑"],
          // The second card is the only one left: no choice is asked for it.
          agent: [{ play: { card: "杀" } }, { activate: true, skill: "寒冰剑" }, { cards: ["的卢"] }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, hand: ["桃"], equipment: ["的卢"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
    expect(s.handNames(1)).toEqual([]);
    expect(Object.values(s.player(1).equipment)).toHaveLength(0);
    const discards = s.entries().flatMap((e) => (e.t === "move" && e.reason === "discard" ? [e.cards.map((c) => s.card(c).name)] : []));
    expect(discards).toEqual([["的卢"], ["桃"]]);
    const t = s.timings();
    expect(t).toContain("damage.cause.2");
    expect(t).not.toContain("damage.cause.3");
    expect(t).not.toContain("damage.take.1");
  });

  test("若其有牌: against a player with no cards it is not offered, and the damage happens", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["寒冰剑"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
  });

  test("declining: the damage happens and no card is discarded", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["寒冰剑"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "寒冰剑" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["桃"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});

describe("〖青龙偃月刀〗: 当【杀】被抵消后，若使用者为你，你可对此目标对应的角色使用【杀】", () => {
  let withKongcheng: Pack;
  beforeAll(async () => {
    withKongcheng = await loadPackFromSource(corpusWithCards(["杀", "闪", "青龙偃月刀"], ["空城"]), "standard.sgs");
  });

  test("after a 【闪】 offsets it, the wearer uses another 【杀】 at the same target (not counted toward 限一次)", () => {
    const s = createScenario({
      packs: [withKongcheng],
      players: [
        {
          general: "貂蝉",
          hand: ["杀", "杀", "杀"],
          equipment: ["青龙偃月刀"],
          // The second 杀 hits; a third is still offered afterwards: the skill's 杀 did not count.
          agent: [{ play: { card: "杀" } }, { activate: true, skill: "青龙偃月刀" }, { respond: "杀" }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    const uses = s.entries().flatMap((e) => (e.t === "use" ? [[e.user, e.card, e.targets]] : []));
    expect(uses).toEqual([
      [0, "杀", [1]],
      [1, "闪", []],
      [0, "杀", [1]],
    ]);
    expect(s.engine.playPhase.cardUses.get("杀")).toBe(1);
  });

  test("without another 【杀】 in hand it is not offered", () => {
    const s = createScenario({
      packs: [withKongcheng],
      players: [
        { general: "貂蝉", hand: ["杀"], equipment: ["青龙偃月刀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
  });

  // 000 4.2.2 专题四 ◎ (青龙偃月刀 vs 〖空城〗): tests/rulings/4.2.2-compiled.test.ts.
});

describe("〖青釭剑〗锁定技: 当【杀】指定目标后，若使用者为你，你于此【杀】对此目标的使用结算中无视其防具", () => {
  test("a black 【杀】 hits a 〖仁王盾〗 wearer: the armor's skill is not there during this 【杀】's settlement", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7", "杀♠8"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, equipment: ["仁王盾"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    // The armor stays in place: only its skill is ignored, and only for that 【杀】.
    expect(s.card(s.player(1).equipment.armor!).name).toBe("仁王盾");
  });

  test("without 〖青釭剑〗 the same 【杀】 is stopped (control)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♠7"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, equipment: ["仁王盾"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
  });
});

describe("〖雌雄双股剑〗: 当【杀】指定目标后，若使用者为你且此目标对应的角色与你性别不同，你可令其选择：1.弃置一张手牌；2.令你摸一张牌", () => {
  test("the target of the other gender chooses 1: it discards a hand card (then the 【杀】 settles)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["雌雄双股剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "雌雄双股剑" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["桃"], agent: [{ option: 0 }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(0)).toEqual([]);
    expect(s.player(1).hp).toBe(3);
  });

  test("choosing 2 (令你摸一张牌): the wearer draws one", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["雌雄双股剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "雌雄双股剑" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["桃"], agent: [{ option: 1 }] },
      ],
      drawPile: ["闪♦2"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("3.5.27: a target with no hand card can only let the wearer draw (no choice is asked)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["雌雄双股剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "雌雄双股剑" }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
      drawPile: ["闪♦2"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("same gender: not offered", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10"], equipment: ["雌雄双股剑"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "甄姬", hp: 3, hand: ["桃"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.player(1).hp).toBe(2);
  });
});

describe("〖方天画戟〗: 当【杀】选择目标后，若使用者为你且此【杀】对应的实体牌为你的所有手牌，你可令至多两名是此【杀】的合法目标的其他角色也成为此【杀】的目标", () => {
  test("the last hand card: up to two more legal targets join, and the 【杀】 settles for each", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hand: ["杀♥10"],
          equipment: ["方天画戟"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "方天画戟" }, { players: [2, 3] }, { play: "end" }],
        },
        { general: "黄盖", hp: 4 },
        { general: "周瑜", hp: 3 },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(1).hp, s.player(2).hp, s.player(3).hp]).toEqual([3, 2, 3]);
    const specified = s.timings().filter((t) => t === "use.specifyTarget");
    expect(specified).toHaveLength(3);
  });

  test("not the last hand card: not offered", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀♥10", "桃"], equipment: ["方天画戟"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
        { general: "周瑜", hp: 3 },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(1).hp, s.player(2).hp, s.player(3).hp]).toEqual([3, 3, 4]);
  });

  test("the user is no candidate (其他角色); the present target is (000 4.2.4 (2) ◆: at 选择目标后 it may also become one, and settles twice)", () => {
    const players = (extra: number[]) => [
      {
        general: "貂蝉",
        hand: ["杀♥10"],
        equipment: ["方天画戟"],
        agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "方天画戟" }, { players: extra }, { play: "end" as const }],
      },
      { general: "黄盖", hp: 4 },
      { general: "周瑜", hp: 3 },
      { general: "孙权", hp: 4 },
    ];
    const again = createScenario({ packs: [pack], players: players([1]) });
    again.runPhase(0, "play");
    expect([again.player(1).hp, again.player(2).hp, again.player(3).hp]).toEqual([2, 3, 4]);
    expect(() => createScenario({ packs: [pack], players: players([0]) }).runPhase(0, "play")).toThrow(/illegal|not/);
    const s = createScenario({ packs: [pack], players: players([2]) });
    s.runPhase(0, "play");
    expect([s.player(1).hp, s.player(2).hp, s.player(3).hp]).toEqual([3, 2, 4]);
  });
});
