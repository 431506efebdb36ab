// Skill parts → part.trigger / part.active / part.state calls (BRIEF "Compiler"): the timing
// points a part listens to with their tests, its 若 condition, whether it is optional (可),
// who activates it (你, or 其 in 其可…), its costs left of ▶ and its effects, and the
// variables its text defines (（X为…）, for the whole part).
import type { Clause, Def, Part, SkillText, Stmt } from "../../grammar/syntax.ts";
import type { Source } from "../../grammar/pack.ts";
import { bool, call, list, num, str, type X } from "../ir.ts";
import type { Ctx, Names } from "./context.ts";
import { refuse, refuseOtherMode, Refusal } from "./refuse.ts";
import { Scope, YOU } from "./scope.ts";
import { condition } from "./conditions.ts";
import { predicateRow } from "./slots.ts";
import { statements, withSubject } from "./statements.ts";
import { eventOfTiming, timingOf } from "./timings.ts";
import { value } from "./values.ts";
import { players } from "./nouns.ts";
import { SKILL_TAGS } from "../../runtime/vocabulary/skills.ts";

/**
 * All （X为…） of a part, wherever they stand — in a branch, a delayed effect, an option of 选择
 * (3.4.11: they hold for the whole part).
 */
function collectDefs(stmts: readonly Stmt[] | null, out: Def[]): void {
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === "object") {
      const o = v as { kind?: unknown; defs?: unknown };
      if (o.kind === "defs" && Array.isArray(o.defs)) out.push(...(o.defs as Def[]));
      else for (const [k, x] of Object.entries(o)) if (k !== "span") visit(x);
    }
  };
  visit(stmts ?? []);
}

function defNames(defs: readonly Def[], out: Set<string>): void {
  for (const d of defs) {
    if (d.kind === "if") {
      defNames(d.then, out);
      defNames(d.otherwise, out);
    } else out.add(d.name);
  }
}

/**
 * The part's definitions, read in the scope the part starts with. One whose references have
 * nothing to name there (（X为其上家以此法弃置的牌数+1）: 其 is whoever X is computed for) is
 * lowered where X is used instead (3.4.11: X is computed when the operation needing it runs).
 */
function partDefs(defs: readonly Def[], ctx: Ctx): X[] {
  const out: X[] = [];
  for (const d of defs) {
    try {
      out.push(...lowerDefs([d], ctx));
    } catch (e) {
      if (!(e instanceof Refusal) || d.kind !== "is") throw e;
      ctx.scope.inlineDefs.set(d.name, d.value);
    }
  }
  return out;
}

function lowerDefs(defs: readonly Def[], ctx: Ctx): X[] {
  return defs.map((d) => {
    switch (d.kind) {
      case "is":
        return call("def.is", { name: str(d.name), value: value(d.value, ctx) });
      case "in":
        return call("def.choose", { name: str(d.name), min: value(d.min, ctx), max: value(d.max, ctx) });
      case "if":
        return call("def.if", { cond: condition(d.cond, { ...ctx, mode: "state" }), then: list(lowerDefs(d.then, ctx)), otherwise: list(lowerDefs(d.otherwise, ctx)) });
    }
  });
}

/** The first clause of a part (the one whose 可 makes the skill optional). */
function firstClause(stmts: readonly Stmt[] | null): Clause | null {
  const s = stmts?.[0];
  if (!s) return null;
  if (s.kind === "do" || s.kind === "unless") return s.clause;
  return null;
}

const isState = (s: Stmt): boolean =>
  s.kind === "defs" ||
  (s.kind === "do" && (predicateRow(s.clause.match.row).class === "state" || s.clause.adverbials.some((a) => a.row === "cannot"))) ||
  (s.kind === "if" && s.then.every(isState) && (s.otherwise ?? []).every(isState));

export interface PartInput {
  readonly part: Part;
  readonly src: Source;
  readonly names: Names;
  readonly skill: string;
  readonly index: number;
  readonly locked: boolean;
}

