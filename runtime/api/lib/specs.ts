// Card specs' name heads (牌, 锦囊牌, 基本牌 …) against a card name: shared by states (mods.ts) and
// history queries (history.ts: 使用过锦囊牌).
import type { Act } from "./act.ts";

/** A spec's head (锦囊牌, 基本牌 …) against the name of the card in question (any name for 牌). */
export function headFits(a: Act, head: string | undefined, name: string | undefined): boolean {
  const category = head === "basic" || head === "trick" || head === "equipment" ? head : null;
  const subtype = head === "normalTrick" || head === "delayedTrick" ? head : null;
  if (!category && !subtype) return true;
  const def = name !== undefined ? a.engine.registry.cards.get(name) : undefined;
  if (!def) return false;
  return category ? def.category === category : def.subtype === subtype;
}
