// Shared helpers for the 界限突破 tests: the acceptance packs compiled together
// (tests/support/packs.ts), where a 界 general's skills are its own pack's versions (registered
// as “name@界限突破” beside the standard skills of the same name, runtime/engine/registry.ts).
import type { LogEntry, Scenario } from "../../runtime/index.ts";

export { loadPacks } from "../support/packs.ts";
export { damages, offeredNow, uses, judgeNames, equipNames, watchOffers } from "../maneuvering/helpers.ts";

/** The registered id of a 界限突破 skill whose name the standard pack uses too. */
export const jx = (name: string): string => `${name}@界限突破`;

/** Skill activations logged, as [player, skill id]. */
export function activations(s: Scenario): unknown[][] {
  return s.entries().flatMap((e: LogEntry) => (e.t === "skill" ? [[e.player, e.skill]] : []));
}

/** Whether a seat was asked whether to activate a skill (by id or printed name). */
export function askedToActivate(s: Scenario, seat: number, skill: string): boolean {
  return s.entries().some((e) => e.t === "decision" && e.player === seat && e.request === "activate" && (e.reason === skill || e.reason.split("@")[0] === skill));
}
