// 潘璋马忠 (一将成名2013): 〖夺刀〗 and 〖暗箭〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const damages = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "damage" ? [e] : []));

describe("〖夺刀〗当你受到渠道为【杀】的伤害后，你可弃置一张牌▶你获得来源的装备区里的武器牌。", () => {
  const board = (pzmz: Parameters<typeof createScenario>[0]["players"][number]["agent"], hand = ["桃"], attackerCard = "杀") =>
    createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: [attackerCard], equipment: ["青釭剑"], agent: [{ play: { card: attackerCard } }, { players: [1] }, { play: "end" }] },
        { general: "潘璋马忠", hand, agent: pzmz },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
    });

  test("after 【杀】 damage: discards a card and gains the source's weapon", () => {
    const s = board([{ activate: true, skill: "夺刀" }, { cards: ["桃"] }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["青釭剑"]);
    expect(s.player(0).equipment.weapon).toBeUndefined();
    expect(s.entries().some((e) => e.t === "move" && e.reason === "discard" && e.from[0] === "hand1")).toBe(true);
  });

  test("declined: the weapon stays, nothing is discarded", () => {
    const s = board([{ activate: false, skill: "夺刀" }]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.player(0).equipment.weapon).toBeDefined();
  });

  test("no card to discard: the cost cannot be paid, 夺刀 is not offered", () => {
    const s = board([], []);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).equipment.weapon).toBeDefined();
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1)).toBe(false);
  });

  test("damage through another card (【决斗】) is not 渠道为【杀】: not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: ["决斗"], equipment: ["青釭剑"], agent: [{ play: { card: "决斗" } }, { players: [1] }, { play: "end" }] },
        { general: "潘璋马忠", hand: ["桃"], agent: [] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ victim: 1, via: "决斗" }]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.player(0).equipment.weapon).toBeDefined();
  });

  test("the source has no weapon: the cost may still be paid, and nothing is gained", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: ["杀"], equipment: ["八卦阵"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "潘璋马忠", hand: ["桃"], agent: [{ activate: true, skill: "夺刀" }, { cards: ["桃"] }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(0).equipment.armor).toBeDefined();
  });
});

describe("〖暗箭〗锁定技，当你因执行你使用的【杀】的效果而对一名角色造成伤害时❶，若你不在其攻击范围内，你令伤害值+1。", () => {
  // Four seats: seat 0 is at distance 2 from seat 2. With 【赤兔】 (-1) 潘璋马忠 reaches seat 2,
  // while seat 2 (attack range 1) does not reach back.
  const board = (target: number, card = "杀") =>
    createScenario({
      packs,
      players: [
        { general: "潘璋马忠", hand: [card], equipment: ["赤兔"], agent: [{ play: { card } }, { players: [target] }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });

  test("out of the victim's attack range: the 【杀】 deals 1 more", () => {
    const s = board(2);
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, amount: 2 }]);
    expect(s.player(2).hp).toBe(2);
  });

  test("within the victim's attack range: no change", () => {
    const s = board(1);
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.player(1).hp).toBe(3);
  });

  test("only the 【杀】's own damage: a 【决斗】 out of range deals 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "潘璋马忠", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [2] }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, amount: 1 }]);
  });

  test("damage to 潘璋马忠 by another's 【杀】 from out of range is not his: no change", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: ["杀"], equipment: ["赤兔"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "潘璋马忠", agent: [] },
        { general: "吕蒙", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toMatchObject([{ source: 0, victim: 2, amount: 1 }]);
  });
});
