// 钟繇 (一将成名2015): 〖活墨〗 and 〖佐定〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type PlayOption, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages, recorder, type Recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const needs = (r: Recorder, i: number): string[] => {
  const plays = r.requests.filter((q) => q.kind === "playAction");
  const q = plays[i];
  return q && q.kind === "playAction" ? q.options.flatMap((o: PlayOption) => (o.kind === "need" ? [o.name] : [])) : [];
};

describe("〖活墨〗当你需要使用与你于此回合内使用过的所有牌牌名均不同的基本牌时❷，你可将一张不为基本牌的黑色牌置于牌堆顶▶你使用无对应的实体牌的此基本牌。", () => {
  test("in his play phase: a black non-basic card goes on top of the draw pile and he uses a 【杀】 with no physical card", () => {
    const zy = recorder([{ play: { need: "杀" } }, { activate: true, skill: "活墨" }, { players: [1] }], "钟繇");
    const s = createScenario({
      packs,
      players: [
        { general: "钟繇", hand: ["过河拆桥♠3"], agent: zy.agent },
        { general: "孙权", skills: [] },
        { general: "曹操", skills: [] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(s.entries().filter((e) => e.t === "use")).toMatchObject([{ user: 0, card: "杀", cards: [], targets: [1] }]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.card(s.engine.state.drawPile[0]).name).toBe("过河拆桥");
  });

  test("所有牌牌名均不同: after using a 【桃】 this turn, a 【桃】 is no longer offered through it, a 【杀】 and a 【酒】 (军争 basic card) still are", () => {
    const zy = recorder([{ play: { card: "桃" } }, { play: "end" }, { cards: ["闪"] }], "钟繇");
    const s = createScenario({
      packs,
      players: [
        { general: "钟繇", hp: 1, hand: ["过河拆桥♠3", "桃"], agent: zy.agent },
        { general: "孙权", skills: [] },
        { general: "曹操", skills: [] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(needs(zy, 0).sort()).toEqual(["杀", "桃", "酒"].sort());
    expect(needs(zy, 1).sort()).toEqual(["杀", "酒"].sort());
  });

  test("in response: needing a 【闪】 against a 【杀】, he uses one with no physical card", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀♥10"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "钟繇", hand: ["过河拆桥♠3"], agent: [{ activate: true, skill: "活墨" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "use" && e.user === 1)).toMatchObject([{ card: "闪", cards: [], respondsTo: "杀" }]);
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
    expect(s.player(1).hp).toBe(3);
  });

  test("declined: no card is used, the 【杀】 hits", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀♥10"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "钟繇", hand: ["过河拆桥♠3"], agent: [{ activate: false, skill: "活墨" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    expect(s.handNames(1)).toEqual(["过河拆桥"]);
  });

  test("the cost needs a black card that is not basic: a black 【杀】 or a red trick does not pay it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀♥10"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "钟繇", hand: ["杀♠7", "无中生有♥7"], agent: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(asked(s, "活墨")).toBe(false);
    expect(s.player(1).hp).toBe(2);
  });
});

describe("〖佐定〗当黑桃牌于其他角色的出牌阶段内指定第一个目标后，若使用者为当前回合角色且于此阶段内没有角色受到过伤害，你可令此牌的目标对应的角色中的一名摸一张牌。", () => {
  const board = (sunquan: ScriptStep[], hand: string[], zy: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand, agent: sunquan },
        { general: "钟繇", agent: zy },
        { general: "曹操", skills: [] },
      ],
      drawPile: ["桃", "闪", "桃"],
    });

  test("a spade card of the current player with no damage yet this phase: one of its targets draws one card", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], ["杀♠7"], [{ activate: true, skill: "佐定" }]);
    s.runPhase(0, "play");
    // one target: chosen without asking
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("declined: nobody draws", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], ["杀♠7"], [{ activate: false, skill: "佐定" }]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual([]);
  });

  test("not for a club card; not once someone was damaged in the phase", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], ["杀♣2"], []);
    s.runPhase(0, "play");
    expect(asked(s, "佐定")).toBe(false);
    // a club 【决斗】 damages 曹操 first; then a spade 【过河拆桥】 on 钟繇
    const t = board([{ play: { card: "决斗" } }, { players: [2] }, { play: { card: "过河拆桥" } }, { players: [1] }, { play: "end" }], ["决斗♣A", "过河拆桥♠3"], []);
    t.engine.state.placeCard(t.engine.state.drawPile[1], { kind: "hand", owner: 1 });
    t.runPhase(0, "play");
    expect(damages(t)).toEqual([{ source: 0, victim: 2, amount: 1 }]);
    expect(asked(t, "佐定")).toBe(false);
  });

  test("其他角色的出牌阶段: not for 钟繇's own spade card in his play phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "钟繇", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(asked(s, "佐定")).toBe(false);
  });
});
