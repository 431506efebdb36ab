// 4.2.14 扣减体力事件: 扣减体力前/时, hp −X, 扣减体力后, then dying if hp ≤ 0, 结算结束后.
import type { HpDeductEvent } from "../model/events.ts";
import type { Flow } from "./flow.ts";

export const hpDeductFlow: Flow<HpDeductEvent> = {
  kind: "hpDeduct",
  steps: [
    "hpDeduct.before",
    "hpDeduct.during",
    {
      action: "deduct",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return;
        p.hp -= e.amount;
        engine.log.add({ t: "hp", player: p.id, hp: p.hp, delta: -e.amount });
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
