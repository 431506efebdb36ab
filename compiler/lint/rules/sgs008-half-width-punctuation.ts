// SGS008: half-width punctuation where the notation uses full-width (fixable).
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

const FULL_WIDTH: Readonly<Record<string, string>> = { ",": "，", ";": "；", ":": "：", "(": "（", ")": "）" };

export const halfWidthPunctuation: LintRule = {
  id: "SGS008",
  name: "half-width-punctuation",
  severity: "warning",
  section: "3.5",
  summary: "Half-width , ; : ( ) in skill or card text, where the notation uses full-width ，；：（）.",
  doc:
    "The notation's clause, list and field separators are full-width (，；：（）); the grammar reads a " +
    "half-width one as an unknown word, so the line does not compile. Inside formulas {…} (3.5.9, " +
    "min{角色数,5}) and names the text is left alone. Fix: replace with the full-width form.",
  example: { bad: "〖苦肉〗出牌阶段,你可失去1点体力▶你摸两张牌。", good: "〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。" },
  fixable: true,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      // The whole line: a field label's colon counts too (使用时机:).
      const text = prose(s.text);
      for (const m of text.matchAll(/[,;:()]/gu)) {
        const start = s.start + (m.index ?? 0);
        const full = FULL_WIDTH[m[0]];
        findings.push({
          start,
          end: start + 1,
          message: `“${m[0]}” is half-width: the notation uses the full-width “${full}”`,
          fix: { description: `replace “${m[0]}” with “${full}”`, edits: [{ start, end: start + 1, text: full }] },
        });
      }
    }
    return findings;
  },
};
