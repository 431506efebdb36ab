// Compiled 【乐不思蜀】 (延时锦囊牌) on the runtime: using it places it into the target's judge
// area (4.2.4); in the judge phase its special use flow (4.1.1.6 ◆: no user, one loop A→B) lets
// 【无懈可击】 answer it and then judges (作用效果 判定▶若结果不为红桃，其跳过出牌阶段). Also
// 【桃园结义】 (所有角色). Card text is the corpus's, compiled verbatim.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type LogEntry, type Pack, type Scenario, type ScenarioPlayer } from "../../runtime/index.ts";
import { corpusWithCards } from "./corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "桃园结义", "无懈可击", "乐不思蜀", "闪电"]), "standard.sgs");
});

const judgeNames = (s: Scenario, seat: number) => s.player(seat).judgeArea.map((c) => s.card(c).name);
const discardNames = (s: Scenario) => s.engine.state.discardPile.map((c) => s.card(c).name);
const phases = (entries: readonly LogEntry[]) => entries.flatMap((e) => (e.t === "phase" ? [[e.phase, e.skipped] as const] : []));

describe("【乐不思蜀】: a delayed trick (4.2.4, 4.1.1.6 判定阶段)", () => {
  test("using it puts it into the target's judge area: no judgement yet, no 生效前 window", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["乐不思蜀"], agent: [{ play: { card: "乐不思蜀" } }, { play: "end" }] },
        // Holds a 无懈可击 but is not asked now: the trick has not taken effect yet.
        { general: "黄盖", hand: ["无懈可击"] },
      ],
    });
    s.runPhase(0, "play");
    expect(judgeNames(s, 1)).toEqual(["乐不思蜀"]);
    expect(s.handNames(0)).toEqual([]);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(s.timings()).not.toContain("use.target.effectBefore");
  });

  test("judge phase: 结果不为红桃 → 其跳过出牌阶段; the card then goes to the discard pile", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉" }, { general: "黄盖", hp: 4, judge: ["乐不思蜀"] }],
      drawPile: ["杀♠7"],
      current: 1,
    });
    s.runTurn(1);
    expect(phases(s.entries())).toContainEqual(["play", true]);
    expect(judgeNames(s, 1)).toEqual([]);
    expect(discardNames(s)).toContain("乐不思蜀");
    const judged = s.entries().flatMap((e) => (e.t === "judge" ? [[e.player, s.card(e.card).name, e.reason]] : []));
    expect(judged).toEqual([[1, "杀", "乐不思蜀"]]);
    // 4.1.1.6 ◆: the special use flow has no user and runs loop A→B for its owner.
    const use = s.entries().find((e) => e.t === "use");
    expect(use).toMatchObject({ user: null, card: "乐不思蜀", targets: [1] });
    // (the moves into and out of the processing area aside)
    const t = s.timings().filter((id) => !id.startsWith("move."));
    const at = t.indexOf("phase.judge.proper");
    expect(t.slice(at, at + 6)).toEqual([
      "phase.judge.proper",
      "use.target.settleStart",
      "use.target.effectBefore",
      "use.target.effecting",
      "use.target.effectAfter",
      "judge.start",
    ]);
  });

  test("judge phase: 结果为红桃 → the play phase is not skipped", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉" }, { general: "黄盖", hp: 4, judge: ["乐不思蜀"], agent: [{ play: "end" }] }],
      drawPile: ["桃园结义♥A"],
      current: 1,
    });
    s.runTurn(1);
    expect(phases(s.entries())).toContainEqual(["play", false]);
    expect(discardNames(s)).toContain("乐不思蜀");
  });

  test("【无懈可击】 answers it at 生效前 in the judge phase: no judgement, the play phase happens", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉" },
        { general: "黄盖", hp: 4, hand: ["无懈可击"], judge: ["乐不思蜀"], agent: [{ respond: "无懈可击" }, { play: "end" }] },
      ],
      drawPile: ["杀♠7"],
      current: 1,
    });
    s.runTurn(1);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(phases(s.entries())).toContainEqual(["play", false]);
    expect(discardNames(s)).toEqual(expect.arrayContaining(["乐不思蜀", "无懈可击"]));
    expect(s.timings()).toContain("use.target.offsetAfter");
  });

  test("4.2.2 专题四: a player with a 【乐不思蜀】 in its judge area is not a legal target of another", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // Only seat 2 is a legal target: no target choice is asked.
        { general: "貂蝉", hand: ["乐不思蜀"], agent: [{ play: { card: "乐不思蜀" } }, { play: "end" }] },
        { general: "黄盖", judge: ["乐不思蜀"] },
        { general: "周瑜" },
      ],
    });
    s.runPhase(0, "play");
    expect(judgeNames(s, 1)).toEqual(["乐不思蜀"]);
    expect(judgeNames(s, 2)).toEqual(["乐不思蜀"]);
  });
});

