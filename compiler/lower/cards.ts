// Card faces → card({…}) calls: 使用时机 (出牌阶段[限一次] or a timing point), 使用目标 (the
// rule's count, its target restriction rules and its distance restriction rules, 4.2.2
// 专题四), 作用效果 (run for each target, 4.2.4 循环点B), 执行动作 and 重铸时机.
import type { CardSyntax, Source } from "../../grammar/pack.ts";
import type { NounPhrase, Restriction } from "../../grammar/syntax.ts";
import type { UseTargetSyntax, UseWindowSyntax } from "../../grammar/rules/parts.ts";
import { bool, call, int, list, NULL, num, str, type X } from "../ir.ts";
import type { Ctx, Names } from "./context.ts";
import { refuse } from "./refuse.ts";
import { Scope, YOU } from "./scope.ts";
import { candidate, countOf, restrictionsOf, virtualCard } from "./nouns.ts";
import { condition } from "./conditions.ts";
import { withDefs } from "./parts.ts";
import { eventOfTiming, timingOf } from "./timings.ts";

/** A card's own name and the card names its 使用时机/使用目标 text mentions (【闪】: 【杀】). */
function cardNamesOf(own: string, texts: readonly string[]): ReadonlySet<string> {
  return new Set([own, ...texts.flatMap((t) => [...t.matchAll(/【([^】]+)】/gu)].map((m) => m[1]))]);
}

function cardCtx(src: Source, names: Names, name: string): Ctx {
  return { scope: new Scope([], { name }, "c"), src, actor: YOU, mode: "act", names, depth: 0 };
}

function windowOf(w: UseWindowSyntax, ctx: Ctx): X {
  if (w.kind === "play") return call("window.play", w.limit ? { limit: call("limit", { per: str(w.limit.per), times: num(w.limit.times) }) } : {});
  const on = w.when.timings.map((t) => timingOf(t.timing, ctx, t.cond));
  return call("window.at", { on: list(on), ...(w.cond ? { cond: condition(w.cond, { ...ctx, mode: "state" }) } : {}) });
}

/** Is this restriction a distance restriction rule (攻击范围内, 距离为1, 4.2.2 专题四)? */
function isReach(r: Restriction): boolean {
  if (r.kind !== "rel") return false;
  const c = r.clause;
  if (c.kind === "is" && (c.what as NounPhrase).ref === "inRangeOf") return true;
  if (c.kind === "compare" && c.a && (c.a as { kind: string; row?: string }).kind === "term" && (c.a as { row?: string }).row === "distance") return true;
  return false;
}

function targetRule(t: UseTargetSyntax, ctx: Ctx): X {
  const np = t.target;
  if (np.noun === "card") return call("targets.card", {});
  // 使用目标：你 / 已受伤的你 — 你 is the target's relation to the user, a distance restriction rule (000
  // 4.2.2 专题四, ◎ 〖巧说〗: 令已受伤的蔡夫人也成为此【桃】的目标); the rest are target restriction rules.
  const you = call("f.player", { depth: num(1), test: call("q.same", { a: candidate("player", 1), b: YOU }) });
  if (np.ref === "you" && np.restrictions.length === 0) return call("targets.players", { min: int(1), max: int(1), legal: call("f.player", { depth: num(1), test: call("q.true") }), relation: you });
  const reach = np.restrictions.filter(isReach);
  const legal = np.restrictions.filter((r) => !isReach(r));
  const legalNp: NounPhrase = { ...np, restrictions: legal };
  const reachNp: NounPhrase = { ...np, restrictions: reach, except: undefined };
  let legalTest: X[] = restrictionsOf(legalNp, ctx, "player");
  const reachTest = reach.length > 0 ? restrictionsOf(reachNp, ctx, "player") : [];
  const count = np.ref === "you" ? { min: int(1), max: int(1), all: false } : countOf(np.quantity, ctx, np.span, false);
  const and = (xs: X[]) => (xs.length === 0 ? call("q.true") : xs.length === 1 ? xs[0] : call("q.and", { items: list(xs) }));
  if (np.label) ctx.scope.labels.set(np.label, call("p.event", { field: str("targetPlayer") }));
  let paired: X = NULL;
  if (t.paired) {
    const pctx: Ctx = { ...ctx, depth: 0 };
    const pnp = t.paired;
    if (pnp.label) ctx.scope.labels.set(pnp.label, call("p.paired"));
    paired = call("f.player", { depth: num(1), test: and(restrictionsOf(pnp, pctx, "player")) });
  }
  return call("targets.players", {
    min: count.min,
    max: count.all ? NULL : (count.max ?? NULL),
    legal: call("f.player", { depth: num(1), test: and(legalTest) }),
    ...(reachTest.length > 0 ? { reach: call("f.player", { depth: num(1), test: and(reachTest) }) } : {}),
    ...(np.ref === "you" ? { relation: you } : {}),
    ...(paired !== NULL ? { paired } : {}),
  });
}

