// Clauses and statements. A clause is [period] [subject] adverbial* predicate, where the predicate
// is any predicate row's template after its subject slot (the rows are read here, generically:
// predicate-from-row). Statements join clauses with ，。；▷并且、, and add 若…(；否则…),
// 若<x>：<case>…, （→）<timing>，…, <clause>，否则…, and the parentheticals （X为…）.
import { alt, many, opt, pure, REJECT, rule, seq, type P } from "../chart/parser.ts";
import { w } from "../lexicon.ts";
import { ADVERBIALS, CLAUSE_LINKS } from "../../runtime/vocabulary/connectives.ts";
import { PERIODS } from "../../runtime/vocabulary/periods.ts";
import { PREDICATES } from "../../runtime/vocabulary/predicates.ts";
import type { SlotType } from "../../runtime/vocabulary/types.ts";
import type { Adverbial, Clause, Condition, Def, Link, Match, NounKind, NounPhrase, Options, Period, Stmt } from "../syntax.ts";
import { compileTemplate, parseTemplate, slotsOf, type Filled, type TemplateElem } from "../templates.ts";
import { G, integer, lazy, letter, span } from "./shared.ts";
import { slotParser } from "./slots.ts";
import { elidedComparison, switchTest } from "./conditions.ts";

const COMMA = w("，");
const PERIOD = w("。");
const SEMI = w("；");
const COLON = w("：");
const DELAYED = w("（→）");
const LP = w("（");
const RP = w("）");
const RUO = w("若");
const FOUZE = w("否则");
const DOT = alt(w("."), w("．"));

/** The noun a slot type's phrase names (for subject agreement and gaps). */
export function nounOfSlot(type: SlotType): NounKind | null {
  switch (type) {
    case "player":
    case "players":
      return "player";
    case "card":
    case "cards":
      return "card";
    case "skill":
      return "skill";
    case "damage":
      return "damage";
    case "target":
      return "target";
    case "mark":
    case "marks":
      return "mark";
    case "suit":
      return "suit";
    case "color":
      return "color";
    case "category":
      return "category";
    case "faction":
      return "faction";
    case "phase":
      return "phase";
    case "area":
      return "area";
    default:
      return null;
  }
}

// ---------------------------------------------------------------- periods and adverbials

G.period = rule("period", () =>
  alt(
    ...PERIODS.flatMap((row) =>
      row.forms.map((form) => compileTemplate(parseTemplate(form), { slot: slotParser }).map((f, from, to): Period => ({ kind: "period", row: row.id, slots: f.slots, span: span(from, to) }))),
    ),
  ),
);

G.adverbial = rule("adverbial", () =>
  alt(
    ...ADVERBIALS.flatMap((row) =>
      row.forms.map((form) =>
        compileTemplate(parseTemplate(form), { slot: slotParser }).map((f, from, to): Adverbial => {
          const period = f.slots.period as Period | undefined;
          return { kind: "adverbial", row: row.id, span: span(from, to), ...(period ? { period } : {}), ...(Object.keys(f.slots).length > 0 ? { slots: f.slots } : {}) };
        }),
      ),
    ),
  ),
);

// ---------------------------------------------------------------- predicates from rows

interface Tail {
  readonly row: string;
  readonly form: number;
  readonly subject: { readonly name: string; readonly noun: NounKind | null } | null;
  readonly filled: Filled;
  /** 与你不相邻: the negation written after the row's prepositional phrase (a clause adverbial). */
  readonly negation?: Adverbial;
}

const NEGATION = "#negation";

/**
 * A与B不相邻, 对其不…: Chinese puts the negation after a prepositional phrase, before the verb. For a
 * form whose tail opens with one (与/对 <slot>), the same form with 不/未 there (read as the
 * clause's negation, as 不/未 before the tail are).
 */