/** Statements with the （X为…） they define (card effects and actions): s.let({ vars, body }). */
export function withDefs(stmts: readonly Stmt[], ctx: Ctx): X {
  const defs: Def[] = [];
  collectDefs(stmts, defs);
  const declared = new Set<string>();
  defNames(defs, declared);
  for (const name of declared) ctx.scope.vars.set(name, call("v.var", { name: str(name) }));
  for (const d of defs) if (d.kind === "in") ctx.scope.chosenVars.add(d.name);
  // （X为此牌的目标数） holds for the whole part: its references read the scope the part starts with.
  const vars = partDefs(defs, ctx);
  const body = markPartial(statements(stmts, ctx));
  return vars.length === 0 ? body : call("s.let", { vars: list(vars), body });
}

/**
 * 003 §三 ◆: when the effect of activating a skill is to use a card on its target (选择一名其他角色▶你对
 * 其使用…【杀】), the target chosen must be a legal target of that use. Each player choice of the costs
 * that such a use of the effects names as its target (to: p.bound) gets that test beside its own.
 */
function legalUseTargets(costs: X, effects: X): X {
  const uses = new Map<string, { card: X; user: X; noDistance: boolean }>();
  const findUses = (x: X): void => {
    if (x.k === "list") x.items.forEach(findUses);
    if (x.k !== "call") return;
    const to = x.args.to;
    // (A card named by the text alone — not one made of cards chosen later, whose name is not known yet.)
    const what = x.args.what;
    const named = what?.k === "call" && what.fn === "card.spec" && what.args.names?.k === "list" && what.args.names.items.length > 0 && what.args.physical?.k === "call" && what.args.physical.fn === "card.none";
    if (x.fn === "op.use" && named && to?.k === "call" && to.fn === "p.bound" && to.args.name?.k === "str" && x.args.who) uses.set(to.args.name.s, { card: what, user: x.args.who, noDistance: x.args.nolimit?.k === "str" && x.args.nolimit.s.includes("距离") });
    Object.values(x.args).forEach(findUses);
  };
  findUses(effects);
  if (uses.size === 0) return costs;
  const rewrite = (x: X): X => {
    if (x.k === "list") return { ...x, items: x.items.map(rewrite) };
    if (x.k !== "call") return x;
    const args = Object.fromEntries(Object.entries(x.args).map(([k, v]) => [k, rewrite(v)]));
    const bind = x.args.bind;
    const use = x.fn === "p.choose" && bind?.k === "str" ? uses.get(bind.s) : undefined;
    const from = args.from;
    if (use && from?.k === "call" && from.fn === "p.all" && from.args.filter?.k === "call" && from.args.filter.fn === "f.player") {
      const f = from.args.filter;
      const depth = f.args.depth;
      // （无距离关系的限制） on the use (4.2.2 专题三): its target is legal whatever the distance.
      const legal = call("q.isLegalTarget", { who: call("p.cand", { depth }), user: use.user, card: use.card, ...(use.noDistance ? { noDistance: bool(true) } : {}) });
      args.from = { ...from, args: { ...from.args, filter: { ...f, args: { ...f.args, test: call("q.and", { items: list([f.args.test, legal]) }) } } } };
    }
    return { ...x, args };
  };
  return rewrite(costs);
}

