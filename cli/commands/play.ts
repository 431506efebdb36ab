// `jinnang play`: one identity-mode game with seeded random agents; prints the game record.
import { readFileSync, writeFileSync } from "node:fs";
import type { Command } from "commander";
import { createGame, formatRecord } from "../../runtime/index.ts";
import { loadPack } from "../packs.ts";

interface PlayOptions {
  readonly players: string;
  readonly seed: string;
  readonly log?: string;
  readonly pack?: string;
  readonly roleSet?: string;
}

export function registerPlay(program: Command, setExit: (code: number) => void): void {
  program
    .command("play")
    .description("play one identity-mode game with seeded random agents")
    .option("-p, --players <n>", "number of players, 4–10", "5")
    .option("-s, --seed <seed>", "random seed (same seed, same game)", "1")
    .option("--log <file>", "write the JSON event log to this file")
    .option("--pack <file>", "pack to play with: a built .js bundle or a .sgs source (default: dist/standard.js, else skills/standard.sgs)")
    .option("--role-set <k>", "for 6 or 8 players: 0 = first role set of 4.1.1.2 (default), 1 = the other", "0")
    .action(async (opts: PlayOptions) => {
      const players = Number(opts.players);
      if (!Number.isInteger(players) || players < 4 || players > 10) {
        process.stderr.write(`jinnang play: --players must be a whole number from 4 to 10, got "${opts.players}"\n`);
        setExit(2);
        return;
      }
      const roleSet = opts.roleSet === "1" ? 1 : 0;
      let pack;
      try {
        pack = await loadPack(opts.pack);
      } catch (e) {
        const { CompileError } = await import("../../compiler/index.ts");
        if (e instanceof CompileError) {
          const { formatDiagnostic } = await import("../../grammar/diagnostic.ts");
          for (const d of e.diagnostics) {
            process.stderr.write(formatDiagnostic(d, readFileSync(d.file, "utf8"), { color: false }) + "\n");
          }
          setExit(1);
          return;
        }
        throw e;
      }
      // A skill or card handler that throws ends the event it happened in, with an error entry in
      // the log; the game goes on (runtime/engine/faults.ts). The count is reported on stderr.
      const result = createGame({ packs: [pack], players, seed: opts.seed, roleSet, faults: "contain" }).play();
      process.stdout.write(formatRecord(result.log) + "\n");
      if (result.errors > 0) {
        process.stderr.write(`jinnang play: ${result.errors} handler error(s) contained; each ended its event (see the "error" entries of --log)\n`);
      }
      // One entry per line: valid JSON that still diffs line by line.
      if (opts.log) writeFileSync(opts.log, `[\n${result.log.map((e) => JSON.stringify(e)).join(",\n")}\n]\n`);
    });
}
