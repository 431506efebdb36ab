// Statements → s.* calls; clauses → op.* calls (one per predicate row, arguments by slot type).
// The clause's subject performs the operation and makes the choices its arguments need; a
// clause without a subject inherits the one before it (3.5.5 主语), options inherit the chooser.
import type { Adverbial, Clause, NounPhrase, Options, Stmt, Value } from "../../grammar/syntax.ts";
import { bool, call, list, num, str, type X } from "../ir.ts";
import { locOf, type Ctx } from "./context.ts";
import { refuse, refuseNotPerformed, refuseOtherMode, refuseUnlessBanned } from "./refuse.ts";
import { YOU, type PlayerRef } from "./scope.ts";
import { cards, cardsRef, markName, players, skillsOf } from "./nouns.ts";
import { value } from "./values.ts";
import { condition } from "./conditions.ts";
import { predicateRow, slotArgs, slotTypes, type SlotLowerers } from "./slots.ts";
import { periodOf, duringOf } from "./periods.ts";
import { eventOfTiming, timingOf } from "./timings.ts";
import { PUBLIC_AREAS } from "../../runtime/vocabulary/nouns.ts";

/** The subject a clause without one inherits (3.5.5): the previous clause's, else 你. */
const SUBJECT = Symbol("subject");
type WithSubject = Ctx & { [SUBJECT]?: X };

function inherited(ctx: Ctx): X {
  return (ctx as WithSubject)[SUBJECT] ?? ctx.actor;
}

/** The subject of the clause being lowered, if a clause is (a relative clause inside it keeps it). */
export function clauseSubject(ctx: Ctx): X | undefined {
  return (ctx as WithSubject)[SUBJECT];
}

/**
 * A clause's subject performs it: each of a set in turn (各, 3.5.36), so the choices its
 * arguments need are made by the performer of the moment (p.actor), not by the set.
 */
export function withSubject(ctx: Ctx, subject: X): Ctx {
  return { ...ctx, actor: ACTOR, [SUBJECT]: subject } as Ctx;
}

const ACTOR: X = call("p.actor");

const lowerers: SlotLowerers = {
  // An action (选择是否<action>) and a block's statements are done by each performer of the
  // enclosing clause in turn: their subject is the performer of the moment.
  action: (c, ctx) => asSentence(ctx, () => clauseOp(c, withSubject(ctx, ACTOR)).op),
  clause: (c, ctx) => clauseOp(c, ctx).op,
  options: (o, ctx) => optionsOf(o, ctx),
  stmts: (s, ctx) => statements(s, withSubject(ctx, ACTOR)),
  cond: (c, ctx) => condition(c, ctx),
  timing: (t, ctx) => timingOf(t, ctx, null),
};

export interface LoweredClause {
  readonly op: X;
  readonly subject: X;
  readonly flags: Readonly<Record<string, X>>;
  /** The subject as a referent (one player other than 你), for 其 in the clauses after. */
  readonly subjectRef?: PlayerRef;
}

