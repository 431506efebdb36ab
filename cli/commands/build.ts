// `jinnang build <file|dir>... [-o dist]`: compile packs into bundled ES modules. Folders
// expand to their *.sgs files. Nothing is written unless every input compiles.
import { cachingReader } from "../syntaxCache.ts";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import pc from "picocolors";
import { formatDiagnostic } from "../../grammar/diagnostic.ts";
import { configFor, resolveSettings } from "../../compiler/lint/config.ts";
import { errnoWords, outputFolderProblem, useColor } from "../output.ts";

/** Files stay as given; a folder becomes its *.sgs files, sorted. Missing paths are kept (reported on read). */
export async function expandInputs(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input).catch(() => null);
    if (info?.isDirectory()) {
      const names = (await readdir(input)).filter((n) => n.endsWith(".sgs")).sort();
      files.push(...names.map((n) => path.join(input, n)));
    } else files.push(input);
  }
  return files;
}

export interface BuildOutput {
  readonly exitCode: number;
  readonly text: string;
}

/** Runs a build and renders its report (diagnostics with code frames, then a summary line). */
export interface BuildLintOptions {
  /** Run the lint rules too (default true); their severities come from the config. */
  readonly lint?: boolean;
  /** A jinnang.config.json; otherwise the nearest one from the working folder up. */
  readonly config?: string;
}

export async function runBuild(inputs: readonly string[], outDir: string, color: boolean, allowPartial = false, lintOptions: BuildLintOptions = {}): Promise<BuildOutput> {
  let lint;
  try {
    lint = lintOptions.lint === false ? undefined : configFor(resolveSettings(lintOptions.config));
  } catch (e) {
    return { exitCode: 2, text: `${pc.createColors(color).red("error")}: ${(e as Error).message}\n` };
  }
  // Loaded on demand: the compiler builds the grammar's tables on load, which other commands skip.
  const { buildPacks } = await import("../../compiler/index.ts");
  const c = pc.createColors(color);
  const files = await expandInputs(inputs);
  if (files.length === 0) {
    return { exitCode: 1, text: `${c.red("error")}: no .sgs files in ${inputs.join(", ")}\n` };
  }
  const { readPack } = await import("../../grammar/pack.ts");
  const result = await buildPacks(files, outDir, { allowPartial, lint, read: cachingReader(readPack) });
  const lines: string[] = [];
  for (const d of result.diagnostics) {
    const source = result.sources.get(d.file) ?? "";
    lines.push(formatDiagnostic(d, source, { color }), "");
  }
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = result.diagnostics.length - errors;
  if (result.ok) {
    for (const p of result.packs) lines.push(`${c.green("built")} ${p.output} (${p.skills} skills, ${p.cards} cards)`);
  }
  const counts = `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  lines.push(
    result.ok
      ? `${c.green("✓")} ${files.length} pack${files.length === 1 ? "" : "s"} built into ${outDir} (${counts})`
      : `${c.red("✗")} build failed (${counts}); nothing was written to ${outDir}`,
  );
  return { exitCode: result.ok ? 0 : 1, text: `${lines.join("\n")}\n` };
}

export function registerBuild(program: Command, setExit: (code: number) => void): void {
  program
    .command("build")
    .description("compile .sgs packs into dist/<pack>.js")
    .argument("<inputs...>", ".sgs files or folders of them")
    .option("-o, --out <dir>", "output folder", "dist")
    .option("--allow-partial", "leave out skills the compiler cannot honour (with a warning) instead of failing")
    .option("--config <file>", "a jinnang.config.json for the lint rules (default: the nearest one from the working folder up)")
    .option("--no-lint", "do not run the lint rules")
    .action(async (inputs: string[], options: { out: string; allowPartial?: boolean; config?: string; lint: boolean }) => {
      // The output folder is checked before anything is compiled: a message in words, exit 2.
      const problem = outputFolderProblem(options.out);
      if (problem) {
        process.stderr.write(`jinnang build: ${problem}\n`);
        setExit(2);
        return;
      }
      let output: BuildOutput;
      try {
        output = await runBuild(inputs, options.out, useColor(), Boolean(options.allowPartial), { config: options.config, lint: options.lint });
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (typeof code !== "string" || !code.startsWith("E")) throw e;
        // Writing failed after the check (a race, a full disk): in words, not errno text.
        process.stderr.write(`jinnang build: cannot write into ${options.out} (${errnoWords(e)})\n`);
        setExit(2);
        return;
      }
      process.stdout.write(output.text);
      setExit(output.exitCode);
    });
}