export function lowerPart(input: PartInput): X {
  const { part, src, names } = input;
  const tags = part.tags.map((t) => t.row);
  for (const t of part.tags) refuseOtherMode(SKILL_TAGS.find((x) => x.id === t.row)!, t.span);
  const locked = input.locked || tags.includes("locked");
  const scope = new Scope([], null, `${input.index}.`);
  const defs: Def[] = [];
  collectDefs(part.costs, defs);
  collectDefs(part.effects, defs);
  const declared = new Set<string>();
  defNames(defs, declared);
  for (const name of declared) scope.vars.set(name, call("v.var", { name: str(name) }));
  for (const d of defs) if (d.kind === "in") scope.chosenVars.add(d.name);
  scope.events = new Set(part.when ? part.when.timings.map((t) => eventOfTiming(t.timing.row)) : ["phase"]);
  const ctx: Ctx = { scope, src, actor: YOU, mode: "act", names, depth: 0, skill: input.skill };

  // 以此法 in a timing or condition (〖代受②〗 以此法转移给你的【杀】): what this skill did before.
  const on = part.when ? part.when.timings.map((t) => timingOf(t.timing, { ...ctx, beforeActing: true }, t.cond)) : [];
  const cond = part.cond ? condition(part.cond, { ...ctx, mode: "state", beforeActing: true }) : null;
  const vars = partDefs(defs, ctx);

  // 可 (3.5.5): on the first clause (the cost's, or the only effect's); its subject activates.
  const first = firstClause(part.costs ?? part.effects);
  const may = first?.adverbials.some((a) => a.row === "may") ?? false;
  if (may && locked) refuse(first!.span, "a 锁定技 has no 可: its parts are not optional (3.5.5)", "E-LOCKED-OPTIONAL");
  let actor: X = YOU;
  let body = ctx;
  if (first?.subject && first.subject.kind === "np" && first.subject.noun === "player" && first.subject.ref !== "you") {
    actor = players(first.subject, { ...ctx, mode: "state" }).x;
    body = withSubject(ctx, actor);
  }
  const common = {
    ...(cond ? { cond } : {}),
    ...(vars.length > 0 ? { vars: list(vars) } : {}),
    ...(part.limit ? { limit: call("limit", { per: str(part.limit.per), times: num(part.limit.times) }) } : {}),
  };

  const noTiming = on.length === 0;
  if (noTiming && !part.costs && part.limit === null && part.effects.every(isState)) {
    return call("part.state", { ...common, mods: statements(part.effects, { ...body, mode: "state" }) });
  }
  // The part's 可 is its activation (the engine asks once); the clause does not ask again.
  const costBody: Ctx = { ...body, targetChooser: actor };
  const rawCosts = part.costs ? (may ? withoutFirstMay(statements(part.costs, costBody)) : statements(part.costs, costBody)) : null;
  const effects = markPartial(may && !part.costs ? withoutFirstMay(statements(part.effects, body)) : statements(part.effects, body));
  const costs = rawCosts ? legalUseTargets(rawCosts, effects) : null;
  const active = noTiming || (on.length === 1 && isPlayPhase(on[0]));
  if (active) {
    if (part.limit && part.limit.per !== "playPhase" && noTiming) refuse(part.limit.span, "a part without a timing is used in the play phase (出牌阶段限X次)");
    return call("part.active", { ...common, may: bool(true), ...(costs ? { costs } : {}), effects });
  }
  return call("part.trigger", {
    ...common,
    on: list(on),
    may: bool(may),
    ...(actor !== YOU ? { actor } : {}),
    ...(costs ? { costs } : {}),
    effects,
  });
}

/** Rows an effect may carry out in part (3.8.8 ◆: as many cards as there are). */
const PARTIAL_ROWS = new Set(["op.discard", "op.gain", "op.give", "op.putOnPile", "op.putInto", "op.putOnGeneral", "op.discardMark"]);

/**
 * 3.8.8 ◆: an effect moving X cards is carried out as far as it can be, unless it is the
 * only effect, the nearest effect left of ▷, or one its performer chooses to do (可, 选择是否);
 * those (and costs) are done in full or not at all.
 */
