// The statements of a pack file as the linter sees them: every skill line and card field line,
// read or not, with its block, offsets and (when the grammar read the line) its SkillSyntax
// (grammar/pack.ts). Lines the grammar rejects are still linted from their text, so ambiguity
// is reported even where the compiler can only say "unknown word".
import type { PackSyntax, SkillSyntax, Source } from "../../grammar/pack.ts";
import type { Span } from "../../grammar/syntax.ts";
import type { PackIR } from "../ir.ts";
import type { LintPosition } from "./types.ts";

export type StatementKind = "skill" | "useWindows" | "useTargets" | "effect" | "actions";

export interface Statement {
  readonly kind: StatementKind;
  /** The general or card the line belongs to. */
  readonly block: { readonly kind: "general" | "card"; readonly name: string; readonly line: number };
  /** 1-based line number. */
  readonly line: number;
  /** Offset of the line's first character in the file. */
  readonly start: number;
  /** The line without its newline. */
  readonly text: string;
  /** Index in `text` where the body starts (after 〖名〗 or the field label and its colon). */
  readonly body: number;
  /** The skill name (skill lines with 〖名〗 only). */
  readonly name?: string;
  /** The skill as the grammar read it (one reading per "/" alternative), when the line read. */
  readonly skill?: SkillSyntax;
}

export interface LintContext {
  readonly file: string;
  readonly text: string;
  /** The pack as the grammar read it (lines that did not read are missing from it). */
  readonly pack: PackSyntax;
  readonly statements: readonly Statement[];
  /** The compiled pack (library call tree, compiler/ir.ts), when the compiler got that far: rules on meaning read it. */
  readonly ir?: PackIR;
  positionAt(offset: number): LintPosition;
  /** File offset of a 1-based line and column (UTF-16 units, as the IR's and diagnostics' locations). */
  offsetAt(line: number, column: number): number;
  /** The statement on a 1-based line, if that line is a skill or card field line. */
  statementAt(line: number): Statement | undefined;
}

const FIELD_LABELS: Readonly<Record<string, StatementKind>> = {
  使用时机: "useWindows",
  使用目标: "useTargets",
  作用效果: "effect",
  执行动作: "actions",
};

/** The skills the grammar read (every "/" alternative of the line), by line. */
function skillsByLine(pack: PackSyntax): Map<number, SkillSyntax> {
  const map = new Map<number, SkillSyntax>();
  for (const s of [...pack.generals.flatMap((g) => g.skills), ...pack.cards.flatMap((c) => c.skills)]) {
    if (s.texts.length > 0) map.set(s.source.line, s);
  }
  return map;
}

/** Splits the file into lines and classifies them by the block headers (武将 / 牌 / 牌堆). */
export function readStatements(text: string, pack: PackSyntax): Statement[] {
  const parsed = skillsByLine(pack);
  const statements: Statement[] = [];
  let block: Statement["block"] | null = null;
  let offset = 0;
  const rawLines = text.split("\n");
  rawLines.forEach((raw, i) => {
    const start = offset;
    offset += raw.length + 1;
    const line = i + 1;
    const lineText = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const trimmed = lineText.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    if (/^扩展包(\s|$)/u.test(lineText)) {
      block = null;
      return;
    }
    if (/^武将\s/u.test(lineText)) {
      block = { kind: "general", name: lineText.split(/\s+/u)[1] ?? "", line };
      return;
    }
    if (/^牌堆(\s|$)/u.test(lineText)) {
      block = null; // deck lines hold no prose
      return;
    }
    if (/^牌\s/u.test(lineText)) {
      const m = /【([^】]*)】/u.exec(lineText);
      block = { kind: "card", name: m?.[1] ?? "", line };
      return;
    }
    if (!block) return;
    const field = /^(使用时机|使用目标|作用效果|执行动作)\s*[：:]/u.exec(lineText);
    if (block.kind === "card" && field) {
      statements.push({ kind: FIELD_LABELS[field[1]], block, line, start, text: lineText, body: field[0].length });
      return;
    }
    const name = /^〖([^〗\n]*)〗/u.exec(lineText);
    const skill = parsed.get(line);
    statements.push({
      kind: "skill",
      block,
      line,
      start,
      text: lineText,
      body: name ? name[0].length : 0,
      ...(name ? { name: name[1] } : {}),
      ...(skill ? { skill } : {}),
    });
  });
  return statements;
}

