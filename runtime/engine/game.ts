// A complete identity-mode game (4.1.1): setup, then turns from the lord counter-clockwise
// until a death ends the game (4.1.1.1).
import type { Pack } from "../api/pack.ts";
import type { PlayerId, Role } from "../model/types.ts";
import type { Agent } from "../agents/agent.ts";
import type { LogEntry } from "../log/log.ts";
import { RandomAgent } from "../agents/random.ts";
import { setupIdentity } from "../modes/identity.ts";
import { Engine } from "./engine.ts";
import { GameOver } from "./gameOver.ts";
import type { Rng } from "./rng.ts";
import { seedFromText } from "./rng.ts";

export interface GameOptions {
  readonly packs: readonly Pack[];
  /** 4–10. */
  readonly players: number;
  readonly seed: number | string;
  /** 4.1.1.2: the second role set for 6 and 8 players. */
  readonly roleSet?: 0 | 1;
  /** Default: seeded random agents for every seat. */
  readonly agents?: (seat: PlayerId, rng: Rng) => Agent;
  /** Called after every card movement and hp change (invariant checks). */
  readonly onStep?: (engine: Engine) => void;
  /** Safety net: a game longer than this many turns ends with no winner ("turnLimit"). */
  readonly maxTurns?: number;
}

export interface GameResult {
  readonly winners: PlayerId[];
  readonly roles: Role[];
  readonly generals: string[];
  readonly turns: number;
  readonly reason: string;
  readonly log: LogEntry[];
}

export interface Game {
  readonly engine: Engine;
  play(): GameResult;
}

export function createGame(options: GameOptions): Game {
  const engine = new Engine({
    packs: options.packs,
    seed: seedFromText(options.seed),
    agents: options.agents ?? ((_seat, rng) => new RandomAgent(rng)),
    hiddenCardTokens: true,
    ...(options.onStep ? { onStep: options.onStep } : {}),
  });
  const maxTurns = options.maxTurns ?? 5000;
  return {
    engine,
    play(): GameResult {
      let winners: PlayerId[] = [];
      let reason = "turnLimit";
      try {
        setupIdentity(engine, options.players, options.roleSet ?? 0);
        let seat: PlayerId = 0;
        while (engine.turns < maxTurns) {
          engine.playTurn(seat);
          seat = engine.nextAlive(seat);
        }
        engine.log.add({ t: "gameOver", winners: [], reason });
      } catch (e) {
        if (!(e instanceof GameOver)) throw e;
        winners = e.winners;
        reason = e.reason;
      }
      return {
        winners,
        roles: engine.state.players.map((p) => p.role),
        generals: engine.state.players.map((p) => p.general),
        turns: engine.turns,
        reason,
        log: engine.log.entries,
      };
    },
  };
}
