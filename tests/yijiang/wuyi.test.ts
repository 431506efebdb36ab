// 吴懿 (一将成名2014): 〖奔袭〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖奔袭〗①锁定技，当牌于你的回合内被使用时，若使用者为你，你至其他角色的距离于此回合内-1。②当【杀】选择目标后，若使用者为你且你为当前回合角色且你至所有其他角色的距离均为1，你可令一名角色也成为此【杀】的目标。③锁定技，若你为当前回合角色且你至所有其他角色的距离均为1，你无视其他角色的防具。", () => {
  // Five seats: 吴懿 (0) is at distance 2 from seats 2 and 3.
  const five = (agent: ReturnType<typeof recorder>["agent"], drawPile = ["桃", "闪", "桃", "闪"]) =>
    createScenario({
      packs,
      players: [
        { general: "吴懿", hand: ["无中生有", "杀"], agent },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
        { general: "甘宁", skills: [] },
      ],
      drawPile,
    });

  test("① each card used in his turn brings the others 1 nearer for the turn: after 【无中生有】 his 【杀】 reaches seat 2", () => {
    // (after 【无中生有】 every other player is at distance 1: ② is offered for the 【杀】, declined here)
    const wu = recorder([{ play: { card: "无中生有" } }, { play: { card: "杀" } }, { players: [2] }, { activate: false, skill: "奔袭" }], "吴懿");
    const seen: number[] = [];
    const s = five(wu.agent);
    const play = wu.agent.playAction;
    wu.agent.playAction = (r, v) => {
      seen.push(s.view.distance(0, 2));
      return play(r, v);
    };
    s.runTurn(0);
    // before any card: 2; after 【无中生有】: 1 (then nothing usable is left: the phase ends by itself)
    expect(seen).toEqual([2, 1]);
    expect(wu.script.remaining).toEqual([]);
    expect(damages(s)).toEqual([{ source: 0, victim: 2, amount: 1 }]);
    expect(s.entries().filter((e) => e.t === "skill" && e.skill === "奔袭")).toHaveLength(2);
    // 于此回合内: back to 2 after the turn
    expect(s.view.distance(0, 2)).toBe(2);
  });

  test("① not for a card used outside his turn (a 【闪】 against another's 【杀】)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "吴懿", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
        { general: "甘宁", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "use" && e.card === "闪" && e.user === 1)).toBe(true);
    expect(s.entries().some((e) => e.t === "skill" && e.skill === "奔袭")).toBe(false);
    expect(s.view.distance(1, 3)).toBe(2);
  });

  test("② with every other player at distance 1: he may make one more player a target of his 【杀】", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吴懿", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "奔袭" }, { players: [1] }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["桃", "闪"],
    });
    s.runTurn(0);
    // seat 1 is chosen (seat 2 again could be: 000 4.2.4 (2) ◆)
    expect(s.entries().find((e) => e.t === "targets")).toMatchObject({ card: "杀", change: "add", players: [1] });
    expect(damages(s)).toEqual([
      { source: 0, victim: 1, amount: 1 },
      { source: 0, victim: 2, amount: 1 },
    ]);
  });

  test("② declined: the 【杀】 keeps its one target", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "吴懿", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { activate: false, skill: "奔袭" }, { play: "end" }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["桃", "闪"],
    });
    s.runTurn(0);
    expect(damages(s)).toEqual([{ source: 0, victim: 2, amount: 1 }]);
  });

  test("② only for his own 【杀】: another's 【杀】 is not extended", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "吴懿", agent: [] },
        { general: "吕蒙", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(asked(s, "奔袭")).toBe(false);
    expect(damages(s)).toEqual([{ source: 0, victim: 2, amount: 1 }]);
  });
});
