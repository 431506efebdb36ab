// The one implementation of SkillContext (runtime/api/context.ts): each operation starts the
// proper event on the engine; each choice is a request to an agent.
import type {
  CardChoice,
  CardEffectContext,
  DelayedEffect,
  GameView,
  JudgeOutcome,
  PlayerChoice,
  SkillContext,
} from "../engine/context.ts";
import type { Channel, EventOf, GameEvent, UseEvent, VirtualCard } from "../model/events.ts";
import type { CardId, DamageElement, PlayerId } from "../model/types.ts";
import type { EventKind, PhaseName } from "../timing/catalogue.ts";
import type { Engine } from "../engine/engine.ts";
import { addTargets, alternatePlay, canUseCardOn, requirePlay, useCardOn } from "../flows/require.ts";
import { requireUseOn } from "../flows/requireUse.ts";
import { canUseVirtual, isLegalTargetFor, isLegalTargetOfUsedCard, transferTarget, useVirtualCardOn } from "../flows/transfer.ts";
import { placeDelayedTrick } from "../flows/judgeArea.ts";
import type { ConversionSpec } from "../engine/context.ts";
import { canConvertInNeed, convertInNeed } from "../flows/conversion.ts";

export class SkillCtx implements SkillContext {
  /** Built on first use: most contexts only test a condition. */
  get memo(): Map<string, unknown> {
    return (this.memoMap ??= new Map());
  }
  private memoMap: Map<string, unknown> | undefined = undefined;

  /**
   * The compiled-skill library's activation of this context (runtime/api/lib/parts.ts actOf): a
   * field rather than a WeakMap, as every condition test reads it.
   */
  activation: unknown = undefined;

  constructor(
    protected readonly engine: Engine,
    readonly you: PlayerId,
    readonly skill: string,
    readonly event: GameEvent,
  ) {}

  get game(): GameView {
    return this.engine.view;
  }

