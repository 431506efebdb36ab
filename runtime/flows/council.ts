// 3.5.61 议事: (1) the participants show one hand card each, at once (3.8.17 ◆ 同时展示: each chooses,
// then all are shown; if one of them has no hand card, none can); (2) more red cards than black:
// the result is red, fewer: black, as many: there is none; (3) 议事决算时; (4) 议事结束后, then
// back to the skill. A shown card stays where it is (展示 moves nothing).
import type { CouncilEvent } from "../model/events.ts";
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow } from "../engine/flow.ts";
import { colorOfCard } from "../engine/cardSuits.ts";

/** 3.8.17 ◆: every participant is alive and has a hand card to show. */
export function canCouncil(engine: Engine, participants: readonly PlayerId[]): boolean {
  return participants.length > 0 && participants.every((p) => engine.state.players[p].alive && engine.state.players[p].hand.length > 0);
}

export const councilFlow: Flow<CouncilEvent> = {
  kind: "council",
  steps: [
    {
      action: "show",
      run: (engine, e) => {
        if (!canCouncil(engine, e.participants)) return "stop";
        // Each chooses before any card is shown (同时展示).
        const chosen = e.participants.map((p) => engine.ask.cards(p, engine.state.players[p].hand, 1, 1, "议事", [])[0]);
        chosen.forEach((card, i) => {
          e.shown[i] = card;
          engine.show(e.participants[i], [card]);
        });
        // 3.8.17 ◆: a shown card's colour is read as it was shown.
        const colors = chosen.map((c) => colorOfCard(engine, c));
        const red = colors.filter((c) => c === "red").length;
        const black = colors.filter((c) => c === "black").length;
        e.result = red > black ? "red" : red < black ? "black" : null;
        engine.log.add({ t: "council", player: e.player, participants: [...e.participants], cards: [...chosen], result: e.result });
      },
    },
    "council.settle",
    "council.end",
  ],
};

/**
 * 议事 (3.5.61) among `participants` (sorted from the current-turn player), started by `player`.
 * Returns the event once its result is decided, or null when it cannot be held (3.8.17 ◆).
 */
export function runCouncil(engine: Engine, player: PlayerId, participants: readonly PlayerId[]): CouncilEvent | null {
  const n = engine.state.players.length;
  const seatOrder = (p: PlayerId) => (p - engine.currentPlayer + n) % n;
  const sorted = [...new Set(participants)].sort((a, b) => seatOrder(a) - seatOrder(b));
  if (!canCouncil(engine, sorted)) return null;
  const e: CouncilEvent = { kind: "council", id: engine.newEventId(), player, participants: sorted, shown: sorted.map(() => null) };
  engine.run(e, councilFlow);
  return e.result === undefined ? null : e;
}
