// 4.2.18 濒死事件: 进入濒死状态时, 进入濒死状态后, then repeated 处于濒死状态时 where each
// player from the current one counter-clockwise may respond (a skill, or 【桃】); after a response
// that leaves hp ≤ 0, a new 处于濒死状态时 starts from the responder up to the current player's
// predecessor. A skill that recovered none of the dying player's hp was no response (◎ 〖不屈①〗).
// Unsaved: death (4.2.19). Then 濒死结算结束后.
import type { DyingEvent } from "../model/events.ts";
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow } from "../engine/flow.ts";

const stillDown = (engine: Engine, e: DyingEvent) => {
  const p = engine.state.players[e.player];
  return p.alive && p.hp <= 0;
};

export const dyingFlow: Flow<DyingEvent> = {
  kind: "dying",
  steps: [
    { action: "log", run: (engine, e) => engine.log.add({ t: "dying", player: e.player }) },
    "dying.entering",
    { timing: "dying.entered", when: stillDown },
    {
      action: "rescue",
      run: (engine, e) => {
        let order: PlayerId[] = engine.playersInOrder();
        // 4.2.18: skills at 处于濒死状态时 only at a player's first turn to respond.
        const reached = new Set<PlayerId>();
        while (stillDown(engine, e)) {
          const { respondedBy } = engine.dispatch("dying.in", e, {
            order,
            stopOnCardUse: true,
            stopOnSkillUse: true,
            noTriggersFor: reached,
            // 4.2.18: a response that leaves hp > 0 ends the dying settlement at once.
            stopWhen: () => !stillDown(engine, e),
            // 000 4.2.18 ◎ 〖不屈①〗: a skill whose settlement recovered none of A's hp was no response;
            // its player goes on (equipment skills, then 【桃】/【酒】) in this same 处于濒死状态时.
            skillResponded: (since) => engine.log.entries.slice(since).some((x) => x.t === "recover" && x.player === e.player),
          });
          if (respondedBy === null) break;
          const at = order.indexOf(respondedBy);
          for (const p of order.slice(0, at + 1)) reached.add(p);
          order = order.slice(at);
        }
        if (stillDown(engine, e)) {
          const cause = e.cause;
          const killer = cause && cause.kind === "damage" ? cause.source : null;
          engine.die(e.player, killer);
        }
      },
    },
    "dying.end",
  ],
};
