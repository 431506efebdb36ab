// 朱治 (一将成名2015): 〖安国〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { offeredSkill, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖安国〗出牌阶段限一次，你可选择一名其他角色的装备区里的一张牌▶其获得此牌▷若其攻击范围内的角色数小于其获得此牌前其攻击范围内的角色数，你摸一张牌。", () => {
  // Five seats: 孙权 (1) with 【青釭剑】 (range 2) reaches seats 0, 2, 3; without it, 0 and 2.
  const board = (zz: ScriptStep[] | ReturnType<typeof recorder>["agent"], equipment: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "朱治", agent: zz },
        { general: "孙权", skills: [], equipment },
        { general: "大乔", skills: [] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
      drawPile: ["桃", "闪"],
    });

  test("the chosen equipment goes to its owner's hand; fewer players in its attack range after: 朱治 draws one", () => {
    const s = board([{ play: { skill: "安国" } }, { play: "end" }], ["青釭剑"]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["青釭剑"]);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "gain")).toMatchObject([{ from: ["equip1.weapon"], to: ["hand1"] }]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("the same number in range after (an armour): no card drawn", () => {
    const s = board([{ play: { skill: "安国" } }, { play: "end" }], ["八卦阵"]);
    s.runPhase(0, "play");
    expect(s.handNames(1)).toEqual(["八卦阵"]);
    expect(s.handNames(0)).toEqual([]);
  });

  test("the card is chosen among all other players' equipment", () => {
    const zz = recorder([{ play: { skill: "安国" } }, { cards: ["赤兔"] }, { play: "end" }], "朱治");
    const s = board(zz.agent, ["八卦阵", "赤兔"]);
    s.runPhase(0, "play");
    const choice = zz.requests.find((r) => r.kind === "chooseCards");
    expect(choice?.kind === "chooseCards" && choice.candidates.map((c) => s.card(c).name).sort()).toEqual(["八卦阵", "赤兔"].sort());
    // without 【赤兔】 (-1) seat 3 is out of 孙权's range: 朱治 draws
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("出牌阶段限一次, and nothing to choose: not offered", () => {
    const zz = recorder([{ play: { skill: "安国" } }, { cards: ["八卦阵"] }, { play: "end" }], "朱治");
    const s = board(zz.agent, ["八卦阵", "青釭剑"]);
    s.runPhase(0, "play");
    const plays = zz.requests.filter((r) => r.kind === "playAction");
    expect(plays[1]?.kind === "playAction" && plays[1].options.some((o) => o.kind === "skill" && o.skill === "安国")).toBe(false);
    const none = recorder([{ play: "end" }], "朱治");
    const t = board(none.agent, []);
    t.engine.state.placeCard(t.engine.state.drawPile[0], { kind: "hand", owner: 0 });
    t.runPhase(0, "play");
    expect(offeredSkill(none, "安国")).toBe(false);
  });
});
