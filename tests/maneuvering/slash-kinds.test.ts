// 火【杀】 and 雷【杀】 of skills/maneuvering.sgs, compiled with the other acceptance packs:
//   使用时机：出牌阶段限一次。 使用目标：你的攻击范围内的一名其他角色。
//   作用效果：你对目标对应的角色造成1点火焰伤害 / 1点雷电伤害。
// They are kinds of the name 【杀】 (4.2.3: 须声明是使用哪种【杀】): one shared 限一次, and 3.5.24
// 属性伤害 with 3.9.3 连环状态 conduction; a converted 【杀】 is 普 (4.2.3 ◎ 〖武圣〗).
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { ScriptedAgent } from "../../runtime/agents/scripted.ts";
import { damages, loadPacks, offeredNow, watchOffers } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("火【杀】: 你对目标对应的角色造成1点火焰伤害", () => {
  test("unanswered: 1 fire damage to the target, dealt as the card's effect after 生效时", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "fire"]]);
    expect(s.player(1).hp).toBe(3);
    const t = s.timings();
    expect(t.indexOf("damage.cause.1")).toBeGreaterThan(t.indexOf("use.target.effecting"));
  });

  test("a 【闪】 offsets it: no damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火杀♦5"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([]);
    expect(s.player(1).hp).toBe(4);
  });

  test("3.9.3: a chained target resets and the fire conducts to the other chained characters (连环伤害, 3.5.25), not to the unchained", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火杀♥7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", hp: 4, chained: true },
        { general: "孙权", hp: 4 },
        { general: "吕布", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([
      [0, 1, 1, "fire"],
      [0, 3, 1, "fire", true],
    ]);
    expect([s.player(1).hp, s.player(2).hp, s.player(3).hp]).toEqual([3, 4, 3]);
    expect([s.player(1).chained, s.player(3).chained]).toEqual([false, false]);
  });
});

describe("雷【杀】: 你对目标对应的角色造成1点雷电伤害", () => {
  test("unanswered: 1 thunder damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["雷杀♠4"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "thunder"]]);
  });

  test("thunder conducts through the chain as well", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["雷杀♠5"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "黄盖", hp: 4, chained: true },
        { general: "孙权", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([
      [0, 2, 1, "thunder"],
      [0, 1, 1, "thunder", true],
    ]);
    expect([s.player(1).chained, s.player(2).chained]).toEqual([false, false]);
  });

  test("the plain 【杀】 of the standard pack stays 普通: normal damage, and no conduction from a chained target", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", hp: 4, chained: true },
        { general: "孙权", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect([s.player(1).chained, s.player(2).chained]).toEqual([true, true]);
  });
});

describe("使用时机：出牌阶段限一次 — one allowance for the name 【杀】 (普, 火 and 雷 together)", () => {
  test("after a 普【杀】, neither a 火【杀】 nor a 雷【杀】 is offered again this phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["普杀♠7", "火杀♥4", "雷杀♠5"] },
        { general: "黄盖", hp: 4 },
      ],
    });
    const [plain] = s.player(0).hand;
    (s.agents[0] as ScriptedAgent).push({ play: { card: plain } }, { play: "end" });
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
    expect(offers.all[0].filter((o) => o === "杀")).toHaveLength(3);
    expect(offers.last()).not.toContain("杀");
  });

  test("after a 火【杀】, the 普【杀】 in hand is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火杀♥4", "普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "fire"]]);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(offers.last()).not.toContain("杀");
  });

  test("outside the play phase it is no use: asked to play a 【杀】 (【决斗】) it is played, not used, and deals no fire damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["火杀♥4"], agent: [{ respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    // 黄盖 plays the 火【杀】 once; 貂蝉 has none and takes the 【决斗】's normal damage.
    expect(damages(s)).toEqual([[1, 0, 1, "normal"]]);
    expect(s.entries().some((e) => e.t === "play" && e.player === 1 && e.card === "杀")).toBe(true);
  });
});

describe("使用目标：你的攻击范围内的一名其他角色", () => {
  test("a character out of attack range is not a legal target (5 players: seat 2 is at distance 2)", () => {
    const board = (target: number) =>
      createScenario({
        packs,
        players: [
          { general: "貂蝉", hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { players: [target] }, { play: "end" }] },
          { general: "黄盖" },
          { general: "孙权" },
          { general: "吕布" },
          { general: "华佗" },
        ],
      });
    expect(() => board(2).runPhase(0, "play")).toThrow(/illegal|not/);
    const s = board(4);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 4, 1, "fire"]]);
  });

  test("with nobody in range it is not offered at all", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["雷杀♠6"] },
        { general: "黄盖", equipment: ["骅骝"] },
      ],
    });
    // 骅骝: 其他角色至黄盖的距离+1 → 2, beyond 貂蝉's range of 1.
    expect(offeredNow(s, 0)).not.toContain("杀");
  });
});

describe("4.2.3: a 【杀】 made by a 转化 skill is declared 普", () => {
  test("〖武圣〗 using a red 火【杀】 as 【杀】 deals normal damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "关羽", hand: ["火杀♥10"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "武圣" }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });
});
