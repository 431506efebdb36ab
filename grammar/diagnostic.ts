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
  const lineText = linesAround(sourceText, d.line, d.line);
  const head = `${c.bold(`${d.file}:${d.line}:${characterColumn(lineText, d.column)}`)}: ${sev}[${d.code}]: ${visible(d.message)}`;
  const frame = codeFrame(sourceText, d, options.color);
  const parts = [head, frame];
  if (d.suggestion !== undefined) parts.push(`${c.green("help")}: did you mean “${visible(d.suggestion)}”?`);
  if (d.expected && d.expected.length > 0) parts.push(`${c.cyan("expected")}: ${visible(d.expected.join("; or "))}`);
  return parts.join("\n");
}

/**
 * A 1-based column in UTF-16 code units (how diagnostics count) as a column in characters
 * (code points: 𠀋 is one character), for what a designer reads and for JSON output.
 */
export function characterColumn(lineText: string, column: number): number {
  const before = lineText.slice(0, Math.max(column - 1, 0));
  let n = 0;
  for (let i = 0; i < before.length; i++) {
    const u = before.charCodeAt(i);
    if (u >= 0xd800 && u <= 0xdbff && i + 1 < before.length) {
      const next = before.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n + 1 + Math.max(column - 1 - before.length, 0);
}

/**
 * Control characters and line or paragraph separators inside a line, shown as visible symbols
 * of the same width (␍, ␀, ␤ …), so a stray one neither breaks the frame's lines nor hides.
 */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/g, (ch) => {
    const u = ch.charCodeAt(0);
    if (u < 0x20) return String.fromCharCode(0x2400 + u);
    if (u === 0x7f) return "\u2421";
    return "\u2424";
  });
}

/** Longest line a code frame shows whole; longer lines are cut to a window around the range. */
const FRAME_WIDTH = 160;
const FRAME_BEFORE = 60;

/** A code frame of the diagnostic's lines only (cost independent of the file's size). */
function codeFrame(sourceText: string, d: Diagnostic, color: boolean): string {
  const first = Math.max(1, d.line - 1);
  let lines = linesAround(sourceText, first, d.endLine + 1).split("\n");
  const sameLine = d.endLine === d.line;
  let column = d.column;
  let endColumn = sameLine ? Math.max(d.endColumn, d.column + 1) : d.endColumn;
  if (lines.some((l) => l.length > FRAME_WIDTH)) {
    // A very long line: show the same window of every line, marked with … where it is cut.
    const from = Math.max(0, d.column - 1 - FRAME_BEFORE);
    const to = from + FRAME_WIDTH;
    const cut = (l: string): string => `${from > 0 ? "…" : ""}${l.slice(from, to)}${l.length > to ? "…" : ""}`;
    lines = lines.map(cut);
    const shift = from > 0 ? from - 1 : 0;
    column -= shift;
    endColumn = sameLine ? Math.min(endColumn - shift, FRAME_WIDTH + 2) : Math.min(Math.max(endColumn - shift, 1), FRAME_WIDTH + 2);
  }
  return codeFrameColumns(
    lines.map(visible).join("\n"),
    {
      start: { line: d.line - first + 1, column },
      end: { line: d.endLine - first + 1, column: endColumn },
    },
    { highlightCode: color, forceColor: color, linesAbove: 1, linesBelow: 1 },
  )
    .split("\n")
    .map((l) => l.replace(/^(\s*>?\s*)(\d+)( \|)/, (_m, pre: string, n: string, bar: string) => `${pre}${String(Number(n) + first - 1).padStart(n.length)}${bar}`))
    .join("\n");
}

/** Where each line of the last text rendered starts (one index per text, not per diagnostic). */
let indexed: { text: string; starts: number[] } | null = null;

function lineStarts(text: string): number[] {
  if (indexed !== null && indexed.text === text) return indexed.starts;
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  indexed = { text, starts };
  return starts;
}

/** Lines `from`..`to` (1-based, inclusive, clamped to the text) without their line ends. */
function linesAround(text: string, from: number, to: number): string {
  const starts = lineStarts(text);
  const lo = Math.min(Math.max(1, from), starts.length);
  const hi = Math.min(Math.max(lo, to), starts.length);
  const end = hi < starts.length ? starts[hi] - 1 : text.length;
  return text
    .slice(starts[lo - 1], end)
    .split("\n")
    .map((l) => l.replace(/\r$/, ""))
    .join("\n");
}
