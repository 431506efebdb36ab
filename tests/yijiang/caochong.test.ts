// 曹冲 (一将成名2013): 〖称象〗 and 〖仁心〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const TOP = ["杀♠7", "闪♦8", "桃♥3", "无中生有♥J"];

describe("〖称象〗当你受到伤害后，你可亮出牌堆顶的四张牌▶你获得其中的至少一张牌（以此法获得的牌的点数之和小于13），将其余的牌置入弃牌堆。", () => {
  const CHENGXIANG = { general: "曹冲", skills: ["称象"] };

  // The cards are taken one at a time, among those that keep the sum under 13; after 7 + 3 no
  // other card fits (8, J), so the choice ends there.
  test("reveals four, gains 7 + 3 (sum 10 < 13), the rest go to the discard pile", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGXIANG, agent: [{ activate: true, skill: "称象" }, { cards: ["杀"] }, { cards: ["桃"] }] }, BLANK],
      drawPile: TOP,
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "桃"].sort());
    expect(discardNames(s).sort()).toEqual(["闪", "无中生有"].sort());
  });

  test("点数之和小于13: 7 + 8 cannot be taken together", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGXIANG, agent: [{ activate: true, skill: "称象" }, { cards: ["杀"] }, { cards: ["闪"] }] }, BLANK],
      drawPile: TOP,
    });
    expect(() => s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }))).toThrow(/not a candidate/);
  });

  test("至少一张: one card is enough — stopping after the 【闪】 (8)", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGXIANG, agent: [{ activate: true, skill: "称象" }, { cards: ["闪"] }, { cards: [] }] }, BLANK],
      drawPile: TOP,
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(discardNames(s)).toHaveLength(3);
  });

  test("declined: nothing revealed", () => {
    const s = createScenario({ packs, players: [{ ...CHENGXIANG, agent: [{ activate: false, skill: "称象" }] }, BLANK], drawPile: TOP });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(s.engine.state.drawPile.slice(0, 4).map((c) => s.card(c).name)).toEqual(["杀", "闪", "桃", "无中生有"]);
  });

  test("another player damaged: not offered", () => {
    const s = createScenario({ packs, players: [CHENGXIANG, BLANK], drawPile: TOP });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖仁心〗当一名其他角色处于濒死状态时，若你有手牌，你可翻面并将所有手牌交给其▶其回复1点体力。", () => {
  const RENXIN = { general: "曹冲", skills: ["仁心"] };
  const board = (caochong: object) =>
    createScenario({ packs, players: [BLANK, { ...BLANK, hp: 1 }, { ...RENXIN, ...caochong }, BLANK, BLANK] });

  test("turns over, gives all his hand cards to the dying player, who recovers 1 hp", () => {
    const s = board({ hand: ["杀", "闪"], agent: [{ activate: true, skill: "仁心" }] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
    expect(s.handNames(1).sort()).toEqual(["杀", "闪"].sort());
    expect(s.handNames(2)).toEqual([]);
    expect(s.player(2).faceUp).toBe(false);
  });

  test("declined: the dying player dies", () => {
    const s = board({ hand: ["杀"], agent: [{ activate: false, skill: "仁心" }] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(1).alive).toBe(false);
    expect(s.player(2).faceUp).toBe(true);
  });

  test("若你有手牌: no hand card, not offered", () => {
    const s = board({});
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("其他角色: 曹冲 dying himself is not offered", () => {
    const s = createScenario({ packs, players: [BLANK, BLANK, { ...RENXIN, hp: 1, hand: ["杀"] }, BLANK, BLANK] });
    s.act(0, (ctx) => ctx.damage(2, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(2).alive).toBe(false);
    expect(skillsUsed(s)).toEqual([]);
  });
});
