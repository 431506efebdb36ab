// 3.6.4 结束……流程/回合: "此效果执行完毕会终止一切结算，进入「……阶段结束时」/「回合结束前❶」".
// Ending a phase or a turn unwinds every settlement above it; the engine's `run` of the target
// event catches this and resumes its flow at the flow's `endAt` step.
import type { GameEvent } from "../model/events.ts";

export class EndFlow extends Error {
  constructor(readonly target: GameEvent) {
    super(`end of ${target.kind} #${target.id}`);
  }
}
