// The engine: state + the event stack + timing dispatch + the operations that start events.
// Nested events are nested calls (insertion principle, 003 §二(1)); `stack` mirrors them for
// `eventOf`, logs and scopes. Game over is an exception that unwinds everything (4.2.19).
import type { CardDef, CardUseDef, Pack, SkillDef, TriggerPart } from "../api/pack.ts";
import type { GameView, SkillContext } from "../api/context.ts";
import type {
  Channel,
  DamageEvent,
  EventOf,
  GameEvent,
  MoveEvent,
  MoveReason,
  NeedEvent,
  PhaseEvent,
  PlayEvent,
  UseEvent,
  VirtualCard,
} from "../model/events.ts";
import type { CardId, DamageElement, PhysicalCard, PlayerId, ZoneRef } from "../model/types.ts";
import { colorOf } from "../model/types.ts";
import { GameState, zoneKey, zoneOwner } from "../model/state.ts";
import { isTimingId, timingRow, type EventKind, type PhaseName, type TimingId } from "../timing/catalogue.ts";
import type { Agent } from "../agents/agent.ts";
import { GameLog } from "../log/log.ts";
import { Rng } from "./rng.ts";
import { Registry, type TriggerListener } from "./registry.ts";
import { DelayedEffects, type DelayedEntry } from "./delayed.ts";
import { Asker } from "./asker.ts";
import { GameOver, type ModeRules } from "./gameOver.ts";
import type { Flow } from "../flows/flow.ts";
import { moveFlow } from "../flows/move.ts";
import { damageFlow } from "../flows/damage.ts";
import { loseHpFlow } from "../flows/loseHp.ts";
import { hpDeductFlow } from "../flows/hpDeduct.ts";
import { recoverFlow } from "../flows/recover.ts";
import { dyingFlow } from "../flows/dying.ts";
import { deathFlow } from "../flows/death.ts";
import { judgeFlow } from "../flows/judge.ts";
import { needUseFlow } from "../flows/needUse.ts";
import { useFlow } from "../flows/use.ts";
import { preUse, type PreUseOptions } from "../flows/preUse.ts";
import { needPlayFlow } from "../flows/needPlay.ts";
import { playFlow } from "../flows/play.ts";
import { turnFlow } from "../flows/turn.ts";
import { phaseFlows } from "../flows/phase.ts";
import { createGameView } from "../api/gameView.ts";
import { SkillCtx } from "../api/skillContext.ts";
import { chooseNeedTargetsEarly } from "./conversion.ts";
import { equipmentSkillsOf } from "../values/modifiers.ts";
import { BASE_DRAW_COUNT } from "../values/drawCount.ts";

export interface EngineOptions {
  readonly packs: readonly Pack[];
  readonly seed: number;
  /** The agent of each seat; random agents get the game's generator. */
  readonly agents: (seat: PlayerId, rng: Rng) => Agent;
  /** Called after every card movement and hp change (property tests check invariants here). */
  readonly onStep?: (engine: Engine) => void;
}

