// 郭淮 (一将成名2013): 〖精策〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

/** The draws of the turn, in order, as counts (draw phase, 【无中生有】, 〖精策〗 …). */
const draws = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "move" && e.reason === "draw" ? [e.cards.length] : []));

describe("〖精策〗出牌阶段结束时，若你于此回合内使用过的牌数不小于你的体力值，你可摸两张牌。", () => {
  // 郭淮 at 2 of 2 hp: his 【桃】 are not usable, so the play phase asks only what is scripted.
  const GUOHUAI = { general: "郭淮", maxHp: 2, hp: 2 };
  const FILL = ["闪", "闪", "闪", "闪", "闪", "闪"];

  test("2 hp, two cards used this turn: draws two at the end of the play phase", () => {
    const s = createScenario({
      packs,
      players: [
        {
          ...GUOHUAI,
          hand: ["杀", "无中生有"],
          agent: [{ play: { card: "杀" } }, { play: { card: "无中生有" } }, { activate: true, skill: "精策" }, { cards: ["闪", "闪", "闪", "闪"] }],
        },
        BLANK,
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(draws(s)).toEqual([2, 2, 2]);
  });

  test("declined: no draw", () => {
    const s = createScenario({
      packs,
      players: [
        { ...GUOHUAI, hand: ["杀", "无中生有"], agent: [{ play: { card: "杀" } }, { play: { card: "无中生有" } }, { activate: false, skill: "精策" }, { cards: ["闪", "闪"] }] },
        BLANK,
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(draws(s)).toEqual([2, 2]);
  });

  test("不小于: 1 hp and two cards used also counts", () => {
    const s = createScenario({
      packs,
      players: [
        { ...GUOHUAI, maxHp: 1, hp: 1, hand: ["杀", "无中生有"], agent: [{ play: { card: "杀" } }, { play: { card: "无中生有" } }, { activate: true, skill: "精策" }, { cards: ["闪", "闪", "闪", "闪", "闪"] }] },
        BLANK,
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(draws(s)).toEqual([2, 2, 2]);
  });

  test("one card used with 2 hp: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...GUOHUAI, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, BLANK],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("cards played (打出) are not used: a 【杀】 played against a 【决斗】 in another's turn does not count", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }, { ...GUOHUAI, maxHp: 1, hp: 1, hand: ["杀"], agent: [{ respond: "杀" }] }],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});
