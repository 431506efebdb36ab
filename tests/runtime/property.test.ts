// Property tests over seeded random games (BRIEF "Testing"): every game ends with winners that
// satisfy 4.1.1.1; at every step each of the 108 cards is in exactly one zone and hp never
// exceeds max hp; the same seed gives the same JSON log, byte for byte.
import { describe, expect, it } from "vitest";
import { pack } from "./helpers.ts";
import { createGame, type Engine, type GameResult, type Role } from "../../runtime/index.ts";

const GAMES = 200;

function expectedWinners(roles: readonly Role[], alive: readonly boolean[]): number[] {
  const seats = roles.map((_, i) => i);
  if (!alive[0]) {
    const living = seats.filter((i) => alive[i]);
    if (living.length === 1 && roles[living[0]] === "renegade") return living;
    return seats.filter((i) => roles[i] === "rebel");
  }
  return seats.filter((i) => roles[i] === "lord" || roles[i] === "loyalist");
}

function playChecked(players: number, seed: number): { result: GameResult; problems: string[]; alive: boolean[] } {
  const problems: string[] = [];
  const onStep = (engine: Engine) => {
    if (problems.length > 0) return;
    const zones = engine.state.checkZones();
    if (zones.length > 0) problems.push(...zones);
    if (engine.state.cards.length !== 108) problems.push(`deck has ${engine.state.cards.length} cards`);
    for (const p of engine.state.players) if (p.hp > p.maxHp) problems.push(`seat ${p.id} hp ${p.hp} > max ${p.maxHp}`);
  };
  const game = createGame({ packs: [pack], players, seed, onStep });
  const result = game.play();
  return { result, problems, alive: game.engine.state.players.map((p) => p.alive) };
}

describe.each([4, 5, 8])("%i-player identity games (4.1.1)", (players) => {
  it(`${GAMES} seeded games end with winners by 4.1.1.1, keep every card in one zone, hp ≤ max hp, and replay identically`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const gameSeed = seed * 7919 + players;
      const { result, problems, alive } = playChecked(players, gameSeed);
      const replay = createGame({ packs: [pack], players, seed: gameSeed }).play();
      expect(JSON.stringify(replay.log) === JSON.stringify(result.log), `seed ${seed} replay`).toBe(true);
      expect(problems, `seed ${seed}`).toEqual([]);
      expect(result.reason, `seed ${seed}`).not.toBe("turnLimit");
      expect(result.winners.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(result.winners, `seed ${seed}`).toEqual(expectedWinners(result.roles, alive));
      // 4.1.1.2: the role counts of the table, the lord in seat 0.
      expect(result.roles[0]).toBe("lord");
      expect(result.roles.filter((r) => r === "lord")).toHaveLength(1);
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
