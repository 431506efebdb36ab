// SGS001: a timing written without ❶/❷/… where the catalogue splits it (4.1.1.6, 4.2.x).
import type { LintRule, RuleFinding } from "../types.ts";
import { MARKS, SPLIT_FAMILIES } from "../timings.ts";

const MATCHERS = SPLIT_FAMILIES.map((family) => ({
  family,
  regex: new RegExp(`(?:${family.pattern})(?![${MARKS}])`, "gu"),
}));

export const splitTiming: LintRule = {
  id: "SGS001",
  name: "split-timing",
  severity: "error",
  section: "4.1.1.6",
  summary: "A timing the rulebook splits into ❶/❷/… is written without saying which one.",
  doc:
    "The rulebook splits some timings into numbered points (摸牌阶段开始时❶/❷, 判定结果确定后❶/❷, " +
    "回合开始后❶…❾, 需要使用【杀】时❶/❷/❸, 造成伤害时❶/❷/❸, 4.1.1.6 and 4.2.x). Without the mark the " +
    "text names several distinct timing points, each listing the skills that may act there (000 §4.1.1.6: " +
    "摸牌阶段开始时❶ is for delayed effects such as 〖督粮〗's; §4.2.2: 需要使用【闪】时❶ is for 〖护驾〗 and 〖八卦阵〗). " +
    "No automatic fix: the designer must choose; the finding lists the candidates from the timing catalogue.",
  example: { bad: "〖洛神〗摸牌阶段开始时，你可摸一张牌。", good: "〖洛神〗摸牌阶段开始时❷，你可摸一张牌。" },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      for (const { family, regex } of MATCHERS) {
        for (const m of s.text.matchAll(regex)) {
          const at = m.index ?? 0;
          // Not inside the skill name or field label.
          if (at < s.body) continue;
          const written = m[0];
          findings.push({
            start: s.start + at,
            end: s.start + at + written.length,
            message:
              `“${written}” is split into ${family.members.map((x) => x.mark).join("")} by the timing catalogue ` +
              `(${family.section}): which one is meant?`,
            candidates: family.members.map((x) => `${written}${x.mark} (${x.id})`),
          });
        }
      }
    }
    return dedupe(findings);
  },
};

/** Two families can match the same text (失去牌后 and 移至目标区域后 do not, but keep it safe). */
function dedupe(findings: RuleFinding[]): RuleFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.start}:${f.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
