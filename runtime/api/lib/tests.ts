// Tests (q.*): conditions (若…, 当…时 matches, relative clauses) — the vocabulary's test rows
// (已受伤 3.5.26, 在…的攻击范围内 3.4.10, 是…的合法目标 4.2.2 专题四 …), history read from the
// log (…过, history.ts), and the structure the compiler adds (and/or/not, a candidate's
// attributes, the timing event's cards, damage, move and target).
import type { CardCategory, CardId, PlayerId, Suit, ZoneRef } from "../../model/types.ts";
import type { DamageEvent, MoveEvent, VirtualCard } from "../../model/events.ts";
import type { TimingId } from "../../timing/catalogue.ts";
import { DAMAGE_TRICKS, EQUIP_AREAS, PUBLIC_AREAS, sealableAreas } from "../../vocabulary/nouns.ts";
import { SWITCH_STATES } from "../../vocabulary/skills.ts";
import { isLegalTarget } from "../../values/targets.ts";
import type { Act, CardsX, DamageX, Ex, Filter, PeriodX, PlayersX, SkillsX, TargetX, ZoneX } from "./act.ts";
import type { CardSpec } from "./cards.ts";
import { cardsOf, useInScope } from "./cards.ts";
import type { ValueOf } from "./filters.ts";
import { logIndexOf, skillsOfPlayer, type AttrX } from "./misc.ts";
import { activates, cardsOfHappenings, didHappen, momentOf, timesHappened, type DidQuery } from "./history.ts";
import { cardNameOf } from "../../values/cardNames.ts";
import { colorOfCard, rankOfCard, suitOfCard } from "../../engine/cardSuits.ts";
import { subjectsOf } from "../../engine/engine.ts";

// ---------------------------------------------------------------- card attributes (3.1, 3.2)

interface CardFacts {
  readonly name: string;
  readonly suit: Suit | null;
  readonly color: "red" | "black" | null;
  readonly rank: number | null;
  readonly converted: boolean;
}

/** A physical card's facts; its name is the one a 牌名视为 state gives it (3.8.10: 类别 follows the name). */
function factsOf(a: Act, card: CardId | VirtualCard): CardFacts {
  if (typeof card === "number") {
    // 花色/颜色视为 (3.8.10 ②): as a state treats them.
    return { name: cardNameOf(a.engine, card), suit: suitOfCard(a.engine, card), color: colorOfCard(a.engine, card), rank: rankOfCard(a.engine, card), converted: false };
  }
  return { name: card.name, suit: card.suit, color: card.color, rank: card.rank, converted: card.converted };
}

/** The cards a selector names now: its virtual card, else its physical cards. */
function cardsNamed(a: Act, card: CardsX): (CardId | VirtualCard)[] {
  const v = card.virtual?.(a) ?? card.judged?.(a);
  if (v) return [v];
  return card.peek(a);
}

export interface CardIsArgs {
  card: CardsX;
  name?: string;
  category?: string;
  subtype?: string;
  group?: string;
  suit?: string;
  color?: string;
  rankMin?: number;
  rankMax?: number;
  converted?: boolean;
  kind?: string;
}

function cardFits(a: Act, card: CardId | VirtualCard, x: CardIsArgs): boolean {
  const f = factsOf(a, card);
  if (x.name !== undefined && f.name !== x.name) return false;
  const def = a.engine.registry.cards.get(f.name);
  if (x.category !== undefined && def?.category !== (x.category as CardCategory)) return false;
  if (x.subtype !== undefined && def?.subtype !== x.subtype) return false;
  if (x.group === "damageTrick" && !DAMAGE_TRICKS.includes(f.name)) return false; // 3.1.8
  // 3.1.7: 坐骑牌 are 进攻坐骑牌, 防御坐骑牌 and 特殊坐骑牌.
  if (x.group === "horse" && def?.subtype !== "offensiveHorse" && def?.subtype !== "defensiveHorse" && def?.subtype !== "specialHorse") return false;
  if (x.suit !== undefined && f.suit !== x.suit) return false;
  if (x.color !== undefined && f.color !== x.color) return false;
  if (x.rankMin !== undefined && (f.rank === null || f.rank < x.rankMin)) return false;
  if (x.rankMax !== undefined && (f.rank === null || f.rank > x.rankMax)) return false;
  if (x.converted !== undefined && f.converted !== x.converted) return false;
  // 3.5.10 普/火/雷【杀】: a card's kind (a 【杀】 without one is 普).
  if (x.kind !== undefined && cardKind(a, card) !== x.kind) return false;
  return true;
}

/**
 * A card's kind (普/火/雷, 3.5.10): a physical card's own; a card used or played, the kind it was
 * declared as (4.2.3: a 火【杀】 used as itself is 火, a converted one 普) or changed to later.
 */
export function cardKind(a: Act, card: CardId | VirtualCard): string {
  if (typeof card === "number") return a.engine.state.cards[card]?.kind ?? "plain";
  return card.kind ?? "plain";
}

// ---------------------------------------------------------------- regions

const REGION_WORDS: Readonly<Record<string, readonly string[]>> = {
  区域: ["hand", "equip", "judge"],
  手牌区: ["hand"],
  装备区: ["equip"],
  判定区: ["judge"],
  牌堆顶: ["drawPile"],
  牌堆底: ["drawPile"],
  牌堆: ["drawPile"],
  弃牌堆: ["discardPile"],
  处理区: ["processing"],
  hand: ["hand"],
  equip: ["equip"],
  judge: ["judge"],
};

// ---------------------------------------------------------------- the move in scope (4.2.9)

function moveEvent(a: Act): MoveEvent | null {
  return a.event.kind === "move" ? a.event : a.engine.findEvent("move", () => true);
}

