// 〖反间〗出牌阶段限一次，若你有手牌，你可令一名其他角色选择一种花色▶其获得你的一张手牌并展示之▷若此牌的花色与其选择的花色不同，你对其造成1点伤害。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("反间");
});

// option indices of the suit choice: 黑桃 红桃 梅花 方块
const SPADE = 0;
const HEART = 1;

function board(guess: number) {
  return createScenario({
    packs: [pack],
    players: [
      { general: "周瑜", hand: ["桃♥3", "闪"], agent: [{ play: { skill: "反间" } }, { players: [2] }, { play: "end" }] },
      { general: "黄盖" },
      { general: "孙权", agent: [{ option: guess }, { cards: ["桃"] }] },
    ],
  });
}

describe("〖反间〗 (3.2.1 花色, 4.2.9 ◆8 获得, 3.5.34 展示, 3.5.12 ▷)", () => {
  test("the shown card's suit differs from the named suit: 1 damage to 其", () => {
    const s = board(SPADE);
    s.runPhase(0, "play");
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.player(2).hp).toBe(3);
    expect(s.entries().some((e) => e.t === "show" && e.player === 2)).toBe(true);
  });

  test("the suit named right: 其 keeps the card, no damage", () => {
    const s = board(HEART);
    s.runPhase(0, "play");
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.player(2).hp).toBe(4);
  });

  test("若你有手牌: without a hand card it is not offered", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "周瑜", agent: [{ play: { skill: "反间" } }] }, { general: "黄盖" }],
    });
    s.runPhase(0, "play");
    expect((s.agents[0] as unknown as { remaining: unknown[] }).remaining).toHaveLength(1);
  });
});
