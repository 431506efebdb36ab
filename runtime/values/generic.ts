// Generic modifiers live with the engine core, whose timing dispatch consults them
// (runtime/engine/generic.ts); re-exported here beside the values computed from them.
export * from "../engine/generic.ts";
