// 3.8.4 <一名角色>能如手牌般使用或打出<牌A>: cards outside a player's hand it may use or play as if
// they were hand cards (〖木牛流马②〗's “辎” in 仓廪). Where a use or play chooses its physical cards
// from the player's cards or hand cards in a specific number, these join the range when they meet
// every other standard of the choice (runtime/api/lib/cards.ts card.spec; runtime/flows/idle.ts;
// the default 使用/打出 of a card by its name, runtime/api/lib/ops/use.ts).
import type { CardId, PlayerId, PublicArea } from "../model/types.ts";
import type { Engine } from "./engine.ts";
import { genericMods, mayApply } from "./generic.ts";

/** The cards `player` may use or play now as if in its hand (not those in its hand), in id order. */
export function asHandCards(engine: Engine, player: PlayerId): CardId[] {
  if (!mayApply(engine, "asHand")) return [];
  const mods = genericMods(engine, "asHand");
  if (mods.length === 0) return [];
  const hand = new Set(engine.state.players[player].hand);
  const out: CardId[] = [];
  for (const card of engine.state.cards) {
    if (hand.has(card.id)) continue;
    if (mods.some(({ owner, mod }) => mod.applies(engine, owner, { player, physical: card.id }))) out.push(card.id);
  }
  return out;
}

/**
 * Who may look at the face-down cards of a named pile of a public zone (仓廪 “辎”): the rulebook
 * has no 可见 rule for 仓廪 (3.3.18, unlike 3.3.16 ◆ and 3.3.17 ◆). Decided here: a player who may
 * use or play those cards as if in hand (3.8.4) may see them, as its hand cards are visible to it
 * (3.3.6) and choosing them as a card's physical cards needs their information.
 */
export function publicPileViewers(engine: Engine, area: PublicArea, pile: string): PlayerId[] {
  if (!mayApply(engine, "asHand")) return [];
  const cards = engine.state.publicCards(area, pile);
  return engine.state.players.filter((p) => p.alive && cards.some((c) => asHandCards(engine, p.id).includes(c))).map((p) => p.id);
}

/** The cards a player may use or play by their own name as its hand cards (3.3.6, 3.8.4): its hand, then the rest. */
export function handLike(engine: Engine, player: PlayerId): CardId[] {
  const hand = engine.state.players[player].hand;
  const more = asHandCards(engine, player);
  return more.length === 0 ? hand : [...hand, ...more];
}
