// Noun phrases → IR: players (selectors), card sets (choices, 对应的实体牌), quantities and
// target rules. Composes the attributes of a phrase; never matches a whole sentence.
import type { AttributeAst, DescribedNpAst, NounPhraseAst, NumberAst, QuantityAst } from "../../../grammar/legacy/ast.ts";
import type { Region } from "../../../runtime/index.ts";
import type { CandidateFilterIR, CardFilterIR, CardRefIR, CardsIR, PairedFilterIR, PlayerRefIR, QuantityIR, ReachIR, TargetRuleIR } from "../ir.ts";
import type { ClauseScope } from "./scope.ts";
import { locOf } from "./loc.ts";
import { expectKnown } from "./known.ts";
import { unsupported } from "./unsupported.ts";
import { revealedCardsIR } from "./reveal.ts";

/** Checks a noun phrase and everything in it for fields the lowering does not read. */
function known(np: NounPhraseAst): void {
  expectKnown(np, np.kind);
  if (np.kind === "described" && np.head.kind === "card") expectKnown(np.head, "cardHead");
  for (const a of np.attributes) {
    expectKnown(a, "attribute");
    if (a.of) known(a.of);
  }
  if (np.owner) known(np.owner);
}

/** 3.3: "a player's cards" (其的牌) are the cards in the hand and equipment regions. */
const OWN_CARDS: readonly Region[] = ["hand", "equip"];

export function numberOf(n: NumberAst): number {
  if (n.kind === "literal") return n.value;
  return unsupported(`the variable ${n.name} (3.4.11)`, n.range);
}

export function playerRef(np: NounPhraseAst, scope: ClauseScope): PlayerRefIR {
  known(np);
  if (np.kind === "described" && isThisTargetsPlayer(np, scope)) return { kind: "currentTarget" };
  if (np.kind === "described") return unsupported("a player chosen inside an effect", np.range);
  if (np.attributes.length > 0) return unsupported("a described reference (已受伤的你…) as a player", np.range);
  if (np.card || np.owner) return unsupported("this reference as a player", np.range);
  switch (np.ref) {
    case "you":
      return { kind: "you" };
    case "source":
      return { kind: "damageSource" };
    case "target":
      return { kind: "target" };
    case "user":
      return scope.handler === "cardEffect" ? { kind: "you" } : { kind: "user" };
    case "label":
      // A / B (【借刀杀人】): the labels the card's 使用目标 gives.
      if (scope.handler === "cardEffect" && np.label !== undefined && scope.labels?.paired === np.label) return { kind: "paired" };
      if (scope.handler === "cardEffect" && np.label !== undefined && scope.labels?.target === np.label) return { kind: "target" };
      return unsupported(`the label ${np.label ?? ""} outside the card that gives it`, np.range);
    case "it":
      // 其: 目标对应的角色 in a card's effect; the damaged player at 造成伤害时/后 (当你对一名角色…).
      if (scope.handler === "cardEffect") return { kind: "target" };
      if (scope.timing?.event === "damage" && scope.timing.subject === "source") return { kind: "damageVictim" };
      return unsupported(`the reference "${np.ref}" as a player`, np.range);
    default:
      return unsupported(`the reference "${np.ref}" as a player`, np.range);
  }
}

/** The card a phrase names: 此牌 / 此【杀】, or 此伤害的渠道 / 是此伤害的渠道的牌 (3.5.23). */
export function cardRef(np: NounPhraseAst): CardRefIR {
  known(np);
  if (np.kind === "reference") {
    if (np.ref === "thisCard") return { kind: "thisCard" };
    if (np.ref === "channel") return { kind: "damageChannelCard" };
    return unsupported(`the reference "${np.ref}" as a card`, np.range);
  }
  const is = np.attributes.find((a) => a.id === "is" && a.of);
  if (np.head.kind === "card" && is?.of) return cardRef(is.of);
  return unsupported("this card description", np.range);
}

function attribute(np: DescribedNpAst, id: AttributeAst["id"]): AttributeAst | undefined {
  return np.attributes.find((a) => a.id === id && !a.negated);
}

