// Noun phrases → selectors. A reference resolves against the scope (其, 这些牌, 来源 …); a
// description becomes a filter over candidates plus, in an effect, a choice the clause's actor
// makes when the operation runs (令一名其他角色摸一张牌: the choice is made then, 3.5.28).
import type { Condition, NounPhrase, Quantity, Restriction, Span } from "../../grammar/syntax.ts";
import { bool, call, int, list, NULL, num, str, type X } from "../ir.ts";
import { locOf, type Ctx } from "./context.ts";
import { refuse, refuseOtherMode } from "./refuse.ts";
import { ATTRIBUTES, EQUIP_AREAS, PUBLIC_AREA_WORDS, PUBLIC_AREAS } from "../../runtime/vocabulary/nouns.ts";
import { eventPlayer, requireEvent, requireHeld, YOU, type CardsRef, type PlayerRef } from "./scope.ts";
import { condition } from "./conditions.ts";
import { value } from "./values.ts";
import { PREDICATES } from "../../runtime/vocabulary/predicates.ts";
import { clauseSubject } from "./statements.ts";

const PREDICATES_BY_ID = new Map(PREDICATES.map((r) => [r.id, r]));

// ---------------------------------------------------------------- quantities

export interface Count {
  readonly min: X;
  /** null: no upper bound. */
  readonly max: X | null;
  /** 所有: every such thing (no choice). */
  readonly all: boolean;
  readonly single: boolean;
}

export function countOf(q: Quantity | undefined, ctx: Ctx, span: Span, defaultAll: boolean): Count {
  if (!q) return defaultAll ? { min: int(0), max: null, all: true, single: false } : { min: int(1), max: int(1), all: false, single: true };
  switch (q.kind) {
    case "exactly": {
      const n = value(q.n, ctx);
      return { min: n, max: n, all: false, single: q.n.kind === "int" && q.n.n === 1 };
    }
    case "atMost":
      return { min: int(1), max: value(q.n, ctx), all: false, single: false }; // 3.4.17: 大于0且不大于X
    case "atLeast":
      return { min: value(q.n, ctx), max: null, all: false, single: false };
    case "range":
      return { min: value(q.min, ctx), max: value(q.max, ctx), all: false, single: false };
    case "all":
      return { min: int(0), max: null, all: true, single: false };
    case "any":
      return { min: int(0), max: null, all: false, single: false }; // 3.4.18
    case "equal": {
      // 3.4.13: the nearest non-fixed quantity before it.
      const n = ctx.scope.lastCount;
      if (!n) refuse(span, "等量 needs an earlier quantity that was not fixed (3.4.13: 至少一张, 至多X张 …)");
      return { min: n, max: n, all: false, single: false };
    }
    case "eachOne": {
      const n = value(q.n, ctx);
      return { min: n, max: n, all: false, single: false };
    }
    case "ordinal":
      return refuse(span, "an ordinal (第一次, 下一张) is read only in timings and history conditions here");
  }
}

// ---------------------------------------------------------------- players

const PLAYER_ATTRS: Readonly<Record<string, (cand: X) => X>> = {
  male: (c) => call("q.gender", { who: c, gender: str("male") }),
  female: (c) => call("q.gender", { who: c, gender: str("female") }),
  oppositeSex: (c) => call("q.sex", { who: c, of: YOU, is: str("异性") }),
  sameSex: (c) => call("q.sex", { who: c, of: YOU, is: str("同性") }),
  other: (c) => call("q.not", { item: call("q.same", { a: c, b: YOU }) }),
  wei: (c) => call("q.faction", { who: c, faction: str("wei") }),
  shu: (c) => call("q.faction", { who: c, faction: str("shu") }),
  wu: (c) => call("q.faction", { who: c, faction: str("wu") }),
  qun: (c) => call("q.faction", { who: c, faction: str("qun") }),
  jin: (c) => call("q.faction", { who: c, faction: str("jin") }),
};

export const candidate = (noun: "player" | "card" | "damage" | "skill" | "area", depth: number): X =>
  call(noun === "player" ? "p.cand" : noun === "card" ? "c.cand" : noun === "damage" ? "d.cand" : noun === "area" ? "ar.cand" : "sk.cand", { depth: num(depth) });

/** The conditions a described phrase puts on its candidates. */
export function restrictionsOf(np: NounPhrase, ctx: Ctx, noun: "player" | "card" | "damage" | "skill" | "area"): X[] {
  const depth = ctx.depth + 1;
  const cand = candidate(noun, depth);
  const out: X[] = [];
  for (const r of np.restrictions) out.push(...restriction(r, cand, noun, ctx, depth));
  if (np.except) {
    const ex = playerSet(np.except, { ...ctx, mode: "state" });
    out.push(call("q.not", { item: call("q.in", { who: cand, set: ex.x }) }));
  }
  // 另一名…角色 (3.5.29): not the “一名角色” named before it.
  if (np.another && noun === "player") out.push(call("q.not", { item: call("q.in", { who: cand, set: anotherThan(np, ctx).x }) }));
  return out;
}

/** The player(s) 另一名角色 is other than (3.5.29), or E-SCOPE when no player was named before it. */
export function anotherThan(np: NounPhrase, ctx: Ctx): PlayerRef {
  const than = ctx.scope.anotherThan();
  if (!than) refuse(np.span, "另一名角色 is a player other than a “一名角色” named before it (3.5.29), and none is: another than whom?", "E-SCOPE");
  return than;
}

function restriction(r: Restriction, cand: X, noun: "player" | "card" | "damage" | "skill" | "area", ctx: Ctx, depth: number): X[] {
  switch (r.kind) {
    case "attr": {
      const row = ATTRIBUTES.find((a) => a.id === r.row);
      if (row) refuseOtherMode(row, r.span);
      if (noun === "player") {
        const f = PLAYER_ATTRS[r.row];
        if (!f) refuse(r.span, "“{text}” does not describe a player");
        return [f(cand)];
      }
      if (noun === "card" && r.row === "otherCards") {
        // 其他“创”, 其他手牌 (3.5.31 as for players, 3.5.16): not the card(s) named before.
        const named = ctx.scope.lastCards();
        if (!named) refuse(r.span, "其他 of cards (其他“创”, 其他手牌) means other than the cards named before it: no cards were named before it", "E-SCOPE");
        return [call("q.not", { item: call("q.contains", { set: named.x, what: cand }) })];
      }
      if (noun === "card") return [cardAttr(r.row, cand, r.span)];
      if (noun === "damage") return [call("q.damageIs", { damage: cand, element: str(r.row) })];
      return refuse(r.span, "an attribute here is not supported");
    }
    case "region":
      if (noun !== "card") return refuse(r.span, "“{text}” says where cards are");
      return [call("q.inRegion", { card: cand, regions: list(r.regions.map(str)) })];
    case "rel": {
      const inner: Ctx = { ...ctx, scope: ctx.scope.withGap(noun, cand), depth, mode: "state" };
      return [condition(r.clause, inner)];
    }
  }
}

export function cardAttr(row: string, card: X, span: Span): X {
  switch (row) {
    case "red":
    case "black":
      return call("q.cardIs", { card, color: str(row) });
    case "heart":
    case "diamond":
    case "spade":
    case "club":
      return call("q.cardIs", { card, suit: str(row) });
    case "plain":
    case "fire":
    case "thunder":
      return call("q.cardIs", { card, kind: str(row) });
    default:
      return refuse(span, "“{text}” does not describe a card");
  }
}

const and = (items: X[]): X => (items.length === 0 ? call("q.true") : items.length === 1 ? items[0] : call("q.and", { items: list(items) }));

