// "Did you mean …?" (grammar/describe.ts suggestFor). The goldens (diagnostics-golden.test.ts)
// show the suggestions the reader makes (伤亡 → 伤害, 节段 → 阶段, 傷害 → 伤害) and the words it
// has none for (抽, 以把, two). Below: known gaps — one-character typos the sentence parser this
// grammar replaced did suggest for, which suggestFor does not, because it requires the suggested
// word to keep a character of the unknown run (摸牌 keeps nothing of 排). test.fails: when the
// grammar learns them, these fail and become ordinary tests.
import { describe, expect, test } from "vitest";
import { parse } from "./helpers.ts";

function suggestion(skillLine: string): string | undefined {
  const { diagnostics } = parse(`武将 测试 魏 男 4\n${skillLine}\n`, "pack.sgs");
  expect(diagnostics[0]?.code).toBe("E-UNKNOWN-WORD");
  return diagnostics[0].suggestion;
}

describe("did you mean …? (known gaps)", () => {
  test.fails("摸排阶段 → 摸牌阶段: a one-character substitution inside a phase name", () => {
    expect(suggestion("〖英姿〗摸排阶段，你可摸一张牌。")).toBe("摸牌阶段");
  });

  test.fails("判定结果确定候❷ → 判定结果确定后❷: a one-character substitution inside a timing", () => {
    expect(suggestion("〖鬼才〗当一名角色的判定结果确定候❷，你可摸一张牌。")).toMatch(/^(判定结果)?确定后❷?$/u);
  });
});
