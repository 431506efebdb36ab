// 沮授 (一将成名2014): 〖矢北〗, compiled from the corpus text with the other acceptance packs.
// (〖渐营〗 does not compile yet: left out by loadPacks.)
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const hpTrail = (s: ReturnType<typeof createScenario>, seat: number) => s.entries().flatMap((e) => (e.t === "hp" && e.player === seat ? [e.delta] : []));

describe("〖矢北〗锁定技，当你受到伤害后，若此伤害是你于此回合内受到的第一次伤害，你回复1点体力；否则你失去1点体力。", () => {
  const board = (sunquan: ScriptStep[], hand: string[], hp = 3) =>
    createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand, agent: sunquan },
        { general: "沮授", hp, agent: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["桃", "桃", "桃", "桃"],
    });

  test("the first damage of the turn: he recovers 1; the second: he loses 1 more", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { play: { card: "决斗" } }, { players: [1] }, { play: "end" }], ["杀", "决斗"]);
    s.runTurn(0);
    expect(s.entries().filter((e) => e.t === "skill" && e.skill === "矢北")).toHaveLength(2);
    // 杀: -1, +1; 决斗: -1, -1
    expect(hpTrail(s, 1)).toEqual([-1, 1, -1, -1]);
    expect(s.player(1).hp).toBe(1);
  });

  test("于此回合内: in the next turn the first damage again recovers", () => {
    // (after each 【杀】 nothing else can be used: the play phase ends by itself)
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }], ["杀", "杀"]);
    s.runTurn(0);
    s.runTurn(0);
    expect(hpTrail(s, 1)).toEqual([-1, 1, -1, 1]);
    expect(s.player(1).hp).toBe(3);
  });

  test("锁定技: no choice is asked; a damage of 2 at once (〖古锭刀〗 on a player with no hand card) is one damage — he recovers 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀"], equipment: ["古锭刀"], agent: [{ play: { card: "杀" } }, { players: [1] }] },
        { general: "沮授", agent: [] },
      ],
      drawPile: ["桃", "桃"],
    });
    s.runTurn(0);
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1)).toBe(false);
    expect(hpTrail(s, 1)).toEqual([-2, 1]);
  });
});
