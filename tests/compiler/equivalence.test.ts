// The compiled slice plays exactly like the hand-written fixture pack: with the same seed,
// complete identity-mode games (4.1.1) with random agents produce byte-identical JSON logs.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createGame, type Pack } from "../../runtime/index.ts";
import fixture from "../fixtures/standardSlice.ts";
import { sliceOfCorpus } from "./helpers.ts";

let compiled: Pack;
beforeAll(async () => {
  compiled = await loadPackFromSource(sliceOfCorpus(), "standard.sgs");
});

describe("compiled slice ≡ hand-written fixture", () => {
  for (const players of [4, 5, 8]) {
    test(`${players} players, seeds 1–30: identical game logs`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const ours = createGame({ packs: [compiled], players, seed }).play();
        const theirs = createGame({ packs: [fixture], players, seed }).play();
        expect(ours.winners, `seed ${seed}`).toEqual(theirs.winners);
        expect(JSON.stringify(ours.log), `seed ${seed}`).toBe(JSON.stringify(theirs.log));
      }
    }, 60_000);
  }
});
