// The `jinnang` command line: one subcommand per file under cli/commands/.
import { Command } from "commander";
import { registerBuild } from "./commands/build.ts";
import { registerPlay } from "./commands/play.ts";

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
  registerPlay(program, setExit);
  await program.parseAsync([...argv]);
  return exitCode;
}
