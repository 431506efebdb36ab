// Generic modifiers (状态类效果, 003 专题一): what a compiled state part or an effect with a
// duration (于此回合内…) changes, each with its own test of where it applies. The value
// computations (distance, attack range, hand limit, use limits, legal targets …) ask
// `genericMods(engine, kind)` for the modifiers of one kind that apply to their query.
import type { PlayerId } from "../model/types.ts";
import type { VirtualCard } from "../model/events.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "./modifiers.ts";
import type { Registry } from "./registry.ts";
import { EQUIP_SLOTS } from "../model/types.ts";

/** What a value computation or a legality check asks about. */
export interface ModQuery {
  readonly player?: PlayerId;
  readonly from?: PlayerId;
  readonly to?: PlayerId;
  /** The card name in question (使用【杀】…), and the card itself when there is one. */
  readonly cardName?: string;
  readonly card?: VirtualCard | null;
  readonly physical?: number;
  readonly user?: PlayerId;
  readonly target?: PlayerId;
  /** 使用/打出/响应 for `cannot`. */
  readonly op?: string;
  readonly skill?: string;
}

export type ModKind =
  | "handLimit" // 3.4.6
  | "attackRange" // 3.4.10
  | "distance" // 3.4.9
  | "drawCount" // 3.4.19
  | "useLimit" // 4.2.2 专题三: 次数上限 ±X
  | "targetLimit" // 4.2.2 专题三 3.: 额定目标数上限 ±X
  | "useUnlimited" // 无次数的限制
  | "noDistanceLimit" // 无距离关系的限制
  | "notLegalTarget" // 4.2.2 专题四
  | "cannot" // 不能使用/打出/响应
  | "nullify" // 3.7.5 ①
  | "ignoreArmor" // 3.7.7
  | "nameAs" // 3.8.10 ②
  | "attrAs" // 3.8.10 ②: 花色/颜色视为
  | "rank" // 3.4.22: 点数+X/-X, 点数视为X
  | "equipAs" // 3.8.10 ①: 视为装备着
  | "inRangeAs" // 3.8.10
  | "cannotRespond" // 3.7.1
  | "addBase" // 3.4.7 伤害值基数
  | "skillInvalid" // 3.7.5 ②
  | "asHand" // 3.8.4 能如手牌般使用或打出
  | "control"; // 3.5.3 将操控A的玩家改为操控B的玩家

export interface GenericMod {
  readonly kind: ModKind;
  /** Whether it applies; `owner` has the skill (or started the effect). */
  applies(engine: Engine, owner: PlayerId, q: ModQuery): boolean;
  /** How a value changes: +X/-X (delta), 为X (base), 视为X (final), 无限 (infinite). */
  readonly mode?: "delta" | "base" | "final" | "infinite";
  amount?(engine: Engine, owner: PlayerId, q: ModQuery): number;
  /** 视为<name> (nameAs). */
  readonly asName?: string;
  /** 花色/颜色视为<value> (attrAs): which attribute, and its value (a suit id, or red/black). */
  readonly asAttr?: { readonly attr: "suit" | "color"; readonly value: string };
  /** 视为装备着<card> (equipAs): the equipment card's name. */
  readonly asCard?: string;
  /** 操控 (control): the seat whose player now controls the player asked about. */
  controller?(engine: Engine, owner: PlayerId, q: ModQuery): PlayerId | null;
}

/** How long an effect's state lasts: to the end of a turn/phase/use (by event id), or for good. */
export type ModUntil = TempMod["until"];

/** An effect's modifier with its duration. */
export interface TempMod {
  readonly owner: PlayerId;
  readonly mod: GenericMod;
  /** Until the end of this turn/phase (by event id), or of a use event, or for good. */
  readonly until:
    | { readonly kind: "turn" | "phase" | "event"; readonly id: number }
    /** 于其下回合开始之前: until `player` has started `begun` + 1 turns (回合开始后❻). */
    | { readonly kind: "nextTurnOf"; readonly player: PlayerId; readonly begun: number }
    | { readonly kind: "forever" };
}

/**
 * Per engine (`engine.modifierIndex`): the effects started with a duration, and which generic
 * modifier kinds the packs' skills and cards hold — built once per skill or card name, as the
 * registry does not change after the engine is made.
 */
