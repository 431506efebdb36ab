// Timing clauses → at({ timing, match }) calls: the catalogue row the text names and a test of
// that timing point's event built from the row's slots (当你受到伤害后: the damage's victim is
// the owner; 当其他角色的牌因弃置而移至弃牌堆后❷: cards of other players, moved by discarding,
// to the discard pile). Players the timing names become referents (其).
import type { Adverbial, Condition, NounPhrase, TimingMatch, Word } from "../../grammar/syntax.ts";
import { timingRow } from "../../runtime/timing/catalogue.ts";
import { bool, call, list, num, str, type X } from "../ir.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./refuse.ts";
import { eventPlayer, YOU } from "./scope.ts";
import { cardTest, cardsRef, candidate, restrictionsOf, virtualCard } from "./nouns.ts";
import { condition } from "./conditions.ts";
import { duringOf } from "./periods.ts";
import { value } from "./values.ts";

const and = (items: X[]): X => (items.length === 0 ? call("q.true") : items.length === 1 ? items[0] : call("q.and", { items: list(items) }));

/** A player slot of a timing: a test of the event field it names. */
function playerSlot(field: string, np: NounPhrase, ctx: Ctx, tests: X[]): { you: boolean } {
  const ev = eventPlayer(field);
  if (np.items) {
    // 当你的上家或下家进入濒死状态时: the event's player is one of those listed.
    tests.push(call("q.in", { who: ev, set: nouns.playerSet(np, { ...ctx, mode: "state" }).x }));
    ctx.scope.mentionPlayer({ x: ev, single: true, you: false });
    return { you: false };
  }
  if (np.ref === "you" && np.restrictions.length === 0) {
    tests.push(call("q.same", { a: ev, b: YOU }));
    return { you: true };
  }
  if (np.ref) {
    // 其/该角色 in a delayed timing: the player named before.
    const { playerRef } = nouns;
    tests.push(call("q.same", { a: ev, b: playerRef(np, ctx).x }));
    return { you: false };
  }
  const depth = ctx.depth + 1;
  const filter = and(restrictionsOf(np, { ...ctx, mode: "state" }, "player"));
  if (filter.k !== "call" || filter.fn !== "q.true") tests.push(call("q.with", { who: ev, filter: call("f.player", { depth: num(depth), test: filter }) }));
  ctx.scope.mentionPlayer({ x: ev, single: true, you: false });
  return { you: false };
}

import * as nouns from "./nouns.ts";

/** A card slot of a use/need/play timing: a test of the event's card. */
function cardSlot(np: NounPhrase, ctx: Ctx, tests: X[]): void {
  const card = call("c.event", { field: str("card") });
  if (np.ref) {
    const r = cardsRef(np, { ...ctx, mode: "state" });
    tests.push(call("q.sameCard", { a: card, b: r.x }));
    return;
  }
  const depth = ctx.depth + 1;
  tests.push(call("q.cardWith", { card, filter: call("f.card", { depth: num(depth), test: cardTest(np, { ...ctx, mode: "state" }, depth) }) }));
  ctx.scope.mentionCards({ x: card, single: true, ...(np.head === "named" && np.name ? { name: np.name } : {}), ...(np.head ? { head: np.head } : {}) });
  // 异性角色使用的【杀】: the user described is named too (其需弃置一张手牌 after it is that user, 3.5.21).
  for (const r of np.restrictions) {
    const clause = r.kind === "rel" ? (r.clause as unknown as { clause?: { match: { row: string }; subject: NounPhrase | null } }).clause : undefined;
    const subject = clause?.subject;
    if (clause && (clause.match.row === "use" || clause.match.row === "play") && subject?.noun === "player" && subject.ref !== "you") {
      ctx.scope.mentionPlayer({ x: call("p.userOf", { card }), single: true, you: false });
    }
  }
}

const isWord = (v: unknown): v is Word => (v as Word)?.kind === "word";

/** The kind of event a timing row belongs to (phase.this.* rows are a phase's). */
export function eventOfTiming(id: string): string {
  return id.startsWith("phase.this.") ? "phase" : timingRow(id).event;
}

