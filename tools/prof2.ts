import { read } from "../grammar/parse.ts";
import { skillText } from "../grammar/rules/parts.ts";
import { enableRuleStats } from "../grammar/chart/parser.ts";
const text = process.argv[2] ?? "当你因执行你使用的【杀】的效果而对一名角色造成伤害时❷，若其有牌，你可防止此伤害▶你依次弃置其两张牌。";
const stats = enableRuleStats();
const r = read(skillText, text);
console.log(r.steps, "steps", !!r.value, "tokens", r.tokens.length);
console.log([...stats.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v} ${k}`).join("\n"));
