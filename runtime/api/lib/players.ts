// Player selectors (p.*): 你, the players a timing's event names, players chosen before, the
// set a description names (所有其他角色), a choice the actor makes (一名其他角色), 上家/下家.
import type { PlayerId } from "../../model/types.ts";
import type { GameEvent } from "../../model/events.ts";
import { filterAll, type Act, type CardsX, type Ex, type Filter, type PlayersX, type TargetX } from "./act.ts";
import { councilInScope, useOfCards } from "./misc.ts";
import { subjectsOf } from "../../engine/engine.ts";

const fixed = (f: (a: Act) => PlayerId[], single = true): PlayersX => ({ peek: f, get: f, single });

const one = (p: PlayerId | null | undefined): PlayerId[] => (p === null || p === undefined ? [] : [p]);

/** Alive players from the current-turn player counter-clockwise (003 §二(2)). */
export function inOrder(a: Act): PlayerId[] {
  return a.engine.view.alivePlayersFrom(a.engine.currentPlayer);
}

/** The player a field of the timing's event (or the nearest enclosing event) names. */
export function eventPlayer(a: Act, field: string): PlayerId | null {
  const e = a.event;
  const direct = playerField(a, e, field);
  if (direct !== undefined) return direct;
  for (let i = a.engine.stack.length - 1; i >= 0; i--) {
    const v = playerField(a, a.engine.stack[i], field);
    if (v !== undefined) return v;
  }
  return null;
}

function playerField(a: Act, e: GameEvent, field: string): PlayerId | null | undefined {
  switch (field) {
    case "targetPlayer": {
      // While a paired player is chosen with a target (【借刀杀人】's B), that target.
      const first = a.bound.get("#pairedFirst") as PlayerId[] | undefined;
      if (first) return first[0] ?? null;
      if (a.card) return a.card.target;
      if (e.kind === "use") return e.targets[e.current]?.player ?? null;
      return undefined;
    }
    case "target":
      if (e.kind === "use") return e.targets[e.current]?.player ?? null;
      return undefined;
    case "user":
      if (e.kind === "use") return e.user;
      if (a.card) return a.card.user;
      if (e.kind === "needUse") return e.player;
      return undefined;
    case "player":
      if ("player" in e && typeof e.player === "number") return e.player;
      return undefined;
    case "source":
      if (e.kind === "damage") return e.source !== null && a.engine.state.players[e.source].alive ? e.source : null; // 3.5.22 ◆
      return undefined;
    case "victim":
      if (e.kind === "damage") return e.victim;
      return undefined;
    case "killer":
      if (e.kind === "death") return e.killer;
      return undefined;
    case "loser":
    case "gainer": {
      if (e.kind !== "move") return undefined;
      const bound = a.bound.get(`#move.${field}`) as PlayerId | undefined;
      if (bound !== undefined) return bound;
      // 失去 (3.8.27): the cards leave that player's regions; 得到: they arrive in its hand or equipment.
      const sides = e.moves.flatMap((m) => {
        const from = "owner" in m.from && ["hand", "equip", "judge"].includes(m.from.kind) ? m.from.owner : null;
        const to = (m.to.kind === "hand" || m.to.kind === "equip") ? m.to.owner : null;
        const p = field === "loser" ? (from !== null && from !== to ? from : null) : to !== null && to !== from ? to : null;
        return p === null ? [] : [p];
      });
      // The skill's owner when it is one of them (当你失去…), else the first.
      return sides.includes(a.you) ? a.you : (sides[0] ?? null);
    }
    default: {
      const v = (e as unknown as Record<string, unknown>)[field];
      return typeof v === "number" ? v : undefined;
    }
  }
}

