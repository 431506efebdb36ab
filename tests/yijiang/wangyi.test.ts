// 王异 (一将成名2012): 〖贞烈〗 and 〖秘计〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖贞烈〗当你成为其他角色使用的【杀】或普通锦囊牌的目标后，你可失去1点体力▶此牌对此目标无效，你弃置使用者的一张牌。", () => {
  const ZHENLIE = { general: "王异", skills: ["贞烈"] };

  test("a 【杀】: 王异 loses 1 hp, the 【杀】 has no effect on her, and she discards one of the user's cards", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }] },
        { ...ZHENLIE, hand: ["闪"], agent: [{ activate: true, skill: "贞烈" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 1, amount: 1 }]);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
    expect(s.handNames(0)).toEqual([]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("an ordinary trick (【过河拆桥】): no effect on her, and she discards the user's card", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["过河拆桥", "桃"], agent: [{ play: { card: "过河拆桥" } }] },
        { ...ZHENLIE, hand: ["闪"], agent: [{ activate: true, skill: "贞烈" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(0)).toEqual([]);
    expect(s.player(1).hp).toBe(2);
  });

  test("declined: the 【杀】 takes effect", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { ...ZHENLIE, agent: [{ activate: false, skill: "贞烈" }] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
    expect(s.entries().some((e) => e.t === "loseHp")).toBe(false);
  });

  test("a delayed trick (【乐不思蜀】) is no ordinary trick: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["乐不思蜀"], agent: [{ play: { card: "乐不思蜀" } }] }, ZHENLIE],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("其他角色使用的: her own 【桃园结义】 targets her too, not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...ZHENLIE, hp: 2, hand: ["桃园结义"], agent: [{ play: { card: "桃园结义" } }] }, { ...BLANK, hp: 3 }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(0).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖秘计〗结束阶段开始时，若你已受伤，你可摸至多X张牌（X为你已损失的体力值）▶你可将等量的手牌交给任意其他角色。", () => {
  const MIJI = { general: "王异", skills: ["秘计"] };

  test("2 hp lost: draws two, then gives two hand cards to other players", () => {
    const s = createScenario({
      packs,
      players: [
        { ...MIJI, hp: 1, agent: [{ activate: true, skill: "秘计" }, { option: 1 }, { activate: true, skill: "秘计" }, { players: [1] }] },
        BLANK,
        BLANK,
      ],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(s.handNames(1).sort()).toEqual(["桃", "闪"].sort());
  });

  test("任意其他角色: the two cards shared between two players", () => {
    const s = createScenario({
      packs,
      players: [
        {
          ...MIJI,
          hp: 1,
          hand: ["杀"],
          agent: [{ activate: true, skill: "秘计" }, { option: 1 }, { activate: true, skill: "秘计" }, { cards: ["闪", "桃"] }, { players: [1, 2] }, { cards: ["闪"] }],
        },
        BLANK,
        BLANK,
      ],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(2)).toEqual(["桃"]);
  });

  test("至多X张: draws one of two", () => {
    const s = createScenario({
      packs,
      players: [{ ...MIJI, hp: 1, agent: [{ activate: true, skill: "秘计" }, { option: 0 }, { activate: false, skill: "秘计" }] }, BLANK],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("▶你可: draws and keeps the cards", () => {
    const s = createScenario({
      packs,
      players: [{ ...MIJI, hp: 2, agent: [{ activate: true, skill: "秘计" }, { activate: false, skill: "秘计" }] }, BLANK],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("declined: no draw", () => {
    const s = createScenario({ packs, players: [{ ...MIJI, hp: 2, agent: [{ activate: false, skill: "秘计" }] }, BLANK], drawPile: ["闪"] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
  });

  test("若你已受伤: at full hp, not offered", () => {
    const s = createScenario({ packs, players: [MIJI, BLANK], drawPile: ["闪"] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
  });
});
