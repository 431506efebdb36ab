import "../grammar/parse.ts";
import { G } from "../grammar/rules/shared.ts";
import { ParseState, ruleNames } from "../grammar/chart/parser.ts";
import { scan } from "../grammar/scan.ts";
const text = process.argv[2] ?? "其摸一张牌";
const toks = scan(text).tokens;
const s = new ParseState(toks) as any;
const orig = s.readRule.bind(s);
const stack: string[] = [];
const seen = new Map<string, number>();
s.readRule = (id: number, pos: number, body: any) => {
  const key = id * 4096 + pos;
  const name = `${ruleNames[id]}@${pos}`;
  if (s.activeAt.has(key) && !s.memo[pos].has(id)) {
    const i = stack.lastIndexOf(name);
    const chain = stack.slice(i).map((x) => x.replace(/@\d+$/, "")).join(" → ");
    seen.set(chain, (seen.get(chain) ?? 0) + 1);
  }
  stack.push(name);
  try { return orig(id, pos, body); } finally { stack.pop(); }
};
G.subjectClause.parse(s, 0);
for (const [c, n] of [...seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(n, c);
