import "../grammar/parse.ts";
import { lexiconWords } from "../grammar/lexicon.ts";
const words = new Set(lexiconWords());
const out: string[] = [];
for (const word of words) {
  // can it be split into 2+ other words?
  const n = word.length;
  const ok: boolean[] = Array(n + 1).fill(false); ok[0] = true;
  for (let i = 0; i < n; i++) if (ok[i]) for (let j = i + 1; j <= n; j++) { const piece = word.slice(i, j); if (!(i === 0 && j === n) && words.has(piece)) ok[j] = true; }
  if (ok[n]) out.push(word);
}
console.log(out.sort().join(" "));
