// Renders docs/rulings.md from the rulings table (tests/rulings/index.ts): every ◎例如 ruling of
// seeds 000 and 004 in seed order, grouped by section, with the scenario test that encodes it (and
// its file) or what it still needs. `npm run docs:rulings` writes it; tests/docs/rulings.test.ts
// fails when it is stale.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RULINGS, type Ruling } from "../tests/rulings/index.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DOC_FILE = path.join(REPO_ROOT, "docs", "rulings.md");
const TESTS_DIR = path.join(REPO_ROOT, "tests", "rulings");

const SEED_TITLES: Record<Ruling["seed"], string> = {
  "000": "seed 000 — chapter 4, game flow (traditional Chinese)",
  "004": "seed 004 — chapter 3, terms (simplified Chinese)",
};

const cell = (s: string) => s.replace(/\|/gu, "\\|").replace(/\s+/gu, " ").trim();

/** The test file (tests/rulings/…) that holds each encoded ruling's test, by test name. */
function testFiles(): Map<string, string> {
  const files = readdirSync(TESTS_DIR)
    .filter((f) => f.endsWith(".test.ts"))
    .sort()
    .map((f) => ({ f, text: readFileSync(path.join(TESTS_DIR, f), "utf8") }));
  const out = new Map<string, string>();
  for (const r of RULINGS) {
    if (r.status !== "encoded") continue;
    const hit = files.find(({ text }) => text.includes(`"${r.test}"`));
    if (hit) out.set(r.test, hit.f);
  }
  return out;
}

export function renderRulingsDoc(): string {
  const where = testFiles();
  const encoded = RULINGS.filter((r) => r.status === "encoded").length;
  const lines: string[] = [
    "# Rulings (◎例如)",
    "",
    "Generated from `tests/rulings/index.ts` by `npm run docs:rulings`; do not edit by hand.",
    `Every ◎例如 ruling of seeds 000 and 004, ${RULINGS.length} in all, in seed order: **${encoded} encoded** as scenario tests, ${RULINGS.length - encoded} pending.`,
    "",
    "A ruling is named by its section (the nearest numbered heading before it) and its first 40 characters.",
    "An encoded ruling names its test (in `tests/rulings/`); a pending one says what it still needs — a",
    "skill or card no pack has, a mode the runtime does not play (国战), or a compiler limitation",
    "(`lowering: …`, with the text span that does not compile as it should).",
    "",
  ];
  for (const seed of ["000", "004"] as const) {
    const rows = RULINGS.filter((r) => r.seed === seed);
    const done = rows.filter((r) => r.status === "encoded").length;
    lines.push(`## ${SEED_TITLES[seed]}`, "", `${rows.length} rulings, ${done} encoded.`, "", "| section | ruling | status | test / needs |", "|---|---|---|---|");
    for (const r of rows) {
      const detail = r.status === "encoded" ? `\`${where.get(r.test) ?? "?"}\`` : cell(r.needs);
      lines.push(`| ${r.section} | ${cell(r.key)} | ${r.status} | ${detail} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}
