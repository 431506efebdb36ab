// Where each reference is allowed (3.5.22 来源, 3.4.14 目标对应的角色, 4.2.11 判定牌): the
// lowering checks a reference against the events the text is about and reports E-SCOPE on it.
import { describe, expect, test } from "vitest";
import { compileText } from "../../compiler/compile.ts";

const SHA = "牌 【杀】 基本牌\n使用时机：出牌阶段。\n使用目标：一名其他角色。\n";

/** The diagnostic codes of a pack with these lines (a 武将 block first, then the rest). */
function codes(...lines: string[]): string[] {
  const text = `扩展包 测试\n\n武将 测试 吴 男 4\n${lines.join("\n")}\n`;
  return compileText(text, "x.sgs").diagnostics.map((d) => `${d.code} ${d.line}`);
}

describe("references in scope", () => {
  test("3.5.22 来源: fine at 受到伤害后, an error at 结束阶段开始时", () => {
    expect(codes("〖甲〗当你受到伤害后，你可令来源摸一张牌。")).toEqual([]);
    expect(codes("〖乙〗结束阶段开始时，你可令来源摸一张牌。")).toEqual(["E-SCOPE 4"]);
  });

  test("3.4.14 目标对应的角色: fine in a card's 作用效果 or at 指定目标后, an error in an active skill", () => {
    expect(codes("〖丙〗当【杀】指定目标后，若使用者为你，你可令目标对应的角色摸一张牌。", `${SHA}作用效果：你令目标对应的角色摸一张牌。`)).toEqual([]);
    expect(codes("〖丁〗出牌阶段限一次，你可令目标对应的角色摸一张牌。")).toEqual(["E-SCOPE 4"]);
  });

  test("4.2.11 判定牌: fine at a judge timing", () => {
    expect(codes("〖戊〗当一名角色的判定结果确定后❷，你可获得判定牌。")).toEqual([]);
  });

  test("4.2.11 判定牌: an error outside a judge timing", () => {
    expect(codes("〖庚〗出牌阶段限一次，你可获得判定牌。")).toEqual(["E-SCOPE 4"]);
  });
});
