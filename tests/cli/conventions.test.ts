// Output conventions and bad input (issue #7 item 4): --version, colour, exit codes in --help, a
// closed pipe, -o and --log paths that cannot be written, option values out of range.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { Command } from "commander";
import { COMMANDS } from "../../cli/main.ts";
import { errnoWords, outputFolderProblem } from "../../cli/output.ts";
import { ROOT, jinnang, workspace } from "./helpers.ts";

const BAD = "扩展包 坏\n\n武将 甲 魏 男 4\n〖坏〗出牌阶段，你可乱来。\n";

describe("jinnang output conventions", () => {
  test("--version prints the package version", () => {
    const version = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
    for (const flag of ["--version", "-V"]) {
      const r = jinnang([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(`${version}\n`);
    }
  }, 60_000);

  test("every command's --help documents exit codes 0, 1 and 2", () => {
    for (const command of ["build", "check", "play", "sim", "lint", "explain"]) {
      const r = jinnang([command, "--help"]);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/Exit status:\n {2}0 {2}.+\n {2}1 {2}.+\n {2}2 {2}.+\n/u);
    }
    expect(jinnang(["--help"]).stdout).toMatch(/Exit status .*0 success, 1 the input has errors, 2 bad input/u);
  }, 120_000);

  test("jinnang --help lists each command (loaded on demand) with the command's own description", async () => {
    for (const [name, c] of Object.entries(COMMANDS)) {
      const program = new Command();
      (await c.load())(program, () => {});
      expect(program.commands.map((x) => [x.name(), x.description()])).toEqual([[name, c.description]]);
    }
  }, 60_000);

  test("colour: --color forces it, --no-color and NO_COLOR turn it off, a pipe has none by default", () => {
    const dir = workspace({ "bad.sgs": BAD });
    const file = path.join(dir, "bad.sgs");
    const esc = /\u001b\[/u;
    expect(jinnang(["check", file], { env: { NO_COLOR: "" } }).stdout).not.toMatch(esc);
    expect(jinnang(["check", file, "--color"]).stdout).toMatch(esc);
    expect(jinnang(["--color", "check", file]).stdout).toMatch(esc);
    expect(jinnang(["check", file, "--no-color"], { env: { FORCE_COLOR: "1", NO_COLOR: "" } }).stdout).not.toMatch(esc);
    expect(jinnang(["check", file], { env: { FORCE_COLOR: "1", NO_COLOR: "1" } }).stdout).not.toMatch(esc);
    expect(jinnang(["check", file], { env: { FORCE_COLOR: "1", NO_COLOR: "" } }).stdout).toMatch(esc);
  }, 120_000);

  test("a closed pipe (build … | head -1) ends quietly, without a stack trace", () => {
    const out = path.join(workspace({}), "dist");
    const r = spawnSync("sh", ["-c", `node bin/jinnang.mjs build skills/standard.sgs --no-lint -o '${out}' | true; node bin/jinnang.mjs --help | head -c 1 >/dev/null`], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(r.stderr).not.toMatch(/EPIPE|at .*\.mjs:\d+/u);
    expect(r.status).toBe(0);
  }, 120_000);
});

describe("bad input: a message in words, exit status 2", () => {
  test("build -o: an existing file, a path under a file, an empty name", () => {
    const dir = workspace({ "taken.txt": "x" });
    const file = path.join(dir, "taken.txt");
    const cases: [string, RegExp][] = [
      [file, /^jinnang build: -o .*taken\.txt: it is a file, not a folder/u],
      [path.join(file, "sub"), /^jinnang build: -o .*taken\.txt\/sub: .*taken\.txt is a file, so no folder can be made under it\n$/u],
      ["", /^jinnang build: -o needs a folder name, got an empty string\n$/u],
    ];
    for (const [out, message] of cases) {
      const r = jinnang(["build", "skills/standard.sgs", "-o", out]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/EEXIST|ENOTDIR|EACCES|no such file: $/u);
    }
  }, 120_000);

  test("build -o: an unwritable folder (as a non-root user; the check itself is tested on its words)", () => {
    expect(errnoWords({ code: "EACCES" })).toBe("permission denied");
    expect(errnoWords({ code: "EROFS" })).toBe("the file system is read-only");
    if (process.getuid?.() === 0) return; // root writes anywhere
    const dir = path.join(workspace({}), "locked");
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    expect(outputFolderProblem(path.join(dir, "out"))).toMatch(/cannot write in .*locked \(permission denied\)$/u);
    const r = jinnang(["build", "skills/standard.sgs", "-o", path.join(dir, "out")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/permission denied/u);
  }, 60_000);

  test("play: --role-set 7, --players 3, --pack nope.js (the user's path), --log to an unwritable path fails before the game", () => {
    const roleSet = jinnang(["play", "--role-set", "7"]);
    expect(roleSet.status).toBe(2);
    expect(roleSet.stderr).toBe('jinnang play: --role-set must be 0 or 1, got "7"\n');
    expect(jinnang(["play", "--role-set", "1", "--players", "5"]).stderr).toMatch(/--role-set 1 is for 6 or 8 players/u);
    expect(jinnang(["play", "--players", "3"]).status).toBe(2);
    const nope = jinnang(["play", "--pack", "nope.js"]);
    expect(nope.status).toBe(2);
    expect(nope.stderr).toBe("jinnang play: no such pack file or folder: nope.js\n");
    const dir = workspace({ "file.txt": "x" });
    const started = Date.now();
    const log = jinnang(["play", "--log", path.join(dir, "file.txt", "game.json")]);
    expect(log.status).toBe(2);
    expect(log.stderr).toMatch(/^jinnang play: --log .*file\.txt\/game\.json: cannot write it \(a part of the path is a file, not a folder\)\n$/u);
    expect(log.stdout).toBe(""); // no game was played
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(jinnang(["play", "--log", dir]).stderr).toMatch(/--log .*: it is a folder, not a file/u);
    expect(jinnang(["play", "--human", "9", "--players", "4"]).stderr).toBe('jinnang play: --human must be a seat from 1 to 4, got "9"\n');
    expect(jinnang(["play", "--general", "9=曹操", "--players", "4"]).stderr).toMatch(/seat 9 is not in a 4-player game/u);
  }, 180_000);

  test("play --pack: a folder without .sgs files, a file that is not a pack", () => {
    const dir = workspace({ "notes.txt": "x", "bad.js": "export default 1;\n" });
    expect(jinnang(["play", "--pack", dir]).stderr).toMatch(/^jinnang play: no \.sgs files in the folder /u);
    expect(jinnang(["play", "--pack", path.join(dir, "notes.txt")]).stderr).toMatch(/is not a pack: give a \.sgs source/u);
    const js = jinnang(["play", "--pack", path.join(dir, "bad.js")]);
    expect(js.status).toBe(2);
    expect(js.stderr).toMatch(/bad\.js is not a pack bundle/u);
    writeFileSync(path.join(dir, "broken.sgs"), BAD);
    const broken = jinnang(["play", "--pack", path.join(dir, "broken.sgs")]);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/broken\.sgs:4:\d+: error/u);
  }, 120_000);
});
