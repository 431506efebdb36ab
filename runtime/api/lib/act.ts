// An activation: one run of a skill part (or a card's effect) — who owns it (你), the event
// whose timing point started it, what its text chose and remembered so far (bindings), the
// candidates of the filters being evaluated, and its variables (（X为…）, computed when used).
// Every library builder is a function of an activation.
import type { Engine } from "../../engine/engine.ts";
import type { GameEvent, UseEvent, VirtualCard } from "../../model/events.ts";
import type { CardId, PlayerId, PublicArea } from "../../model/types.ts";
import type { TimingId } from "../../timing/catalogue.ts";
import type { SkillContext } from "../context.ts";

/** A value computed from an activation. */
export type Ex<T> = (a: Act) => T;

/** The card whose 作用效果 runs (4.2.4 循环点B), or whose 执行动作. */
export interface CardScope {
  readonly name: string;
  readonly card: VirtualCard;
  readonly use: UseEvent | null;
  readonly user: PlayerId;
  readonly target: PlayerId | null;
  readonly paired: PlayerId | null;
}

/** A variable of the part: computed on use (3.4.11), or chosen once (X∈[a,b]). */
export type VarDef = { readonly kind: "is"; readonly value: Ex<number> } | { readonly kind: "choose"; readonly min: Ex<number>; readonly max: Ex<number> };

const isEventList = (x: ReadonlySet<number> | readonly { readonly id: number }[]): x is readonly { readonly id: number }[] => Array.isArray(x);

export class Act {
  /** Choices made and results remembered, by the binding names the compiler gave them. */
  readonly bound: Map<string, unknown>;
  /** The candidate each nesting level of filters is testing. */
  readonly cands: unknown[] = [];
  /** The set each nesting level's candidate is drawn from (手牌数最大的角色 compares within it). */
  readonly pools: (readonly unknown[])[] = [];
  /** The subject a switch's cases test (若X：为1…). */
  subject: unknown = null;
  readonly vars: Map<string, VarDef>;
  /** Values chosen for X∈[a,b] (built on first choice: most activations have none). */
  private chosenVars: Map<string, number> | null = null;
  /** The player whose clause is running (the subject: it makes the choices its arguments need). */
  actor: PlayerId;
  /** The log's length when the activation began (此次发动之前: what happened before it). */
  readonly startedAt: number;
  /** The events in progress when it began (此回合, 此阶段: the ones it is about). */
  get scopeIds(): ReadonlySet<number> {
    // Built on first use: most activations never ask (a set per context is a cost every dispatch pays).
    const scope = this.scope;
    if (!isEventList(scope)) return scope;
    return (this.scope = new Set(scope.map((e) => e.id)));
  }
  private scope: ReadonlySet<number> | readonly { readonly id: number }[];
  /** Cards this activation moved, shown, gave … by operation (以此法, 3.5.33). */
  /** What this activation (or card use) did; `at` is the log length just after it. */
  readonly records: { readonly op: string; readonly by: PlayerId; readonly cards: readonly CardId[]; readonly players: readonly PlayerId[]; readonly at: number; readonly from?: number; readonly act?: string }[];
  /** The log's length when the operation now running began (its own moves come first after it). */
  opStart: number | null = null;

  constructor(
    readonly engine: Engine,
    readonly you: PlayerId,
    readonly skill: string,
    readonly event: GameEvent,
    readonly timing: TimingId | null,
    readonly ctx: SkillContext,
    readonly card: CardScope | null = null,
    parent: Act | null = null,
  ) {
    this.actor = you;
    this.startedAt = parent ? parent.startedAt : engine.log.entries.length;
    this.scope = parent ? parent.scope : engine.stack.slice();
    this.bound = parent ? parent.bound : new Map();
    this.vars = parent ? parent.vars : new Map();
    // A card's actions and effects are one use (3.5.33 以此法: 五谷丰登 gains what its action revealed).
    this.records = parent ? parent.records : card?.use ? recordsOfUse(card.use) : [];
    if (parent?.chosenVars) this.chosenVars = new Map(parent.chosenVars);
  }

