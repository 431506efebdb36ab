// 004 3.5.22 ◎例如: 〖流离〗 moves the 【杀】 to 司马懿; its damage's source is still the 【杀】's user, so
// 〖反馈〗 (获得来源的一张牌) takes a card from that user, not from 大乔.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "../skills/helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("流离", "反馈");
});

describe("3.5.22 来源 after 转移 (〖流离〗, 〖反馈〗)", () => {
  test("3.5.22 ◎例如 角色对大乔使用【杀】，大乔发动〖流离〗将此【杀】转移给司马懿，司马懿受到 伤害后", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hand: ["杀", "无中生有"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "大乔", hand: ["桃", "闪"], agent: [{ activate: true, skill: "流离" }, { cards: ["桃"] }, { players: [2] }] },
        { general: "司马懿", hand: [], agent: [{ activate: true, skill: "反馈" }, { cards: ["无中生有"] }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(2).hp).toBe(2);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(2)).toEqual(["无中生有"]);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(0)).toEqual([]);
  });
});
