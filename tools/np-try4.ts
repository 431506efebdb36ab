import "../grammar/parse.ts";
import { G } from "../grammar/rules/shared.ts";
import { ParseState } from "../grammar/chart/parser.ts";
import { scan } from "../grammar/scan.ts";
const t = "你令其摸一张牌";
const toks = scan(t).tokens;
const s = new ParseState(toks);
const rs = G.clause.parse(s, 0);
console.log("clause@0 ends", rs.map((r) => r[0]));
const s2 = new ParseState(toks);
console.log("subjectClause@2 fresh", G.subjectClause.parse(s2, 2).map((r) => r[0]));
// what does the memo of s have at position 2 for subjectClause? find by evaluating again on s
console.log("subjectClause@2 in s", G.subjectClause.parse(s, 2).map((r) => r[0]));
console.log("clause@2 in s", G.clause.parse(s, 2).map((r) => r[0]), "fresh", G.clause.parse(new ParseState(toks), 2).map((r) => r[0]));
