// Issue #8 items 2 and 3: one pipeline with the compiler (parse and check errors are findings;
// check and build run the rules), the config file, inline suppressions, --max-warnings,
// --fix --dry-run, and the bugs found trying the linter as a new user, as regression tests.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runBuild } from "../../cli/commands/build.ts";
import { runCheck } from "../../cli/commands/check.ts";
import { runLint } from "../../cli/commands/lint.ts";
import { findConfig, loadConfig } from "../../compiler/lint/config.ts";
import type { LintFinding } from "../../compiler/lint/types.ts";
import { underGeneral } from "./helpers.ts";

function workspace(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jinnang-lint-pipeline-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const json = (text: string): LintFinding[] => JSON.parse(text) as LintFinding[];
/** Compiles, one warning: 此牌 names no card (SGS006). */
const WARN = underGeneral("〖测试〗当你受到伤害后，你可获得此牌。");
const CLEAN = underGeneral("〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。");
/** Compiles, one error-severity lint finding only in lint's defaults: SGS002 (a mark after a timing not split). */
const LOCKED = underGeneral("〖测试〗锁定技，当你受到伤害后，你可摸一张牌。");

describe("one pipeline: lint reports parse and check errors as findings", () => {
  test("a draft with build errors is not 'no findings': each error is a finding, exit 1 as in check", async () => {
    const draft = underGeneral("〖甲〗出牌阶段限一次，你可令其摸一张牌。", "〖乙〗当你魔法时，你可摸一张牌。", "〖丙〗准备阶段开始时，你可获得【不存在】。");
    const dir = workspace({ "draft.sgs": draft });
    const file = path.join(dir, "draft.sgs");
    const out = await runLint([file], { format: "json" });
    const found = json(out.text);
    const compiler = found.filter((f) => f.origin === "compiler");
    const check = await runCheck([file], { format: "json", lint: false });
    const checkCodes = (JSON.parse(check.text) as { code: string; line: number }[]).map((d) => `${d.line}:${d.code}`);
    expect(compiler.map((f) => `${f.line}:${f.ruleId}`)).toEqual(checkCodes);
    expect(compiler.length).toBeGreaterThanOrEqual(3);
    expect(out.exitCode).toBe(1);
    expect(out.exitCode).toBe(check.exitCode);
    const text = await runLint([file]);
    expect(text.text).not.toMatch(/no findings/u);
    expect(text.text).toContain(`${file}:4:15: error[E-SCOPE]: 其 names no player here`);
  });

  test("a line that does not parse still gets its surface rules (and its parse error)", async () => {
    const dir = workspace({ "a.sgs": underGeneral("〖测试〗锁定技，①当你受到伤害后，你可摸一张魔法牌。") });
    const found = json((await runLint([path.join(dir, "a.sgs")], { format: "json" })).text);
    expect(found.some((f) => f.origin === "compiler" && f.severity === "error")).toBe(true);
    expect(found.map((f) => f.ruleId)).toContain("SGS003");
  });

  test("check and build run the lint rules: warnings by default, errors when the config says so", async () => {
    const dir = workspace({ "a.sgs": WARN });
    const file = path.join(dir, "a.sgs");
    const check = await runCheck([file], { format: "json" });
    expect(check.exitCode).toBe(0);
    expect((JSON.parse(check.text) as { code: string; severity: string }[]).map((d) => [d.code, d.severity])).toEqual([["SGS006", "warning"]]);
    // A rule that is an error in lint (SGS003) is a warning in check unless configured.
    const locked = workspace({ "l.sgs": LOCKED });
    const lockedCheck = JSON.parse((await runCheck([path.join(locked, "l.sgs")], { format: "json" })).text) as { code: string; severity: string }[];
    expect(lockedCheck.find((d) => d.code === "SGS003")?.severity).toBe("warning");
    const out = path.join(dir, "dist");
    const built = await runBuild([file], out, false);
    expect(built.exitCode).toBe(0);
    expect(built.text).toContain("warning[SGS006]");
    expect(readdirSync(out)).toEqual(["a.js"]);
    // Configured as an error, it fails check and build, and the build writes nothing.
    writeFileSync(path.join(dir, "jinnang.config.json"), JSON.stringify({ rules: { SGS006: "error" } }));
    const config = path.join(dir, "jinnang.config.json");
    expect((await runCheck([file], { config })).exitCode).toBe(1);
    const out2 = path.join(dir, "dist2");
    const failed = await runBuild([file], out2, false, false, { config });
    expect(failed.exitCode).toBe(1);
    expect(failed.text).toContain("error[SGS006]");
    expect(readdirSync(dir)).not.toContain("dist2");
    // --no-lint: the compiler's diagnostics only.
    expect(JSON.parse((await runCheck([file], { format: "json", lint: false })).text)).toEqual([]);
  });
});

describe("bugs from issue #8 (regressions)", () => {
  test("a build no longer accepts 锁定技…可 without a word: the compiler's error and the lint rule's warning", async () => {
    const dir = workspace({ "l.sgs": LOCKED });
    const built = await runBuild([path.join(dir, "l.sgs")], path.join(dir, "dist"), false);
    expect(built.exitCode).toBe(1);
    expect(built.text).toContain("warning[SGS003]");
    expect(readdirSync(dir)).toEqual(["l.sgs"]);
  });

  test("the command line takes --config, --max-warnings, --fix --dry-run and --no-lint (check, build)", async () => {
    const { main } = await import("../../cli/main.ts");
    const dir = workspace({ "a.sgs": WARN, "c.json": JSON.stringify({ rules: { SGS006: "off" } }) });
    const file = path.join(dir, "a.sgs");
    const writes: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const writeErr = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      expect(await main(["node", "jinnang", "lint", file, "--max-warnings", "0"])).toBe(1);
      expect(await main(["node", "jinnang", "lint", file, "--max-warnings", "0", "--config", path.join(dir, "c.json")])).toBe(0);
      expect(await main(["node", "jinnang", "lint", file, "--max-warnings", "x"])).toBe(2);
      expect(await main(["node", "jinnang", "lint", file, "--fix", "--dry-run"])).toBe(0);
      expect(await main(["node", "jinnang", "check", file, "--no-lint", "--format", "json"])).toBe(0);
      expect(await main(["node", "jinnang", "check", file, "--config", path.join(dir, "missing.json")])).toBe(2);
    } finally {
      process.stdout.write = write;
      process.stderr.write = writeErr;
    }
    expect(writes.join("")).toContain("more than --max-warnings 0");
  });

  test("an unreadable file: the error on stderr, no '✓ … no findings', exit 2 (as check)", async () => {
    const dir = workspace({ "a.sgs": CLEAN });
    const missing = path.join(dir, "missing.sgs");
    const out = await runLint([path.join(dir, "a.sgs"), missing]);
    expect(out.exitCode).toBe(2);
    expect(out.errors).toContain(`cannot read ${missing}: ENOENT (no such file)`);
    expect(out.text).not.toMatch(/✓/u);
    expect(out.text).toMatch(/✗ 1 file could not be read; 1 file linted, no findings/u);
    expect((await runCheck([path.join(dir, "a.sgs"), missing])).exitCode).toBe(2);
    // A folder given where a file is expected is unreadable too.
    mkdirSync(path.join(dir, "sub.sgs"));
    expect((await runLint([path.join(dir, "a.sgs"), path.join(dir, "sub.sgs", "x.sgs")])).exitCode).toBe(2);
  });

  test("a GBK-encoded or binary file: one E-ENCODING finding, exit 1, as check", async () => {
    const gbk = Buffer.from([...Buffer.from("扩展包 测试\n\n武将 测试 吴 男 4\n", "utf8"), 0xa1, 0xbc, 0xbf, 0xe0, 0xc8, 0xe2, 0xa1, 0xbd, 0x0a]);
    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x81, 0x00, 0x12]);
    const dir = workspace({ "gbk.sgs": gbk, "bin.sgs": binary });
    for (const name of ["gbk.sgs", "bin.sgs"]) {
      const file = path.join(dir, name);
      const out = await runLint([file], { format: "json" });
      const found = json(out.text);
      expect(found.map((f) => [f.ruleId, f.severity])).toEqual([["E-ENCODING", "error"]]);
      expect(out.exitCode).toBe(1);
      expect((await runCheck([file])).exitCode).toBe(out.exitCode);
      expect((await runLint([file])).text).not.toMatch(/no findings/u);
    }
    expect(json((await runLint([path.join(dir, "gbk.sgs")], { format: "json" })).text)[0].message).toMatch(/reads as GBK/u);
  });

  test("--fix on a read-only file: a clear message naming the file (no temporary file), exit 2, nothing written", async () => {
    const text = underGeneral("〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌。");
    const dir = workspace({ "ro.sgs": text });
    const file = path.join(dir, "ro.sgs");
    chmodSync(file, 0o444);
    const out = await runLint([file], { fix: true });
    expect(out.exitCode).toBe(2);
    expect(out.errors).toContain(`cannot fix ${file}: the file is read-only; nothing was written`);
    expect(out.errors).not.toMatch(/jinnang-fix-/u);
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(readdirSync(dir)).toEqual(["ro.sgs"]);
    expect(out.text).toMatch(/1 file could not be fixed/u);
  });

  test("需要使用【杀】/【闪】时❸ is not flagged by SGS002; without its mark SGS001 names the split", async () => {
    const dir = workspace({
      "a.sgs": underGeneral("〖测试〗当你需要使用【杀】/【闪】时❸，你可摸一张牌。"),
      "b.sgs": underGeneral("〖测试〗当你需要使用【杀】/【闪】时，你可摸一张牌。"),
    });
    const a = json((await runLint([path.join(dir, "a.sgs")], { format: "json" })).text).filter((f) => f.origin === "rule");
    expect(a).toEqual([]);
    const b = json((await runLint([path.join(dir, "b.sgs")], { format: "json" })).text).filter((f) => f.origin === "rule");
    expect(b.map((f) => f.ruleId)).toEqual(["SGS001"]);
  });
});

