// The view an agent gets (3.5.34 可见): what one seat's player may see. The engine hands it to
// agents with every request; runtime/api/seatView.ts builds it.
import type { Area, CardId, EquipSlot, Faction, Gender, GeneralSide, PhysicalCard, PlayerId, PublicArea, Role, SwitchState } from "../model/types.ts";

/** A pile on/beside a general card as a seat sees it (3.3.16–3.3.17). */
export interface SeatPileView {
  readonly name: string;
  readonly side: GeneralSide;
  readonly count: number;
  /** The pile's cards this seat may see (all when face up; the owner's own face-down ones). */
  readonly visible: readonly CardId[];
}

/** A named pile of 仓廪/府库/仁道 (3.3.18–3.3.20) as a seat sees it. */
export interface SeatPublicPileView {
  readonly area: PublicArea;
  /** The name a skill gave its cards (“辎”), "" when unnamed. */
  readonly name: string;
  readonly count: number;
  /** Its cards this seat may see (仓廪's are face down: only those who may use them, 3.3.18). */
  readonly visible: readonly CardId[];
}

/** A player as one seat sees it. */
export interface SeatPlayerView {
  readonly id: PlayerId;
  readonly general: string;
  readonly faction: Faction;
  readonly gender: Gender;
  /** null while the role card is face down to this seat (4.1.1.2). */
  readonly role: Role | null;
  readonly hp: number;
  readonly maxHp: number;
  readonly alive: boolean;
  readonly armor: number;
  readonly faceUp: boolean;
  readonly chained: boolean;
  readonly skills: readonly string[];
  readonly handCount: number;
  /** The hand cards this seat may see: all of its own; another's only if shown or looked at. */
  readonly hand: readonly CardId[];
  readonly equipment: Readonly<Partial<Record<EquipSlot, CardId>>>;
  readonly judgeArea: readonly CardId[];
  readonly marks: Readonly<Record<string, number>>;
  readonly piles: readonly SeatPileView[];
  readonly disabledAreas: readonly Area[];
  /** 3.5.62 转换技状态 of its skills that have one (a skill not listed is 阳): public, like the skills. */
  readonly switchStates: Readonly<Record<string, SwitchState>>;
}

/** Read-only queries over what one seat may see (what agents get with every request). */
export interface SeatView {
  readonly seat: PlayerId;
  readonly players: readonly SeatPlayerView[];
  player(id: PlayerId): SeatPlayerView;
  /** A card's face if this seat may see it now (3.5.34), otherwise null. */
  card(id: CardId): PhysicalCard | null;
  readonly currentPlayer: PlayerId;
  readonly drawPileCount: number;
  readonly discardPile: readonly CardId[];
  readonly processingCount: number;
  /** The processing area's cards this seat may see (face-down ones only if visible to it). */
  readonly processing: readonly CardId[];
  /** 仓廪/府库/仁道 (3.3.18–3.3.20): every non-empty pile, its count, the cards this seat may see. */
  readonly publicPiles: readonly SeatPublicPileView[];
  /** Alive players from `from` counter-clockwise (座次 order), `from` first. */
  alivePlayersFrom(from: PlayerId): PlayerId[];
  /** 3.4.9 距离终值. */
  distance(from: PlayerId, to: PlayerId): number;
  /** 3.4.10 攻击范围终值. */
  attackRange(of: PlayerId): number;
  inAttackRange(of: PlayerId, to: PlayerId): boolean;
  /** 3.4.6 手牌上限终值. */
  handLimit(of: PlayerId): number;
  isWounded(id: PlayerId): boolean;
  isDying(id: PlayerId): boolean;
}
