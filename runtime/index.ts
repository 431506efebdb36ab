// The runtime's public API: the only module generated packs and the compiler import.
export type * from "./model/types.ts";
export type * from "./model/events.ts";
export type * from "./engine/pack.ts";
export type * from "./engine/context.ts";
export type { SeatView, SeatPlayerView, SeatPileView } from "./engine/seatView.ts";
export type { SkillSelector, InvalidUntil } from "./engine/skillState.ts";
export type { PindianResult } from "./model/events.ts";
export type { MoveTarget, ExtraPhaseAt } from "./engine/engine.ts";
export { TIMINGS, PHASES, timingRow, isTimingId } from "./timing/catalogue.ts";
export type { TimingRow, TimingId, EventKind, PhaseName } from "./timing/catalogue.ts";

export { createGame } from "./game.ts";
export type { Game, GameOptions, GameResult } from "./game.ts";
// The engine with the runtime's flows, views and contexts plugged in (runtime/wiring.ts).
export { GameEngine as Engine } from "./wiring.ts";
export { GameOver } from "./engine/gameOver.ts";
export { Rng } from "./engine/rng.ts";
export { createScenario } from "./scenario.ts";
export { BLANK_GENERALS } from "./scenario.ts";
export type { Scenario, ScenarioOptions, ScenarioPlayer, CardSpec } from "./scenario.ts";
export type { FaultPolicy, FaultSource } from "./engine/faults.ts";
export { RandomAgent } from "./agents/random.ts";
export { ScriptedAgent } from "./agents/scripted.ts";
export type { ScriptStep } from "./agents/scripted.ts";
export type * from "./engine/agent.ts";
export { formatRecord } from "./log/record.ts";
export type { LogEntry } from "./log/log.ts";
export { rolesFor, identityEnd } from "./modes/identity.ts";
export type { Lib } from "./api/lib/index.ts";
