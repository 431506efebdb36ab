// The read-only GameView (runtime/api/context.ts) over the engine's state; every value is
// computed with its modifiers (values/). It sees everything: it is for the engine, skills and
// tests. Agents get a seat's view instead (api/seatView.ts, 3.5.34).
import type { GameView, PlayerView, Region } from "../engine/context.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import { EQUIP_SLOTS } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { distance } from "../values/distance.ts";
import { attackRange, inAttackRange } from "../values/attackRange.ts";
import { handLimit } from "../values/handLimit.ts";
import { usedThisTurn } from "../values/history.ts";
import { isLegalTarget } from "../values/targets.ts";

export function createGameView(engine: Engine): GameView {
  return {
    get players(): readonly PlayerView[] {
      return engine.state.players;
    },
    player: (id) => engine.state.players[id],
    card: (id) => engine.state.cards[id],
    alivePlayersFrom(from: PlayerId): PlayerId[] {
      return engine.playersInOrder(from).filter((p) => engine.state.players[p].alive);
    },
    get currentPlayer() {
      return engine.currentPlayer;
    },
    distance: (from, to) => distance(engine, from, to),
    attackRange: (of) => attackRange(engine, of),
    inAttackRange: (of, to) => inAttackRange(engine, of, to),
    handLimit: (of) => handLimit(engine, of),
    cardsIn(owner: PlayerId, regions: readonly Region[]): CardId[] {
      const p = engine.state.players[owner];
      const out: CardId[] = [];
      for (const r of regions) {
        if (r === "hand") out.push(...p.hand);
        else if (r === "judge") out.push(...p.judgeArea);
        else
          for (const slot of EQUIP_SLOTS) {
            const c = p.equipment[slot];
            if (c !== undefined) out.push(c);
          }
      }
      return out;
    },
    isWounded: (id) => engine.state.players[id].hp < engine.state.players[id].maxHp,
    isDying: (id) => engine.isDying(id),
    usedThisTurn: (who, name, verbs, phase) => usedThisTurn(engine.log.entries, who, name, verbs, phase),
    isLegalTargetOf(user: PlayerId, cardName: string, candidate: PlayerId): boolean {
      const use = engine.registry.cards.get(cardName)?.uses.find((u) => u.when.kind === "play" && u.targets.kind === "players");
      return use !== undefined && engine.state.players[user].alive && isLegalTarget(engine, user, cardName, candidate, use.targets);
    },
    isSkillValid: (player, skill) => engine.isSkillValid(player, skill),
    isVisibleTo: (card, player) => engine.state.isVisibleTo(card, player),
    cardKind(name: string) {
      const def = engine.registry.cards.get(name);
      if (!def) return undefined;
      return def.subtype ? { category: def.category, subtype: def.subtype } : { category: def.category };
    },
  };
}
