// The engine: state + the event stack + timing dispatch + the operations that start events.
// Nested events are nested calls (insertion principle, 003 §二(1)); `stack` mirrors them for
// `eventOf`, logs and scopes. Game over is an exception that unwinds everything (4.2.19).
// The core imports no flow, value, view or mode: the event flows and the rules operations on
// them, the views and the skill contexts are given at construction (./parts.ts).
import type { CardDef, CardUseDef, Pack, SkillDef, SkillPart, TriggerPart } from "./pack.ts";
import type { CardEffectContext, GameView } from "./context.ts";
import type {
  Channel,
  DamageEvent,
  EventOf,
  GainMarkEvent,
  GameEvent,
  JudgeEvent,
  MaxHpEvent,
  MoveEvent,
  MoveReason,
  NeedEvent,
  PhaseEvent,
  PindianResult,
  CouncilEvent,
  PlayEvent,
  SkillChangeEvent,
  UseEvent,
  VirtualCard,
} from "../model/events.ts";
import type { Area, CardId, DamageElement, GeneralSide, PhysicalCard, PlayerId, SwitchState, ZoneRef } from "../model/types.ts";
import { EQUIP_SLOTS } from "../model/types.ts";
import { colorOfCard, rankOfCard, suitOfCard } from "./cardSuits.ts";
import { ARMOR_CAP, BASE_DRAW_COUNT, GameState, zoneKey, zoneOwner, type Placement } from "../model/state.ts";
import { isTimingId, timingRow, type EventKind, type PhaseName, type TimingId } from "../timing/catalogue.ts";
import type { Agent } from "./agent.ts";
import { GameLog } from "../log/log.ts";
import { Rng } from "./rng.ts";
import { Registry, type TimingListeners, type TriggerListener } from "./registry.ts";
import { DelayedEffects, type DelayedEntry } from "./delayed.ts";
import { applying, controllerOf, hasTempMods, mayApply, ModifierIndex } from "./generic.ts";
import { Asker } from "./asker.ts";
import { GameOver, type ModeRules } from "./gameOver.ts";
import type { Flow } from "./flow.ts";
import { EndFlow } from "./endFlow.ts";
import { Fault, isAgentError, messageOf, type FaultPolicy, type FaultSource } from "./faults.ts";
import { isOffSide, isUsedUp, noteSkillUse, SkillStates, switchStateOf, type InvalidUntil, type SkillSelector } from "./skillState.ts";
import type { SeatView } from "./seatView.ts";
import type { EngineParts, EngineSkillContext } from "./parts.ts";
import { equipmentSkillsOf, mayOwnAnyOf } from "./modifiers.ts";
import { cardNameOf } from "./cardNames.ts";
import { handLike, publicPileViewers } from "./asHand.ts";

export interface EngineOptions {
  readonly packs: readonly Pack[];
  readonly seed: number;
  /** The agent of each seat; random agents get the game's generator. */
  readonly agents: (seat: PlayerId, rng: Rng) => Agent;
  /** Called after every card movement and hp change (property tests check invariants here). */
  readonly onStep?: (engine: Engine) => void;
  /**
   * Hidden candidates of card requests go to agents as opaque tokens (3.3.6, 3.5.34) — on in real
   * games (createGame); scenarios keep card ids so scripted tests can name them.
   */
  readonly hiddenCardTokens?: boolean;
  /**
   * What a throwing handler does (issue #6 item 7, runtime/engine/faults.ts): "strict" (default)
   * rethrows; "contain" logs an error entry, counts it and ends the event in which it happened.
   */
  readonly faults?: FaultPolicy;
}

/** How a card use starts (4.2.3): what `useCard` passes to the pre-use. */
export interface PreUseOptions {
  readonly countsTowardLimit: boolean;
  /** The use this card answers (【闪】 → 此【杀】). */
  readonly respondsTo?: UseEvent;
  /** Targets chosen beforehand (需要使用 ❶❷, scenario tests); not checked again (4.2.3 ◆). */
  readonly targets?: readonly PlayerId[];
  /** Made by a 转化 skill (3.5.56). */
  readonly converted?: boolean;
  /** 此【决斗】不是【无懈可击】的合法目标 (〖离间〗): cards that cannot respond to this one. */
  readonly notTargetOf?: readonly string[];
  /** Called once the use event exists, before its flow runs (a skill names 此牌 from here on). */
  readonly onStart?: (use: UseEvent) => void;
  /** 4.2.3: the kind the 【杀】 is declared as (使用无对应的实体牌的火【杀】, 3.5.10). */
  readonly kind?: "fire" | "thunder";
}

/** Per play phase counters (限X次, 4.2.2 专题三 2.). */
export interface PlayPhaseCounters {
  readonly cardUses: Map<string, number>;
  readonly skillUses: Map<string, number>;
}

/** One card of a move with its destination (4.2.9 同时移动) and how it is placed there (3.8.7). */
export interface MoveTarget extends Placement {
  readonly card: CardId;
  readonly to: ZoneRef;
}

/** Where an extra phase goes (3.6.2 ◆): before or after a phase of the turn; absent: at once. */
export type ExtraPhaseAt = { readonly before: PhaseName } | { readonly after: PhaseName };

/** An extra phase waiting for its anchor in its player's turn. */
export interface PendingExtraPhase {
  readonly player: PlayerId;
  readonly phase: PhaseName;
  readonly side: "before" | "after";
  readonly anchor: PhaseName;
}

export interface DispatchOptions {
  /** Players to ask, in order (default: alive players from the current-turn player). */
  readonly order?: readonly PlayerId[];
  /** Stop at the first card used in a card window (濒死: a new 处于濒死状态时 starts). */
  readonly stopOnCardUse?: boolean;
  /** Stop at the first skill activated (4.2.18: a skill response also starts a new 处于濒死状态时). */
  readonly stopOnSkillUse?: boolean;
  /** Players whose skills are not offered this time (4.2.18: only at one's first turn to respond). */
  readonly noTriggersFor?: ReadonlySet<PlayerId>;
  /** Ends the timing point early once true (4.2.18: a response left the dying player's hp above 0). */
  readonly stopWhen?: () => boolean;
  /**
   * With stopOnSkillUse: whether a skill activated (the log from `since` on) was a response
   * (000 4.2.18 ◎ 〖不屈①〗: one that recovered no hp is not; its player goes on responding).
   */
  readonly skillResponded?: (since: number) => boolean;
}

const NO_DISPATCH_OPTIONS: DispatchOptions = {};
/** A dispatch nobody responded at (shared: most points return it). */
const NO_RESPONSE: { readonly respondedBy: PlayerId | null } = Object.freeze({ respondedBy: null });

export class Engine {
  readonly registry: Registry;
  readonly rng: Rng;
  readonly log = new GameLog();
  readonly stack: GameEvent[] = [];
  readonly view: GameView;
  readonly ask: Asker;
  state!: GameState;
  mode: ModeRules | null = null;
  currentPlayer: PlayerId = 0;
  /**
   * 3.1.7 ◆: equipment whose attack range, distance and skills are read as not provided — while a
   * part's condition is asked without the card its cost would move (the card itself is still there).
   */
  readonly unprovided = new Set<CardId>();
  round = 0;
  turns = 0;
  playPhase: PlayPhaseCounters = { cardUses: new Map(), skillUses: new Map() };
  /** 跳过<阶段> requested for a player's coming phases (cleared when its turn ends). */
  readonly pendingSkips = new Map<PlayerId, Set<PhaseName>>();
  /** 3.6.2 ◆ 将阶段a改为b requested for a player's coming phases: a → b (cleared when its turn ends). */
  readonly pendingChanges = new Map<PlayerId, Map<PhaseName, PhaseName>>();
  /** Which use of a card a need event is for (闪's timing use, 桃's dying use). */
  readonly needUseDefs = new WeakMap<NeedEvent, CardUseDef>();
  /** Need-to-play events whose card stays in processing for the asking skill (〖激将〗, 4.2.7 ◎). */
  readonly keepPlayed = new WeakSet<NeedEvent>();
  /** Play events whose cards the play flow leaves in the processing area (4.2.7 ◎ 激将). */
  readonly keptPlays = new WeakSet<PlayEvent>();
  /** Targets chosen in advance at 需要使用此牌时❶/❷ (4.2.2 ◆), used by the pre-use unchecked. */
  readonly needTargets = new WeakMap<NeedEvent, readonly PlayerId[]>();
  /** Need events at a play-phase idle point: the card used counts toward the limit (4.2.2 ◆). */
  readonly needCountsTowardLimit = new WeakSet<NeedEvent>();
  private readonly liveVirtual = new Set<VirtualCard>();
  private readonly agentFactory: (seat: PlayerId, rng: Rng) => Agent;
  private agents: Agent[] = [];
  private readonly onStep: ((engine: Engine) => void) | undefined;
  private nextEventId = 1;
  private nextVid = 1;
  private lastTurnSeat = -1;

  /** The flows, rules operations, views and contexts of the layers above the core. */
  readonly parts: EngineParts;
  /** Effects with a duration, and the modifier kinds of the packs' skills and cards (generic.ts). */
  readonly modifierIndex: ModifierIndex;

