// 曹休 (一将成名2015): 〖千驹〗 and 〖倾袭〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖千驹〗锁定技，你至其他角色的距离-X（X为你已损失的体力值）。", () => {
  // Five seats: seats 2 and 3 are at distance 2 from seat 0.
  const board = (hp: number) =>
    createScenario({
      packs,
      players: [{ general: "曹休", hp }, { general: "孙权", skills: [] }, { general: "吕蒙", skills: [] }, { general: "黄盖", skills: [] }, { general: "甘宁", skills: [] }],
    });

  test("unhurt: distances unchanged", () => {
    const s = board(4);
    expect([1, 2, 3, 4].map((p) => s.view.distance(0, p))).toEqual([1, 2, 2, 1]);
  });

  test("X lost hp: his distance to others is X less (at least 1); theirs to him is not", () => {
    const s = board(3);
    expect([1, 2, 3, 4].map((p) => s.view.distance(0, p))).toEqual([1, 1, 1, 1]);
    expect(s.view.distance(2, 0)).toBe(2);
  });

  test("it follows his hp: healed, the distance comes back", () => {
    const s = board(3);
    expect(s.view.distance(0, 2)).toBe(1);
    s.act(0, (ctx) => ctx.recover(0, 1));
    expect(s.view.distance(0, 2)).toBe(2);
  });
});

describe("〖倾袭〗当你因执行你使用的【杀】的效果而对一名角色造成伤害时❶，若你的装备区里有武器牌，你可令其选择：1.弃置X张手牌（X为此武器牌的攻击范围）▷其弃置你装备区里的武器牌；2.令伤害值+1。", () => {
  const board = (cx: ScriptStep[], target: ScriptStep[], targetHand: string[], weapon = ["青釭剑"], card = "杀") =>
    createScenario({
      packs,
      players: [
        { general: "曹休", hand: [card], equipment: weapon, agent: cx },
        { general: "孙权", skills: [], hand: targetHand, agent: target },
        { general: "曹操", skills: [] },
      ],
    });

  test("2. the damage is 1 more", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "倾袭" }, { play: "end" }], [{ option: 1 }], ["桃", "无中生有", "无中生有"]);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 2 }]);
    expect(s.player(0).equipment.weapon).toBeDefined();
  });

  test("declined: the damage is unchanged", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "倾袭" }, { play: "end" }], [], ["桃", "无中生有", "无中生有"]);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("no weapon: not offered; nor for a 【决斗】's damage", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], [], ["桃"], []);
    s.runPhase(0, "play");
    const t = board([{ play: { card: "决斗" } }, { players: [1] }, { play: "end" }], [], ["桃"], ["青釭剑"], "决斗");
    t.runPhase(0, "play");
    expect(asked(s, "倾袭") || asked(t, "倾袭")).toBe(false);
    expect(damages(t)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });
});