/** The cards of the move that the match narrowed to so far (每 test narrows: order does not matter). */
function narrowMove(a: Act, keep: (card: CardId, from: import("../../model/types.ts").ZoneRef, to: import("../../model/types.ts").ZoneRef) => boolean): CardId[] {
  const e = moveEvent(a);
  if (!e) return [];
  const before = a.bound.get("#move.cards") as CardId[] | undefined;
  const out = e.moves.filter((m) => (before === undefined || before.includes(m.card)) && keep(m.card, m.from, m.to)).map((m) => m.card);
  a.bound.set("#move.cards", out);
  return out;
}

const PLAYER_ZONES = new Set(["hand", "equip", "judge"]);
/** 4.2.9 ◆ the reasons of a move (model/events.ts MoveReason), by the words of 因<原因>而 (溢出: 3.3.20 ◆). */
const MOVE_REASONS: Readonly<Record<string, string>> = { 弃置: "discard", 使用: "use", 打出: "play", 判定: "judge", 获得: "gain", 交给: "give", 摸: "draw", 重铸: "recast", 拼点: "pindian", 交换: "exchange", 溢出: "overflow" };
/** 4.2.10: the change of a 牌状态改变 event (当一名角色翻面后). */
const STATE_CHANGES: Readonly<Record<string, string>> = { 横置: "chain", 重置: "unchain", 翻面: "flip" };

// ---------------------------------------------------------------- the tests

type Test = Ex<boolean>;
const ALWAYS: Test = () => true;

/** A history test, with what it asks kept for q.can (能使用…: could do it now). */
type DidTest = Test & { readonly query: DidQuery };

