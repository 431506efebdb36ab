// Seeded random games with every acceptance pack (standard, 军争, 一将成名, 界限突破) and the
// 160-card deck, checked for the invariants of tests/support/invariants.ts (issue #6: at least
// 2,000 games across 4–10 players in `npm test`, one file per player count so they run in parallel).
import { beforeAll, describe, expect, test } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { gameViolations } from "../support/invariants.ts";
import { loadPacks } from "../support/packs.ts";

/** Games per player count: 7 counts × 286 = 2,002 games. */
export const GAMES_PER_COUNT = 286;
const CHUNK = 26;

export function seededGames(players: number): void {
  let packs: Pack[];
  beforeAll(async () => {
    packs = await loadPacks();
  }, 120_000);

  describe(`${players} players, every acceptance pack`, () => {
    for (let from = 1; from <= GAMES_PER_COUNT; from += CHUNK) {
      const to = Math.min(from + CHUNK - 1, GAMES_PER_COUNT);
      test(`seeds ${from}–${to} keep every invariant`, () => {
        for (let seed = from; seed <= to; seed++) {
          // The replay check (byte-for-byte log) on every fifth seed: it doubles a game's cost.
          expect(gameViolations(packs, players, seed, { replay: seed % 5 === 0, deckSize: 160 }), `seed ${seed}`).toEqual([]);
        }
      }, 900_000);
    }
  });
}
