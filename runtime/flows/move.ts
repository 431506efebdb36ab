// 4.2.9 移动事件: 确定移动的牌时, 移至目标区域前❶❷, the move, 后❶❷, 移动结算结束后. A move whose
// every card was cancelled at 前❶/❷ is prevented (3.7.6 ③, 3.7.8 ②): its flow ends there.
import type { MoveEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import type { Engine } from "../engine/engine.ts";

/** 3.3.20 ◆: 仁道 holds at most 6 cards. */
export const BENEVOLENCE_CAP = 6;

/**
 * 3.3.20 ◆ 溢出: 当牌移至仁道后❶，若仁道里的牌数X大于6，系统将仁道底(X-6)张牌移至弃牌堆 — a rule
 * at 移至目标区域后❶, run once that timing's skills have had their turn.
 */
function overflow(engine: Engine, e: MoveEvent): void {
  if (!e.moves.some((m) => m.to.kind === "public" && m.to.area === "benevolence")) return;
  const pile = engine.state.publicCards("benevolence");
  if (pile.length <= BENEVOLENCE_CAP) return;
  engine.moveCards(pile.slice(BENEVOLENCE_CAP), { kind: "discardPile" }, "overflow", null);
}

export const moveFlow: Flow<MoveEvent> = {
  kind: "move",
  stopWhen: (_engine, e) => e.prevented === true,
  steps: [
    "move.decided",
    "move.before.1",
    "move.before.2",
    { action: "move", run: (engine, e) => engine.applyMove(e) },
    "move.after.1",
    { action: "overflow", run: overflow },
    "move.after.2",
    "move.end",
  ],
};