function cardFilter(np: DescribedNpAst): CardFilterIR | undefined {
  const filter: { color?: "red" | "black"; suit?: CardFilterIR["suit"]; name?: string; subtypes?: CardFilterIR["subtypes"] } = {};
  for (const a of np.attributes) {
    if (a.negated) return unsupported("a negated card attribute", a.range);
    if (a.id === "red" || a.id === "black") filter.color = a.id;
    else if (a.id === "spade" || a.id === "heart" || a.id === "club" || a.id === "diamond") filter.suit = a.id;
    else if (a.id !== "correspondsTo" && a.id !== "is") return unsupported(`the card attribute "${a.id}"`, a.range);
  }
  if (np.head.kind === "card") {
    // 坐骑牌 / 武器牌 (3.1.7): equipment by subtype.
    const subtypes = np.head.subtypes ?? (np.head.subtype ? [np.head.subtype] : undefined);
    if (np.head.category === "equipment" && subtypes) filter.subtypes = subtypes;
    else if (np.head.category || np.head.subtype) return unsupported("a card kind filter (基本牌/锦囊牌/…)", np.head.range);
    if (np.head.converted) return unsupported("转化牌 (3.1.9)", np.head.range);
    if (np.head.name) filter.name = np.head.name;
  }
  return Object.keys(filter).length === 0 ? undefined : filter;
}

/** min/max of a chosen count (3.4.17 至多 = 1..X, 至少 = X..). */
function bounds(q: QuantityAst | undefined, range: NounPhraseAst["range"]): { min: number; max: number | null } {
  if (!q) return { min: 1, max: 1 };
  switch (q.kind) {
    case "exact": {
      const n = numberOf(q.n);
      return { min: n, max: n };
    }
    case "atMost":
      return { min: 1, max: numberOf(q.n) };
    case "atLeast":
      return { min: numberOf(q.n), max: null };
    case "between":
      return { min: numberOf(q.min), max: numberOf(q.max) };
    case "any":
      return { min: 0, max: null };
    default:
      return unsupported(`the quantity "${q.kind}" for a choice of cards`, range);
  }
}

/**
 * The cards an operation acts on. A described set with a quantity is a choice by `chooser`
 * from its owner's regions (default: the chooser's own cards); "对应的实体牌" names the physical
 * cards behind a card in scope (3.1.9).
 */
export function cardsOf(
  np: NounPhraseAst,
  chooser: PlayerRefIR,
  scope: ClauseScope,
  /** Resolves the owner phrase (OpSequence knows 其 in more places than playerRef). */
  ownerRef: (owner: NounPhraseAst) => PlayerRefIR = (owner) => playerRef(owner, scope),
): CardsIR {
  known(np);
  if (np.kind === "reference") {
    if (np.ref === "judgeCard" && scope.timing?.event === "judge") return { kind: "judgeCard" };
    if (np.ref === "revealedCards") return revealedCardsIR(np, chooser, scope);
    return unsupported(`the reference "${np.ref}" as a set of cards`, np.range);
  }
  if (np.head.kind !== "card") return unsupported("a player where cards are expected", np.head.range);
  const corresponds = attribute(np, "correspondsTo");
  if (np.head.physical && corresponds?.of) return { kind: "physicalOf", card: cardRef(corresponds.of) };
  if (np.head.physical) return unsupported("实体牌 without what they correspond to", np.range);
  const { min, max } = bounds(np.quantity, np.range);
  const owner = np.owner ? ownerRef(np.owner) : chooser;
  const regions = np.regions ?? OWN_CARDS;
  const filter = cardFilter(np);
  return filter
    ? { kind: "choose", chooser, owner, regions, min, max, filter }
    : { kind: "choose", chooser, owner, regions, min, max };
}

