// 【五谷丰登】's words: 亮出牌堆顶的X张牌（X为此牌的目标数） and 以此法亮出的牌 (3.5.33), with
// 处理区里的 (3.3.5) and …中的一张. The revealed cards belong to the card's use event.
import type { NounPhraseAst, PredicateAst, ReferenceNpAst } from "../../../grammar/legacy/ast.ts";
import type { CardsIR, Loc, OpIR, PlayerRefIR } from "../ir.ts";
import type { ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

type RevealAst = Extract<PredicateAst, { op: "reveal" }>;

const isThisCard = (np: NounPhraseAst | undefined): boolean =>
  np?.kind === "reference" && np.ref === "thisCard" && !np.owner && np.attributes.length === 0;

/** 系统亮出牌堆顶的N张牌 / X张牌（X为此牌的目标数）: only in a card's 执行动作. */
export function lowerReveal(p: RevealAst, scope: ClauseScope, loc: Loc): OpIR {
  if (scope.handler !== "cardAction") return unsupported("亮出 outside a card's 执行动作", p.range);
  const np = p.cards;
  const plain = np.kind === "described" && np.head.kind === "card" && !np.head.name && !np.head.category && !np.head.subtype && !np.head.physical;
  if (!plain || np.owner || np.regions || np.attributes.length > 0 || np.quantity?.kind !== "exact") {
    return unsupported("亮出 other than a number of cards from the top of the draw pile", np.range);
  }
  const n = np.quantity.n;
  if (n.kind === "literal") {
    if (p.countIsTargetsOf) return unsupported("a fixed number with a definition of X", p.range);
    return { op: "revealTop", count: n.value, loc };
  }
  if (!isThisCard(p.countIsTargetsOf)) return unsupported(`${n.name} without （${n.name}为此牌的目标数）`, n.range);
  return { op: "revealTop", count: "targets", loc };
}

/** 以此法亮出的牌 / 处理区里的以此法亮出的牌 / 以此法亮出的牌中的一张. */
export function revealedCardsIR(np: ReferenceNpAst, chooser: PlayerRefIR, scope: ClauseScope): CardsIR {
  if (!scope.revealsCards) return unsupported("以此法亮出的牌 where nothing was revealed by this card", np.range);
  if (np.owner || np.card || np.attributes.some((a) => a.id !== "inProcessingArea")) {
    return unsupported("this description of the revealed cards", np.range);
  }
  const inProcessing = np.attributes.length > 0;
  if (!np.pick) return { kind: "revealed", inProcessing };
  if (np.pick.kind !== "exact" || np.pick.n.kind !== "literal") return unsupported("picking other than a fixed number of them", np.pick.range);
  // 中的一张 picks among what is still there (3.3.5: cards leave the processing area when gained).
  return { kind: "revealed", inProcessing: true, pick: { chooser, count: np.pick.n.value } };
}
