// Values (seed 004 §3.4, §3.10): one small expression language for every number a text names
// — literals and X, the value terms of the table (体力值, 手牌数, 势力数 …), counts (<…>数),
// 之和/之差/的一半, min/max/mid{…} (3.10.8–3.10.10), sgn(x) (3.10.7), [x] (3.10.6, the floor),
// and + − * / (3.10.1–3.10.4; × and ÷ read too).
import { alt, many, opt, REJECT, rule, seq, type P } from "../chart/parser.ts";
import { w } from "../lexicon.ts";
import { VALUES } from "../../runtime/vocabulary/values.ts";
import type { NounKind, NounPhrase, Value } from "../syntax.ts";
import { compileTemplate, parseTemplate, type TemplateElem } from "../templates.ts";
import { count, G, lazy, span } from "./shared.ts";
import { slotParser, slotParserLead } from "./slots.ts";

const SHU = w("数");
const DE = w("的");

/**
 * A value term's forms; a form that starts with its owner (a player, or cards) also reads without
 * it: the head of the relative clause it is in fills it (手牌数最大的角色, 点数小于5的牌).
 */
function termForms(lead: boolean): P<Value> {
  const alts: P<Value>[] = [];
  for (const row of VALUES) {
    row.forms.forEach((form, i) => {
      const elems = parseTemplate(form);
      const variants: TemplateElem[][] = [elems];
      const first = elems[0];
      if (first?.kind === "slot" && (first.type === "player" || first.type === "cards")) {
        const rest = elems.slice(1);
        const next = rest[0];
        variants.push(next?.kind === "opt" && next.body.length === 1 && next.body[0].kind === "word" && next.body[0].text === "的" ? rest.slice(1) : rest);
      }
      for (const v of variants) {
        if (v.length === 0) continue;
        // In the leading form, only the first slot (at the value's start) reads a leading phrase.
        const slot = lead ? slotParserLead : slotParser;
        alts.push(compileTemplate(v, { slot }).map((f, from, to) => ({ kind: "term", row: row.id, slots: f.slots, span: span(from, to) }) as Value));
      }
      void i;
    });
  }
  return alt(...alts);
}

/**
 * <A>与<B>的<term>之差/之和 (3.4.12 with the term said once for both: 你的拼点的牌与来源的拼点的牌的
 * 点数之差, 你与其的手牌数之差): the pair of that term of A and of B.
 */
function ownersPair(): P<Value> {
  const alts: P<Value>[] = [];
  for (const row of VALUES) {
    for (const form of row.forms) {
      const elems = parseTemplate(form);
      const first = elems[0];
      if (first?.kind !== "slot" || (first.type !== "player" && first.type !== "cards")) continue;
      const rest = elems.slice(1);
      const next = rest[0];
      const tail = next?.kind === "opt" && next.body.length === 1 && next.body[0].kind === "word" && next.body[0].text === "的" ? rest.slice(1) : rest;
      if (tail.length === 0) continue;
      const noun: NounKind = first.type === "player" ? "player" : "card";
      const term = compileTemplate(tail, { slot: slotParser });
      alts.push(
        seq([lazy(() => G.np(noun)), w("与"), lazy(() => G.np(noun)), opt(DE), term, alt(w("之和"), w("之差"))], ([a, , b, , f, op], from, to) => {
          const side = (owner: NounPhrase): Value => ({ kind: "term", row: row.id, slots: { ...f.slots, [first.name]: owner }, span: owner.span }) as Value;
          return { kind: "pair", op: op.image === "之和" ? "sum" : "diff", a: side(a), b: side(b), span: span(from, to) } as Value;
        }),
      );
    }
  }
  return alt(...alts);
}

const COUNTED: readonly NounKind[] = ["card", "player", "phase", "target", "mark", "skill"];

/** <…>数: how many (这些牌数, 其攻击范围内的角色数, 你于此回合内跳过的阶段数). */
const counted = (lead: boolean): P<Value> =>
  alt(
    // A count is of all such cards anyway: 所有手牌数大于你的其他角色 is 所有 (手牌数大于你的) 其他角色, not the
    // number of "all hand cards" (no owner's).
    ...COUNTED.map((noun) =>
      seq([lazy(() => (lead ? G.npLead(noun) : G.np(noun))), SHU], ([of]: readonly [NounPhrase, unknown], from, to): Value | typeof REJECT =>
        of.quantity?.kind === "all" && !of.owner ? REJECT : ({ kind: "count", of, span: span(from, to) } as Value),
      ),
    ),
  );

