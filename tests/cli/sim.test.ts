// `jinnang sim`: the result does not depend on the number of worker threads (issue #7 item 2).
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { jinnang, workspace } from "./helpers.ts";

let bundle = "";

beforeAll(() => {
  // A built pack loads in a worker at once (no compiling per run).
  const out = path.join(workspace({}), "dist");
  const r = jinnang(["build", "skills/standard.sgs", "--no-lint", "-o", out]);
  expect(r.status).toBe(0);
  bundle = path.join(out, "standard.js");
}, 120_000);

const withoutTiming = (json: string): unknown => {
  const report = JSON.parse(json) as Record<string, unknown>;
  delete report["timing"];
  return report;
};

describe("jinnang sim", () => {
  // 200 games of 4 players, each capped at 5 turns: full games (≈21 turns each) would take over a
  // minute for the two runs on two shared cores; the cap keeps the test near 30 s and still plays
  // every game's setup, choices and first rounds (a few games end within it).
  test("1 and 3 workers give the same JSON (apart from timing) over 200 games", () => {
    const args = ["sim", "--games", "200", "--players", "4", "--seed", "42", "--max-turns", "5", "--pack", bundle, "--format", "json"];
    const one = jinnang([...args, "--workers", "1"]);
    const three = jinnang([...args, "--workers", "3"]);
    expect(one.status).toBe(0);
    expect(three.status).toBe(0);
    expect(one.stdout.trim().split("\n")).toHaveLength(1);
    const a = withoutTiming(one.stdout) as { games: number; outcomes: Record<string, number>; winRates: { byRole: Record<string, { games: number; low: number; high: number }> }; stuck: { replay: string }[] };
    expect(withoutTiming(three.stdout)).toEqual(a);
    expect(a.games).toBe(200);
    expect(Object.values(a.outcomes).reduce((x, y) => x + y, 0)).toBe(200);
    expect(a.stuck.length).toBeGreaterThan(0);
    expect(a.stuck[0].replay).toMatch(/^jinnang play --players 4 --seed 42#\d+ --max-turns 5 --pack /u);
    const timing = (JSON.parse(three.stdout) as { timing: { workers: number; gamesPerSecond: number } }).timing;
    expect(timing.workers).toBe(3);
    expect(timing.gamesPerSecond).toBeGreaterThan(0);
  }, 180_000);

  test("text report: win rates by role and general with intervals, skills per game, crashed and stuck games; --general seats a general in every game", () => {
    const r = jinnang(["sim", "--games", "8", "--players", "4", "--workers", "2", "--seed", "3", "--pack", bundle, "--general", "诸葛亮"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^8 games, 4 players, seed 3, packs: 标准版\n/u);
    expect(r.stdout).toMatch(/win rate by role \(over \d+ decided games; 95% Wilson interval\):\n {2}主公/u);
    expect(r.stdout).toMatch(/ {2}诸葛亮.+ \d+\.\d%  \[\d+\.\d%, \d+\.\d%\]  \d+\/\d+\n/u);
    expect(r.stdout).toMatch(/skill activations per game:\n {2}〖/u);
    expect(r.stdout).toMatch(/crashed games: \d+/u);
    expect(r.stdout).toMatch(/stuck games \(turn cap\): \d+/u);
    expect(r.stdout).toMatch(/[\d.]+ games\/s \([\d.]+ s on 2 workers\)\n$/u);
    // Piped stderr: no progress bar.
    expect(r.stderr).toBe("");
  }, 120_000);

  test("bad input: exit 2 with a message", () => {
    expect(jinnang(["sim", "--games", "0"]).stderr).toBe('jinnang sim: --games must be a whole number from 1, got "0"\n');
    const unknown = jinnang(["sim", "--games", "3", "--pack", bundle, "--general", "无名氏"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^jinnang sim: no general named 无名氏 in the packs \(25 generals\)/u);
    expect(jinnang(["sim", "--games", "3", "--format", "xml"]).status).toBe(2);
  }, 120_000);
});
