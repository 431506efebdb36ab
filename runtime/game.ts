// A complete identity-mode game (4.1.1): setup, then turns from the lord counter-clockwise
// until a death ends the game (4.1.1.1).
import type { Pack } from "./engine/pack.ts";
import type { PlayerId, Role } from "./model/types.ts";
import type { Agent } from "./engine/agent.ts";
import type { LogEntry } from "./log/log.ts";
import { RandomAgent } from "./agents/random.ts";
import { setupIdentity } from "./modes/identity.ts";
import type { Engine } from "./engine/engine.ts";
import { GameOver } from "./engine/gameOver.ts";
import { Fault, messageOf, type FaultPolicy } from "./engine/faults.ts";
import type { Rng } from "./engine/rng.ts";
import { seedFromText } from "./engine/rng.ts";
import { GameEngine } from "./wiring.ts";

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
  /**
   * What a throwing skill or card handler does (runtime/engine/faults.ts): "strict" (default,
   * for tests) rethrows; "contain" (`jinnang play`, simulations) logs it, ends the event in which
   * it happened and plays on. Under "contain" an error outside every event ends the game
   * (reason "error") with the partial result, never the process.
   */
  readonly faults?: FaultPolicy;
  /** Seats (0-based) given a chosen general instead of a choice among offered ones (`jinnang play --general`). */
  readonly generals?: ReadonlyMap<PlayerId, string>;
}

export interface GameResult {
  readonly winners: PlayerId[];
  readonly roles: Role[];
  readonly generals: string[];
  readonly turns: number;
  readonly reason: string;
  readonly log: LogEntry[];
  /** Faults contained ("contain"): the log's `error` entries. Always 0 under "strict". */
  readonly errors: number;
}

export interface Game {
  readonly engine: Engine;
  play(): GameResult;
}

export function createGame(options: GameOptions): Game {
  const engine: Engine = new GameEngine({
    packs: options.packs,
    seed: seedFromText(options.seed),
    agents: options.agents ?? ((_seat, rng) => new RandomAgent(rng)),
    hiddenCardTokens: true,
    faults: options.faults ?? "strict",
    ...(options.onStep ? { onStep: options.onStep } : {}),
  });
  const maxTurns = options.maxTurns ?? 5000;
  return {
    engine,
    play(): GameResult {
      let winners: PlayerId[] = [];
      let reason = "turnLimit";
      try {
        setupIdentity(engine, options.players, options.roleSet ?? 0, options.generals);
        let seat: PlayerId = 0;
        while (engine.turns < maxTurns) {
          engine.playTurn(seat);
          seat = engine.nextAlive(seat);
        }
        engine.log.add({ t: "gameOver", winners: [], reason });
      } catch (e) {
        if (e instanceof GameOver) {
          winners = e.winners;
          reason = e.reason;
        } else {
          if (engine.faults === "strict") throw e;
          // A fault no event could take (faults.ts): the game ends here, with what was played.
          if (!(e instanceof Fault)) {
            engine.errors++;
            engine.log.add({ t: "error", engine: "game", message: messageOf(e), event: null, kind: null });
          }
          reason = "error";
          engine.log.add({ t: "gameOver", winners: [], reason });
        }
      }
      return {
        winners,
        roles: engine.state.players.map((p) => p.role),
        generals: engine.state.players.map((p) => p.general),
        turns: engine.turns,
        reason,
        log: engine.log.entries,
        errors: engine.errors,
      };
    },
  };
}
