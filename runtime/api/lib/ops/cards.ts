// Card operations (op.*) of seed 004 §3.8 and the card events of chapter 4: 摸 (3.8.13), 补至/弃置至
// (3.8.14–3.8.15), 弃置 (3.8.8), 获得 (3.8.20), 交给 (3.8.11), 置于牌堆顶/底 and 置入 (3.8.6), 置于武将牌上/旁
// (3.3.16–3.3.17), 扣置入处理区 (3.8.7), 展示/观看/亮出 (3.8.16–3.8.18), 交换 (3.8.19), 重铸 (3.8.5), 选择,
// 作为判定牌 and 判定 (4.2.11), 改为移至 (4.2.9), 转移 (3.5.14), 拼点 (4.2.8) and marks (4.2.25, 3.8.9).
//
// Each builder is `(x) => Op` on engine primitives, performed through `operation` (perform.ts).
// Conventions every op here follows:
// - `can` never asks anyone; `run` makes the choices (the performer's, a.actor).
// - Whole or partial (3.8.6 ◆, 3.8.8 ◆, 3.8.20 ◆): by default an op must be done in full (a cost,
//   a sole effect, the effect left of ▷, the only doable option, or a 可 effect); with
//   `partial: true` (any other effect) it is done as far as possible: min{能操作的数, X}.
//   (3.8.8 ◆ prints "max{…}"; its ◎ (英魂: two cards for 弃置三张) and 3.8.20 ◆ show min is meant.)
// - A choice whose bind is already set in this activation is not asked again: the lowering
//   re-emits the same choose node (same bind) for 此牌/之/这些牌.
// - Cards chosen from the draw pile are not a free choice: the whole pile as candidates means
//   牌堆顶/底的N张牌 (the first N, after reshuffling 3.8.26 if it runs short); part of the pile
//   (牌堆里的一张红色牌) means one at random among those (3.8.18 ②, 3.8.25).
// - What an op moved, showed … is recorded for 以此法 (3.5.33) under its vocabulary row id.
//
// Bindings set here (a.bound):
//   "#drawn"              CardId[]            the cards drawn by the last 摸/补至/重铸
//   "#shown"              CardId[]            the cards shown by the last 展示 (3.8.17 ◆: 此牌)
//   "#judge"              JudgeBinding        the last 判定 of this activation: player, 判定牌, reason
//   "#judgeCard"          CardId[]            [判定牌] of that judgement (the final one, after 鬼才)
//   "originalJudgeCard"   CardId[]            [原判定牌] replaced by 作为判定牌 (the name the lowering reads)
//   "#pindian"            PindianResult[]     the results of the last 拼点, one per target (4.2.8)
//   "#council"            CouncilEvent[]      the last 议事, once its result is decided (3.5.61)
//   "#gaining"            CardId[]            while a 获得 constraint is tested: the cards it would gain
import type { CardId, PlayerId, ZoneRef } from "../../../model/types.ts";
import type { JudgeEvent, VirtualCard } from "../../../model/events.ts";
import type { TargetRule } from "../../pack.ts";
import type { Act, CardsX, Ex, Op, PlayersX, ZoneDest, ZoneX } from "../act.ts";
import type { CardSpec } from "../cards.ts";
import { bindOwnerChoice, chooseCards } from "../cards.ts";
import { zoneRefFor } from "../misc.ts";
import { asActor, onePlayer, operation, peekPerformers, type OpBody } from "./perform.ts";
import { SkillCtx } from "../../skillContext.ts";
import { zoneKey, zoneOwner } from "../../../model/state.ts";
import { applying } from "../../../values/generic.ts";
import { cardFor, isLegalTarget } from "../../../values/targets.ts";
import { canReceive, editableMove } from "../../../flows/moveEdit.ts";
import { delayedTrickName, placeDelayedTrick } from "../../../flows/judgeArea.ts";
import { transferTarget } from "../../../flows/transfer.ts";
import { canPindian, type PindianResult } from "../../../flows/pindian.ts";
import type { MoveTarget } from "../../../engine/engine.ts";

/** Marks an argument names (k.marks): “name”, n of them or (null) all of them (弃所有“X”). */
export interface MarkSpec {
  readonly name: string;
  readonly n: Ex<number> | null;
  /** 至少/至多 (3.4.17): the performer chooses how many, from n up to max (null: all it has). */
  readonly upTo?: { readonly max: Ex<number> | null; readonly bind: string };
}

/** What "#judge" holds after 判定 (4.2.11): who judged, the final 判定牌 and why. */
export interface JudgeBinding {
  readonly player: PlayerId;
  readonly card: CardId;
  readonly reason: string;
  /** 判定结果: the card's information at 判定结果确定时 (4.2.11). */
  readonly result?: VirtualCard;
}

export type { PindianResult };

// ---------------------------------------------------------------- helpers

/**
 * The choices the performers of one run of an op made (各, 3.5.36): each performer chooses anew
 * (a bind set by the one before is not reused), and afterwards each bind holds all of them, in
 * order (这些牌). A bind set before the op ran (此牌 of an earlier step) is reused as it is.
 */
type Scope = NonNullable<Act["opScopes"]>[number];

function bindChoice(a: Act, name: string, values: readonly unknown[]): void {
  a.bound.set(name, [...values]);
  const stack = a.opScopes;
  const scope = stack?.[stack.length - 1];
  if (scope) scope.made.set(name, [...(scope.made.get(name) ?? []), ...values]);
}

/** Before the next performer: the choices of the ones before are theirs, not its. */
function fresh(a: Act): void {
  const stack = a.opScopes;
  const scope = stack?.[stack.length - 1];
  if (scope) for (const name of scope.made.keys()) a.bound.delete(name);
}

function inScope<T>(a: Act, f: () => T): T {
  const stack = (a.opScopes ??= []);
  const scope: Scope = { made: new Map() };
  stack.push(scope);
  try {
    return f();
  } finally {
    stack.pop();
    const outer = stack[stack.length - 1];
    for (const [name, values] of scope.made) {
      a.bound.set(name, values);
      if (outer) outer.made.set(name, [...(outer.made.get(name) ?? []), ...values]);
    }
  }
}

/** `operation` (perform.ts) with the choices scoped per performer. */
function perform(name: string, who: PlayersX, body: OpBody): Op {
  const op = operation(name, who, {
    can: (a, q) => {
      fresh(a);
      return body.can ? body.can(a, q) : true;
    },
    // operation() asks can(a, q) before each performer's run: that is where its choices start afresh.
    run: (a, q) => body.run(a, q),
  });
  // `who` stays on the op: 需 (statements.ts `unless`) asks its performer, not the skill's owner.
  return { name, who, can: op.can, run: (a) => inScope(a, () => op.run(a)) };
}

const alive = (a: Act, q: PlayerId): boolean => a.engine.state.players[q]?.alive ?? false;

const purposeOf = (a: Act, row: string, at?: string): string => (at ? `${a.skill}:${row}@${at}` : `${a.skill}:${row}`);

/** How an op picks its cards: which it may operate on, and whether it may do part of X. */
interface Pick {
  readonly usable?: (card: CardId) => boolean;
  readonly partial?: boolean;
}

/**
 * 3.1.7 ◆: an equipment card the part's later costs rely on (its distance or range) cannot be
 * moved as a cost (statements.ts canPayAll names them while the costs are paid).
 */
const usableOf = (pick: Pick, a?: Act) => {
  const relied = (a?.paying ?? 0) > 0 ? ((a!.bound.get("#costRelied") as readonly CardId[] | undefined) ?? []) : [];
  const base = pick.usable ?? (() => true);
  return relied.length === 0 ? base : (c: CardId) => !relied.includes(c) && base(c);
};

/** Is the card in one of its owner's regions (3.3.15 手牌区、装备区、判定区)? */
function inRegions(a: Act, card: CardId): boolean {
  return zoneOwner(a.engine.state.zone(card)) !== null;
}

