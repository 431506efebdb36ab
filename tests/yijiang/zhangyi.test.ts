// 张嶷 (一将成名2015): 〖怃戎〗 and 〖矢志〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { damages, discarded, offeredCard, offeredSkill, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖怃戎〗出牌阶段限一次，你可令一名其他角色与你同时展示一张手牌▶若你以此法展示的牌：为【杀】且其以此法展示的牌不为【闪】，你弃置此【杀】▷你对其造成1点伤害；不为【杀】且其以此法展示的牌为【闪】，你弃置你以此法展示的牌▷你获得其一张牌。", () => {
  // (孙权 is the only other player with hand cards: chosen without asking; he picks his card first)
  const board = (zy: ScriptStep[] | ReturnType<typeof recorder>["agent"], mine: string, his: string) =>
    createScenario({
      packs,
      players: [
        { general: "张嶷", hand: ["杀", "桃"], agent: zy },
        { general: "孙权", skills: [], hand: ["桃", "闪"], agent: [{ cards: [his] }] },
        { general: "大乔", skills: [] },
      ].map((p, i) => (i === 0 ? { ...p, hand: mine === "杀" ? ["杀", "桃"] : ["桃", "杀"] } : p)),
    });

  test("his 【杀】 against a card that is not 【闪】: the 【杀】 is discarded, then 1 damage", () => {
    const s = board([{ play: { skill: "怃戎" } }, { cards: ["杀"] }, { play: "end" }], "杀", "桃");
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "show").map((e) => e.t === "show" && e.player)).toEqual([1, 0]);
    expect(discarded(s, 0)).toEqual(["杀"]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("not a 【杀】 against a 【闪】: his shown card is discarded, then he gains a card of the other's", () => {
    const s = board([{ play: { skill: "怃戎" } }, { cards: ["桃"] }, { cards: ["闪"] }, { play: "end" }], "桃", "闪");
    s.runPhase(0, "play");
    expect(discarded(s, 0)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(damages(s)).toEqual([]);
  });

  test("a 【杀】 against a 【闪】, or neither: nothing happens", () => {
    const s = board([{ play: { skill: "怃戎" } }, { cards: ["杀"] }, { play: "end" }], "杀", "闪");
    s.runPhase(0, "play");
    const t = board([{ play: { skill: "怃戎" } }, { cards: ["桃"] }, { play: "end" }], "桃", "桃");
    t.runPhase(0, "play");
    for (const x of [s, t]) {
      expect(discarded(x, 0)).toEqual([]);
      expect(damages(x)).toEqual([]);
      expect(x.handNames(1)).toHaveLength(2);
    }
  });

  test("出牌阶段限一次: not offered again in the phase", () => {
    const zy = recorder([{ play: { skill: "怃戎" } }, { cards: ["杀"] }, { play: "end" }], "张嶷");
    const s = board(zy.agent, "杀", "闪");
    s.runPhase(0, "play");
    const plays = zy.requests.filter((r) => r.kind === "playAction");
    expect(plays).toHaveLength(2);
    expect(plays[1].kind === "playAction" && plays[1].options.some((o) => o.kind === "skill" && o.skill === "怃戎")).toBe(false);
  });

  test("no other player has a hand card: not offered", () => {
    const zy = recorder([{ play: "end" }], "张嶷");
    const s = createScenario({
      packs,
      players: [
        { general: "张嶷", hand: ["杀"], agent: zy.agent },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(offeredSkill(zy, "怃戎")).toBe(false);
  });
});

describe("〖矢志〗锁定技，若你的体力值为1，你的【闪】的牌名视为【杀】。", () => {
  test("at 1 hp his 【闪】 is a 【杀】: he can use it as one in his play phase", () => {
    const zy = new ScriptedAgent([], "张嶷");
    const s = createScenario({
      packs,
      players: [
        { general: "张嶷", hp: 1, hand: ["闪"], agent: zy },
        { general: "孙权", skills: [] },
        { general: "大乔", skills: [] },
      ],
    });
    zy.push({ play: { card: s.engine.state.players[0].hand[0] } }, { players: [1] });
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "use")).toMatchObject([{ user: 0, card: "杀", targets: [1] }]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("at 1 hp it is no 【闪】: it cannot answer a 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "张嶷", hp: 2, hand: ["闪"], agent: [] },
      ],
    });
    s.engine.state.players[1].hp = 1;
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.request === "respond" && e.reason.includes("闪"))).toBe(false);
  });

  test("above 1 hp his 【闪】 is a 【闪】: no 【杀】 to use", () => {
    const zy = recorder([], "张嶷");
    const s = createScenario({
      packs,
      players: [
        { general: "张嶷", hp: 2, hand: ["闪"], agent: zy.agent },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(offeredCard(zy, "杀")).toBe(false);
  });
});
