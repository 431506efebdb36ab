// 〖突袭〗摸牌阶段开始时❷，你可令额定摸牌数改为0并选择一至两名有手牌的其他角色▶你获得这些角色的各一张手牌。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("突袭");
});

describe("〖突袭〗 (3.4.19 额定摸牌数改为0, 3.5.36 各, 3.5.15 注意: one move)", () => {
  test("two players chosen: one hand card from each, gained in one move; no draw", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "张辽", agent: [{ activate: true, skill: "突袭" }, { players: [1, 2] }, { cards: ["桃"] }] },
        { general: "黄盖", hand: ["杀"] },
        { general: "孙权", hand: ["闪", "桃"] },
        { general: "貂蝉" },
      ],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0).sort()).toEqual(["杀", "桃"].sort());
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
    const gains = s.entries().filter((e) => e.t === "move" && e.reason === "gain");
    expect(gains).toHaveLength(1);
    expect(s.timings()).toContain("phase.draw.start.2");
  });

  test("one player chosen (一至两名): one card, still no draw", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "张辽", agent: [{ activate: true, skill: "突袭" }, { players: [2] }] },
        { general: "黄盖", hand: ["杀"] },
        { general: "孙权", hand: ["闪"] },
      ],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual(["杀"]);
  });

  test("refused: the rated draw of two", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "张辽", agent: [{ activate: false, skill: "突袭" }] }, { general: "黄盖", hand: ["杀"] }],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["无中生有", "过河拆桥"]);
  });

  test("nobody else has a hand card (有手牌的其他角色): not offered, draws two", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "张辽", hand: ["杀"] }, { general: "黄盖" }],
      drawPile: ["无中生有", "过河拆桥"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["杀", "无中生有", "过河拆桥"]);
  });
});
