// Values → v.* calls (seed 004 §3.4, §3.10). A term's owner defaults to the relative clause's
// head (手牌数最大的角色) or to 你; X/Y resolve to the part's definitions (（X为…）), which the
// runtime computes when the operation needing them runs (3.4.11).
import type { NounPhrase, Value } from "../../grammar/syntax.ts";
import { call, list, num, str, type X } from "../ir.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./refuse.ts";
import { requireEvent, YOU } from "./scope.ts";
import { cards, cardsRef, damageRef, markCountOf, markName, phaseOf, playerRef, players, playerSet, targetRef } from "./nouns.ts";
import { condition, clauseAsTest } from "./conditions.ts";

/** The player a value term is about: its owner slot, else the head being described, else 你. */
function ownerOf(np: unknown, ctx: Ctx): X {
  if (np && typeof np === "object" && (np as NounPhrase).kind === "np") return players(np as NounPhrase, { ...ctx, mode: "state" }).x;
  if (ctx.scope.gap?.noun === "player") return ctx.scope.gap.x;
  return YOU;
}

export function value(v: Value, ctx: Ctx): X {
  switch (v.kind) {
    case "int":
      return call("v.int", { n: num(v.n) });
    case "var": {
      if (!ctx.scope.vars.has(v.name)) refuse(v.span, `${v.name} is never defined: write what it is, e.g. （${v.name}为你已损失的体力值） (3.4.11)`, "E-UNDEFINED-VARIABLE");
      const inline = ctx.scope.inlineDefs.get(v.name);
      if (inline) {
        ctx.scope.inlineDefs.delete(v.name); // (X为X+1 would not end)
        try {
          return value(inline, ctx.mode === "act" ? { ...ctx, performer: ctx.actor } : ctx);
        } finally {
          ctx.scope.inlineDefs.set(v.name, inline);
        }
      }
      const x = call("v.var", { name: str(v.name) });
      // 令额定摸牌数-X并选择等量的角色（X∈[1,…]）: 等量 after a chosen X is X.
      if (ctx.scope.chosenVars.has(v.name)) ctx.scope.lastCount = x;
      return x;
    }
    case "binary": {
      const fn = { "+": "v.add", "-": "v.sub", "*": "v.mul", "/": "v.div" }[v.op];
      return call(fn, { a: value(v.a, ctx), b: value(v.b, ctx) });
    }
    case "call":
      return call(`v.${v.fn}`, { args: list(v.args.map((a) => value(a, ctx))) });
    case "half":
      return call("v.half", { of: value(v.of, ctx) });
    case "sum":
      return sumOf(v.of, ctx, v.span);
    case "diff":
      return call("v.diff", { of: valueFn(v.of, ctx) });
    case "pair":
      // 3.4.12: <X>与<Y>之差 is |X-Y|.
      return v.op === "sum" ? call("v.add", { a: value(v.a, ctx), b: value(v.b, ctx) }) : call("v.absDiff", { a: value(v.a, ctx), b: value(v.b, ctx) });
    case "count":
      return call("v.count", { of: countable(v.of, ctx) });
    case "term":
      return term(v, ctx);
  }
}

/** <value>之差 over the players described: the value as a function of each of them. */
function valueFn(v: Value, ctx: Ctx): X {
  const cand = call("p.cand", { depth: num(ctx.depth + 1) });
  const inner: Ctx = { ...ctx, scope: ctx.scope.withGap("player", cand), depth: ctx.depth + 1 };
  return call("f.value", { depth: num(ctx.depth + 1), value: value(v, inner) });
}

/** 以此法获得的牌的点数之和, 造成过的伤害值之和. */
function sumOf(v: Value, ctx: Ctx, span: Value["span"]): X {
  if (v.kind === "term" && v.row === "rank") {
    const of = v.slots.of as NounPhrase | undefined;
    // 任意数量的点数之和不大于13的牌: a test of the set chosen, not of each card — not read yet.
    if (!of) return refuse(span, "点数之和 of which cards? Write them (以此法获得的牌的点数之和); a bound on the sum of the cards chosen is not supported yet");
    return call("v.rankSum", { of: cards(of, { ...ctx, mode: "state" }).x });
  }
  if (v.kind === "term" && v.row === "damageSum") return term(v, ctx);
  return refuse(span, "之和 of this value is not supported");
}

