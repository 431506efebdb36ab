// The rulings table (tests/rulings/index.ts) cannot drift from the seeds: every ◎例如 of
// seeds 000 and 004 is listed exactly once, and every entry marked encoded names a test
// that exists in tests/rulings/*.test.ts.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULINGS, SEED_FILES, extractRulings, type Ruling } from "./index.ts";

const id = (r: Pick<Ruling, "seed" | "section" | "key">) => `${r.seed} ${r.section} ${r.key}`;

function fromSeeds(): string[] {
  const out: string[] = [];
  for (const seed of ["000", "004"] as const) {
    for (const r of extractRulings(readFileSync(SEED_FILES[seed], "utf8"))) out.push(id({ seed, ...r }));
  }
  return out;
}

describe("rulings catalogue", () => {
  it("lists every ◎例如 of seeds 000 and 004 exactly once, in seed order", () => {
    const seeds = fromSeeds();
    expect(seeds).toHaveLength(168);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(RULINGS.map(id)).toEqual(seeds);
  });

  it("every encoded ruling names a test that exists in tests/rulings/*.test.ts", () => {
    const dir = import.meta.dirname;
    const text = readdirSync(dir)
      .filter((f) => f.endsWith(".test.ts") && f !== "catalogue.test.ts")
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    const missing = RULINGS.filter((r) => r.status === "encoded" && !text.includes(`"${r.test}"`)).map(id);
    expect(missing).toEqual([]);
  });

  it("every pending ruling says what it needs", () => {
    const vague = RULINGS.filter((r) => r.status === "pending" && r.needs.trim().length < 3).map(id);
    expect(vague).toEqual([]);
  });
});