export function createContext(file: string, text: string, pack: PackSyntax, ir?: PackIR): LintContext {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
  const positionAt = (offset: number): LintPosition => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };
  const offsetAt = (line: number, column: number): number => {
    const start = lineStarts[Math.min(Math.max(line - 1, 0), lineStarts.length - 1)];
    return Math.min(start + Math.max(column - 1, 0), text.length);
  };
  const statements = readStatements(text, pack);
  const byLine = new Map(statements.map((s) => [s.line, s]));
  return { file, text, pack, statements, ...(ir ? { ir } : {}), positionAt, offsetAt, statementAt: (line) => byLine.get(line) };
}

/**
 * File offsets [start, end) of a syntax node's span: `source` is the reading's source (a "/"
 * alternative's tokens are its own) on the statement's line.
 */
export function spanOffsets(s: Statement, source: Source, span: Span): { start: number; end: number } {
  const base = s.start + source.column - 1;
  const first = source.tokens[Math.min(span.from, source.tokens.length - 1)];
  const last = source.tokens[Math.max(Math.min(span.to, source.tokens.length) - 1, 0)];
  const start = base + (first?.start ?? 0);
  return { start, end: Math.max(base + (last?.end ?? 0), start + 1) };
}

// ── text helpers shared by rules ──

/** A piece of a statement: its text and the file offset of its first character. */
export interface Segment {
  readonly text: string;
  readonly start: number;
}

const PART_MARK = /[①②③④⑤⑥⑦⑧⑨⑩]/gu;

/** The statement's body, split into its ①②③ parts (one segment when unnumbered). */
export function partsOf(s: Statement): Segment[] {
  const body = s.text.slice(s.body);
  const base = s.start + s.body;
  const cuts = [...body.matchAll(PART_MARK)].map((m) => m.index ?? 0).filter((i) => i > 0);
  const bounds = [0, ...cuts, body.length];
  const parts: Segment[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    parts.push({ text: body.slice(bounds[i], bounds[i + 1]), start: base + bounds[i] });
  }
  return parts;
}

/** Splits a segment after each sentence end (。). */
export function sentencesOf(seg: Segment): Segment[] {
  const out: Segment[] = [];
  let from = 0;
  for (let i = 0; i < seg.text.length; i++) {
    if (seg.text[i] === "。") {
      out.push({ text: seg.text.slice(from, i + 1), start: seg.start + from });
      from = i + 1;
    }
  }
  if (from < seg.text.length) out.push({ text: seg.text.slice(from), start: seg.start + from });
  return out;
}

/**
 * The text with names (〖〗【】“”) and formulas ({…}, [a,b]) blanked to spaces, same length, so rules
 * can search prose without matching inside names: 【无懈可击】 holds 可, min{角色数,5} holds ",".
 * `fill` (one UTF-16 unit) replaces each blanked character.
 */
export function prose(text: string, fill = " "): string {
  // One pass (linear in the length, even with many unclosed brackets): an opener blanks up to
  // its closer; an opener with no closer later in the text is left as it is.
  // [a,b] is a set of numbers (3.4.11 ◆: X∈[1,3]), a formula like {…}.
  const closers: Readonly<Record<string, string>> = { "〖": "〗", "【": "】", "“": "”", "{": "}", "[": "]" };
  // For each closer kind, the index of its next occurrence at or after i (filled right to left).
  const next: Record<string, Int32Array> = {};
  for (const close of Object.values(closers)) {
    const arr = new Int32Array(text.length + 1);
    let at = -1;
    arr[text.length] = -1;
    for (let i = text.length - 1; i >= 0; i--) {
      if (text[i] === close) at = i;
      arr[i] = at;
    }
    next[close] = arr;
  }
  let out = "";
  let i = 0;
  while (i < text.length) {
    const close = closers[text[i]];
    const end = close ? next[close][i + 1] : -1;
    if (close && end >= 0) {
      out += fill.repeat(end - i + 1);
      i = end + 1;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}
