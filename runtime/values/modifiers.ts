// Which modifiers (状态类 skills, 003 专题一) apply to a player: those of its general skills and
// of its equipped cards' skills (a horse's unnamed skill is named after the card).
import type { Modifier } from "../api/pack.ts";
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";

/** Skill names a player has, general skills first, then equipment skills (003 §二(3)). */
export function generalSkillsOf(engine: Engine, player: PlayerId): readonly string[] {
  return engine.state.players[player].skills;
}

/** 〖青釭剑〗: a use being settled for this player as its current target ignores its armor. */
function armorIgnored(engine: Engine, player: PlayerId): boolean {
  return engine.stack.some((e) => e.kind === "use" && e.targets[e.current]?.player === player && e.targets[e.current]?.ignoreArmor === true);
}

export function equipmentSkillsOf(engine: Engine, player: PlayerId): string[] {
  const out: string[] = [];
  const eq = engine.state.players[player].equipment;
  for (const slot of ["weapon", "armor", "offensiveHorse", "defensiveHorse"] as const) {
    const id = eq[slot];
    if (id === undefined) continue;
    if (slot === "armor" && armorIgnored(engine, player)) continue;
    const def = engine.registry.cards.get(engine.state.cards[id].name);
    if (def) out.push(...def.skills);
  }
  return out;
}

export function modifiersOf(engine: Engine, player: PlayerId): Modifier[] {
  const out: Modifier[] = [];
  const p = engine.state.players[player];
  if (!p.alive) return out;
  // 3.7.5 ②: an invalid skill's state effects have no effect.
  for (const name of p.skills) {
    const ms = engine.registry.modifiers.get(name);
    if (ms && engine.isSkillValid(player, name)) out.push(...ms);
  }
  for (const name of equipmentSkillsOf(engine, player)) {
    const ms = engine.registry.modifiers.get(name);
    if (ms && engine.isSkillValid(player, name)) out.push(...ms);
  }
  return out;
}