describe("【闪电】: 判定▶若结果为黑桃2~9，其受到3点无来源的雷电伤害；否则…置入其下家的判定区", () => {
  test("used on oneself (使用目标：你): it goes into the user's own judge area", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "黄盖", hand: ["闪电"], agent: [{ play: { card: "闪电" } }, { play: "end" }] }, { general: "貂蝉" }],
    });
    s.runPhase(0, "play");
    expect(judgeNames(s, 0)).toEqual(["闪电"]);
  });

  test("黑桃2~9: 3 thunder damage with no source, through 【闪电】; then the card is discarded", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉" }, { general: "黄盖", hp: 4, judge: ["闪电"] }, { general: "周瑜" }],
      drawPile: ["杀♠9"],
      current: 1,
    });
    s.runPhase(1, "judge");
    expect(s.player(1).hp).toBe(1);
    const hurt = s.entries().flatMap((e) => (e.t === "damage" ? [[e.source, e.victim, e.amount, e.via]] : []));
    expect(hurt).toEqual([[null, 1, 3, "闪电"]]);
    expect(judgeNames(s, 1)).toEqual([]);
    expect(judgeNames(s, 2)).toEqual([]);
    expect(discardNames(s)).toContain("闪电");
  });

  for (const judged of ["闪♥K", "杀♠10", "决斗♠A"]) {
    test(`否则 (${judged}): no damage; it moves into the next player's judge area and stays a 【闪电】`, () => {
      const s = createScenario({
        packs: [pack],
        players: [{ general: "貂蝉" }, { general: "黄盖", hp: 4, judge: ["闪电"] }, { general: "周瑜" }],
        drawPile: [judged],
        current: 1,
      });
      s.runPhase(1, "judge");
      expect(s.player(1).hp).toBe(4);
      expect(judgeNames(s, 1)).toEqual([]);
      expect(judgeNames(s, 2)).toEqual(["闪电"]);
    });
  }

  test("the next player skips the dead: 下家 is the next alive player", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉" }, { general: "黄盖", hp: 4, judge: ["闪电"] }, { general: "周瑜" }, { general: "孙权" }],
      drawPile: ["闪♥K"],
      current: 1,
    });
    s.engine.state.players[2].alive = false;
    s.runPhase(1, "judge");
    expect(judgeNames(s, 3)).toEqual(["闪电"]);
  });

  test("4.1.1.6: the last placed settles first (【闪电】 placed after 【乐不思蜀】 judges first)", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "貂蝉" }, { general: "黄盖", hp: 4, judge: ["乐不思蜀", "闪电"] }, { general: "周瑜" }],
      drawPile: ["闪♥K", "杀♠7"],
      current: 1,
    });
    s.runPhase(1, "judge");
    const reasons = s.entries().flatMap((e) => (e.t === "judge" ? [e.reason] : []));
    expect(reasons).toEqual(["闪电", "乐不思蜀"]);
    expect(judgeNames(s, 2)).toEqual(["闪电"]);
  });

  test("4.2.2 专题四: with a 【闪电】 in one's judge area one cannot use another (no legal target)", () => {
    // The 【杀】 keeps a choice to make, so the options are always asked for.
    const players = (judge: string[]): ScenarioPlayer[] => [
      { general: "黄盖", hand: ["闪电", "杀"], judge, agent: [{ play: { card: "闪电" } }, { play: "end" }] },
      { general: "貂蝉" },
    ];
    const free = createScenario({ packs: [pack], players: players([]) });
    free.runPhase(0, "play");
    expect(judgeNames(free, 0)).toEqual(["闪电"]);
    const taken = createScenario({ packs: [pack], players: players(["闪电"]) });
    // 【闪电】 is not among the options: the scripted choice of it is not a legal answer.
    expect(() => taken.runPhase(0, "play")).toThrow(/not an option/);
    expect(taken.handNames(0)).toEqual(["闪电", "杀"]);
  });
});

describe("【桃园结义】: 目标对应的角色回复1点体力 for 所有角色", () => {
  test("every wounded player, the user included, recovers 1; a player at full hp does not", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 2, hand: ["桃园结义"], agent: [{ play: { card: "桃园结义" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
        { general: "周瑜", hp: 1 },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(0).hp, s.player(1).hp, s.player(2).hp]).toEqual([3, 4, 2]);
    const use = s.entries().find((e) => e.t === "use");
    expect(use).toMatchObject({ user: 0, card: "桃园结义", targets: [0, 1, 2] });
  });

  test("【无懈可击】 answers it for one target only (4.2.4: per target)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 2, hand: ["桃园结义"], agent: [{ play: { card: "桃园结义" } }, { play: "end" }] },
        // Asked at each target's 生效前: stops the user's recovery only.
        { general: "黄盖", hp: 3, hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(0).hp, s.player(1).hp]).toEqual([2, 4]);
  });
});
