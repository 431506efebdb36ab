// The slice of issue #2 compiled from the corpus text: its generated TypeScript typechecks
// against the runtime's public types, and the loaded Pack has the slice's skills, cards and deck.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { compileSource, loadPackFromSource } from "../../compiler/index.ts";
import type { Pack } from "../../runtime/index.ts";
import { CORPUS, HORSES, SLICE_CARDS, SLICE_SKILLS, sliceOfCorpus, typeErrorsOf } from "./helpers.ts";

describe("the slice of standard.sgs", () => {
  const text = sliceOfCorpus();
  let pack: Pack;
  beforeAll(async () => {
    pack = await loadPackFromSource(text, "standard.sgs");
  });

  test("compiles without errors", async () => {
    const result = await compileSource(text, "standard.sgs");
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(result.ts).toContain('import type { Lib, Pack } from "jinnang/runtime";');
    expect(result.ts).toContain("/* 〖苦肉〗 line 68 */");
  });

  test("the generated TypeScript typechecks against the runtime's types", async () => {
    const result = await compileSource(text, "standard.sgs");
    expect(typeErrorsOf(result.ts)).toEqual([]);
  }, 120_000);

  test("a type error in generated code would be caught by that check", () => {
    const broken = 'import type { Pack } from "jinnang/runtime";\nconst pack: Pack = { name: 1 } as unknown as Pack;\nconst n: number = "x";\nexport default pack;\n';
    expect(typeErrorsOf(broken).length).toBeGreaterThan(0);
  }, 120_000);

  test("has the slice's skills (and the horses' unnamed skills, named after the card)", () => {
    expect(pack.skills.map((s) => s.name).sort()).toEqual([...SLICE_SKILLS, ...HORSES].sort());
  });

  test("the deck has the corpus's 108 cards, each with a card definition", () => {
    expect(pack.decks).toHaveLength(1);
    expect(pack.decks[0].cards).toHaveLength(108);
    const defined = new Set(pack.cards.map((c) => c.name));
    for (const c of pack.decks[0].cards) expect(defined.has(c.name)).toBe(true);
  });

  test("only the slice's cards have uses", () => {
    const usable = pack.cards.filter((c) => c.uses.length > 0).map((c) => c.name);
    expect(usable.sort()).toEqual([...SLICE_CARDS].sort());
  });

  test("every generated handler names its .sgs line", async () => {
    const result = await compileSource(text, "standard.sgs");
    const corpus = readFileSync(CORPUS, "utf8").split("\n");
    const origins = [...result.ts.matchAll(/\/\* (〖(.+?)〗|【(.+?)】) line (\d+) \*\//gu)];
    expect(origins.length).toBeGreaterThanOrEqual(SLICE_SKILLS.length);
    for (const m of origins) {
      const line = corpus[Number(m[4]) - 1];
      const skill = m[2];
      if (skill && !HORSES.includes(skill)) expect(line.startsWith(`〖${skill}〗`)).toBe(true);
    }
  });
});
