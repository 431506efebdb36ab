// SGS016: 需 (the player chooses how to respond, 3.5.17) with no 否则 saying what happens if not.
import { prose, sentencesOf, partsOf } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** 需 as the modal verb: not 需要 (需要使用【杀】时 is a timing). */
const NEED = /需(?!要)/gu;
/** What the text does when the player does not respond so. */
const OTHERWISE = /否则|若其未|若其不|若[^，。]{0,8}未以此法|若[^，。]{0,8}不如此做/u;

export const needWithoutOtherwise: LintRule = {
  id: "SGS016",
  name: "need-without-otherwise",
  severity: "warning",
  section: "3.5.17",
  summary: "需 (a choice of how to respond) with no 否则 saying what happens if the player does not; or 须 was meant.",
  doc:
    "需 gives the player the choice of how to respond (3.5.17): 目标对应的角色需打出【闪】，否则其受到1点伤害. 须 forces the " +
    "operation (3.5.18). A sentence with 需 and no 否则 (or 若其未…) leaves open what happens when the player does not " +
    "respond, or 需 stands for the homophone 须. No automatic fix: add the 否则 clause, or write 须.",
  example: {
    bad: "〖测试〗出牌阶段限一次，你可令一名其他角色需弃置一张牌。",
    good: "〖测试〗出牌阶段限一次，你可令一名其他角色选择是否弃置一张牌，若其未以此法弃置牌，你摸一张牌。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      for (const part of partsOf(s)) {
        for (const sentence of sentencesOf(part)) {
          const text = prose(sentence.text);
          if (OTHERWISE.test(text)) continue;
          for (const m of text.matchAll(NEED)) {
            const start = sentence.start + (m.index ?? 0);
            findings.push({
              start,
              end: start + 1,
              message: "需 gives the player a choice of how to respond (3.5.17), but the sentence has no 否则: what happens if they do not? (or 须, 3.5.18: forced)",
              candidates: ["add “，否则…”", "须 (3.5.18: the operation is forced)"],
            });
          }
        }
      }
    }
    return findings;
  },
};
