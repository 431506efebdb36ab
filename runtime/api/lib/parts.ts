// Parts, cards, generals and packs: the library builders that turn a compiled pack into the
// runtime's Pack (runtime/api/pack.ts). A triggered part listens at each timing point it names
// (one TriggerPart per point), tests the event there, and runs its costs and effects in one
// activation; an active part is offered at the play phase's idle points; a state part gives
// modifiers; a card's uses, targets and effects become its CardDef.
import type { ActivePart, CardActionDef, CardDef, CardKind, CardUseDef, DeckDef, GeneralDef, Modifier, Pack, SkillDef, SkillPart, SkillTag, SwitchSide, TargetRule, TriggerPart, UseWindow } from "../pack.ts";
import type { CardEffectContext, SkillContext, TargetContext } from "../context.ts";
import type { CardId, Faction, Gender, PlayerId, Rank, SourceRef, Suit } from "../../model/types.ts";
import type { GameEvent, UseEvent } from "../../model/events.ts";
import type { TimingId } from "../../timing/catalogue.ts";
import { SkillCtx } from "../skillContext.ts";
import type { Engine } from "../../engine/engine.ts";
import { Act, type CardScope, type Ex, type Filter, type Program, type VarDef } from "./act.ts";
import { armDelays, canActivate, canPayAll, collectMods, disarmDelays, setVars as setPartVars } from "./statements.ts";
import type { EffectMod } from "./mods.ts";

/** A timing point a part listens at, with the test of its event. */
export interface At {
  readonly timing: TimingId;
  readonly match: Ex<boolean>;
  /** The event field that must be the owner (当你…): lets the engine skip other players. */
  readonly subject?: string;
  /** One chance per point (受到1点伤害后) or per card (失去装备区里的一张牌后). */
  readonly per?: "point" | "card";
}

export interface Limit {
  readonly per: "playPhase" | "turn" | "round" | "game";
  readonly times: number;
}

export type VarSpec = { readonly name: string; readonly def: VarDef } | { readonly cond: Ex<boolean>; readonly then: readonly VarSpec[]; readonly otherwise: readonly VarSpec[] };

/** 阳：…；阴：… (3.5.62): which side of a 转换技 a part is, and the text part (1-based) it belongs to. */
export interface SideSpec {
  readonly side?: "yang" | "yin";
  readonly of?: number;
}

export type PartSpec =
  | ({ readonly kind: "trigger"; readonly on: readonly At[]; readonly may: boolean; readonly actor?: import("./act.ts").PlayersX; readonly cond?: Ex<boolean>; readonly vars?: readonly VarSpec[]; readonly limit?: Limit; readonly costs?: Program; readonly effects: Program } & SideSpec)
  | ({ readonly kind: "active"; readonly cond?: Ex<boolean>; readonly vars?: readonly VarSpec[]; readonly limit?: Limit; readonly costs?: Program; readonly effects: Program } & SideSpec)
  | { readonly kind: "state"; readonly cond?: Ex<boolean>; readonly vars?: readonly VarSpec[]; readonly mods: Program };

export function engineOf(ctx: SkillContext): Engine {
  if (!(ctx instanceof SkillCtx)) throw new Error("a compiled skill runs only in the engine's contexts");
  return ctx.runtime;
}

const setVars = setPartVars;

/** The activation of a context (one per context: costs and effects share it). */
export function actOf(ctx: SkillContext, vars?: readonly VarSpec[], card: CardScope | null = null): Act {
  if (!(ctx instanceof SkillCtx)) throw new Error("a compiled skill runs only in the engine's contexts");
  const held = ctx.activation;
  if (held instanceof Act) return held;
  const engine = ctx.runtime;
  const a = new Act(engine, ctx.you, ctx.skill, ctx.event, engine.timingOf(ctx.event) ?? null, ctx, card);
  setVars(a, vars);
  ctx.activation = a;
  return a;
}

/** Per-turn / per-round activation counts (每回合限一次), by owner and skill part. */
const counts = new WeakMap<Engine, Map<string, { scope: number; n: number }>>();

function limitScope(engine: Engine, per: Limit["per"]): number {
  if (per === "turn") return engine.findEvent("turn", () => true)?.id ?? -1;
  if (per === "playPhase") return engine.findEvent("phase", (e) => e.phase === "play")?.id ?? -1;
  if (per === "round") return engine.round;
  return 0;
}

