// Statements (s.*): a sequence of steps where ▷ runs a step only if the one before it ran
// (3.5.12), 并 joins steps done together (3.5.19: both or neither), 可 lets the subject decline
// (3.5.5), 需…，否则 (3.5.17), 各 (3.5.36: each of the players in order), 若…(；否则…),
// 若<x>：<case>…, （→） delayed effects (3.5.13) and the part's variables.
import type { Act, Ex, Op, PlayersX, Program, VarDef } from "./act.ts";
import type { CardId } from "../../model/types.ts";
import type { SkillContext } from "../context.ts";
import type { DelayedEntry } from "../../engine/delayed.ts";
import type { At, VarSpec } from "./parts.ts";
import type { GenericMod, ModQuery } from "../../values/generic.ts";
import type { PlayerId } from "../../model/types.ts";
import type { TimingId } from "../../timing/catalogue.ts";
import { actOf } from "./parts.ts";
import { pendingBefores } from "./values.ts";

/** A state effect of a skill or an effect (m.*): its kind and its own applicability test. */
export interface ModSpec extends Omit<GenericMod, "applies" | "amount" | "controller"> {
  appliesAct(a: Act, q: ModQuery): boolean;
  amountAct?(a: Act, q: ModQuery): number;
  controllerAct?(a: Act, q: ModQuery): PlayerId | null;
}

/** Operations that carry a state effect (op.state). */
export interface StateOp extends Op {
  readonly mod: ModSpec;
}

export interface Step {
  readonly op: Op | Program;
  readonly link: "first" | "then" | "after" | "and" | "arrow";
  readonly may?: boolean;
  readonly must?: boolean;
  readonly need?: boolean;
  readonly each?: boolean;
  readonly inOrder?: boolean;
  readonly when?: Ex<boolean>;
  /** The subject that performs it, when it is a set done by each (各). */
  readonly subject?: PlayersX;
  /** For state parts: the modifiers under this step. */
  readonly mods?: () => { mod: ModSpec; when: Ex<boolean> | null }[];
  /** A delayed effect: registered before the part's costs, removed if they are not paid. */
  readonly arm?: (a: Act) => void;
  readonly disarm?: (a: Act) => void;
}

let delayCounter = 0;

/** Operations that are a need event of their performer (4.2.2, 4.2.5): answering it is the choice. */
const NEED_OPS = new Set(["play", "use", "useOrPlay", "respond"]);

/**
 * Whether every step of a cost can be paid now (3.5.11: a cost is paid in full or not at all).
 * `relies`: the part's condition, which a card moved as the cost may not supply (3.1.7 ◆).
 */
export function canPayAll(p: Program, a: Act, relies?: Ex<boolean>): boolean {
  const steps = (p as { steps?: readonly Step[] }).steps;
  a.paying++;
  try {
    if (!steps) return p.can(a);
    // 3.1.7 ◆: a later choice is read as if the weapon or horse moved were gone, which may make it possible
    // (弃置一张牌并选择一名不在你的攻击范围内的角色, with a weapon as the card discarded: 〖远谋〗).
    if (!steps.every((s) => canStep(s, a)) && !withoutSomeRangeCard(steps, a)) return false;
    return costChoicesLeft(steps, a, relies);
  } finally {
    a.paying--;
  }
}

/**
 * 003 §三 ◆: whether a part can be activated now — its costs paid in full (3.5.11); and a part
 * without costs, or whose left of ▶ only chooses players (选择 is none of 003's kinds of cost), only
 * when some effect can happen for some choice it could make (〖匀资〗: no one with a hand
 * whose half-difference is at least 1 — nothing to give, not offered).
 */
