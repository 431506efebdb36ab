// 韩当 (一将成名2012): 〖弓骑〗 and 〖解烦〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const offered = (s: ReturnType<typeof createScenario>, skill: string) => playOptions(s.engine, 0).some((o) => o.kind === "skill" && o.skill === skill);
const FAR = [BLANK, BLANK, { ...BLANK, equipment: ["的卢"] }, BLANK, BLANK];

describe("〖弓骑〗出牌阶段限一次，你可弃置一张牌▶你的攻击范围于此回合内无限。若你以此法弃置的牌为装备牌，你可弃置一名其他角色的一张牌。", () => {
  test("discards a 【闪】: his attack range is unlimited this turn — a 【杀】 reaches the far player", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "韩当", skills: ["弓骑"], hand: ["闪", "杀"], agent: [{ play: { skill: "弓骑" } }, { cards: ["闪"] }, { play: { card: "杀" } }, { players: [3] }] },
        ...FAR.slice(1),
      ],
      drawPile: ["桃", "桃"],
    });
    expect(s.view.inAttackRange(0, 3)).toBe(false);
    s.runTurn(0);
    scriptsDone(s);
    expect(discardNames(s)).toContain("闪");
    expect(s.player(3).hp).toBe(3);
  });

  test("an equipment card discarded: he may also discard a card of another player", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "韩当", skills: ["弓骑"], hand: ["赤兔"], agent: [{ play: { skill: "弓骑" } }, { activate: true, skill: "弓骑" }] },
        { ...BLANK, hand: ["无中生有"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual([]);
    expect(discardNames(s).sort()).toEqual(["无中生有", "赤兔"].sort());
  });

  test("…which he may decline", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "韩当", skills: ["弓骑"], hand: ["赤兔"], agent: [{ play: { skill: "弓骑" } }, { activate: false, skill: "弓骑" }] },
        { ...BLANK, hand: ["无中生有"] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual(["无中生有"]);
  });

  test("若…为装备牌: a basic card discarded gives no second discard", () => {
    const s = createScenario({
      packs,
      players: [{ general: "韩当", skills: ["弓骑"], hand: ["闪"], agent: [{ play: { skill: "弓骑" } }] }, { ...BLANK, hand: ["无中生有"] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.handNames(1)).toEqual(["无中生有"]);
  });

  test("出牌阶段限一次; no card to discard: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "韩当", skills: ["弓骑"], hand: ["闪", "闪"], agent: [{ play: { skill: "弓骑" } }, { cards: ["闪"] }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(offered(s, "弓骑")).toBe(false);
    const t = createScenario({ packs, players: [{ general: "韩当", skills: ["弓骑"] }, BLANK] });
    expect(offered(t, "弓骑")).toBe(false);
  });
});

describe("〖解烦〗限定技，出牌阶段，你可选择一名角色A▶攻击范围内有A的所有角色各选择：1.弃置一张武器牌；2.令A摸一张牌。", () => {
  test("each player with A in range chooses: one discards its weapon, the others let A draw", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "韩当", skills: ["解烦"], agent: [{ play: { skill: "解烦" } }, { players: [1] }] },
        BLANK,
        { ...BLANK, equipment: ["诸葛连弩"], agent: [{ option: 0 }] },
        BLANK,
      ],
      drawPile: ["桃", "桃", "桃"],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    // 韩当 (seat 0) and seat 2 have seat 1 in range; seat 3 does not (distance 2, range 1)
    expect(discardNames(s)).toEqual(["诸葛连弩"]);
    expect(s.handNames(1)).toEqual(["桃"]);
  });

  test("限定技: once per game", () => {
    const s = createScenario({
      packs,
      players: [{ general: "韩当", skills: ["解烦"], agent: [{ play: { skill: "解烦" } }, { players: [1] }] }, BLANK, BLANK, BLANK],
      drawPile: ["桃", "桃", "桃"],
    });
    s.runPhase(0, "play");
    expect(offered(s, "解烦")).toBe(false);
  });
});
