// 延时锦囊牌 (3.1.8, 4.2.4, 4.1.1.6 判定阶段). Using one puts its physical card into the target's
// judge area and ends the use flow (the card keeps its name there: a 转化 【乐不思蜀】 stays one).
// In the judge phase each delayed trick, last placed first, goes through the special use flow:
// no user, its card into the processing area, one loop A→B with the judge area's owner as the
// current target (生效前 is where 【无懈可击】 answers it), then leftovers go to the discard pile.
import type { PhaseEvent, UseEvent } from "../model/events.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow, Step } from "../engine/flow.ts";
import { useFlow } from "./use.ts";
import { delayedTrickName, forgetDelayedTrick } from "../values/judgeArea.ts";

function useStep(action: string): Step<UseEvent> {
  const step = useFlow.steps.find((s) => typeof s === "object" && "action" in s && s.action === action);
  if (!step) throw new Error(`use flow has no ${action} step`);
  return step;
}

/** 4.1.1.6 ◆ the special use flow of a delayed trick (no user). */
export const delayedUseFlow: Flow<UseEvent> = {
  kind: "use",
  steps: [
    {
      action: "toProcessing",
      run: (engine, e) => {
        engine.log.add({ t: "use", user: null, card: e.card.name, cards: [...e.card.physical], targets: e.targets.map((t) => t.player) });
        engine.moveCards(e.card.physical, { kind: "processing" }, "use", null);
      },
    },
    useStep("loopAB"),
  ],
  finish: (engine, e) => {
    for (const c of e.card.physical) if (engine.state.zone(c).kind !== "judge") forgetDelayedTrick(engine, c);
    useFlow.finish?.(engine, e);
  },
};

/**
 * 4.1.1.6 判定阶段: the delayed tricks found now settle one by one, last placed first; one
 * placed meanwhile waits for the next judge phase.
 */
export function settleDelayedTricks(engine: Engine, phase: PhaseEvent): void {
  const owner = phase.player;
  const found = [...engine.state.players[owner].judgeArea].reverse();
  for (const card of found) {
    if (!engine.state.players[owner].alive || phase.skipped) return;
    const z = engine.state.zone(card);
    if (z.kind !== "judge" || z.owner !== owner) continue;
    const name = delayedTrickName(engine, card);
    const def = engine.registry.cards.get(name);
    const use = def?.uses[0];
    if (!def || !use) continue;
    const e: UseEvent = {
      kind: "use",
      id: engine.newEventId(),
      user: null,
      card: engine.makeVirtual(name, [card]),
      targets: [{ player: owner, offset: false, nullified: false }],
      current: -1,
      countsTowardLimit: false,
    };
    engine.useDefs.set(e, { def, use });
    engine.run(e, delayedUseFlow);
  }
}
