// Property tests over seeded random games (BRIEF "Testing"): every game ends with winners that
// satisfy 4.1.1.1; at every step each of the 108 cards is in exactly one zone and hp never
// exceeds max hp; the same seed gives the same JSON log, byte for byte.
import { describe, expect, it } from "vitest";
import { pack } from "./helpers.ts";
import { createGame, type Role } from "../../runtime/index.ts";
import { gameViolations } from "../support/invariants.ts";

const GAMES = 200;

describe.each([4, 5, 8])("%i-player identity games (4.1.1)", (players) => {
  it(`${GAMES} seeded games end with winners by 4.1.1.1, keep every card in one zone, hp ≤ max hp, and replay identically`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const gameSeed = seed * 7919 + players;
      expect(gameViolations(pack, players, gameSeed), `seed ${gameSeed}`).toEqual([]);
    }
  });

  it("different seeds give different games", () => {
    const logs = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) logs.add(JSON.stringify(createGame({ packs: [pack], players, seed }).play().log));
    expect(logs.size).toBe(20);
  });
});

describe("identity setup (4.1.1.2–4.1.1.5)", () => {
  it("4.1.1.2 role table; 6 and 8 players have a second set on request", () => {
    const count = (roles: Role[]) => ["lord", "loyalist", "rebel", "renegade"].map((r) => roles.filter((x) => x === r).length);
    const roles = (n: number, roleSet: 0 | 1 = 0) => createGame({ packs: [pack], players: n, seed: 3, roleSet }).play().roles;
    expect(count(roles(4))).toEqual([1, 1, 1, 1]);
    expect(count(roles(5))).toEqual([1, 1, 2, 1]);
    expect(count(roles(6))).toEqual([1, 1, 3, 1]);
    expect(count(roles(6, 1))).toEqual([1, 1, 2, 2]);
    expect(count(roles(7))).toEqual([1, 2, 3, 1]);
    expect(count(roles(8))).toEqual([1, 2, 4, 1]);
    expect(count(roles(8, 1))).toEqual([1, 2, 3, 2]);
    expect(count(roles(9))).toEqual([1, 3, 4, 1]);
    expect(count(roles(10))).toEqual([1, 3, 4, 2]);
  });

  it("4.1.1.3–4.1.1.5: lord picks from 3 lord generals + 2, distinct generals, lord +1 hp when more than 4 players, four cards each", () => {
    for (const n of [4, 5, 10]) {
      const result = createGame({ packs: [pack], players: n, seed: 11 }).play();
      const setup = result.log.find((e) => e.t === "setup");
      if (!setup || setup.t !== "setup") throw new Error("no setup entry");
      const lordGeneral = pack.generals.find((g) => g.name === setup.seats[0].general)!;
      expect(setup.seats[0].maxHp).toBe(lordGeneral.hp + (n > 4 ? 1 : 0));
      for (const s of setup.seats.slice(1)) expect(s.maxHp).toBe(pack.generals.find((g) => g.name === s.general)!.hp);
      expect(new Set(setup.seats.map((s) => s.general)).size).toBe(n);
      const decision = result.log.find((e) => e.t === "decision" && e.request === "chooseGeneral" && e.player === 0);
      expect(decision).toBeDefined();
      const deals = result.log.filter((e) => e.t === "move" && e.reason === "deal");
      expect(deals.map((d) => (d.t === "move" ? d.cards.length : 0))).toEqual(Array(n).fill(4));
    }
  });
});
