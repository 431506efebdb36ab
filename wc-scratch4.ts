import { ALL_TOKENS } from "./grammar/tokens.ts";
console.log(ALL_TOKENS.map((t) => t.name).filter((n) => n.includes("目标") || n.includes("成为") || n.includes("合法")).join(" | "));
