// 〖流离〗当你成为【杀】的目标时，你可弃置一张牌并选择你的攻击范围内的一名是此【杀】的合法目标且不为使用者的
// 其他角色（距离关系限制规则对此次合法性检测不产生影响）▶你将此【杀】转移给该角色。
// 3.5.14 ◆1 转移: the target is cancelled, one for B is added and gets its own 成为目标时 (4.2.4 (6)).
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import type { Agent, PlayersRequest } from "../../runtime/agents/agent.ts";
import { ScriptedAgent } from "../../runtime/agents/scripted.ts";
import type { PlayerId } from "../../runtime/model/types.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("流离");
});

/** Five seats: 黄盖 (0) attacks 大乔 (1); seat 2 is at distance 2 from 黄盖 but 1 from 大乔. */
function board(daqiaoScript: ScriptStep[], others: ScriptStep[][] = [[], [], []]) {
  return createScenario({
    packs: [pack],
    players: [
      { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
      { general: "大乔", hand: ["闪", "桃"], agent: daqiaoScript },
      { general: "吕蒙", hand: [], agent: others[0] },
      { general: "孙权", hand: [], agent: others[1] },
      { general: "甘宁", hand: [], agent: others[2] },
    ],
  });
}

describe("〖流离〗 (3.5.14 ◆1 转移, 4.2.4 成为目标时)", () => {
  test("transfers the 【杀】 to a player in 大乔's attack range though out of the user's (distance rules ignored)", () => {
    const s = board([{ activate: true, skill: "流离" }, { cards: ["桃"] }, { players: [2] }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.player(2).hp).toBe(3);
    // 成为目标时 again, now for 吕蒙's new target; then the rest of the flow for that target only
    const entries = s.entries();
    const transfer = entries.findIndex((e) => e.t === "transfer");
    expect(entries[transfer]).toMatchObject({ t: "transfer", card: "杀", from: 1, to: 2 });
    const after = entries.slice(transfer).flatMap((e) => (e.t === "timing" ? [e.id] : []));
    expect(after[0]).toBe("use.becomeTarget");
    expect(after).toContain("use.becameTarget");
    const damaged = entries.filter((e) => e.t === "damage" || (e.t === "timing" && e.id === "damage.taken"));
    expect(damaged.length).toBeGreaterThan(0);
  });

  test("declined: 大乔 stays the target and may answer with 【闪】", () => {
    const s = board([{ activate: false, skill: "流离" }, { respond: "闪" }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "transfer")).toBe(false);
  });

  test("the user and players outside 大乔's attack range cannot be chosen", () => {
    // two seats only: the user is the one other player, so 流离 cannot be activated (never asked)
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "大乔", hand: ["桃"], agent: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(s.handNames(1)).toEqual(["桃"]);
    // five seats, 大乔 with 【赤兔】 (-1): everyone is within her attack range, but the user (seat 0)
    // is never offered; seat 3 is out of 黄盖's attack range yet offered (distance rules ignored)
    const daqiao = new ScriptedAgent([{ activate: true, skill: "流离" }, { cards: ["桃"] }, { players: [2] }], "大乔");
    const offered: PlayerId[][] = [];
    const spy: Agent = Object.assign(Object.create(daqiao) as Agent, {
      choosePlayers: (r: PlayersRequest) => {
        offered.push([...r.candidates]);
        return daqiao.choosePlayers(r);
      },
    });
    const t = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "大乔", hand: ["闪", "桃"], equipment: ["赤兔"], agent: spy },
        { general: "吕蒙", hand: [], agent: [] },
        { general: "孙权", hand: [], agent: [] },
        { general: "甘宁", hand: [], agent: [] },
      ],
    });
    t.runPhase(0, "play");
    expect(offered).toEqual([[2, 3, 4]]);
    expect(t.player(2).hp).toBe(3);
  });
});
