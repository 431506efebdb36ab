// 曹彰 (一将成名2012): 〖将驰〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const FILL = ["闪", "闪", "闪", "桃", "桃"];

describe("〖将驰〗摸牌阶段，你可选择：1.令额定摸牌数+1，你于此回合内不能使用或打出【杀】；2.令额定摸牌数-1，你于此回合内使用【杀】无距离关系的限制且使用【杀】的次数上限+1。", () => {
  test("option 1: draws three, and cannot use 【杀】 this turn", () => {
    const s = createScenario({
      packs,
      players: [{ general: "曹彰", hand: ["杀"], agent: [{ activate: true, skill: "将驰" }, { option: 0 }] }, BLANK],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪", "闪", "闪"].sort());
    expect(s.entries().some((e) => e.t === "use")).toBe(false);
  });

  test("option 1: …nor play 【杀】 (a 【决斗】 used on him this turn cannot be answered with one)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "曹彰", hand: ["杀", "决斗"], agent: [{ activate: true, skill: "将驰" }, { option: 0 }, { play: { card: "决斗" } }, { cards: ["杀"] }] },
        { ...BLANK, hand: ["杀"], agent: [{ respond: "杀" }] },
      ],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    // 黄盖 answered with a 【杀】; 曹彰 may not play his (not asked): he takes the damage, and
    // discards down to his 3 hp
    expect(s.player(0).hp).toBe(3);
  });

  test("declined: the rated two cards", () => {
    const s = createScenario({
      packs,
      players: [{ general: "曹彰", agent: [{ activate: false, skill: "将驰" }] }, BLANK],
      drawPile: FILL,
    });
    s.runPhase(0, "draw");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });

  test("摸牌阶段: offered in the draw phase only (not in the play phase)", () => {
    const s = createScenario({ packs, players: [{ general: "曹彰" }, BLANK] });
    s.runPhase(0, "play");
    scriptsDone(s);
  });
});
