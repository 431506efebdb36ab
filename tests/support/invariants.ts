// Invariants every seeded random game must keep (BRIEF "Testing"; issue #2): the game ends
// with the winners 4.1.1.1 names; at every step each of the deck's cards is in exactly one
// zone and hp never exceeds max hp; the same seed replays byte for byte.
import { createGame, type Engine, type GameResult, type Pack, type Role } from "../../runtime/index.ts";

/** 4.1.1.1: who wins once the game has ended with these roles and survivors. */
export function expectedWinners(roles: readonly Role[], alive: readonly boolean[]): number[] {
  const seats = roles.map((_, i) => i);
  if (!alive[0]) {
    const living = seats.filter((i) => alive[i]);
    if (living.length === 1 && roles[living[0]] === "renegade") return living;
    return seats.filter((i) => roles[i] === "rebel");
  }
  return seats.filter((i) => roles[i] === "lord" || roles[i] === "loyalist");
}

export interface CheckedGame {
  readonly result: GameResult;
  /** Broken invariants, in the order they were first seen (empty when all held). */
  readonly problems: string[];
  readonly alive: boolean[];
}

/** Plays one game, checking card zones and hp after every card movement and hp change. */
export function playChecked(packs: Pack | readonly Pack[], players: number, seed: number, deckSize = 108): CheckedGame {
  const problems: string[] = [];
  const onStep = (engine: Engine) => {
    if (problems.length > 0) return;
    const zones = engine.state.checkZones();
    if (zones.length > 0) problems.push(...zones);
    if (engine.state.cards.length !== deckSize) problems.push(`deck has ${engine.state.cards.length} cards`);
    for (const p of engine.state.players) if (p.hp > p.maxHp) problems.push(`seat ${p.id} hp ${p.hp} > max ${p.maxHp}`);
  };
  const game = createGame({ packs: Array.isArray(packs) ? packs : [packs], players, seed, onStep });
  const result = game.play();
  return { result, problems, alive: game.engine.state.players.map((p) => p.alive) };
}

/** Everything wrong with one seeded game (empty when it kept every invariant). */
export function gameViolations(packs: Pack | readonly Pack[], players: number, seed: number, options: { readonly replay?: boolean; readonly deckSize?: number } = {}): string[] {
  const list = Array.isArray(packs) ? packs : [packs];
  const { result, problems, alive } = playChecked(list, players, seed, options.deckSize);
  const out = [...problems];
  if (options.replay ?? true) {
    const replay = createGame({ packs: list, players, seed }).play();
    if (JSON.stringify(replay.log) !== JSON.stringify(result.log)) out.push("replay differs");
  }
  if (result.reason === "turnLimit") out.push("hit the turn limit");
  if (result.winners.length === 0) out.push("no winners");
  const expected = expectedWinners(result.roles, alive);
  if (JSON.stringify(result.winners) !== JSON.stringify(expected)) {
    out.push(`winners ${JSON.stringify(result.winners)}, 4.1.1.1 says ${JSON.stringify(expected)}`);
  }
  if (result.roles[0] !== "lord" || result.roles.filter((r) => r === "lord").length !== 1) out.push("lord not alone in seat 0");
  return out;
}
