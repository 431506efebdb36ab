// The AST grows additively while the grammar learns new phrases. A field the lowering does not
// read would otherwise be dropped silently and compile the wrong meaning, so each node kind
// lists the fields the lowering understands; any other field that is set stops the skill
// with a "not supported yet" warning.
import type { Node } from "../../../grammar/legacy/ast.ts";
import { unsupported } from "./unsupported.ts";

const KNOWN = {
  part: ["kind", "index", "tags", "when", "condition", "actor", "optional", "costs", "effects", "orWhen"],
  timing: ["timing", "subject", "subjectPhrase", "card", "targetIs", "cards", "moveVerb", "alsoTimings", "outsideTurn", "cause", "object", "perPoint"],
  effect: ["kind", "chained", "simultaneous", "condition", "subject", "optional", "predicate", "otherwise", "oneByOne"],
  described: ["kind", "owner", "regions", "quantity", "measure", "attributes", "head"],
  reference: ["kind", "ref", "card", "owner", "attributes", "category", "among", "pick", "label"],
  cardHead: ["kind", "name", "category", "subtype", "physical", "converted", "subtypes"],
  attribute: ["id", "value", "of", "regions", "negated", "rankRange", "card", "noPhysical"],
  predicate: [
    "op",
    "method",
    "cards",
    "amount",
    "victim",
    "source",
    "noSource",
    "element",
    "to",
    "delta",
    "card",
    "phase",
    "options",
    "players",
    "value",
    "visibleTo",
    "countCap",
    "position",
    "from",
    "verb",
    "otherwise",
    "first",
    "players",
    "until",
    "owner",
    "next",
    "target",
    "what",
    "who",
    "inner",
    "modes",
    "countIsTargetsOf",
    "responses",
    "ignoreDistance",
    "except",
    "played",
    "and",
    "noPhysical",
  ],
} as const;

export type KnownKind = keyof typeof KNOWN;

export function expectKnown(node: Node, kind: KnownKind): void {
  const known: readonly string[] = KNOWN[kind];
  for (const [key, value] of Object.entries(node)) {
    if (key === "range" || known.includes(key)) continue;
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    unsupported(`the ${kind} detail "${key}"`, node.range);
  }
}
