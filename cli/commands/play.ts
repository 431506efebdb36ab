// `jinnang play`: one identity-mode game with seeded random agents.
import type { Command } from "commander";

export function registerPlay(program: Command, setExit: (code: number) => void): void {
  program
    .command("play")
    .description("play one identity-mode game with random agents")
    .option("-p, --players <n>", "number of players (4–10)", "5")
    .option("-s, --seed <seed>", "random seed", "1")
    .option("--log <file>", "write the JSON event log to this file")
    .action(() => {
      process.stderr.write("play: not implemented yet\n");
      setExit(1);
    });
}
