// 4.2.11 判定事件: the top card of the draw pile becomes the judgement card (判定时), 成为判定牌后,
// 判定结果确定前/时, 判定结果确定后❶❷; the card then goes to the discard pile; 判定结算结束后.
import type { JudgeEvent } from "../model/events.ts";
import type { Flow } from "../engine/flow.ts";
import { cardFor } from "../values/targets.ts";
import { cardNameOf } from "../values/cardNames.ts";

export const judgeFlow: Flow<JudgeEvent> = {
  kind: "judge",
  steps: [
    {
      action: "reveal",
      run: (engine, e) => {
        engine.ensureDrawPile(1);
        const top = engine.state.drawPile[0];
        if (top === undefined) return "stop";
        engine.moveCards([top], { kind: "processing" }, "judge", e.player);
        e.card = top;
        engine.log.add({ t: "judge", player: e.player, card: top, reason: e.reason });
      },
    },
    "judge.start",
    "judge.becameJudgeCard",
    "judge.beforeResult",
    {
      // 判定结果确定时: the result is the judgement card's information now (3.8.10 视为 included).
      action: "result",
      run: (engine, e) => {
        if (e.card !== null) e.result = cardFor(engine, cardNameOf(engine, e.card), [e.card]);
      },
    },
    "judge.resulting",
    "judge.after.1",
    "judge.after.2",
    {
      action: "settle",
      run: (engine, e) => {
        if (e.card !== null && engine.state.zone(e.card).kind === "processing") {
          engine.moveCards([e.card], { kind: "discardPile" }, "settle", null);
        }
      },
    },
    "judge.end",
  ],
};
