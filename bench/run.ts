// `npm run bench`: speed and memory of the compiler and the runtime, measured here rather
// than in timed tests. Prints one line per measurement (`--json`: one JSON object); ratios
// stay meaningful on a noisy machine where absolute times do not.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { execFileSync, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { compileSource, loadPackFromSource } from "../compiler/index.ts";
import { createGame, type Pack } from "../runtime/index.ts";
import handWritten from "../tests/fixtures/standardSlice.ts";
import { sliceOfCorpus } from "../tests/compiler/helpers.ts";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const standardFile = path.join(root, "skills", "standard.sgs");
const standard = readFileSync(standardFile, "utf8");

const asJson = process.argv.includes("--json");
const results: Record<string, string> = {};

function report(name: string, value: string): void {
  results[name] = value;
  if (!asJson) process.stdout.write(`${name.padEnd(52)} ${value}\n`);
}

/** CPU seconds used by finished children of this process (Linux /proc; null elsewhere). */
function childrenCpu(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const fields = readFileSync("/proc/self/stat", "utf8").slice(readFileSync("/proc/self/stat", "utf8").lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of stat (cutime, cstime), counted from field 3 after the command name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** One run of a command in a fresh process: its CPU time where the system tells, else wall time (ms). */
function coldRun(args: readonly string[], env: Record<string, string> = {}): number {
  const before = childrenCpu();
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: "ignore", env: { ...process.env, ...env } });
  const wall = performance.now() - t;
  if (r.status !== 0 && r.status !== 1) throw new Error(`bench: ${args.join(" ")} exited ${r.status}`);
  const after = childrenCpu();
  return before === null || after === null ? wall : (after - before) * 1000;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timeIt(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** A synthetic pack: the standard pack's generals repeated with renamed skills. */
function syntheticPack(copies: number): string {
  const lines = standard.split("\n");
  const generalBlocks: string[] = [];
  let block: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith("武将 ")) {
      block = [line];
      generalBlocks.push("");
    } else if (block && line.startsWith("〖")) {
      block.push(line);
    } else if (block) {
      generalBlocks[generalBlocks.length - 1] = block.join("\n");
      block = null;
    }
    if (line.startsWith("# ———— 游戏牌")) break;
  }
  const rest = standard.slice(standard.indexOf("# ———— 游戏牌"));
  const out: string[] = ["扩展包 合成", ""];
  for (let i = 0; i < copies; i++) {
    for (const g of generalBlocks.filter(Boolean)) {
      out.push(
        g
          .replace(/^武将 (\S+)/, (_m, name: string) => `武将 ${name}${i}`)
          .replace(/〖([^〗]+)〗/g, (_m, name: string) => `〖${name}${i}〗`)
          .replace(/ 主公$/m, ""),
      );
      out.push("");
    }
  }
  return out.join("\n") + "\n" + rest;
}

function countSkills(text: string): number {
  return (text.match(/^〖/gm) ?? []).length;
}

function gamesPerSecond(pack: Pack, players: number, games: number): number {
  const ms = timeIt(() => {
    // A simulation: a throwing handler is contained (logged, its event ends), as in `jinnang play`.
    for (let seed = 1; seed <= games; seed++) createGame({ packs: [pack], players, seed, faults: "contain" }).play();
  });
  return (games / ms) * 1000;
}

