// docs/lint/ is generated from the registry: README.md and one page per rule; this keeps them
// in sync (no page missing, stale or left over from a removed rule).
// Regenerate: UPDATE_LINT_DOCS=1 npx vitest run tests/lint/docs.test.ts
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { renderDocs, rulePagePath } from "../../compiler/lint/docs.ts";
import { RULES } from "../../compiler/lint/registry.ts";
import { NOTES } from "../../compiler/lint/unchecked.ts";
import { REPO_ROOT } from "../support/paths.ts";

const DIR = path.join(REPO_ROOT, "docs", "lint");

test("docs/lint/ has README.md and one page per rule, exactly as the registry renders them", () => {
  const pages = renderDocs();
  if (process.env["UPDATE_LINT_DOCS"]) {
    rmSync(path.join(DIR, "rules"), { recursive: true, force: true });
    mkdirSync(path.join(DIR, "rules"), { recursive: true });
    for (const [p, text] of pages) writeFileSync(path.join(DIR, p), text, "utf8");
  }
  for (const [p, text] of pages) {
    expect(existsSync(path.join(DIR, p)), p).toBe(true);
    expect(readFileSync(path.join(DIR, p), "utf8"), p).toBe(text);
  }
  expect(readdirSync(path.join(DIR, "rules")).sort()).toEqual(RULES.map((r) => path.basename(rulePagePath(r))).sort());
  const readme = pages.get("README.md") ?? "";
  for (const r of RULES) {
    expect(readme).toContain(`[${r.id}](${rulePagePath(r)})`);
    const page = pages.get(rulePagePath(r)) ?? "";
    expect(page).toContain(r.example.bad);
    expect(page).toContain(r.example.good);
    expect(page).toContain(`Seed section: ${r.section}`);
  }
});

test("rule ids are unique, SGS + three digits, in order; names are kebab-case", () => {
  expect(RULES.map((r) => r.id)).toEqual([...RULES.map((r) => r.id)].sort());
  expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
  for (const r of RULES) {
    expect(r.id).toMatch(/^SGS\d{3}$/u);
    expect(r.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/u);
    expect(r.section).toMatch(/^\d+(\.\d+)*$/u);
  }
});

test("the ◆ notes name only rules of the registry, and every rule is named by some note", () => {
  const ids = new Set(RULES.map((r) => r.id));
  for (const n of NOTES) if (n.rule) expect(ids.has(n.rule), n.rule).toBe(true);
  const named = new Set(NOTES.flatMap((n) => [n.rule, ...(n.why.match(/SGS\d{3}/gu) ?? [])]));
  for (const r of RULES) if (r.id !== "SGS008") expect(named.has(r.id), r.id).toBe(true);
});