/** The set a player phrase describes (no choice): 其他角色, 所有其他吴势力角色, 这些角色. */
export function playerSet(np: NounPhrase, ctx: Ctx): PlayerRef {
  if (np.items) {
    const items = np.items.map((i) => playerSet(i, ctx));
    return { x: call("p.union", { items: list(items.map((i) => i.x)) }), single: false, you: false };
  }
  if (np.ref || np.head === "previous" || np.head === "next" || np.head === "targetPlayer" || np.head === "userOf" || (np.among && np.among !== "previous")) return playerRef(np, ctx);
  const filter = and(restrictionsOf(np, ctx, "player"));
  if (np.head === "legalTarget") return legalTargets(np, ctx, filter);
  // 其中手牌数较小的角色…另一名角色: another of the set the first was picked from.
  const from = np.another ? anotherThan(np, ctx).from : undefined;
  if (from) return { x: call("p.filter", { from, filter: call("f.player", { depth: num(ctx.depth + 1), test: filter }) }), single: false, you: false };
  return { x: call("p.all", { filter: call("f.player", { depth: num(ctx.depth + 1), test: filter }) }), single: false, you: false };
}

function legalTargets(np: NounPhrase, ctx: Ctx, extra: X): PlayerRef {
  const depth = ctx.depth + 1;
  const card = virtualCard(np.owner!, ctx);
  // Without <user>使用: a card in use is judged for its own user (q.isLegalTarget), another for 你.
  const user = np.user ? { user: playerRef(np.user, ctx).x } : {};
  const test = and([call("q.isLegalTarget", { who: candidate("player", depth), ...user, card }), extra]);
  return { x: call("p.all", { filter: call("f.player", { depth: num(depth), test }) }), single: false, you: false };
}

/** A player phrase as the argument of an operation (a choice when it is described with a quantity). */
export function players(np: NounPhrase, ctx: Ctx, opts: { chooser?: X; defaultAll?: boolean } = {}): PlayerRef {
  let ref: PlayerRef;
  if (np.items && ctx.mode === "act" && np.items.some((i) => i.quantity)) {
    // 一名…角色A和一名…角色B: each is chosen in turn (A's choice can constrain B's).
    const items = np.items.map((i) => players(i, ctx, opts));
    ref = { x: call("p.union", { items: list(items.map((i) => i.x)) }), single: false, you: false };
    ctx.scope.mentionPlayer(ref);
    return ref;
  }
  const than = np.another ? anotherThan(np, ctx) : undefined;
  if (than?.from && np.restrictions.length === 0 && !np.except && !np.label) {
    // 选择两名角色▶其中手牌数较小的角色获得另一名角色的一张手牌: the rest of that set, no choice.
    ref = { x: call("p.other", { set: than.from, than: than.x }), single: true, you: false };
  } else if (np.items && np.join === "or" && ctx.mode === "act") {
    // 令你的上家或下家摸一张牌: one of those listed, chosen by the actor now.
    const set = playerSet(np, ctx);
    const bind = ctx.scope.fresh("players");
    const one = call("v.int", { n: num(1) });
    const x = call("p.choose", { from: set.x, min: one, max: one, chooser: opts.chooser ?? ctx.actor, bind: str(bind), label: str("") }, locOf(ctx.src, np.span));
    ref = { x, single: true, you: false, later: call("p.bound", { name: str(bind) }) };
  } else if (np.ref || np.head === "previous" || np.head === "next" || np.head === "targetPlayer" || np.head === "userOf" || np.items || (np.among && np.among !== "previous" && !np.quantity)) {
    ref = np.items ? playerSet(np, ctx) : playerRef(np, ctx);
  } else {
    const set = np.among ? amongPlayers(np, ctx) : playerSet(np, ctx);
    const count = countOf(np.quantity, ctx, np.span, opts.defaultAll ?? true);
    if (count.all || ctx.mode !== "act") ref = set;
    else {
      const bind = ctx.scope.fresh("players");
      const x = call(
        "p.choose",
        { from: set.x, min: count.min, max: count.max ?? NULL, chooser: opts.chooser ?? (ctx.byOther ? ctx.targetChooser : undefined) ?? ctx.actor, bind: str(bind), label: str(np.label ?? "") },
        locOf(ctx.src, np.span),
      );
      ref = { x, single: count.single, you: false, later: call("p.bound", { name: str(bind) }), ...(set.from ? { from: set.from } : {}) };
      if (np.label) ctx.scope.labels.set(np.label, call("p.bound", { name: str(bind) }));
    }
  }
  ctx.scope.mentionPlayer(ref);
  return ref;
}

function amongPlayers(np: NounPhrase, ctx: Ctx): PlayerRef {
  const from = np.among === "previous" ? ctx.scope.lastPlayers() : np.among ? playerSet(np.among, ctx) : undefined;
  if (!from) refuse(np.span, "其中 has no set of players before it to choose among", "E-SCOPE");
  const filter = and(restrictionsOf(np, ctx, "player"));
  return { x: call("p.filter", { from: from.x, filter: call("f.player", { depth: num(ctx.depth + 1), test: filter }) }), single: false, you: false, from: from.x };
}

/** 你, 其, 来源, 这些角色, A, 其上家 …: something named before or by the timing. */
export function playerRef(np: NounPhrase, ctx: Ctx): PlayerRef {
  const s = ctx.scope;
  if (np.head === "previous" || np.head === "next") {
    const of = playerRef(np.owner!, ctx);
    return { x: call(np.head === "previous" ? "p.prev" : "p.next", { of: of.x }), single: true, you: false };
  }
  if (np.head === "targetPlayer") return { x: call("p.targetOf", { target: targetRef(np.owner!, ctx) }), single: true, you: false };
  // 此牌的使用者 (3.5.21): the user of that card's use.
  if (np.head === "userOf") return { x: call("p.userOf", { card: cardsRef(np.owner!, ctx).x }), single: true, you: false };
  if (np.among && np.among !== "previous") {
    // <set>中的另一名角色 (3.5.29)
    const set = playerSet(np.among, ctx);
    if (np.ref === "anotherOne") return { x: call("p.other", { set: set.x, than: s.lastMention()?.x ?? YOU }), single: true, you: false };
    return refuse(np.span, "this choice among players is not supported here");
  }
  switch (np.ref) {
    case "you":
      return withRestrictions(np, { x: YOU, single: true, you: true }, ctx);
    case "it":
    case "that": {
      // 其 prefers the subject of the clause before (…需对B使用【杀】，否则将其装备区里的武器牌交给你).
      // With nothing named before, 其 in the X of an operation each of several performs (令所有其他
      // 角色依次选择：1.弃置至少X张牌（X为其上家…）) is that performer.
      const performer = ctx.performer && JSON.stringify(ctx.performer) !== JSON.stringify(YOU) ? { x: ctx.performer, single: true, you: false } : undefined;
      const prev = np.ref === "it" && s.prevSubject && !s.isExcluded(s.prevSubject) ? s.prevSubject : null;
      // Last, 其 in an option or 选择是否 sentence with no player named before it but 你 is the sentence's
      // own subject, its chooser (令所有其他角色依次选择：…2.令你弃置其一张牌, 3.5.27, 3.5.28).
      const chooser = np.ref === "it" && s.sentenceSubject && !s.sentenceSubject.you ? { x: call("p.chooser"), single: true, you: false } : undefined;
      const last = prev ?? s.lastPlayer() ?? (s.gap?.noun === "player" ? { x: s.gap.x, single: true, you: false } : undefined) ?? (np.ref === "it" ? performer : undefined) ?? chooser;
      if (!last) refuse(np.span, `${np.ref === "it" ? "其" : "该角色"} names no player here: no player was named before it`, "E-SCOPE");
      return np.ref === "it" ? s.antecedentOfIt(last) : last;
    }
    case "these": {
      const last = s.lastPlayers();
      if (!last) refuse(np.span, "这些角色 names no players here: no set of players was chosen or named before it", "E-SCOPE");
      return last;
    }
    case "source":
      requireEvent(s, "damage", np.span, "来源");
      return { x: eventPlayer("source"), single: true, you: false };
    case "victim":
      requireEvent(s, "damage", np.span, "受到伤害的角色");
      return { x: eventPlayer("victim"), single: true, you: false };
    case "user":
      return { x: eventPlayer("user"), single: true, you: false };
    case "player":
      return { x: eventPlayer("player"), single: true, you: false };
    case "current":
      return { x: call("p.current"), single: true, you: false };
    case "councillors":
      requireHeld(s, "council", np.span, "议事的角色");
      return { x: call("p.councillors"), single: false, you: false };
    case "system":
      return { x: call("p.system"), single: true, you: false };
    case "label": {
      const x = s.labels.get(np.label!);
      if (!x) refuse(np.span, `${np.label} names no player: it is defined where a player is chosen as “…角色${np.label}”`, "E-SCOPE");
      return { x, single: true, you: false };
    }
    default:
      // A definite description where a reference stands (若杀死你的角色不为你, 3.5.35): the players
      // it describes, read as the sentence is reached.
      if (!np.ref && !np.quantity && np.head === "player" && np.restrictions.length > 0) return { ...playerSet(np, ctx), single: true };
      return refuse(np.span, "“{text}” as a reference to a player is not supported here");
  }
}