function negatedAfterPreposition(elems: readonly TemplateElem[], from: number): TemplateElem[] | null {
  const prep = elems[from];
  if (prep?.kind !== "word" || !PREPOSITIONS.has(prep.text) || elems[from + 1]?.kind !== "slot") return null;
  return [...elems.slice(0, from + 2), { kind: "choice", name: NEGATION, words: ["不", "未"] }, ...elems.slice(from + 2)];
}

function withNegation(filled: Filled): Pick<Tail, "filled" | "negation"> {
  const neg = filled.slots[NEGATION] as { text: string; span: Adverbial["span"] } | undefined;
  if (!neg) return { filled };
  const { [NEGATION]: _, ...slots } = filled.slots;
  return { filled: { ...filled, slots }, negation: { kind: "adverbial", row: neg.text === "未" ? "not" : "no", span: neg.span } };
}

/**
 * Prepositions a relative clause's gap cannot follow, written or left out ([在]): Chinese strands
 * none, so 你与其之间的角色 is the players between 你 and 其, never "those 你 is between … and 其".
 */
const PREPOSITIONS = new Set(["与", "对", "在"]);

const endsWithPreposition = (e: TemplateElem | undefined): boolean =>
  e !== undefined && ((e.kind === "word" && PREPOSITIONS.has(e.text)) || (e.kind === "opt" && endsWithPreposition(e.body[e.body.length - 1])));

/** Slots right after a preposition in a template (nested in [ ] or ( | ) too). */
function strandedSlots(elems: readonly TemplateElem[], out = new Set<string>()): Set<string> {
  elems.forEach((e, i) => {
    if (e.kind === "slot" && endsWithPreposition(elems[i - 1])) out.add(e.name);
    if (e.kind === "opt") strandedSlots(e.body, out);
    if (e.kind === "alt") e.options.forEach((o) => strandedSlots(o, out));
  });
  return out;
}

function tailsOf(gap: NounKind | null): P<Tail> {
  const alts: P<Tail>[] = [];
  for (const row of PREDICATES) {
    row.forms.forEach((form, index) => {
      const elems = parseTemplate(form);
      const first = elems[0];
      const subject = first?.kind === "slot" ? { name: first.name, noun: nounOfSlot(first.type) } : null;
      const from = subject ? 1 : 0;
      const stranded = gap === null ? new Set<string>() : strandedSlots(elems.slice(from));
      // 你以此法摸的牌: the cards a count of cards (摸X张牌) stands for can be the gap too.
      const fills = (type: SlotType) => nounOfSlot(type) === gap || (gap === "card" && type === "count");
      const gaps = gap === null ? [undefined] : slotsOf(elems.slice(from)).filter((s) => fills(s.type) && !stranded.has(s.name)).map((s) => s.name);
      for (const g of gaps) {
        // The object of 将 relativized leaves 将 out (你以此法置入弃牌堆的牌: 你将这些牌置入弃牌堆).
        const jiang = g ? elems.findIndex((e, i) => e.kind === "word" && e.text === "将" && elems[i + 1]?.kind === "slot" && (elems[i + 1] as { name: string }).name === g) : -1;
        const read = jiang > 0 ? elems.filter((_e, i) => i !== jiang) : elems;
        alts.push(
          compileTemplate(read, { slot: slotParser, from, ...(g ? { gap: g } : {}) }).map((filled) => ({ row: row.id, form: index, subject, filled })),
        );
        const negated = negatedAfterPreposition(read, from);
        if (negated) {
          alts.push(compileTemplate(negated, { slot: slotParser, from, ...(g ? { gap: g } : {}) }).map((filled) => ({ row: row.id, form: index, subject, ...withNegation(filled) })));
        }
        // <set>中有… with the set written 其中 (若其中没有【杀】): the subject slot is filled in the tail.
        const second = elems[1];
        if (subject && first.kind === "slot" && (first.type === "cards" || first.type === "players") && second?.kind === "word" && second.text === "中" && g !== first.name) {
          alts.push(
            compileTemplate(elems, { slot: slotParser, previousSet: first.name, ...(g ? { gap: g } : {}) }).map((filled) => ({ row: row.id, form: index, subject: null, filled })),
          );
        }
      }
    });
  }
  return alt(...alts);
}

