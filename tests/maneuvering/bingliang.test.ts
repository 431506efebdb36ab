// 【兵粮寸断】 of skills/maneuvering.sgs (延时锦囊牌), compiled with the other acceptance packs:
//   使用时机：出牌阶段。 使用目标：距离为1的一名其他角色。
//   作用效果：目标对应的角色判定▶若结果不为梅花，其跳过摸牌阶段。
// 4.2.4: a delayed trick is placed into the target's judge area; its effect is settled in that
// character's 判定阶段 (4.1.1.6, 4.2.11).
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { judgeNames, loadPacks, offeredNow } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

const phases = (s: ReturnType<typeof createScenario>, seat: number) =>
  s.entries().flatMap((e) => (e.t === "phase" && e.player === seat ? [[e.phase, e.skipped]] : []));

/** Seat 1's turn with 【兵粮寸断】 in its judge area and `judgeCard` on top of the draw pile. */
function turnWith(judgeCard: string, extra: { hand?: string[]; agent?: { respond: string }[] } = {}) {
  return createScenario({
    packs,
    players: [
      // Generals with no phase-timing skills of their own (〖闭月〗 would be asked at every 结束阶段).
      { general: "黄盖", hand: extra.hand ?? [], agent: extra.agent ?? [] },
      { general: "吕布", judge: ["兵粮寸断"], agent: [{ play: "end" }] },
    ],
    drawPile: [judgeCard, "杀♠8", "杀♠9", "闪♦2"],
    current: 1,
  });
}

describe("【兵粮寸断】: 目标对应的角色判定▶若结果不为梅花，其跳过摸牌阶段", () => {
  test("used in the play phase: it goes into the target's judge area, and nothing is judged yet", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["兵粮寸断"], agent: [{ play: { card: "兵粮寸断" } }, { play: "end" }] },
        { general: "黄盖" },
      ],
    });
    s.runPhase(0, "play");
    expect(judgeNames(s, 1)).toEqual(["兵粮寸断"]);
    expect(s.timings()).not.toContain("judge.start");
  });

  test("in the target's 判定阶段, a red result: its 摸牌阶段 is skipped", () => {
    const s = turnWith("桃♥6");
    s.runTurn(1);
    expect(phases(s, 1)).toContainEqual(["draw", true]);
    expect(s.handNames(1)).toEqual([]);
    expect(judgeNames(s, 1)).toEqual([]);
    const judged = s.entries().find((e) => e.t === "judge");
    expect(judged && judged.t === "judge" ? s.card(judged.card).name : null).toBe("桃");
  });

  test("a spade result (not 梅花) skips the draw too", () => {
    const s = turnWith("普杀♠7");
    s.runTurn(1);
    expect(phases(s, 1)).toContainEqual(["draw", true]);
  });

  test("a club result: the draw phase happens (two cards drawn)", () => {
    const s = turnWith("杀♣3");
    s.runTurn(1);
    expect(phases(s, 1)).toContainEqual(["draw", false]);
    expect(s.handNames(1)).toHaveLength(2);
    expect(judgeNames(s, 1)).toEqual([]);
  });

  test("a 【无懈可击】 cancels it: no judgement, the draw happens; the card is discarded", () => {
    const s = turnWith("桃♥6", { hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] });
    s.runTurn(1);
    expect(s.entries().some((e) => e.t === "judge")).toBe(false);
    expect(phases(s, 1)).toContainEqual(["draw", false]);
    expect(judgeNames(s, 1)).toEqual([]);
  });
});

describe("使用目标：距离为1的一名其他角色", () => {
  test("distance 1 only — a weapon's attack range does not help: with 【古锭刀】 (range 2) seat 2 of 5 is still out", () => {
    const board = (target: number) =>
      createScenario({
        packs,
        players: [
          { general: "貂蝉", hand: ["兵粮寸断"], equipment: ["古锭刀"], agent: [{ play: { card: "兵粮寸断" } }, { players: [target] }, { play: "end" }] },
          { general: "黄盖" },
          { general: "孙权" },
          { general: "吕布" },
          { general: "华佗" },
        ],
      });
    expect(() => board(2).runPhase(0, "play")).toThrow(/illegal|not/);
    const s = board(1);
    s.runPhase(0, "play");
    expect(judgeNames(s, 1)).toEqual(["兵粮寸断"]);
  });

  test("not oneself, and not a character whose judge area already holds one; with no legal target it is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["兵粮寸断"] },
        { general: "黄盖", judge: ["兵粮寸断"] },
      ],
    });
    expect(offeredNow(s, 0)).not.toContain("兵粮寸断");
  });

  test("〖马术〗-like modifiers count: 马超 (你至其他角色的距离-1) reaches seat 2 of 5", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "马超", hand: ["兵粮寸断"], agent: [{ play: { card: "兵粮寸断" } }, { players: [2] }, { play: "end" }] },
        { general: "黄盖" },
        { general: "孙权" },
        { general: "吕布" },
        { general: "华佗" },
      ],
    });
    s.runPhase(0, "play");
    expect(judgeNames(s, 2)).toEqual(["兵粮寸断"]);
  });
});
