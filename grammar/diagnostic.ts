// Diagnostics: a source range, a stable code, a message in a designer's words, and what would
// have been accepted instead. Shared by the grammar, the compiler and the CLI.
import { createRequire } from "node:module";
import type { codeFrameColumns as CodeFrameColumns } from "@babel/code-frame";
import pc from "picocolors";

let codeFrameModule: { codeFrameColumns: typeof CodeFrameColumns } | null = null;
/** @babel/code-frame, loaded on the first frame drawn: a clean check never draws one. */
export const codeFrameColumns: typeof CodeFrameColumns = (...args) =>
  (codeFrameModule ??= createRequire(import.meta.url)("@babel/code-frame") as { codeFrameColumns: typeof CodeFrameColumns }).codeFrameColumns(...args);

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
  const head = `${c.bold(`${d.file}:${d.line}:${characterColumn(sourceText, d.line, d.column)}`)}: ${sev}[${d.code}]: ${visible(d.message)}`;
  const frame = codeFrame(sourceText, d, options.color);
  const parts = [head, frame];
  if (d.suggestion !== undefined) parts.push(`${c.green("help")}: did you mean “${visible(d.suggestion)}”?`);
  if (d.expected && d.expected.length > 0) parts.push(`${c.cyan("expected")}: ${visible(d.expected.join("; or "))}`);
  return parts.join("\n");
}

/**
 * A 1-based column of `line` in UTF-16 code units (how diagnostics count) as a column in
 * characters (code points: 𠀋 is one character), for what a designer reads and for JSON
 * output. Constant time on a line without such characters (the usual case).
 */
export function characterColumn(text: string, line: number, column: number): number {
  const info = indexOf(text);
  const [start, end] = lineRange(info, line);
  let astral = info.astral.get(line);
  if (astral === undefined) info.astral.set(line, (astral = /[\ud800-\udbff][\udc00-\udfff]/.test(text.slice(start, end))));
  if (!astral) return column;
  const before = text.slice(start, Math.min(end, start + Math.max(column - 1, 0)));
  const pairs = before.match(/[\ud800-\udbff][\udc00-\udfff]/g)?.length ?? 0;
  return column - pairs;
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

/**
 * A code frame of the diagnostic's lines only: its cost depends on neither the file's size nor
 * the length of its lines (a very long line is shown as a window around the range).
 */
function codeFrame(sourceText: string, d: Diagnostic, color: boolean): string {
  const info = indexOf(sourceText);
  const first = Math.min(Math.max(1, d.line - 1), info.starts.length);
  const last = Math.min(Math.max(first, d.endLine + 1), info.starts.length);
  const ranges: [number, number][] = [];
  for (let n = first; n <= last; n++) ranges.push(lineRange(info, n));
  const sameLine = d.endLine === d.line;
  let column = d.column;
  let endColumn = sameLine ? Math.max(d.endColumn, d.column + 1) : d.endColumn;
  let lines: string[];
  if (ranges.some(([a, b]) => b - a > FRAME_WIDTH)) {
    // A very long line: show the same window of every line, marked with … where it is cut.
    const from = Math.max(0, d.column - 1 - FRAME_BEFORE);
    const to = from + FRAME_WIDTH;
    lines = ranges.map(([a, b]) => `${from > 0 ? "…" : ""}${sourceText.slice(Math.min(a + from, b), Math.min(a + to, b))}${b - a > to ? "…" : ""}`);
    const shift = from > 0 ? from - 1 : 0;
    column -= shift;
    endColumn = Math.min(Math.max(endColumn - shift, 1), FRAME_WIDTH + 2);
  } else lines = ranges.map(([a, b]) => sourceText.slice(a, b));
  // startLine (in @babel/code-frame, not in its published types): the frame numbers the lines as
  // the file does, and pads the gutter for those numbers.
  const frameOptions = { highlightCode: color, forceColor: color, linesAbove: 1, linesBelow: 1, startLine: first };
  return codeFrameColumns(lines.map(visible).join("\n"), { start: { line: d.line, column }, end: { line: d.endLine, column: endColumn } }, frameOptions);
}

interface LineIndex {
  readonly text: string;
  /** Offset where each line starts (line n at starts[n - 1]). */
  readonly starts: number[];
  /** Lines known to hold (or not) characters beyond U+FFFF. */
  readonly astral: Map<number, boolean>;
}

/** The line index of the last text rendered (one index per text, not one per diagnostic). */
let indexed: LineIndex | null = null;

function indexOf(text: string): LineIndex {
  if (indexed !== null && indexed.text === text) return indexed;
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  indexed = { text, starts, astral: new Map() };
  return indexed;
}

/** Offsets of line `n` (clamped to the text), without its \n or a \r before it. */
function lineRange(info: LineIndex, n: number): [number, number] {
  const i = Math.min(Math.max(n, 1), info.starts.length) - 1;
  const start = info.starts[i];
  let end = i + 1 < info.starts.length ? info.starts[i + 1] - 1 : info.text.length;
  if (end > start && info.text.charCodeAt(end - 1) === 13) end--;
  return [start, end];
}
