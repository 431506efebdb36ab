// `jinnang check`: read and check several packs as one program and write nothing. Inputs →
// diagnostics (and the texts their code frames quote); the CLI only parses options and prints.
import { byPosition, formatDiagnostic, characterColumn, hasErrors, type Diagnostic } from "../grammar/diagnostic.ts";
import { compileTexts, type PackReader, type SourceText } from "./compile.ts";
import { decodeSource, lossyText, readSource } from "./source.ts";
import pc from "picocolors";
import type { Names } from "./lower/context.ts";
import { findingDiagnostic, lintTexts, type LintConfig } from "./lint/lint.ts";

export interface CheckOptions {
  /** Skills the compiler cannot honour are warnings (left out) instead of errors. */
  readonly allowPartial?: boolean;
  /** Warnings fail the check too. */
  readonly strict?: boolean;
  /** Names of packs in scope that are not checked (see compileTexts). */
  readonly context?: Names;
  /**
   * Run the lint rules on the compiled packs too (one pipeline): each file's rule settings.
   * Findings are warnings unless the settings make a rule an error (compiler/lint/lint.ts, mode "build").
   */
  readonly lint?: (file: string) => LintConfig;
  /** How a text is read (see compileTexts). */
  readonly read?: PackReader;
}

export interface CheckResult {
  /** In input order, each input's by position. */
  readonly diagnostics: readonly Diagnostic[];
  /** Each input's text (a file that is not UTF-8: its lossy text), for code frames. */
  readonly sources: ReadonlyMap<string, string>;
  /** Inputs that could not be read, with the reason. */
  readonly unreadable: readonly { readonly file: string; readonly reason: string }[];
  readonly files: number;
  /** 0: clean; 1: errors (or, with `strict`, warnings); 2: an input could not be read. */
  readonly exitCode: 0 | 1 | 2;
}

export interface InputBytes {
  readonly file: string;
  readonly bytes: Uint8Array;
}

function exitCodeOf(diagnostics: readonly Diagnostic[], unreadable: number, strict: boolean): 0 | 1 | 2 {
  if (unreadable > 0) return 2;
  if (hasErrors(diagnostics) || (strict && diagnostics.length > 0)) return 1;
  return 0;
}

/** Checks decoded texts and files that did not decode (their one E-ENCODING each) together. */
function checkDecoded(texts: readonly SourceText[], encoding: readonly Diagnostic[], order: readonly string[], options: CheckOptions): Diagnostic[] {
  const results = compileTexts(texts, { allowPartial: options.allowPartial, emit: false, context: options.context, read: options.read });
  const byFile = new Map<string, readonly Diagnostic[]>();
  texts.forEach((t, i) => byFile.set(t.file, results[i].diagnostics));
  if (options.lint) {
    const linted = lintTexts(texts, { compiled: results, diagnostics: false, mode: "build", configFor: options.lint });
    for (const l of linted) {
      const found = l.findings.filter((f) => !f.suppressed).map(findingDiagnostic);
      if (found.length > 0) byFile.set(l.file, [...(byFile.get(l.file) ?? []), ...found].sort(byPosition));
    }
  }
  for (const d of encoding) byFile.set(d.file, [d]);
  return order.flatMap((f) => byFile.get(f) ?? []);
}

/** Checks inputs given as bytes (tests; `checkFiles` reads files and calls this). */
export function checkBytes(inputs: readonly InputBytes[], options: CheckOptions = {}): CheckResult {
  const texts: SourceText[] = [];
  const encoding: Diagnostic[] = [];
  const sources = new Map<string, string>();
  for (const input of inputs) {
    const decoded = decodeSource(input.bytes, input.file);
    if (decoded.text !== undefined) {
      texts.push({ file: input.file, text: decoded.text });
      sources.set(input.file, decoded.text);
    } else {
      encoding.push(decoded.diagnostic);
      sources.set(input.file, lossyText(input.bytes));
    }
  }
  const diagnostics = checkDecoded(texts, encoding, inputs.map((i) => i.file), options);
  return { diagnostics, sources, unreadable: [], files: inputs.length, exitCode: exitCodeOf(diagnostics, 0, options.strict ?? false) };
}

/** Reads and checks files (already expanded: folders are the caller's business). */
export async function checkFiles(inputs: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const files = [...new Set(inputs)];
  const texts: SourceText[] = [];
  const encoding: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const unreadable: { file: string; reason: string }[] = [];
  for (const file of files) {
    try {
      const read = await readSource(file);
      sources.set(file, read.text);
      if (read.diagnostic) encoding.push(read.diagnostic);
      else texts.push({ file, text: read.text });
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      unreadable.push({ file, reason: err.code === "ENOENT" ? "no such file" : err.code === "EISDIR" ? "is a folder" : (err.code ?? err.message) });
    }
  }
  const diagnostics = checkDecoded(texts, encoding, files, options);
  return { diagnostics, sources, unreadable, files: files.length, exitCode: exitCodeOf(diagnostics, unreadable.length, options.strict ?? false) };
}

/** One JSON record per diagnostic: 1-based lines, columns in characters. */
export interface DiagnosticRecord {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly severity: Diagnostic["severity"];
  readonly code: string;
  readonly message: string;
}

export function toRecords(result: CheckResult): DiagnosticRecord[] {
  return result.diagnostics.map((d) => {
    const text = result.sources.get(d.file) ?? "";
    return {
      file: d.file,
      line: d.line,
      column: characterColumn(text, d.line, d.column),
      endLine: d.endLine,
      endColumn: characterColumn(text, d.endLine, d.endColumn),
      severity: d.severity,
      code: d.code,
      message: d.message,
    };
  });
}

export function formatJson(result: CheckResult): string {
  return `${JSON.stringify(toRecords(result), null, 2)}\n`;
}

/** Every diagnostic with its code frame, then one summary line. */
export function formatText(result: CheckResult, options: { color: boolean; strict?: boolean }): string {
  const c = pc.createColors(options.color);
  const parts = result.diagnostics.map((d) => `${formatDiagnostic(d, result.sources.get(d.file) ?? "", { color: options.color })}\n`);
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = result.diagnostics.length - errors;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  const counts = `${plural(errors, "error")}, ${plural(warnings, "warning")}`;
  const packs = plural(result.files - result.unreadable.length, "pack");
  const ok = result.exitCode === 0;
  const why = !ok && errors === 0 && result.unreadable.length === 0 && options.strict ? " (--strict: warnings fail)" : "";
  parts.push(ok ? `${c.green("✓")} ${packs} checked (${counts})\n` : `${c.red("✗")} ${packs} checked (${counts})${why}\n`);
  return parts.join("\n");
}
