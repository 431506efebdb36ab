// `jinnang check <file|dir>…`: packs are read and checked as one program (each sees the others'
// card and skill names) and nothing is written; --format json gives one array of
// {file, line, column, endLine, endColumn, severity, code, message} (1-based, columns in
// characters); --strict makes warnings fail; --allow-partial turns skills the compiler cannot
// honour into warnings; exit 0/1/2 (2: an input could not be read).
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { runCheck } from "../../cli/commands/check.ts";
import { REPO_ROOT } from "../support/paths.ts";

function workspace(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jinnang-check-test-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const GENERAL = "武将 测试 魏 男 4\n";
const OK = `${GENERAL}〖试炼〗结束阶段开始时，你可摸一张牌。\n`;
/** A skill the lowering refuses (E-UNSUPPORTED): an ordinal in an effect. */
const UNSUPPORTED = `${GENERAL}〖试炼〗出牌阶段限一次，你可弃置一张牌▶你获得你第一次弃置的牌。\n`;
const CARDS = "扩展包 新牌\n\n牌 【雷击】 锦囊牌·普通锦囊牌\n使用时机：出牌阶段。\n使用目标：一名其他角色。\n作用效果：你对目标对应的角色造成1点雷电伤害。\n\n武将 张角 群 男 3\n〖雷咒〗出牌阶段限一次，你可弃置一张手牌▶你摸一张牌。\n";
const USES_CARDS = "扩展包 新武将\n\n武将 测试 魏 男 4\n〖试炼〗当你成为【雷击】的目标时，你可摸一张牌。\n〖传道〗准备阶段开始时，你可获得〖雷咒〗。\n";

interface Record_ {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
  code: string;
  message: string;
}

describe("jinnang check", () => {
  test("a clean pack: exit 0, a summary line, nothing written", async () => {
    const dir = workspace({ "a.sgs": OK });
    const out = await runCheck([path.join(dir, "a.sgs")]);
    expect(out).toMatchObject({ exitCode: 0, errors: "" });
    expect(out.text).toBe("✓ 1 pack checked (0 errors, 0 warnings)\n");
    expect(readdirSync(dir)).toEqual(["a.sgs"]);
  });

  test("errors print file:line:col, code, message and a code frame; exit 1", async () => {
    const dir = workspace({ "a.sgs": `${GENERAL}〖试炼〗出牌阶段限一次，你可令其摸一张牌。\n` });
    const file = path.join(dir, "a.sgs");
    const out = await runCheck([file]);
    expect(out.exitCode).toBe(1);
    expect(out.text).toContain(`${file}:2:16: error[E-SCOPE]: 其 names no player here`);
    expect(out.text).toContain("> 2 | 〖试炼〗出牌阶段限一次，你可令其摸一张牌。");
    expect(out.text).toMatch(/✗ 1 pack checked \(1 error, 0 warnings\)\n$/u);
  });

  test("--format json: one array of records, 1-based, columns in characters", async () => {
    // 𠀋 (U+2000B) is one character but two UTF-16 units: the column after it counts it once.
    const dir = workspace({ "a.sgs": `${GENERAL}〖𠀋〗出牌阶段限一次，你可令其摸一张牌。\n` });
    const file = path.join(dir, "a.sgs");
    const out = await runCheck([file], { format: "json" });
    expect(out.exitCode).toBe(1);
    const records = JSON.parse(out.text) as Record_[];
    expect(records).toEqual([
      { file, line: 2, column: 15, endLine: 2, endColumn: 16, severity: "error", code: "E-SCOPE", message: "其 names no player here: no player was named before it" },
    ]);
    const clean = await runCheck([path.join(workspace({ "b.sgs": OK }), "b.sgs")], { format: "json" });
    expect(JSON.parse(clean.text)).toEqual([]);
  });

  test("--allow-partial makes a skill the compiler cannot honour a warning; --strict makes warnings fail", async () => {
    const file = path.join(workspace({ "a.sgs": UNSUPPORTED }), "a.sgs");
    expect((await runCheck([file])).exitCode).toBe(1);
    const partial = await runCheck([file], { allowPartial: true, format: "json" });
    expect(partial.exitCode).toBe(0);
    expect((JSON.parse(partial.text) as Record_[]).map((r) => [r.severity, r.code])).toEqual([["warning", "W-NOT-COMPILED"]]);
    const strict = await runCheck([file], { allowPartial: true, strict: true });
    expect(strict.exitCode).toBe(1);
    expect(strict.text).toMatch(/0 errors, 1 warning\) \(--strict: warnings fail\)/u);
  });

  test("packs are one program: a name resolves in its own pack, then in the others", async () => {
    const dir = workspace({ "a.sgs": CARDS, "b.sgs": USES_CARDS });
    const together = await runCheck([path.join(dir, "a.sgs"), path.join(dir, "b.sgs")], { format: "json" });
    expect(JSON.parse(together.text)).toEqual([]);
    expect(together.exitCode).toBe(0);
    const alone = await runCheck([path.join(dir, "b.sgs")], { format: "json" });
    expect((JSON.parse(alone.text) as Record_[]).map((r) => [r.code, r.line])).toEqual([
      ["E-UNKNOWN-CARD", 4],
      ["E-UNKNOWN-SKILL", 5],
    ]);
  });

  test("a folder expands to its .sgs files", async () => {
    const dir = workspace({ "packs/a.sgs": CARDS, "packs/b.sgs": USES_CARDS, "packs/notes.txt": "not a pack" });
    const out = await runCheck([path.join(dir, "packs")]);
    expect(out.exitCode).toBe(0);
    expect(out.text).toBe("✓ 2 packs checked (0 errors, 0 warnings)\n");
  });

  test("an input that cannot be read: exit 2, said on stderr; the other inputs are still checked", async () => {
    const dir = workspace({ "a.sgs": `${GENERAL}〖试炼〗出牌阶段限一次，你可令其摸一张牌。\n` });
    const missing = path.join(dir, "missing.sgs");
    const out = await runCheck([path.join(dir, "a.sgs"), missing]);
    expect(out.exitCode).toBe(2);
    expect(out.errors).toBe(`jinnang check: cannot read ${missing}: no such file\n`);
    expect(out.text).toContain("error[E-SCOPE]");
    expect((await runCheck([dir], { format: "xml" })).exitCode).toBe(2);
    expect((await runCheck([path.join(dir, "empty")])).exitCode).toBe(2);
  });

  test("a file that is not UTF-8 gets one E-ENCODING and nothing else", async () => {
    const gbk = Buffer.from("d5c5b7c920caf120c4d020340a", "hex"); // 张飞 蜀 男 4, in GBK
    const file = path.join(workspace({ "gbk.sgs": gbk }), "gbk.sgs");
    const out = await runCheck([file], { format: "json" });
    expect(out.exitCode).toBe(1);
    const records = JSON.parse(out.text) as Record_[];
    expect(records.map((r) => [r.code, r.line, r.column])).toEqual([["E-ENCODING", 1, 1]]);
    expect(records[0].message).toContain("save it as UTF-8");
  });

  test("the standard pack checks clean", async () => {
    const out = await runCheck([path.join(REPO_ROOT, "skills", "standard.sgs")]);
    expect(out).toMatchObject({ exitCode: 0, errors: "" });
  });

  test("the command line: `jinnang check --format json` through bin/jinnang.mjs", () => {
    const dir = workspace({ "a.sgs": OK, "b.sgs": UNSUPPORTED });
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, "bin", "jinnang.mjs"), "check", ...args], { encoding: "utf8", cwd: dir });
    // Two runs (each process loads the grammar): the options reach runCheck, the status the shell.
    const bad = run("a.sgs", "b.sgs");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("b.sgs:2:24: error[E-UNSUPPORTED]");
    const partial = run("b.sgs", "--allow-partial", "--strict", "--format", "json");
    expect(partial.status).toBe(1);
    expect((JSON.parse(partial.stdout) as Record_[]).map((r) => r.code)).toEqual(["W-NOT-COMPILED"]);
  }, 60_000);
});

describe("jinnang build reads its inputs the same way", () => {
  test("a file that is not UTF-8: one E-ENCODING, exit 1, nothing written", async () => {
    const { runBuild } = await import("../../cli/commands/build.ts");
    const dir = workspace({ "gbk.sgs": Buffer.from("d5c5b7c920caf120c4d020340a", "hex") });
    const out = path.join(dir, "dist");
    const result = await runBuild([path.join(dir, "gbk.sgs")], out, false);
    expect(result.exitCode).toBe(1);
    expect(result.text.match(/error\[/gu)).toHaveLength(1);
    expect(result.text).toContain(`${path.join(dir, "gbk.sgs")}:1:1: error[E-ENCODING]`);
    expect(readdirSync(dir)).toEqual(["gbk.sgs"]);
  });
});
