// 朱桓 (一将成名2014): 〖奋励〗 and 〖平寇〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScenarioPlayer, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const skips = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "skip" ? [e.phase] : []));

function board(zhu: Partial<ScenarioPlayer> & { agent: ScriptStep[] | ScenarioPlayer["agent"] }, others: Partial<ScenarioPlayer>[] = [{}, {}]) {
  return createScenario({
    packs,
    players: [{ general: "朱桓", ...zhu }, ...others.map((o, i) => ({ general: ["孙权", "吕蒙"][i], skills: [], ...o }))],
    drawPile: ["无懈可击", "无懈可击", "无懈可击", "无懈可击"],
  });
}

describe("〖奋励〗①摸牌阶段开始前，若你是手牌数最大的角色，你可跳过此阶段。②出牌阶段开始前，若你是体力值最大的角色，你可跳过此阶段。③弃牌阶段开始前，若你的装备区里有牌且你是装备区里的牌数最大的角色，你可跳过此阶段。", () => {
  test("① the most hand cards (a tie counts): skips the draw phase, before its 开始时", () => {
    // ② is declined (he has the most hp too); no equipment: ③ is not offered; 平寇 declined
    const s = board({ hand: ["杀", "闪"], agent: [{ activate: true, skill: "奋励" }, { activate: false, skill: "奋励" }, { play: "end" }, { activate: false, skill: "平寇" }] }, [{ hand: ["桃", "桃"] }, {}]);
    s.runTurn(0);
    expect(skips(s)).toEqual(["draw"]);
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
    expect(s.timings()).toContain("phase.draw.beforeStart");
    expect(s.timings()).not.toContain("phase.draw.start");
  });

  test("① fewer hand cards than another: not offered; ② less hp than another: not offered", () => {
    const zhu = recorder([{ play: "end" }], "朱桓");
    const s = board({ hand: ["杀"], hp: 3, agent: zhu.agent }, [{ hand: ["桃", "桃"] }, {}]);
    s.runTurn(0);
    expect(asked(s, "奋励")).toBe(false);
    expect(skips(s)).toEqual([]);
  });

  test("② the most hp: skips the play phase", () => {
    const s = board({ hand: [], agent: [{ activate: true, skill: "奋励" }, { activate: false, skill: "平寇" }] }, [{ hand: ["桃"] }, { hp: 3 }]);
    s.runTurn(0);
    expect(skips(s)).toEqual(["play"]);
  });

  test("③ the most equipment: skips the discard phase and keeps every card; declined, the discard rule applies", () => {
    // (孙权 has more hand cards: ① is not offered; ② is declined)
    const six = ["杀", "闪", "桃", "桃", "桃", "无中生有"];
    const s = board({ hand: six, equipment: ["八卦阵"], agent: [{ activate: false, skill: "奋励" }, { play: "end" }, { activate: true, skill: "奋励" }, { activate: false, skill: "平寇" }] }, [{ hand: ["闪", "闪", "闪", "闪", "闪", "闪", "闪"] }, {}]);
    s.runTurn(0);
    expect(skips(s)).toEqual(["discard"]);
    expect(s.handNames(0)).toHaveLength(8);
    const t = board({ hand: six, equipment: ["八卦阵"], agent: [{ activate: false, skill: "奋励" }, { play: "end" }, { activate: false, skill: "奋励" }, { cards: ["杀", "闪", "桃", "桃"] }] }, [{ hand: ["闪", "闪", "闪", "闪", "闪", "闪", "闪"] }, {}]);
    t.runTurn(0);
    expect(t.handNames(0)).toHaveLength(4);
  });

  test("③ no equipment: not offered", () => {
    const s = board({ hand: [], hp: 3, agent: [] }, [{ hand: ["桃"], equipment: ["八卦阵"] }, {}]);
    s.runTurn(0);
    expect(asked(s, "奋励")).toBe(false);
  });
});

describe("〖平寇〗回合结束前❶，若你于此回合内跳过过阶段，你可对至多X名其他角色各造成1点伤害（X为你于此回合内跳过的阶段数）。", () => {
  test("after skipping phases this turn: at the end of the turn he damages chosen other players, 1 each", () => {
    const zhu = recorder([{ activate: true, skill: "奋励" }, { activate: true, skill: "奋励" }, { activate: true, skill: "奋励" }, { activate: true, skill: "平寇" }, { players: [1, 2] }], "朱桓");
    const s = board({ hand: ["杀", "闪"], equipment: ["八卦阵"], agent: zhu.agent });
    s.runTurn(0);
    expect(skips(s)).toEqual(["draw", "play", "discard"]);
    expect(damages(s)).toEqual([
      { source: 0, victim: 1, amount: 1 },
      { source: 0, victim: 2, amount: 1 },
    ]);
    // 其他角色: he is not a candidate; 回合结束前❶: after the finish phase
    const choice = zhu.requests.find((r) => r.kind === "choosePlayers");
    expect(choice?.kind === "choosePlayers" && choice.candidates).toEqual([1, 2]);
    const t = s.timings();
    expect(t.indexOf("turn.end.1")).toBeGreaterThan(t.indexOf("phase.finish.end"));
  });

  test("declined: no damage", () => {
    const s = board({ hand: ["杀"], agent: [{ activate: true, skill: "奋励" }, { activate: false, skill: "奋励" }, { play: "end" }, { activate: false, skill: "平寇" }] }, [{ hand: ["桃"] }, {}]);
    s.runTurn(0);
    expect(damages(s)).toEqual([]);
  });

  test("no phase skipped this turn: not offered", () => {
    const s = board({ hand: ["杀"], agent: [{ activate: false, skill: "奋励" }, { activate: false, skill: "奋励" }, { play: "end" }] }, [{ hand: ["桃"] }, {}]);
    s.runTurn(0);
    expect(asked(s, "平寇")).toBe(false);
  });
});
