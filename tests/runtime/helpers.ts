// Shared helpers for runtime tests: the hand-written slice pack and timing filters.
import standardSlice from "../fixtures/standardSlice.ts";
import { createScenario, type Scenario, type ScenarioOptions } from "../../runtime/index.ts";

export const pack = standardSlice;

export function scenario(options: Omit<ScenarioOptions, "packs">): Scenario {
  return createScenario({ packs: [pack], ...options });
}

/** Timing ids of the given event prefixes only (e.g. drop the move events of draws). */
export function only(timings: readonly string[], ...prefixes: string[]): string[] {
  return timings.filter((t) => prefixes.some((p) => t.startsWith(p)));
}

export function without(timings: readonly string[], ...prefixes: string[]): string[] {
  return timings.filter((t) => !prefixes.some((p) => t.startsWith(p)));
}

export const MOVE = ["move.decided", "move.before.1", "move.before.2", "move.after.1", "move.after.2", "move.end"];
export const HP_DEDUCT = ["hpDeduct.before", "hpDeduct.during", "hpDeduct.after", "hpDeduct.end"];
