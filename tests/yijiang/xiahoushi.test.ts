// 夏侯氏 (一将成名2015): 〖樵拾〗 and 〖燕语①〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, offeredSkill, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖樵拾〗其他角色的结束阶段开始时，若其手牌数与你相等，你可令你与其各摸一张牌。", () => {
  const board = (xhs: ScriptStep[], xhsHand: string[], sunquanHand: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "夏侯氏", hand: xhsHand, agent: xhs },
        { general: "孙权", skills: [], hand: sunquanHand },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["桃", "闪", "无懈可击"],
    });

  test("equal hand counts at the start of another's finish phase: both draw one card", () => {
    const s = board([{ activate: true, skill: "樵拾" }], ["杀"], ["闪"]);
    s.runPhase(1, "finish");
    // 你与其各摸: from the current player (孙权) counter-clockwise, not in the order written (003 二(2)).
    expect(s.handNames(1)).toEqual(["闪", "桃"]);
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(s.handNames(2)).toEqual([]);
  });

  test("declined: nobody draws", () => {
    const s = board([{ activate: false, skill: "樵拾" }], ["杀"], ["闪"]);
    s.runPhase(1, "finish");
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("hand counts differ: not offered", () => {
    const s = board([], ["杀"], ["闪", "桃"]);
    s.runPhase(1, "finish");
    expect(asked(s, "樵拾")).toBe(false);
  });

  test("其他角色: not at her own finish phase", () => {
    const s = board([], ["杀"], ["闪"]);
    s.runPhase(0, "finish");
    expect(asked(s, "樵拾")).toBe(false);
  });
});

describe("〖燕语〗①出牌阶段，你可重铸一张【杀】。", () => {
  test("① recasts a 【杀】 (into the discard pile, then draws one), as often as she has 【杀】", () => {
    // (Two recast: ② is offered at the phase's end, and declined here.)
    const xhs = recorder([{ play: { skill: "燕语" } }, { cards: ["杀"] }, { play: { skill: "燕语" } }, { activate: false, skill: "燕语" }], "夏侯氏");
    const s = createScenario({
      packs,
      players: [
        { general: "夏侯氏", hand: ["杀", "杀", "闪"], agent: xhs.agent },
        { general: "孙权", skills: [] },
      ],
      drawPile: ["桃", "无懈可击"],
    });
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "recast")).toHaveLength(2);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["杀", "杀"]);
    expect(s.handNames(0)).toEqual(["闪", "桃", "无懈可击"]);
  });

  test("② two 【杀】 recast by ① in the phase: at its end a male character draws two; one recast: not offered", () => {
    const xhs = recorder([{ play: { skill: "燕语" } }, { cards: ["杀"] }, { play: { skill: "燕语" } }, { activate: true, skill: "燕语" }], "夏侯氏");
    const s = createScenario({
      packs,
      players: [
        { general: "夏侯氏", hand: ["杀", "杀", "闪"], agent: xhs.agent },
        { general: "孙权", skills: [] },
      ],
      drawPile: ["桃", "无懈可击", "闪", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["闪", "闪"]);
    const one = recorder([{ play: { skill: "燕语" } }], "夏侯氏");
    const t = createScenario({ packs, players: [{ general: "夏侯氏", hand: ["杀", "闪"], agent: one.agent }, { general: "孙权", skills: [] }], drawPile: ["桃"] });
    t.runPhase(0, "play");
    expect(t.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === "燕语")).toBe(false);
  });

  test("① only a 【杀】 can be recast: with none it is not offered", () => {
    const xhs = recorder([{ play: "end" }], "夏侯氏");
    const s = createScenario({
      packs,
      players: [
        { general: "夏侯氏", hand: ["闪", "过河拆桥"], agent: xhs.agent },
        { general: "孙权", skills: [], hand: ["桃"] },
      ],
    });
    s.runPhase(0, "play");
    expect(offeredSkill(xhs, "燕语")).toBe(false);
  });
});
