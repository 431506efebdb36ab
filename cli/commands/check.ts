// `jinnang check <file|dir>... [--format text|json] [--strict] [--allow-partial]`: read and
// check packs as one program (each pack sees the others' card and skill names) and write
// nothing. Exit status: 0 clean, 1 errors (with --strict: or warnings), 2 an input could not
// be read or an option is invalid.
import type { Command } from "commander";
import { configFor, resolveSettings } from "../../compiler/lint/config.ts";
import { expandInputs } from "./build.ts";
import { useColor } from "../output.ts";
import { cachingReader } from "../syntaxCache.ts";

export interface CheckCommandOptions {
  readonly format?: string;
  readonly strict?: boolean;
  readonly allowPartial?: boolean;
  readonly color?: boolean;
  /** Run the lint rules too (default true); their severities come from the config. */
  readonly lint?: boolean;
  /** A jinnang.config.json; otherwise the nearest one from the working folder up. */
  readonly config?: string;
}

export interface CheckOutput {
  readonly exitCode: number;
  /** The report, for stdout. */
  readonly text: string;
  /** Problems running the check (unreadable inputs, bad options), for stderr. */
  readonly errors: string;
}

const FORMATS = ["text", "json"];

export async function runCheck(inputs: readonly string[], options: CheckCommandOptions = {}): Promise<CheckOutput> {
  const format = options.format ?? "text";
  if (!FORMATS.includes(format)) return { exitCode: 2, text: "", errors: `jinnang check: unknown format ${format} (text, json)\n` };
  const files = await expandInputs(inputs);
  if (files.length === 0) return { exitCode: 2, text: "", errors: `jinnang check: no .sgs files in ${inputs.join(", ")}\n` };
  let lint;
  try {
    lint = options.lint === false ? undefined : configFor(resolveSettings(options.config));
  } catch (e) {
    return { exitCode: 2, text: "", errors: `jinnang check: ${(e as Error).message}\n` };
  }
  // Loaded on demand: the grammar builds its tables on load, which other commands skip.
  const [{ checkFiles, formatJson, formatText }, { readPack }] = await Promise.all([import("../../compiler/check.ts"), import("../../grammar/pack.ts")]);
  const result = await checkFiles(files, { strict: options.strict, allowPartial: options.allowPartial, lint, read: cachingReader(readPack) });
  const text = format === "json" ? formatJson(result) : formatText(result, { color: options.color ?? false, strict: options.strict });
  const errors = result.unreadable.map((u) => `jinnang check: cannot read ${u.file}: ${u.reason}\n`).join("");
  return { exitCode: result.exitCode, text, errors };
}

export function registerCheck(program: Command, setExit: (code: number) => void): void {
  program
    .command("check")
    .description("read and check .sgs packs together (each sees the others' names); writes nothing")
    .argument("<inputs...>", ".sgs files or folders of them")
    .option("--format <format>", "text or json", "text")
    .option("--strict", "warnings fail the check too")
    .option("--allow-partial", "skills the compiler cannot honour are warnings (left out), not errors")
    .option("--config <file>", "a jinnang.config.json for the lint rules (default: the nearest one from the working folder up)")
    .option("--no-lint", "do not run the lint rules")
    .action(async (inputs: string[], options: { format: string; strict?: boolean; allowPartial?: boolean; config?: string; lint: boolean }) => {
      const output = await runCheck(inputs, {
        format: options.format,
        config: options.config,
        lint: options.lint,
        strict: Boolean(options.strict),
        allowPartial: Boolean(options.allowPartial),
        color: useColor() && options.format === "text",
      });
      process.stdout.write(output.text);
      process.stderr.write(output.errors);
      setExit(output.exitCode);
    });
}
