// 沮授 (一将成名2014): 〖矢北〗 and 〖渐营〗, compiled from the corpus text with the other acceptance packs.
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

describe("〖渐营〗当牌于你的出牌阶段内被使用时，若使用者为你且此牌与你于此阶段内使用过的上一张牌花色相同或点数相同，你可摸一张牌。", () => {
  const board = (agent: ScriptStep[], hand: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "沮授", skills: ["渐营"], hand, agent },
        { general: "吕蒙", skills: [], hand: ["闪", "闪", "闪"], agent: [{ respond: "闪" }, { respond: "闪" }] },
      ],
      drawPile: ["桃", "桃", "桃", "桃", "桃", "桃"],
    });
  const drew = (s: ReturnType<typeof createScenario>) => s.entries().filter((e) => e.t === "skill" && e.skill === "渐营").length;

  test("the previous card has the same suit: he may draw; the first card of the phase has none before it", () => {
    const s = board([{ play: { card: "杀" } }, { play: { card: "无中生有" } }, { activate: true, skill: "渐营" }, { play: "end" }], ["杀♥7", "无中生有♥9"]);
    s.runPhase(0, "play");
    expect(drew(s)).toBe(1);
  });

  test("the same rank: he may draw", () => {
    const s = board([{ play: { card: "杀" } }, { play: { card: "无中生有" } }, { activate: true, skill: "渐营" }, { play: "end" }], ["杀♠7", "无中生有♥7"]);
    s.runPhase(0, "play");
    expect(drew(s)).toBe(1);
  });

  test("neither suit nor rank: not offered (a strict script fails on any request)", () => {
    const s = board([{ play: { card: "杀" } }, { play: { card: "无中生有" } }, { play: "end" }], ["杀♠8", "无中生有♥7"]);
    s.runPhase(0, "play");
    expect(drew(s)).toBe(0);
  });

  test("上一张 is the card just before, not any earlier one: ♥7, ♠8, then ♥J — not offered", () => {
    const s = board([], ["无中生有♥7", "杀♠8", "无中生有♥J"]);
    const [first, slash, third] = s.engine.state.players[0].hand;
    (s.agents[0] as unknown as { push: (...steps: ScriptStep[]) => void }).push({ play: { card: first } }, { play: { card: slash } }, { play: { card: third } }, { play: "end" });
    s.runPhase(0, "play");
    expect(drew(s)).toBe(0);
  });
});