export function canActivate(costs: Program | undefined, effects: Program, a: Act, relies?: Ex<boolean>): boolean {
  if (!costs) return effects.can(a);
  if (!canPayAll(costs, a, relies)) return false;
  // 4.2.1 按: in 你令<一名角色><操作> that player is the skill's target, chosen as it is declared (003
  // §三: 同时选择合法的目标) — one who can do it (3.5.28); with none, the skill cannot be activated
  // (〖潮汐〗阳 with nobody wounded), its cost notwithstanding.
  const targets = ((effects as { steps?: readonly Step[] }).steps ?? []).filter((s) => !s.may && !s.when && (s.link === "first" || s.link === "then") && choosesPerformer(s.op));
  if (!targets.every((s) => canStep(s, a))) return false;
  const steps = (costs as { steps?: readonly Step[] }).steps;
  const choices = steps?.map((s) => (s.op as Op).chooses);
  if (!choices || choices.length === 0 || choices.some((c) => c === undefined)) return true;
  // 选择一名角色A和另一名角色B: each choice of the union in turn.
  return someChoiceLets((choices as PlayersX[]).flatMap((c) => c.items ?? [c]), 0, effects, a);
}

/** An operation whose performer (or 令's commanded player) is a choice: the skill's target (4.2.1 按). */
function choosesPerformer(op: Op | Program): boolean {
  if (!("name" in op)) return false;
  return op.who?.choice !== undefined || op.commands?.who?.choice !== undefined;
}

/** Tries each candidate of each single-player choice in turn (a larger choice is taken as made). */
function someChoiceLets(choices: readonly PlayersX[], i: number, effects: Program, a: Act): boolean {
  if (i >= choices.length) {
    a.probing++;
    try {
      return effects.can(a);
    } finally {
      a.probing--;
    }
  }
  const ch = choices[i].choice;
  if (!ch || a.bound.has(ch.bind)) return someChoiceLets(choices, i + 1, effects, a);
  // A choice of several players is not tried in every combination: taken as one that may let it.
  if ((ch.max(a) ?? 2) !== 1) return true;
  for (const c of choices[i].peek(a)) {
    a.bound.set(ch.bind, [c]);
    try {
      if (someChoiceLets(choices, i + 1, effects, a)) return true;
    } finally {
      a.bound.delete(ch.bind);
    }
  }
  return false;
}

/** The equipment slots whose cards give distance or attack range (3.1.7 ◆: 武器牌/坐骑牌). */
const RANGE_SLOTS = ["weapon", "offensiveHorse", "defensiveHorse"] as const;

/** Whether the costs can be paid with some weapon or horse a step moves taken as gone for the steps after it. */
function withoutSomeRangeCard(steps: readonly Step[], a: Act): boolean {
  const eq = a.engine.state.players[a.actor]?.equipment;
  if (!eq) return false;
  return steps.some((s, i) => {
    const moves = (s.op as Op).moves;
    if (!moves || !steps.slice(0, i + 1).every((t) => canStep(t, a))) return false;
    const candidates = moves.peek(a);
    return RANGE_SLOTS.some((slot) => {
      const card = eq[slot];
      if (card === undefined || !candidates.includes(card)) return false;
      eq[slot] = undefined;
      try {
        return steps.slice(i + 1).every((t) => canStep(t, a));
      } finally {
        eq[slot] = card;
      }
    });
  });
}

/**
 * 3.1.7 ◆ 移动武器牌/坐骑牌作为发动技能的消耗时，不能同时用到此牌提供的攻击范围或坐骑技能: a cost
 * that moves a card of the performer's choice (弃置一张装备牌) is paid with the choices after it
 * (并选择一名…的角色) made as if that card were gone — and so is the part's condition (若你至其的距离
 * 等于你的攻击范围: ◆ 用到一张装备牌提供的距离、攻击范围…时，不能以任何方式操作该装备牌). The cards
 * the later costs or the condition rely on are bound as #costRelied (ops/cards.ts leaves them out of
 * the choice); the costs can be paid only if each such choice still has enough cards.
 */
