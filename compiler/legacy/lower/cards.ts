// 牌 blocks → IR: the face (category, subtype, range), equipment skill names, and one use per
// "/" alternative of 使用时机 ↔ 使用目标 with the 作用效果 (4.2.2 专题三).
import type { CardAst, CardUseAst, UseWindowAst } from "../../../grammar/legacy/ast.ts";
import type { CardActionIR, CardUseIR, ConditionIR, UseWindowIR } from "../ir.ts";
import type { EventKind } from "../../../runtime/index.ts";
import { OpSequence } from "./effects.ts";
import { locOf } from "./loc.ts";
import { targetLabels, targetRule } from "./nouns.ts";
import { timingScope, type ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

/** The skill names a card block carries: named lines, and its card's name for an unnamed line. */
export function cardSkillNames(card: CardAst): string[] {
  const names = card.skillRefs.map((r) => r.name);
  if (card.skills.some((s) => s.name === null)) names.push(card.name.name);
  return [...new Set(names)];
}

/** Whether the card's 执行动作 reveal cards (以此法亮出的牌 is then in scope of its texts). */
export function cardRevealsCards(card: CardAst): boolean {
  return (card.actions ?? []).some((a) => a.effect.predicate.op === "reveal");
}

/**
 * 执行动作 (【五谷丰登】, 4.2.4): each numbered item is the system's operation at a timing of the
 * card's own use event, written 当此牌的<use timing>.
 */
export function lowerCardActions(card: CardAst, file: string, text = ""): CardActionIR[] {
  return (card.actions ?? []).map((a) => {
    if (a.when.kind !== "timing") return unsupported("a 执行动作 without a timing of this card's use", a.when.range);
    const t = a.when.timing;
    const row = timingScope(t.timing);
    const subject = t.subjectPhrase;
    const ofThisCard = subject?.kind === "reference" && subject.ref === "thisCard" && !subject.card && !subject.owner;
    if (!row || row.event !== "use" || !ofThisCard || t.card || t.targetIs || t.cause || t.scope) {
      return unsupported("a 执行动作 timing other than 当此牌的<a timing of its use>", t.range);
    }
    const bySystem = a.effect.subject?.kind === "reference" && a.effect.subject.ref === "system";
    if (!bySystem) return unsupported("a 执行动作 not done by 系统", a.effect.range);
    const scope: ClauseScope = { handler: "cardAction", owner: card.name.name, cardName: card.name.name, timing: row, revealsCards: cardRevealsCards(card) };
    const effect = new OpSequence(scope, file, text).chain({ effects: [a.effect], range: a.effect.range }, undefined);
    return { timing: t.timing, effect, loc: locOf(a.range, file) };
  });
}

export function lowerCardUse(card: CardAst, use: CardUseAst, file: string, text = ""): CardUseIR {
  if (!card.effect) return unsupported(`【${card.name.name}】 has no 作用效果 line`, card.name.range);
  const when = lowerWindow(use.window, file);
  const respondedCard = use.window.kind === "timing" ? use.window.timing.card?.name : undefined;
  const scope: ClauseScope = {
    handler: "cardEffect",
    owner: card.name.name,
    cardName: card.name.name,
    ...(respondedCard ? { respondedCard } : {}),
    ...(cardRevealsCards(card) ? { revealsCards: true } : {}),
    ...(Object.keys(targetLabels(use.target)).length > 0 ? { labels: targetLabels(use.target) } : {}),
  };
  const targets = targetRule(use.target, file);
  const effect = new OpSequence(scope, file, text).chain(card.effect, undefined);
  return { when, targets, effect, loc: locOf(use.window.range, file) };
}

function lowerWindow(w: UseWindowAst, file: string): UseWindowIR {
  const loc = locOf(w.range, file);
  if (w.kind === "play") return w.limitPerPhase === undefined ? { kind: "play", loc } : { kind: "play", limitPerPhase: w.limitPerPhase, loc };
  const t = w.timing;
  const row = timingScope(t.timing);
  if (!row) return unsupported(`the timing ${t.timing}`, t.range);
  const tests: ConditionIR[] = [];
  if (t.card) {
    if (row.event !== "use") return unsupported("a kind of card in a use window", t.card.range);
    if (t.card.name) tests.push({ kind: "usedCardIs", name: t.card.name });
    // 当锦囊牌对目标生效前 (【无懈可击】): any card of that category/subtype (3.1.6–3.1.8).
    else if (t.card.category || t.card.subtype) {
      tests.push({
        kind: "usedCardKind",
        ...(t.card.category ? { category: t.card.category } : {}),
        ...(t.card.subtype ? { subtype: t.card.subtype } : {}),
      });
    } else return unsupported("a kind of card in a use window", t.card.range);
  }
  if (t.targetIs === "owner") tests.push({ kind: "currentTargetIs", who: { kind: "you" } });
  else if (t.subject === "owner" && row.subject) {
    tests.push({
      kind: "samePlayer",
      a: { kind: "eventField", event: row.event as EventKind, field: row.subject },
      b: { kind: "you" },
    });
  }
  const condition: ConditionIR = tests.length === 0 ? { kind: "true" } : tests.length === 1 ? tests[0] : { kind: "and", items: tests };
  return { kind: "timing", timing: t.timing, condition, loc };
}
