// 蔡夫人 (一将成名2014): 〖窃听〗 and 〖献州〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Pack, type Scenario, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const asked = (s: Scenario, skill: string) => s.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === skill);
const damages = (s: Scenario) => s.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, amount: e.amount }] : []));

describe("〖窃听〗其他角色的回合结束前❶，若其于此回合内未对除其外的角色使用过牌，你可选择：1.将其装备区里的一张牌置入你的装备区；2.摸一张牌。", () => {
  // 孙权 (seat 1) plays a turn; 蔡夫人 (seat 0) watches.
  const board = (cai: ScriptStep[], sunquan: ScriptStep[], hand: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "蔡夫人", agent: cai },
        { general: "孙权", skills: [], hp: 3, hand, equipment: ["八卦阵", "赤兔"], agent: sunquan },
        { general: "吕蒙", skills: [], hand: ["闪"] },
      ],
      drawPile: ["闪", "闪", "无中生有"],
    });

  test("1. after a turn in which the player used a card only on himself (【桃】): one of its equipment goes into 蔡夫人's equipment area", () => {
    const s = board([{ activate: true, skill: "窃听" }, { option: 0 }, { cards: ["八卦阵"] }], [{ play: { card: "桃" } }, { play: "end" }], ["桃"]);
    s.runTurn(1);
    expect(s.entries().filter((e) => e.t === "move" && e.reason !== "draw" && e.from[0] === "equip1.armor")).toMatchObject([{ to: ["equip0.armor"] }]);
    expect(s.player(0).equipment.armor).toBeDefined();
    expect(s.player(1).equipment.armor).toBeUndefined();
    // 回合结束前: after the finish phase
    const timings = s.timings();
    expect(timings.indexOf("turn.end.1")).toBeGreaterThan(timings.lastIndexOf("phase.finish.end"));
  });

  test("2. or 蔡夫人 draws one card", () => {
    const s = board([{ activate: true, skill: "窃听" }, { option: 1 }], [{ play: "end" }], []);
    s.runTurn(1);
    expect(s.handNames(0)).toEqual(["无中生有"]);
    expect(s.player(1).equipment.armor).toBeDefined();
  });

  test("declined: nothing happens", () => {
    const s = board([{ activate: false, skill: "窃听" }], [{ play: "end" }], []);
    s.runTurn(1);
    expect(s.handNames(0)).toEqual([]);
    expect(s.player(0).equipment.armor).toBeUndefined();
  });

  test("the player used a card on another player (【杀】 on 蔡夫人): not offered", () => {
    const s = board([{ respond: null }], [{ play: { card: "杀" } }, { players: [0] }, { play: "end" }], ["杀"]);
    s.runTurn(1);
    expect(s.player(0).hp).toBe(2);
    expect(asked(s, "窃听")).toBe(false);
  });

  test("其他角色: not at the end of 蔡夫人's own turn", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "蔡夫人", agent: [] },
        { general: "孙权", skills: [], equipment: ["八卦阵"] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(asked(s, "窃听")).toBe(false);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
});

describe("〖献州〗限定技，出牌阶段，你可将装备区里的所有牌交给一名其他角色▶其选择：1.令你回复X点体力；2.对其攻击范围内的至多X名角色各造成1点伤害（X为你以此法交给其的牌数）。", () => {
  const board = (cai: ScriptStep[], sunquan: ScriptStep[], equipment = ["八卦阵", "赤兔"], hp = 1) =>
    createScenario({
      packs,
      players: [
        { general: "蔡夫人", hp, equipment, agent: cai },
        { general: "孙权", skills: [], agent: sunquan },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });

  test("all her equipment goes to the chosen player; 1. she recovers X (= 2) hp", () => {
    const s = board([{ play: { skill: "献州" } }, { players: [1] }, { play: "end" }], [{ option: 0 }]);
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "give")).toMatchObject([{ from: ["equip0.armor", "equip0.offensiveHorse"], to: ["hand1", "hand1"] }]);
    expect(s.handNames(1)).toEqual(["八卦阵", "赤兔"]);
    expect(s.player(0).hp).toBe(3);
  });

  test("2. the receiver damages up to X players within its attack range, 1 each", () => {
    const s = board([{ play: { skill: "献州" } }, { players: [1] }, { play: "end" }], [{ option: 1 }, { players: [2] }]);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 1, victim: 2, amount: 1 }]);
    expect(s.player(0).hp).toBe(1);
  });

  test("X is the number of cards given: with one equipment, only one player may be damaged", () => {
    const s = board([{ play: { skill: "献州" } }, { players: [1] }, { play: "end" }], [{ option: 1 }, { players: [2, 0] }], ["八卦阵"], 2);
    expect(() => s.runPhase(0, "play")).toThrow(/illegal answer/);
  });

  test("no equipment: not offered", () => {
    const s = board([{ play: { skill: "献州" } }], [], []);
    s.runPhase(0, "play");
    // ending the phase was the only option: the scripted activation was never asked for
    expect((s.agents[0] as ScriptedAgent).remaining).toEqual([{ play: { skill: "献州" } }]);
  });

  test("限定技: not offered again, though she has equipment again", () => {
    const s = board([{ play: { skill: "献州" } }, { players: [1] }], [{ option: 0 }], ["八卦阵", "赤兔"]);
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    const armor = s.engine.state.drawPile.find((c) => s.card(c).name === "白银狮子")!;
    s.engine.state.placeCard(armor, { kind: "equip", owner: 0, slot: "armor" });
    const agent = s.agents[0] as ScriptedAgent;
    agent.push({ play: { skill: "献州" } });
    s.runPhase(0, "play");
    expect(agent.remaining).toEqual([{ play: { skill: "献州" } }]);
    expect(s.player(0).equipment.armor).toBe(armor);
  });
});