  constructor(options: EngineOptions, parts: EngineParts) {
    this.parts = parts;
    this.registry = new Registry(options.packs);
    this.modifierIndex = new ModifierIndex(this.registry);
    this.rng = new Rng(options.seed);
    this.agentFactory = options.agents;
    this.onStep = options.onStep;
    this.view = parts.gameView(this);
    this.ask = new Asker(this, options.hiddenCardTokens ?? false);
    // 3.7.5 ②: compiled state effects that make skills invalid (〖铁骑〗(界): 此目标对应的角色的所有
    // 未带有“锁定技”标签的武将技能于此回合内无效) — asked only once some such effect exists.
    const invalidatingParts = [...this.registry.modifiers.values()].some((ms) => ms.some((m) => m.value === "generic" && m.spec.kind === "skillInvalid"));
    this.addSkillValidityRule((player, skill) => {
      if (!invalidatingParts && !hasTempMods(this, "skillInvalid")) return true;
      return applying(this, "skillInvalid", { player, skill }).length === 0;
    });
    this.faults = options.faults ?? "strict";
  }

  // ---- faults (runtime/engine/faults.ts) ----

  /** What a throwing handler does: "strict" rethrows, "contain" ends its event. */
  faults: FaultPolicy;
  /** Faults contained so far (a game result's `errors`). */
  errors = 0;

  /**
   * Runs one of a pack's handlers (a condition, cost, effect, card effect). Strict: just runs it.
   * Contain: an exception is logged ({t:"error", skill | card, message, event}), counted, and ends
   * the innermost open event (a Fault that event's `run` catches); `cleanup` runs first.
   */
  handler<T>(source: FaultSource, fn: () => T, cleanup?: () => void): T {
    if (this.faults === "strict") return fn();
    try {
      return fn();
    } catch (e) {
      throw this.contain(source, e, cleanup);
    }
  }

  /** Logs and counts a fault; returns what to throw (control exceptions pass untouched). */
  contain(source: FaultSource, e: unknown, cleanup?: () => void): unknown {
    if (e instanceof GameOver || e instanceof EndFlow || e instanceof Fault || isAgentError(e)) return e;
    const target = this.stack.length > 0 ? this.stack[this.stack.length - 1] : null;
    this.errors++;
    this.log.add({ t: "error", ...source, message: messageOf(e), event: target?.id ?? null, kind: target?.kind ?? null });
    if (cleanup) {
      try {
        cleanup();
      } catch {
        // The clean-up of a failed handler is best effort; its own failure is not a second fault.
      }
    }
    return new Fault(target, e);
  }

  /** Contain only: does this exception end `event` (a fault in it, or an error its flow raised)? */
  private faultEnds(e: unknown, event: GameEvent): boolean {
    if (this.faults === "strict" || e instanceof GameOver || e instanceof EndFlow || isAgentError(e)) return false;
    if (e instanceof Fault) return e.target === event;
    // Raised outside a named handler (the rules' own code, a modifier, an agent): this event ends.
    this.contain({ engine: event.kind }, e);
    return true;
  }

  // ---- setup ----

  /** The physical cards of the packs' decks, ids in deck order. */
  buildCards(): PhysicalCard[] {
    return this.registry.deck.map((c, id) =>
      c.kind === "fire" || c.kind === "thunder" ? { id, name: c.name, suit: c.suit, rank: c.rank, kind: c.kind } : { id, name: c.name, suit: c.suit, rank: c.rank },
    );
  }

  /** How many cards of each name have been derived (3.1.5): the faces are taken in turn. */
  private readonly derivedCount = new Map<string, number>();

  /**
   * 3.1.5 衍生牌 (爪按): the system makes as many physical cards of that name as are needed, with
   * the faces a 衍生牌 block lists, in turn. They wait outside the game (3.3.21) until moved.
   */
  deriveCards(name: string, n: number): CardId[] {
    const faces = this.registry.derivedFaces.filter((f) => f.name === name);
    if (faces.length === 0) throw new Error(`no 衍生牌 face for 【${name}】`);
    const out: CardId[] = [];
    for (let i = 0; i < n; i++) {
      const k = this.derivedCount.get(name) ?? 0;
      this.derivedCount.set(name, k + 1);
      const f = faces[k % faces.length];
      const card = this.state.addCard(f.kind === "fire" || f.kind === "thunder" ? { name: f.name, suit: f.suit, rank: f.rank, kind: f.kind } : { name: f.name, suit: f.suit, rank: f.rank });
      out.push(card.id);
    }
    this.log.add({ t: "derive", name, cards: out });
    return out;
  }

  setState(state: GameState): void {
    this.state = state;
    // 3.3.18: who may see 仓廪's face-down named cards (runtime/engine/asHand.ts).
    state.publicViewers = (area, pile) => publicPileViewers(this, area, pile);
    this.agents = state.players.map((p) => this.agentFactory(p.id, this.rng));
  }

  /** The agent making `seat`'s decisions: its own, or its controller's (3.5.3 操控). */
  agentOf(seat: PlayerId): Agent {
    if (!mayApply(this, "control")) return this.agents[seat];
    return this.agents[controllerOf(this, seat)];
  }

  step(): void {
    if (this.onStep) this.onStep(this);
  }

  // ---- the event stack ----

  newEventId(): number {
    return this.nextEventId++;
  }

  run<E extends GameEvent>(event: E, flow: Flow<E>): void {
    this.stack.push(event);
    this.stackTimings.push(undefined);
    this.log.add({ t: "begin", event: event.kind, id: event.id });
    try {
      for (let from = 0; from >= 0; ) {
        try {
          this.runSteps(event, flow, from);
          from = -1;
        } catch (e) {
          // 3.6.4 结束: every settlement above has ended; this flow resumes at its `endAt` step.
          if (!(e instanceof EndFlow) || e.target !== event) throw e;
          this.settleProcessing();
          const endAt = flow.endAt;
          from = endAt === undefined ? -1 : flow.steps.findIndex((s) => s === endAt || (typeof s === "object" && "timing" in s && s.timing === endAt));
        }
      }
      if (flow.finish) flow.finish(this, event);
    } catch (e) {
      // An ended flow above: this event's settlement ends too, after the system's clean-up.
      if (e instanceof EndFlow && flow.finish) flow.finish(this, event);
      // A contained fault in this event (faults.ts): it ends here, after its clean-up.
      if (!this.faultEnds(e, event)) throw e;
      if (flow.finish) flow.finish(this, event);
    } finally {
      this.stack.pop();
      this.stackTimings.pop();
      this.skillStates.eventEnded(event);
    }
    this.log.add({ t: "end", event: event.kind, id: event.id });
  }

  /** Runs a flow's steps from index `from` until they end or stop. */
  private runSteps<E extends GameEvent>(event: E, flow: Flow<E>, from: number): void {
    const steps = flow.steps;
    for (let i = from; i < steps.length; i++) {
      // 3.6.3 终止: no timing point of a terminated flow is generated any more.
      if (this.anyTerminated && this.isTerminated(event)) return;
      if (flow.stopWhen && flow.stopWhen(this, event)) return;
      const step = steps[i];
      if (typeof step === "string") this.dispatch(step, event);
      else if ("timing" in step) {
        if (step.when(this, event)) this.dispatch(step.timing, event);
      } else if (step.run(this, event) === "stop") return;
    }
  }

  // ---- 3.6.3 终止 / 3.6.4 结束 ----

  private readonly terminated = new WeakSet<GameEvent>();
  /** Whether any flow was ever terminated (keeps the check free in games that never do). */
  private anyTerminated = false;

  /**
   * 3.6.3 终止此流程/回合: the timing point being processed ends and the event's flow generates no
   * further timing point (a terminated turn takes its phases with it).
   */
  terminate(event: GameEvent): void {
    if (this.terminated.has(event)) return;
    this.terminated.add(event);
    this.anyTerminated = true;
    this.log.add({ t: "terminate", event: event.kind, id: event.id, how: "terminate" });
  }

  /** Is this event's flow terminated (3.6.3)? A phase stops with its terminated turn. */
  isTerminated(event: GameEvent): boolean {
    if (!this.anyTerminated) return false;
    if (this.terminated.has(event)) return true;
    return event.kind === "phase" && this.stack.some((e) => e.kind === "turn" && this.terminated.has(e));
  }

  /**
   * 3.6.4 结束此阶段: every settlement ends and the game goes on at this phase's 结束时. Throws
   * (unwinding the effects in progress) when there is a phase to end; otherwise does nothing.
   */
  endPhase(): void {
    const phase = this.findEvent("phase", () => true);
    if (!phase) return;
    this.log.add({ t: "terminate", event: "phase", id: phase.id, how: "end" });
    throw new EndFlow(phase);
  }

  /** 3.6.4 结束此回合: every settlement ends and the game goes on at 回合结束前❶. */
  endTurn(): void {
    const turn = this.findEvent("turn", () => true);
    if (!turn) return;
    this.log.add({ t: "terminate", event: "turn", id: turn.id, how: "end" });
    throw new EndFlow(turn);
  }

  /** After 结束: cards the ended settlements left in the processing area go to the discard pile (4.2.9). */
  private settleProcessing(): void {
    const left = [...this.state.processing];
    if (left.length > 0) this.moveCards(left, { kind: "discardPile" }, "settle", null);
  }

