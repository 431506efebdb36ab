// Conditions → q.* calls. Comparisons of values (a player on the right means the same value of
// that player: 其手牌数大于你), identity and attributes (为/是), existence, the table's tests,
// and past events (使用过, 未杀死过) read from the game's history.
import type { Clause, Condition, Gap, NounPhrase, Value } from "../../grammar/syntax.ts";
import { bool, call, list, NULL, num, str, type X } from "../ir.ts";
import type { Ctx } from "./context.ts";
import { refuse, refuseOtherMode, refuseUnlessBanned } from "./refuse.ts";
import { requireEvent, requireHeld, YOU } from "./scope.ts";
import { attrOf, cardAttr, cards, cardsRef, cardTest, candidate, countOf, headTest, players, playerRef, playerSet, restrictionsOf, skillsOf } from "./nouns.ts";
import { distanceFrom, value } from "./values.ts";
import { duringOf, thisEventKind } from "./periods.ts";
import { slotArg, slotArgs, slotTypes, predicateRow, type SlotLowerers } from "./slots.ts";

const and = (items: X[]): X => (items.length === 1 ? items[0] : call("q.and", { items: list(items) }));
const isGap = (v: unknown): v is Gap => (v as Gap)?.kind === "gap";

export function condition(c: Condition, ctx: Ctx): X {
  switch (c.kind) {
    case "and":
    case "or":
      return call(`q.${c.kind}`, { items: list(c.items.map((i) => condition(i, ctx))) });
    case "not":
      return call("q.not", { item: condition(c.item, ctx) });
    case "compare":
      return compare(c, ctx);
    case "is":
      return isTest(c, ctx);
    case "exists":
      return exists(c, ctx);
    case "now":
      return call("q.now", { during: duringOf({ kind: "adverbial", row: "during", period: c.period, span: c.span }, ctx) });
    case "pred": {
      const clause = (c as unknown as { clause: Clause }).clause;
      // 若<a>与<b>…均不同，…；若相同，…: what 若相同 repeats.
      if (clause.match.slots.same) ctx.scope.lastComparison = c;
      return clauseAsTest(clause, ctx);
    }
    case "again":
      return again(c, ctx);
  }
}

/**
 * 若相同 / 若不同: the comparison of the 若 before, its operands read again, with this word and no 均
 * (若相同 after 均不同: the same as some of them, 3.2.1–3.2.3).
 */
function again(c: Extract<Condition, { kind: "again" }>, ctx: Ctx): X {
  const prev = ctx.scope.lastComparison;
  if (!prev || prev.kind !== "pred") return refuse(c.span, `若${c.how} leaves out what is compared: it needs a 若 comparing with 相同/不同 before it (若此牌的点数与其他牌均不同，…；若相同，…)`, "E-SCOPE");
  const clause = (prev as unknown as { clause: Clause }).clause;
  const was = clause.match.slots.same as import("../../grammar/syntax.ts").Word;
  const { all: _all, ...slots } = clause.match.slots;
  const match = { ...clause.match, slots: { ...slots, same: { ...was, row: c.how, text: c.how, span: c.span } } };
  return clauseAsTest({ ...clause, match }, ctx);
}

