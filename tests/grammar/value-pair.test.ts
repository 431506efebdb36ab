// <数值X>与<数值Y>之差 / 之和 (004 3.4.12): two values joined by 与; 之差 is the larger minus the
// smaller (never negative), 之和 their sum. Compiled and run on a board.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileText, loadTexts } from "../../compiler/compile.ts";
import { createScenario } from "../../runtime/index.ts";
import { PACK_FILES } from "../support/packs.ts";

async function drawsOnDamage(x: string, hand: string[]): Promise<number> {
  const packs = await loadTexts([
    { file: "standard.sgs", text: readFileSync(PACK_FILES.standard, "utf8") },
    { file: "x.sgs", text: `扩展包 测试\n\n武将 测试 吴 男 4\n〖甲〗当你受到伤害后，你可摸X张牌（X为${x}）。\n` },
  ]);
  const s = createScenario({
    packs,
    players: [{ general: "测试", hand, agent: [{ activate: true, skill: "甲" }] }, { general: "白板" }],
    drawPile: Array.from({ length: 8 }, () => "闪"),
  });
  s.act(1, (ctx) => ctx.damage(0, 1, { source: 1 }));
  return s.player(0).hand.length - hand.length;
}

describe("<X>与<Y>之差 / 之和 (3.4.12)", () => {
  test("之差 with X > Y: 体力上限 4, one hand card, draws 3", async () => {
    expect(await drawsOnDamage("你的体力上限与你的手牌数之差", ["杀"])).toBe(3);
  });
  test("之差 with X < Y is still the larger minus the smaller: six hand cards, draws 2", async () => {
    expect(await drawsOnDamage("你的体力上限与你的手牌数之差", ["杀", "杀", "杀", "杀", "杀", "杀"])).toBe(2);
  });
  test("之和: 体力值 3 after the damage plus one hand card, draws 4", async () => {
    expect(await drawsOnDamage("你的体力值与你的手牌数之和", ["杀"])).toBe(4);
  });
  test("与 without 之差/之和 is not a value", () => {
    const r = compileText("扩展包 测试\n\n武将 测试 吴 男 4\n〖甲〗当你受到伤害后，你可摸X张牌（X为你的体力上限与你的手牌数）。\n", "x.sgs");
    expect(r.diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
});
