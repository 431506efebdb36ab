// The decision interface is the engine's (runtime/engine/agent.ts: it asks agents); re-exported
// here beside the agents that implement it.
export type * from "../engine/agent.ts";
