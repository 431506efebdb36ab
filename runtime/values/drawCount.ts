// 3.4.19 额定摸牌数: initial 2; "改为0" sets the final value to 0; +X/-X; floor 0.
import type { PhaseEvent } from "../model/events.ts";

export { BASE_DRAW_COUNT } from "../model/state.ts";

export function ratedDrawCount(phase: PhaseEvent): number {
  const d = phase.drawCount;
  if (d.setToZero) return 0;
  return Math.max(d.base + d.delta, 0);
}
