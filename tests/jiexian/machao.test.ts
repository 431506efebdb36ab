// 界马超 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖马术〗锁定技，你至其他角色的距离-1。
//   〖铁骑〗当【杀】指定目标后，若使用者为你，你可判定▶此目标对应的角色的所有未带有“锁定技”标签的武将技能于此
//          回合内无效，其需弃置一张与结果花色相同的牌，否则其不能响应此【杀】。
// The 界 skills run for 界马超; the standard 马超 keeps the standard 〖铁骑〗 (若结果为红色…).
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { activations, damages, jx, loadPacks } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("界马超's skills are the 界限突破 versions", () => {
  test("界马超 has 〖马术〗 and 〖铁骑〗 of 界限突破; 马超 those of the standard pack", () => {
    const s = createScenario({ packs, players: [{ general: "界马超" }, { general: "马超" }] });
    expect(s.player(0).skills).toEqual([jx("马术"), jx("铁骑")]);
    expect(s.player(1).skills).toEqual(["马术", "铁骑"]);
  });
});

describe("〖马术〗(界) 锁定技: 你至其他角色的距离-1", () => {
  test("distances from 界马超 are one less (floor 1); others' distances to him unchanged", () => {
    const s = createScenario({
      packs,
      players: [{ general: "界马超" }, { general: "黄盖" }, { general: "孙权" }, { general: "吕布" }, { general: "华佗" }],
    });
    expect([s.view.distance(0, 1), s.view.distance(0, 2), s.view.distance(0, 3)]).toEqual([1, 1, 1]);
    expect([s.view.distance(2, 0), s.view.distance(1, 0)]).toEqual([2, 1]);
  });
});

/** 界马超 uses a 【杀】 at 黄盖 and activates 〖铁骑〗 with `judge` on top of the pile. */
function tieqi(judge: string, target: { hand: string[]; agent: object[] }, activate = true) {
  return createScenario({
    packs,
    players: [
      { general: "界马超", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { activate, skill: "铁骑" }, { play: "end" }] },
      { general: "孙权", hp: 4, hand: target.hand, agent: target.agent as never },
    ],
    drawPile: [judge],
  });
}

describe("〖铁骑〗(界): 判定▶…其需弃置一张与结果花色相同的牌，否则其不能响应此【杀】", () => {
  test("the target discards a card of the result's suit: it may then respond with 【闪】", () => {
    // Result ♥; the target holds a ♥ 桃 to discard and a 闪 to answer with.
    const s = tieqi("桃♥5", { hand: ["桃♥6", "闪♦2"], agent: [{ activate: true }, { respond: "闪" }] });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([]);
    expect(s.handNames(1)).toEqual([]);
    expect(activations(s)).toContainEqual([0, jx("铁骑")]);
  });

  test("否则: the target declines to discard — it cannot respond, and takes the damage", () => {
    const s = tieqi("桃♥5", { hand: ["桃♥6", "闪♦2"], agent: [{ activate: false }] });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
  });

  test("a target with no card of that suit cannot discard: it cannot respond (a black result needs a black card)", () => {
    const s = tieqi("杀♠9", { hand: ["闪♦2", "桃♥6"], agent: [] });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.handNames(1)).toHaveLength(2);
  });

  test("the target's skills without 锁定技 are invalid for the rest of the turn: 郭嘉's 〖遗计〗 is not offered for the 【杀】's damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界马超", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "铁骑" }, { play: "end" }] },
        { general: "郭嘉", hp: 3 },
      ],
      drawPile: ["闪♦2", "闪♦3", "杀♠9", "桃♥5", "桃♦2"],
    });
    s.runTurn(0);
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1)).toBe(false);
    // After the turn, the skill is valid again.
    expect(s.engine.isSkillValid(1, "遗计")).toBe(true);
  });

  test("control: without 〖铁骑〗, the same damage offers 〖遗计〗", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界马超", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "铁骑" }, { play: "end" }] },
        { general: "郭嘉", hp: 3, agent: [{ activate: false, skill: "遗计" }] },
      ],
      drawPile: ["闪♦2", "闪♦3", "杀♠9"],
    });
    s.runTurn(0);
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.reason === "遗计")).toBe(true);
  });

  test("a locked skill of the target (〖无双〗) stays valid", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界马超", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "铁骑" }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
      drawPile: ["杀♠9"],
    });
    s.runPhase(0, "play");
    expect(s.engine.isSkillValid(1, "无双")).toBe(true);
  });

  test("declined: no judgement, the target may respond as usual", () => {
    const s = tieqi("桃♥5", { hand: ["闪♦2"], agent: [{ respond: "闪" }] }, false);
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(damages(s)).toEqual([]);
  });

  test("timing: the judgement comes after 指定目标后 and before the target's 生效前", () => {
    const s = tieqi("杀♠9", { hand: [], agent: [] });
    s.runPhase(0, "play");
    const t = s.timings();
    expect(t.indexOf("judge.start")).toBeGreaterThan(t.indexOf("use.specifiedTarget"));
    expect(t.indexOf("judge.start")).toBeLessThan(t.indexOf("use.target.effectBefore"));
  });

  test("若使用者为你: another's 【杀】 at 界马超 does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界马超", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "孙权", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(s.player(0).hp).toBe(4);
  });

  test("only a 【杀】: a 【决斗】 by 界马超 does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界马超", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });
});

describe("the standard 马超 keeps the standard 〖铁骑〗", () => {
  test("red result: the target cannot respond and is never offered a discard", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "马超", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "铁骑" }, { play: "end" }] },
        { general: "孙权", hp: 4, hand: ["桃♥6", "闪♦2"] },
      ],
      drawPile: ["桃♥5"],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(s.handNames(1)).toHaveLength(2);
    expect(activations(s)).toContainEqual([0, "铁骑"]);
    // The standard 〖铁骑〗 invalidates no skill.
    expect(s.engine.isSkillValid(1, "制衡")).toBe(true);
  });
});
