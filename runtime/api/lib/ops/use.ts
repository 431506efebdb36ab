// Using and playing cards (op.*) and changing a use in progress: 使用 (4.2.2–4.2.4), 打出
// (4.2.5–4.2.7), 也成为目标 (3.5.51), 取消目标 (3.7.6), 转移 (3.5.14), 使用者改为 (3.5.21), 改为火【杀】,
// 抵消 / 依然生效 (4.2.4), 不计入次数 (4.2.2 专题三), and the 〖无双〗 response and play methods.
//
// A use or play answers the performer's open need event when the skill runs at one (需要使用/打出
// 此牌时❶❷❸: 〖武圣〗, 〖八卦阵〗, 〖激将〗); elsewhere a card whose physical cards are not specified
// (使用【杀】) is used through a need event of its own (4.2.2: a conversion skill may provide it),
// and one with no or given physical cards (无对应的实体牌, 对应的实体牌为…) starts the pre-use at once.
import type { CardDef, CardUseDef, TargetRule } from "../../pack.ts";
import type { DamageEvent, NeedEvent, UseEvent, UseTarget, VirtualCard } from "../../../model/events.ts";
import type { CardId, EquipSlot, PlayerId } from "../../../model/types.ts";
import { slotOfSubtype } from "../../../model/types.ts";
import type { Act, CardsX, Ex, Filter, Op, PlayersX, TargetX } from "../act.ts";
import type { CardSpec } from "../cards.ts";
import { useInScope } from "../cards.ts";
import { SkillCtx } from "../../skillContext.ts";
import { isLegalTarget, targetCountRange } from "../../../values/targets.ts";
import { uncountedUses } from "../../../flows/idle.ts";
import { onePlayer, operation } from "./perform.ts";
import { inSeatOrder } from "./players.ts";
import { transferDamage } from "./control.ts";
import { handLike } from "../../../engine/asHand.ts";

type NeedKind = "needUse" | "needPlay";
type Verb = "use" | "play";

const alive = (a: Act, q: PlayerId): boolean => a.engine.state.players[q]?.alive ?? false;

/** 3.5.14 ◆1 将<牌>转移给B: the card form of the 转移 row (useOps.transfer). */
function transferCard(x: { what: CardSpec; to: PlayersX; who: PlayersX }): Op {
  return operation("transfer", x.who, {
    can: (a) => {
      const use = useOfSpec(a, x.what);
      // A player who is already a target may be B (004 3.9.3 ◎: 〖流离〗 to a target of the same 【杀】).
      return use !== null && use.current >= 0 && x.to.peek(a).some((p) => alive(a, p));
    },
    run: (a) => {
      const use = useOfSpec(a, x.what);
      if (!use || use.current < 0) return false;
      const b = onePlayer(a, x.to, "transfer");
      if (b === null) return false;
      const i = use.current;
      const from = use.targets[i]?.player ?? -1;
      const n = a.engine.state.players.length;
      const rank = (p: PlayerId): number => (p - a.engine.currentPlayer + n) % n;
      const pending = [{ player: b, offset: false, nullified: false }, ...use.targets.slice(i + 1)].sort((p, r) => rank(p.player) - rank(r.player));
      use.targets = [...use.targets.slice(0, i), ...pending];
      a.engine.log.add({ t: "transfer", card: use.card.name, from, to: b });
      // 以此法转移给你的【杀】 (3.5.14, 3.5.33): this very card, by this skill.
      a.record("transfer", a.you, [...use.card.physical], from >= 0 ? [from, b] : [b], undefined, use.card.vid);
      return true;
    },
  });
}

/** A damage filter (the 转移 row's damage form), not a card spec. */
function isDamageFilter(w: CardSpec | Filter<DamageEvent>): w is Filter<DamageEvent> {
  return typeof w === "function";
}

// ---------------------------------------------------------------- the card a spec names

/** The names a spec allows; null: any name (打出对应的实体牌为…的牌, 〖鬼才〗) or a specific card. */
function namesOf(spec: CardSpec): string[] | null {
  if (spec.as) return null;
  const names = spec.names.filter((n): n is string => typeof n === "string");
  return names.length > 0 && names.length === spec.names.length ? names : null;
}

function allows(spec: CardSpec, name: string): boolean {
  const names = namesOf(spec);
  return names === null || names.includes(name);
}

/** The card's own name when the spec gives one specific card (使用此牌) or any name (3.8.3 ◆ 4.2.6 2.). */
function ownName(a: Act, cards: readonly CardId[]): string | null {
  return cards.length === 1 ? a.engine.state.cards[cards[0]].name : null;
}

function nameFor(a: Act, spec: CardSpec, cards: readonly CardId[]): string | null {
  const names = namesOf(spec);
  if (names) return names[0];
  const v = spec.as?.virtual?.(a);
  if (v) return v.name;
  return ownName(a, cards);
}

