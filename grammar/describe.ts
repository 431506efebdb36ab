// Words for diagnostics: what the grammar expected, and a known word close to an unknown one.
import { lexiconWords } from "./lexicon.ts";

/** The expected set in a stable, readable order (labels first, then words), at most 8 entries. */
export function describeExpected(expected: readonly string[]): string[] {
  const unique = [...new Set(expected)];
  const labels = unique.filter((e) => /[a-z]/.test(e)).sort();
  const words = unique.filter((e) => !/[a-z]/.test(e)).sort();
  const out = [...labels, ...words.map((w) => `“${w}”`)];
  return out.length > 8 ? [...out.slice(0, 8), `… (${out.length - 8} more)`] : out;
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

/** The lexicon's Chinese words of two or more characters, by length (built once: the lexicon is closed). */
let wordsByLength: Map<number, { word: string; index: number }[]> | null = null;
function candidatesOfLength(n: number): readonly { word: string; index: number }[] {
  if (wordsByLength === null) {
    wordsByLength = new Map();
    lexiconWords().forEach((word, index) => {
      if (word.length < 2 || !/[\u4e00-\u9fff]/.test(word)) return;
      const list = wordsByLength!.get(word.length) ?? [];
      list.push({ word, index });
      wordsByLength!.set(word.length, list);
    });
  }
  return wordsByLength.get(n) ?? [];
}

/**
 * A known word the designer probably meant: the unknown run together with the word around
 * it (受到伤亡 → 受到伤害), at edit distance 1 (2 for longer words); none when unsure. Only
 * words of a length within the distance are compared, so the cost is bounded per run.
 */
export function suggestFor(unknown: string, text: string, at: number): string | undefined {
  let best: { word: string; d: number } | undefined;
  for (let before = 0; before <= 2; before++) {
    for (let after = 0; after <= 2; after++) {
      const s = at - before;
      if (s < 0) continue;
      const candidate = text.slice(s, at + unknown.length + after);
      if (candidate.length < 2) continue;
      const limit = candidate.length >= 4 ? 2 : 1;
      // The closest word for this candidate (ties: the lexicon's order), then the closest overall.
      let here: { word: string; d: number; index: number } | undefined;
      for (let n = Math.max(2, candidate.length - limit); n <= candidate.length + limit; n++) {
        for (const { word, index } of candidatesOfLength(n)) {
          const d = distance(candidate, word, limit);
          // The word must keep something of the unknown run (抽 is not a misspelling of 同一).
          if (d > limit || d === 0 || ![...unknown].some((ch) => word.includes(ch))) continue;
          if (!here || d < here.d || (d === here.d && index < here.index)) here = { word, d, index };
        }
      }
      if (here && (!best || here.d < best.d)) best = here;
    }
  }
  return best?.word;
}
