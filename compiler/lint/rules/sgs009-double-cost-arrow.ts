// SGS009: two ▶ in one part with no （→） between them: which one ends the costs? (3.5.11)
import { partsOf } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** Where a part's text starts a scope with a ▶ of its own. */
const SCOPE_BREAK = /（→）|；阴：/gu;

export const doubleCostArrow: LintRule = {
  id: "SGS009",
  name: "double-cost-arrow",
  severity: "error",
  section: "3.5.11",
  summary: "Two ▶ in one part (outside a delayed effect or another side of a 转换技): the cost/effect boundary is ambiguous.",
  doc:
    "▶ joins a skill's costs (left) to its effects (right), 3.5.11; a part has one boundary. A delayed effect " +
    "after （→） may have its own costs and ▶ (3.5.13), and so may each side of a 转换技 (阳：…；阴：…, 3.5.62). Two ▶ in the same part with no （→） between them leave " +
    "it open which effects are costs (paid before the skill takes effect) and which are effects. Chain " +
    "effects with ▷ (3.5.12) or split the part. No automatic fix.",
  example: {
    bad: "〖测试〗出牌阶段，你可弃置一张牌▶你失去1点体力▶你摸两张牌。",
    good: "〖测试〗出牌阶段，你可弃置一张牌▶你失去1点体力▷你摸两张牌。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      for (const part of partsOf(s)) {
        // Each （→） starts a new scope with its own ▶, and so does a 转换技's 阴 side (阳：…；阴：…, 3.5.62).
        let scopeStart = 0;
        const scopes: string[] = [];
        const seps: number[] = [];
        let at = 0;
        for (const m of part.text.matchAll(SCOPE_BREAK)) {
          scopes.push(part.text.slice(at, m.index));
          seps.push(m[0].length);
          at = m.index + m[0].length;
        }
        scopes.push(part.text.slice(at));
        for (const [k, scope] of scopes.entries()) {
          let first = -1;
          for (let i = scope.indexOf("▶"); i >= 0; i = scope.indexOf("▶", i + 1)) {
            if (first < 0) {
              first = i;
              continue;
            }
            const start = part.start + scopeStart + i;
            findings.push({
              start,
              end: start + 1,
              message: "a second ▶ in this part: 3.5.11 allows one cost/effect boundary, so which effects are costs?",
            });
          }
          scopeStart += scope.length + (seps[k] ?? 0);
        }
      }
    }
    return findings;
  },
};
