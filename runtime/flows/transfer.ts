// 3.5.14 ◆1 转移: at 成为目标时 the current target is cancelled and a target for B is added; the
// targets that have not had 成为目标时 yet are sorted again from the current-turn player.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { isLegalTarget } from "../values/targets.ts";

/** The use event being prepared (not a card used in response). */
function preparedUse(engine: Engine) {
  return engine.findEvent("use", (u) => u.respondsTo === undefined && u.current >= 0);
}

export function transferTarget(engine: Engine, to: PlayerId): void {
  const use = preparedUse(engine);
  if (!use) return;
  const i = use.current;
  const n = engine.state.players.length;
  const seatOrder = (p: PlayerId) => (p - engine.currentPlayer + n) % n;
  // Targets before the current one have had 成为目标时; the rest (and B's new one) are re-sorted.
  const pending = [{ player: to, offset: false, nullified: false }, ...use.targets.slice(i + 1)].sort((a, b) => seatOrder(a.player) - seatOrder(b.player));
  const from = use.targets[i]?.player;
  use.targets = [...use.targets.slice(0, i), ...pending];
  engine.log.add({ t: "transfer", card: use.card.name, from: from ?? -1, to });
}

/** 是此【杀】的合法目标 (4.2.2 专题四): legal for the user of the card being used (a target may be one again, 3.9.3 ◎). */
export function isLegalTargetOfUsedCard(engine: Engine, candidate: PlayerId, ignoreDistance: boolean): boolean {
  const use = preparedUse(engine) ?? engine.findEvent("use", (u) => u.respondsTo === undefined);
  const rule = use ? engine.useDefs.get(use)?.use?.targets : undefined;
  if (!use || use.user === null || !rule) return false;
  return isLegalTarget(engine, use.user, use.card.name, candidate, rule, ignoreDistance);
}

/** The face's use for 出牌阶段 with player targets (【决斗】). */
function playUse(engine: Engine, cardName: string) {
  const def = engine.registry.cards.get(cardName);
  const use = def?.uses.find((u) => u.when.kind === "play" && u.targets.kind === "players");
  return def && use ? { def, use } : null;
}

/** 能使用无对应的实体牌的【决斗】 (〖离间〗, 4.2.2): alive, and such a card would have a legal target. */
export function canUseVirtual(engine: Engine, who: PlayerId, cardName: string): boolean {
  const face = playUse(engine, cardName);
  if (!face || !engine.state.players[who].alive) return false;
  return engine.view.alivePlayersFrom(engine.currentPlayer).some((p) => isLegalTarget(engine, who, cardName, p, face.use.targets));
}

/** 是A使用【决斗】的合法目标 (4.2.2 专题四). */
export function isLegalTargetFor(engine: Engine, user: PlayerId, candidate: PlayerId, cardName: string): boolean {
  const face = playUse(engine, cardName);
  return face !== null && engine.state.players[user].alive && isLegalTarget(engine, user, cardName, candidate, face.use.targets);
}

/**
 * A对B使用无对应的实体牌的【决斗】 (〖离间〗): a card with no physical card, not counted toward limits;
 * `notTargetOf` names the cards that cannot respond to it. False when B is no legal target any more.
 */
export function useVirtualCardOn(engine: Engine, user: PlayerId, target: PlayerId, cardName: string, notTargetOf: readonly string[]): boolean {
  const face = playUse(engine, cardName);
  if (!face || !isLegalTargetFor(engine, user, target, cardName)) return false;
  return engine.useCard(user, [], face.def, face.use, { countsTowardLimit: false, targets: [target], notTargetOf }) !== null;
}
