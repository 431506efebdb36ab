// The `jinnang` command line: one subcommand per file under cli/commands/.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Command } from "commander";
import { projectRoot } from "./packs.ts";
import { exitCodes, setColorChoice } from "./output.ts";

type Register = (program: Command, setExit: (code: number) => void) => void;

/**
 * The commands, loaded on demand: only the one invoked is imported (with the grammar, compiler or
 * runtime it needs); the others are listed in `jinnang --help` by name and description (which
 * tests/cli/conventions.test.ts keeps equal to each command's own).
 */
export const COMMANDS: Record<string, { readonly description: string; readonly load: () => Promise<Register> }> = {
  build: { description: "compile .sgs packs into dist/<pack>.js", load: async () => (await import("./commands/build.ts")).registerBuild },
  check: { description: "read and check .sgs packs together (each sees the others' names); writes nothing", load: async () => (await import("./commands/check.ts")).registerCheck },
  play: { description: "play one identity-mode game with seeded random agents (and a person at one seat with --human)", load: async () => (await import("./commands/play.ts")).registerPlay },
  sim: {
    description: "play many seeded games with random agents on worker threads and report win rates, skill use, crashed and stuck games",
    load: async () => (await import("./commands/sim.ts")).registerSim,
  },
  lint: { description: "flag skill and card text the rulebook calls ambiguous (and every parse or check error)", load: async () => (await import("./commands/lint.ts")).registerLint },
  explain: { description: "show what a skill or card means and compiles to", load: async () => (await import("./commands/explain.ts")).registerExplain },
};

/** Exit statuses per command, shown in its --help (every command: 0 fine, 1 the input has errors, 2 bad input). */
const EXIT_CODES: Record<string, { 0: string; 1: string; 2: string }> = {
  build: { 0: "every pack built", 1: "a pack has errors (nothing was written)", 2: "bad input: an unreadable input, a bad -o folder, an unknown option" },
  check: { 0: "clean", 1: "errors (with --strict: or warnings)", 2: "an input could not be read or an option is invalid" },
  lint: { 0: "no error-severity finding", 1: "an error-severity finding remains (or more warnings than --max-warnings)", 2: "an input could not be read or an option is invalid" },
  explain: { 0: "explained", 1: "the skill or card is not found, or has errors on its lines", 2: "the file could not be read" },
};

function version(): string {
  try {
    return (JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

/** `… | head -1`: a closed pipe ends the command quietly, never with a stack trace. */
function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream.listenerCount("error") > 0) continue;
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  quietOnClosedPipe();
  let exitCode = 0;
  const program = new Command()
    .name("jinnang")
    .description("锦囊: compile 三国杀 skill packs and play games with them")
    .version(version(), "-V, --version", "print the version")
    .option("--color", "colour the output even when it is not a terminal")
    .option("--no-color", "never colour the output (NO_COLOR=1 does the same)")
    .showHelpAfterError();
  program.hook("preAction", () => {
    // --color/--no-color: commander sets `color` true/false only when one is given on the line.
    const given = argv.some((a) => a === "--color" || a === "--no-color");
    setColorChoice(given ? Boolean(program.opts()["color"]) : undefined);
  });
  const setExit = (code: number): void => {
    exitCode = code;
  };
  // The command invoked (`jinnang help NAME` asks for NAME's help).
  const words = argv.slice(2).filter((a) => !a.startsWith("-"));
  const invoked = words[0] === "help" ? words[1] : words[0];
  for (const [name, c] of Object.entries(COMMANDS)) {
    if (name === invoked) (await c.load())(program, setExit);
    else program.command(name).description(c.description);
  }
  for (const c of program.commands) {
    const codes = EXIT_CODES[c.name()];
    if (codes) exitCodes(c, codes);
  }
  program.addHelpText("after", "\nExit status (every command; its --help says what each means there): 0 success, 1 the input has errors, 2 bad input or usage.\n");
  program.exitOverride();
  try {
    await program.parseAsync([...argv]);
  } catch (e) {
    const code = (e as { code?: string }).code;
    // commander's own exits: --help, --version (0), unknown options and missing arguments (2).
    if (typeof code === "string" && code.startsWith("commander.")) {
      if (code === "commander.helpDisplayed" || code === "commander.version" || code === "commander.help") return 0;
      return 2;
    }
    // Bad input is reported as a message, never a stack trace (set JINNANG_DEBUG=1 for one).
    const err = e as NodeJS.ErrnoException;
    const message = err.code === "ENOENT" ? `no such file: ${err.path ?? err.message}` : err.message;
    process.stderr.write(`jinnang: ${message}\n`);
    if (process.env["JINNANG_DEBUG"]) process.stderr.write(`${err.stack ?? ""}\n`);
    return 1;
  }
  return exitCode;
}