function withinLimit(a: Act, key: string, limit: Limit | undefined): boolean {
  if (!limit) return true;
  if (limit.per === "playPhase" && limitScope(a.engine, "playPhase") < 0) return false;
  const c = counts.get(a.engine)?.get(`${a.you}|${key}`);
  return !c || c.scope !== limitScope(a.engine, limit.per) || c.n < limit.times;
}

function countUse(a: Act, key: string, limit: Limit | undefined): void {
  if (!limit) return;
  let m = counts.get(a.engine);
  if (!m) counts.set(a.engine, (m = new Map()));
  const scope = limitScope(a.engine, limit.per);
  const k = `${a.you}|${key}`;
  const c = m.get(k);
  m.set(k, c && c.scope === scope ? { scope, n: c.n + 1 } : { scope, n: 1 });
}

/** How many chances a per-card timing gives (3.5.15 ◎: 失去装备区里的一张牌后 — one per card). */
function perCardChances(a: Act): number {
  const cards = (a.bound.get("#move.cards") as CardId[] | undefined) ?? [];
  return Math.max(cards.length, 1);
}

const beginSettlement = (a: Act): void => {
  if (a.settlementStart === null) a.settlementStart = a.engine.log.entries.length;
};

/**
 * 3.8.17 ①: a hand card shown in a settlement is turned back face down unless a later effect of
 * the settlement operates on it; one still in a hand when the settlement ends was not (one that
 * was discarded, given or used has moved, which ends its being shown anyway).
 */
function endSettlement(a: Act): void {
  const from = a.settlementStart;
  if (from === null) return;
  a.settlementStart = null;
  const { entries } = a.engine.log;
  for (let i = from; i < entries.length; i++) {
    const e = entries[i];
    if (e.t !== "show") continue;
    for (const c of e.cards) if (a.engine.state.zone(c).kind === "hand") a.engine.state.unmarkShown(c);
  }
}

/** Pays a part's costs, with the delayed effects right after ▶ armed first (and disarmed on failure). */
function payCosts(a: Act, costs: Program | undefined, effects: Program, relies?: Ex<boolean>): boolean {
  if (a.processStart === null) a.processStart = new Set(a.bound.keys());
  beginSettlement(a);
  armDelays(effects, a);
  let paid = true;
  if (costs) {
    // 3.1.7 ◆: which of the cost's cards the later costs rely on, for this activation (#costRelied).
    canPayAll(costs, a, relies);
    a.paying++;
    try {
      paid = costs.run(a);
    } finally {
      a.paying--;
    }
  }
  if (!paid) {
    disarmDelays(effects, a);
    endSettlement(a);
  }
  return paid;
}

/**
 * Runs a part's effects; 重复此流程 (3.6.3) goes through the whole process again — costs and
 * effects, choosing and judging anew (bounded, so a loop cannot hang a game).
 */
function runEffects(a: Act, costs: Program | undefined, effects: Program): void {
  beginSettlement(a);
  try {
    runProcess(a, costs, effects);
  } finally {
    endSettlement(a);
  }
}

function runProcess(a: Act, costs: Program | undefined, effects: Program): void {
  const start = a.processStart ?? new Set([...a.bound.keys(), "#restart", "#running", "#repeats"]);
  const again = (): boolean => {
    const n = ((a.bound.get("#repeats") as number | undefined) ?? 0) + 1;
    if (n > 100 || !a.engine.state.players[a.you]?.alive) return false;
    for (const k of [...a.bound.keys()]) if (!start.has(k)) a.bound.delete(k);
    a.bound.set("#repeats", n);
    if (costs && !canPayAll(costs, a)) return false;
    return payCosts(a, costs, effects);
  };
  // A delayed effect of this process may repeat it after the process has ended.
  a.bound.set("#restart", () => {
    if (again()) runEffects(a, costs, effects);
  });
  for (;;) {
    a.bound.set("#running", true);
    try {
      effects.run(a);
    } finally {
      a.bound.delete("#running");
    }
    // (#repeat may also have been set while the costs were paid: a delayed effect armed before them.)
    if (a.bound.get("#repeat") !== true) return;
    a.bound.delete("#repeat");
    if (!again()) return;
  }
}

const MOVE_BINDINGS = ["#move.cards", "#move.loser", "#move.gainer", "#move.owner"] as const;

