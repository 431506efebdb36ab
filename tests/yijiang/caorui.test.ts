// 曹叡 (一将成名2015): 〖恢拓〗, 〖兴衰〗 and 〖明鉴〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖恢拓〗当你受到伤害后，你可令一名角色判定▶若结果为：红色，其回复1点体力；黑色，其摸X张牌（X为伤害值）。", () => {
  const board = (cr: ScriptStep[], drawPile: string[], weapon: string[] = []) =>
    createScenario({
      packs,
      players: [
        { general: "曹叡", agent: cr },
        { general: "孙权", skills: [], hand: ["杀"], equipment: weapon, agent: [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }] },
        { general: "曹操", skills: [], hp: 2 },
      ],
      drawPile,
    });

  test("red: the chosen player judges and recovers 1 hp", () => {
    const s = board([{ activate: true, skill: "恢拓" }, { players: [2] }], ["桃♥3", "闪"]);
    s.runPhase(1, "play");
    expect(s.entries().filter((e) => e.t === "judge")).toMatchObject([{ player: 2, reason: "恢拓" }]);
    expect(s.player(2).hp).toBe(3);
    expect(s.handNames(2)).toEqual([]);
  });

  test("black: the chosen player draws X cards, X the damage dealt (2 through 〖古锭刀〗)", () => {
    const s = board([{ activate: true, skill: "恢拓" }, { players: [0] }], ["杀♠7", "闪", "桃", "无中生有"], ["古锭刀"]);
    s.runPhase(1, "play");
    expect(damages(s)).toEqual([{ source: 1, victim: 0, amount: 2 }]);
    expect(s.handNames(0)).toEqual(["闪", "桃"]);
  });

  test("declined: no judgement", () => {
    const s = board([{ activate: false, skill: "恢拓" }], ["桃♥3"]);
    s.runPhase(1, "play");
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
  });

  test("only when 曹叡 is damaged: another's damage does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹叡", agent: [] },
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "曹操", skills: [] },
      ],
    });
    s.runPhase(1, "play");
    expect(asked(s, "恢拓")).toBe(false);
  });
});

describe("〖兴衰〗主公技，限定技，当你进入濒死状态时，你可令所有其他魏势力角色依次选择是否令你回复1点体力（→）当此濒死结算结束后，以此法令你回复过体力的角色各受到1点无来源的伤害。", () => {
  // 曹叡 is the lord (seat 0); 曹操 and 司马懿 are 魏, 孙权 is 吴.
  const board = (cr: ScriptStep[], caocao: ScriptStep[], simayi: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "曹叡", hp: 1, agent: cr },
        { general: "孙权", skills: [], hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [0] }, { play: "end" }] },
        { general: "曹操", skills: [], agent: caocao },
        { general: "司马懿", skills: [], agent: simayi },
      ],
      drawPile: ["杀♠7", "闪", "桃"],
    });

  test("the 魏 players who agree each heal him 1; after the dying settles, each of them takes 1 damage with no source", () => {
    const s = board([{ activate: true, skill: "兴衰" }, { activate: false, skill: "恢拓" }], [{ activate: true, skill: "兴衰" }], [{ activate: false, skill: "兴衰" }]);
    s.runPhase(1, "play");
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([{ t: "recover", player: 0, amount: 1 }]);
    expect(s.player(0).hp).toBe(1);
    // only 曹操 (who healed him) is damaged, with no source, after the dying event
    expect(damages(s)).toEqual([
      { source: 1, victim: 0, amount: 1 },
      { source: null, victim: 2, amount: 1 },
    ]);
    const entries = s.entries();
    expect(entries.findIndex((e) => e.t === "damage" && e.victim === 2)).toBeGreaterThan(entries.findIndex((e) => e.t === "timing" && e.id === "dying.end"));
    // 孙权 (吴) is not asked
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.request === "activate")).toBe(false);
  });

  test("declined: nobody is asked; with no 【桃】 he dies", () => {
    const s = board([{ activate: false, skill: "兴衰" }], [], []);
    s.runPhase(1, "play");
    expect(s.entries().some((e) => e.t === "death" && e.player === 0)).toBe(true);
  });

  test("限定技: once per game", () => {
    const s = board([{ activate: true, skill: "兴衰" }, { activate: false, skill: "恢拓" }], [{ activate: true, skill: "兴衰" }], [{ activate: false, skill: "兴衰" }]);
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(1);
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === "兴衰" && e.player === 0)).toHaveLength(1);
    expect(s.result).not.toBeNull();
  });

  test("主公技: not the lord's general card — a 曹叡 who is not the lord has no 〖兴衰〗", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [1] }, { play: "end" }] },
        { general: "曹叡", hp: 1, agent: [] },
        { general: "曹操", skills: [] },
        { general: "司马懿", skills: [] },
      ],
    });
    expect(s.player(1).skills).not.toContain("兴衰");
    s.runPhase(0, "play");
    expect(asked(s, "兴衰")).toBe(false);
  });
});

