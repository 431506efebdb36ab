// 张春华 (一将成名2011): 〖绝情〗 and 〖伤逝〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖绝情〗锁定技，当伤害结算开始前，若来源为你，你防止此伤害▷受伤角色失去X点体力（X为伤害值）。", () => {
  test("张春华's 【杀】: the damage is prevented and the target loses 1 hp instead", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "张春华", skills: ["绝情"], hand: ["杀"], agent: [{ play: { card: "杀" } }] },
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "damage")).toEqual([]);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 1, amount: 1 }]);
    // no damage was taken: no 受到伤害后
    expect(s.timings()).not.toContain("damage.taken");
  });

  test("X为伤害值: a 2-point damage becomes a loss of 2 hp", () => {
    const s = createScenario({ packs, players: [{ general: "张春华", skills: ["绝情"] }, BLANK] });
    s.act(0, (ctx) => ctx.damage(1, 2, { source: 0 }));
    expect(s.player(1).hp).toBe(2);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 1, amount: 2 }]);
  });

  test("a damaged 〖遗计〗 owner does not get 〖遗计〗: it lost hp, it was not damaged", () => {
    const s = createScenario({ packs, players: [{ general: "张春华", skills: ["绝情"] }, { general: "郭嘉" }] });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
    expect(skillsUsed(s)).toEqual(["绝情"]);
  });

  test("若来源为你: damage to 张春华 from another is damage as usual", () => {
    const s = createScenario({ packs, players: [{ general: "张春华", skills: ["绝情"] }, BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    expect(s.player(0).hp).toBe(2);
    expect(s.entries().filter((e) => e.t === "damage")).toHaveLength(1);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([]);
  });
});

describe("〖伤逝〗当你得到牌后❷、失去手牌后❷、扣减体力后、回复体力后、减体力上限后或加体力上限后，若你的手牌数小于X，你可将手牌补至X张（X=min{你已损失的体力值,2}）。", () => {
  const chunhua = (hp: number, hand: string[], agent: { activate: boolean; skill: string }[], maxHp?: number) => ({
    general: "张春华",
    skills: ["伤逝"],
    hp,
    hand,
    agent,
    ...(maxHp !== undefined ? { maxHp } : {}),
  });

  test("扣减体力后: damaged from 3 to 1 with no hand card, 张春华 draws up to 2", () => {
    const s = createScenario({
      packs,
      players: [chunhua(3, [], [{ activate: true, skill: "伤逝" }]), BLANK],
      drawPile: ["闪", "桃", "杀"],
    });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(1);
    expect(s.handNames(0)).toEqual(["闪", "桃"]);
  });

  test("X=min{…,2}: with 3 hp lost, still only up to 2", () => {
    const s = createScenario({
      packs,
      players: [chunhua(4, [], [{ activate: true, skill: "伤逝" }], 5), BLANK],
      drawPile: ["闪", "桃", "杀"],
    });
    s.act(1, (ctx) => ctx.damage(0, 3, { source: 1 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(1);
    expect(s.handNames(0)).toEqual(["闪", "桃"]);
  });

  test("declined: no card is drawn", () => {
    const s = createScenario({ packs, players: [chunhua(3, [], [{ activate: false, skill: "伤逝" }]), BLANK], drawPile: ["闪", "桃"] });
    s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
  });

  test("失去手牌后: 张春华 (1 hp lost) uses her last hand card and draws one", () => {
    const s = createScenario({
      packs,
      players: [
        { ...chunhua(2, ["杀"], [{ activate: true, skill: "伤逝" }]), agent: [{ play: { card: "杀" } }, { activate: true, skill: "伤逝" }, { play: "end" }] },
        BLANK,
      ],
      drawPile: ["桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("回复体力后: from 1 to 2 of 3 hp, X is 1, and a hand of none is filled to one", () => {
    const s = createScenario({ packs, players: [chunhua(1, [], [{ activate: true, skill: "伤逝" }]), BLANK], drawPile: ["闪"] });
    s.act(0, (ctx) => ctx.recover(0, 1));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("若你的手牌数小于X: a hand already of X cards is not offered", () => {
    const s = createScenario({ packs, players: [chunhua(3, ["杀", "闪"], []), BLANK] });
    s.act(1, (ctx) => ctx.damage(0, 2, { source: 1 }));
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
  });

  test("unwounded (X=0): not offered when she loses her hand cards", () => {
    const s = createScenario({
      packs,
      players: [
        { ...chunhua(3, ["杀"], []), agent: [{ play: { card: "杀" } }] },
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
  });
});