/** Enough candidates for a choice of physical cards (or at least one given card). */
function enough(a: Act, cx: CardsX): boolean {
  const n = cx.peek(a).length;
  const min = cx.choice ? Math.max(cx.choice.min(a), 1) : 1;
  return n >= min;
}

function handOf(a: Act, q: PlayerId, name: string, spec: CardSpec): CardId[] {
  // 3.8.4: with cards it may use or play as if in hand.
  const hand = handLike(a.engine, q).filter((c) => a.engine.state.cards[c].name === name);
  return spec.filter ? hand.filter((c) => spec.filter!(a, c)) : hand;
}

/**
 * 3.5.56 转化牌: made by a skill at 需要使用/打出时❸, or by a selection standard that is not the
 * card's name (〖慎断〗: 对应的实体牌为一张黑色基本牌的【兵粮寸断】). 〖八卦阵〗/〖护驾〗 at ❶ are not.
 */
function isConversion(a: Act, spec: CardSpec, name: string, cards: readonly CardId[]): boolean {
  if (a.timing === "needUse.3" || a.timing === "needPlay.3") return true;
  if (spec.as || typeof spec.physical === "string") return false;
  return cards.some((c) => a.engine.state.cards[c].name !== name);
}

// ---------------------------------------------------------------- need events

function isNeedOf(e: { kind: string }, kind: NeedKind): e is NeedEvent {
  return e.kind === kind;
}

/**
 * The need event of `q` this use/play answers (4.2.2 / 4.2.5): the timing's own event (also the
 * probe need a play-phase option is tested with), unless a use or play has started above it (a
 * card used from a need keeps its need open until the use ends). A need further down is not
 * answered: 〖鬼才〗 in one's own 〖八卦阵〗 judgement plays a card of its own (4.2.6), not the 【闪】.
 */
function openNeed(a: Act, q: PlayerId, kind: NeedKind, spec: CardSpec): NeedEvent | null {
  const e = a.event;
  if (!isNeedOf(e, kind) || e.player !== q || e.result !== null || !allows(spec, e.cardName)) return null;
  const stack = a.engine.stack;
  const i = stack.lastIndexOf(e);
  if (i < 0) return e;
  return stack.slice(i + 1).some((x) => x.kind === "use" || x.kind === "play") ? null : e;
}

/**
 * The physical cards answering a need (null: not chosen). 无对应的实体牌 → none; given cards; a
 * choice (the conversion's selection standard); or, with no standard, a hand card of the name.
 * A specific card naming another event's card (此基本牌 read through the use being answered) is
 * taken as no physical card: a need's own card has none until it is used.
 */
function needCards(a: Act, q: PlayerId, spec: CardSpec, need: NeedEvent, verb: Verb): CardId[] | null {
  if (spec.physical === "none") return [];
  if (spec.as) {
    const v = spec.as.virtual?.(a);
    if (v) return v === need.result ? [...v.physical] : [];
    return spec.as.get(a, verb);
  }
  if (spec.physical === "hand") {
    const candidates = handOf(a, q, need.cardName, spec);
    // No candidate: the asker logs the request as skipped (no legal response) and answers null.
    const card = a.engine.ask.respond(q, verb, need.cardName, candidates, a.skill);
    return card === null ? null : [card];
  }
  const cards = spec.physical.get(a, verb);
  if (cards === null || spec.physical.choice) return cards;
  // Given cards in the processing area that this activation did not put there belong to another
  // card (此【闪】 read through the use being answered): the cards played 以此法 are meant (3.5.33).
  const foreign = cards.filter((c) => a.engine.state.zone(c).kind === "processing" && !movedHere(a, c));
  if (foreign.length === 0) return cards;
  const played = playedHere(a);
  return played.length > 0 ? played : cards.filter((c) => !foreign.includes(c));
}

/** Did this activation play or use the card (以此法, 3.5.33)? */
function movedHere(a: Act, card: CardId): boolean {
  return a.records.some((r) => (r.op === "play" || r.op === "use") && r.cards.includes(card));
}

/** The cards of this activation's last play still in the processing area. */
function playedHere(a: Act): CardId[] {
  for (let i = a.records.length - 1; i >= 0; i--) {
    const r = a.records[i];
    if (r.op === "play") return r.cards.filter((c) => a.engine.state.zone(c).kind === "processing");
  }
  return [];
}

function canAnswer(a: Act, q: PlayerId, spec: CardSpec, need: NeedEvent): boolean {
  if (need.kind === "needUse" && (!a.engine.registry.cards.get(need.cardName) || !a.engine.needUseDefs.get(need))) return false;
  if (spec.physical === "none" || spec.as) return true;
  if (spec.physical === "hand") return handOf(a, q, need.cardName, spec).length > 0;
  return enough(a, spec.physical);
}

