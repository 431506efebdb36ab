// 陈宫 (一将成名2011): 〖明策〗 and 〖智迟〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const offered = (s: ReturnType<typeof createScenario>) => playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "明策");

describe("〖明策〗出牌阶段限一次，你可将一张装备牌或【杀】交给一名其他角色▶其选择：1.对其攻击范围内你选择的一名角色使用无对应的实体牌的普【杀】；2.摸一张牌。", () => {
  // 陈宫's 【的卢】 keeps him out of the receiver's attack range: with nobody in it, option 1 cannot
  // be carried out and the receiver draws one without being asked.
  test("gives a 【杀】; nobody in the receiver's attack range, so it draws one", () => {
    const s = createScenario({
      packs,
      players: [{ general: "陈宫", skills: ["明策"], hand: ["杀", "桃"], equipment: ["的卢"], agent: [{ play: { skill: "明策" } }, { cards: ["杀"] }] }, BLANK],
      drawPile: ["无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["杀", "无中生有"]);
    expect(s.entries().some((e) => e.t === "use")).toBe(false);
  });

  test("an equipment card may be given (one in the equipment area too)", () => {
    const s = createScenario({
      packs,
      players: [{ general: "陈宫", skills: ["明策"], hand: ["赤兔"], equipment: ["的卢"], agent: [{ play: { skill: "明策" } }, { cards: ["赤兔"] }] }, BLANK],
      drawPile: ["无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual(["赤兔", "无中生有"]);
  });

  test("a card that is neither equipment nor 【杀】: not offered", () => {
    const s = createScenario({ packs, players: [{ general: "陈宫", skills: ["明策"], hand: ["闪", "桃", "决斗"] }, BLANK] });
    expect(offered(s)).toBe(false);
  });

  test("出牌阶段限一次", () => {
    const s = createScenario({
      packs,
      players: [{ general: "陈宫", skills: ["明策"], hand: ["杀", "杀"], equipment: ["的卢"], agent: [{ play: { skill: "明策" } }, { cards: ["杀"] }, { play: "end" }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(offered(s)).toBe(false);
  });

  test("其他角色: the card goes to another player", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "陈宫", skills: ["明策"], hand: ["杀"], equipment: ["的卢"], agent: [{ play: { skill: "明策" } }, { cards: ["杀"] }, { players: [2] }] },
        { ...BLANK, equipment: ["绝影"] },
        BLANK,
      ],
      drawPile: ["无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(2)[0]).toBe("杀");
  });
});

describe("〖智迟〗锁定技，当你于回合外受到伤害后，【杀】和普通锦囊牌于此回合内对对应的角色为你的目标无效。", () => {
  test("于回合外: damaged in another player's turn, it takes effect (no further damage that turn is tested here)", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { general: "陈宫", skills: ["智迟"] }],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
    expect(s.entries().filter((e) => e.t === "skill" && e.skill === "智迟")).toHaveLength(1);
  });

  test("in force for the rest of that turn: the 【决斗】 used on him next is invalid for him (3.7.5 1.: no 使用结算开始时)", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀", "决斗"], agent: [{ play: { card: "杀" } }, { play: { card: "决斗" } }] }, { general: "陈宫", skills: ["智迟"], hand: ["杀"] }],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
    // 陈宫 is never asked to answer the 【决斗】, and keeps his 【杀】.
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.timings().filter((t) => t === "use.target.settleStart")).toHaveLength(1);
  });

  test("回合外: damaged in his own turn, it does not take effect", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "陈宫", skills: ["智迟"], hand: ["决斗"], agent: [{ play: { card: "决斗" } }] },
        { ...BLANK, hand: ["杀"], agent: [{ respond: "杀" }] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(0).hp).toBe(2);
    expect(skillsUsed(s)).toEqual([]);
  });
});