function triggerParts(spec: Extract<PartSpec, { kind: "trigger" }>, key: string, source: SourceRef, locked: boolean, side: SwitchSide | undefined): TriggerPart[] {
  return spec.on.map((at): TriggerPart => {
    const ready = (ctx: SkillContext): boolean => {
      const a = actOf(ctx, spec.vars);
      if (!withinLimit(a, key, spec.limit)) return false;
      // The match narrows the move's cards to those it describes (这些牌): start from the whole move.
      for (const k of MOVE_BINDINGS) a.bound.delete(k);
      if (!at.match(a)) return false;
      if (spec.actor && spec.actor.peek(a).length === 0) return false;
      return !spec.cond || spec.cond(a);
    };
    const part: TriggerPart = {
      kind: "trigger",
      timing: at.timing,
      subject: "any",
      // 可 (3.5.5) decides: a part without 锁定技 of a skill whose other parts have it (〖奔袭〗②) is optional.
      optional: spec.may,
      ...(at.per === "point" ? { perPoint: true } : {}),
      ...(at.per === "card" ? { chances: (ctx: SkillContext) => (ready(ctx) ? perCardChances(actOf(ctx, spec.vars)) : 1) } : {}),
      condition: ready,
      cost: {
        // 003 §三 ◆: without costs, the part is offered only when some effect can happen.
        canPay: (ctx) => {
          const a = actOf(ctx, spec.vars);
          return canActivate(spec.costs, spec.effects, a, spec.cond);
        },
        pay: (ctx) => {
          const a = actOf(ctx, spec.vars);
          // The activation has a context of its own: the match names again what it describes
          // (这些牌, 其 as the cards' owner, the gainer or loser of the move).
          for (const k of MOVE_BINDINGS) a.bound.delete(k);
          at.match(a);
          if (spec.actor) a.actor = spec.actor.peek(a)[0] ?? a.you;
          return payCosts(a, spec.costs, spec.effects, spec.cond);
        },
      },
      effect: (ctx) => {
        const a = actOf(ctx, spec.vars);
        countUse(a, key, spec.limit);
        runEffects(a, spec.costs, spec.effects);
      },
      ...(spec.actor ? { activator: (ctx: SkillContext) => spec.actor!.peek(actOf(ctx, spec.vars))[0] ?? ctx.you } : {}),
      ...(side ? { side } : {}),
      source,
    };
    return part;
  });
}

function activePart(spec: Extract<PartSpec, { kind: "active" }>, key: string, source: SourceRef, side: SwitchSide | undefined): ActivePart {
  // The sides of a 转换技 part share its 出牌阶段限X次 (counted here under one key, not per part by the idle point).
  const perPhase = spec.limit?.per === "playPhase" && !side ? spec.limit.times : undefined;
  const other = spec.limit && (spec.limit.per !== "playPhase" || side) ? spec.limit : undefined;
  return {
    kind: "active",
    phase: "play",
    ...(perPhase !== undefined ? { limitPerPhase: perPhase } : {}),
    condition: (ctx) => {
      const a = actOf(ctx, spec.vars);
      return withinLimit(a, key, other) && (!spec.cond || spec.cond(a));
    },
    cost: {
      canPay: (ctx) => {
        const a = actOf(ctx, spec.vars);
        return canActivate(spec.costs, spec.effects, a, spec.cond);
      },
      pay: (ctx) => {
        const a = actOf(ctx, spec.vars);
        return payCosts(a, spec.costs, spec.effects, spec.cond);
      },
    },
    effect: (ctx) => {
      const a = actOf(ctx, spec.vars);
      countUse(a, key, other);
      runEffects(a, spec.costs, spec.effects);
    },
    ...(side ? { side } : {}),
    source,
  };
}

function stateModifiers(spec: Extract<PartSpec, { kind: "state" }>, skill: string): Modifier[] {
  const mods = collectMods(spec.mods).flatMap((m) => {
    const out = [m];
    for (let also = (m.mod as EffectMod).also; also; also = also.also) out.push({ mod: also, when: m.when });
    return out;
  });
  return mods.map((m): Modifier => ({
    value: "generic",
    spec: {
      ...m.mod,
      applies: (engine, owner, q) => {
        // A state part's condition and 若 hold for the skill's owner (3.5.30 你).
        const ctx = engine.contextFor(owner, skill);
        const a = actOf(ctx, spec.vars);
        if (spec.cond && !spec.cond(a)) return false;
        if (m.when && !m.when(a)) return false;
        return m.mod.appliesAct(a, q);
      },
      ...(m.mod.amountAct ? { amount: (engine: Engine, owner: PlayerId, q: import("../../values/generic.ts").ModQuery) => m.mod.amountAct!(actOf(engine.contextFor(owner, skill), spec.vars), q) } : {}),
      ...(m.mod.controllerAct ? { controller: (engine: Engine, owner: PlayerId, q: import("../../values/generic.ts").ModQuery) => m.mod.controllerAct!(actOf(engine.contextFor(owner, skill), spec.vars), q) } : {}),
    },
  }));
}