function answer(a: Act, q: PlayerId, spec: CardSpec, need: NeedEvent, to: PlayersX | undefined): VirtualCard | null {
  const verb: Verb = need.kind === "needUse" ? "use" : "play";
  const cards = needCards(a, q, spec, need, verb);
  if (cards === null) return null;
  const name = need.cardName;
  const converted = isConversion(a, spec, name, cards);
  if (need.kind === "needPlay") {
    need.result = a.engine.playCard(q, name, cards, converted, a.engine.keepPlayed.has(need));
    a.record("play", q, cards);
    return need.result;
  }
  const def = a.engine.registry.cards.get(name);
  const use = a.engine.needUseDefs.get(need);
  if (!def || !use) return null;
  const respondsTo = need.responding ? (a.engine.findEvent("use", (u) => u.card === need.responding) ?? undefined) : undefined;
  let targets = a.engine.needTargets.get(need);
  // 4.2.2 ◆: at ❶/❷ the skill's target is this card's target, not checked again (◎ 〖陷嗣〗).
  if (to && !respondsTo) {
    const chosen = to.get(a, verb);
    if (!chosen || chosen.length === 0) return null;
    targets = chosen;
  }
  const declared = declaredKind(spec);
  const used = a.engine.useCard(q, cards, def, use, {
    countsTowardLimit: a.engine.needCountsTowardLimit.has(need),
    converted,
    ...(declared ? { kind: declared } : {}),
    ...(respondsTo ? { respondsTo } : {}),
    ...(targets ? { targets } : {}),
  });
  if (!used) return null;
  need.result = used.card;
  a.record("use", q, cards, used.targets.map((t) => t.player));
  return used.card;
}

/** 使用无对应的实体牌的雷【杀】: the kind the text declares the card as (4.2.3, 3.5.10), in a need or not. */
function declaredKind(spec: CardSpec): "fire" | "thunder" | undefined {
  const k = spec.kinds.length === 1 ? spec.kinds[0] : null;
  return k === "fire" || k === "thunder" ? k : undefined;
}

// ---------------------------------------------------------------- uses outside a need

/** 无距离关系的限制 (4.2.2 专题三): the distance rules do not apply to this use's legality. */
const noDistance = (nolimit: string | undefined): boolean => nolimit !== undefined && nolimit.includes("距离");

/**
 * 4.2.2 专题四: "A可对B使用<牌>" names B as the use's target, so the distance rules — which come
 * only from the card's 使用目标 — do not apply to it, while target restriction rules (〖空城〗,
 * 〖同疾〗, the game's two) still do (◎ 崔琰's 〖青龙偃月刀（旧）〗 on 马岱 outside its attack range;
 * ◎ 〖空城〗 still refuses it). 【借刀杀人】's 需对B使用 (flows/requireUse.ts) keeps them: its B was
 * chosen in A's attack range, which 004 3.1.7 ◆ keeps in use.
 */
const ignoresDistance = (x: UseArgs): boolean => noDistance(x.nolimit) || x.to !== undefined;

function legal(a: Act, user: PlayerId, name: string, rule: TargetRule, ignoreDistance: boolean): (p: PlayerId) => boolean {
  return (p) => isLegalTarget(a.engine, user, name, p, rule, ignoreDistance);
}

function someLegal(a: Act, user: PlayerId, name: string, rule: TargetRule, ignoreDistance: boolean): boolean {
  const ok = legal(a, user, name, rule, ignoreDistance);
  return a.engine.view.alivePlayersFrom(a.engine.currentPlayer).some(ok);
}

/**
 * Which way of using the card (4.2.3: a card with several declares one): the one whose timing
 * this is and whose situation fits (【酒】 at 处于濒死状态时), else the 出牌阶段 one, else any, each
 * needing a legal target.
 */
function pickUse(a: Act, q: PlayerId, def: CardDef, ignoreDistance: boolean): CardUseDef | null {
  const uses = def.uses.filter((u) => u.targets.kind === "players");
  const usable = (u: CardUseDef): boolean => someLegal(a, q, def.name, u.targets, ignoreDistance);
  const here = uses.find((u) => u.when.kind === "timing" && u.when.timing === a.timing && u.when.condition(a.engine.contextFor(q, def.name, a.event)) && usable(u));
  return here ?? uses.find((u) => u.when.kind === "play" && usable(u)) ?? uses.find(usable) ?? null;
}

/** 4.2.2 ◆ equipment targets its user; a sealed slot takes none (3.3.23). */
function slotFree(a: Act, q: PlayerId, def: CardDef): boolean {
  const s = def.subtype;
  const slot: EquipSlot | null = slotOfSubtype(s);
  return slot !== null && !a.engine.state.isDisabled(q, slot);
}

/**
 * The targets of a use outside a need (4.2.3): the text's players that are legal targets (专题四 ◆
 * "A对B使用" — only B; ◎ 〖密诏〗 an illegal B means no use), else a choice among the legal ones.
 */
