// 4.2.12 伤害事件: 开始前/时, 造成伤害时❶❷❸, 受到伤害时❶❷❸, hp deduction (4.2.14),
// 造成伤害后, 受到伤害后, 伤害结算结束后. A prevented damage (防止) ends the settlement.
import type { DamageEvent } from "../model/events.ts";
import type { Flow } from "./flow.ts";

export const damageFlow: Flow<DamageEvent> = {
  kind: "damage",
  // 4.2.12: a prevented damage (防止此伤害) ends its settlement at once.
  stopWhen: (_engine, e) => e.prevented,
  steps: [
    "damage.beforeSettle",
    "damage.settleStart",
    "damage.cause.1",
    "damage.cause.2",
    "damage.cause.3",
    "damage.take.1",
    "damage.take.2",
    "damage.take.3",
    {
      action: "deduct",
      run: (engine, e) => {
        if (e.prevented || e.amount <= 0) return "stop";
        const via = e.channel.card?.name ?? e.channel.skill ?? null;
        engine.log.add({ t: "damage", source: e.source, victim: e.victim, amount: e.amount, via });
        if (engine.state.players[e.victim].alive) engine.hpDeduct(e.victim, e.amount, "damage");
      },
    },
    "damage.caused",
    "damage.taken",
    "damage.end",
  ],
};