export function timingOf(t: TimingMatch, ctx: Ctx, cond: Condition | null): X {
  const phaseThis = t.row.startsWith("phase.this.");
  const row = phaseThis ? null : timingRow(t.row);
  const tests: X[] = [];
  let subjectYou: string | null = null;
  let per: string | null = null;
  let next = false;
  const s = t.slots;
  // In the order written: a player named first is the one 另一名 is other than (当一名其他角色受到另一名其他角色造成的伤害时).
  const at = (v: unknown) => (v as { span?: { from: number } }).span?.from ?? Number.MAX_SAFE_INTEGER;
  for (const [name, v] of Object.entries(s).sort(([, a], [, b]) => at(a) - at(b))) {
    if (isWord(v)) {
      // 此判定 / 此回合 (3.5.32-like 此): the event this activation is about, or started.
      if (name === "this") tests.push(call("q.thisEvent"));
      // 此回合的<阶段>: a phase of the turn the activation is about.
      else if (name === "thisTurn") tests.push(call("q.inThisTurn"));
      // 指定第一个目标后 (4.2.4 案例1): the first target this per-target timing is generated for.
      else if (name === "first") tests.push(call("q.firstOfLoop"));
      // 其下回合 (tested last, after whose turn it is): that player's first turn begun after this.
      else if (name === "next") next = true;
      // 因弃置或获得而: either reason (the second is read with the first).
      else if (name === "orReason") continue;
      else if (name === "reason" && isWord(s.orReason)) tests.push(call("q.or", { items: list([v, s.orReason].map((r) => call("q.eventIs", { field: str(name), value: str(r.row) }))) }));
      else tests.push(call("q.eventIs", { field: str(name), value: str(v.row) }));
      continue;
    }
    const np = v as NounPhrase;
    if (np.kind !== "np") {
      if (name === "n") {
        // 受到1点伤害后, 失去1点体力后 (4.2.12 注意): one chance per point.
        per = "point";
        continue;
      }
      continue;
    }
    switch (np.noun) {
      case "player": {
        // An event of several parties (catalogue `parties`: 4.2.8 拼点, 3.5.61 议事): 你的拼点 is one 你
        // takes part in (拼点结果确定后: as the initiator or the pair's target), not only one 你 started.
        if (row?.parties && name === row.subject && np.ref === "you" && np.restrictions.length === 0) {
          tests.push(call("q.isParty"));
          subjectYou = name;
          break;
        }
        // 当两名其他角色的拼点结果确定后: the parties themselves, so many, each as described; 这两名角色 names them.
        if (row?.parties && name === row.subject && !np.ref && np.quantity?.kind === "exactly") {
          const depth = ctx.depth + 1;
          const filter = and(restrictionsOf(np, { ...ctx, mode: "state" }, "player"));
          tests.push(call("q.parties", { n: value(np.quantity.n, { ...ctx, mode: "state" }), filter: call("f.player", { depth: num(depth), test: filter }) }));
          ctx.scope.mentionPlayer({ x: call("p.parties"), single: false, you: false });
          break;
        }
        const r = playerSlot(name, np, ctx, tests);
        if (r.you && (name === row?.subject || (row?.subject === "owner" && (name === "loser" || name === "gainer")))) subjectYou = name;
        if (row?.event === "move" && (name === "loser" || name === "gainer")) tests.push(call("q.moveSide", { side: str(name === "loser" ? "lose" : "gain"), who: eventPlayer(name) }));
        break;
      }
      case "card": {
        if (row?.event === "move" || row?.event === "judge") {
          const depth = ctx.depth + 1;
          // (A region restriction, 装备区里的牌, already tests this; the head 手牌 does not.)
          const named = np.head === "handCard" && !np.restrictions.some((r) => r.kind === "region") ? ["hand"] : null;
          // 失去手牌: the cards left that region (q.inRegion reads a move's from-zone).
          const test = and([cardTest(np, { ...ctx, mode: "state" }, depth), ...(named ? [call("q.inRegion", { card: call("c.cand", { depth: num(depth) }), regions: list(named.map(str)) })] : [])]);
          const owner = np.owner ? nouns.playerSet(np.owner, { ...ctx, mode: "state" }).x : null;
          tests.push(call("q.movedCards", { filter: call("f.card", { depth: num(depth), test }), ...(owner ? { owner } : {}), ...(np.head === "judgementCard" ? { judgement: bool(true) } : {}) }));
          if (np.quantity?.kind === "exactly") per = "card";
          if (np.owner) ctx.scope.mentionPlayer({ x: call("p.moveOwner"), single: true, you: false });
          ctx.scope.mentionCards({ x: call("c.event", { field: str("cards") }), single: false });
        } else cardSlot(np, ctx, tests);
        break;
      }
      case "damage": {
        if (np.quantity?.kind === "exactly") per = "point";
        const depth = ctx.depth + 1;
        const f = restrictionsOf(np, { ...ctx, mode: "state" }, "damage");
        if (f.length > 0) tests.push(call("q.damageWith", { filter: call("f.damage", { depth: num(depth), test: and(f) }) }));
        break;
      }
      case "zone":
        tests.push(call("q.moveTo", { zone: nouns.zoneOf(np, { ...ctx, mode: "state" }) }));
        break;
      case "target": {
        const depth = ctx.depth + 1;
        const f = restrictionsOf(np, { ...ctx, mode: "state" }, "player");
        if (np.restrictions.length > 0) tests.push(call("q.targetWith", { filter: call("f.player", { depth: num(depth), test: and(f) }) }));
        break;
      }
      case "skill":
        tests.push(call("q.eventSkill", { skill: nouns.skillsOf(np, ctx) }));
        break;
      case "mark":
        tests.push(call("q.eventMark", { name: str(nouns.markName(np)) }));
        break;
      default:
        refuse(np.span, "“{text}” in this timing is not supported");
    }
  }
  // 3.6.2 ◆ (and 3.6.1 for turns): a timing that names no one's phase or turn (准备阶段开始时) is the
  // skill owner's own; 此回合 names the turn in scope instead.
  if (row && (row.event === "phase" || row.event === "turn") && s.player === undefined && s.this === undefined && s.thisTurn === undefined) {
    tests.push(call("q.same", { a: eventPlayer("player"), b: YOU }));
    subjectYou ??= "player";
  }
  if (next) tests.push(call("q.nextTurn"));
  // 此目标 (3.5.32): at a timing about one target, its player is named (其 in 〖青釭剑〗).
  // When that player is 你 (当你成为异性角色使用的【杀】的目标后), 其 is not it but the other player named (the user).
  if (row?.exposes.includes("此目标")) ctx.scope.mentionPlayer({ x: call("p.targetOf", { target: call("t.current") }), single: true, you: subjectYou === "target" });
  for (const a of t.adverbials) tests.push(adverbialTest(a, ctx));
  if (cond) tests.push(condition(cond, { ...ctx, mode: "state" }));
  // 当你需要使用【闪】时: the card named in the need event.
  return call("at", {
    timing: str(t.row),
    match: and(tests),
    ...(subjectYou ? { subject: str(subjectYou) } : {}),
    ...(per ? { per: str(per) } : {}),
  });
}

/** An adverbial of a timing clause as a test of the event. */
function adverbialTest(a: Adverbial, ctx: Ctx): X {
  switch (a.row) {
    case "during":
      return duringOf(a, { ...ctx, mode: "state" });
    case "throughEffect": {
      const slots = (a as unknown as { slots: Record<string, NounPhrase> }).slots;
      if (slots.by) {
        const depth = ctx.depth + 1;
        return call("q.throughCard", { filter: call("f.card", { depth: num(depth), test: cardTest(slots.by, { ...ctx, mode: "state" }, depth) }) });
      }
      return call("q.throughSkill", { skill: nouns.skillsOf(slots.skill, ctx) });
    }
    case "byActivating": {
      const slots = (a as unknown as { slots: Record<string, NounPhrase> }).slots;
      return call("q.viaSkill", { skill: nouns.skillsOf(slots.skill, ctx) });
    }
    default:
      return refuse(a.span, "“{text}” in a timing is not supported");
  }
}

export { virtualCard, value, candidate };
