// What a compiled skill or card effect can see and do. Each operation implements one
// vocabulary row (runtime/vocabulary/) once; generated code calls only these.
import type { CardId, DamageElement, EquipSlot, PhysicalCard, PlayerId, Role, Faction, Gender } from "../model/types.ts";
import type { GameEvent, EventOf, VirtualCard, Channel } from "../model/events.ts";
import type { EventKind } from "../timing/catalogue.ts";

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
}

/** A card's 作用效果 runs with the current target (目标对应的角色) and the card (此牌). */
export interface CardEffectContext extends SkillContext {
  /** 使用者 (3.5.21); the effect's 你. */
  readonly user: PlayerId;
  /** 目标对应的角色: the current target's player. */
  readonly target: PlayerId;
  /** 此牌. */
  readonly card: VirtualCard;
}

/** Context for target legality checks of 使用目标. */
export interface TargetContext {
  readonly game: GameView;
  /** The would-be user (你). */
  readonly you: PlayerId;
  /** The card name being used. */
  readonly cardName: string;
}
