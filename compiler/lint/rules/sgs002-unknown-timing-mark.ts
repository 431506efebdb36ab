// SGS002: a ❶/❷/… mark after a timing the catalogue does not split, or beyond its count.
import type { LintRule, RuleFinding } from "../types.ts";
import { MARKS, SPLIT_FAMILIES } from "../timings.ts";

/** Longer than any written timing phrase (需要使用/打出【…】/【…】时, 失去…牌后). */
const WINDOW = 64;

const ENDINGS = SPLIT_FAMILIES.map((family) => ({ family, regex: new RegExp(`(?:${family.pattern})$`, "u") }));

export const unknownTimingMark: LintRule = {
  id: "SGS002",
  name: "unknown-timing-mark",
  severity: "error",
  section: "4.1.1.6",
  summary: "A ❶/❷/… mark that names no timing point of the catalogue.",
  doc:
    "Marks ❶❷❸ select one of the numbered points of a split timing (4.1.1.6, 4.2.x). A mark after a timing " +
    "the rulebook does not split (受到伤害后❶), or a number beyond the split (摸牌阶段开始时❸), names no " +
    "timing point, so the moment is undefined. The finding lists the marks that exist.",
  example: { bad: "〖测试〗摸牌阶段开始时❸，你可摸一张牌。", good: "〖测试〗摸牌阶段开始时❷，你可摸一张牌。" },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      // A line the grammar read has its marks checked by the timing catalogue itself (a mark that
      // names no timing point does not read): the text patterns are for the lines that did not.
      if (s.skill) continue;
      for (const m of s.text.matchAll(new RegExp(`[${MARKS}]`, "gu"))) {
        const at = m.index ?? 0;
        if (at < s.body) continue;
        // A bounded window before the mark: timing phrases are short, and the rule stays linear
        // in the line's length however many marks it has.
        const before = s.text.slice(Math.max(s.body, at - WINDOW), at);
        const hit = ENDINGS.find((e) => e.regex.test(before));
        const start = s.start + at;
        if (!hit) {
          const phrase = /[\u4e00-\u9fff]{1,8}$/u.exec(before)?.[0] ?? "";
          findings.push({
            start,
            end: start + 1,
            message: `${m[0]} follows “${phrase}”, a timing the catalogue does not split into numbered points`,
          });
          continue;
        }
        if (!hit.family.members.some((x) => x.mark === m[0])) {
          const written = hit.regex.exec(before)?.[0] ?? hit.family.phrase;
          findings.push({
            start,
            end: start + 1,
            message: `“${written}” has only ${hit.family.members.map((x) => x.mark).join("")} (${hit.family.section}); ${m[0]} names no timing point`,
            candidates: hit.family.members.map((x) => `${written}${x.mark} (${x.id})`),
          });
        }
      }
    }
    return findings;
  },
};
