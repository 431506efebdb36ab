// 李儒 (一将成名2013): 〖绝策〗, 〖灭计〗 and 〖焚城〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Agent, type Pack, type PlayersRequest, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages, discarded, offeredSkill, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

function spy(steps: ScriptStep[]) {
  const inner = new ScriptedAgent(steps, "李儒");
  const offered: number[][] = [];
  const agent: Agent = Object.assign(Object.create(inner) as Agent, {
    choosePlayers: (r: PlayersRequest) => {
      offered.push([...r.candidates]);
      return inner.choosePlayers(r);
    },
  });
  return { agent, offered };
}

describe("〖绝策〗结束阶段开始时，你可对一名没有手牌的其他角色造成1点伤害。", () => {
  test("damages a chosen other player who has no hand card; players with hand cards are not offered", () => {
    const { agent, offered } = spy([{ activate: true, skill: "绝策" }, { players: [3] }]);
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", agent },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [], hand: ["闪"] },
        { general: "黄盖", skills: [] },
      ],
    });
    s.runPhase(0, "finish");
    expect(offered).toEqual([[1, 3]]);
    expect(damages(s)).toEqual([{ source: 0, victim: 3, amount: 1 }]);
  });

  test("declined: no damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", agent: [{ activate: false, skill: "绝策" }] },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "finish");
    expect(damages(s)).toEqual([]);
  });

  test("every other player has hand cards (李儒's own empty hand does not count): not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", agent: [] },
        { general: "孙权", skills: [], hand: ["闪"] },
        { general: "吕蒙", skills: [], hand: ["杀"] },
      ],
    });
    s.runPhase(0, "finish");
    expect(asked(s, "绝策")).toBe(false);
  });

  test("not in the prepare phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", agent: [] },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "prepare");
    expect(asked(s, "绝策")).toBe(false);
    expect(damages(s)).toEqual([]);
  });
});

describe("〖灭计〗出牌阶段限一次，你可将一张黑色锦囊牌置于牌堆顶并选择一名有手牌的其他角色▶其选择：1.弃置一张锦囊牌；2.依次弃置两张不为锦囊牌的牌。", () => {
  const board = (liru: ScriptStep[] | Agent, sunquan: ScriptStep[], sunquanHand: string[], liruHand = ["过河拆桥♠3", "过河拆桥♠4"]) =>
    createScenario({
      packs,
      players: [
        { general: "李儒", hand: liruHand, agent: liru },
        { general: "孙权", skills: [], hand: sunquanHand, agent: sunquan },
        { general: "吕蒙", skills: [] },
      ],
    });

  test("the black 锦囊 goes on top of the draw pile; 1. the target discards a 锦囊牌", () => {
    const s = board([{ play: { skill: "灭计" } }, { cards: ["过河拆桥"] }, { play: "end" }], [{ option: 0 }], ["无中生有", "杀", "闪"]);
    s.runPhase(0, "play");
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("过河拆桥");
    expect(discarded(s, 1)).toEqual(["无中生有"]);
    expect(s.handNames(1)).toEqual(["杀", "闪"]);
  });

  test("2. the target discards two cards that are not 锦囊牌, one after the other", () => {
    const s = board([{ play: { skill: "灭计" } }, { cards: ["过河拆桥"] }, { play: "end" }], [{ option: 1 }, { cards: ["杀"] }], ["无中生有", "杀", "闪"]);
    s.runPhase(0, "play");
    const moves = s.entries().filter((e) => e.t === "move" && e.reason === "discard");
    expect(moves).toHaveLength(2);
    expect(discarded(s, 1)).toEqual(["杀", "闪"]);
    expect(s.handNames(1)).toEqual(["无中生有"]);
  });

  test("a target with no 锦囊牌 can only carry out option 2", () => {
    const s = board([{ play: { skill: "灭计" } }, { cards: ["过河拆桥"] }, { play: "end" }], [{ cards: ["杀"] }, { cards: ["闪"] }], ["杀", "闪", "桃"]);
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.request === "chooseOption")).toBe(false);
    expect(discarded(s, 1)).toEqual(["杀", "闪"]);
  });

  test("出牌阶段限一次: not offered a second time in the phase", () => {
    const liru = recorder([{ play: { skill: "灭计" } }, { cards: ["过河拆桥"] }, { play: "end" }], "李儒");
    const s = board(liru.agent, [{ cards: ["无中生有"] }], ["无中生有", "无中生有"]);
    s.runPhase(0, "play");
    const plays = liru.requests.filter((r) => r.kind === "playAction");
    expect(plays).toHaveLength(2);
    expect(plays[1].kind === "playAction" && plays[1].options.some((o) => o.kind === "skill" && o.skill === "灭计")).toBe(false);
    expect(discarded(s, 1)).toEqual(["无中生有"]);
  });

  test("the cost needs a black 锦囊牌: with only red ones (and black non-锦囊) it is not offered", () => {
    const liru = recorder([{ play: "end" }], "李儒");
    const s = board(liru.agent, [], ["无中生有"], ["无中生有♥7", "杀♠7"]);
    s.runPhase(0, "play");
    expect(offeredSkill(liru, "灭计")).toBe(false);
  });

  test("no other player with hand cards: not offered", () => {
    const liru = recorder([{ play: "end" }], "李儒");
    const s = board(liru.agent, [], []);
    s.runPhase(0, "play");
    expect(offeredSkill(liru, "灭计")).toBe(false);
    expect(offeredSkill(liru, "焚城")).toBe(true);
  });
});