/** 已受伤的你: a reference with conditions (used in card targets). */
function withRestrictions(np: NounPhrase, ref: PlayerRef, ctx: Ctx): PlayerRef {
  if (np.restrictions.length === 0) return ref;
  const depth = ctx.depth + 1;
  const filter = and(restrictionsOf(np, ctx, "player"));
  return { x: call("p.filter", { from: ref.x, filter: call("f.player", { depth: num(depth), test: filter }) }), single: true, you: ref.you };
}

/** 此目标, 目标, 对应的角色为你的目标, 其中的至少一个目标 → a target selector. */
export function targetRef(np: NounPhrase, ctx: Ctx): X {
  if (np.ref === "thisTarget" || (np.head === "target" && !np.owner && !np.quantity && np.restrictions.length === 0 && !np.among)) {
    requireEvent(ctx.scope, "target", np.span, np.ref === "thisTarget" ? "此目标" : "目标");
    return call("t.current");
  }
  if (np.head === "target") {
    const filter = and(restrictionsOf(np, ctx, "player"));
    const card = np.owner ? cardsRef(np.owner, ctx).x : call("c.event", { field: str("card") });
    if (np.among || np.quantity) {
      const count = countOf(np.quantity, ctx, np.span, false);
      return call("t.choose", { card, min: count.min, max: count.max ?? NULL, filter: call("f.player", { depth: num(ctx.depth + 1), test: filter }), chooser: ctx.actor, bind: str(ctx.scope.fresh("targets")) });
    }
    return call("t.where", { card, filter: call("f.player", { depth: num(ctx.depth + 1), test: filter }) });
  }
  return refuse(np.span, "this target description is not supported here");
}

// ---------------------------------------------------------------- cards

const CARD_HEADS: Readonly<Record<string, Record<string, string>>> = {
  basic: { category: "basic" },
  trick: { category: "trick" },
  normalTrick: { subtype: "normalTrick" },
  delayedTrick: { subtype: "delayedTrick" },
  damageTrick: { group: "damageTrick" },
  equipment: { category: "equipment" },
  weapon: { subtype: "weapon" },
  armor: { subtype: "armor" },
  horse: { group: "horse" },
  offensiveHorse: { subtype: "offensiveHorse" },
  defensiveHorse: { subtype: "defensiveHorse" },
  specialHorse: { subtype: "specialHorse" },
  treasure: { subtype: "treasure" },
  converted: { converted: "true" },
};

/** The test a head puts on a card (基本牌, 【杀】, 武器牌 …); null for 牌/手牌/实体牌. */
export function headTest(head: string | undefined, name: string | undefined, card: X): X | null {
  if (head === "named" && name) return call("q.cardIs", { card, name: str(name) });
  const h = head ? CARD_HEADS[head] : undefined;
  if (!h) return null;
  const args: Record<string, X> = { card };
  for (const [k, v] of Object.entries(h)) args[k] = k === "converted" ? bool(true) : str(v);
  return call("q.cardIs", args);
}

/** The test of a described card phrase: its heads (with their attributes) and restrictions. */
export function cardTest(np: NounPhrase, ctx: Ctx, depth: number): X {
  if (np.head === "derived" || np.items?.some((i) => i.head === "derived")) refuse(np.span, "【X】（衍生牌） names cards the system makes for an operation (3.1.5), not a description cards are tested against");
  const cand = candidate("card", depth);
  const inner = { ...ctx, depth: depth - 1 };
  const own = restrictionsOf(np, inner, "card");
  if (np.items && np.join === "or") {
    // 你使用的【杀】或【决斗】: a relative clause before the first of a coordination describes every one.
    const lead = np.items[0].restrictions.filter((r) => r.kind === "rel");
    const items = lead.length > 0 && np.items.slice(1).every((i) => i.restrictions.length === 0) ? np.items.map((i, k) => (k === 0 ? i : { ...i, restrictions: lead })) : np.items;
    // 【南蛮入侵】、【万箭齐发】或普【杀】: a list inside the coordination is more alternatives (a card
    // has one name: a test of kinds joined by 、 cannot mean all of them at once).
    const alt = (i: NounPhrase): X =>
      and([...(i.items ? [call("q.or", { items: list(i.items.map(alt)) })] : []), ...(headTest(i.head, i.name, cand) ? [headTest(i.head, i.name, cand)!] : []), ...restrictionsOf(i, inner, "card")]);
    return and([call("q.or", { items: list(items.map(alt)) }), ...own]);
  }
  const h = headTest(np.head, np.name, cand);
  return and([...(h ? [h] : []), ...own]);
}

/** The card a phrase names by identity (是此伤害的渠道的牌 → 此伤害的渠道), when that is all it says. */
function identityOf(np: NounPhrase): NounPhrase | null {
  if (np.owner || np.among || np.quantity || np.restrictions.length !== 1) return null;
  const r = np.restrictions[0];
  if (r.kind !== "rel" || r.clause.kind !== "is" || r.clause.negated) return null;
  const what = r.clause.what as NounPhrase;
  return what.kind === "np" && what.noun === "card" && (what.ref !== undefined || what.head === "channel") ? what : null;
}

/** A description of a kind of card, with nothing tying it to a place or an earlier mention. */
function isKindOfCard(np: NounPhrase): boolean {
  if (np.owner || np.among || np.ref || np.quantity) return false;
  // “X” (3.3.16 ◆, 3.3.18 ◆) names the cards of a pile, not a kind of card.
  if (np.head === "handCard" || np.head === "pile" || np.restrictions.some((r) => r.kind === "region" || (r.kind === "rel" && !attributeTest(r.clause)))) return false;
  return np.items ? np.items.every(isKindOfCard) : true;
}

/**
 * A relative clause that tests only the card's own attributes (点数小于X的【杀】, 与此牌颜色相同的牌)
 * still describes a kind of card; one with a predicate (你使用的, 你选择的, 有…的) names cards.
 */
function attributeTest(c: Condition): boolean {
  switch (c.kind) {
    case "compare":
    case "is":
      return true;
    case "and":
    case "or":
      return c.items.every(attributeTest);
    default:
      return false;
  }
}

/** The operation row of a relative clause that describes cards by what was done to them (…的牌). */
function historyOp(np: NounPhrase): string | null {
  for (const r of np.restrictions) {
    if (r.kind !== "rel") continue;
    const clause = (r.clause as unknown as { clause?: { match: { row: string } } }).clause;
    const row = clause ? PREDICATES_BY_ID.get(clause.match.row) : undefined;
    if (row?.class === "operation" && row.id !== "choose" && row.id !== "chooseCard") return row.id;
  }
  return null;
}

