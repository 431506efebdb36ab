// SGS018: 另一名角色 with no player mentioned before it (3.5.29: the one besides “一名角色”).
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

const ANOTHER = /另一名(?:其他)?角色/gu;

export const anotherUnanchored: LintRule = {
  id: "SGS018",
  name: "another-unanchored",
  severity: "warning",
  section: "3.5.29",
  summary: "另一名角色 with no player (角色) mentioned before it: another than whom?",
  doc:
    "另一名角色 is “a player other than the 一名角色” named before it (3.5.29). With no player mentioned earlier in " +
    "the skill (一名角色, 其他角色, 目标对应的角色 …) there is nobody to be other than: the text may mean 一名其他角色 " +
    "(a player other than you, 3.5.31) or 一名角色. No automatic fix.",
  example: {
    bad: "〖测试〗出牌阶段限一次，你可令另一名角色摸一张牌。",
    good: "〖测试〗出牌阶段限一次，你可令一名其他角色摸一张牌。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      const body = prose(s.text.slice(s.body));
      // The first 角色 that is not part of an 另一名角色 (one pass: linear in the line's length).
      let firstPlayer = -1;
      for (let i = body.indexOf("角色"); i >= 0; i = body.indexOf("角色", i + 2)) {
        const before = body.slice(Math.max(0, i - 5), i);
        if (/另一名(?:其他)?$/u.test(before)) continue;
        firstPlayer = i;
        break;
      }
      for (const m of body.matchAll(ANOTHER)) {
        const at = m.index ?? 0;
        if (firstPlayer >= 0 && firstPlayer < at) continue;
        const start = s.start + s.body + at;
        findings.push({
          start,
          end: start + m[0].length,
          message: "另一名角色 is a player other than a 一名角色 named before it (3.5.29), and none is: another than whom?",
          candidates: ["一名其他角色 (other than you, 3.5.31)", "一名角色"],
        });
      }
    }
    return findings;
  },
};