function markPartial(effects: X): X {
  let count = 0;
  const countOps = (x: X): void => {
    if (x.k === "list") x.items.forEach(countOps);
    if (x.k !== "call") return;
    if (x.fn === "s.do") count++;
    for (const v of Object.values(x.args)) countOps(v);
  };
  countOps(effects);
  if (count <= 1) return effects;
  const visit = (x: X): X => {
    if (x.k === "list") return list(x.items.map(visit));
    if (x.k !== "call") return x;
    if (x.fn === "s.seq" && x.args.steps?.k === "list") {
      const steps = x.args.steps.items;
      return { ...x, args: { ...x.args, steps: list(steps.map((st, i) => {
        const next = steps[i + 1];
        const beforeThen = next?.k === "call" && next.args.link?.k === "str" && next.args.link.s === "after";
        if (st.k === "call" && st.fn === "s.do" && !beforeThen && !st.args.may) {
          const op = st.args.op;
          if (op && op.k === "call" && PARTIAL_ROWS.has(op.fn)) return { ...st, args: { ...st.args, op: { ...op, args: { ...op.args, partial: bool(true) } } } };
        }
        return visit(st);
      })) } };
    }
    if (x.fn === "op.chooseWhether" || x.fn === "op.chooseOption") return x; // chosen: done in full
    const args: Record<string, X> = {};
    for (const [k, v] of Object.entries(x.args)) args[k] = visit(v);
    return { ...x, args };
  };
  return visit(effects);
}

/** The statements with the 可 of their first clause removed (it became the part's). */
function withoutFirstMay(x: X): X {
  if (x.k !== "call") return x;
  if (x.fn === "s.seq") {
    const steps = x.args.steps;
    if (!steps || steps.k !== "list" || steps.items.length === 0) return x;
    return { ...x, args: { ...x.args, steps: list([withoutFirstMay(steps.items[0]), ...steps.items.slice(1)]) } };
  }
  if (x.fn === "s.do") {
    const { may: _may, ...rest } = x.args;
    return { ...x, args: rest };
  }
  if (x.fn === "s.unless") return { ...x, args: { ...x.args, step: withoutFirstMay(x.args.step) } };
  return x;
}

function isPlayPhase(at: X): boolean {
  return at.k === "call" && at.args.timing?.k === "str" && at.args.timing.s === "phase.play.proper";
}

/**
 * 阳：…；阴：… (3.5.62): a 转换技 part is one part per side, each read as a part of its own with the
 * part's tags, limit, timing and condition (a side may add its own timing, condition and costs).
 * Each lowered side says its state (`side`) and the part it belongs to (`of`): the runtime offers
 * only the side of the current state, switches the state when the skill is activated, and counts
 * the part's 限X次 for the two sides together (出牌阶段限一次，阳：…；阴：… is once in all).
 */
function lowerSides(input: PartInput, sides: NonNullable<Part["sides"]>): X[] {
  const { part } = input;
  if (!part.tags.some((t) => t.row === "switch")) refuse(part.span, "阳：…；阴：… are the sides of a 转换技 (3.5.62): the part needs the 转换技 tag");
  return sides.map((side) => {
    if (side.when && part.when) refuse(side.when.span, "a 转换技 side has its own timing or shares the one before 阳, not both");
    const cond = part.cond && side.cond ? { kind: "and" as const, items: [part.cond, side.cond], span: { from: part.cond.span.from, to: side.cond.span.to } } : (side.cond ?? part.cond);
    const merged: Part = { ...part, when: side.when ?? part.when, cond, costs: side.costs, effects: [...part.effects, ...side.effects], sides: undefined, span: side.span };
    const x = lowerPart({ ...input, part: merged });
    if (x.k !== "call" || x.fn === "part.state") return refuse(side.span, "a 转换技 side is activated (3.5.62: its state switches when the skill is): a side that only states something is not supported");
    return { ...x, args: { ...x.args, side: str(side.state), of: num(input.index) } };
  });
}

/** `skip`: indexes of parts another reading of the same text already lowered (see lowerPack). */
export function lowerSkillText(text: SkillText, src: Source, names: Names, skill: string, skip: ReadonlySet<number> = new Set()): X[] {
  const locked = text.parts.length === 1 && text.parts[0].tags.some((t) => t.row === "locked");
  return text.parts.flatMap((part, i) => {
    if (skip.has(i)) return [];
    const input: PartInput = { part, src, names, skill, index: i + 1, locked };
    return part.sides ? lowerSides(input, part.sides) : [lowerPart(input)];
  });
}

export type { Part };
