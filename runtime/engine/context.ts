// What a compiled skill or card effect can see and do. Each operation implements one
// vocabulary row (runtime/vocabulary/) once; generated code calls only these.
import type { Area, CardCategory, CardId, CardSubtype, DamageElement, EquipSlot, PhysicalCard, PlayerId, Role, Faction, Gender } from "../model/types.ts";
import type { GameEvent, EventOf, VirtualCard, Channel } from "../model/events.ts";
import type { EventKind, PhaseName, TimingId } from "../timing/catalogue.ts";

/** Read-only view of a player. */
export interface PlayerView {
  readonly id: PlayerId;
  readonly general: string;
  readonly faction: Faction;
  readonly gender: Gender;
  readonly role: Role;
  readonly hp: number;
  readonly maxHp: number;
  readonly alive: boolean;
  readonly hand: readonly CardId[];
  readonly equipment: Readonly<Partial<Record<EquipSlot, CardId>>>;
  readonly judgeArea: readonly CardId[];
  readonly skills: readonly string[];
  /** 3.9.4: the general card faces up. */
  readonly faceUp: boolean;
  /** 3.9.3 连环状态. */
  readonly chained: boolean;
  /** 3.4.5 护甲. */
  readonly armor: number;
  /** 3.5.8 标记 by name. */
  readonly marks: Readonly<Record<string, number>>;
  /** 3.3.16 武将牌上 piles by name. */
  readonly onGeneral: Readonly<Record<string, readonly CardId[]>>;
  /** 3.3.17 武将牌旁 piles by name. */
  readonly besideGeneral: Readonly<Record<string, readonly CardId[]>>;
  /** 3.3.23 disabled (sealed) areas. */
  readonly disabledAreas: readonly Area[];
}

/** Regions of a player's 区域 (3.3.15) a selection may draw from. */
export type Region = "hand" | "equip" | "judge";

/** Read-only queries over the game state (values already include modifiers). */
export interface GameView {
  readonly players: readonly PlayerView[];
  player(id: PlayerId): PlayerView;
  card(id: CardId): PhysicalCard;
  /** Alive players from `from` counter-clockwise (座次 order), `from` first. */
  alivePlayersFrom(from: PlayerId): PlayerId[];
  readonly currentPlayer: PlayerId;
  /** 3.4.9 距离终值. */
  distance(from: PlayerId, to: PlayerId): number;
  /** 3.4.10 攻击范围终值. */
  attackRange(of: PlayerId): number;
  /** 3.4.10 ◆: `to` is in `of`'s attack range. */
  inAttackRange(of: PlayerId, to: PlayerId): boolean;
  /** 3.4.6 手牌上限终值. */
  handLimit(of: PlayerId): number;
  /** Cards in a player's regions. */
  cardsIn(owner: PlayerId, regions: readonly Region[]): CardId[];
  /** 3.5.26 已受伤: hp < max hp. */
  isWounded(id: PlayerId): boolean;
  /** 4.2.18 处于濒死状态: a dying event for this player is on the stack. */
  isDying(id: PlayerId): boolean;
  /**
   * 于此回合[的<阶段>内]使用或打出过【name】: whether `who` used (4.2.4) or played (4.2.7) a card of
   * that name in the current turn, within that phase of it if given.
   */
  usedThisTurn(who: PlayerId, name: string, verbs: readonly ("use" | "play")[], phase?: PhaseName): boolean;
  /** 3.1.6–3.1.8: a card name's category and subtype (类别/副类别), undefined for an unknown name. */
  cardKind(name: string): { readonly category: CardCategory; readonly subtype?: CardSubtype } | undefined;
  /**
   * 是A使用【name】的合法目标 (000 4.2.2 专题四): whether `candidate` passes the legality check of
   * `user` using a 【name】 (its 出牌阶段 使用目标, distance rules, 你不是…的合法目标 modifiers).
   */
  isLegalTargetOf(user: PlayerId, cardName: string, candidate: PlayerId): boolean;
  /** 3.7.5: whether a player's skill is valid now (not 无效). */
  isSkillValid(player: PlayerId, skill: string): boolean;
  /** 3.5.34 可见: whether `player` may look at the card now. */
  isVisibleTo(card: CardId, player: PlayerId): boolean;
}

/** A selection of cards by a chooser from an owner's regions (3.4.17 至多/至少, 3.4.18). */
export interface CardChoice {
  readonly chooser: PlayerId;
  readonly owner: PlayerId;
  readonly regions: readonly Region[];
  readonly min: number;
  /** null = no upper bound (至少 / 任意数量). */
  readonly max: number | null;
  readonly filter?: (card: PhysicalCard) => boolean;
  /** What the choice is for, for agents and the log ("制衡", "过河拆桥"). */
  readonly reason: string;
}

