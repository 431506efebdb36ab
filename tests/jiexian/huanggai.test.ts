// 界黄盖 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖苦肉〗出牌阶段限一次，你可弃置一张牌▶你失去1点体力。
//   〖诈降〗锁定技，当你失去1点体力后，你摸三张牌。若此时为你的出牌阶段内，你于此阶段内使用【杀】的次数上限+1，
//          于此回合内使用红色【杀】无距离关系的限制（→）当红色【杀】于此回合内指定目标后，若使用者为你，此目标
//          对应的角色不能响应此【杀】。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { activations, damages, jx, loadPacks, offeredNow, watchOffers } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("界黄盖's skills", () => {
  test("〖苦肉〗 of 界限突破 and 〖诈降〗; the standard 黄盖 keeps the standard 〖苦肉〗", () => {
    const s = createScenario({ packs, players: [{ general: "界黄盖" }, { general: "黄盖" }] });
    expect(s.player(0).skills).toEqual([jx("苦肉"), "诈降"]);
    expect(s.player(1).skills).toEqual(["苦肉"]);
  });
});

describe("〖苦肉〗(界): 出牌阶段限一次，你可弃置一张牌▶你失去1点体力", () => {
  test("discard one card, lose 1 hp; 〖诈降〗 then draws three", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界黄盖", hp: 4, hand: ["闪"], agent: [{ play: { skill: "苦肉" } }, { play: "end" }] },
        { general: "孙权" },
      ],
      drawPile: ["桃", "决斗", "无中生有"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["桃", "决斗", "无中生有"]);
    expect(activations(s)).toEqual([
      [0, jx("苦肉")],
      [0, "诈降"],
    ]);
    const order = s.entries().flatMap((e) => (e.t === "move" && e.reason === "discard" ? ["discard"] : e.t === "loseHp" ? ["loseHp"] : e.t === "move" && e.reason === "draw" ? ["draw"] : []));
    expect(order).toEqual(["discard", "loseHp", "draw"]);
  });

  test("限一次: once per play phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界黄盖", hp: 4, hand: ["闪"], agent: [{ play: { skill: "苦肉" } }, { play: "end" }] },
        { general: "孙权" },
      ],
      drawPile: ["桃", "决斗", "无中生有"],
    });
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(offers.all[0]).toContain(`〖${jx("苦肉")}〗`);
    expect(offers.last()).not.toContain(`〖${jx("苦肉")}〗`);
  });

  test("with no card to discard it is not offered (the cost cannot be paid)", () => {
    const s = createScenario({ packs, players: [{ general: "界黄盖", hp: 4 }, { general: "孙权" }] });
    expect(offeredNow(s, 0)).not.toContain(`〖${jx("苦肉")}〗`);
  });

  test("the standard 黄盖's 〖苦肉〗: lose 1 hp, draw two, no card discarded", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ play: { skill: "苦肉" } }, { play: "end" }] },
        { general: "孙权" },
      ],
      drawPile: ["桃", "决斗"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["闪", "桃", "决斗"]);
  });
});

describe("〖诈降〗锁定技: 当你失去1点体力后，你摸三张牌", () => {
  test("per point: losing 2 hp at once draws six (outside the play phase: no 【杀】 bonus)", () => {
    const s = createScenario({ packs, players: [{ general: "界黄盖", hp: 4 }, { general: "孙权" }] });
    s.run((engine) => engine.loseHp(0, 2), 1);
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toHaveLength(6);
    expect(activations(s)).toEqual([
      [0, "诈降"],
      [0, "诈降"],
    ]);
  });

  test("only losing hp: damage draws nothing", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界黄盖", hp: 4 },
        { general: "孙权", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual([]);
  });
});

describe("〖诈降〗 in 界黄盖's play phase: 【杀】 limit +1, red 【杀】 without distance limit and not to be answered", () => {
  /**
   * 界黄盖's turn (five players): 〖苦肉〗 first, then what `then` says; two 【决斗】 drawn in the
   * draw phase and discarded at the end (hp 3 after 〖苦肉〗, five cards left).
   */
  const turn = (hand: string[], then: object[], others: { hand?: string[]; agent?: object[] }[] = []) =>
    createScenario({
      packs,
      players: [
        {
          general: "界黄盖",
          hp: 4,
          hand: ["闪", ...hand],
          agent: [{ play: { skill: "苦肉" } }, { cards: ["闪"] }, ...then, { play: "end" }, { cards: ["决斗", "决斗"] }] as never,
        },
        { general: "孙权", hp: 4, ...(others[0] ?? {}) } as never,
        { general: "吕布", hp: 4, ...(others[1] ?? {}) } as never,
        { general: "张飞", hp: 4 },
        { general: "赵云", hp: 4 },
      ],
      drawPile: ["决斗", "决斗", "无中生有", "无中生有", "过河拆桥"],
    });

  test("the target of a red 【杀】 this turn cannot respond (never asked for its 【闪】)", () => {
    const s = turn(["杀♥10"], [{ play: { card: "杀" } }, { players: [1] }], [{ hand: ["闪"] }]);
    s.runTurn(0);
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.handNames(1)).toEqual(["闪"]);
    // The delayed effect acts at 指定目标后 of that 【杀】.
    expect(activations(s)).toEqual([
      [0, jx("苦肉")],
      [0, "诈降"],
      [0, "诈降"],
    ]);
  });

  test("a black 【杀】 can still be answered", () => {
    const s = turn(["普杀♠7"], [{ play: { card: "杀" } }, { players: [1] }], [{ hand: ["闪"], agent: [{ respond: "闪" }] }]);
    s.runTurn(0);
    expect(damages(s)).toEqual([]);
  });

  test("若此时为你的出牌阶段内: hp lost outside his play phase only draws — no 【杀】 effect is set up", () => {
    const s = createScenario({ packs, players: [{ general: "界黄盖", hp: 4 }, { general: "孙权", hp: 4 }], current: 1 });
    s.run((engine) => engine.loseHp(0, 1), 1);
    expect(s.handNames(0)).toHaveLength(3);
    expect(s.engine.delayedEffects.at("use.specifiedTarget")).toBeUndefined();
    const inPlay = createScenario({
      packs,
      players: [{ general: "界黄盖", hp: 4, hand: ["闪"], agent: [{ play: { skill: "苦肉" } }, { play: "end" }] }, { general: "孙权", hp: 4 }],
    });
    inPlay.runPhase(0, "play");
    expect(inPlay.engine.delayedEffects.at("use.specifiedTarget")?.map((e) => e.skill)).toEqual(["诈降"]);
  });

  test("control: without 〖苦肉〗 first, one 【杀】 only and a red 【杀】 can be answered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界黄盖", hp: 4, hand: ["杀♥10", "普杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "孙权", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "吕布", hp: 4 },
        { general: "张飞", hp: 4 },
        { general: "赵云", hp: 4 },
      ],
    });
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([]);
    expect(offers.last()).not.toContain("杀");
  });
});