/** A clause → its operation (or state) call, performed by its subject. */
export function clauseOp(c: Clause, ctx: Ctx): LoweredClause {
  const row = predicateRow(c.match.row);
  refuseOtherMode(row, c.match.span);
  const subjSlot = (c as unknown as { subjectSlot?: string }).subjectSlot;
  let subject: X;
  let subjectRef: PlayerRef | undefined;
  let inner: Ctx = ctx;
  if (c.subject && c.subject.kind === "np") {
    const np = c.subject as NounPhrase;
    if (np.noun === "player") {
      const ref = players(np, ctx, { chooser: ctx.actor });
      subject = ref.x;
      if (ref.single && !ref.you) subjectRef = ref.later ? { ...ref, x: ref.later } : ref;
      inner = withSubject(ctx, subject);
    } else if (np.noun === "card" && row.class === "state" && !row.treatedAs) {
      // A state about a kind of card (【南蛮入侵】对对应的角色为你的目标无效; set up by an effect too:
      // 【杀】于此回合内对…无效): every such card, tested as the state is asked, not the owner's cards.
      subject = cards(np, { ...ctx, mode: "state" }, { asKind: true }).x;
    } else if (np.noun === "card") subject = cardsRef(np, row.treatedAs ? { ...ctx, judgeCards: true } : ctx).x;
    else if (np.noun === "skill") subject = skillsOf(np, ctx);
    else subject = refuse(np.span, "“{text}” as a clause's subject is not supported here");
  } else {
    subject = inherited(ctx);
    inner = withSubject(ctx, subject);
  }
  // A state about a described set of players (有“鉴”的角色的手牌上限于其回合内+X（X为其“鉴”数）):
  // 其 after the set is each of them, the player the state is asked about.
  if (row.class === "state") {
    const first = [...slotTypes(c.match.row, c.match.form).keys()][0];
    const np = first === undefined ? undefined : (c.match.slots[first] as NounPhrase | undefined);
    if (np?.kind === "np" && np.noun === "player" && !np.ref && !np.quantity && np.restrictions.length > 0) ctx.scope.mentionPlayer({ x: call("p.queried"), single: true, you: false });
  }
  // 于准备阶段之前获得一个额外的出牌阶段 (3.6.2 ◆): 于<阶段>之前/之后 read as an adverbial is the
  // row's own anchor when its form has one (the reading that fills the slot and the adverbial's are
  // the same words).
  let adverbials = c.adverbials;
  let slots = c.match.slots;
  const types = slotTypes(c.match.row, c.match.form);
  if (types.get("anchor") === "phase" && slots.anchor === undefined) {
    const i = adverbials.findIndex((a) => a.row === "during" && (a.period as import("../../grammar/syntax.ts").Period | undefined)?.row === "phaseOf" && ["之前", "之后"].includes(sideOf(a)));
    const period = i >= 0 ? (adverbials[i].period as import("../../grammar/syntax.ts").Period) : null;
    if (period && period.slots.whose === undefined) {
      slots = { ...slots, anchor: period.slots.phase, side: { kind: "word", row: sideOf(adverbials[i]), text: sideOf(adverbials[i]), span: adverbials[i].span } as unknown as typeof slots[string] };
      adverbials = adverbials.filter((_, k) => k !== i);
    }
  }
  // In a cost, a clause another performs has its players chosen by the activator; 选择一名角色 is the
  // performer's own choice, not the skill's target chosen by its activator.
  if (inner.targetChooser) inner = row.performerChooses ? { ...inner, targetChooser: undefined } : { ...inner, byOther: JSON.stringify(subject) !== JSON.stringify(inner.targetChooser) };
  const flags = adverbialFlags(adverbials, inner);
  refuseUnlessBanned(row, c.span, flags.cannot !== undefined);
  refuseNotPerformed(row, c.span, flags.cannot !== undefined);
  const cardOperands = [...types.values()].filter((t) => t === "cards" || t === "card").length;
  const outer = ctx.scope.operandsFrom;
  if (cardOperands > 1) ctx.scope.operandsFrom = ctx.scope.cardMentions;
  let args: Record<string, X>;
  try {
    args = slotArgs(c.match.row, c.match.form, slots, inner, lowerers, new Set(subjSlot ? [subjSlot] : []));
  } finally {
    ctx.scope.operandsFrom = outer;
  }
  if (subjSlot) args[subjSlot] = subject;
  // What later references name: 判定牌 after a 判定, 此颜色 after 选择一种颜色.
  if (row.id === "judge") ctx.scope.judged = true;
  ctx.scope.performed.add(row.id);
  if (row.id === "chooseSuit") ctx.scope.chosenAttrs.add((c.match.slots.what as NounPhrase | undefined)?.noun ?? "");
  // （称为“X”） names cards only where the rules give them names (3.3.18 ◆ 仓廪, 3.3.19 ◆ 府库).
  if (row.id === "putInto" && c.match.slots.as) {
    const to = c.match.slots.to as NounPhrase | undefined;
    if (!PUBLIC_AREAS.some((z) => z.names && z.word === to?.head)) refuse(c.span, "（称为“X”） names the cards put into 仓廪 or 府库 (3.3.18 ◆, 3.3.19 ◆); elsewhere write 置于武将牌上（称为“X”）");
  }
  // 置于你的武将牌上（称为“创”）▶…此“创”: the cards put there are “X” from here on (3.3.16 ◆).
  if ((row.id === "putOnGeneral" || row.id === "putInto") && c.match.slots.as) {
    const put = ctx.scope.lastCards();
    if (put) ctx.scope.mentionCards({ ...put, head: "pile", name: markName(c.match.slots.as as NounPhrase) });
  }
  if (c.match.past) refuse(c.match.span, "an operation written as having happened (…过) is a condition: write it after 若");
  const loc = locOf(ctx.src, c.span);
  const constraint = (c as unknown as { constraint?: import("../../grammar/syntax.ts").Condition }).constraint;
  if (constraint) args.constraint = condition(constraint, { ...inner, mode: "state" });
  if ((c as unknown as { noDistance?: boolean }).noDistance) args.noDistance = bool(true);
  let op: X;
  if (flags.cannot) {
    if (row.class !== "operation") refuse(c.span, "不能 applies to an operation (使用, 打出, 响应 …)");
    op = call("op.state", { mod: call("m.cannot", { op: str(row.id), args: call("args", args) }), ...(flags.until ? { until: flags.until } : {}) }, loc);
  } else if (row.class === "state") {
    const until = flags.until ?? nextCardPeriod(args);
    op = call("op.state", { mod: call(`m.${row.id}`, args), ...(until ? { until } : {}) }, loc);
  } else if (row.class === "test") {
    op = refuse(c.span, "“{text}” is a test, not an operation: it belongs after 若");
  } else {
    if (USES_A_CARD.has(row.id)) {
      // The card used or played is 此牌/此【杀】 from here on (the operation binds it).
      const bind = ctx.scope.fresh("used");
      args.bind = str(bind);
      const what = c.match.slots.what as NounPhrase | undefined;
      const name = what && what.kind === "np" && what.head === "named" ? what.name : undefined;
      ctx.scope.mentionCards({ x: call("c.bound", { name: str(bind) }), single: true, ...(name ? { name } : {}) });
    }
    // 依次 on an operation that settles its cards one at a time (依次弃置其两张牌: one choice each).
    if (flags.inOrder && ORDERED_OPS.has(row.id)) args.inOrder = flags.inOrder;
    op = call(`op.${row.id}`, args, loc);
    // 摸一张牌▶其展示此牌: the cards drawn are 此牌/这些牌 from here on (bound as #drawn).
    if (DRAWS.has(row.id)) ctx.scope.mentionCards({ x: call("c.bound", { name: str("#drawn") }), single: JSON.stringify(args.n) === JSON.stringify(call("v.int", { n: num(1) })) });
  }
  return { op, subject, flags, ...(subjectRef ? { subjectRef } : {}) };
}

