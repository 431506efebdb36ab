// SGS017: 可 and 须 on the same operation (3.5.5 optional, 3.5.18 forced).
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** 可须 / 须可 (with at most a 以/能 between): one verb both optional and forced. */
const BOTH = /可[以能]?须|须可[以能]?/gu;

export const mayAndMust: LintRule = {
  id: "SGS017",
  name: "may-and-must",
  severity: "error",
  section: "3.5.18",
  summary: "可 and 须 on the same operation: optional (3.5.5) and forced (3.5.18) at once.",
  doc:
    "可 gives the subject the choice whether to do what follows (3.5.5); 须 forces it (3.5.18). Written together on one " +
    "operation (你可须弃置一张牌) they contradict each other. Keep the one meant. No automatic fix.",
  example: { bad: "〖测试〗当你受到伤害后，你可须弃置一张牌。", good: "〖测试〗当你受到伤害后，你可弃置一张牌。" },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      const body = prose(s.text.slice(s.body));
      for (const m of body.matchAll(BOTH)) {
        const start = s.start + s.body + (m.index ?? 0);
        findings.push({
          start,
          end: start + m[0].length,
          message: `“${m[0]}”: 可 makes the operation optional (3.5.5), 须 forced (3.5.18): which one?`,
          candidates: ["可 (optional)", "须 (forced)"],
        });
      }
    }
    return findings;
  },
};