function compare(c: Extract<Condition, { kind: "compare" }>, ctx: Ctx): X {
  const state: Ctx = { ...ctx, mode: "state" };
  const a = c.a as Value | Gap;
  if (c.op === "nearest" || c.op === "farthest") {
    // 距离最近的另一名角色 (3.4.9, 3.4.15): the least/greatest distance from the measuring player
    // to the others (that player, at distance 0 from itself, is not compared).
    const v = a as Value | Gap;
    if (isGap(v) || v.kind !== "term" || v.row !== "distance" || v.slots.to) return refuse(c.span, "最近/最远 are said of a distance to the player described (距离最近的角色, 你距离最远的角色: 3.4.9)");
    const depth = ctx.depth + 1;
    const cand = call("p.cand", { depth: num(depth) });
    const inner: Ctx = { ...state, scope: state.scope.withGap("player", cand), depth };
    const of = call("f.value", { depth: num(depth), value: value(v, inner) });
    const who = ctx.scope.gap?.noun === "player" ? ctx.scope.gap.x : refuse(c.span, "最近/最远 describe a player (距离最近的角色)");
    return call("q.extreme", { op: str(c.op === "nearest" ? "min" : "max"), value: of, who, except: distanceFrom(v, state) });
  }
  // 这两名角色的手牌数不同 / 这些角色的体力值相同 (3.4.15 相同/不同 said of a set named, not of a description): the
  // value of each of the set, compared among them.
  const ofSet = !isGap(a) && (a as Value).kind === "term" ? ((a as Extract<Value, { kind: "term" }>).slots.of as NounPhrase | undefined) : undefined;
  if ((c.op === "same" || c.op === "differ") && !ctx.scope.gap && ofSet?.kind === "np" && ofSet.noun === "player") {
    const set = playerSet(ofSet, state).x;
    const depth = ctx.depth + 1;
    const cand = call("p.cand", { depth: num(depth) });
    const term = a as Extract<Value, { kind: "term" }>;
    const { of: _of, ...rest } = term.slots;
    const inner: Ctx = { ...state, scope: state.scope.withGap("player", cand), depth };
    const each = call("f.value", { depth: num(depth), value: value({ ...term, slots: rest }, inner) });
    return call("q.valuesAmong", { set, value: each, op: str(c.op) });
  }
  if (c.op === "max" || c.op === "min" || c.op === "larger" || c.op === "smaller" || c.op === "same" || c.op === "differ") {
    // 手牌数最大的角色 (3.4.15), 其中手牌数较小的角色, 手牌数不同的两名角色.
    const depth = ctx.depth + 1;
    const cand = call("p.cand", { depth: num(depth) });
    const inner: Ctx = { ...state, scope: state.scope.withGap("player", cand), depth };
    const of = call("f.value", { depth: num(depth), value: value(a as Value, inner) });
    const who = ctx.scope.gap?.noun === "player" ? ctx.scope.gap.x : YOU;
    return call("q.extreme", { op: str(c.op), value: of, who });
  }
  const left = isGap(a) ? call("v.subject") : value(a, state);
  const b = c.b as Value | NounPhrase;
  let right: X;
  if ((b as NounPhrase).kind === "np") {
    // 其手牌数大于你: the same value, of that player.
    if (isGap(a) || a.kind !== "term") return refuse(c.span, "comparing with a player needs a value of a player on the left (其手牌数大于你)");
    const who = players(b as NounPhrase, state).x;
    right = call("v.sameOf", { value: left, who });
  } else right = value(b as Value, state);
  const ext = c as unknown as { first?: boolean; all?: boolean };
  const cmp = call("q.cmp", { op: str(c.op), a: left, b: right });
  if (ext.first) return call("q.firstTime", { test: cmp });
  return cmp;
}

/**
 * 此伤害是你于此回合内受到的第一次伤害 (3.4.16 ordinals): the timing's damage fits the
 * description and is the first that does.
 */
function firstEvent(subj: NounPhrase, w: NounPhrase, ctx: Ctx): X {
  const rel = w.restrictions.find((r) => r.kind === "rel");
  const clause = rel && (rel.clause as unknown as { clause?: Clause }).clause;
  const firstOne = w.quantity?.kind === "ordinal" && w.quantity.which === "first" && w.quantity.n.kind === "int" && w.quantity.n.n === 1;
  // 此伤害为属性伤害 / 为火焰伤害 (3.5.24): the damage in scope fits a description of a damage.
  if (subj.ref === "thisDamage" && !w.quantity && !w.owner && !w.ref && !w.except && !w.items && w.head === "damage") {
    requireEvent(ctx.scope, "damage", subj.span, "此伤害");
    const depth = ctx.depth + 1;
    return call("q.damageWith", { filter: call("f.damage", { depth: num(depth), test: and(restrictionsOf(w, ctx, "damage")) }) });
  }
  if (subj.ref !== "thisDamage" || !firstOne || !clause || w.restrictions.length !== 1) {
    return refuse(w.span, "a damage is compared only as the first of a description (此伤害是你于此回合内受到的第一次伤害)");
  }
  // Read as a past event over its period (受到 → 受到过), the damage itself in the gap.
  const test = clauseAsTest({ ...clause, match: { ...clause.match, past: true } }, { ...ctx, scope: ctx.scope.withGap("damage", call("d.current")) });
  return call("q.firstOf", { test });
}