const tails = rule("predicate", () => tailsOf(null));
const gapTails = new Map<NounKind, P<Tail>>();
const gapTailsOf = (noun: NounKind) => {
  let p = gapTails.get(noun);
  if (!p) gapTails.set(noun, (p = rule(`predicate.gap.${noun}`, () => tailsOf(noun))));
  return p;
};

const SUBJECT_NOUNS = ["player", "card", "skill", "damage", "target", "mark", "suit", "color", "area"] as const;
/** Any noun phrase that can be a clause's subject. */
const subjectNp: P<NounPhrase> = rule("subject", () => alt(...SUBJECT_NOUNS.map((n) => lazy(() => G.np(n)))));
/** The same, without a relative clause at its start (inside relative clauses). */
const subjectLead: P<NounPhrase> = rule("subject.lead", () => alt(...SUBJECT_NOUNS.map((n) => lazy(() => G.npLead(n)))));

/**
 * A period before the subject (3.6.2 于…内): 于此阶段内你…, or with 于 left out, 此阶段内你不能使用【杀】 —
 * the clause's "during" adverbial. Only a top-level clause has one (not a relative clause).
 */
const leadingPeriod: P<Adverbial | null> = alt(
  pure<Adverbial | null>(null),
  lazy(() => G.adverbial).map((a): Adverbial | typeof REJECT => (a.row === "during" ? a : REJECT)),
  seq([lazy(() => G.period), w("内")], ([period], from, to): Adverbial => ({ kind: "adverbial", row: "during", period, span: span(from, to) })),
);

function clauseOf(subject: P<NounPhrase | null>, tail: P<Tail>, lead: P<Adverbial | null> = pure<Adverbial | null>(null)): P<Clause> {
  return seq([lead, subject, many(lazy(() => G.adverbial)), tail], ([first, subj, after, t], from, to) => {
    const adverbials = [...(first ? [first] : []), ...after, ...(t.negation ? [t.negation] : [])];
    if (subj !== null) {
      if (t.subject === null) return REJECT;
      if (t.subject.noun !== null && t.subject.noun !== subj.noun) return REJECT;
    }
    const slots = t.subject && subj !== null ? { ...t.filled.slots, [t.subject.name]: subj } : t.filled.slots;
    const match: Match = { kind: "match", row: t.row, form: t.form, slots, span: span(from, to), ...(t.filled.past ? { past: true } : {}) };
    return { kind: "clause", subject: subj, adverbials, match, span: span(from, to), ...(t.subject ? { subjectSlot: t.subject.name } : {}) } as Clause;
  });
}

const noSubject = pure<NounPhrase | null>(null);
const withSubject = subjectNp as P<NounPhrase | null>;

const leadSubject = subjectLead as P<NounPhrase | null>;

G.clause = rule("clause", () => clauseOf(alt(withSubject, noSubject), tails, leadingPeriod));
G.subjectClause = rule("clause.subject", () => clauseOf(withSubject, tails, leadingPeriod));
G.clauseLead = rule("clause.lead", () => clauseOf(alt(leadSubject, noSubject), tails));
G.action = rule("clause.action", () => clauseOf(noSubject, tails));

const gapClauses = new Map<NounKind, P<Clause>>();
G.gapClause = (noun: NounKind) => {
  let p = gapClauses.get(noun);
  if (!p) gapClauses.set(noun, (p = rule(`clause.gap.${noun}`, () => clauseOf(alt(leadSubject, noSubject), gapTailsOf(noun)))));
  return p;
};

// ---------------------------------------------------------------- parentheticals