  eventOf<K extends EventKind>(kind: K): EventOf<K> {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const e = this.stack[i];
      if (e.kind === kind) return e as EventOf<K>;
    }
    throw new Error(`no enclosing ${kind} event`);
  }

  findEvent<K extends EventKind>(kind: K, pred: (e: EventOf<K>) => boolean): EventOf<K> | null {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const e = this.stack[i];
      if (e.kind === kind && pred(e as EventOf<K>)) return e as EventOf<K>;
    }
    return null;
  }

  // ---- timing dispatch (003 §二(2)(3)) ----

  /** Players in settlement order: from the current-turn player counter-clockwise. */
  playersInOrder(from: PlayerId = this.currentPlayer): PlayerId[] {
    const n = this.state.players.length;
    const out: PlayerId[] = [];
    for (let k = 0; k < n; k++) out.push((from + k) % n);
    return out;
  }

  /** Runs one timing point: general skills, then equipment skills, then card windows, per player. */
  dispatch(timing: TimingId, event: GameEvent, options: DispatchOptions = NO_DISPATCH_OPTIONS): { readonly respondedBy: PlayerId | null } {
    if (!isTimingId(timing)) throw new Error(`flow generated ${timing}, which is not a catalogue row`);
    this.log.add({ t: "timing", id: timing, event: event.id });
    this.noteTiming(event, timing);
    // 4.2.23 ◆ / 4.2.24 ◆: no triggered skill is valid while an area is disabled or restored.
    const quiet = this.triggersSuppressed > 0;
    const triggers = quiet ? undefined : this.registry.listenersAt(timing);
    const windows = this.registry.cardWindows.get(timing);
    const delayed = quiet ? undefined : this.delayedEffects.at(timing);
    if (!triggers && !windows && !delayed) return NO_RESPONSE;
    // Most points have listeners in the packs but none among the players' skills: nothing would run.
    if (triggers && !windows && !delayed && !this.anyOwnsListener(triggers)) return NO_RESPONSE;
    const subjects = subjectsOf(timing, event);
    // The default order (playersInOrder) without its array: from the current player, as it is now.
    const order = options.order;
    const from = this.currentPlayer;
    const seats = this.state.players.length;
    const count = order ? order.length : seats;
    const until = options.stopWhen;
    // 3.6.3: terminating the event ends the timing point being processed.
    const stop = () => this.isTerminated(event) || (until ? until() : false);
    for (let k = 0; k < count; k++) {
      const p = order ? order[k] : (from + k) % seats;
      if (stop()) break;
      const player = this.state.players[p];
      const deadSubject = event.kind === "death" && event.player === p;
      if (!player.alive && !deadSubject) continue;
      if (delayed && player.alive) this.offerDelayed(p, delayed, subjects, event, timing);
      if (triggers && !options.noTriggersFor?.has(p)) {
        const once = options.stopOnSkillUse === true;
        const responded = options.skillResponded;
        // Each offer is skipped when it would find no candidate (the tests read what it reads first).
        if (this.ownsGeneralListener(p, triggers) && this.offerTriggers(p, () => this.state.players[p].skills, triggers, subjects, event, timing, stop, once, responded) && once) return { respondedBy: p };
        if (this.mayOwnEquipmentListener(p, triggers) && this.offerTriggers(p, () => equipmentSkillsOf(this, p), triggers, subjects, event, timing, stop, once, responded) && once) return { respondedBy: p };
      }
      if (windows && player.alive) {
        let asked: Set<string> | null = null;
        for (const w of windows) {
          if (stop()) break;
          if (asked?.has(w.card.name) || w.use.when.kind !== "timing") continue;
          // 3.7.1 ◆ 不能响应此牌: this card is not a legal target of p's responding card.
          if (w.use.targets.kind === "respondedCard" && event.kind === "use" && event.noResponseFrom?.includes(p)) continue;
          // 〖离间〗: this card is not a legal target of that responding card at all.
          if (w.use.targets.kind === "respondedCard" && event.kind === "use" && event.notTargetOf?.includes(w.card.name)) continue;
          // The same from compiled states (3.7.1: 不能响应, <card>不是<card>的合法目标).
          if (w.use.targets.kind === "respondedCard" && event.kind === "use" && respondingForbidden(this, p, event, w.card.name)) continue;
          const when = w.use.when;
          if (!this.handler({ card: w.card.name }, () => when.condition(this.contextFor(p, w.card.name, event)))) continue;
          if (!this.canNeed(p, w.card.name)) {
            // Asked to respond with this card but holding none, and no skill could provide one.
            const about = event.kind === "use" ? event.card.name : event.kind;
            this.ask.skip(p, "respond", `use ${w.card.name}: ${about}`, `no 【${w.card.name}】 in hand and no skill to provide one`);
            continue;
          }
          (asked ??= new Set()).add(w.card.name);
          const responding = event.kind === "use" ? event.card : undefined;
          const used = this.needUse(p, w.card.name, w.use, responding);
          if (used && options.stopOnCardUse) return { respondedBy: p };
        }
      }
    }
    return NO_RESPONSE;
  }

  /** Whether any player, alive or not, owns a skill listening here (else the point offers nothing). */
  private anyOwnsListener(listeners: TimingListeners): boolean {
    for (let p = 0; p < this.state.players.length; p++) if (this.ownsGeneralListener(p, listeners) || this.mayOwnEquipmentListener(p, listeners)) return true;
    return false;
  }

  /** Whether one of p's general skills listens here (else offering them finds no candidate). */
  private ownsGeneralListener(p: PlayerId, listeners: TimingListeners): boolean {
    for (const s of this.state.players[p].skills) if (listeners.bySkill.has(s)) return true;
    return false;
  }

  /**
   * Whether p may have an equipment skill listening here: an equipped card with one, or a 视为装备着
   * state that could lend one. A superset of what equipmentSkillsOf gives (no 无视 test).
   */
  private mayOwnEquipmentListener(p: PlayerId, listeners: TimingListeners): boolean {
    if (!listeners.hasEquipmentSkill) return false;
    const eq = this.state.players[p].equipment;
    for (const slot of EQUIP_SLOTS) {
      const id = eq[slot];
      if (id !== undefined && listeners.equipmentCards.has(this.state.cards[id].name)) return true;
    }
    return mayApply(this, "equipAs");
  }

  /**
   * Offers the skills (of one kind) a player has that listen here; each gets one chance.
   * Returns whether one was activated (with `once`, the first activation ends the offer).
   */
  private offerTriggers(
    p: PlayerId,
    owned: () => readonly string[],
    listeners: TimingListeners,
    subjects: readonly PlayerId[],
    event: GameEvent,
    timing: TimingId,
    stop: () => boolean,
    once = false,
    responded?: (since: number) => boolean,
  ): boolean {
    let activated = false;
    const isSubject = subjects.includes(p);
    // 3.5.62: the two sides of a 转换技 part listening here are one skill — one chance between
    // them (003 §三 ◆), not one more for the side its activation switched to.
    const chanceOf = (l: TriggerListener): TriggerListener | string => (l.part.side ? `${l.skill.name}#${l.part.side.of}` : l);
    // Built at the first activation: most offers find no ready skill.
    let chances: Map<TriggerListener | string, number> | null = null;
    let done: Set<TriggerListener | string> | null = null;
    while (!stop()) {
      // The skills the player has now: one gained here can be activated at this same point, a
      // lost or invalid one no longer (003 §三 ◆, 4.2.20, 4.2.21, 3.7.5).
      const own = owned();
      const candidates: TriggerListener[] = [];
      own.forEach((name, i) => {
        const ls = listeners.bySkill.get(name);
        if (!ls || own.indexOf(name) !== i || !this.isSkillValid(p, name)) return;
        for (const l of ls) if ((isSubject || l.part.subject === "any") && !done?.has(chanceOf(l))) candidates.push(l);
      });
      if (candidates.length === 0) return activated;
      // Offered in registration order, whatever order the player gained its skills in.
      if (candidates.length > 1) candidates.sort((x, y) => listeners.ordinal.get(x)! - listeners.ordinal.get(y)!);
      const ready = candidates.filter((l) => !this.usedUp(p, l.skill) && !this.offSide(p, l.skill, l.part) && this.triggerReady(p, l.part, l.skill.name, event));
      if (ready.length === 0) return activated;
      let pick = 0;
      if (ready.length > 1) pick = this.ask.skillOrder(p, ready.map((l) => l.skill.name));
      const chosen = ready[pick];
      chances ??= new Map();
      const taken = (chances.get(chanceOf(chosen)) ?? 0) + 1;
      chances.set(chanceOf(chosen), taken);
      // 4.2.12 注意: a per-point skill stays a candidate until each point had its chance.
      // 3.5.15 ◎: a per-card skill (失去…一张牌后) gets one chance per such card.
      const chancesOf = chosen.part.chances;
      const limit = chancesOf
        ? this.handler({ skill: chosen.skill.name }, () => chancesOf(this.contextFor(p, chosen.skill.name, event)))
        : chosen.part.perPoint
          ? pointsOf(event)
          : 1;
      if (taken >= limit) (done ??= new Set()).add(chanceOf(chosen));
      const since = this.log.entries.length;
      if (this.activateTrigger(p, chosen, event, timing)) {
        // An activation that was no response (responded: false) leaves the player responding on.
        if (once && responded && !responded(since)) continue;
        activated = true;
        if (once) return true;
      }
      if (!this.state.players[p].alive && !(event.kind === "death" && event.player === p)) return activated;
    }
    return activated;
  }

  private triggerReady(p: PlayerId, part: TriggerPart, skill: string, event: GameEvent): boolean {
    const ctx = this.contextFor(p, skill, event);
    const { condition, cost } = part;
    if (condition && !this.handler({ skill }, () => condition(ctx))) return false;
    if (cost && !this.handler({ skill }, () => cost.canPay(ctx))) return false;
    return true;
  }

  /** Returns whether the skill was activated (可 accepted and its cost paid). */
  private activateTrigger(p: PlayerId, l: TriggerListener, event: GameEvent, timing: TimingId): boolean {
    const ctx = this.contextFor(p, l.skill.name, event);
    // 其可… (3.5.5): the part names who decides; by default its owner.
    const { activator } = l.part;
    const decider = activator ? this.handler({ skill: l.skill.name }, () => activator(ctx)) : p;
    if (l.part.optional && !this.ask.activate(decider, l.skill.name, timing)) return false;
    // 4.2.2 ◆: a skill at 需要使用此牌时❶/❷ chooses the card's targets as it is activated.
    if (!this.parts.ops.chooseNeedTargetsEarly(this, event, timing)) return false;
    // 4.2.9: cards this skill left in the processing area go to the discard pile as it ends.
    const settle = () => {
      const left = ctx.kept.filter((c) => this.state.zone(c).kind === "processing");
      if (left.length > 0) this.moveCards(left, { kind: "discardPile" }, "settle", null);
    };
    const source = { skill: l.skill.name };
    const cost = l.part.cost;
    if (cost) this.log.add({ t: "cost", player: p, skill: l.skill.name });
    if (cost && !this.handler(source, () => cost.pay(ctx), settle)) return false;
    this.noteActivation(p, l.skill, l.part);
    this.activating(l.skill, l.part, () => this.handler(source, () => l.part.effect(ctx), settle));
    settle();
    return true;
  }

  /**
   * The activations whose effects are running, innermost last: a card used or played while one
   * runs is used 通过发动〖X①〗来 (4.2.2), as the use's log entry says (`via`).
   */
  readonly activations: { readonly skill: string; readonly part: number; /** The event stack's height as it began. */ readonly depth: number }[] = [];

  /** The activation whose effect is using `use` itself — not one inside whose use another card answers. */
  usedVia(use: GameEvent): { readonly skill: string; readonly part: number } | undefined {
    const top = this.activations[this.activations.length - 1];
    if (!top || this.stack.indexOf(use) !== top.depth) return undefined;
    return { skill: top.skill, part: top.part };
  }

  /** Runs `fn` as the effect of activating `part` of `skill` (numbered as its text numbers it, ①②…). */
  activating<T>(skill: SkillDef, part: SkillPart, fn: () => T): T {
    this.activations.push({ skill: skill.name, part: textPartNumber(skill, part), depth: this.stack.length });
    try {
      return fn();
    } finally {
      this.activations.pop();
    }
  }

  /** 以此法 tallies of skills (3.5.33), keyed by phase event id, owner, skill and key. */
  readonly tallies = new Map<string, number>();

  /** Delayed effects (（→）) registered by skills; offered before the owner's skills at their timing. */
  readonly delayedEffects = new DelayedEffects();

  /** Offers `p`'s live delayed effects at this timing point, in registration order. */
  private offerDelayed(p: PlayerId, entries: readonly DelayedEntry[], subjects: readonly PlayerId[], event: GameEvent, timing: TimingId): void {
    for (const entry of entries) {
      const d = entry.effect;
      if (entry.owner !== p || !this.delayedEffects.isLive(entry)) continue;
      if (d.subject === "owner" && !subjects.includes(p)) continue;
      const ctx = this.contextFor(p, entry.skill, event);
      const source = { skill: entry.skill };
      const { bind, condition } = d;
      if (bind && !this.handler(source, () => bind(ctx))) continue;
      if (d.scope === "once") this.delayedEffects.remove(entry);
      if (condition && !this.handler(source, () => condition(ctx))) continue;
      if (d.optional && !this.ask.activate(p, entry.skill, timing)) continue;
      this.log.add({ t: "skill", player: p, skill: entry.skill });
      this.handler(source, () => d.effect(ctx));
      if (!this.state.players[p].alive) return;
    }
  }

  /** 限定技/觉醒技 (3.2.7) may be activated once per game. */
  usedUp(p: PlayerId, skill: SkillDef): boolean {
    return isUsedUp(this.state.players[p], skill);
  }

  /** 3.5.62: a 转换技 side that is not the skill's current state cannot be activated. */
  offSide(p: PlayerId, skill: SkillDef, part: SkillPart): boolean {
    return isOffSide(this.state.players[p], skill, part);
  }

  /** A skill (its part `part`) was activated: 限定技 used, 觉醒技 awakened, 转换技 switched (3.5.62). */
  noteActivation(p: PlayerId, skill: SkillDef, part?: SkillPart): void {
    noteSkillUse(this.state.players[p], skill, part);
    this.log.add({ t: "skill", player: p, skill: skill.name });
  }

  // ---- per-skill state (3.2.7, 3.5.62, 3.7.5) ----

  readonly skillStates = new SkillStates();

  /**
   * 3.7.5 ②: A的……技能于一个时间段内无效. `which`: all general skills, the locked or non-locked
   * ones, or skills by name (equipment skills too); `until`: this turn, this phase, the player's
   * next turn, while a condition holds, or the rest of the game.
   */
  invalidateSkills(player: PlayerId, which: SkillSelector, until: InvalidUntil): void {
    this.skillStates.invalidate(player, which, until, this.stack);
    const w = typeof which === "string" ? which : which.join(",");
    this.log.add({ t: "invalidate", player, which: w, until: until.kind === "nextTurnOf" ? `nextTurnOf${until.player}` : until.kind });
  }

  /** 3.7.5: is this skill of the player valid (can be activated, has effect)? */
  isSkillValid(player: PlayerId, skill: string): boolean {
    if (!this.skillStates.none && !this.skillStates.isValid(this.state.players[player], skill, () => this.registry.skills.get(skill))) return false;
    if (this.validityRules.length === 0 || this.checkingValidity) return true;
    // A rule may consult modifiers, which ask validity again: inside a rule, skills count as valid.
    this.checkingValidity = true;
    try {
      return this.validityRules.every((rule) => rule(player, skill));
    } finally {
      this.checkingValidity = false;
    }
  }

  private readonly validityRules: ((player: PlayerId, skill: string) => boolean)[] = [];
  private checkingValidity = false;

  /**
   * 3.7.5 from state effects: `rule` returning false makes that skill of that player invalid while
   * it does (e.g. a compiled "其他角色的非锁定技无效"). Rules are asked only when some exist.
   */
  addSkillValidityRule(rule: (player: PlayerId, skill: string) => boolean): void {
    this.validityRules.push(rule);
  }

  /** 3.5.62 转换技状态 of a player's skill (阳 until switched). */
  switchState(player: PlayerId, skill: string): SwitchState {
    return switchStateOf(this.state.players[player], skill);
  }

  /** Sets a switch skill's state (a skill that says 将〖X〗调整为阳/阴). */
  setSwitchState(player: PlayerId, skill: string, to: SwitchState): void {
    this.state.players[player].switchStates[skill] = to;
  }

  /** A 限定技 may be used again / a 觉醒技 is no longer awakened (skills that reset them). */
  resetSkillUse(player: PlayerId, skill: string): void {
    const p = this.state.players[player];
    p.limitedUsed = p.limitedUsed.filter((s) => s !== skill);
    p.awakened = p.awakened.filter((s) => s !== skill);
  }

  private triggersSuppressed = 0;

  /** Runs `fn` while no triggered skill (nor delayed effect) is offered (4.2.23 ◆, 4.2.24 ◆). */
  withoutTriggers(fn: () => void): void {
    this.triggersSuppressed++;
    try {
      fn();
    } finally {
      this.triggersSuppressed--;
    }
  }

  /** The timing point each event on the stack is (or was last) processing, by stack position. */
  private readonly stackTimings: (TimingId | undefined)[] = [];

  private noteTiming(event: GameEvent, timing: TimingId): void {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      if (this.stack[i] === event) {
        this.stackTimings[i] = timing;
        return;
      }
    }
  }

  /** The timing point of an event on the stack that is (or was last) being processed. */
  timingOf(event: GameEvent): TimingId | undefined {
    const i = this.stack.lastIndexOf(event);
    return i >= 0 ? this.stackTimings[i] : undefined;
  }

  contextFor(you: PlayerId, skill: string, event?: GameEvent): EngineSkillContext {
    return this.parts.skillContext(this, you, skill, event ?? this.stack[this.stack.length - 1]);
  }

  /** The context a card's action or effect runs in (`target`: the per-target effect's). */
  cardContextFor(user: PlayerId, target: PlayerId, card: VirtualCard, event: GameEvent): CardEffectContext {
    return this.parts.cardContext(this, user, target, card, event);
  }

  // ---- virtual cards (3.1.9, 4.2.3) ----

  makeVirtual(name: string, physical: readonly CardId[], converted = false): VirtualCard {
    const cards = physical.map((id) => this.state.cards[id]);
    let suit: VirtualCard["suit"] = null;
    let color: VirtualCard["color"] = null;
    let rank: VirtualCard["rank"] = null;
    // 花色/颜色视为 (3.8.10 ②, 〖红颜〗): as the physical cards are treated now, where they are.
    if (cards.length === 1) {
      suit = suitOfCard(this, physical[0]);
      color = colorOfCard(this, physical[0]);
      rank = rankOfCard(this, physical[0]);
    } else if (cards.length > 1) {
      const colors = new Set(physical.map((c) => colorOfCard(this, c)));
      if (colors.size === 1) color = [...colors][0];
    }
    const vc: VirtualCard = { vid: this.nextVid++, name, suit, color, rank, physical: [...physical], converted };
    // 4.2.3: a 【杀】 is declared as one kind. Used as itself, a 火/雷【杀】 is that kind; a
    // converted one (〖武圣〗) is 普 unless a skill says otherwise (VirtualCard.kind set later).
    if (!converted && cards.length > 0 && cards.every((c) => c.name === name && c.kind !== undefined && c.kind === cards[0].kind)) vc.kind = cards[0].kind;
    this.liveVirtual.add(vc);
    return vc;
  }

  /** 4.2.4: the virtual card disappears at the end of its use/play flow. */
  dropVirtual(vc: VirtualCard): void {
    this.liveVirtual.delete(vc);
  }

  // ---- moves (4.2.9) ----

  moveCards(cards: readonly CardId[], to: ZoneRef, reason: MoveReason, actor: PlayerId | null, toTop = false): void {
    this.moveEach([...new Set(cards)].map((card) => ({ card, to })), reason, actor, toTop);
  }

  /**
   * One move event for several cards, each with its own destination (4.2.9: 同时移动) and
   * placement (扣置, 对X可见). Cards a sealed area cannot take stay where they are (3.8.6 ◆).
   */
  moveEach(targets: readonly MoveTarget[], reason: MoveReason, actor: PlayerId | null, toTop = false): void {
    const ok = targets.filter((t) => !this.sealed(t.to));
    if (ok.length === 0) return;
    const moves = ok.map(({ card, to, faceDown, visibleTo }) => {
      const from = this.state.zone(card);
      if (faceDown === undefined && visibleTo === undefined) return { card, from, to };
      return { card, from, to, ...(faceDown !== undefined ? { faceDown } : {}), ...(visibleTo !== undefined ? { visibleTo } : {}) };
    });
    const e: MoveEvent = { kind: "move", id: this.newEventId(), moves, reason, actor };
    if (toTop) this.moveToTop.add(e);
    this.run(e, this.parts.flows.move);
  }

  private readonly moveToTop = new WeakSet<MoveEvent>();

  /** 3.3.23, 3.8.6 ◆: a sealed (废除) equipment slot or judge area. */
  private sealed(to: ZoneRef): boolean {
    return (to.kind === "judge" && this.state.isDisabled(to.owner, "judge")) || (to.kind === "equip" && this.state.isDisabled(to.owner, to.slot));
  }

  /** The move itself, between 移至目标区域前❷ and 后❶. Cards moved away meanwhile stay put. */
  applyMove(e: MoveEvent): void {
    const toTop = this.moveToTop.has(e);
    const cards: CardId[] = [];
    const from: string[] = [];
    const to: string[] = [];
    const list = toTop ? [...e.moves].reverse() : e.moves;
    for (const m of list) {
      if (zoneKey(this.state.zone(m.card)) !== zoneKey(m.from)) continue;
      // 3.8.6 ◆: an area sealed meanwhile takes no card; the card stays where it was.
      if (this.sealed(m.to)) continue;
      this.placeAndTrack(m.card, m.to, toTop, m);
      cards.push(m.card);
      from.push(zoneKey(m.from));
      to.push(zoneKey(m.to));
    }
    // 弃置 (3.8.8) names who discarded, for what happened (弃置过, 004 3.5.27 ◎ 〖琴音〗).
    this.log.add({ t: "move", reason: e.reason, cards, from, to, ...(e.reason === "discard" && e.actor !== null ? { by: e.actor } : {}) });
    this.step();
  }

  /**
   * 3.2.7 ◆: each time an equipment card enters an equipment area its owner has its skills anew — two
   * same-named skills had one after the other are different skills (◎ 〖木牛流马〗 used again once the
   * card came back). The number of its latest arrival, for the skills' 限X次 counters.
   */
  readonly equippedAt = new Map<CardId, number>();
  private arrivals = 0;

  private placeAndTrack(card: CardId, to: ZoneRef, toTop: boolean, placement: Placement = {}): void {
    const leavingProcessing = this.state.zone(card).kind === "processing" && to.kind !== "processing";
    this.state.placeCard(card, to, toTop, placement);
    if (to.kind === "equip") this.equippedAt.set(card, ++this.arrivals);
    // 4.2.4 ◆: the mapping breaks when a physical card leaves the processing area.
    if (leavingProcessing) {
      for (const vc of this.liveVirtual) {
        const i = vc.physical.indexOf(card);
        if (i >= 0) vc.physical.splice(i, 1);
      }
    }
  }

  /**
   * When the draw pile has fewer than `n` cards for what must be taken from it (摸, 判定, 牌堆顶的X张牌,
   * 牌堆里的第X张牌), the system 洗牌 first (000 4.2.9 ◎ 陆逊〖连营〗: 洗牌，然后摸一张牌). With both piles
   * empty, fewer cards (possibly none) are taken and the game goes on.
   */
  ensureDrawPile(n: number): void {
    if (this.state.drawPile.length >= n || this.state.discardPile.length === 0) return;
    this.shuffleDrawPile();
  }

  /**
   * 3.8.26 洗牌: 系统 puts every card of the discard pile into the draw pile, then shuffles all the
   * draw pile's cards (in the game's seeded order). Returns how many cards came from the discard pile.
   */
  shuffleDrawPile(): number {
    const st = this.state;
    const moved = [...st.discardPile];
    for (const c of moved) st.placeCard(c, { kind: "drawPile" });
    const order = this.rng.shuffle([...st.drawPile]);
    st.drawPile.splice(0, st.drawPile.length, ...order);
    this.log.add({ t: "reshuffle", count: moved.length, cards: moved });
    this.step();
    return moved.length;
  }

  draw(who: PlayerId, n: number): CardId[] {
    if (n <= 0 || !this.state.players[who].alive) return [];
    this.ensureDrawPile(n);
    const cards = this.state.drawPile.slice(0, n);
    this.moveCards(cards, { kind: "hand", owner: who }, "draw", who);
    return cards;
  }

  discard(actor: PlayerId, cards: readonly CardId[]): void {
    this.moveCards(cards, { kind: "discardPile" }, "discard", actor);
  }

  gain(who: PlayerId, cards: readonly CardId[]): void {
    const taken = cards.filter((c) => {
      const z = this.state.zone(c);
      return !(z.kind === "hand" && z.owner === who);
    });
    this.moveCards(taken, { kind: "hand", owner: who }, "gain", who);
  }

  give(from: PlayerId, to: PlayerId, cards: readonly CardId[]): void {
    this.moveCards(cards, { kind: "hand", owner: to }, "give", from);
  }

  // ---- hp events ----

  /**
   * 4.2.12. `chained`: a chain-conduction damage (连环伤害, 3.5.25), which conducts no further;
   * `byTransfer`: dealt by transferring another damage (4.2.12 ways 3 and 4, 3.5.14 ②).
   */
  damage(victim: PlayerId, amount: number, source: PlayerId | null, channel: Channel, element: DamageElement = "normal", chained = false, byTransfer = false): void {
    const dealt: DamageEvent = {
      kind: "damage",
      id: this.newEventId(),
      source,
      victim,
      amount,
      element,
      channel,
      chained,
      prevented: false,
      ...(byTransfer ? { byTransfer: true } : {}),
    };
    const e: DamageEvent = { ...dealt, source: this.sourceOf(dealt) };
    this.run(e, this.parts.flows.damage);
  }

  /**
   * 3.5.22 ◆: <A>代替<B>成为<伤害>的来源 while its event lasts (〖祸首②〗: the user's damages through
   * this card come from A), and a source already dead is no source (004 3.5.22 ◎ 〖祸首②〗).
   */
  private sourceOf(d: DamageEvent): PlayerId | null {
    let s = d.source;
    // Most games have no redirect: no filtering, no allocation per damage.
    if (this.sourceRedirects.length > 0) {
      const open = this.sourceRedirects.filter((r) => this.stack.includes(r.until));
      this.sourceRedirects.splice(0, this.sourceRedirects.length, ...open);
      for (const r of open) if (s === r.instead && r.fits(d)) s = r.who;
    }
    return s !== null && !this.state.players[s].alive ? null : s;
  }

  /** The source changes of 3.5.22 ◆ in force, each until its event ends. */
  readonly sourceRedirects: { readonly who: PlayerId; readonly instead: PlayerId; readonly until: GameEvent; readonly fits: (d: DamageEvent) => boolean }[] = [];

  loseHp(player: PlayerId, amount: number): void {
    this.run({ kind: "loseHp", id: this.newEventId(), player, amount }, this.parts.flows.loseHp);
  }

  hpDeduct(player: PlayerId, amount: number, cause: "damage" | "loseHp", damage: DamageEvent | null = null): void {
    this.run({ kind: "hpDeduct", id: this.newEventId(), player, amount, cause, damage }, this.parts.flows.hpDeduct);
  }

  /**
   * 3.5.14 ② 将此伤害转移给B: the damage (by default the one in scope) is prevented — its victim
   * neither takes it nor reaches 受到伤害后 (3.7.8 ◆) — then B takes a damage of the same source,
   * channel and element, with the value it had before the transfer (4.2.12's table: 同被转移的伤害);
   * transferred chain damage is chain damage (3.5.25 ②). B's damage settles at once, before the
   * rest of the effect that transferred it. A damage already dealt (its hp deducted, 4.2.12) is not
   * transferred. Returns whether it was transferred.
   */
  transferDamage(to: PlayerId, d: DamageEvent | null = this.findEvent("damage", () => true)): boolean {
    if (!d || d.prevented || d.deducted !== undefined || to === d.victim || !this.state.players[to]?.alive) return false;
    d.prevented = true;
    d.transferred = true;
    this.log.add({ t: "transferDamage", from: d.victim, to, amount: d.amount });
    this.damage(to, d.amount, d.source, d.channel, d.element, d.chained, true);
    return true;
  }

  /** 4.2.16 减X点体力上限: hp capped by the new max; at max hp 0 the player dies, killed by no one. */
  loseMaxHp(player: PlayerId, n: number): void {
    if (n <= 0 || !this.state.players[player].alive) return;
    const e: MaxHpEvent = { kind: "loseMaxHp", id: this.newEventId(), player, amount: n };
    this.run(e, this.parts.flows.loseMaxHp);
  }

  /** 4.2.17 加X点体力上限 (hp unchanged). */
  gainMaxHp(player: PlayerId, n: number): void {
    if (n <= 0 || !this.state.players[player].alive) return;
    const e: MaxHpEvent = { kind: "gainMaxHp", id: this.newEventId(), player, amount: n };
    this.run(e, this.parts.flows.gainMaxHp);
  }

  /** 3.5.60: 加护甲 can be done only below the cap (Y > 0). */
  canGainArmor(player: PlayerId): boolean {
    const p = this.state.players[player];
    return p.alive && p.armor < ARMOR_CAP;
  }

  /**
   * 3.5.60 加X点护甲: Y = 5 − armor (3.4.5 cap); Y = 0: cannot be done; Y < X: gains Y instead.
   * Returns the armor gained (no timing points: chapter 4 has no event for it).
   */
  gainArmor(player: PlayerId, n: number): number {
    const p = this.state.players[player];
    const room = ARMOR_CAP - p.armor;
    if (!p.alive || n <= 0 || room <= 0) return 0;
    const k = Math.min(n, room);
    p.armor += k;
    this.log.add({ t: "armor", player, delta: k, armor: p.armor });
    this.step();
    return k;
  }

  /**
   * 4.2.14 减Y点护甲 as an operation of its own: none (Y = 0) cannot be done; fewer than X loses
   * them all. Returns the armor lost (no timing points, as for 3.5.60).
   */
  loseArmor(player: PlayerId, n: number): number {
    const p = this.state.players[player];
    if (!p.alive || n <= 0 || p.armor <= 0) return 0;
    const k = Math.min(n, p.armor);
    p.armor -= k;
    this.log.add({ t: "armor", player, delta: -k, armor: p.armor });
    this.step();
    return k;
  }

  recover(player: PlayerId, amount: number, source: PlayerId | null, channel: Channel): void {
    // 3.5.27: with no hp lost (Y = 0) the operation cannot be done: no recover event.
    const p = this.state.players[player];
    if (!p.alive || p.hp >= p.maxHp || amount <= 0) return;
    this.run({ kind: "recover", id: this.newEventId(), player, amount, source, channel }, this.parts.flows.recover);
  }

  dying(player: PlayerId): void {
    const cause = this.findEvent("damage", (d) => d.victim === player) ?? this.findEvent("loseHp", (l) => l.player === player);
    this.run({ kind: "dying", id: this.newEventId(), player, cause }, this.parts.flows.dying);
  }

  die(player: PlayerId, killer: PlayerId | null): void {
    this.run({ kind: "death", id: this.newEventId(), player, killer }, this.parts.flows.death);
  }

  end(winners: PlayerId[], reason: string): never {
    this.log.add({ t: "gameOver", winners, reason });
    throw new GameOver(winners, reason);
  }

  judge(player: PlayerId, reason: string): PhysicalCard {
    return this.state.cards[this.judgement(player, reason).card];
  }

  /** 4.2.11: a judge event, returned once settled — its final 判定牌 and its result (判定结果). */
  judgement(player: PlayerId, reason: string): JudgeEvent & { card: CardId } {
    const e: JudgeEvent = { kind: "judge", id: this.newEventId(), player, card: null, reason };
    this.run(e, this.parts.flows.judge);
    // No card left in the draw pile nor in the discard pile to reshuffle (3.8.26): no judgement
    // can be made. The rulebook has no rule for it; the game ends as a draw (平局, no winners).
    if (e.card === null) this.end([], "exhausted");
    return e as JudgeEvent & { card: CardId };
  }

  // ---- needing, using and playing cards (4.2.2–4.2.7) ----

  /**
   * Does `p` get a need event for this card name? When it holds such a card, or has a skill
   * (general or equipment) listening at the need event's timings (〖八卦阵〗 at 需要使用【闪】时❶,
   * conversion skills at ❸), which may provide the card without one in hand.
   */
  canNeed(p: PlayerId, cardName: string, kind: "needUse" | "needPlay" = "needUse"): boolean {
    for (const c of handLike(this, p)) if (cardNameOf(this, c) === cardName) return true;
    // Most players own no skill listening there: answered before listing and testing their skills.
    if (!mayOwnAnyOf(this, p, this.registry.needListeners(kind).all)) return false;
    const owned = [...this.state.players[p].skills, ...equipmentSkillsOf(this, p)].filter((s) => this.isSkillValid(p, s));
    for (let i = 1; i <= 3; i++) {
      const listeners = this.registry.triggers.get(`${kind}.${i}`);
      if (listeners?.some((l) => owned.includes(l.skill.name))) return true;
    }
    return false;
  }

  /** 4.2.2 需要使用: returns the card used, or null. */
  needUse(
    player: PlayerId,
    cardName: string,
    use: CardUseDef,
    responding?: VirtualCard,
    countsTowardLimit = false,
    /** 需对B使用 (【借刀杀人】): the targets are fixed in advance (000 4.2.2 专题四 ◆). */
    targets?: readonly PlayerId[],
  ): VirtualCard | null {
    const e: NeedEvent = { kind: "needUse", id: this.newEventId(), player, cardName, result: null };
    const ev: NeedEvent = responding ? { ...e, responding } : e;
    this.needUseDefs.set(ev, use);
    if (countsTowardLimit) this.needCountsTowardLimit.add(ev);
    if (targets) this.needTargets.set(ev, targets);
    this.run(ev, this.parts.flows.needUse);
    return ev.result;
  }

  /** 4.2.5 需要打出: returns the card played, or null. */
  needPlay(player: PlayerId, cardName: string, responding?: VirtualCard, keep = false): VirtualCard | null {
    const e: NeedEvent = { kind: "needPlay", id: this.newEventId(), player, cardName, result: null };
    const ev: NeedEvent = responding ? { ...e, responding } : e;
    if (keep) this.keepPlayed.add(ev);
    this.run(ev, this.parts.flows.needPlay);
    return ev.result;
  }

  /** 4.2.7: play (打出) physical cards as a card of `name`. */
  playCard(player: PlayerId, name: string, cards: readonly CardId[], converted = false, keep = false): VirtualCard {
    const card = this.makeVirtual(name, cards, converted);
    const e: PlayEvent = { kind: "play", id: this.newEventId(), player, card };
    if (keep) this.keptPlays.add(e);
    this.run(e, this.parts.flows.play);
    return card;
  }

  /**
   * 4.2.3 pre-use then 4.2.4 use. `use` is null for equipment (used on oneself by rule).
   * Returns the use event, or null when a step of the pre-use could not be done (no legal target).
   */
  useCard(user: PlayerId, cards: readonly CardId[], def: CardDef, use: CardUseDef | null, opts: PreUseOptions): UseEvent | null {
    const e = this.parts.ops.preUse(this, user, cards, def, use, opts);
    if (!e) return null;
    this.useDefs.set(e, { def, use });
    opts.onStart?.(e);
    this.run(e, this.parts.flows.use);
    return e;
  }

  readonly useDefs = new WeakMap<UseEvent, { def: CardDef; use: CardUseDef | null }>();

  // ---- turns and phases (4.1.1.6) ----

  /**
   * Plays `player`'s rated turn (额定回合), then the extra turns granted meanwhile (3.6.1 ◆): the
   * last granted is played first, and one granted during an extra turn comes right after it.
   */
  playTurn(player: PlayerId): void {
    this.playOneTurn(player, false);
    for (let next = this.extraTurns.pop(); next !== undefined; next = this.extraTurns.pop()) {
      if (this.state.players[next].alive) this.playOneTurn(next, true);
    }
  }

  /** Extra turns granted and not yet played (3.6.1 ◆), the next to play last. */
  readonly extraTurns: PlayerId[] = [];

  /** 3.6.1 获得一个额外的回合: played after the current turn, before those granted earlier. */
  extraTurn(player: PlayerId): void {
    if (!this.state.players[player].alive) return;
    this.extraTurns.push(player);
    this.log.add({ t: "extra", player, what: "turn" });
  }

  private playOneTurn(player: PlayerId, extra: boolean): void {
    this.turns++;
    // 4.1.1.6 回合开始后❶: the round count goes up when a rated turn's seat order wraps.
    if (!extra) {
      if (this.lastTurnSeat < 0 || this.lastTurnSeat > player) this.round++;
      this.lastTurnSeat = player;
    }
    this.currentPlayer = player;
    this.log.add(extra ? { t: "turn", player, round: this.round, extra: true } : { t: "turn", player, round: this.round });
    try {
      this.run(extra ? { kind: "turn", id: this.newEventId(), player, extra: true } : { kind: "turn", id: this.newEventId(), player }, this.parts.flows.turn);
    } finally {
      // 于此回合内 delayed effects and invalidations end with the turn (after 回合结束前❼).
      this.delayedEffects.endTurn();
      this.skillStates.turnEnded();
    }
    this.pendingSkips.delete(player);
    this.pendingChanges.delete(player);
    this.extraPhases = this.extraPhases.filter((x) => x.player !== player);
  }

  /** Extra phases waiting for their anchor phase (3.6.2 ◆). */
  extraPhases: PendingExtraPhase[] = [];

  /**
   * 3.6.2 ◆ 获得一个额外的<phase>: `at` before/after a phase of the player's turn (the next time that
   * turn reaches it); without `at`, the phase is played at once (〖当先〗: 执行一个额外的出牌阶段).
   */
  extraPhase(player: PlayerId, phase: PhaseName, at?: ExtraPhaseAt): void {
    if (!this.state.players[player].alive) return;
    if (!at) {
      this.log.add({ t: "extra", player, what: phase });
      this.playPhaseOf(player, phase, true);
      return;
    }
    const side = "before" in at ? "before" : "after";
    const anchor = "before" in at ? at.before : at.after;
    this.extraPhases.push({ player, phase, side, anchor });
    this.log.add({ t: "extra", player, what: phase, at: `${side}:${anchor}` });
  }

  /** Plays the extra phases waiting before/after `anchor` in `player`'s turn, in the order granted. */
  playExtraPhases(player: PlayerId, anchor: PhaseName, side: "before" | "after"): void {
    for (;;) {
      const i = this.extraPhases.findIndex((x) => x.player === player && x.anchor === anchor && x.side === side);
      if (i < 0) return;
      const [x] = this.extraPhases.splice(i, 1);
      if (!this.state.players[player].alive) return;
      this.playPhaseOf(player, x.phase, true);
    }
  }

  playPhaseOf(player: PlayerId, phase: PhaseName, extra = false): void {
    const skips = this.pendingSkips.get(player);
    const skipped = skips?.has(phase) ?? false;
    if (skipped) skips?.delete(phase);
    this.log.add(extra ? { t: "phase", player, phase, skipped, extra: true } : { t: "phase", player, phase, skipped });
    if (skipped) return;
    const e = this.startPhase(player, phase, extra);
    this.run(e, this.parts.flows.phases[phase]);
    // 3.6.2 ◆ 将阶段a改为b: a's 开始前 was generated; the timing points inside it are b's.
    if (e.changedTo !== undefined && this.state.players[player].alive) this.playPhaseInside(player, e.changedTo, phase, extra);
  }

  /** The timing points inside `phase` (开始时 … 结束时), standing for `from` (3.6.2 ◆ 改为). */
  private playPhaseInside(player: PlayerId, phase: PhaseName, from: PhaseName, extra: boolean): void {
    this.log.add({ t: "phaseChanged", player, from, to: phase });
    this.run(this.startPhase(player, phase, extra, from), this.parts.flows.phaseInsides[phase]);
  }

  /** A new phase event (a play phase resets its counters, 4.1.1.6). */
  private startPhase(player: PlayerId, phase: PhaseName, extra: boolean, changedFrom?: PhaseName): PhaseEvent {
    if (phase === "play") this.playPhase = { cardUses: new Map(), skillUses: new Map() };
    return {
      kind: "phase",
      id: this.newEventId(),
      player,
      phase,
      drawCount: { base: BASE_DRAW_COUNT, delta: 0, setToZero: false },
      skipped: false,
      ...(changedFrom !== undefined ? { changedFrom } : {}),
      ...(extra ? { extra: true } : {}),
    };
  }

  /**
   * 3.6.2 ◆ 将一个阶段a改为另一个阶段b: a state, not an operation — phase a, when its 开始前 has been
   * generated, goes on with the timing points inside b. Returns false when a has begun (开始时 passed),
   * is skipped, or is already changed.
   */
  changePhase(who: PlayerId, from: PhaseName, to: PhaseName): boolean {
    if (from === to) return false;
    const now = this.findEvent("phase", (e) => e.player === who && e.phase === from && e.changedFrom === undefined);
    if (now) {
      if (now.skipped || now.changedTo !== undefined || this.timingOf(now) !== `phase.${from}.beforeStart`) return false;
      now.changedTo = to;
      return true;
    }
    if (this.pendingSkips.get(who)?.has(from) || this.pendingChanges.get(who)?.has(from)) return false;
    const m = this.pendingChanges.get(who) ?? new Map<PhaseName, PhaseName>();
    m.set(from, to);
    this.pendingChanges.set(who, m);
    return true;
  }

  /** A change of `from` requested before it began, applied as its 开始前 ends (3.6.2 ◆). */
  applyPendingChange(e: PhaseEvent): void {
    const to = this.pendingChanges.get(e.player)?.get(e.phase);
    if (to === undefined || e.changedFrom !== undefined) return;
    this.pendingChanges.get(e.player)!.delete(e.phase);
    e.changedTo = to;
  }

  skipPhase(who: PlayerId, phase: PhaseName): void {
    const now = this.findEvent("phase", (e) => e.player === who && e.phase === phase);
    if (now) {
      // 3.6.2: a phase skipped once it has begun (〖奋励〗 at 摸牌阶段开始前) — logged, as a history (跳过过阶段).
      if (!now.skipped) this.log.add({ t: "skip", player: who, phase });
      now.skipped = true;
      return;
    }
    const set = this.pendingSkips.get(who) ?? new Set<PhaseName>();
    set.add(phase);
    this.pendingSkips.set(who, set);
  }

  /** The next alive seat after `seat`, counter-clockwise. */
  nextAlive(seat: PlayerId): PlayerId {
    const n = this.state.players.length;
    for (let k = 1; k <= n; k++) {
      const p = (seat + k) % n;
      if (this.state.players[p].alive) return p;
    }
    return seat;
  }

  isDying(id: PlayerId): boolean {
    return this.state.players[id].alive && this.findEvent("dying", (d) => d.player === id) !== null;
  }

  // ---- the general card (3.9, 4.2.10) ----

  /** 3.9.4 翻面. Returns whether the general card was turned over. */
  flip(player: PlayerId): boolean {
    return this.parts.ops.changeState(this, player, "flip");
  }

  /** 3.9.1 横置 (an upright card only). */
  chain(player: PlayerId): boolean {
    return this.parts.ops.changeState(this, player, "chain");
  }

  /** 3.9.2 重置 (a sideways card only). */
  unchain(player: PlayerId): boolean {
    return this.parts.ops.changeState(this, player, "unchain");
  }

  /** 3.9.5 复原: 重置 if chained, then 翻面 if face down; false when face up and not chained. */
  restore(player: PlayerId): boolean {
    return this.parts.ops.restore(this, player);
  }

  /** Could the player 横置/重置/翻面 now (3.9.1, 3.9.2, 3.9.4)? */
  canChangeState(player: PlayerId, change: "chain" | "unchain" | "flip"): boolean {
    return this.parts.ops.canChangeState(this, player, change);
  }

  /** Could the player 复原 now (3.9.5: not when face up and not chained)? */
  canRestore(player: PlayerId): boolean {
    const p = this.state.players[player];
    return p.alive && (!p.faceUp || p.chained);
  }

  /** 3.7.8 ③ 防止此改变: the state change in scope does not happen; its flow ends. */
  preventStateChange(): void {
    const e = this.findEvent("stateChange", () => true);
    if (e) e.prevented = true;
  }

  // ---- skills gained and lost (4.2.20, 4.2.21, 3.5.55) ----

  /** 4.2.20 获得技能: the skills the player does not have yet (one event for all). */
  gainSkill(player: PlayerId, skills: string | readonly string[]): void {
    const p = this.state.players[player];
    const names = [...new Set(typeof skills === "string" ? [skills] : skills)].filter((s) => !p.skills.includes(s));
    if (!p.alive || names.length === 0) return;
    const e: SkillChangeEvent = { kind: "gainSkill", id: this.newEventId(), player, skills: names };
    this.run(e, this.parts.flows.gainSkill);
  }

  /** 4.2.21 失去技能: the named skills the player has (one event for all). */
  loseSkill(player: PlayerId, skills: string | readonly string[]): void {
    const p = this.state.players[player];
    const names = [...new Set(typeof skills === "string" ? [skills] : skills)].filter((s) => p.skills.includes(s));
    if (names.length === 0) return;
    const e: SkillChangeEvent = { kind: "loseSkill", id: this.newEventId(), player, skills: names };
    this.run(e, this.parts.flows.loseSkill);
  }

  /**
   * 3.5.55 失去所有武将技能: every general skill. (Skills held through another player's state
   * effect are kept by the rule; no such effect exists in the runtime yet, so none is kept.)
   */
  loseAllGeneralSkills(player: PlayerId): void {
    this.loseSkill(player, [...this.state.players[player].skills]);
  }

  // ---- marks (3.5.8, 4.2.25, 3.8.9) ----

  /** 4.2.25 获得X枚“name”. */
  gainMark(player: PlayerId, name: string, n: number): void {
    if (n <= 0 || !this.state.players[player].alive) return;
    const e: GainMarkEvent = { kind: "gainMark", id: this.newEventId(), player, mark: name, count: n };
    this.run(e, this.parts.flows.gainMark);
  }

  /** 3.8.9 弃X枚“name”: returns how many were discarded (at most those held). */
  discardMarks(player: PlayerId, name: string, n: number): number {
    return this.parts.ops.discardMarks(this, player, name, n);
  }

  /** How many “name” marks the player has. */
  marks(player: PlayerId, name: string): number {
    return this.state.players[player].marks[name] ?? 0;
  }

  // ---- cards on/beside the general card (3.3.16, 3.3.17) ----

  /** 将牌（扣）置于<owner>的武将牌上/旁，称为“pile”. */
  putOnGeneral(actor: PlayerId | null, cards: readonly CardId[], owner: PlayerId, pile: string, faceDown: boolean, side: GeneralSide = "on", visibleTo: readonly PlayerId[] = []): void {
    this.parts.ops.putOnGeneral(this, actor, cards, owner, pile, faceDown, side, visibleTo);
  }

  /** The cards “name” on (or beside) a player's general card. */
  pile(owner: PlayerId, name: string, side: GeneralSide = "on"): CardId[] {
    return [...this.state.pile(owner, name, side)];
  }

  /** Every pile on (or beside) a player's general card, by name. */
  piles(owner: PlayerId, side: GeneralSide = "on"): Map<string, CardId[]> {
    const p = this.state.players[owner];
    return new Map(Object.entries(side === "on" ? p.onGeneral : p.besideGeneral).map(([k, v]) => [k, [...v]]));
  }

  // ---- pindian (4.2.8) ----

  /** 4.2.8 ◆: can `initiator` start a pindian with `target` (another player, both with hand cards)? */
  canPindian(initiator: PlayerId, target: PlayerId): boolean {
    return this.parts.ops.canPindian(this, initiator, target);
  }

  /** 拼点 (3.8.12, 4.2.8) with one target; null when it cannot be started (4.2.8 ◆). */
  pindian(initiator: PlayerId, target: PlayerId): PindianResult | null {
    return this.parts.ops.runPindian(this, initiator, [target])?.[0] ?? null;
  }

  /** 拼点 with several targets (T1…Tn from the current-turn player); null when it cannot be started. */
  pindianMany(initiator: PlayerId, targets: readonly PlayerId[]): PindianResult[] | null {
    return this.parts.ops.runPindian(this, initiator, targets);
  }

  // ---- 议事 (3.5.61) ----

  /** 3.8.17 ◆: can these players hold a 议事 (all alive, each with a hand card)? */
  canCouncil(participants: readonly PlayerId[]): boolean {
    return this.parts.ops.canCouncil(this, participants);
  }

  /** 议事 (3.5.61) started by `player`; null when it cannot be held. */
  council(player: PlayerId, participants: readonly PlayerId[]): CouncilEvent | null {
    return this.parts.ops.runCouncil(this, player, participants);
  }

  // ---- areas (3.3.23, 3.3.24, 4.2.23, 4.2.24) ----

  /** 3.3.23 ◆ / 3.3.24 ◆: can the area be disabled (not sealed yet) / restored (sealed)? */
  canChangeArea(player: PlayerId, area: Area, change: "disable" | "restore"): boolean {
    const p = this.state.players[player];
    return p.alive && p.disabledAreas.includes(area) === (change === "restore");
  }

  /** 废除 these areas (those not sealed yet); returns whether a disable event ran. */
  disableArea(player: PlayerId, areas: Area | readonly Area[]): boolean {
    return this.parts.ops.changeAreas(this, player, typeof areas === "string" ? [areas] : areas, "disable");
  }

  /** 恢复 these areas (those sealed); returns whether a restore event ran. */
  restoreArea(player: PlayerId, areas: Area | readonly Area[]): boolean {
    return this.parts.ops.changeAreas(this, player, typeof areas === "string" ? [areas] : areas, "restore");
  }

  // ---- card operations (3.8) ----

  /** 3.8.5 重铸: discard pile, then draw as many; returns the cards drawn. */
  recast(player: PlayerId, cards: readonly CardId[]): CardId[] {
    return this.parts.ops.recast(this, player, cards);
  }

  /** 3.8.19 交换 two players' hands. */
  exchangeHands(a: PlayerId, b: PlayerId): void {
    this.parts.ops.exchangeHands(this, a, b);
  }

  /** 3.8.19 交换 two players' equipment areas (same-kind equipment goes to the discard pile). */
  exchangeEquipment(a: PlayerId, b: PlayerId): void {
    this.parts.ops.exchangeEquipment(this, a, b);
  }

  /** 3.8.19 交换 given cards of two players (each takes the other's into hand). */
  exchangeCards(a: PlayerId, aCards: readonly CardId[], b: PlayerId, bCards: readonly CardId[]): void {
    this.parts.ops.exchangeCards(this, a, aCards, b, bCards);
  }

  /** 3.8.18 ① 亮出牌堆顶的N张牌 into the processing area; returns them (the caller settles them). */
  revealTop(actor: PlayerId | null, n: number): CardId[] {
    return this.parts.ops.revealTop(this, actor, n);
  }

  /** 3.8.18 ② 亮出牌堆里的一张……牌 (random among those matching); null when there is none. */
  revealFromDrawPile(actor: PlayerId | null, matches: (card: PhysicalCard) => boolean): CardId | null {
    return this.parts.ops.revealFromDrawPile(this, actor, (c) => matches(this.state.cards[c]));
  }

  /** 3.8.18 ③ 亮出 face-down cards (not in the draw pile): turned face up. */
  revealFaceDown(actor: PlayerId | null, cards: readonly CardId[]): void {
    this.parts.ops.revealFaceDown(this, actor, cards);
  }

  /** 3.8.17 展示: known to everyone; no move. */
  show(player: PlayerId, cards: readonly CardId[]): void {
    this.parts.ops.show(this, player, cards);
  }

  /** 3.8.16 观看: known to that player only; no move. */
  look(player: PlayerId, cards: readonly CardId[]): void {
    this.parts.ops.look(this, player, cards);
  }

  /** 3.8.7 扣置入处理区（对X可见）. */
  setAside(actor: PlayerId | null, cards: readonly CardId[], visibleTo: readonly PlayerId[]): void {
    this.parts.ops.setAside(this, actor, cards, visibleTo);
  }

  // ---- changing a move in progress (4.2.9, 3.7.6 ③) ----

  /** At 移至目标区域前❶/❷: these cards of the move go to `to` instead. Returns those redirected. */
  redirectMove(cards: readonly CardId[], to: ZoneRef, faceDown?: boolean): CardId[] {
    return this.parts.ops.redirectMove(this, cards, to, faceDown);
  }

  /** At 移至目标区域前❶/❷: these cards are no longer moved (all of them: the move is prevented). */
  cancelMove(cards: readonly CardId[]): CardId[] {
    return this.parts.ops.cancelMove(this, cards);
  }

  // ---- what a seat may see (3.5.34) ----

  private readonly seatViews = new Map<PlayerId, SeatView>();

  /** The view an agent of this seat gets: only what its player may see (3.5.34, 3.3.6, 3.8.16–3.8.18). */
  seatView(seat: PlayerId): SeatView {
    let v = this.seatViews.get(seat);
    if (!v) {
      v = this.parts.seatView(this, seat);
      this.seatViews.set(seat, v);
    }
    return v;
  }
}

