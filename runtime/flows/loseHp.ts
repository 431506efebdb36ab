// 4.2.13 失去体力事件: 结算开始前, the hp deduction (4.2.14), 失去体力后, 结算结束后.
import type { LoseHpEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";

export const loseHpFlow: Flow<LoseHpEvent> = {
  kind: "loseHp",
  steps: [
    "loseHp.beforeSettle",
    {
      action: "deduct",
      run: (engine, e) => {
        if (e.prevented || e.amount <= 0 || !engine.state.players[e.player].alive) return "stop";
        engine.log.add({ t: "loseHp", player: e.player, amount: e.amount });
        engine.hpDeduct(e.player, e.amount, "loseHp");
      },
    },
    "loseHp.after",
    "loseHp.end",
  ],
};
