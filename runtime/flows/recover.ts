// 4.2.15 回复体力事件: 回复体力前, hp +min(X, lost), 回复体力后, 结算结束后.
import type { RecoverEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";

export const recoverFlow: Flow<RecoverEvent> = {
  kind: "recover",
  steps: [
    "recover.before",
    {
      action: "recover",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return "stop";
        const amount = Math.max(Math.min(e.amount, p.maxHp - p.hp), 0);
        e.amount = amount;
        if (amount === 0) return;
        p.hp += amount;
        engine.log.add({ t: "recover", player: p.id, amount });
        engine.log.add({ t: "hp", player: p.id, hp: p.hp, delta: amount });
        engine.step();
      },
    },
    "recover.after",
    "recover.end",
  ],
};