  /** The engine, for the compiled-skill library (runtime/api/lib/). */
  get runtime(): Engine {
    return this.engine;
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
    // 3.1.7 ◆: while using an equipment card's skill, that card cannot be operated on (〖贯石斧〗).
    const providing = this.equipmentProvidingSkill();
    const all = this.game.cardsIn(choice.owner, choice.regions).filter((c) => !providing.includes(c));
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

  /** The cards in your equipment area whose equipment skill this is. */
  private equipmentProvidingSkill(): CardId[] {
    const eq = this.engine.state.players[this.you]?.equipment ?? {};
    return Object.values(eq).filter((c): c is CardId => c !== undefined && (this.engine.registry.cards.get(this.engine.state.cards[c].name)?.skills.includes(this.skill) ?? false));
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
    if (!target) {
      // The answered use targets a card (【无懈可击】 → 此【无懈可击】): the use itself is offset.
      if (answered.respondsTo === undefined) return;
      answered.cardOffset = true;
      this.engine.log.add({ t: "offset", card: answered.card.name, target: answered.user ?? -1, vid: answered.card.vid, by: [...own.card.physical] });
      return;
    }
    target.offset = true;
    this.engine.log.add({ t: "offset", card: answered.card.name, target: target.player, vid: answered.card.vid, by: [...own!.card.physical] });
  }

  requireCard(who: PlayerId, verb: "play" | "use", cardName: string, to?: PlayerId): boolean {
    if (verb === "use") return to === undefined ? false : requireUseOn(this.engine, who, to, cardName);
    return requirePlay(this.engine, who, cardName, this.respondingCard());
  }

  alternatePlay(first: PlayerId, second: PlayerId, cardName: string): PlayerId {
    return alternatePlay(this.engine, first, second, cardName, this.respondingCard());
  }

  placeInJudgeArea(cards: readonly CardId[], owner: PlayerId): void {
    const name = this.respondingCard()?.name;
    for (const card of cards) placeDelayedTrick(this.engine, card, owner, name ?? this.engine.state.cards[card].name, null);
  }

  addTargets(chooser: PlayerId, min: number, max: number): void {
    addTargets(this.engine, chooser, min, max, this.skill);
  }

  canUseCardOn(user: PlayerId, target: PlayerId, cardName: string): boolean {
    return canUseCardOn(this.engine, user, target, cardName);
  }

  useCardOn(user: PlayerId, target: PlayerId, cardName: string): boolean {
    return useCardOn(this.engine, user, target, cardName, this.skill);
  }

  ignoreArmorOfCurrentTarget(): void {
    const use = this.engine.findEvent("use", (u) => u.targets[u.current] !== undefined);
    const target = use?.targets[use.current];
    if (target) target.ignoreArmor = true;
  }

  preventDamage(): void {
    const damage = this.engine.findEvent("damage", () => true);
    if (damage) damage.prevented = true;
  }

  nullifyCurrentTarget(): void {
    const use = this.engine.findEvent("use", (u) => u.targets[u.current] !== undefined);
    const target = use?.targets[use.current];
    if (target) target.nullified = true;
  }

  takeEffectAnyway(): void {
    const use = this.engine.findEvent("use", (u) => u.targets[u.current] !== undefined);
    const target = use?.targets[use.current];
    if (target) target.offset = false;
  }

  /** The card a need started here answers: 此牌 in a card effect. */
  protected respondingCard(): VirtualCard | undefined {
    return undefined;
  }

  skipPhase(who: PlayerId, phase: PhaseName): void {
    this.engine.skipPhase(who, phase);
  }

  delay(effect: DelayedEffect): void {
    this.engine.delayedEffects.add({ owner: this.you, skill: this.skill, effect });
  }

  useOf(card: VirtualCard | undefined): EventOf<"use"> | null {
    if (!card) return null;
    return this.engine.findEvent("use", (u) => u.card === card);
  }

  tally(key: string, n: number): { readonly before: number; readonly after: number } {
    const phase = this.engine.findEvent("phase", () => true);
    const id = `${phase?.id ?? 0}|${this.you}|${this.skill}|${key}`;
    const before = this.engine.tallies.get(id) ?? 0;
    this.engine.tallies.set(id, before + n);
    return { before, after: before + n };
  }

  takeTopCards(n: number): CardId[] {
    if (n <= 0) return [];
    this.engine.ensureDrawPile(n);
    const cards = this.engine.state.drawPile.slice(0, n);
    // 3.8.7 扣置 + 3.5.34: face down, visible to you only.
    this.engine.setAside(this.you, cards, [this.you]);
    return cards;
  }

  show(who: PlayerId, cards: readonly CardId[]): void {
    this.engine.show(who, cards);
  }

  chooseAmong(chooser: PlayerId, cards: readonly CardId[], min: number, max: number, reason: string): CardId[] {
    return this.engine.ask.cards(chooser, cards, min, max, reason, []);
  }

  putOnDrawPile(chooser: PlayerId, cards: readonly CardId[], position: "top" | "bottom"): void {
    const left = [...cards];
    const ordered: CardId[] = [];
    while (left.length > 0) {
      const [next] = this.engine.ask.cards(chooser, left, 1, 1, `${this.skill}:${position}`, []);
      ordered.push(next);
      left.splice(left.indexOf(next), 1);
    }
    this.engine.moveCards(ordered, { kind: "drawPile" }, "put", chooser, position === "top");
  }

  adjustAmount(kind: "damage" | "recover", delta: number): void {
    const e = this.engine.eventOf(kind);
    e.amount = Math.max(0, e.amount + delta);
  }

  requirePlays(except: PlayerId, count: number): void {
    const use = this.engine.eventOf("use");
    const prev = use.playsNeeded;
    use.playsNeeded = { except: [...(prev?.except ?? []), except], count: Math.max(prev?.count ?? 1, count) };
  }

  canUseVirtual(who: PlayerId, cardName: string): boolean {
    return canUseVirtual(this.engine, who, cardName);
  }

  isLegalTargetFor(user: PlayerId, candidate: PlayerId, cardName: string): boolean {
    return isLegalTargetFor(this.engine, user, candidate, cardName);
  }

  useVirtualCardOn(user: PlayerId, target: PlayerId, cardName: string, notTargetOf: readonly string[]): boolean {
    return useVirtualCardOn(this.engine, user, target, cardName, notTargetOf);
  }

  transferTarget(to: PlayerId): void {
    transferTarget(this.engine, to);
  }

  isLegalTargetOfUsedCard(candidate: PlayerId, ignoreDistance: boolean): boolean {
    return isLegalTargetOfUsedCard(this.engine, candidate, ignoreDistance);
  }

  requireResponses(who: PlayerId, count: number): void {
    const use = this.engine.eventOf("use");
    for (const t of use.targets) if (t.player === who) t.responsesNeeded = Math.max(t.responsesNeeded ?? 1, count);
  }

  forbidResponse(who: PlayerId): void {
    const use = this.engine.eventOf("use");
    use.noResponseFrom = [...(use.noResponseFrom ?? []), who];
  }

  convert(spec: ConversionSpec): VirtualCard | null {
    const done = convertInNeed(this.engine, this.you, this.event, spec, this.skill);
    if (done?.free) this.kept.push(...done.card.physical);
    return done ? done.card : null;
  }

  canConvert(spec: ConversionSpec): boolean {
    return canConvertInNeed(this.engine, this.you, this.event, spec);
  }

  /** Cards a play left in the processing area for this skill (swept when its effects end, 4.2.9). */
  readonly kept: CardId[] = [];

  replaceJudgeCard(cards: readonly CardId[]): CardId | null {
    const judge = this.engine.findEvent("judge", () => true);
    const card = cards[0];
    if (!judge || card === undefined || this.engine.state.zone(card).kind !== "processing") return null;
    const old = judge.card;
    judge.card = card;
    // It now belongs to the judgement (settled by the judge flow), not to this skill.
    const i = this.kept.indexOf(card);
    if (i >= 0) this.kept.splice(i, 1);
    this.engine.log.add({ t: "judgeCardReplaced", player: judge.player, card, replaced: old });
    return old;
  }

  private useEventInContext(): UseEvent | undefined {
    return this.event.kind === "use" ? this.event : undefined;
  }

  revealTop(n: number): readonly CardId[] {
    const use = this.useEventInContext();
    if (n <= 0 || !use) return [];
    this.engine.ensureDrawPile(n);
    const cards = this.engine.state.drawPile.slice(0, n);
    this.engine.moveCards(cards, { kind: "processing" }, "reveal", null);
    use.revealed = [...(use.revealed ?? []), ...cards];
    return cards;
  }

  revealedCards(inProcessing: boolean): readonly CardId[] {
    const cards = this.useEventInContext()?.revealed ?? [];
    return inProcessing ? cards.filter((c) => this.engine.state.zone(c).kind === "processing") : cards;
  }

  targetCount(): number {
    return this.useEventInContext()?.targets.length ?? 0;
  }

  putIntoDiscardPile(cards: readonly CardId[]): void {
    const moving = cards.filter((c) => this.engine.state.zone(c).kind !== "discardPile");
    this.engine.moveCards(moving, { kind: "discardPile" }, "settle", null);
  }

  askEachToPlay(players: readonly PlayerId[], cardName: string): VirtualCard | null {
    for (const p of players) {
      // One who holds no such card and has no skill to provide one cannot choose to play it.
      if (!this.engine.state.players[p].alive || !this.engine.canNeed(p, cardName, "needPlay")) continue;
      const played = this.engine.needPlay(p, cardName, undefined, true);
      if (played) {
        this.kept.push(...played.physical);
        return played;
      }
    }
    return null;
  }
}

export class CardEffectCtx extends SkillCtx implements CardEffectContext {
  readonly paired: PlayerId | null;

  constructor(
    engine: Engine,
    readonly user: PlayerId,
    readonly target: PlayerId,
    readonly card: VirtualCard,
    event: GameEvent,
  ) {
    super(engine, user, card.name, event);
    this.paired = event.kind === "use" ? (event.targets[event.current]?.paired ?? null) : null;
  }

  protected override channel(): Channel {
    return { card: this.card };
  }

  protected override respondingCard(): VirtualCard | undefined {
    return this.card;
  }
}
