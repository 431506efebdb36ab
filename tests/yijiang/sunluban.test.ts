// 孙鲁班 (一将成名2014): 〖谮毁〗 and 〖骄矜〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖谮毁〗出牌阶段限一次，当【杀】或黑色普通锦囊牌于出牌阶段内指定目标时，若使用者为你且此牌的目标数为1，你可令一名不为此目标对应的角色且是此牌的合法目标的其他角色选择：1.将一张牌交给你▷使用者改为其；2.也成为此牌的目标。", () => {
  // Four seats: 孙鲁班 (0) attacks 孙权 (1); 黄盖 (3) is a legal target of her 【杀】, 吕蒙 (2, distance 2) is not.
  const board = (slb: ScriptStep[], huanggai: ScriptStep[], hand = ["杀"], huanggaiHand = ["桃"]) =>
    createScenario({
      packs,
      players: [
        { general: "孙鲁班", hand, agent: slb },
        { general: "孙权", skills: [], hand: ["无懈可击"] },
        { general: "吕蒙", skills: [], hand: ["闪"] },
        { general: "黄盖", skills: [], hand: huanggaiHand, agent: huanggai },
      ],
    });

  test("1. the chosen player gives her a card and becomes the user of the 【杀】", () => {
    // 黄盖 is the only legal target left (吕蒙 is out of range): chosen without asking
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "谮毁" }, { play: "end" }], [{ option: 0 }]);
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "give")).toMatchObject([{ from: ["hand3"], to: ["hand0"] }]);
    expect(s.entries().find((e) => e.t === "targets")).toMatchObject({ change: "user", players: [3] });
    expect(damages(s)).toEqual([{ source: 3, victim: 1, amount: 1 }]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("2. the chosen player also becomes a target", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "谮毁" }, { play: "end" }], [{ option: 1 }]);
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "targets")).toMatchObject({ change: "add", players: [3] });
    expect(damages(s)).toEqual([
      { source: 0, victim: 1, amount: 1 },
      { source: 0, victim: 3, amount: 1 },
    ]);
  });

  test("a black normal trick (【过河拆桥】): players with cards are its legal targets, at any distance", () => {
    const s = board([{ play: { card: "过河拆桥" } }, { players: [1] }, { activate: true, skill: "谮毁" }, { players: [2] }, { play: "end" }], [], ["过河拆桥♠3"]);
    const lvmeng = s.agents[2] as unknown as { push(...x: ScriptStep[]): void };
    lvmeng.push({ option: 1 }, { respond: null });
    (s.agents[1] as unknown as { push(...x: ScriptStep[]): void }).push({ respond: null });
    // (孙鲁班 then picks a card of each target's to discard: each has one, taken without asking)
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "targets")).toMatchObject({ change: "add", players: [2] });
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual([]);
  });

  test("出牌阶段限一次: not offered for her second black trick in the phase", () => {
    const s = board(
      [{ play: { card: "过河拆桥" } }, { players: [1] }, { activate: true, skill: "谮毁" }, { players: [3] }, { cards: ["桃"] }, { play: { card: "过河拆桥" } }, { players: [2] }, { play: "end" }],
      [{ option: 1 }],
      ["过河拆桥♠3", "过河拆桥♠4"],
      ["桃", "桃"],
    );
    for (const seat of [1, 2]) (s.agents[seat] as unknown as { push(...x: ScriptStep[]): void }).push({ respond: null });
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === "谮毁")).toHaveLength(1);
  });

  test("declined; and not for a red trick nor for a card with two targets", () => {
    const s = board([{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "谮毁" }, { play: "end" }], []);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    const t = board([{ play: { card: "过河拆桥" } }, { players: [1] }, { play: "end" }], [], ["过河拆桥♥Q"]);
    (t.agents[1] as unknown as { push(...x: ScriptStep[]): void }).push({ respond: null });
    t.runPhase(0, "play");
    expect(asked(t, "谮毁")).toBe(false);
    // 【铁索连环】 on two players (the targets cannot 重置 an upright card: they 横置 without choosing)
    const u = board([{ play: { card: "铁索连环" } }, { players: [1, 3] }, { play: "end" }], [], ["铁索连环♠J"]);
    (u.agents[1] as unknown as { push(...x: ScriptStep[]): void }).push({ respond: null }, { respond: null });
    u.runPhase(0, "play");
    expect(asked(u, "谮毁")).toBe(false);
  });
});

describe("〖骄矜〗当你受到伤害时❷，若来源为男性，你可弃置一张装备牌▶你令伤害值-1。", () => {
  const board = (source: string, slb: ScriptStep[], equipment = ["八卦阵"]) =>
    createScenario({
      packs,
      players: [
        { general: source, skills: [], hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [1] }, { play: "end" }] },
        { general: "孙鲁班", equipment, agent: slb },
      ],
    });

  test("a male source: discards an equipment card, the damage is 1 less (here none)", () => {
    const s = board("孙权", [{ activate: true, skill: "骄矜" }]);
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard")).toMatchObject([{ from: ["equip1.armor"] }]);
    expect(s.player(1).hp).toBe(3);
  });

  test("declined: the full damage", () => {
    const s = board("孙权", [{ activate: false, skill: "骄矜" }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
  });

  test("a female source, or no equipment card: not offered", () => {
    const s = board("大乔", []);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    const t = board("孙权", [], []);
    t.runPhase(0, "play");
    expect(asked(s, "骄矜") || asked(t, "骄矜")).toBe(false);
  });
});
