// Which modifiers (状态类 skills, 003 专题一) apply to a player: those of its general skills and
// of its equipped cards' skills (a horse's unnamed skill is named after the card).
import type { Modifier } from "./pack.ts";
import type { PlayerId } from "../model/types.ts";
import { EQUIP_SLOTS } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { applying, equipmentMayHaveKind, hasTempMods, mayApply, type ModKind } from "./generic.ts";

/** Skill names a player has, general skills first, then equipment skills (003 §二(3)). */
export function generalSkillsOf(engine: Engine, player: PlayerId): readonly string[] {
  return engine.state.players[player].skills;
}

/**
 * 3.7.7 无视: whose settlement it is for `player` now — the user of the innermost card use being
 * settled on it, or the source of the innermost damage it takes; null when the innermost is
 * another's card use (inserted uses by others settle with its armor valid).
 */
function settlingFor(engine: Engine, player: PlayerId): PlayerId | null {
  for (let i = engine.stack.length - 1; i >= 0; i--) {
    const e = engine.stack[i];
    if (e.kind === "use") return e.targets[e.current]?.player === player ? e.user : null;
    if (e.kind === "damage" && e.victim === player) return e.source;
  }
  return null;
}

/** Re-entrancy guard: a 无视 effect's own test may look at equipment (distance, range). */
let checkingArmor = false;

/**
 * 〖青釭剑〗: a use being settled for this player as its current target ignores its armor. 3.7.7
 * (〖陷阵〗 于此回合内无视其防具): in A's card use settled on B, or B's damage from A, B's armor
 * skills are invalid — not in others' uses or in damage from others inserted there.
 */
function armorIgnored(engine: Engine, player: PlayerId): boolean {
  if (engine.stack.some((e) => e.kind === "use" && e.targets[e.current]?.player === player && e.targets[e.current]?.ignoreArmor === true)) return true;
  const by = settlingFor(engine, player);
  // 〖青釭剑〗's 无视, set at 指定目标后, lasts until that target's settlement ends: a damage from the user it
  // takes before then (another target's damage transferred to it, 004 3.5.14 ◎ 〖天香〗) ignores its armour too.
  if (by !== null && by !== player && engine.stack.some((e) => e.kind === "use" && e.user === by && e.targets.some((t, i) => i >= e.current && t.player === player && t.ignoreArmor === true))) return true;
  if (checkingArmor || !hasTempMods(engine, "ignoreArmor")) return false;
  if (by === null || by === player) return false;
  checkingArmor = true;
  try {
    return applying(engine, "ignoreArmor", { user: by, player }).length > 0;
  } finally {
    checkingArmor = false;
  }
}

/** Re-entrancy guard: a 视为装备着 state's own test reads modifiers (whose equipment skills are asked). */
let resolvingEquipAs = false;

/**
 * 3.8.10 ① 视为装备着<装备牌> (〖八阵〗): the equipment cards a player is treated as equipped with — it
 * has their skills, but no card is in its equipment area. A state of a general skill or an effect.
 */
export function equippedAs(engine: Engine, player: PlayerId): string[] {
  if (resolvingEquipAs || !mayApply(engine, "equipAs")) return [];
  resolvingEquipAs = true;
  try {
    return applying(engine, "equipAs", { player }).flatMap(({ mod }) => (mod.asCard !== undefined ? [mod.asCard] : []));
  } finally {
    resolvingEquipAs = false;
  }
}

/**
 * Whether `skill` may be one of the player's equipment skills: an equipped card has it, or a
 * 视为装备着 state could lend it. A superset of equipmentSkillsOf (no 无视 test), with no allocation.
 */
export function mayHaveEquipmentSkill(engine: Engine, player: PlayerId, skill: string): boolean {
  const eq = engine.state.players[player].equipment;
  for (const slot of EQUIP_SLOTS) {
    const id = eq[slot];
    if (id !== undefined && engine.registry.cards.get(engine.state.cards[id].name)?.skills.includes(skill)) return true;
  }
  return mayApply(engine, "equipAs");
}

/** Whether the player may own one of these listeners' skills (general or equipment): a cheap test before reading them. */
export function mayOwnAnyOf(engine: Engine, player: PlayerId, listeners: readonly { readonly skill: { readonly name: string } }[]): boolean {
  const skills = engine.state.players[player].skills;
  for (const l of listeners) if (skills.includes(l.skill.name) || mayHaveEquipmentSkill(engine, player, l.skill.name)) return true;
  return false;
}

export function equipmentSkillsOf(engine: Engine, player: PlayerId): string[] {
  const out: string[] = [];
  const eq = engine.state.players[player].equipment;
  for (const slot of EQUIP_SLOTS) {
    const id = eq[slot];
    if (id === undefined || engine.unprovided.has(id)) continue;
    if (slot === "armor" && armorIgnored(engine, player)) continue;
    const def = engine.registry.cards.get(engine.state.cards[id].name);
    if (def) out.push(...def.skills);
  }
  // 视为装备着 (3.8.10 ◆1 ◎): its armour skills are armour skills — 无视其防具 (〖青釭剑〗) ignores them too.
  for (const name of equippedAs(engine, player)) {
    const def = engine.registry.cards.get(name);
    if (!def || def.category !== "equipment") continue;
    if (def.subtype === "armor" && armorIgnored(engine, player)) continue;
    for (const s of def.skills) if (!out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * The modifiers of the player's valid skills, general skills first. With `kind`, only skills that
 * have a generic modifier of that kind are read (their other modifiers come too; the caller filters).
 */
export function modifiersOf(engine: Engine, player: PlayerId, kind?: ModKind): Modifier[] {
  const out: Modifier[] = [];
  const p = engine.state.players[player];
  if (!p.alive) return out;
  const index = engine.modifierIndex;
  // 3.7.5 ②: an invalid skill's state effects have no effect.
  for (const name of p.skills) {
    if (kind !== undefined && !index.ofSkill(name).has(kind)) continue;
    const ms = engine.registry.modifiers.get(name);
    if (ms && engine.isSkillValid(player, name)) out.push(...ms);
  }
  if (kind !== undefined && !equipmentMayHaveKind(engine, player, kind)) return out;
  for (const name of equipmentSkillsOf(engine, player)) {
    if (kind !== undefined && !index.ofSkill(name).has(kind)) continue;
    const ms = engine.registry.modifiers.get(name);
    if (ms && engine.isSkillValid(player, name)) out.push(...ms);
  }
  return out;
}
