// 界大乔 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖国色〗①当你需要使用【乐不思蜀】时❸，若你于此阶段内未发动过此技能，你可使用对应的实体牌为你的一张方块牌的
//          【乐不思蜀】▶你摸一张牌。②出牌阶段，若你于此阶段内未发动过此技能，你可弃置一张方块牌并选择一名判定区
//          里有【乐不思蜀】对应的实体牌的角色▶你弃置其判定区里的【乐不思蜀】对应的实体牌，摸一张牌。
//   〖流离〗当你成为【杀】的目标时，你可弃置一张牌并选择你的攻击范围内的一名是此【杀】的合法目标且不为使用者的
//          其他角色（距离关系限制规则对此次合法性检测不产生影响）▶你将此【杀】转移给该角色。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { activations, damages, judgeNames, jx, loadPacks, offeredNow, uses, watchOffers } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("界大乔's skills are the 界限突破 versions", () => {
  test("〖国色〗 and 〖流离〗 of 界限突破; the standard 大乔 keeps the standard ones", () => {
    const s = createScenario({ packs, players: [{ general: "界大乔" }, { general: "大乔" }] });
    expect(s.player(0).skills).toEqual([jx("国色"), jx("流离")]);
    expect(s.player(1).skills).toEqual(["国色", "流离"]);
  });
});

describe("〖国色①〗(界): a 方块 card used as 【乐不思蜀】▶你摸一张牌", () => {
  test("used at a play-phase idle point: the 【乐不思蜀】 goes into the target's judge area and she draws one", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界大乔", hand: ["闪♦2"], agent: [{ play: { need: "乐不思蜀" } }, { activate: true, skill: "国色" }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃"],
    });
    s.runPhase(0, "play");
    expect(uses(s)).toEqual([[0, "乐不思蜀", [1]]]);
    expect(s.engine.state.players[1].judgeArea.map((c) => s.card(c).name)).toEqual(["闪"]);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(activations(s)).toContainEqual([0, jx("国色")]);
  });

  test("若你于此阶段内未发动过此技能: once a phase — a second 方块 card is not offered again", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界大乔", hand: ["闪♦2", "闪♦3"], agent: [{ play: { need: "乐不思蜀" } }, { activate: true, skill: "国色" }, { cards: ["闪"] }, { players: [1] }, { play: "end" }] },
        { general: "黄盖" },
        { general: "孙权" },
      ],
      drawPile: ["桃"],
    });
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(offers.all[0]).toContain("need 乐不思蜀");
    expect(offers.last()).not.toContain("need 乐不思蜀");
  });

  test("with no 方块 card it is not offered", () => {
    const s = createScenario({ packs, players: [{ general: "界大乔", hand: ["桃♥6"] }, { general: "黄盖" }] });
    expect(offeredNow(s, 0)).not.toContain("need 乐不思蜀");
  });

  test("the standard 大乔's 〖国色〗 draws nothing", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "大乔", hand: ["闪♦2"], agent: [{ play: { need: "乐不思蜀" } }, { activate: true, skill: "国色" }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃"],
    });
    s.runPhase(0, "play");
    expect(uses(s)).toEqual([[0, "乐不思蜀", [1]]]);
    expect(s.handNames(0)).toEqual([]);
  });
});

describe("〖国色②〗(界): 弃置一张方块牌并选择一名判定区里有【乐不思蜀】的角色▶弃置其【乐不思蜀】，摸一张牌", () => {

  test("not offered when no judge area holds a 【乐不思蜀】, or without a 方块 card", () => {
    const none = createScenario({ packs, players: [{ general: "界大乔", hand: ["闪♦2"] }, { general: "黄盖", judge: ["闪电"] }] });
    expect(offeredNow(none, 0)).not.toContain(`〖${jx("国色")}〗`);
    const noDiamond = createScenario({ packs, players: [{ general: "界大乔", hand: ["桃♥6"] }, { general: "黄盖", judge: ["乐不思蜀"] }] });
    expect(offeredNow(noDiamond, 0)).not.toContain(`〖${jx("国色")}〗`);
  });

  test("判定区里: a 【乐不思蜀】 in a hand does not count; one in a judge area is discarded and she draws one", () => {
    const inHand = createScenario({ packs, players: [{ general: "界大乔", hand: ["闪♦2"] }, { general: "黄盖", hand: ["乐不思蜀"] }] });
    expect(offeredNow(inHand, 0)).not.toContain(`〖${jx("国色")}〗`);
    const s = createScenario({
      packs,
      players: [{ general: "界大乔", hand: ["闪♦2"], agent: [{ play: { skill: jx("国色") } }, { play: "end" }] }, { general: "黄盖", skills: [], judge: ["乐不思蜀"] }],
      drawPile: ["杀", "杀"],
    });
    s.runPhase(0, "play");
    expect(judgeNames(s, 1)).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
});

describe("〖流离〗(界): 当你成为【杀】的目标时，你可弃置一张牌并选择…▶你将此【杀】转移给该角色", () => {
  test("the 【杀】 is transferred to another character in her attack range; it hits that one", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "界大乔", hp: 3, hand: ["闪"], agent: [{ activate: true, skill: "流离" }, { players: [2] }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 2, 1, "normal"]]);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual([]);
    expect(activations(s)).toContainEqual([1, jx("流离")]);
    expect(s.entries().some((e) => e.t === "transfer" && e.from === 1 && e.to === 2)).toBe(true);
  });

  test("不为使用者: the user is not a candidate; with nobody else there is nothing to choose (not offered)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "界大乔", hp: 3, hand: ["闪"], agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("the cost: with no card to discard it is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "界大乔", hp: 3 },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("only a 【杀】: a 【决斗】 at her does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [1] }, { play: "end" }] },
        { general: "界大乔", hp: 3, hand: ["闪"] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("declined: she is hit", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "界大乔", hp: 3, hand: ["桃"], agent: [{ activate: false, skill: "流离" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });
});
