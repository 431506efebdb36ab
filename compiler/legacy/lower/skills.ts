// Skill lines → IR: tags, and per part its handler kind (trigger at a timing point, active
// 出牌阶段[限X次], or state modifiers), condition, 可, costs ▶ effects.
import type { CardFilterAst, NounPhraseAst, PartAst, PredicateAst, SkillAst, TimingAst } from "../../../grammar/legacy/ast.ts";
import type { SkillTag } from "../../../runtime/index.ts";
import type { ConditionIR, ModifierIR, PartIR, SkillIR } from "../ir.ts";
import { lowerCondition } from "./conditions.ts";
import { useReady } from "./useOn.ts";
import { feasibility } from "./feasible.ts";
import { OpSequence } from "./effects.ts";
import { locOf } from "./loc.ts";
import { timingScope, type ClauseScope } from "./scope.ts";
import { expectKnown } from "./known.ts";
import { unsupported } from "./unsupported.ts";
import { causeCondition, checkObject } from "./delayed.ts";
import { conversionReady, needTimingConditions } from "./conversion.ts";

/** `name`: the skill's name (an unnamed equipment skill is named after its card). */
export function lowerSkill(skill: SkillAst, name: string, file: string, text = ""): SkillIR {
  const tags = new Set<SkillTag>(skill.tags.map((t) => t.tag));
  const parts = skill.parts.flatMap((p): PartIR[] => {
    for (const t of p.tags) tags.add(t.tag);
    const part = lowerPart(p, name, file, text);
    // 当T1，若C，或当T2，… (〖无双②〗): the same part at T2, without T1's condition.
    if (p.orWhen && p.when.kind === "timing") {
      const second: PartAst = { ...p, when: { kind: "timing", timing: p.orWhen, range: p.orWhen.range }, orWhen: undefined, condition: undefined };
      return [part, lowerPart(second, name, file, text)];
    }
    // 需要使用/打出【X】时❸ (3.5.10 "/"): the same part listens at both need events' timing.
    const also = p.when.kind === "timing" ? (p.when.timing.alsoTimings ?? []) : [];
    return part.kind === "trigger" ? [part, ...also.map((timing) => ({ ...part, timing }))] : [part];
  });
  return { name, tags: [...tags], parts, loc: locOf(skill.range, file) };
}

function lowerPart(part: PartAst, skill: string, file: string, text: string): PartIR {
  const loc = locOf(part.range, file);
  expectKnown(part, "part");
  const when = part.when;
  if (when.kind === "timing") expectKnown(when.timing, "timing");
  if (when.kind === "state") {
    const scope: ClauseScope = { handler: "state", owner: skill };
    const modifiers = part.effects.effects.map((e) => {
      if (e.chained || e.condition) return unsupported("a chained or conditional modifier", e.range);
      const subject = e.subject ?? part.actor;
      return lowerModifier(e.predicate, subject, file);
    });
    if (part.condition) {
      // 若…，你不是…的合法目标 (空城): the condition belongs to the modifier.
      const condition = lowerCondition(part.condition, scope);
      const withCondition = modifiers.map((m) => {
        if (m.value !== "notLegalTarget") return unsupported("a condition on this modifier", part.condition!.range);
        return { ...m, condition };
      });
      return { kind: "state", modifiers: withCondition, loc };
    }
    return { kind: "state", modifiers, loc };
  }

  const row = when.kind === "timing" ? timingScope(when.timing.timing) : undefined;
  const scope: ClauseScope =
    when.kind === "timing"
      ? { handler: "trigger", owner: skill, ...(row ? { timing: row } : {}), ...cardOf(when.timing.card) }
      : { handler: "active", owner: skill };
  const seq = new OpSequence(scope, file, text);
  const costs = part.costs.map((c) => seq.lower(c, part.actor));
  const effect = seq.chain(part.effects, part.actor);
  const finalCosts = costs.map((c) => seq.final(c));
  const written = part.condition ? lowerCondition(part.condition, scope) : undefined;
  if (when.kind === "timing") {
    const t = when.timing;
    // 当【杀】指定目标后 / 当【杀】对对应的角色为你的目标…: the card and target become conditions.
    const tests: ConditionIR[] = [];
    const needTiming = row?.event === "needUse" || row?.event === "needPlay";
    if (needTiming) tests.push(...needTimingConditions(t), ...conversionReady(effect, finalCosts.length > 0));
    else if (t.outsideTurn) tests.push({ kind: "outsideTurn", who: { kind: "you" } });
    if (t.card && !needTiming) {
      if (row?.event !== "use") return unsupported("a timing about a kind of card", t.card.range);
      if (t.card.name) tests.push({ kind: "usedCardIs", name: t.card.name });
      else if (t.card.subtype) tests.push({ kind: "usedCardKind", subtype: t.card.subtype });
      else if (t.card.category) tests.push({ kind: "usedCardKind", category: t.card.category });
      else return unsupported("a timing about a kind of card", t.card.range);
    }
    if (t.targetIs === "owner") tests.push({ kind: "currentTargetIs", who: { kind: "you" } });
    // 因执行<X>使用的【桃】的效果而… (3.5.23) / 对一名角色造成伤害时
    if (t.cause) tests.push(causeCondition(t.cause, t));
    checkObject(t);
    const moved = t.cards || t.moveVerb ? movedCondition(t) : undefined;
    if (moved) tests.push(moved);
    if (written) tests.push(written);
    tests.push(...useReady(effect));
    // 003 §三 ◆: an optional part without a cost is offered only if some effect can be executed.
    const feasible = part.optional && finalCosts.length === 0 ? feasibility(effect) : undefined;
    if (feasible) tests.push(feasible);
    const condition: ConditionIR | undefined = tests.length === 0 ? undefined : tests.length === 1 ? tests[0] : { kind: "and", items: tests };
    // 3.5.15 ◎ 枭姬: "失去…一张牌后" gives one chance per such card of the move.
    const perCard = moved && t.cards?.kind === "described" && t.cards.quantity ? { perCard: moved } : {};
    return {
      kind: "trigger",
      timing: t.timing,
      subject: t.subject,
      optional: part.optional,
      ...(condition ? { condition } : {}),
      ...perCard,
      ...(t.perPoint ? { perPoint: true } : {}),
      costs: finalCosts,
      effect,
      loc,
    };
  }
  return {
    kind: "active",
    phase: "play",
    ...(when.limitPerPhase !== undefined ? { limitPerPhase: when.limitPerPhase } : {}),
    ...(written ? { condition: written } : {}),
    costs: finalCosts,
    effect,
    loc,
  };
}

