// What a compiled skill or card effect can see and do is defined with the engine that hands it
// to handlers (runtime/engine/context.ts); re-exported here, the skill API, for the library and
// the compiler.
export type * from "../engine/context.ts";
