// What runtime/api/ plugs into the engine core (runtime/engine/parts.ts): the full game view,
// the per-seat views agents get, and the contexts skills and card effects run in.
import type { ApiParts } from "../engine/parts.ts";
import { createGameView } from "./gameView.ts";
import { createSeatView } from "./seatView.ts";
import { CardEffectCtx, SkillCtx } from "./skillContext.ts";

export const API_PARTS: ApiParts = {
  gameView: createGameView,
  seatView: createSeatView,
  skillContext: (engine, you, skill, event) => new SkillCtx(engine, you, skill, event),
  cardContext: (engine, user, target, card, event) => new CardEffectCtx(engine, user, target, card, event),
};
