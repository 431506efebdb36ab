import { read } from "../grammar/parse.ts";
import { G } from "../grammar/rules/shared.ts";
import { enableRuleStats } from "../grammar/chart/parser.ts";
const stats = enableRuleStats();
const r = read(G.subjectClause, process.argv[2] ?? "其摸一张牌");
console.log(r.steps, "steps", !!r.value, "tokens", r.tokens.length);
console.log([...stats.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v} ${k}`).join("\n"));
