// 4.2.2 需要使用牌事件: 需要使用此牌时❶❷❸ (where conversion skills would act), then the
// player may use a card of that name from hand, or not.
import type { NeedEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import { cannotUseOrPlay } from "../engine/generic.ts";
import { cardNameOf } from "../engine/cardNames.ts";
import { handLike } from "../engine/asHand.ts";

export const needUseFlow: Flow<NeedEvent> = {
  kind: "needUse",
  // 4.2.2: once a skill at ❶❷❸ started using the card, the need event is over.
  stopWhen: (_engine, e) => e.result !== null,
  steps: [
    "needUse.1",
    "needUse.2",
    "needUse.3",
    {
      action: "use",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        const below = engine.stack[engine.stack.length - 2];
        const reason = e.responding ? e.responding.name : below ? below.kind : "need";
        // Not asked (logged as skipped, with why): a dead player, or no such card in hand.
        if (!p.alive) {
          engine.ask.skip(e.player, "respond", `use ${e.cardName}: ${reason}`, "dead");
          return "stop";
        }
        // 3.8.4: cards it may use as if in hand are candidates too.
        const candidates = handLike(engine, e.player).filter((c) => cardNameOf(engine, c) === e.cardName && !cannotUseOrPlay(engine, e.player, "use", c, e.cardName));
        if (candidates.length === 0) {
          engine.ask.skip(e.player, "respond", `use ${e.cardName}: ${reason}`, `no 【${e.cardName}】 in hand`);
          return "stop";
        }
        const card = engine.ask.respond(e.player, "use", e.cardName, candidates, reason);
        if (card === null) return "stop";
        const def = engine.registry.cards.get(e.cardName);
        const use = engine.needUseDefs.get(e);
        if (!def || !use) return "stop";
        const respondsTo = e.responding ? (engine.findEvent("use", (u) => u.card === e.responding) ?? undefined) : undefined;
        const countsTowardLimit = engine.needCountsTowardLimit.has(e);
        // 4.2.2 ◆: targets chosen in advance at ❶/❷ are this use's targets.
        const targets = engine.needTargets.get(e);
        const opts = { countsTowardLimit, ...(respondsTo ? { respondsTo } : {}), ...(targets ? { targets } : {}) };
        const used = engine.useCard(e.player, [card], def, use, opts);
        if (used) e.result = used.card;
      },
    },
  ],
};
