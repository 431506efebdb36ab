// The compiled packs the ruling tests run: the standard pack, the 军争 pack and the corpus's 一将成名
// and 界限突破 packs, verbatim, plus tests/rulings/packs/*.sgs (the generals a ruling names that no
// pack has, written in the rulebook's notation) — compiled together through the table-driven
// pipeline, once per test file. Every card and skill on these boards is compiled text.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { compileTexts, loadTexts, type SourceText } from "../../compiler/compile.ts";
import { createScenario, type GeneralDef, type Pack, type Scenario, type ScenarioOptions, type SkillDef } from "../../runtime/index.ts";
import { REPO_ROOT, SHARED_DIR } from "../support/paths.ts";

const PACKS_DIR = path.join(import.meta.dirname, "packs");

/** The pack files, in the order they are compiled. */
export const RULING_PACK_FILES: readonly string[] = [
  path.join(REPO_ROOT, "skills", "standard.sgs"),
  path.join(REPO_ROOT, "skills", "maneuvering.sgs"),
  path.join(SHARED_DIR, "corpus", "yijiang.sgs"),
  path.join(SHARED_DIR, "corpus", "jiexian.sgs"),
  ...readdirSync(PACKS_DIR)
    .filter((f) => f.endsWith(".sgs"))
    .sort()
    .map((f) => path.join(PACKS_DIR, f)),
];

export const rulingSources = (): SourceText[] => RULING_PACK_FILES.map((f) => ({ text: readFileSync(f, "utf8"), file: path.basename(f) }));

let packs: Promise<Pack[]> | null = null;

/**
 * All the packs, compiled once per test file. `allowPartial`: a corpus skill the compiler still
 * refuses is left out (with a warning) rather than failing every ruling; a ruling that needs one
 * stays pending in tests/rulings/index.ts with the reason.
 */
export function rulingPacks(): Promise<Pack[]> {
  packs ??= loadTexts(rulingSources(), { allowPartial: true });
  return packs;
}

/** The diagnostics of the test packs (tests/rulings/packs/*.sgs) compiled with the others. */
export function testPackDiagnostics(): { file: string; line: number; code: string; message: string }[] {
  const sources = rulingSources();
  const results = compileTexts(sources, { allowPartial: true, emit: false });
  return results.flatMap((r, i) => (RULING_PACK_FILES[i].startsWith(PACKS_DIR) ? r.diagnostics.map((d) => ({ file: sources[i].file, line: d.line, code: d.code, message: d.message })) : []));
}

/** A board on the compiled packs (call inside a test, after `await rulingPacks()` in beforeAll). */
export function board(loaded: readonly Pack[], options: Omit<ScenarioOptions, "packs">): Scenario {
  return createScenario({ packs: loaded, ...options });
}

/**
 * A pack of test-only skills (and generals) for what no pack has (〖清俭①〗 as a probe of 得到 …), to
 * add to the compiled packs on one board; each stand-in says what it stands for where it is made.
 */
export function probes(skills: readonly SkillDef[], generals: readonly GeneralDef[] = []): Pack {
  return { name: "test probes", generals, cards: [], skills, decks: [] };
}
