// SGS005: 等量 with no non-fixed quantity before it in the skill (3.4.13).
import type { SkillSyntax, Source } from "../../../grammar/pack.ts";
import type { NounPhrase, Span, Value } from "../../../grammar/syntax.ts";
import { prose, spanOffsets, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

interface Quantity {
  readonly start: number;
  readonly end: number;
  readonly equal: boolean;
  readonly fixed: boolean;
}

const VALUE_KINDS = new Set(["int", "var", "term", "count", "binary", "call", "half", "diff", "sum"]);

/**
 * Every written quantity of one reading of the skill, in source order: the quantities of noun
 * phrases (两张牌, 至少一张牌, 等量的牌) and the numbers in a row's slots (1点体力, X点伤害).
 */
function quantitiesOf(node: unknown, s: Statement, source: Source): Quantity[] {
  const out: Quantity[] = [];
  const at = (span: Span) => spanOffsets(s, source, span);
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) {
      for (const item of n) visit(item);
      return;
    }
    if (n === null || typeof n !== "object") return;
    const o = n as { kind?: string };
    if (o.kind === "np" && (o as NounPhrase).quantity) {
      const np = o as NounPhrase;
      const q = np.quantity!;
      if (q.kind === "equal") {
        // The 等量 word itself, when the phrase's tokens show it.
        const i = source.tokens.slice(np.span.from, np.span.to).findIndex((t) => t.image.includes("等量"));
        out.push({ ...at(i < 0 ? np.span : { from: np.span.from + i, to: np.span.from + i + 1 }), equal: true, fixed: false });
      } else if (q.kind !== "ordinal") {
        const fixed = (q.kind === "exactly" || q.kind === "eachOne") && q.n.kind === "int";
        out.push({ ...at(np.span), equal: false, fixed });
      }
    }
    if (o.kind === "match") {
      for (const v of Object.values((o as { slots: Record<string, unknown> }).slots)) {
        const value = v as Value;
        if (value && typeof value === "object" && VALUE_KINDS.has(value.kind)) out.push({ ...at(value.span), equal: false, fixed: value.kind === "int" });
      }
    }
    for (const [k, v] of Object.entries(o)) if (k !== "span") visit(v);
  };
  visit(node);
  return out.sort((a, b) => a.start - b.start);
}

const MESSAGE =
  "等量 takes its number from the nearest non-fixed quantity written before it (3.4.13), and there is none: equal to what?";

/** Each reading of the skill ("/" alternatives read separately); one finding per 等量. */
function fromSyntax(s: Statement, skill: SkillSyntax): RuleFinding[] {
  const findings = new Map<number, RuleFinding>();
  skill.texts.forEach((text, i) => {
    const quantities = quantitiesOf(text, s, skill.sources[i] ?? skill.source);
    quantities.forEach((q, k) => {
      if (!q.equal || quantities.slice(0, k).some((p) => !p.fixed && p.start < q.start)) return;
      findings.set(q.start, { start: q.start, end: q.end, message: MESSAGE });
    });
  });
  return [...findings.values()];
}

/** Non-fixed quantities as words: 至少/至多 N, 任意数量, 所有, 一至两, a variable. */
const NON_FIXED = /至少|至多|任意数量|任意张|所有|[一二两三四五]至[一二两三四五]|[XYZ]|等量/u;

function fromText(s: Statement): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const body = prose(s.text.slice(s.body));
  // The end of the first non-fixed quantity (found once: linear in the line's length).
  const first = NON_FIXED.exec(body);
  const firstEnd = first ? (first.index ?? 0) + first[0].length : Infinity;
  for (const m of body.matchAll(/等量/gu)) {
    const at = m.index ?? 0;
    if (firstEnd <= at) continue;
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
  check(context) {
    return context.statements.flatMap((s) => (s.skill ? fromSyntax(s, s.skill) : fromText(s)));
  },
};
