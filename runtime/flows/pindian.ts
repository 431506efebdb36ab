// 4.2.8 拼点事件: 进行拼点时 (the initiator's targets T1…Tn are fixed), then the initiator and every
// target at once choose one hand card each and put them face down into the processing area (one
// move, 4.2.9 ◆6), the cards are revealed at once, and for T1…Tn in turn the result of the
// initiator and Ti is decided (higher rank wins; equal ranks: neither wins) and their
// 拼点结果确定后 is generated; then 拼点结算结束后. Cards still in the processing area go to the
// discard pile as the event ends (4.2.9).
import type { PindianEvent, PindianResult } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow } from "../engine/flow.ts";
import { rankOfCard } from "../engine/cardSuits.ts";

export type { PindianResult };

/**
 * 4.2.8 ◆: a pindian's legal targets are other players with hand cards; a player without hand
 * cards cannot start one.
 */
export function canPindian(engine: Engine, initiator: PlayerId, target: PlayerId): boolean {
  const a = engine.state.players[initiator];
  const b = engine.state.players[target];
  return initiator !== target && a.alive && b.alive && a.hand.length > 0 && b.hand.length > 0;
}

/** 4.2.8: 点数大的角色赢; equal ranks: neither wins. */
function winnerOf(engine: Engine, a: PlayerId, aCard: CardId, b: PlayerId, bCard: CardId): PlayerId | null {
  // 3.4.22 注意: 点数 is the final value (点数+X states apply).
  const ra = rankOfCard(engine, aCard);
  const rb = rankOfCard(engine, bCard);
  return ra === rb ? null : ra > rb ? a : b;
}

export const pindianFlow: Flow<PindianEvent> = {
  kind: "pindian",
  steps: [
    "pindian.start",
    {
      action: "cards",
      run: (engine, e) => {
        const players = [e.player, ...e.targets.map((t) => t.player)];
        // Someone who has no hand card left cannot take part: the pindian cannot go on.
        if (players.some((p) => !engine.state.players[p].alive || engine.state.players[p].hand.length === 0)) return "stop";
        const chosen = players.map((p) => engine.ask.cards(p, engine.state.players[p].hand, 1, 1, "拼点", [])[0]);
        e.card = chosen[0];
        e.targets.forEach((t, i) => (t.card = chosen[i + 1]));
        // 4.2.9 ◆6: 同时各将各自的一张手牌扣置入处理区, then 同时亮出.
        engine.moveEach(
          chosen.map((card) => ({ card, to: { kind: "processing" as const }, faceDown: true })),
          "pindian",
          e.player,
        );
        const revealed = chosen.filter((c) => engine.state.zone(c).kind === "processing");
        for (const c of revealed) engine.state.turnFaceUp(c);
        engine.log.add({ t: "reveal", player: null, cards: revealed });
      },
    },
    {
      action: "results",
      run: (engine, e) => {
        const initiatorCard = e.card;
        if (initiatorCard === null) return "stop";
        for (let i = 0; i < e.targets.length; i++) {
          const t = e.targets[i];
          if (t.card === null) continue;
          t.winner = winnerOf(engine, e.player, initiatorCard, t.player, t.card);
          e.current = i;
          engine.dispatch("pindian.result", e);
        }
        e.current = -1;
        engine.log.add({
          t: "pindian",
          player: e.player,
          targets: e.targets.map((t) => t.player),
          cards: [e.card, ...e.targets.map((t) => t.card)],
          winners: e.targets.map((t) => t.winner ?? null),
        });
      },
    },
    "pindian.end",
  ],
  finish: (engine, e) => {
    const cards = [e.card, ...e.targets.map((t) => t.card)].filter((c): c is CardId => c !== null);
    const left = cards.filter((c) => engine.state.zone(c).kind === "processing");
    engine.moveCards(left, { kind: "discardPile" }, "settle", null);
  },
};

/**
 * 拼点 (3.8.12): `initiator` against `targets` (sorted from the current-turn player, 4.2.8 (1)).
 * Returns one result per target, or null when the pindian cannot be started (4.2.8 ◆).
 */
export function runPindian(engine: Engine, initiator: PlayerId, targets: readonly PlayerId[]): PindianResult[] | null {
  if (targets.length === 0 || !targets.every((t) => canPindian(engine, initiator, t))) return null;
  const n = engine.state.players.length;
  const seatOrder = (p: PlayerId) => (p - engine.currentPlayer + n) % n;
  const sorted = [...new Set(targets)].sort((a, b) => seatOrder(a) - seatOrder(b));
  const e: PindianEvent = {
    kind: "pindian",
    id: engine.newEventId(),
    player: initiator,
    card: null,
    targets: sorted.map((player) => ({ player, card: null })),
    current: -1,
  };
  engine.run(e, pindianFlow);
  const out: PindianResult[] = [];
  for (const t of e.targets) {
    if (e.card === null || t.card === null || t.winner === undefined) continue;
    out.push({ initiator, target: t.player, initiatorCard: e.card, targetCard: t.card, winner: t.winner });
  }
  return out;
}