  /** A variable's value now (3.4.11: computed when the operation needing it runs). */
  variable(name: string): number {
    const def = this.vars.get(name);
    if (!def) throw new Error(`variable ${name} is not defined`);
    const fixed = this.fixedVars?.get(name);
    if (fixed !== undefined) return fixed;
    if (def.kind === "is") return def.value(this);
    const chosen = this.chosenVars?.get(name);
    if (chosen !== undefined) return chosen;
    const min = def.min(this);
    const max = def.max(this);
    // Only tested (can the part be paid now?): X∈[min,max] is chosen when it is paid, not here;
    // the least value asks the least of the rest (〖突袭〗(界): 等量的有手牌的其他角色).
    if (this.probing > 0) return min;
    const options = [];
    for (let n = min; n <= max; n++) options.push(String(n));
    if (options.length === 0) return min;
    const i = this.engine.ask.option(this.actor, options, `${this.skill}:${name}`);
    const n = min + i;
    (this.chosenVars ??= new Map()).set(name, n);
    return n;
  }

  /** Values fixed when an effect started a lasting state with this act (fixVariables). */
  private fixedVars: Map<string, number> | null = null;
  /** Reads of what is not settled yet when a state starts: the player asked about, a running history. */
  private liveReads = 0;
  /** A value read something that changes while a state lasts (a history whose period is still running). */
  readsLive(): void {
    this.liveReads++;
  }

  /**
   * 3.4.11 ◆: a variable of an equation is computed by the one carrying out the operation, when it
   * runs. An effect that starts a lasting state (于此回合内你的攻击范围+X) runs once, so its X is
   * the value then, not whatever it is each time the state is asked about later. A variable that
   * reads the player asked about (有“鉴”的角色的手牌上限+X（X为其“鉴”数）) has no value until it is
   * asked, and stays live; so does one that reads a history whose period is still running
   * (X为你于此回合的出牌阶段内造成过的伤害值之和: as the ◆ says of 伤害值, what has happened by the
   * time the value is used).
   */
  fixVariables(): void {
    this.fixedVars ??= new Map();
    for (const [name, def] of this.vars) {
      if (def.kind !== "is" || this.fixedVars.has(name)) continue;
      const reads = this.liveReads;
      let n: number;
      try {
        n = def.value(this);
      } catch {
        continue;
      }
      if (this.liveReads === reads) this.fixedVars.set(name, n);
    }
  }

  /** Whether a variable chosen by its player (X∈[a,b]) can take a value at all. */
  variableRange(name: string): { min: number; max: number } | null {
    const def = this.vars.get(name);
    if (!def || def.kind !== "choose") return null;
    return { min: def.min(this), max: def.max(this) };
  }

  /** Evaluate `f` with the candidate of nesting level `depth` set to `value`. */
  withCandidate<T>(depth: number, value: unknown, f: () => T): T {
    const before = this.cands[depth];
    this.cands[depth] = value;
    try {
      return f();
    } finally {
      this.cands[depth] = before;
    }
  }

  /** A child activation for a delayed effect: it shares what its parent chose. */
  child(event: GameEvent, timing: TimingId | null, ctx: SkillContext): Act {
    return new Act(this.engine, this.you, this.skill, event, timing, ctx, this.card, this);
  }

  /** `act`: for 令 (command), the operation the commanded player did. */
  record(op: string, by: PlayerId, cards: readonly CardId[], players: readonly PlayerId[] = [], act?: string, vid?: number): void {
    const r = { op, by, cards: [...cards], players: [...players], at: this.engine.log.entries.length, ...(this.opStart !== null ? { from: this.opStart } : {}), ...(act ? { act } : {}), ...(vid !== undefined ? { vid } : {}) };
    this.records.push(r);
    // 以此法 over a period (于此阶段内以此法交给的牌) spans this skill's activations: keep them all.
    let all = skillRecords.get(this.engine);
    if (!all) skillRecords.set(this.engine, (all = []));
    all.push({ ...r, skill: this.skill, owner: this.you });
  }

