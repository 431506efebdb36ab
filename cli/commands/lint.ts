// `jinnang lint [<file|dir>...] [--format text|json|sarif] [--fix [--dry-run]] [--config FILE]
// [--rule ID=off|warn|error] [--max-warnings N]` and `jinnang lint --explain ID` / `--list`.
// One pipeline with `check`: parse and check errors are findings too (E-SYNTAX, E-ENCODING …).
// Exit status, as `check`: 0 clean (or warnings only), 1 an error finding (or more warnings
// than --max-warnings), 2 an input could not be read or an option or the config is invalid.
import { readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { useColor } from "../output.ts";
import type { Command } from "commander";
import { ConfigError, configFor, isIgnored, isIncluded, resolveSettings, type LintSettings } from "../../compiler/lint/config.ts";
import { unifiedDiff } from "../../compiler/lint/diff.ts";
import { formatJson, formatRuleDoc, formatSarif, formatText, type LintFormat } from "../../compiler/lint/format.ts";
import { active, applyFixes, lintTexts, parseRuleSettings, type LintConfig, type LintInput } from "../../compiler/lint/lint.ts";
import { findRule, RULES } from "../../compiler/lint/registry.ts";
import type { LintFinding } from "../../compiler/lint/types.ts";
import { readSource } from "../../compiler/source.ts";

export interface LintOptions {
  readonly format?: LintFormat;
  readonly fix?: boolean;
  /** With fix: print the unified diff of the fixes, write nothing. */
  readonly dryRun?: boolean;
  readonly rules?: readonly string[];
  /** A config file; otherwise jinnang.config.json is looked for from `cwd` up. */
  readonly config?: string;
  /** More warnings than this fail the run (exit 1). */
  readonly maxWarnings?: number;
  readonly color?: boolean;
  /** Where the config search starts and relative paths resolve (default: process.cwd()). */
  readonly cwd?: string;
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
const SKIP_DIRS = new Set(["node_modules", ".git", "dist"]);

/** Thrown by writeFixed: a message naming the file the fix was for (never a temporary file). */
class FixError extends Error {}

/** Writes beside the target, then renames over it, so a crash never leaves half a file. */
async function writeFixed(file: string, text: string): Promise<void> {
  const info = await stat(file);
  // A file marked read-only is left alone even where the user could write it (root).
  if ((info.mode & 0o222) === 0) throw new FixError(`cannot fix ${file}: the file is read-only; nothing was written (make it writable, or use --fix --dry-run to see the changes)`);
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.jinnang-fix-${process.pid}`);
  try {
    await writeFile(temp, text, { encoding: "utf8", mode: info.mode });
    await rename(temp, file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    throw new FixError(`cannot fix ${file}: ${code === "EACCES" || code === "EPERM" || code === "EROFS" ? "its folder is not writable" : code}; nothing was written`);
  } finally {
    await rm(temp, { force: true });
  }
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) await walk(p, out);
    } else if (e.isFile()) out.push(p);
  }
}

/**
 * The files to lint: a file as given (unless the config ignores it); a folder's *.sgs, or with
 * config `files` globs every file under it that they match; no inputs: the config's `files`
 * under the config folder. Missing paths are kept (reported on read).
 */
export async function lintFiles(inputs: readonly string[], settings: LintSettings): Promise<{ files: string[]; ignored: string[] }> {
  const files: string[] = [];
  const ignored: string[] = [];
  const roots = inputs.length > 0 ? inputs : settings.files ? [settings.dir] : [];
  for (const input of roots) {
    const info = await stat(input).catch(() => null);
    if (info?.isDirectory()) {
      if (settings.files) {
        const all: string[] = [];
        await walk(input, all);
        files.push(...all.filter((f) => isIncluded(settings, f)));
      } else {
        const names = (await readdir(input)).filter((n) => n.endsWith(".sgs")).sort();
        files.push(...names.map((n) => path.join(input, n)).filter((f) => !isIgnored(settings, f)));
      }
    } else if (isIgnored(settings, input)) ignored.push(input);
    else files.push(input);
  }
  return { files: [...new Set(files)], ignored };
}

function exitCodeOf(findings: readonly LintFinding[], unreadable: number, maxWarnings: number | undefined): number {
  if (unreadable > 0) return 2;
  const counted = active(findings);
  if (counted.some((f) => f.severity === "error")) return 1;
  if (maxWarnings !== undefined && counted.filter((f) => f.severity === "warning").length > maxWarnings) return 1;
  return 0;
}

export async function runLint(inputs: readonly string[], options: LintOptions = {}): Promise<LintOutput> {
  const fail = (message: string): LintOutput => ({ exitCode: 2, text: "", errors: `jinnang lint: ${message}\n` });
  const format = options.format ?? "text";
  if (!FORMATS.includes(format)) return fail(`unknown format ${format} (text, json, sarif)`);
  if (options.dryRun && !options.fix) return fail("--dry-run goes with --fix (it prints the fixes as a diff instead of writing them)");
  if (options.maxWarnings !== undefined && (!Number.isInteger(options.maxWarnings) || options.maxWarnings < 0)) {
    return fail(`--max-warnings takes a whole number ≥ 0, not ${String(options.maxWarnings)}`);
  }
  const cwd = options.cwd ?? process.cwd();
  let settings: LintSettings;
  let cli: LintConfig;
  try {
    settings = resolveSettings(options.config, cwd);
    cli = parseRuleSettings(options.rules ?? []);
  } catch (e) {
    return fail(e instanceof ConfigError ? e.message : (e as Error).message);
  }
  const { files, ignored } = await lintFiles(options.cwd ? inputs.map((i) => path.resolve(cwd, i)) : inputs, settings);
  const notes = ignored.map((f) => `jinnang lint: ${f} is ignored by ${settings.path} (ignores)`);
  if (files.length === 0) {
    if (ignored.length > 0) return { exitCode: 0, text: "", errors: `${notes.join("\n")}\n` };
    return fail(inputs.length > 0 ? `no .sgs files in ${inputs.join(", ")}` : "give .sgs files or folders (or a jinnang.config.json with files), or --explain ID / --list");
  }
  const read: LintInput[] = [];
  const errors: string[] = [...notes];
  let unreadable = 0;
  for (const file of files) {
    try {
      const r = await readSource(file);
      read.push(r.diagnostic ? { file, text: r.text, encoding: r.diagnostic } : { file, text: r.text });
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      errors.push(`jinnang lint: cannot read ${file}: ${err.code === "ENOENT" ? "ENOENT (no such file)" : err.code === "EISDIR" ? "EISDIR (a folder)" : (err.code ?? err.message)}`);
      unreadable++;
    }
  }
  const forFile = configFor(settings, cli);
  let results = lintTexts(read, { configFor: forFile });
  let fixed = 0;
  let unwritable = 0;
  let diff = "";
  if (options.fix) {
    const texts = new Map(read.map((r) => [r.file, r.text]));
    let changed = false;
    for (const r of results) {
      if (read.find((i) => i.file === r.file)?.encoding) continue;
      const result = applyFixes(r.text, r.findings);
      if (result.applied === 0) continue;
      if (options.dryRun) diff += unifiedDiff(r.file, r.text, result.text);
      else {
        try {
          await writeFixed(r.file, result.text);
        } catch (e) {
          errors.push(`jinnang lint: ${e instanceof FixError ? e.message : (e as Error).message}`);
          unwritable++;
          continue;
        }
      }
      texts.set(r.file, result.text);
      fixed += result.applied;
      changed = true;
    }
    if (changed) results = lintTexts(read.map((r) => ({ ...r, text: texts.get(r.file) ?? r.text })), { configFor: forFile });
  }
  const findings = results.flatMap((r) => r.findings);
  const sources = new Map(results.map((r) => [r.file, r.text]));
  const exitCode = exitCodeOf(findings, unreadable + unwritable, options.maxWarnings);
  if (options.dryRun) {
    const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? "" : "s"}`;
    errors.push(`jinnang lint: --dry-run: would fix ${plural(fixed, "problem")}; nothing was written`);
    return { exitCode, text: diff, errors: `${errors.join("\n")}\n` };
  }
  const report =
    format === "json"
      ? formatJson(findings)
      : format === "sarif"
        ? formatSarif(findings, VERSION)
        : formatText(findings, sources, { color: options.color ?? false, files: results.length, fixed, unreadable, unwritable, maxWarnings: options.maxWarnings });
  return { exitCode, text: report, errors: errors.length > 0 ? `${errors.join("\n")}\n` : "" };
}

export function explainRule(id: string): LintOutput {
  const rule = findRule(id);
  if (!rule) return { exitCode: 2, text: "", errors: `jinnang lint: unknown rule ${id} (see jinnang lint --list)\n` };
  return { exitCode: 0, text: formatRuleDoc(rule), errors: "" };
}

export function listRules(): string {
  return `${RULES.map((r) => `${r.id}  ${r.name.padEnd(28)} ${r.severity.padEnd(8)} §${r.section.padEnd(8)} ${r.summary}`).join("\n")}\n`;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export function registerLint(program: Command, setExit: (code: number) => void): void {
  program
    .command("lint")
    .description("flag skill and card text the rulebook calls ambiguous (and every parse or check error)")
    .argument("[inputs...]", ".sgs files or folders of them (none: the config's files)")
    .option("--format <format>", "text, json or sarif", "text")
    .option("--fix", "apply safe fixes in place")
    .option("--dry-run", "with --fix: print the fixes as a unified diff, write nothing")
    .option("--config <file>", "a jinnang.config.json (default: the nearest one from the working folder up)")
    .option("--rule <ID=setting>", "set a rule to off, warn or error (repeatable; over the config)", collect, [])
    .option("--max-warnings <n>", "fail (exit 1) when there are more than n warnings")
    .option("--explain <id>", "print a rule's documentation")
    .option("--list", "list the rules")
    .action(
      async (
        inputs: string[],
        options: { format: string; fix?: boolean; dryRun?: boolean; config?: string; rule: string[]; maxWarnings?: string; explain?: string; list?: boolean },
      ) => {
        let output: LintOutput;
        if (options.list) output = { exitCode: 0, text: listRules(), errors: "" };
        else if (options.explain) output = explainRule(options.explain);
        else {
          const max = options.maxWarnings === undefined ? undefined : /^\d+$/u.test(options.maxWarnings) ? Number(options.maxWarnings) : Number.NaN;
          output = await runLint(inputs, {
            format: options.format as LintFormat,
            fix: Boolean(options.fix),
            dryRun: Boolean(options.dryRun),
            config: options.config,
            rules: options.rule,
            maxWarnings: max,
            color: useColor() && options.format === "text",
          });
        }
        process.stdout.write(output.text);
        process.stderr.write(output.errors);
        setExit(output.exitCode);
      },
    );
}
