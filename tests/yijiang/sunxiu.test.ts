// 孙休 (一将成名2015): 〖宴诛〗, 〖兴学〗 and 〖诏缚〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { inAttackRange } from "../../runtime/values/attackRange.ts";
import { asked, discarded, offeredSkill, recorder } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖宴诛〗出牌阶段限一次，你可令一名有牌的其他角色选择：1.令你获得其装备区里的所有牌▷你失去〖宴诛〗；2.弃置一张牌。", () => {
  const board = (sx: ScriptStep[] | ReturnType<typeof recorder>["agent"], sunquan: ScriptStep[], equipment = ["八卦阵", "赤兔"]) =>
    createScenario({
      packs,
      players: [
        { general: "孙休", agent: sx },
        { general: "孙权", skills: [], hand: ["桃"], equipment, agent: sunquan },
        { general: "大乔", skills: [] },
      ],
    });

  test("1. he gains all the equipment of the chosen player, then loses 〖宴诛〗", () => {
    // (大乔 has no card: 孙权 is chosen without asking)
    const s = board([{ play: { skill: "宴诛" } }, { play: "end" }], [{ option: 0 }]);
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["八卦阵", "赤兔"]);
    expect(s.entries().find((e) => e.t === "skills")).toMatchObject({ player: 0, change: "lose", skills: ["宴诛"] });
    expect(s.player(0).skills).not.toContain("宴诛");
  });

  test("2. the chosen player discards a card instead; 孙休 keeps 〖宴诛〗", () => {
    const s = board([{ play: { skill: "宴诛" } }, { play: "end" }], [{ option: 1 }, { cards: ["桃"] }]);
    s.runPhase(0, "play");
    expect(discarded(s, 1)).toEqual(["桃"]);
    expect(s.player(0).skills).toContain("宴诛");
  });

  test("a player with no equipment can only discard", () => {
    const s = board([{ play: { skill: "宴诛" } }], [], []);
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.request === "chooseOption")).toBe(false);
    expect(discarded(s, 1)).toEqual(["桃"]);
  });

  test("出牌阶段限一次; and no other player with a card: not offered", () => {
    const sx = recorder([{ play: { skill: "宴诛" } }, { play: "end" }], "孙休");
    const s = board(sx.agent, [{ option: 1 }, { cards: ["八卦阵"] }]);
    s.runPhase(0, "play");
    const plays = sx.requests.filter((r) => r.kind === "playAction");
    expect(plays[1]?.kind === "playAction" && plays[1].options.some((o) => o.kind === "skill" && o.skill === "宴诛")).toBe(false);
    const none = recorder([{ play: "end" }], "孙休");
    const t = createScenario({ packs, players: [{ general: "孙休", agent: none.agent }, { general: "孙权", skills: [] }] });
    t.runPhase(0, "play");
    expect(offeredSkill(none, "宴诛")).toBe(false);
  });
});

describe("〖兴学〗结束阶段开始时，你可选择至多X名角色▶这些角色各{摸一张牌，将一张牌置于牌堆顶}（若你拥有〖宴诛〗，X为你的体力值；否则X为你的体力上限）。", () => {
  const board = (sx: ScriptStep[], skills?: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "孙休", hp: 2, ...(skills ? { skills } : {}), agent: sx },
        { general: "孙权", skills: [], hand: ["杀"], agent: [{ cards: ["杀"] }] },
        { general: "大乔", skills: [] },
      ],
      drawPile: ["桃", "闪", "无懈可击"],
    });

  test("each chosen player in turn draws one card, then puts one card on top of the draw pile", () => {
    const s = board([{ activate: true, skill: "兴学" }, { players: [0, 1] }]);
    s.runPhase(0, "finish");
    // 孙休 draws 【桃】 and puts it back; 孙权 draws that 【桃】 and puts his 【杀】 on top
    expect(s.handNames(0)).toEqual([]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.engine.state.drawPile.slice(0, 2).map((c) => s.card(c).name)).toEqual(["杀", "闪"]);
  });

  test("with 〖宴诛〗 X is his hp (2): three players cannot be chosen", () => {
    const s = board([{ activate: true, skill: "兴学" }, { players: [0, 1, 2] }]);
    expect(() => s.runPhase(0, "finish")).toThrow(/illegal answer/);
  });

  test("without 〖宴诛〗 X is his max hp (3): three players can", () => {
    const s = board([{ activate: true, skill: "兴学" }, { players: [0, 1, 2] }], ["兴学"]);
    s.runPhase(0, "finish");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "draw")).toHaveLength(3);
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "put")).toHaveLength(3);
  });

  test("declined, and not in the prepare phase", () => {
    const s = board([{ activate: false, skill: "兴学" }]);
    s.runPhase(0, "finish");
    expect(s.entries().some((e) => e.t === "move")).toBe(false);
    const t = board([]);
    t.runPhase(0, "prepare");
    expect(asked(t, "兴学")).toBe(false);
  });
});

describe("〖诏缚〗主公技，锁定技，你距离为1的角色视为在除其外的其他吴势力角色的攻击范围内。", () => {
  const board = (skills: string[]) =>
    createScenario({
      packs,
      players: [
        { general: "孙休", skills, role: "lord" },
        { general: "刘备", skills: [] },
        { general: "曹操", skills: [] },
        { general: "孙权", skills: [] },
        { general: "司马懿", skills: [] },
      ],
    });

  test("a player at distance 1 from 孙休 is in a 吴 player's attack range, not in a 魏 player's", () => {
    const s = board(["诏缚"]);
    expect(inAttackRange(s.engine, 3, 1)).toBe(true);
    expect(inAttackRange(s.engine, 4, 1)).toBe(false);
    // 曹操 (seat 2) is at distance 2 from 孙休: no change for him.
    expect(inAttackRange(s.engine, 3, 2)).toBe(true);
    expect(inAttackRange(s.engine, 4, 2)).toBe(false);
  });

  test("without 〖诏缚〗 the 吴 player's range does not reach", () => {
    const s = board([]);
    expect(inAttackRange(s.engine, 3, 1)).toBe(false);
  });
});