  /** While set, history reads only what happened before this activation (首次: not true before). */
  before = false;
  /** With `before`: read history only up to this log index instead (the event in scope's start). */
  historyEnd: number | null = null;
  /** Set when a reference reads a choice not made yet (p.bound, c.bound): what it names is still to come. */
  readUnbound = false;
  /** 3.5.59: this activation's judgement was terminated — the rest of its sequence is not carried out. */
  judgeTerminated = false;
  /** 于…后 (3.6.3, q.asOf): a player's hand, equipment and judge area are read as they were at this log index. */
  asOf: number | null = null;
  /** （距离关系限制规则对此次合法性检测不产生影响）: the legality checks of this choice ignore distance. */
  ignoreDistance = false;
  /**
   * The player a state effect is being asked about (有“鉴”的角色的手牌上限+X（X为其“鉴”数）: 其 is
   * each such player in turn, as the value of that player is computed).
   */
  get queried(): PlayerId | null {
    this.liveReads++;
    return this.queriedPlayer;
  }
  set queried(p: PlayerId | null) {
    this.queriedPlayer = p;
  }
  private queriedPlayer: PlayerId | null = null;

  /** Evaluates `f` with `p` as the player the state is asked about (p.queried). */
  asking<T>(p: PlayerId | undefined, f: () => T): T {
    const before = this.queriedPlayer;
    this.queriedPlayer = p ?? null;
    try {
      return f();
    } finally {
      this.queriedPlayer = before;
    }
  }
  // Per-activation state of parts.ts and ops/cards.ts: fields, not WeakMaps keyed by the Act
  // (one per condition test, and the garbage collector pays for every WeakMap entry).
  /** What the activation had bound before its process began (重复此流程 starts again from there). */
  processStart: ReadonlySet<string> | null = null;
  /** Where in the log its settlement began (3.8.17), while it runs. */
  settlementStart: number | null = null;
  /** The choices of the performers of the ops running (各, 3.5.36), innermost last. */
  opScopes: { readonly made: Map<string, unknown[]> }[] | null = null;
  /** Above 0 while a step is only tested (can it be done now?): no choice is asked then. */
  probing = 0;
  /** Above 0 while the part's costs (left of ▶, 3.5.11) are tested or paid: 3.4.19 ◆ reads it. */
  paying = 0;
}

type OpRecord = Act["records"][number];
const useRecords = new WeakMap<object, OpRecord[]>();
function recordsOfUse(use: object): OpRecord[] {
  let r = useRecords.get(use);
  if (!r) useRecords.set(use, (r = []));
  return r;
}

/** What each skill's activations did (以此法), per game, with where in the log it happened. */
export interface SkillRecord {
  readonly op: string;
  readonly by: PlayerId;
  readonly cards: readonly CardId[];
  readonly players: readonly PlayerId[];
  readonly skill: string;
  readonly owner: PlayerId;
  readonly at: number;
  /** Where in the log its operation began. */
  readonly from?: number;
}
export const skillRecords = new WeakMap<Engine, SkillRecord[]>();

/** Players an argument names: fixed ones, or a choice its chooser makes when asked. */
export interface PlayersX {
  /** The players, or a choice's candidates, without asking anyone. */
  peek(a: Act): PlayerId[];
  /** The players: a choice asks now (and binds the answer); null if it cannot be made. */
  get(a: Act, purpose: string): PlayerId[] | null;
  /** How many a choice takes (absent for a fixed set). */
  readonly choice?: { readonly min: Ex<number>; readonly max: Ex<number | null>; readonly chooser: PlayersX | null; readonly bind: string };
  /** A single player (你, 其, 来源 …) rather than a set. */
  readonly single?: boolean;
  /** 系统: the game performs it, not a player. */
  readonly system?: boolean;
  /** Whether the choices it makes can all be made now (one choice may depend on another's). */
  feasible?(a: Act): boolean;
  /** For a description of players (所有角色, 其他角色): whether it describes this one, alive or not. */
  describes?(a: Act, p: PlayerId): boolean;
  /** A union's parts (其与你), for an operation each of whose performers must be able (同时展示). */
  readonly items?: readonly PlayersX[];
}