export const q = {
  true: (): Test => ALWAYS,
  and: (x: { items: readonly Test[] }): Test => (a) => x.items.every((t) => t(a)),
  or: (x: { items: readonly Test[] }): Test => (a) => x.items.some((t) => t(a)),
  not: (x: { item: Test }): Test => (a) => !x.item(a),

  // ---- players
  /** a is b (来源为你, 其不是你). */
  same: (x: { a: PlayersX; b: PlayersX }): Test => (a) => {
    const l = x.a.peek(a);
    const r = x.b.peek(a);
    return l.length > 0 && r.length > 0 && l.every((p) => r.includes(p));
  },
  in: (x: { who: PlayersX; set: PlayersX }): Test => (a) => {
    const who = x.who.peek(a);
    const set = x.set.peek(a);
    return who.length > 0 && who.every((p) => set.includes(p));
  },
  with: (x: { who: PlayersX; filter: Filter<PlayerId> }): Test => (a) => {
    const who = x.who.peek(a);
    return who.length > 0 && who.every((p) => x.filter(a, p));
  },
  some: (x: { set: PlayersX; filter: Filter<PlayerId> }): Test => (a) => x.set.peek(a).some((p) => x.filter(a, p)),
  nonEmpty: (x: { set: PlayersX | CardsX }): Test => (a) => x.set.peek(a).length > 0,
  gender: (x: { who: PlayersX; gender: string }): Test => (a) => all(a, x.who, (p) => a.engine.state.players[p].gender === x.gender),
  /**
   * 3.2.5 异性/同性角色 of `of`: the other sex / the same sex. The model has two genders
   * (model/types.ts Gender), so 男&女性 (everyone is both to such a character) does not arise.
   */
  sex: (x: { who: PlayersX; of: PlayersX; is: string }): Test => (a) => {
    const of = x.of.peek(a)[0];
    if (of === undefined) return false;
    const g = a.engine.state.players[of].gender;
    return all(a, x.who, (p) => (a.engine.state.players[p].gender === g) === (x.is === "同性"));
  },
  faction: (x: { who: PlayersX; faction: string }): Test => (a) => all(a, x.who, (p) => a.engine.state.players[p].faction === x.faction),
  /** 若这些角色均选择1 (3.5.27): each of them chose option n of this activation's 选择：1.…；2.…. */
  choseOption: (x: { who: PlayersX; n: Ex<number> }): Test => (a) => {
    const n = x.n(a);
    return all(a, x.who, (p) => a.bound.get(`#option.${p}`) === n);
  },
  /** 该势力的角色 (3.2.6): of one of the factions named (chosen before, or a player's). */
  factionIn: (x: { who: PlayersX; factions: AttrX }): Test => (a) => {
    const fs = x.factions(a);
    return all(a, x.who, (p) => (fs as readonly string[]).includes(a.engine.state.players[p].faction));
  },
  /** 3.5.26 已受伤 / 未受伤. */
  wounded: (x: { who: PlayersX; is?: string }): Test => (a) => all(a, x.who, (p) => a.engine.view.isWounded(p) === (x.is !== "未受伤")),
  /** 4.2.18 处于濒死状态. */
  dying: (x: { who: PlayersX }): Test => (a) => all(a, x.who, (p) => a.engine.isDying(p)),
  /** 存活 / 死亡 (4.2.19). */
  alive: (x: { who: PlayersX; is?: string }): Test => (a) => all(a, x.who, (p) => a.engine.state.players[p].alive === (x.is !== "死亡")),
  /** 3.9.1 处于连环状态. */
  chained: (x: { who: PlayersX; is?: string }): Test => (a) => all(a, x.who, (p) => a.engine.state.players[p].chained === (x.is !== "不处于")),
  /** 3.9.4 武将牌正面/背面朝上; `when`: at that timing of the event in scope (the log's state then). */
  faceUp: (x: { who?: PlayersX; is: string; when?: Test & { readonly timing?: TimingId } }): Test => (a) => {
    const who = x.who?.peek(a) ?? [a.you];
    return who.length > 0 && who.every((p) => faceUpAt(a, p, x.when?.timing) === (x.is !== "背面朝上"));
  },
  /** 3.4.10 在<of>的攻击范围内. */
  /** <who>在<of>的攻击范围内; <of>的攻击范围内有<a description> (some of them). */
  inRange: (x: { who: PlayersX; of: PlayersX }): Test => (a) => {
    const of = x.of.peek(a)[0];
    if (of === undefined) return false;
    const inIt = (p: PlayerId) => p !== of && a.engine.view.inAttackRange(of, p);
    return x.who.single === false ? x.who.peek(a).some(inIt) : all(a, x.who, inIt);
  },
  /** 3.4.5 <who>有/没有护甲: armour above 0 / none. */
  hasArmor: (x: { who?: PlayersX; is?: string }): Test => (a) => {
    const who = x.who?.peek(a) ?? [a.you];
    return who.length > 0 && who.every((p) => a.engine.state.players[p].armor > 0 === (x.is !== "没有"));
  },
  /** <who>(的<region>里)有/没有<牌> (3.3.15): a kind of card among its cards there (hand and equipment by default). */
  has: (x: { who?: PlayersX; is?: string; what: CardsX; region?: string }): Test => (a) => {
    let found: number;
    if (x.what.kind) {
      const who = x.who?.peek(a)[0] ?? a.you;
      const regions = x.region ? (REGION_WORDS[x.region] ?? []) : ["hand", "equip"];
      found = cardsOf(a, who, regions).filter((c) => x.what.kind!(a, c)).length;
    } else found = x.what.peek(a).length;
    return found > 0 === (x.is !== "没有");
  },
  /** <set>中有/没有<what>. */
  contains: (x: { set: CardsX; what: CardsX; is?: string }): Test => (a) => {
    const set = x.set.peek(a);
    // 以此法弃置的牌中有手牌: a card of the set is (or, moved since, was) one of those described.
    const now = x.what.kind ? [] : x.what.peek(a);
    const some = x.what.kind ? set.some((c) => x.what.kind!(a, c)) : set.some((c) => now.includes(c) || (x.what.was?.(a, c) ?? false));
    return some === (x.is !== "没有");
  },
  /** 拥有〖X〗 (3.2.7). */
  hasSkill: (x: { who: PlayersX; what: SkillsX; is?: string }): Test => (a) => {
    const names = x.what(a);
    const has = (p: PlayerId) => names.every((n) => skillsOfPlayer(a, p, false).includes(n));
    return all(a, x.who, (p) => has(p) === (x.is !== "没有"));
  },
  /** 带有“锁定技”标签 (3.2.7). */
  hasTag: (x: { what: SkillsX; tag: string }): Test => (a) => {
    const tag = TAGS[x.tag] ?? x.tag;
    const names = x.what(a);
    return names.length > 0 && names.every((n) => a.engine.registry.skills.get(n)?.tags.includes(tag as never) ?? false);
  },
  /** 〖X〗的转换技状态为阳/阴 (3.5.62): the state of 你's skill (阳 until its first activation). */
  switchStateIs: (x: { what: SkillsX; state: string }): Test => (a) => {
    const state = SWITCH_STATES.find((s) => s.word === x.state || s.id === x.state)?.id;
    const names = x.what(a);
    return state !== undefined && names.length > 0 && names.every((n) => a.engine.switchState(a.you, n) === state);
  },
  /** 是<user>使用<card>的合法目标 (4.2.2 专题四). */
  /** `noDistance`: the use the target is for has 无距离关系的限制 (4.2.2 专题三), so distance does not apply. */
  isLegalTarget: (x: { who: PlayersX; user?: PlayersX; card?: CardSpec; what?: CardSpec; noDistance?: boolean }): Test => (a) => {
    const spec = x.card ?? x.what;
    // 是此【杀】的合法目标: of that card, for its user; otherwise for the user named (or 你).
    const inUse = spec?.as?.virtual?.(a);
    const use = inUse ? a.engine.findEvent("use", (u) => u.card === inUse) : null;
    const user = x.user?.peek(a)[0] ?? use?.user ?? a.you;
    const name = specName(a, spec);
    if (name === null || user === null) return false;
    // Being a target already does not make a player illegal (000 4.2.2 专题四 注意: a target's
    // legality plays no part in the flow; 004 3.9.3 ◎: 〖流离〗 to another target of the 【杀】).
    return all(a, x.who, (p) => legalFor(a, user, name, p, a.ignoreDistance || x.noDistance === true));
  },
  /** <target>对应的角色为<who> (3.5.32): the target's player (a target, or its player as the candidate). */
  targetOf: (x: { who: PlayersX; target: PlayersX | TargetX }): Test => (a) => {
    const who = x.who.peek(a);
    let players: PlayerId[];
    if (typeof x.target === "function") {
      const ref = x.target(a);
      const p = ref?.use.targets[ref.index]?.player;
      players = p === undefined ? [] : [p];
    } else players = x.target.peek(a);
    return players.length > 0 && players.every((p) => who.includes(p));
  },
  /** 拼点赢/没赢 (4.2.8): the pindian in scope; `against`: only the pair with that player (与你拼点且你赢的角色). */
  won: (x: { who: PlayersX; is?: string; all?: boolean; against?: PlayersX }): Test => (a) => {
    const players = x.who.peek(a);
    const against = x.against?.peek(a);
    const pairs = (who: PlayerId, other: PlayerId) => against === undefined || (who !== other && against.includes(other));
    if (players.length === 0) return false;
    const wins = x.is !== "未赢" && x.is !== "没赢";
    // At 拼点结果确定后 the pair being processed; after op.pindian, its results (one per target).
    const e = a.event.kind === "pindian" ? a.event : null;
    const results = a.bound.get("#pindian") as readonly { winner: PlayerId | null; initiator: PlayerId; target: PlayerId }[] | undefined;
    const winnersOf = (who: PlayerId): (PlayerId | null)[] => {
      if (e && e.current >= 0) {
        const t = e.targets[e.current];
        return t && t.winner !== undefined && ((e.player === who && pairs(who, t.player)) || (t.player === who && pairs(who, e.player))) ? [t.winner] : [];
      }
      return (results ?? []).filter((r) => (r.initiator === who && pairs(who, r.target)) || (r.target === who && pairs(who, r.initiator))).map((r) => r.winner);
    };
    // 均 (你于此次拼点中均未赢): every pair the player was in; without it, its first.
    return players.every((who) => {
      const ws = winnersOf(who);
      if (ws.length === 0) return false;
      return (x.all ? ws : ws.slice(0, 1)).every((w) => (w === who) === wins);
    });
  },
  /** <damage>有来源 (3.5.22: a source that has died is none). */
  damageHasSource: (x: { what: Filter<DamageEvent> }): Test => (a) => {
    const d = a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true);
    return d !== null && d.source !== null && a.engine.state.players[d.source].alive && x.what(a, d);
  },
  /** 火焰伤害 / 雷电伤害 (3.5.24). */
  damageIs: (x: { damage: DamageX; element: string }): Test => (a) => {
    const d = x.damage(a);
    // 属性伤害 (3.5.24): any damage with an element — fire, thunder or ice (3.5.58).
    if (x.element === "elemental") return d !== null && d.element !== "normal";
    const el = ELEMENTS[x.element] ?? x.element;
    return d !== null && d.element === el;
  },
  /** 渠道为<cards>的伤害 (3.5.23). */
  channelIs: (x: { what: DamageX; channel: CardsX }): Test => (a) => {
    const d = x.what(a);
    const c = d?.channel.card;
    if (!c) return false;
    // A kind of card (渠道为【杀】的伤害, 渠道为锦囊牌的伤害): the channel card, virtual or not, is of it.
    if (x.channel.kind) return (x.channel.kind as Filter<CardId | VirtualCard>)(a, c);
    const cs = x.channel.peek(a);
    return c.physical.length > 0 && c.physical.every((p) => cs.includes(p));
  },
  sameDamage: (x: { a: DamageX; b: DamageX }): Test => (a) => {
    const l = x.a(a);
    return l !== null && l === x.b(a);
  },
  damageWith: (x: { filter: Filter<DamageEvent> }): Test => (a) => {
    const d = a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true);
    return d !== null && x.filter(a, d);
  },
  /** The damage in scope came through a card passing the filter (因【杀】造成的伤害). */
  /**
   * 因执行<牌>的效果而…: the event came from executing the card's effect (4.2.12 way 1). A damage by
   * chain conduction (连环传导, way 2; 3.5.25) has the card as its channel but was not caused by
   * executing it (3.5.23 ◎: 〖古锭刀〗 is not activated for the conducted damage); nor was a damage
   * dealt by transferring one (ways 3 and 4; 3.5.14 爪按, ◎ 〖麒麟弓〗 with 〖天香〗).
   */
  throughCard: (x: { filter: Filter<CardId> }): Test => (a) => {
    const e = a.event;
    if (e.kind === "damage" && (e.chained || e.byTransfer)) return false;
    const card = e.kind === "damage" ? e.channel.card : e.kind === "recover" ? (e as { channel?: { card?: VirtualCard } }).channel?.card : undefined;
    return card !== undefined && (x.filter as Filter<CardId | VirtualCard>)(a, card);
  },

  /**
   * 因执行〖X〗的效果而… (3.5.23): the damage or recovery has that skill as its channel and came from
   * executing it — not by chain conduction or a transfer (as for throughCard).
   */
  throughSkill: (x: { skill: SkillsX }): Test => (a) => {
    const e = a.event;
    if (e.kind === "damage" && (e.chained || e.byTransfer)) return false;
    const skill = e.kind === "damage" ? e.channel.skill : e.kind === "recover" ? (e as { channel?: { skill?: string } }).channel?.skill : undefined;
    // (A channel names the skill, not its part: 〖X①〗 is read as 〖X〗.)
    return skill !== undefined && x.skill(a).some((name) => {
      const base = name.replace(/[①-⑩]$/u, "");
      return base === skill || a.engine.registry.resolveSkill(base, a.skill) === skill;
    });
  },
  /**
   * 你于以此法弃置牌后没有手牌 (3.6.3): the test read with the players' regions as they were right after
   * (or before) that operation of this activation; false when it did not happen.
   */
  asOf: (x: { act: Test & { readonly query?: DidQuery }; side: "after" | "before"; test: Test }): Test => (a) => {
    if (!x.act.query) return false;
    const at = momentOf(a, x.act.query, x.side);
    if (at === null) return false;
    const outer = a.asOf;
    a.asOf = at;
    try {
      return x.test(a);
    } finally {
      a.asOf = outer;
    }
  },
  /** 当你通过发动〖X①〗来使用<牌>时 (4.2.2): the use in scope was made by activating that skill (part). */
  viaSkill: (x: { skill: SkillsX }): Test => (a) => {
    const via = a.event.kind === "use" ? a.event.via : undefined;
    return via !== undefined && x.skill(a).some((name) => activates(a, name, via));
  },

  // ---- cards
  cardIs: (x: CardIsArgs): Test => (a) => {
    const cards = cardsNamed(a, x.card);
    return cards.length > 0 && cards.every((c) => cardFits(a, c, x));
  },
  /** The card (virtual when it is one: 此【杀】) passes the filter. */
  cardWith: (x: { card: CardsX; filter: Filter<CardId> }): Test => (a) => {
    const cards = cardsNamed(a, x.card);
    return cards.length > 0 && cards.every((c) => (x.filter as Filter<CardId | VirtualCard>)(a, c));
  },
  /** In a region (3.3.15); a card of the move in scope is where it moved from (失去装备区里的牌). */
  inRegion: (x: { card: CardsX; regions: readonly string[] }): Test => (a) => {
    const kinds = x.regions.flatMap((r) => REGION_WORDS[r] ?? [r]);
    // One slot of the equipment area (3.3.7–3.3.12) or a public zone (3.3.18–3.3.20).
    const slots = EQUIP_AREAS.filter((e) => x.regions.includes(e.word)).map((e) => e.slot);
    const areas = PUBLIC_AREAS.filter((z) => x.regions.includes(z.word)).map((z) => z.area);
    const within = (z: ZoneRef) => kinds.includes(z.kind) || (z.kind === "equip" && slots.includes(z.slot)) || (z.kind === "public" && areas.includes(z.area));
    const cards = x.card.peek(a);
    // A state part (distance, attack range) is read with no event in scope.
    const move = a.event?.kind === "move" ? a.event : null;
    return cards.length > 0 && cards.every((c) => within(move?.moves.find((m) => m.card === c)?.from ?? a.engine.state.zone(c)));
  },
  sameCard: (x: { a: CardsX; b: CardsX }): Test => (a) => {
    const l = x.a.virtual?.(a);
    const r = x.b.virtual?.(a);
    if (l && r) return l === r;
    const lc = x.a.peek(a);
    const rc = x.b.peek(a);
    return lc.length > 0 && lc.length === rc.length && lc.every((c) => rc.includes(c));
  },
  /** 此牌对应的实体牌为你的所有手牌: the same set of cards. */
  sameCards: (x: { a: CardsX; b: CardsX }): Test => (a) => {
    const lc = x.a.peek(a);
    // The used card's own cards count where they were as it was used (they are in the processing area now).
    const rc = [...x.b.peek(a), ...lc.filter((c) => x.b.was?.(a, c) === true)];
    return lc.length > 0 && lc.length === rc.length && lc.every((c) => rc.includes(c));
  },
  /** 3.1.9 有/无对应的实体牌. */
  corresponds: (x: { what: CardsX; is?: string }): Test => (a) => {
    const v = x.what.virtual?.(a);
    return v !== null && v !== undefined && (v.physical.length > 0) === (x.is !== "无");
  },
  /** 此牌对应的实体牌为<cards>. */
  usedCardIs: (x: { what: CardsX; cards: CardsX }): Test => (a) => {
    const v = x.what.virtual?.(a);
    const cs = x.cards.peek(a);
    return v !== null && v !== undefined && v.physical.length > 0 && v.physical.every((c) => cs.includes(c));
  },
  /** 3.5.34 对<who>可见. */
  visibleTo: (x: { what: CardsX; who: PlayersX }): Test => (a) => {
    const who = x.who.peek(a)[0];
    return who !== undefined && x.what.peek(a).every((c) => a.engine.state.isVisibleTo(c, who));
  },
  /** 花色/颜色/点数/类别/牌名 相同/不同 (3.2.1–3.2.3). */
  sameAttribute: (x: { a: CardsX | AttrX; b?: CardsX | AttrX; attr?: string; same: string; all?: string; notAll?: string; attr2?: string; same2?: string }): Test => (a) => {
    const first = compareAttr(a, x.a, x.b, x.attr ?? "花色", x.same, x.all !== undefined);
    if (x.attr2 && x.same2) return first || compareAttr(a, x.a, x.b, x.attr2, x.same2, x.all !== undefined);
    if (x.notAll) return !compareAttr(a, x.a, x.b, x.attr ?? "花色", "相同", true);
    return first;
  },
  /** 3.2.5 性别相同/不同. */
  sameGender: (x: { a: PlayersX; b: PlayersX; same: string }): Test => (a) => {
    const l = x.a.peek(a)[0];
    const r = x.b.peek(a)[0];
    if (l === undefined || r === undefined) return false;
    return (a.engine.state.players[l].gender === a.engine.state.players[r].gender) === (x.same === "相同");
  },

  // ---- values
  cmp: (x: { op: string; a: Ex<number>; b: Ex<number> }): Test => (a) => compareNumbers(x.op, x.a(a), x.b(a)),
  /**
   * 手牌数最大的角色 (3.4.15: no other has more), 其中较小的 (of the pool it is chosen from),
   * 不同/相同 (its value differs from / equals the others' in the pool).
   */
  extreme: (x: { op: string; value: ValueOf<import("../../model/types.ts").PlayerId>; who: PlayersX; except?: PlayersX }): Test => (a) => {
    const who = x.who.peek(a)[0];
    if (who === undefined) return false;
    // 距离最近的角色 (3.4.9): the measuring player is not compared (nor the nearest to itself).
    const left = new Set(x.except?.peek(a) ?? []);
    if (left.has(who)) return false;
    // The pool is the set the candidate (one level out from the value's own) is filtered from.
    const pool = (a.pools[x.value.depth - 1] as PlayerId[] | undefined) ?? a.engine.view.alivePlayersFrom(a.engine.currentPlayer);
    const mine = x.value(a, who);
    const others = (x.op === "max" || x.op === "min" ? a.engine.view.alivePlayersFrom(a.engine.currentPlayer) : pool).filter((p) => p !== who && !left.has(p)).map((p) => x.value(a, p));
    switch (x.op) {
      case "max":
        return others.every((v) => v <= mine);
      case "min":
        return others.every((v) => v >= mine);
      case "larger":
        return others.length > 0 && others.every((v) => v < mine);
      case "smaller":
        return others.length > 0 && others.every((v) => v > mine);
      case "same":
        return others.some((v) => v === mine);
      case "differ":
        return others.some((v) => v !== mine);
      default:
        return false;
    }
  },
  /**
   * 这两名角色的手牌数相同/不同 (3.4.15): the value of each of a set — 相同: all equal; 不同: no two equal.
   * A set of fewer than two players is neither.
   */
  valuesAmong: (x: { set: PlayersX; value: ValueOf<import("../../model/types.ts").PlayerId>; op: string }): Test => (a) => {
    const vs = x.set.peek(a).map((p) => x.value(a, p));
    if (vs.length < 2) return false;
    return x.op === "same" ? vs.every((v) => v === vs[0]) : new Set(vs).size === vs.length;
  },
  /** 首次 (…首次不小于2): the test holds now and did not before this activation. */
  /**
   * 此伤害是你于此回合内受到的第一次伤害: the event of the timing fits the description, and nothing
   * before it did (read up to where that event began).
   */
  /** 指定第一个目标时/后 (4.2.4 案例1): the first visit of the use's per-target timing loop. */
  firstOfLoop: (): Test => (a) => {
    const use = a.event.kind === "use" ? a.event : null;
    return use !== null && use.visit === 1;
  },
  firstOf: (x: { test: Test }): Test => (a) => {
    if (!x.test(a)) return false;
    const was = { before: a.before, end: a.historyEnd };
    a.before = true;
    a.historyEnd = logIndexOf(a, a.event.id);
    try {
      return !x.test(a);
    } finally {
      a.before = was.before;
      a.historyEnd = was.end;
    }
  },
  firstTime: (x: { test: Test }): Test => (a) => {
    if (!x.test(a)) return false;
    const was = a.before;
    a.before = true;
    try {
      return !x.test(a);
    } finally {
      a.before = was;
    }
  },

  // ---- time
  /** 于<period>内/外 (3.6.2 ◆); keeps its period for history tests over it. */
  during: (x: { period: PeriodX; side?: string }): Test & { readonly period: PeriodX } =>
    Object.assign((a: Act) => x.period.now(a) === (x.side !== "outside"), { period: x.period }),
  now: (x: { during: Test }): Test => x.during,
  atTiming: (x: { timing: TimingId }): Test & { readonly timing: TimingId } => Object.assign((a: Act) => a.timing === x.timing, { timing: x.timing }),

  // ---- the timing's event
  /**
   * 你 is a party of the timing's event (catalogue `parties`): 4.2.8 拼点 (拼点结果确定后: the
   * initiator or the pair's target), 3.5.61 议事 (a participant).
   */
  isParty: (): Test => (a) => a.timing !== null && subjectsOf(a.timing, a.event).includes(a.you),
  /** 两名其他角色的拼点…: the timing's event has `n` parties, each passing the filter. */
  parties: (x: { n: Ex<number>; filter: Filter<PlayerId> }): Test => (a) => {
    if (a.timing === null) return false;
    const ps = subjectsOf(a.timing, a.event);
    return ps.length === x.n(a) && ps.every((p) => x.filter(a, p));
  },
  /** The event's field has a value (因弃置而…: the move's reason). */
  eventIs: (x: { field: string; value: string }): Test => (a) => {
    const e = a.event as unknown as Record<string, unknown>;
    // 当你废除武器区后 (4.2.23): the event's areas include the one named (装备区: any of its slots).
    if (x.field === "area") return (sealableAreas(x.value) ?? []).some((ar) => (e.areas as readonly string[] | undefined)?.includes(ar) ?? false);
    const want = x.field === "reason" ? (MOVE_REASONS[x.value] ?? x.value) : x.field === "change" ? (STATE_CHANGES[x.value] ?? x.value) : x.value;
    return e[x.field] === want;
  },
  /** The move's cards (those that pass; of an owner's regions): some remain. */
  movedCards: (x: { filter: Filter<CardId>; owner?: PlayersX; judgement?: boolean }): Test => (a) => {
    const owners = x.owner?.peek(a);
    const kept = narrowMove(a, (card, from) => {
      if (x.judgement) {
        // <角色>的判定牌 (3.3.11, 4.2.11): the card of a judgement in progress, moved from the processing
        // area; it is the judged player's, though no region of that player holds it.
        const judge = from.kind === "processing" ? a.engine.stack.find((e) => e.kind === "judge" && e.card === card) : undefined;
        if (!judge || judge.kind !== "judge") return false;
        if (owners && !owners.includes(judge.player)) return false;
        if (owners) a.bound.set("#move.owner", judge.player as never);
        return x.filter(a, card);
      }
      if (owners && !(PLAYER_ZONES.has(from.kind) && "owner" in from && owners.includes(from.owner))) return false;
      if (owners) a.bound.set("#move.owner", ("owner" in from ? from.owner : undefined) as never);
      return x.filter(a, card);
    });
    return kept.length > 0;
  },
  /** 失去 (the cards leave the player's regions) / 得到 (they arrive in its hand or equipment), 3.8.27. */
  moveSide: (x: { side: string; who: PlayersX }): Test => (a) => {
    const who = x.who.peek(a)[0];
    if (who === undefined) return false;
    const kept = narrowMove(a, (_card, from, to) =>
      // 3.8.21: one's cards (hand and equipment, 3.5.4) moving to a region other than those two; a
      // judge-area card leaving is no card lost (〖惜物〗 not for a 【乐不思蜀】 discarded).
      x.side === "lose"
        ? (from.kind === "hand" || from.kind === "equip") && from.owner === who && !("owner" in to && to.owner === who && (to.kind === "hand" || to.kind === "equip"))
        : (to.kind === "hand" || to.kind === "equip") && to.owner === who && !("owner" in from && from.owner === who && PLAYER_ZONES.has(from.kind)),
    );
    if (kept.length > 0) a.bound.set(x.side === "lose" ? "#move.loser" : "#move.gainer", who);
    return kept.length > 0;
  },
  moveTo: (x: { zone: ZoneX }): Test => (a) => {
    const dest = x.zone(a);
    if (!dest) return false;
    const kept = narrowMove(a, (_card, _from, to) => {
      if (dest.kind === "drawPile" || dest.kind === "discardPile" || dest.kind === "processing") return to.kind === dest.kind;
      if (dest.kind === "destination") return true;
      if (dest.kind === "general") return to.kind === "general" && to.owner === dest.owner && to.side === dest.side;
      if (dest.kind === "public") return to.kind === "public" && to.area === dest.area;
      return to.kind === dest.kind && "owner" in to && to.owner === dest.owner;
    });
    return kept.length > 0;
  },
  /** 此目标 passes the filter (成为…的目标时). */
  targetWith: (x: { filter: Filter<PlayerId> }): Test => (a) => {
    const use = useInScope(a);
    const t = use?.targets[use.current];
    return t !== undefined && x.filter(a, t.player);
  },
  /**
   * 此判定 / 此回合 in a timing: the event is one in progress when the activation began, or the
   * first of its kind the activation started (the judgement its cost made: 〖洛神〗).
   */
  /** 此回合的<阶段> (3.6.2 ◆): the event is part of the turn in scope when the activation began. */
  /**
   * <角色>下回合 (其下回合结束前❶): the turn in scope is the first one begun after this activation
   * (whose it is, the timing's player slot tests first); once it is known, no later turn is.
   */
  nextTurn: (): Test => (a) => {
    const turn = a.event.kind === "turn" ? a.event : a.engine.findEvent("turn", () => true);
    if (!turn) return false;
    const known = a.bound.get("#next.turn");
    if (known !== undefined) return known === turn.id;
    if (logIndexOf(a, turn.id) < a.startedAt) return false;
    a.bound.set("#next.turn", turn.id);
    return true;
  },
  inThisTurn: (): Test => (a) => a.engine.stack.some((e) => e.kind === "turn" && a.scopeIds.has(e.id)),
  thisEvent: (): Test => (a) => {
    const e = a.event;
    if (a.scopeIds.has(e.id)) return true;
    const key = `#this.${e.kind}`;
    const known = a.bound.get(key);
    if (known !== undefined) return known === e.id;
    if (logIndexOf(a, e.id) < a.startedAt) return false;
    a.bound.set(key, e.id);
    return true;
  },
  eventSkill: (x: { skill: SkillsX }): Test => (a) => {
    const s = (a.event as { skill?: string; skills?: readonly string[] }).skill ?? (a.event as { skills?: readonly string[] }).skills?.[0];
    return s !== undefined && x.skill(a).includes(s);
  },
  eventMark: (x: { name: string }): Test => (a) => (a.event as { mark?: string }).mark === x.name,

  // ---- history (…过, 以此法)
  did: (x: { op: string; args: Readonly<Record<string, unknown>>; during?: Test & { readonly period: PeriodX }; byThisMeans?: boolean; ofSkill?: boolean; through?: string; cardsAtLeast?: Ex<number>; cardsAtMost?: Ex<number> | null; timesAtLeast?: Ex<number>; timesAtMost?: Ex<number> | null }): DidTest => {
    const query: DidQuery = { op: x.op, args: x.args, ...(x.during ? { during: x.during.period } : {}), ...(x.byThisMeans ? { byThisMeans: true } : {}), ...(x.ofSkill ? { ofSkill: true } : {}) };
    // 使用过至少两张牌: each use or play is one card (3.5.56: a converted card too), so the happenings
    // count; 摸过至少两张牌: the cards of every happening that fits, counted together.
    const bounds = x.timesAtLeast ? { least: x.timesAtLeast, most: x.timesAtMost, count: timesHappened } : x.cardsAtLeast ? { least: x.cardsAtLeast, most: x.cardsAtMost, count: cardsOfHappenings } : null;
    if (!bounds) return Object.assign((a: Act) => didHappen(a, query), { query });
    const { least, most, count } = bounds;
    return Object.assign(
      (a: Act) => {
        const n = count(a, query);
        return n >= least(a) && (most == null || n <= most(a));
      },
      { query },
    );
  },
  /** 能<do> (能使用…的【决斗】): whether the subject could do it now. */
  can: (x: { test: Test }): Test => {
    const query = (x.test as Partial<DidTest>).query;
    if (!query) return x.test;
    return (a) => couldDo(a, query);
  },
  killed: (x: { who: PlayersX; whom: PlayersX }): Test => (a) => didHappen(a, { op: "killed", args: { who: x.who, whom: x.whom } }),
  activated: (x: { who: PlayersX; what: SkillsX }): Test => (a) => didHappen(a, { op: "activated", args: { who: x.who, what: x.what } }),
  cardDealtDamage: (x: { card: CardsX }): Test => (a) => {
    const v = x.card.virtual?.(a);
    return v !== null && v !== undefined && a.engine.log.entries.some((e) => e.t === "damage" && e.vid === v.vid);
  },
  /**
   * 4.2.12 受到/造成<伤害> as a test of the present (另一名其他角色造成的伤害): the damage named (else the
   * one in scope) has that victim and that source (a dead source is none, 3.5.22 ◆).
   */
  hurt: (x: { what?: DamageX; victim?: PlayersX; source?: PlayersX }): Test => (a) => {
    const d = x.what ? x.what(a) : a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true);
    if (!d) return false;
    if (x.victim && !x.victim.peek(a).includes(d.victim)) return false;
    if (x.source && (d.source === null || !a.engine.state.players[d.source].alive || !x.source.peek(a).includes(d.source))) return false;
    return true;
  },
  canUse: (x: { who: PlayersX; what: CardSpec }): Test => (a) => couldDo(a, { op: "use", args: { who: x.who, what: x.what } }),
};