/** A count of cards to draw: 两张 / 等量的 (3.4.13). */
export function countOf(np: NounPhraseAst): QuantityIR {
  known(np);
  if (np.kind === "reference") return unsupported(`the reference "${np.ref}" as a number of cards`, np.range);
  const plain = np.head.kind === "card" && !np.head.name && !np.head.category && !np.head.subtype && !np.head.physical;
  if (!plain || np.owner || np.regions || np.attributes.length > 0) {
    return unsupported("drawing particular cards (摸 takes a number of cards from the top of the draw pile)", np.range);
  }
  const q = np.quantity;
  if (!q) return { kind: "const", value: 1 };
  if (q.kind === "exact") return { kind: "const", value: numberOf(q.n) };
  if (q.kind === "equal") return { kind: "memo", key: EQUAL_KEY };
  return unsupported(`the quantity "${q.kind}" for a number of cards`, q.range);
}

/** The memo key holding the nearest preceding non-fixed quantity (3.4.13 等量). */
export const EQUAL_KEY = "等量";

function candidateFilters(attributes: readonly AttributeAst[], you: boolean): { legal: CandidateFilterIR[]; reach: ReachIR[] } {
  const legal: CandidateFilterIR[] = you ? [{ kind: "self" }] : [];
  const reach: ReachIR[] = [];
  for (const a of attributes) {
    if (a.negated) return unsupported("a negated target attribute", a.range);
    switch (a.id) {
      case "other":
        legal.push({ kind: "other" });
        break;
      case "wounded":
        legal.push({ kind: "wounded" });
        break;
      case "dying":
        legal.push({ kind: "dying" });
        break;
      case "male":
      case "female":
        legal.push({ kind: "gender", gender: a.id });
        break;
      case "hasCards": {
        const regions = a.regions ?? ["hand", "equip", "judge"];
        if (!a.of) {
          legal.push({ kind: "hasCards", regions });
          break;
        }
        // 装备区里有武器牌 (【借刀杀人】): cards of an equipment subtype (3.1.7).
        const of = a.of;
        const plainKind =
          of.kind === "described" && of.head.kind === "card" && of.head.category === "equipment" && of.head.subtype &&
          !of.head.name && !of.head.physical && !of.owner && !of.regions && !of.quantity && of.attributes.length === 0;
        if (!plainKind || of.kind !== "described" || of.head.kind !== "card" || !of.head.subtype) return unsupported("having cards of this description", of.range);
        known(of);
        legal.push({ kind: "hasCards", regions, subtypes: [of.head.subtype] });
        break;
      }
      case "attackRangeHasLegalTarget":
        if (!a.card) return unsupported(`the target attribute "${a.id}" without a card`, a.range);
        legal.push({ kind: "attackRangeHasLegalTarget", cardName: a.card });
        break;
      case "inAttackRange":
        if (a.of && !(a.of.kind === "reference" && a.of.ref === "you")) {
          return unsupported("another player's attack range", a.range);
        }
        reach.push({ kind: "attackRange" });
        break;
      case "distanceIs":
        reach.push({ kind: "distance", max: a.value ?? 1 });
        break;
      default:
        return unsupported(`the target attribute "${a.id}"`, a.range);
    }
  }
  return { legal, reach };
}

/** 使用目标 (4.2.2 专题三 3.): who may be chosen, how many, and within what reach. */
export function targetRule(labelled: NounPhraseAst, file: string): TargetRuleIR {
  // 其他角色A（你在选择A为目标的同时选择…角色B） (【借刀杀人】): the label and the paired choice.
  const { np, label, paired } = splitLabels(labelled);
  known(np);
  const loc = locOf(np.range, file);
  if (paired) {
    if (!label || np.kind !== "described" || np.quantity?.kind !== "exact" || numberOf(np.quantity.n) !== 1) {
      return unsupported("a player chosen with targets other than one labelled target", paired.range);
    }
    const rule = targetRule(np, file);
    return rule.kind === "players" ? { ...rule, paired: pairedRule(paired, label) } : rule;
  }
  if (np.kind === "reference") {
    if (np.ref === "thisCard") {
      // 此【杀】 (【闪】) / 此锦囊牌 (【无懈可击】): the card being responded to.
      if (!np.card && !np.category) return unsupported("此牌 as a target without a card name", np.range);
      return { kind: "respondedCard", cardName: np.card ?? "", loc };
    }
    if (np.ref !== "you") return unsupported(`the reference "${np.ref}" as a target`, np.range);
    const { legal, reach } = candidateFilters(np.attributes, true);
    return { kind: "players", min: 1, max: 1, legal, reach, loc };
  }
  if (np.head.kind !== "player") return unsupported("a card as a target", np.head.range);
  if (np.owner && !(np.owner.kind === "reference" && np.owner.ref === "you")) {
    return unsupported("a target described from another player", np.owner.range);
  }
  const { legal, reach } = candidateFilters(np.attributes, false);
  const q = np.quantity;
  if (!q) return { kind: "players", min: 1, max: 1, legal, reach, loc };
  switch (q.kind) {
    case "exact": {
      const n = numberOf(q.n);
      return { kind: "players", min: n, max: n, legal, reach, loc };
    }
    case "all":
      return { kind: "players", min: 0, max: "all", legal, reach, loc };
    case "atMost":
      return { kind: "players", min: 1, max: numberOf(q.n), legal, reach, loc };
    case "between":
      return { kind: "players", min: numberOf(q.min), max: numberOf(q.max), legal, reach, loc };
    default:
      return unsupported(`the quantity "${q.kind}" of targets`, q.range);
  }
}

