// SGS012: a quantity whose range admits 0 where the operation needs at least one (on the IR):
// 任意数量 (3.4.18: any natural number up to the maximum, 0 included) in a skill's cost, which
// can then be paid with nothing, or in 交给 (3.8.11 ◆: each receiver gets at least one card).
import { isCall } from "../../ir.ts";
import { fixedNumber, locOffsets, opsWithTimings, skillsOf, walk, type Call } from "../ir.ts";
import { partsOf, prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** The choices (c.choose of cards, p.choose of players) under an operation whose least count is 0. */
function zeroChoices(op: Call): Call[] {
  const out: Call[] = [];
  walk(op, (c) => {
    if ((isCall(c, "c.choose") || isCall(c, "p.choose")) && fixedNumber(c.args["min"]) === 0 && c.loc) out.push(c);
  });
  return out;
}

/** Written forms of a range that admits 0, and what the fix writes instead. */
const ANY = /任意数量的?/u;

/** Lines the grammar did not read: 任意数量/任意张 in the costs (before ▶) of a part. */
const WRITTEN_ANY = /任意数量的?|任意张/gu;

function fromText(context: Parameters<LintRule["check"]>[0]): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const s of context.statements) {
    if (s.skill || s.kind !== "skill") continue;
    for (const part of partsOf(s)) {
      const arrow = part.text.indexOf("▶");
      if (arrow < 0) continue;
      const costs = prose(part.text.slice(0, arrow));
      for (const m of costs.matchAll(WRITTEN_ANY)) {
        const start = part.start + (m.index ?? 0);
        findings.push({
          start,
          end: start + m[0].length,
          message: `${m[0]} admits 0 (3.4.18), in a cost: the skill can be used paying nothing; write 至少一张 (3.4.17)`,
          fix: { description: `replace “${m[0]}” with “至少一张”`, edits: [{ start, end: start + m[0].length, text: "至少一张" }] },
        });
      }
    }
  }
  return findings;
}

export const zeroQuantity: LintRule = {
  id: "SGS012",
  name: "zero-quantity",
  severity: "warning",
  section: "3.4.18",
  summary: "A quantity that admits 0 (任意数量) in a cost or a 交给, where the operation needs at least one.",
  doc:
    "任意数量 lets the performer choose any natural number up to the maximum, 0 included (3.4.18), while 至少X starts " +
    "at X (3.4.17). A skill's cost is what the owner must do to use it (003 三: lose cards by 弃置/交给/拼点 …): a cost of " +
    "任意数量 cards can be paid with none, so the skill is used for free; 交给 gives each receiver at least one card " +
    "(3.8.11 ◆), so 交给 任意数量 cards may give nothing. Run on the compiled meaning (a choice whose least count is 0 " +
    "in a cost or a 交给; on lines that do not compile, 任意数量/任意张 before ▶). Fix (safe: a cost of nothing is no cost): 任意数量的 → 至少一张.",
  example: {
    bad: "〖测试〗出牌阶段限一次，你可弃置任意数量的牌▶你摸等量的牌。",
    good: "〖测试〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。",
  },
  fixable: true,
  check(context) {
    const findings = new Map<number, RuleFinding>(fromText(context).map((f) => [f.start, f]));
    for (const skill of skillsOf(context)) {
      for (const part of skill.parts) {
        for (const { op, inCost } of opsWithTimings(part)) {
          if (!inCost && op.fn !== "op.give") continue;
          for (const choice of zeroChoices(op)) {
            const at = locOffsets(context, choice.loc!).start;
            // The written range near the choice's location (its span starts at the quantity or the noun).
            const from = Math.max(at - 6, 0);
            const m = ANY.exec(context.text.slice(from, at + 10));
            if (!m) continue; // a range written otherwise (至多X with X=0 …) is the runtime's business
            const written = m[0];
            const start = from + (m.index ?? 0);
            const cards = isCall(choice, "c.choose");
            const where = inCost ? "in a cost" : "in 交给";
            findings.set(start, {
              start,
              end: start + written.length,
              message: `${written} admits 0 (3.4.18), ${where}: ${inCost ? "the skill can be used paying nothing" : "the receiver may get nothing (3.8.11 ◆)"}; write 至少一张 (3.4.17)`,
              ...(cards
                ? { fix: { description: `replace “${written}” with “至少一张”`, edits: [{ start, end: start + written.length, text: "至少一张" }] } }
                : { candidates: ["至少一名", "一名"] }),
            });
          }
        }
      }
    }
    return [...findings.values()];
  },
};
