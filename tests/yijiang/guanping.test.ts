// 关平 (一将成名2013): 〖龙吟〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const canUseSha = (s: ReturnType<typeof createScenario>, seat: number) => playOptions(s.engine, seat).some((o) => o.kind === "card" && o.name === "杀");
const LONGYIN = { general: "关平", skills: ["龙吟"] };

describe("〖龙吟〗当【杀】被使用时，若此时为使用者的出牌阶段内，你可弃置一张牌▶你令此【杀】不计入限制的次数。若此【杀】为红色，你摸一张牌。", () => {
  test("a black 【杀】 in its user's play phase: 关平 discards a card, the 【杀】 does not count — a second one may be used", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["杀♠7", "杀♠8"], agent: [{ play: { card: "杀" } }, { play: { card: "杀" } }] },
        { ...LONGYIN, hand: ["闪"], agent: [{ activate: true, skill: "龙吟" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    // his only card went to 〖龙吟〗: the second 【杀】 is not offered it, and he has no 【闪】 left
    expect(discardNames(s)).toContain("闪");
    expect(s.player(1).hp).toBe(2);
    expect(s.handNames(1)).toEqual([]);
  });

  test("若此【杀】为红色: a red one, and 关平 also draws a card", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀♥10"], agent: [{ play: { card: "杀" } }] }, { ...LONGYIN, hand: ["决斗"], agent: [{ activate: true, skill: "龙吟" }] }],
      drawPile: ["桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(discardNames(s)).toContain("决斗");
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("a black one: no draw", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀♣5"], agent: [{ play: { card: "杀" } }] }, { ...LONGYIN, hand: ["决斗"], agent: [{ activate: true, skill: "龙吟" }] }],
      drawPile: ["桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual([]);
  });

  test("declined: the 【杀】 counts — no second one", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["杀♠7", "杀♠8"], agent: [{ play: { card: "杀" } }] },
        { ...LONGYIN, hand: ["闪"], agent: [{ activate: false, skill: "龙吟" }, { respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("关平's own 【杀】 too: it does not count, and he uses another", () => {
    const s = createScenario({
      packs,
      players: [
        { ...LONGYIN, hand: ["杀♠7", "杀♠8", "闪"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "龙吟" }, { cards: ["闪"] }, { play: { card: "杀" } }] },
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(2);
  });

  test("若此时为使用者的出牌阶段内: a 【杀】 used through 【借刀杀人】 in another's play phase is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }] },
        { ...BLANK, hand: ["杀"], equipment: ["诸葛连弩"], agent: [{ respond: "杀" }] },
        { ...LONGYIN, hand: ["闪"], agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(2).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("no card to discard: not offered", () => {
    const s = createScenario({ packs, players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, LONGYIN] });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});
