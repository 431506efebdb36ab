// 4.2.25 获得标记事件: 获得标记前, the player gains the marks, 获得标记后, 结算结束后. 弃 (3.8.9) loses
// marks and has no timing points of its own.
import type { GainMarkEvent } from "../model/events.ts";
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow } from "../engine/flow.ts";

export const gainMarkFlow: Flow<GainMarkEvent> = {
  kind: "gainMark",
  steps: [
    "gainMark.before",
    {
      action: "gain",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive || e.count <= 0) return "stop";
        p.marks[e.mark] = (p.marks[e.mark] ?? 0) + e.count;
        engine.log.add({ t: "mark", player: p.id, mark: e.mark, delta: e.count, count: p.marks[e.mark] });
      },
    },
    "gainMark.after",
    "gainMark.end",
  ],
};

/** 3.8.9 弃: removes up to `n` marks “name”; returns how many were removed. */
export function discardMarks(engine: Engine, player: PlayerId, name: string, n: number): number {
  const p = engine.state.players[player];
  const have = p.marks[name] ?? 0;
  const k = Math.max(0, Math.min(n, have));
  if (k === 0) return 0;
  if (have - k === 0) delete p.marks[name];
  else p.marks[name] = have - k;
  engine.log.add({ t: "mark", player, mark: name, delta: -k, count: have - k });
  return k;
}
