// The view an agent gets: the game as one seat's player may see it (3.5.34 可见). Its own hand
// (3.3.6), every role shown face up (the lord's from the start, 4.1.1.2; the dead's, 4.2.19; its
// own), public zones (discard pile, equipment and judge areas, face-up cards in the processing
// area and on general cards), cards shown to everyone (3.8.17) or that it looked at (3.8.16),
// face-down cards visible to it (3.8.7, 3.3.16 ◆), and every player's 转换技状态 (3.5.62). Hidden cards appear only as counts, and
// `card(id)` does not resolve them. The full view (api/gameView.ts) is for the engine, skills
// and tests.
import type { CardId, EquipSlot, PlayerId, PublicArea } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { SeatPileView, SeatPlayerView, SeatPublicPileView, SeatView } from "../engine/seatView.ts";
import { EQUIP_SLOTS } from "../model/types.ts";
import { distance } from "../values/distance.ts";
import { attackRange, inAttackRange } from "../values/attackRange.ts";
import { handLimit } from "../values/handLimit.ts";

export type { SeatPileView, SeatPlayerView, SeatPublicPileView, SeatView };

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
      switchStates: { ...p.switchStates },
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
    get publicPiles() {
      const out: SeatPublicPileView[] = [];
      for (const [area, piles] of Object.entries(engine.state.publicPiles) as [PublicArea, Record<string, CardId[]>][]) {
        for (const [name, cards] of Object.entries(piles)) if (cards.length > 0) out.push({ area, name, count: cards.length, visible: cards.filter(sees) });
      }
      return out;
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