function costChoicesLeft(steps: readonly Step[], a: Act, relies: Ex<boolean> | undefined): boolean {
  const relied: CardId[] = [];
  let ok = true;
  steps.forEach((s, i) => {
    const moves = (s.op as Op).moves;
    const later = steps.slice(i + 1);
    if (!moves || (later.length === 0 && !relies)) return;
    const candidates = moves.peek(a);
    const eq = a.engine.state.players[a.actor]?.equipment;
    if (!eq) return;
    const bad: CardId[] = [];
    for (const slot of RANGE_SLOTS) {
      const card = eq[slot];
      if (card === undefined || !candidates.includes(card)) continue;
      // The later costs read the card as moved; the part's condition, asked before paying, reads only
      // what the card provides as absent (its range, distance, skills: 3.1.7 ◆), not the card itself
      // (若你的装备区里有牌，你可弃置装备区里的一张牌 may discard the only one).
      eq[slot] = undefined;
      let ok: boolean;
      try {
        ok = later.every((t) => canStep(t, a));
      } finally {
        eq[slot] = card;
      }
      if (ok && relies) {
        a.engine.unprovided.add(card);
        try {
          ok = relies(a);
        } finally {
          a.engine.unprovided.delete(card);
        }
      }
      if (!ok) bad.push(card);
    }
    if (bad.length === 0) return;
    relied.push(...bad);
    if (candidates.length - bad.length < Math.max(moves.choice?.min(a) ?? 1, 1)) ok = false;
  });
  a.bound.set("#costRelied", relied);
  return ok;
}

/** Arms the delayed effects a program starts with (（→） right after ▶). */
export function armDelays(p: Program, a: Act): void {
  for (const s of (p as { steps?: readonly Step[] }).steps ?? []) {
    if (!s.arm) return;
    s.arm(a);
  }
}

export function disarmDelays(p: Program, a: Act): void {
  for (const s of (p as { steps?: readonly Step[] }).steps ?? []) {
    if (!s.disarm) return;
    s.disarm(a);
  }
}

const isProgram = (x: Op | Program): x is Program => !("name" in x);

function canStep(s: Step, a: Act): boolean {
  a.probing++;
  try {
    if (s.when && !s.when(a)) return false;
    return s.op.can(a);
  } finally {
    a.probing--;
  }
}

/**
 * 3.5.19 并: the steps joined by 并 are done at once, so a choice among them (弃置一张红色手牌并选择一名
 * 手牌数不小于你的角色) is offered the players it describes as the group begins, not after the
 * steps before it in the text have moved cards.
 */
function offerTogether(steps: readonly Step[], start: number, a: Act): void {
  for (let j = start + 1; j < steps.length && steps[j].link === "and"; j++) (steps[j].op as Op).offerNow?.(a);
}

/** Runs one step: asks for 可, runs it; returns whether it ran. */
function runStep(s: Step, a: Act): boolean {
  if (s.when && !s.when(a)) return false;
  if (!s.op.can(a)) return false;
  if (s.may) {
    // 3.5.5: the 可 of an effect is its performer's choice (其可对你使用…: 其 decides), one named player;
    // otherwise the actor's.
    const performers = "who" in s.op && s.op.who && !s.op.who.choice ? s.op.who.peek(a) : [];
    const who = performers.length === 1 ? performers[0] : a.actor;
    const name = "name" in s.op ? s.op.name : a.skill;
    if (!a.engine.ask.activate(who, a.skill, `${name}`)) return false;
  }
  return s.op.run(a);
}

/** The operation a step does directly (a do-step's op), for the v.before values it carries. */
const opName = (s: Step): string | null => ("name" in s.op && typeof s.op.name === "string" ? s.op.name : null);

