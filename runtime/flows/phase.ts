// 4.1.1.6 a phase: 开始前, 开始时 (摸牌阶段: 开始时❶❷), the phase proper, 结束时. The proper step
// of each phase does what the rules say there: the rated draw, the idle time points of the
// play phase, the discard rule (弃置X张手牌: the ones it can discard, 3.8.8 ◆).
import type { PhaseEvent } from "../model/events.ts";
import type { PhaseName } from "../timing/catalogue.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow, Step } from "../engine/flow.ts";
import { ratedDrawCount } from "../values/drawCount.ts";
import { runIdleTimePoints } from "./idle.ts";
import { settleDelayedTricks } from "./delayed.ts";
import { cannotDiscard } from "../engine/generic.ts";

const proper: Record<PhaseName, (engine: Engine, e: PhaseEvent) => void> = {
  prepare: (engine, e) => void engine.dispatch("phase.prepare.proper", e),
  // 4.1.1.6 判定阶段: the delayed tricks in the judge area settle, last placed first.
  judge: (engine, e) => {
    engine.dispatch("phase.judge.proper", e);
    settleDelayedTricks(engine, e);
  },
  draw: (engine, e) => {
    engine.dispatch("phase.draw.proper", e);
    if (e.skipped || !engine.state.players[e.player].alive) return;
    engine.draw(e.player, ratedDrawCount(e));
  },
  play: (engine, e) => runIdleTimePoints(engine, e),
  discard: (engine, e) => {
    engine.dispatch("phase.discard.proper", e);
    const p = engine.state.players[e.player];
    if (!p.alive) return;
    const excess = p.hand.length - engine.view.handLimit(p.id);
    if (excess <= 0) return;
    // 弃置X张手牌 is no cost here (3.8.8 ◆): min{the hand cards it can discard, X} of them (◎ 王基/〖鸡肋〗).
    const open = p.hand.filter((c) => !cannotDiscard(engine, p.id, c));
    const n = Math.min(excess, open.length);
    if (n === 0) return;
    const chosen = engine.ask.cards(p.id, open, n, n, "弃牌阶段", []);
    engine.discard(p.id, chosen);
  },
  finish: (engine, e) => void engine.dispatch("phase.finish.proper", e),
};

/** 3.6.2 ◆ 将阶段a改为b, requested before a began: it takes effect as a's 开始前 ends. */
const changeStep: Step<PhaseEvent> = { action: "change", run: (engine, e) => engine.applyPendingChange(e) };

function flowFor(phase: PhaseName, inside = false): Flow<PhaseEvent> {
  const start: Step<PhaseEvent>[] = phase === "draw" ? ["phase.draw.start.1", "phase.draw.start.2"] : [`phase.${phase}.start`];
  const before: Step<PhaseEvent>[] = inside ? [] : [`phase.${phase}.beforeStart`, changeStep];
  return {
    kind: "phase",
    // A phase changed into another (3.6.2 ◆) stops after its 开始前: the other's timing points follow.
    stopWhen: (engine, e) => e.skipped || e.changedTo !== undefined || !engine.state.players[e.player].alive,
    steps: [...before, ...start, { action: "proper", run: proper[phase] }, `phase.${phase}.end`],
    // 3.6.4 结束此阶段: on at "……阶段结束时".
    endAt: `phase.${phase}.end`,
  };
}

export const phaseFlows: Record<PhaseName, Flow<PhaseEvent>> = {
  prepare: flowFor("prepare"),
  judge: flowFor("judge"),
  draw: flowFor("draw"),
  play: flowFor("play"),
  discard: flowFor("discard"),
  finish: flowFor("finish"),
};

/** The timing points inside each phase only (开始时 … 结束时), for a phase changed into it (3.6.2 ◆). */
export const phaseInsideFlows: Record<PhaseName, Flow<PhaseEvent>> = {
  prepare: flowFor("prepare", true),
  judge: flowFor("judge", true),
  draw: flowFor("draw", true),
  play: flowFor("play", true),
  discard: flowFor("discard", true),
  finish: flowFor("finish", true),
};
