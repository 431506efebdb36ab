// Seeded mutations of the corpus for the front-end fuzz test (tests/grammar/fuzz.test.ts): a
// case is one to three blocks of a pack (a header line and the lines under it) with one to four
// mutations — deletions, insertions, splices of other corpus lines, line breaks and control
// characters inside names, very long lines. `checkCase` runs the whole front end on it and
// lists every broken promise: a throw, a slow case, a diagnostic range outside the text, an
// error with generated code, generated code that does not parse.
import { transformSync } from "esbuild";
import { Rng } from "../../runtime/engine/rng.ts";
import { compileText } from "../../compiler/compile.ts";
import { decodeSource } from "../../compiler/source.ts";
import { formatDiagnostic, hasErrors, type Diagnostic } from "../../grammar/diagnostic.ts";

/** A corpus split into blocks: each starts at a header line (扩展包/武将/牌/牌堆). */
export function blocksOf(text: string): string[][] {
  const blocks: string[][] = [];
  for (const line of text.split("\n")) {
    if (/^(扩展包|武将|牌堆|牌)[ \t\u3000]/u.test(line) || blocks.length === 0) blocks.push([]);
    blocks[blocks.length - 1].push(line);
  }
  return blocks.filter((b) => b.some((l) => l.trim() !== ""));
}

/** Characters a designer's editor (or a broken tool) can put into a file. */
const LINE_BREAKS = ["\n", "\r", "\r\n", "\u2028", "\u2029", "\u0085", "\v", "\f"];
const CONTROLS = ["\u0000", "\u0001", "\t", "\u0007", "\u001b", "\u007f", "\u200b", "\u200e", "\ufeff", "\ud800", "\udfff", "\u0301"];
const CODE_BREAKERS = ["*/", "/*", "//", "`", "${", "\\", '"', "'", "</script>", "\\u2028"];
const NOTATION = [..."，。；：、▶▷（）〖〗【】“”/①②③❶❷❸+-×÷=<>{}0123456789XYAB", "（→）", "锁定技，", "出牌阶段限一次，", "若", "其", "此【杀】", "X", "（X为", "）"];
const HALF_WIDTH = [..."；:;,.()?!", " ", "\u3000"];
const ASTRAL = ["🀄", "𠀋", "😀"];

function pickInsert(rng: Rng, corpusChars: string): string {
  switch (rng.int(0, 7)) {
    case 0:
      return rng.pick(LINE_BREAKS);
    case 1:
      return rng.pick(CONTROLS);
    case 2:
      return rng.pick(CODE_BREAKERS);
    case 3:
      return rng.pick(NOTATION);
    case 4:
      return rng.pick(HALF_WIDTH);
    case 5:
      return rng.pick(ASTRAL);
    default: {
      const at = rng.int(0, corpusChars.length - 1);
      return corpusChars.slice(at, at + rng.int(1, 6));
    }
  }
}

/** Positions just inside a 〖〗 or 【】 name of the text (where a name's characters are). */
function namePositions(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/[〖【][^〗】\n]*[〗】]/gu)) out.push(m.index + 1 + Math.floor((m[0].length - 2) / 2));
  return out;
}

export type MutationKind = "delete" | "insert" | "splice" | "name" | "long" | "lines" | "truncate";
const KINDS: readonly MutationKind[] = ["delete", "insert", "splice", "name", "long", "lines", "truncate"];

/** One mutation of `text`; `lines` are the corpus lines to splice from. */
export function mutate(rng: Rng, text: string, kind: MutationKind, lines: readonly string[], corpusChars: string): string {
  const at = rng.int(0, text.length);
  switch (kind) {
    case "delete":
      return text.slice(0, at) + text.slice(at + rng.int(1, 12));
    case "insert":
      return text.slice(0, at) + pickInsert(rng, corpusChars) + text.slice(at);
    case "splice": {
      // A piece of another corpus line put into this text (a copy-paste gone wrong).
      const other = rng.pick(lines);
      const from = rng.int(0, other.length);
      const piece = rng.chance(1, 3) ? `\n${other}\n` : other.slice(from, from + rng.int(1, 40));
      return text.slice(0, at) + piece + text.slice(at + rng.int(0, 3));
    }
    case "name": {
      const spots = namePositions(text);
      if (spots.length === 0) return text;
      const p = rng.pick(spots);
      const inside = rng.pick([...LINE_BREAKS, ...CONTROLS, ...CODE_BREAKERS, "*/\n", "\u2028*/"]);
      return text.slice(0, p) + inside + text.slice(p);
    }
    case "long": {
      // A very long line: a piece of the text (or a random run) repeated to tens of KB.
      const size = rng.int(10_000, 40_000);
      const piece = rng.chance(1, 2) ? text.slice(at, at + rng.int(1, 30)) || "你" : pickInsert(rng, corpusChars);
      const unit = piece.replace(/\n/g, "") || "摸";
      return text.slice(0, at) + unit.repeat(Math.ceil(size / unit.length)).slice(0, size) + text.slice(at);
    }
    case "lines": {
      const ls = text.split("\n");
      const i = rng.int(0, ls.length - 1);
      const j = rng.int(0, ls.length - 1);
      switch (rng.int(0, 3)) {
        case 0:
          ls.splice(i, 1);
          break;
        case 1:
          ls.splice(i, 0, ls[j]);
          break;
        case 2:
          [ls[i], ls[j]] = [ls[j], ls[i]];
          break;
        default:
          ls.splice(i, 0, rng.pick(lines));
      }
      return ls.join("\n");
    }
    case "truncate":
      return text.slice(0, at);
  }
}