describe("jinnang.config.json", () => {
  test("found by walking up from the working folder; severities off|warn|error; overrides by glob", async () => {
    const dir = workspace({
      "jinnang.config.json": JSON.stringify({ rules: { SGS006: "error" }, overrides: [{ files: ["drafts/**"], rules: { "this-card-unbound": "off" } }] }),
      "packs/a.sgs": WARN,
      "drafts/b.sgs": WARN,
    });
    expect(findConfig(path.join(dir, "packs"))).toBe(path.join(dir, "jinnang.config.json"));
    const a = await runLint(["packs/a.sgs"], { cwd: path.join(dir, "packs"), format: "json" });
    expect(a.exitCode).toBe(2); // packs/a.sgs relative to packs/ does not exist
    const fromPacks = await runLint(["a.sgs"], { cwd: path.join(dir, "packs"), format: "json" });
    expect(json(fromPacks.text).map((f) => [f.ruleId, f.severity])).toEqual([["SGS006", "error"]]);
    expect(fromPacks.exitCode).toBe(1);
    const draft = await runLint(["drafts/b.sgs"], { cwd: dir, format: "json" });
    expect(json(draft.text)).toEqual([]);
    // --rule wins over the config.
    const cli = await runLint(["a.sgs"], { cwd: path.join(dir, "packs"), format: "json", rules: ["SGS006=warn"] });
    expect(json(cli.text).map((f) => f.severity)).toEqual(["warning"]);
  });

  test("files and ignores globs choose what a folder (or no input) lints; --config gives the file", async () => {
    const dir = workspace({
      "lint.json": JSON.stringify({ files: ["packs/**/*.sgs"], ignores: ["packs/old/**"] }),
      "packs/a.sgs": WARN,
      "packs/deep/b.sgs": WARN,
      "packs/old/c.sgs": WARN,
      "other/d.sgs": WARN,
    });
    const config = path.join(dir, "lint.json");
    const all = await runLint([], { cwd: dir, config, format: "json" });
    expect(new Set(json(all.text).map((f) => path.relative(dir, f.file)))).toEqual(new Set(["packs/a.sgs", "packs/deep/b.sgs"]));
    const folder = await runLint([path.join(dir, "packs")], { cwd: dir, config, format: "json" });
    expect(json(folder.text)).toHaveLength(2);
    const ignored = await runLint([path.join(dir, "packs", "old", "c.sgs")], { cwd: dir, config });
    expect(ignored.exitCode).toBe(0);
    expect(ignored.errors).toMatch(/is ignored by .*lint\.json/u);
  });

  test("a bad config is exit 2 with the reason: unknown rule, bad severity, bad JSON, unknown key", async () => {
    const cases: [unknown, RegExp][] = [
      [{ rules: { SGS999: "error" } }, /unknown rule "SGS999"/u],
      [{ rules: { SGS001: "loud" } }, /"loud" is not a severity \(off, warn or error\)/u],
      [{ rule: {} }, /unknown key "rule"/u],
      [{ files: "x" }, /files: expected an array of glob strings/u],
    ];
    for (const [content, message] of cases) {
      const dir = workspace({ "jinnang.config.json": JSON.stringify(content), "a.sgs": CLEAN });
      const out = await runLint(["a.sgs"], { cwd: dir });
      expect(out.exitCode).toBe(2);
      expect(out.errors).toMatch(message);
      expect((await runCheck([path.join(dir, "a.sgs")], { config: path.join(dir, "jinnang.config.json") })).exitCode).toBe(2);
    }
    const dir = workspace({ "jinnang.config.json": "{ rules: ", "a.sgs": CLEAN });
    expect(() => loadConfig(path.join(dir, "jinnang.config.json"))).toThrow(/not valid JSON/u);
  });
});