export { GameOver } from "./gameOver.ts";

/** The value a per-point trigger counts (伤害值, 回复值, 失去的体力值); 1 for other events. */
function pointsOf(event: GameEvent): number {
  switch (event.kind) {
    case "damage":
    case "recover":
    case "loseHp":
      return event.amount;
    default:
      return 1;
  }
}

/** Whose timing point it is (the catalogue row's `subject` field of the event). */
export function subjectsOf(timing: TimingId, event: GameEvent): PlayerId[] {
  const field = timingRow(timing).subject;
  if (!field) return [];
  switch (event.kind) {
    case "use": {
      if (field === "target") {
        const t = event.targets[event.current];
        return t ? [t.player] : [];
      }
      return event.user === null ? [] : [event.user];
    }
    case "move": {
      const out: PlayerId[] = [];
      for (const m of event.moves) {
        for (const z of [m.from, m.to]) {
          const o = zoneOwner(z);
          if (o !== null && !out.includes(o)) out.push(o);
        }
      }
      return out;
    }
    case "damage":
      if (field === "source") return event.source === null ? [] : [event.source];
      return [event.victim];
    case "council":
      // 3.5.61: 议事决算时 and 议事结束后 are every participant's.
      return [...event.participants];
    case "pindian": {
      // 4.2.8: 拼点结果确定后 is the initiator's and Ti's; the other points are every participant's.
      if (timing === "pindian.result") {
        const t = event.targets[event.current];
        return t ? [event.player, t.player] : [event.player];
      }
      return [event.player, ...event.targets.map((t) => t.player)];
    }
    default: {
      const value = (event as unknown as Record<string, unknown>)[field];
      return typeof value === "number" ? [value] : [];
    }
  }
}

/** 3.7.1: compiled states that forbid `p` to respond to `use` with a card of that name. */
function respondingForbidden(engine: Engine, p: PlayerId, use: UseEvent, name: string): boolean {
  if (applying(engine, "cannotRespond", { card: use.card, cardName: name }).length > 0) return true;
  return applying(engine, "cannot", { op: "respond", player: p, card: use.card, cardName: name }).length > 0;
}

/** The number its text gives a part (①②…): the two sides of a 转换技 part (3.5.62) are one. */
function textPartNumber(skill: SkillDef, part: SkillPart): number {
  const keys: string[] = [];
  for (const [i, p] of skill.parts.entries()) {
    const side = "side" in p ? p.side : undefined;
    const key = side ? `side${side.of}` : `part${i}`;
    if (!keys.includes(key)) keys.push(key);
    if (p === part) return keys.indexOf(key) + 1;
  }
  return 1;
}
