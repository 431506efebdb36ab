// 若… conditions → IR (state predicates of a noun phrase, "A为B" comparisons, 且/或).
import type { AttributeAst, ConditionAst, NounPhraseAst, SourceRange } from "../../grammar/ast.ts";
import type { ConditionIR } from "../ir.ts";
import { playerRef } from "./nouns.ts";
import type { ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

/** `judged`: an earlier clause of the part judged, so 结果 names that judgement (4.2.11). */
export function lowerCondition(c: ConditionAst, scope: ClauseScope, judged = false): ConditionIR {
  switch (c.kind) {
    case "and":
    case "or":
      return { kind: c.kind, items: c.items.map((i) => lowerCondition(i, scope, judged)) };
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
      if (c.subject.kind === "reference" && c.subject.ref === "result") {
        const result = judgeResult(value, judged, scope, c.range);
        return c.negated ? { kind: "not", item: result } : result;
      }
      if ("kind" in value && (value.kind === "reference" || value.kind === "described")) {
        const same: ConditionIR = { kind: "samePlayer", a: playerRef(c.subject, scope), b: playerRef(value, scope) };
        return c.negated ? { kind: "not", item: same } : same;
      }
      return unsupported("this comparison", c.range);
    }
  }
}

/** 结果为红色 / 结果不为红桃: a color or suit of the judgement card (4.2.11). */
function judgeResult(value: NounPhraseAst | AttributeAst, judged: boolean, scope: ClauseScope, range: SourceRange): ConditionIR {
  if ("kind" in value || value.negated) return unsupported("this judgement result", range);
  const from = judged ? "memo" : scope.timing?.event === "judge" ? "event" : null;
  if (from === null) return unsupported("结果 without a judgement before it", range);
  if (value.id === "red" || value.id === "black") return { kind: "judgeResult", from, color: value.id };
  if (value.id === "spade" || value.id === "heart" || value.id === "club" || value.id === "diamond") {
    return { kind: "judgeResult", from, suit: value.id };
  }
  return unsupported(`the judgement result "${value.id}"`, value.range);
}
