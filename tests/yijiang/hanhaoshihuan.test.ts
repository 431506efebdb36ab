// 韩浩史涣 (一将成名2014): 〖慎断〗 and 〖勇略〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";
import { asked, damages } from "./helpers-28-54.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

describe("〖慎断〗当你的牌因弃置而移至弃牌堆后❷，你可使用对应的实体牌为其中的一张黑色基本牌的【兵粮寸断】（无距离关系的限制）。", () => {
  // Four seats: seat 2 is at distance 2 from 韩浩史涣 (seat 0).
  const board = (hand: string[], script: ScriptStep[]) =>
    createScenario({
      packs,
      players: [
        { general: "韩浩史涣", hand, agent: script },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
        { general: "黄盖", skills: [] },
      ],
    });

  test("a discarded black basic card is used as 【兵粮寸断】, on a player at distance 2 as well", () => {
    const s = board(["杀♠7", "闪♦2", "桃", "无中生有", "决斗", "桃"], [{ cards: ["杀", "闪"] }, { activate: true, skill: "慎断" }, { players: [2] }]);
    s.runPhase(0, "discard");
    expect(s.entries().filter((e) => e.t === "use")).toMatchObject([{ user: 0, card: "兵粮寸断", targets: [2] }]);
    const judge = s.player(2).judgeArea;
    expect(judge.map((c) => s.card(c).name)).toEqual(["杀"]);
  });

  test("declined: the card stays in the discard pile", () => {
    const s = board(["杀♠7", "闪♦2", "桃", "无中生有", "决斗", "桃"], [{ cards: ["杀", "闪"] }, { activate: false, skill: "慎断" }]);
    s.runPhase(0, "discard");
    expect(s.entries().some((e) => e.t === "use")).toBe(false);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["杀", "闪"]);
  });

  test("no black basic card among the discarded (a red basic, a black trick): not offered", () => {
    const s = board(["过河拆桥♠3", "闪♦2", "桃", "无中生有", "决斗", "桃"], [{ cards: ["过河拆桥", "闪"] }]);
    s.runPhase(0, "discard");
    expect(asked(s, "慎断")).toBe(false);
  });

  test("a black basic card that reaches the discard pile by use (a 【杀】 used) is not discarded: not offered", () => {
    const s = board(["杀♠7"], [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }]);
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([{ source: 0, victim: 1, amount: 1 }]);
    expect(asked(s, "慎断")).toBe(false);
  });

  test("another player's discarded black basic card: not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["杀♠7", "杀♠8", "杀♠9", "杀♠10", "杀♣2", "杀♣3"], agent: [{ cards: ["杀", "杀"] }] },
        { general: "韩浩史涣", agent: [] },
      ],
    });
    s.runPhase(0, "discard");
    expect(asked(s, "慎断")).toBe(false);
  });
});

describe("〖勇略〗其他角色的判定阶段开始时，若其在你的攻击范围内，你可弃置其判定区里的一张牌▶你对其使用无对应的实体牌的普【杀】（→）当此【杀】使用结算结束后❷，若此【杀】未造成过伤害，你摸一张牌。", () => {
  const board = (han: ScriptStep[], sunquan: ScriptStep[], hand: string[], seat = 1) =>
    createScenario({
      packs,
      players: [
        { general: "韩浩史涣", agent: han },
        { general: "孙权", skills: [], hand: seat === 1 ? hand : [], judge: seat === 1 ? ["乐不思蜀", "闪电"] : [], agent: seat === 1 ? sunquan : [] },
        { general: "吕蒙", skills: [], hand: seat === 2 ? hand : [], judge: seat === 2 ? ["乐不思蜀", "闪电"] : [], agent: seat === 2 ? sunquan : [] },
        { general: "黄盖", skills: [] },
      ],
      drawPile: ["桃", "杀", "闪"],
    });

  test("discards one of its judge cards and uses a 普【杀】 with no physical card on it; the 【杀】 dodged, 韩浩史涣 draws one card", () => {
    const s = board([{ activate: true, skill: "勇略" }, { cards: ["乐不思蜀"] }], [{ respond: "闪" }], ["闪"]);
    s.runPhase(1, "judge");
    expect(s.entries().filter((e) => e.t === "move" && e.reason === "discard")).toMatchObject([{ from: ["judge1"] }]);
    const uses = s.entries().filter((e) => e.t === "use");
    expect(uses[0]).toMatchObject({ user: 0, card: "杀", cards: [], targets: [1] });
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
    expect(s.handNames(0)).toEqual(["桃"]);
    // the 【闪电】 left in the judge area is judged afterwards (no 【乐不思蜀】 any more)
    expect(s.entries().filter((e) => e.t === "judge").map((e) => e.reason)).toEqual(["闪电"]);
  });

  test("the 【杀】 dealt damage: no card drawn", () => {
    const s = board([{ activate: true, skill: "勇略" }, { cards: ["乐不思蜀"] }], [], []);
    s.runPhase(1, "judge");
    expect(damages(s)[0]).toEqual({ source: 0, victim: 1, amount: 1 });
    expect(s.handNames(0)).toEqual([]);
  });

  test("declined: no discard, no 【杀】", () => {
    const s = board([{ activate: false, skill: "勇略" }], [], []);
    s.runPhase(1, "judge");
    expect(s.entries().some((e) => e.t === "use" && e.card === "杀")).toBe(false);
    expect(s.entries().filter((e) => e.t === "judge")).toHaveLength(2);
  });

  test("not in 韩浩史涣's attack range (distance 2): not offered", () => {
    const s = board([], [], [], 2);
    s.runPhase(2, "judge");
    expect(asked(s, "勇略")).toBe(false);
  });

  test("an empty judge area: the cost cannot be paid, not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "韩浩史涣", agent: [] },
        { general: "孙权", skills: [] },
      ],
    });
    s.runPhase(1, "judge");
    expect(asked(s, "勇略")).toBe(false);
  });

  test("其他角色: not at 韩浩史涣's own judge phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "韩浩史涣", judge: ["乐不思蜀"], agent: [] },
        { general: "孙权", skills: [] },
      ],
      drawPile: ["桃"],
    });
    s.runPhase(0, "judge");
    expect(asked(s, "勇略")).toBe(false);
  });
});