/** X为<value> / X=<value> / X∈[a,b] / 若…，X为a；否则X为b (3.4.11). */
const def: P<Def> = rule("def", () =>
  alt<Def>(
    seq([letter, alt(w("为"), w("=")), lazy(() => G.value)], ([x, , value], from, to) => ({ kind: "is", name: x.image, value, span: span(from, to) })),
    seq([letter, w("∈"), w("["), lazy(() => G.value), alt(w(","), w("，")), lazy(() => G.value), w("]")], ([x, , , min, , max], from, to) => ({ kind: "in", name: x.image, min, max, span: span(from, to) })),
    seq([RUO, lazy(() => G.cond), COMMA, lazy(() => def), SEMI, FOUZE, lazy(() => def)], ([, cond, , then, , , otherwise], from, to) => ({ kind: "if", cond, then: [then], otherwise: [otherwise], span: span(from, to) })),
  ),
);

const defs: P<Stmt> = seq([LP, def, many(seq([alt(COMMA, SEMI), def], ([, d]) => d)), RP], ([, first, rest], from, to) => ({ kind: "defs", link: "then", defs: [first, ...rest], span: span(from, to) }) as Stmt);

/** （<condition>）after a choice: what the chosen cards must satisfy (以此法获得的牌的点数之和小于13). */
const constraint: P<Condition> = seq([LP, lazy(() => G.cond), RP], ([, c]) => c);

/** （距离关系限制规则对此次合法性检测不产生影响） (4.2.2 专题四): the choice ignores distance rules. */
const NO_DISTANCE = seq([LP, w("距离关系限制规则"), w("对"), w("此次"), w("合法性检测"), w("不"), w("产生"), w("影响"), RP], () => "noDistance" as const);

type Trailer = { kind: "defs"; stmt: Stmt } | { kind: "constraint"; cond: Condition } | { kind: "noDistance" };
const trailer: P<Trailer> = alt<Trailer>(
  defs.map((stmt) => ({ kind: "defs", stmt })),
  NO_DISTANCE.map(() => ({ kind: "noDistance" })),
  constraint.map((cond) => ({ kind: "constraint", cond })),
);

// ---------------------------------------------------------------- statements

/** The joiners of two effects, read from the table (runtime/vocabulary/connectives.ts CLAUSE_LINKS). */
const clauseLink: P<Link> = alt(
  ...CLAUSE_LINKS.flatMap((row) => row.forms.map((form) => seq(form.map((word) => w(word)), (): Link => row.link))),
);

/** A clause as a statement, with its trailing parentheticals. */
const doStmt: P<Stmt[]> = seq([lazy(() => G.clause), many(trailer)], ([clause, trailers], from, to) => {
  let c = clause;
  const extra: Stmt[] = [];
  for (const t of trailers) {
    if (t.kind === "defs") extra.push(t.stmt);
    else if (t.kind === "constraint") c = { ...c, constraint: t.cond } as Clause;
    else c = { ...c, noDistance: true } as Clause;
  }
  return [{ kind: "do", link: "then", clause: c, span: span(from, to) } as Stmt, ...extra];
});

/** <clause>，否则<clauses> (需…，否则…). */
const unlessStmt: P<Stmt[]> = seq([lazy(() => G.clause), COMMA, FOUZE, lazy(() => clauseSeq)], ([clause, , , otherwise], from, to) => [
  { kind: "unless", link: "then", clause, otherwise, span: span(from, to) } as Stmt,
]);

/** 若<cond>，<clauses>[；否则<clauses> | ，否则<clauses>]. */
const ifStmt: P<Stmt[]> = seq(
  [RUO, alt(lazy(() => G.cond), elidedComparison), opt(defs), COMMA, lazy(() => clauseSeq), opt(seq([alt(SEMI, COMMA), FOUZE, lazy(() => clauseSeq)], ([, , e]) => e))],
  ([, cond, d, , then, otherwise], from, to) => [...(d ? [d] : []), { kind: "if", link: "then", cond, then, otherwise, span: span(from, to) } as Stmt],
);

