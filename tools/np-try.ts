import { read } from "../grammar/parse.ts";
import { G } from "../grammar/rules/shared.ts";
const [kind, text] = process.argv.slice(2);
const p = kind === "value" ? G.value : kind === "cond" ? G.cond : kind === "clause" ? G.clause : kind === "stmts" ? G.stmts : kind === "timing" ? G.timing : kind === "when" ? G.when : G.np(kind as never);
const r = read(p as never, text);
console.log(r.tokens.map((t) => t.image).join(" "));
console.log(r.value ? JSON.stringify(r.value, null, 1).slice(0, 3000) : r.failure);
