// The game's single seeded generator (pure-rand). Every random choice — shuffles, role and
// general deals, the random agents' picks — goes through one instance, so a seed fixes a game.
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: number) {
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[this.int(0, items.length - 1)];
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** Probability check: true with chance num/den. */
  chance(num: number, den: number): boolean {
    return this.int(0, den - 1) < num;
  }
}

/** Seeds may be given as text (CLI); hash them to a 32-bit integer deterministically. */
export function seedFromText(seed: string | number): number {
  if (typeof seed === "number") return seed | 0;
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h | 0;
}
