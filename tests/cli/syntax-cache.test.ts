// `jinnang check`/`build`/`play` keep what the grammar read from each pack text in a disk cache
// (cli/syntaxCache.ts): a second run reads nothing it has read before, says the same, and a
// damaged or switched-off cache changes nothing but the time.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { jinnang, workspace } from "./helpers.ts";

const entriesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((b) => /^[0-9a-f]{16}$/.test(b)).flatMap((build) => readdirSync(path.join(dir, build)).map((f) => path.join(dir, build, f))) : [];

describe("the syntax cache", () => {
  const pack = workspace({
    "new.sgs": "武将 新将 魏 男 4\n〖苦练〗出牌阶段限一次，你可失去1点体力▶你摸两张牌。\n〖错字〗出牌阶段，你可失去1点体力▶你摸两张排。\n",
  });
  const file = path.join(pack, "new.sgs");

  test("a second check reads from the cache and reports the same", () => {
    const cache = mkdtempSync(path.join(tmpdir(), "jinnang-cache-"));
    const env = { JINNANG_CACHE_DIR: cache };
    const first = jinnang(["check", file, "skills/standard.sgs"], { env });
    expect(first.status).toBe(1);
    expect(first.stdout).toContain("unknown word “排”");
    const entries = entriesIn(cache);
    expect(entries.filter((e) => e.endsWith(".bin"))).toHaveLength(2); // one per pack text
    const second = jinnang(["check", file, "skills/standard.sgs"], { env });
    expect(second.stdout).toBe(first.stdout);
    expect(second.status).toBe(1);
    expect(entriesIn(cache)).toEqual(entries);
  });

  test("a damaged entry is read again, not trusted", () => {
    const cache = mkdtempSync(path.join(tmpdir(), "jinnang-cache-"));
    const env = { JINNANG_CACHE_DIR: cache };
    const first = jinnang(["check", file, "skills/standard.sgs"], { env });
    for (const e of entriesIn(cache)) writeFileSync(e, "not a reading");
    const again = jinnang(["check", file, "skills/standard.sgs"], { env });
    expect(again.stdout).toBe(first.stdout);
    expect(again.status).toBe(1);
  });

  test("a new build removes only other builds' folders, never other files in JINNANG_CACHE_DIR", () => {
    const cache = mkdtempSync(path.join(tmpdir(), "jinnang-cache-"));
    const oldBuild = path.join(cache, "0123456789abcdef");
    mkdirSync(oldBuild);
    writeFileSync(path.join(oldBuild, "stale.bin"), "old");
    writeFileSync(path.join(cache, "notes.txt"), "mine");
    mkdirSync(path.join(cache, "photos"));
    expect(jinnang(["check", "skills/standard.sgs"], { env: { JINNANG_CACHE_DIR: cache } }).status).toBe(0);
    expect(existsSync(oldBuild)).toBe(false);
    expect(existsSync(path.join(cache, "notes.txt"))).toBe(true);
    expect(existsSync(path.join(cache, "photos"))).toBe(true);
  });

  test("JINNANG_CACHE=off writes nothing", () => {
    const cache = mkdtempSync(path.join(tmpdir(), "jinnang-cache-"));
    const r = jinnang(["check", "skills/standard.sgs"], { env: { JINNANG_CACHE_DIR: cache, JINNANG_CACHE: "off" } });
    expect(r.status).toBe(0);
    expect(entriesIn(cache)).toEqual([]);
  });
});