function seqOf(steps: readonly Step[]): Program & { steps: readonly Step[] } {
  // 其获得此牌前 (v.before): this sequence holds the operation such a value is taken before; it is
  // read just before that step runs (a value about an operation elsewhere stays for its sequence).
  const befores = pendingBefores.filter((b) => steps.some((s) => opName(s) === b.query.op));
  for (const b of befores) pendingBefores.splice(pendingBefores.indexOf(b), 1);
  return {
    steps,
    // 003 §三 ◆: some effect can be carried out (one whose conditions hold now).
    can: (a) => steps.length === 0 || steps.some((s) => s.link !== "after" && s.link !== "arrow" && canStep(s, a)),
    run: (a) => {
      let previous = true;
      let any = false;
      for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        if ((s.link === "after" || s.link === "arrow") && !previous) {
          previous = false;
          continue;
        }
        // 3.5.19 并: done together, both or neither.
        if (s.link === "and" && i > 0 && !previous) {
          previous = false;
          continue;
        }
        if (s.link !== "and" && steps[i + 1]?.link === "and") offerTogether(steps, i, a);
        if (a.paying > 0) capCardChoice(steps, i, a);
        // （→） right after an effect (〖勇略〗: 你对其使用…【杀】（→）当此【杀】使用结算结束后): armed
        // before that effect runs, so that it hears the effect's own timings.
        const next = steps[i + 1];
        if (next?.arm && !s.arm) next.arm(a);
        for (const b of befores) if (opName(s) === b.query.op) a.bound.set(b.key, b.value(a));
        previous = runStep(s, a);
        any ||= previous;
        if (!a.engine.state.players[a.you] || a.judgeTerminated) break;
      }
      return any;
    },
  };
}

/**
 * 3.5.11 (a cost is paid in full or not at all): a choice of cards in a cost takes no more than
 * the steps after it can still be paid with (弃置至少一张手牌并选择等量的其他角色: no more cards than
 * there are players to choose). The cap is the most that leaves them payable, read with that many
 * of the candidates taken as chosen.
 */
function capCardChoice(steps: readonly Step[], i: number, a: Act): void {
  const moves = (steps[i].op as Op).moves;
  const ch = moves?.choice;
  const later = steps.slice(i + 1).filter((t) => t.link === "and" || t.link === "then" || t.link === "first");
  if (!moves || !ch || later.length === 0 || a.bound.has(ch.bind)) return;
  const candidates = moves.peek(a);
  const max = Math.min(ch.max(a) ?? candidates.length, candidates.length);
  const min = Math.max(ch.min(a), 0);
  for (let k = max; k >= min; k--) {
    a.bound.set(ch.bind, candidates.slice(0, k));
    let ok: boolean;
    try {
      ok = later.every((t) => canStep(t, a));
    } finally {
      a.bound.delete(ch.bind);
    }
    if (ok) {
      if (k < max) a.bound.set(`#cap.${ch.bind}`, k);
      return;
    }
  }
}

/** The state effects of a statement tree, with the 若 conditions above them. */
export function collectMods(p: Program): { mod: ModSpec; when: Ex<boolean> | null }[] {
  const steps = (p as { steps?: readonly Step[] }).steps ?? [];
  const out: { mod: ModSpec; when: Ex<boolean> | null }[] = [];
  for (const s of steps) {
    if (s.mods) out.push(...s.mods());
    else if ("mod" in s.op) out.push({ mod: (s.op as StateOp).mod, when: s.when ?? null });
    else if (isProgram(s.op)) out.push(...collectMods(s.op));
  }
  return out;
}

const and = (a: Ex<boolean> | null, b: Ex<boolean>): Ex<boolean> => (a ? (x) => a(x) && b(x) : b);

