// 〖裸衣〗摸牌阶段，你可令额定摸牌数-1▶（→）当你于此回合内因执行你使用的【杀】或【决斗】的效果而对一名角色造成伤害时❶，你令伤害值+1。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("裸衣");
});

describe("〖裸衣〗 (3.4.19 额定摸牌数, （→） 于此回合内, 4.2.12 造成伤害时❶, 3.5.23 渠道)", () => {
  test("draws one fewer card; this turn its 【杀】 deals 1 more damage", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "许褚",
          hand: ["杀"],
          agent: [{ activate: true, skill: "裸衣" }, { play: { card: "杀" } }, { play: "end" }],
        },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.runTurn(0);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.player(1).hp).toBe(2);
    const t = s.timings();
    expect(t).toContain("damage.cause.1");
    // the damage was raised before it was dealt: one hp deduction of 2
    const deductions = s.entries().filter((e) => e.t === "begin" && e.event === "hpDeduct");
    expect(deductions).toHaveLength(1);
  });

  test("not activated: the draw is 2 and the 【杀】 deals 1", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "许褚", hand: ["杀"], agent: [{ activate: false, skill: "裸衣" }, { play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.runTurn(0);
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
    expect(s.player(1).hp).toBe(3);
  });

  test("于此回合内: after the turn ends, the effect is gone", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "许褚",
          hand: [],
          agent: [{ activate: true, skill: "裸衣" }, { play: "end" }, { play: { card: "杀" } }, { play: "end" }],
        },
        { general: "黄盖" },
      ],
      drawPile: ["杀", "闪", "无中生有"],
    });
    s.runTurn(0);
    expect(s.handNames(0)).toEqual(["杀"]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
  });

  test("another player's 【杀】 against 许褚 is not raised (使用者 must be 你, the source 你)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "许褚", agent: [{ activate: true, skill: "裸衣" }] },
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
      drawPile: ["桃", "闪"],
    });
    s.runPhase(0, "draw");
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(3);
  });
});
