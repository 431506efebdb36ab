// A row match's slots → the library call's arguments, by each slot's declared type
// (runtime/vocabulary/types.ts): a player slot becomes a player selector, a number a value,
// an action a statement, and so on. This table is the generic link between every row and its
// runtime operation; a row needs no lowering code of its own.
import type { Clause, Condition, Gap, NounPhrase, Options, SlotValue, Stmt, TimingMatch, Value, Word } from "../../grammar/syntax.ts";
import { PREDICATES } from "../../runtime/vocabulary/predicates.ts";
import type { PredicateRow, SlotType } from "../../runtime/vocabulary/types.ts";
import { parseTemplate, slotsOf } from "../../grammar/templates.ts";
import { call, list, str, type X } from "../ir.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./refuse.ts";
import { areaOf, attrOf, cardCount, cards, damageTest, marksOf, markName, phaseOf, players, skillsOf, targetRef, virtualCard, zoneOf } from "./nouns.ts";
import { value } from "./values.ts";
import { periodOf } from "./periods.ts";

const rows = new Map<string, PredicateRow>(PREDICATES.map((r) => [r.id, r]));
const typeCache = new Map<string, Map<string, SlotType | "choice">>();

export function predicateRow(id: string): PredicateRow {
  const r = rows.get(id);
  if (!r) throw new Error(`no predicate row ${id}`);
  return r;
}

/** The declared type of each slot of a row's form. */
export function slotTypes(row: string, form: number): Map<string, SlotType | "choice"> {
  const key = `${row}#${form}`;
  let m = typeCache.get(key);
  if (!m) {
    m = new Map();
    for (const s of slotsOf(parseTemplate(predicateRow(row).forms[form]))) m.set(s.name, s.type as SlotType | "choice");
    typeCache.set(key, m);
  }
  return m;
}

export interface SlotLowerers {
  readonly action: (c: Clause, ctx: Ctx) => X;
  readonly clause: (c: Clause, ctx: Ctx) => X;
  readonly options: (o: Options, ctx: Ctx) => X;
  readonly stmts: (s: Stmt[], ctx: Ctx) => X;
  readonly cond: (c: Condition, ctx: Ctx) => X;
  readonly timing: (t: TimingMatch, ctx: Ctx) => X;
}

const isGap = (v: SlotValue): v is Gap => (v as Gap).kind === "gap";

/**
 * One slot's value as an argument. `kinds`: in a state or a test (not an operation), a card
 * description is a kind of card (使用锦囊牌无距离关系的限制), not cards somewhere.
 */
export function slotArg(type: SlotType | "choice", v: SlotValue, ctx: Ctx, lowerers: SlotLowerers, kinds = false): X {
  if (isGap(v)) {
    const gap = ctx.scope.gap;
    if (!gap) return refuse({ from: 0, to: 0 }, "a relative clause lost its head");
    return gap.x;
  }
  switch (type) {
    case "choice":
      return str((v as Word).row);
    case "player":
    case "players":
      return players(v as NounPhrase, ctx).x;
    case "cards":
      return cards(v as NounPhrase, ctx, { asKind: kinds }).x;
    case "cardSet":
      return cards(v as NounPhrase, ctx, { defaultAll: true }).x;
    case "count":
      return cardCount(v as NounPhrase, ctx);
    case "card":
      return virtualCard(v as NounPhrase, ctx);
    case "number":
      return value(v as Value, ctx);
    case "skill":
      return skillsOf(v as NounPhrase, ctx);
    case "mark":
      return str(markName(v as NounPhrase));
    case "marks":
      return marksOf(v as NounPhrase, ctx);
    case "phase":
      return phaseOf(v as NounPhrase, ctx);
    case "zone":
      return zoneOf(v as NounPhrase, ctx);
    case "area":
      return areaOf(v as NounPhrase, ctx);
    case "target":
      return targetRef(v as NounPhrase, ctx);
    case "element":
      return str((v as Word).row);
    case "damage":
      return damageTest(v as NounPhrase, ctx);
    case "period":
      return periodOf(v, ctx);
    case "action":
      return lowerers.action(v as Clause, ctx);
    case "clause":
      return lowerers.clause(v as Clause, ctx);
    case "options":
      return lowerers.options(v as Options, ctx);
    case "stmts":
      return lowerers.stmts(v as Stmt[], ctx);
    case "cond":
      return lowerers.cond(v as Condition, ctx);
    case "timing":
      return lowerers.timing(v as TimingMatch, ctx);
    case "suit":
    case "color":
    case "category":
    case "faction":
      return attrOf(v as NounPhrase, ctx, type);
  }
}

/** All slots of a match except those in `skip`, in the form's order. */
export function slotArgs(row: string, form: number, slots: Readonly<Record<string, SlotValue>>, ctx: Ctx, lowerers: SlotLowerers, skip: ReadonlySet<string>): Record<string, X> {
  const types = slotTypes(row, form);
  // A state an effect sets up (对其使用【杀】无次数的限制, 000 4.2.2 专题三) is about a kind of card
  // too, tested on each card in question while it lasts, not a card chosen as it begins.
  const state = predicateRow(row).class === "state";
  const kinds = state || (predicateRow(row).class !== "operation" && ctx.mode !== "act");
  const out: Record<string, X> = {};
  for (const [name, type] of types) {
    if (skip.has(name)) continue;
    const v = slots[name];
    if (v === undefined) continue;
    out[name] = slotArg(type, v, state && type === "cards" && ctx.mode === "act" ? { ...ctx, mode: "state" } : ctx, lowerers, kinds);
  }
  return out;
}

export { list };