function chooseTargets(a: Act, q: PlayerId, name: string, rule: TargetRule, to: PlayersX | undefined, ignoreDistance: boolean): PlayerId[] | null {
  if (rule.kind !== "players") return null;
  const ok = legal(a, q, name, rule, ignoreDistance);
  if (to) {
    const chosen = to.get(a, name);
    const out = (chosen ?? []).filter(ok);
    return out.length > 0 ? inSeatOrder(a, out) : null;
  }
  const candidates = a.engine.view.alivePlayersFrom(a.engine.currentPlayer).filter(ok);
  // 4.2.2 专题三 3.: as many as the rated target count allows (额定目标数上限±X included).
  const range = targetCountRange(a.engine, q, name, rule, candidates.length);
  if (range === null) return null;
  return rule.max === "all" ? candidates : a.engine.ask.players(q, candidates, range.min, range.max, name);
}

function canTarget(a: Act, q: PlayerId, name: string, rule: TargetRule, to: PlayersX | undefined, ignoreDistance: boolean): boolean {
  if (rule.kind !== "players") return false;
  const ok = legal(a, q, name, rule, ignoreDistance);
  if (to) return to.peek(a).some(ok);
  const n = a.engine.view.alivePlayersFrom(a.engine.currentPlayer).filter(ok).length;
  return targetCountRange(a.engine, q, name, rule, n) !== null;
}

interface UseArgs {
  readonly what: CardSpec;
  readonly to?: PlayersX;
  readonly nolimit?: string;
  readonly bind?: string;
}

/** The cards a use/play outside a need maps to: none, given ones or a choice (null: not chosen). */
function givenCards(a: Act, spec: CardSpec, verb: Verb): CardId[] | null {
  if (spec.physical === "none") return [];
  if (spec.as) {
    const v = spec.as.virtual?.(a);
    return v ? [...v.physical] : spec.as.get(a, verb);
  }
  if (spec.physical === "hand") return null;
  return spec.physical.get(a, verb);
}

function peekCards(a: Act, spec: CardSpec): CardId[] {
  if (spec.physical === "none") return [];
  if (spec.as) return spec.as.virtual?.(a)?.physical.slice() ?? spec.as.peek(a);
  if (spec.physical === "hand") return [];
  return spec.physical.peek(a);
}

function canUseOutside(a: Act, q: PlayerId, x: UseArgs): boolean {
  const spec = x.what;
  const ignore = ignoresDistance(x);
  if (spec.physical === "hand" && !spec.as) {
    return (namesOf(spec) ?? []).some((name) => {
      const def = a.engine.registry.cards.get(name);
      if (!def || !a.engine.canNeed(q, name)) return false;
      const use = pickUse(a, q, def, ignore);
      return use !== null && canTarget(a, q, name, use.targets, x.to, ignore);
    });
  }
  if (typeof spec.physical !== "string" && !spec.as && !enough(a, spec.physical)) return false;
  const cards = peekCards(a, spec);
  const v = spec.as?.virtual?.(a) ?? null;
  if (spec.as && cards.length === 0 && !v) return false;
  // The names it could be used as: the spec's, the specific card's, or any candidate's own.
  const names = namesOf(spec) ?? (v ? [v.name] : [...new Set(cards.map((c) => a.engine.state.cards[c].name))]);
  return names.some((n) => {
    const def = a.engine.registry.cards.get(n);
    if (!def) return false;
    if (def.category === "equipment") return slotFree(a, q, def);
    const use = pickUse(a, q, def, ignore);
    return use !== null && canTarget(a, q, n, use.targets, x.to, ignore);
  });
}

/** The card named in the last use log entry of `q` (the cards a need event's use mapped to). */
function lastUse(a: Act, q: PlayerId, name: string): { cards: CardId[]; targets: PlayerId[] } {
  const log = a.engine.log.entries;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.t === "use" && e.user === q && e.card === name) return { cards: [...e.cards], targets: [...e.targets] };
  }
  return { cards: [], targets: [] };
}