const TAGS: Readonly<Record<string, string>> = { 锁定技: "locked", 主公技: "lord", 限定技: "limited", 觉醒技: "awaken", 转换技: "switch" };
const ELEMENTS: Readonly<Record<string, string>> = { normalElement: "normal", normal: "normal", fireElement: "fire", thunderElement: "thunder", iceElement: "ice", fire: "fire", thunder: "thunder", ice: "ice" };

function all(a: Act, who: PlayersX, f: (p: PlayerId) => boolean): boolean {
  const ps = who.peek(a);
  return ps.length > 0 && ps.every(f);
}

function compareNumbers(op: string, l: number, r: number): boolean {
  switch (op) {
    case "=":
      return l === r;
    case "!=":
      return l !== r;
    case ">":
      return l > r;
    case ">=":
      return l >= r;
    case "<":
      return l < r;
    case "<=":
      return l <= r;
    default:
      throw new Error(`unknown comparison ${op}`);
  }
}

/** The one card name a spec names (此牌 → its name), or null. */
export function specName(a: Act, spec: CardSpec | undefined): string | null {
  if (!spec) return null;
  if (spec.as) return spec.as.virtual?.(a)?.name ?? (spec.as.peek(a)[0] !== undefined ? a.engine.state.cards[spec.as.peek(a)[0]].name : null);
  const n = spec.names.find((x): x is string => typeof x === "string");
  return n ?? null;
}