export const s = {
  seq: (x: { steps: readonly Step[] }): Program => seqOf(x.steps),
  do: (x: { op: Op; link: Step["link"]; may?: boolean; must?: boolean; need?: boolean; each?: boolean; inOrder?: boolean; when?: Ex<boolean> }): Step => ({ ...x }),
  /** 若<cond>，<then>[；否则<otherwise>]. */
  if: (x: { link: Step["link"]; cond: Ex<boolean>; then: Program; otherwise?: Program }): Step => {
    const op: Program = {
      can: (a) => (x.cond(a) ? x.then.can(a) : (x.otherwise?.can(a) ?? false)),
      run: (a) => (x.cond(a) ? x.then.run(a) : (x.otherwise?.run(a) ?? false)),
    };
    return {
      op,
      link: x.link,
      mods: () => [...collectMods(x.then).map((m) => ({ mod: m.mod, when: and(m.when, x.cond) })), ...(x.otherwise ? collectMods(x.otherwise).map((m) => ({ mod: m.mod, when: and(m.when, (a: Act) => !x.cond(a)) })) : [])],
    };
  },
  /** 若<x>：<case>，…: the first case whose test holds of the subject. */
  switch: (x: { link: Step["link"]; cases: readonly { test: Ex<boolean>; body: Program }[]; card?: unknown; value?: Ex<number> }): Step => {
    const pick = (a: Act): Program | null => {
      const before = a.subject;
      if (x.value) a.subject = x.value(a);
      try {
        return x.cases.find((c) => c.test(a))?.body ?? null;
      } finally {
        a.subject = before;
      }
    };
    return {
      op: { can: (a) => pick(a)?.can(a) ?? false, run: (a) => pick(a)?.run(a) ?? false },
      link: x.link,
    };
  },
  /** <clause>，否则<…> (需 3.5.17): the otherwise branch runs when the clause was not done. */
  unless: (x: { link: Step["link"]; step: Step; otherwise: Program }): Step => ({
    op: {
      can: () => true,
      run: (a) => {
        // 需 (3.5.17): the subject decides whether to do it — a need to play or use is that
        // decision itself (4.2.5); otherwise its performer is asked. Not done (or not doable): 否则.
        const op = x.step.op;
        const needs = "name" in op && NEED_OPS.has(op.name);
        const performer = "who" in op && op.who ? (op.who.peek(a)[0] ?? a.actor) : a.actor;
        // A need event happens even when its performer has no such card (another skill may supply it).
        const done = needs ? (!x.step.when || x.step.when(a)) && (op.force ?? op.run)(a) : canStep(x.step, a) && a.engine.ask.activate(performer, a.skill, "need") && runStep({ ...x.step, may: false }, a);
        if (!done) x.otherwise.run(a);
        return true;
      },
    },
    link: x.link,
  }),
  /**
   * （→） (3.5.13): a delayed effect with its own timing; it shares the activation's choices.
   * It is armed as the skill is activated (before its costs: 〖洛神〗's 此判定 is its cost's) and
   * disarmed if the costs are not paid; `lasting`: it holds for the period its timing names
   * (于此回合内…), each time, instead of once.
   */
  delay: (x: { link: Step["link"]; on: readonly At[]; lasting?: boolean; cond?: Ex<boolean>; body: Program; at?: string }): Step => {
    const key = `#armed.${++delayCounter}`;
    const arm = (a: Act): void => {
      if (a.bound.has(key)) return;
      const entries: DelayedEntry[] = x.on.map((at) => {
        const { timing, phase } = thisPhaseTiming(a, at.timing);
        return {
          owner: a.you,
          skill: a.skill,
          effect: {
            timing,
            subject: "any",
            scope: x.lasting ? "thisTurn" : "once",
            optional: false,
            bind: (ctx) => (phase === null || ctx.event.id === phase) && at.match(childOf(a, ctx)),
            ...(x.cond ? { condition: (ctx: SkillContext) => x.cond!(childOf(a, ctx)) } : {}),
            effect: (ctx) => {
              x.body.run(childOf(a, ctx));
            },
          },
        };
      });
      for (const e of entries) a.engine.delayedEffects.add(e);
      a.bound.set(key, entries);
    };
    const disarm = (a: Act): void => {
      const entries = a.bound.get(key) as DelayedEntry[] | undefined;
      for (const e of entries ?? []) a.engine.delayedEffects.remove(e);
      a.bound.delete(key);
    };
    return {
      op: {
        can: () => true,
        run: (a) => {
          arm(a);
          return true;
        },
      },
      link: x.link,
      arm,
      disarm,
    };
  },
  /** Statements with the variables they define (card effects). */
  let: (x: { vars: readonly VarSpec[]; body: Program }): Program => ({
    can: (a) => {
      setVars(a, x.vars);
      return x.body.can(a);
    },
    run: (a) => {
      setVars(a, x.vars);
      return x.body.run(a);
    },
  }),
};

