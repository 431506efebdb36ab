// Timing clauses: the catalogue's forms (runtime/timing/catalogue.ts), read like predicates —
// subject, adverbials (于此回合内, 因执行…的效果而), then the rest of the row's template
// (当你于回合外需要使用【桃】时❸, 当牌于你的回合外因交给而移至你的手牌区前❷). Several timing
// points join with 、/或/，或当 (当你得到牌后❷、失去手牌后❷…或加体力上限后).
import { alt, many, opt, REJECT, rule, seq, type P } from "../chart/parser.ts";
import { w } from "../lexicon.ts";
import { PHASE_TIMING_FORMS, TIMINGS } from "../../runtime/timing/catalogue.ts";
import type { Adverbial, Condition, NounPhrase, TimingMatch, When } from "../syntax.ts";
import { compileTemplate, parseTemplate, type Filled } from "../templates.ts";
import { G, lazy, span } from "./shared.ts";
import { slotParser } from "./slots.ts";
import { nounOfSlot } from "./clauses.ts";

const DANG = w("当");
const COMMA = w("，");
const RUO = w("若");

interface TimingTail {
  readonly row: string;
  readonly subject: { readonly name: string; readonly noun: ReturnType<typeof nounOfSlot> } | null;
  readonly filled: Filled;
}

function tails(): P<TimingTail> {
  const alts: P<TimingTail>[] = [];
  for (const row of TIMINGS) {
    for (const form of row.forms) {
      const elems = parseTemplate(form);
      const first = elems[0];
      const subject = first?.kind === "slot" ? { name: first.name, noun: nounOfSlot(first.type) } : null;
      alts.push(compileTemplate(elems, { slot: slotParser, from: subject ? 1 : 0 }).map((filled) => ({ row: row.id, subject, filled })));
    }
  }
  // 此阶段结束时 (a delayed effect's timing in a phase): the row comes from the scope.
  for (const f of PHASE_TIMING_FORMS) {
    alts.push(compileTemplate(parseTemplate(f.form), { slot: slotParser }).map((filled) => ({ row: `phase.this.${f.moment}`, subject: null, filled })));
  }
  return alt(...alts);
}

const timingTails = rule("timing.tail", tails);

const subject: P<NounPhrase | null> = alt<NounPhrase | null>(
  ...(["player", "card"] as const).map((n) => lazy(() => G.np(n)) as P<NounPhrase | null>),
);

G.timing = rule("timing", () =>
  alt(
    seq([subject, many(lazy(() => G.adverbial)), timingTails], ([subj, adverbials, t], from, to): TimingMatch | typeof REJECT => {
      if (t.subject === null || subj === null) return REJECT;
      if (t.subject.noun !== null && t.subject.noun !== subj.noun) return REJECT;
      return { kind: "timing", row: t.row, slots: { ...t.filled.slots, [t.subject.name]: subj }, adverbials: adverbials as Adverbial[], span: span(from, to) };
    }),
    seq([many(lazy(() => G.adverbial)), timingTails], ([adverbials, t], from, to): TimingMatch => ({ kind: "timing", row: t.row, slots: t.filled.slots, adverbials: adverbials as Adverbial[], span: span(from, to) })),
  ),
);

/** 、 / 或 / 或当 / ，若<cond>，或当 between timing points. */
const joiner: P<Condition | null> = alt<Condition | null>(
  w("、").map(() => null),
  seq([w("或"), opt(DANG)], () => null),
  seq([COMMA, w("或"), DANG], () => null),
  seq([COMMA, RUO, lazy(() => G.cond), COMMA, w("或"), DANG], ([, , c]) => c),
);

G.when = rule("when", () =>
  seq([opt(DANG), lazy(() => G.timing), many(seq([joiner, lazy(() => G.timing)], ([cond, timing]) => ({ cond, timing })))], ([, first, rest], from, to): When => {
    // A 若 before 或当 belongs to the timing point before it.
    const timings: { timing: TimingMatch; cond: Condition | null }[] = [{ timing: first, cond: null }];
    for (const r of rest) {
      timings[timings.length - 1].cond = r.cond;
      timings.push({ timing: r.timing, cond: null });
    }
    return { kind: "when", timings, span: span(from, to) };
  }),
);
