// The delayed trick each physical card in a judge area was placed as (3.3.14, 4.2.4): a 转化
// 【乐不思蜀】 stays one. runtime/flows/judgeArea.ts places them; legality checks read them.
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";

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

/** Forgets the name of a card that left the judge areas. */
export function forgetDelayedTrick(engine: Engine, card: CardId): void {
  namesOf(engine).delete(card);
}

/** Notes the delayed trick a card is being placed into a judge area as. */
export function notePlacedAs(engine: Engine, card: CardId, name: string): void {
  namesOf(engine).set(card, name);
}
