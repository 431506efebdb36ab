// 法正 (一将成名2011): 〖恩怨〗 and 〖眩惑〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const FAZHENG_1 = { general: "法正", skills: ["恩怨"] };

describe("〖恩怨〗①当你得到一名其他角色的牌后❷，若这些牌数大于1，你可令其摸一张牌。", () => {
  const given = (cards: string[], agent: { activate: boolean; skill: string }[]) => {
    const s = createScenario({
      packs,
      players: [{ ...FAZHENG_1, agent }, { ...BLANK, hand: cards }],
      drawPile: ["无中生有"],
    });
    s.act(1, (ctx) => ctx.give(1, 0, [...s.player(1).hand]));
    scriptsDone(s);
    return s;
  };

  test("two cards given by another player: 法正 may let that player draw one", () => {
    const s = given(["杀", "闪"], [{ activate: true, skill: "恩怨" }]);
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(s.handNames(1)).toEqual(["无中生有"]);
  });

  test("declined: the giver draws nothing", () => {
    const s = given(["杀", "闪"], [{ activate: false, skill: "恩怨" }]);
    expect(s.handNames(1)).toEqual([]);
  });

  test("若这些牌数大于1: a single card is not offered", () => {
    const s = given(["杀"], []);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("一名其他角色的牌: two cards 法正 gains from the discard pile are not offered", () => {
    const s = createScenario({ packs, players: [FAZHENG_1, BLANK], restTo: "discardPile" });
    s.act(0, (ctx) => ctx.gain(0, s.engine.state.discardPile.slice(0, 2)));
    scriptsDone(s);
    expect(s.handNames(0)).toHaveLength(2);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("得到: 法正 taking two cards with 【顺手牵羊】 twice is one card each time: not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { ...FAZHENG_1, hand: ["顺手牵羊", "顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }, { cards: ["杀"] }, { play: { card: "顺手牵羊" } }, { play: "end" }] },
        { ...BLANK, hand: ["杀", "闪"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
    expect(s.handNames(1)).toEqual([]);
  });
});

describe("〖恩怨〗②当你受到1点伤害后，你可令来源选择：1.将一张手牌交给你；2.失去1点体力。", () => {
  test("the source chooses to give 法正 a hand card", () => {
    const s = createScenario({
      packs,
      players: [
        { ...FAZHENG_1, agent: [{ activate: true, skill: "恩怨" }] },
        { ...BLANK, hand: ["桃", "杀"], agent: [{ option: 0 }, { cards: ["桃"] }] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.player(1).hp).toBe(4);
  });

  test("the source chooses to lose 1 hp", () => {
    const s = createScenario({
      packs,
      players: [{ ...FAZHENG_1, agent: [{ activate: true, skill: "恩怨" }] }, { ...BLANK, hand: ["桃"], agent: [{ option: 1 }] }],
    });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 1, amount: 1 }]);
  });

  test("a source with no hand card can only lose 1 hp (not asked)", () => {
    const s = createScenario({ packs, players: [{ ...FAZHENG_1, agent: [{ activate: true, skill: "恩怨" }] }, BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });

  test("受到1点伤害后: 2 damage, offered twice", () => {
    const s = createScenario({
      packs,
      players: [
        { ...FAZHENG_1, agent: [{ activate: true, skill: "恩怨" }, { activate: true, skill: "恩怨" }] },
        { ...BLANK, hand: ["桃"], agent: [{ option: 1 }, { option: 0 }] },
      ],
    });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(1);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("declined: the source is not asked", () => {
    const s = createScenario({ packs, players: [{ ...FAZHENG_1, agent: [{ activate: false, skill: "恩怨" }] }, { ...BLANK, hand: ["桃"] }] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("damage with no source: there is no source to choose, not offered", () => {
    const s = createScenario({ packs, players: [FAZHENG_1, BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: null }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(2);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("法正 damaging another: not offered", () => {
    const s = createScenario({ packs, players: [FAZHENG_1, { ...BLANK, hand: ["桃"] }] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖眩惑〗摸牌阶段开始时❷，你可令额定摸牌数改为0并选择一名其他角色▶其摸两张牌。其需对其攻击范围内你选择的一名角色使用【杀】，否则你获得其两张牌。", () => {
  const FAZHENG_2 = { general: "法正", skills: ["眩惑"] };

  test("declined: 法正 draws his two cards", () => {
    const s = createScenario({
      packs,
      players: [{ ...FAZHENG_2, agent: [{ activate: false, skill: "眩惑" }] }, BLANK, BLANK],
      drawPile: ["杀", "闪"],
    });
    s.runPhase(0, "draw");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
  });
});