async function main(): Promise<void> {
  // 1. Cold commands, each a fresh process, interleaved over rounds (median), as ratios to a
  // bare `node -e 0` (the floor). "cached": a second run with the CLI's syntax cache primed.
  const cli = path.join(root, "bin", "jinnang.mjs");
  const out = path.join(root, ".bench-dist");
  const cache = mkdtempSync(path.join(os.tmpdir(), "jinnang-bench-cache-"));
  const off = { JINNANG_CACHE: "off" };
  const warmCache = { JINNANG_CACHE_DIR: cache };
  const commands: { name: string; args: string[]; env?: Record<string, string> }[] = [
    { name: "node -e 0 (floor)", args: ["-e", "0"] },
    { name: "jinnang --help", args: [cli, "--help"] },
    { name: "jinnang check standard, no cache", args: [cli, "check", standardFile], env: off },
    { name: "jinnang check standard, cached", args: [cli, "check", standardFile], env: warmCache },
    { name: "jinnang build standard, no cache", args: [cli, "build", standardFile, "-o", out], env: off },
    { name: "jinnang build standard, cached", args: [cli, "build", standardFile, "-o", out], env: warmCache },
  ];
  for (const c of commands) coldRun(c.args, c.env); // a current CLI bundle, a primed cache
  const times = commands.map(() => [] as number[]);
  for (let round = 0; round < 5; round++) commands.forEach((c, i) => times[i].push(coldRun(c.args, c.env)));
  const floor = median(times[0]);
  const unit = childrenCpu() === null ? "ms wall" : "ms CPU";
  commands.forEach((c, i) => {
    const m = median(times[i]);
    report(`cold: ${c.name}`, i === 0 ? `${m.toFixed(0)} ${unit}` : `${m.toFixed(0)} ${unit}, ${(m / floor).toFixed(1)}× the floor`);
  });
  rmSync(cache, { recursive: true, force: true });

  // 2. Warm compile of the standard pack, in process.
  await compileSource(standard, "standard.sgs");
  const warm = await timeAsync(() => compileSource(standard, "standard.sgs"));
  report("compile standard pack, warm", `${warm.toFixed(1)} ms`);

  // 3. Throughput and growth on synthetic packs.
  // Small enough that the whole bench stays within a few minutes (parsing is ~100–200 skills/s).
  const sizes = [5, 10, 20];
  const rates: number[] = [];
  for (const copies of sizes) {
    const text = syntheticPack(copies);
    const skills = countSkills(text);
    const ms = await timeAsync(() => compileSource(text, "synthetic.sgs"));
    rates.push(ms / skills);
    report(`compile synthetic pack, ${skills} skill lines`, `${ms.toFixed(0)} ms, ${((skills / ms) * 1000).toFixed(0)} skills/s`);
  }
  report("growth: ms/skill largest ÷ smallest (1.0 = linear)", (rates[rates.length - 1] / rates[0]).toFixed(2));

  // 4. Runtime: compiled handlers against equivalent hand-written ones. The hand-written
  // fixture covers the issue-#2 slice, so it races the compiled slice of the corpus: the two
  // play identical games (tests/compiler/equivalence.test.ts), only the handlers differ.
  const compiledSlice = await loadPackFromSource(sliceOfCorpus(), "standard.sgs");
  gamesPerSecond(compiledSlice, 5, 20); // warm-up
  gamesPerSecond(handWritten, 5, 20);
  const games = 200;
  const sliceRate = gamesPerSecond(compiledSlice, 5, games);
  const handRate = gamesPerSecond(handWritten, 5, games);
  report("identity games/s, 5 players, compiled slice", sliceRate.toFixed(1));
  report("identity games/s, 5 players, hand-written slice", handRate.toFixed(1));
  report("compiled ÷ hand-written speed (1.0 = equal)", (sliceRate / handRate).toFixed(3));

  // 5. The whole standard pack (every skill and card).
  const compiled = await loadPackFromSource(standard, "standard.sgs");
  gamesPerSecond(compiled, 5, 20);
  report("identity games/s, 5 players, whole standard pack", gamesPerSecond(compiled, 5, games).toFixed(1));
  report("identity games/s, 8 players, whole standard pack", gamesPerSecond(compiled, 8, 100).toFixed(1));

  // 6. Memory after the runs.
  const mem = process.memoryUsage();
  report("heap used / rss", `${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB / ${(mem.rss / 2 ** 20).toFixed(0)} MiB`);
}

await main();
if (asJson) process.stdout.write(`${JSON.stringify(results)}\n`);
