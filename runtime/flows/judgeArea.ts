// The judge area's delayed tricks (3.3.14, 4.2.4): which delayed trick each physical card there
// was placed as (a 转化 【乐不思蜀】 stays one), and the step of the use flow that places it.
import type { UseEvent } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Step } from "../engine/flow.ts";

/** The delayed-trick name each judge-area card was placed as, per game. */
const placedAs = new WeakMap<Engine, Map<CardId, string>>();

function namesOf(engine: Engine): Map<CardId, string> {
  let m = placedAs.get(engine);
  if (!m) {
    m = new Map();
    placedAs.set(engine, m);
  }
  return m;
}

/** The delayed trick a card in a judge area is (its own name unless placed as another). */
export function delayedTrickName(engine: Engine, card: CardId): string {
  return namesOf(engine).get(card) ?? engine.state.cards[card].name;
}

/** 4.2.2 专题四: the delayed-trick names in a player's judge area. */
export function judgeAreaNames(engine: Engine, player: PlayerId): string[] {
  return engine.state.players[player].judgeArea.map((c) => delayedTrickName(engine, c));
}

/** Moves a physical card into a judge area as the named delayed trick (闪电 moving on keeps its name). */
export function placeDelayedTrick(engine: Engine, card: CardId, owner: PlayerId, name: string, actor: PlayerId | null): void {
  namesOf(engine).set(card, name);
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

/** Forgets the name of a card that left the judge areas. */
export function forgetDelayedTrick(engine: Engine, card: CardId): void {
  namesOf(engine).delete(card);
}
