// 徐盛 (一将成名2011): 〖破军〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const DRAWS = ["闪", "桃", "无中生有", "过河拆桥", "顺手牵羊", "决斗", "杀"];

describe("〖破军〗当你因执行你使用的【杀】的效果而对一名角色造成伤害后，你可令其摸X张牌（X=min{其体力值,5}）▷其翻面。", () => {
  test("the 【杀】 hits: the target (3 hp left) draws three and turns over", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐盛", hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "破军" }] }, BLANK],
      drawPile: DRAWS,
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(DRAWS.slice(0, 3));
    expect(s.player(1).faceUp).toBe(false);
  });

  test("X=min{其体力值,5}: 6 hp left, five cards", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐盛", hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "破军" }] }, { ...BLANK, maxHp: 7, hp: 7 }],
      drawPile: DRAWS,
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toHaveLength(5);
    expect(s.player(1).faceUp).toBe(false);
  });

  test("a target already face down turns face up", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐盛", hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "破军" }] }, { ...BLANK, faceDown: true }],
      drawPile: DRAWS,
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).faceUp).toBe(true);
  });

  test("declined: no draw, no turning over", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐盛", hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "破军" }] }, BLANK],
      drawPile: DRAWS,
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(1).faceUp).toBe(true);
  });

  test("因执行你使用的【杀】的效果: damage of 徐盛's 【决斗】 is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐盛", hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("你使用的【杀】: another player's 【杀】 on 徐盛 is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { general: "徐盛" }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("a 【杀】 that is dodged deals no damage: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐盛", hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { ...BLANK, hand: ["闪"], agent: [{ respond: "闪" }] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
    expect(skillsUsed(s)).toEqual([]);
  });
});