/** Who did what a phrase's history clause says (其 of 其于此阶段内弃置的手牌), when it is written. */
function performerOf(np: NounPhrase, ctx: Ctx): X | null {
  for (const r of np.restrictions) {
    if (r.kind !== "rel") continue;
    const subject = (r.clause as unknown as { clause?: { subject: NounPhrase | null } }).clause?.subject;
    if (subject) return players(subject, ctx).x;
  }
  return null;
}

/**
 * 目标对应的角色于此回合内使用的下一张【杀】: read as <owner>的<于此回合内使用的>【杀】, the owner is who
 * did what the relative clause says (the cards are wherever they went since), not where they are.
 */
function ownerAsPerformer(np: NounPhrase): NounPhrase {
  const restrictions = np.restrictions.map((r) => {
    if (r.kind !== "rel") return r;
    const pred = r.clause as unknown as { kind: string; clause?: { subject: unknown } };
    if (pred.kind !== "pred" || !pred.clause || pred.clause.subject !== null) return r;
    return { ...r, clause: { ...pred, clause: { ...pred.clause, subject: np.owner } } } as unknown as Restriction;
  });
  const { owner: _owner, ...rest } = np;
  return { ...rest, restrictions };
}

/** Which regions a phrase's cards come from (3.5.4: <角色>的牌 = hand and equipment). */
function regionsOf(np: NounPhrase, judgeCards = false): string[] {
  const region = np.restrictions.find((r): r is Extract<Restriction, { kind: "region" }> => r.kind === "region");
  if (region) return [...new Set(region.regions.flatMap(regionKeys))];
  if (np.head === "handCard") return ["hand"];
  // 3.5.4 ◆ (<角色>的<……>牌视为<……>): its judgement cards too, but not its judge area (◎ 〖红颜〗).
  return judgeCards ? ["hand", "equip", "judgeCard"] : ["hand", "equip"];
}

/** One region word's runtime regions (3.3.5–3.3.15). */
function regionKeys(r: string): string[] {
  if (r === "区域") return ["hand", "equip", "judge"];
  if (r === "手牌区") return ["hand"];
  if (r === "装备区") return ["equip"];
  if (r === "判定区") return ["judge"];
  // 3.3.7–3.3.12: one slot of the equipment area.
  const slot = EQUIP_AREAS.find((a) => a.word === r);
  if (slot) return [`equip.${slot.slot}`];
  return [r];
}

const PILE_ENDS = new Set(["牌堆顶", "牌堆底"]);
/** 3.5.53: 牌堆里的/牌堆顶的 (from the top) and 牌堆底的 (from the bottom) 第X张牌. */
const PILE_NTH = new Set(["牌堆", "牌堆顶", "牌堆底"]);
const PILE_REGIONS = new Set(["牌堆顶", "牌堆底", "弃牌堆", "处理区", "牌堆", ...PUBLIC_AREA_WORDS]);

/** A card phrase as an operation's argument: the set, chosen now when a quantity says so. */
export function cards(np: NounPhrase, ctx: Ctx, opts: { chooser?: X; owner?: X; defaultAll?: boolean; asKind?: boolean } = {}): CardsRef {
  const ref = cardsArg(np, ctx, opts);
  ctx.scope.mentionCards(ref);
  return ref;
}

