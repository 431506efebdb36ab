// 4.2.2 专题三 2.: play-phase use limits. Only uses at idle time points of the play phase count;
// "无次数的限制" lets a player go on using the card after reaching the limit.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "./modifiers.ts";

export function hasUnlimitedUse(engine: Engine, player: PlayerId, cardName: string): boolean {
  return modifiersOf(engine, player).some((m) => m.value === "useLimit" && m.card === cardName && m.unlimited);
}

/** May `player` use a card named `cardName` once more in this play phase? */
export function withinUseLimit(engine: Engine, player: PlayerId, cardName: string, limit: number | undefined): boolean {
  if (limit === undefined) return true;
  const used = engine.playPhase.cardUses.get(cardName) ?? 0;
  return used < limit || hasUnlimitedUse(engine, player, cardName);
}
