// The layers wired together: the engine core (runtime/engine/) with the event flows and rules
// operations of runtime/flows/ and the views and contexts of runtime/api/. Games, scenarios and
// the public `Engine` (runtime/index.ts) are built from here.
import { Engine, type EngineOptions } from "./engine/engine.ts";
import type { EngineParts } from "./engine/parts.ts";
import { EVENT_FLOWS, FLOW_OPS } from "./flows/index.ts";
import { API_PARTS } from "./api/parts.ts";

export const ENGINE_PARTS: EngineParts = { flows: EVENT_FLOWS, ops: FLOW_OPS, ...API_PARTS };

/** An engine with the runtime's own parts: what `new Engine(options)` of the public API builds. */
export class GameEngine extends Engine {
  constructor(options: EngineOptions) {
    super(options, ENGINE_PARTS);
  }
}
