// 刘封 (一将成名2013): 〖陷嗣〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const ni = (s: ReturnType<typeof createScenario>) => (s.player(0).onGeneral["逆"] ?? []).map((c) => s.card(c).name);
const needSha = (s: ReturnType<typeof createScenario>, seat: number) => playOptions(s.engine, seat).some((o) => o.kind === "need" && o.name === "杀");

describe("〖陷嗣〗①准备阶段开始时，你可将一至两名角色的各一张牌置于你的武将牌上（均称为“逆”）。", () => {
  test("two players, one card of each, on his general card as “逆”", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "刘封", agent: [{ activate: true, skill: "陷嗣" }, { players: [1, 2] }] },
        { ...BLANK, hand: ["闪"] },
        { ...BLANK, equipment: ["赤兔"] },
      ],
    });
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(ni(s).sort()).toEqual(["赤兔", "闪"].sort());
    expect(s.handNames(1)).toEqual([]);
  });

  test("一至两名: one player is enough; his own card may be taken too (一名角色)", () => {
    const s = createScenario({
      packs,
      players: [{ general: "刘封", hand: ["杀"], agent: [{ activate: true, skill: "陷嗣" }, { players: [0] }] }, { ...BLANK, hand: ["闪"] }],
    });
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(ni(s)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("declined: no “逆”", () => {
    const s = createScenario({ packs, players: [{ general: "刘封", agent: [{ activate: false, skill: "陷嗣" }] }, { ...BLANK, hand: ["闪"] }] });
    s.runPhase(0, "prepare");
    scriptsDone(s);
    expect(ni(s)).toEqual([]);
  });
});

describe("〖陷嗣〗②当一名其他角色需要使用普【杀】时❷，其可将两张“逆”置入弃牌堆并选择你▶其对你使用无对应的实体牌的普【杀】。", () => {
  test("in another player's play phase: it puts two “逆” into the discard pile and uses a 【杀】 with no card on 刘封", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "刘封", piles: [{ name: "逆", cards: ["闪", "桃"] }] },
        { ...BLANK, agent: [{ play: { need: "杀" } }, { activate: true, skill: "陷嗣" }] },
      ],
    });
    expect(needSha(s, 1)).toBe(true);
    s.runPhase(1, "play");
    scriptsDone(s);
    expect(ni(s)).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["桃", "闪"].sort());
    expect(s.player(0).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "use")).toMatchObject([{ user: 1, card: "杀", cards: [], targets: [0] }]);
  });

  test("one “逆” only: not offered", () => {
    const s = createScenario({ packs, players: [{ general: "刘封", piles: [{ name: "逆", cards: ["闪"] }] }, BLANK] });
    expect(needSha(s, 1)).toBe(false);
  });

  test("其他角色: 刘封 himself cannot use his “逆” so", () => {
    const s = createScenario({ packs, players: [{ general: "刘封", piles: [{ name: "逆", cards: ["闪", "桃"] }] }, BLANK] });
    expect(needSha(s, 0)).toBe(false);
  });

  test("needing a 【闪】 is not needing a 【杀】: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "刘封", hand: ["杀"], piles: [{ name: "逆", cards: ["闪", "桃"] }], agent: [{ play: { card: "杀" } }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(ni(s)).toHaveLength(2);
    expect(skillsUsed(s)).toEqual([]);
  });
});
