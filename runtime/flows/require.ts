// Card effects that require a player to play (打出) a card: 需打出【杀】，否则… (【南蛮入侵】,
// 【万箭齐发】) and the alternating plays of 【决斗】. Each play is a 需要打出牌事件 (4.2.5), so
// skills at 需要打出【杀】时❶❷❸ and the 打出 timings (4.2.7) take part.
import type { VirtualCard } from "../model/events.ts";
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { isLegalTarget, legalTargets } from "../values/targets.ts";
import { handLike } from "../engine/asHand.ts";

/** 需打出【X】: true when `who` played one; false means the text's 否则 branch runs. */
export function requirePlay(engine: Engine, who: PlayerId, cardName: string, responding: VirtualCard | undefined): boolean {
  if (!engine.state.players[who].alive) return true;
  return engine.needPlay(who, cardName, responding) !== null;
}

/**
 * 由A开始，A与B轮流打出【X】，直到A与B中的一名角色未打出【X】: returns that player. A player who
 * is no longer alive when their turn to play comes has not played.
 */
export function alternatePlay(
  engine: Engine,
  first: PlayerId,
  second: PlayerId,
  cardName: string,
  responding: VirtualCard | undefined,
): PlayerId {
  let current = first;
  let other = second;
  // 〖无双②〗: the card's use may ask everyone but its 无双 owners for several plays each time.
  const use = responding ? engine.findEvent("use", (u) => u.card === responding) : null;
  const needed = (p: PlayerId): number => (use?.playsNeeded && !use.playsNeeded.except.includes(p) ? use.playsNeeded.count : 1);
  for (;;) {
    for (let i = needed(current); i > 0; i--) {
      if (!engine.state.players[current].alive) return current;
      if (engine.needPlay(current, cardName, responding) === null) return current;
    }
    [current, other] = [other, current];
  }
}

/** Whether `user` holds a 【Y】 and `target` is a legal target of its use (4.2.2 专题四). */
export function canUseCardOn(engine: Engine, user: PlayerId, target: PlayerId, cardName: string): boolean {
  const use = engine.registry.cards.get(cardName)?.uses.find((u) => u.when.kind === "play" && u.targets.kind === "players");
  if (!use || !engine.state.players[user].alive || !engine.state.players[target].alive) return false;
  if (!isLegalTarget(engine, user, cardName, target, use.targets)) return false;
  return handLike(engine, user).some((c) => engine.state.cards[c].name === cardName);
}

/**
 * 对X使用【Y】 in a skill's effect (〖青龙偃月刀〗): `user` may use a 【Y】 from hand at `target`, if
 * `target` is a legal target of it (4.2.2 专题四); it does not count toward 限X次. Uses of
 * converted cards (需要使用, 4.2.2) are not offered here yet.
 */
export function useCardOn(engine: Engine, user: PlayerId, target: PlayerId, cardName: string, reason: string): boolean {
  const def = engine.registry.cards.get(cardName);
  const use = def?.uses.find((u) => u.when.kind === "play" && u.targets.kind === "players");
  if (!def || !use || !canUseCardOn(engine, user, target, cardName)) return false;
  const candidates = handLike(engine, user).filter((c) => engine.state.cards[c].name === cardName);
  const card = engine.ask.respond(user, "use", cardName, candidates, reason);
  if (card === null) return false;
  return engine.useCard(user, [card], def, use, { countsTowardLimit: false, targets: [target] }) !== null;
}

/**
 * 令至多N名是此【杀】的合法目标的其他角色也成为此【杀】的目标 (〖方天画戟〗): the chooser picks among
 * the legal targets of the card being used that are neither its user nor already targets; the
 * target list is sorted again from the current-turn player (4.2.3).
 */
export function addTargets(engine: Engine, chooser: PlayerId, min: number, max: number, reason: string): void {
  const use = engine.findEvent("use", (u) => u.respondsTo === undefined);
  const rule = use ? engine.useDefs.get(use)?.use?.targets : undefined;
  if (!use || use.user === null || !rule || rule.kind !== "players") return;
  const user = use.user;
  const candidates = legalTargets(engine, user, use.card.name, rule, use.card).filter((p) => p !== user && !use.targets.some((t) => t.player === p));
  if (candidates.length === 0) return;
  const chosen = engine.ask.players(chooser, candidates, Math.min(min, candidates.length), Math.min(max, candidates.length), reason);
  const n = engine.state.players.length;
  const seatOrder = (p: PlayerId) => (p - engine.currentPlayer + n) % n;
  use.targets = [...use.targets, ...chosen.map((player) => ({ player, offset: false, nullified: false }))].sort(
    (a, b) => seatOrder(a.player) - seatOrder(b.player),
  );
  // 3.5.51, 4.2.4: targets added after the use was declared are logged, as op.alsoTarget does.
  if (chosen.length > 0) engine.log.add({ t: "targets", card: use.card.name, change: "add", players: [...chosen] });
}
