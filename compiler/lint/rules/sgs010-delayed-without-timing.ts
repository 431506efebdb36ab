// SGS010: a delayed effect （→） whose first clause names no timing (3.5.13).
import { PHASES } from "../../../runtime/timing/catalogue.ts";
import type { LintRule, RuleFinding } from "../types.ts";
import { MARKS } from "../timings.ts";

/** A timing clause ends in 时/后/前 or a ❶❷ mark, or is a phase (摸牌阶段). */
function namesTiming(clause: string): boolean {
  const c = clause.trim();
  if (/[时后前]$/u.test(c) || MARKS.includes(c.at(-1) ?? "")) return true;
  return PHASES.some((p) => c.endsWith(p.phrase));
}

/** Longer than any timing clause a delayed effect starts with. */
const WINDOW = 160;

export const delayedWithoutTiming: LintRule = {
  id: "SGS010",
  name: "delayed-without-timing",
  severity: "error",
  section: "3.5.13",
  summary: "A delayed effect （→） that does not start with its own timing.",
  doc:
    "→ marks a delayed effect, one with its own timing (3.5.13): the text after （→） must start with that " +
    "timing (当…时/后/前, a ❶❷ point, or a phase) followed by ，. Without it, when the effect happens is " +
    "undefined. No automatic fix.",
  example: {
    bad: "〖测试〗出牌阶段，你可失去1点体力▶（→）你摸两张牌。",
    good: "〖测试〗出牌阶段，你可失去1点体力▶（→）结束阶段开始时，你摸两张牌。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      for (const m of s.text.matchAll(/（→）/gu)) {
        const after = (m.index ?? 0) + m[0].length;
        // A timing clause is short: look at a bounded window (linear in the line's length).
        const rest = s.text.slice(after, after + WINDOW);
        const comma = rest.search(/[，。▶▷]/u);
        const clause = comma < 0 ? rest : rest.slice(0, comma);
        if (comma >= 0 && rest[comma] === "，" && namesTiming(clause)) continue;
        const start = s.start + (m.index ?? 0);
        findings.push({
          start,
          end: start + m[0].length,
          message: `the delayed effect after （→） starts with “${clause}”, not a timing: when does it happen (3.5.13)?`,
        });
      }
    }
    return findings;
  },
};