function legalFor(a: Act, user: PlayerId, name: string, target: PlayerId, ignoreDistance = false): boolean {
  const use = a.engine.registry.cards.get(name)?.uses.find((u) => u.targets.kind === "players");
  return use !== undefined && a.engine.state.players[user].alive && isLegalTarget(a.engine, user, name, target, use.targets, ignoreDistance);
}

/** Whether the subject of a query could do it now (能使用 4.2.2: the card has a legal target). */
function couldDo(a: Act, q: DidQuery): boolean {
  const who = (q.args.who as PlayersX | undefined)?.peek(a) ?? [a.you];
  if (q.op === "use") {
    const name = specName(a, q.args.what as CardSpec | undefined);
    if (name === null) return false;
    return who.length > 0 && who.every((p) => a.engine.state.players[p].alive && a.engine.view.alivePlayersFrom(a.engine.currentPlayer).some((t) => legalFor(a, p, name, t)));
  }
  return who.length > 0 && who.every((p) => a.engine.state.players[p].alive);
}

/** Face up at a timing of the event in scope: the last state entry before that timing point. */
function faceUpAt(a: Act, p: PlayerId, timing: TimingId | undefined): boolean {
  if (timing === undefined) return a.engine.state.players[p].faceUp;
  const entries = a.engine.log.entries;
  const eventId = a.event.id;
  let at = -1;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.t === "timing" && e.id === timing && e.event === eventId) {
      at = i;
      break;
    }
  }
  if (at < 0) return a.engine.state.players[p].faceUp;
  for (let i = at; i >= 0; i--) {
    const e = entries[i];
    if (e.t === "state" && e.player === p) return e.faceUp;
  }
  // No change logged before then: the state the board started with, read back from the first
  // change after it (a flip turned it over) or, with no change since, the state now.
  for (let i = at + 1; i < entries.length; i++) {
    const e = entries[i];
    if (e.t === "state" && e.player === p) return e.change === "flip" ? !e.faceUp : e.faceUp;
  }
  return a.engine.state.players[p].faceUp;
}

