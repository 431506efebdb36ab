// 转化 (3.1.9; 4.2.3 / 4.2.6 "使用/打出对应的实体牌为…的【X】"): the one runtime operation behind
// every conversion skill. A conversion answers the user's open need event (4.2.2 需要使用 /
// 4.2.5 需要打出) for the card: it picks the physical cards and starts the pre-use (use) or the
// play flow with a virtual card made from them; the need event then ends (it has its card).
import type { ConversionSpec } from "../engine/context.ts";
import type { CardUseDef } from "../engine/pack.ts";
import type { GameEvent, NeedEvent, VirtualCard } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { equipmentSkillsOf, mayOwnAnyOf } from "../engine/modifiers.ts";
import { legalTargets, targetCountRange } from "../values/targets.ts";

function isOpenNeed(e: GameEvent, you: PlayerId, name: string): e is NeedEvent {
  return (e.kind === "needUse" || e.kind === "needPlay") && e.player === you && e.result === null && (name === "" || e.cardName === name);
}

/** The need event a conversion answers: the timing's own event, else the nearest open one of `you`. */
export function openNeedOf(engine: Engine, you: PlayerId, event: GameEvent, name: string): NeedEvent | null {
  if (isOpenNeed(event, you, name)) return event;
  for (let i = engine.stack.length - 1; i >= 0; i--) {
    const e = engine.stack[i];
    if (isOpenNeed(e, you, name)) return e;
  }
  return null;
}

function candidatesOf(engine: Engine, you: PlayerId, spec: ConversionSpec): CardId[] {
  if (spec.cards.kind !== "choose") return [];
  const { regions, filter } = spec.cards;
  const all = engine.view.cardsIn(you, regions);
  return filter ? all.filter((c) => filter(engine.state.cards[c])) : all;
}

/**
 * 4.2.6 (〖鬼才〗): "打出对应的实体牌为<cards>的牌" plays the chosen card as a card of its own name;
 * it answers no need event (even when one of `you` is open below, e.g. its own 〖八卦阵〗 judgement).
 */
function isFreePlay(spec: ConversionSpec): boolean {
  return spec.name === "" && spec.modes.includes("play") && spec.cards.kind === "choose";
}

export function canConvertInNeed(engine: Engine, you: PlayerId, event: GameEvent, spec: ConversionSpec): boolean {
  if (!engine.state.players[you].alive) return false;
  if (isFreePlay(spec) && spec.cards.kind === "choose") return candidatesOf(engine, you, spec).length >= spec.cards.count;
  const need = openNeedOf(engine, you, event, spec.name);
  if (!need) return false;
  if (!spec.modes.includes(need.kind === "needUse" ? "use" : "play")) return false;
  if (need.kind === "needUse" && (!engine.registry.cards.get(need.cardName) || !engine.needUseDefs.get(need))) return false;
  if (spec.cards.kind === "choose") return candidatesOf(engine, you, spec).length >= spec.cards.count;
  return true;
}

export interface Conversion {
  readonly card: VirtualCard;
  /** Played outside a need event (4.2.6 〖鬼才〗): its cards stay in processing for the skill. */
  readonly free: boolean;
}

/** Does the conversion: null when it could not (no open need event, too few cards, no legal target). */
export function convertInNeed(engine: Engine, you: PlayerId, event: GameEvent, spec: ConversionSpec, reason = spec.name): Conversion | null {
  if (!canConvertInNeed(engine, you, event, spec)) return null;
  const free = isFreePlay(spec);
  let cards: CardId[] = [];
  if (spec.cards.kind === "choose") {
    const n = spec.cards.count;
    cards = engine.ask.cards(you, candidatesOf(engine, you, spec), n, n, reason, []);
    if (cards.length < n) return null;
  } else if (spec.cards.kind === "fixed") cards = [...spec.cards.cards];
  if (free) {
    const name = cards.length === 1 ? engine.state.cards[cards[0]].name : "";
    return { card: engine.playCard(you, name, cards, false, true), free: true };
  }
  const need = openNeedOf(engine, you, event, spec.name)!;
  // 3.5.56 转化牌: a card made at 需要使用/打出时❸ by a selection standard (the chosen kind);
  // 〖护驾〗's given cards and 〖八卦阵〗's card without physical cards (at ❶) are not.
  const converted = spec.cards.kind === "choose";
  if (need.kind === "needPlay") {
    need.result = engine.playCard(you, need.cardName, cards, converted, engine.keepPlayed.has(need));
    return { card: need.result, free: false };
  }
  const def = engine.registry.cards.get(need.cardName)!;
  const use = engine.needUseDefs.get(need)!;
  const respondsTo = need.responding ? (engine.findEvent("use", (u) => u.card === need.responding) ?? undefined) : undefined;
  const targets = engine.needTargets.get(need);
  const used = engine.useCard(you, cards, def, use, {
    countsTowardLimit: engine.needCountsTowardLimit.has(need),
    converted,
    ...(respondsTo ? { respondsTo } : {}),
    ...(targets ? { targets } : {}),
  });
  if (!used) return null;
  need.result = used.card;
  return { card: used.card, free: false };
}

