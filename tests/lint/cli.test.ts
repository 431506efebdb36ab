// `jinnang lint`: text/json/SARIF output, exit codes, --fix round trip, --explain.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { explainRule, runLint } from "../../cli/commands/lint.ts";
import { main } from "../../cli/main.ts";
import { RULES } from "../../compiler/lint/registry.ts";
import type { LintFinding } from "../../compiler/lint/types.ts";
import { underGeneral } from "./helpers.ts";

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jinnang-lint-test-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text, "utf8");
  return dir;
}

/** Half-width punctuation: a warning of the linter, but the line does not compile (an error). */
const HALF_WIDTH = underGeneral("〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌。");
/** Compiles, with one warning (SGS006: 此牌 names no card). */
const WARN_ONLY = underGeneral("〖测试〗当你受到伤害后，你可获得此牌。");
/** Rule findings only (the compiler's findings are tested in pipeline.test.ts). */
const ruleFindings = (findings: LintFinding[]): LintFinding[] => findings.filter((f) => f.origin === "rule");
const WITH_ERROR = underGeneral("〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌。", "〖洛神〗摸牌阶段开始时，你可摸一张牌。");
const CLEAN = underGeneral("〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。");

describe("jinnang lint output", () => {
  test("text: file:line:col, rule id and name, code frame, candidates, fix and help hints", async () => {
    const dir = workspace({ "a.sgs": WITH_ERROR });
    const file = path.join(dir, "a.sgs");
    const out = await runLint([file]);
    expect(out.text).toContain(`${file}:4:9: warning[SGS008 half-width-punctuation]: “,” is half-width`);
    expect(out.text).toContain(`${file}:5:5: error[SGS001 split-timing]:`);
    expect(out.text).toMatch(/> 5 \| 〖洛神〗摸牌阶段开始时/u);
    expect(out.text).toContain("candidates: 摸牌阶段开始时❶ (phase.draw.start.1); 摸牌阶段开始时❷ (phase.draw.start.2)");
    expect(out.text).toContain("fix: replace “,” with “，” (jinnang lint --fix)");
    expect(out.text).toContain("help: jinnang lint --explain SGS001");
    // Plus the compiler's errors on the two lines (one pipeline: pipeline.test.ts).
    expect(out.text).toMatch(/✗ 3 errors, 1 warning in 1 file/u);
  });

  test("json: an array of located findings with offsets and fix edits", async () => {
    const dir = workspace({ "a.sgs": WITH_ERROR });
    const out = await runLint([path.join(dir, "a.sgs")], { format: "json" });
    const findings = ruleFindings(JSON.parse(out.text) as LintFinding[]);
    expect(findings.map((f) => [f.ruleId, f.severity, f.line, f.column, f.endColumn])).toEqual([
      ["SGS008", "warning", 4, 9, 10],
      ["SGS001", "error", 5, 5, 12],
    ]);
    expect(WITH_ERROR.slice(findings[1].start, findings[1].end)).toBe("摸牌阶段开始时");
    expect(findings[0].fix?.edits).toEqual([{ start: findings[0].start, end: findings[0].end, text: "，", from: { line: 4, column: 9 }, to: { line: 4, column: 10 } }]);
    expect(findings[1].candidates).toHaveLength(2);
  });

  test("SARIF 2.1.0: driver rules from the registry, results with regions, ruleIndex and fixes", async () => {
    const dir = workspace({ "a.sgs": WITH_ERROR });
    const out = await runLint([path.join(dir, "a.sgs")], { format: "sarif" });
    const sarif = JSON.parse(out.text) as {
      version: string;
      $schema: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string; defaultConfiguration: { level: string } }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number> } }[];
          fixes?: { artifactChanges: { replacements: { deletedRegion: Record<string, number>; insertedContent: { text: string } }[] }[] }[];
        }[];
      }[];
    };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.$schema).toMatch(/sarif-2\.1\.0/u);
    const run = sarif.runs[0];
    expect(run.tool.driver.rules.slice(0, RULES.length).map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    // Every result's ruleIndex names its driver rule (compiler codes get entries after the registry's).
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    const results = run.results.filter((r) => r.ruleId.startsWith("SGS"));
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ["SGS008", "warning"],
      ["SGS001", "error"],
    ]);
    expect(run.results.some((r) => r.ruleId.startsWith("E-"))).toBe(true);
    expect(results[1].locations[0].physicalLocation.region).toEqual({ startLine: 5, startColumn: 5, endLine: 5, endColumn: 12 });
    expect(results[1].locations[0].physicalLocation.artifactLocation.uri).toMatch(/a\.sgs$/u);
    expect(results[0].fixes?.[0].artifactChanges[0].replacements[0]).toEqual({
      deletedRegion: { startLine: 4, startColumn: 9, endLine: 4, endColumn: 10 },
      insertedContent: { text: "，" },
    });
    expect(results[1].message.text).toContain("摸牌阶段开始时❶");
  });
});

