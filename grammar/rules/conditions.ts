// Conditions (若…, relative clauses): comparisons of values, identity and attributes (为/是),
// existence (有/没有), the table's tests and past events (使用过, 未杀死过), joined by 且/或.
// A condition's subject may be left out: in a relative clause the head fills it (有手牌的角色).
import { alt, label, many, opt, pure, rule, seq, type P } from "../chart/parser.ts";
import { anyOf, w } from "../lexicon.ts";
import { ATTRIBUTES } from "../../runtime/vocabulary/nouns.ts";
import type { Comparison, Condition, NounKind, NounPhrase, Value } from "../syntax.ts";
import { GAP } from "../syntax.ts";
import { G, integer, lazy, span } from "./shared.ts";

const QIE = w("且");
const HUO = w("或");
const DE = w("的");

const CMP: readonly (readonly [string, Comparison])[] = [
  ["大于", ">"],
  ["小于", "<"],
  ["不大于", "<="],
  ["不小于", ">="],
  ["等于", "="],
  ["为", "="],
  ["不为", "!="],
];
const cmpWord = anyOf(
  CMP.map((c) => c[0]),
  "a comparison (大于, 不小于 …)",
);
const cmpOf = (image: string): Comparison => CMP.find((c) => c[0] === image)![1];

const np = (noun: NounKind) => lazy(() => G.np(noun));
const NOUNS = ["player", "card", "damage", "skill", "target", "suit", "color", "phase"] as const;
const anyNp: P<NounPhrase> = rule("np.any", () => alt(...NOUNS.map((n) => np(n))));
const anyNpLead: P<NounPhrase> = rule("np.any.lead", () => alt(...NOUNS.map((n) => lazy(() => G.npLead(n)))));

/** An attribute word as what something is (此牌为梅花, 来源为男性), with a rank range (黑桃2~9). */
const attributeValue: P<NounPhrase> = seq([anyOf(ATTRIBUTES.flatMap((a) => a.words), "an attribute (红色, 梅花 …)"), opt(seq([integer, alt(w("~"), w("～")), integer], ([a, , b]) => [Number(a.image), Number(b.image)] as const))], ([t, ranks], from, to) => {
  const row = ATTRIBUTES.find((a) => a.words.includes(t.image))!;
  const np: NounPhrase = { kind: "np", span: span(from, to), noun: row.of === "player" ? "player" : "card", restrictions: [{ kind: "attr", row: row.id, span: span(from, from + 1) }] };
  return ranks ? ({ ...np, ranks } as NounPhrase) : np;
});

const IS = anyOf(["为", "不为", "是", "不是"], "为/是");
const isNegated = (image: string) => image === "不为" || image === "不是";

/** <subject> 为/不为/是/不是 <what>: identity (使用者为你), kind (此牌为装备牌), attribute (此牌为梅花). */
/** <subject> [均] 为/是 <what> (你以此法弃置的牌均为红色: 均, each of a set, 3.5.36). */
function isCond(subject: P<NounPhrase | typeof GAP>): P<Condition> {
  return seq([subject, opt(w("均")), IS, alt<NounPhrase | Value>(attributeValue, anyNp, lazy(() => G.value))], ([s, all, is, what], from, to) => ({
    kind: "is",
    negated: isNegated(is.image),
    subject: s,
    what,
    span: span(from, to),
    ...(all ? { all: true } : {}),
  }));
}

/** <clause>前<value>: a value as it was before an event (其获得此牌前其攻击范围内的角色数). */
const before: P<Value> = seq([lazy(() => G.subjectClause), w("前"), lazy(() => G.value)], ([act, , what], from, to) => ({ kind: "term", row: "before", slots: { act, what }, span: span(from, to) }) as Value);

