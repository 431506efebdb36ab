// docs/vocabulary.md is generated from the vocabulary tables and runtime/vocabulary/headings.ts
// (tools/vocabulary-doc.ts). This keeps the heading table in step with seed 004's chapter 3,
// compiles every sample (once, in this process) and checks the doc is current.
// Regenerate: npm run docs:vocabulary
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { HEADINGS } from "../../runtime/vocabulary/headings.ts";
import { DOC_FILE, allSentences, compileAll, isModeRefusal, renderVocabularyDoc, rowsByHeading, statusOf, type SampleResult } from "../../tools/vocabulary-doc.ts";
import { SEEDS_DIR } from "../support/paths.ts";

const SEED = path.join(SEEDS_DIR, "004_09e7670739a44fa2.txt");

/** The headings of chapter 3 as the seed writes them: "3.8.13 摸……张牌". */
function seedHeadings(): { id: string; title: string }[] {
  const out: { id: string; title: string }[] = [];
  for (const line of readFileSync(SEED, "utf8").split(/\r?\n/u)) {
    const m = /^(3\.\d+\.\d+) (.+)$/u.exec(line);
    if (m) out.push({ id: m[1], title: m[2] });
  }
  return out;
}

const show = (e: { id: string; title: string }) => `${e.id} ${e.title}`;

describe("docs/vocabulary.md", () => {
  let results: Map<string, SampleResult>;
  beforeAll(() => {
    results = compileAll();
  });

  it("headings.ts lists every heading of seed 004 chapter 3, in seed order, with its title", () => {
    const seed = seedHeadings();
    expect(seed).toHaveLength(185);
    expect(HEADINGS.map(show)).toEqual(seed.map(show));
  });

  it("every heading has exactly one of samples, pending, notSkillText, and says what it needs", () => {
    for (const h of HEADINGS) {
      const kinds = [h.samples !== undefined, h.pending !== undefined, h.notSkillText !== undefined].filter(Boolean).length;
      expect(kinds, `${h.id} ${h.title}`).toBe(1);
      if (h.samples !== undefined) expect(h.samples.length, `${h.id} has an empty samples list`).toBeGreaterThan(0);
      if (h.notSkillText !== undefined) expect(h.notSkillText.trim().length, `${h.id} gives no reason`).toBeGreaterThan(20);
    }
    for (const s of allSentences()) expect(/^(〖[^〗]+〗|牌 )/u.test(s), `not a skill line or a card's text: ${s}`).toBe(true);
  });

  it("every sample compiles", () => {
    const failing: string[] = [];
    for (const h of HEADINGS) {
      for (const s of h.samples ?? []) {
        const r = results.get(s)!;
        if (!r.ok) failing.push(`${h.id} ${s}\n    ${r.errors.map((e) => `${e.code} ${e.line}:${e.column} ${e.message}`).join("\n    ")}`);
      }
    }
    expect(failing).toEqual([]);
  });

  it("pending samples and gaps still do not compile (else move them to samples)", () => {
    const compiling = HEADINGS.flatMap((h) => [...(h.pending !== undefined ? [h.pending] : []), ...(h.gaps ?? [])].filter((s) => results.get(s)!.ok).map((s) => `${h.id} ${s}`));
    expect(compiling).toEqual([]);
  });

  it("a 国战-only heading's sample reads and checks: its only errors are the 身份-mode refusal (issue #5)", () => {
    const guozhan = HEADINGS.filter((h) => statusOf(h, results) === "guozhan");
    // 3.5.40–3.5.50, 3.5.54, 3.9.7–3.9.9 and 3.8.24 (连横, of the 国战 纵横捭阖 cards); 3.5.43 相邻 and
    // 3.9.6 明置 have samples that play in 身份 mode, 3.2.8 is not skill text.
    expect(guozhan.map((h) => h.id)).toEqual(["3.5.40", "3.5.41", "3.5.42", "3.5.44", "3.5.45", "3.5.46", "3.5.47", "3.5.48", "3.5.49", "3.5.50", "3.5.54", "3.8.24", "3.9.7", "3.9.8", "3.9.9"]);
    for (const h of guozhan) {
      const r = results.get(h.pending!)!;
      expect(r.errors.every(isModeRefusal), h.id).toBe(true);
      expect(r.errors.some((e) => e.message.includes(`(${h.id})`)), `${h.id}: refused for its own heading`).toBe(true);
    }
  });

  it("no row cites a chapter 3 section that is not a heading", () => {
    const stray = rowsByHeading()
      .elsewhere.filter((r) => /^3\./u.test(r.section))
      .map((r) => `${r.table} ${r.id} ${r.section}`);
    expect(stray).toEqual([]);
  });

  it("is what the generator writes (npm run docs:vocabulary)", () => {
    expect(existsSync(DOC_FILE)).toBe(true);
    expect(readFileSync(DOC_FILE, "utf8")).toBe(renderVocabularyDoc(results));
  });
});
