// 界甘宁 of ../shared/corpus/jiexian.sgs, compiled with the other acceptance packs:
//   〖奇袭〗当你需要使用【过河拆桥】时❸，你可使用对应的实体牌为你的一张黑色牌的【过河拆桥】。
//   〖奋威〗限定技，当锦囊牌指定第一个目标后，若此牌的目标数大于1，你可令此牌对其中的至少一个目标无效。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { activations, damages, jx, loadPacks, offeredNow, uses } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("界甘宁's skills", () => {
  test("〖奇袭〗 of 界限突破 (the same words as the standard one, its own skill) and 〖奋威〗", () => {
    const s = createScenario({ packs, players: [{ general: "界甘宁" }, { general: "甘宁" }] });
    expect(s.player(0).skills).toEqual([jx("奇袭"), "奋威"]);
    expect(s.player(1).skills).toEqual(["奇袭"]);
  });
});

describe("〖奇袭〗(界): 当你需要使用【过河拆桥】时❸，你可使用对应的实体牌为你的一张黑色牌的【过河拆桥】", () => {
  test("a black card used as 【过河拆桥】 at a play-phase idle point", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界甘宁", hand: ["普杀♠7"], agent: [{ play: { need: "过河拆桥" } }, { activate: true, skill: "奇袭" }, { play: "end" }] },
        { general: "黄盖", hand: ["桃"] },
      ],
    });
    const slash = s.player(0).hand[0];
    s.runPhase(0, "play");
    expect(uses(s)).toEqual([[0, "过河拆桥", [1]]]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.engine.state.zone(slash).kind).toBe("discardPile");
    expect(activations(s)).toContainEqual([0, jx("奇袭")]);
    const t = s.timings();
    expect(t.indexOf("needUse.3")).toBeGreaterThan(-1);
    expect(t.indexOf("use.declared")).toBeGreaterThan(t.indexOf("needUse.3"));
  });

  test("an equipped black card may be used too (你的一张黑色牌)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界甘宁", equipment: ["藤甲"], agent: [{ play: { need: "过河拆桥" } }, { activate: true, skill: "奇袭" }, { play: "end" }] },
        { general: "黄盖", hand: ["桃"] },
      ],
    });
    s.runPhase(0, "play");
    expect(uses(s)).toEqual([[0, "过河拆桥", [1]]]);
  });

  test("with no black card it is not offered (no need option)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界甘宁", hand: ["桃♥6"] },
        { general: "黄盖", hand: ["桃"] },
      ],
    });
    expect(offeredNow(s, 0)).not.toContain("need 过河拆桥");
  });

  test("declined: no card is used", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "界甘宁", hand: ["普杀♠7"], agent: [{ play: { need: "过河拆桥" } }, { activate: false, skill: "奇袭" }, { play: "end" }] },
        { general: "黄盖", hand: ["桃"] },
      ],
    });
    s.runPhase(0, "play");
    expect(uses(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
});

describe("〖奋威〗限定技: 当锦囊牌指定第一个目标后，若此牌的目标数大于1，你可令此牌对其中的至少一个目标无效", () => {
  test("another's 【南蛮入侵】: 界甘宁 makes it 无效 for one target; that one takes no damage, the others do", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "界甘宁", hp: 4, agent: [{ activate: true, skill: "奋威" }, { players: [2] }] },
        { general: "孙权", hp: 4 },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s).map((d) => d[1]).sort()).toEqual([1, 3]);
    expect(activations(s)).toContainEqual([1, "奋威"]);
    const t = s.timings();
    expect(t.indexOf("use.specifiedTarget")).toBeGreaterThan(-1);
  });

  test("至少一个: several targets at once (himself included)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }, { play: "end" }] },
        { general: "界甘宁", hp: 4, agent: [{ activate: true, skill: "奋威" }, { players: [1, 2] }] },
        { general: "孙权", hp: 4 },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s).map((d) => d[1])).toEqual([3]);
  });

  test("限定技: used once, it is not offered for the next trick", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["南蛮入侵", "南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "界甘宁", hp: 4, agent: [{ activate: true, skill: "奋威" }, { players: [1] }] },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    // Second 【南蛮入侵】: no further offer (an unscripted request would throw); both take damage.
    expect(damages(s).map((d) => d[1])).toEqual([2, 1, 2]);
  });

  test("若此牌的目标数大于1: a single-target trick does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { play: "end" }] },
        { general: "界甘宁", hp: 4, hand: ["桃"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
  });

  test("only 锦囊牌: a 【杀】 with two targets (〖方天画戟〗) does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        {
          general: "黄盖",
          hand: ["普杀♠7"],
          equipment: ["方天画戟"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "方天画戟" }, { players: [2] }, { play: "end" }],
        },
        { general: "界甘宁", hp: 4 },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s).map((d) => d[1]).sort()).toEqual([1, 2]);
  });

  test("指定第一个目标后: offered once per trick, not again at its other targets", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "孙权", hp: 4 },
        { general: "界甘宁", hp: 4, agent: [{ activate: false, skill: "奋威" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    const asked = s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.player === 2);
    expect(asked).toHaveLength(1);
    expect(damages(s).map((d) => d[1])).toEqual([1, 2, 3]);
  });

  test("declined: the trick takes effect on everyone, and it stays available", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "界甘宁", hp: 4, agent: [{ activate: false, skill: "奋威" }] },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s).map((d) => d[1]).sort()).toEqual([1, 2]);
    expect(s.engine.usedUp(1, s.engine.registry.skills.get("奋威")!)).toBe(false);
  });
});
