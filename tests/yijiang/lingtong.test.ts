// 凌统 (一将成名2011): 〖旋风〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖旋风〗①弃牌阶段结束时，若你于此阶段内弃置过你的至少两张手牌，你可弃置一名其他角色的一张牌▶你可弃置一名其他角色的一张牌。", () => {
  test("至少两张: one hand card discarded is not enough", () => {
    const s = createScenario({
      packs,
      players: [{ general: "凌统", hp: 1, hand: ["杀", "闪"], agent: [{ cards: ["杀"] }] }, { ...BLANK, hand: ["无中生有"] }],
    });
    s.runPhase(0, "discard");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual(["无中生有"]);
  });

  test("nothing to discard in the discard phase: not offered", () => {
    const s = createScenario({ packs, players: [{ general: "凌统", hand: ["杀"] }, { ...BLANK, hand: ["无中生有"] }] });
    s.runPhase(0, "discard");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖旋风〗②当你失去装备区里的牌后❷，你可弃置一名其他角色的一张牌▶你可弃置一名其他角色的一张牌。", () => {
  const board = (lingtongAgent: object[], more: object[] = []) =>
    createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["过河拆桥", "杀"], agent: [{ play: { card: "过河拆桥" } }, { players: [1] }, ...(more as never[])] },
        { general: "凌统", equipment: ["赤兔"], agent: lingtongAgent as never },
        { ...BLANK, hand: ["决斗", "闪"] },
      ],
    });

  test("his horse discarded by 【过河拆桥】: he discards a card of one other player, then another", () => {
    const s = board([{ activate: true, skill: "旋风" }, { cards: ["杀"] }, { activate: true, skill: "旋风" }, { cards: ["决斗"] }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(discardNames(s).sort()).toEqual(["赤兔", "杀", "决斗", "过河拆桥"].sort());
  });

  test("the second discard declined", () => {
    const s = board([{ activate: true, skill: "旋风" }, { cards: ["决斗"] }, { activate: false, skill: "旋风" }], [{ play: "end" }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["闪"]);
  });

  test("declined: no card discarded", () => {
    const s = board([{ activate: false, skill: "旋风" }], [{ play: "end" }]);
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["决斗", "闪"]);
  });

  test("replacing his weapon (the old one leaves the equipment area) is losing it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "凌统", hand: ["青龙偃月刀"], equipment: ["诸葛连弩"], agent: [{ play: { card: "青龙偃月刀" } }, { activate: true, skill: "旋风" }] },
        { ...BLANK, hand: ["决斗"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    // the only other card was discarded: the second discard is not offered
    expect(s.handNames(1)).toEqual([]);
  });

  test("other players have no card: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] }, { general: "凌统", equipment: ["赤兔"] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("失去装备区里的牌: losing a hand card is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { players: [1] }] }, { general: "凌统", hand: ["杀"] }, { ...BLANK, hand: ["闪"] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("你失去: another player's equipment lost is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "凌统", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }] }, { ...BLANK, equipment: ["赤兔"] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});