describe("〖焚城〗限定技，出牌阶段，你可令所有其他角色依次选择：1.弃置至少X张牌（X为其上家以此法弃置的牌数+1）；2.受到你造成的2点火焰伤害。", () => {
  test("each other player in turn: X grows with what the previous one discarded; one who cannot or will not discard takes 2 fire damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", hand: ["杀"], agent: [{ play: { skill: "焚城" } }, { play: "end" }] },
        // X = 1 (李儒 discarded nothing): discards one
        { general: "孙权", skills: [], hand: ["无中生有", "杀"], agent: [{ option: 0 }, { cards: ["无中生有"] }] },
        // X = 2: discards two
        { general: "吕蒙", skills: [], hand: ["闪", "桃", "桃"], agent: [{ option: 0 }, { cards: ["桃", "桃"] }] },
        // X = 3 with one card: only the damage
        { general: "黄盖", skills: [], hand: ["闪"] },
      ],
    });
    s.runPhase(0, "play");
    expect(discarded(s, 1)).toEqual(["无中生有"]);
    expect(discarded(s, 2)).toEqual(["桃", "桃"]);
    expect(s.entries().filter((e) => e.t === "damage")).toMatchObject([{ source: 0, victim: 3, amount: 2, element: "fire" }]);
    expect(s.player(3).hp).toBe(2);
  });

  test("choosing the damage: 2 fire damage from 李儒", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", agent: [{ play: { skill: "焚城" } }] },
        { general: "孙权", skills: [], hand: ["无中生有", "杀"], agent: [{ option: 1 }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "damage")).toMatchObject([{ source: 0, victim: 1, amount: 2, element: "fire" }]);
    expect(s.handNames(1)).toEqual(["无中生有", "杀"]);
  });

  test("限定技: once per game — not offered in a later play phase", () => {
    const liru = recorder([{ play: { skill: "焚城" } }, { play: "end" }, { play: "end" }], "李儒");
    const s = createScenario({
      packs,
      players: [
        { general: "李儒", hand: ["杀"], agent: liru.agent },
        { general: "孙权", skills: [], agent: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    const before = liru.requests.length;
    s.runPhase(0, "play");
    expect(liru.requests.length).toBeGreaterThan(before);
    expect(liru.requests.slice(before).some((r) => r.kind === "playAction" && r.options.some((o) => o.kind === "skill" && o.skill === "焚城"))).toBe(false);
    expect(s.player(1).hp).toBe(2);
  });
});
