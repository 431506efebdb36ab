// `jinnang build <file|dir>... [-o dist]`: compile packs into bundled ES modules.
import type { Command } from "commander";

export function registerBuild(program: Command, setExit: (code: number) => void): void {
  program
    .command("build")
    .description("compile .sgs packs into dist/<pack>.js")
    .argument("<inputs...>", ".sgs files or folders of them")
    .option("-o, --out <dir>", "output folder", "dist")
    .action(() => {
      process.stderr.write("build: not implemented yet\n");
      setExit(1);
    });
}
