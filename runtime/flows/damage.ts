// 4.2.12 伤害事件: 开始前/时, 造成伤害时❶❷❸ (❸: the ice choice, 3.5.58), 受到伤害时❶❷❸, hp
// deduction (4.2.14), 造成伤害后, 受到伤害后, 伤害结算结束后, then the chain conducts if this damage
// set it off (4.2.12 (1) 伤害结算结束后, 3.9.3). A prevented damage (防止) ends the settlement.
import type { DamageEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import { conductChain, iceChoice } from "./elemental.ts";

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
    // 4.2.12 (3) 造成伤害时❸: "执行冰冻伤害的选择".
    { action: "ice", run: (engine, e) => iceChoice(engine, e) },
    "damage.take.1",
    "damage.take.2",
    "damage.take.3",
    {
      action: "deduct",
      run: (engine, e) => {
        if (e.prevented || e.amount <= 0) return "stop";
        const via = e.channel.card?.name ?? e.channel.skill ?? null;
        // 3.5.24 / 3.5.58: the entry names the damage's element (normal, fire, thunder, ice) and
        // marks chain damage (3.5.25).
        engine.log.add({
          t: "damage",
          source: e.source,
          victim: e.victim,
          amount: e.amount,
          element: e.element,
          via,
          ...(e.channel.card ? { vid: e.channel.card.vid } : {}),
          ...(e.chained ? { chained: true as const } : {}),
        });
        if (engine.state.players[e.victim].alive) engine.hpDeduct(e.victim, e.amount, "damage", e);
      },
    },
    "damage.caused",
    "damage.taken",
    "damage.end",
    // 4.2.12 伤害结算结束后: "若此伤害未被防止，能触发连环".
    { action: "conduct", run: (engine, e) => conductChain(engine, e) },
  ],
  // A prevented damage (by a skill, a card, the ice choice) is logged once its settlement ends; a
  // transferred one has its own entry (transferDamage).
  finish: (engine, e) => {
    if (e.prevented && !e.transferred) engine.log.add({ t: "prevent", victim: e.victim, source: e.source, amount: e.amount });
  },
};
