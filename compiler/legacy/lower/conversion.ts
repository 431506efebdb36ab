// 转化 (4.2.3, 4.2.6): "使用/打出对应的实体牌为<cards>的【X】" / "…无对应的实体牌的【X】" → the
// convert op, and the conditions a need timing (需要使用/打出【X】时❶❷❸) puts on its trigger.
import type { ConditionAst, PredicateAst, TimingAst } from "../../../grammar/legacy/ast.ts";
import type { Faction } from "../../../runtime/index.ts";
import type { CandidateFilterIR, OpIR, CardIR, ConditionIR, ConvertCardsIR, ConvertOpIR, EffectChainIR, Loc, PlayerRefIR, SkillIR } from "../ir.ts";
import type { Diagnostic } from "../check/diagnostic.ts";
import { cardsOf } from "./nouns.ts";
import type { ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

type ConvertAst = Extract<PredicateAst, { op: "convert" }>;

export function lowerConversion(p: ConvertAst, who: PlayerRefIR, scope: ClauseScope, loc: Loc): ConvertOpIR {
  if (who.kind !== "you") return unsupported("a conversion by another player than 你", p.range);
  if (!p.card.name) {
    // 4.2.6 (〖鬼才〗): 打出对应的实体牌为<a card>的牌 — a play of the card as itself; 此牌 names it next.
    if (p.modes.length !== 1 || p.modes[0] !== "play") return unsupported("using a card of its physical card's name (…的牌)", p.card.range);
    const cards = convertCards(p, who, scope);
    if (cards.kind !== "choose" || cards.count !== 1) return unsupported("playing these cards as a card of their own name", p.range);
    return { op: "convert", who, name: "", modes: p.modes, cards, loc, remember: PLAYED };
  }
  return { op: "convert", who, name: p.card.name, modes: p.modes, cards: convertCards(p, who, scope), loc };
}

function convertCards(p: ConvertAst, who: PlayerRefIR, scope: ClauseScope): ConvertCardsIR {
  if (!p.cards) return { kind: "none" };
  const cards = cardsOf(p.cards, who, scope);
  // At a need timing no card is being used yet: 此【闪】 is the one played 以此法 (3.5.33).
  if (cards.kind === "physicalOf" && isNeedScope(scope)) return { kind: "memo", key: BY_THIS_MEANS };
  if (cards.kind === "physicalOf") return { kind: "physicalOf", card: cards.card };
  if (cards.kind !== "choose") return unsupported("these cards for a conversion", p.cards.range);
  if (cards.owner.kind !== "you") return unsupported("converting another player's cards", p.cards.range);
  if (cards.max === null || cards.min !== cards.max || cards.min < 1) {
    return unsupported("a conversion without a fixed number of cards", p.cards.range);
  }
  const base = { kind: "choose" as const, regions: cards.regions, count: cards.min };
  return cards.filter ? { ...base, filter: cards.filter } : base;
}

/** Memo keys of 〖鬼才〗's played card (此牌) and the judgement card it replaced (原判定牌). */
const PLAYED = "此牌";
const ORIGINAL_JUDGE_CARD = "原判定牌";

type ReplaceAst = Extract<PredicateAst, { op: "replaceJudgeCard" }>;
type ToDiscardAst = Extract<PredicateAst, { op: "putIntoDiscardPile" }>;

/** 系统将此牌作为判定牌: 此牌 is the card an earlier clause played as itself (〖鬼才〗). */
export function lowerReplaceJudgeCard(p: ReplaceAst, before: readonly OpIR[], scope: ClauseScope, loc: Loc): OpIR {
  if (scope.timing?.event !== "judge") return unsupported("作为判定牌 outside a judgement", p.range);
  const played = before.some((o) => o.op === "convert" && o.remember === PLAYED);
  if (!played || p.card.kind !== "reference" || p.card.ref !== "thisCard") return unsupported("this card as the judgement card", p.card.range);
  return { op: "replaceJudgeCard", cards: { kind: "memo", key: PLAYED }, key: ORIGINAL_JUDGE_CARD, loc };
}

/** 将原判定牌置入弃牌堆: after 作为判定牌, 判定牌/原判定牌 is the replaced card. */
export function lowerPutIntoDiscardPile(p: ToDiscardAst, before: readonly OpIR[], scope: ClauseScope, loc: Loc): OpIR {
  const replaced = before.some((o) => o.op === "replaceJudgeCard");
  if (replaced && p.cards.kind === "reference" && p.cards.ref === "judgeCard") {
    return { op: "putIntoDiscardPile", cards: { kind: "memo", key: ORIGINAL_JUDGE_CARD }, loc };
  }
  return { op: "putIntoDiscardPile", cards: cardsOf(p.cards, { kind: "you" }, scope), loc };
}

/** Memo key of the card a 以此法 clause played (3.5.33). */
export const BY_THIS_MEANS = "以此法";

function isNeedScope(scope: ClauseScope): boolean {
  return scope.handler === "trigger" && (scope.timing?.event === "needUse" || scope.timing?.event === "needPlay");
}

type AskEachAst = Extract<PredicateAst, { op: "askEachToPlay" }>;

/** 令所有其他魏势力角色依次选择是否打出【闪】: each other player of the faction, in seat order from you. */
export function lowerAskEach(p: AskEachAst, who: PlayerRefIR, loc: Loc): OpIR {
  if (who.kind !== "you") return unsupported("another player asking", p.range);
  const np = p.players;
  if (np.kind !== "described" || np.head.kind !== "player" || np.quantity?.kind !== "all" || np.owner || np.regions) {
    return unsupported("these players for 依次选择", np.range);
  }
  const players: CandidateFilterIR[] = [];
  for (const a of np.attributes) {
    const faction = FACTIONS[a.id];
    if (a.negated) return unsupported("a negated attribute", a.range);
    if (a.id === "other") players.push({ kind: "other" });
    else if (faction) players.push({ kind: "faction", faction });
    else return unsupported(`the attribute "${a.id}" for 依次选择`, a.range);
  }
  const card = p.card;
  if (card.kind !== "described" || card.head.kind !== "card" || !card.head.name || card.attributes.length > 0 || card.quantity) {
    return unsupported("this card for 依次选择是否打出", card.range);
  }
  return { op: "askEachToPlay", who, players, cardName: card.head.name, key: BY_THIS_MEANS, loc };
}

const FACTIONS: Partial<Record<string, Faction>> = { factionWei: "wei", factionShu: "shu", factionWu: "wu", factionQun: "qun" };

/** 若有角色以此法打出【闪】: the 依次选择 clause before remembered a played card. */
export function byThisMeans(c: Extract<ConditionAst, { kind: "byThisMeans" }>, scope: ClauseScope): ConditionIR {
  if (c.verb !== "play" || !isNeedScope(scope)) return unsupported("以此法 here", c.range);
  return { kind: "byThisMeans", key: BY_THIS_MEANS };
}

/** Conditions of a need timing: the needed card's name (4.2.2 {牌} slot) and 于回合外. */
export function needTimingConditions(t: TimingAst): ConditionIR[] {
  const out: ConditionIR[] = [];
  if (t.card?.name) out.push({ kind: "neededCardIs", name: t.card.name });
  else if (t.card) return unsupported("a need timing about a kind of card", t.card.range);
  if (t.outsideTurn) out.push({ kind: "outsideTurn", who: { kind: "you" } });
  return out;
}

/**
 * A part whose effects open with a conversion is offered only when the conversion can be
 * done (3.5.11 spirit: no offer one cannot carry out).
 */
export function conversionReady(effect: EffectChainIR, hasCosts: boolean): ConditionIR[] {
  const first = effect.steps[0];
  if (hasCosts || !first || first.condition || first.afterPrevious) return [];
  if (first.op.op === "askEachToPlay") return [{ kind: "someoneAsked", players: first.op.players }];
  if (first.op.op !== "convert") return [];
  return [{ kind: "canConvert", op: first.op }];
}

/**
 * A conversion into a card of this pack that the pack cannot use yet (its 使用 lines did not
 * compile, e.g. 〖国色〗 before 【乐不思蜀】) would never be offered: such skills are left out with
 * W-NOT-COMPILED. Cards of other packs are not known here and are trusted.
 */
export function dropUnusableConversions(skills: SkillIR[], cards: readonly CardIR[]): Diagnostic[] {
  const unusable = new Set(cards.filter((c) => c.category !== "equipment" && c.uses.length === 0).map((c) => c.name));
  const out: Diagnostic[] = [];
  for (let i = skills.length - 1; i >= 0; i--) {
    const op = convertOps(skills[i]).find((o) => unusable.has(o.name));
    if (!op) continue;
    const l = op.loc;
    out.push({
      severity: "warning",
      code: "W-NOT-COMPILED",
      message: `〖${skills[i].name}〗 is not compiled: it converts into 【${op.name}】, whose use is not compiled`,
      file: l.file,
      line: l.line,
      column: l.column,
      endLine: l.endLine,
      endColumn: l.endColumn,
    });
    skills.splice(i, 1);
  }
  return out;
}

function convertOps(skill: SkillIR): ConvertOpIR[] {
  const out: ConvertOpIR[] = [];
  const chain = (c: EffectChainIR): void => {
    for (const s of c.steps) if (s.op.op === "convert") out.push(s.op);
  };
  for (const p of skill.parts) if (p.kind !== "state") chain(p.effect);
  return out;
}
