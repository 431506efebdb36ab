// Diagnostics shared by the grammar and the compiler: a source range, a code, a message in a
// designer's words, and what would have been accepted instead.
import { codeFrameColumns } from "@babel/code-frame";
import pc from "picocolors";
import type { SourceRange } from "./ast.ts";

export type Severity = "error" | "warning";

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable code, e.g. E-SYNTAX, E-UNKNOWN-WORD. */
  readonly code: string;
  readonly message: string;
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly column: number;
  readonly endLine: number;
  /** 1-based, exclusive: the column just after the last character. */
  readonly endColumn: number;
  /** What would have been accepted here, in designer words. */
  readonly expected?: readonly string[];
  /** A close known phrase the designer probably meant (“did you mean …?”). */
  readonly suggestion?: string;
}

/** With a suggestion, the expected list is secondary: keep only its most likely entries. */
const EXPECTED_WITH_SUGGESTION = 2;

export function diagnosticAt(
  severity: Severity,
  code: string,
  message: string,
  file: string,
  range: SourceRange,
  expected?: readonly string[],
  suggestion?: string,
): Diagnostic {
  const d: Diagnostic = {
    severity,
    code,
    message,
    file,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
  const shown = suggestion !== undefined ? expected?.slice(0, EXPECTED_WITH_SUGGESTION) : expected;
  const withExpected = shown && shown.length > 0 ? { ...d, expected: shown } : d;
  return suggestion !== undefined ? { ...withExpected, suggestion } : withExpected;
}

/** `file:line:col: error[code]: message`, a code frame, "help: did you mean …?", "expected: …". */
export function formatDiagnostic(d: Diagnostic, sourceText: string, options: { color: boolean }): string {
  const c = pc.createColors(options.color);
  const sev = d.severity === "error" ? c.red(c.bold("error")) : c.yellow(c.bold("warning"));
  const head = `${c.bold(`${d.file}:${d.line}:${d.column}`)}: ${sev}[${d.code}]: ${d.message}`;
  const sameLine = d.endLine === d.line;
  const frame = codeFrameColumns(
    sourceText,
    {
      start: { line: d.line, column: d.column },
      end: { line: d.endLine, column: sameLine ? Math.max(d.endColumn, d.column + 1) : d.endColumn },
    },
    { highlightCode: options.color, forceColor: options.color, linesAbove: 1, linesBelow: 1 },
  );
  const parts = [head, frame];
  if (d.suggestion !== undefined) parts.push(`${c.green("help")}: did you mean “${d.suggestion}”?`);
  if (d.expected && d.expected.length > 0) parts.push(`${c.cyan("expected")}: ${d.expected.join("; or ")}`);
  return parts.join("\n");
}