export function lowerCard(card: CardSyntax, names: Names, skillRefs: readonly X[]): X {
  const uses: X[] = [];
  const windows = card.windows?.value ?? [];
  const targets = card.targets?.value ?? [];
  const effects = card.effects ?? [];
  if (card.windows && card.targets && effects.length > 0) {
    const n = Math.max(windows.length, targets.length, effects.length);
    for (const [what, len] of [
      ["使用时机", windows.length],
      ["使用目标", targets.length],
      ["作用效果", effects.length],
    ] as const) {
      if (len !== 1 && len !== n) refuse({ from: 0, to: 0 }, `${what} has ${len} alternatives but the card has ${n}: “/” alternatives pair up one to one (3.5.10)`, "E-USE-PAIRING");
    }
    for (let i = 0; i < n; i++) {
      const w = windows[windows.length === 1 ? 0 : i];
      const t = targets[targets.length === 1 ? 0 : i];
      const e = effects[effects.length === 1 ? 0 : i];
      const wctx = cardCtx(card.windows.source, names, card.name.name);
      const tctx = cardCtx(card.targets.source, names, card.name.name);
      const ectx = cardCtx(e.source, names, card.name.name);
      ectx.scope.events = new Set(["use"]);
      ectx.scope.cardNames = cardNamesOf(card.name.name, [card.windows?.source.text ?? "", card.targets?.source.text ?? ""]);
      const target = targetRule(t, tctx);
      for (const [k, v] of tctx.scope.labels) ectx.scope.labels.set(k, v);
      ectx.scope.mentionPlayer({ x: call("p.event", { field: str("targetPlayer") }), single: true, you: false });
      uses.push(call("use", { when: windowOf(w, wctx), targets: target, effect: withDefs(e.value, ectx) }));
    }
  }
  const actions = (card.actions?.value ?? []).map((a) => {
    const actx = cardCtx(card.actions!.source, names, card.name.name);
    actx.scope.events = new Set(["use", ...a.when.timings.map((t) => eventOfTiming(t.timing.row))]);
    actx.scope.cardNames = cardNamesOf(card.name.name, [card.windows?.source.text ?? "", card.targets?.source.text ?? ""]);
    return call("action", { on: list(a.when.timings.map((t) => timingOf(t.timing, actx, t.cond))), body: withDefs(a.body, actx) });
  });
  const recast = card.recast ? list(card.recast.value.map((w) => windowOf(w, cardCtx(card.recast!.source, names, card.name.name)))) : undefined;
  return call("card", {
    name: str(card.name.name),
    ...(card.kind ? { kind: str(card.kind) } : {}),
    category: str(card.category),
    ...(card.subtype ? { subtype: str(card.subtype) } : {}),
    ...(card.attackRange !== null ? { attackRange: num(card.attackRange) } : {}),
    uses: list(uses),
    ...(actions.length > 0 ? { actions: list(actions) } : {}),
    ...(recast ? { recast } : {}),
    skills: list([...skillRefs]),
    line: num(card.line),
  });
}

export { virtualCard, bool };
