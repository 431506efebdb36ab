// SGS005: 等量 with no non-fixed quantity before it in the skill (3.4.13).
import type { SkillAst } from "../../../grammar/legacy/ast.ts";
import { prose, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

interface Quantity {
  readonly start: number;
  readonly end: number;
  readonly equal: boolean;
  readonly fixed: boolean;
}

/** Every written quantity of the skill (NP quantities and N点 amounts), in source order. */
function quantitiesOf(skill: SkillAst): Quantity[] {
  const out: Quantity[] = [];
  const visit = (node: unknown, key: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, key);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const n = node as { kind?: string; range?: { start: { offset: number }; end: { offset: number } }; n?: { kind?: string } };
    if (n.range && key === "quantity") {
      const fixed = n.kind === "exact" && n.n?.kind === "literal";
      out.push({ start: n.range.start.offset, end: n.range.end.offset, equal: n.kind === "equal", fixed });
    } else if (n.range && key === "amount") {
      out.push({ start: n.range.start.offset, end: n.range.end.offset, equal: false, fixed: n.kind === "literal" });
    }
    for (const [k, v] of Object.entries(node)) if (k !== "range") visit(v, k);
  };
  visit(skill, "");
  return out.sort((a, b) => a.start - b.start);
}

const MESSAGE =
  "等量 takes its number from the nearest non-fixed quantity written before it (3.4.13), and there is none: equal to what?";

function fromAst(skill: SkillAst): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const quantities = quantitiesOf(skill);
  quantities.forEach((q, i) => {
    if (!q.equal) return;
    if (quantities.slice(0, i).some((p) => !p.fixed)) return;
    findings.push({ start: q.start, end: q.end, message: MESSAGE });
  });
  return findings;
}

/** Non-fixed quantities as words: 至少/至多 N, 任意数量, 所有, 一至两, a variable. */
const NON_FIXED = /至少|至多|任意数量|任意张|所有|[一二两三四五]至[一二两三四五]|[XYZ]|等量/u;

function fromText(s: Statement): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const body = prose(s.text.slice(s.body));
  for (const m of body.matchAll(/等量/gu)) {
    const at = m.index ?? 0;
    if (NON_FIXED.test(body.slice(0, at))) continue;
    const start = s.start + s.body + at;
    findings.push({ start, end: start + 2, message: MESSAGE });
  }
  return findings;
}

export const equalWithoutQuantity: LintRule = {
  id: "SGS005",
  name: "equal-without-quantity",
  severity: "warning",
  section: "3.4.13",
  summary: "等量 with no non-fixed quantity before it to take its number from.",
  doc:
    "In a card's or skill's text, the number of 等量 is the nearest non-fixed quantity written before it " +
    "(至少一张, 至多两名, 任意数量, 所有, X…; 3.4.13). With only fixed numbers (两张, 1点) or none before it, " +
    "等量 refers to nothing: write the number, or the quantity it copies. No automatic fix.",
  example: { bad: "〖测试〗出牌阶段，你可失去1点体力▶你摸等量的牌。", good: "〖制衡〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。" },
  fixable: false,
  check(_ast, context) {
    return context.statements.flatMap((s) => (s.skill ? fromAst(s.skill) : fromText(s)));
  },
};
