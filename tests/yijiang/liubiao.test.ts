// 刘表 (一将成名2012): 〖自守〗 and 〖宗室〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const phases = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "phase" ? [`${e.phase}${e.skipped ? "-" : ""}`] : []));
const FILL = ["闪", "闪", "闪", "闪", "桃", "桃"];

describe("〖自守〗摸牌阶段，若你已受伤，你可令额定摸牌数+X（X为你已损失的体力值）▶你跳过此回合的出牌阶段。", () => {
  test("2 hp lost: draws four, and the play phase is skipped", () => {
    const s = createScenario({
      packs,
      players: [{ general: "刘表", skills: ["自守"], hp: 2, agent: [{ activate: true, skill: "自守" }, { cards: ["闪", "闪"] }] }, BLANK],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "draw").flatMap((e) => (e.t === "move" ? e.cards : []))).toHaveLength(4);
    expect(phases(s)).not.toContain("play");
  });

  test("declined: two cards and a play phase", () => {
    const s = createScenario({
      packs,
      players: [{ general: "刘表", skills: ["自守"], hp: 2, agent: [{ activate: false, skill: "自守" }] }, BLANK],
      drawPile: FILL,
    });
    s.runTurn(0);
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
    expect(phases(s)).toContain("play");
  });

  test("若你已受伤: at full hp, not offered", () => {
    const s = createScenario({ packs, players: [{ general: "刘表", skills: ["自守"] }, BLANK], drawPile: FILL });
    s.runPhase(0, "draw");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
});

describe("〖宗室〗锁定技，你的手牌上限+X（X为势力数）。", () => {
  test("three factions on the board: hand limit hp + 3", () => {
    const s = createScenario({
      packs,
      players: [{ general: "刘表", skills: ["宗室"], hp: 2 }, { general: "曹操", skills: [] }, { general: "孙权", skills: [] }],
    });
    expect(s.view.handLimit(0)).toBe(5);
  });

  test("only 群 and 吴: hp + 2; another player's hand limit is not raised", () => {
    const s = createScenario({ packs, players: [{ general: "刘表", skills: ["宗室"] }, BLANK, BLANK] });
    expect(s.view.handLimit(0)).toBe(6);
    expect(s.view.handLimit(1)).toBe(4);
  });

  test("in the discard phase: 6 hand cards, 4 hp, two factions — nothing to discard", () => {
    const s = createScenario({ packs, players: [{ general: "刘表", skills: ["宗室"], hand: FILL }, BLANK] });
    s.runPhase(0, "discard");
    scriptsDone(s);
    expect(s.handNames(0)).toHaveLength(6);
  });
});