describe("〖明鉴〗①出牌阶段限一次，你可将所有手牌交给一名其他角色▶其获得1枚“鉴”。②有“鉴”的角色的手牌上限于其回合内+X，使用【杀】的次数上限于其回合内+X（X为其“鉴”数）。③…", () => {
  test("① gives every hand card to the chosen player, who gains one “鉴”", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹叡", hand: ["杀♠7", "闪♥2"], agent: [{ play: { skill: "明鉴" } }, { players: [1] }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "曹操", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.engine.state.players[0].hand).toEqual([]);
    expect(s.handNames(1).sort()).toEqual(["杀", "闪"].sort());
    expect(s.engine.state.players[1].marks["鉴"]).toBe(1);
  });

  test("② in its own turn a player with one “鉴” may use a second 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹叡" },
        {
          general: "孙权",
          skills: [],
          marks: { 鉴: 1 },
          hand: ["杀♠7", "杀♠8", "杀♠9"],
          agent: [{ play: { card: "杀" } }, { players: [2] }, { play: { card: "杀" } }, { players: [2] }, { play: "end" }],
        },
        { general: "曹操", skills: [], hp: 4 },
      ],
    });
    s.runPhase(1, "play");
    expect(s.entries().filter((e) => e.t === "use" && e.card === "杀")).toHaveLength(2);
  });

  test("② without “鉴” there is no second 【杀】 (only 结束 is left to choose)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹叡" },
        { general: "孙权", skills: [], hand: ["杀♠7", "杀♠8"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "曹操", skills: [], hp: 4 },
      ],
    });
    s.runPhase(1, "play");
    expect(s.entries().filter((e) => e.t === "use" && e.card === "杀")).toHaveLength(1);
  });

  test("② the hand limit is +X in its own turn: two “鉴” keep six cards at 4 hp", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹叡" },
        { general: "孙权", skills: [], marks: { 鉴: 2 }, hand: ["杀", "杀", "杀", "闪", "闪", "闪", "桃"], agent: [{ cards: ["桃"] }] },
        { general: "曹操", skills: [] },
      ],
    });
    s.runPhase(1, "discard");
    expect(s.engine.state.players[1].hand).toHaveLength(6);
  });
});

test("〖明鉴〗② outside its own turn the “鉴” add nothing to its hand limit", async () => {
  const { handLimit } = await import("../../runtime/values/handLimit.ts");
  const s = createScenario({ packs, players: [{ general: "曹叡" }, { general: "孙权", skills: [], marks: { 鉴: 2 } }, { general: "曹操", skills: [] }] });
  s.engine.currentPlayer = 0;
  expect(handLimit(s.engine, 1)).toBe(4);
  s.engine.currentPlayer = 1;
  expect(handLimit(s.engine, 1)).toBe(6);
});
