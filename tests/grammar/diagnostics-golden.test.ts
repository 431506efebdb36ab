// Diagnostics goldens: each tests/grammar/golden/<case>.sgs (or folder <case>/ of packs checked
// together) is checked as `jinnang check skills/standard.sgs <case>` would check it, and what
// the tool says about the case — file:line:col, code, message, code frame, help and expected —
// must equal <case>.txt. The inputs are designers' plausible mistakes (and a few inputs the tool
// does not catch yet, marked “# Not reported yet” in their first line). Refresh deliberately
// with `npm run golden:update` and review the diff.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { checkBytes, type InputBytes } from "../../compiler/check.ts";
import { formatDiagnostic } from "../../grammar/diagnostic.ts";
import { REPO_ROOT } from "../support/paths.ts";
import { rangeProblem } from "./fuzz.ts";
import { readPack } from "../../grammar/pack.ts";
import { namesOf } from "../../compiler/lower/pack.ts";

const dir = path.join(import.meta.dirname, "golden");
const update = process.env.UPDATE_GOLDEN === "1";
const STANDARD = "skills/standard.sgs";
// The standard pack is in scope (its names, read once): it has no diagnostics of its own.
const standardText = readFileSync(path.join(REPO_ROOT, STANDARD), "utf8");
const context = namesOf(readPack(standardText, STANDARD).pack);

interface Case {
  readonly name: string;
  readonly inputs: readonly InputBytes[];
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const files = readdirSync(full).filter((f) => f.endsWith(".sgs")).sort();
      out.push({ name: entry, inputs: files.map((f) => ({ file: `${entry}/${f}`, bytes: readFileSync(path.join(full, f)) })) });
    } else if (entry.endsWith(".sgs")) out.push({ name: entry.replace(/\.sgs$/u, ""), inputs: [{ file: entry, bytes: readFileSync(full) }] });
  }
  return out;
}

/** What `jinnang check` prints about the case's own files, then the counts. */
function render(c: Case): { text: string; gap: boolean; problems: string[] } {
  const result = checkBytes(c.inputs, { context });
  const own = result.diagnostics;
  const problems: string[] = [];
  for (const d of own) {
    const text = result.sources.get(d.file) ?? "";
    const p = rangeProblem(d, text.split("\n").map((l) => l.replace(/\r$/u, "").length));
    if (p) problems.push(`${d.code} ${d.line}:${d.column}: ${p}`);
    if (/\bundefined\b|\[object |\bnull\b/u.test(d.message)) problems.push(`${d.code}: an internal value in the message: ${d.message}`);
  }
  const errors = own.filter((d) => d.severity === "error").length;
  const frames = own.map((d) => `${formatDiagnostic(d, result.sources.get(d.file) ?? "", { color: false })}\n`);
  const counts = `${errors} error${errors === 1 ? "" : "s"}, ${own.length - errors} warning${own.length - errors === 1 ? "" : "s"}\n`;
  const gap = c.inputs.some((i) => new TextDecoder().decode(i.bytes.subarray(0, 64)).startsWith("# Not reported yet"));
  return { text: [...frames, counts].join("\n"), gap, problems };
}

describe("diagnostics goldens (tests/grammar/golden)", () => {
  const all = cases();
  test("there are at least 60 cases", () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
  });
  test("the standard pack in scope has no diagnostics of its own", () => {
    expect(checkBytes([{ file: STANDARD, bytes: Buffer.from(standardText) }]).diagnostics).toEqual([]);
  });
  for (const c of all) {
    test(c.name, () => {
      const { text, gap, problems } = render(c);
      expect(problems).toEqual([]);
      // A malformed input gets at least one diagnostic, unless it documents a gap.
      if (!gap) expect(text.startsWith("0 errors, 0 warnings")).toBe(false);
      const golden = path.join(dir, `${c.name}.txt`);
      if (update) {
        writeFileSync(golden, text, "utf8");
        return;
      }
      if (!existsSync(golden)) throw new Error(`missing golden file ${c.name}.txt: run \`npm run golden:update\` and review it`);
      expect(text).toBe(readFileSync(golden, "utf8"));
    });
  }
});
