// Skill lines → IR: tags, and per part its handler kind (trigger at a timing point, active
// 出牌阶段[限X次], or state modifiers), condition, 可, costs ▶ effects.
import type { CardFilterAst, NounPhraseAst, PartAst, PredicateAst, SkillAst } from "../../grammar/ast.ts";
import type { SkillTag } from "../../runtime/index.ts";
import type { ModifierIR, PartIR, SkillIR } from "../ir.ts";
import { lowerCondition } from "./conditions.ts";
import { OpSequence } from "./effects.ts";
import { locOf } from "./loc.ts";
import { timingScope, type ClauseScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

/** `name`: the skill's name (an unnamed equipment skill is named after its card). */
export function lowerSkill(skill: SkillAst, name: string, file: string): SkillIR {
  const tags = new Set<SkillTag>(skill.tags.map((t) => t.tag));
  const parts = skill.parts.map((p) => {
    for (const t of p.tags) tags.add(t.tag);
    return lowerPart(p, name, file);
  });
  return { name, tags: [...tags], parts, loc: locOf(skill.range, file) };
}

function lowerPart(part: PartAst, skill: string, file: string): PartIR {
  const loc = locOf(part.range, file);
  const when = part.when;
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
  const seq = new OpSequence(scope, file);
  const costs = part.costs.map((c) => seq.lower(c, part.actor));
  const effect = seq.chain(part.effects, part.actor);
  const finalCosts = costs.map((c) => seq.final(c));
  const condition = part.condition ? lowerCondition(part.condition, scope) : undefined;
  if (when.kind === "timing") {
    const t = when.timing;
    if (t.card || t.targetIs) return unsupported("a timing about a particular card", t.range);
    return {
      kind: "trigger",
      timing: t.timing,
      subject: t.subject,
      optional: part.optional,
      ...(condition ? { condition } : {}),
      costs: finalCosts,
      effect,
      loc,
    };
  }
  return {
    kind: "active",
    phase: "play",
    ...(when.limitPerPhase !== undefined ? { limitPerPhase: when.limitPerPhase } : {}),
    ...(condition ? { condition } : {}),
    costs: finalCosts,
    effect,
    loc,
  };
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
      const names = p.cards.map((c) => c.name ?? unsupported("a kind of card as 合法目标", c.range));
      return { value: "notLegalTarget", cards: names, loc };
    }
    case "noDistanceLimit": {
      const c = p.card;
      const category = c.subtype ?? c.category ?? c.name;
      if (!category) return unsupported("this card kind", c.range);
      return { value: "noDistanceLimit", category, loc };
    }
    default:
      return unsupported(`"${p.op}" in a skill without a timing (a state skill takes modifiers only)`, p.range);
  }
}
