// Filters (f.*): a test over the candidate of one nesting level — a player, a card, a damage,
// a skill — or a value of it (f.value, for 手牌数最大的 and 不同). The compiler numbers the
// levels, so a relative clause inside a relative clause tests its own candidate.
import type { AreaUnit } from "./areas.ts";
import type { CardId, PlayerId } from "../../model/types.ts";
import type { DamageEvent } from "../../model/events.ts";
import type { Act, Ex, Filter } from "./act.ts";

/** A value of a candidate. */
export type ValueOf<T> = ((a: Act, candidate: T) => number) & { readonly depth: number };

function filter<T>(depth: number, test: Ex<boolean>): Filter<T> {
  const f = (a: Act, candidate: T): boolean => a.withCandidate(depth, candidate, () => test(a));
  return Object.assign(f, { depth });
}

export const f = {
  player: (x: { depth: number; test: Ex<boolean> }): Filter<PlayerId> => filter(x.depth, x.test),
  card: (x: { depth: number; test: Ex<boolean> }): Filter<CardId> => filter(x.depth, x.test),
  damage: (x: { depth: number; test: Ex<boolean> }): Filter<DamageEvent> => filter(x.depth, x.test),
  skill: (x: { depth: number; test: Ex<boolean> }): Filter<string> => filter(x.depth, x.test),
  area: (x: { depth: number; test: Ex<boolean> }): Filter<AreaUnit> => filter(x.depth, x.test),
  value: (x: { depth: number; value: Ex<number> }): ValueOf<PlayerId> =>
    Object.assign((a: Act, candidate: PlayerId) => a.withCandidate(x.depth, candidate, () => x.value(a)), { depth: x.depth }),
};
