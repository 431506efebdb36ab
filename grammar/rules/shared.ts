// What the rule modules share: the registry through which rules refer to each other (they are
// mutually recursive: a noun phrase holds relative clauses, which hold noun phrases), numbers,
// quantities and small helpers. Every rule is memoized (chart/parser.ts `rule`).
import { alt, label, many, onBuild, opt, P, REJECT, rule, seq, token, type Tok } from "../chart/parser.ts";
import { anyOf, Integer, Letter, typeOf, w } from "../lexicon.ts";
import type { Adverbial, Clause, Condition, NounKind, NounPhrase, Options, Period, Quantity, Span, Stmt, TimingMatch, Value, When, Word } from "../syntax.ts";

/** The rules, filled in by the rule modules at load time and read lazily inside rule bodies. */
export interface Rules {
  /** A noun phrase whose head names `noun`. */
  np(noun: NounKind): P<NounPhrase>;
  /** The same without a relative clause or an owner at its start (subjects in relative clauses). */
  npLead(noun: NounKind): P<NounPhrase>;
  value: P<Value>;
  /** A value that does not start with a relative clause (in relative clauses). */
  valueLead: P<Value>;
  cond: P<Condition>;
  /** A relative clause (before 的) describing a `noun`: 有手牌, 你选择, 是此【杀】的合法目标 … */
  relative(noun: NounKind): P<Condition>;
  /** A clause (subject optional). */
  clause: P<Clause>;
  /** A predicate with its subject given elsewhere (选择是否<action>). */
  action: P<Clause>;
  /** A clause with its subject written (令<clause>). */
  subjectClause: P<Clause>;
  /** A clause whose subject, if written, is a leading noun phrase (in relative clauses). */
  clauseLead: P<Clause>;
  /** A clause with one noun slot left out: a relative clause's head fills it (你选择的<角色>). */
  gapClause(noun: NounKind): P<Clause>;
  stmts: P<Stmt[]>;
  options: P<Options>;
  period: P<Period>;
  phase: P<NounPhrase>;
  zone: P<NounPhrase>;
  adverbial: P<Adverbial>;
  timing: P<TimingMatch>;
  when: P<When>;
}

export const G = {} as Rules;

/** A parser that reads `G[name]` when first used (the rule modules load in any order). */
export function lazy<T>(get: () => P<T>): P<T> {
  let p: P<T> | null = null;
  onBuild(() => (p ??= get()));
  return new P<T>(
    (s, pos) => (p ??= get()).parse(s, pos),
    () => (p ??= get()).first,
  );
}

export const span = (from: number, to: number): Span => ({ from, to });

export const integer = token([typeOf(Integer)], "a number");
export const letter = token([typeOf(Letter)], "a letter (X, A …)");

/** Chinese numerals (一 两 三 …) and digits. */
const NUMERALS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const numeralWord = anyOf(Object.keys(NUMERALS), "a number");

/** A literal number: 2, 两, 十. */
export const literalNumber: P<{ n: number; tok: Tok }> = alt(
  integer.map((t) => ({ n: Number(t.image), tok: t })),
  numeralWord.map((t) => ({ n: NUMERALS[t.image], tok: t })),
);

/** A number as a value: a literal, a variable (X), or a value expression (in quantities). */
export const count: P<Value> = rule("count", () =>
  alt<Value>(
    literalNumber.map(({ n }, from, to) => ({ kind: "int", n, span: span(from, to) })),
    letter.map((t, from, to) => ({ kind: "var", name: t.image, span: span(from, to) })),
  ),
);

/** 张 名 枚 个 点 种 次: measure words (the grammar checks they fit the head). */
export const MEASURES = ["张", "名", "枚", "个", "点", "种", "次"] as const;
export const measure = anyOf(MEASURES, "a measure word (张, 名 …)");

const ALL = w("所有");
const ANY = w("任意");
const ANY_COUNT = w("任意数量");
const EQUAL = w("等量");
const AT_MOST = w("至多");
const AT_LEAST = w("至少");
const TO = w("至");
const EACH = w("各");
const DE = w("的");
const DI = w("第");
const NEXT = w("下");
const LAST = w("上");

/**
 * 第一次, 第一个, 第X张, 下一张, 上一张: an ordinal (which one of a sequence). 第<number> counts from the
 * start: a literal or a variable (牌堆里的第X张牌, 3.5.53); 下一/上一 is the one next to now.
 */
type Ordinal = { kind: "first" | "next" | "last"; n: Value };
const ONE = (from: number, to: number): Value => ({ kind: "int", n: 1, span: span(from, to) });
export const ordinal: P<Ordinal> = alt<Ordinal>(
  seq([DI, count, measure], ([, n]) => ({ kind: "first" as const, n })),
  seq([NEXT, count, measure], (_v, from, to) => ({ kind: "next" as const, n: ONE(from, to) })),
  seq([LAST, count, measure], (_v, from, to) => ({ kind: "last" as const, n: ONE(from, to) })),
);

/** A quantity with its measure word (3.4.17, 3.4.18, 3.4.13): 一张, 至多X名, 所有, 各一张 … */
const byMeasures = new Map<string, P<Quantity>>();
export const quantity: P<Quantity> = quantityWith(null);

/**
 * A quantity whose measure word fits its head (cards are counted in 张, players in 名: 一名手牌数
 * is not a number of hand cards), or any measure word (null).
 */
export function quantityWith(measures: readonly string[] | null): P<Quantity> {
  const key = measures?.join("") ?? "";
  const known = byMeasures.get(key);
  if (known) return known;
  const m = measures ? anyOf(measures, `a measure word (${measures.join(", ")})`) : measure;
  const q: P<Quantity> = rule(`quantity${key}`, () =>
    label(
      "a quantity (一张, 至多X名, 所有 …)",
      alt<Quantity>(
        seq([count, TO, count, m], ([a, , b]) => ({ kind: "range", min: a, max: b })),
        seq([AT_MOST, count, m], ([, n]) => ({ kind: "atMost", n })),
        seq([AT_LEAST, count, m], ([, n]) => ({ kind: "atLeast", n })),
        seq([EACH, count, m], ([, n]) => ({ kind: "eachOne", n })),
        seq([count, m], ([n]) => ({ kind: "exactly", n })),
        seq([ANY_COUNT, DE], () => ({ kind: "any" })),
        ANY.map(() => ({ kind: "any" })),
        seq([EQUAL, DE], () => ({ kind: "equal" })),
        ordinal.map((o) => ({ kind: "ordinal", which: o.kind, n: o.n })),
        // 所有的牌 (004 3.5.x ◎ 一次性弃置所有的牌): 的 after 所有 changes nothing.
        seq([ALL, DE], () => ({ kind: "all" })),
        ALL.map(() => ({ kind: "all" })),
      ),
    ),
  );
  byMeasures.set(key, q);
  return q;
}

/** A word kept as a slot value. */
export function wordOf(images: readonly string[], row: (image: string) => string, what: string): P<Word> {
  return anyOf(images, what).map((t, from, to) => ({ kind: "word", row: row(t.image), text: t.image, span: span(from, to) }));
}

export { alt, label, many, opt, REJECT, rule, seq, w };
