// Rows no runtime operation performs (PredicateRow.notPerformed) are read as what happened, and
// refused on their span when written as something to do — never compiled to a call that fails at load.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileTexts } from "../../compiler/compile.ts";
import { PACK_FILES } from "../support/packs.ts";

const base = [PACK_FILES.standard, PACK_FILES.maneuvering].map((file) => ({ file, text: readFileSync(file, "utf8") }));
function errorsOf(skill: string): { line: number; column: number; message: string }[] {
  const text = `扩展包 临时\n武将 测甲 魏 男 4\n${skill}\n`;
  const out = compileTexts([...base, { file: "t.sgs", text }], { emit: false });
  return out[2].diagnostics.filter((d) => d.severity === "error").map((d) => ({ line: d.line, column: d.column, message: d.message }));
}

describe("terms read only as what happened (3.8.27 得到, 3.5.21 使用或打出, 3.7.1 响应)", () => {
  test("as effects they are refused on their clause", () => {
    for (const [skill, col] of [
      ["〖测〗出牌阶段限一次，你可弃置一张牌▶你令一名其他角色使用或打出一张【杀】。", 22],
      ["〖测〗出牌阶段限一次，你可弃置一张牌▶一名其他角色响应此牌。", 20],
      ["〖测〗出牌阶段限一次，你可弃置一张牌▶你得到一张牌。", 20],
    ] as const) {
      const errs = errorsOf(skill);
      expect(errs).toHaveLength(1);
      expect(errs[0]).toMatchObject({ line: 3, column: col });
      expect(errs[0].message).toMatch(/read only as what happened/);
    }
  });
  test("as what happened, or after 不能, they compile", () => {
    expect(errorsOf("〖测〗出牌阶段限一次，你可令一名其他角色将一张手牌交给你▷若你以此法得到的牌数不小于1，你摸一张牌。")).toEqual([]);
    expect(errorsOf("〖测〗锁定技，其他角色不能响应你使用的【杀】。")).toEqual([]);
    expect(errorsOf("〖测〗结束阶段开始时，若你于此回合内未使用或打出过【杀】，你可摸一张牌。")).toEqual([]);
  });
});
