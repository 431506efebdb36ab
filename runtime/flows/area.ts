// 4.2.23 废除事件 and 4.2.24 恢复事件. Disabling puts every card of those areas into the discard
// pile and seals them (封印状态); a sealed equipment slot or judge area receives no card (3.8.6 ◆).
// Restoring unseals them. While either is carried out no triggered skill is valid (4.2.23 ◆,
// 4.2.24 ◆): the engine offers none during that step.
import type { AreaEvent } from "../model/events.ts";
import type { Area, CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow } from "../engine/flow.ts";
import { forgetDelayedTrick } from "../values/judgeArea.ts";

function cardsIn(engine: Engine, player: PlayerId, areas: readonly Area[]): CardId[] {
  const p = engine.state.players[player];
  const out: CardId[] = [];
  for (const a of areas) {
    if (a === "judge") out.push(...p.judgeArea);
    else if (p.equipment[a] !== undefined) out.push(p.equipment[a] as CardId);
  }
  return out;
}

export const disableFlow: Flow<AreaEvent> = {
  kind: "disable",
  steps: [
    "disable.before",
    {
      action: "disable",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return "stop";
        const areas = e.areas.filter((a) => !p.disabledAreas.includes(a));
        engine.withoutTriggers(() => {
          const cards = cardsIn(engine, e.player, areas);
          engine.moveCards(cards, { kind: "discardPile" }, "disable", e.player);
          for (const c of cards) forgetDelayedTrick(engine, c);
          p.disabledAreas.push(...areas);
        });
        engine.log.add({ t: "area", player: p.id, change: "disable", areas });
      },
    },
    "disable.after",
    "disable.end",
  ],
};

export const restoreAreaFlow: Flow<AreaEvent> = {
  kind: "restoreArea",
  steps: [
    "restoreArea.before",
    {
      action: "restore",
      run: (engine, e) => {
        const p = engine.state.players[e.player];
        if (!p.alive) return "stop";
        engine.withoutTriggers(() => {
          p.disabledAreas = p.disabledAreas.filter((a) => !e.areas.includes(a));
        });
        engine.log.add({ t: "area", player: p.id, change: "restore", areas: [...e.areas] });
      },
    },
    "restoreArea.after",
    "restoreArea.end",
  ],
};

/** 3.3.23 ◆ / 3.3.24 ◆: only areas not yet sealed can be disabled, only sealed ones restored. */
export function changeAreas(engine: Engine, player: PlayerId, areas: readonly Area[], change: "disable" | "restore"): boolean {
  const p = engine.state.players[player];
  const ok = [...new Set(areas)].filter((a) => p.disabledAreas.includes(a) === (change === "restore"));
  if (!p.alive || ok.length === 0) return false;
  const e: AreaEvent = { kind: change === "disable" ? "disable" : "restoreArea", id: engine.newEventId(), player, areas: ok };
  engine.run(e, change === "disable" ? disableFlow : restoreAreaFlow);
  return true;
}
