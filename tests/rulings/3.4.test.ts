// Rulings of 3.4.9 (距离) and 3.4.10 (攻击范围): the figure's six players A…F around the
// table, D at seat 3.
import { beforeAll, describe, expect, it } from "vitest";
import { RecordingAgent, general, rangePlusOne, shushen } from "./helpers.ts";
import { board, probes, rulingPacks } from "./compiled.ts";
import type { Pack, ScenarioOptions, ScenarioPlayer } from "../../runtime/index.ts";

// On the compiled packs (【赤兔】, 【的卢】, 【青釭剑】 as the standard pack prints them); 〖吴六剑〗 and
// 〖淑慎〗, which no pack has, are test-only (helpers.ts).
let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});
const scenario = (options: Omit<ScenarioOptions, "packs">) => board([...packs, probes([rangePlusOne], [general("吴六剑者", ["吴六剑"])])], options);

const A = 0, B = 1, C = 2, D = 3, E = 4, F = 5;

/** Six players in seat order A…F; `d` overrides D's setup. */
function six(d: Partial<ScenarioPlayer> = {}): ScenarioPlayer[] {
  return [{ general: "白板" }, { general: "白板" }, { general: "白板" }, { general: "白板", ...d }, { general: "白板" }, { general: "白板" }];
}

describe("3.4.9 距离", () => {
  it("3.4.9 ◎例如 如图，D至A的距离初值为3，D至B的距离初值为2，D至C的距离初值为1，D至E的", () => {
    const s = scenario({ players: six() });
    expect([A, B, C, E, F].map((x) => s.view.distance(D, x))).toEqual([3, 2, 1, 1, 2]);
    // The initial distance counts both ways round the table: the shorter one.
    expect([A, B, C, E, F].map((x) => s.view.distance(x, D))).toEqual([3, 2, 1, 1, 2]);
  });

  it("3.4.9 ◎例如 如图，若D装备着【赤兔】，D至C的距离终值依然为1，D至E的距离终值也依然为1。", () => {
    const s = scenario({ players: six({ equipment: ["赤兔"] }) });
    // 1 − 1 = 0 is raised to the floor of 1.
    expect(s.view.distance(D, C)).toBe(1);
    expect(s.view.distance(D, E)).toBe(1);
  });

  it("3.4.9 ◎例如 如图，若D装备着【的卢】，B至D的距离终值为3，C至D的距离终值为2，E 至D的", () => {
    const withDilu = scenario({ players: six({ equipment: ["的卢"] }) });
    expect([B, C, E, F, A].map((x) => withDilu.view.distance(x, D))).toEqual([3, 2, 2, 3, 4]);
    // D's own distances are not affected by 【的卢】.
    expect([A, B, C, E, F].map((x) => withDilu.view.distance(D, x))).toEqual([3, 2, 1, 1, 2]);

    const withChitu = scenario({ players: six({ equipment: ["赤兔"] }) });
    expect([A, B, F].map((x) => withChitu.view.distance(D, x))).toEqual([2, 1, 1]);
    // Others' distances to D are not affected by 【赤兔】.
    expect([A, B, C, E, F].map((x) => withChitu.view.distance(x, D))).toEqual([3, 2, 1, 1, 2]);
  });
});

describe("3.4.10 攻击范围", () => {
  // 〖吴六剑〗 is stood in for by a test-only locked skill "攻击范围+1" (helpers.ts); the ruling is
  // about the final value: the weapon's printed range, then +X.
  it("3.4.10 ◎例如 一名装备【青釭剑】的角色的攻击范围终值为2，若其受到〖吴六剑〗的影响，则其攻击范", () => {
    const plain = scenario({ players: six({ equipment: ["青釭剑"] }) });
    expect(plain.view.attackRange(D)).toBe(2);
    expect([B, C, E, F, A].map((x) => plain.view.inAttackRange(D, x))).toEqual([true, true, true, true, false]);

    const boosted = scenario({ players: six({ general: "吴六剑者", equipment: ["青釭剑"] }) });
    expect(boosted.view.attackRange(D)).toBe(3);
    expect(boosted.view.inAttackRange(D, A)).toBe(true);

    // Without a weapon the base is 1, so the same skill gives 2.
    const bare = scenario({ players: six({ general: "吴六剑者" }) });
    expect(bare.view.attackRange(D)).toBe(2);
  });
});

describe("3.4.4 体力", () => {
  // On the compiled packs with 【闪电】 and the test pack's 〖涅槃〗; 庞统-甘夫人 (双将) is one test
  // general with the test-only 〖淑慎〗 ("当你回复1点体力后，你可摸一张牌", helpers.ts). Hp may be below 0:
  // from -2 to 3 is a recovery of 5 points, so five chances.
  it("3.4.4 ◎例如 体力为1的庞统-甘夫人在判定阶段受到渠道为【闪电】的3点雷电伤害，进入濒死状态，", () => {
    const agent = new RecordingAgent([{ activate: true, skill: "涅槃" }, ...Array.from({ length: 5 }, () => ({ activate: true, skill: "淑慎" }))]);
    const s = board([...packs, probes([shushen], [general("庞统-甘夫人", ["涅槃", "淑慎"], 3)])], {
      players: [{ general: "庞统-甘夫人", hp: 1, hand: ["闪"], judge: ["闪电"], agent }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
      drawPile: ["杀♠7"],
    });
    s.runPhase(0, "judge");
    expect(s.entries().filter((e) => e.t === "damage")).toMatchObject([{ victim: 0, amount: 3, element: "thunder", via: "闪电" }]);
    expect(s.player(0).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([{ t: "recover", player: 0, amount: 5 }]);
    expect(agent.remaining).toEqual([]);
    expect(s.player(0).hand).toHaveLength(3 + 5);
  });
});