/**
 * 此阶段结束时 (phase.this.*): the timing of the phase in progress as the effect is armed (the
 * phase the activation happened in), and only that phase's event.
 */
function thisPhaseTiming(a: Act, timing: TimingId): { timing: TimingId; phase: number | null } {
  const prefix = "phase.this.";
  if (!timing.startsWith(prefix)) return { timing, phase: null };
  const phase = a.engine.findEvent("phase", () => true);
  if (!phase) return { timing, phase: null };
  return { timing: `phase.${phase.phase}.${timing.slice(prefix.length)}` as TimingId, phase: phase.id };
}

const children = new WeakMap<object, Act>();
function childOf(parent: Act, ctx: import("../context.ts").SkillContext): Act {
  let c = children.get(ctx);
  if (!c) {
    const own = actOf(ctx);
    c = parent.child(own.event, own.timing, ctx);
    children.set(ctx, c);
  }
  return c;
}

/**
 * Defines a part's X, Y … (3.4.11). （若…，X为…；否则X为…） is decided when X is read, not when
 * the activation starts (3.4.11: a value is computed when the operation needing it runs) —
 * 〖制衡〗(界) reads 以此法弃置的牌 once they are discarded. A conditional that defines a
 * chosen value (X∈[…]) is decided at once, as its choice must be.
 */
export function setVars(a: Act, vars: readonly VarSpec[] | undefined): void {
  for (const v of vars ?? []) {
    if ("name" in v) a.vars.set(v.name, v.def);
    else if (choosesAny(v.then) || choosesAny(v.otherwise)) setVars(a, v.cond(a) ? v.then : v.otherwise);
    else for (const name of new Set([...namesOf(v.then), ...namesOf(v.otherwise)])) a.vars.set(name, { kind: "is", value: (b) => valueOf(b, v.cond(b) ? v.then : v.otherwise, name) });
  }
}

type VarIf = Extract<VarSpec, { readonly cond: Ex<boolean> }>;

function namesOf(vars: readonly VarSpec[]): string[] {
  return vars.flatMap((v) => ("name" in v ? [v.name] : [...namesOf(v.then), ...namesOf(v.otherwise)]));
}

function choosesAny(vars: readonly VarSpec[]): boolean {
  return vars.some((v) => ("name" in v ? v.def.kind === "choose" : choosesAny(v.then) || choosesAny(v.otherwise)));
}

/** The value a branch gives `name` (the last definition of it wins, as in order of text). */
function valueOf(a: Act, vars: readonly VarSpec[], name: string): number {
  let out = 0;
  for (const v of vars) {
    if ("name" in v) {
      if (v.name === name && v.def.kind === "is") out = v.def.value(a);
    } else if (namesOf([v as VarIf]).includes(name)) out = valueOf(a, v.cond(a) ? v.then : v.otherwise, name);
  }
  return out;
}

export const option = (x: { label: string; body: Program }): { label: string; body: Program } => x;
export const kase = (x: { test: Ex<boolean>; body: Program }): { test: Ex<boolean>; body: Program } => x;

export const def = {
  is: (x: { name: string; value: Ex<number> }): VarSpec => ({ name: x.name, def: { kind: "is", value: x.value } as VarDef }),
  choose: (x: { name: string; min: Ex<number>; max: Ex<number> }): VarSpec => ({ name: x.name, def: { kind: "choose", min: x.min, max: x.max } as VarDef }),
  if: (x: { cond: Ex<boolean>; then: readonly VarSpec[]; otherwise: readonly VarSpec[] }): VarSpec => x,
};
