// 4.2.10 牌状态改变事件 (except 明置): 牌状态改变前❶, 牌状态改变前❷, then the change, 牌状态改变后,
// 牌状态改变结算结束后. The changes: 横置 (3.9.1), 重置 (3.9.2), 翻面 (3.9.4); 复原 (3.9.5) is an
// unchain then a flip. A prevented change (3.7.8 ③ 防止此改变) ends the flow.
import type { StateChange, StateChangeEvent } from "../model/events.ts";
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow } from "../engine/flow.ts";

export const stateChangeFlow: Flow<StateChangeEvent> = {
  kind: "stateChange",
  stopWhen: (_engine, e) => e.prevented,
  steps: [
    "state.before.1",
    "state.before.2",
    {
      // 4.2.10 (2): "然后改变这些牌的状态".
      action: "change",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return "stop";
        if (e.change === "flip") p.faceUp = !p.faceUp;
        else p.chained = e.change === "chain";
        engine.log.add({ t: "state", player: p.id, change: e.change, faceUp: p.faceUp, chained: p.chained });
        engine.step();
      },
    },
    "state.after",
    "state.end",
  ],
};

/**
 * Can `player` make this change now? 横置 needs an upright card (3.9.1), 重置 a sideways one
 * (3.9.2); 翻面 is always possible (3.9.4). Dead players change nothing.
 */
export function canChangeState(engine: Engine, player: PlayerId, change: StateChange): boolean {
  const p = engine.state.players[player];
  if (!p.alive) return false;
  if (change === "chain") return !p.chained;
  if (change === "unchain") return p.chained;
  return true;
}

/** Runs one state change event; returns whether the change was made (not impossible, not prevented). */
export function changeState(engine: Engine, player: PlayerId, change: StateChange): boolean {
  if (!canChangeState(engine, player, change)) return false;
  const e: StateChangeEvent = { kind: "stateChange", id: engine.newEventId(), player, change, prevented: false };
  engine.run(e, stateChangeFlow);
  return !e.prevented;
}

/**
 * 3.9.5 复原: chained → 重置, then face down → 翻面; face up and not chained → cannot be done.
 * Returns whether the operation could be done.
 */
export function restore(engine: Engine, player: PlayerId): boolean {
  const p = engine.state.players[player];
  if (!p.alive || (p.faceUp && !p.chained)) return false;
  if (p.chained) changeState(engine, player, "unchain");
  if (!engine.state.players[player].faceUp) changeState(engine, player, "flip");
  return true;
}
