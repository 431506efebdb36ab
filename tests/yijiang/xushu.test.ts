// 徐庶 (一将成名2011): 〖无言〗 and 〖举荐〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖无言〗①锁定技，当你造成渠道为锦囊牌的伤害时❷，你防止此伤害。", () => {
  test("徐庶's 【决斗】 won: its damage is prevented", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐庶", skills: ["无言"], hand: ["决斗"], agent: [{ play: { card: "决斗" } }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "damage")).toBe(false);
  });

  test("a 【杀】 is no trick: its damage is dealt", () => {
    const s = createScenario({
      packs,
      players: [{ general: "徐庶", skills: ["无言"], hand: ["杀"], agent: [{ play: { card: "杀" } }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });

  test("a skill's damage (渠道 is the skill) is dealt", () => {
    const s = createScenario({ packs, players: [{ general: "徐庶", skills: ["无言"] }, BLANK] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    expect(s.player(1).hp).toBe(3);
  });
});

describe("〖无言〗②锁定技，当你受到渠道为锦囊牌的伤害时❸，你防止此伤害。", () => {
  test("another player's 【南蛮入侵】: the damage to 徐庶 is prevented, the others take theirs", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] },
        { general: "徐庶", skills: ["无言"] },
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
  });

  test("a 【杀】 to 徐庶 deals its damage", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { general: "徐庶", skills: ["无言"] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
  });
});

describe("〖举荐〗结束阶段开始时，你可弃置一张不为基本牌的牌并选择一名其他角色▶其选择：1.摸两张牌；2.回复1点体力；3.复原。", () => {
  const JUJIAN = { general: "徐庶", skills: ["举荐"] };

  test("discards a trick, chooses another player, who chooses to draw two", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUJIAN, hand: ["无中生有", "杀"], agent: [{ activate: true, skill: "举荐" }, { players: [1] }] },
        { ...BLANK, hp: 3, faceDown: true, agent: [{ option: 0 }] },
        BLANK,
      ],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(discardNames(s)).toEqual(["无中生有"]);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪", "桃"]);
  });

  test("the chosen player chooses to recover 1 hp", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUJIAN, hand: ["无中生有"], agent: [{ activate: true, skill: "举荐" }] },
        { ...BLANK, hp: 3, faceDown: true, agent: [{ option: 1 }] },
      ],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.player(1).faceUp).toBe(false);
  });

  test("the chosen player chooses 复原: face up and out of the chained state", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUJIAN, hand: ["无中生有"], agent: [{ activate: true, skill: "举荐" }] },
        { ...BLANK, hp: 3, faceDown: true, chained: true, agent: [{ option: 2 }] },
      ],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.player(1).faceUp).toBe(true);
    expect(s.player(1).chained).toBe(false);
    expect(s.player(1).hp).toBe(3);
  });

  test("an equipment card counts (不为基本牌的牌, from the equipment area too)", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUJIAN, hand: ["杀"], equipment: ["诸葛连弩"], agent: [{ activate: true, skill: "举荐" }] },
        { ...BLANK, hp: 3, agent: [{ option: 1 }] },
      ],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(discardNames(s)).toEqual(["诸葛连弩"]);
    expect(s.player(1).hp).toBe(4);
  });

  test("only basic cards: not offered", () => {
    const s = createScenario({ packs, players: [{ ...JUJIAN, hand: ["杀", "闪", "桃"] }, BLANK] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
    expect(s.handNames(0)).toHaveLength(3);
  });

  test("declined: nothing discarded", () => {
    const s = createScenario({ packs, players: [{ ...JUJIAN, hand: ["无中生有"], agent: [{ activate: false, skill: "举荐" }] }, BLANK] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["无中生有"]);
  });

  test("其他角色: with no other player alive to choose, 徐庶 cannot choose himself", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JUJIAN, hp: 2, hand: ["无中生有", "过河拆桥"], agent: [{ activate: true, skill: "举荐" }, { cards: ["无中生有"] }] },
        BLANK,
      ],
      drawPile: ["闪", "桃"],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    // the only other player was chosen without asking; at full hp and face up it can only draw
    expect(s.handNames(1)).toEqual(["闪", "桃"]);
    expect(s.player(0).hp).toBe(2);
  });
});
