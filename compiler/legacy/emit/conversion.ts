// The convert op (转化, 4.2.3/4.2.6) → a ConversionSpec literal for ctx.convert / ctx.canConvert.
import type { ConvertOpIR } from "../ir.ts";
import { cardFilterExpr, cardRefExpr, str, type ExprScope } from "./expressions.ts";

export function conversionSpecExpr(op: ConvertOpIR, scope: ExprScope): string {
  const c = op.cards;
  let cards: string;
  if (c.kind === "none") cards = '{ kind: "none" }';
  else if (c.kind === "memo") cards = `{ kind: "fixed", cards: (ctx.memo.get(${str(c.key)}) as readonly number[] | undefined) ?? [] }`;
  else if (c.kind === "physicalOf") cards = `{ kind: "fixed", cards: ctx.physicalCardsOf(${cardRefExpr(c.card, scope)}) }`;
  else {
    const filter = cardFilterExpr(c.filter);
    cards = `{ kind: "choose", regions: ${JSON.stringify(c.regions)}, count: ${c.count}${filter ? `, filter: ${filter}` : ""} }`;
  }
  return `{ name: ${str(op.name)}, modes: ${JSON.stringify(op.modes)}, cards: ${cards} }`;
}
