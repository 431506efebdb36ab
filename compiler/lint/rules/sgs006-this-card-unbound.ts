// SGS006: 此牌 in a skill that mentions no card before it (3.5.16).
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** Words holding 牌 that mention no card: phase names, the draw pile, 牌堆, 额定摸牌数. */
const NOT_A_CARD = /[摸出弃]牌阶段|牌堆|摸牌数/gu;

export const thisCardUnbound: LintRule = {
  id: "SGS006",
  name: "this-card-unbound",
  severity: "warning",
  section: "3.5.16",
  summary: "此牌 in a skill whose text mentions no card before it.",
  doc:
    "此牌 is a card mentioned earlier in the same skill or card text (3.5.16). In a card's block (its fields and " +
    "equipment skills) it may be the card itself and is not flagged; in a general's skill with no card before it (no 牌, no 【名】, no card timing such as 当【杀】指定目标后) " +
    "it refers to nothing. Name the card (此【杀】) or mention it first. No automatic fix.",
  example: { bad: "〖测试〗当你受到伤害后，你可获得此牌。", good: "〖测试〗当你受到伤害后，你可展示一张手牌▶你弃置此牌。" },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      if (s.kind !== "skill" || s.block.kind !== "general") continue;
      // Where the first card is mentioned (one pass over the line, so linear in its length).
      const body = s.text.slice(s.body);
      const cards = prose(body).replace(NOT_A_CARD, (m) => " ".repeat(m.length));
      const firstCard = Math.min(...[cards.indexOf("牌"), body.indexOf("【")].map((i) => (i < 0 ? Infinity : i)));
      for (const m of body.matchAll(/此牌/gu)) {
        const at = m.index ?? 0;
        if (firstCard < at) continue;
        findings.push({
          start: s.start + s.body + at,
          end: s.start + s.body + at + 2,
          message: "此牌 names a card mentioned earlier in the skill (3.5.16), but no card is mentioned before it: which card?",
        });
      }
    }
    return findings;
  },
};
