import { read } from "../grammar/parse.ts";
import { skillText } from "../grammar/rules/parts.ts";
import { G } from "../grammar/rules/shared.ts";
const [kind, text] = process.argv.slice(2);
const rule = kind === "skill" ? skillText : kind === "stmts" ? G.stmts : kind === "clause" ? G.clause : kind === "cond" ? G.cond : G.np(kind as never);
const r = read(rule as never, text);
const toks = r.tokens.map((t) => t.image);
const show = (v: unknown, ind = ""): string => {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return v.length === 0 ? "[]" : "[\n" + v.map((x) => ind + "  " + show(x, ind + "  ")).join("\n") + "\n" + ind + "]";
  const o = v as Record<string, unknown>;
  const span = o.span as { from: number; to: number } | undefined;
  const head = [o.kind, o.row, o.ref, o.head, o.name, o.noun].filter((x) => x !== undefined).join(" ");
  const text = span ? ` «${toks.slice(span.from, span.to).join("")}»` : "";
  const rest = Object.entries(o).filter(([k]) => !["span", "kind", "row", "ref", "head", "name", "noun", "restrictions", "adverbials", "form"].includes(k) || (k === "restrictions" && (o.restrictions as unknown[]).length > 0) || (k === "adverbials" && (o.adverbials as unknown[]).length > 0));
  return `${head}${text}` + (rest.length ? "\n" + rest.map(([k, x]) => `${ind}  ${k}: ${show(x, ind + "  ")}`).join("\n") : "");
};
console.log(r.value ? show(r.value) : r.failure);
