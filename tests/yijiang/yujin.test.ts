// 于禁 (一将成名2011): 〖毅重〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖毅重〗锁定技，当【杀】对对应的角色为你的目标使用结算开始时，若此【杀】为黑色且你的装备区里没有防具牌，此【杀】对此目标无效。", () => {
  const attack = (sha: string, yujin: Record<string, unknown>, yujinAgent: { respond: string | null }[] = []) =>
    createScenario({
      packs,
      players: [
        { ...BLANK, hand: [sha], agent: [{ play: { card: "杀" } }] },
        { general: "于禁", hand: ["闪"], ...yujin, agent: yujinAgent },
      ],
    });

  test("a black 【杀】: no effect on 于禁 (no 【闪】 asked, no damage)", () => {
    const s = attack("杀♠7", {});
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.timings()).not.toContain("use.target.effectBefore");
  });

  test("a club 【杀】 is black too", () => {
    const s = attack("杀♣5", {});
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
  });

  test("a red 【杀】 takes effect as usual", () => {
    const s = attack("杀♥10", {}, [{ respond: null }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });

  test("with an armor in the equipment area (你的装备区里没有防具牌 fails): the black 【杀】 takes effect", () => {
    const s = attack("杀♠7", { equipment: ["白银狮子"] }, [{ respond: null }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });

  test("a horse is not an armor: the black 【杀】 still has no effect", () => {
    const s = attack("杀♠7", { equipment: ["赤兔"] });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
  });

  test("为你的目标: 于禁's own black 【杀】 on another takes effect", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "于禁", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] },
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });
});
