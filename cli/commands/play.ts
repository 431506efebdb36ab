// `jinnang play`: one identity-mode game with seeded random agents (and, with --human, a person
// at one seat); prints the game record.
import { writeSync } from "node:fs";
import type { Command } from "commander";
import type { Pack, PlayerId } from "../../runtime/index.ts";
import { loadPacks, playabilityProblem, runGameCommand, similarNames, UsageError } from "../packs.ts";
import { closeQuietly, exitCodes, openForWriting, useColor } from "../output.ts";

interface PlayOptions {
  readonly players: string;
  readonly seed: string;
  readonly log?: string;
  readonly pack: string[];
  readonly standard: boolean;
  readonly roleSet: string;
  readonly general: string[];
  readonly human?: string;
  readonly maxTurns: string;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** 4–10 players, as a whole number; a UsageError otherwise. */
export function parsePlayers(text: string, command: string): number {
  const players = Number(text);
  if (!/^\d+$/u.test(text.trim()) || !Number.isInteger(players) || players < 4 || players > 10) {
    throw new UsageError(`${command}: --players must be a whole number from 4 to 10, got "${text}"`);
  }
  return players;
}

/** Every general the packs offer (first definition wins, as in the registry). */
export function generalNames(packs: readonly Pack[]): string[] {
  return [...new Set(packs.flatMap((p) => p.generals.map((g) => g.name)))];
}

/** A general name the packs define, or a UsageError naming a few close ones (never the whole list). */
export function checkGeneral(name: string, packs: readonly Pack[], command: string): string {
  const all = generalNames(packs);
  if (all.includes(name)) return name;
  const close = similarNames(name, all);
  throw new UsageError(
    `${command}: no general named ${name} in the packs (${all.length} generals)` + (close.length ? `; did you mean ${close.join("、")}?` : ""),
  );
}

/** `--general SEAT=NAME` (seats numbered from 1, as the record shows them) → 0-based seats. */
export function parseSeatedGenerals(specs: readonly string[], players: number, packs: readonly Pack[], command: string): Map<PlayerId, string> {
  const seated = new Map<PlayerId, string>();
  for (const spec of specs) {
    const m = /^\s*(\d+)\s*[=:＝]\s*(.+?)\s*$/u.exec(spec);
    if (!m) throw new UsageError(`${command}: --general takes SEAT=NAME (e.g. --general 2=曹操), got "${spec}"`);
    const seat = Number(m[1]);
    if (seat < 1 || seat > players) throw new UsageError(`${command}: --general ${spec}: seat ${seat} is not in a ${players}-player game (seats 1–${players})`);
    if (seated.has(seat - 1)) throw new UsageError(`${command}: --general: seat ${seat} is given twice`);
    seated.set(seat - 1, checkGeneral(m[2], packs, command));
  }
  return seated;
}

export function registerPlay(program: Command, setExit: (code: number) => void): void {
  const command = program
    .command("play")
    .description("play one identity-mode game with seeded random agents (and a person at one seat with --human)")
    .option("-p, --players <n>", "number of players, 4–10", "5")
    .option("-s, --seed <seed>", "random seed (same seed, same game)", "1")
    .option("--log <file>", "write the JSON event log to this file")
    .option("--pack <file|dir>", "a pack to play with (repeatable): a .sgs source, a folder of them, or a built .js bundle; sources compile together as one program (default: the standard pack)", collect, [])
    .option("--no-standard", "do not add the standard pack (it is added when no given pack has a 牌堆, or the sources use its cards or skills)")
    .option("--role-set <k>", "for 6 or 8 players: 0 = first role set of 4.1.1.2 (default), 1 = the other", "0")
    .option("--general <seat=name>", "seat a chosen general (repeatable), seats numbered from 1 as in the record, e.g. --general 1=刘备", collect, [])
    .option("--human <seat>", "a person plays this seat at the terminal: numbered choices on stdout, answers read from stdin (piped input works)")
    .option("--max-turns <n>", "end a game still going after this many turns (no winner)", "5000")
    .action((opts: PlayOptions) => runGameCommand("play", () => runPlay(opts), setExit));
  exitCodes(command, {
    0: "the game was played to its end (the record is on stdout)",
    1: "a pack does not compile (its diagnostics are on stderr)",
    2: "bad input: an option out of range, a missing pack, a pack that cannot play, an unwritable --log, or (--human) the input ended before the game",
  });
  command.addHelpText(
    "after",
    "\nWith --human, each request is a numbered menu: type a number (several, space-separated, for a choice of cards\n" +
      "or players), a blank line for the default (marked *), 0 to pass where passing is allowed, v to see the table,\n" +
      "h for help. The record is printed as the game goes. When the input ends before the game does, the game stops\n" +
      "with a message and exit status 2 (no agent takes over).\n",
  );
}

async function runPlay(opts: PlayOptions): Promise<number> {
  const cmd = "jinnang play";
  const players = parsePlayers(opts.players, cmd);
  if (opts.roleSet !== "0" && opts.roleSet !== "1") throw new UsageError(`${cmd}: --role-set must be 0 or 1, got "${opts.roleSet}"`);
  const roleSet = opts.roleSet === "1" ? 1 : 0;
  if (roleSet === 1 && players !== 6 && players !== 8) {
    throw new UsageError(`${cmd}: --role-set 1 is for 6 or 8 players (4.1.1.2 has one role set for ${players})`);
  }
  const maxTurns = Number(opts.maxTurns);
  if (!Number.isInteger(maxTurns) || maxTurns < 1) throw new UsageError(`${cmd}: --max-turns must be a whole number from 1, got "${opts.maxTurns}"`);
  let human: PlayerId | null = null;
  if (opts.human !== undefined) {
    const seat = Number(opts.human);
    if (!Number.isInteger(seat) || seat < 1 || seat > players) throw new UsageError(`${cmd}: --human must be a seat from 1 to ${players}, got "${opts.human}"`);
    human = seat - 1;
  }
  // The log file is opened before anything else is done: an unwritable path fails at once.
  let logFd: number | null = null;
  if (opts.log !== undefined) {
    const opened = openForWriting(opts.log, "--log");
    if ("problem" in opened) throw new UsageError(`${cmd}: ${opened.problem}`);
    logFd = opened.fd;
  }
  try {
    const loaded = await loadPacks(opts.pack, { standard: opts.standard, color: useColor(process.stderr) });
    for (const w of loaded.warnings) process.stderr.write(`${w}\n\n`);
    if (loaded.warnings.length > 0) process.stderr.write(`${cmd}: ${loaded.warnings.length} skill(s) left out of play (see the warnings above)\n`);
    if (loaded.note) process.stderr.write(`${cmd}: ${loaded.note}\n`);
    const problem = playabilityProblem(loaded.packs, players);
    if (problem) throw new UsageError(`${cmd}: cannot play: ${problem}`);
    const seated = parseSeatedGenerals(opts.general, players, loaded.packs, cmd);

    const { createGame, RandomAgent } = await import("../../runtime/index.ts");
    const { RecordPrinter, formatRecord } = await import("../../runtime/log/record.ts");
    const { HumanAgent, LineReader } = await import("../human.ts");
    const out = (text: string) => void writeSync(1, text);
    let printer: InstanceType<typeof RecordPrinter> | null = null;
    let printed = 0;
    let humanAgent: InstanceType<typeof HumanAgent> | null = null;
    const flush = () => {
      if (!printer) printer = new RecordPrinter({ cards: game.engine.state.cards, ...(human !== null ? { viewer: human } : {}) });
      const entries = game.engine.log.entries;
      const lines: string[] = [];
      for (; printed < entries.length; printed++) lines.push(...printer.push(entries[printed]));
      if (lines.length) out(`${lines.join("\n")}\n`);
    };
    const input = human !== null ? new LineReader(0) : null;
    // A skill or card handler that throws ends the event it happened in, with an error entry in
    // the log; the game goes on (runtime/engine/faults.ts). The count is reported on stderr.
    const game = createGame({
      packs: loaded.packs,
      players,
      seed: opts.seed,
      roleSet,
      faults: "contain",
      maxTurns,
      generals: seated,
      agents: (seat, rng) => {
        if (seat !== human || !input) return new RandomAgent(rng);
        humanAgent = new HumanAgent({ seat, input, write: out, beforePrompt: flush, echo: !process.stdin.isTTY });
        return humanAgent;
      },
    });
    const result = game.play();
    const ended = (humanAgent as InstanceType<typeof HumanAgent> | null)?.inputEnded ?? false;
    if (human === null) out(formatRecord(result.log, { cards: game.engine.state.cards }) + "\n");
    else if (!ended) flush();
    if (result.errors > 0 && !ended) {
      process.stderr.write(`${cmd}: ${result.errors} handler error(s) contained; each ended its event (see the "error" entries of --log)\n`);
    }
    // One entry per line: valid JSON that still diffs line by line.
    if (logFd !== null) writeSync(logFd, `[\n${result.log.map((e) => JSON.stringify(e)).join(",\n")}\n]\n`);
    if (ended) {
      process.stderr.write(`${cmd}: the input ended before the game did (turn ${result.turns}); the game was stopped\n`);
      return 2;
    }
    return 0;
  } finally {
    if (logFd !== null) closeQuietly(logFd);
  }
}
