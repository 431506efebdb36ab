// SGS019: ▷ in the last option of 选择：1.…；2.… with a “；” after it — the chain reads as that
// option's (3.5.12), though the “；” suggests it was meant to follow the whole choice.
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** 选择：1.…；…N.<option>▷<chain with ；> up to the sentence's end. */
const LAST_OPTION_CHAIN = /选择：1\.[^。]*；(\d)\.([^；。▶▷]*)▷([^。]*；[^。]*)/gu;

export const chainInLastOption: LintRule = {
  id: "SGS019",
  name: "chain-in-last-option",
  severity: "warning",
  section: "3.5.12",
  summary: "▷ after the last option, with a “；” after it: it chains within that option, not after the whole choice.",
  doc:
    "▷ chains the effect to its right to the nearest effect to its left (3.5.12). After the last option of 选择：1.…；2.… " +
    "that is the option's own effect: 2.摸两张牌▷若…；否则… runs only when option 2 was chosen (as 〖峻刑〗's 2.翻面▷其摸X张牌). " +
    "A “；” in the chain reads like another option or a sibling case, so the text may have meant the follow-up for either " +
    "option. If so, end the choice with 。 and write the follow-up as a sentence of its own; if not, leave it. No automatic fix.",
  example: {
    bad: "〖测试〗当你受到伤害后，你可选择：1.回复1点体力；2.摸两张牌▷若你的体力值为1，你摸一张牌；否则你弃置一张牌。",
    good: "〖测试〗当你受到伤害后，你可选择：1.回复1点体力；2.摸两张牌。若你的体力值为1，你摸一张牌；否则你弃置一张牌。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      const body = prose(s.text.slice(s.body));
      for (const m of body.matchAll(LAST_OPTION_CHAIN)) {
        const at = (m.index ?? 0) + m[0].indexOf(`；${m[1]}.${m[2]}▷`) + 3 + m[2].length;
        const start = s.start + s.body + at;
        findings.push({
          start,
          end: start + 1,
          message: `this ▷ chains to option ${m[1]} (${m[2]}) only (3.5.12); did you mean it after the whole choice?`,
          candidates: [`“${m[2]}。” and the follow-up as its own sentence (after either option)`, "leave it (only after this option)"],
        });
      }
    }
    return findings;
  },
};
