// Golden files: each tests/compiler/golden/<case>.sgs compiles to <case>.ts (the generated
// module; empty when there are errors) and <case>.diagnostics.txt. Refresh deliberately with
// `npm run golden:update` and review the diff.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { compileSource } from "../../compiler/index.ts";
import { formatDiagnostic } from "../../grammar/diagnostic.ts";
import { typeErrorsOf } from "./helpers.ts";

const dir = path.join(import.meta.dirname, "golden");
const update = process.env.UPDATE_GOLDEN === "1";

function compareWithGolden(file: string, actual: string): void {
  const full = path.join(dir, file);
  if (update) {
    writeFileSync(full, actual, "utf8");
    return;
  }
  if (!existsSync(full)) throw new Error(`missing golden file ${file}: run \`npm run golden:update\` and review it`);
  expect(actual).toBe(readFileSync(full, "utf8"));
}

describe("golden: .sgs → generated TypeScript and diagnostics", () => {
  const cases = readdirSync(dir).filter((f) => f.endsWith(".sgs")).sort();
  test("there are golden cases", () => {
    expect(cases.length).toBeGreaterThan(5);
  });
  for (const name of cases) {
    test(name, async () => {
      const text = readFileSync(path.join(dir, name), "utf8");
      const result = await compileSource(text, name);
      const base = name.replace(/\.sgs$/u, "");
      compareWithGolden(`${base}.ts.txt`, result.ts);
      const diagnostics = result.diagnostics.map((d) => formatDiagnostic(d, text, { color: false })).join("\n\n");
      compareWithGolden(`${base}.diagnostics.txt`, diagnostics === "" ? "" : `${diagnostics}\n`);
      // Whatever compiles must typecheck against the runtime's public types.
      if (result.ts !== "") expect(typeErrorsOf(result.ts)).toEqual([]);
    }, 120_000);
  }
});
