// 4.2.5 需要打出牌事件: 需要打出此牌时❶❷❸, then the player may play (打出) a card of that name.
import type { NeedEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import { cannotUseOrPlay } from "../engine/generic.ts";
import { cardNameOf } from "../engine/cardNames.ts";
import { handLike } from "../engine/asHand.ts";

export const needPlayFlow: Flow<NeedEvent> = {
  kind: "needPlay",
  // 4.2.5: once a skill at ❶❷❸ started playing the card, the need event is over.
  stopWhen: (_engine, e) => e.result !== null,
  steps: [
    "needPlay.1",
    "needPlay.2",
    "needPlay.3",
    {
      action: "play",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        const reason = e.responding ? e.responding.name : "need";
        // Not asked (logged as skipped, with why): a dead player, or no such card in hand.
        if (!p.alive) {
          engine.ask.skip(e.player, "respond", `play ${e.cardName}: ${reason}`, "dead");
          return "stop";
        }
        // 3.8.4: cards it may play as if in hand are candidates too.
        const candidates = handLike(engine, e.player).filter((c) => cardNameOf(engine, c) === e.cardName && !cannotUseOrPlay(engine, e.player, "play", c, e.cardName));
        if (candidates.length === 0) {
          engine.ask.skip(e.player, "respond", `play ${e.cardName}: ${reason}`, `no 【${e.cardName}】 in hand`);
          return "stop";
        }
        const card = engine.ask.respond(e.player, "play", e.cardName, candidates, reason);
        if (card === null) return "stop";
        e.result = engine.playCard(e.player, e.cardName, [card], false, engine.keepPlayed.has(e));
      },
    },
  ],
};
