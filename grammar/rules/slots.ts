// Slot types → the generic rules that read them (runtime/vocabulary/types.ts SlotType). A row's
// "<who:player>" reads any player noun phrase; "<n:number>" any value; "<act:action>" any
// predicate. This table is the whole link between the vocabulary and the grammar.
import { label, type P } from "../chart/parser.ts";
import type { SlotType } from "../../runtime/vocabulary/types.ts";
import { ELEMENT_WORDS } from "../../runtime/vocabulary/elements.ts";
import type { SlotValue } from "../syntax.ts";
import { G, lazy, wordOf } from "./shared.ts";

const element = wordOf(ELEMENT_WORDS.map((e) => e.word), (t) => ELEMENT_WORDS.find((e) => e.word === t)!.id, "an element (火焰, 雷电 …)");

const cache = new Map<SlotType, P<SlotValue>>();
const leadCache = new Map<SlotType, P<SlotValue>>();

/** The same, for a slot at the start of a phrase read inside a relative clause (no left recursion). */
export function slotParserLead(type: SlotType): P<SlotValue> {
  let p = leadCache.get(type);
  if (p) return p;
  const noun = type === "player" || type === "players" ? "player" : type === "card" || type === "cards" || type === "cardSet" || type === "count" ? "card" : type === "damage" ? "damage" : type === "skill" ? "skill" : type === "target" ? "target" : type === "suit" ? "suit" : type === "color" ? "color" : type === "category" ? "category" : type === "faction" ? "faction" : type === "mark" || type === "marks" ? "mark" : type === "area" ? "area" : null;
  p = noun ? lazy(() => G.npLead(noun)) : type === "number" ? lazy(() => G.valueLead) : slotParser(type);
  leadCache.set(type, p);
  return p;
}

export function slotParser(type: SlotType): P<SlotValue> {
  let p = cache.get(type);
  if (p) return p;
  p = build(type);
  cache.set(type, p);
  return p;
}

function build(type: SlotType): P<SlotValue> {
  switch (type) {
    case "player":
    case "players":
      return lazy(() => G.np("player"));
    case "cards":
    case "card":
    case "cardSet":
    case "count":
      return lazy(() => G.np("card"));
    case "skill":
      return lazy(() => G.np("skill"));
    case "mark":
    case "marks":
      return lazy(() => G.np("mark"));
    case "damage":
      return lazy(() => G.np("damage"));
    case "phase":
      return lazy(() => G.phase);
    case "zone":
      return lazy(() => G.zone);
    case "area":
      return lazy(() => G.np("area"));
    case "target":
      return lazy(() => G.np("target"));
    case "suit":
      return lazy(() => G.np("suit"));
    case "color":
      return lazy(() => G.np("color"));
    case "category":
      return lazy(() => G.np("category"));
    case "faction":
      return lazy(() => G.np("faction"));
    case "number":
      return lazy(() => G.value);
    case "cond":
      return lazy(() => G.cond);
    case "period":
      return lazy(() => G.period);
    case "action":
      return lazy(() => G.action);
    case "clause":
      return lazy(() => G.subjectClause);
    case "timing":
      return lazy(() => G.timing);
    case "options":
      return lazy(() => G.options);
    case "stmts":
      return lazy(() => G.stmts);
    case "element":
      return element;
  }
  return label(`a ${type as string}`, lazy(() => G.value));
}
