// 4.2.9 移动事件: 确定移动的牌时, 移至目标区域前❶❷, the move, 后❶❷, 移动结算结束后. A move whose
// every card was cancelled at 前❶/❷ is prevented (3.7.6 ③, 3.7.8 ②): its flow ends there.
import type { MoveEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";

export const moveFlow: Flow<MoveEvent> = {
  kind: "move",
  stopWhen: (_engine, e) => e.prevented === true,
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
