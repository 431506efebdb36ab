// 4.2.7 牌的打出事件: the cards go to the processing area, 被打出时, 打出结算结束后, then the
// system puts them into the discard pile.
import type { PlayEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";

export const playFlow: Flow<PlayEvent> = {
  kind: "play",
  steps: [
    {
      action: "toProcessing",
      run: (engine, e) => {
        engine.log.add({ t: "play", player: e.player, card: e.card.name, cards: [...e.card.physical], vid: e.card.vid });
        // Cards already there (played for 〖激将〗, 4.2.7 ◎, then played as the asker's card) do not move again.
        const away = e.card.physical.filter((c) => engine.state.zone(c).kind !== "processing");
        engine.moveCards(away, { kind: "processing" }, "play", e.player);
      },
    },
    "play.played",
    "play.end",
  ],
  finish: (engine, e) => {
    // 4.2.7 ◎ 激将: a card played for another's skill stays in processing for that skill.
    if (engine.keptPlays.has(e)) {
      engine.dropVirtual(e.card);
      return;
    }
    const left = e.card.physical.filter((c) => engine.state.zone(c).kind === "processing");
    engine.moveCards(left, { kind: "discardPile" }, "settle", null);
    engine.dropVirtual(e.card);
  },
};