describe("inline suppressions", () => {
  test("with a reason: the finding is reported as suppressed (JSON, SARIF), not counted", async () => {
    const text = underGeneral("# jinnang-disable-next-line SGS006 -- 此牌 is the card that dealt the damage, by house rule", "〖测试〗当你受到伤害后，你可获得此牌。");
    const dir = workspace({ "a.sgs": text });
    const file = path.join(dir, "a.sgs");
    const out = await runLint([file], { format: "json", rules: ["SGS006=error"] });
    expect(out.exitCode).toBe(0);
    const [f] = json(out.text);
    expect(f.ruleId).toBe("SGS006");
    expect(f.suppressed).toEqual({ kind: "inSource", line: 4, justification: "此牌 is the card that dealt the damage, by house rule" });
    const sarif = JSON.parse((await runLint([file], { format: "sarif" })).text) as { runs: { results: { suppressions?: unknown[] }[] }[] };
    expect(sarif.runs[0].results[0].suppressions).toEqual([{ kind: "inSource", justification: "此牌 is the card that dealt the damage, by house rule" }]);
    expect((await runLint([file])).text).toMatch(/no findings; 1 suppressed/u);
  });

  test("without a reason it silences nothing and is itself an error; unused and unknown ones are reported", async () => {
    const text = underGeneral(
      "# jinnang-disable-next-line SGS006",
      "〖测试〗当你受到伤害后，你可获得此牌。",
      "# jinnang-disable-next-line SGS001 -- nothing to silence here",
      "〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。",
      "# jinnang-disable-next-line SGS404 -- no such rule",
      "〖闭月〗结束阶段开始时，你可摸一张牌。",
    );
    const dir = workspace({ "a.sgs": text });
    const out = await runLint([path.join(dir, "a.sgs")], { format: "json" });
    const found = json(out.text);
    expect(found.map((f) => [f.line, f.ruleId, f.severity, Boolean(f.suppressed)])).toEqual([
      [4, "L-SUPPRESS-REASON", "error", false],
      [5, "SGS006", "warning", false],
      [6, "L-SUPPRESS-UNUSED", "warning", false],
      [8, "L-SUPPRESS-UNKNOWN", "error", false],
    ]);
    expect(out.exitCode).toBe(1);
    // Configurable like rules.
    const relaxed = await runLint([path.join(dir, "a.sgs")], { format: "json", rules: ["L-SUPPRESS-REASON=warn", "L-SUPPRESS-UNKNOWN=off"] });
    expect(json(relaxed.text).map((f) => f.ruleId)).toEqual(["L-SUPPRESS-REASON", "SGS006", "L-SUPPRESS-UNUSED"]);
    expect(relaxed.exitCode).toBe(0);
  });

  test("a suppression applies to the next line with text, across blank and comment lines, by rule name too", async () => {
    const text = underGeneral("# jinnang-disable-next-line this-card-unbound -- meant", "", "# a note", "〖测试〗当你受到伤害后，你可获得此牌。");
    const dir = workspace({ "a.sgs": text });
    const found = json((await runLint([path.join(dir, "a.sgs")], { format: "json" })).text);
    expect(found.map((f) => [f.ruleId, Boolean(f.suppressed)])).toEqual([["SGS006", true]]);
  });
});