function countable(np: NounPhrase, ctx: Ctx): X {
  const state: Ctx = { ...ctx, mode: "state" };
  switch (np.noun) {
    case "player":
      return np.ref ? playerRef(np, state).x : playerSet(np, state).x;
    case "card":
      if (np.ref || np.physical) return cardsRef(np, state).x;
      // 手牌数最大的角色: an ownerless count in a description of players is the described player's (3.5.4).
      return cards(np, state, !np.owner && ctx.scope.gap?.noun === "player" ? { owner: ctx.scope.gap.x } : {}).x;
    case "phase":
      return call("ph.set", { phase: phaseOf(np, state) });
    case "target":
      return targetRef(np, state);
    case "mark": {
      // 3.3.18 ◆: “X” of 仓廪/府库 are counted there (“辎”数).
      const area = np.name ? ctx.names.publicPiles?.get(np.name) : undefined;
      if (area) return call("v.count", { of: call("c.publicPile", { area: str(area), name: str(markName(np)) }) });
      return markCountOf(np, YOU, state);
    }
    default:
      return refuse(np.span, "counting “{text}” is not supported");
  }
}

function term(v: Extract<Value, { kind: "term" }>, ctx: Ctx): X {
  const s = v.slots;
  const state: Ctx = { ...ctx, mode: "state" };
  switch (v.row) {
    case "maxHp":
    case "hp":
    case "lostHp":
    case "armor":
    case "handLimit":
    case "handCount":
    case "attackRange":
      return call(`v.${v.row}`, { of: ownerOf(s.of, state) });
    case "drawCount":
    case "drawCountBefore":
      return call(`v.${v.row}`, { of: ownerOf(s.of, state) });
    case "distance": {
      const from = distanceFrom(v, state);
      const to = s.to ? players(s.to as NounPhrase, state).x : ctx.scope.gap?.noun === "player" ? ctx.scope.gap.x : refuse(v.span, "距离 to whom? (3.4.9)");
      return call("v.distance", { from, to });
    }
    case "weaponRange":
      return call("v.weaponRange", { of: cardsRef(s.of as NounPhrase, state).x });
    case "damageValue":
      return call("v.damageValue", s.of ? { of: damageRef(s.of as NounPhrase, state) } : {});
    case "loseHpValue":
    case "recoverValue": {
      // The event in scope; a player named must be the one it is of (你此次回复的体力值).
      const loseHp = v.row === "loseHpValue";
      requireEvent(ctx.scope, loseHp ? "loseHp" : "recover", v.span, loseHp ? "失去的体力值" : "回复的体力值");
      return call(`v.${v.row}`, s.of ? { of: players(s.of as NounPhrase, state).x } : {});
    }
    case "factionCount":
    case "playerCount":
    case "seatCount":
      return call(`v.${v.row}`);
    case "targetCount":
      return call("v.targetCount", { of: cardsRef(s.of as NounPhrase, state).x });
    case "rank":
      // 点数小于5的牌: without its card, the card the relative clause describes.
      if (!s.of) return ctx.scope.gap?.noun === "card" ? call("v.rank", { of: ctx.scope.gap.x }) : refuse(v.span, "点数 of which card? (3.4.22)");
      return call("v.rank", { of: cardsRef(s.of as NounPhrase, state).x });
    case "markCount": {
      const np = s.mark as NounPhrase;
      // 3.3.18 ◆: “X” put into 仓廪/府库 are counted there (“辎”数); no player owns them.
      const area = np.name ? ctx.names.publicPiles?.get(np.name) : undefined;
      if (area) {
        const name = markName(np);
        if (s.of) return refuse((s.of as NounPhrase).span, `“${name}” are cards of a public zone (3.3.18 ◆): no player owns them`);
        return call("v.count", { of: call("c.publicPile", { area: str(area), name: str(name) }) });
      }
      if (s.of && np.owner) return refuse(np.span, "“{text}” names the mark's owner twice");
      return markCountOf(np, s.of ? ownerOf(s.of, state) : YOU, state);
    }
    case "activations":
      return call("v.activations", { who: ownerOf(s.who, state), ...(s.period ? { period: periodOf(s.period, state) } : {}), beforeThis: { k: "bool", b: s.beforeThis !== undefined } });
    case "damageSum":
      return call("v.damageSum", {
        who: ownerOf((s.who ?? s.whom) as NounPhrase, state),
        side: str(s.whom ? "victim" : "source"),
        ...(s.period ? { period: periodOf(s.period, state) } : {}),
      });
    case "before": {
      const act = clauseAsTest(s.act as never, state);
      return call("v.before", { event: act, value: value(s.what as Value, state) });
    }
    default:
      return refuse(v.span, "the value “{text}” is not supported yet");
  }
}

import { periodOf } from "./periods.ts";
import { clauseSubject } from "./statements.ts";

/**
 * Whose distance a 距离 term measures (3.4.9 “A距离为Lf的角色”): its <from>, else the subject of the
 * clause it is in (令所有其他角色各选择：1.对距离最近的另一名角色使用【杀】 — each chooser's), else 你.
 */
export function distanceFrom(v: Extract<Value, { kind: "term" }>, ctx: Ctx): X {
  return v.slots.from ? ownerOf(v.slots.from, { ...ctx, mode: "state" }) : (clauseSubject(ctx) ?? YOU);
}
export { condition };
