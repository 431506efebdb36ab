// The slice of issue #2 compiled from the corpus text: its generated TypeScript typechecks
// against the runtime's public types, and the loaded Pack has the shape of the hand-written
// fixture (tests/fixtures/standardSlice.ts): same generals, cards, skills, parts and deck.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { compileSource, loadPackFromSource } from "../../compiler/index.ts";
import type { Pack } from "../../runtime/index.ts";
import fixture from "../fixtures/standardSlice.ts";
import { CORPUS, HORSES, SLICE_CARDS, SLICE_SKILLS, sliceOfCorpus, typeErrorsOf } from "./helpers.ts";

/** A Pack as plain data: handlers become "fn", sources keep only their line. */
function shape(value: unknown): unknown {
  if (typeof value === "function") return "fn";
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === "source") out[k] = (v as { line: number }).line;
      else out[k] = shape(v);
    }
    return out;
  }
  return value;
}

describe("the slice of standard.sgs", () => {
  const text = sliceOfCorpus();
  let pack: Pack;
  beforeAll(async () => {
    pack = await loadPackFromSource(text, "standard.sgs");
  });

  test("compiles without errors", async () => {
    const result = await compileSource(text, "standard.sgs");
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(result.ts).toContain('import type { Pack, SkillContext, CardEffectContext, TargetContext } from "jinnang/runtime";');
    expect(result.ts).toContain("// standard.sgs:68 〖苦肉〗");
  });

  test("the generated TypeScript typechecks against the runtime's types", async () => {
    const result = await compileSource(text, "standard.sgs");
    expect(typeErrorsOf(result.ts)).toEqual([]);
  }, 30_000);

  test("a type error in generated code would be caught by that check", () => {
    const broken = 'import type { Pack } from "jinnang/runtime";\nconst pack: Pack = { name: 1 } as unknown as Pack;\nconst n: number = "x";\nexport default pack;\n';
    expect(typeErrorsOf(broken).length).toBeGreaterThan(0);
  }, 30_000);

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

  test("generals, cards, skills and deck have the fixture's shape", () => {
    // Skill lines outside the slice are blanked here, so generals name only the slice's skills.
    const sliceNames = (gs: Pack["generals"]) => gs.map((g) => ({ ...g, skills: g.skills.filter((s) => SLICE_SKILLS.includes(s)) }));
    expect(shape(pack.generals)).toEqual(shape(sliceNames(fixture.generals)));
    expect(shape(pack.decks.map((d) => d.cards))).toEqual(shape(fixture.decks.map((d) => d.cards)));
    const byName = <T extends { name: string }>(xs: readonly T[]) => [...xs].sort((a, b) => a.name.localeCompare(b.name));
    const withoutSources = (v: unknown) => JSON.parse(JSON.stringify(shape(v), (k, x) => (k === "source" ? undefined : x)));
    expect(withoutSources(byName(pack.skills))).toEqual(withoutSources(byName(fixture.skills)));
    // Equipment outside the slice: its skill lines are blanked here, so only the face is compared.
    const face = (cards: Pack["cards"]) =>
      byName(cards).map((c) => (SLICE_CARDS.includes(c.name) || HORSES.includes(c.name) || c.name === "诸葛连弩" ? c : { ...c, skills: [] }));
    expect(withoutSources(face(pack.cards))).toEqual(withoutSources(face(fixture.cards)));
  });

  test("every generated handler names its .sgs line", async () => {
    const result = await compileSource(text, "standard.sgs");
    const corpus = readFileSync(CORPUS, "utf8").split("\n");
    const origins = [...result.ts.matchAll(/\/\/ standard\.sgs:(\d+) (〖(.+?)〗|【(.+?)】)/gu)];
    expect(origins.length).toBeGreaterThanOrEqual(SLICE_SKILLS.length + HORSES.length + SLICE_CARDS.length);
    for (const m of origins) {
      const line = corpus[Number(m[1]) - 1];
      const skill = m[3];
      if (skill && !HORSES.includes(skill)) expect(line.startsWith(`〖${skill}〗`)).toBe(true);
    }
  });
});