/** The atoms of a condition; `lead`: nothing at the start may hold a relative clause. */
function atomsOf(lead: boolean): P<Condition> {
  const value = lazy(() => (lead ? G.valueLead : G.value));
  /** <value> [均] [首次] <cmp> <value|player>: 你的手牌数大于你的体力上限, 其手牌数大于你, 首次不小于2. */
  const compare: P<Condition> = seq(
    [value, opt(w("均")), opt(w("首次")), cmpWord, alt<Value | NounPhrase>(before, lazy(() => G.value), np("player"))],
    ([a, all, first, op, b], from, to) => ({ kind: "compare", op: cmpOf(op.image), a, b, span: span(from, to), ...(first ? { first: true } : {}), ...(all ? { all: true } : {}) }) as Condition,
  );
  /** <value>与<player|value>相等/相同/不同 (其手牌数与你相等, 装备区里的牌数与你的装备区里的牌数不同). */
  const compareWith: P<Condition> = seq([value, w("与"), alt<Value | NounPhrase>(lazy(() => G.value), np("player")), anyOf(["相等", "相同", "不同"], "相等/相同/不同")], ([a, , b, how], from, to) => ({
    kind: "compare",
    op: how.image === "不同" ? "!=" : "=",
    a,
    b,
    span: span(from, to),
  }));
  /**
   * <value>最大/最小/较大/较小/相同/不同 (3.4.15): among the players (or cards) described; 最近/最远 are
   * a distance's 最小/最大 (3.4.9: 距离最近的另一名角色), the lowering refuses them on other values.
   */
  const extreme: P<Condition> = seq([value, anyOf(["最大", "最小", "较大", "较小", "相同", "不同", "最近", "最远"], "最大/最小 …")], ([a, how], from, to) => ({
    kind: "compare",
    op: ({ 最大: "max", 最小: "min", 较大: "larger", 较小: "smaller", 相同: "same", 不同: "differ", 最近: "nearest", 最远: "farthest" } as const)[how.image as "最大"] as Comparison,
    a,
    b: a,
    span: span(from, to),
  }));
  /** A predicate as a condition: a test row, or an operation read as a past event (使用过). */
  const predicate: P<Condition> = lazy(() => (lead ? G.clauseLead : G.clause)).map((clause, from, to) => ({ kind: "pred", match: clause.match, span: span(from, to), clause }) as Condition);
  return rule(`cond.atom${lead ? ".lead" : ""}`, () => alt(now, compareWith, compare, extreme, isCond(lead ? anyNpLead : anyNp), exists, predicate));
}

/**
 * [除X外] [于…内] 有/没有 <np> [<predicate>]: some such player/card exists (有其他蜀势力角色,
 * 没有“醇”, 于此阶段内没有角色受到过伤害, 有角色以此法打出【闪】).
 */
const exists: P<Condition> = seq(
  [opt(seq([w("除"), np("player"), w("外")], ([, p]) => p)), many(lazy(() => G.adverbial)), anyOf(["有", "没有"], "有/没有"), alt<NounPhrase | import("../syntax.ts").Clause>(lazy(() => G.subjectClause), np("player"), np("card"))],
  ([ex, adverbials, has, what], from, to) => {
    const negated = has.image === "没有";
    if (what.kind === "clause") {
      const subject = what.subject as NounPhrase;
      const clause = { ...what, adverbials: [...adverbials, ...what.adverbials] };
      return { kind: "exists", negated, what: ex ? { ...subject, except: ex } : subject, clause, span: span(from, to) } as Condition;
    }
    return { kind: "exists", negated, what: ex ? { ...what, except: ex } : what, span: span(from, to) } as Condition;
  },
);

/** 此时为<时段>内 (此时为使用者的出牌阶段内). */
const now: P<Condition> = seq([w("此时"), w("为"), lazy(() => G.period), w("内")], ([, , period], from, to) => ({ kind: "now", period, span: span(from, to) }));

/**
 * 若相同 / 若不同 (…；若相同，…): the comparison of the 若 before it, its operands left out. Only a 若
 * reads it (clauses.ts), and the lowering refuses it with no comparison before.
 */
export const elidedComparison: P<Condition> = anyOf(["相同", "不同"], "相同/不同").map((t, from, to) => ({ kind: "again", how: t.image as "相同" | "不同", span: span(from, to) }));

const atom: P<Condition> = atomsOf(false);
const atomLead: P<Condition> = atomsOf(true);

const conj: P<Condition> = seq([atom, many(seq([QIE, atom], ([, c]) => c))], ([first, rest], from, to) =>
  rest.length === 0 ? first : { kind: "and", items: [first, ...rest], span: span(from, to) },
);

G.cond = rule("cond", () =>
  label(
    "a condition",
    seq([conj, many(seq([HUO, conj], ([, c]) => c))], ([first, rest], from, to) => (rest.length === 0 ? first : { kind: "or", items: [first, ...rest], span: span(from, to) })),
  ),
);