export interface PlayerChoice {
  readonly chooser: PlayerId;
  readonly min: number;
  readonly max: number;
  readonly filter: (candidate: PlayerId) => boolean;
  readonly reason: string;
}

/**
 * 转化 (3.1.9, 4.2.3, 4.2.6): "使用/打出对应的实体牌为<cards>的【name】" or "使用/打出无对应的实体牌的【name】".
 * The mode (使用 or 打出) is the need event's (4.2.2 / 4.2.5) the skill answers.
 */
export interface ConversionSpec {
  /** The card name used/played (【杀】, 【闪】…; "" = a card of any name, as for 〖鬼才〗). */
  readonly name: string;
  /** Which need events the text allows: 使用, 打出, or both (使用/打出, 3.5.10). */
  readonly modes: readonly ("use" | "play")[];
  readonly cards:
    /** The user picks `count` of its cards from `regions` that pass `filter`. */
    | { readonly kind: "choose"; readonly regions: readonly Region[]; readonly count: number; readonly filter?: (card: PhysicalCard) => boolean }
    /** Given physical cards (此【闪】对应的实体牌). */
    | { readonly kind: "fixed"; readonly cards: readonly CardId[] }
    /** 无对应的实体牌: no physical card; the card has no colour, suit or rank (4.2.3). */
    | { readonly kind: "none" };
}

export interface JudgeOutcome {
  /** The judgement card (判定牌) as it settled. */
  readonly card: PhysicalCard;
}

/** The context of a skill part (or a card's use window check). */
export interface SkillContext {
  readonly game: GameView;
  /** 你: the skill's owner (for a card window: the candidate user). */
  readonly you: PlayerId;
  /** The skill's name (or the card's, for card effects). */
  readonly skill: string;
  /** The event whose timing point is being processed (the phase event for 出牌阶段). */
  readonly event: GameEvent;
  /** The nearest enclosing event of a kind: 此伤害, 此【杀】, 此判定. Throws if none. */
  eventOf<K extends EventKind>(kind: K): EventOf<K>;
  /** Scratch values shared between cost and effect: 等量 (3.4.13), 以此法 (3.5.33). */
  readonly memo: Map<string, unknown>;

  // ---- queries that need the rules ----
  /** The physical cards a virtual card still maps to (…对应的实体牌, 3.1.9, 4.2.4 ◆). */
  physicalCardsOf(card: VirtualCard | undefined): CardId[];
  channelCard(channel: Channel): VirtualCard | undefined;
  canLoseHp(who: PlayerId, n: number): boolean;

  // ---- choices (every choice is a request to an agent) ----
  chooseCards(choice: CardChoice): CardId[];
  choosePlayers(choice: PlayerChoice): PlayerId[];
  /** 选择：1.…；2.… (3.5.27): returns the chosen option's index. */
  chooseOption(chooser: PlayerId, options: readonly string[], reason: string): number;