/** Operations that draw cards (3.8.13, 3.8.15): what they drew is in scope after them. */
const DRAWS = new Set(["draw", "fillHandTo"]);

/** Operations whose cards are taken one at a time when written with 依次 (3.5.4 ◎ 寒冰剑). */
const ORDERED_OPS = new Set(["discard"]);

/** Rows that use or play a card (4.2.2–4.2.7): the card is in scope after them. */
const USES_A_CARD = new Set(["use", "play", "useOrPlay", "respond"]);

/** The adverbials that change how an operation is done. */
/** The side word of a 于…内/外/中/之前/之后 adverbial (内 when none is written). */
function sideOf(a: Adverbial): string {
  return (a as unknown as { slots?: Record<string, { text?: string }> }).slots?.side?.text ?? "内";
}

function adverbialFlags(adverbials: readonly Adverbial[], ctx: Ctx): Record<string, X> {
  const flags: Record<string, X> = {};
  for (const a of adverbials) {
    switch (a.row) {
      case "may":
        flags.may = bool(true);
        break;
      case "need":
        flags.need = bool(true);
        break;
      case "must":
        flags.must = bool(true);
        break;
      case "cannot":
        flags.cannot = bool(true);
        break;
      case "each":
        flags.each = bool(true);
        break;
      case "inOrder":
        flags.inOrder = bool(true);
        break;
      case "during": {
        const side = (a as unknown as { slots?: Record<string, { text?: string }> }).slots?.side?.text;
        if (side === "外") refuse(a.span, "于…外 on an operation is not supported");
        // 于其下回合开始之前: only that period lasts until a moment; another with 之前 is not a duration.
        const untilMoment = (a.period as import("../../grammar/syntax.ts").Period | undefined)?.row === "beforeNextTurn";
        if ((side === "之前") !== untilMoment) refuse(a.span, untilMoment ? "write 于<角色>下回合开始之前: it lasts until that moment" : "于…之前 on an operation is not a duration here (于<时段>内 is)");
        flags.until = call("until", { period: periodOf(a.period!, ctx) });
        break;
      }
      case "also":
      case "still":
      case "firstTime":
      case "byThisMeans":
        flags[a.row] = bool(true);
        break;
      case "throughEffect":
        flags.through = bool(true);
        break;
      default:
        refuse(a.span, "“{text}” before this operation is not supported");
    }
  }
  return flags;
}

