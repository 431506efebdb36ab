// Changing a move in progress (4.2.9, 3.7.6 ③): at 移至目标区域前❶/❷ a skill may change where some
// of the cards go (移动的目标区域的改变, 4.2.9 注意: the operation and its performer stay the same)
// or cancel the move of some of them (取消): the rest move on; with every card cancelled the move
// is prevented and its flow ends (3.7.8 ②).
import type { MoveEvent } from "../model/events.ts";
import type { CardId, ZoneRef } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";

const EDITABLE = new Set(["move.before.1", "move.before.2"]);

/** The innermost move event now at 移至目标区域前❶/❷, or null. */
export function editableMove(engine: Engine): MoveEvent | null {
  for (let i = engine.stack.length - 1; i >= 0; i--) {
    const e = engine.stack[i];
    if (e.kind !== "move") continue;
    const at = engine.timingOf(e);
    return at !== undefined && EDITABLE.has(at) ? e : null;
  }
  return null;
}

/** Can a card go to `to` (3.8.6 ◆: not into an occupied or sealed equipment slot, nor a sealed judge area)? */
export function canReceive(engine: Engine, to: ZoneRef, card: CardId): boolean {
  if (to.kind === "equip") {
    const held = engine.state.players[to.owner].equipment[to.slot];
    return !engine.state.isDisabled(to.owner, to.slot) && (held === undefined || held === card);
  }
  if (to.kind === "judge") return !engine.state.isDisabled(to.owner, "judge");
  return true;
}

/**
 * 将此次移动的目标区域改为X: the given cards of the move in scope go to `to` instead. Returns the
 * cards redirected (none outside 移至目标区域前❶/❷, or for a destination that cannot take them).
 */
export function redirectMove(engine: Engine, cards: readonly CardId[], to: ZoneRef, faceDown?: boolean): CardId[] {
  const e = editableMove(engine);
  if (!e) return [];
  const done: CardId[] = [];
  e.moves = e.moves.map((m) => {
    if (!cards.includes(m.card) || !canReceive(engine, to, m.card)) return m;
    done.push(m.card);
    return faceDown === undefined ? { card: m.card, from: m.from, to } : { card: m.card, from: m.from, to, faceDown };
  });
  return done;
}

/** 3.7.6 ③ 取消: the given cards are no longer moved; with none left the move is prevented. */
export function cancelMove(engine: Engine, cards: readonly CardId[]): CardId[] {
  const e = editableMove(engine);
  if (!e) return [];
  const cancelled = e.moves.filter((m) => cards.includes(m.card)).map((m) => m.card);
  e.moves = e.moves.filter((m) => !cards.includes(m.card));
  if (e.moves.length === 0) e.prevented = true;
  return cancelled;
}
