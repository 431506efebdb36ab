// The whole corpus: lines outside the slice get clean diagnostics, never a crash, and no
// skill silently disappears (it compiles, or a diagnostic points at its line).
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileSource, loadPackFromSource } from "../../compiler/index.ts";
import { CORPUS, HORSES, SLICE_SKILLS } from "./helpers.ts";

const text = readFileSync(CORPUS, "utf8");
const lines = text.split("\n");

describe("the full corpus", () => {
  test("compiles to diagnostics without throwing; the slice's skills all compile", async () => {
    const result = await compileSource(text, "standard.sgs");
    const compiled = new Set((await loadPackFromSource(text, "standard.sgs")).skills.map((s) => s.name));
    for (const name of [...SLICE_SKILLS, ...HORSES]) expect(compiled.has(name), name).toBe(true);
    for (const d of result.diagnostics) {
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.line).toBeLessThanOrEqual(lines.length);
    }
  });

  test("every skill line either compiles or has a diagnostic on its line", async () => {
    const result = await compileSource(text, "standard.sgs", { allowPartial: true });
    const compiled = new Set((await loadPackFromSource(text, "standard.sgs", { allowPartial: true })).skills.map((s) => s.name));
    const flagged = new Set(result.diagnostics.map((d) => d.line));
    lines.forEach((line, i) => {
      const m = /^〖(.+?)〗/u.exec(line);
      if (!m) return;
      expect(compiled.has(m[1]) || flagged.has(i + 1), `line ${i + 1} 〖${m[1]}〗`).toBe(true);
    });
  });

  test("each skill line alone, under a general, never throws", async () => {
    for (const line of lines.filter((l) => l.startsWith("〖"))) {
      const pack = `扩展包 测试\n武将 黄盖 吴 男 4\n${line}\n`;
      const result = await compileSource(pack, "one.sgs");
      expect(Array.isArray(result.diagnostics)).toBe(true);
      for (const d of result.diagnostics) expect(d.line === 3 || d.severity === "warning", `${line}: ${d.message}`).toBe(true);
    }
  });
});