/** 若<x>：<case>，…；<case>，… (若结果为：红色，…；黑色，…; 若X：为1，…；为2，…). */
const switchCaseAny = seq([switchTest, COMMA, lazy(() => clauseSeq)], ([test, , body]) => ({ test, body }));
const switchOn: P<NounPhrase | import("../syntax.ts").Value> = alt<NounPhrase | import("../syntax.ts").Value>(
  seq([lazy(() => G.np("card")), opt(w("为"))], ([n]) => n),
  lazy(() => G.value),
);
const switchStmt: P<Stmt[]> = seq([RUO, switchOn, COLON, switchCaseAny, many(seq([SEMI, switchCaseAny], ([, c]) => c))], ([, on, , first, rest], from, to) => [
  { kind: "switch", link: "then", on, cases: [first, ...rest], span: span(from, to) } as Stmt,
]);

/**
 * （→）<timing>，[若<cond>，]<clauses>[▶<statements>] (3.5.13). A ▶ after （→） is the delayed
 * effect's own (〖放权〗: …（→）此回合结束前❶，你可弃置一张手牌并选择一名其他角色▶其获得一个额外回合):
 * what follows it runs only if what precedes it was done, as ▶ in a card's effect (link "arrow").
 */
const delayedBody: P<Stmt[]> = alt(
  seq([lazy(() => clauseSeq), w("▶"), lazy(() => G.stmts)], ([before, , after]) => [...before, ...(after.length > 0 ? [{ ...after[0], link: "arrow" } as Stmt, ...after.slice(1)] : [])]),
  lazy(() => clauseSeq),
);
const delayedStmt: P<Stmt[]> = seq([DELAYED, lazy(() => G.when), COMMA, opt(seq([RUO, lazy(() => G.cond), COMMA], ([, c]) => c)), delayedBody], ([, when, , cond, body], from, to) => [
  { kind: "delayed", link: "then", when, cond, body, span: span(from, to) } as Stmt,
]);

const stmt: P<Stmt[]> = rule("stmt", () => alt(switchStmt, ifStmt, delayedStmt, unlessStmt, doStmt));

function relink(stmts: Stmt[], link: Link): Stmt[] {
  if (stmts.length === 0) return stmts;
  return [{ ...stmts[0], link } as Stmt, ...stmts.slice(1)];
}

/** Statements joined by ，▷并且、 (and （→） starting a delayed effect): one sentence part. */
const clauseSeq: P<Stmt[]> = rule("clauses", () =>
  seq(
    [stmt, many(alt(seq([clauseLink, stmt], ([link, s]) => relink(s, link)), delayedStmt.map((s) => relink(s, "then"))))],
    ([first, rest]) => [...relink(first, "first"), ...rest.flat()],
  ),
);

/**
 * Sentences: clause sequences joined by 。 and ；. A sentence may open with 然后 (。然后若…): the
 * rulebook's word for the next effect (3.5.11), which is how sentences run anyway.
 */
const sentenceBreak = alt(seq([PERIOD, opt(w("然后"))], () => null), SEMI.map(() => null));
G.stmts = rule("stmts", () =>
  seq([clauseSeq, many(seq([sentenceBreak, clauseSeq], ([, s]) => relink(s, "then"))), opt(PERIOD)], ([first, rest]) => [...first, ...rest.flat()]),
);

/** 1.…；2.… (3.5.27). */
G.options = rule("options", () => {
  const item = seq([integer, DOT, clauseSeq], ([n, , body], from, to, s) => ({
    n: Number(n.image),
    body,
    span: span(from, to),
    text: s.toks.slice(from + 2, to).map((t) => t.image).join(""),
  }));
  return seq([item, many(seq([SEMI, item], ([, i]) => i))], ([first, rest], from, to): Options => ({ kind: "options", items: [first, ...rest], span: span(from, to) }));
});

export { clauseSeq, defs as defsTrailer };
