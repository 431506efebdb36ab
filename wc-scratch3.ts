import { parsePack } from "./grammar/index.ts";
const line = "〖方天画戟〗当【杀】选择目标后，若使用者为你且此【杀】对应的实体牌为你的所有手牌，你可令至多两名是此【杀】的合法目标的其他角色也成为此【杀】的目标。";
const r = parsePack(`扩展包 测试\n\n武将 曹操 魏 男 4\n${line}\n`, "t.sgs");
console.log(r.diagnostics.map((d) => `${d.column} ${d.message}`));
const p = r.ast.generals[0].skills[0]?.parts[0];
console.log(JSON.stringify({ c: p?.condition, e: p?.effects.effects[0].predicate }, (k, v) => (k === "range" ? undefined : v)).slice(0, 3000));