/**
 * Do these candidates name the draw pile? "top": all of it, in the selector's order (牌堆顶 or
 * 牌堆底 first); "random": only some of its cards (牌堆里的一张……牌, 3.8.25); null: not the pile.
 */
function pileSource(a: Act, candidates: readonly CardId[]): "top" | "random" | null {
  if (candidates.length === 0) return null;
  if (!candidates.every((c) => a.engine.state.zone(c).kind === "drawPile")) return null;
  return candidates.length === a.engine.state.drawPile.length ? "top" : "random";
}

/** How many cards a choice takes: min..max; a range is the chooser's to fix (至多N张牌堆顶的牌). */
function countOf(a: Act, chooser: PlayerId, min: number, max: number | null, purpose: string): number {
  if (max === null || max <= min) return min;
  const options: string[] = [];
  for (let n = min; n <= max; n++) options.push(String(n));
  return min + a.engine.ask.option(chooser, options, purpose);
}

function chooserOf(a: Act, what: CardsX | PlayersX): PlayerId {
  return what.choice?.chooser?.peek(a)[0] ?? a.actor;
}

function boundCards(a: Act, name: string): CardId[] | null {
  const v = a.bound.get(name);
  return Array.isArray(v) ? (v as CardId[]) : null;
}

/** Whether `pick` of `what` could be done now (never asks). */
function canPick(a: Act, what: CardsX, pick: Pick): boolean {
  const usable = usableOf(pick);
  const ch = what.choice;
  if (ch) {
    const bound = boundCards(a, ch.bind);
    if (bound) return pick.partial ? bound.some(usable) : bound.length > 0 && bound.every(usable);
    const min = Math.max(ch.min(a), 1);
    const all = what.peek(a);
    const src = pileSource(a, all);
    if (src === "top") {
      const total = a.engine.state.drawPile.length + a.engine.state.discardPile.length;
      return pick.partial ? total > 0 : total >= min;
    }
    const n = all.filter(usable).length;
    return pick.partial ? n > 0 : n >= min;
  }
  // 牌堆顶的X张牌 / 牌堆里的第X张牌 with too few cards in the pile: there after 洗牌 (3.8.26) if the
  // discard pile makes up the difference.
  const depth = what.pileDepth?.(a, pick.partial === true);
  if (depth !== undefined && a.engine.state.drawPile.length < depth) return depth > 0 && a.engine.state.drawPile.length + a.engine.state.discardPile.length >= depth;
  const all = what.peek(a);
  const ok = all.filter(usable);
  // 3.8.23: 所有……牌 with none of them cannot be done; in full, every one must be operable.
  return pick.partial ? ok.length > 0 : all.length > 0 && ok.length === all.length;
}

/**
 * The cards `what` names, choosing now if it is a choice (by its chooser, 3.3.6 for another's
 * hand); null when the op cannot be done (too few, declined).
 */
function pickCards(a: Act, what: CardsX, purpose: string, pick: Pick): CardId[] | null {
  const usable = usableOf(pick, a);
  const ch = what.choice;
  if (!ch) {
    const got = what.get(a, purpose);
    if (got === null) return null;
    const ok = got.filter(usable);
    if (!pick.partial && ok.length < got.length) return null;
    return ok.length > 0 ? ok : null;
  }
  const bound = boundCards(a, ch.bind);
  if (bound) {
    const ok = bound.filter(usable);
    if (!pick.partial && ok.length < bound.length) return null;
    return ok.length > 0 ? ok : null;
  }
  const chooser = chooserOf(a, what);
  const min = ch.min(a);
  const max = ch.max(a);
  let candidates = what.peek(a);
  // Cards in the draw pile the chooser has looked at (3.8.16 观看) are chosen seen, not drawn blind.
  const seen = candidates.length > 0 && candidates.every((c) => a.engine.state.isVisibleTo(c, chooser));
  const src = ch.random ? "random" : seen ? null : pileSource(a, candidates);
  if (src !== null) {
    const n = countOf(a, chooser, min, max, purpose);
    let out: CardId[];
    if (src === "top") {
      // 3.8.26: the discard pile is shuffled in when the draw pile runs short.
      a.engine.ensureDrawPile(n);
      out = what.peek(a).filter(usable).slice(0, n);
    } else {
      // 3.8.25: the system picks at random among the pile's matching cards.
      out = a.engine.rng.shuffle(candidates.filter(usable)).slice(0, n);
    }
    if ((!pick.partial && out.length < n) || out.length === 0) return null;
    bindChoice(a, ch.bind, out);
    return out;
  }
  candidates = candidates.filter(usable);
  if (!pick.partial && candidates.length < min) return null;
  if (candidates.length === 0) return null;
  const lo = Math.min(min, candidates.length);
  const hi = Math.min(max ?? candidates.length, candidates.length);
  const chosen = chooseCards(a, chooser, candidates, lo, hi, purpose);
  if (chosen.length === 0 || chosen.length < lo) return null;
  bindChoice(a, ch.bind, chosen);
  bindOwnerChoice(a, what, chosen);
  return chosen;
}

/** The zones of cards now, to tell afterwards which of them moved (redirected ones count, 4.2.9 注意). */
function zonesOf(a: Act, cards: readonly CardId[]): Map<CardId, string> {
  return new Map(cards.map((c) => [c, zoneKey(a.engine.state.zone(c))]));
}

function movedSince(a: Act, before: Map<CardId, string>): CardId[] {
  return [...before].filter(([c, z]) => zoneKey(a.engine.state.zone(c)) !== z).map(([c]) => c);
}

/** Cards this activation left in the processing area are swept to the discard pile as it ends (4.2.9). */
function keep(a: Act, cards: readonly CardId[]): void {
  if (a.ctx instanceof SkillCtx) a.ctx.kept.push(...cards.filter((c) => a.engine.state.zone(c).kind === "processing"));
}

function unkeep(a: Act, card: CardId): void {
  if (!(a.ctx instanceof SkillCtx)) return;
  const i = a.ctx.kept.indexOf(card);
  if (i >= 0) a.ctx.kept.splice(i, 1);
}

/** 3.8.8 ◆: A cannot discard the cards a 不能弃置 effect names (〖鸡肋〗) — A's own choice is limited, others' is not. */
function discardable(a: Act, q: PlayerId, card: CardId): boolean {
  if (!inRegions(a, card)) return false;
  return applying(a.engine, "cannot", { player: q, op: "discard", physical: card }).length === 0;
}

/** The system performs it (系统将…): p.system(), or a performer set that names nobody and is no choice. */
function bySystem(a: Act, who: PlayersX): boolean {
  if ((who as { readonly system?: boolean }).system === true) return true;
  return !who.choice && who.peek(a).length === 0;
}

interface SysBody {
  readonly can?: (a: Act, q: PlayerId | null) => boolean;
  readonly run: (a: Act, q: PlayerId | null) => boolean;
}

/** An operation the system may perform (置入, 亮出, 作为判定牌): performer null, choices stay a.actor's. */
function systemOr(name: string, who: PlayersX, body: SysBody): Op {
  const byPlayers = perform(name, who, { ...(body.can ? { can: (a: Act, q: PlayerId) => body.can!(a, q) } : {}), run: (a, q) => body.run(a, q) });
  return {
    name,
    can: (a) => (bySystem(a, who) ? (body.can ? body.can(a, null) : true) : byPlayers.can(a)),
    run: (a) => {
      if (!bySystem(a, who)) return byPlayers.run(a);
      if (body.can && !body.can(a, null)) return false;
      return inScope(a, () => body.run(a, null));
    },
  };
}

/**
 * Players a `to` argument names: a fixed set, or a choice made now by its chooser with the
 * count clamped to [lo, hi] (交给 Y∈[1,X], 3.8.11 ◆).
 */
