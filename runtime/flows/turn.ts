// 4.1.1.6 a turn: 回合开始后❶…❾, the six phases in order (with extra phases before/after their
// anchors, 3.6.2 ◆), 回合结束前❶…❼. At ❺ a face-down player turns its general card over and the
// turn is terminated (3.6.3): on to the next turn's ❶. At ❻ effects lasting "until its next turn"
// end. If the turn player dies, the remaining timings and phases are not run and the turn goes on
// at 回合结束前❶ (4.2.19 ◆). 结束此回合 (3.6.4) goes on at 回合结束前❶ too.
import type { TurnEvent } from "../model/events.ts";
import { PHASES } from "../timing/catalogue.ts";
import { numberedSteps, type Flow, type Step } from "../engine/flow.ts";
import { changeState } from "./stateChange.ts";

const phaseSteps: Step<TurnEvent>[] = PHASES.map((p) => ({
  action: `phase ${p.id}`,
  run: (engine, e) => {
    const going = () => engine.state.players[e.player].alive && !engine.isTerminated(e);
    if (going()) engine.playExtraPhases(e.player, p.id, "before");
    if (going()) engine.playPhaseOf(e.player, p.id);
    if (going()) engine.playExtraPhases(e.player, p.id, "after");
  },
}));

function startStep(i: number): Step<TurnEvent> {
  return { timing: `turn.start.${i}`, when: (engine, e) => engine.state.players[e.player].alive };
}

// 4.2.19 ◆: after the turn player's death the turn goes straight to 回合结束前❶, so the later
// 回合开始后 timings are not generated either.
const startSteps: Step<TurnEvent>[] = [
  ...[1, 2, 3, 4, 5].map(startStep),
  {
    // 回合开始后❺: "若其武将牌背面朝上，其翻面，然后终止此回合，最后进入下回合的「回合开始后❶」".
    action: "faceDown",
    run: (engine, e) => {
      if (!engine.state.players[e.player].alive || engine.state.players[e.player].faceUp) return;
      changeState(engine, e.player, "flip");
      engine.terminate(e);
    },
  },
  {
    // 回合开始后❻: effects lasting until this player's next turn (下回合开始之前) end here.
    action: "untilNextTurn",
    run: (engine, e) => engine.skillStates.turnStarted(e.player),
  },
  ...[6, 7, 8, 9].map(startStep),
];

export const turnFlow: Flow<TurnEvent> = {
  kind: "turn",
  steps: [...startSteps, ...phaseSteps, ...numberedSteps<TurnEvent>("turn.end", 7)],
  endAt: "turn.end.1",
};