describe("jinnang lint exit codes", () => {
  test("0 when clean or only warnings, 1 with an error finding, 2 for an unreadable file", async () => {
    const dir = workspace({ "clean.sgs": CLEAN, "warn.sgs": WARN_ONLY, "err.sgs": WITH_ERROR, "half.sgs": HALF_WIDTH });
    expect((await runLint([path.join(dir, "clean.sgs")])).exitCode).toBe(0);
    expect((await runLint([path.join(dir, "warn.sgs")])).exitCode).toBe(0);
    expect((await runLint([path.join(dir, "err.sgs")])).exitCode).toBe(1);
    // Half-width punctuation is a lint warning, but the line does not compile: an error, as in check.
    expect((await runLint([path.join(dir, "half.sgs")])).exitCode).toBe(1);
    expect((await runLint([path.join(dir, "warn.sgs")], { rules: ["SGS006=error"] })).exitCode).toBe(1);
    expect((await runLint([path.join(dir, "warn.sgs")], { rules: ["SGS006=off"] })).text).toMatch(/no findings/u);
    const missing = await runLint([path.join(dir, "missing.sgs")]);
    expect(missing.exitCode).toBe(2);
    expect(missing.errors).toMatch(/cannot read .*missing\.sgs: ENOENT/u);
  });

  test("a folder expands to its .sgs files", async () => {
    const dir = workspace({ "a.sgs": CLEAN, "b.sgs": WITH_ERROR, "notes.txt": "摸牌阶段开始时" });
    const out = await runLint([dir], { format: "json" });
    const findings = JSON.parse(out.text) as LintFinding[];
    expect(new Set(findings.map((f) => path.basename(f.file)))).toEqual(new Set(["b.sgs"]));
  });

  test("through main(): the lint command is registered and sets the exit status", async () => {
    const dir = workspace({ "err.sgs": WITH_ERROR, "clean.sgs": CLEAN });
    const writes: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      expect(await main(["node", "jinnang", "lint", path.join(dir, "err.sgs")])).toBe(1);
      expect(await main(["node", "jinnang", "lint", path.join(dir, "clean.sgs")])).toBe(0);
      expect(await main(["node", "jinnang", "lint", "--explain", "SGS003"])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    expect(writes.join("")).toContain("SGS003 locked-optional (error, seed §3.5.5)");
  });
});

describe("jinnang lint --fix", () => {
  test("applies safe fixes in place, leaves the rest and no temp files; a second run changes nothing", async () => {
    const dir = workspace({ "a.sgs": underGeneral("〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌;", "〖洛神〗摸牌阶段开始时，你可摸一张牌。") });
    const file = path.join(dir, "a.sgs");
    const out = await runLint([file], { fix: true, format: "json" });
    const fixed = readFileSync(file, "utf8");
    expect(fixed).toBe(underGeneral("〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌；", "〖洛神〗摸牌阶段开始时，你可摸一张牌。"));
    // What remains is reported against the fixed text: the split timing has no automatic fix.
    expect(ruleFindings(JSON.parse(out.text) as LintFinding[]).map((f) => f.ruleId)).toEqual(["SGS001"]);
    expect(out.exitCode).toBe(1);
    expect(readdirSync(dir)).toEqual(["a.sgs"]);
    await runLint([file], { fix: true });
    expect(readFileSync(file, "utf8")).toBe(fixed);
  });

  test("the fixed line compiles where the half-width one did not read", async () => {
    const { compileText } = await import("../../compiler/compile.ts");
    const dir = workspace({ "a.sgs": HALF_WIDTH });
    const file = path.join(dir, "a.sgs");
    expect(compileText(HALF_WIDTH, file).diagnostics.length).toBeGreaterThan(0);
    const out = await runLint([file], { fix: true });
    expect(out.text).toMatch(/no findings; fixed 1 problem/u);
    expect(compileText(readFileSync(file, "utf8"), file).diagnostics).toEqual([]);
  });
});

describe("jinnang lint --explain", () => {
  test("prints a rule's id, severity, section, doc and examples; unknown ids fail", () => {
    const out = explainRule("SGS001");
    expect(out.exitCode).toBe(0);
    expect(out.text).toContain("SGS001 split-timing (error, seed §4.1.1.6)");
    expect(out.text).toContain("bad:  〖洛神〗摸牌阶段开始时，你可摸一张牌。");
    expect(explainRule("split-timing").text).toBe(out.text);
    expect(explainRule("SGS404").exitCode).toBe(2);
  });
});
