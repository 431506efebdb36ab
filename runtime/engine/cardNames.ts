// 3.8.10 ② <牌>的牌名视为<牌名> (〖禁酒〗): the name a physical card has for using and playing it.
import type { CardId } from "../model/types.ts";
import type { Engine } from "./engine.ts";
import { applying } from "./generic.ts";

/** While a 牌名视为 state is tested (你的红桃手牌), the cards it describes have their printed names. */
let resolving = false;

/** The card's name, or the one a 牌名视为 state gives it (the first that applies). */
export function cardNameOf(engine: Engine, card: CardId): string {
  if (resolving) return engine.state.cards[card].name;
  const z = engine.state.zone(card);
  const owner = "owner" in z ? z.owner : undefined;
  resolving = true;
  try {
    const as = applying(engine, "nameAs", { physical: card, ...(owner !== undefined ? { player: owner } : {}) });
    return as.find(({ mod }) => mod.asName)?.mod.asName ?? engine.state.cards[card].name;
  } finally {
    resolving = false;
  }
}