function cardsArg(np: NounPhrase, ctx: Ctx, opts: { chooser?: X; owner?: X; defaultAll?: boolean; asKind?: boolean }): CardsRef {
  if (np.head === "derived") return derivedCards(np, ctx);
  if (np.ref || np.physical || np.head === "channel") return cardsRef(np, ctx);
  // A 视为 description's cards (3.5.4 ◆): this phrase's owner's judgement cards too, not nested phrases'.
  const judgeCards = ctx.judgeCards === true;
  if (judgeCards) ctx = { ...ctx, judgeCards: false };
  if (ctx.mode !== "act" && np.owner && historyOp(np)) np = ownerAsPerformer(np);
  const depth = ctx.depth + 1;
  // A state about a kind of card (你使用锦囊牌无距离关系的限制, 你不是【顺手牵羊】和【乐不思蜀】的合法
  // 目标): a class of cards, tested on the card in question wherever it is.
  if (opts.asKind && ctx.mode === "state" && opts.owner === undefined && isKindOfCard(np)) {
    if (np.items && np.join === "and") return { x: call("c.kinds", { items: list(np.items.map((i) => cardsArg(i, ctx, opts).x)) }), single: false };
    return { x: call("c.kind", { filter: call("f.card", { depth: num(depth), test: cardTest(np, ctx, depth) }) }), single: false };
  }
  if (np.items && np.join === "and") return cardsRef(np, ctx);
  const test = call("f.card", { depth: num(depth), test: cardTest(np, ctx, depth) });
  let from: X;
  const region = np.restrictions.find((r): r is Extract<Restriction, { kind: "region" }> => r.kind === "region");
  if (np.among) {
    const set = np.among === "previous" ? amongPrevious(ctx) : cardsRef(np.among, ctx);
    if (!set) refuse(np.span, "其中 has no set of cards before it to choose among", "E-SCOPE");
    from = set.x;
  } else if (np.head === "pile" && ctx.names.publicPiles?.has(np.name!)) {
    // 3.3.18 ◆/3.3.19 ◆: “X” put into 仓廪/府库 are those cards there, whoever's skill names them.
    if (np.owner) refuse(np.span, `“${np.name}” are cards of a public zone (3.3.18 ◆): no player owns them`);
    from = call("c.publicPile", { area: str(ctx.names.publicPiles.get(np.name!)!), name: str(np.name!) });
  } else if (np.head === "pile") {
    if (ctx.names.marks?.has(np.name!)) refuse(np.span, `“${np.name}” is a mark in this pack (1枚“${np.name}”), not cards on a general card`);
    const anyone = ctx.names.sharedPiles?.has(np.name!) ? call("p.all", { filter: call("f.player", { depth: num(ctx.depth + 1), test: call("q.true") }) }) : undefined;
    const owner = np.owner ? players(np.owner, ctx).x : (opts.owner ?? anyone ?? YOU);
    from = call("c.pile", { owner, name: str(np.name!) });
  } else if (region && PILE_REGIONS.has(region.regions[0])) {
    from = call("c.zone", { zone: str(region.regions[0]) });
  } else if (historyOp(np)) {
    // 你以此法交给的手牌, 其于此阶段内弃置的其手牌: cards an operation moved; they may be anywhere
    // now. The region and owner say where they were as it moved them (3.3.22 维系区域).
    const origin = np.head === "handCard" || region ? call("c.owned", { owner: np.owner ? players(np.owner, ctx).x : (performerOf(np, ctx) ?? ctx.actor), regions: list(regionsOf(np).map(str)) }) : null;
    from = call("c.happened", { op: str(historyOp(np)!), ...(origin ? { from: origin } : {}) });
  } else if (np.owner) {
    const owner = players(np.owner, ctx);
    if (np.quantity?.kind === "eachOne") {
      const count = countOf(np.quantity, ctx, np.span, false);
      const bind = ctx.scope.fresh("cards");
      // 其手牌区、装备区和判定区里的各一张牌: 各 over the regions listed, of each owner.
      const perRegion = region !== undefined && region.regions.length > 1 ? { perRegion: bool(true) } : {};
      return { x: call("c.each", { owners: owner.x, regions: list(regionsOf(np).map(str)), n: count.min, filter: test, chooser: opts.chooser ?? ctx.actor, bind: str(bind), ...perRegion }, locOf(ctx.src, np.span)), single: false };
    }
    from = call("c.owned", { owner: owner.x, regions: list(regionsOf(np, judgeCards).map(str)) });
  } else {
    from = call("c.owned", { owner: opts.owner ?? ctx.actor, regions: list(regionsOf(np).map(str)) });
  }
  // 牌堆里的第X张<一张牌> (3.5.53): the Xth card of the draw pile from the top (from the bottom: 牌堆底的
  // 第X张牌), no one's choice; with a description (第一张红色牌), the Xth card of that description.
  if (np.quantity?.kind === "ordinal" && region && PILE_NTH.has(region.regions[0])) {
    const q = np.quantity;
    if (q.which !== "first") refuse(np.span, "the draw pile's cards are counted from its top or bottom (牌堆里的第X张牌, 3.5.53), not as 上一张/下一张");
    if (np.owner) refuse(np.span, "the draw pile's cards are no player's (牌堆里的第X张牌, 3.5.53)");
    const bind = ctx.scope.fresh("cards");
    const described = np.head !== "card" || np.restrictions.length !== 1 || np.except;
    const zone = str(region.regions[0]);
    const x = described ? call("c.nthOf", { zone, n: value(q.n, ctx), filter: test, bind: str(bind) }) : call("c.nth", { zone, n: value(q.n, ctx), bind: str(bind) });
    return { x, single: true, head: np.head, later: call("c.bound", { name: str(bind) }) };
  }
  // 你于此阶段内使用过的上一张牌, 其于此回合内使用的下一张【杀】 (3.5.33): one happening of the history,
  // by its order.
  if (np.quantity?.kind === "ordinal") {
    const op = historyOp(np);
    if (ctx.mode === "act") refuse(np.span, "an ordinal (第一次, 上一张, 下一张) is read only in timings, conditions and states here");
    if (!op) refuse(np.span, "an ordinal (上一张, 下一张) picks among cards an operation moved: write what was done with them (使用过的上一张牌)");
    const q = np.quantity;
    if (q.n.kind !== "int") refuse(q.n.span, "the place in what happened is a number here (第二次, 上一张), not a variable");
    return { x: call("c.ordinal", { from: call("c.filter", { from, filter: test }), op: str(op), which: str(q.which), n: num(q.n.n) }), single: true, head: np.head, ...(np.name ? { name: np.name } : {}) };
  }
  // 将处理区里的以此法亮出的牌置入弃牌堆: cards described without a number are all of them (the
  // notation writes 一张 when it means one).
  // 观看一名其他角色的手牌, 获得其装备区里的牌: a player's cards without a number are all of them too.
  const described = np.restrictions.some((r) => r.kind === "rel" || r.kind === "region") || np.owner !== undefined;
  const count = countOf(np.quantity, ctx, np.span, opts.defaultAll ?? (described && !np.quantity));
  const filtered = call("c.filter", { from, filter: test });
  if (count.all && ctx.mode === "act" && np.quantity?.kind === "all") {
    // 弃置你的判定区里的所有牌，摸等量的牌 (3.4.13): 所有 is not a fixed number; 等量 is how many were taken.
    const bind = ctx.scope.fresh("cards");
    ctx.scope.lastCount = call("v.boundCount", { name: str(bind) });
    return { x: call("c.taken", { from: filtered, bind: str(bind) }), single: false, head: np.head, ...(np.name ? { name: np.name } : {}), from };
  }
  if (count.all || ctx.mode !== "act") return { x: filtered, single: false, head: np.head, ...(np.name ? { name: np.name } : {}), from };
  // 牌堆顶的X张牌 (3.3.1): the top X cards, no one's choice.
  if (region && PILE_ENDS.has(region.regions[0]) && count.max !== null && JSON.stringify(count.min) === JSON.stringify(count.max)) {
    const bind = ctx.scope.fresh("cards");
    return { x: call("c.top", { zone: str(region.regions[0]), n: count.min, bind: str(bind) }), single: count.single, head: np.head, ...(np.name ? { name: np.name } : {}), later: call("c.bound", { name: str(bind) }) };
  }
  const bind = ctx.scope.fresh("cards");
  if (count.max === null || intOf(count.min) === null || intOf(count.min) !== intOf(count.max)) ctx.scope.lastCount = call("v.count", { of: call("c.bound", { name: str(bind) }) });
  // 3.8.25 <操作>弃牌堆里的<一张……牌>: one of those it can operate at random, no one's choice.
  const random = (region?.regions[0] === "弃牌堆" || region?.regions[0] === "牌堆") && !np.owner ? { random: bool(true) } : {};
  const x = call("c.choose", { from: filtered, min: count.min, max: count.max ?? NULL, chooser: opts.chooser ?? ctx.actor, bind: str(bind), ...random }, locOf(ctx.src, np.span));
  return { x, single: count.single, head: np.head, ...(np.name ? { name: np.name } : {}), from: filtered, later: call("c.bound", { name: str(bind) }) };
}

/**
 * 一张【X】（衍生牌） (3.1.5 爪按): cards of that name the system makes for the operation, with the faces
 * a 衍生牌 block of a pack in scope lists. Made, not found: no owner, place or description narrows them.
 */
function derivedCards(np: NounPhrase, ctx: Ctx): CardsRef {
  const name = np.name!;
  if (ctx.mode !== "act") refuse(np.span, "【X】（衍生牌） names cards the system makes for an operation (3.1.5), not cards a condition or a state can test");
  if (np.owner || np.among || np.except || np.restrictions.length > 0) refuse(np.span, "a derived card (3.1.5) is made for the operation: no owner, place or description can narrow it");
  if (!ctx.names.derived?.has(name)) refuse(np.span, `【${name}】（衍生牌） needs its faces: list them in a 衍生牌 block of a pack (衍生牌 <名>, then 【${name}】 ♠A …)`, "E-UNKNOWN-NAME");
  const count = countOf(np.quantity, ctx, np.span, false);
  if (count.all || count.max === null || JSON.stringify(count.min) !== JSON.stringify(count.max)) refuse(np.span, "derived cards (3.1.5) are made in a fixed number (一张, 两张, X张)");
  const bind = ctx.scope.fresh("cards");
  return { x: call("c.derive", { name: str(name), n: count.min, bind: str(bind) }), single: count.single, head: "named", name, later: call("c.bound", { name: str(bind) }) };
}

/**
 * 其中 after a card was singled out of a set (你获得其中的一张牌，将其中任意数量的牌…): one card is no set
 * to choose among, so 其中 names the set it came from, less that card (as 其余的牌 would).
 */
function amongPrevious(ctx: Ctx): CardsRef | undefined {
  const from = ctx.scope.operandsFrom;
  const last = from !== null && ctx.scope.cardMentions > from ? ctx.scope.lastCardsBefore(from) : ctx.scope.lastCards();
  if (last?.single && last.from) return { x: call("c.rest", { from: last.from, taken: last.x }), single: false };
  return last;
}

/** 所有“鉴”, 两枚“X”, “X” (one): a mark and how many of it (null: all). */
export function marksOf(np: NounPhrase, ctx: Ctx): X {
  const count = countOf(np.quantity, ctx, np.span, false);
  const name = markName(np, { quantity: true });
  if (count.all) return call("k.marks", { name: str(name), n: NULL });
  const fixed = count.max !== null && (count.min === count.max || (intOf(count.min) !== null && intOf(count.min) === intOf(count.max)));
  if (fixed) return call("k.marks", { name: str(name), n: count.min });
  // 弃至少1枚“势” (3.4.17): the performer picks how many; 等量 later is that number (3.4.13).
  const bind = ctx.scope.fresh("marks");
  ctx.scope.lastCount = call("v.var", { name: str(bind) });
  return call("k.marks", { name: str(name), n: count.min, max: count.max ?? NULL, bind: str(bind) });
}

/** The fixed number a value is (v.int), or null. */
function intOf(x: X): number | null {
  if (x.k !== "call" || x.fn !== "v.int") return null;
  const n = x.args.n;
  return n && n.k === "num" ? n.n : null;
}

