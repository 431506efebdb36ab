// docs/lint/README.md is generated from the registry; this keeps it in sync.
// Regenerate: UPDATE_LINT_DOCS=1 npx vitest run tests/lint/docs.test.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { renderRulesDoc } from "../../compiler/lint/docs.ts";
import { RULES } from "../../compiler/lint/registry.ts";
import { REPO_ROOT } from "../support/paths.ts";

const DOC = path.join(REPO_ROOT, "docs", "lint", "README.md");

test("docs/lint/README.md lists every rule exactly as the registry renders it", () => {
  const rendered = renderRulesDoc();
  if (process.env["UPDATE_LINT_DOCS"]) writeFileSync(DOC, rendered, "utf8");
  expect(existsSync(DOC)).toBe(true);
  expect(readFileSync(DOC, "utf8")).toBe(rendered);
  for (const r of RULES) expect(rendered).toContain(`## ${r.id} ${r.name}`);
});

test("rule ids are unique, SGS + three digits, in order; names are kebab-case", () => {
  expect(RULES.map((r) => r.id)).toEqual([...RULES.map((r) => r.id)].sort());
  expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
  for (const r of RULES) {
    expect(r.id).toMatch(/^SGS\d{3}$/u);
    expect(r.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/u);
  }
});
