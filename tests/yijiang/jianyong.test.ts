// 简雍 (一将成名2013): 〖巧说〗 and 〖纵适〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const QIAOSHUO = { general: "简雍", skills: ["巧说"] };
const FILL = ["闪", "闪", "闪", "闪"];

describe("〖巧说〗出牌阶段开始时，你可与一名其他角色拼点▶若你未赢，你于此回合内不能使用锦囊牌；若你赢，（→）当你于此回合内使用的下一张基本牌或普通锦囊牌选择目标后，你可选择：1.令一名角色也成为此牌的目标（距离关系限制规则对此次合法性检测不产生影响）；2.若此牌的目标数大于1，取消此牌的一个目标。", () => {
  // With one target, option 2 cannot be carried out (only option 1 is left, not asked); with every
  // other player a target already, option 1 cannot.
  test("won: his next 【杀】 gets one more target — out of reach, distance does not matter", () => {
    const s = createScenario({
      packs,
      players: [
        {
          ...QIAOSHUO,
          hand: ["桃♥Q", "杀"],
          agent: [{ activate: true, skill: "巧说" }, { cards: ["桃"] }, { play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "巧说" }, { players: [2] }],
        },
        { ...BLANK, hand: ["闪♥2"] },
        BLANK,
        BLANK,
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
  });

  test("won: option 2 — a 【南蛮入侵】 with three targets loses one", () => {
    const s = createScenario({
      packs,
      players: [
        {
          ...QIAOSHUO,
          hand: ["桃♥Q", "南蛮入侵"],
          agent: [{ activate: true, skill: "巧说" }, { cards: ["桃"] }, { play: { card: "南蛮入侵" } }, { activate: true, skill: "巧说" }, { option: 1 }, { players: [2] }],
        },
        { ...BLANK, hand: ["闪♥2"] },
        BLANK,
        BLANK,
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(4);
    expect(s.player(3).hp).toBe(3);
  });

  test("won: only the next such card — declined on the first 【杀】, the second (with 【诸葛连弩】) is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        {
          ...QIAOSHUO,
          hand: ["桃♥Q", "杀", "杀"],
          equipment: ["诸葛连弩"],
          agent: [
            { activate: true, skill: "巧说" },
            { cards: ["桃"] },
            { play: { card: "杀" } },
            { players: [1] },
            { activate: false, skill: "巧说" },
            { play: { card: "杀" } },
            { players: [1] },
          ],
        },
        { ...BLANK, hand: ["闪♥2"] },
        BLANK,
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
  });

  test("lost (未赢): he cannot use trick cards this turn", () => {
    const s = createScenario({
      packs,
      players: [
        { ...QIAOSHUO, hand: ["闪♥2", "无中生有", "杀"], agent: [{ activate: true, skill: "巧说" }, { cards: ["闪"] }, { play: { card: "杀" } }] },
        { ...BLANK, hand: ["桃♥Q"] },
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.handNames(0)).toContain("无中生有");
    expect(s.entries().filter((e) => e.t === "use").map((e) => e.t === "use" && e.card)).toEqual(["杀"]);
  });

  test("declined: no pindian", () => {
    const s = createScenario({
      packs,
      players: [{ ...QIAOSHUO, hand: ["闪♥2"], agent: [{ activate: false, skill: "巧说" }] }, { ...BLANK, hand: ["桃♥Q"] }],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.entries().some((e) => e.t === "pindian")).toBe(false);
  });

  test("出牌阶段开始时: not in another player's play phase; nobody with a hand card: not offered", () => {
    const s = createScenario({ packs, players: [{ ...QIAOSHUO, hand: ["闪"] }, BLANK], drawPile: FILL });
    s.runTurn(0);
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖纵适〗当你的拼点结果确定后，若你赢，你可获得与你拼点的角色的此次拼点的牌；若你未赢，你可获得你的此次拼点的牌。", () => {
  const JIANYONG = { general: "简雍" };

  test("won: gains the other's pindian card", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JIANYONG, hand: ["桃♥Q", "杀"], agent: [{ activate: true, skill: "巧说" }, { cards: ["桃"] }, { activate: true, skill: "纵适" }, { play: "end" }] },
        { ...BLANK, hand: ["闪♥2"] },
      ],
      drawPile: FILL,
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"].sort());
  });

  test("declined: both pindian cards go to the discard pile", () => {
    const s = createScenario({
      packs,
      players: [
        { ...JIANYONG, hand: ["桃♥Q"], agent: [{ activate: true, skill: "巧说" }, { activate: false, skill: "纵适" }] },
        { ...BLANK, hand: ["闪♥2"] },
      ],
      drawPile: FILL,
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(s.engine.state.discardPile).toHaveLength(2);
  });

  test("你的拼点: another player's pindian with a third player is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "高顺", skills: ["陷阵"], hand: ["桃♥Q"], agent: [{ play: { skill: "陷阵" } }] },
        { ...BLANK, hand: ["闪♥2"] },
        { ...JIANYONG, skills: ["纵适"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual(["陷阵"]);
  });
});
