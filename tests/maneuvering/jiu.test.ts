// 【酒】 of skills/maneuvering.sgs (基本牌), compiled with the other acceptance packs:
//   使用时机：出牌阶段（每回合限一次）/你处于濒死状态时。 使用目标：你/处于濒死状态的你。
//   作用效果：目标对应的角色于此回合内使用的下一张【杀】的伤害值基数+1/目标对应的角色回复1点体力。
// 下一张 (3.5.33 ordinal over the history): the first 【杀】 its target uses after it, this turn.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { damages, loadPacks } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("【酒】: 目标对应的角色于此回合内使用的下一张【杀】的伤害值基数+1", () => {
  test("the 【杀】 used after it deals 2", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: ["酒", "杀♠7"], agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", skills: [] },
      ],
      drawPile: ["闪", "闪", "闪", "闪"],
    });
    s.runTurn(0);
    expect(damages(s)).toEqual([[0, 1, 2, "normal"]]);
  });

  test("only the next one: with 〖咆哮〗 the second 【杀】 deals 1", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "张飞",
          hand: ["酒", "杀♠7", "杀♠8"],
          agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }, { play: { card: "杀" } }, { play: "end" }],
        },
        { general: "吕布", skills: [] },
      ],
      drawPile: ["闪", "闪", "闪", "闪"],
    });
    s.runTurn(0);
    expect(damages(s)).toEqual([
      [0, 1, 2, "normal"],
      [0, 1, 1, "normal"],
    ]);
  });

  test("this turn only: a 【杀】 of the next turn deals 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: ["酒", "杀♠7"], agent: [{ play: { card: "酒" } }, { play: "end" }, { play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", skills: [] },
      ],
      drawPile: ["闪", "闪", "闪", "闪", "闪", "闪"],
    });
    s.runTurn(0);
    s.runTurn(0);
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });
});
