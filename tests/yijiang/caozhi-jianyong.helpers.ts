// Helpers for the behaviour tests of the first 27 generals of yijiang.sgs (曹植 … 简雍).
import type { createScenario } from "../../runtime/index.ts";

export type S = ReturnType<typeof createScenario>;

/** A general with no skills, for the other seats of a board. */
export const BLANK = { general: "黄盖", skills: [] as string[] } as const;

/** Names of the cards in the discard pile. */
export function discardNames(s: S): string[] {
  return s.engine.state.discardPile.map((c) => s.card(c).name);
}

/** The skills activated (the log's skill entries), in order. */
export function skillsUsed(s: S): string[] {
  return s.entries().flatMap((e) => (e.t === "skill" ? [e.skill] : []));
}

/** Debug: the log without timing entries, one line each. */
export function dump(s: S): string {
  return s
    .entries()
    .filter((e) => e.t !== "timing")
    .map((e) => JSON.stringify(e))
    .join("\n");
}

/** Every scripted seat used up its script (no decision the test expected was skipped). */
export function scriptsDone(s: S): void {
  s.agents.forEach((a, seat) => {
    const left = (a as { remaining?: readonly unknown[] }).remaining;
    if (left && left.length > 0) throw new Error(`seat ${seat}: script steps left: ${JSON.stringify(left)}`);
  });
}
