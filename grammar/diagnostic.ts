// Diagnostics: a source range, a stable code, a message in a designer's words, and what would
// have been accepted instead. Shared by the grammar, the compiler and the CLI.
import { codeFrameColumns } from "@babel/code-frame";
import pc from "picocolors";

export type Severity = "error" | "warning";

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable code, e.g. E-SYNTAX, E-UNKNOWN-WORD. */
  readonly code: string;
  readonly message: string;
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in characters. */
  readonly column: number;
  readonly endLine: number;
  /** 1-based, exclusive: the column just after the last character. */
  readonly endColumn: number;
  /** What would have been accepted here, in designer words. */
  readonly expected?: readonly string[];
  /** A close known phrase the designer probably meant (“did you mean …?”). */
  readonly suggestion?: string;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** `file:line:col: error[code]: message`, a code frame, "help: did you mean …?", "expected: …". */
export function formatDiagnostic(d: Diagnostic, sourceText: string, options: { color: boolean }): string {
  const c = pc.createColors(options.color);
  const sev = d.severity === "error" ? c.red(c.bold("error")) : c.yellow(c.bold("warning"));
  const head = `${c.bold(`${d.file}:${d.line}:${d.column}`)}: ${sev}[${d.code}]: ${d.message}`;
  const frame = codeFrame(sourceText, d, options.color);
  const parts = [head, frame];
  if (d.suggestion !== undefined) parts.push(`${c.green("help")}: did you mean “${d.suggestion}”?`);
  if (d.expected && d.expected.length > 0) parts.push(`${c.cyan("expected")}: ${d.expected.join("; or ")}`);
  return parts.join("\n");
}

/** A code frame of the diagnostic's lines only (cost independent of the file's size). */
function codeFrame(sourceText: string, d: Diagnostic, color: boolean): string {
  const lines = linesAround(sourceText, d.line - 1, d.endLine + 1);
  const first = Math.max(1, d.line - 1);
  const sameLine = d.endLine === d.line;
  return codeFrameColumns(
    lines,
    {
      start: { line: d.line - first + 1, column: d.column },
      end: { line: d.endLine - first + 1, column: sameLine ? Math.max(d.endColumn, d.column + 1) : d.endColumn },
    },
    { highlightCode: color, forceColor: color, linesAbove: 1, linesBelow: 1 },
  )
    .split("\n")
    .map((l) => l.replace(/^(\s*>?\s*)(\d+)( \|)/, (_m, pre: string, n: string, bar: string) => `${pre}${String(Number(n) + first - 1).padStart(n.length)}${bar}`))
    .join("\n");
}

function linesAround(text: string, from: number, to: number): string {
  let start = 0;
  let line = 1;
  const lo = Math.max(1, from);
  while (line < lo) {
    const nl = text.indexOf("\n", start);
    if (nl < 0) break;
    start = nl + 1;
    line++;
  }
  let end = start;
  while (line <= to) {
    const nl = text.indexOf("\n", end);
    if (nl < 0) {
      end = text.length;
      break;
    }
    end = nl + 1;
    line++;
  }
  return text.slice(start, end).replace(/\n$/, "");
}
