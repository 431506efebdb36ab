import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../grammar/legacy/diagnostics.ts";
import { closestPhrase, editDistance } from "../../grammar/legacy/suggest.ts";
import { corpusText, parse } from "./helpers.ts";

const chars = (s: string): string[] => Array.from(s);

function unknownWord(skillLine: string): ReturnType<typeof parse>["diagnostics"][number] {
  const { diagnostics } = parse(`武将 测试 魏 男 4\n${skillLine}\n`, "pack.sgs");
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0].code).toBe("E-UNKNOWN-WORD");
  return diagnostics[0];
}

describe("did you mean …?", () => {
  it("editDistance counts substitutions, insertions and deletions on characters", () => {
    expect(editDistance(chars("受到伤亡后"), chars("受到伤害后"))).toBe(1);
    expect(editDistance(chars("排阶段"), chars("摸牌阶段"))).toBe(2);
    expect(editDistance(chars("受到伤害"), chars("受到伤害后❷"))).toBe(2);
    expect(editDistance(chars(""), chars("摸牌"))).toBe(2);
    expect(editDistance(chars("魔法"), chars("魔法"))).toBe(0);
  });

  it("closestPhrase suggests only a close, unambiguous phrase", () => {
    expect(closestPhrase("受到伤亡后")?.phrase).toBe("受到伤害后");
    expect(closestPhrase("摸排阶段")?.phrase).toBe("摸牌阶段");
    // 摸牌阶段, 弃牌阶段 and 出牌阶段 are all one edit from 打牌阶段: ambiguous, no suggestion.
    expect(closestPhrase("打牌阶段")).toBeUndefined();
    // too far: 2 edits from 受到伤害后 is over max(1, ⌊5/3⌋) = 1
    expect(closestPhrase("受到魔法后")).toBeUndefined();
    // a known phrase is no suggestion
    expect(closestPhrase("摸牌阶段")).toBeUndefined();
    expect(closestPhrase("魔法阵开始时")).toBeUndefined();
  });

  it("受到伤亡后 → 受到伤害后 (4.2.12 timing)", () => {
    const d = unknownWord("〖奸雄〗当你受到伤亡后，你可摸一张牌。");
    expect(d.suggestion).toBe("受到伤害后");
  });

  it("摸排阶段 → 摸牌阶段, although the lexer cut 摸 off as a known word", () => {
    const d = unknownWord("〖英姿〗摸排阶段，你可多摸一张牌。");
    expect(d.message).toContain("排阶段");
    expect(d.suggestion).toBe("摸牌阶段");
  });

  it("判定结果确定候❷ → 判定结果确定后❷, the timing mark included", () => {
    const d = unknownWord("〖鬼才〗当一名角色的判定结果确定候❷，你可摸一张牌。");
    expect(d.suggestion).toBe("判定结果确定后❷");
  });

  it("an unrelated word gets no suggestion and keeps the full expected list", () => {
    const d = unknownWord("〖闭月〗魔法阵开始时，你可摸一张牌。");
    expect(d.suggestion).toBeUndefined();
    expect(d.expected?.length).toBeGreaterThan(2);
    const e = unknownWord("〖坏〗魔法。");
    expect(e.suggestion).toBeUndefined();
    expect(formatDiagnostic(e, "武将 测试 魏 男 4\n〖坏〗魔法。\n", { color: false })).not.toContain("did you mean");
  });

  it("with a suggestion the expected list is shortened; help comes before expected", () => {
    const source = "武将 曹操 魏 男 4\n〖奸雄〗当你受到伤亡后，你可摸一张牌。\n";
    const { diagnostics } = parse(source, "pack.sgs");
    const d = diagnostics[0];
    const full = parse("武将 曹操 魏 男 4\n〖奸雄〗当你受到魔法后，你可摸一张牌。\n").diagnostics[0];
    expect(full.suggestion).toBeUndefined();
    expect(d.expected?.length).toBeLessThan(full.expected?.length ?? 0);
    expect(d.expected?.[0]).toBe("a timing such as 当你受到伤害后, or 出牌阶段");
    const text = formatDiagnostic(d, source, { color: false });
    expect(text).toContain("help: did you mean “受到伤害后”?");
    expect(text.indexOf("help:")).toBeLessThan(text.indexOf("expected:"));
  });

  it("the corpus still parses with no diagnostics", () => {
    expect(parse(corpusText(), "standard.sgs").diagnostics).toEqual([]);
  });
});