/** <subject> 为/是 <what>. */
function isTest(c: Extract<Condition, { kind: "is" }>, ctx: Ctx): X {
  const state: Ctx = { ...ctx, mode: "state" };
  const subj = c.subject;
  const what = c.what as NounPhrase | Value;
  let test: X;
  if ((what as NounPhrase).kind !== "np") {
    // X为1 / 结果为…: a value.
    const left = isGap(subj) ? call("v.subject") : subjectValue(subj, state);
    test = call("q.cmp", { op: str("="), a: left, b: value(what as Value, state) });
  } else {
    const w = what as NounPhrase;
    const noun = isGap(subj) ? ((ctx.scope.gap?.noun as NounPhrase["noun"]) ?? "player") : subj.noun;
    // 均为 (3.5.36): a card or player test holds of each of the set already (q.cardIs, q.with); 均不为 would
    // need each to fail it, which q.not of that test does not say.
    const attributesOnly = !w.head && !w.ref && w.restrictions.length > 0 && w.restrictions.every((r) => r.kind === "attr");
    if (c.all && (c.negated || isGap(subj) || (noun !== "card" && !(noun === "player" && attributesOnly)))) return refuse(c.span, "均 is read here only as 均为 of cards, or of players and an attribute (each of them is …)");
    if (noun === "damage" && w.noun === "damage" && !isGap(subj)) test = firstEvent(subj, w, state);
    else if (noun === "player" || w.noun === "player") test = playerIs(subj, w, state, c.negated);
    else test = cardIs(subj, w, state);
  }
  return c.negated ? call("q.not", { item: test }) : test;
}

function subjectValue(np: NounPhrase, ctx: Ctx): X {
  return refuse(np.span, "this comparison is not supported");
}

function playerIs(subj: NounPhrase | Gap, what: NounPhrase, ctx: Ctx, negated = false): X {
  const subject = isGap(subj) ? null : playerRef(subj, ctx);
  // 若来源不为你，你令其…: the condition's subject is named for what follows (若使用者为你 names 你).
  if (subject) ctx.scope.mentionPlayer(!negated && what.ref === "you" ? { ...subject, you: true } : subject);
  const who = subject ? subject.x : ctx.scope.gap!.x;
  // 该势力的角色 (3.2.6): a player of the faction named.
  if (what.noun === "faction") return call("q.factionIn", { who, factions: attrOf(what, ctx, "faction") });
  // 来源为男性: an attribute.
  if (!what.head && !what.ref && what.restrictions.length > 0 && what.restrictions.every((r) => r.kind === "attr")) {
    const depth = ctx.depth + 1;
    return call("q.with", { who, filter: call("f.player", { depth: num(depth), test: and(restrictionsOf(what, ctx, "player")) }) });
  }
  if (what.ref === "inRangeOf") return call("q.inRange", { who, of: players(what.owner!, ctx).x });
  // 是此【杀】的目标 (3.5.32 <一张牌>的目标: its target list): the player is one of those targets'.
  if (what.noun === "target" && what.head === "target" && what.owner && !what.quantity && !what.among && what.restrictions.length === 0) {
    const depth = ctx.depth + 1;
    const filter = call("f.player", { depth: num(depth), test: call("q.same", { a: candidate("player", depth), b: who }) });
    return call("q.nonEmpty", { set: call("p.targetOf", { target: call("t.where", { card: cardsRef(what.owner, ctx).x, filter }) }) });
  }
  if (what.ref || what.head === "previous" || what.head === "next" || what.head === "targetPlayer" || what.head === "userOf") {
    const other = subject && (what.ref === "it" || what.ref === "that") ? ctx.scope.excluding(subject, () => playerRef(what, ctx)) : playerRef(what, ctx);
    return call("q.same", { a: who, b: other.x });
  }
  // 你是手牌数最大的角色: a member of the set described.
  return call("q.in", { who, set: playerSet(what, ctx).x });
}

/** The word q.sameAttribute compares by (3.2.1 花色, 3.2.2 颜色, 3.1.4 类别). */
const ATTR_WORD = { suit: "花色", color: "颜色", category: "类别" } as const;

