// Timing details shared by trigger parts and （→） delayed clauses: 因执行<X>使用的【杀】的效果而
// (the event's channel card and its user, 3.5.23), the object of 对一名角色造成伤害时, and the
// scope of a delayed clause (于此回合内, 4.1.1.6 ends at 回合结束前❼).
import type { CauseAst, NounPhraseAst, TimingAst } from "../../../grammar/legacy/ast.ts";
import type { Faction } from "../../../runtime/index.ts";
import type { CandidateFilterIR, ConditionIR } from "../ir.ts";
import type { ClauseScope } from "./scope.ts";
import { timingScope } from "./scope.ts";
import { unsupported } from "./unsupported.ts";

const FACTIONS: Record<string, Faction> = { factionWei: "wei", factionShu: "shu", factionWu: "wu", factionQun: "qun" };

/** 因执行<user>使用的【杀】或【决斗】的效果而: a damage/recover timing's channel card and its user. */
export function causeCondition(cause: CauseAst, t: TimingAst): ConditionIR {
  const event = timingScope(t.timing)?.event;
  if (event !== "damage" && event !== "recover") return unsupported("因执行…的效果 at this timing", cause.range);
  const names = cause.cards.map((c) => c.name ?? unsupported("a kind of card in 因执行…的效果", c.range));
  return { kind: "byCardEffect", event, names, user: userFilters(cause.user) };
}

/** The card's user, relative to 你: 你, or 其他吴势力角色 (3.5.31, 3.2.6). */
function userFilters(np: NounPhraseAst): CandidateFilterIR[] {
  if (np.kind === "reference") {
    if (np.ref === "you" && np.attributes.length === 0 && !np.owner && !np.card) return [{ kind: "self" }];
    return unsupported(`the reference "${np.ref}" as a card's user`, np.range);
  }
  if (np.head.kind !== "player" || np.owner || np.regions || np.quantity) return unsupported("this description of a card's user", np.range);
  return np.attributes.map((a): CandidateFilterIR => {
    if (a.negated) return unsupported("a negated attribute of a card's user", a.range);
    if (a.id === "other") return { kind: "other" };
    const faction = FACTIONS[a.id];
    if (faction) return { kind: "faction", faction };
    return unsupported(`the attribute "${a.id}" of a card's user`, a.range);
  });
}

/** 对一名角色造成伤害时: only "一名角色" (anyone) is understood as the object. */
export function checkObject(t: TimingAst): void {
  const o = t.object;
  if (!o) return;
  const anyone =
    o.kind === "described" &&
    o.head.kind === "player" &&
    !o.owner &&
    !o.regions &&
    o.attributes.length === 0 &&
    (!o.quantity || (o.quantity.kind === "exact" && o.quantity.n.kind === "literal" && o.quantity.n.value === 1));
  if (!anyone) unsupported("this object of a timing", o.range);
}

/** The scope a delayed clause's text sees, and the conditions its timing phrase adds. */
export function delayedTiming(t: TimingAst, owner: string): { scope: ClauseScope; tests: ConditionIR[] } {
  if (t.thisEvent) {
    // 当此判定结果确定后❶: once, at the judgement this skill starts (4.2.11).
    const row = timingScope(t.timing);
    if (!row || row.event !== "judge" || t.scope || t.cause || t.object) return unsupported("this timing in a delayed effect", t.range);
    return { scope: { handler: "trigger", owner, timing: row }, tests: [{ kind: "judgeOfThisSkill" }] };
  }
  if (t.scope !== "thisTurn") return unsupported("a delayed effect without 于此回合内 (a one-shot listener)", t.range);
  if (t.card || t.targetIs || t.cards || t.moveVerb || t.perPoint) return unsupported("this timing in a delayed effect", t.range);
  const row = timingScope(t.timing);
  if (!row) return unsupported("this timing in a delayed effect", t.range);
  checkObject(t);
  const tests = t.cause ? [causeCondition(t.cause, t)] : [];
  return { scope: { handler: "trigger", owner, timing: row }, tests };
}
