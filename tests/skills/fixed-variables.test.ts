// 3.4.11 ◆: a variable of an equation is computed by the one carrying out the operation, when it
// runs. An effect starting a lasting state (于此回合内你的手牌上限+X) runs once: X is its value
// then. A state skill (锁定技，你的手牌上限+X) is asked each time, so its X follows the game; and
// a variable that reads the player asked about (其) is computed for that player when asked, and
// one reading a history still running (〖急攻〗, tests/yijiang/guotufengji.test.ts) when used.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { handLimit } from "../../runtime/values/handLimit.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 变量测试包

武将 变测甲 魏 男 4
〖定限〗出牌阶段限一次，你可弃置一张牌▶于此回合内你的手牌上限+X（X为你的体力值）。

武将 变测乙 魏 男 4
〖随限〗锁定技，你的手牌上限+X（X为你的体力值）。

武将 变测丙 魏 男 4
〖先伤〗准备阶段开始时，你可对一名其他角色造成1点伤害。
〖后限〗出牌阶段开始时，你可摸两张牌▶你的手牌上限于此回合内为X（X为你于此回合的出牌阶段内造成过的伤害值之和）。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "vars.sgs" },
  ]);
}, 120_000);

// The owner starts at 4 hp with 决斗 and six 闪, draws two 桃, and loses 1 hp to its own 决斗
// after the state began; its hand is then 7 cards (8 without the state's cost).
const HAND = ["决斗♠A", "闪♦2", "闪♦3", "闪♦4", "闪♦5", "闪♦6", "闪♦7"];
const duelAndLose = (skill: ScriptStep[]): ScriptStep[] => [...skill, { play: { card: "决斗" } }, { play: "end" }];

describe("于此回合内你的手牌上限+X（X为你的体力值） fixes X when it starts (3.4.11 ◆)", () => {
  test("X = 4 as it began: after losing 1 hp the limit is 3 + 4 = 7, no card discarded", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "变测甲", hand: HAND, agent: duelAndLose([{ play: { skill: "定限" } }, { cards: ["闪"] }]) },
        { general: "白板", hand: ["杀♠7"], agent: [{ respond: "杀" }] },
      ],
      drawPile: ["桃♥3", "桃♥4"],
    });
    s.runTurn(0);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toHaveLength(7);
  });
});

describe("a state skill's X is asked each time (锁定技，你的手牌上限+X)", () => {
  test("after losing 1 hp the limit is 3 + 3 = 6: two of its eight cards discarded", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "变测乙", hand: HAND, agent: [{ play: { card: "决斗" } }, { play: "end" }, { cards: ["闪", "闪"] }] },
        { general: "白板", hand: ["杀♠7"], agent: [{ respond: "杀" }] },
      ],
      drawPile: ["桃♥3", "桃♥4"],
    });
    s.runTurn(0);
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toHaveLength(6);
    let limit = 0;
    s.run((e) => (limit = handLimit(e, 0)));
    expect(limit).toBe(6);
  });
});

describe("X为你于此回合的出牌阶段内造成过的伤害值之和: a history still running stays live, over that phase only", () => {
  const board = (hand: string[], agent: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "变测丙", hand, agent },
        { general: "白板", agent: [] },
      ],
      drawPile: ["桃♥3", "桃♥4", "桃♥6", "桃♥7"],
    });

  test("a 【杀】 hitting in the play phase makes the limit 1 at the discard phase", () => {
    const s = board(["杀♠7"], [{ activate: false, skill: "先伤" }, { activate: true, skill: "后限" }, { play: { card: "杀" } }, { cards: ["桃", "桃", "桃"] }]);
    s.runTurn(0);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("damage dealt in the 准备阶段 is not the play phase's: the limit is 0", () => {
    const s = board(["闪♦2"], [{ activate: true, skill: "先伤" }, { activate: true, skill: "后限" }, { play: "end" }]);
    s.runTurn(0);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual([]);
  });
});
