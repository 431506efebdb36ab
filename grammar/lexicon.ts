// The closed vocabulary. Every word a rule or a table row names becomes one token type the
// moment it is named (rows compile their templates at load time), and the chevrotain lexer is
// built from all of them on first use, longest first, so the lexer always agrees with the
// tables: no catch-all word token exists (BRIEF "Grammar").
import { createToken, Lexer, type TokenType } from "chevrotain";
import { buildAllRules, token, type P, type Tok } from "./chart/parser.ts";

const isLineBreak = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * `open`, then anything but `close` or a line break, then `close` (〖…〗, 【…】, “…”). A custom
 * matcher, not /【[^】\n]*】/: that regex scans to the end of the line from every unclosed 【, so
 * a long line of them costs quadratic time (24 KB of 【【【… took seconds). This one remembers
 * the stretch it found unclosed and answers at once for any opening inside it.
 */
function delimited(open: string, close: string): { exec: (text: string, offset: number) => RegExpExecArray | null } {
  const closeCode = close.charCodeAt(0);
  let unclosed: { text: string; from: number; to: number } | null = null;
  return {
    exec(text: string, offset: number): RegExpExecArray | null {
      if (text.charAt(offset) !== open) return null;
      if (unclosed !== null && offset >= unclosed.from && offset < unclosed.to && unclosed.text === text) return null;
      let i = offset + 1;
      for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === closeCode) return [text.slice(offset, i + 1)] as unknown as RegExpExecArray;
        if (isLineBreak(c)) break;
      }
      unclosed = { text, from: offset, to: i };
      return null;
    },
  };
}

/** Delimited names and other pattern tokens (3.5.6–3.5.8). */
export const SkillName = createToken({ name: "SkillName", pattern: delimited("〖", "〗"), start_chars_hint: ["〖"], line_breaks: false });
export const CardName = createToken({ name: "CardName", pattern: delimited("【", "】"), start_chars_hint: ["【"], line_breaks: false });
export const Quoted = createToken({ name: "Quoted", pattern: delimited("“", "”"), start_chars_hint: ["“"], line_breaks: false });
export const Integer = createToken({ name: "Integer", pattern: /[0-9]+/ });
/** X, Y, Z (3.4.11 variables) and A, B (labels of players in a skill). */
export const Letter = createToken({ name: "Letter", pattern: /[A-Z]/ });
/** ①②③: the parts of a skill. */
export const PartMark = createToken({ name: "PartMark", pattern: /[①②③④⑤⑥⑦⑧⑨]/ });
/** ❶❷❸ (where chapter 4 splits a timing point) are words: the catalogue's forms name them. */
export const TIMING_MARKS = ["❶", "❷", "❸", "❹", "❺", "❻", "❼", "❽", "❾"] as const;
export const Space = createToken({ name: "Space", pattern: /[ \t\u3000\uFEFF]+/, group: Lexer.SKIPPED });

const PATTERN_TOKENS = [SkillName, CardName, Quoted, PartMark, Space];

/**
 * One UTF-16 unit that no other token matches here, tried last: scan() gathers these into
 * unknown runs and they never reach the parser (so it is no catch-all word: every word is tried
 * before it). It stands in for chevrotain's error recovery, which tries every pattern at every
 * dropped character (some 25 µs per character: 30 KB of unknown text took seconds); this token
 * keeps the lexer's first-character index, so an unknown character costs what a word does.
 */
export const UnknownChar = createToken({ name: "UnknownChar", pattern: /[\u0000-\uffff]/ });

const wordTypes = new Map<string, TokenType>();
let built: Lexer | null = null;

/** The token type of a word, created on first mention. */
export function wordType(image: string): TokenType {
  let t = wordTypes.get(image);
  if (t === undefined) {
    if (built !== null) throw new Error(`word ${image} was named after the lexer was built`);
    t = createToken({ name: `w:${image}`, pattern: image });
    wordTypes.set(image, t);
  }
  return t;
}

/** A parser for one word (registering it in the lexicon). */
export function w(image: string): P<Tok> {
  return token([wordType(image).tokenTypeIdx!], image);
}

/** A parser for any of these words. */
export function anyOf(images: readonly string[], what: string): P<Tok> {
  return token(
    images.map((i) => wordType(i).tokenTypeIdx!),
    what,
  );
}

export function typeOf(t: TokenType): number {
  return t.tokenTypeIdx!;
}

/** Every word of the lexicon (for suggestions and docs). */
export function lexiconWords(): readonly string[] {
  lexer();
  return [...wordTypes.keys()];
}

/**
 * Runs of two or more consecutive words in the tables' templates (判定 结果 确定 后 ❷ →
 * 判定结果确定后❷): phrases a did-you-mean may offer as a whole, indexed by their first word.
 */
const phrases = new Map<string, Set<string>>();

export function notePhrase(words: readonly string[]): void {
  if (words.length < 2) return;
  const set = phrases.get(words[0]) ?? new Set<string>();
  set.add(words.join(""));
  phrases.set(words[0], set);
}

let wordsByType: Map<number, string> | null = null;

/** The words and phrases that start with the word of this token type (none for pattern tokens). */
export function phrasesStartingWith(type: number): readonly string[] {
  if (wordsByType === null || wordsByType.size !== wordTypes.size) wordsByType = new Map([...wordTypes].map(([image, t]) => [t.tokenTypeIdx!, image]));
  const word = wordsByType.get(type);
  return word === undefined ? [] : [word, ...(phrases.get(word) ?? [])];
}

export function isWord(image: string): boolean {
  lexer();
  return wordTypes.has(image);
}

/** The lexer, built once from every word named so far (longest first) and the pattern tokens. */
export function lexer(): Lexer {
  if (built !== null) return built;
  // Rule bodies name their words as they are built: all of them first.
  buildAllRules();
  const words = [...wordTypes.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1)).map((e) => e[1]);
  built = new Lexer([...PATTERN_TOKENS, ...words, Integer, Letter, UnknownChar], {
    positionTracking: "onlyOffset",
    ensureOptimizations: false,
    skipValidations: true,
  });
  return built;
}
