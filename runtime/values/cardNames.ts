// A card's name for using and playing it (3.8.10 ②) is the engine core's (runtime/engine/cardNames.ts:
// its timing dispatch asks it); re-exported here beside the values computed from it.
export { cardNameOf } from "../engine/cardNames.ts";
