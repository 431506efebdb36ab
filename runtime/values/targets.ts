// 使用目标 legality (4.2.2 专题三 3., 专题四): the face's target rules, its distance rules, and
// "你不是…的合法目标" modifiers of the candidate.
import type { TargetRule } from "../engine/pack.ts";
import type { TargetContext } from "../engine/context.ts";
import type { VirtualCard } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import { colorOfCard, suitOfCard } from "../engine/cardSuits.ts";
import type { Engine } from "../engine/engine.ts";
import { modifiersOf } from "../engine/modifiers.ts";
import { applying } from "../engine/generic.ts";
import { judgeAreaNames } from "./judgeArea.ts";

/**
 * The card a legality check is about before its use exists: its 花色/颜色/点数 from the physical
 * cards it will map to (4.2.3, 3.1.9), as Engine.makeVirtual makes it, but not registered (vid -1).
 * Rules that name a kind of card by an attribute (〖帷幕〗 黑色锦囊牌) test it.
 */
export function cardFor(engine: Engine, name: string, physical: readonly CardId[], converted = false): VirtualCard {
  const cards = physical.map((id) => engine.state.cards[id]);
  const one = cards.length === 1 ? cards[0] : null;
  const colors = new Set(physical.map((c) => colorOfCard(engine, c)));
  const vc: VirtualCard = {
    vid: -1,
    name,
    suit: one ? suitOfCard(engine, physical[0]) : null,
    color: one ? colorOfCard(engine, physical[0]) : colors.size === 1 ? [...colors][0] : null,
    rank: one?.rank ?? null,
    physical: [...physical],
    converted,
  };
  if (!converted && cards.length > 0 && cards.every((c) => c.name === name && c.kind !== undefined && c.kind === cards[0].kind)) vc.kind = cards[0].kind;
  return vc;
}

/**
 * `ignoreDistance`: 距离关系限制规则对此次合法性检测不产生影响 (〖流离〗). `card`: the card being used,
 * when known (a target restriction rule may describe it by colour or suit).
 */
export function isLegalTarget(engine: Engine, user: PlayerId, cardName: string, candidate: PlayerId, rule: TargetRule, ignoreDistance = false, card?: VirtualCard): boolean {
  if (rule.kind !== "players") return false;
  return asIfPlaced(engine, user, card, () => legalNow(engine, user, cardName, candidate, rule, ignoreDistance, card));
}

/**
 * 003 专题三 ◆ 角色使用实体牌，在检测合法性时视为此牌已经置入目标区域: the physical cards of the use are
 * out of the user's hand and equipment area while the check runs — a hand count no longer counts them
 * (〖独行〗's 手牌数最小), an equipped weapon used as a converted card gives no range (004 3.1.7 ◆).
 */
function asIfPlaced<T>(engine: Engine, user: PlayerId, card: VirtualCard | undefined, check: () => T): T {
  const p = engine.state.players[user];
  const physical = card?.physical ?? [];
  const held = physical.filter((c) => p.hand.includes(c));
  const slots = (Object.keys(p.equipment) as (keyof typeof p.equipment)[]).filter((k) => physical.includes(p.equipment[k]!));
  if (held.length === 0 && slots.length === 0) return check();
  const hand = p.hand;
  const equipped = slots.map((k) => [k, p.equipment[k]!] as const);
  p.hand = hand.filter((c) => !held.includes(c));
  for (const [k] of equipped) p.equipment[k] = undefined;
  try {
    return check();
  } finally {
    p.hand = hand;
    for (const [k, c] of equipped) p.equipment[k] = c;
  }
}

