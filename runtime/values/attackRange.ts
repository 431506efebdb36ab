// 3.4.10 攻击范围: the equipped weapon's printed range, else 1; +X/-X; floor 0. A player is
// never in its own attack range (3.4.10 ◆: "另一名角色").
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "../engine/modifiers.ts";
import { distance } from "./distance.ts";
import { applying, modified as modifiedValue } from "../engine/generic.ts";

export function attackRange(engine: Engine, of: PlayerId): number {
  const weapon = engine.state.players[of].equipment.weapon;
  let base = 1;
  if (weapon !== undefined && !engine.unprovided.has(weapon)) base = engine.registry.cards.get(engine.state.cards[weapon].name)?.attackRange ?? 1;
  let delta = 0;
  let modified = false;
  for (const m of modifiersOf(engine, of)) {
    if (m.value === "attackRange") {
      delta += m.delta;
      modified = true;
    }
  }
  // 3.4.10: 视为X replaces the base, 无限 is +∞, ±X add up, floor 0.
  return modifiedValue(engine, "attackRange", { player: of }, base, modified ? delta : 0, 0);
}

export function inAttackRange(engine: Engine, of: PlayerId, to: PlayerId): boolean {
  if (of === to) return false;
  if (!engine.state.players[to].alive) return false;
  // 3.8.10: 视为在…的攻击范围内.
  if (applying(engine, "inRangeAs", { from: of, to }).length > 0) return true;
  return attackRange(engine, of) >= distance(engine, of, to);
}
