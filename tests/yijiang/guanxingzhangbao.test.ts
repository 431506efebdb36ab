// 关兴张苞 (一将成名2012): 〖父魂〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { playOptions } from "../../runtime/flows/idle.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, discardNames, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const GXZB = { general: "关兴张苞" };

describe("〖父魂〗①当你需要使用/打出普【杀】时❸，你可使用/打出对应的实体牌为你的两张手牌的普【杀】。", () => {
  test("play phase: uses a 【杀】 made of two hand cards (dodged, so no damage)", () => {
    const s = createScenario({
      packs,
      players: [
        { ...GXZB, hand: ["闪", "桃", "无中生有"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "父魂" }, { cards: ["闪", "桃"] }, { play: "end" }] },
        { ...BLANK, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    const uses = s.entries().filter((e) => e.t === "use" && e.card === "杀");
    expect(uses).toHaveLength(1);
    expect(uses[0].t === "use" && uses[0].cards.map((c) => s.card(c).name).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(0)).toEqual(["无中生有"]);
  });

  test("打出: answering a 【南蛮入侵】 with two hand cards as a 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] },
        { ...GXZB, hand: ["闪", "桃"], agent: [{ activate: true, skill: "父魂" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().filter((e) => e.t === "play")).toMatchObject([{ player: 1, card: "杀" }]);
    expect(discardNames(s).sort()).toEqual(["南蛮入侵", "桃", "闪"].sort());
  });

  test("declined: 【南蛮入侵】 deals its damage", () => {
    const s = createScenario({
      packs,
      players: [
        { ...BLANK, hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }] },
        { ...GXZB, hand: ["闪", "桃"], agent: [{ activate: false, skill: "父魂" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪", "桃"]);
  });

  test("两张手牌: with one hand card, no 【杀】 through 〖父魂〗", () => {
    const s = createScenario({ packs, players: [{ ...GXZB, hand: ["闪"] }, BLANK] });
    expect(playOptions(s.engine, 0).some((o) => o.kind === "need" && o.name === "杀")).toBe(false);
    const t = createScenario({ packs, players: [{ ...GXZB, hand: ["闪", "桃"] }, BLANK] });
    expect(playOptions(t.engine, 0).some((o) => o.kind === "need" && o.name === "杀")).toBe(true);
  });

  test("needing a 【闪】 is not needing a 【杀】: not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, { ...GXZB, hand: ["桃", "无中生有"] }],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });
});
