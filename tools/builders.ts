// Lists every library builder the lowered corpus uses: its argument names, how often, and a
// short example (for writing and checking runtime/api/lib/).
import { readFileSync } from "node:fs";
import { readPack } from "../grammar/pack.ts";
import { lowerPack } from "../compiler/lower/pack.ts";
import type { X } from "../compiler/ir.ts";

const stats = new Map<string, { n: number; keys: Map<string, Set<string>>; example: string; parents: Set<string> }>();
const kindOf = (x: X): string => (x.k === "call" ? x.fn.split(".")[0] + "." : x.k === "list" ? `list` : x.k);
function flat(x: X, d = 0): string {
  if (x.k === "num") return String(x.n);
  if (x.k === "str") return JSON.stringify(x.s);
  if (x.k === "bool") return String(x.b);
  if (x.k === "null") return "null";
  if (x.k === "list") return d > 2 ? "[…]" : `[${x.items.map((i) => flat(i, d + 1)).join(", ")}]`;
  if (d > 2) return `${x.fn}(…)`;
  return `${x.fn}(${Object.entries(x.args).map(([k, v]) => `${k}: ${flat(v, d + 1)}`).join(", ")})`;
}
function walk(x: X, parent: string) {
  if (x.k === "list") return x.items.forEach((i) => walk(i, parent));
  if (x.k !== "call") return;
  let s = stats.get(x.fn);
  if (!s) stats.set(x.fn, (s = { n: 0, keys: new Map(), example: flat(x), parents: new Set() }));
  s.n++;
  s.parents.add(parent);
  for (const [k, v] of Object.entries(x.args)) {
    if (!s.keys.has(k)) s.keys.set(k, new Set());
    s.keys.get(k)!.add(kindOf(v));
    walk(v, `${x.fn}.${k}`);
  }
}
for (const file of process.argv.slice(2)) {
  const { pack } = readPack(readFileSync(file, "utf8"), file);
  const { ir } = lowerPack(pack, { allowPartial: true } as never);
  walk(ir.root, "root");
}
for (const [fn, s] of [...stats].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`${fn} ×${s.n}  {${[...s.keys].map(([k, v]) => `${k}: ${[...v].join("|")}`).join(", ")}}`);
  console.log(`    in: ${[...s.parents].slice(0, 6).join(", ")}`);
  console.log(`    e.g. ${s.example.slice(0, 300)}`);
}