let sourceFile = "";
const src = (line: number, column = 1): SourceRef => ({ file: sourceFile, line, column });

export const parts = {
  trigger: (x: Omit<Extract<PartSpec, { kind: "trigger" }>, "kind">): PartSpec => ({ kind: "trigger", ...x }),
  active: (x: Omit<Extract<PartSpec, { kind: "active" }>, "kind"> & { may?: boolean }): PartSpec => ({ kind: "active", ...x }),
  state: (x: Omit<Extract<PartSpec, { kind: "state" }>, "kind">): PartSpec => ({ kind: "state", ...x }),
};

export const at = (x: At): At => x;
export const limit = (x: Limit): Limit => x;

export function skill(x: { name: string; tags: readonly string[]; parts: readonly PartSpec[]; line: number; equipment?: boolean }): SkillDef {
  const locked = x.tags.includes("locked");
  const out: SkillPart[] = [];
  x.parts.forEach((p, i) => {
    // 3.5.62: the two sides of a 转换技 part count its 限X次 together.
    const side: SwitchSide | undefined = p.kind !== "state" && p.side ? { state: p.side, of: p.of ?? i + 1 } : undefined;
    const key = side ? `${x.name}#side${side.of}` : `${x.name}#${i}`;
    const source = src(x.line);
    if (p.kind === "trigger") out.push(...triggerParts(p, key, source, locked, side));
    else if (p.kind === "active") out.push(activePart(p, key, source, side));
    else out.push({ kind: "state", modifiers: stateModifiers(p, x.name), source });
  });
  return { name: x.name, tags: x.tags.filter((t): t is SkillTag => ["locked", "lord", "limited", "awaken", "switch"].includes(t)), parts: out, source: src(x.line) };
}

export function general(x: { name: string; faction: string; gender: string; hp: number; lord: boolean; skills: readonly string[]; granted?: readonly string[]; line: number }): GeneralDef {
  return { name: x.name, faction: x.faction as Faction, gender: x.gender as Gender, hp: x.hp, lord: x.lord, skills: [...x.skills], source: src(x.line) };
}

// ---------------------------------------------------------------- cards

export interface WindowSpec {
  readonly kind: "play" | "at";
  readonly limit?: Limit;
  readonly on?: readonly At[];
  readonly cond?: Ex<boolean>;
}

export const window = {
  play: (x: { limit?: Limit } = {}): WindowSpec => ({ kind: "play", ...(x.limit ? { limit: x.limit } : {}) }),
  at: (x: { on: readonly At[]; cond?: Ex<boolean> }): WindowSpec => ({ kind: "at", on: x.on, ...(x.cond ? { cond: x.cond } : {}) }),
};

export type TargetSpec = { readonly kind: "card" } | { readonly kind: "players"; readonly min: Ex<number>; readonly max: Ex<number> | null; readonly legal: Filter<PlayerId>; readonly reach?: Filter<PlayerId>; readonly relation?: Filter<PlayerId>; readonly paired?: Filter<PlayerId> };

export const targets = {
  card: (): TargetSpec => ({ kind: "card" }),
  players: (x: { min: Ex<number>; max: Ex<number> | null; legal: Filter<PlayerId>; reach?: Filter<PlayerId>; relation?: Filter<PlayerId>; paired?: Filter<PlayerId> }): TargetSpec => ({ kind: "players", ...x }),
};

export interface UseSpec {
  readonly when: WindowSpec;
  readonly targets: TargetSpec;
  readonly effect: Program;
}
export const use = (x: UseSpec): UseSpec => x;
export interface ActionSpec {
  readonly on: readonly At[];
  readonly body: Program;
}
export const action = (x: ActionSpec): ActionSpec => x;

/** An activation for a card's target rule: 你 is the would-be user. */
function targetAct(ctx: TargetContext, cardName: string): Act {
  const t = ctx as TargetContext & { skill?: SkillContext };
  const skillCtx = t.skill ?? null;
  if (!skillCtx) throw new Error(`card ${cardName}: its target rule needs the engine's context`);
  return actOf(skillCtx);
}

