// 〖洛神〗准备阶段开始时，你可判定▶（→）当此判定结果确定后❶，若结果为黑色，你获得判定牌▷你可重复此流程。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("洛神");
});

// 你可重复此流程 (3.5.12): asked as whether to activate the skill again.
const REPEAT = { activate: true, skill: "洛神" } as const;
const STOP = { activate: false, skill: "洛神" } as const;

describe("〖洛神〗 (4.2.11 判定结果确定后❶, （→） bound to 此判定, 3.5.12 ▷ 重复此流程)", () => {
  test("black, repeat, black, repeat, red: gains the two black cards; the red one is discarded", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "甄姬", agent: [{ activate: true, skill: "洛神" }, REPEAT, REPEAT] },
        { general: "黄盖" },
      ],
      drawPile: ["过河拆桥♠3", "过河拆桥♣3", "桃", "闪"],
    });
    s.runPhase(0, "prepare");
    expect(s.handNames(0)).toEqual(["过河拆桥", "过河拆桥"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["桃"]);
    expect(s.timings().filter((t) => t === "judge.after.1")).toHaveLength(3);
    // the one-shot listeners are all gone (the red judgement ended the last one)
    expect(s.engine.delayedEffects.at("judge.after.1")).toBeUndefined();
    expect(s.checkZones()).toEqual([]);
  });

  test("black then stop (可): one card, one judgement", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "甄姬", agent: [{ activate: true, skill: "洛神" }, STOP] }, { general: "黄盖" }],
      drawPile: ["过河拆桥♠3", "桃"],
    });
    s.runPhase(0, "prepare");
    expect(s.handNames(0)).toEqual(["过河拆桥"]);
    expect(s.timings().filter((t) => t === "judge.start")).toHaveLength(1);
  });

  test("another judgement of 甄姬 (not 此判定) does not trigger it", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "甄姬", agent: [{ activate: true, skill: "洛神" }] }, { general: "黄盖" }],
      drawPile: ["桃", "过河拆桥♠3"],
    });
    s.runPhase(0, "prepare");
    expect(s.handNames(0)).toEqual([]);
    // a later judgement for another reason: the black card stays out of her hand
    s.act(0, (ctx) => void ctx.judge(0), "闪电");
    expect(s.handNames(0)).toEqual([]);
  });
});
