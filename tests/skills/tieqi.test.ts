// 〖铁骑〗当【杀】指定目标后，若使用者为你，你可判定▶若结果为红色，此目标对应的角色不能响应此【杀】。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("铁骑");
});

function board(judgeCard: string, targetScript: { respond: string | null }[]) {
  return createScenario({
    packs: [pack],
    players: [
      {
        general: "马超",
        hand: ["杀"],
        agent: [{ play: { card: "杀" } }, { activate: true, skill: "铁骑" }, { play: "end" }],
      },
      { general: "黄盖", hand: ["闪"], agent: targetScript },
    ],
    drawPile: [judgeCard],
  });
}

describe("〖铁骑〗 (4.2.4 指定目标后, 4.2.11 判定, 3.7.1 ◆ 不能响应)", () => {
  test("red judgement: the target cannot use 【闪】 against this 【杀】 (never asked) and takes 1 damage", () => {
    const s = board("桃", []);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
    const t = s.timings();
    // the judgement happens after 指定目标后 and before the target's response window
    expect(t.indexOf("judge.start")).toBeGreaterThan(t.indexOf("use.specifiedTarget"));
    expect(t.indexOf("judge.start")).toBeLessThan(t.indexOf("use.target.effectBefore"));
  });

  test("black judgement: the target may still respond with 【闪】", () => {
    const s = board("过河拆桥♠3", [{ respond: "闪" }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
  });

  test("another player's 【杀】 (使用者为你 fails): no 铁骑", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "马超", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(4);
    expect(s.timings()).not.toContain("judge.start");
  });
});
