// 3.8.10 ② <牌>的花色/颜色视为<……> (〖红颜〗): a physical card's suit and colour as the rules read
// them — in judgements, conditions, 展示 and the cards used or played (a virtual card takes its
// physical cards' as it is made, 3.1.9 ◎: and keeps them). The printed ones are for display only.
import { colorOf, type CardId, type Color, type Suit } from "../model/types.ts";
import type { Engine } from "./engine.ts";
import { applying, mayApply } from "./generic.ts";

/** While a 视为 state is tested (你的黑桃牌), the cards it describes have their printed suits. */
let resolving = false;

function treatedAs(engine: Engine, card: CardId, attr: "suit" | "color"): string | undefined {
  if (resolving || !mayApply(engine, "attrAs")) return undefined;
  const z = engine.state.zone(card);
  const owner = "owner" in z ? z.owner : undefined;
  resolving = true;
  try {
    const as = applying(engine, "attrAs", { physical: card, ...(owner !== undefined ? { player: owner } : {}) });
    return as.find(({ mod }) => mod.asAttr?.attr === attr)?.mod.asAttr?.value;
  } finally {
    resolving = false;
  }
}

/** The card's suit, or the one a 花色视为 state gives it (the first that applies). */
export function suitOfCard(engine: Engine, card: CardId): Suit {
  return (treatedAs(engine, card, "suit") as Suit | undefined) ?? engine.state.cards[card].suit;
}

let rankResolving = false;

/**
 * 3.4.22 点数: the final rank Pf — X if a 点数视为X state applies; else P0 plus every ΔP (点数+X/-X)
 * kept within 1–13; P0 when none applies.
 */
export function rankOfCard(engine: Engine, card: CardId): number {
  const p0 = engine.state.cards[card].rank;
  if (rankResolving || !mayApply(engine, "rank")) return p0;
  const z = engine.state.zone(card);
  const owner = "owner" in z ? z.owner : undefined;
  const q = { physical: card, ...(owner !== undefined ? { player: owner } : {}) };
  rankResolving = true;
  try {
    const mods = applying(engine, "rank", q);
    if (mods.length === 0) return p0;
    const final = mods.find(({ mod }) => mod.mode === "final");
    if (final) return final.mod.amount?.(engine, final.owner, q) ?? p0;
    const sum = mods.reduce((s, { owner: o, mod }) => s + (mod.amount?.(engine, o, q) ?? 0), p0);
    return Math.min(13, Math.max(1, sum));
  } finally {
    rankResolving = false;
  }
}

/** The card's colour: a 颜色视为 state's, else its suit's (as treated). */
export function colorOfCard(engine: Engine, card: CardId): Color {
  return (treatedAs(engine, card, "color") as Color | undefined) ?? colorOf(suitOfCard(engine, card));
}
