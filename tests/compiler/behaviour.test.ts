// Compiled .sgs text, run on the runtime: the handlers the compiler emits do what the text
// says (scenarios with scripted decisions; an unscripted request fails the test).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { sliceOfCorpus } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(sliceOfCorpus(), "standard.sgs");
});

describe("compiled slice skills on the runtime", () => {
  test("〖苦肉〗 (3.5.11 cost ▶ effect): lose 1 hp, then draw two cards", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hp: 4, agent: [{ play: { skill: "苦肉" } }, { play: "end" }] },
        { general: "貂蝉" },
      ],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0).sort()).toEqual(["桃", "闪"]);
    expect(s.timings()).toContain("loseHp.after");
  });

  test("〖苦肉〗 can be used again in the same play phase (no 限X次)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hp: 4, agent: [{ play: { skill: "苦肉" } }, { play: { skill: "苦肉" } }, { play: "end" }] },
        { general: "貂蝉" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toHaveLength(4);
  });

  test("〖苦肉〗 not chosen (ending the play phase) changes nothing", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", hp: 4, agent: [{ play: "end" }] }, { general: "貂蝉" }],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(4);
    expect(s.handNames(0)).toEqual([]);
  });

  test("〖英姿〗 (3.4.19): the rated draw count +1, so the draw phase draws three", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "周瑜", agent: [{ activate: true, skill: "英姿" }] }, { general: "貂蝉" }],
      drawPile: ["杀", "闪", "桃", "无中生有"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["杀", "闪", "桃"]);
  });

  test("〖英姿〗 refused (可, 3.5.5): the draw phase draws two", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "周瑜", agent: [{ activate: false, skill: "英姿" }] }, { general: "貂蝉" }],
      drawPile: ["杀", "闪", "桃"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
  });

  test("〖制衡〗 (3.4.13 等量): draws as many cards as were discarded", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "孙权",
          hand: ["杀", "闪", "桃"],
          agent: [{ play: { skill: "制衡" } }, { cards: ["杀", "闪"] }, { play: "end" }],
        },
        { general: "貂蝉" },
      ],
      drawPile: ["无中生有", "过河拆桥", "杀"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0).sort()).toEqual(["无中生有", "桃", "过河拆桥"].sort());
  });

  test("〖制衡〗 with three discarded draws three", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "孙权",
          hand: ["杀", "闪", "桃"],
          agent: [{ play: { skill: "制衡" } }, { cards: ["杀", "闪", "桃"] }, { play: "end" }],
        },
        { general: "貂蝉" },
      ],
      drawPile: ["无中生有", "过河拆桥", "杀", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toHaveLength(3);
    expect(s.handNames(0)).not.toContain("闪");
  });

  test("〖制衡〗 出牌阶段限一次: not offered a second time in the phase", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "孙权",
          hand: ["杀", "闪"],
          agent: [{ play: { skill: "制衡" } }, { cards: ["杀"] }, { play: { skill: "制衡" } }],
        },
        { general: "貂蝉" },
      ],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/not an option/u);
  });

  test("〖闭月〗: at 结束阶段开始时 draws one card; refused, nothing", () => {
    const yes = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉", agent: [{ activate: true, skill: "闭月" }] }, { general: "黄盖" }],
      drawPile: ["桃"],
    });
    yes.runPhase(0, "finish");
    expect(yes.handNames(0)).toEqual(["桃"]);
    const no = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉", agent: [{ activate: false, skill: "闭月" }] }, { general: "黄盖" }],
      drawPile: ["桃"],
    });
    no.runPhase(0, "finish");
    expect(no.handNames(0)).toEqual([]);
  });

  test("〖马术〗 and a defensive horse (3.4.9): distance modifiers from the compiled state parts", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "马超" }, { general: "黄盖" }, { general: "貂蝉" }, { general: "周瑜", equipment: ["的卢"] }],
    });
    // Seats 0..3 around the table: 0→2 is 2 by seats, 1 with 马术; 0→3 is 1, -1 floors at 1, +1 from 的卢.
    expect(s.view.distance(0, 2)).toBe(1);
    expect(s.view.distance(2, 0)).toBe(2);
    expect(s.view.distance(1, 3)).toBe(3);
  });
});
