// 【藤甲】 of skills/maneuvering.sgs, compiled with the other acceptance packs:
//   〖藤甲〗①锁定技，当【南蛮入侵】、【万箭齐发】或普【杀】对对应的角色为你的目标使用结算开始时，此牌对此目标无效。
//          ②锁定技，当你受到火焰伤害时❷，你令伤害值+1。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { damages, loadPacks } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

describe("〖藤甲①〗: 【南蛮入侵】、【万箭齐发】或普【杀】 are 无效 for the wearer at 使用结算开始时", () => {
  test("a 普【杀】 is 无效: no 【闪】 is asked, no damage; the 使用结算开始时 point is reached, 生效前 is not", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4, hand: ["闪"], equipment: ["藤甲"] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([]);
    expect(s.handNames(1)).toEqual(["闪"]);
    const t = s.timings();
    expect(t).toContain("use.target.settleStart");
    expect(t).not.toContain("use.target.effectBefore");
  });

  test("other cards are not 无效: 【过河拆桥】 and 【决斗】 still reach the wearer", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", skills: [], hand: ["过河拆桥", "决斗"], agent: [{ play: { card: "过河拆桥" } }, { play: { card: "决斗" } }, { play: "end" }] },
        { general: "吕布", skills: [], hp: 4, equipment: ["藤甲"] },
      ],
    });
    s.runPhase(0, "play");
    // 【过河拆桥】 discards the only card it can (the 【藤甲】); the 【决斗】 then hits.
    expect(s.player(1).equipment).toEqual({});
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });

  test("【南蛮入侵】: the wearer is spared, the others are not", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "吕布", hp: 4, equipment: ["藤甲"] },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 2, 1, "normal"]]);
  });

  test("【万箭齐发】: the wearer is spared, the others are not", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }, { play: "end" }] },
        { general: "吕布", hp: 4, equipment: ["藤甲"] },
        { general: "孙权", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 2, 1, "normal"]]);
  });



  test("only for its wearer: a 普【杀】 at someone else hits", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["普杀♠7"], equipment: ["藤甲"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "normal"]]);
  });
});

describe("〖藤甲②〗: 当你受到火焰伤害时❷，你令伤害值+1", () => {




  test("conducted fire: a chained wearer that is no target takes the conducted 1 raised to 2", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["火杀♥4"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "吕布", hp: 4, chained: true, equipment: ["藤甲"] },
        { general: "孙权", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([
      [0, 2, 1, "fire"],
      [0, 1, 2, "fire", true],
    ]);
    expect(s.player(1).hp).toBe(2);
    expect(s.timings()).toContain("damage.take.2");
  });

  test("normal damage is not raised: the wearer losing its own 【决斗】 takes 1", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吕布", hp: 4, hand: ["决斗"], equipment: ["藤甲"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["普杀♠7", "普杀♠8"], agent: [{ respond: "杀" }, { respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[1, 0, 1, "normal"]]);
  });

  test("only the wearer's damage: fire dealt by the wearer is not raised", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄盖", hand: ["火杀♥4"], equipment: ["藤甲"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "吕布", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([[0, 1, 1, "fire"]]);
  });
});