  // ---- operations (one per vocabulary row) ----
  /** 摸X张牌 */
  draw(who: PlayerId, n: number): CardId[];
  /** 失去X点体力 (4.2.13) */
  loseHp(who: PlayerId, n: number): void;
  /** 回复X点体力 (4.2.15, 3.5.27) */
  recover(who: PlayerId, n: number): void;
  /** 对…造成X点伤害 / 受到…造成的X点伤害 (4.2.12). Channel defaults to this skill or card. */
  damage(victim: PlayerId, n: number, opts?: { source?: PlayerId | null; element?: DamageElement }): void;
  /** 弃置 (4.2.9 ◆4): `actor` discards the given cards (its own, or another's). */
  discard(actor: PlayerId, cards: readonly CardId[]): void;
  /** 获得 (4.2.9 ◆8): `who` gains the cards into hand. */
  gain(who: PlayerId, cards: readonly CardId[]): void;
  /** 交给 (4.2.9 ◆5). */
  give(from: PlayerId, to: PlayerId, cards: readonly CardId[]): void;
  /** 判定 (4.2.11). */
  judge(who: PlayerId): JudgeOutcome;
  /** 令额定摸牌数+X/-X (3.4.19) in the current draw phase. */
  adjustDrawCount(who: PlayerId, delta: number): void;
  /** 令额定摸牌数改为0 (3.4.19). */
  setDrawCountToZero(who: PlayerId): void;
  /** 抵消此牌 (the card 此【闪】 responds to) for its current target. */
  offsetRespondedCard(): void;
  /** 跳过<阶段> */
  skipPhase(who: PlayerId, phase: "prepare" | "judge" | "draw" | "play" | "discard" | "finish"): void;
  /** 不能响应此牌 (3.7.1 ◆): the card of the enclosing use event is not a legal target of `who`'s responses. */
  forbidResponse(who: PlayerId): void;
  /** 〖无双①〗: who, a target of the 【杀】 of this use timing, offsets it only with `count` 【闪】 one after another (4.2.4 (2)). */
  requireResponses(who: PlayerId, count: number): void;
  /** 〖无双②〗: in the effect of the 【决斗】 of this use timing, everyone but `except` plays `count` 【杀】 each time. */
  requirePlays(except: PlayerId, count: number): void;
  /** 能使用无对应的实体牌的【X】 (〖离间〗): who is alive and such a card would have a legal target. */
  canUseVirtual(who: PlayerId, cardName: string): boolean;
  /** 是A使用【X】的合法目标 (4.2.2 专题四). */
  isLegalTargetFor(user: PlayerId, candidate: PlayerId, cardName: string): boolean;
  /** A对B使用无对应的实体牌的【X】 (〖离间〗); `notTargetOf`: cards that cannot respond to it. */
  useVirtualCardOn(user: PlayerId, target: PlayerId, cardName: string, notTargetOf: readonly string[]): boolean;
  /** 将此【杀】转移给X (3.5.14 ◆1) at 成为目标时: cancels the current target, adds one for `to`. */
  transferTarget(to: PlayerId): void;
  /** 是此【杀】的合法目标 (4.2.2 专题四) for the card being used, not already a target; optionally without distance rules. */
  isLegalTargetOfUsedCard(candidate: PlayerId, ignoreDistance: boolean): boolean;
  /** （→）: registers a delayed effect owned by `you` (this skill's owner). */
  delay(effect: DelayedEffect): void;
  /** The use event of a card still being settled (因执行<X>使用的【杀】的效果: 3.5.23 渠道 → 使用者), or null. */
  useOf(card: VirtualCard | undefined): EventOf<"use"> | null;
  /**
   * 以此法 (3.5.33): adds `n` to this skill's tally for `key` in the current phase (per owner) and
   * returns it before and after; a new phase starts from 0.
   */
  tally(key: string, n: number): { readonly before: number; readonly after: number };
  /**
   * 将牌堆顶的N张牌扣置入处理区（对你可见） (3.3.5, 3.5.34): moves them face down into the processing
   * area and returns them (the skill then moves them on).
   */
  takeTopCards(n: number): CardId[];
  /** 展示 (3.5.34): `who` shows the cards to everyone (logged; no move). */
  show(who: PlayerId, cards: readonly CardId[]): void;
  /** A choice among given cards (其中任意数量的牌): min..max of them, by `chooser` (who can see them). */
  chooseAmong(chooser: PlayerId, cards: readonly CardId[], min: number, max: number, reason: string): CardId[];
  /**
   * 以任意顺序置于牌堆顶/牌堆底 (3.3.2): `chooser` orders the cards (the first chosen ends up highest),
   * then they move onto the top or under the bottom of the draw pile.
   */
  putOnDrawPile(chooser: PlayerId, cards: readonly CardId[], position: "top" | "bottom"): void;
  /** 令伤害值+X / 令回复值+X: changes the value of the enclosing damage/recover event (floor 0). */
  adjustAmount(kind: "damage" | "recover", delta: number): void;
  /**
   * 需打出【X】/需使用【X】 (4.2.5, 4.2.2): starts the need event for `who`; true when a card was
   * played/used, false for the 否则 branch. In a card effect the need answers 此牌.
   */
  requireCard(who: PlayerId, verb: "play" | "use", cardName: string, to?: PlayerId): boolean;
  /**
   * 由A开始，A与B轮流打出【X】，直到其中一名角色未打出 (【决斗】, 4.2.5): returns the player who
   * did not play.
   */
  alternatePlay(first: PlayerId, second: PlayerId, cardName: string): PlayerId;
  /**
   * 将X置入Y的判定区 (【闪电】 moving on, 4.2.9): by the system; in a card effect the cards stay
   * 此牌 (a delayed trick of its name) in the new judge area.
   */
  placeInJudgeArea(cards: readonly CardId[], owner: PlayerId): void;
  /**
   * 对X使用【杀】 (〖青龙偃月刀〗): `user` may use a card of that name from hand at `target` if
   * `target` is a legal target; not counted toward 限X次. True when a card was used.
   */
  useCardOn(user: PlayerId, target: PlayerId, cardName: string): boolean;
  /**
   * 令至多N名是此牌的合法目标的其他角色也成为此牌的目标 (〖方天画戟〗): `chooser` picks between min
   * and max legal targets of the card being used that are not its user nor already targets.
   */
  addTargets(chooser: PlayerId, min: number, max: number): void;
  /** Whether useCardOn could use a card now (legal target, such a card in hand). */
  canUseCardOn(user: PlayerId, target: PlayerId, cardName: string): boolean;
  /** 〖青釭剑〗: the use's current target's armor is ignored while the use settles for it. */
  ignoreArmorOfCurrentTarget(): void;
  /** 防止此伤害 (4.2.12): the damage being settled is prevented; its settlement ends. */
  preventDamage(): void;
  /** 此【杀】对此目标无效 (4.2.4): the use being settled is 无效 for its current target. */
  nullifyCurrentTarget(): void;
  /** 此【杀】依然对此目标生效 (〖贯石斧〗, at 被抵消后): the current target's offset is lifted. */
  takeEffectAnyway(): void;
  /**
   * 转化 in a need event of `you` for the card (4.2.2 ❶❷❸, 4.2.5): uses (需要使用) or plays
   * (需要打出) the card made from the spec's physical cards. False when nothing was used/played.
   */
  convert(spec: ConversionSpec): VirtualCard | null;
  /** Whether `convert` could be done now (a need event of `you` for the name, enough cards). */
  canConvert(spec: ConversionSpec): boolean;
  /**
   * 令<players>依次选择是否打出【name】 (〖护驾〗/〖激将〗): each in order gets a need-to-play event
   * (4.2.5) until one plays. The played card's physical cards stay in the processing area until
   * this skill's effects end (4.2.7 ◎ 激将), so "此【闪】对应的实体牌" can be used next.
   */
  askEachToPlay(players: readonly PlayerId[], cardName: string): VirtualCard | null;
  /**
   * 系统将此牌作为判定牌 (〖鬼才〗, 4.2.11 判定结果确定前): the first of `cards` (in the processing
   * area) becomes the enclosing judgement's card. Returns the replaced card (原判定牌), or null.
   */
  replaceJudgeCard(cards: readonly CardId[]): CardId | null;
  /** 系统将X置入弃牌堆 (4.2.9): a system move of the cards, wherever they are, to the discard pile. */
  putIntoDiscardPile(cards: readonly CardId[]): void;
  /**
   * 亮出牌堆顶的N张牌 (【五谷丰登】's 执行动作, 3.3.5): face up into the processing area, remembered
   * by the use event in context (以此法亮出的牌). Nothing outside a use event.
   */
  revealTop(n: number): readonly CardId[];
  /** 以此法亮出的牌 of the use event in context; `inProcessing`: only those still in the processing area. */
  revealedCards(inProcessing: boolean): readonly CardId[];
  /** 此牌的目标数 (4.2.4): the number of targets of the use event in context. */
  targetCount(): number;
}