function step(op: X, link: string, flags: Readonly<Record<string, X>>, cond?: X): X {
  const args: Record<string, X> = { op, link: str(link) };
  for (const k of ["may", "must", "need", "each", "inOrder"]) if (flags[k]) args[k] = flags[k];
  if (cond) args.when = cond;
  return call("s.do", args);
}

/** Statements → s.seq. */
export function statements(stmts: readonly Stmt[], ctx: Ctx): X {
  const steps: X[] = [];
  let c = ctx;
  let period: X | null = null;
  for (const s of stmts) {
    const r = statement(s, c);
    if (r === null) continue;
    const x: X = s.kind === "do" ? samePeriod(s, r.x, period) : r.x;
    period = s.kind === "do" ? periodOfState(x) : null;
    steps.push(x);
    c = r.ctx;
  }
  return call("s.seq", { steps: list(statesBeforeTheirUse(steps)) });
}

/** The period (until) of a step that sets up a state, if any. */
function periodOfState(step: X): X | null {
  const op = opOf(step);
  return op?.fn === "op.state" ? (op.args.until ?? null) : null;
}

/**
 * 你于此回合内无视其防具，对其使用【杀】无距离关系的限制且无次数的限制 (〖陷阵〗): a state written after
 * another with no subject and no period of its own shares that clause's subject and its period.
 */
function samePeriod(s: Extract<Stmt, { kind: "do" }>, step: X, period: X | null): X {
  const op = opOf(step);
  if (!period || !op || op.fn !== "op.state" || op.args.until || s.clause.subject || s.clause.adverbials.length > 0 || step.k !== "call") return step;
  return { ...step, args: { ...step.args, op: { ...op, args: { ...op.args, until: period } } } };
}

/**
 * A使用【决斗】，此【决斗】不是【无懈可击】的合法目标: a state about the card the step before uses
 * holds while that use settles, so it is set up first (the use names its card as it starts).
 */
function statesBeforeTheirUse(steps: X[]): X[] {
  const out = [...steps];
  for (let i = 1; i < out.length; i++) {
    const use = opOf(out[i - 1]);
    const state = opOf(out[i]);
    const bind = use?.fn === "op.use" && use.args.bind?.k === "str" ? use.args.bind.s : null;
    if (!bind || state?.fn !== "op.state" || !mentionsBinding(state, bind)) continue;
    const [u, s] = [out[i - 1], out[i]];
    if (u.k !== "call" || s.k !== "call") continue;
    out[i - 1] = { ...s, args: { ...s.args, link: u.args.link ?? str("first") } };
    out[i] = { ...u, args: { ...u.args, link: str("and") } };
  }
  return out;
}

function opOf(step: X): Extract<X, { k: "call" }> | null {
  if (step.k !== "call" || step.fn !== "s.do") return null;
  const op = step.args.op;
  return op && op.k === "call" ? op : null;
}