export class ModifierIndex {
  /** Effects with a duration, in the order started; ended ones are dropped as genericMods reads them. */
  readonly temps: TempMod[] = [];
  /** How many entries of `temps` (ended or not) are of each kind: hasTempMods without a scan. */
  private readonly tempCounts = new Map<ModKind, number>();
  /** The kinds any skill of the packs has. */
  readonly kinds: ReadonlySet<ModKind>;
  private readonly bySkill = new Map<string, ReadonlySet<ModKind>>();
  private readonly byCard = new Map<string, ReadonlySet<ModKind>>();

  constructor(private readonly registry: Registry) {
    const kinds = new Set<ModKind>();
    for (const mods of registry.modifiers.values()) for (const m of mods) if (m.value === "generic") kinds.add(m.spec.kind);
    this.kinds = kinds;
  }

  addTemp(t: TempMod): void {
    this.temps.push(t);
    this.tempCounts.set(t.mod.kind, (this.tempCounts.get(t.mod.kind) ?? 0) + 1);
  }

  /** Drops `temps[i]` (an ended effect). */
  dropTemp(i: number): void {
    const [t] = this.temps.splice(i, 1);
    this.tempCounts.set(t.mod.kind, this.tempCounts.get(t.mod.kind)! - 1);
  }

  hasTemp(kind: ModKind): boolean {
    return (this.tempCounts.get(kind) ?? 0) > 0;
  }

  /** The generic modifier kinds of one skill. */
  ofSkill(skill: string): ReadonlySet<ModKind> {
    let kinds = this.bySkill.get(skill);
    if (!kinds) {
      const own = new Set<ModKind>();
      for (const m of this.registry.modifiers.get(skill) ?? []) if (m.value === "generic") own.add(m.spec.kind);
      this.bySkill.set(skill, (kinds = own));
    }
    return kinds;
  }

  /** The kinds of the skills of the card of this name (as equipmentSkillsOf looks it up). */
  ofCard(name: string): ReadonlySet<ModKind> {
    let kinds = this.byCard.get(name);
    if (!kinds) {
      const own = new Set<ModKind>();
      for (const s of this.registry.cards.get(name)?.skills ?? []) for (const k of this.ofSkill(s)) own.add(k);
      this.byCard.set(name, (kinds = own));
    }
    return kinds;
  }
}

export function addTempMod(engine: Engine, t: TempMod): void {
  engine.modifierIndex.addTemp(t);
}

function live(engine: Engine, t: TempMod): boolean {
  if (t.until.kind === "forever") return true;
  if (t.until.kind === "nextTurnOf") return engine.skillStates.turnsStarted(t.until.player) === t.until.begun;
  const id = t.until.id;
  return engine.stack.some((e) => e.id === id);
}

/** Whether any effect with a duration of this kind was started (a cheap test before `applying`). */
export function hasTempMods(engine: Engine, kind: ModKind): boolean {
  return engine.modifierIndex.hasTemp(kind);
}

/** Modifiers of one kind from every player's skills and every live effect, with their owners. */
export function genericMods(engine: Engine, kind: ModKind): { owner: PlayerId; mod: GenericMod }[] {
  const out: { owner: PlayerId; mod: GenericMod }[] = [];
  const index = engine.modifierIndex;
  // No skill of the packs has a modifier of this kind: no player's skills need reading.
  if (index.kinds.has(kind)) {
    for (const p of engine.state.players) {
      if (!p.alive || !mayHaveKind(engine, p.id, kind)) continue;
      for (const m of modifiersOf(engine, p.id, kind)) if (m.value === "generic" && m.spec.kind === kind) out.push({ owner: p.id, mod: m.spec });
    }
  }
  const list = index.temps;
  if (list.length > 0) {
    for (let i = list.length - 1; i >= 0; i--) if (!live(engine, list[i])) index.dropTemp(i);
    for (const t of list) if (t.mod.kind === kind) out.push({ owner: t.owner, mod: t.mod });
  }
  return out;
}

/** Whether one of the player's equipped cards has a skill with a modifier of this kind. */
function equipmentHasKind(engine: Engine, player: PlayerId, kind: ModKind): boolean {
  const eq = engine.state.players[player].equipment;
  for (const slot of EQUIP_SLOTS) {
    const id = eq[slot];
    if (id !== undefined && engine.modifierIndex.ofCard(engine.state.cards[id].name).has(kind)) return true;
  }
  return false;
}

/**
 * Whether a player's skills could hold a modifier of this kind: one of its general skills or its
 * equipment cards' skills has one, or a 视为装备着 state could lend it a card's (not read here).
 */
