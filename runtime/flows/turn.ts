// 4.1.1.6 a turn: 回合开始后❶…❾, the six phases in order, 回合结束前❶…❼. If the turn player
// dies, the remaining timings and phases are not run and the turn goes on at 回合结束前❶ (4.2.19 ◆).
import type { TurnEvent } from "../model/events.ts";
import { PHASES } from "../timing/catalogue.ts";
import { numberedSteps, type Flow, type Step } from "./flow.ts";

const phaseSteps: Step<TurnEvent>[] = PHASES.map((p) => ({
  action: `phase ${p.id}`,
  run: (engine, e) => {
    if (engine.state.players[e.player].alive) engine.playPhaseOf(e.player, p.id);
  },
}));

// 4.2.19 ◆: after the turn player's death the turn goes straight to 回合结束前❶, so the later
// 回合开始后 timings are not generated either.
const startSteps: Step<TurnEvent>[] = Array.from({ length: 9 }, (_, i) => ({
  timing: `turn.start.${i + 1}`,
  when: (engine, e) => engine.state.players[e.player].alive,
}));

export const turnFlow: Flow<TurnEvent> = {
  kind: "turn",
  steps: [...startSteps, ...phaseSteps, ...numberedSteps<TurnEvent>("turn.end", 7)],
};