function pickPlayers(a: Act, to: PlayersX, purpose: string, lo: number, hi: number, fits: (p: PlayerId) => boolean = () => true): PlayerId[] | null {
  const ok = (p: PlayerId) => alive(a, p) && fits(p);
  const ch = to.choice;
  if (!ch) {
    const got = to.get(a, purpose);
    return got === null ? null : got.filter(ok);
  }
  const bound = a.bound.get(ch.bind);
  if (Array.isArray(bound)) return (bound as PlayerId[]).filter(ok);
  const candidates = to.peek(a).filter(ok);
  const min = Math.max(ch.min(a), lo);
  const max = Math.min(ch.max(a) ?? candidates.length, hi, candidates.length);
  if (candidates.length < min || max < min || max <= 0) return null;
  const chosen = a.engine.ask.players(chooserOf(a, to), candidates, min, max, purpose);
  if (chosen.length < min) return null;
  bindChoice(a, ch.bind, chosen);
  return chosen;
}

/** The performer orders cards going onto the draw pile (4.2.9 ◆): the first chosen ends nearest the top. */
function ordered(a: Act, q: PlayerId, cards: readonly CardId[], purpose: string): CardId[] {
  const left = [...cards];
  const out: CardId[] = [];
  while (left.length > 0) {
    const [next] = a.engine.ask.cards(q, left, 1, 1, purpose, []);
    out.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return out;
}

// ---------------------------------------------------------------- 3.8.13–3.8.15 摸, 补至, 弃置至

/** 3.8.13 摸X张牌: takes the top X cards of the draw pile (fewer if both piles run out). */
function draw(x: { n: Ex<number>; who: PlayersX; at?: string }): Op {
  return perform("draw", x.who, {
    can: (a) => x.n(a) > 0,
    run: (a, q) => {
      const drawn = a.engine.draw(q, x.n(a));
      bindChoice(a, "#drawn", drawn);
      a.record("draw", q, drawn);
      return drawn.length > 0;
    },
  });
}

/** 3.8.15 将<牌>补至X张: with fewer than X of those cards, draws the difference; otherwise nothing happens. */
function fillHandTo(x: { what: CardsX; n: Ex<number>; who: PlayersX; at?: string }): Op {
  const short = (a: Act): number => x.n(a) - x.what.peek(a).length;
  return perform("fillHandTo", x.who, {
    can: (a) => short(a) > 0,
    run: (a, q) => {
      const k = short(a);
      if (k <= 0) return false;
      const drawn = a.engine.draw(q, k);
      bindChoice(a, "#drawn", drawn);
      a.record("fillHandTo", q, drawn);
      a.record("draw", q, drawn);
      return drawn.length > 0;
    },
  });
}

/**
 * 3.8.14 将<牌>弃置至X张: with more than X of those cards, discards (count − X) of them, chosen by
 * the performer among those it can discard (3.8.8 ◎ 王基: only the discardable ones go).
 */
function discardDownTo(x: { what: CardsX; n: Ex<number>; who: PlayersX; at?: string }): Op {
  const excess = (a: Act): number => x.what.peek(a).length - x.n(a);
  return perform("discardDownTo", x.who, {
    can: (a, q) => excess(a) > 0 && x.what.peek(a).some((c) => discardable(a, q, c)),
    run: (a, q) => {
      const k = excess(a);
      const candidates = x.what.peek(a).filter((c) => discardable(a, q, c));
      if (k <= 0 || candidates.length === 0) return false;
      const m = Math.min(k, candidates.length);
      const chosen = chooseCards(a, q, candidates, m, m, purposeOf(a, "discardDownTo", x.at));
      const before = zonesOf(a, chosen);
      a.engine.discard(q, chosen);
      const moved = movedSince(a, before);
      a.record("discardDownTo", q, moved);
      a.record("discard", q, moved);
      return moved.length > 0;
    },
  });
}

// ---------------------------------------------------------------- 3.8.8 弃置

/**
 * 3.8.8 弃置: the performer moves cards of a player's regions to the discard pile; it chooses
 * them, its own or another's (A弃置B的牌: A chooses, 3.3.6 blind for B's hand). `inOrder` (依次,
 * 3.5.15): one card at a time, X times, each a move of its own (寒冰剑 ◎: stops when none is left).
 */
function discard(x: { what: CardsX; who: PlayersX; partial?: boolean; inOrder?: boolean; at?: string }): Op {
  const pick = (a: Act, q: PlayerId): Pick => ({ usable: (c) => discardable(a, q, c), partial: x.partial === true || x.inOrder === true });
  return withMoves(x.what, perform("discard", x.who, {
    can: (a, q) => canPick(a, x.what, pick(a, q)),
    run: (a, q) => {
      const purpose = purposeOf(a, "discard", x.at);
      if (x.inOrder && x.what.choice) return discardInOrder(a, q, x.what, purpose);
      const cards = pickCards(a, x.what, purpose, pick(a, q));
      if (!cards) return false;
      const before = zonesOf(a, cards);
      a.engine.discard(q, cards);
      const moved = movedSince(a, before);
      a.record("discard", q, moved);
      return moved.length > 0;
    },
  }));
}

const withMoves = (what: CardsX, op: Op): Op => (what.choice ? { ...op, moves: what } : op);

/** 3.5.15 依次弃置X张: 弃置一张, then again (X−1) times, each choice made anew. */
function discardInOrder(a: Act, q: PlayerId, what: CardsX, purpose: string): boolean {
  const ch = what.choice!;
  const x = Math.max(ch.min(a), ch.max(a) ?? 0);
  const chooser = chooserOf(a, what);
  const done: CardId[] = [];
  for (let i = 0; i < x; i++) {
    if (!alive(a, q)) break;
    const candidates = what.peek(a).filter((c) => discardable(a, q, c) && !done.includes(c));
    if (candidates.length === 0) break;
    const [card] = chooseCards(a, chooser, candidates, 1, 1, purpose);
    if (card === undefined) break;
    const before = zonesOf(a, [card]);
    a.engine.discard(q, [card]);
    const moved = movedSince(a, before);
    a.record("discard", q, moved);
    done.push(...moved);
  }
  bindChoice(a, ch.bind, done);
  return done.length > 0;
}

// ---------------------------------------------------------------- 3.8.20 获得, 3.8.11 交给

/**
 * 3.8.20 获得: the performer moves the cards into its hand (cards already in its hand cannot be
 * gained). `constraint` (获得……牌（以此法获得的牌的点数之和小于13）): a test the gained cards must
 * pass, evaluated with them recorded as gained by this means (a tentative "gain" record and
 * "#gaining"); the chooser picks one card at a time among those that keep it true, and may stop
 * once the chosen set passes (it assumes adding cards never makes a failing set pass).
 */
function gain(x: { what: CardsX; who: PlayersX; constraint?: Ex<boolean>; partial?: boolean; at?: string }): Op {
  const pick = (a: Act, q: PlayerId): Pick => ({
    usable: (c) => {
      const z = a.engine.state.zone(c);
      return !(z.kind === "hand" && z.owner === q);
    },
    partial: x.partial === true,
  });
  return perform("gain", x.who, {
    can: (a, q) => canPick(a, x.what, pick(a, q)),
    run: (a, q) => {
      const purpose = purposeOf(a, "gain", x.at);
      const cards = x.constraint ? pickUnder(a, q, x.what, purpose, pick(a, q), x.constraint) : pickCards(a, x.what, purpose, pick(a, q));
      if (!cards) return false;
      const before = zonesOf(a, cards);
      a.engine.gain(q, cards);
      const moved = movedSince(a, before);
      a.record("gain", q, moved);
      return moved.length > 0;
    },
  });
}

/** Evaluates `test` as if `q` gained `cards` by this means (3.5.33). */
function asIfGained(a: Act, q: PlayerId, cards: readonly CardId[], test: Ex<boolean>): boolean {
  const before = a.bound.get("#gaining");
  a.record("gain", q, cards);
  a.bound.set("#gaining", [...cards]);
  try {
    return test(a);
  } finally {
    a.records.splice(a.records.length - 1, 1);
    if (before === undefined) a.bound.delete("#gaining");
    else a.bound.set("#gaining", before);
  }
}

function pickUnder(a: Act, q: PlayerId, what: CardsX, purpose: string, pick: Pick, constraint: Ex<boolean>): CardId[] | null {
  const ch = what.choice;
  const holds = (set: readonly CardId[]) => asIfGained(a, q, set, constraint);
  if (!ch || boundCards(a, ch.bind)) {
    const cards = pickCards(a, what, purpose, pick);
    return cards && holds(cards) ? cards : null;
  }
  const candidates = what.peek(a).filter(usableOf(pick));
  const min = ch.min(a);
  const max = Math.min(ch.max(a) ?? candidates.length, candidates.length);
  const chooser = chooserOf(a, what);
  const chosen: CardId[] = [];
  while (chosen.length < max) {
    const options = candidates.filter((c) => !chosen.includes(c) && holds([...chosen, c]));
    if (options.length === 0) break;
    // 任意数量 (3.4.18) includes none: with min 0 the chooser may stop before the first card.
    const mayStop = chosen.length >= min && holds(chosen);
    const got = chooseCards(a, chooser, options, mayStop ? 0 : 1, 1, purpose);
    if (got.length === 0) break;
    chosen.push(got[0]);
  }
  if ((chosen.length === 0 && min > 0) || (!pick.partial && chosen.length < min) || !holds(chosen)) return null;
  bindChoice(a, ch.bind, chosen);
  return chosen;
}

/**
 * 3.8.11 A将……牌交给B: the cards go into B's hand (one move, 4.2.9); they cannot be B's own
 * (注意2), A may be B (注意1). 交给任意/多名角色 (◆): A chooses X cards, then Y∈[1,X] players, then
 * which cards each gets (each at least one), and they are given at once.
 */
function give(x: { what: CardsX; to: PlayersX; who: PlayersX; partial?: boolean; at?: string }): Op {
  const ownedBy = (a: Act, card: CardId, p: PlayerId): boolean => zoneOwner(a.engine.state.zone(card)) === p;
  const fixedTo = (a: Act): PlayerId[] | null => (x.to.choice ? null : x.to.peek(a).filter((p) => alive(a, p)));
  const pick = (a: Act): Pick => {
    const to = fixedTo(a);
    return { ...(to && to.length === 1 ? { usable: (c: CardId) => !ownedBy(a, c, to[0]) } : {}), partial: x.partial === true };
  };
  return perform("give", x.who, {
    can: (a) => {
      const to = fixedTo(a);
      if (to ? to.length === 0 : x.to.peek(a).every((p) => !alive(a, p))) return false;
      return canPick(a, x.what, pick(a));
    },
    run: (a, q) => {
      const purpose = purposeOf(a, "give", x.at);
      const cards = pickCards(a, x.what, purpose, pick(a));
      if (!cards) return false;
      // A player who owns every one of these cards could receive none of them (注意2).
      const to = pickPlayers(a, x.to, purpose, 1, cards.length, (r) => cards.some((c) => !ownedBy(a, c, r)));
      if (!to || to.length === 0) return false;
      const targets: MoveTarget[] = [];
      let left = [...cards];
      to.forEach((r, i) => {
        const rest = to.length - i - 1;
        const offer = left.filter((c) => !ownedBy(a, c, r));
        const mine = rest === 0 ? offer : chooseCards(a, q, offer, Math.min(1, offer.length), Math.max(offer.length - rest, 0), `${purpose}→${r}`);
        for (const card of mine) targets.push({ card, to: { kind: "hand", owner: r } });
        left = left.filter((c) => !mine.includes(c));
      });
      if (targets.length === 0) return false;
      const before = zonesOf(a, targets.map((t) => t.card));
      a.engine.moveEach(targets, "give", q);
      const moved = movedSince(a, before);
      a.record("give", q, moved, to);
      return moved.length > 0;
    },
  });
}

// ---------------------------------------------------------------- 3.8.6 置于/置入, 3.3.16 武将牌上, 3.8.7 扣置

/** 置于牌堆顶/牌堆底 (3.8.6): the performer decides the order of several cards (4.2.9 ◆; 以任意顺序). */
function putOnPile(x: { what: CardsX; order?: "以任意顺序" | string; where: "牌堆顶" | "牌堆底" | string; orWhere?: "牌堆顶" | "牌堆底" | string; who: PlayersX; partial?: boolean; at?: string }): Op {
  return systemOr("putOnPile", x.who, {
    can: (a) => canPick(a, x.what, { partial: x.partial === true }),
    run: (a, q) => {
      const purpose = purposeOf(a, "putOnPile", x.at);
      const cards = pickCards(a, x.what, purpose, { partial: x.partial === true });
      if (!cards) return false;
      // 置于牌堆顶或牌堆底: the performer chooses where (the system, of a card it moves, the first).
      const places = x.orWhere !== undefined && x.orWhere !== x.where ? [x.where, x.orWhere] : [x.where];
      const where = places.length > 1 && q !== null ? places[a.engine.ask.option(q, places, `${purpose}:where`)] : places[0];
      const order = ordered(a, q ?? a.actor, cards, `${purpose}:${where}`);
      const before = zonesOf(a, order);
      // toTop: the first of `order` ends on top; at the bottom the first goes in first (highest).
      a.engine.moveCards(order, { kind: "drawPile" }, "put", q, where === "牌堆顶");
      const moved = movedSince(a, before);
      a.record("putOnPile", q ?? a.actor, moved);
      return moved.length > 0;
    },
  });
}

/** The delayed trick a card would be in a judge area (it keeps its name when moved on: 闪电). */
function delayedNameOf(a: Act, card: CardId): string {
  if (a.engine.state.zone(card).kind === "judge") return delayedTrickName(a.engine, card);
  if (a.card && a.engine.registry.cards.get(a.card.name)?.subtype === "delayedTrick" && a.card.card.physical.includes(card)) return a.card.name;
  return a.engine.state.cards[card].name;
}

/** 3.8.6 ◆: the system's legality check of using that delayed trick on the owner (the face's 使用目标 aside). */
const ANY_TARGET: TargetRule = { kind: "players", min: 1, max: 1, legal: () => true };

function canPutInto(a: Act, q: PlayerId | null, dest: ZoneDest, card: CardId): boolean {
  const to = zoneRefFor(a, dest, card, a.skill);
  if (!to || zoneKey(a.engine.state.zone(card)) === zoneKey(to)) return false;
  switch (to.kind) {
    case "equip":
      return canReceive(a.engine, to, card);
    case "judge": {
      const name = delayedNameOf(a, card);
      if (a.engine.registry.cards.get(name)?.subtype !== "delayedTrick") return false;
      // The check sees the card itself (〖帷幕〗: 黑色锦囊牌 — 004 3.8.6 ◎ 巧变③ not into 贾诩's area).
      return isLegalTarget(a.engine, q ?? a.you, name, to.owner, ANY_TARGET, true, cardFor(a.engine, name, [card]));
    }
    default:
      return true;
  }
}

/**
 * 3.8.6 置入<区域>: the cards move there and take its default placement. Into an equipment area
 * only into an empty, unsealed slot of their kind; into a judge area only as a delayed trick the
 * system could use on its owner (◆; the card keeps its delayed-trick name).
 */
function putInto(x: { what: CardsX; to: ZoneX; who: PlayersX; partial?: boolean; at?: string; as?: string; seen?: PlayersX; down?: "扣置入" | string }): Op {
  const pick = (a: Act, q: PlayerId | null, to: ZoneDest): Pick => ({ usable: (c) => canPutInto(a, q, to, c), partial: x.partial === true });
  // 置入一名其他角色的装备区: the zones of the players still to be chosen, each a candidate.
  const choice = x.to.ownerChoice;
  const candidates = (a: Act): ZoneDest[] => {
    if (!choice || a.bound.has(choice.owner.choice!.bind)) {
      const to = x.to(a);
      return to ? [to] : [];
    }
    return choice.owner.peek(a).flatMap((o) => choice.of(o) ?? []);
  };
  return systemOr("putInto", x.who, {
    can: (a, q) => candidates(a).some((to) => canPick(a, x.what, pick(a, q, to))),
    run: (a, q) => {
      const purpose = purposeOf(a, "putInto", x.at);
      const zones = candidates(a);
      if (zones.length === 0) return false;
      // The cards are chosen first (among those some candidate zone can take), then the owner among
      // those whose zone can take one of them (3.8.6 ◆: an occupied or sealed slot takes none).
      const picked = pickCards(a, x.what, purpose, { usable: (c) => zones.some((z) => canPutInto(a, q, z, c)), partial: x.partial === true });
      if (!picked) return false;
      let dest: ZoneDest | null = zones.length === 1 && (!choice || a.bound.has(choice.owner.choice!.bind)) ? zones[0] : null;
      if (!dest && choice) {
        const bind = choice.owner.choice!.bind;
        const able = choice.owner.peek(a).filter((o) => {
          const z = choice.of(o);
          return z !== null && picked.some((c) => canPutInto(a, q, z, c));
        });
        if (able.length === 0) return false;
        a.bound.set(`#offer.${bind}`, able);
        const owner = onePlayer(a, choice.owner, `${purpose}:to`);
        dest = owner === null ? null : choice.of(owner);
      }
      if (!dest) return false;
      const before = zonesOf(a, picked);
      if (dest.kind === "drawPile") {
        // 4.2.9 ◆: several cards onto the draw pile go in the order the performer decides.
        a.engine.moveCards(ordered(a, q ?? a.actor, picked, purpose), { kind: "drawPile" }, "put", q, dest.end === "top");
      } else if (dest.kind === "judge") {
        for (const card of picked) if (canPutInto(a, q, dest, card)) placeDelayedTrick(a.engine, card, dest.owner, delayedNameOf(a, card), q);
      } else if (dest.kind === "public") {
        // 3.3.18 ◆/3.3.19 ◆: the cards a skill names “X” there are each an “X” while they stay (3.8.7
        // 扣置入: face down). 3.3.20 ◆: into 仁道 on top, several in random order.
        const pile = x.as ?? "";
        const order = dest.area === "benevolence" && picked.length > 1 ? a.engine.rng.shuffle([...picked]) : picked;
        const to: ZoneRef = { kind: "public", area: dest.area, pile };
        // (The performer still knows the cards it put face down: it chose them.) 3.5.34 （对X可见）:
        // X may look at them while they stay.
        const seers = [...new Set([...(x.down === "扣置入" && q !== null ? [q] : []), ...(x.seen?.peek(a) ?? [])])];
        const seen = seers.length > 0 ? { visibleTo: seers } : {};
        a.engine.moveEach(
          order.map((card): MoveTarget => (x.down === "扣置入" ? { card, to, faceDown: true, ...seen } : { card, to, ...seen })),
          "put",
          q,
          dest.area === "benevolence",
        );
      } else {
        const taken = new Set<string>();
        const targets: MoveTarget[] = [];
        for (const card of picked) {
          const to = zoneRefFor(a, dest, card, a.skill);
          if (!to) continue;
          // Two cards of one kind cannot both go into one equipment slot: the first chosen does.
          if (to.kind === "equip") {
            if (taken.has(to.slot)) continue;
            taken.add(to.slot);
          }
          targets.push({ card, to });
        }
        if (targets.length === 0) return false;
        const settle = q === null && dest.kind === "discardPile" && targets.every((t) => a.engine.state.zone(t.card).kind === "processing");
        a.engine.moveEach(targets, settle ? "settle" : "put", q);
      }
      const moved = movedSince(a, before);
      a.record("putInto", q ?? a.actor, moved);
      return moved.length > 0;
    },
  });
}

/**
 * 3.3.16–3.3.17 将牌（扣）置于<owner>的武将牌上/旁（称为“X”）: on one's own general card by default
 * (3.3.16 ◆); each card is called “X” while it stays (the pile is named by `as`, else the skill).
 */
function putOnGeneral(x: { what: CardsX; owner?: PlayersX; where: "上" | "旁" | string; as?: string; seen?: PlayersX; down?: "扣" | string; who: PlayersX; partial?: boolean; at?: string }): Op {
  // 系统将原判定牌扣置于你的武将牌上 (〖星移〗②): the system may put them there too.
  return systemOr("putOnGeneral", x.who, {
    can: (a) => canPick(a, x.what, { partial: x.partial === true }),
    run: (a, q) => {
      const purpose = purposeOf(a, "putOnGeneral", x.at);
      const owner = x.owner ? onePlayer(a, x.owner, purpose) : q;
      if (owner === null || !alive(a, owner)) return false;
      const cards = pickCards(a, x.what, purpose, { partial: x.partial === true });
      if (!cards) return false;
      const before = zonesOf(a, cards);
      a.engine.putOnGeneral(q, cards, owner, x.as ?? a.skill, x.down === "扣", x.where === "旁" ? "beside" : "on", x.seen?.peek(a) ?? []);
      const moved = movedSince(a, before);
      a.record("putOnGeneral", q ?? a.actor, moved, [owner]);
      return moved.length > 0;
    },
  });
}

/** 3.8.7 扣置入处理区（对X可见）: face down, visible to X (3.5.34); the activation settles them later (4.2.9). */
function setAside(x: { what: CardsX; to?: PlayersX; who: PlayersX; at?: string }): Op {
  return systemOr("setAside", x.who, {
    can: (a) => canPick(a, x.what, {}),
    run: (a, q) => {
      const cards = pickCards(a, x.what, purposeOf(a, "setAside", x.at), {});
      if (!cards) return false;
      const visibleTo = x.to ? x.to.peek(a) : [];
      const before = zonesOf(a, cards);
      a.engine.setAside(q, cards, visibleTo);
      keep(a, cards);
      const moved = movedSince(a, before);
      a.record("setAside", q ?? a.actor, moved, visibleTo);
      return moved.length > 0;
    },
  });
}

// ---------------------------------------------------------------- 3.8.16–3.8.18 观看, 展示, 亮出

/** 3.8.17 展示: everyone sees the cards; they do not move. "#shown" keeps them for 此牌. */
function show(x: { what: CardsX; who: PlayersX; together?: "同时" | string; at?: string }): Op {
  if (x.together) return showTogether(x);
  return perform("show", x.who, {
    can: (a) => canPick(a, x.what, {}),
    run: (a, q) => {
      const cards = pickCards(a, x.what, purposeOf(a, "show", x.at), {});
      if (!cards) return false;
      a.engine.show(q, cards);
      bindChoice(a, "#shown", cards);
      a.record("show", q, cards);
      return true;
    },
  });
}

/**
 * 同时展示 (3.8.17 ◆): each performer chooses its card(s), then all are shown at once; if one of
 * them has none to show, none can do it — so a chosen performer (令一名其他角色与你同时展示, ◎ 〖怃戎〗)
 * is chosen among those who have one.
 */
function showTogether(x: { what: CardsX; who: PlayersX; at?: string }): Op {
  const has = (a: Act, q: PlayerId) => asActor(a, q, () => canPick(a, x.what, {}));
  const canPart = (a: Act, part: PlayersX): boolean => {
    const performers = peekPerformers(a, part);
    if (part.choice && !a.bound.has(part.choice.bind)) return performers.filter((q) => has(a, q)).length >= Math.max(part.choice.min(a), 1);
    return performers.length > 0 && performers.every((q) => has(a, q));
  };
  return {
    name: "show",
    can: (a) => (x.who.items ?? [x.who]).every((part) => canPart(a, part)),
    run: (a) => {
      for (const part of x.who.items ?? [x.who]) {
        const ch = part.choice;
        if (ch && !a.bound.has(ch.bind) && !a.bound.has(`#offer.${ch.bind}`)) a.bound.set(`#offer.${ch.bind}`, peekPerformers(a, part).filter((q) => has(a, q)));
      }
      const performers = x.who.get(a, "show");
      if (!performers || performers.length === 0) return false;
      const live = performers.filter((q) => alive(a, q));
      if (!live.every((q) => has(a, q))) return false;
      return inScope(a, () => {
        const chosen: [PlayerId, CardId[]][] = [];
        for (const q of live) {
          fresh(a);
          const cards = asActor(a, q, () => pickCards(a, x.what, purposeOf(a, "show", x.at), {}));
          if (!cards) return false;
          chosen.push([q, cards]);
        }
        for (const [q, cards] of chosen) {
          a.engine.show(q, cards);
          a.record("show", q, cards);
          bindChoice(a, "#shown", cards);
        }
        return true;
      });
    },
  };
}

/** 3.8.16 观看: the performer learns the cards (face-down ones stay hidden to the others); no move. */
function look(x: { what: CardsX; who: PlayersX; at?: string }): Op {
  return perform("look", x.who, {
    can: (a) => canPick(a, x.what, {}),
    run: (a, q) => {
      const cards = pickCards(a, x.what, purposeOf(a, "look", x.at), {});
      if (!cards) return false;
      a.engine.look(q, cards);
      a.record("look", q, cards);
      return true;
    },
  });
}

/**
 * 3.8.18 亮出: ① cards of the draw pile go face up into the processing area (the activation
 * settles them, 4.2.9); ② 牌堆里的一张……牌 is picked at random (see pickCards); ③ face-down cards
 * elsewhere are turned face up.
 */
function reveal(x: { what: CardsX; who: PlayersX; at?: string }): Op {
  const revealable = (a: Act) => (c: CardId) => a.engine.state.zone(c).kind === "drawPile" || a.engine.state.isFaceDown(c);
  return systemOr("reveal", x.who, {
    can: (a) => canPick(a, x.what, { usable: revealable(a) }),
    run: (a, q) => {
      const cards = pickCards(a, x.what, purposeOf(a, "reveal", x.at), { usable: revealable(a) });
      if (!cards) return false;
      const fromPile = cards.filter((c) => a.engine.state.zone(c).kind === "drawPile");
      const faceDown = cards.filter((c) => !fromPile.includes(c));
      if (fromPile.length > 0) a.engine.moveCards(fromPile, { kind: "processing" }, "reveal", q);
      if (faceDown.length > 0) a.engine.revealFaceDown(q, faceDown);
      keep(a, fromPile);
      a.record("reveal", q ?? a.actor, cards);
      return true;
    },
  });
}

// ---------------------------------------------------------------- 3.8.19 交换, 3.8.5 重铸, 选择

/**
 * 3.8.19 交换 (who: the two players): their hands, their equipment areas, or given cards of each.
 * `what` names each one's side (peeked with that player as a.actor): a choice or a whole region
 * (手牌/装备区里的牌) exchanges the region; a fixed part of it exchanges those cards.
 */
function exchange(x: { what: CardsX; who: PlayersX; with?: CardsX; partner?: PlayersX; at?: string }): Op {
  if (x.with) return exchangeWith({ ...x, with: x.with });
  // 你与其交换手牌: the performer and the partner are the pair.
  const partner = x.partner;
  const pairOf = (a: Act, peek: boolean): readonly PlayerId[] | null => {
    const performers = peek ? peekPerformers(a, x.who) : x.who.get(a, "exchange");
    if (!partner || !performers) return performers;
    const other = peek ? partner.peek(a) : partner.get(a, "exchange");
    return other ? [...performers, ...other.filter((q) => !performers.includes(q))] : null;
  };
  const sides = (a: Act, pair: readonly PlayerId[]): CardId[][] => pair.map((q) => asActor(a, q, () => x.what.peek(a)));
  const regionOf = (a: Act, cards: readonly CardId[]): string | null => {
    const kinds = new Set(cards.map((c) => a.engine.state.zone(c).kind));
    return kinds.size === 1 ? [...kinds][0] : null;
  };
  return {
    name: "exchange",
    can: (a) => {
      const performers = pairOf(a, true) ?? [];
      if (performers.length !== 2) return false;
      return sides(a, performers).some((s) => s.length > 0);
    },
    run: (a) => {
      const pair = pairOf(a, false);
      if (!pair || pair.length !== 2 || !pair.every((q) => alive(a, q))) return false;
      const [p, r] = pair;
      const [pc, rc] = sides(a, pair);
      const all = [...pc, ...rc];
      if (all.length === 0) return false;
      const region = regionOf(a, all);
      const whole = (q: PlayerId, cards: readonly CardId[], kind: "hand" | "equip") =>
        a.engine.view.cardsIn(q, [kind]).every((c) => cards.includes(c));
      const before = zonesOf(a, all);
      if (region === "hand" && (x.what.choice || (whole(p, pc, "hand") && whole(r, rc, "hand")))) a.engine.exchangeHands(p, r);
      else if (region === "equip" && (x.what.choice || (whole(p, pc, "equip") && whole(r, rc, "equip")))) a.engine.exchangeEquipment(p, r);
      else if (pc.length > 0 && rc.length > 0) a.engine.exchangeCards(p, pc, r, rc);
      else return false;
      const moved = movedSince(a, before);
      a.record("exchange", p, moved, pair);
      return moved.length > 0;
    },
  };
}

/**
 * 3.8.19 交换双方的各至少一张确定的牌 (将你的一张手牌与其中的一张牌交换): the performer's own cards
 * `what` for the cards `with` of one other player, each side at least one card.
 */
function exchangeWith(x: { what: CardsX; who: PlayersX; with: CardsX; at?: string }): Op {
  // 交换 is of cards in hand or equipment (3.8.19), not of a judge area's.
  const ownerOf = (a: Act, c: CardId): PlayerId | null => {
    const z = a.engine.state.zone(c);
    return z.kind === "judge" ? null : zoneOwner(z);
  };
  const mine = (a: Act, q: PlayerId) => (c: CardId) => ownerOf(a, c) === q;
  const theirs = (a: Act, q: PlayerId) => (c: CardId) => {
    const o = ownerOf(a, c);
    return o !== null && o !== q;
  };
  return perform("exchange", x.who, {
    can: (a, q) => canPick(a, x.what, { usable: mine(a, q) }) && canPick(a, x.with, { usable: theirs(a, q) }),
    run: (a, q) => {
      const purpose = purposeOf(a, "exchange", x.at);
      const own = pickCards(a, x.what, purpose, { usable: mine(a, q) });
      if (!own || own.length === 0) return false;
      const other = pickCards(a, x.with, purpose, { usable: theirs(a, q) });
      if (!other || other.length === 0) return false;
      const r = ownerOf(a, other[0]);
      // The other side is one player's (交换的双方).
      if (r === null || !other.every((c) => ownerOf(a, c) === r)) return false;
      const before = zonesOf(a, [...own, ...other]);
      a.engine.exchangeCards(q, own, r, other);
      const moved = movedSince(a, before);
      a.record("exchange", q, moved, [q, r]);
      return moved.length > 0;
    },
  });
}

/** 3.8.5 重铸: the performer's cards go to the discard pile, then it draws as many ("#drawn"). */
function recast(x: { what: CardsX; who: PlayersX; at?: string }): Op {
  const own = (a: Act, q: PlayerId) => (c: CardId) => {
    const z = a.engine.state.zone(c);
    return (z.kind === "hand" || z.kind === "equip") && z.owner === q;
  };
  return perform("recast", x.who, {
    can: (a, q) => canPick(a, x.what, { usable: own(a, q) }),
    run: (a, q) => {
      const cards = pickCards(a, x.what, purposeOf(a, "recast", x.at), { usable: own(a, q) });
      if (!cards) return false;
      const drawn = a.engine.recast(q, cards);
      bindChoice(a, "#drawn", drawn);
      a.record("recast", q, cards);
      // 3.8.5: 重铸 is 将牌置入弃牌堆 then 摸等量的牌 — 以此法置入弃牌堆的牌 are these.
      a.record("putInto", q, cards);
      a.record("draw", q, drawn);
      return true;
    },
  });
}

/** 选择<牌> (4.2.1): the choice is made and bound; nothing moves. */
function chooseCard(x: { what: CardsX; who: PlayersX; at?: string }): Op {
  return perform("chooseCard", x.who, {
    can: (a) => canPick(a, x.what, {}),
    run: (a, q) => {
      const cards = pickCards(a, x.what, purposeOf(a, "chooseCard", x.at), {});
      if (!cards) return false;
      a.record("chooseCard", q, cards);
      return true;
    },
  });
}

// ---------------------------------------------------------------- 4.2.11 判定

/** The judge event whose result is not yet settled (判定结果确定前 and before). */
function openJudge(a: Act) {
  const settledAt = new Set(["judge.resulting", "judge.after.1", "judge.after.2", "judge.end"]);
  return a.engine.findEvent("judge", (j) => j.card !== null && !settledAt.has(a.engine.timingOf(j) ?? ""));
}

/**
 * 将X作为判定牌 (4.2.11 判定结果确定前, 〖鬼才〗): X becomes the 判定牌 of the judgement in scope (a card
 * still outside the processing area goes there first); the replaced card is bound as
 * "originalJudgeCard" and left in the processing area for this activation to settle.
 */
function asJudgeCard(x: { what: CardsX; who: PlayersX; at?: string }): Op {
  return systemOr("asJudgeCard", x.who, {
    can: (a) => openJudge(a) !== null && canPick(a, x.what, {}),
    run: (a, q) => {
      const judge = openJudge(a);
      if (!judge) return false;
      const cards = pickCards(a, x.what, purposeOf(a, "asJudgeCard", x.at), {});
      const card = cards?.[0];
      if (card === undefined) return false;
      if (a.engine.state.zone(card).kind !== "processing") a.engine.moveCards([card], { kind: "processing" }, "judge", q);
      if (a.engine.state.zone(card).kind !== "processing") return false;
      const old = judge.card;
      judge.card = card;
      unkeep(a, card);
      if (old !== null) {
        a.bound.set("originalJudgeCard", [old]);
        keep(a, [old]);
      }
      a.engine.log.add({ t: "judgeCardReplaced", player: judge.player, card, replaced: old });
      a.record("asJudgeCard", q ?? a.actor, [card]);
      return true;
    },
  });
}

/** 3.5.59 终止此判定: the open judgement in scope; its judging effects stop when it returns. */
function terminateJudge(x: { who: PlayersX; at?: string }): Op {
  const current = (a: Act): JudgeEvent | null => {
    const e = a.event.kind === "judge" ? a.event : a.engine.findEvent("judge", () => true);
    return e && e.kind === "judge" && !e.terminated ? e : null;
  };
  return perform("terminateJudge", x.who, {
    can: (a) => current(a) !== null,
    run: (a) => {
      const e = current(a);
      if (!e) return false;
      e.terminated = true;
      a.engine.log.add({ t: "terminate", event: "judge", id: e.id, how: "terminate" });
      return true;
    },
  });
}

/** 判定 (3.8.22, 4.2.11): a judge event; "#judge" / "#judgeCard" hold its final 判定牌. */
function judge(x: { who: PlayersX; at?: string }): Op {
  return perform("judge", x.who, {
    can: (a) => a.engine.state.drawPile.length + a.engine.state.discardPile.length > 0,
    run: (a, q) => {
      const judged = a.engine.judgement(q, a.skill);
      const card = judged.card;
      const result: JudgeBinding = { player: q, card, reason: a.skill, ...(judged.result ? { result: judged.result } : {}) };
      a.bound.set("#judge", result);
      a.bound.set("#judgeCard", [card]);
      a.record("judge", q, [card]);
      // 3.5.59: a judgement terminated — nothing after it in its sequence is carried out.
      if (judged.terminated) {
        a.judgeTerminated = true;
        return false;
      }
      return true;
    },
  });
}

// ---------------------------------------------------------------- 4.2.9 改为移至, 3.5.14 转移, 4.2.8 拼点

/**
 * 将此次移动的目标区域改为X（称为“Y”） (4.2.9 注意, at 移至目标区域前❶/❷): the cards of the move in
 * scope ("#move.cards" when the trigger named some) go to X instead; the operation and its
 * performer stay the same. Into an equipment area each card goes to its own slot.
 */
function redirectMove(x: { to: ZoneX; as?: string; who: PlayersX; at?: string }): Op {
  return perform("redirectMove", x.who, {
    can: (a) => editableMove(a.engine) !== null && x.to(a) !== null,
    run: (a, q) => {
      const e = editableMove(a.engine);
      const dest = x.to(a);
      if (!e || !dest) return false;
      const named = a.bound.get("#move.cards");
      const cards = Array.isArray(named) ? (named as CardId[]) : e.moves.map((m) => m.card);
      // Each card to its own zone (an equipment card to its slot, 3.3.13); cards with none stay as they were.
      const groups = new Map<string, { to: ZoneRef; cards: CardId[] }>();
      for (const card of cards) {
        const to = zoneRefFor(a, dest, card, x.as ?? a.skill);
        if (!to) continue;
        const g = groups.get(zoneKey(to)) ?? { to, cards: [] };
        g.cards.push(card);
        groups.set(zoneKey(to), g);
      }
      const done: CardId[] = [];
      for (const g of groups.values()) done.push(...a.engine.redirectMove(g.cards, g.to));
      a.record("redirectMove", q, done);
      return done.length > 0;
    },
  });
}

/**
 * 3.7.8 ② 防止此次移动 (at 移至目标区域前❶/❷): the move in scope is not made, its flow ends; 防止这些牌的
 * 此次移动 keeps only the cards the trigger named ("#move.cards") from moving. The operation that
 * moved them is done, but not on these cards (3.7.8 ② ◆).
 */
function preventMove(x: { who: PlayersX; these?: string; at?: string }): Op {
  return perform("preventMove", x.who, {
    can: (a) => editableMove(a.engine) !== null,
    run: (a, q) => {
      const e = editableMove(a.engine);
      if (!e) return false;
      const named = x.these ? a.bound.get("#move.cards") : undefined;
      const cards = Array.isArray(named) ? (named as CardId[]) : e.moves.map((m) => m.card);
      const done = a.engine.cancelMove(cards);
      a.engine.log.add({ t: "decision", player: a.actor, request: "prevent", reason: a.skill, answer: e.id });
      a.record("preventMove", q, done);
      return done.length > 0;
    },
  });
}

/** The use whose target is being settled at 成为目标时 (a card used in response is not transferred). */
function usePrepared(a: Act) {
  return a.engine.findEvent("use", (u) => u.respondsTo === undefined && u.current >= 0 && u.targets[u.current] !== undefined);
}

/**
 * 3.5.14 ① 将此牌转移给B (at 成为目标时): the current target is cancelled and B becomes a target
 * (a delayed trick then goes into B's judge area). `what` names the card; the use in scope is it.
 */
function transfer(x: { what: CardSpec; to: PlayersX; who: PlayersX; at?: string }): Op {
  const candidates = (a: Act): PlayerId[] => {
    const use = usePrepared(a);
    if (!use) return [];
    return x.to.peek(a).filter((p) => alive(a, p) && !use.targets.some((t) => t.player === p));
  };
  return perform("transfer", x.who, {
    can: (a) => candidates(a).length > 0,
    run: (a, q) => {
      const use = usePrepared(a);
      if (!use) return false;
      const to = onePlayer(a, x.to, purposeOf(a, "transfer", x.at));
      if (to === null || !alive(a, to) || use.targets.some((t) => t.player === to)) return false;
      const from = use.targets[use.current]?.player;
      transferTarget(a.engine, to);
      a.record("transfer", q, [...use.card.physical], from === undefined ? [to] : [from, to]);
      return true;
    },
  });
}

/**
 * 拼点 (3.8.12, 4.2.8): the performer against the player(s) `with` names (others with hand cards;
 * without a hand card one cannot start it, ◆). "#pindian" holds the results, one per target.
 */
function pindian(x: { with: PlayersX; who: PlayersX; at?: string }): Op {
  return perform("pindian", x.who, {
    can: (a, q) => x.with.peek(a).some((t) => canPindian(a.engine, q, t)),
    run: (a, q) => {
      // 4.2.8 ◆: a choice of whom to 拼点 with is among its legal targets (others with hand cards).
      const ch = x.with.choice;
      if (ch && !a.bound.has(ch.bind) && !a.bound.has(`#offer.${ch.bind}`)) a.bound.set(`#offer.${ch.bind}`, x.with.peek(a).filter((t) => canPindian(a.engine, q, t)));
      const targets = (x.with.get(a, purposeOf(a, "pindian", x.at)) ?? []).filter((t) => canPindian(a.engine, q, t));
      if (targets.length === 0) return false;
      const results = targets.length === 1 ? [a.engine.pindian(q, targets[0])].filter((r): r is PindianResult => r !== null) : (a.engine.pindianMany(q, targets) ?? []);
      if (results.length === 0) return false;
      a.bound.set("#pindian", results);
      a.record("pindian", q, [results[0].initiatorCard, ...results.map((r) => r.targetCard)], targets);
      return true;
    },
  });
}

/**
 * 议事 (3.5.61): the performer(s) and the players `with` names take part; each shows a hand card at
 * once (3.8.17 ◆: if one of them has none, none can — a chosen participant is chosen among those who
 * have one). The shown cards are 以此法展示的牌; "#council" holds the event.
 */
function council(x: { who: PlayersX; with?: PlayersX; at?: string }): Op {
  const parts = x.with ? [x.who, x.with] : [x.who];
  const hasHand = (a: Act, q: PlayerId) => alive(a, q) && a.engine.state.players[q].hand.length > 0;
  // A与B议事 is between A and others: B naming A itself (与来源议事, A its own 来源) adds nobody.
  const others = (a: Act, part: PlayersX, qs: PlayerId[]): PlayerId[] => (part === x.with ? qs.filter((q) => !peekPerformers(a, x.who).includes(q)) : qs);
  const canPart = (a: Act, part: PlayersX): boolean => {
    const performers = others(a, part, peekPerformers(a, part));
    if (part.choice && !a.bound.has(part.choice.bind)) return performers.filter((q) => hasHand(a, q)).length >= Math.max(part.choice.min(a), 1);
    return performers.length > 0 && performers.every((q) => hasHand(a, q));
  };
  return {
    name: "council",
    can: (a) => parts.every((part) => canPart(a, part)),
    run: (a) => {
      for (const part of parts) {
        const ch = part.choice;
        if (ch && !a.bound.has(ch.bind) && !a.bound.has(`#offer.${ch.bind}`)) a.bound.set(`#offer.${ch.bind}`, others(a, part, peekPerformers(a, part)).filter((q) => hasHand(a, q)));
      }
      const participants = [...new Set(parts.flatMap((part) => others(a, part, part.get(a, purposeOf(a, "council", x.at)) ?? [])))].filter((q) => alive(a, q));
      const e = a.engine.council(a.you, participants);
      if (!e) return false;
      a.bound.set("#council", [e]);
      const shown = e.shown.filter((c): c is CardId => c !== null);
      bindChoice(a, "#shown", shown);
      e.participants.forEach((q, i) => {
        const card = e.shown[i];
        if (card !== null) a.record("show", q, [card]);
      });
      a.record("council", a.you, shown, [...e.participants]);
      return true;
    },
  };
}

// ---------------------------------------------------------------- 4.2.25 获得标记, 3.8.9 弃标记

/** 4.2.25 获得X枚“name”: a gain-mark event. */
function gainMark(x: { n: Ex<number>; what: string; who: PlayersX; at?: string }): Op {
  return perform("gainMark", x.who, {
    can: (a) => x.n(a) > 0,
    run: (a, q) => {
      const before = a.engine.marks(q, x.what);
      a.engine.gainMark(q, x.what, x.n(a));
      a.record("gainMark", q, []);
      return a.engine.marks(q, x.what) > before;
    },
  });
}

/**
 * 3.8.9 弃X枚“name” / 弃所有“name”: loses the marks (no timing points). In full it needs X of them;
 * with `partial` it discards those it has, up to X.
 */
function discardMark(x: { what: string | MarkSpec; n?: Ex<number>; who: PlayersX; partial?: boolean; at?: string }): Op {
  const name = typeof x.what === "string" ? x.what : x.what.name;
  const count = typeof x.what === "string" ? (x.n ?? null) : x.what.n;
  const upTo = typeof x.what === "string" ? undefined : x.what.upTo;
  const wanted = (a: Act, q: PlayerId): number => (count === null ? a.engine.marks(q, name) : count(a));
  /** 弃至少1枚“势”: how many, chosen by the performer when it pays (3.4.17), kept for 等量 (3.4.13). */
  const chosen = (a: Act, q: PlayerId): number => {
    const min = wanted(a, q);
    if (!upTo) return min;
    const have = a.engine.marks(q, name);
    const max = Math.min(have, upTo.max === null ? have : upTo.max(a));
    const options: string[] = [];
    for (let n = min; n <= max; n++) options.push(String(n));
    const n = options.length <= 1 ? min : min + a.engine.ask.option(q, options, `${a.skill}:${name}`);
    a.vars.set(upTo.bind, { kind: "is", value: () => n });
    return n;
  };
  return perform("discardMark", x.who, {
    can: (a, q) => {
      const have = a.engine.marks(q, name);
      const n = wanted(a, q);
      // Until it is paid, 等量 after 至少X枚 is read as the least it can be (as Act.variable does
      // while probing): the rest of the cost is tested against that.
      if (upTo && !a.vars.has(upTo.bind)) a.vars.set(upTo.bind, { kind: "is", value: () => wanted(a, q) });
      return have > 0 && n > 0 && (x.partial === true || have >= n);
    },
    run: (a, q) => {
      const k = a.engine.discardMarks(q, name, chosen(a, q));
      a.record("discardMark", q, []);
      return k > 0;
    },
  });
}

export const cardOps = {
  draw,
  fillHandTo,
  discardDownTo,
  discard,
  gain,
  give,
  putOnPile,
  putInto,
  terminateJudge,
  putOnGeneral,
  setAside,
  show,
  look,
  reveal,
  exchange,
  recast,
  chooseCard,
  asJudgeCard,
  judge,
  redirectMove,
  preventMove,
  transfer,
  pindian,
  council,
  gainMark,
  discardMark,
};

/** k.*: mark arguments. */
export const markOps = {
  /** “name” marks: n of them, or all (n null: 弃所有“X”). */
  marks: (x: { name: string; n: Ex<number> | null; max?: Ex<number> | null; bind?: string }): MarkSpec => ({
    name: x.name,
    n: x.n,
    ...(x.bind !== undefined ? { upTo: { max: x.max ?? null, bind: x.bind } } : {}),
  }),
};
