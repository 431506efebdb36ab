// The `jinnang` command line: one subcommand per file under cli/commands/.
import { Command } from "commander";
import { registerBuild } from "./commands/build.ts";
import { registerPlay } from "./commands/play.ts";
import { registerLint } from "./commands/lint.ts";
import { registerExplain } from "./commands/explain.ts";
import { registerCheck } from "./commands/check.ts";

export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name("jinnang")
    .description("锦囊: compile 三国杀 skill packs and play games with them")
    .showHelpAfterError();
  const setExit = (code: number): void => {
    exitCode = code;
  };
  registerBuild(program, setExit);
  registerCheck(program, setExit);
  registerPlay(program, setExit);
  registerLint(program, setExit);
  registerExplain(program, setExit);
  try {
    await program.parseAsync([...argv]);
  } catch (e) {
    // Bad input is reported as a message, never a stack trace (set JINNANG_DEBUG=1 for one).
    const err = e as NodeJS.ErrnoException;
    const message = err.code === "ENOENT" ? `no such file: ${err.path ?? err.message}` : err.message;
    process.stderr.write(`jinnang: ${message}\n`);
    if (process.env["JINNANG_DEBUG"]) process.stderr.write(`${err.stack ?? ""}\n`);
    return 1;
  }
  return exitCode;
}
