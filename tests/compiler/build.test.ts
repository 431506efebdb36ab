// `jinnang build`: diagnostics print file:line:col with a code frame, errors exit 1 and leave
// the output folder untouched; success writes dist/<name>.js, a self-contained ES module.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { runBuild } from "../../cli/commands/build.ts";
import { main } from "../../cli/main.ts";
import type { Pack } from "../../runtime/index.ts";
import { SLICE_SKILLS, sliceOfCorpus } from "./helpers.ts";

function workspace(): string {
  return mkdtempSync(path.join(tmpdir(), "jinnang-build-test-"));
}

const BAD_DECK = "扩展包 坏\n\n牌 【杀】 基本牌\n\n牌堆 坏\n【杀】 ♠7\n【雷杀】 ♣5\n";

describe("jinnang build", () => {
  test("success writes dist/standard.js with the slice's skills and the 108 cards", async () => {
    const dir = workspace();
    const input = path.join(dir, "standard.sgs");
    writeFileSync(input, sliceOfCorpus(), "utf8");
    const out = path.join(dir, "dist");
    const result = await runBuild([input], out, false);
    expect(result.exitCode).toBe(0);
    expect(result.text).toMatch(/1 pack built into/u);
    expect(readdirSync(out)).toEqual(["standard.js"]);
    const js = readFileSync(path.join(out, "standard.js"), "utf8");
    expect(js).not.toMatch(/^\s*import /mu); // type imports vanished: self-contained
    const pack = ((await import(pathToFileURL(path.join(out, "standard.js")).href)) as { default: Pack }).default;
    expect(pack.name).toBe("标准版");
    for (const name of SLICE_SKILLS) expect(pack.skills.some((s) => s.name === name)).toBe(true);
    expect(pack.decks[0].cards).toHaveLength(108);
    expect(readdirSync(dir).filter((f) => f.startsWith(".jinnang-build-"))).toEqual([]);
  });

  test("an error prints file:line:col and a code frame, exits 1 and leaves the output folder untouched", async () => {
    const dir = workspace();
    const good = path.join(dir, "a.sgs");
    const bad = path.join(dir, "b.sgs");
    writeFileSync(good, sliceOfCorpus(), "utf8");
    writeFileSync(bad, BAD_DECK, "utf8");
    const out = path.join(dir, "dist");
    mkdirSync(out);
    writeFileSync(path.join(out, "old.js"), "export default 1;\n", "utf8");
    const result = await runBuild([good, bad], out, false);
    expect(result.exitCode).toBe(1);
    expect(result.text).toContain(`${bad}:7:1: error[E-UNKNOWN-CARD]`);
    expect(result.text).toMatch(/> 7 \| 【雷杀】 ♣5/u);
    expect(result.text).toMatch(/build failed \(1 error/u);
    expect(readdirSync(out)).toEqual(["old.js"]);
    expect(readFileSync(path.join(out, "old.js"), "utf8")).toBe("export default 1;\n");
    expect(readdirSync(dir).sort()).toEqual(["a.sgs", "b.sgs", "dist"]);
  });

  test("a folder expands to its .sgs files", async () => {
    const dir = workspace();
    const src = path.join(dir, "packs");
    mkdirSync(src);
    writeFileSync(path.join(src, "standard.sgs"), sliceOfCorpus(), "utf8");
    writeFileSync(path.join(src, "notes.txt"), "not a pack", "utf8");
    const out = path.join(dir, "dist");
    const result = await runBuild([src], out, false);
    expect(result.exitCode).toBe(0);
    expect(readdirSync(out)).toEqual(["standard.js"]);
  });

  test("a missing input is a diagnostic, not a stack trace", async () => {
    const dir = workspace();
    const result = await runBuild([path.join(dir, "nope.sgs")], path.join(dir, "dist"), false);
    expect(result.exitCode).toBe(1);
    expect(result.text).toContain("error[E-READ]");
    expect(result.text).not.toMatch(/\n\s+at /u);
  });

  test("the CLI sets exit status 1 on errors", async () => {
    const dir = workspace();
    const bad = path.join(dir, "b.sgs");
    writeFileSync(bad, BAD_DECK, "utf8");
    const writes: string[] = [];
    const original = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      writes.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    let code: number;
    try {
      code = await main(["node", "jinnang", "build", bad, "-o", path.join(dir, "dist")]);
    } finally {
      process.stdout.write = original;
    }
    expect(code).toBe(1);
    expect(writes.join("")).toContain("error[E-UNKNOWN-CARD]");
    expect(readdirSync(dir)).toEqual(["b.sgs"]);
  });
});
