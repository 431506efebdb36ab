// 4.2.2 专题三 2.: play-phase use limits. Only uses at idle time points of the play phase count;
// "无次数的限制" lets a player go on using the card after reaching the limit.
import type { PlayerId } from "../model/types.ts";
import type { VirtualCard } from "../model/events.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "../engine/modifiers.ts";
import { applying } from "../engine/generic.ts";

/** `card`: the card being used, when known (使用点数大于X的【杀】无次数的限制 describes it). */
export function hasUnlimitedUse(engine: Engine, player: PlayerId, cardName: string, target?: PlayerId, card?: VirtualCard): boolean {
  if (applying(engine, "useUnlimited", { player, cardName, ...(target !== undefined ? { target } : {}), ...(card ? { card } : {}) }).length > 0) return true;
  return modifiersOf(engine, player).some((m) => m.value === "useLimit" && m.card === cardName && m.unlimited);
}

/** 次数上限: the face's 限X次 plus every "次数上限+X/-X" modifier. */
export function useLimitOf(engine: Engine, player: PlayerId, cardName: string, limit: number, card?: VirtualCard): number {
  let out = limit;
  for (const m of modifiersOf(engine, player)) if (m.value === "useLimitDelta" && m.card === cardName) out += m.delta;
  const q = { player, cardName, ...(card ? { card } : {}) };
  for (const { owner, mod } of applying(engine, "useLimit", q)) out += mod.amount?.(engine, owner, q) ?? 0;
  return out;
}

/** May `player` use a card named `cardName` once more in this play phase? */
export function withinUseLimit(engine: Engine, player: PlayerId, cardName: string, limit: number | undefined, card?: VirtualCard): boolean {
  if (limit === undefined) return true;
  const used = engine.playPhase.cardUses.get(cardName) ?? 0;
  return used < useLimitOf(engine, player, cardName, limit, card) || hasUnlimitedUse(engine, player, cardName, undefined, card);
}

/**
 * 4.2.2 专题三 (◎ 高顺/〖陷阵〗/〖流离〗): once the limit is reached, the card may still be used only on
 * the targets it has no limit for (对其使用【杀】无次数的限制).
 */
export function targetWithinUseLimit(engine: Engine, player: PlayerId, cardName: string, limit: number | undefined, target: PlayerId, card?: VirtualCard): boolean {
  if (limit === undefined) return true;
  const used = engine.playPhase.cardUses.get(cardName) ?? 0;
  return used < useLimitOf(engine, player, cardName, limit, card) || hasUnlimitedUse(engine, player, cardName, target, card);
}