/** 两张牌, X张牌, 等量的牌 where only how many counts (摸, 3.8.13): a value. */
export function cardCount(np: NounPhrase, ctx: Ctx): X {
  if (np.ref || np.owner || np.among || np.restrictions.length > 0 || (np.head !== undefined && np.head !== "card")) refuse(np.span, "only a number of cards is drawn (摸X张牌): a drawn card cannot be described further");
  const count = countOf(np.quantity, ctx, np.span, false);
  if (count.max === null || count.all) refuse(np.span, "摸 needs a number of cards (摸两张牌, 摸至多X张牌)");
  if (count.min === count.max || (intOf(count.min) !== null && intOf(count.min) === intOf(count.max))) return count.min;
  // 至多X张 (3.4.17): the drawer picks how many; 等量 later means that number (3.4.13).
  const n = call("v.pick", { min: count.min, max: count.max, chooser: ctx.actor, bind: str(ctx.scope.fresh("count")) });
  ctx.scope.lastCount = n;
  return n;
}

/** 此牌, 这些牌, 判定牌, 此【杀】对应的实体牌, 其余的牌 …: cards named before or by the timing. */
export function cardsRef(np: NounPhrase, ctx: Ctx): CardsRef {
  const s = ctx.scope;
  let ref: CardsRef;
  if (np.items) {
    const items = np.items.map((i) => cardsRef(i, ctx));
    ref = { x: call("c.union", { items: list(items.map((i) => i.x)) }), single: false };
  } else if (np.head === "channel") {
    requireEvent(s, "damage", np.span, "渠道");
    ref = { x: call("c.channel", { damage: damageRef(np.owner!, ctx) }), single: true };
  } else if ((np.ref === "this" || np.ref === "that") && np.head === "pile") {
    // 此“创” (3.5.16, 3.3.16 ◆): the “X” named last — put there (（称为“X”）) or chosen among them.
    const last = s.lastCards(true, np.name, "pile");
    if (!last || last.head !== "pile") refuse(np.span, `此“${np.name}” names a “${np.name}” named before it (put on a general card （称为“${np.name}”）, or chosen among them): there is none`, "E-SCOPE");
    ref = { ...last, single: true };
  } else if (np.ref === "this" || np.ref === "that") {
    const named = np.head === "named" ? np.name : undefined;
    const head = np.head === "card" ? undefined : np.head;
    const last = s.lastCards(true, named, head === "named" ? undefined : head);
    if (last) ref = { ...last, single: true };
    else {
      const what = `此${named ? `【${named}】` : "牌"}`;
      requireEvent(s, "card", np.span, what);
      // In a card's text: the card itself, or one its 使用时机/使用目标 names (【闪】: 此【杀】).
      if (named && s.cardNames && !s.cardNames.has(named)) refuse(np.span, `${what} names a card that is not in scope: this text is about ${[...s.cardNames].map((n) => `【${n}】`).join("、")}`, "E-SCOPE");
      ref = { x: call("c.event", { field: str("card"), ...(named ? { name: str(named) } : {}) }), single: true, ...(named ? { name: named } : {}) };
    }
  } else {
    switch (np.ref) {
      case "these": {
        // 这两张牌, 这些红色牌 (3.5.16): the cards named last (of that head, where it names one).
        const head = np.head === "card" ? undefined : np.head;
        const last = s.lastCards(undefined, np.head === "named" ? np.name : undefined, head === "named" ? undefined : head);
        if (!last || np.restrictions.length > 0) refuse(np.span, "“{text}” names cards named before it: there are none of that description", "E-SCOPE");
        ref = last;
        break;
      }
      case "theseCards":
      case "aforesaid": {
        const last = s.lastCards();
        if (!last) refuse(np.span, `${np.ref === "theseCards" ? "这些牌" : "之"} names no cards here: no cards were named before it`, "E-SCOPE");
        ref = last;
        break;
      }
      case "judgeCard":
        // 判定牌 names the judgement of a judge timing, or one this text performed before it (你可判定▶…判定牌).
        if (!s.judged) requireEvent(s, "judge", np.span, "判定牌");
        ref = { x: s.lastJudge ?? call("c.event", { field: str("judgeCard") }), single: true };
        break;
      case "originalJudgeCard":
        ref = { x: call("c.bound", { name: str("originalJudgeCard") }), single: true };
        break;
      case "result":
        // 结果: of the 议事 this text held (3.5.61, 若结果为：红色，…), else of the judgement in scope (4.2.11).
        if (s.performed.has("council") && !s.judged) {
          ref = { x: call("c.councilResult"), single: true };
          break;
        }
        if (!s.judged) requireEvent(s, "judge", np.span, "结果");
        ref = { x: s.lastJudge ?? call("c.event", { field: str("judgeCard") }), single: true };
        break;
      case "rest": {
        const last = s.lastCards(undefined);
        if (!last?.from) refuse(np.span, "其余的牌 needs a set some cards were chosen from before it", "E-SCOPE");
        ref = { x: call("c.rest", { from: last.from, taken: last.x }), single: false };
        break;
      }
      case "pindianCard": {
        const owner = np.owner ? players(np.owner, ctx).x : YOU;
        ref = { x: call("c.pindianCard", { of: owner }), single: true };
        break;
      }
      default: {
        if (np.ref) refuse(np.span, "“{text}” as a reference to cards is not supported here");
        // 是此伤害的渠道的牌: the card a relative "是<reference>" names is that card.
        const same = identityOf(np);
        ref = same ? cardsRef(same, ctx) : cardsArg({ ...np, physical: undefined }, { ...ctx, mode: "state" }, {});
      }
    }
  }
  if (np.physical) ref = { x: call("c.physical", { of: ref.x, all: bool(np.physical.all) }), single: false };
  return ref;
}

/** A card to use or play: its name (and kind) and its physical cards (对应的实体牌为…, 无对应的实体牌). */
export function virtualCard(np: NounPhrase, ctx: Ctx, opts: { chooser?: X } = {}): X {
  if (np.ref) {
    const r = cardsRef(np, ctx);
    return call("card.as", { cards: r.x });
  }
  const names = np.items && np.join === "or" ? np.items.map((i) => cardNameOf(i)) : [cardNameOf(np)];
  let physical: X = call("card.fromHand");
  for (const r of np.restrictions) {
    if (r.kind !== "rel" || r.clause.kind !== "pred") continue;
    const m = r.clause.match;
    if (m.row === "usedCardIs") {
      const c = m.slots.cards as NounPhrase;
      physical = cards(c, { ...ctx, mode: "act" }, { ...(opts.chooser ? { chooser: opts.chooser } : {}) }).x;
    } else if (m.row === "corresponds") {
      const is = (m.slots.is as { text: string } | undefined)?.text;
      physical = is === "无" ? call("card.none") : physical;
    }
  }
  // 3.8.25 使用牌堆/弃牌堆里的一张武器牌: that card itself is used (one at random), under its own name.
  const region = np.restrictions.find((r): r is Extract<Restriction, { kind: "region" }> => r.kind === "region");
  const fromPile = region !== undefined && (region.regions[0] === "牌堆" || region.regions[0] === "弃牌堆") && JSON.stringify(physical) === JSON.stringify(call("card.fromHand"));
  if (fromPile) physical = cards(np, { ...ctx, mode: "act" }, opts.chooser ? { chooser: opts.chooser } : {}).x;
  const other = np.restrictions.filter((r) => !(fromPile && r === region) && !(r.kind === "rel" && r.clause.kind === "pred" && (r.clause.match.row === "usedCardIs" || r.clause.match.row === "corresponds")));
  const depth = ctx.depth + 1;
  const rest = other.flatMap((r) => restriction(r, candidate("card", depth), "card", ctx, depth));
  return call("card.spec", {
    names: list(names.map((n) => (n.name ? str(n.name) : call("card.anyName", n.head ? { head: str(n.head) } : {})))),
    kinds: list(names.map((n) => (n.kind ? str(n.kind) : call("card.anyKind")))),
    physical,
    ...(rest.length > 0 ? { filter: call("f.card", { depth: num(depth), test: and(rest) }) } : {}),
  });
}

