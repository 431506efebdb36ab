// 伏皇后 (一将成名2013): 〖惴恐〗 and 〖求援〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, ScriptedAgent, type Pack, type Scenario, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const asked = (s: Scenario, skill: string) => s.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === skill);
const damages = (s: Scenario) => s.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, amount: e.amount }] : []));

describe("〖惴恐〗其他角色的回合开始后❾，若你已受伤，你可与其拼点▶若你赢，除其外的角色于此回合内不是其使用牌的合法目标；若你未赢，其至你的距离于此回合内视为1。", () => {
  // Four seats: 孙权 (0) is at distance 2 from 伏皇后 (2).
  const board = (sunquan: ScriptStep[], fu: ScriptStep[], fuHand: string[], hp = 2) =>
    createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀♠7", "闪♥K"], agent: sunquan },
        { general: "吕蒙", skills: [] },
        { general: "伏皇后", hp, hand: fuHand, agent: fu },
        { general: "黄盖", skills: [] },
      ],
      drawPile: ["无懈可击", "无懈可击"],
    });

  test("未赢: 孙权's distance to 伏皇后 is 1 for the turn, so his 【杀】 reaches her", () => {
    // 伏皇后 shows 闪♦2 against 孙权's 闪♥K: she does not win
    const s = board([{ cards: ["闪"] }, { play: { card: "杀" } }, { players: [2] }, { play: "end" }], [{ activate: true, skill: "惴恐" }, { activate: false, skill: "求援" }], ["闪♦2"]);
    s.runTurn(0);
    expect(s.entries().find((e) => e.t === "pindian")).toMatchObject({ player: 2, targets: [0], winners: [0] });
    expect(damages(s)).toEqual([{ source: 0, victim: 2, amount: 1 }]);
    expect(s.player(2).hp).toBe(1);
  });

  test("于此回合内: the distance is back to 2 after that turn", () => {
    const s = board([{ cards: ["闪"] }, { play: "end" }], [{ activate: true, skill: "惴恐" }], ["闪♦2"]);
    s.runTurn(0);
    expect(s.view.distance(0, 2)).toBe(2);
  });

  test("declined: no pindian, the distance stays 2", () => {
    const s = board([{ play: "end" }], [{ activate: false, skill: "惴恐" }], ["闪♦2"]);
    s.runTurn(0);
    expect(s.entries().some((e) => e.t === "pindian")).toBe(false);
    expect(s.handNames(2)).toEqual(["闪"]);
  });

  test("not wounded: not offered", () => {
    const s = board([{ play: "end" }], [], ["闪♦2"], 3);
    s.runTurn(0);
    expect(asked(s, "惴恐")).toBe(false);
  });

  test("no hand card to pindian with: not offered", () => {
    const s = board([{ play: "end" }], [], []);
    s.runTurn(0);
    expect(asked(s, "惴恐")).toBe(false);
  });

  test("其他角色: not at the start of 伏皇后's own turn", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "伏皇后", hp: 2, hand: ["闪♦2"], agent: [{ cards: ["无懈可击"] }] },
        { general: "孙权", skills: [], hand: ["杀"] },
      ],
      drawPile: ["无懈可击", "无懈可击"],
    });
    s.runTurn(0);
    expect(asked(s, "惴恐")).toBe(false);
  });
});

describe("〖求援〗当你成为【杀】的目标时，你可令一名不为使用者的其他角色选择：1.将一张【闪】交给你；2.也成为此【杀】的目标。", () => {
  // 孙权 (0) attacks 伏皇后 (1); 吕蒙 (2) is out of 孙权's attack range, 黄盖 (3) within it.
  const board = (fu: ScriptStep[], lvmeng: ScriptStep[], huanggai: ScriptStep[], lvmengHand = ["闪", "桃"]) =>
    createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "伏皇后", agent: fu },
        { general: "吕蒙", skills: [], hand: lvmengHand, agent: lvmeng },
        { general: "黄盖", skills: [], hand: ["闪", "闪"], agent: huanggai },
      ],
    });

  test("1. the chosen player gives her a 【闪】, which she then uses against the 【杀】", () => {
    const s = board([{ activate: true, skill: "求援" }, { players: [3] }, { respond: "闪" }], [], [{ option: 0 }, { cards: ["闪"] }]);
    s.runPhase(0, "play");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "give")).toMatchObject([{ from: ["hand3"], to: ["hand1"] }]);
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(3)).toEqual(["闪"]);
  });

  test("2. the chosen player also becomes a target of the 【杀】", () => {
    const s = board([{ activate: true, skill: "求援" }, { players: [3] }], [], [{ option: 1 }, { respond: null }]);
    s.runPhase(0, "play");
    expect(s.entries().find((e) => e.t === "targets")).toMatchObject({ card: "杀", change: "add", players: [3] });
    expect(damages(s)).toEqual([
      { source: 0, victim: 1, amount: 1 },
      { source: 0, victim: 3, amount: 1 },
    ]);
  });

  test("3.5.51 ◆: a player who is not a legal target of the 【杀】 (out of range) can only give a 【闪】", () => {
    const s = board([{ activate: true, skill: "求援" }, { players: [2] }, { respond: null }], [], []);
    s.runPhase(0, "play");
    // 吕蒙 is not asked to choose: giving is the only option he can carry out (his only 【闪】 goes)
    expect(s.entries().some((e) => e.t === "decision" && e.player === 2 && e.request === "chooseOption")).toBe(false);
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "targets")).toBe(false);
  });

  test("declined: nobody is asked, she takes the damage", () => {
    const s = board([{ activate: false, skill: "求援" }], [], []);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(s.handNames(3)).toEqual(["闪", "闪"]);
  });

  test("不为使用者的其他角色: the user and 伏皇后 are not offered", () => {
    const fu = new ScriptedAgent([{ activate: true, skill: "求援" }, { players: [3] }, { respond: "闪" }], "伏皇后");
    const offered: number[][] = [];
    const agent = Object.assign(Object.create(fu) as ScriptedAgent, {
      choosePlayers: (r: Parameters<ScriptedAgent["choosePlayers"]>[0]) => {
        offered.push([...r.candidates]);
        return fu.choosePlayers(r);
      },
    });
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "伏皇后", agent },
        { general: "吕蒙", skills: [], hand: ["闪"] },
        { general: "黄盖", skills: [], hand: ["闪"], agent: [{ option: 0 }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(offered[0]).toEqual([2, 3]);
  });

  test("only for 【杀】: becoming the target of a 【决斗】 does not offer it", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [1] }, { play: "end" }] },
        { general: "伏皇后", agent: [] },
        { general: "吕蒙", skills: [], hand: ["闪"] },
      ],
    });
    s.runPhase(0, "play");
    expect(asked(s, "求援")).toBe(false);
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
  });
});
