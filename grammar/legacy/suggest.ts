// "Did you mean …?" for an unknown word: the closest phrase the lexer knows (timing rows and
// aliases with ❶❷❸, vocabulary rows, keywords), by edit distance on characters.
import { TIMINGS } from "../../runtime/timing/catalogue.ts";
import { KEYWORDS } from "./keywords.ts";
import { ALL_TOKENS, meaningOf } from "./tokens.ts";

/** Phrases with a `{牌}` slot are not words on their own; their halves are tokens already. */
const SLOT = "{牌}";

let cached: readonly (readonly string[])[] | undefined;

/** Every known phrase, as arrays of characters (code points), deduplicated. */
function candidates(): readonly (readonly string[])[] {
  if (cached) return cached;
  const phrases = new Set<string>();
  for (const row of TIMINGS) {
    for (const p of [row.phrase, ...(row.aliases ?? [])]) if (!p.includes(SLOT)) phrases.add(p);
  }
  for (const t of ALL_TOKENS) {
    const p = meaningOf(t)?.phrase;
    if (p !== undefined) phrases.add(p);
  }
  for (const k of KEYWORDS) phrases.add(k);
  cached = [...phrases].map((p) => Array.from(p));
  return cached;
}

/** Levenshtein distance between two character arrays (one row of the table at a time). */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(substitute, prev[j] + 1, row[j - 1] + 1));
    }
    prev = row;
  }
  return prev[b.length];
}

interface Match {
  readonly phrase: string;
  readonly distance: number;
}

/**
 * The known phrase closest to `word`, if it is close (distance ≤ max(1, ⌊len/3⌋)) and
 * unambiguous (strictly closer than any other phrase). An exact match is no suggestion.
 */
export function closestPhrase(word: string): Match | undefined {
  const chars = Array.from(word);
  const limit = Math.max(1, Math.floor(chars.length / 3));
  let best: Match | undefined;
  let second = Infinity;
  for (const c of candidates()) {
    if (Math.abs(c.length - chars.length) > limit) continue;
    const d = editDistance(chars, c);
    if (best === undefined || d < best.distance) {
      if (best) second = best.distance;
      best = { phrase: c.join(""), distance: d };
    } else if (d < second) {
      second = d;
    }
  }
  if (!best || best.distance === 0 || best.distance > limit || second <= best.distance) return undefined;
  return best;
}

/** Characters that end a word: whitespace, punctuation, name brackets. */
const BOUNDARY = /[\s，。；：、▶▷（）()〖〗【】“”#]/u;
/** How far the window around the unknown word may grow, in characters. */
const MAX_LEFT = 4;
const MAX_RIGHT = 2;

/**
 * A suggestion for the unknown text `text[start, end)`. The lexer may have cut a misspelt
 * phrase (摸|排阶段, 判定|结果|确定候|❷), so windows that grow over glued neighbouring
 * characters are tried too; the closest unambiguous match wins, the wider window on a tie.
 */
export function suggestAt(text: string, start: number, end: number): string | undefined {
  const word = text.slice(start, end);
  if (word.length === 0) return undefined;
  const left = Array.from(text.slice(Math.max(0, start - 4 * MAX_LEFT), start)).reverse();
  const right = Array.from(text.slice(end, end + 4 * MAX_RIGHT));
  const glued = (chars: string[], max: number): string[] => {
    const out: string[] = [];
    for (const ch of chars) {
      if (out.length >= max || BOUNDARY.test(ch)) break;
      out.push(ch);
    }
    return out;
  };
  const before = glued(left, MAX_LEFT).reverse();
  const after = glued(right, MAX_RIGHT);
  let found: { match: Match; width: number } | undefined;
  for (let l = 0; l <= before.length; l++) {
    for (let r = 0; r <= after.length; r++) {
      const window = before.slice(before.length - l).join("") + word + after.slice(0, r).join("");
      const match = closestPhrase(window);
      if (!match) continue;
      const width = l + r;
      if (!found || match.distance < found.match.distance || (match.distance === found.match.distance && width > found.width)) {
        found = { match, width };
      }
    }
  }
  return found?.match.phrase;
}
