// 〖集智〗当普通锦囊牌被使用时，若使用者为你且此牌不是转化牌，你可摸一张牌。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { preUse } from "../../runtime/flows/preUse.ts";
import { useFlow } from "../../runtime/flows/use.ts";
import { packWith } from "./helpers.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await packWith("集智");
});

describe("〖集智〗 (4.2.4 被使用时, 3.1.9 转化牌)", () => {
  test("using 【无中生有】 (普通锦囊牌): draws one at 被使用时, before the card's own effect", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄月英", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }, { activate: true, skill: "集智" }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "杀", "闪"],
    });
    s.runPhase(0, "play");
    // 集智 took the top card (桃) before 无中生有's effect drew the next two.
    expect(s.handNames(0)).toEqual(["桃", "杀", "闪"]);
    const t = s.timings();
    expect(t.indexOf("use.used")).toBeLessThan(t.indexOf("use.target.effectAfter"));
  });

  test("refused (可, 3.5.5): only 【无中生有】 draws", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄月英", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }, { activate: false, skill: "集智" }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "杀", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃", "杀"]);
  });

  test("a basic card (【杀】) does not trigger it; nor does another player's 普通锦囊牌 (使用者为你)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "黄月英", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual([]);
    const other = createScenario({
      packs: [pack],
      players: [
        { general: "黄月英" },
        { general: "黄盖", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }, { play: "end" }] },
      ],
      drawPile: ["桃", "杀"],
      current: 1,
    });
    other.runPhase(1, "play");
    expect(other.handNames(0)).toEqual([]);
    expect(other.handNames(1)).toEqual(["桃", "杀"]);
  });

  test("a converted 普通锦囊牌 (此牌是转化牌) does not trigger it", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "黄月英", hand: ["杀"] }, { general: "黄盖" }],
      drawPile: ["桃", "杀", "闪"],
    });
    const e = s.engine;
    const def = e.registry.cards.get("无中生有")!;
    const pre = preUse(e, 0, [...e.state.players[0].hand], def, def.uses[0], { countsTowardLimit: false, targets: [0] })!;
    const converted = { ...pre, card: { ...pre.card, converted: true } };
    e.useDefs.set(converted, { def, use: def.uses[0] });
    e.run(converted, useFlow);
    // No 集智 request (the scripted agent would throw); 无中生有 drew two.
    expect(s.handNames(0)).toEqual(["桃", "杀"]);
  });
});