/** Per play phase counters (限X次, 4.2.2 专题三 2.). */
export interface PlayPhaseCounters {
  readonly cardUses: Map<string, number>;
  readonly skillUses: Map<string, number>;
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
}

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
  round = 0;
  turns = 0;
  playPhase: PlayPhaseCounters = { cardUses: new Map(), skillUses: new Map() };
  /** 跳过<阶段> requested for a player's coming phases (cleared when its turn ends). */
  readonly pendingSkips = new Map<PlayerId, Set<PhaseName>>();
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

  constructor(options: EngineOptions) {
    this.registry = new Registry(options.packs);
    this.rng = new Rng(options.seed);
    this.agentFactory = options.agents;
    this.onStep = options.onStep;
    this.view = createGameView(this);
    this.ask = new Asker(this);
  }

  // ---- setup ----

  /** The physical cards of the packs' decks, ids in deck order. */
  buildCards(): PhysicalCard[] {
    return this.registry.deck.map((c, id) => ({ id, name: c.name, suit: c.suit, rank: c.rank }));
  }

  setState(state: GameState): void {
    this.state = state;
    this.agents = state.players.map((p) => this.agentFactory(p.id, this.rng));
  }

  agentOf(seat: PlayerId): Agent {
    return this.agents[seat];
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
    this.log.add({ t: "begin", event: event.kind, id: event.id });
    try {
      for (const step of flow.steps) {
        if (flow.stopWhen && flow.stopWhen(this, event)) break;
        if (typeof step === "string") this.dispatch(step, event);
        else if ("timing" in step) {
          if (step.when(this, event)) this.dispatch(step.timing, event);
        } else if (step.run(this, event) === "stop") break;
      }
      if (flow.finish) flow.finish(this, event);
    } finally {
      this.stack.pop();
    }
    this.log.add({ t: "end", event: event.kind, id: event.id });
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
  dispatch(timing: TimingId, event: GameEvent, options: DispatchOptions = {}): { respondedBy: PlayerId | null } {
    if (!isTimingId(timing)) throw new Error(`flow generated ${timing}, which is not a catalogue row`);
    this.log.add({ t: "timing", id: timing, event: event.id });
    const triggers = this.registry.triggers.get(timing);
    const windows = this.registry.cardWindows.get(timing);
    const delayed = this.delayedEffects.at(timing);
    if (!triggers && !windows && !delayed) return { respondedBy: null };
    const subjects = subjectsOf(timing, event);
    const order = options.order ?? this.playersInOrder();
    const stop = options.stopWhen ?? (() => false);
    for (const p of order) {
      if (stop()) break;
      const player = this.state.players[p];
      const deadSubject = event.kind === "death" && event.player === p;
      if (!player.alive && !deadSubject) continue;
      if (delayed && player.alive) this.offerDelayed(p, delayed, subjects, event, timing);
      if (triggers && !options.noTriggersFor?.has(p)) {
        const once = options.stopOnSkillUse === true;
        if (this.offerTriggers(p, player.skills, triggers, subjects, event, timing, stop, once) && once) return { respondedBy: p };
        if (this.offerTriggers(p, equipmentSkillsOf(this, p), triggers, subjects, event, timing, stop, once) && once) return { respondedBy: p };
      }
      if (windows && player.alive) {
        const asked = new Set<string>();
        for (const w of windows) {
          if (stop()) break;
          if (asked.has(w.card.name) || w.use.when.kind !== "timing") continue;
          // 3.7.1 ◆ 不能响应此牌: this card is not a legal target of p's responding card.
          if (w.use.targets.kind === "respondedCard" && event.kind === "use" && event.noResponseFrom?.includes(p)) continue;
          // 〖离间〗: this card is not a legal target of that responding card at all.
          if (w.use.targets.kind === "respondedCard" && event.kind === "use" && event.notTargetOf?.includes(w.card.name)) continue;
          if (!w.use.when.condition(this.contextFor(p, w.card.name, event))) continue;
          if (!this.canNeed(p, w.card.name)) continue;
          asked.add(w.card.name);
          const responding = event.kind === "use" ? event.card : undefined;
          const used = this.needUse(p, w.card.name, w.use, responding);
          if (used && options.stopOnCardUse) return { respondedBy: p };
        }
      }
    }
    return { respondedBy: null };
  }

  /**
   * Offers the skills (of one kind) a player has that listen here; each gets one chance.
   * Returns whether one was activated (with `once`, the first activation ends the offer).
   */
  private offerTriggers(
    p: PlayerId,
    owned: readonly string[],
    listeners: readonly TriggerListener[],
    subjects: readonly PlayerId[],
    event: GameEvent,
    timing: TimingId,
    stop: () => boolean,
    once = false,
  ): boolean {
    let activated = false;
    let candidates = listeners.filter(
      (l) => owned.includes(l.skill.name) && (l.part.subject === "any" || subjects.includes(p)),
    );
    const chances = new Map<TriggerListener, number>();
    while (candidates.length > 0 && !stop()) {
      const ready = candidates.filter((l) => !this.usedUp(p, l.skill) && this.triggerReady(p, l.part, l.skill.name, event));
      if (ready.length === 0) return activated;
      let pick = 0;
      if (ready.length > 1) pick = this.ask.skillOrder(p, ready.map((l) => l.skill.name));
      const chosen = ready[pick];
      const taken = (chances.get(chosen) ?? 0) + 1;
      chances.set(chosen, taken);
      // 4.2.12 注意: a per-point skill stays a candidate until each point had its chance.
      // 3.5.15 ◎: a per-card skill (失去…一张牌后) gets one chance per such card.
      const limit = chosen.part.chances
        ? chosen.part.chances(this.contextFor(p, chosen.skill.name, event))
        : chosen.part.perPoint
          ? pointsOf(event)
          : 1;
      if (taken >= limit) candidates = candidates.filter((l) => l !== chosen);
      if (this.activateTrigger(p, chosen, event, timing)) {
        activated = true;
        if (once) return true;
      }
      if (!this.state.players[p].alive && !(event.kind === "death" && event.player === p)) return activated;
    }
    return activated;
  }

  private triggerReady(p: PlayerId, part: TriggerPart, skill: string, event: GameEvent): boolean {
    const ctx = this.contextFor(p, skill, event);
    if (part.condition && !part.condition(ctx)) return false;
    if (part.cost && !part.cost.canPay(ctx)) return false;
    return true;
  }

  /** Returns whether the skill was activated (可 accepted and its cost paid). */
  private activateTrigger(p: PlayerId, l: TriggerListener, event: GameEvent, timing: TimingId): boolean {
    if (l.part.optional && !this.ask.activate(p, l.skill.name, timing)) return false;
    // 4.2.2 ◆: a skill at 需要使用此牌时❶/❷ chooses the card's targets as it is activated.
    if (!chooseNeedTargetsEarly(this, event, timing)) return false;
    const ctx = this.contextFor(p, l.skill.name, event);
    if (l.part.cost && !l.part.cost.pay(ctx)) return false;
    this.noteActivation(p, l.skill);
    l.part.effect(ctx);
    // 4.2.9: cards this skill left in the processing area go to the discard pile as it ends.
    if (ctx instanceof SkillCtx) {
      const left = ctx.kept.filter((c) => this.state.zone(c).kind === "processing");
      if (left.length > 0) this.moveCards(left, { kind: "discardPile" }, "settle", null);
    }
    return true;
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
      if (d.bind && !d.bind(ctx)) continue;
      if (d.scope === "once") this.delayedEffects.remove(entry);
      if (d.condition && !d.condition(ctx)) continue;
      if (d.optional && !this.ask.activate(p, entry.skill, timing)) continue;
      this.log.add({ t: "skill", player: p, skill: entry.skill });
      d.effect(ctx);
      if (!this.state.players[p].alive) return;
    }
  }

  /** 限定技/觉醒技 (3.2.7) may be activated once per game. */
  usedUp(p: PlayerId, skill: SkillDef): boolean {
    return (skill.tags.includes("limited") || skill.tags.includes("awaken")) && this.onceUsed.has(`${p}:${skill.name}`);
  }

  noteActivation(p: PlayerId, skill: SkillDef): void {
    this.onceUsed.add(`${p}:${skill.name}`);
    this.log.add({ t: "skill", player: p, skill: skill.name });
  }

  private readonly onceUsed = new Set<string>();

  contextFor(you: PlayerId, skill: string, event?: GameEvent): SkillContext {
    return new SkillCtx(this, you, skill, event ?? this.stack[this.stack.length - 1]);
  }

  // ---- virtual cards (3.1.9, 4.2.3) ----

  makeVirtual(name: string, physical: readonly CardId[], converted = false): VirtualCard {
    const cards = physical.map((id) => this.state.cards[id]);
    let suit: VirtualCard["suit"] = null;
    let color: VirtualCard["color"] = null;
    let rank: VirtualCard["rank"] = null;
    if (cards.length === 1) {
      suit = cards[0].suit;
      color = colorOf(suit);
      rank = cards[0].rank;
    } else if (cards.length > 1) {
      const colors = new Set(cards.map((c) => colorOf(c.suit)));
      if (colors.size === 1) color = [...colors][0];
    }
    const vc: VirtualCard = { vid: this.nextVid++, name, suit, color, rank, physical: [...physical], converted };
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

  /** One move event for several cards, each with its own destination (4.2.9: 同时移动). */
  moveEach(targets: readonly { readonly card: CardId; readonly to: ZoneRef }[], reason: MoveReason, actor: PlayerId | null, toTop = false): void {
    if (targets.length === 0) return;
    const moves = targets.map(({ card, to }) => ({ card, from: this.state.zone(card), to }));
    const e: MoveEvent = { kind: "move", id: this.newEventId(), moves, reason, actor };
    if (toTop) this.moveToTop.add(e);
    this.run(e, moveFlow);
  }

  private readonly moveToTop = new WeakSet<MoveEvent>();

  /** The move itself, between 移至目标区域前❷ and 后❶. Cards moved away meanwhile stay put. */
  applyMove(e: MoveEvent): void {
    const toTop = this.moveToTop.has(e);
    const cards: CardId[] = [];
    const from: string[] = [];
    const to: string[] = [];
    const list = toTop ? [...e.moves].reverse() : e.moves;
    for (const m of list) {
      if (zoneKey(this.state.zone(m.card)) !== zoneKey(m.from)) continue;
      this.placeAndTrack(m.card, m.to, toTop);
      cards.push(m.card);
      from.push(zoneKey(m.from));
      to.push(zoneKey(m.to));
    }
    this.log.add({ t: "move", reason: e.reason, cards, from, to });
    this.step();
  }

  private placeAndTrack(card: CardId, to: ZoneRef, toTop: boolean): void {
    const leavingProcessing = this.state.zone(card).kind === "processing" && to.kind !== "processing";
    this.state.placeCard(card, to, toTop);
    // 4.2.4 ◆: the mapping breaks when a physical card leaves the processing area.
    if (leavingProcessing) {
      for (const vc of this.liveVirtual) {
        const i = vc.physical.indexOf(card);
        if (i >= 0) vc.physical.splice(i, 1);
      }
    }
  }

  /** When the draw pile runs short, the discard pile is shuffled under it. With both empty,
   * fewer cards (possibly none) are drawn and the game goes on. */
  ensureDrawPile(n: number): void {
    if (this.state.drawPile.length >= n || this.state.discardPile.length === 0) return;
    const pile = this.rng.shuffle([...this.state.discardPile]);
    for (const c of pile) this.state.placeCard(c, { kind: "drawPile" });
    this.log.add({ t: "reshuffle", count: pile.length });
    this.step();
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

  damage(victim: PlayerId, amount: number, source: PlayerId | null, channel: Channel, element: DamageElement = "normal"): void {
    const e: DamageEvent = {
      kind: "damage",
      id: this.newEventId(),
      source,
      victim,
      amount,
      element,
      channel,
      chained: false,
      prevented: false,
    };
    this.run(e, damageFlow);
  }

  loseHp(player: PlayerId, amount: number): void {
    this.run({ kind: "loseHp", id: this.newEventId(), player, amount }, loseHpFlow);
  }

  hpDeduct(player: PlayerId, amount: number, cause: "damage" | "loseHp"): void {
    this.run({ kind: "hpDeduct", id: this.newEventId(), player, amount, cause }, hpDeductFlow);
  }

  recover(player: PlayerId, amount: number, source: PlayerId | null, channel: Channel): void {
    // 3.5.27: with no hp lost (Y = 0) the operation cannot be done: no recover event.
    const p = this.state.players[player];
    if (!p.alive || p.hp >= p.maxHp || amount <= 0) return;
    this.run({ kind: "recover", id: this.newEventId(), player, amount, source, channel }, recoverFlow);
  }

  dying(player: PlayerId): void {
    const cause = this.findEvent("damage", (d) => d.victim === player) ?? this.findEvent("loseHp", (l) => l.player === player);
    this.run({ kind: "dying", id: this.newEventId(), player, cause }, dyingFlow);
  }

  die(player: PlayerId, killer: PlayerId | null): void {
    this.run({ kind: "death", id: this.newEventId(), player, killer }, deathFlow);
  }

  end(winners: PlayerId[], reason: string): never {
    this.log.add({ t: "gameOver", winners, reason });
    throw new GameOver(winners, reason);
  }

  judge(player: PlayerId, reason: string): PhysicalCard {
    const e = { kind: "judge" as const, id: this.newEventId(), player, card: null as CardId | null, reason };
    this.run(e, judgeFlow);
    if (e.card === null) throw new Error("judge without a judgement card (draw and discard piles empty)");
    return this.state.cards[e.card];
  }

  // ---- needing, using and playing cards (4.2.2–4.2.7) ----

  /**
   * Does `p` get a need event for this card name? When it holds such a card, or has a skill
   * (general or equipment) listening at the need event's timings (〖八卦阵〗 at 需要使用【闪】时❶,
   * conversion skills at ❸), which may provide the card without one in hand.
   */
  canNeed(p: PlayerId, cardName: string, kind: "needUse" | "needPlay" = "needUse"): boolean {
    for (const c of this.state.players[p].hand) if (this.state.cards[c].name === cardName) return true;
    const owned = [...this.state.players[p].skills, ...equipmentSkillsOf(this, p)];
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
    this.run(ev, needUseFlow);
    return ev.result;
  }

  /** 4.2.5 需要打出: returns the card played, or null. */
  needPlay(player: PlayerId, cardName: string, responding?: VirtualCard, keep = false): VirtualCard | null {
    const e: NeedEvent = { kind: "needPlay", id: this.newEventId(), player, cardName, result: null };
    const ev: NeedEvent = responding ? { ...e, responding } : e;
    if (keep) this.keepPlayed.add(ev);
    this.run(ev, needPlayFlow);
    return ev.result;
  }

  /** 4.2.7: play (打出) physical cards as a card of `name`. */
  playCard(player: PlayerId, name: string, cards: readonly CardId[], converted = false, keep = false): VirtualCard {
    const card = this.makeVirtual(name, cards, converted);
    const e: PlayEvent = { kind: "play", id: this.newEventId(), player, card };
    if (keep) this.keptPlays.add(e);
    this.run(e, playFlow);
    return card;
  }

  /**
   * 4.2.3 pre-use then 4.2.4 use. `use` is null for equipment (used on oneself by rule).
   * Returns the use event, or null when a step of the pre-use could not be done (no legal target).
   */
  useCard(user: PlayerId, cards: readonly CardId[], def: CardDef, use: CardUseDef | null, opts: PreUseOptions): UseEvent | null {
    const e = preUse(this, user, cards, def, use, opts);
    if (!e) return null;
    this.useDefs.set(e, { def, use });
    this.run(e, useFlow);
    return e;
  }

  readonly useDefs = new WeakMap<UseEvent, { def: CardDef; use: CardUseDef | null }>();

  // ---- turns and phases (4.1.1.6) ----

  playTurn(player: PlayerId): void {
    this.turns++;
    // 4.1.1.6 回合开始后❶: the round count goes up when the seat order wraps.
    if (this.lastTurnSeat < 0 || this.lastTurnSeat > player) this.round++;
    this.lastTurnSeat = player;
    this.currentPlayer = player;
    this.log.add({ t: "turn", player, round: this.round });
    try {
      this.run({ kind: "turn", id: this.newEventId(), player }, turnFlow);
    } finally {
      // 于此回合内 delayed effects end with the turn (after 回合结束前❼).
      this.delayedEffects.endTurn();
    }
    this.pendingSkips.delete(player);
  }

  playPhaseOf(player: PlayerId, phase: PhaseName): void {
    const skips = this.pendingSkips.get(player);
    const skipped = skips?.has(phase) ?? false;
    if (skipped) skips?.delete(phase);
    this.log.add({ t: "phase", player, phase, skipped });
    if (skipped) return;
    const e: PhaseEvent = {
      kind: "phase",
      id: this.newEventId(),
      player,
      phase,
      drawCount: { base: BASE_DRAW_COUNT, delta: 0, setToZero: false },
      skipped: false,
    };
    if (phase === "play") this.playPhase = { cardUses: new Map(), skillUses: new Map() };
    this.run(e, phaseFlows[phase]);
  }

  skipPhase(who: PlayerId, phase: PhaseName): void {
    const now = this.findEvent("phase", (e) => e.player === who && e.phase === phase);
    if (now) {
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
    default: {
      const value = (event as unknown as Record<string, unknown>)[field];
      return typeof value === "number" ? [value] : [];
    }
  }
}
