// The one implementation of SkillContext (runtime/api/context.ts): each operation starts the
// proper event on the engine; each choice is a request to an agent.
import type {
  CardChoice,
  CardEffectContext,
  GameView,
  JudgeOutcome,
  PlayerChoice,
  SkillContext,
} from "./context.ts";
import type { Channel, EventOf, GameEvent, VirtualCard } from "../model/events.ts";
import type { CardId, DamageElement, PlayerId } from "../model/types.ts";
import type { EventKind, PhaseName } from "../timing/catalogue.ts";
import type { Engine } from "../engine/engine.ts";

export class SkillCtx implements SkillContext {
  readonly memo = new Map<string, unknown>();

  constructor(
    protected readonly engine: Engine,
    readonly you: PlayerId,
    readonly skill: string,
    readonly event: GameEvent,
  ) {}

  get game(): GameView {
    return this.engine.view;
  }

  eventOf<K extends EventKind>(kind: K): EventOf<K> {
    return this.engine.eventOf(kind);
  }

  /** 渠道 of damage and recovery started here: this skill, or the card for card effects. */
  protected channel(): Channel {
    return { skill: this.skill };
  }

  physicalCardsOf(card: VirtualCard | undefined): CardId[] {
    if (!card) return [];
    return card.physical.filter((c) => this.engine.state.zone(c).kind === "processing");
  }

  channelCard(channel: Channel): VirtualCard | undefined {
    return channel.card;
  }

  canLoseHp(who: PlayerId, n: number): boolean {
    const p = this.engine.state.players[who];
    return p.alive && n > 0;
  }

  chooseCards(choice: CardChoice): CardId[] {
    const all = this.game.cardsIn(choice.owner, choice.regions);
    const candidates = choice.filter ? all.filter((c) => choice.filter!(this.engine.state.cards[c])) : all;
    const hidden = choice.chooser === choice.owner ? [] : candidates.filter((c) => this.engine.state.players[choice.owner].hand.includes(c));
    // 3.3.6: another's hand cards are shuffled before the chooser picks among them blind.
    const offered = hidden.length > 1 ? [...candidates.filter((c) => !hidden.includes(c)), ...this.engine.rng.shuffle([...hidden])] : candidates;
    return this.engine.ask.cards(choice.chooser, offered, choice.min, choice.max ?? offered.length, choice.reason, hidden);
  }

  choosePlayers(choice: PlayerChoice): PlayerId[] {
    const candidates = this.game.alivePlayersFrom(this.engine.currentPlayer).filter((p) => choice.filter(p));
    return this.engine.ask.players(choice.chooser, candidates, choice.min, choice.max, choice.reason);
  }

  chooseOption(chooser: PlayerId, options: readonly string[], reason: string): number {
    return this.engine.ask.option(chooser, options, reason);
  }

  draw(who: PlayerId, n: number): CardId[] {
    return this.engine.draw(who, n);
  }

  loseHp(who: PlayerId, n: number): void {
    this.engine.loseHp(who, n);
  }

  recover(who: PlayerId, n: number): void {
    this.engine.recover(who, n, this.you, this.channel());
  }

  damage(victim: PlayerId, n: number, opts?: { source?: PlayerId | null; element?: DamageElement }): void {
    const source = opts && "source" in opts && opts.source !== undefined ? opts.source : this.you;
    this.engine.damage(victim, n, source, this.channel(), opts?.element ?? "normal");
  }

  discard(actor: PlayerId, cards: readonly CardId[]): void {
    this.engine.discard(actor, cards);
  }

  gain(who: PlayerId, cards: readonly CardId[]): void {
    this.engine.gain(who, cards);
  }

  give(from: PlayerId, to: PlayerId, cards: readonly CardId[]): void {
    this.engine.give(from, to, cards);
  }

  judge(who: PlayerId): JudgeOutcome {
    return { card: this.engine.judge(who, this.skill) };
  }

  adjustDrawCount(who: PlayerId, delta: number): void {
    const phase = this.engine.findEvent("phase", (e) => e.player === who && e.phase === "draw");
    if (phase) phase.drawCount.delta += delta;
  }

  setDrawCountToZero(who: PlayerId): void {
    const phase = this.engine.findEvent("phase", (e) => e.player === who && e.phase === "draw");
    if (phase) phase.drawCount.setToZero = true;
  }

  offsetRespondedCard(): void {
    const own = this.engine.findEvent("use", (u) => u.respondsTo !== undefined);
    const answered = own?.respondsTo;
    if (!answered) return;
    const target = answered.targets[answered.current];
    if (!target) return;
    target.offset = true;
    this.engine.log.add({ t: "offset", card: answered.card.name, target: target.player });
  }

  skipPhase(who: PlayerId, phase: PhaseName): void {
    this.engine.skipPhase(who, phase);
  }
}

export class CardEffectCtx extends SkillCtx implements CardEffectContext {
  constructor(
    engine: Engine,
    readonly user: PlayerId,
    readonly target: PlayerId,
    readonly card: VirtualCard,
    event: GameEvent,
  ) {
    super(engine, user, card.name, event);
  }

  protected override channel(): Channel {
    return { card: this.card };
  }
}