function cardIs(subj: NounPhrase | Gap, what: NounPhrase, ctx: Ctx): X {
  const subject = isGap(subj) ? null : cardsRef(subj, ctx);
  // 若你以此法摸的牌为装备牌，你可使用之: a described subject is named for what follows, as a player's is
  // (a reference such as 结果 or 此牌 keeps naming what it named).
  if (subject && !isGap(subj) && !subj.ref) ctx.scope.mentionCards(subject);
  const card = subject ? subject.x : ctx.scope.gap!.x;
  // 此颜色的手牌, 其选择的花色的牌, 此类别的手牌 (3.2.1–3.2.2, 3.1.4): a card of that suit, colour or type.
  if (what.noun === "color" || what.noun === "suit" || what.noun === "category")
    return call("q.sameAttribute", { a: card, b: attrOf(what, ctx, what.noun), attr: str(ATTR_WORD[what.noun]), same: str("相同") });
  // 此牌是其于此阶段内使用的第三张牌 (3.5.53 第X张, 3.5.33): that one happening of the history, by its order —
  // never any card the description fits.
  if (what.quantity?.kind === "ordinal") return call("q.sameCard", { a: card, b: cardsRef(what, ctx).x });
  const ranks = (what as unknown as { ranks?: readonly [number, number] }).ranks;
  const tests: X[] = [];
  const ht = headTest(what.head, what.name, card);
  if (ht) tests.push(ht);
  if (what.items) tests.push(call("q.or", { items: list(what.items.map((i) => headTest(i.head, i.name, card) ?? call("q.true"))) }));
  for (const r of what.restrictions) {
    if (r.kind === "attr") tests.push(what.noun === "card" || what.noun === "player" ? cardAttr(r.row, card, r.span) : call("q.true"));
    else if (r.kind === "rel") {
      const depth = ctx.depth + 1;
      tests.push(call("q.cardWith", { card, filter: call("f.card", { depth: num(depth), test: cardTest({ ...what, items: undefined, head: undefined }, ctx, depth) }) }));
      break;
    }
  }
  if (ranks) tests.push(call("q.cardIs", { card, rankMin: num(ranks[0]), rankMax: num(ranks[1]) }));
  if (what.ref || what.head === "channel" || what.physical) tests.push(call("q.sameCard", { a: card, b: cardsRef(what, ctx).x }));
  else if (what.owner || what.quantity?.kind === "all") {
    // 此【杀】对应的实体牌为你的所有手牌: the same set of cards.
    tests.length = 0;
    tests.push(call("q.sameCards", { a: card, b: cards(what, { ...ctx, mode: "state" }, { defaultAll: true }).x }));
  }
  if (tests.length === 0) return refuse(what.span, "what a card is compared with here is not supported");
  return and(tests);
}

function exists(c: Extract<Condition, { kind: "exists" }>, ctx: Ctx): X {
  const state: Ctx = { ...ctx, mode: "state" };
  const clause = (c as unknown as { clause?: Clause }).clause;
  let test: X;
  if (clause) {
    // 有角色以此法打出【闪】 / 没有角色受到过伤害: some player of the set did it.
    const set = clause.subject as NounPhrase;
    const depth = ctx.depth + 1;
    const cand = candidate("player", depth);
    const inner: Ctx = { ...state, scope: state.scope.withGap("player", cand), depth };
    const did = clauseAsTest({ ...clause, subject: { kind: "gap" } }, inner);
    const setX = playerSet(set.ref ? set : set, state).x;
    const filter = call("f.player", { depth: num(depth), test: did });
    test = call("q.some", { set: setX, filter });
    // 若有角色以此法打出【杀】，…，其摸一张牌: 其 is the one who did.
    if (!c.negated) ctx.scope.mentionPlayer({ x: call("p.filter", { from: setX, filter }), single: true, you: false });
  } else if (c.what.noun === "player") {
    const setX = playerSet(c.what, state).x;
    test = call("q.nonEmpty", { set: setX });
    // 若有处于连环状态的其他角色，你可…选择其中一名角色: 其中 is among those players (read when chosen).
    if (!c.negated) ctx.scope.mentionPlayer({ x: setX, single: false, you: false });
  } else if (c.what.head === "pile" && ctx.names.marks?.has(c.what.name!)) {
    // 有“鉴”的角色, where “鉴” is a mark (其获得1枚“鉴”): at least one such mark (4.2.25).
    const gap = ctx.scope.gap?.noun === "player" ? ctx.scope.gap.x : undefined;
    const owner = c.what.owner ? players(c.what.owner, state).x : (gap ?? YOU);
    test = call("q.cmp", { op: str(">"), a: call("v.markCount", { owner, name: str(c.what.name!) }), b: call("v.int", { n: num(0) }) });
  } else {
    // 有手牌的角色: inside a relative clause the cards are the candidate's.
    const gap = ctx.scope.gap?.noun === "player" ? ctx.scope.gap.x : undefined;
    test = call("q.nonEmpty", { set: cards(c.what, state, { defaultAll: true, ...(gap ? { owner: gap } : {}) }).x });
  }
  return c.negated ? call("q.not", { item: test }) : test;
}

