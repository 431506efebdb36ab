import { readFileSync } from "node:fs";
import { compileSource } from "./compiler/index.ts";
const all = readFileSync("/work/shared/corpus/standard.sgs", "utf8").split("\n");
const keep = new Set(process.argv.slice(2));
let on = false;
const out: string[] = ["扩展包 测试", ""];
for (const l of all) {
  const h = /^牌 【(.+?)】/u.exec(l);
  if (h) on = keep.has(h[1]);
  else if (l.trim() === "") on = false;
  if (on) out.push(l);
}
const r = await compileSource(out.join("\n"), "t.sgs");
for (const d of r.diagnostics) console.log(d.line, d.code, d.message);
const ts = r.ts;
console.log(ts.slice(ts.indexOf("skills: ["), ts.indexOf("decks:")));
