// 〖观星〗准备阶段开始时，你可将牌堆顶的X张牌扣置入处理区（对你可见）（X=min{角色数,5}）▶你将其中任意数量的牌以任意顺序置于牌堆顶，将其余的牌以任意顺序置于牌堆底。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("观星");
});

describe("〖观星〗 (3.4.11 X, 3.3.5 处理区, 3.3.2 牌堆顶/牌堆底)", () => {
  test("three characters: X = 3; chosen cards on top in the chosen order, the rest at the bottom", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "诸葛亮",
          agent: [{ activate: true, skill: "观星" }, { cards: ["无中生有", "桃"] }, { cards: ["无中生有"] }],
        },
        { general: "黄盖" },
        { general: "孙权" },
      ],
      drawPile: ["桃", "闪", "无中生有", "杀"],
    });
    s.runPhase(0, "prepare");
    const pile = s.engine.state.drawPile.map((c) => s.card(c).name);
    expect(pile.slice(0, 3)).toEqual(["无中生有", "桃", "杀"]);
    expect(pile[pile.length - 1]).toBe("闪");
    expect(s.checkZones()).toEqual([]);
    expect(s.engine.state.processing).toEqual([]);
  });

  test("X = min{角色数,5}: six characters look at five cards", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "诸葛亮", agent: [{ activate: true, skill: "观星" }, { cards: [] }] },
        { general: "黄盖" },
        { general: "孙权" },
        { general: "貂蝉" },
        { general: "华佗" },
        { general: "吕布" },
      ],
      drawPile: ["桃", "闪", "无中生有", "杀", "过河拆桥", "闪"],
    });
    s.mark();
    // nothing kept on top: all five go to the bottom, ordered by the owner
    const agent = s.agents[0] as unknown as { push: (...steps: { cards: string[] }[]) => void };
    agent.push({ cards: ["桃"] }, { cards: ["闪"] }, { cards: ["无中生有"] }, { cards: ["杀"] });
    s.runPhase(0, "prepare");
    const taken = s.entries().find((e) => e.t === "move" && e.reason === "toProcessing");
    expect(taken && taken.t === "move" ? taken.cards.length : 0).toBe(5);
    const pile = s.engine.state.drawPile.map((c) => s.card(c).name);
    expect(pile[0]).toBe("闪");
    expect(pile.slice(-5)).toEqual(["桃", "闪", "无中生有", "杀", "过河拆桥"]);
  });

  test("refused: the draw pile is untouched", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "诸葛亮", agent: [{ activate: false, skill: "观星" }] }, { general: "黄盖" }],
      drawPile: ["桃", "闪"],
    });
    s.runPhase(0, "prepare");
    expect(s.engine.state.drawPile.slice(0, 2).map((c) => s.card(c).name)).toEqual(["桃", "闪"]);
  });
});

describe("3.6.2 ◆ 准备阶段 in a timing without a player is the owner's own", () => {
  test("〖观星〗 is not offered at another player's 准备阶段开始时 (a strict agent fails on any request)", () => {
    const s = createScenario({
      packs: [pack],
      agents: "strict",
      players: [{ general: "黄盖" }, { general: "诸葛亮" }, { general: "孙权" }],
      drawPile: ["桃", "闪", "无中生有", "杀"],
    });
    s.runPhase(0, "prepare");
    s.runPhase(2, "prepare");
    expect(s.engine.state.drawPile.slice(0, 4).map((c) => s.card(c).name)).toEqual(["桃", "闪", "无中生有", "杀"]);
    expect(s.entries().some((e) => e.t === "skill")).toBe(false);
  });
});