function legalNow(engine: Engine, user: PlayerId, cardName: string, candidate: PlayerId, rule: Extract<TargetRule, { kind: "players" }>, ignoreDistance: boolean, card?: VirtualCard): boolean {
  if (!engine.state.players[candidate].alive) return false;
  const ctx: TargetContext = { game: engine.view, you: user, cardName, skill: engine.contextFor(user, cardName) };
  if (!rule.legal(ctx, candidate)) return false;
  if (rule.inReach && !ignoreDistance && !noDistanceLimit(engine, user, cardName, candidate, card) && !rule.inReach(ctx, candidate)) return false;
  if (rule.userRelation && !ignoreDistance && !rule.userRelation(ctx, candidate)) return false;
  // 4.2.2 专题四: not a legal target of a delayed trick whose name is already in its judge area.
  if (engine.registry.cards.get(cardName)?.subtype === "delayedTrick" && judgeAreaNames(engine, candidate).includes(cardName)) return false;
  // 3.3.23: a sealed judge area takes no delayed trick.
  if (engine.registry.cards.get(cardName)?.subtype === "delayedTrick" && engine.state.isDisabled(candidate, "judge")) return false;
  // 4.2.2 专题四 目标限制规则 from compiled skills and effects.
  if (applying(engine, "notLegalTarget", { user, target: candidate, cardName, ...(card ? { card } : {}) }).length > 0) return false;
  for (const m of modifiersOf(engine, candidate)) {
    if (m.value !== "notLegalTarget" || !m.cards.includes(cardName)) continue;
    if (!m.condition || m.condition(engine.contextFor(candidate, cardName))) return false;
  }
  return true;
}

/**
 * 000 4.2.2 专题三 3.: how many legal targets `user` may choose for a card named `cardName` — at least
 * the face's 额定目标数下限, at most min{额定目标数上限, 合法目标数}, where the upper limit is the face's
 * plus every "额定目标数上限+X/-X" that applies (the lower one does not change). null: the card cannot
 * be used (fewer legal targets than the lower limit, or none, or an upper limit below the lower).
 */
export function targetCountRange(engine: Engine, user: PlayerId, cardName: string, rule: Extract<TargetRule, { kind: "players" }>, legal: number): { min: number; max: number } | null {
  let upper = rule.max === "all" ? legal : rule.max;
  if (rule.max !== "all") for (const { owner, mod } of applying(engine, "targetLimit", { player: user, cardName })) upper += mod.amount?.(engine, owner, { player: user, cardName }) ?? 0;
  const max = Math.min(upper, legal);
  if (legal < rule.min || max < rule.min || max <= 0) return null;
  return { min: rule.min, max };
}

/**
 * Whether the card could be used now with a legal number of targets (targetCountRange is not null),
 * counting legal targets only as far as that needs: at an idle time point every hand card asks.
 */
export function hasTargetCount(engine: Engine, user: PlayerId, cardName: string, rule: Extract<TargetRule, { kind: "players" }>, card?: VirtualCard): boolean {
  const need = Math.max(rule.min, 1);
  let n = 0;
  for (const p of engine.view.alivePlayersFrom(engine.currentPlayer)) if (isLegalTarget(engine, user, cardName, p, rule, false, card) && ++n >= need) break;
  // With `need` legal targets found, the range is null exactly when it is null for all of them.
  return n >= need && targetCountRange(engine, user, cardName, rule, n) !== null;
}

/** Legal target candidates, in seat order from the current-turn player (`card`: the card, when known). */
export function legalTargets(engine: Engine, user: PlayerId, cardName: string, rule: TargetRule, card?: VirtualCard): PlayerId[] {
  return engine.view.alivePlayersFrom(engine.currentPlayer).filter((p) => isLegalTarget(engine, user, cardName, p, rule, false, card));
}

/** 4.2.2 专题三: "你使用锦囊牌无距离关系的限制" — matches the card's category or subtype. */
export function noDistanceLimit(engine: Engine, user: PlayerId, cardName: string, target?: PlayerId, card?: VirtualCard): boolean {
  const def = engine.registry.cards.get(cardName);
  if (!def) return false;
  if (applying(engine, "noDistanceLimit", { player: user, user, cardName, ...(target !== undefined ? { target } : {}), ...(card ? { card } : {}) }).length > 0) return true;
  return modifiersOf(engine, user).some(
    (m) => m.value === "noDistanceLimit" && (m.category === def.category || m.category === def.subtype || m.category === def.name),
  );
}