// ---------------------------------------------------------------- relative clauses

/** <player>[的]攻击范围内 (3.4.10 ◆): the head is in that player's attack range. */
const locative: P<Condition> = seq([lazy(() => G.npLead("player")), opt(DE), w("攻击范围"), w("内")], ([of], from, to) => ({
  kind: "is",
  negated: false,
  subject: GAP,
  what: { kind: "np", span: span(from, to), noun: "player", ref: "inRangeOf", owner: of, restrictions: [] },
  span: span(from, to),
}));

/** A color, suit or card type named before, as a restriction: 所有此颜色的手牌, 此类别的手牌. */
const attributeRef: P<Condition> = alt(lazy(() => G.npLead("color")), lazy(() => G.npLead("suit")), lazy(() => G.npLead("category"))).map((what, from, to) => ({ kind: "is", negated: false, subject: GAP, what, span: span(from, to) }) as Condition);

/** A faction named before, as a player's restriction: 所有该势力的其他角色 (3.2.6). */
const factionRef: P<Condition> = lazy(() => G.npLead("faction")).map((what, from, to) => ({ kind: "is", negated: false, subject: GAP, what, span: span(from, to) }) as Condition);

/** The condition part of a relative clause: the atoms with the subject left out, 且/或-joined. */
function relativeBody(noun: NounKind): P<Condition> {
  const gapClause = lazy(() => G.gapClause(noun)).map((clause, from, to) => ({ kind: "pred", match: clause.match, span: span(from, to), clause }) as Condition);
  const gapAtoms: P<Condition>[] = [isCond(pure(GAP)), gapClause, atomLead];
  if (noun === "player") gapAtoms.unshift(locative);
  if (noun === "card") gapAtoms.push(attributeRef);
  // 该势力的角色, 你选择的势力的角色 (3.2.6): a faction named before, as a player's restriction.
  if (noun === "player") gapAtoms.push(factionRef);
  const one = alt(...gapAtoms);
  const conj = seq([one, many(seq([QIE, one], ([, c]) => c))], ([first, rest], from, to) => (rest.length === 0 ? first : ({ kind: "and", items: [first, ...rest], span: span(from, to) } as Condition)));
  return seq([conj, many(seq([HUO, conj], ([, c]) => c))], ([first, rest], from, to) => (rest.length === 0 ? first : ({ kind: "or", items: [first, ...rest], span: span(from, to) } as Condition)));
}

/** A case of 若<x>：<case>，… : 为1 / 大于3 / 红色 / 为【杀】且其以此法展示的牌不为【闪】. */
const gapValue = { kind: "gap" } as const;
const cmpTail: P<Condition> = seq([cmpWord, lazy(() => G.value)], ([op, b], from, to) => ({ kind: "compare", op: cmpOf(op.image), a: gapValue, b, span: span(from, to) }) as unknown as Condition);
const bareAttribute: P<Condition> = attributeValue.map((what, from, to) => ({ kind: "is", negated: false, subject: GAP, what, span: span(from, to) }) as Condition);
/** 若此牌为：基本牌，…；锦囊牌，… : a kind of card (3.1.4 类别, a name) as the case. */
const bareKind: P<Condition> = lazy(() => G.np("card")).map((what, from, to) => ({ kind: "is", negated: false, subject: GAP, what, span: span(from, to) }) as Condition);
export const switchTest: P<Condition> = rule("switch.test", () => {
  const one = alt(cmpTail, bareAttribute, bareKind, G.relative("card"));
  return seq([one, many(seq([QIE, alt(atom, one)], ([, c]) => c))], ([first, rest], from, to) => (rest.length === 0 ? first : ({ kind: "and", items: [first, ...rest], span: span(from, to) } as Condition)));
});

const relatives = new Map<NounKind, P<Condition>>();
G.relative = (noun: NounKind) => {
  let p = relatives.get(noun);
  if (!p) {
    const body = relativeBody(noun);
    // 其攻击范围内你选择的一名角色: a locative, then a clause.
    p = rule(`relative.${noun}`, () => (noun === "player" ? alt(seq([locative, body], ([a, b], from, to) => ({ kind: "and", items: [a, b], span: span(from, to) }) as Condition), body) : body));
    relatives.set(noun, p);
  }
  return p;
};
