// docs/rulings.md is generated from the rulings table (tests/rulings/index.ts); this fails when it
// is out of date. Regenerate: npm run docs:rulings
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { RULINGS } from "../rulings/index.ts";
import { DOC_FILE, renderRulingsDoc } from "../../tools/rulingsDoc.ts";

test("docs/rulings.md is what `npm run docs:rulings` renders from the rulings table", () => {
  expect(existsSync(DOC_FILE)).toBe(true);
  expect(readFileSync(DOC_FILE, "utf8")).toBe(renderRulingsDoc());
});

test("docs/rulings.md has one row per ruling, with its status and its test file or what it needs", () => {
  const doc = renderRulingsDoc();
  const rows = doc.split("\n").filter((l) => /^\| \d+(\.\d+)+ \|/u.test(l));
  expect(rows).toHaveLength(RULINGS.length);
  RULINGS.forEach((r, i) => {
    expect(rows[i]).toContain(`| ${r.section} |`);
    expect(rows[i]).toContain(`| ${r.status} |`);
    if (r.status === "encoded") expect(rows[i]).toMatch(/`[^`]+\.test\.ts`/u);
    else expect(rows[i]).not.toContain("`?`");
  });
  expect(doc).not.toContain("`?`");
});
