// The runtime's public API: the only module generated packs and the compiler import.
export type * from "./model/types.ts";
export type * from "./model/events.ts";
export type * from "./api/pack.ts";
export type * from "./api/context.ts";
export { TIMINGS, PHASES, timingRow, isTimingId } from "./timing/catalogue.ts";
export type { TimingRow, TimingId, EventKind, PhaseName } from "./timing/catalogue.ts";
