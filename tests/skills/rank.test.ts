// 3.4.22 点数: 1、A的点数视为X (Pf = X); 2、A的点数+X/-X (ΔP, Pf kept within 1–13). The final value is
// what a 拼点 compares (4.2.8) and what a condition on 点数 reads (3.4.22 注意). Compiled text.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type ScenarioPlayer } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 点数测试包

武将 点测甲 魏 男 4
〖定点〗锁定技，你的红桃牌的点数视为13。
〖拼甲〗出牌阶段限一次，你可与一名其他角色拼点▶若你赢，你摸一张牌。
〖大点〗出牌阶段限一次，若你的手牌中有点数大于10的牌，你可摸一张牌。

武将 点测乙 魏 男 4
〖减点〗锁定技，其他角色的拼点的牌的点数-3。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "rank.sgs" },
  ]);
}, 120_000);

const board = (players: ScenarioPlayer[]) => createScenario({ packs, players, drawPile: ["闪♦2", "闪♦3", "闪♦4"] });
const winners = (s: ReturnType<typeof board>) => s.entries().find((e) => e.t === "pindian");

// (你的红桃牌 are the owner's hand and equipment cards, 3.5.4: a card put into the processing area for
// a 拼点 is no longer one of them, so the 拼点 is left to 你的拼点的牌 below.)
describe("点数视为X (3.4.22 1)", () => {
  test("a condition on 点数 reads the final value: a heart 2 is 点数大于10", () => {
    const s = board([{ general: "点测甲", skills: ["定点", "大点"], hand: ["闪♥2"], agent: [{ play: { skill: "大点" } }, { play: "end" }] }, { general: "白板" }]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
  test("without 〖定点〗 the heart 2 is a 2: 〖大点〗 is not offered", () => {
    const s = board([{ general: "点测甲", skills: ["大点"], hand: ["闪♥2"] }, { general: "白板" }]);
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "skill")).toBe(false);
  });
});

describe("点数-X of another's 拼点的牌 (3.4.22 2), within 1–13", () => {
  test("the other's Q counts as 9 against 〖减点〗's owner's 10: the owner of 〖减点〗 wins", () => {
    const s = board([
      { general: "点测甲", skills: ["拼甲"], hand: ["桃♦Q"], agent: [{ play: { skill: "拼甲" } }] },
      { general: "点测乙", hand: ["闪♦10"] },
    ]);
    s.runPhase(0, "play");
    expect(winners(s)).toMatchObject({ winners: [1] });
  });
  test("an A minus 3 is still 1, not below: against another A, neither wins", () => {
    const s = board([
      { general: "点测甲", skills: ["拼甲"], hand: ["决斗♠A"], agent: [{ play: { skill: "拼甲" } }] },
      { general: "点测乙", hand: ["决斗♣A"] },
    ]);
    s.runPhase(0, "play");
    expect(winners(s)).toMatchObject({ winners: [null] });
  });
});
