// The judge area's delayed tricks (3.3.14, 4.2.4): placing a card there as a delayed trick (its
// name is kept by runtime/values/judgeArea.ts), and the step of the use flow that places it.
import type { UseEvent } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Step } from "../engine/flow.ts";
import { notePlacedAs } from "../values/judgeArea.ts";

export { delayedTrickName, forgetDelayedTrick, judgeAreaNames } from "../values/judgeArea.ts";

/** Moves a physical card into a judge area as the named delayed trick (闪电 moving on keeps its name). */
export function placeDelayedTrick(engine: Engine, card: CardId, owner: PlayerId, name: string, actor: PlayerId | null): void {
  notePlacedAs(engine, card, name);
  engine.moveCards([card], { kind: "judge", owner }, "placeJudge", actor);
}

/** 4.2.4 (use pre-settlement): a delayed trick goes into the target's judge area; the flow ends. */
export const placeDelayedStep: Step<UseEvent> = {
  action: "placeDelayed",
  run: (engine, e) => {
    const def = engine.useDefs.get(e)?.def;
    if (def?.subtype !== "delayedTrick" || e.respondsTo !== undefined) return;
    const target = e.targets.find((t) => engine.state.players[t.player].alive);
    if (!target) return "stop";
    for (const card of e.card.physical.filter((c) => engine.state.zone(c).kind === "processing")) {
      placeDelayedTrick(engine, card, target.player, e.card.name, e.user);
    }
    return "stop";
  },
};
