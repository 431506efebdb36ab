// "Did you mean …?" for unknown words (grammar/suggest.ts): a rewrite is offered only when the
// line then reads at that position, so a word close in spelling that cannot stand there is never
// offered. The diagnostic covers the whole word the unknown run sits in (摸排阶段, not 排).
import { describe, expect, test } from "vitest";
import { parse } from "./helpers.ts";
import type { Diagnostic } from "../../grammar/diagnostic.ts";

const LINE = 2;

function unknown(skillLine: string): Diagnostic[] {
  const { diagnostics } = parse(`武将 测试 魏 男 4\n${skillLine}\n`, "pack.sgs");
  for (const d of diagnostics) expect(d.code).toBe("E-UNKNOWN-WORD");
  return diagnostics;
}

/** The line with the first diagnostic's range replaced by its suggestion. */
function fixed(skillLine: string): string | undefined {
  const [d] = unknown(skillLine);
  expect(d.line).toBe(LINE);
  if (d.suggestion === undefined) return undefined;
  const chars = [...skillLine];
  return [...chars.slice(0, d.column - 1), d.suggestion, ...chars.slice(d.endColumn - 1)].join("");
}

describe("did you mean …?", () => {
  test("a one-character substitution inside a phase name: 摸排阶段 → 摸牌阶段, the range is the whole word", () => {
    const [d] = unknown("〖英姿〗摸排阶段，你可摸一张牌。");
    expect(d.suggestion).toBe("摸牌阶段");
    expect([d.column, d.endColumn]).toEqual([5, 9]);
    expect(d.message).toContain("“排” is not in the vocabulary");
  });

  test("a one-character substitution inside a timing: 判定结果确定候❷ → …确定后❷", () => {
    expect(fixed("〖鬼才〗当一名角色的判定结果确定候❷，你可摸一张牌。")).toBe("〖鬼才〗当一名角色的判定结果确定后❷，你可摸一张牌。");
  });

  test("a word the designer says for the rulebook's term: 抽 → 摸, 弃掉 → 弃置, 可以 → 可", () => {
    expect(fixed("〖从谏〗结束阶段开始时，你可抽一张牌。")).toBe("〖从谏〗结束阶段开始时，你可摸一张牌。");
    expect(fixed("〖青囊〗出牌阶段限一次，你可弃掉一张手牌▶你摸一张牌。")).toBe("〖青囊〗出牌阶段限一次，你可弃置一张手牌▶你摸一张牌。");
    expect(fixed("〖试炼〗出牌阶段，你可以摸一张牌。")).toBe("〖试炼〗出牌阶段，你可摸一张牌。");
  });

  test("a close word that cannot stand there is not offered (伤亡 → 伤害 after 受到, none after 令一名角色)", () => {
    expect(fixed("〖试炼〗当你受到伤亡后，你可摸一张牌。")).toBe("〖试炼〗当你受到伤害后，你可摸一张牌。");
    expect(fixed("〖试炼〗出牌阶段限一次，你可令一名角色伤亡。")).toBeUndefined();
  });

  test("runs of one misspelt word are one diagnostic (出牌階段: 出 and 階段)", () => {
    const ds = unknown("〖苦肉〗出牌階段，你可失去1点体力▶你摸两张牌。");
    expect(ds).toHaveLength(1);
    expect(ds[0].suggestion).toBe("出牌阶段");
  });

  test("a later run is read with the fixes before it applied (伤亡 … 抽)", () => {
    const ds = unknown("〖试炼〗当你受到伤亡后，你可抽一张牌。");
    expect(ds.map((d) => d.suggestion)).toEqual(["伤害", "摸"]);
  });

  test("no suggestion for what is not skill text", () => {
    expect(unknown("〖试炼〗出牌阶段限一次，你可摸 two 张牌。")[0].suggestion).toBeUndefined();
  });
});
