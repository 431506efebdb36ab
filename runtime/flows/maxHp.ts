// 4.2.16 减体力上限事件 and 4.2.17 加体力上限事件.
// Losing X < max hp: max hp −X and hp capped at the new max (露出所有勾玉并将体力改为Y when the lost hp
// is ≤ X). Losing X ≥ max hp, or reaching 0: the flow ends and the player dies, killed by no one.
// Gaining X: max hp +X, hp unchanged.
import type { MaxHpEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";

export const loseMaxHpFlow: Flow<MaxHpEvent> = {
  kind: "loseMaxHp",
  steps: [
    "loseMaxHp.before",
    {
      action: "lose",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive || e.amount <= 0) return "stop";
        const x = Math.min(e.amount, p.maxHp);
        p.maxHp -= x;
        if (p.hp > p.maxHp) p.hp = p.maxHp;
        engine.log.add({ t: "maxHp", player: p.id, delta: -x, maxHp: p.maxHp, hp: p.hp });
        engine.step();
        // 4.2.16: "若其体力上限为0，终止减体力上限流程，其死亡" (no 杀死, 3.5.35: no damage source).
        if (p.maxHp <= 0) {
          engine.die(p.id, null);
          return "stop";
        }
      },
    },
    "loseMaxHp.after",
    "loseMaxHp.end",
  ],
};

export const gainMaxHpFlow: Flow<MaxHpEvent> = {
  kind: "gainMaxHp",
  steps: [
    "gainMaxHp.before",
    {
      action: "gain",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive || e.amount <= 0) return "stop";
        p.maxHp += e.amount;
        engine.log.add({ t: "maxHp", player: p.id, delta: e.amount, maxHp: p.maxHp, hp: p.hp });
        engine.step();
      },
    },
    "gainMaxHp.after",
    "gainMaxHp.end",
  ],
};
