// 廖化 (一将成名2012): 〖当先〗 and 〖伏枥〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const phases = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "phase" ? [`${e.player}:${e.phase}${e.extra ? "+" : ""}`] : []));

describe("〖当先〗锁定技，回合开始后❾，你于准备阶段之前获得一个额外的出牌阶段。", () => {
  test("an extra play phase before the prepare phase", () => {
    const s = createScenario({
      packs,
      players: [{ general: "廖化", skills: ["当先"], hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }] }, BLANK],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(phases(s)).toEqual(["0:play+", "0:prepare", "0:judge", "0:draw", "0:play", "0:discard", "0:finish"]);
    // a 【杀】 in each play phase
    expect(s.player(1).hp).toBe(2);
  });

});

describe("〖伏枥〗限定技，当你处于濒死状态时，你可将体力回复至X点（X为势力数）▷你翻面。", () => {
  const board = (agent: object[]) =>
    createScenario({
      packs,
      players: [
        { general: "廖化", skills: ["伏枥"], hp: 1, agent: agent as never },
        { general: "曹操", skills: [] },
        { general: "孙权", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });

  test("dying with three factions on the board: back to 3 hp, turned over", () => {
    const s = board([{ activate: true, skill: "伏枥" }]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(true);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(0).faceUp).toBe(false);
  });

  test("X为势力数: two factions, back to 2 hp", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "廖化", skills: ["伏枥"], hp: 1, agent: [{ activate: true, skill: "伏枥" }] },
        { general: "黄盖", skills: [] },
        { general: "孙权", skills: [] },
        { general: "刘备", skills: [] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(2);
  });

  test("限定技: used once in the game — the next dying state is not offered it", () => {
    const s = board([{ activate: true, skill: "伏枥" }]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    s.act(1, (ctx) => ctx.damage(0, 3, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(false);
  });

  test("declined: 廖化 dies", () => {
    const s = board([{ activate: false, skill: "伏枥" }]);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(false);
  });

  test("你处于濒死状态: another player's dying state is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "廖化", skills: ["伏枥"] }, { general: "曹操", skills: [], hp: 1 }, { general: "孙权", skills: [] }, BLANK],
    });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(1).alive).toBe(false);
    expect(skillsUsed(s)).toEqual([]);
  });
});