export const p = {
  you: (): PlayersX => fixed((a) => [a.you]),
  /** The player performing the operation now (each of a 各 set in turn): its choices are its own. */
  actor: (): PlayersX => fixed((a) => [a.actor]),
  /**
   * The player whose option or 选择是否 sentence is being carried out (3.5.27): still that player
   * inside a 令 in it, where the actor is the one commanded (令你弃置其一张牌: 其 is the chooser).
   */
  chooser: (): PlayersX => fixed((a) => [(a.bound.get("#chooser") as PlayerId | undefined) ?? a.actor]),
  /** 系统 (the game itself performs it): nobody. */
  system: (): PlayersX => ({ ...fixed(() => []), system: true }),
  current: (): PlayersX => fixed((a) => [a.engine.currentPlayer]),
  /** The parties of the timing's event (两名其他角色的拼点结果确定后: that pair; catalogue `parties`). */
  parties: (): PlayersX => fixed((a) => (a.timing === null ? [] : subjectsOf(a.timing, a.event))),
  /** “议事”的角色 (3.5.61): the participants of the 议事 in scope. */
  councillors: (): PlayersX => fixed((a) => [...(councilInScope(a)?.participants ?? [])]),
  event: (x: { field: string }): PlayersX => fixed((a) => one(eventPlayer(a, x.field))),
  bound: (x: { name: string }): PlayersX =>
    fixed((a) => {
      const v = a.bound.get(x.name) as PlayerId[] | undefined;
      if (v === undefined) a.readUnbound = true;
      return v ?? [];
    }),
  cand: (x: { depth: number }): PlayersX => fixed((a) => one(a.cands[x.depth] as PlayerId | undefined)),
  /** The player a state effect is asked about (其 in 有“鉴”的角色的手牌上限+X（X为其“鉴”数）). */
  queried: (): PlayersX => fixed((a) => one(a.queried ?? undefined)),
  paired: (): PlayersX => fixed((a) => one(a.card?.paired)),
  /** The owner of the cards of the move in scope (一名其他角色的牌). */
  moveOwner: (): PlayersX => fixed((a) => one(a.bound.get("#move.owner") as PlayerId | undefined)),
  /** <一张牌>的使用者 (3.5.21): the user of that card's use. */
  userOf: (x: { card: CardsX }): PlayersX => fixed((a) => one(useOfCards(a, x.card)?.user ?? null)),
  /** The player of a target (此目标对应的角色). */
  targetOf: (x: { target: TargetX }): PlayersX => fixed((a) => {
    const ref = x.target(a);
    return one(ref ? ref.use.targets[ref.index]?.player : null);
  }),
  next: (x: { of: PlayersX }): PlayersX => fixed((a) => x.of.peek(a).map((q) => a.engine.nextAlive(q))),
  prev: (x: { of: PlayersX }): PlayersX => fixed((a) => x.of.peek(a).map((q) => prevAlive(a, q))),
  /** 另一名角色: the one of the set that is not `than`. */
  other: (x: { set: PlayersX; than: PlayersX }): PlayersX =>
    fixed((a) => {
      const than = new Set(x.than.peek(a));
      return x.set.peek(a).filter((q) => !than.has(q)).slice(0, 1);
    }),
  union: (x: { items: readonly PlayersX[] }): PlayersX => ({
    // 一名…角色A和一名是A…的角色B: try each candidate of a choice before the next depends on it.
    feasible: (a) => feasibleFrom(a, x.items, 0),
    peek: (a) => dedupe(x.items.flatMap((i) => i.peek(a))),
    get: (a, purpose) => {
      const out: PlayerId[] = [];
      x.items.forEach((item, k) => {
        // A choice is offered only the candidates the later choices can still follow.
        const ch = item.choice;
        if (ch && !a.bound.has(ch.bind) && k + 1 < x.items.length) {
          // An operation may have narrowed the offer already (those who can do it).
          const base = (a.bound.get(`#offer.${ch.bind}`) as PlayerId[] | undefined) ?? item.peek(a);
          const ok = base.filter((c) => {
            a.bound.set(ch.bind, [c]);
            const fine = feasibleFrom(a, x.items, k + 1);
            a.bound.delete(ch.bind);
            return fine;
          });
          a.bound.set(`#offer.${ch.bind}`, ok);
        }
      });
      for (const i of x.items) {
        const got = i.get(a, purpose);
        if (got === null) return null;
        out.push(...got);
      }
      return dedupe(out);
    },
    single: false,
    items: x.items,
  }),
  /** Every alive player passing the filter, in order from the current-turn player. */
  all: (x: { filter: Filter<PlayerId> }): PlayersX => ({ ...fixed((a) => filterAll(a, inOrder(a), x.filter), false), describes: (a, p) => filterAll(a, [p], x.filter).length > 0 }),
  filter: (x: { from: PlayersX; filter: Filter<PlayerId> }): PlayersX => fixed((a) => filterAll(a, x.from.peek(a), x.filter)),
  /** A choice made when the operation runs: `chooser` picks min..max of `from` (-1: no upper bound). */
  choose: (x: { from: PlayersX; min: Ex<number>; max: Ex<number> | null; chooser: PlayersX; bind: string; label?: string; at?: string }): PlayersX => ({
    // Once made, a choice is what it chose; 至多0名 (X = 0) has no one to choose (3.4.17).
    peek: (a) => {
      const made = a.bound.get(x.bind) as PlayerId[] | undefined;
      if (made) return made;
      if (x.max === null) return x.from.peek(a);
      // A bound its cost has not chosen yet (弃置至少一张手牌并选择等量的其他角色) is not 0 while probing: the
      // candidates stand, and the choice is asked once the cards are chosen.
      const was = a.readUnbound;
      a.readUnbound = false;
      const max = x.max(a);
      const unbound = a.readUnbound;
      a.readUnbound = was || unbound;
      return max < 1 && !unbound ? [] : x.from.peek(a);
    },
    get: (a, purpose) => {
      const made = a.bound.get(x.bind) as PlayerId[] | undefined;
      if (made) return made;
      const offer = movedRangeOffer(a, x.bind) ?? (a.bound.get(`#offer.${x.bind}`) as PlayerId[] | undefined);
      const candidates = offer ?? x.from.peek(a);
      const min = x.min(a);
      const max = x.max === null ? candidates.length : x.max(a);
      if (candidates.length < min || candidates.length === 0 || max < 1) return null;
      const chooser = x.chooser.peek(a)[0] ?? a.you;
      const chosen = a.engine.ask.players(chooser, candidates, min, Math.min(max, candidates.length), purpose);
      if (chosen.length < min) return null;
      a.bound.set(x.bind, chosen);
      // 3.5.33 以此法选择过的角色: every choice of players a skill makes (令一名角色…, 选择…) is a 选择.
      a.record("choose", chooser, [], chosen);
      return chosen;
    },
    choice: { min: x.min, max: (a) => (x.max === null ? null : x.max(a)), chooser: x.chooser, bind: x.bind },
    single: false,
  }),
};

