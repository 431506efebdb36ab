// `jinnang sim --games N [--players P] [--workers K] [--seed S] [--pack …] [--general NAME]
// [--format text|json]`: N seeded identity-mode games with random agents on K worker threads;
// win rates by role and general (95% Wilson intervals), skill activations per game, average
// turns, crashed and stuck games with the command that replays each, games per second.
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Command } from "commander";
import type { PlayerId } from "../../runtime/index.ts";
import { loadPacks, playabilityProblem, projectRoot, runGameCommand, UsageError } from "../packs.ts";
import { exitCodes, useColor } from "../output.ts";
import { formatReport, summarize, seatsFor, type GameSummary, type SimSettings } from "../sim.ts";
import type { FromWorker, ToWorker, WorkerData } from "../sim-worker.ts";
import { checkGeneral, parsePlayers } from "./play.ts";

interface SimOptions {
  readonly games: string;
  readonly players: string;
  readonly workers?: string;
  readonly seed: string;
  readonly pack: string[];
  readonly standard: boolean;
  readonly general: string[];
  readonly roleSet: string;
  readonly maxTurns: string;
  readonly format: string;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

const wholeNumber = (text: string, flag: string, min: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(text);
  if (!/^\d+$/u.test(text.trim()) || n < min || n > max) throw new UsageError(`jinnang sim: ${flag} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}, got "${text}"`);
  return n;
};

export function registerSim(program: Command, setExit: (code: number) => void): void {
  const command = program
    .command("sim")
    .description("play many seeded games with random agents on worker threads and report win rates, skill use, crashed and stuck games")
    .requiredOption("-n, --games <n>", "number of games")
    .option("-p, --players <n>", "players per game, 4–10", "5")
    .option("-w, --workers <k>", "worker threads (default: the cores there are); the result is the same for any number")
    .option("-s, --seed <seed>", "base seed: game i is played with the seed SEED#i", "1")
    .option("--pack <file|dir>", "a pack to play with (repeatable), as for play", collect, [])
    .option("--no-standard", "do not add the standard pack (as for play)")
    .option("--general <name>", "seat this general in every game (repeatable), rotating through the seats; SEAT=NAME fixes the seat", collect, [])
    .option("--role-set <k>", "for 6 or 8 players: 0 or 1 (4.1.1.2)", "0")
    .option("--max-turns <n>", "a game longer than this is stopped and reported as stuck", "1000")
    .option("--format <format>", "text or json (one JSON object)", "text")
    .action((opts: SimOptions) => runGameCommand("sim", () => runSim(opts), setExit));
  exitCodes(command, {
    0: "every game was played (crashed and stuck games are reported, not failures)",
    1: "a pack does not compile (its diagnostics are on stderr), or a worker thread failed",
    2: "bad input: an option out of range, a missing pack, a pack that cannot play, an unknown general",
  });
}

/** The worker entry: the bundled build/sim-worker.mjs (tools/bundle-cli.mjs), or the source under tsx. */
function workerEntry(): { file: string; execArgv: string[] } {
  const built = path.join(projectRoot, "build", "sim-worker.mjs");
  if (import.meta.url.endsWith(".mjs") && existsSync(built)) return { file: built, execArgv: [] };
  return { file: path.join(projectRoot, "cli", "sim-worker.ts"), execArgv: ["--import", "tsx"] };
}

const shellQuote = (s: string) => (/^[\w./#=:@+-]+$/u.test(s) ? s : `'${s.replace(/'/gu, `'\\''`)}'`);

async function runSim(opts: SimOptions): Promise<number> {
  const cmd = "jinnang sim";
  const games = wholeNumber(opts.games, "--games", 1);
  const players = parsePlayers(opts.players, cmd);
  const workers = opts.workers === undefined ? Math.max(1, os.availableParallelism()) : wholeNumber(opts.workers, "--workers", 1, 256);
  const maxTurns = wholeNumber(opts.maxTurns, "--max-turns", 1);
  if (opts.format !== "text" && opts.format !== "json") throw new UsageError(`${cmd}: --format must be text or json, got "${opts.format}"`);
  if (opts.roleSet !== "0" && opts.roleSet !== "1") throw new UsageError(`${cmd}: --role-set must be 0 or 1, got "${opts.roleSet}"`);
  const roleSet = opts.roleSet === "1" ? 1 : 0;
  if (roleSet === 1 && players !== 6 && players !== 8) throw new UsageError(`${cmd}: --role-set 1 is for 6 or 8 players`);

  const loaded = await loadPacks(opts.pack, { standard: opts.standard, specs: true, color: useColor(process.stderr) });
  const cleanup = () => {
    for (const s of loaded.specs) if (s.kind === "generated") rmSync(path.dirname(s.path), { recursive: true, force: true });
  };
  try {
    for (const w of loaded.warnings) process.stderr.write(`${w}\n\n`);
    if (loaded.warnings.length > 0) process.stderr.write(`${cmd}: ${loaded.warnings.length} skill(s) left out of play (see the warnings above)\n`);
    if (loaded.note) process.stderr.write(`${cmd}: ${loaded.note}\n`);
    const problem = playabilityProblem(loaded.packs, players);
    if (problem) throw new UsageError(`${cmd}: cannot play: ${problem}`);
    const generals: { seat: PlayerId | null; name: string }[] = opts.general.map((spec) => {
      const m = /^\s*(\d+)\s*[=:＝]\s*(.+?)\s*$/u.exec(spec);
      if (!m) return { seat: null, name: checkGeneral(spec.trim(), loaded.packs, cmd) };
      const seat = Number(m[1]);
      if (seat < 1 || seat > players) throw new UsageError(`${cmd}: --general ${spec}: seat ${seat} is not in a ${players}-player game`);
      return { seat: seat - 1, name: checkGeneral(m[2], loaded.packs, cmd) };
    });
    if (generals.length > players) throw new UsageError(`${cmd}: ${generals.length} --general for ${players} seats`);
    const fixed = generals.filter((g) => g.seat !== null).map((g) => g.seat);
    if (new Set(fixed).size !== fixed.length) throw new UsageError(`${cmd}: --general gives one seat twice`);
    const settings: SimSettings = { players, seed: opts.seed, roleSet, maxTurns, generals };

    const started = performance.now();
    const results = await runWorkers(loaded.specs, settings, games, Math.min(workers, games));
    const seconds = (performance.now() - started) / 1000;
    const packArgs = opts.pack.flatMap((p) => ["--pack", p]);
    const replay = (index: number): string => {
      const seats = [...seatsFor(settings, index)].sort(([a], [b]) => a - b).flatMap(([seat, name]) => ["--general", `${seat + 1}=${name}`]);
      const args = ["jinnang", "play", "--players", String(players), "--seed", `${opts.seed}#${index}`, ...(roleSet ? ["--role-set", "1"] : []), "--max-turns", String(maxTurns), ...packArgs, ...(opts.standard ? [] : ["--no-standard"]), ...seats];
      return args.map(shellQuote).join(" ");
    };
    const report = summarize(results, { players, seed: opts.seed, packs: loaded.packs.map((p) => p.name), seconds, workers: Math.min(workers, games), replay });
    process.stdout.write(opts.format === "json" ? `${JSON.stringify(report)}\n` : formatReport(report));
    return 0;
  } finally {
    cleanup();
  }
}

/** Plays games 0…n−1 on k workers, handing out small batches as workers finish (a progress bar on a terminal). */
function runWorkers(specs: WorkerData["specs"], settings: SimSettings, n: number, k: number): Promise<GameSummary[]> {
  const entry = workerEntry();
  const results: GameSummary[] = [];
  const batch = Math.max(1, Math.min(25, Math.ceil(n / (k * 8))));
  let next = 0;
  const bar = process.stderr.isTTY ? progressBar(n) : null;
  return new Promise((resolve, reject) => {
    let live = k;
    let failed = false;
    const pool: Worker[] = [];
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      bar?.done();
      for (const w of pool) void w.terminate();
      reject(new Error(`a sim worker failed: ${message}`));
    };
    for (let w = 0; w < k; w++) {
      const worker = new Worker(entry.file, { workerData: { specs, settings } satisfies WorkerData, execArgv: entry.execArgv });
      pool.push(worker);
      const send = () => {
        if (next >= n) {
          worker.postMessage({ stop: true } satisfies ToWorker);
          return;
        }
        const from = next;
        next = Math.min(n, next + batch);
        worker.postMessage({ from, to: next } satisfies ToWorker);
      };
      worker.on("message", (m: FromWorker) => {
        if ("failed" in m) return fail(m.failed);
        if ("games" in m) {
          results.push(...m.games);
          bar?.update(results.length);
        }
        send();
      });
      worker.on("error", (e) => fail(e.message));
      worker.on("exit", () => {
        live--;
        if (live === 0 && !failed) {
          bar?.done();
          if (results.length === n) resolve(results);
          else reject(new Error(`the workers stopped after ${results.length} of ${n} games`));
        }
      });
    }
  });
}

/** A one-line progress bar on stderr (only when stderr is a terminal). */
function progressBar(total: number): { update(done: number): void; done(): void } {
  const started = performance.now();
  let last = 0;
  const draw = (done: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const rate = done / Math.max((performance.now() - started) / 1000, 1e-3);
    process.stderr.write(`\r[${"█".repeat(filled)}${"░".repeat(width - filled)}] ${done}/${total} games  ${rate.toFixed(1)}/s `);
  };
  return {
    update(done) {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done);
    },
    done() {
      process.stderr.write("\r\x1b[2K");
    },
  };
}