describe("--max-warnings and --fix --dry-run", () => {
  test("--max-warnings N: more than N warnings fail (exit 1)", async () => {
    const dir = workspace({ "a.sgs": WARN });
    const file = path.join(dir, "a.sgs");
    expect((await runLint([file], { maxWarnings: 1 })).exitCode).toBe(0);
    const over = await runLint([file], { maxWarnings: 0 });
    expect(over.exitCode).toBe(1);
    expect(over.text).toMatch(/0 errors, 1 warning \(more than --max-warnings 0\)/u);
    expect((await runLint([file], { maxWarnings: -1 })).exitCode).toBe(2);
  });

  test("--fix --dry-run prints a unified diff and writes nothing", async () => {
    const text = underGeneral("〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌。", "〖闭月〗结束阶段开始时,你可摸一张牌。");
    const dir = workspace({ "a.sgs": text });
    const file = path.join(dir, "a.sgs");
    const out = await runLint([file], { fix: true, dryRun: true });
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(out.text).toBe(
      `--- a/${file}\n+++ b/${file}\n@@ -1,6 +1,6 @@\n 扩展包 测试\n \n 武将 测试 吴 男 4\n` +
        "-〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌。\n+〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n" +
        "-〖闭月〗结束阶段开始时,你可摸一张牌。\n+〖闭月〗结束阶段开始时，你可摸一张牌。\n \n",
    );
    expect(out.errors).toContain("would fix 2 problems; nothing was written");
    expect(out.exitCode).toBe(0);
    expect((await runLint([file], { dryRun: true })).exitCode).toBe(2);
  });
});