/**
 * 4.2.2 ◆: activating a skill at 需要使用此牌时❶/❷ declares the card and chooses its legal targets
 * at once (a card aimed at players; a 【闪】 has its 【杀】 already). False when there is none.
 */
export function chooseNeedTargetsEarly(engine: Engine, event: GameEvent, timing: string): boolean {
  if (event.kind !== "needUse" || (timing !== "needUse.1" && timing !== "needUse.2")) return true;
  if (event.responding || engine.needTargets.has(event)) return true;
  const use = engine.needUseDefs.get(event);
  if (!use || use.targets.kind !== "players") return true;
  const candidates = legalTargets(engine, event.player, event.cardName, use.targets);
  const range = targetCountRange(engine, event.player, event.cardName, use.targets, candidates.length);
  if (range === null) return false;
  const chosen = use.targets.max === "all" ? candidates : engine.ask.players(event.player, candidates, range.min, range.max, event.cardName);
  engine.needTargets.set(event, chosen);
  return true;
}

/**
 * Whether any skill could let `player` need-use a card (the test of canNeedViaSkills before it
 * lists anything): it may own a 需要使用此牌时 listener, or some such listener is another's (其可…).
 */
export function mayNeedViaSkills(engine: Engine, player: PlayerId): boolean {
  const { all, byOthers } = engine.registry.needListeners("needUse");
  return byOthers.length > 0 || mayOwnAnyOf(engine, player, all);
}

/**
 * 4.2.2: may `player` need the card through its skills (a conversion at ❸, 〖激将〗 at ❶…)? A
 * probe need event, never run, is shown to the conditions of the skills listening at
 * 需要使用/打出此牌时❶❷❸. Used to offer "use 【杀】 via a skill" at play-phase idle points.
 */
export function canNeedViaSkills(engine: Engine, player: PlayerId, cardName: string, use: CardUseDef): boolean {
  if (!mayNeedViaSkills(engine, player)) return false;
  const probe: NeedEvent = { kind: "needUse", id: -1, player, cardName, result: null };
  engine.needUseDefs.set(probe, use);
  const owned = [...engine.state.players[player].skills, ...equipmentSkillsOf(engine, player)];
  for (let i = 1; i <= 3; i++) {
    for (const l of engine.registry.triggers.get(`needUse.${i}`) ?? []) {
      if (!owned.includes(l.skill.name) || !engine.isSkillValid(player, l.skill.name) || engine.usedUp(player, l.skill) || engine.offSide(player, l.skill, l.part)) continue;
      const ctx = engine.contextFor(player, l.skill.name, probe);
      if (l.part.condition && !l.part.condition(ctx)) continue;
      if (l.part.cost && !l.part.cost.canPay(ctx)) continue;
      return true;
    }
  }
  // 其可… (〖陷嗣②〗 当一名其他角色需要使用普【杀】时❷，其可…): another player's skill that this player activates.
  const byOthers = engine.registry.needListeners("needUse").byOthers;
  if (byOthers.length === 0) return false;
  for (const owner of engine.view.alivePlayersFrom(player)) {
    if (owner === player) continue;
    const theirs = [...engine.state.players[owner].skills, ...equipmentSkillsOf(engine, owner)];
    for (const l of byOthers) {
      const { activator } = l.part;
      if (!activator || !theirs.includes(l.skill.name) || !engine.isSkillValid(owner, l.skill.name) || engine.usedUp(owner, l.skill) || engine.offSide(owner, l.skill, l.part)) continue;
      const ctx = engine.contextFor(owner, l.skill.name, probe);
      if (l.part.condition && !l.part.condition(ctx)) continue;
      if (activator(ctx) !== player) continue;
      if (l.part.cost && !l.part.cost.canPay(ctx)) continue;
      return true;
    }
  }
  return false;
}
