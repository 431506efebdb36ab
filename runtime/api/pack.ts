// The compiled pack's shape is defined with the engine that loads it (runtime/engine/pack.ts);
// re-exported here, the skill API, for the library and the compiler.
export type * from "../engine/pack.ts";
