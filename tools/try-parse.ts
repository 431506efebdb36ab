import { read } from "../grammar/parse.ts";
import { skillText } from "../grammar/rules/parts.ts";
import { readFileSync } from "node:fs";
const files = process.argv.slice(2);
let ok = 0, bad = 0;
for (const f of files) {
  for (const line of readFileSync(f, "utf8").split("\n")) {
    const m = /^〖[^〗]*〗(.*)$/.exec(line);
    if (!m) continue;
    const t0 = performance.now();
    const r = read(skillText, m[1]);
    const ms = performance.now() - t0;
    if (r.value) ok++; else {
      bad++;
      const at = r.failure?.at ?? 0;
      const tok = r.tokens[at];
      const pos = tok ? tok.start : m[1].length;
      console.log(`✗ ${line.slice(0, 6)} ${ms.toFixed(0)}ms unknown=${r.unknown.map(u=>u.text).join("|")} at ${at}: …${m[1].slice(Math.max(0,pos-12), pos)}⟦${m[1].slice(pos, pos+10)}⟧ expected ${r.failure?.expected.slice(0,8).join(" / ")}`);
    }
  }
}
console.log(`ok ${ok} bad ${bad}`);
