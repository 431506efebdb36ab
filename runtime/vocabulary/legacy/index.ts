// The vocabulary (seed 004, chapter 3) as data tables. The grammar builds its tokens from
// these rows; each operation row names the one runtime operation that implements it.
export * from "./operations.ts";
export * from "./selectors.ts";
export * from "./quantities.ts";
export * from "./attributes.ts";
export * from "./nouns.ts";
export * from "./tags.ts";
