// 003 §三 ◆ (and 004 3.8.20 ◆): a skill without a cost none of whose effects can be executed
// cannot be activated. The compiler derives the gate from the effect ops; an unscripted request
// fails a scenario, so "not offered" is asserted by scripting no activation.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack, type Scenario } from "../../runtime/index.ts";
import { corpusWithCards } from "./corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(
    corpusWithCards(["杀", "闪", "桃", "决斗", "无懈可击", "麒麟弓", "赤兔", "的卢"], ["奸雄", "反馈", "离间", "空城"]),
    "standard.sgs",
  );
});

const activated = (s: Scenario) => s.entries().flatMap((e) => (e.t === "skill" ? [e.skill] : []));
const damages = (s: Scenario) => s.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim }] : []));

describe("003 §三 ◆: an optional skill without a cost is offered only if some effect can be executed", () => {
  test("〖奸雄〗 (3.8.20 ◆, 3.1.9): not offered after the damage of a 【决斗】 with no physical card (〖离间〗)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        // 诸葛亮 (〖空城〗, no hand) is no legal target of 曹操's 【决斗】: A = 诸葛亮, B = 曹操.
        { general: "貂蝉", hand: ["桃"], agent: [{ play: { skill: "离间" } }, { play: "end" }] },
        { general: "诸葛亮", hand: [] },
        { general: "曹操", hp: 4, hand: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 1, victim: 2 }]);
    expect(s.player(2).hp).toBe(3);
    expect(activated(s)).not.toContain("奸雄");
    expect(s.handNames(2)).toEqual([]);
  });

  test("〖奸雄〗 is offered after a 【决斗】 with its physical card in the processing area, and gains it", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "曹操", hp: 4, hand: [], agent: [{ activate: true, skill: "奸雄" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(activated(s)).toContain("奸雄");
    expect(s.handNames(1)).toEqual(["决斗"]);
  });

  test("〖反馈〗 (获得来源的一张牌, 3.4.17): not offered when the source has no card left", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "司马懿", hp: 3, hand: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(activated(s)).not.toContain("反馈");
  });

  test("〖反馈〗 is offered when the source still has a card (an equipped horse) and gains it", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], equipment: ["赤兔"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "司马懿", hp: 3, hand: [], agent: [{ activate: true, skill: "反馈" }, { cards: ["赤兔"] }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(activated(s)).toContain("反馈");
    expect(s.handNames(1)).toEqual(["赤兔"]);
    expect(Object.values(s.player(0).equipment)).toHaveLength(0);
  });

  test("〖麒麟弓〗 (弃置其装备区里的一张坐骑牌): not offered when the victim has no horse", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(activated(s)).not.toContain("麒麟弓");
  });

  test("〖麒麟弓〗 is still offered when the victim has a horse", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], equipment: ["麒麟弓"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "麒麟弓" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: [], equipment: ["的卢"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(activated(s)).toContain("麒麟弓");
    expect(Object.values(s.player(1).equipment)).toHaveLength(0);
  });
});