/** Cards an argument names, the same way. */
export interface CardsX {
  peek(a: Act): CardId[];
  get(a: Act, purpose: string): CardId[] | null;
  /** `random`: 牌堆/弃牌堆里的<一张…牌> (3.8.25) — the system takes them at random, no one chooses. */
  readonly choice?: { readonly min: Ex<number>; readonly max: Ex<number | null>; readonly chooser: PlayersX | null; readonly bind: string; readonly random?: boolean };
  /** The virtual card this names, when it names one (此【杀】): for name and colour tests. */
  virtual?(a: Act): VirtualCard | null;
  /** A judgement's card once its result is determined (判定牌, 结果): that result, for attribute tests (4.2.11). */
  judged?(a: Act): VirtualCard | null;
  /** A kind of card rather than cards (锦囊牌 in a state): its test, on a card or a virtual card. */
  readonly kind?: Filter<CardId>;
  /** Whether a card was in this set as the use in scope began (此【杀】对应的实体牌为你的所有手牌). */
  was?(a: Act, card: CardId): boolean;
  /** A description of cards (红色牌 in 以此法展示红色牌): whether it describes this card, held now. */
  describes?(a: Act, card: CardId): boolean;
  /** Cards of a player still to be chosen (一名其他角色的装备区里的一张牌): that choice's binding. */
  readonly ownerChoice?: string;
  /** Whether a card that was at `key` (a zone key, hand0) was one of these (你于此阶段内弃置过你的手牌). */
  cameFrom?(a: Act, key: string, card: CardId): boolean;
  /** The cards used, as cards (使用过的牌数, 004 3.1.9 ◎: one 【杀】 on two cards is one card used). */
  used?(a: Act): VirtualCard[];
  /**
   * 3.8.4: a set of its owner's cards or hand cards (你的两张手牌, 你的一张红色牌): the cards outside them
   * the owner may use or play as if in hand that meet the set's other standards (its filters).
   */
  asHandOf?(a: Act): CardId[];
  /** A choice among such a set: the same choice with those cards in its range when its number is specific (3.8.4). */
  widen?(): CardsX;
  /**
   * Cards taken from one end of the draw pile (牌堆顶的X张牌, 牌堆里的第X张牌): how many cards the pile
   * must hold for them to be there — all X for a whole operation (1 for one done in part), X for the
   * Xth. `get` shuffles the discard pile in first when the pile holds fewer (3.8.26 洗牌).
   */
  pileDepth?(a: Act, partial: boolean): number;
}

/** A filter over one kind of candidate; `depth` is the nesting level its candidate binds. */
export type Filter<T> = ((a: Act, candidate: T) => boolean) & { readonly depth?: number };

/** Tests `candidates` with a filter, recording the pool they come from (3.4.15 最大 compares within it). */
export function filterAll<T>(a: Act, candidates: readonly T[], f: Filter<T>): T[] {
  if (f.depth === undefined) return candidates.filter((c) => f(a, c));
  const before = a.pools[f.depth];
  a.pools[f.depth] = candidates;
  try {
    return candidates.filter((c) => f(a, c));
  } finally {
    a.pools[f.depth] = before ?? [];
  }
}

/** An operation of a vocabulary row: whether it could be done now, and doing it. */
export interface Op {
  readonly name: string;
  /** Who performs it (the subject), when it has one. */
  readonly who?: PlayersX;
  can(a: Act): boolean;
  /** Does it; false when it could not be done (declined, no cards …). */
  run(a: Act): boolean;
  /** Does it even when `can` says no (需打出: the need event happens though nothing can answer it). */
  force?(a: Act): boolean;
  /** The cards it moves, when a choice of its performer's (弃置一张装备牌): read by 3.1.7 ◆ for costs. */
  readonly moves?: CardsX;
  /** A choice of players (选择一名…的角色): fixes its offer now — 并 (3.5.19) offers them as its group begins. */
  readonly offerNow?: (a: Act) => void;
  /** 选择<players> itself: the players it chooses (no cost of 003 §三's kinds, only a choice). */
  readonly chooses?: PlayersX;
  /** 令 (3.5.28): the operation the commanded player performs. */
  readonly commands?: Op;
}

