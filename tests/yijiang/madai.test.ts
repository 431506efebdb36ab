// 马岱 (一将成名2012): 〖马术〗 and 〖潜袭〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖马术〗锁定技，你至其他角色的距离-1。", () => {
  test("马岱's distance to the others is one less (never below 1); theirs to him is not", () => {
    const s = createScenario({ packs, players: [{ general: "马岱", skills: ["马术"] }, BLANK, BLANK, BLANK, BLANK] });
    expect(s.view.distance(0, 2)).toBe(1);
    expect(s.view.distance(0, 1)).toBe(1);
    expect(s.view.distance(2, 0)).toBe(2);
    const plain = createScenario({ packs, players: [{ general: "马岱", skills: [] }, BLANK, BLANK, BLANK, BLANK] });
    expect(plain.view.distance(0, 2)).toBe(2);
  });

  test("so a 【杀】 reaches the player two seats away", () => {
    const s = createScenario({
      packs,
      players: [{ general: "马岱", skills: ["马术"], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }] }, BLANK, BLANK, BLANK, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(2).hp).toBe(3);
  });
});

describe("〖潜袭〗当你因执行你使用的【杀】的效果而对距离为1的一名角色造成伤害时❷，你可判定▶若结果不为红桃，你防止此伤害，其减1点体力上限。", () => {
  const QIANXI = { general: "马岱", skills: ["潜袭"] };
  const attack = (judge: string, agent: object[], target: object = {}) =>
    createScenario({
      packs,
      players: [{ ...QIANXI, hand: ["杀"], agent: [{ play: { card: "杀" } }, ...(agent as never[])] }, { ...BLANK, ...target }],
      drawPile: [judge],
    });

  test("not a heart: the damage is prevented and the target loses 1 max hp", () => {
    const s = attack("杀♠7", [{ activate: true, skill: "潜袭" }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    // 4 hp of 4 → max hp 3: hp follows it down (4.2.16), but no damage was dealt
    expect(s.player(1).maxHp).toBe(3);
    expect(s.player(1).hp).toBe(3);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
    expect(s.entries().filter((e) => e.t === "judge")).toHaveLength(1);
  });

  test("a wounded target keeps its hp: 2 of 4 → 2 of 3", () => {
    const s = attack("杀♠7", [{ activate: true, skill: "潜袭" }], { hp: 2 });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).maxHp).toBe(3);
    expect(s.player(1).hp).toBe(2);
  });

  test("a heart: the damage is dealt", () => {
    const s = attack("桃♥3", [{ activate: true, skill: "潜袭" }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(1).maxHp).toBe(4);
  });

  test("declined: no judgement, the damage is dealt", () => {
    const s = attack("杀♠7", [{ activate: false, skill: "潜袭" }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });

  test("距离为1: a target two seats away (reached with 【麒麟弓】) is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...QIANXI, hand: ["杀"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { players: [2] }] }, BLANK, BLANK, BLANK, BLANK],
      drawPile: ["杀♠7"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(2).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("你使用的【杀】: damage from 马岱's 【决斗】 is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...QIANXI, hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }, BLANK],
      drawPile: ["杀♠7"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });
});
