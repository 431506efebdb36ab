import { read } from "../grammar/parse.ts";
import { skillText } from "../grammar/rules/parts.ts";
const r = read(skillText, process.argv[2]);
console.log(r.tokens.map((t) => t.image).join(" "));
console.log(r.value ? JSON.stringify(r.value, null, 1).slice(0, +(process.argv[3] ?? 2000)) : r.failure);
