// Effects (right of ▶) and costs (left of ▶) → IR operations. One case per vocabulary
// operation; 等量 marks the nearest preceding non-fixed quantity to be remembered (3.4.13).
import type { EffectAst, EffectsAst, NounPhraseAst } from "../../grammar/ast.ts";
import type { EffectChainIR, EffectStepIR, OpIR, PlayerRefIR } from "../ir.ts";
import { lowerCondition } from "./conditions.ts";
import { locOf } from "./loc.ts";
import { EQUAL_KEY, cardRef, cardsOf, countOf, numberOf, playerRef } from "./nouns.ts";
import type { ClauseScope } from "./scope.ts";
import { expectKnown } from "./known.ts";
import { unsupported } from "./unsupported.ts";

/** Lowers a sequence of clauses (costs, then effects) sharing one 等量 history. */
export class OpSequence {
  readonly ops: OpIR[] = [];

  private judged = false;

  constructor(
    private readonly scope: ClauseScope,
    private readonly file: string,
    private readonly text = "",
  ) {}

  /** Whether an earlier clause of this part judged (结果 then names its card, 4.2.11). */
  get hasJudged(): boolean {
    return this.judged;
  }

  /** `actor`: the part's actor (你可…), the default subject of its clauses. */
  lower(e: EffectAst, actor: NounPhraseAst | undefined): OpIR {
    expectKnown(e, "effect");
    expectKnown(e.predicate, "predicate");
    if (e.optional) return unsupported("可 inside an effect", e.range);
    if (e.simultaneous) return unsupported("effects done together (并, 3.5.19)", e.range);
    const subjectNp = e.subject ?? actor;
    const subject: PlayerRefIR = subjectNp ? playerRef(subjectNp, this.scope) : { kind: "you" };
    const op = this.predicate(e, subject, subjectNp);
    this.ops.push(op);
    return op;
  }

  private predicate(e: EffectAst, subject: PlayerRefIR, subjectNp: NounPhraseAst | undefined): OpIR {
    const p = e.predicate;
    const loc = locOf(p.range, this.file);
    switch (p.op) {
      case "draw": {
        const count = countOf(p.cards);
        if (count.kind === "memo") this.rememberQuantity(p.cards);
        return { op: "draw", who: subject, count, loc };
      }
      case "loseHp":
        return { op: "loseHp", who: subject, amount: { kind: "const", value: numberOf(p.amount) }, loc };
      case "recover":
        return { op: "recover", who: subject, amount: { kind: "const", value: numberOf(p.amount) }, loc };
      case "damage": {
        const amount = { kind: "const" as const, value: numberOf(p.amount) };
        // 对X造成: the subject is the source; 受到[X造成的]: the subject is the victim.
        if (p.victim) {
          return { op: "damage", source: p.noSource ? null : subject, victim: playerRef(p.victim, this.scope), amount, element: p.element, loc };
        }
        const source = p.noSource || !p.source ? null : playerRef(p.source, this.scope);
        return { op: "damage", source, victim: subject, amount, element: p.element, loc };
      }
      case "discard":
        return { op: "discard", actor: subject, cards: cardsOf(p.cards, subject, this.scope), loc };
      case "gain":
        return { op: "gain", who: subject, cards: cardsOf(p.cards, subject, this.scope), loc };
      case "adjustDrawCount":
        return { op: "adjustDrawCount", who: subject, delta: p.delta, loc };
      case "setDrawCountToZero":
        return { op: "setDrawCountToZero", who: subject, loc };
      case "offset": {
        const card = cardRef(p.card);
        if (card.kind !== "thisCard" || this.scope.handler !== "cardEffect") {
          return unsupported("抵消 outside a responding card's effect", p.range);
        }
        return { op: "offsetRespondedCard", cardName: this.scope.respondedCard ?? "", loc };
      }
      case "skipPhase":
        return { op: "skipPhase", who: subject, phase: p.phase, loc };
      case "judge":
        this.judged = true;
        return { op: "judge", who: subject, loc };
      case "chooseOption": {
        // The options' clauses are done by the chooser unless they name someone else.
        const chooserNp = subjectNp;
        const options = p.options.map((o) => {
          const inner = new OpSequence(this.scope, this.file, this.text);
          inner.judged = this.judged;
          return { label: this.label(o.range), effect: inner.chain(o, chooserNp) };
        });
        return { op: "chooseOption", chooser: subject, options, loc };
      }
      case "give":
        return unsupported(`the operation "${p.op}"`, p.range);
      case "distanceModifier":
      case "unlimitedUses":
      case "notLegalTarget":
      case "noDistanceLimit":
        return unsupported(`the modifier "${p.op}" inside an effect`, p.range);
    }
  }

  /** 3.4.13: the nearest preceding non-fixed quantity (a choice whose size is not fixed). */
  private rememberQuantity(at: NounPhraseAst): void {
    for (let i = this.ops.length - 1; i >= 0; i--) {
      const op = this.ops[i];
      if ((op.op === "discard" || op.op === "gain") && op.cards.kind === "choose" && op.cards.min !== op.cards.max) {
        this.ops[i] = { ...op, remember: EQUAL_KEY };
        return;
      }
    }
    unsupported("等量 with no earlier quantity to refer to", at.range);
  }

  /** Lowers the effects after ▶ into a chain (▷ dependencies, 若 conditions). */
  chain(effects: EffectsAst, actor: NounPhraseAst | undefined): EffectChainIR {
    if (effects.delayed) return unsupported("delayed effects (（→）)", effects.delayed.range);
    const steps: EffectStepIR[] = [];
    for (const e of effects.effects) {
      const op = this.lower(e, actor);
      const condition = e.condition ? lowerCondition(e.condition, this.scope, this.judged) : undefined;
      steps.push(condition ? { op, afterPrevious: e.chained, condition } : { op, afterPrevious: e.chained });
    }
    // ops may have been re-marked (等量) after their step was built: take the final versions.
    return { steps: steps.map((s) => ({ ...s, op: this.final(s.op) })), delayed: [] };
  }

  /** The source text of a range (an option's label); falls back to its position. */
  private label(range: EffectsAst["range"]): string {
    const text = this.text.slice(range.start.offset, range.end.offset).replace(/[；。]$/u, "");
    return text === "" ? `${range.start.line}:${range.start.column}` : text;
  }

  /** The last version of an op (after 等量 marking), matched by source location. */
  final(op: OpIR): OpIR {
    return this.ops.find((o) => o.loc === op.loc) ?? op;
  }
}
