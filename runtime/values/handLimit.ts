// 3.4.6 手牌上限: initial value = hp, +X/-X, floor 0.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "./modifiers.ts";

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
  return modified ? Math.max(base + delta, 0) : Math.max(base, 0);
}