// ---------------------------------------------------------------- predicates as tests

const lowerers: SlotLowerers = {
  action: (c, ctx) => clauseAsTest(c, ctx),
  clause: (c, ctx) => clauseAsTest(c, ctx),
  options: (o) => refuse(o.span, "options in a condition are not supported"),
  stmts: (s) => refuse(s[0]?.span ?? { from: 0, to: 0 }, "statements in a condition are not supported"),
  cond: (c, ctx) => condition(c, ctx),
  timing: (t) => call("q.atTiming", { timing: str(t.row) }),
};

/** The adverbials a clause read as a test consumes (clauseAsTest). */
/** Test rows whose happenings the history keeps (runtime history.ts COUNTS_AS): 以此法 reads them as past. */
const HISTORY_TESTS = new Set(["hurt", "cardDealtDamage"]);
const TEST_ADVERBIALS = new Set(["not", "no", "during", "throughEffect", "byThisMeans", "all", "can", "byActivating", "relativeTo"]);

/** Operations whose "not done" is itself a happening: a need that went unanswered (4.2.2, 4.2.5). */
const FAILED: Readonly<Record<string, string>> = { play: "failedPlay", use: "failedUse" };

/**
 * A clause read as a test: a test row (已受伤, 有手牌), or an operation row read as a past
 * event (使用过【杀】, 未杀死过角色: q.did over the history), negated by 未/不.
 */
