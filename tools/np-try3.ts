import { read } from "../grammar/parse.ts";
import { G } from "../grammar/rules/shared.ts";
for (const [name, p, t] of [["subjectClause", G.subjectClause, "其选择是否打出【闪】"], ["clause", G.clause, "令其选择是否打出【闪】"], ["clause", G.clause, "你令其摸一张牌"], ["clause", G.clause, "你令其打出【闪】"], ["clause", G.clause, "你令其选择是否摸一张牌"]] as const) {
  const r = read(p as never, t);
  console.log(name, t, r.value ? "OK" : JSON.stringify(r.failure), r.steps);
}
