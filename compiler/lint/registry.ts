// Every lint rule, in id order. Adding a rule: one file under rules/, one line here, then
// regenerate docs/lint/README.md (UPDATE_LINT_DOCS=1 npx vitest run tests/lint/docs.test.ts).
import { splitTiming } from "./rules/sgs001-split-timing.ts";
import { unknownTimingMark } from "./rules/sgs002-unknown-timing-mark.ts";
import { lockedOptional } from "./rules/sgs003-locked-optional.ts";
import { slashPairing } from "./rules/sgs004-slash-pairing.ts";
import { equalWithoutQuantity } from "./rules/sgs005-equal-without-quantity.ts";
import { thisCardUnbound } from "./rules/sgs006-this-card-unbound.ts";
import { undefinedVariable } from "./rules/sgs007-undefined-variable.ts";
import { halfWidthPunctuation } from "./rules/sgs008-half-width-punctuation.ts";
import { doubleCostArrow } from "./rules/sgs009-double-cost-arrow.ts";
import { delayedWithoutTiming } from "./rules/sgs010-delayed-without-timing.ts";
import { settledByTiming } from "./rules/sgs011-settled-by-timing.ts";
import { zeroQuantity } from "./rules/sgs012-zero-quantity.ts";
import { nonRulebookTerm } from "./rules/sgs013-non-rulebook-term.ts";
import { neverTriggers } from "./rules/sgs014-never-triggers.ts";
import { simultaneousUse } from "./rules/sgs015-simultaneous-use.ts";
import { needWithoutOtherwise } from "./rules/sgs016-need-without-otherwise.ts";
import { mayAndMust } from "./rules/sgs017-may-and-must.ts";
import { anotherUnanchored } from "./rules/sgs018-another-unanchored.ts";
import { chainInLastOption } from "./rules/sgs019-chain-in-last-option.ts";
import type { LintRule } from "./types.ts";

export const RULES: readonly LintRule[] = [
  splitTiming,
  unknownTimingMark,
  lockedOptional,
  slashPairing,
  equalWithoutQuantity,
  thisCardUnbound,
  undefinedVariable,
  halfWidthPunctuation,
  doubleCostArrow,
  delayedWithoutTiming,
  settledByTiming,
  zeroQuantity,
  nonRulebookTerm,
  neverTriggers,
  simultaneousUse,
  needWithoutOtherwise,
  mayAndMust,
  anotherUnanchored,
  chainInLastOption,
];

/** A rule by id (SGS001) or name (split-timing), case-insensitive. */
export function findRule(key: string): LintRule | undefined {
  const k = key.trim().toLowerCase();
  return RULES.find((r) => r.id.toLowerCase() === k || r.name === k);
}
