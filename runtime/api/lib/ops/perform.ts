// How an operation is performed: its subject (who) does it — each player of a set in turn
// (各, 3.5.36; 依次 from the current-turn player) — and while a player performs it, the
// choices its arguments need are that player's (p.actor). An operation can be done when some
// performer is alive and can do it (003 §三 ◆); it ran when some performer did it.
import type { PlayerId } from "../../../model/types.ts";
import type { Act, Op, PlayersX } from "../act.ts";

/** Runs `f` with `q` as the performer (a.actor), restoring the previous one after. */
export function asActor<T>(a: Act, q: PlayerId, f: () => T): T {
  const before = a.actor;
  a.actor = q;
  try {
    return f();
  } finally {
    a.actor = before;
  }
}

/**
 * Whether `q` can still perform operations: alive — or the owner of this skill at its own death
 * (4.2.19 死亡时: a dead player's skills there still take effect, 〖追忆〗 你可令…).
 */
const alive = (a: Act, q: PlayerId): boolean =>
  (a.engine.state.players[q]?.alive ?? false) || (q === a.you && a.event.kind === "death" && a.event.player === q);

/**
 * Runs `f` as if the choice of performers had chosen `q` (令一名角色重铸其装备区里的一张牌: 其 names
 * the one chosen, so whether a candidate can do it is asked with it chosen).
 */
function asChosen<T>(a: Act, who: PlayersX, q: PlayerId, f: () => T): T {
  const bind = who.choice?.bind;
  if (bind === undefined || a.bound.has(bind)) return f();
  a.bound.set(bind, [q]);
  try {
    return f();
  } finally {
    a.bound.delete(bind);
  }
}

/**
 * 003 二(2) 多角色结算原则: when one skill's effect settles on several players, they respond from
 * the current-turn player counter-clockwise — whatever order they were chosen or written in (004
 * 3.5.36 ◎〖解烦〗: 邓艾、张角 settle in seat order from the current player 韩当).
 */
function inSettlementOrder(a: Act, qs: readonly PlayerId[]): PlayerId[] {
  const n = a.engine.state.players.length;
  const from = a.engine.currentPlayer;
  return [...qs].sort((x, y) => ((x - from + n) % n) - ((y - from + n) % n));
}

/** The players who would perform it, without asking anyone (for can). */
export function peekPerformers(a: Act, who: PlayersX): PlayerId[] {
  return who.peek(a).filter((q) => alive(a, q));
}

export interface OpBody {
  /** Whether `q` could do it now (default: always). */
  readonly can?: (a: Act, q: PlayerId) => boolean;
  /** `q` does it; false when it could not be done. */
  readonly run: (a: Act, q: PlayerId) => boolean;
}

/**
 * An operation of a vocabulary row performed by `who`. A choice of performers (一名角色摸一张牌)
 * is made when it runs; a dead performer does nothing (3.5.22 ◆ for sources is the caller's).
 */
export function operation(name: string, who: PlayersX, body: OpBody): Op {
  const can = (a: Act, q: PlayerId): boolean => (body.can ? asActor(a, q, () => asChosen(a, who, q, () => body.can!(a, q))) : true);
  const perform = (a: Act, check: boolean): boolean => {
    // A choice of performers (你可令一名其他角色选择：1.……；2.……) is offered only the players who
    // can do it (3.5.27: a performer none of whose options can be done is no choice, ◎ 〖求援〗).
    const ch = who.choice;
    if (check && ch && !a.bound.has(ch.bind) && !a.bound.has(`#offer.${ch.bind}`)) {
      a.bound.set(`#offer.${ch.bind}`, who.peek(a).filter((q) => alive(a, q) && can(a, q)));
    }
    const got = who.get(a, name);
    if (got === null) return false;
    const performers = got.length > 1 ? inSettlementOrder(a, got) : got;
    // 各/依次 (3.5.36): each performer makes its own choices (a card one chose is not the next
    // one's); afterwards the choices of all of them are bound together (这些牌).
    const before = performers.length > 1 ? new Set(a.bound.keys()) : null;
    const merged = new Map<string, unknown[]>();
    let any = false;
    for (const q of performers) {
      if (!alive(a, q)) continue;
      if (check && !can(a, q)) continue;
      const outer = a.opStart;
      a.opStart = a.engine.log.entries.length;
      try {
        any = asActor(a, q, () => body.run(a, q)) || any;
      } finally {
        a.opStart = outer;
      }
      if (!before) continue;
      for (const [k, v] of [...a.bound.entries()]) {
        if (before.has(k) || !Array.isArray(v)) continue;
        merged.set(k, [...(merged.get(k) ?? []), ...(v as unknown[])]);
        a.bound.delete(k);
      }
    }
    for (const [k, v] of merged) a.bound.set(k, v as never);
    return any;
  };
  return {
    name,
    who,
    can: (a) => {
      if (who.choice) return who.peek(a).some((q) => alive(a, q) && can(a, q));
      return peekPerformers(a, who).some((q) => can(a, q));
    },
    run: (a) => perform(a, true),
    force: (a) => perform(a, false),
  };
}

/** The first player a selector names now (其, 来源 …), or null. */
export function onePlayer(a: Act, x: PlayersX, purpose: string): PlayerId | null {
  const got = x.get(a, purpose);
  return got && got.length > 0 ? got[0] : null;
}
