// docs/timings.md is generated from the timing catalogue; this fails when it is out of date.
// Regenerate: npm run docs:timings
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { TIMINGS } from "../../runtime/index.ts";
import { renderTimingsDoc } from "../../tools/timingsDoc.ts";
import { REPO_ROOT } from "../support/paths.ts";

const DOC = path.join(REPO_ROOT, "docs", "timings.md");

test("docs/timings.md is what `npm run docs:timings` renders from the catalogue", () => {
  expect(existsSync(DOC)).toBe(true);
  expect(readFileSync(DOC, "utf8")).toBe(renderTimingsDoc());
});

test("docs/timings.md lists every catalogue row with its id, phrase, section, event, subject and exposes", () => {
  const doc = renderTimingsDoc();
  for (const r of TIMINGS) {
    const line = doc.split("\n").find((l) => l.startsWith(`| \`${r.id}\` |`));
    expect(line, r.id).toBeDefined();
    expect(line).toContain(r.phrase);
    expect(line).toContain(`| ${r.section} | ${r.event} | ${r.subject ?? "—"} |`);
    for (const x of r.exposes) expect(line).toContain(x);
  }
  expect(doc.split("\n").filter((l) => l.startsWith("| `"))).toHaveLength(TIMINGS.length);
});
