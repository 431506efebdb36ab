// 钟会 (一将成名2011): 〖权计〗, 〖自立〗 and 〖排异〗 (which 〖自立〗 grants), compiled from the corpus
// text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const quan = (s: ReturnType<typeof createScenario>, seat = 0) => (s.player(seat).onGeneral["权"] ?? []).map((c) => s.card(c).name);

describe("〖权计〗①当你受到1点伤害后，你可摸一张牌▶你将一张手牌置于你的武将牌上（称为“权”）。", () => {
  test("damaged: 钟会 draws a card, then puts a hand card on his general card as a “权”", () => {
    const s = createScenario({
      packs,
      players: [{ general: "钟会", hand: ["杀"], agent: [{ activate: true, skill: "权计" }, { cards: ["杀"] }] }, BLANK],
      drawPile: ["闪"],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(quan(s)).toEqual(["杀"]);
  });

  test("受到1点伤害后: a 2-point damage offers it twice", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "钟会",
          agent: [{ activate: true, skill: "权计" }, { activate: true, skill: "权计" }],
        },
        BLANK,
      ],
      drawPile: ["闪", "桃"],
    });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(quan(s).sort()).toEqual(["桃", "闪"].sort());
  });

  test("declined: no draw and no “权”", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", agent: [{ activate: false, skill: "权计" }] }, BLANK], drawPile: ["闪"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(quan(s)).toEqual([]);
  });

  test("another player damaged: not offered", () => {
    const s = createScenario({ packs, players: [{ general: "钟会" }, BLANK] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖权计〗②你的手牌上限+X（X为“权”数）。", () => {
  test("two “权”: the hand limit is hp + 2", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", hp: 3, piles: [{ name: "权", cards: ["杀", "闪"] }] }, BLANK] });
    expect(s.view.handLimit(0)).toBe(5);
  });

  test("no “权”: the hand limit is hp", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", hp: 3 }, BLANK] });
    expect(s.view.handLimit(0)).toBe(3);
  });

  test("in the discard phase: 3 hp, one “权”, four hand cards — nothing to discard", () => {
    const s = createScenario({
      packs,
      players: [{ general: "钟会", hp: 3, hand: ["杀", "闪", "桃", "决斗"], piles: [{ name: "权", cards: ["杀"] }] }, BLANK],
    });
    s.runPhase(0, "discard");
    scriptsDone(s);
    expect(s.handNames(0)).toHaveLength(4);
  });
});

describe("〖自立〗觉醒技，准备阶段开始时，若“权”数大于2，你减1点体力上限，获得〖排异〗，选择：1.摸两张牌；2.回复1点体力。", () => {
  test("three “权”: max hp −1, gains 〖排异〗, and chooses to draw two", () => {
    const s = createScenario({
      packs,
      players: [{ general: "钟会", hp: 2, piles: [{ name: "权", cards: ["杀", "闪", "桃"] }], agent: [{ option: 0 }] }, BLANK],
      drawPile: ["决斗", "无中生有"],
    });
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(s.player(0).maxHp).toBe(3);
    expect(s.player(0).hp).toBe(2);
    expect(s.player(0).skills).toContain("排异");
    expect(s.handNames(0)).toEqual(["决斗", "无中生有"]);
  });

  test("…or chooses to recover 1 hp", () => {
    const s = createScenario({
      packs,
      players: [{ general: "钟会", hp: 2, piles: [{ name: "权", cards: ["杀", "闪", "桃"] }], agent: [{ option: 1 }] }, BLANK],
    });
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(s.player(0).maxHp).toBe(3);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual([]);
  });

  test("若“权”数大于2: two “权” do not awaken it", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", piles: [{ name: "权", cards: ["杀", "闪"] }] }, BLANK] });
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(s.player(0).maxHp).toBe(4);
    expect(s.player(0).skills).not.toContain("排异");
  });

  test("觉醒技: it awakens once; a later prepare phase with three “权” does nothing", () => {
    const s = createScenario({
      packs,
      players: [{ general: "钟会", hp: 2, piles: [{ name: "权", cards: ["杀", "闪", "桃"] }], agent: [{ option: 0 }] }, BLANK],
      drawPile: ["决斗", "无中生有", "过河拆桥", "顺手牵羊"],
    });
    s.runPhase(0, "prepare");
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(s.player(0).maxHp).toBe(3);
    expect(s.handNames(0)).toEqual(["决斗", "无中生有"]);
  });

  test("准备阶段开始时: not in another phase", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", piles: [{ name: "权", cards: ["杀", "闪", "桃"] }] }, BLANK] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.player(0).maxHp).toBe(4);
  });
});