/** Statements: whether some effect could happen (003 §三 ◆), and running them. */
export interface Program {
  can(a: Act): boolean;
  run(a: Act): boolean;
}

/** 此目标 (3.5.32): one target of a use being settled. */
export interface TargetRef {
  readonly use: import("../../model/events.ts").UseEvent;
  readonly index: number;
  /** 其中的至少一个目标 (a choice of several): all of them, `index` the first. */
  readonly indices?: readonly number[];
}
export type TargetX = ((a: Act) => TargetRef | null) & {
  /** A description of targets by their player (对应的角色为你的目标): a state tests each target in question with it. */
  readonly describes?: Filter<PlayerId>;
};

/** 此伤害 (3.5.23): the damage event in scope. */
export type DamageX = (a: Act) => import("../../model/events.ts").DamageEvent | null;

/** Phases a text names (跳过出牌阶段, 一个额外的出牌阶段), or a choice of one. */
export interface PhaseX {
  peek(a: Act): import("../../timing/catalogue.ts").PhaseName[];
  get(a: Act, purpose: string): import("../../timing/catalogue.ts").PhaseName[] | null;
}

/**
 * A zone a text names (弃牌堆, 牌堆顶, <角色>的装备区 …). An equipment zone has no slot yet
 * (the card moving there decides it): use `zoneRefFor` (runtime/api/lib/misc.ts) per card.
 */
export type ZoneDest =
  | { readonly kind: "drawPile"; readonly end: "top" | "bottom" }
  | { readonly kind: "discardPile" }
  | { readonly kind: "processing" }
  | { readonly kind: "hand" | "judge" | "equip"; readonly owner: PlayerId }
  | { readonly kind: "general"; readonly owner: PlayerId; readonly side: "on" | "beside" }
  /** 仓廪/府库/仁道 (3.3.18–3.3.20): the pile the cards join is the name the text gives them. */
  | { readonly kind: "public"; readonly area: PublicArea }
  /** 目标区域 (3.8.x 移至目标区域): where the move in scope goes. */
  | { readonly kind: "destination" };
export type ZoneX = ((a: Act) => ZoneDest | null) & {
  /**
   * A zone of a player still to be chosen (一名其他角色的装备区): the choice, and the zone of each
   * candidate. The operation moving cards there makes the choice (among those who can take them).
   */
  readonly ownerChoice?: { readonly owner: PlayersX; readonly of: (owner: PlayerId) => ZoneDest | null };
};

/** Skills a text names (〖武圣〗, 此技能, 其武将牌上的所有技能): by name. */
/** Skills named by a text; `owners`: whose they are, when they are some players' (其防具技能). */
export type SkillsX = ((a: Act) => string[]) & { readonly owners?: (a: Act) => PlayerId[] };

/** A stretch of game time (于此回合内, 于其出牌阶段内, 此牌结算结束前): whether it holds now, and its end. */
export interface PeriodX {
  /** Whether the game is inside it now. */
  now(a: Act): boolean;
  /** The event whose end closes it (the turn, the phase, the use), when it is one; null: the whole game. */
  owner(a: Act): GameEvent | null;
  /** How a state effect under it lasts (generic modifier `until`). */
  until(a: Act): import("../../values/generic.ts").ModUntil;
  /** Where its history lies in the log, when that is not simply from its owner's start (historyWindow). */
  window?(a: Act): HistoryWindow | null;
}

/** The log entries [from, to) a history over a period reads; live: the period is still running. */
export interface HistoryWindow {
  readonly from: number;
  readonly to: number;
  readonly live: boolean;
}
