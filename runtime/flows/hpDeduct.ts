// 4.2.14 扣减体力事件. From a damage (①): a chained victim of elemental damage is reset first (and
// the chain is set to conduct), then 扣减体力前/时, then armor absorbs the damage before hp (3.4.5:
// Y armor against X damage — Y = 0: hp −X; 0 < Y < X: armor −Y, hp −(X−Y); Y ≥ X: armor −X).
// From lost hp (②) armor absorbs nothing. Then 扣减体力后, dying if hp ≤ 0, 结算结束后.
import type { HpDeductEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import { resetChainedVictim } from "./elemental.ts";

export const hpDeductFlow: Flow<HpDeductEvent> = {
  kind: "hpDeduct",
  steps: [
    { action: "chain", run: (engine, e) => resetChainedVictim(engine, e) },
    "hpDeduct.before",
    "hpDeduct.during",
    {
      action: "deduct",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return;
        const x = Math.max(e.amount, 0);
        if (e.damage) e.damage.deducted = x;
        const absorbed = e.cause === "damage" ? Math.min(p.armor, x) : 0;
        if (absorbed > 0) {
          p.armor -= absorbed;
          engine.log.add({ t: "armor", player: p.id, delta: -absorbed, armor: p.armor });
        }
        const lost = x - absorbed;
        if (lost > 0) {
          p.hp -= lost;
          engine.log.add({ t: "hp", player: p.id, hp: p.hp, delta: -lost });
        }
        engine.step();
      },
    },
    "hpDeduct.after",
    {
      action: "dying",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (p.alive && p.hp <= 0 && !engine.isDying(p.id)) engine.dying(p.id);
      },
    },
    "hpDeduct.end",
  ],
};