function mentionsBinding(x: X, name: string): boolean {
  if (x.k === "list") return x.items.some((i) => mentionsBinding(i, name));
  if (x.k !== "call") return false;
  if (x.fn === "c.bound" && x.args.name?.k === "str" && x.args.name.s === name) return true;
  return Object.values(x.args).some((v) => mentionsBinding(v, name));
}

function statement(s: Stmt, ctx: Ctx): { x: X; ctx: Ctx } | null {
  const r = statementOf(s, ctx);
  // 其 in the next clause names this clause's subject first (when it is one player, not 你).
  if (r && (s.kind === "do" || s.kind === "unless")) ctx.scope.prevSubject = r.subjectRef ?? null;
  return r;
}

function statementOf(s: Stmt, ctx: Ctx): { x: X; ctx: Ctx; subjectRef?: PlayerRef } | null {
  switch (s.kind) {
    case "defs":
      return null; // collected for the whole part (compiler/lower/parts.ts)
    case "do": {
      const l = clauseOp(s.clause, ctx);
      const next = l.subject.k === "call" && l.subject.fn.startsWith("p.") ? withSubject(ctx, l.subject) : ctx;
      return { x: step(l.op, s.link, l.flags), ctx: next, ...(l.subjectRef ? { subjectRef: l.subjectRef } : {}) };
    }
    case "unless": {
      // <clause>，否则<…> (需 3.5.17): the otherwise branch runs when the clause was not done.
      // 这些角色各需打出【杀】，否则受到…伤害 (3.5.36 各): each of them in turn, its own 否则.
      if (s.clause.adverbials.some((a) => a.row === "each") && s.clause.subject) {
        const set = clauseOp({ ...s.clause, adverbials: s.clause.adverbials.filter((a) => a.row !== "each") }, ctx).subject;
        const each = withSubject(ctx, ACTOR);
        const own = clauseOp({ ...s.clause, subject: null, adverbials: s.clause.adverbials.filter((a) => a.row !== "each") }, each);
        const body = call("s.seq", { steps: list([call("s.unless", { link: str("first"), step: step(own.op, "first", own.flags), otherwise: statements(s.otherwise, each) })]) });
        return { x: step(call("op.block", { body, who: set }), s.link, {}), ctx };
      }
      const l = clauseOp(s.clause, ctx);
      ctx.scope.prevSubject = l.subjectRef ?? null;
      const next = withSubject(ctx, l.subject);
      // 否则受到…伤害: the otherwise branch's subject-less clauses are the same subject's.
      return { x: call("s.unless", { link: str(s.link), step: step(l.op, "first", l.flags), otherwise: statements(s.otherwise, next) }), ctx: next, ...(l.subjectRef ? { subjectRef: l.subjectRef } : {}) };
    }
    case "if": {
      const cond = condition(s.cond, { ...ctx, mode: "state" });
      const before = ctx.scope.mark();
      const then = statements(s.then, ctx);
      // 否则, or a 若 after it (若此牌为装备牌，你可使用此牌；若此牌不为装备牌，…), is a sibling of the branch: what
      // that branch named (the card it may have used) is not in its scope.
      ctx.scope.restore(before);
      return { x: call("s.if", { link: str(s.link), cond, then, ...(s.otherwise ? { otherwise: statements(s.otherwise, ctx) } : {}) }), ctx };
    }
    case "switch": {
      const on = (s.on as NounPhrase).kind === "np" ? cardsRef(s.on as NounPhrase, { ...ctx, mode: "state" }).x : value(s.on as Value, { ...ctx, mode: "state" });
      const before = ctx.scope.mark();
      const cases = s.cases.map((k) => {
        // Each case starts where the switch does (a sibling case's mentions are not in scope); in a
        // case on a card, 此牌 is that card (若此牌为：锦囊牌，你获得此牌).
        ctx.scope.restore(before);
        if ((s.on as NounPhrase).kind === "np") ctx.scope.mentionCards({ x: on, single: true });
        const scope = ctx.scope.withGap((s.on as NounPhrase).kind === "np" ? "card" : "value", on);
        const cond = condition(k.test, { ...ctx, scope, mode: "state" });
        // 若你以此法展示的牌：为【杀】…，你弃置此【杀】: in that case the card is 此【杀】.
        const named = (s.on as NounPhrase).kind === "np" ? nameTested(k.test) : null;
        if (named) ctx.scope.mentionCards({ x: on, single: true, name: named });
        return call("case", { test: cond, body: statements(k.body, ctx) });
      });
      const subject = (s.on as NounPhrase).kind === "np" ? { card: on } : { value: valueOfSwitch(s, ctx) };
      return { x: call("s.switch", { link: str(s.link), ...subject, cases: list(cases) }), ctx };
    }
    case "delayed": {
      const on = s.when.timings.map((t) => timingOf(t.timing, ctx, t.cond));
      // 于此回合内，当…时 (3.5.13): it lasts the period, each time; otherwise it runs once.
      const lasting = s.when.timings.flatMap((t) => t.timing.adverbials).some((a) => a.row === "during");
      // The delayed effect runs at its own timing: its events join what the text may refer to.
      const outer = ctx.scope.events;
      if (outer) ctx.scope.events = new Set([...outer, ...s.when.timings.map((t) => eventOfTiming(t.timing.row))]);
      try {
        const cond = s.cond ? condition(s.cond, { ...ctx, mode: "state" }) : null;
        return {
          x: call("s.delay", { link: str(s.link), on: list(on), ...(lasting ? { lasting: bool(true) } : {}), ...(cond ? { cond } : {}), body: statements(s.body, ctx) }, locOf(ctx.src, s.span)),
          ctx,
        };
      } finally {
        ctx.scope.events = outer;
      }
    }
  }
}