function mayHaveKind(engine: Engine, player: PlayerId, kind: ModKind): boolean {
  const index = engine.modifierIndex;
  for (const s of engine.state.players[player].skills) if (index.ofSkill(s).has(kind)) return true;
  if (equipmentHasKind(engine, player, kind)) return true;
  return index.kinds.has("equipAs") || index.hasTemp("equipAs");
}

/**
 * Whether the player's equipment skills may hold a modifier of this kind (modifiersOf reads them
 * only then): an equipped card's do, or a 视为装备着 state could lend one.
 */
export function equipmentMayHaveKind(engine: Engine, player: PlayerId, kind: ModKind): boolean {
  const index = engine.modifierIndex;
  return equipmentHasKind(engine, player, kind) || index.kinds.has("equipAs") || index.hasTemp("equipAs");
}

/**
 * Whether a modifier of this kind may apply now: a live player has a skill (general or of an equipped
 * card) with one, or an effect started one — a cheap test before `applying`, for kinds asked about
 * at every card read (花色视为, 视为装备着).
 */
export function mayApply(engine: Engine, kind: ModKind): boolean {
  const index = engine.modifierIndex;
  if (index.hasTemp(kind)) return true;
  // Most games have no skill of this kind at all: one look at the registry, not every player's skills.
  if (!index.kinds.has(kind)) return false;
  for (const p of engine.state.players) {
    if (!p.alive) continue;
    for (const s of p.skills) if (index.ofSkill(s).has(kind)) return true;
    if (equipmentHasKind(engine, p.id, kind)) return true;
  }
  return false;
}

/** The modifiers of a kind that apply to a query. */
export function applying(engine: Engine, kind: ModKind, q: ModQuery): { owner: PlayerId; mod: GenericMod }[] {
  return genericMods(engine, kind).filter(({ owner, mod }) => mod.applies(engine, owner, q));
}

/**
 * 3.5.3 操控<一名角色>的玩家: the seat whose agent makes `seat`'s decisions now. A control effect
 * gives A to the player controlling B, so B's own controller is followed (the latest effect wins);
 * a dead B no longer controls anyone.
 */
export function controllerOf(engine: Engine, seat: PlayerId): PlayerId {
  const seen = new Set<PlayerId>([seat]);
  let at = seat;
  for (;;) {
    const found = applying(engine, "control", { player: at });
    const last = found[found.length - 1];
    const by = last?.mod.controller?.(engine, last.owner, { player: at }) ?? null;
    if (by === null || seen.has(by) || !engine.state.players[by]?.alive) return at;
    seen.add(by);
    at = by;
  }
}

/** 不能使用/打出<牌> (a compiled state): whether `player` may not use (or play) this card now. */
export function cannotUseOrPlay(engine: Engine, player: PlayerId, op: "use" | "play", physical: number, cardName: string): boolean {
  return applying(engine, "cannot", { op, player, physical, cardName }).length > 0;
}

/** 不能弃置<牌> (3.8.8 ◆): whether `player` may not choose this card when it discards (others still may). */
export function cannotDiscard(engine: Engine, player: PlayerId, physical: number): boolean {
  return applying(engine, "cannot", { op: "discard", player, physical }).length > 0;
}

/**
 * A value with chapter 3's semantics (3.4.6, 3.4.9, 3.4.10, 3.4.19): 为X replaces the base,
 * ±X add up, 视为X (or 无限) is the final value; the floor is applied to the sum only.
 */
export function modified(engine: Engine, kind: ModKind, q: ModQuery, base: number, legacyDelta: number, floor: number): number {
  const mods = applying(engine, kind, q);
  let b = base;
  let delta = legacyDelta;
  let modifiedAny = legacyDelta !== 0;
  for (const { owner, mod } of mods) {
    if (mod.mode === "base") b = mod.amount?.(engine, owner, q) ?? b;
  }
  for (const { owner, mod } of mods) {
    if (mod.mode === "final") return mod.amount?.(engine, owner, q) ?? b;
    if (mod.mode === "infinite") return Number.POSITIVE_INFINITY;
  }
  for (const { owner, mod } of mods) {
    if (mod.mode === "delta" || mod.mode === undefined) {
      delta += mod.amount?.(engine, owner, q) ?? 0;
      modifiedAny = true;
    }
  }
  return modifiedAny ? Math.max(b + delta, floor) : b;
}
