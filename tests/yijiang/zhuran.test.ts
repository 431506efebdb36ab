// 朱然 (一将成名2013): 〖胆守〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Agent, type Pack, type PlayersRequest, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

/** A scripted agent that also records the candidates of every choice of players. */
function spy(steps: ScriptStep[]) {
  const inner = new ScriptedAgent(steps, "朱然");
  const offered: number[][] = [];
  const agent: Agent = Object.assign(Object.create(inner) as Agent, {
    choosePlayers: (r: PlayersRequest) => {
      offered.push([...r.candidates]);
      return inner.choosePlayers(r);
    },
  });
  return { agent, offered };
}

const HAND = ["杀", "闪", "桃", "决斗", "无中生有", "过河拆桥", "酒", "铁索连环", "火攻", "杀"];

describe("〖胆守〗出牌阶段，你可弃置X张牌并选择你的攻击范围内的一名其他角色（X为你于此阶段内于此次发动此技能之前发动过此技能的次数+1）▶若X：为1，你弃置其一张牌；为2，你令其将一张牌交给你；为3，你对其造成1点伤害；大于3，你与其各摸两张牌。", () => {
  test("X grows by one per activation in the phase: 1 discards a card of the target's, 2 has it give one, 3 damages it, 4 both draw two", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "朱然",
          hand: HAND,
          agent: [
            { play: { skill: "胆守" } }, { cards: ["杀"] }, { players: [1] }, { cards: ["八卦阵"] },
            { play: { skill: "胆守" } }, { cards: ["闪", "桃"] }, { players: [1] },
            { play: { skill: "胆守" } }, { cards: ["决斗", "无中生有", "过河拆桥"] }, { players: [1] },
            { play: { skill: "胆守" } }, { cards: ["酒", "铁索连环", "火攻", "杀"] }, { players: [1] },
            { play: "end" },
          ],
        },
        { general: "孙权", skills: [], hand: ["闪"], equipment: ["八卦阵"], agent: [{ cards: ["闪"] }] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
      drawPile: ["桃", "桃", "无懈可击", "无懈可击"],
    });
    s.runPhase(0, "play");
    const discards = s.entries().flatMap((e) => (e.t === "move" && e.reason === "discard" ? [e] : []));
    expect(discards.map((e) => e.cards.length)).toEqual([1, 1, 2, 3, 4]);
    expect(discards[1].from).toEqual(["equip1.armor"]);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "give")).toMatchObject([{ from: ["hand1"], to: ["hand0"] }]);
    expect(s.entries().filter((e) => e.t === "damage")).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["闪", "桃", "桃"]);
    expect(s.handNames(1)).toEqual(["无懈可击", "无懈可击"]);
  });

  test("only a player in 朱然's attack range may be chosen (seat 2 at distance 2 is not)", () => {
    // one card: the discard needs no choice
    const { agent, offered } = spy([{ play: { skill: "胆守" } }, { players: [3] }]);
    const s = createScenario({
      packs,
      players: [
        { general: "朱然", hand: ["杀"], agent },
        { general: "孙权", skills: [], hand: ["闪"] },
        { general: "吕蒙", skills: [], hand: ["闪"] },
        { general: "黄盖", skills: [], hand: ["闪"] },
      ],
    });
    s.runPhase(0, "play");
    expect(offered).toEqual([[1, 3]]);
    expect(s.handNames(3)).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
  });

  test("the cost grows: with one card left after the first activation, X=2 cannot be paid and 胆守 is no longer offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "朱然", hand: ["杀", "闪"], agent: [{ play: { skill: "胆守" } }, { cards: ["杀"] }, { players: [1] }, { play: { skill: "胆守" } }] },
        { general: "孙权", skills: [], hand: ["桃"] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    // ending the phase was the only option left: nobody was asked, the scripted second activation never happened
    expect((s.agents[0] as ScriptedAgent).remaining).toEqual([{ play: { skill: "胆守" } }]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual([]);
  });

  test("于此阶段内: the count starts again in the next play phase (X is 1 again)", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "朱然",
          hand: ["杀", "闪", "桃"],
          agent: [
            { play: { skill: "胆守" } }, { cards: ["杀"] }, { players: [1] }, { cards: ["无懈可击"] },
            { play: "end" },
            { play: { skill: "胆守" } }, { cards: ["闪"] }, { players: [1] },
            { play: "end" },
          ],
        },
        { general: "孙权", skills: [], hand: ["无懈可击", "无懈可击"] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard" && e.from[0] === "hand1")).toHaveLength(2);
  });

  test("not offered outside the play phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "朱然", hand: ["杀", "闪", "桃", "决斗", "无中生有", "过河拆桥"], agent: [{ cards: ["杀", "闪"] }] },
        { general: "孙权", skills: [], hand: ["桃"] },
      ],
    });
    s.runPhase(0, "discard");
    expect(s.entries().some((e) => e.t === "skill")).toBe(false);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});