function cardNameOf(np: NounPhrase): { name?: string; kind?: string; head?: string } {
  const kindAttr = np.restrictions.find((r) => r.kind === "attr" && (r.row === "plain" || r.row === "fire" || r.row === "thunder"));
  const kind = kindAttr && kindAttr.kind === "attr" ? kindAttr.row : undefined;
  if (np.head === "named") return { name: np.name!, ...(kind ? { kind } : {}) };
  return { ...(np.head ? { head: np.head } : {}), ...(kind ? { kind } : {}) };
}

// ---------------------------------------------------------------- damage, skills, marks, phases, zones

/** 此伤害 / 伤害 / 渠道为【杀】的伤害 as the damage in scope or a filter on it. */
export function damageRef(np: NounPhrase, ctx: Ctx): X {
  requireEvent(ctx.scope, "damage", np.span, "此伤害");
  if (np.ref === "thisDamage") return call("d.current");
  return call("d.current");
}

export function damageTest(np: NounPhrase, ctx: Ctx): X {
  const depth = ctx.depth + 1;
  if (np.ref === "thisDamage") return call("f.damage", { depth: num(depth), test: call("q.sameDamage", { a: candidate("damage", depth), b: call("d.current") }) });
  return call("f.damage", { depth: num(depth), test: and(restrictionsOf(np, ctx, "damage")) });
}

const ATTR_NAMES = { suit: ["花色", "suit"], color: ["颜色", "colour"], category: ["类别", "card type"], faction: ["势力", "faction"] } as const;

/**
 * 此牌的花色, 其选择的花色, 此颜色, 此类别, 一种花色 (3.2.1–3.2.2, 3.1.4): a set of suits, colours or
 * card types — of cards, chosen before (by a player), or all of them (what 选择一种花色 chooses among).
 */
export function attrOf(np: NounPhrase, ctx: Ctx, attr: "suit" | "color" | "category" | "faction"): X {
  const [word, en] = ATTR_NAMES[attr];
  // 你的势力 (3.2.6): a player's faction.
  if (np.owner && attr === "faction") return call("attr.factionOf", { who: playerRef(np.owner, { ...ctx, mode: "state" }).x });
  if (np.owner) return call("attr.of", { attr: str(attr), cards: cardsRef(np.owner, { ...ctx, mode: "state" }).x });
  if (attr === "faction" && np.ref === "that" && !ctx.scope.chosenAttrs.has(attr)) refuse(np.span, "该势力 names a faction chosen before it (选择一个势力): none is", "E-SCOPE");
  if (np.ref === "thisColor" || np.ref === "this" || (attr === "faction" && np.ref === "that")) {
    // 此颜色/此花色/此类别: the one chosen before it (你选择一种颜色，弃置所有此颜色的手牌), else that of
    // the card named before it (你展示一张手牌▶你弃置所有此颜色的手牌).
    if (ctx.scope.chosenAttrs.has(attr)) return call("attr.chosen", { attr: str(attr) });
    const last = ctx.scope.lastCards();
    if (!last) refuse(np.span, `此${word} names no ${en} here: no ${en} was chosen and no card was named before it`, "E-SCOPE");
    return call("attr.of", { attr: str(attr), cards: last.x });
  }
  if (np.ref) return refuse(np.span, `“{text}” names no ${en} here`);
  const rel = np.restrictions.find((r): r is Extract<Restriction, { kind: "rel" }> => r.kind === "rel");
  if (rel) {
    const clause = (rel.clause as unknown as { clause?: { subject?: NounPhrase; match: { row: string } } }).clause;
    if (!clause || clause.match.row !== "chooseSuit") return refuse(rel.span, `a ${en} is described only as chosen (其选择的${word}) or as a card's`);
    const by = clause.subject && clause.subject.kind === "np" ? playerRef(clause.subject, { ...ctx, mode: "state" }).x : undefined;
    return call("attr.chosen", { attr: str(attr), ...(by ? { by } : {}) });
  }
  if (np.restrictions.length > 0) return refuse(np.span, `this ${en} description is not supported`);
  if (np.quantity && !(np.quantity.kind === "exactly" && np.quantity.n.kind === "int" && np.quantity.n.n === 1)) return refuse(np.span, `one ${en} is chosen at a time (一种${word})`);
  return call("attr.all", { attr: str(attr) });
}

/** 〖名〗, 〖X〗和〖Y〗, 此技能, 其所有未带有“锁定技”标签的武将技能. */
export function skillsOf(np: NounPhrase, ctx: Ctx): X {
  if (np.items) return call("sk.union", { items: list(np.items.map((i) => skillsOf(i, ctx))) });
  if (np.ref === "thisSkill") return call("sk.this");
  if (np.head === "named") return call("sk.named", { name: str(np.name!) });
  const equipment = EQUIPMENT_SKILLS[np.head ?? ""];
  if (equipment) {
    if (np.restrictions.length > 0) refuse(np.span, "“{text}” are the skills of those equipment cards: no description narrows them here");
    const owner = np.owner ? playerRef(np.owner, ctx).x : YOU;
    return call("sk.equipment", { owner, subtypes: list(equipment.map(str)) });
  }
  // 以此法失去的所有技能 (3.5.33): the skills this activation's 失去/获得 moved — no longer (or not yet) its
  // owner's, so not read from anyone's skills now.
  const rel = np.restrictions.find((r): r is Extract<Restriction, { kind: "rel" }> => r.kind === "rel");
  type Moved = { match?: { row: string }; adverbials?: readonly { row: string }[]; clause?: Moved };
  const moved = rel?.clause as unknown as Moved | undefined;
  // (A predicate's adverbials are on the clause it was read from.)
  const adverbials = moved?.adverbials ?? moved?.clause?.adverbials;
  if (moved?.match && (moved.match.row === "loseSkill" || moved.match.row === "gainSkill") && adverbials?.some((a) => a.row === "byThisMeans")) {
    if (np.restrictions.length > 1 || np.owner) refuse(np.span, "the skills 以此法失去/获得 are those the operation moved: no owner or description narrows them here");
    return call("sk.happened", { op: str(moved.match.row) });
  }
  if (np.head === "generalSkill" || np.head === "skill") {
    // Without an owner: the performer's own (其失去所有武将技能).
    const owner = np.owner ? playerRef(np.owner, ctx).x : ctx.actor;
    const depth = ctx.depth + 1;
    return call("sk.of", { owner, general: bool(np.head === "generalSkill"), filter: call("f.skill", { depth: num(depth), test: and(restrictionsOf(np, ctx, "skill")) }) });
  }
  return refuse(np.span, "this skill description is not supported here");
}

/** 3.1.7 装备技能 and its four kinds: the card subtypes whose skills they are. */
const EQUIPMENT_SKILLS: Readonly<Record<string, readonly string[]>> = {
  equipmentSkill: ["weapon", "armor", "offensiveHorse", "defensiveHorse", "specialHorse", "treasure"],
  weaponSkill: ["weapon"],
  armorSkill: ["armor"],
  horseSkill: ["offensiveHorse", "defensiveHorse", "specialHorse"],
  treasureSkill: ["treasure"],
};

/**
 * A mark's name (3.5.8). Any other part of the phrase (an owner, how many, a description) is read
 * by the caller that says so in `reads`, or refused here: faithful or refused.
 */
