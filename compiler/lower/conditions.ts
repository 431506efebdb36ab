// 若… conditions → IR (state predicates of a noun phrase, "A为B" comparisons, 且/或).
import type { ConditionAst } from "../../grammar/ast.ts";
import type { ConditionIR } from "../ir.ts";
import { playerRef } from "./nouns.ts";
import type { ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

export function lowerCondition(c: ConditionAst, scope: ClauseScope): ConditionIR {
  switch (c.kind) {
    case "and":
    case "or":
      return { kind: c.kind, items: c.items.map((i) => lowerCondition(i, scope)) };
    case "state": {
      const who = playerRef(c.subject, scope);
      const a = c.attribute;
      const negate = (x: ConditionIR): ConditionIR => (c.negated !== Boolean(a.negated) ? { kind: "not", item: x } : x);
      if (a.id === "wounded") return negate({ kind: "wounded", who });
      if (a.id === "hasCards") return negate({ kind: "hasCards", who, regions: a.regions ?? ["hand", "equip", "judge"] });
      return unsupported(`the condition "${a.id}"`, a.range);
    }
    case "is": {
      const value = c.value;
      if ("kind" in value && (value.kind === "reference" || value.kind === "described")) {
        const same: ConditionIR = { kind: "samePlayer", a: playerRef(c.subject, scope), b: playerRef(value, scope) };
        return c.negated ? { kind: "not", item: same } : same;
      }
      return unsupported("this comparison", c.range);
    }
  }
}