function useOutside(a: Act, q: PlayerId, x: UseArgs): VirtualCard | null {
  const spec = x.what;
  const ignore = ignoresDistance(x);
  // 4.2.2: no selection standard for the physical cards: the player needs the card (its own need
  // event, where conversion skills may provide it); the targets are fixed in advance (专题四 ◆).
  if (spec.physical === "hand" && !spec.as) {
    const names = namesOf(spec) ?? [];
    const name = names.find((n) => a.engine.registry.cards.get(n) && a.engine.canNeed(q, n)) ?? names.find((n) => a.engine.registry.cards.has(n));
    if (name === undefined) return null;
    const def = a.engine.registry.cards.get(name)!;
    const use = pickUse(a, q, def, ignore);
    if (!use) return null;
    let targets: PlayerId[] | undefined;
    if (x.to) {
      const t = chooseTargets(a, q, name, use.targets, x.to, ignore);
      if (!t) return null;
      targets = t;
    }
    const used = a.engine.needUse(q, name, use, undefined, false, targets);
    if (!used) return null;
    const done = lastUse(a, q, name);
    a.record("use", q, done.cards, done.targets);
    return used;
  }
  // 4.2.3: 无对应的实体牌 / specific physical cards: the pre-use starts at once.
  const cards = givenCards(a, spec, "use");
  if (cards === null) return null;
  const name = nameFor(a, spec, cards);
  const def = name === null ? undefined : a.engine.registry.cards.get(name);
  if (!def || name === null) return null;
  const converted = isConversion(a, spec, name, cards);
  if (def.category === "equipment") {
    if (!slotFree(a, q, def)) return null;
    const used = a.engine.useCard(q, cards, def, null, { countsTowardLimit: false, converted });
    if (used) a.record("use", q, cards, [q]);
    return used?.card ?? null;
  }
  const use = pickUse(a, q, def, ignore);
  if (!use) return null;
  const targets = chooseTargets(a, q, name, use.targets, x.to, ignore);
  if (!targets) return null;
  // 此牌 names this card as soon as it is used (its states hold while it settles).
  const onStart = (u: UseEvent) => {
    if (x.bind) a.bound.set(x.bind, u.card);
  };
  const declared = declaredKind(spec);
  const used = a.engine.useCard(q, cards, def, use, { countsTowardLimit: false, converted, targets, onStart, ...(declared ? { kind: declared } : {}) });
  if (!used) return null;
  a.record("use", q, cards, used.targets.map((t) => t.player));
  return used.card;
}

// ---------------------------------------------------------------- plays outside a need

/** A skill's play (not a card effect's) leaves its cards in the processing area for the skill (4.2.7 ◎ 〖激将〗). */
function keepFor(a: Act): SkillCtx | null {
  return a.card === null && a.ctx instanceof SkillCtx ? a.ctx : null;
}

function canPlayOutside(a: Act, q: PlayerId, spec: CardSpec): boolean {
  if (spec.physical === "hand" && !spec.as) return (namesOf(spec) ?? []).some((n) => a.engine.canNeed(q, n, "needPlay"));
  if (spec.physical === "none") return namesOf(spec) !== null;
  if (spec.as || typeof spec.physical === "string") return peekCards(a, spec).length > 0;
  return enough(a, spec.physical);
}

function playOutside(a: Act, q: PlayerId, spec: CardSpec): VirtualCard | null {
  const keeper = keepFor(a);
  let played: VirtualCard | null;
  if (spec.physical === "hand" && !spec.as) {
    // 4.2.5: a play answers a card (此【决斗】, 此【南蛮入侵】) when in its effect (3.7.1 ◆).
    // The need happens even when nothing can answer it (需打出, 4.2.5: other skills may supply it).
    const names = namesOf(spec) ?? [];
    const name = names.find((n) => a.engine.canNeed(q, n, "needPlay")) ?? names.find((n) => a.engine.registry.cards.has(n));
    if (name === undefined) return null;
    played = a.engine.needPlay(q, name, a.card?.card, keeper !== null);
  } else {
    // 4.2.6: no or given physical cards (〖鬼才〗: 打出对应的实体牌为你的一张手牌的牌).
    const cards = givenCards(a, spec, "play");
    if (cards === null) return null;
    const name = nameFor(a, spec, cards);
    if (name === null) return null;
    played = a.engine.playCard(q, name, cards, isConversion(a, spec, name, cards), keeper !== null);
  }
  if (!played) return null;
  const cards = [...played.physical];
  if (keeper) keeper.kept.push(...cards.filter((c) => a.engine.state.zone(c).kind === "processing"));
  a.record("play", q, cards);
  return played;
}

/**
 * The card used or played is remembered under the text's binding (此【闪】, 以此法打出的【杀】): a
 * later c.bound reads its virtual card and the physical cards it maps to (3.1.9, 3.5.33).
 */
function bindCard(a: Act, bind: string | undefined, card: VirtualCard | null): boolean {
  if (card === null) return false;
  if (bind) a.bound.set(bind, card);
  return true;
}

// ---------------------------------------------------------------- the use a card argument names

/** The use of a card (此【杀】, 此牌): its virtual card's, one mapped to these cards, else the use in scope. */
function useOf(a: Act, cards: CardsX | undefined): UseEvent | null {
  const v = cards?.virtual?.(a);
  const onStack = (pred: (u: UseEvent) => boolean): UseEvent | null => (a.card?.use && pred(a.card.use) ? a.card.use : a.engine.findEvent("use", pred));
  if (v) {
    const u = onStack((e) => e.card === v);
    if (u) return u;
  }
  const ids = cards?.peek(a) ?? [];
  if (ids.length > 0) {
    const u = onStack((e) => e.card.physical.length > 0 && e.card.physical.every((c) => ids.includes(c)));
    if (u) return u;
  }
  return a.event.kind === "use" ? a.event : useInScope(a);
}

