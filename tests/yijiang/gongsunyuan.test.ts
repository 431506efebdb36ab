// 公孙渊 (一将成名2015): 〖怀异〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { discardNames } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖怀异〗出牌阶段限一次，你可展示所有手牌▶若这些牌的颜色不均相同，你选择一种颜色，弃置所有此颜色的手牌，选择至多X名有牌的其他角色，获得这些角色的各一张牌（X为你以此法弃置的手牌数）。若你以此法得到的牌数大于1，你失去1点体力。", () => {
  const board = (gsy: ScriptStep[], hand: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "公孙渊", hand, agent: gsy },
        { general: "孙权", skills: [], hand: ["无中生有"] },
        { general: "曹操", skills: [], hand: ["过河拆桥"] },
      ],
    });

  test("red chosen: both red hand cards are discarded (此颜色), he takes one card from each of two players and loses 1 hp", () => {
    const s = board([{ play: { skill: "怀异" } }, { option: 0 }, { players: [1, 2] }, { play: "end" }], ["杀♠7", "闪♥2", "桃♥3"]);
    s.runPhase(0, "play");
    expect(discardNames(s).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(0).sort()).toEqual(["杀", "无中生有", "过河拆桥"].sort());
    expect(s.player(0).hp).toBe(3);
  });

  test("black chosen: one card discarded, so at most one player — one card gained, no hp lost", () => {
    const s = board([{ play: { skill: "怀异" } }, { option: 1 }, { players: [1] }, { play: "end" }], ["杀♠7", "闪♥2", "桃♥3"]);
    s.runPhase(0, "play");
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.handNames(0).sort()).toEqual(["闪", "桃", "无中生有"].sort());
    expect(s.player(0).hp).toBe(4);
  });

  test("all hand cards of one colour: shown, nothing else happens", () => {
    const s = board([{ play: { skill: "怀异" } }, { play: "end" }], ["闪♥2", "桃♥3"]);
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "show" && e.player === 0)).toBe(true);
    expect(discardNames(s)).toEqual([]);
    expect(s.handNames(0)).toHaveLength(2);
  });
});
