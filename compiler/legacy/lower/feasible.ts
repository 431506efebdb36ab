// 003 §三 ◆ (3.8.20 ◆): a skill without a cost whose effects can all not be executed cannot be
// activated. One feasibility rule per effect op; an op whose feasibility is unknown counts as
// feasible, so a skill is never hidden wrongly.
import type { CardsIR, ConditionIR, EffectChainIR, OpIR, PlayerRefIR } from "../ir.ts";

/** The condition under which some effect of the chain can be executed; undefined: always (or unknown). */
export function feasibility(effect: EffectChainIR): ConditionIR | undefined {
  if (effect.delayed.length > 0) return undefined;
  // A ▷ step runs only after the one before it, so each run of ▷ steps is feasible iff its head is.
  const heads = effect.steps.filter((s, i) => i === 0 || !s.afterPrevious);
  if (heads.length === 0) return undefined;
  const items: ConditionIR[] = [];
  for (const step of heads) {
    // 若…: may test what earlier steps remembered; unknown before activation.
    const c = step.condition ? undefined : opFeasibility(step.op);
    if (!c) return undefined;
    items.push(c);
  }
  return items.length === 1 ? items[0] : { kind: "or", items };
}

function opFeasibility(op: OpIR): ConditionIR | undefined {
  switch (op.op) {
    case "gain": // 3.8.20 获得
    case "discard": // 3.5.15 弃置
      return cardsFeasibility(op.cards);
    case "recover": // 3.5.27: only a wounded player can recover
      return knownBeforehand(op.who) ? { kind: "wounded", who: op.who } : undefined;
    default:
      return undefined;
  }
}

function cardsFeasibility(cards: CardsIR): ConditionIR | undefined {
  switch (cards.kind) {
    case "physicalOf": // …对应的所有实体牌: those still in the processing area (3.1.9)
    case "judgeCard":
      return { kind: "cardsAvailable", cards };
    case "choose":
      return knownBeforehand(cards.owner) ? { kind: "cardsAvailable", cards } : undefined;
    default:
      return undefined;
  }
}

/** A player reference that names someone before any effect ran (no memo of an earlier op). */
function knownBeforehand(ref: PlayerRefIR): boolean {
  switch (ref.kind) {
    case "memoPlayer":
      return false;
    case "nextPlayer":
      return knownBeforehand(ref.of);
    case "otherOf":
      return knownBeforehand(ref.a) && knownBeforehand(ref.b) && knownBeforehand(ref.than);
    default:
      return true;
  }
}