export interface FuzzCase {
  readonly id: number;
  readonly kinds: readonly MutationKind[];
  readonly text: string;
  readonly allowPartial: boolean;
}

/** The `n`-th case of a seeded run (cases are independent: each has its own generator). */
export function makeCase(seed: number, id: number, blocks: readonly string[][], lines: readonly string[], corpusChars: string): FuzzCase {
  const rng = new Rng((seed * 1_000_003 + id) | 0);
  const chosen: string[] = [];
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) chosen.push(...rng.pick(blocks));
  let text = chosen.join("\n");
  const kinds: MutationKind[] = [];
  const mutations = rng.int(1, 4);
  let long = false;
  for (let i = 0; i < mutations; i++) {
    let kind = rng.pick(KINDS);
    // One very long line per case (a case is one input; a case with many would only be slower).
    if (kind === "long" && (long || !rng.chance(1, 3))) kind = "insert";
    if (kind === "long") long = true;
    kinds.push(kind);
    text = mutate(rng, text, kind, lines, corpusChars);
  }
  return { id, kinds, text: `${text}\n`, allowPartial: rng.chance(1, 2) };
}

/** The line the pack reader numbers (split at \n, a trailing \r dropped). */
function lineLengths(text: string): number[] {
  return text.split("\n").map((l) => l.replace(/\r$/, "").length);
}

/** What is wrong with one diagnostic's range (null when it lies inside the text). */
export function rangeProblem(d: Diagnostic, lengths: readonly number[]): string | null {
  const ints = [d.line, d.column, d.endLine, d.endColumn].every((n) => Number.isInteger(n));
  if (!ints) return "a position is not a whole number";
  if (d.line < 1 || d.line > lengths.length) return `line ${d.line} is outside the text (1–${lengths.length})`;
  if (d.endLine < d.line || d.endLine > lengths.length) return `end line ${d.endLine} is outside the text or before the start line`;
  if (d.column < 1 || d.column > lengths[d.line - 1] + 1) return `column ${d.column} is outside line ${d.line} (length ${lengths[d.line - 1]})`;
  if (d.endColumn < 1 || d.endColumn > lengths[d.endLine - 1] + 1) return `end column ${d.endColumn} is outside line ${d.endLine} (length ${lengths[d.endLine - 1]})`;
  if (d.endLine === d.line && d.endColumn < d.column) return `the range ends (${d.endColumn}) before it starts (${d.column})`;
  return null;
}

export interface CaseResult {
  readonly ms: number;
  readonly problems: readonly string[];
  readonly diagnostics: number;
}

/** Runs the front end (decode, read, lower, emit, format every diagnostic) on one case. */
export function checkCase(c: FuzzCase, file = "fuzz.sgs"): CaseResult {
  const problems: string[] = [];
  const started = performance.now();
  let diagnostics: readonly Diagnostic[] = [];
  let ts = "";
  try {
    const decoded = decodeSource(Buffer.from(c.text, "utf8"), file);
    if (!("text" in decoded)) problems.push(`valid UTF-8 was refused: ${decoded.diagnostic.message}`);
    const result = compileText(c.text, file, { allowPartial: c.allowPartial });
    diagnostics = result.diagnostics;
    ts = result.ts;
    for (const d of diagnostics) formatDiagnostic(d, c.text, { color: false });
  } catch (e) {
    problems.push(`threw: ${(e as Error).stack ?? String(e)}`);
  }
  const ms = performance.now() - started;
  const lengths = lineLengths(c.text);
  for (const d of diagnostics) {
    const p = rangeProblem(d, lengths);
    if (p) problems.push(`${d.code} at ${d.line}:${d.column}–${d.endLine}:${d.endColumn}: ${p} (${d.message.slice(0, 80)})`);
    if (/undefined|\[object /u.test(d.message)) problems.push(`${d.code}: message shows an internal value: ${d.message.slice(0, 120)}`);
  }
  if (hasErrors(diagnostics) && ts !== "") problems.push("errors were reported and yet a module was generated");
  if (ts !== "") {
    try {
      transformSync(ts, { loader: "ts" });
    } catch (e) {
      problems.push(`the generated module does not parse: ${String(e).slice(0, 300)}`);
    }
  }
  return { ms, problems, diagnostics: diagnostics.length };
}
