import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../grammar/legacy/diagnostics.ts";
import { corpusText, parse } from "./helpers.ts";

const TIMING = "a timing such as 当你受到伤害后, or 出牌阶段";

describe("diagnostics", () => {
  it("a misspelled timing is an unknown word at file:line:col, expecting a timing", () => {
    const { diagnostics } = parse("武将 貂蝉 群 女 3\n〖闭月〗结束节段开始时，你可摸一张牌。\n", "pack.sgs");
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0];
    expect([d.file, d.line, d.column, d.endLine, d.endColumn]).toEqual(["pack.sgs", 2, 5, 2, 12]);
    expect(d.code).toBe("E-UNKNOWN-WORD");
    expect(d.message).toContain("结束节段开始时");
    expect(d.expected?.[0]).toBe(TIMING);
  });

  it("a misspelling glued to a known word is reported from that word (受到伤亡后)", () => {
    const { diagnostics } = parse("武将 曹操 魏 男 4\n〖奸雄〗当你受到伤亡后，你可摸一张牌。\n");
    const d = diagnostics[0];
    expect([d.line, d.column, d.endColumn]).toEqual([2, 7, 12]);
    expect(d.message).toContain("受到伤亡后");
    expect(d.expected).toContain(TIMING);
  });

  it("a misplaced symbol is a syntax error with expected alternatives in designer words", () => {
    const { diagnostics } = parse("武将 黄盖 吴 男 4\n〖苦肉〗出牌阶段，你可失去1点体力▶▶你摸两张牌。\n");
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0];
    expect([d.code, d.line, d.column]).toEqual(["E-SYNTAX", 2, 19]);
    expect(d.message).toBe("unexpected “▶”");
    expect(d.expected).toContain("an action such as 摸, 弃置, 获得, 失去, 回复, 判定");
    expect(d.expected?.some((e) => /Cat|Op|Token/.test(e))).toBe(false);
  });

  it("a truncated line says it ends too early and what could come next", () => {
    const { diagnostics } = parse("武将 黄盖 吴 男 4\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张\n");
    expect(diagnostics[0].message).toBe("this line ends too early");
    expect(diagnostics[0].expected?.[0]).toBe("a noun such as 角色, 牌, 手牌");
  });

  it("header errors name what is expected: faction, card category", () => {
    const a = parse("武将 测试 五 男 4\n").diagnostics[0];
    expect([a.column, a.expected]).toEqual([7, ["a faction: 魏, 蜀, 吴 or 群"]]);
    const b = parse("牌 【杀】 基本\n").diagnostics[0];
    expect(b.expected).toEqual(["a card category: 基本牌, 锦囊牌 or 装备牌"]);
  });

  it("parsing continues past a bad line; the block keeps its good lines", () => {
    const { ast, diagnostics } = parse(
      "武将 黄盖 吴 男 4\n〖坏〗魔法。\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n武将 貂蝉 群 女 3\n〖闭月〗结束阶段开始时，你可摸一张牌。\n",
    );
    expect(diagnostics.map((d) => d.line)).toEqual([2]);
    expect(ast.generals.map((g) => [g.name.name, g.skills.map((s) => s.name?.name)])).toEqual([
      ["黄盖", ["苦肉"]],
      ["貂蝉", ["闭月"]],
    ]);
  });

  it("formatDiagnostic: file:line:col: error[code]: message, a code frame, expected", () => {
    const text = "武将 貂蝉 群 女 3\n〖闭月〗结束节段开始时，你可摸一张牌。\n";
    const d = parse(text, "pack.sgs").diagnostics[0];
    const out = formatDiagnostic(d, text, { color: false });
    const lines = out.split("\n");
    expect(lines[0]).toBe("pack.sgs:2:5: error[E-UNKNOWN-WORD]: unknown word “结束节段开始时”: it is not in the vocabulary");
    expect(out).toContain("> 2 | 〖闭月〗结束节段开始时，你可摸一张牌。");
    expect(out).toContain("    |     ^^^^^^^");
    expect(lines[lines.length - 1].startsWith(`expected: ${TIMING}`)).toBe(true);
    expect(out).not.toContain("\u001b[");
    expect(formatDiagnostic(d, text, { color: true })).toContain("\u001b[");
  });

  it("accepts CRLF line ends and a byte-order mark", () => {
    const { ast, diagnostics } = parse("\uFEFF扩展包 标准版\r\n武将 黄盖 吴 男 4\r\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\r\n");
    expect(diagnostics).toEqual([]);
    expect(ast.header?.name).toBe("标准版");
    expect(ast.generals[0].skills[0].name?.name).toBe("苦肉");
  });

  it("a timing mark the catalogue does not have (准备阶段开始时❶) is a syntax error at the mark", () => {
    const { diagnostics } = parse("武将 貂蝉 群 女 3\n〖测试〗准备阶段开始时❶，你可摸一张牌。\n");
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([["E-SYNTAX", 2, 12, "unexpected “❶”"]]);
    expect(diagnostics[0].expected).toContain("“，”");
  });

  it("a skill line inside a 牌堆 block is reported, not silently dropped", () => {
    const { diagnostics } = parse("牌堆 测试\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n");
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["E-SYNTAX", 2]]);
  });

  it("never throws: every corpus line alone, under a general, under a card, and every prefix of it", () => {
    const lines = corpusText().split("\n");
    for (const line of lines) {
      for (const context of ["", "武将 测试 魏 男 4\n", "牌 【测试】 基本牌\n", "牌堆 测试\n"]) {
        for (let cut = 0; cut <= line.length; cut += Math.max(1, Math.floor(line.length / 7))) {
          const { ast, diagnostics } = parse(context + line.slice(0, cut));
          expect(ast.kind).toBe("pack");
          for (const d of diagnostics) {
            expect(d.code).not.toBe("E-INTERNAL");
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.column).toBeGreaterThanOrEqual(1);
          }
        }
      }
    }
  });
});

describe("diagnostics: designer hints", () => {
  it("half-width punctuation gets a hint naming the full-width form", () => {
    const { diagnostics } = parse("武将 貂蝉 群 女 3\n〖闭月〗结束阶段开始时,你可摸一张牌。\n");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toBe("“,” is half-width: the notation uses the full-width “，”");
    expect(diagnostics[0].column).toBe(12);
    expect(diagnostics[0].expected).toContain("“，”");
  });
});