export function clauseAsTest(c: Clause, ctx: Ctx): X {
  const row = predicateRow(c.match.row);
  refuseOtherMode(row, c.match.span);
  refuseUnlessBanned(row, c.match.span, false);
  const state: Ctx = { ...ctx, mode: "state" };
  const subjSlot = (c as unknown as { subjectSlot?: string }).subjectSlot;
  let subject: X | undefined;
  if (c.subject && !isGap(c.subject)) {
    // The subject fills its slot like any other: by the slot's type (a suit, a card, players …).
    const type = subjSlot ? slotTypes(c.match.row, c.match.form).get(subjSlot) : undefined;
    subject = type ? slotArg(type, c.subject, state, lowerers) : c.subject.noun === "player" ? players(c.subject, state).x : refuse(c.subject.span, "this subject does not fit the predicate");
  }
  const subjectType = subjSlot ? slotTypes(c.match.row, c.match.form).get(subjSlot) : undefined;
  // 以此法亮出的牌: an unwritten subject is the gap only when the gap can be one (a player).
  const gapNotSubject = !c.subject && ctx.scope.gap?.noun === "card" && (subjectType === "player" || subjectType === "players" || subjectType === undefined);
  if (!c.subject && ctx.scope.gap && !gapNotSubject) subject = ctx.scope.gap.x;
  else if (isGap(c.subject)) subject = ctx.scope.gap?.x;
  const actor = subject && (subjectType === "player" || subjectType === "players" || subjectType === undefined) ? subject : YOU;
  // 判定区里有【乐不思蜀】的角色 (3.3.15): the cards are looked for in the region named, not in the
  // hand and equipment a player's cards are by default.
  const region = row.id === "has" ? (c.match.slots.region as { row?: string } | undefined)?.row : undefined;
  const whatNp = c.match.slots.what as NounPhrase | undefined;
  // 你没有“护” where “护” is a mark (获得1枚“护”, 3.5.8 “ ” marks as well as cards): the count of
  // those marks, as 有“鉴”的角色 reads it; never "any card" (the name would be lost).
  if (row.id === "has" && !region && whatNp?.kind === "np" && whatNp.head === "pile" && ctx.names.marks?.has(whatNp.name!)) {
    const owner = whatNp.owner ? players(whatNp.owner, state).x : actor;
    const some = call("q.cmp", { op: str(">"), a: call("v.markCount", { owner, name: str(whatNp.name!) }), b: call("v.int", { n: num(0) }) });
    const isNo = (c.match.slots.is as { text: string } | undefined)?.text === "没有";
    const negated = c.adverbials.some((a) => a.row === "not" || a.row === "no");
    return isNo !== negated ? call("q.not", { item: some }) : some;
  }
  if (region && whatNp?.kind === "np" && !whatNp.restrictions.some((r) => r.kind === "region")) {
    c = { ...c, match: { ...c.match, slots: { ...c.match.slots, what: { ...whatNp, restrictions: [...whatNp.restrictions, { kind: "region", regions: [region], span: whatNp.span } as NounPhrase["restrictions"][number]] } } } };
  }
  // 摸过至少两张牌 (a history with a number of cards): how many cards the happenings moved in all.
  const countSlots = row.class === "operation" ? [...slotTypes(c.match.row, c.match.form)].filter(([name, type]) => type === "count" && c.match.slots[name] && !isGap(c.match.slots[name] as NounPhrase)).map(([name]) => name) : [];
  const args = slotArgs(c.match.row, c.match.form, c.match.slots, { ...state, actor }, lowerers, new Set([...(subjSlot ? [subjSlot] : []), ...countSlots]));
  if (subjSlot && !gapNotSubject) args[subjSlot] = subject ?? YOU;
  let total: { min: X; max: X; times?: boolean } | undefined;
  for (const name of countSlots) {
    const np = c.match.slots[name] as NounPhrase;
    const n = countOf(np.quantity, state, np.span, false);
    total = { min: n.min, max: n.max ?? NULL };
  }
  // 弃置过你的至少两张手牌 (〖琴音〗, 004 3.5.27 ◎): cards described with a lower bound count together
  // over the happenings, as for 摸过至少两张牌.
  if (row.class === "operation" && !total) {
    for (const [name, type] of slotTypes(c.match.row, c.match.form)) {
      const np = c.match.slots[name] as NounPhrase | undefined;
      // 使用过两张牌: how many is not said exactly enough to count (at least? exactly?): faithful or refused.
      if (type === "card" && np && !isGap(np) && np.kind === "np" && np.quantity?.kind === "exactly" && !(np.quantity.n.kind === "int" && np.quantity.n.n === 1)) refuse(np.quantity.n.span, "how many cards were used or played: write 至少两张 (3.4.17) or 一张");
      if ((type !== "cards" && type !== "card") || !np || isGap(np) || np.kind !== "np" || np.quantity?.kind !== "atLeast") continue;
      const n = countOf(np.quantity, state, np.span, false);
      // 使用过至少两张牌: a card used or played is one happening each (a spec slot), not its physical cards.
      total = { min: n.min, max: n.max ?? NULL, times: type === "card" };
    }
  }
  // Faithful or refused: an adverbial this reading does not consume would be dropped.
  for (const a of c.adverbials) if (!TEST_ADVERBIALS.has(a.row)) refuse(a.span, "“{text}” on what is tested here is not supported");
  const negated = c.adverbials.some((a) => a.row === "not" || a.row === "no");
  // 若你于此次拼点中赢 (types.ts about): 此次拼点 names the event the test is about, not a period to read.
  const namesItsEvent = (a: (typeof c.adverbials)[number]) => row.about !== undefined && thisEventKind(a.period as import("../../grammar/syntax.ts").Period | undefined) === row.about;
  const periods = c.adverbials.filter((a) => a.row === "during" && !namesItsEvent(a)).map((a) => duringOf(a, state));
  const through = c.adverbials.find((a) => a.row === "throughEffect");
  // 因执行此技能的效果而 (3.5.23): what this skill's effects did, like 以此法.
  const throughSkill = (through as unknown as { slots?: { skill?: NounPhrase } } | undefined)?.slots?.skill;
  const ownPart = throughSkill?.head === "named" && ctx.skill !== undefined && throughSkill.name?.replace(/[①-⑩]+$/u, "") === ctx.skill;
  // Another skill's or a card's effects are not told apart in the history: faithful or refused.
  if (through && throughSkill?.ref !== "thisSkill" && !ownPart) refuse(through.span, "因执行…的效果而 over what happened is read only for this skill's own effects (此技能, 〖本技能①〗) here");
  const byThisMeans = through !== undefined || c.adverbials.some((a) => a.row === "byThisMeans");
  // 你通过发动〖宵伏①〗来使用的【杀】 (4.2.2): the use was made by activating that skill.
  const via = c.adverbials.find((a) => a.row === "byActivating");
  if (via) {
    if (row.class !== "operation" || !["use", "play", "useOrPlay"].includes(row.id)) refuse(via.span, "通过发动〖X〗来 is read on a use or a play (4.2.2)");
    args.viaSkill = skillsOf((via as unknown as { slots: { skill: NounPhrase } }).slots.skill, state);
  }
  let test: X;
  // 未打出【杀】的角色 (no 过, no period): the one whose need to play went unanswered here.
  if (negated && !c.match.past && periods.length === 0 && FAILED[row.id]) return call("q.did", { op: str(FAILED[row.id]), args: call("args", args) });
  // 若你赢 / 若议事结果为红色: the result of an event this text holds or runs at (types.ts about).
  if (row.about) requireHeld(ctx.scope, row.about, c.span, "“{text}”");
  // 均: a test of a set holds for each of it (how tests of sets read anyway); of an event's
  // results (你于此次拼点中均未赢), for each result. On what happened it is not read: refused.
  const all = c.adverbials.find((a) => a.row === "all");
  if (all && (row.class !== "test" || c.match.past)) refuse(all.span, "均 on what happened is not supported here");
  if (all && row.about) args.all = bool(true);
  // 与你拼点且你赢的角色 (4.2.8): in a description of a player, 你赢 is the result of your pair with that player.
  if (row.id === "won" && ctx.scope.gap?.noun === "player" && c.subject && !isGap(c.subject)) args.against = ctx.scope.gap.x;
  // 以此法受到伤害的角色 (3.5.33): what this activation did, read as a happening like 受到过 — never as the present.
  const asHappened = row.class === "test" && !c.match.past && byThisMeans;
  if (asHappened && !HISTORY_TESTS.has(row.id)) refuse(c.span, "“{text}” is a test of the present: 以此法 reads what this activation's operations did");
  if (row.class === "test" && !c.match.past && !asHappened) {
    // A test of the present (已受伤, 有手牌) has no period to read it over: faithful or refused.
    if (periods.length > 0) refuse(c.span, "“{text}” tests the present: a period (于此回合内) belongs to what happened (…过)");
    test = call(`q.${row.id}`, args);
  }
  else if (row.class === "state") test = call(`q.${row.id}`, args);
  else {
    test = call("q.did", {
      op: str(row.id),
      args: call("args", args),
      ...(periods.length > 0 ? { during: periods[0] } : {}),
      // 3.5.33 未以此法: 于此局游戏内未以此技能中表述的方法 — every activation of this skill, not this one
      // (with a period, 于此回合内未以此法, every activation in it already).
      ...(byThisMeans ? { byThisMeans: bool(true), ...(ctx.beforeActing || (negated && periods.length === 0) ? { ofSkill: bool(true) } : {}) } : {}),
      ...(total ? (total.times ? { timesAtLeast: total.min, timesAtMost: total.max } : { cardsAtLeast: total.min, cardsAtMost: total.max }) : {}),
    });
  }
  if (c.adverbials.some((a) => a.row === "can")) test = call("q.can", { test });
  const relative = c.adverbials.find((a) => a.row === "relativeTo");
  if (relative) test = relativeTest(relative, test, row.class === "test" && !c.match.past, state);
  return negated ? call("q.not", { item: test }) : test;
}

/**
 * 你于以此法弃置牌后没有手牌 (3.6.3 于…后/前): a test of the present read as the game stood right
 * after (or before) an operation this activation did — not now, when what followed it (a skill at
 * that move's 后 timing) may have changed it.
 */
function relativeTest(a: Clause["adverbials"][number], test: X, present: boolean, ctx: Ctx): X {
  const slots = (a as unknown as { slots: { act: Clause; side: { text: string } } }).slots;
  if (!present) refuse(a.span, "于…后/前 is read on a test of the present (没有手牌): what happened is read over a period");
  const act = clauseAsTest(slots.act, { ...ctx, mode: "state" });
  const byThisMeans = act.k === "call" && act.fn === "q.did" && act.args.byThisMeans?.k === "bool" && act.args.byThisMeans.b;
  if (!byThisMeans) refuse(slots.act.span, "于…后 is read after an operation this activation did (以此法…)");
  return call("q.asOf", { act, side: str(slots.side.text === "前" ? "before" : "after"), test });
}

export { cards };
