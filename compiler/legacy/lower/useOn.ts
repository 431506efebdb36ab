// 对X使用【Y】 as a skill's effect (〖青龙偃月刀〗): a use that cannot be made — X is not a legal
// target, or there is no such card — leaves nothing to do, so the skill is not offered
// (000 4.2.2 专题四 ◎: 空城 诸葛亮 keeps the 青龙偃月刀 from being activated).
import type { ConditionIR, EffectChainIR } from "../ir.ts";

export function useReady(effect: EffectChainIR): ConditionIR[] {
  const first = effect.steps[0];
  if (!first || first.condition || first.afterPrevious || first.op.op !== "useCardOn") return [];
  return [{ kind: "canUseCardOn", user: first.op.user, target: first.op.target, cardName: first.op.cardName }];
}