/** 此目标对应的角色 (3.5.32) at a use timing that exposes 此目标: the current target's player. */
function isThisTargetsPlayer(np: DescribedNpAst, scope: ClauseScope): boolean {
  if (np.head.kind !== "player" || np.owner || np.regions || np.quantity || np.attributes.length !== 1) return false;
  const a = np.attributes[0];
  const of = a.of;
  if (a.id !== "correspondsTo" || a.negated || !of || of.kind !== "reference" || of.ref !== "thisTarget") return false;
  return of.attributes.length === 0 && !of.owner && (scope.timing?.exposes.includes("此目标") ?? false);
}

/** The target phrase without its label and paired choice (【借刀杀人】), which targetRule reads. */
function splitLabels(np: NounPhraseAst): { np: NounPhraseAst; label?: string; paired?: NounPhraseAst } {
  if (np.kind !== "described") return { np };
  const { label, paired, ...rest } = np;
  return { np: rest, ...(label ? { label } : {}), ...(paired ? { paired } : {}) };
}

/** The labels a card's 使用目标 gives (A = 目标对应的角色, B = the player chosen with it). */
export function targetLabels(np: NounPhraseAst): { readonly target?: string; readonly paired?: string } {
  if (np.kind !== "described") return {};
  const paired = np.paired?.kind === "described" ? np.paired.label : undefined;
  return { ...(np.label ? { target: np.label } : {}), ...(paired ? { paired } : {}) };
}

/**
 * （你在选择A为目标的同时选择A的攻击范围内的一名是A使用【杀】的合法目标的角色B）: one player, whose
 * attributes refer to the labelled target A (3.4.10 A的攻击范围内, 000 4.2.2 专题四).
 */
function pairedRule(np: NounPhraseAst, first: string): { legal: PairedFilterIR[] } {
  if (np.kind !== "described" || np.head.kind !== "player" || np.owner || np.regions || np.paired) {
    return unsupported("this description of the player chosen with the target", np.range);
  }
  if (np.quantity && !(np.quantity.kind === "exact" && numberOf(np.quantity.n) === 1)) {
    return unsupported("choosing more than one player with each target", np.quantity.range);
  }
  const isFirst = (of: NounPhraseAst | undefined) =>
    of?.kind === "reference" && of.ref === "label" && of.label === first && of.attributes.length === 0 && !of.owner;
  const legal: PairedFilterIR[] = [];
  for (const a of np.attributes) {
    expectKnown(a, "attribute");
    if (a.negated || !isFirst(a.of)) return unsupported(`the attribute "${a.id}" of the player chosen with the target`, a.range);
    if (a.id === "inAttackRange") legal.push({ kind: "inAttackRangeOfFirst" });
    else if (a.id === "legalTargetOfUse" && a.card) legal.push({ kind: "legalTargetOfFirstUse", cardName: a.card });
    else return unsupported(`the attribute "${a.id}" of the player chosen with the target`, a.range);
  }
  return { legal };
}
