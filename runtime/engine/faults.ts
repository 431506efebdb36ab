// Faults (issue #6 item 7): what happens when a pack's handler — a skill's condition, cost or
// effect, a card's window condition, 执行动作 or effect — throws.
//
//   "strict"  (scenarios, tests, createGame's default): the exception propagates, so the test
//             that ran into it fails with the handler's own error.
//   "contain" (`jinnang play`, the bench's games): the engine logs an error entry
//             ({t:"error", skill | card, message, event, kind}), counts it, and ends the event in
//             which it happened — the innermost event open when the handler ran — as if its flow
//             had stopped there (its `finish` clean-up still runs). The game goes on.
//
// An agent's own exception (an unscripted request of a scripted agent, an illegal answer) is never
// contained: a test fails with it under either policy; in a game it ends the game (reason "error").
//
// Only this module and a handful of call sites in engine.ts / flows know about the policy; a
// contained fault travels as a `Fault` to the `run` of its event, like 结束 (EndFlow) does.
import type { GameEvent } from "../model/events.ts";

export type FaultPolicy = "strict" | "contain";

/** Whose handler threw: a skill's (its name) or a card's (its name). */
export type FaultSource = { readonly skill: string } | { readonly card: string } | { readonly engine: string };

/**
 * A logged, contained fault on its way to the `run` of the event it ends. With no event open
 * (`target` null) it reaches the game loop, which ends the game (createGame, reason "error").
 */
export class Fault extends Error {
  constructor(
    readonly target: GameEvent | null,
    readonly original: unknown,
  ) {
    super(`fault in ${target ? `${target.kind} #${target.id}` : "no event"}: ${messageOf(original)}`);
  }
}

/** The message of a thrown value, without stack or addresses, so replays stay byte-identical. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Exceptions raised by agents (or their illegal answers): never contained, always propagated. */
const agentErrors = new WeakSet<object>();

export function markAgentError<E>(e: E): E {
  if (typeof e === "object" && e !== null) agentErrors.add(e);
  return e;
}

/** Is this exception an agent's (an unscripted request in a test), which a fault policy never contains? */
export function isAgentError(e: unknown): boolean {
  return typeof e === "object" && e !== null && agentErrors.has(e);
}
