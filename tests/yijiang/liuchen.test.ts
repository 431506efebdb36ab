// 刘谌 (一将成名2015): 〖勤王〗 and 〖战绝〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScenarioPlayer, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages, discarded } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖勤王〗主公技，当你需要使用/打出【杀】时❶，若有其他蜀势力角色，你可弃置一张牌▶你令所有其他蜀势力角色依次选择是否打出【杀】▷若有角色以此法打出【杀】，你使用/打出对应的实体牌为此【杀】对应的实体牌的【杀】，其摸一张牌。", () => {
  // 刘谌 is the lord (seat 0); 关羽 (2) and 张飞 (3) are 蜀, 孙权 (1) is 吴.
  const board = (lc: ScriptStep[], guanyu: ScriptStep[], zhangfei: ScriptStep[], sunquan: Partial<ScenarioPlayer> = {}, hand = ["桃"]) =>
    createScenario({
      packs,
      players: [
        { general: "刘谌", hand, agent: lc },
        { general: "孙权", skills: [], ...sunquan },
        { general: "关羽", skills: [], hand: ["杀"], agent: guanyu },
        { general: "张飞", skills: [], hand: ["杀"], agent: zhangfei },
      ],
      drawPile: ["闪", "闪", "闪"],
    });

  test("using a 【杀】 in his play phase: he discards a card, the first 蜀 player who plays a 【杀】 gives him its card to use, and draws one", () => {
    const s = board([{ play: { need: "杀" } }, { activate: true, skill: "勤王" }, { players: [1] }, { play: "end" }], [{ respond: "杀" }], []);
    s.runPhase(0, "play");
    expect(discarded(s, 0)).toEqual(["桃"]);
    const played = s.entries().find((e) => e.t === "play");
    expect(played).toMatchObject({ player: 2, card: "杀" });
    const used = s.entries().find((e) => e.t === "use");
    expect(used).toMatchObject({ user: 0, card: "杀", targets: [1] });
    expect(used && played && used.t === "use" && played.t === "play" && used.cards).toEqual(played && played.t === "play" ? played.cards : []);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.handNames(2)).toEqual(["闪"]);
    // 张飞 is not asked once 关羽 has played
    expect(s.entries().some((e) => e.t === "decision" && e.player === 3)).toBe(false);
  });

  test("依次: 关羽 declines, 张飞 plays", () => {
    const s = board([{ play: { need: "杀" } }, { activate: true, skill: "勤王" }, { players: [1] }, { play: "end" }], [{ respond: null }], [{ respond: "杀" }]);
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "play")).toMatchObject({ player: 3 });
    expect(s.handNames(3)).toEqual(["闪"]);
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("打出 in response (a 【决斗】): the 蜀 player's 【杀】 is played for him", () => {
    const s = board([{ activate: true, skill: "勤王" }], [{ respond: "杀" }], [], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [0] }, { play: "end" }] });
    s.runPhase(1, "play");
    const plays = s.entries().filter((e) => e.t === "play");
    expect(plays.map((e) => e.t === "play" && e.player)).toEqual([2, 0]);
    // 孙权 cannot answer: he takes the 【决斗】's damage
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });

  test("nobody plays a 【杀】: the discarded card is lost and no 【杀】 is used", () => {
    const s = board([{ play: { need: "杀" } }, { activate: true, skill: "勤王" }, { players: [1] }, { play: "end" }], [{ respond: null }], [{ respond: null }]);
    s.runPhase(0, "play");
    expect(discarded(s, 0)).toEqual(["桃"]);
    expect(damages(s)).toEqual([]);
  });

  test("no card to discard, or no other 蜀 player: not offered", () => {
    const s = board([], [], [], { hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [0] }, { play: "end" }] }, []);
    s.runPhase(1, "play");
    const t = createScenario({
      packs,
      players: [
        { general: "刘谌", hand: ["桃"], agent: [] },
        { general: "孙权", skills: [], hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [0] }, { play: "end" }] },
        { general: "曹操", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
    });
    t.runPhase(1, "play");
    expect(asked(s, "勤王") || asked(t, "勤王")).toBe(false);
  });

  test("主公技: a 刘谌 who is not the lord has no 〖勤王〗", () => {
    const s = createScenario({
      packs,
      players: [{ general: "孙权", skills: [] }, { general: "刘谌" }, { general: "关羽", skills: [] }, { general: "张飞", skills: [] }],
    });
    expect(s.player(1).skills).not.toContain("勤王");
  });
});

describe("〖战绝〗出牌阶段，若你有手牌，你可使用对应的实体牌为你的所有手牌的【决斗】（→）当此【决斗】使用结算结束后❷，你与受到过渠道为此【决斗】的伤害的其他角色各摸一张牌▷若你于此阶段内因执行此技能的效果而摸过至少两张牌，此技能于此回合内无效。", () => {
  const board = (lc: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "刘谌", skills: ["战绝"], hand: ["桃"], agent: lc },
        { general: "孙权", skills: [], hand: ["闪"] },
      ],
      drawPile: ["无中生有", "闪", "无中生有", "闪", "闪", "闪"],
    });
  // Whether 〖战绝〗 was still offered at the last idle time point (with one hand card left, only
  // an invalid skill is not): "forced" = 结束 was the only choice.
  const lastIdle = (s: ReturnType<typeof createScenario>) => s.entries().filter((e) => (e.t === "decision" || e.t === "forced") && e.request === "playAction").pop()?.t;

  test("his whole hand as a 【决斗】; afterwards he and the damaged 孙权 each draw one — one card drawn, the skill stays", () => {
    const s = board([{ play: { skill: "战绝" } }, { play: "end" }]);
    s.runTurn(0);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.entries().find((e) => e.t === "use")).toMatchObject({ user: 0, card: "决斗", targets: [1] });
    expect(s.handNames(1)).toHaveLength(2);
    expect(lastIdle(s)).toBe("decision");
  });

  test("a second time in the phase: two cards drawn through it — 此技能于此回合内无效", () => {
    const s = board([{ play: { skill: "战绝" } }, { play: { skill: "战绝" } }, { play: "end" }]);
    s.runTurn(0);
    expect(damages(s)).toHaveLength(2);
    expect(s.handNames(0)).toHaveLength(1);
    expect(lastIdle(s)).toBe("forced");
  });
});
