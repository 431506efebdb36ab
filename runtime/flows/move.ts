// 4.2.9 移动事件: 确定移动的牌时, 移至目标区域前❶❷, the move, 后❶❷, 移动结算结束后.
import type { MoveEvent } from "../model/events.ts";
import type { Flow } from "./flow.ts";

export const moveFlow: Flow<MoveEvent> = {
  kind: "move",
  steps: [
    "move.decided",
    "move.before.1",
    "move.before.2",
    { action: "move", run: (engine, e) => engine.applyMove(e) },
    "move.after.1",
    "move.after.2",
    "move.end",
  ],
};
