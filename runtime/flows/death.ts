// 4.2.19 死亡事件: hp set to 0, 确认身份前, reveal + game-end check (终止一切结算), 死亡时,
// the dead player's cards to the discard pile, rewards and penalties (4.1.1.7), 死亡后.
import type { DeathEvent } from "../model/events.ts";
import type { CardId } from "../model/types.ts";
import type { Flow } from "../engine/flow.ts";

export const deathFlow: Flow<DeathEvent> = {
  kind: "death",
  steps: [
    {
      action: "leave",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (p.hp > 0) p.hp = 0;
        p.alive = false;
        engine.step();
      },
    },
    "death.beforeReveal",
    {
      action: "reveal",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        p.roleRevealed = true;
        engine.log.add({ t: "death", player: p.id, role: p.role, killer: e.killer });
        const end = engine.mode?.checkEnd(engine, p.id);
        if (end) engine.end(end.winners, end.reason);
      },
    },
    "death.dying",
    {
      // 4.2.19 (2) Ⅰ: at once — a. hand, equipment and judge area, b. the cards on and beside its
      // general card, to the discard pile; c. all its marks are discarded.
      action: "clear",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        const piles = [...Object.values(p.onGeneral), ...Object.values(p.besideGeneral)].flat();
        const cards: CardId[] = [...p.hand, ...engine.view.cardsIn(p.id, ["equip"]), ...p.judgeArea, ...piles];
        engine.moveCards(cards, { kind: "discardPile" }, "death", null);
        for (const [mark, n] of Object.entries(p.marks)) engine.discardMarks(p.id, mark, n);
      },
    },
    {
      action: "reward",
      run: (engine, e) => {
        if (e.killer !== null && e.killer !== e.player && engine.state.players[e.killer].alive) {
          engine.mode?.reward(engine, e.player, e.killer);
        }
      },
    },
    "death.after",
    "death.end",
  ],
};