const FN = alt(w("min"), w("max"), w("mid"));
const LBRACE = w("{");
const RBRACE = w("}");
const COMMA = alt(w(","), w("，"));

const call: P<Value> = seq(
  [FN, LBRACE, lazy(() => G.value), many(seq([COMMA, lazy(() => G.value)], ([, v]) => v)), RBRACE],
  ([fn, , first, rest], from, to) => ({ kind: "call", fn: fn.image as "min" | "max" | "mid", args: [first, ...rest], span: span(from, to) }),
);

/**
 * A function of one value that the lowering calls like min/max/mid (v.<fn>): [x] is the floor
 * (3.10.6: [x]=max{n∈Z|n≤x}), sgn(x) the sign (3.10.7). (syntax.ts names only min/max/mid as a
 * call's fn; lowering passes any fn through as v.<fn>.)
 */
const unary = (fn: "floor" | "sgn", args: Value[], from: number, to: number): Value => ({ kind: "call", fn, args, span: span(from, to) }) as unknown as Value;

/** [x] (3.10.6): the floor — not a one-argument min (x/2 has a fraction, [x/2] none). */
const floor: P<Value> = seq([w("["), lazy(() => G.value), w("]")], ([, v], from, to) => unary("floor", [v], from, to));

/** sgn(x) / sgn（x） (3.10.7): 1, 0 or -1 as x is greater than, equal to or less than 0. */
const sgn: P<Value> = seq([w("sgn"), alt(w("("), w("（")), lazy(() => G.value), alt(w(")"), w("）"))], ([, , v], from, to) => unary("sgn", [v], from, to));

const PLUS_MINUS = alt(w("+"), w("-"));
/** 3.10.3 *, 3.10.4 / (the rulebook's division sign; × and ÷ read the same). */
const TIMES_DIV = alt(w("*"), w("×"), w("/"), w("÷"));
const SUFFIX = alt(w("之和"), w("之差"), seq([DE, w("一半")], ([, h]) => h));

function expression(lead: boolean): P<Value> {
  const primary: P<Value> = rule(`value.primary${lead ? ".lead" : ""}`, () => alt(call, floor, sgn, termForms(lead), counted(lead), count));
  /** 之和 / 之差 / 的一半 after a value (3.4.12, 3.4.16). */
  const postfix: P<Value> = seq([primary, opt(SUFFIX)], ([v, suffix], from, to) => {
    if (!suffix) return v;
    const kind = suffix.image === "之和" ? "sum" : suffix.image === "之差" ? "diff" : "half";
    return { kind, of: v, span: span(from, to) } as Value;
  });
  /** <数值X>与<数值Y>之差 / 之和 (3.4.12): two values, |X-Y| or X+Y. */
  const pair: P<Value> = seq([primary, w("与"), lazy(() => G.value), alt(w("之和"), w("之差"))], ([a, , b, op], from, to) => ({
    kind: "pair",
    op: op.image === "之和" ? "sum" : "diff",
    a,
    b,
    span: span(from, to),
  }));
  const shared = lead ? null : ownersPair();
  /** 之差的一半 (3.4.16 of a 3.4.12 value): the half of a pair's sum or difference. */
  const halved = (p: P<Value>): P<Value> =>
    seq([p, opt(seq([DE, w("一半")], () => true))], ([v, half], from, to) => (half ? ({ kind: "half", of: v, span: span(from, to) } as Value) : v));
  const term: P<Value> = seq([alt(...(shared ? [halved(shared)] : []), halved(pair), postfix), many(seq([TIMES_DIV, postfix], ([op, v]) => ({ op, v })))], ([first, rest]) =>
    rest.reduce<Value>((a, { op, v }) => ({ kind: "binary", op: op.image === "÷" || op.image === "/" ? "/" : "*", a, b: v, span: span(a.span.from, v.span.to) }), first),
  );
  const rest: P<Value> = lazy(() => G.value);
  return rule(`value${lead ? ".lead" : ""}`, () =>
    seq([term, many(seq([PLUS_MINUS, lead ? rest : term], ([op, v]) => ({ op, v })))], ([first, more]) =>
      more.reduce<Value>((a, { op, v }) => ({ kind: "binary", op: op.image as "+" | "-", a, b: v, span: span(a.span.from, v.span.to) }), first),
    ),
  );
}

G.value = expression(false);
G.valueLead = expression(true);