/** The card name a case tests its card for (为【杀】, 为【杀】且…), if it tests one. */
function nameTested(c: import("../../grammar/syntax.ts").Condition): string | null {
  if (c.kind === "and") return c.items.length > 0 ? nameTested(c.items[0]) : null;
  if (c.kind !== "is" || c.negated) return null;
  const w = c.what as NounPhrase;
  return w.kind === "np" && w.head === "named" && w.name ? w.name : null;
}

function valueOfSwitch(s: Extract<Stmt, { kind: "switch" }>, ctx: Ctx): X {
  return value(s.on as Value, { ...ctx, mode: "state" });
}

function optionsOf(o: Options, ctx: Ctx): X {
  // The chooser does what it chose (3.5.27): a subject-less option is the performer's.
  return list(o.items.map((i) => call("option", { label: str(i.text), body: asSentence(ctx, () => statements(i.body, withSubject(ctx, ACTOR))) })));
}

/**
 * An option or an action (选择是否…) is a sentence of the performer of the moment: 另一名角色 in it
 * with no player named before it is another than that performer (3.5.29), unless it is 你.
 */
function asSentence<T>(ctx: Ctx, body: () => T): T {
  const chooser = inherited(ctx);
  const you = JSON.stringify(chooser) === JSON.stringify(YOU);
  return ctx.scope.inSentence({ x: ACTOR, single: true, you }, body);
}

/**
 * 其于此回合内使用的下一张【杀】的伤害值基数+1: a state about the next card of a period waits for
 * that card for the whole period (not only the settlement that set it up).
 */
function nextCardPeriod(args: Readonly<Record<string, X>>): X | undefined {
  const find = (x: X, inNext: boolean): X | undefined => {
    if (x.k === "list") return firstOf(x.items, (i) => find(i, inNext));
    if (x.k !== "call") return undefined;
    const next = inNext || (x.fn === "c.ordinal" && x.args.which?.k === "str" && x.args.which.s === "next");
    if (next && x.fn === "q.during" && x.args.period) return x.args.period;
    return firstOf(Object.values(x.args), (v) => find(v, next));
  };
  return firstOf(Object.values(args), (v) => find(v, false));
}

function firstOf<T, R>(items: readonly T[], f: (item: T) => R | undefined): R | undefined {
  for (const i of items) {
    const r = f(i);
    if (r !== undefined) return r;
  }
  return undefined;
}
