// 3.4.9 距离: seat distance among alive players (fewest steps either way), then +X/-X
// modifiers of both ends, floored at 1; a player's distance to itself is 0.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "../engine/modifiers.ts";
import { modified } from "../engine/generic.ts";

export function baseDistance(engine: Engine, from: PlayerId, to: PlayerId): number {
  if (from === to) return 0;
  // 3.4.9 ◆: 已死亡的角色不参与距离初值的计算 — a dead player is at no distance from anyone (◎
  // 【三尖两刃刀】: the player just killed has no player at distance 1).
  if (!engine.state.players[from].alive || !engine.state.players[to].alive) return Number.POSITIVE_INFINITY;
  const alive = engine.state.players.filter((p) => p.alive).map((p) => p.id);
  const i = alive.indexOf(from);
  const j = alive.indexOf(to);
  const n = alive.length;
  const forward = (j - i + n) % n;
  return Math.min(forward, n - forward);
}

export function distance(engine: Engine, from: PlayerId, to: PlayerId): number {
  if (from === to) return 0;
  if (!engine.state.players[from].alive || !engine.state.players[to].alive) return Number.POSITIVE_INFINITY;
  let delta = 0;
  for (const m of modifiersOf(engine, from)) {
    if (m.value === "distance" && m.from === "owner" && m.to === "others") delta += m.delta;
  }
  for (const m of modifiersOf(engine, to)) {
    if (m.value === "distance" && m.from === "others" && m.to === "owner") delta += m.delta;
  }
  const base = baseDistance(engine, from, to);
  // 3.4.9: 视为X is the final value; ±X add up; the floor is 1.
  return modified(engine, "distance", { from, to }, base, delta, 1);
}
