// `jinnang lint <file|dir>... [--format text|json|sarif] [--fix] [--rule ID=off|warning|error]`
// and `jinnang lint --explain ID` / `--list`. Exit status: 1 when an error-severity finding
// remains, 2 when an input cannot be read or an option is invalid, else 0.
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { formatJson, formatRuleDoc, formatSarif, formatText, type LintFormat } from "../../compiler/lint/format.ts";
import { applyFixes, lintSource, parseRuleSettings } from "../../compiler/lint/lint.ts";
import { findRule, RULES } from "../../compiler/lint/registry.ts";
import type { LintFinding } from "../../compiler/lint/types.ts";
import { expandInputs } from "./build.ts";

export interface LintOptions {
  readonly format?: LintFormat;
  readonly fix?: boolean;
  readonly rules?: readonly string[];
  readonly color?: boolean;
}

export interface LintOutput {
  readonly exitCode: number;
  /** The report, for stdout. */
  readonly text: string;
  /** Problems running the linter (unreadable files, bad options), for stderr. */
  readonly errors: string;
}

const FORMATS: readonly LintFormat[] = ["text", "json", "sarif"];
const VERSION = "0.1.0";

/** Writes beside the target, then renames over it, so a crash never leaves half a file. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.jinnang-fix-${process.pid}`);
  try {
    const { mode } = await stat(file);
    await writeFile(temp, text, { encoding: "utf8", mode });
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

export async function runLint(inputs: readonly string[], options: LintOptions = {}): Promise<LintOutput> {
  const format = options.format ?? "text";
  if (!FORMATS.includes(format)) return { exitCode: 2, text: "", errors: `jinnang lint: unknown format ${format} (text, json, sarif)\n` };
  let config;
  try {
    config = parseRuleSettings(options.rules ?? []);
  } catch (e) {
    return { exitCode: 2, text: "", errors: `jinnang lint: ${(e as Error).message}\n` };
  }
  const files = await expandInputs(inputs);
  if (files.length === 0) return { exitCode: 2, text: "", errors: `jinnang lint: no .sgs files in ${inputs.join(", ")}\n` };
  const sources = new Map<string, string>();
  const findings: LintFinding[] = [];
  const errors: string[] = [];
  let fixed = 0;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      errors.push(`jinnang lint: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      continue;
    }
    let found = lintSource(text, file, config);
    if (options.fix) {
      const result = applyFixes(text, found);
      if (result.applied > 0) {
        await writeAtomically(file, result.text);
        fixed += result.applied;
        text = result.text;
        found = lintSource(text, file, config);
      }
    }
    sources.set(file, text);
    findings.push(...found);
  }
  const report =
    format === "json"
      ? formatJson(findings)
      : format === "sarif"
        ? formatSarif(findings, VERSION)
        : formatText(findings, sources, { color: options.color ?? false, files: sources.size, fixed });
  const failed = errors.length > 0 ? 2 : findings.some((f) => f.severity === "error") ? 1 : 0;
  return { exitCode: failed, text: report, errors: errors.length > 0 ? `${errors.join("\n")}\n` : "" };
}

export function explainRule(id: string): LintOutput {
  const rule = findRule(id);
  if (!rule) return { exitCode: 2, text: "", errors: `jinnang lint: unknown rule ${id} (see jinnang lint --list)\n` };
  return { exitCode: 0, text: formatRuleDoc(rule), errors: "" };
}

export function listRules(): string {
  return `${RULES.map((r) => `${r.id}  ${r.name.padEnd(24)} ${r.severity.padEnd(8)} §${r.section.padEnd(8)} ${r.summary}`).join("\n")}\n`;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export function registerLint(program: Command, setExit: (code: number) => void): void {
  program
    .command("lint")
    .description("flag skill and card text the rulebook calls ambiguous")
    .argument("[inputs...]", ".sgs files or folders of them")
    .option("--format <format>", "text, json or sarif", "text")
    .option("--fix", "apply safe fixes in place")
    .option("--rule <ID=setting>", "set a rule to off, warning or error (repeatable)", collect, [])
    .option("--explain <id>", "print a rule's documentation")
    .option("--list", "list the rules")
    .action(
      async (
        inputs: string[],
        options: { format: string; fix?: boolean; rule: string[]; explain?: string; list?: boolean },
      ) => {
        let output: LintOutput;
        if (options.list) output = { exitCode: 0, text: listRules(), errors: "" };
        else if (options.explain) output = explainRule(options.explain);
        else if (inputs.length === 0) output = { exitCode: 2, text: "", errors: "jinnang lint: give .sgs files or folders (or --explain ID / --list)\n" };
        else {
          output = await runLint(inputs, {
            format: options.format as LintFormat,
            fix: Boolean(options.fix),
            rules: options.rule,
            color: Boolean(process.stdout.isTTY) && options.format === "text",
          });
        }
        process.stdout.write(output.text);
        process.stderr.write(output.errors);
        setExit(output.exitCode);
      },
    );
}
