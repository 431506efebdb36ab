// 吴国太 (一将成名2011): 〖甘露〗 and 〖补益〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const equipNames = (s: ReturnType<typeof createScenario>, seat: number) =>
  Object.values(s.player(seat).equipment)
    .map((c) => s.card(c as number).name)
    .sort();

describe("〖甘露〗出牌阶段限一次，你可选择装备区里的牌数之差不大于X的两名角色（X为你已损失的体力值）▶这两名角色交换装备区里的牌。", () => {
  test("X=1: two players with 2 and 1 equipment cards exchange them", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吴国太", skills: ["甘露"], hp: 2, agent: [{ play: { skill: "甘露" } }, { players: [1, 2] }] },
        { ...BLANK, equipment: ["诸葛连弩", "赤兔"] },
        { ...BLANK, equipment: ["八卦阵"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(equipNames(s, 1)).toEqual(["八卦阵"]);
    expect(equipNames(s, 2)).toEqual(["诸葛连弩", "赤兔"].sort());
  });

  test("两名角色 may include 吴国太 herself", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吴国太", skills: ["甘露"], hp: 2, equipment: ["仁王盾"], agent: [{ play: { skill: "甘露" } }] },
        { ...BLANK, equipment: ["诸葛连弩", "赤兔"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(equipNames(s, 0)).toEqual(["诸葛连弩", "赤兔"].sort());
    expect(equipNames(s, 1)).toEqual(["仁王盾"]);
  });

  test("X=0 (unwounded): two players with as many equipment cards exchange them", () => {
    const t = createScenario({
      packs,
      players: [
        { general: "吴国太", skills: ["甘露"], equipment: ["仁王盾"], agent: [{ play: { skill: "甘露" } }] },
        { ...BLANK, equipment: ["诸葛连弩"] },
      ],
    });
    t.runPhase(0, "play");
    scriptsDone(t);
    expect(equipNames(t, 0)).toEqual(["诸葛连弩"]);
    expect(equipNames(t, 1)).toEqual(["仁王盾"]);
  });

  test("出牌阶段限一次", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吴国太", skills: ["甘露"], hp: 1, agent: [{ play: { skill: "甘露" } }, { players: [1, 2] }] },
        { ...BLANK, equipment: ["诸葛连弩"] },
        { ...BLANK, equipment: ["八卦阵"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === "甘露")).toBe(false);
  });
});

describe("〖补益〗当一名角色进入濒死状态时，你可展示其一张手牌▶若此牌不为基本牌，其弃置此牌▷其回复1点体力。", () => {
  const board = (victimHand: string[], wuAgent: object[], victimAgent: object[] = []) =>
    createScenario({
      packs,
      players: [
        { ...BLANK, hp: 1, hand: victimHand, agent: victimAgent as never },
        { general: "吴国太", skills: ["补益"], agent: wuAgent as never },
        BLANK,
        BLANK,
      ],
    });

  test("a trick shown: the dying player discards it and recovers 1 hp", () => {
    const s = board(["无中生有"], [{ activate: true, skill: "补益" }]);
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(true);
    expect(s.player(0).hp).toBe(1);
    expect(discardNames(s)).toEqual(["无中生有"]);
    expect(s.entries().filter((e) => e.t === "show")).toHaveLength(1);
  });

  test("吴国太 chooses which hand card to show", () => {
    const s = board(["杀", "无中生有"], [{ activate: true, skill: "补益" }, { cards: ["无中生有"] }]);
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(1);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("a basic card shown: not discarded, no recovery", () => {
    const s = board(["杀"], [{ activate: true, skill: "补益" }]);
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(false);
    expect(s.entries().some((e) => e.t === "recover")).toBe(false);
    expect(s.entries().filter((e) => e.t === "show")).toHaveLength(1);
  });

  test("declined: nothing shown", () => {
    const s = board(["无中生有"], [{ activate: false, skill: "补益" }]);
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(false);
    expect(s.entries().some((e) => e.t === "show")).toBe(false);
  });

  test("no hand card: not offered", () => {
    const s = board([], []);
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    scriptsDone(s);
    expect(s.player(0).alive).toBe(false);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("一名角色: 吴国太 herself entering the dying state", () => {
    const s = createScenario({
      packs,
      players: [BLANK, { general: "吴国太", skills: ["补益"], hp: 1, hand: ["过河拆桥"], agent: [{ activate: true, skill: "补益" }] }, BLANK, BLANK],
    });
    s.act(0, (ctx) => ctx.damage(1, 1, { source: 0 }));
    scriptsDone(s);
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
  });

  test("进入濒死状态时: a damage that leaves hp above 0 is not offered", () => {
    const s = board(["无中生有"], []);
    s.engine.state.players[0].hp = 2;
    s.act(2, (ctx) => ctx.damage(0, 1, { source: 2 }));
    scriptsDone(s);
    expect(s.player(0).hp).toBe(1);
    expect(skillsUsed(s)).toEqual([]);
  });
});
