// Constructs beyond the slice that the compiler already lowers, run on the runtime: a trigger
// about a card (当【杀】指定目标后 + 若使用者为你), 判定牌 at a judge timing (4.2.11), a move
// timing (4.2.9), and 判定 ▶ 若结果… 选择 (〖刚烈〗, 3.5.27).
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { sliceOfCorpus } from "./helpers.ts";

const SOURCE = `扩展包 测试

武将 马超 蜀 男 4
〖追击〗当【杀】指定目标后，若使用者为你，你可摸一张牌。

武将 郭嘉 魏 男 3
〖天妒〗当你的判定结果确定后❷，你可获得判定牌。

武将 黄盖 吴 男 4
〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。

武将 陆逊 吴 男 3
〖连营〗当你失去手牌后❷，若你没有手牌，你可摸一张牌。

牌 【杀】 基本牌
使用时机：出牌阶段限一次。
使用目标：你的攻击范围内的一名其他角色。
作用效果：你对目标对应的角色造成1点伤害。

牌 【桃】 基本牌
使用时机：出牌阶段/一名角色处于濒死状态时。
使用目标：已受伤的你/处于濒死状态的角色。
作用效果：目标对应的角色回复1点体力。

牌堆 测试
【杀】 ♠7 ♠8 ♠9
【桃】 ♥3 ♥4
`;

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(SOURCE, "beyond.sgs");
});

describe("beyond the slice", () => {
  test("当【杀】指定目标后，若使用者为你: fires for the owner's 杀 only", () => {
    const own = createScenario({
      packs: [pack],
      players: [
        { general: "马超", hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "追击" }] },
        { general: "黄盖", agent: [] },
      ],
      drawPile: ["桃"],
    });
    own.runPhase(0, "play");
    expect(own.handNames(0)).toEqual(["桃"]);
    expect(own.player(1).hp).toBe(3);

    // 黄盖's 杀 targets 马超: 使用者 is not 马超, so 追击 is not offered (no unscripted request).
    const other = createScenario({
      packs: [pack],
      players: [
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "马超", agent: [] },
      ],
      drawPile: ["桃"],
    });
    other.runPhase(0, "play");
    expect(other.player(1).hp).toBe(3);
    expect(other.handNames(1)).toEqual([]);
  });

  test("〖天妒〗 (4.2.11 判定结果确定后❷): gains the judgement card", () => {
    const s = createScenario({
      packs: [pack],
      players: [{ general: "郭嘉", agent: [{ activate: true, skill: "天妒" }] }, { general: "黄盖" }],
      drawPile: ["桃"],
    });
    s.act(0, (ctx) => {
      ctx.judge(0);
    });
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("〖连营〗 (4.2.9 失去手牌后❷): only when the move empties the owner's hand", () => {
    // A 杀 that leaves a card in hand, and a draw into the hand: no 连营 request (none is scripted).
    const s = createScenario({
      packs: [pack],
      players: [{ general: "陆逊", hand: ["杀", "桃"], agent: [{ play: { card: "杀" } }] }, { general: "黄盖" }],
      drawPile: ["杀"],
    });
    s.runPhase(0, "play");
    s.act(0, (ctx) => {
      ctx.draw(0, 1);
    });
    expect(s.handNames(0).sort()).toEqual(["杀", "桃"].sort());
    const t = createScenario({
      packs: [pack],
      players: [
        { general: "陆逊", hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "连营" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃"],
    });
    t.runPhase(0, "play");
    expect(t.player(1).hp).toBe(3);
    expect(t.handNames(0)).toEqual(["桃"]);
  });

  describe("〖刚烈〗 from the corpus", () => {
    let withGanglie: Pack;
    beforeAll(async () => {
      withGanglie = await loadPackFromSource(sliceOfCorpus(["刚烈"]), "standard.sgs");
    });
    const hit = (judgeCard: string, sourceHand: string[], sourceScript: object[]) =>
      createScenario({
        packs: [withGanglie],
        players: [
          { general: "貂蝉", hand: ["杀", ...sourceHand], agent: [{ play: { card: "杀" } }, ...(sourceScript as never[]), { play: "end" }] },
          { general: "夏侯惇", agent: [{ activate: true, skill: "刚烈" }] },
        ],
        drawPile: [judgeCard],
      });

    test("judged not 红桃, the source without two hand cards can only take 1 damage", () => {
      const s = hit("杀♠9", [], []);
      s.runPhase(0, "play");
      expect(s.player(1).hp).toBe(3);
      expect(s.player(0).hp).toBe(2);
    });

    test("judged 红桃: nothing happens", () => {
      const s = hit("桃♥3", [], []);
      s.runPhase(0, "play");
      expect(s.player(0).hp).toBe(3);
    });

    test("the source with two hand cards chooses option 1 and discards them", () => {
      const s = hit("杀♠9", ["闪", "闪"], [{ option: 0 }]);
      s.runPhase(0, "play");
      expect(s.player(0).hp).toBe(3);
      expect(s.handNames(0)).toEqual([]);
    });

    test("…or option 2 and takes the damage", () => {
      const s = hit("杀♠9", ["闪", "闪"], [{ option: 1 }]);
      s.runPhase(0, "play");
      expect(s.player(0).hp).toBe(2);
      expect(s.handNames(0)).toEqual(["闪", "闪"]);
    });
  });
});