const useOfSpec = (a: Act, spec: CardSpec): UseEvent | null => useOf(a, spec.as);

function ruleOf(a: Act, use: UseEvent): TargetRule | null {
  return a.engine.useDefs.get(use)?.use?.targets ?? null;
}

/** 4.2.3 / 3.5.51: targets sorted from the current-turn player; 此目标 stays the same target. */
function resort(a: Act, use: UseEvent, targets: UseTarget[]): void {
  const n = a.engine.state.players.length;
  const rank = (p: PlayerId): number => (p - a.engine.currentPlayer + n) % n;
  const current = use.targets[use.current];
  use.targets = [...targets].sort((x, y) => rank(x.player) - rank(y.player));
  if (current) {
    const i = use.targets.indexOf(current);
    if (i >= 0) use.current = i;
  }
}

export const useOps = {
  /**
   * 使用 (4.2.2–4.2.4) by each performer. At its own open need event it answers the need with
   * the spec's physical cards (a conversion at ❸); elsewhere see the file's head. `to`: 对<to>使用
   * (only those players, if legal: 4.2.2 专题四 ◆); `nolimit` 无距离关系的限制.
   */
  use: (x: { what: CardSpec; who: PlayersX; to?: PlayersX; nolimit?: string; bind?: string; at?: string }): Op =>
    operation("use", x.who, {
      can: (a, q) => {
        const need = openNeed(a, q, "needUse", x.what);
        return need ? canAnswer(a, q, x.what, need) : canUseOutside(a, q, x);
      },
      run: (a, q) => {
        const need = openNeed(a, q, "needUse", x.what);
        const done = bindCard(a, x.bind, need ? answer(a, q, x.what, need, x.to) : useOutside(a, q, x));
        if (!done) a.record("failedUse", q, []); // 未使用 (a need it did not answer)
        return done;
      },
    }),

  /** 打出 (4.2.5–4.2.7) by each performer: answering its open need, else a need to play (or a free play). */
  play: (x: { what: CardSpec; who: PlayersX; bind?: string; at?: string }): Op =>
    operation("play", x.who, {
      can: (a, q) => {
        const need = openNeed(a, q, "needPlay", x.what);
        return need ? canAnswer(a, q, x.what, need) : canPlayOutside(a, q, x.what);
      },
      run: (a, q) => {
        const need = openNeed(a, q, "needPlay", x.what);
        const done = bindCard(a, x.bind, need ? answer(a, q, x.what, need, undefined) : playOutside(a, q, x.what));
        if (!done) a.record("failedPlay", q, []); // 未打出 (a need it did not answer)
        return done;
      },
    }),

  /**
   * 3.5.51 <角色>也成为<牌>的目标: each performer gets a new target, sorted in from the current-turn
   * player. ◆ Only a legal target of the card (for its user) can; the target cap does not apply.
   * A player already a target of it "also" becomes one only at 选择目标后 (000 4.2.4 (2) ◆: there a
   * skill may make a player corresponding to a target also become one; then it has two targets).
   */
  alsoTarget: (x: { card: CardSpec; who: PlayersX; noDistance?: boolean; at?: string }): Op => {
    const able = (a: Act, q: PlayerId): UseEvent | null => {
      const use = useOfSpec(a, x.card);
      const rule = use ? ruleOf(a, use) : null;
      if (!use || use.user === null || !rule || use.respondsTo) return null;
      if (a.timing !== "use.targetsChosen" && use.targets.some((t) => t.player === q)) return null;
      // （距离关系限制规则对此次合法性检测不产生影响）: on the row, or on the 令 that performs it.
      return isLegalTarget(a.engine, use.user, use.card.name, q, rule, (x.noDistance ?? false) || a.ignoreDistance) ? use : null;
    };
    return operation("alsoTarget", x.who, {
      can: (a, q) => able(a, q) !== null,
      run: (a, q) => {
        const use = able(a, q);
        if (!use) return false;
        resort(a, use, [...use.targets, { player: q, offset: false, nullified: false }]);
        a.engine.log.add({ t: "targets", card: use.card.name, change: "add", players: [q] });
        a.record("alsoTarget", q, [], [q]);
        return true;
      },
    });
  },

  /**
   * 3.7.6 取消<牌>的一个目标: at a per-target timing, 此目标 (its timing point ends: the use flow
   * stops it once its target is gone); otherwise one target the performer chooses.
   */
  cancelTarget: (x: { card?: CardSpec; who: PlayersX; target?: TargetX; at?: string }): Op => {
    // 取消此目标 names no card: the use the target belongs to.
    const useOfIt = (a: Act): UseEvent | null => (x.card ? useOfSpec(a, x.card) : (x.target?.(a)?.use ?? null));
    return operation("cancelTarget", x.who, {
      can: (a) => {
        const use = useOfIt(a);
        return use !== null && use.targets.length > 0 && !use.respondsTo;
      },
      run: (a, q) => {
        const use = useOfIt(a);
        if (!use || use.targets.length === 0) return false;
        let i = -1;
        const ref = x.target?.(a);
        if (ref && ref.use === use) i = ref.index;
        else if (use.current >= 0) i = use.current;
        else {
          const players = [...new Set(use.targets.map((t) => t.player))];
          const [p] = a.engine.ask.players(q, players, 1, 1, "cancelTarget");
          i = use.targets.findIndex((t) => t.player === p);
        }
        const gone = use.targets[i];
        if (!gone) return false;
        use.targets = use.targets.filter((t) => t !== gone);
        a.engine.log.add({ t: "targets", card: use.card.name, change: "cancel", players: [gone.player] });
        return true;
      },
    });
  },

  /**
   * 3.5.14 ◆1 将<牌>转移给B (at 成为目标时): the current target is cancelled, a target for B added;
   * the targets without 成为目标时 yet are sorted again from the current-turn player. The row's
   * damage form (◆2 将此伤害转移给B: `what` is a damage filter) is control.ts's transferDamage.
   */
  transfer: (x: { what: CardSpec | Filter<DamageEvent>; to: PlayersX; who: PlayersX; at?: string }): Op =>
    isDamageFilter(x.what) ? transferDamage({ what: x.what, to: x.to, who: x.who }) : transferCard({ ...x, what: x.what }),

  /**
   * 将此【杀】改为火【杀】: the kind of the card being used changes (its later tests see it). The
   * runtime has no per-kind card faces yet, so the effect's element is not changed here.
   */
  changeCard: (x: { what: CardSpec; to: CardSpec; who: PlayersX; at?: string }): Op => {
    const kindOf = (): string | null => x.to.kinds.find((k): k is string => k !== null) ?? null;
    return operation("changeCard", x.who, {
      can: (a) => {
        const use = useOfSpec(a, x.what);
        const k = kindOf();
        return use !== null && k !== null && allows(x.to, use.card.name) && (use.card.kind ?? "plain") !== k;
      },
      run: (a) => {
        const use = useOfSpec(a, x.what);
        const k = kindOf();
        if (!use || k === null) return false;
        use.card.kind = k;
        a.engine.log.add({ t: "targets", card: use.card.name, change: "kind", players: [] });
        return true;
      },
    });
  },

  /** 3.5.21 ◆ 使用者改为B: B is the user from now on (A still used it: its counts are A's). */
  changeUser: (x: { to: PlayersX; at?: string }): Op =>
    operation("changeUser", x.to, {
      can: (a, q) => {
        const use = useInScope(a);
        return use !== null && use.user !== null && use.user !== q;
      },
      run: (a, q) => {
        const use = useInScope(a);
        if (!use || use.user === null) return false;
        use.user = q;
        a.engine.log.add({ t: "targets", card: use.card.name, change: "user", players: [q] });
        return true;
      },
    }),

  /**
   * 抵消<牌> (4.2.4 (2)): the card answered by the one whose effect runs (【闪】 → 此【杀】,
   * 【无懈可击】 → 此锦囊牌) is offset for its current target; a use aimed at a card (【无懈可击】
   * answering one) is offset as a whole.
   */
  offset: (x: { what: CardSpec; by?: PlayersX; who?: PlayersX; at?: string }): Op => {
    const answered = (a: Act): UseEvent | null => {
      const u = useOfSpec(a, x.what);
      // A card cannot offset itself: 此牌 of the responding card's effect is the card it answers.
      if (u && a.card?.use && u === a.card.use) return u.respondsTo ?? null;
      return u;
    };
    return {
      name: "offset",
      can: (a) => answered(a) !== null,
      run: (a) => {
        const u = answered(a);
        if (!u) return false;
        const t = u.targets[u.current];
        if (t) t.offset = true;
        else u.cardOffset = true;
        // (by: the physical cards of the card whose use answered it — 抵消此【杀】的【闪】对应的实体牌)
        const by = [...(a.engine.findEvent("use", (e) => e.respondsTo?.id === u.id)?.card.physical ?? [])];
        a.engine.log.add({ t: "offset", card: u.card.name, target: t ? t.player : (u.user ?? -1), vid: u.card.vid, by });
        return true;
      },
    };
  },

  /** <牌>依然对此目标生效 (4.2.4 被抵消后, 〖贯石斧〗): the offset is lifted; the loop goes on to 生效时. */
  stillEffective: (x: { target: TargetX; card?: CardsX; at?: string }): Op => {
    const target = (a: Act): UseTarget | null => {
      const ref = x.target(a);
      return ref ? (ref.use.targets[ref.index] ?? null) : null;
    };
    return {
      name: "stillEffective",
      can: (a) => target(a)?.offset === true,
      run: (a) => {
        const ref = x.target(a);
        const t = target(a);
        if (!ref || !t || !t.offset) return false;
        t.offset = false;
        a.engine.log.add({ t: "targets", card: ref.use.card.name, change: "effective", players: [t.player] });
        return true;
      },
    };
  },

  /** 4.2.2 专题三 ◆ 不计入限制的次数: this use does not add to the play phase's count. */
  notCounted: (x: { card: CardsX; who?: PlayersX; at?: string }): Op => ({
    name: "notCounted",
    can: (a) => {
      const use = useOf(a, x.card);
      return use !== null && use.countsTowardLimit && !uncountedUses.has(use.card);
    },
    run: (a) => {
      const use = useOf(a, x.card);
      if (!use) return false;
      uncountedUses.add(use.card);
      return true;
    },
  }),

  /**
   * 〖无双①〗 (4.2.4 (2)): <whom> offsets <card> only by using n 【闪】 one after another — for 此目标
   * when it is one of them, else for each of their targets.
   */
  responseMethod: (x: { whom: PlayersX; card: CardSpec; n: Ex<number>; with?: CardSpec; who?: PlayersX; at?: string }): Op => {
    const targetsOf = (a: Act, use: UseEvent): UseTarget[] => {
      const whom = x.whom.peek(a);
      const current = use.targets[use.current];
      if (current && whom.includes(current.player)) return [current];
      return use.targets.filter((t) => whom.includes(t.player));
    };
    return {
      name: "responseMethod",
      can: (a) => {
        const use = useOfSpec(a, x.card);
        return use !== null && x.n(a) > 1 && targetsOf(a, use).length > 0;
      },
      run: (a) => {
        const use = useOfSpec(a, x.card);
        if (!use) return false;
        const n = x.n(a);
        const ts = targetsOf(a, use);
        for (const t of ts) t.responsesNeeded = Math.max(t.responsesNeeded ?? 1, n);
        return ts.length > 0;
      },
    };
  },

  /**
   * 〖无双②〗 (4.2.5): in <card>'s effect, each of <whom> plays n cards each time. Several such
   * effects add up: a player is spared only when every one spares them.
   */
  playMethod: (x: { card: CardSpec; whom: PlayersX; what?: CardSpec; n: Ex<number>; with?: CardSpec; who?: PlayersX; at?: string }): Op => ({
    name: "playMethod",
    can: (a) => useOfSpec(a, x.card) !== null && x.n(a) > 1,
    run: (a) => {
      const use = useOfSpec(a, x.card);
      if (!use) return false;
      const whom = x.whom.peek(a);
      const spared = a.engine.state.players.map((p) => p.id).filter((p) => !whom.includes(p));
      const prev = use.playsNeeded;
      use.playsNeeded = { except: prev ? prev.except.filter((p) => spared.includes(p)) : spared, count: Math.max(prev?.count ?? 1, x.n(a)) };
      return true;
    },
  }),

  /**
   * 由A开始，A与B轮流打出<牌>，直到其中一名角色未打出 (【决斗】, 4.2.5): each play is a need to play
   * (answering the card in scope; 〖无双②〗 may ask for several each time). A player who is dead
   * when their turn comes has not played. The one who did not play is bound as `#alternate.loser`
   * and recorded as `failedPlay` (未打出【杀】的角色).
   */
  alternate: (x: { first: PlayersX; who: PlayersX; what: CardSpec; among?: PlayersX; again?: CardSpec; at?: string }): Op => ({
    name: "alternate",
    can: (a) => {
      const first = x.first.peek(a)[0];
      const pair = (x.among ?? x.who).peek(a);
      return first !== undefined && pair.some((p) => p !== first) && alive(a, first);
    },
    run: (a) => {
      const first = onePlayer(a, x.first, "alternate");
      const other = (x.among ?? x.who).peek(a).find((p) => p !== first);
      const name = (namesOf(x.what) ?? [])[0];
      if (first === null || other === undefined || name === undefined) return false;
      const responding = a.card?.card;
      const use = a.card?.use ?? (responding ? a.engine.findEvent("use", (u) => u.card === responding) : null);
      const needed = (p: PlayerId): number => (use?.playsNeeded && !use.playsNeeded.except.includes(p) ? use.playsNeeded.count : 1);
      let current = first;
      let next = other;
      let loser: PlayerId | null = null;
      while (loser === null) {
        for (let i = needed(current); i > 0 && loser === null; i--) {
          if (!alive(a, current)) loser = current;
          else {
            const played = a.engine.needPlay(current, name, responding);
            if (played === null) loser = current;
            else a.record("play", current, [...played.physical]);
          }
        }
        [current, next] = [next, current];
      }
      // 未打出【杀】的角色: the one whose need to play went unanswered.
      a.record("failedPlay", loser, []);
      a.bound.set("#alternate.loser", [loser]);
      return true;
    },
  }),
};
