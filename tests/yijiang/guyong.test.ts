// 顾雍 (一将成名2014): 〖慎行〗 and 〖秉壹〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, discarded, offeredSkill, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖慎行〗出牌阶段，你可弃置两张牌▶你摸一张牌。", () => {
  test("discards two cards, draws one; as often as he can pay", () => {
    // (the second time his two cards are all he has: discarded without asking)
    const gu = recorder([{ play: { skill: "慎行" } }, { cards: ["杀", "闪"] }, { play: { skill: "慎行" } }, { play: "end" }], "顾雍");
    const s = createScenario({
      packs,
      players: [
        { general: "顾雍", hand: ["杀", "闪", "桃"], agent: gu.agent },
        { general: "孙权", skills: [] },
      ],
      drawPile: ["无懈可击", "无中生有"],
    });
    s.runPhase(0, "play");
    expect(discarded(s, 0)).toEqual(["杀", "闪", "桃", "无懈可击"]);
    // one card left: the cost (two cards) cannot be paid any more
    expect(s.handNames(0)).toEqual(["无中生有"]);
    expect(offeredSkill(gu, "慎行")).toBe(true);
    const last = gu.requests.filter((r) => r.kind === "playAction").at(-1);
    expect(last?.kind === "playAction" && last.options.some((o) => o.kind === "skill" && o.skill === "慎行")).toBe(false);
  });

  test("one card only: not offered", () => {
    const gu = recorder([{ play: "end" }], "顾雍");
    const s = createScenario({
      packs,
      players: [
        { general: "顾雍", hand: ["无中生有"], agent: gu.agent },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(offeredSkill(gu, "慎行")).toBe(false);
  });

  test("equipment counts as 牌 for the cost", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "顾雍", hand: ["杀"], equipment: ["八卦阵"], agent: [{ play: { skill: "慎行" } }, { play: "end" }] },
        { general: "孙权", skills: [] },
      ],
      drawPile: ["无中生有"],
    });
    s.runPhase(0, "play");
    expect(discarded(s, 0).sort()).toEqual(["八卦阵", "杀"].sort());
    expect(s.handNames(0)).toEqual(["无中生有"]);
  });
});

describe("〖秉壹〗结束阶段开始时，若你有手牌，你可展示所有手牌▶若这些牌的颜色均相同，你可令至多X名角色各摸一张牌（X为你的手牌数）。", () => {
  const board = (hand: string[], gu: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "顾雍", hand, agent: gu },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });

  test("all of one colour: up to X (his hand count) chosen players draw one card each", () => {
    const s = board(["杀♠7", "过河拆桥♠3"], [{ activate: true, skill: "秉壹" }, { activate: true, skill: "秉壹" }, { players: [0, 2] }]);
    s.runPhase(0, "finish");
    expect(s.entries().filter((e) => e.t === "show")).toHaveLength(1);
    expect(s.handNames(0)).toEqual(["杀", "过河拆桥", "桃"]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual([]);
  });

  test("X is his hand count: with two cards, three players cannot be chosen", () => {
    const s = board(["杀♠7", "过河拆桥♠3"], [{ activate: true, skill: "秉壹" }, { activate: true, skill: "秉壹" }, { players: [0, 1, 2] }]);
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
  });

  test("colours differ: shown, but nobody draws", () => {
    const s = board(["杀♠7", "桃♥3"], [{ activate: true, skill: "秉壹" }]);
    s.runPhase(0, "finish");
    expect(s.entries().filter((e) => e.t === "show")).toHaveLength(1);
    expect(s.entries().some((e) => e.t === "move" && e.reason === "draw")).toBe(false);
  });

  test("declined: nothing shown", () => {
    const s = board(["杀♠7"], [{ activate: false, skill: "秉壹" }]);
    s.runPhase(0, "finish");
    expect(s.entries().some((e) => e.t === "show")).toBe(false);
  });

  test("no hand card: not offered; nor in the prepare phase", () => {
    const s = board([], []);
    s.runPhase(0, "finish");
    const t = board(["杀♠7"], []);
    t.runPhase(0, "prepare");
    expect(asked(s, "秉壹") || asked(t, "秉壹")).toBe(false);
  });
});
