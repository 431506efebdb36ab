// 程普 (一将成名2012): 〖疠火〗 and 〖醇醪〗, compiled from the corpus text with the other packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { BLANK, scriptsDone, skillsUsed } from "./caozhi-jianyong.helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const damages = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "damage" ? [e] : []));
const CHENGPU = { general: "程普", skills: ["疠火"] };

describe("〖疠火〗①当你声明使用普【杀】后，你可将此【杀】改为火【杀】（→）当此【杀】使用结算结束后❷，若此【杀】造成过伤害，你失去1点体力。", () => {
  test("changed to a fire 【杀】: fire damage, then 程普 loses 1 hp", () => {
    const s = createScenario({
      packs,
      players: [
        { ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "疠火" }, { activate: false, skill: "疠火" }] },
        BLANK,
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(damages(s)).toMatchObject([{ source: 0, victim: 1, amount: 1, element: "fire" }]);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).hp).toBe(3);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 0, amount: 1 }]);
  });

  test("two players: ② may make the target a target again (000 4.2.4 (2) ◆), declined here", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "疠火" }, { activate: false, skill: "疠火" }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(damages(s)).toMatchObject([{ victim: 1, element: "fire" }]);
    expect(s.entries().filter((e) => e.t === "targets" && e.change === "kind")).toHaveLength(1);
  });

  test("② at 选择目标后 on the player already its target: two targets, two fire damages (000 4.2.4 (2) ◆)", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "疠火" }, { activate: true, skill: "疠火" }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(damages(s)).toMatchObject([{ victim: 1, element: "fire" }, { victim: 1, element: "fire" }]);
    expect(s.player(1).hp).toBe(2);
  });

  test("若此【杀】造成过伤害: dodged, no hp lost", () => {
    const s = createScenario({
      packs,
      players: [
        { ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "疠火" }, { activate: false, skill: "疠火" }] },
        { ...BLANK, hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(0).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "loseHp")).toBe(false);
  });

  test("declined: an ordinary 【杀】, ordinary damage, no hp lost", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { activate: false, skill: "疠火" }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(damages(s)[0]).not.toMatchObject({ element: "fire" });
    expect(s.player(0).hp).toBe(4);
  });

  test("普【杀】: a thunder 【杀】 is not offered the change", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGPU, hand: ["杀♠4"], agent: [{ play: { card: "杀" } }] }, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });

  test("你声明使用: another player's 【杀】 is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀"], agent: [{ play: { card: "杀" } }] }, CHENGPU],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖疠火〗②当火【杀】选择目标后，若使用者为你，你可令一名角色也成为此【杀】的目标。", () => {
  test("a fire 【杀】 of 程普: one more player becomes its target", () => {
    const s = createScenario({
      packs,
      players: [
        { ...CHENGPU, hand: ["杀♥4"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "疠火" }, { players: [3] }] },
        BLANK,
        BLANK,
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    // seat 3 (distance 1) is chosen (seat 1 again could be); seat 2 is out of reach
    expect(s.player(1).hp).toBe(3);
    expect(s.player(3).hp).toBe(3);
    expect(s.player(2).hp).toBe(4);
  });

  test("declined: one target only", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGPU, hand: ["杀♥4"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "疠火" }] }, BLANK, BLANK, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(3).hp).toBe(4);
  });

  test("a 【杀】 changed by ① is a fire 【杀】 too", () => {
    const s = createScenario({
      packs,
      players: [
        { ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "疠火" }, { activate: true, skill: "疠火" }, { players: [3] }] },
        BLANK,
        BLANK,
        BLANK,
      ],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    // seat 3 (distance 1) is chosen (seat 1 again could be)
    expect(s.player(1).hp).toBe(3);
    expect(s.player(3).hp).toBe(3);
    // it dealt damage: 程普 loses 1 hp (once, as the 【杀】 finishes)
    expect(s.player(0).hp).toBe(3);
  });

  test("an ordinary 【杀】 (not changed): not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHENGPU, hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "疠火" }] }, BLANK, BLANK, BLANK],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(s.player(1).hp).toBe(3);
  });

  test("若使用者为你: another player's fire 【杀】 is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ ...BLANK, hand: ["杀♥4"], agent: [{ play: { card: "杀" } }] }, CHENGPU],
    });
    s.runPhase(0, "play");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});

describe("〖醇醪〗①结束阶段开始时，若没有“醇”，你可将至少一张【杀】置于你的武将牌上（均称为“醇”）。", () => {
  const CHUNLAO = { general: "程普", skills: ["醇醪"] };
  const chun = (s: ReturnType<typeof createScenario>) => (s.player(0).onGeneral["醇"] ?? []).map((c) => s.card(c).name);

  test("puts two 【杀】 on his general card as “醇”", () => {
    const s = createScenario({
      packs,
      players: [{ ...CHUNLAO, hand: ["杀", "杀", "闪"], agent: [{ activate: true, skill: "醇醪" }, { cards: ["杀", "杀"] }] }, BLANK],
    });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(chun(s)).toEqual(["杀", "杀"]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  test("declined: nothing moves", () => {
    const s = createScenario({ packs, players: [{ ...CHUNLAO, hand: ["杀"], agent: [{ activate: false, skill: "醇醪" }] }, BLANK] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(chun(s)).toEqual([]);
  });

  test("若没有“醇”: with a “醇” already, not offered", () => {
    const s = createScenario({ packs, players: [{ ...CHUNLAO, hand: ["杀"], piles: [{ name: "醇", cards: ["杀"] }] }, BLANK] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("no 【杀】: not offered", () => {
    const s = createScenario({ packs, players: [{ ...CHUNLAO, hand: ["闪"] }, BLANK] });
    s.runPhase(0, "finish");
    scriptsDone(s);
    expect(skillsUsed(s)).toEqual([]);
  });
});