export function markName(np: NounPhrase, reads: { readonly owner?: boolean; readonly quantity?: boolean } = {}): string {
  const more = np.restrictions.length > 0 || np.except || np.among || np.ref || np.another || np.label || np.physical || (np.items && np.items.length > 1) || (np.owner && !reads.owner) || (np.quantity && !reads.quantity);
  if (more) refuse(np.span, "only a mark's name is read in “{text}” here (“X”, 其“X”, N枚“X”)");
  if (np.name) return np.name;
  if (np.items?.[0]?.name) return np.items[0].name;
  return refuse(np.span, "a mark is named in “”");
}

/** The mark rows a history description of marks reads (以此法弃的“威”, 3.5.33). */
const MARK_OPS = new Set(["discardMark", "gainMark"]);

/**
 * “X”数 of a mark phrase (3.5.8): how many its owner has (its owner, else `owner`), or, for a
 * history description (你以此法弃的“威”数, 3.5.33), how many marks of that name this activation's
 * operation moved.
 */
export function markCountOf(np: NounPhrase, owner: X, ctx: Ctx): X {
  const rel = np.restrictions.length === 1 ? np.restrictions[0] : undefined;
  const clause = rel?.kind === "rel" ? (rel.clause as unknown as { clause?: { match: { row: string }; subject: NounPhrase | null; adverbials: readonly { row: string; span: Span }[] } }).clause : undefined;
  if (!clause || !MARK_OPS.has(clause.match.row)) return call("v.markCount", { owner: np.owner ? playerRef(np.owner, ctx).x : owner, name: str(markName(np, { owner: true })) });
  if (np.owner || np.quantity || np.except || np.among) refuse(np.span, "the marks 以此法弃/获得 are counted as the operation moved them: nothing else narrows them here");
  const other = clause.adverbials.find((a) => a.row !== "byThisMeans");
  if (!clause.adverbials.some((a) => a.row === "byThisMeans") || other) refuse(other?.span ?? rel!.span, "marks a past operation moved are counted for this activation only (以此法, 3.5.33)");
  const name = markName({ ...np, restrictions: [] });
  // Who moved them: the clause's subject, else the owner the count is of (你以此法弃的“威”数 reads 你 so).
  return call("v.marksMoved", { op: str(clause.match.row), name: str(name), who: clause.subject ? players(clause.subject, ctx).x : owner });
}

export function phaseOf(np: NounPhrase, ctx: Ctx): X {
  if (np.items && np.join !== "or") return call("ph.union", { items: list(np.items.map((i) => phaseOf(i, ctx))) });
  if (np.ref === "this" && np.head) {
    // 此出牌阶段 at a timing of another phase names no phase in scope: faithful or refused.
    const other = ctx.scope.timings.map((t) => /^phase\.([a-z]+)\./.exec(t.row.id)?.[1]).find((p) => p !== undefined && p !== np.head);
    if (other) refuse(np.span, "“{text}” names the phase in scope, and this part's timing is in another phase", "E-SCOPE");
    return call("ph.this", { phase: str(np.head) });
  }
  if (np.ref === "this") return call("ph.this");
  if (np.ref === "ofThisTurn") return call("ph.named", { phase: str(np.head!), ofThisTurn: bool(true) });
  if (np.head === "any") return call("ph.any");
  if (np.head) return call("ph.named", { phase: str(np.head), ...(np.owner ? { owner: playerRef(np.owner, ctx).x } : {}) });
  return refuse(np.span, "this phase is not supported here");
}

const ZONE_IDS: Readonly<Record<string, string>> = {
  弃牌堆: "discardPile",
  牌堆顶: "drawPileTop",
  牌堆底: "drawPileBottom",
  处理区: "processing",
  目标区域: "destination",
  手牌区: "hand",
  装备区: "equip",
  判定区: "judge",
  武将牌上: "generalOn",
  武将牌旁: "generalBeside",
  // 3.3.18–3.3.20: the public zones skills put cards into.
  ...Object.fromEntries(PUBLIC_AREAS.map((a) => [a.word, a.area])),
};

/**
 * <一个区域> (3.3.23–3.3.24): an area named (你的判定区), or described — 区域 within 装备区 (装备区里的) or
 * any one can seal, with relative clauses (处于封印状态的) — one chosen by the actor (一个), or all of
 * them. In an operation the area is its performer's own (4.2.23–4.2.24).
 */
export function areaOf(np: NounPhrase, ctx: Ctx): X {
  if (np.among === "previous") return areaAmong(np, ctx);
  if (np.items || np.except || np.among || np.label || np.another || np.physical || np.ref) refuse(np.span, "this description of an area is not supported (你的判定区, 你的一个处于封印状态的区域 …)");
  const state: Ctx = { ...ctx, mode: "state" };
  const owner = np.owner ? playerRef(np.owner, state).x : undefined;
  if (owner && ctx.mode === "act") {
    const subject = clauseSubject(ctx);
    if (subject && JSON.stringify(owner) !== JSON.stringify(subject)) refuse(np.owner!.span, "“{text}” must be the one who does this: a player does it only to its own (4.2.23, 4.2.24)");
  }
  const region = np.restrictions.find((r): r is Extract<Restriction, { kind: "region" }> => r.kind === "region");
  const rest: NounPhrase = { ...np, restrictions: np.restrictions.filter((r) => r !== region) };
  if (np.name) {
    if (region || rest.restrictions.length > 0 || np.quantity) refuse(np.span, "an area named (你的判定区) takes no description; describe 区域 instead (你的一个处于封印状态的区域)");
    return call("ar.named", { word: str(np.name), ...(owner ? { owner } : {}) });
  }
  if (region && (region.regions.length !== 1 || region.regions[0] !== "装备区")) refuse(region.span, "the areas of a description are those of 装备区 (装备区里的一个区域, 3.3.13), or any one can seal");
  const q = np.quantity;
  const one = q?.kind === "exactly" && q.n.kind === "int" && q.n.n === 1;
  if (q && !one && q.kind !== "all") refuse(np.span, "areas are chosen one at a time (一个区域), or all of them (所有区域)");
  const depth = ctx.depth + 1;
  const filter = call("f.area", { depth: num(depth), test: and(restrictionsOf(rest, state, "area")) });
  const bind = one ? { bind: str(ctx.scope.fresh("areas")) } : {};
  const x = call("ar.described", { ...(owner ? { owner } : {}), ...(region ? { within: str("装备区") } : {}), filter, one: bool(one), chooser: ctx.actor, ...bind });
  if (!one) ctx.scope.lastAreas = x;
  return x;
}

/** 其中的一个区域 (3.3.23): one of the areas described before it, chosen by the actor. */
function areaAmong(np: NounPhrase, ctx: Ctx): X {
  const from = ctx.scope.lastAreas;
  if (!from) return refuse(np.span, "其中 has no set of areas before it to choose among (你有处于封印状态的区域，…其中的一个区域)", "E-SCOPE");
  if (np.owner || np.items || np.except || np.label || np.another) refuse(np.span, "this description of an area is not supported (其中的一个区域)");
  const q = np.quantity;
  const one = q?.kind === "exactly" && q.n.kind === "int" && q.n.n === 1;
  if (!one) refuse(np.span, "an area is chosen one at a time among them (其中的一个区域)");
  const depth = ctx.depth + 1;
  const filter = call("f.area", { depth: num(depth), test: and(restrictionsOf(np, { ...ctx, mode: "state" }, "area")) });
  return call("ar.among", { from, filter, chooser: ctx.actor, bind: str(ctx.scope.fresh("areas")) });
}

export function zoneOf(np: NounPhrase, ctx: Ctx): X {
  const id = ZONE_IDS[np.head ?? ""];
  if (!id) refuse(np.span, "this zone is not supported here");
  // 置入一名其他角色的装备区 (an effect): the owner is a choice the operation makes, not every such player.
  const chosen = ctx.mode === "act" && np.owner?.quantity !== undefined && !np.owner.ref;
  return call("z.zone", { zone: str(id), ...(np.owner ? { owner: players(np.owner, chosen ? ctx : { ...ctx, mode: "state" }).x } : {}) });
}