function compareAttr(a: Act, l: CardsX | AttrX, r: CardsX | AttrX | undefined, attrWord: string, same: string, each: boolean): boolean {
  const lv = attrValues(a, l, attrWord);
  const rv = r ? attrValues(a, r, attrWord) : null;
  const want = same === "相同";
  if (rv === null) {
    // <cards>的花色均相同 / 不同: among themselves.
    if (lv.length < 2) return want;
    return want ? lv.every((v) => v === lv[0]) : new Set(lv).size === lv.length;
  }
  if (lv.length === 0) return false;
  // 与<b>…均不同 with no b (〖品第〗 before its first discard): nothing to be the same as.
  if (rv.length === 0) return !want && each;
  // 与<b>…均不同: every one differs from each of b's.
  if (!want) return lv.every((v) => rv.every((w) => v !== w));
  return each ? lv.every((v) => rv.includes(v)) : lv.some((v) => rv.includes(v));
}

function attrValues(a: Act, x: CardsX | AttrX, attrWord: string): string[] {
  if (typeof x === "function") return x(a);
  const cards = cardsNamed(a, x);
  return cards.map((c) => {
    const f = factsOf(a, c);
    switch (attrWord) {
      case "花色":
        return f.suit ?? "none";
      case "颜色":
        return f.color ?? "none";
      case "点数":
        return String(f.rank ?? "none");
      case "牌名":
        return f.name;
      case "类别":
        return a.engine.registry.cards.get(f.name)?.category ?? "none";
      default:
        return "none";
    }
  });
}

