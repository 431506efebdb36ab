// 〖克己〗弃牌阶段开始前，若你未于此回合的出牌阶段内使用或打出过【杀】，你可跳过弃牌阶段。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("克己");
});

const SIX = ["闪", "闪", "闪", "闪", "桃", "桃"];

describe("〖克己〗 (4.1.1.6 弃牌阶段开始前, 跳过, this turn's history)", () => {
  test("no 【杀】 this play phase: skipping the discard phase keeps every card", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "吕蒙", hand: SIX, agent: [{ activate: true, skill: "克己" }] }, { general: "黄盖" }],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(s.handNames(0)).toHaveLength(8);
    const t = s.timings();
    expect(t).toContain("phase.discard.beforeStart");
    expect(t).not.toContain("phase.discard.start");
  });

  test("refused (可): the discard rule applies (down to the hand limit, 3.4.6)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "吕蒙", hand: SIX, agent: [{ activate: false, skill: "克己" }, { cards: ["闪", "闪", "闪", "闪"] }] },
        { general: "黄盖" },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(s.handNames(0)).toHaveLength(4);
  });

  test("a 【杀】 used in this play phase: not offered, and the discard phase happens", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "吕蒙", hand: ["杀", ...SIX], agent: [{ play: { card: "杀" } }, { cards: ["闪", "闪", "闪", "闪"] }] },
        { general: "黄盖" },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toHaveLength(4);
    expect(s.timings()).toContain("phase.discard.start");
  });

  test("a 【杀】 used in an earlier turn does not count (此回合)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "吕蒙",
          hand: ["杀", ...SIX],
          agent: [{ play: { card: "杀" } }, { cards: ["闪", "闪", "闪", "闪"] }, { activate: true, skill: "克己" }],
        },
        { general: "黄盖" },
      ],
      drawPile: ["闪", "闪", "桃", "桃"],
    });
    s.runTurn(0);
    expect(s.handNames(0)).toHaveLength(4);
    s.runTurn(0);
    expect(s.handNames(0)).toHaveLength(6);
  });
});
