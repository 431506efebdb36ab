// 004 3.8.8 弃置 ◆: "A不能弃置另一名角色B的……牌" — a ban on discarding limits the banned player's own
// choice only. 〖鸡肋〗 (tests/rulings/packs/rulings.sgs, 杨修): "你可选择一种类别▶来源于此回合内不能使用、打出
// 或弃置此类别的手牌"; 王异's 〖贞烈〗 (一将成名) discards one of the user's cards; the discard phase's rule
// "弃置X张手牌" discards min{those it can discard, X} (3.8.8 ◆, ◎ 王基).
import { beforeAll, describe, expect, it } from "vitest";
import type { CardsRequest, LogEntry, Pack, ScriptStep } from "../../runtime/index.ts";
import { RecordingAgent, optionNames } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

type Move = Extract<LogEntry, { t: "move" }>;
const discards = (e: readonly LogEntry[]) => e.filter((x): x is Move => x.t === "move" && x.reason === "discard");

function play(category: number, discard: ScriptStep[] = []) {
  const a = new RecordingAgent(
    [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "决斗" } }, { players: [2] }, { play: "end" }, ...discard],
    "A",
  );
  const wang = new RecordingAgent([{ activate: true, skill: "贞烈" }, { cards: ["桃"] }], "王异");
  const s = board(packs, {
    players: [
      { general: "白板", role: "rebel", hand: ["杀♠7", "决斗", "桃♥3", "桃♥4", "桃♥6", "酒", "无中生有"], agent: a },
      { general: "杨修", role: "lord", agent: [{ activate: true, skill: "鸡肋" }, { option: category }] },
      { general: "王异", role: "renegade", agent: wang },
    ],
    drawPile: ["闪♦3", "闪♦4"],
  });
  s.runTurn(0);
  return { s, a, wang };
}

describe("3.8.8 弃置 ◆ 不能弃置", () => {
  it("3.8.8 ◎例如 杨修对一名角色发动〖鸡肋〗选择基本牌，其不能弃置为基本牌的手牌，但是其他角色能弃", () => {
    const { s, a, wang } = play(0); // 基本牌
    expect(a.remaining).toEqual([]);
    expect(wang.remaining).toEqual([]);
    expect(s.player(1).hp).toBe(2);
    // after 〖鸡肋〗 A may not use its basic hand cards: 【酒】 is no longer offered, 【无中生有】 is
    expect(optionNames(a.offered[0])).toContain("酒");
    const afterJilei = optionNames(a.offered[1]);
    expect(afterJilei).not.toContain("酒");
    expect(afterJilei).toContain("无中生有");
    // 王异 (another player) could choose A's basic hand cards, and discarded a 【桃】
    const wangChoice = wang.asked.find((r): r is CardsRequest => r.kind === "chooseCards");
    expect(wangChoice?.candidates.map((c) => s.card(c).name)).toContain("桃");
    const byWang = discards(s.entries()).filter((m) => m.by === 2);
    expect(byWang.map((m) => m.cards.map((c) => s.card(c).name))).toEqual([["桃"]]);
    // A's own discard phase: 6 hand cards over a limit of 4, but only 【无中生有】 can be discarded by A
    const byA = discards(s.entries()).filter((m) => m.by === 0);
    expect(byA.map((m) => m.cards.map((c) => s.card(c).name))).toEqual([["无中生有"]]);
    expect(s.handNames(0).sort()).toEqual(["桃", "桃", "酒", "闪", "闪"].sort());
  });

  it("3.8.8 (contrast): 〖鸡肋〗 choosing 装备牌 — A discards basic hand cards in its discard phase", () => {
    const { s, a } = play(2, [{ cards: ["桃", "闪"] }]); // 装备牌
    expect(a.remaining).toEqual([]);
    const asked = a.asked.filter((r): r is CardsRequest => r.kind === "chooseCards" && r.reason === "弃牌阶段");
    expect(asked).toHaveLength(1);
    expect(asked[0].candidates).toHaveLength(6);
    const byA = discards(s.entries()).filter((m) => m.by === 0);
    expect(byA.flatMap((m) => m.cards.map((c) => s.card(c).name)).sort()).toEqual(["桃", "闪"].sort());
    expect(s.handNames(0)).toHaveLength(4);
  });
});
