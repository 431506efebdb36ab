// "Did you mean …?" for an unknown run: a rewrite of the run (and the word it sits in) that the
// grammar can read at that position. Candidates are the words and phrases that may come next
// there (the parser's expected set at the end of the text before it), close in spelling, and
// the common non-rulebook words (抽 → 摸); each is offered only if the line then reads up to the
// next unknown run. None when unsure: a wrong suggestion is worse than none.
import { phrasesStartingWith } from "./lexicon.ts";
import type { Tok } from "./chart/parser.ts";
import type { UnknownRun } from "./scan.ts";

/** A replacement of text[start, end) (offsets into the line). */
export interface Fix {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A reading of the start of a line. */
export interface Reading {
  /** Whether some reading took the whole text. */
  readonly whole: boolean;
  readonly tokens: number;
  /**
   * The token types some reading could take at this token position (one of the last
   * NEXT_POSITIONS, the end included): what may stand there.
   */
  next(at: number): ReadonlySet<number> | undefined;
}

export interface SuggestionReader {
  /** Reads `text` as the start of a line; null when it holds unknown words or the budget is spent. */
  read(text: string): Reading | null;
  /** False once the reader's budget is spent: stop asking. */
  readonly open: boolean;
}

/**
 * Words that are not the rulebook's, with its term (seed 004): a designer's everyday word for an
 * operation the rulebook names. `written` must cover the unknown run where it is found.
 */
export const EVERYDAY_WORDS: readonly { readonly written: string; readonly rulebook: string; readonly section: string }[] = [
  { written: "抽", rulebook: "摸", section: "3.8.13" },
  { written: "弃掉", rulebook: "弃置", section: "3.8.8" },
  { written: "丢弃", rulebook: "弃置", section: "3.8.8" },
  { written: "可以", rulebook: "可", section: "3.5.5" },
  { written: "可以把", rulebook: "可将", section: "3.5.5" },
  { written: "或者", rulebook: "或", section: "3.5.5" },
  { written: "拿走", rulebook: "获得", section: "3.8.20" },
  { written: "加血", rulebook: "回复1点体力", section: "3.5.27" },
  { written: "掉血", rulebook: "失去1点体力", section: "3.4.4" },
  // 3.4.15 writes <一个数值>最大/小 (手牌数最大的角色), not 最多/最少.
  { written: "最多", rulebook: "最大", section: "3.4.15" },
  { written: "最少", rulebook: "最小", section: "3.4.15" },
];

/** Context tokens before the run a phrase may start at (判定 结果 确定 候: three). */
const MAX_BACK = 4;
/** The positions a reading records what may stand at: the last MAX_BACK tokens and the end. */
export const NEXT_POSITIONS = MAX_BACK + 1;
/** Candidates verified by reading, per run. */
const MAX_VERIFIED = 4;
/** The longest unknown run a spelling fix is looked for. */
const MAX_MISSPELT = 4;

/**
 * The fix for one unknown run of `line`, whose text before the run holds no unknown run
 * (`tokens`: the tokens of that text), or undefined. A fix may take in later runs of the same
 * word (出牌階段: 出 and 階段); verification reads the line up to the next run after it.
 */
export function suggestFix(run: UnknownRun, line: string, tokens: readonly Tok[], later: readonly UnknownRun[], reader: SuggestionReader): Fix | undefined {
  const candidates: (Fix & { readonly d: number })[] = [];
  for (const { written, rulebook } of EVERYDAY_WORDS) {
    for (let s = Math.max(0, run.end - written.length); s <= run.start; s++) {
      if (line.startsWith(written, s) && s + written.length >= run.end) candidates.push({ start: s, end: s + written.length, text: rulebook, d: 0 });
    }
  }
  const before = tokens.filter((t) => t.end <= run.start);
  // A misspelt word is a few characters: a longer run (prose, English) gets no spelling fix.
  const from = Math.max(0, before.length - MAX_BACK);
  const prefix = run.text.length <= MAX_MISSPELT && !/[A-Za-z]/u.test(run.text) ? reader.read(line.slice(0, run.start)) : null;
  for (let at = from; prefix !== null && at <= before.length; at++) {
    const start = at < before.length ? before[at].start : run.start;
    for (const type of prefix.next(at) ?? []) for (const phrase of phrasesStartingWith(type)) {
      const fix = closest(phrase, line, start, run.end);
      if (fix) candidates.push(fix);
    }
  }
  // The everyday words (d 0) first; then the closest, keeping the most of what is written
  // (出牌階段 → 出牌阶段, not 出 → 亮出); then the narrowest rewrite.
  const kept = (c: Fix & { d: number }) => c.text.length - c.d;
  candidates.sort((a, b) => a.d - b.d || kept(b) - kept(a) || a.end - a.start - (b.end - b.start) || a.start - b.start);
  const seen = new Set<string>();
  for (const c of candidates) {
    // A rewrite ends between words, never inside a later unknown run.
    if (later.some((r) => r.start < c.end && r.end > c.end)) continue;
    const until = later.find((r) => r.start >= c.end)?.start ?? line.length;
    const rewritten = line.slice(0, c.start) + c.text + line.slice(c.end, until);
    if (seen.has(rewritten)) continue;
    seen.add(rewritten);
    if (!reader.open || seen.size > MAX_VERIFIED) return undefined;
    const r = reader.read(rewritten);
    if (r !== null && (r.whole || (r.next(r.tokens)?.size ?? 0) > 0)) return c;
  }
  return undefined;
}

/**
 * `phrase` as a rewrite of line[start, end) for some end covering the run, at edit distance 1
 * (2 for phrases of four or more characters), keeping a character of what it replaces.
 */
function closest(phrase: string, line: string, start: number, runEnd: number): (Fix & { d: number }) | undefined {
  const limit = phrase.length >= 4 ? 2 : 1;
  let best: (Fix & { d: number }) | undefined;
  for (let end = Math.max(runEnd, start + phrase.length - limit); end <= Math.min(line.length, start + phrase.length + limit); end++) {
    const written = line.slice(start, end);
    const d = distance(written, phrase, limit);
    if (d === 0 || d > limit || ![...phrase].some((ch) => written.includes(ch))) continue;
    if (!best || d < best.d) best = { start, end, text: phrase, d };
  }
  return best;
}

/** Edit distance, bounded: returns limit+1 as soon as it is exceeded. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length];
}
