// 步练师 (一将成名2012): 〖安恤〗 and 〖追忆〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const offered = (s: ReturnType<typeof createScenario>) => playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "安恤");

describe("〖安恤〗出牌阶段限一次，你可选择两名手牌数不同的其他角色▶其中手牌数较小的角色获得另一名角色的一张手牌并展示之▷若此牌不为黑桃，你摸一张牌。", () => {
  const board = (taken: string, agent: object[]) =>
    createScenario({
      packs,
      players: [
        { general: "步练师", skills: ["安恤"], agent: agent as never },
        { ...BLANK, hand: ["闪"], agent: [{ cards: [taken] }] },
        { ...BLANK, hand: ["杀♥10", "决斗♠A", "桃"] },
      ],
      drawPile: ["无中生有"],
    });

  test("出牌阶段限一次", () => {
    const s = board("杀", [{ play: { skill: "安恤" } }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(offered(s)).toBe(false);
  });

  test("另一名角色 (3.5.29) is the other chosen player: the one with fewer hand cards takes one of the other's", () => {
    // seat 1 (one card) takes a card of seat 2 (three cards) and shows it: 【决斗】 is black, so no draw
    const s = board("决斗", [{ play: { skill: "安恤" } }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(s.handNames(1).sort()).toEqual(["决斗", "闪"]);
    expect(s.handNames(2).sort()).toEqual(["杀", "桃"]);
    expect(s.handNames(0)).toEqual([]);
  });

  test("其他角色: 步练师's own hand does not count (she has more cards than the only other player)", () => {
    const s = createScenario({ packs, players: [{ general: "步练师", skills: ["安恤"], hand: ["杀", "闪"] }, { ...BLANK, hand: ["闪"] }] });
    expect(offered(s)).toBe(false);
  });

});

describe("〖追忆〗当你死亡时，你可令除杀死你的角色外的一名其他角色摸三张牌，其回复1点体力。", () => {
  // Five seats: 步练师 is a rebel, so her death does not end the game.
  const board = (agent: object[]) =>
    createScenario({
      packs,
      players: [BLANK, BLANK, { general: "步练师", skills: ["追忆"], hp: 1, agent: agent as never }, { ...BLANK, hp: 2 }, BLANK],
    });

  test("killed by 黄盖 (seat 1): another player draws three and recovers 1 hp", () => {
    const s = board([{ activate: true, skill: "追忆" }, { players: [3] }]);
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(2).alive).toBe(false);
    expect(s.handNames(3)).toHaveLength(3);
    expect(s.player(3).hp).toBe(3);
  });

  test("除杀死你的角色外: the killer cannot be chosen", () => {
    const s = board([{ activate: true, skill: "追忆" }, { players: [1] }]);
    expect(() => s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }))).toThrow(/illegal/);
  });

  test("declined: nobody draws but the killer's reward", () => {
    const s = board([{ activate: false, skill: "追忆" }]);
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(3)).toEqual([]);
    expect(s.handNames(0)).toEqual([]);
  });

  test("当你死亡时: another player's death is not offered", () => {
    const s = createScenario({
      packs,
      players: [BLANK, BLANK, { ...BLANK, hp: 1 }, { general: "步练师", skills: ["追忆"] }, BLANK],
    });
    s.act(1, (ctx) => ctx.damage(2, 1, { source: 1 }));
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});
