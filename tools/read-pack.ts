import { readFileSync } from "node:fs";
import { readPack } from "../grammar/pack.ts";
let total = 0, bad = 0;
for (const f of process.argv.slice(2)) {
  const t0 = performance.now();
  const { pack, diagnostics } = readPack(readFileSync(f, "utf8"), f);
  const skills = [...pack.generals.flatMap((g) => g.skills), ...pack.cards.flatMap((c) => c.skills)];
  total += skills.length;
  console.log(`${f}: ${pack.generals.length} generals, ${pack.cards.length} cards, ${pack.decks.reduce((n, d) => n + d.entries.length, 0)} deck cards, ${skills.length} skills, ${diagnostics.length} diagnostics, ${(performance.now() - t0).toFixed(0)} ms`);
  for (const d of diagnostics) { bad++; console.log(`  ${d.line}:${d.column} ${d.code} ${d.message} ${d.expected ? "expected " + d.expected.join(", ") : ""}`); }
}
console.log(`skills ${total}, diagnostics ${bad}`);