function ruleOf(t: TargetSpec, cardName: string): TargetRule {
  if (t.kind === "card") return { kind: "respondedCard" };
  // Bounds are numbers in a card's face (一名, 一至两名, 所有): evaluated without an activation.
  const probe = null as unknown as Act;
  const min = t.min(probe);
  return {
    kind: "players",
    min,
    max: t.max === null ? "all" : t.max(probe),
    legal: (ctx, candidate) => t.legal(targetAct(ctx, cardName), candidate),
    ...(t.reach ? { inReach: (ctx: TargetContext, candidate: PlayerId) => t.reach!(targetAct(ctx, cardName), candidate) } : {}),
    ...(t.relation ? { userRelation: (ctx: TargetContext, candidate: PlayerId) => t.relation!(targetAct(ctx, cardName), candidate) } : {}),
    ...(t.paired ? { paired: (ctx: TargetContext, first: PlayerId, candidate: PlayerId) => {
      const a = targetAct(ctx, cardName);
      a.bound.set("#pairedFirst", [first]);
      return t.paired!(a, candidate);
    } } : {}),
  };
}

function cardScope(ctx: CardEffectContext, name: string): CardScope {
  const use = ctx.event.kind === "use" ? (ctx.event as UseEvent) : null;
  return { name, card: ctx.card, use, user: ctx.user, target: ctx.target, paired: ctx.paired };
}

function windowOf(w: WindowSpec): UseWindow {
  if (w.kind === "play") return { kind: "play", ...(w.limit && w.limit.per === "playPhase" ? { limitPerPhase: w.limit.times } : {}) };
  const at = w.on![0];
  return {
    kind: "timing",
    timing: at.timing,
    condition: (ctx) => {
      const a = actOf(ctx);
      return at.match(a) && (!w.cond || w.cond(a));
    },
  };
}

export function card(x: {
  name: string;
  kind?: string;
  category: string;
  subtype?: string;
  attackRange?: number;
  uses: readonly UseSpec[];
  actions?: readonly ActionSpec[];
  recast?: readonly WindowSpec[];
  skills: readonly string[];
  line: number;
}): CardDef {
  const uses: CardUseDef[] = x.uses.map((u) => ({
    when: windowOf(u.when),
    targets: ruleOf(u.targets, x.name),
    effect: (ctx: CardEffectContext) => {
      const a = actOf(ctx, undefined, cardScope(ctx, x.name));
      beginSettlement(a);
      try {
        u.effect.run(a);
      } finally {
        endSettlement(a);
      }
    },
    source: src(x.line),
  }));
  const actions: CardActionDef[] = (x.actions ?? []).flatMap((ac) =>
    ac.on.map((at) => ({
      timing: at.timing,
      run: (ctx: CardEffectContext) => {
        const a = actOf(ctx, undefined, cardScope(ctx, x.name));
        if (at.match(a)) ac.body.run(a);
      },
      source: src(x.line),
    })),
  );
  const kind = kindOfWord(x.kind);
  return {
    name: x.name,
    ...(kind !== "plain" ? { kind } : {}),
    category: x.category as CardDef["category"],
    ...(x.subtype ? { subtype: x.subtype as NonNullable<CardDef["subtype"]> } : {}),
    ...(x.attackRange !== undefined ? { attackRange: x.attackRange } : {}),
    skills: [...x.skills],
    uses,
    ...(actions.length > 0 ? { actions } : {}),
    ...(x.recast && x.recast.length > 0 ? { recast: x.recast.map(windowOf) } : {}),
    source: src(x.line),
  };
}

/** 3.5.10 普/火/雷 (as the text writes them, or the vocabulary's ids): the face's kind. */
function kindOfWord(word: string | undefined): CardKind {
  switch (word) {
    case "火":
    case "fire":
      return "fire";
    case "雷":
    case "thunder":
      return "thunder";
    default:
      return "plain";
  }
}

export function deckCard(x: { name: string; kind?: string; suit: string; rank: number }): { name: string; suit: Suit; rank: Rank; kind?: CardKind } {
  const kind = kindOfWord(x.kind);
  return { name: x.name, suit: x.suit as Suit, rank: x.rank, ...(kind !== "plain" ? { kind } : {}) };
}

export function deck(x: { name: string; cards: readonly { name: string; suit: Suit; rank: Rank; kind?: CardKind }[]; line: number; derived?: boolean }): DeckDef {
  return { name: x.name, cards: x.cards, source: src(x.line), ...(x.derived ? { derived: true } : {}) };
}

export function pack(x: { name: string; file: string; generals: readonly GeneralDef[]; cards: readonly CardDef[]; skills: readonly SkillDef[]; decks: readonly DeckDef[] }): Pack {
  return { name: x.name, generals: x.generals, cards: x.cards, skills: x.skills, decks: x.decks };
}

/** Set before a pack's builders run, so every SourceRef names its file. */
export function beginPack(file: string): void {
  sourceFile = file;
}

export type { GameEvent };