/**
 * 当你失去手牌后❷ (4.2.9): the move must take the owner's cards from those regions (得到: into
 * them). A counted phrase (失去装备区里的一张牌后) triggers once per card (3.5.15 ◎): only
 * "一张" is understood.
 */
function movedCondition(t: TimingAst): Extract<ConditionIR, { kind: "moved" }> {
  const np = t.cards;
  if (!np || !t.moveVerb) return unsupported("a move timing without the cards it is about", t.range);
  if (np.kind !== "described" || np.head.kind !== "card") return unsupported("this description of moved cards", np.range);
  const q = np.quantity;
  if (q && !(q.kind === "exact" && q.n.kind === "literal" && q.n.value === 1)) {
    return unsupported("a move timing about several cards at once", q.range);
  }
  if (np.attributes.length > 0 || np.head.name || np.head.category || np.head.subtype) {
    return unsupported("a move timing about particular cards", np.range);
  }
  if (np.owner && !(np.owner.kind === "reference" && np.owner.ref === "you")) {
    return unsupported("a move timing about another player's cards", np.owner.range);
  }
  const regions = np.regions ?? ["hand", "equip"];
  return { kind: "moved", who: { kind: "you" }, direction: t.moveVerb === "lose" ? "from" : "to", regions };
}

function cardOf(card: CardFilterAst | undefined): { cardName?: string } {
  return card?.name ? { cardName: card.name } : {};
}

function isYou(np: NounPhraseAst | undefined): boolean {
  return np?.kind === "reference" && np.ref === "you";
}

/** 其他角色 (3.5.31): a described player phrase with the 其他 attribute. */
function isOthers(np: NounPhraseAst): boolean {
  return np.kind === "described" && np.head.kind === "player" && np.attributes.some((a) => a.id === "other" && !a.negated);
}

function side(np: NounPhraseAst): "owner" | "others" {
  if (isYou(np)) return "owner";
  if (isOthers(np)) return "others";
  return unsupported("a distance between players other than 你 and 其他角色", np.range);
}

function lowerModifier(p: PredicateAst, subject: NounPhraseAst | undefined, file: string): ModifierIR {
  const loc = locOf(p.range, file);
  switch (p.op) {
    case "distanceModifier": {
      const from = side(p.from);
      const to = side(p.to);
      if (from === to) return unsupported("a distance from a side to itself", p.range);
      return { value: "distance", from, to, delta: p.delta, loc };
    }
    case "unlimitedUses":
      if (subject && !isYou(subject)) return unsupported("another player's use limit", subject.range);
      if (!p.card.name) return unsupported("a use limit on a kind of card", p.card.range);
      return { value: "useLimit", card: p.card.name, loc };
    case "notLegalTarget": {
      if (!isYou(subject)) return unsupported("another player's target legality", subject?.range ?? p.range);
      const names = p.cards.map((c) => c.name ?? unsupported("a kind of card as 合法目标", c.range));
      return { value: "notLegalTarget", cards: names, loc };
    }
    case "noDistanceLimit": {
      if (!isYou(subject)) return unsupported("another player's distance limits", subject?.range ?? p.range);
      const c = p.card;
      const category = c.subtype ?? c.category ?? c.name;
      if (!category) return unsupported("this card kind", c.range);
      return { value: "noDistanceLimit", category, loc };
    }
    default:
      return unsupported(`"${p.op}" in a skill without a timing (a state skill takes modifiers only)`, p.range);
  }
}
