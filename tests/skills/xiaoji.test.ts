// 〖枭姬〗当你失去装备区里的一张牌后❷，你可摸两张牌。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("枭姬");
});

describe("〖枭姬〗 (4.2.9 失去…后❷, 3.5.15)", () => {
  test("losing one equipment card (with a hand card in the same move): one chance, draws two", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙尚香", hand: ["杀"], equipment: ["赤兔"], agent: [{ activate: true, skill: "枭姬" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.act(0, (ctx) => ctx.discard(0, ctx.game.cardsIn(0, ["hand", "equip"])));
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
    expect(s.player(0).equipment).toEqual({});
    expect(s.timings()).toContain("move.after.2");
  });

  test("3.5.15 ◎: X equipment cards lost at once give up to X activations", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "孙尚香",
          equipment: ["赤兔", "的卢"],
          agent: [
            { activate: true, skill: "枭姬" },
            { activate: true, skill: "枭姬" },
          ],
        },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有", "杀", "过河拆桥"],
    });
    s.act(0, (ctx) => ctx.discard(0, ctx.game.cardsIn(0, ["equip"])));
    expect(s.handNames(0)).toEqual(["桃", "闪", "无中生有", "杀"]);
  });

  test("refusing the first chance still leaves the second (可, 3.5.5)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "孙尚香",
          equipment: ["赤兔", "的卢"],
          agent: [
            { activate: false, skill: "枭姬" },
            { activate: true, skill: "枭姬" },
          ],
        },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪", "无中生有"],
    });
    s.act(0, (ctx) => ctx.discard(0, ctx.game.cardsIn(0, ["equip"])));
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
  });

  test("losing only hand cards, or another player losing equipment, does not trigger it", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙尚香", hand: ["杀", "闪"] },
        { general: "黄盖", equipment: ["赤兔"] },
      ],
    });
    s.act(0, (ctx) => ctx.discard(0, ctx.game.cardsIn(0, ["hand"])));
    s.act(1, (ctx) => ctx.discard(1, ctx.game.cardsIn(1, ["equip"])));
    expect(s.handNames(0)).toEqual([]);
    expect(s.handNames(1)).toEqual([]);
  });

  test("another player taking the equipment card (获得) is a loss too", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "孙尚香", equipment: ["赤兔"], agent: [{ activate: true, skill: "枭姬" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪"],
    });
    s.act(1, (ctx) => ctx.gain(1, ctx.game.cardsIn(0, ["equip"])));
    expect(s.handNames(1)).toEqual(["赤兔"]);
    expect(s.handNames(0)).toEqual(["桃", "闪"]);
  });
});