describe("〖排异〗出牌阶段限一次，你可将一张“权”置入弃牌堆并选择一名角色▶其摸两张牌。若其手牌数大于你，你对其造成1点伤害。", () => {
  test("钟会 does not have 〖排异〗 at the start of the game", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", piles: [{ name: "权", cards: ["杀"] }] }, BLANK] });
    expect(s.player(0).skills).not.toContain("排异");
    expect(playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "排异")).toBe(false);
  });

  test("another player: draws two, then has more hand cards than 钟会 and takes 1 damage from him", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "钟会", skills: ["排异"], piles: [{ name: "权", cards: ["杀", "闪"] }], agent: [{ play: { skill: "排异" } }, { cards: ["杀"] }, { players: [1] }] },
        BLANK,
      ],
      drawPile: ["决斗", "无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(quan(s)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual(["决斗", "无中生有"]);
    expect(s.player(1).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "damage")).toMatchObject([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("若其手牌数大于你: a player left with no more hand cards than 钟会 is not damaged", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "钟会", skills: ["排异"], hand: ["桃", "桃", "桃"], piles: [{ name: "权", cards: ["杀"] }], agent: [{ play: { skill: "排异" } }, { players: [1] }] },
        BLANK,
      ],
      drawPile: ["决斗", "无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toHaveLength(2);
    expect(s.player(1).hp).toBe(4);
  });

  test("一名角色: 钟会 may choose himself, draws two and is not damaged", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "钟会", skills: ["排异"], piles: [{ name: "权", cards: ["杀"] }], agent: [{ play: { skill: "排异" } }, { players: [0] }, { play: "end" }] },
        BLANK,
      ],
      drawPile: ["决斗", "无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["决斗", "无中生有"]);
    expect(s.player(0).hp).toBe(4);
  });

  test("no “权”: it cannot be used", () => {
    const s = createScenario({ packs, players: [{ general: "钟会", skills: ["排异"] }, BLANK] });
    expect(playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "排异")).toBe(false);
  });

  test("出牌阶段限一次: with “权” left, not offered a second time in the phase", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "钟会",
          skills: ["排异"],
          piles: [{ name: "权", cards: ["杀", "闪"] }],
          hand: ["桃", "桃", "桃"],
          agent: [{ play: { skill: "排异" } }, { cards: ["杀"] }, { players: [1] }],
        },
        BLANK,
      ],
      drawPile: ["决斗", "无中生有"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(quan(s)).toEqual(["闪"]);
    // 钟会 is at full hp, so his 【桃】 are not usable: after 〖排异〗 only "end" was left, not asked.
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "playAction")).toHaveLength(1);
  });
});

describe("〖权计〗 → 〖自立〗 → 〖排异〗 over a game", () => {
  test("three “权” from 〖权计〗 awaken 〖自立〗 at the next prepare phase", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "钟会",
          agent: [
            { activate: true, skill: "权计" },
            { activate: true, skill: "权计" },
            { activate: true, skill: "权计" },
            { option: 0 },
          ],
        },
        BLANK,
      ],
      drawPile: ["杀", "闪", "桃", "决斗", "无中生有"],
    });
    s.act(1, (ctx) => ctx.damage(0, 3, { source: 1 }));
    expect(quan(s)).toHaveLength(3);
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(s.player(0).skills).toContain("排异");
    expect(s.player(0).maxHp).toBe(3);
  });
});