/**
 * A delayed effect (（→）, 003 延时类效果): registered by a skill's effect, it listens to one
 * timing point until its scope ends — "thisTurn" (于此回合内: through 回合结束前❼) or "once"
 * (removed after it first runs).
 */
export interface DelayedEffect {
  readonly timing: TimingId;
  /** "owner": only at timing points whose subject is the registering player (当你…). */
  readonly subject: "owner" | "any";
  readonly scope: "thisTurn" | "once";
  /** 可: the player decides each time. */
  readonly optional: boolean;
  /**
   * Which event it belongs to (当此判定…: the judgement its skill started). Checked first; a "once"
   * effect ends at the first event it belongs to, whether or not `condition` holds there.
   */
  readonly bind?: (ctx: SkillContext) => boolean;
  readonly condition?: (ctx: SkillContext) => boolean;
  readonly effect: (ctx: SkillContext) => void;
}

/** A card's 作用效果 runs with the current target (目标对应的角色) and the card (此牌). */
export interface CardEffectContext extends SkillContext {
  /** 使用者 (3.5.21); the effect's 你. */
  readonly user: PlayerId;
  /** 目标对应的角色: the current target's player. */
  readonly target: PlayerId;
  /** 此牌. */
  readonly card: VirtualCard;
  /** The player chosen together with the current target (【借刀杀人】's B), or null. */
  readonly paired: PlayerId | null;
}

/** Context for target legality checks of 使用目标. */
export interface TargetContext {
  readonly game: GameView;
  /** The would-be user (你). */
  readonly you: PlayerId;
  /** The card name being used. */
  readonly cardName: string;
  /** The would-be user's context for the card, for compiled target rules. */
  readonly skill?: SkillContext;
}
