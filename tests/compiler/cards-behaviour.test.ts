// Compiled card text on the runtime: 使用时机/使用目标/作用效果 of the slice's cards, and the
// state skills that change them (〖咆哮〗/【诸葛连弩】 use limits, 〖马术〗 reach).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack, type ScenarioPlayer } from "../../runtime/index.ts";
import { sliceOfCorpus } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(sliceOfCorpus(), "standard.sgs");
});

describe("compiled slice cards on the runtime", () => {
  test("【杀】 deals 1 damage; 〖奸雄〗 then gains the 杀's physical card (3.5.23 渠道)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "曹操", hp: 4, agent: [{ activate: true, skill: "奸雄" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(0)).toEqual([]);
  });

  test("【闪】 offsets 此【杀】: no damage, 〖奸雄〗 not asked", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "曹操", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
  });

  test("【杀】 出牌阶段限一次: after one 杀 the second is not offered (the phase ends with nothing left to do)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("〖咆哮〗 (无次数的限制) and 【诸葛连弩】 allow a second 杀", () => {
    for (const setup of [
      { general: "张飞", equipment: [] as string[] },
      { general: "貂蝉", equipment: ["诸葛连弩"] },
    ] satisfies Partial<ScenarioPlayer>[]) {
      const s = createScenario({
        packs: [pack],
        players: [
          { ...setup, hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }, { play: "end" }] },
          { general: "黄盖", hp: 4 },
        ],
      });
      s.runPhase(0, "play");
      expect(s.player(1).hp, setup.general).toBe(2);
    }
  });

  test("【杀】 targets only players in attack range; 〖马术〗 brings one closer (3.4.9, 3.4.10)", () => {
    const players = (general: string): ScenarioPlayer[] => [
      { general, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
      { general: "黄盖" },
      { general: "周瑜", hp: 3 },
      { general: "孙权" },
    ];
    const far = createScenario({ packs: [pack], players: players("貂蝉") });
    // Only seats 1 and 3 are in range: choosing seat 2 is not a legal answer.
    expect(() => far.runPhase(0, "play")).toThrow();
    const near = createScenario({ packs: [pack], players: players("马超") });
    near.runPhase(0, "play");
    expect(near.player(2).hp).toBe(2);
  });

  test("【桃】 in the play phase: only when wounded, recovers 1 (已受伤的你)", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }, { play: "end" }] }, { general: "貂蝉" }],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    const full = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", hand: ["桃"], agent: [{ play: { card: "桃" } }] }, { general: "貂蝉" }],
    });
    expect(() => full.runPhase(0, "play")).toThrow(/not an option/u);
  });

  test("【无中生有】: the target (你) draws two", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }, { play: "end" }] }, { general: "貂蝉" }],
      drawPile: ["杀", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
  });

  test("【过河拆桥】: discards a card from the target's regions; not usable on a player with none", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { play: "end" }] },
        { general: "貂蝉", hand: ["闪"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
    const empty = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] }, { general: "貂蝉" }],
    });
    expect(() => empty.runPhase(0, "play")).toThrow(/not an option/u);
  });

  test("【桃】 saves a dying player (4.2.18 处于濒死状态时)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }] },
        { general: "黄盖", hp: 1, hand: ["桃"], agent: [{ respond: "桃" }] },
        { general: "周瑜" },
        { general: "孙权" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
  });
});
