// 3.4.6 手牌上限: initial value = hp, +X/-X, floor 0.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "../engine/modifiers.ts";
import { modified as modifiedValue } from "../engine/generic.ts";

export function handLimit(engine: Engine, of: PlayerId): number {
  const base = engine.state.players[of].hp;
  let delta = 0;
  let modified = false;
  for (const m of modifiersOf(engine, of)) {
    if (m.value === "handLimit") {
      delta += m.delta;
      modified = true;
    }
  }
  // 3.4.6: 为X changes the initial value, 视为X the final one; ±X add up; floor 0.
  return Math.max(modifiedValue(engine, "handLimit", { player: of }, base, modified ? delta : 0, 0), 0);
}
