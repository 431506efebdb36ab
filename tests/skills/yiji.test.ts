// 〖遗计〗当你受到1点伤害后，你可将牌堆顶的两张牌扣置入处理区（对你可见）▶你将这些牌交给任意角色。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("遗计");
});

describe("〖遗计〗 (4.2.12 注意 受到1点伤害后, 3.3.5 处理区, 4.2.9 ◆5 交给)", () => {
  test("1 damage: the top two cards go to the chosen receivers (here one each)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // 3.8.11 ◆ 交给任意角色: one simultaneous give — the receivers, then each one's cards (the last takes the rest).
        { general: "郭嘉", agent: [{ activate: true, skill: "遗计" }, { players: [0, 1] }, { cards: ["桃"] }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.act(1, (ctx) => ctx.damage(0, 1));
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["闪"]);
    const moves = s.entries().filter((e) => e.t === "move");
    // One give (3.8.11 ◆): both cards move at once, each to its receiver.
    expect(moves.map((e) => (e.t === "move" ? e.reason : ""))).toEqual(["toProcessing", "give"]);
    expect(s.checkZones()).toEqual([]);
  });

  test("2 damage at once: two chances (one per point), each with two new cards", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "郭嘉",
          agent: [
            { activate: true, skill: "遗计" },
            { players: [0] },
            { activate: true, skill: "遗计" },
            { players: [1] },
          ],
        },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有", "过河拆桥", "杀"],
    });
    s.act(1, (ctx) => ctx.damage(0, 2));
    expect(s.player(0).hp).toBe(1);
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
    expect(s.handNames(1)).toEqual(["无中生有", "过河拆桥"]);
  });

  test("refusing the first point's chance still leaves the second", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "郭嘉", agent: [{ activate: false, skill: "遗计" }, { activate: true, skill: "遗计" }, { players: [0] }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.act(1, (ctx) => ctx.damage(0, 2));
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
  });
});
