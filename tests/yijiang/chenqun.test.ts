// 陈群 (一将成名2014): 〖品第〗 and 〖法恩〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, discarded, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖品第〗出牌阶段，你可弃置一张与你于此回合内以此法弃置过的牌类别均不同的牌并选择一名你于此回合内未以此法选择过的其他角色▶你选择：1.令其摸X张牌；2.令其弃置X张牌（X为你于此回合内发动过此技能的次数）。若其已受伤，你横置。", () => {
  test("X counts this turn's activations; each needs a card of a new category and a new target; a wounded target chains 陈群", () => {
    const chen = recorder(
      [
        // draws 【闪】【闪】; first activation: a basic card, 孙权, who draws X = 1
        // (孙权 has no card to discard: drawing is the only option)
        { play: { skill: "品第" } }, { cards: ["杀"] }, { players: [1] },
        // second: a trick card; 孙权 was chosen already, so 吕蒙 (wounded) discards X = 2; 陈群 is chained
        // (吕蒙 is the only player left to choose: chosen without asking)
        { play: { skill: "品第" } }, { cards: ["无中生有"] }, { option: 1 },
        { activate: false, skill: "法恩" },
        // left: 【过河拆桥】 (a trick again) and basic cards — no card of a new category
        { play: "end" },
      ],
      "陈群",
    );
    const s = createScenario({
      packs,
      players: [
        { general: "陈群", hand: ["杀", "无中生有", "过河拆桥"], agent: chen.agent },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [], hp: 3, hand: ["闪", "闪", "桃"], agent: [{ cards: ["闪", "闪"] }] },
      ],
      drawPile: ["闪", "闪", "桃"],
    });
    s.runTurn(0);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(discarded(s, 2)).toEqual(["闪", "闪"]);
    expect(s.player(0).chained).toBe(true);
    // only the first choice of a player was asked: the second had 吕蒙 alone (孙权 was chosen already)
    const choices = chen.requests.filter((r) => r.kind === "choosePlayers");
    expect(choices.map((r) => (r.kind === "choosePlayers" ? r.candidates : []))).toEqual([[1, 2]]);
    // after the basic and the trick card, only a trick and basic cards are left: 品第 is no longer offered
    const plays = chen.requests.filter((r) => r.kind === "playAction");
    expect(plays).toHaveLength(3);
    expect(plays[2].kind === "playAction" && plays[2].options.some((o) => o.kind === "skill")).toBe(false);
    expect(chen.script.remaining).toEqual([]);
  });

  test("a target that is not wounded does not chain 陈群; option 2 with too few cards discards what it can", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "陈群", hand: ["杀"], agent: [{ play: { skill: "品第" } }, { cards: ["杀"] }, { option: 1 }] },
        { general: "孙权", skills: [], hand: ["闪"] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(discarded(s, 1)).toEqual(["闪"]);
    expect(s.player(0).chained).toBe(false);
  });

  test("于此回合内: a new turn starts the count again (X = 1, a basic card again, the same target again)", () => {
    const s = createScenario({
      packs,
      players: [
        // turn 1: 【杀】 → 孙权 draws 1; only basic cards are left, so the phase ends by itself
        { general: "陈群", hand: ["杀", "闪"], agent: [{ play: { skill: "品第" } }, { cards: ["杀"] }] },
        { general: "孙权", skills: [] },
      ],
      drawPile: ["闪", "闪", "无懈可击", "桃", "桃", "无懈可击"],
    });
    s.runTurn(0);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    // turn 2: draws 【桃】【桃】 (five cards, hp 3); a basic card again, 孙权 again; X = 1
    (s.agents[0] as unknown as { push(...x: unknown[]): void }).push({ play: { skill: "品第" } }, { cards: ["闪"] }, { option: 0 }, { cards: ["闪"] });
    s.runTurn(0);
    expect(s.handNames(1)).toEqual(["无懈可击", "无懈可击"]);
    expect(s.handNames(0)).toEqual(["闪", "桃", "桃"]);
  });

  test("not offered outside the play phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "陈群", hand: ["杀", "无中生有", "八卦阵", "桃", "闪"], hp: 3, agent: [{ cards: ["杀", "闪"] }] },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "discard");
    expect(s.entries().some((e) => e.t === "skill")).toBe(false);
  });
});

describe("〖法恩〗①当一名角色翻面后，若其武将牌正面朝上，你可令其摸一张牌。②当一名角色横置后，你可令其摸一张牌。", () => {
  const board = (chen: Parameters<typeof createScenario>[0]["players"][number]["agent"], faceDown = false) =>
    createScenario({
      packs,
      players: [
        { general: "陈群", agent: chen },
        { general: "孙权", skills: [], faceDown },
      ],
      drawPile: ["桃", "闪"],
    });

  test("① a player turned face up: 陈群 may have it draw one card", () => {
    const s = board([{ activate: true, skill: "法恩" }], true);
    s.run((e) => e.flip(1));
    expect(s.player(1).faceUp).toBe(true);
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("① turned face down: not offered", () => {
    const s = board([]);
    s.run((e) => e.flip(1));
    expect(s.player(1).faceUp).toBe(false);
    expect(asked(s, "法恩")).toBe(false);
    expect(s.handNames(1)).toEqual([]);
  });

  test("② a player chained: 陈群 may have it draw one card; declined, nobody draws", () => {
    const s = board([{ activate: true, skill: "法恩" }]);
    s.run((e) => e.chain(1));
    expect(s.handNames(1)).toEqual(["桃"]);
    const t = board([{ activate: false, skill: "法恩" }]);
    t.run((e) => e.chain(1));
    expect(t.handNames(1)).toEqual([]);
  });

  test("② 一名角色 includes 陈群; 重置 (unchaining) is not 横置", () => {
    const s = board([{ activate: true, skill: "法恩" }]);
    s.run((e) => e.chain(0));
    expect(s.handNames(0)).toEqual(["桃"]);
    s.run((e) => e.unchain(0));
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate")).toHaveLength(1);
  });
});
