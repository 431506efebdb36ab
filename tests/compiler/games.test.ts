// The project's pack (skills/standard.sgs), compiled with everything that compiles today,
// plays complete seeded identity-mode games (4.1.1) with random agents and keeps the same
// invariants as the runtime's property test: winners by 4.1.1.1, every card in one zone, hp ≤
// max hp, byte-identical replays; the compiled handlers (beyond the slice too) never throw.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileSource, loadPackFromSource } from "../../compiler/index.ts";
import type { Pack } from "../../runtime/index.ts";
import { gameViolations } from "../support/invariants.ts";
import { ROOT, typeErrorsOf } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(readFileSync(path.join(ROOT, "skills", "standard.sgs"), "utf8"), "standard.sgs");
});

describe("games with the compiled skills/standard.sgs", () => {
  test("its generated TypeScript (beyond-slice constructs included) typechecks", async () => {
    const text = readFileSync(path.join(ROOT, "skills", "standard.sgs"), "utf8");
    const result = await compileSource(text, "standard.sgs");
    expect(result.ts).not.toBe("");
    expect(typeErrorsOf(result.ts)).toEqual([]);
  }, 30_000);

  for (const players of [4, 5, 8]) {
    // The standard pack alone; tests/games/ plays 2,002 more with every acceptance pack.
    test(`${players} players, seeds 1–60 keep every invariant`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        expect(gameViolations(pack, players, seed), `seed ${seed}`).toEqual([]);
      }
    }, 300_000);
  }
});
