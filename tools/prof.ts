import { read } from "../grammar/parse.ts";
import { skillText } from "../grammar/rules/parts.ts";
const text = "当你因执行你使用的【杀】的效果而对一名角色造成伤害时❷，若其有牌，你可防止此伤害▶你依次弃置其两张牌。";
for (let i = 0; i < 3; i++) { const t0 = performance.now(); const r = read(skillText, text); console.log((performance.now() - t0).toFixed(1), "ms", r.steps, "steps", !!r.value); }
