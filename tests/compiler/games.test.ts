// The project's pack (skills/standard.sgs), compiled with everything that compiles today,
// plays complete seeded identity-mode games (4.1.1) with random agents: every game ends with
// winners, and the compiled handlers (beyond the slice too) never throw.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileSource, loadPackFromSource } from "../../compiler/index.ts";
import { createGame, type Pack } from "../../runtime/index.ts";
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
    test(`${players} players, seeds 1–60 end with winners`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        const result = createGame({ packs: [pack], players, seed }).play();
        expect(result.winners.length, `seed ${seed}: ${result.reason}`).toBeGreaterThan(0);
      }
    }, 60_000);
  }
});
