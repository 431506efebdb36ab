// SGS007: a variable X/Y/Z used without a definition (3.4.11).
import { prose, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** The rulebook's variables; A, B… label players (【借刀杀人】, 〖离间〗) and are not numbers. */
const VARIABLE = /[XYZ]/gu;

/**
 * X=…, X＝…, X∈[1,3] (a set, 3.4.11 ◆), （X为…）, （若…，X为3；否则X为5）: a definition in the same
 * skill or card.
 */
function defines(text: string, v: string): boolean {
  return new RegExp(`${v}\\s*[=＝∈]|${v}\\s*为`, "u").test(text);
}

export const undefinedVariable: LintRule = {
  id: "SGS007",
  name: "undefined-variable",
  severity: "error",
  section: "3.4.11",
  summary: "A variable (X, Y, Z) used in a skill or card without saying what it is.",
  doc:
    "X, Y, Z are natural-number variables (3.4.11): in an equation the performer computes its value, in a set " +
    "it chooses one. A variable with no （X=…） or （X为…） in the same skill (or anywhere in the card's block) " +
    "has no value. Add the definition, e.g. （X=min{角色数,5}）. No automatic fix.",
  example: { bad: "〖测试〗准备阶段开始时，你可摸X张牌。", good: "〖测试〗准备阶段开始时，你可摸X张牌（X=min{角色数,5}）。" },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    // A card's fields and equipment skills share one text (【五谷丰登】 defines X in 执行动作).
    const scopeText = (s: Statement): string =>
      s.block.kind === "card" && s.kind !== "skill"
        ? context.statements.filter((o) => o.block === s.block && o.kind !== "skill").map((o) => o.text).join("\n")
        : s.text;
    for (const s of context.statements) {
      const body = prose(s.text.slice(s.body));
      const reported = new Set<string>();
      for (const m of body.matchAll(VARIABLE)) {
        const v = m[0];
        if (reported.has(v) || defines(scopeText(s), v)) continue;
        reported.add(v);
        const start = s.start + s.body + (m.index ?? 0);
        findings.push({ start, end: start + 1, message: `${v} is used but never defined in this ${s.block.kind === "card" && s.kind !== "skill" ? "card" : "skill"}: add （${v}=…） (3.4.11)` });
      }
    }
    return findings;
  },
};
