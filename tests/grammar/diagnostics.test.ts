// Diagnostics of the pack reader that the goldens (diagnostics-golden.test.ts: what each mistake
// is reported as) and the fuzzer (fuzz.test.ts: seeded mutations) leave out: reading goes on
// past a bad line, a skill line in a 牌堆 block, colour in the formatted output, and no throw on
// any corpus line or prefix of one in any block.
import { describe, expect, it } from "vitest";
import { compileText } from "../../compiler/compile.ts";
import { formatDiagnostic } from "../../grammar/diagnostic.ts";
import { corpusText, parse } from "./helpers.ts";

describe("diagnostics", () => {
  it("reading continues past a bad line; the block keeps its good lines", () => {
    const { pack, diagnostics } = parse(
      "武将 黄盖 吴 男 4\n〖坏〗魔法。\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n武将 貂蝉 群 女 3\n〖闭月〗结束阶段开始时，你可摸一张牌。\n",
    );
    expect(diagnostics.map((d) => d.line)).toEqual([2]);
    expect(pack.generals.map((g) => [g.name.name, g.skills.filter((s) => s.texts.length > 0).map((s) => s.name.name)])).toEqual([
      ["黄盖", ["苦肉"]],
      ["貂蝉", ["闭月"]],
    ]);
  });

  it("a skill line inside a 牌堆 block is reported, not silently dropped", () => {
    const { diagnostics } = parse("牌堆 测试\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n");
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["E-SYNTAX", 2]]);
  });

  it("formatDiagnostic has colour only when asked", () => {
    const text = "武将 貂蝉 群 女 3\n〖闭月〗结束节段开始时，你可摸一张牌。\n";
    const d = parse(text, "pack.sgs").diagnostics[0];
    expect(formatDiagnostic(d, text, { color: false })).not.toContain("\u001b[");
    expect(formatDiagnostic(d, text, { color: true })).toContain("\u001b[");
  });

  it("never throws: every corpus line alone, under a general, under a card, in a deck, and prefixes of it", () => {
    const lines = corpusText().split("\n");
    for (const line of lines) {
      for (const context of ["", "武将 测试 魏 男 4\n", "牌 【测试】 基本牌\n", "牌堆 测试\n"]) {
        for (let cut = 0; cut <= line.length; cut += Math.max(1, Math.floor(line.length / 7))) {
          const text = context + line.slice(0, cut);
          const { diagnostics } = compileText(text, "cut.sgs");
          for (const d of diagnostics) {
            expect(d.code).not.toBe("E-INTERNAL");
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.column).toBeGreaterThanOrEqual(1);
            expect(() => formatDiagnostic(d, text, { color: false })).not.toThrow();
          }
        }
      }
    }
  });
});
