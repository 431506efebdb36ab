// The view an agent gets: the game as one seat's player may see it (3.5.34 可见). Its own hand
// (3.3.6), every role shown face up (the lord's from the start, 4.1.1.2; the dead's, 4.2.19; its
// own), public zones (discard pile, equipment and judge areas, face-up cards in the processing
// area and on general cards), cards shown to everyone (3.8.17) or that it looked at (3.8.16),
// face-down cards visible to it (3.8.7, 3.3.16 ◆). Hidden cards appear only as counts, and
// `card(id)` does not resolve them. The full view (api/gameView.ts) is for the engine, skills
// and tests.
import type { Area, CardId, EquipSlot, Faction, Gender, GeneralSide, PhysicalCard, PlayerId, Role } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { EQUIP_SLOTS } from "../model/types.ts";
import { distance } from "../values/distance.ts";
import { attackRange, inAttackRange } from "../values/attackRange.ts";
import { handLimit } from "../values/handLimit.ts";

/** A pile on/beside a general card as a seat sees it (3.3.16–3.3.17). */
export interface SeatPileView {
  readonly name: string;
  readonly side: GeneralSide;
  readonly count: number;
  /** The pile's cards this seat may see (all when face up; the owner's own face-down ones). */
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

export function createSeatView(engine: Engine, seat: PlayerId): SeatView {
  const sees = (c: CardId) => engine.state.isVisibleTo(c, seat);
  const playerView = (id: PlayerId): SeatPlayerView => {
    const p = engine.state.players[id];
    const piles: SeatPileView[] = [];
    for (const side of ["on", "beside"] as const) {
      for (const [name, cards] of Object.entries(side === "on" ? p.onGeneral : p.besideGeneral)) {
        piles.push({ name, side, count: cards.length, visible: cards.filter(sees) });
      }
    }
    const equipment: Partial<Record<EquipSlot, CardId>> = {};
    for (const slot of EQUIP_SLOTS) {
      const c = p.equipment[slot];
      if (c !== undefined) equipment[slot] = c;
    }
    return {
      id: p.id,
      general: p.general,
      faction: p.faction,
      gender: p.gender,
      role: id === seat || p.roleRevealed ? p.role : null,
      hp: p.hp,
      maxHp: p.maxHp,
      alive: p.alive,
      armor: p.armor,
      faceUp: p.faceUp,
      chained: p.chained,
      skills: [...p.skills],
      handCount: p.hand.length,
      hand: p.hand.filter(sees),
      equipment,
      judgeArea: [...p.judgeArea],
      marks: { ...p.marks },
      piles,
      disabledAreas: [...p.disabledAreas],
    };
  };
  return {
    seat,
    get players(): readonly SeatPlayerView[] {
      return engine.state.players.map((p) => playerView(p.id));
    },
    player: (id) => playerView(id),
    card: (id) => {
      const card = engine.state.cards[id];
      return card && sees(id) ? { id: card.id, name: card.name, suit: card.suit, rank: card.rank } : null;
    },
    get currentPlayer() {
      return engine.currentPlayer;
    },
    get drawPileCount() {
      return engine.state.drawPile.length;
    },
    get discardPile() {
      return [...engine.state.discardPile];
    },
    get processingCount() {
      return engine.state.processing.length;
    },
    get processing() {
      return engine.state.processing.filter(sees);
    },
    alivePlayersFrom: (from) => engine.playersInOrder(from).filter((p) => engine.state.players[p].alive),
    distance: (from, to) => distance(engine, from, to),
    attackRange: (of) => attackRange(engine, of),
    inAttackRange: (of, to) => inAttackRange(engine, of, to),
    handLimit: (of) => handLimit(engine, of),
    isWounded: (id) => engine.state.players[id].hp < engine.state.players[id].maxHp,
    isDying: (id) => engine.isDying(id),
  };
}