/** 3.1.7 ◆: the group's offer without the weapon or horse this activation has moved since (ops/control.ts choose). */
function movedRangeOffer(a: Act, bind: string): PlayerId[] | undefined {
  const without = a.bound.get(`#offerWithout.${bind}`) as unknown as Map<number, PlayerId[]> | undefined;
  if (!without) return undefined;
  for (const r of a.records) for (const c of r.cards) if (without.has(c)) return without.get(c);
  return undefined;
}

function feasibleFrom(a: Act, items: readonly PlayersX[], i: number): boolean {
  if (i >= items.length) return true;
  const item = items[i];
  const ch = item.choice;
  if (!ch) return feasibleFrom(a, items, i + 1);
  const candidates = item.peek(a);
  const min = Math.max(ch.min(a), 1);
  if (candidates.length < min) return false;
  if (min > 1 || a.bound.has(ch.bind)) return feasibleFrom(a, items, i + 1);
  for (const c of candidates) {
    a.bound.set(ch.bind, [c]);
    const ok = feasibleFrom(a, items, i + 1);
    a.bound.delete(ch.bind);
    if (ok) return true;
  }
  return false;
}

function dedupe(xs: PlayerId[]): PlayerId[] {
  return [...new Set(xs)];
}

function prevAlive(a: Act, seat: PlayerId): PlayerId {
  const n = a.engine.state.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (seat - k + n) % n;
    if (a.engine.state.players[q].alive) return q;
  }
  return seat;
}
