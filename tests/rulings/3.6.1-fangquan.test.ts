// 3.6.1 回合 ◎例如: 刘禅's 〖放权〗 (tests/rulings/packs/rulings.sgs, compiled) gives an extra turn, and
// the rated order resumes after it (3.6.1 ◆). 〖放权〗's ▶ stands inside its delayed effect: the
// discard and the choice are made at 此回合结束前❶, and only then is the extra turn given.
import { beforeAll, describe, expect, it } from "vitest";
import { board, rulingPacks } from "./compiled.ts";
import type { LogEntry, Pack, ScenarioPlayer, ScriptStep } from "../../runtime/index.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const LIUSHAN = 0, A = 1, B = 2, C = 3;
const turnsOf = (entries: readonly LogEntry[]) => entries.flatMap((x) => (x.t === "turn" ? [`${x.player}${x.extra ? "+" : ""}`] : []));
const many = Array(20).fill("闪");

/** 刘禅 skips his play phase, then at 回合结束前❶ discards a hand card and names `to`. */
const fangquan = (to: number): readonly ScriptStep[] => [{ activate: true, skill: "放权" }, { activate: true }, { cards: ["桃"] }, { players: [to] }];
const liushan = (to: number): ScenarioPlayer => ({ general: "刘禅", hand: ["桃"], agent: fangquan(to) });
const plain = (extra: Partial<ScenarioPlayer> = {}): ScenarioPlayer => ({ general: "白板", ...extra });

/** 刘禅's turn (with its extra turns), then the next rated turns of the round, in seat order. */
function round(players: ScenarioPlayer[], drawPile: readonly string[] = many) {
  const s = board(packs, { players, drawPile });
  s.runTurn(LIUSHAN);
  for (const seat of [A, B, C]) s.runTurn(seat);
  return s;
}

describe("3.6.1 回合", () => {
  it("3.6.1 ◎例如 全场有刘禅、A、B和C（从当前回合角色刘禅开始按逆时针方向排序）四名角色：", () => {
    // 2. A's extra turn comes right after 刘禅's turn, then A's rated turn, then B and C.
    const toA = round([liushan(A), plain(), plain(), plain()]);
    expect(turnsOf(toA.entries())).toEqual(["0", "1+", "1", "2", "3"]);
    // 〖放权〗 skipped 刘禅's play phase; the 【桃】 went at 此回合结束前❶.
    expect(toA.entries().some((x) => x.t === "skip" && x.phase === "play" && x.player === LIUSHAN)).toBe(true);
    expect(toA.handNames(LIUSHAN)).not.toContain("桃");

    // 3. B's extra turn, then A's rated turn (the order resumes after 刘禅, not after B).
    const toB = round([liushan(B), plain(), plain(), plain()]);
    expect(turnsOf(toB.entries())).toEqual(["0", "2+", "1", "2", "3"]);

    // 4. B face down: at 回合开始后❺ B turns face up and that turn ends (nothing drawn), then A's turn.
    const faceDown = board(packs, { players: [liushan(B), plain(), plain({ faceDown: true }), plain()], drawPile: many });
    faceDown.runTurn(LIUSHAN);
    faceDown.runTurn(A);
    expect(turnsOf(faceDown.entries())).toEqual(["0", "2+", "1"]);
    expect(faceDown.player(B).faceUp).toBe(true);
    expect(faceDown.player(B).hand).toEqual([]);

    // 1. 【闪电】 in B's judgement area is judged in B's extra turn; not ♠2–9, so it moves to B's
    // next player C, not to A (刘禅's next, whose rated turn comes after).
    const lightning = board(packs, { players: [liushan(B), plain(), plain({ judge: ["闪电"] }), plain()], drawPile: ["闪", "闪", "桃♥5", ...many] });
    lightning.runTurn(LIUSHAN);
    expect(turnsOf(lightning.entries())).toEqual(["0", "2+"]);
    expect(lightning.player(B).hp).toBe(4);
    expect(lightning.player(B).judgeArea).toEqual([]);
    expect(lightning.player(C).judgeArea).toHaveLength(1);
    expect(lightning.player(A).judgeArea).toEqual([]);
  });

  it("3.6.1 〖放权〗 declined at 此回合结束前❶: nobody gets an extra turn and no card is discarded", () => {
    const s = board(packs, { players: [{ general: "刘禅", hand: ["桃"], agent: [{ activate: true, skill: "放权" }, { activate: false }] }, plain(), plain(), plain()], drawPile: many });
    s.runTurn(LIUSHAN);
    s.runTurn(A);
    expect(turnsOf(s.entries())).toEqual(["0", "1"]);
    expect(s.handNames(LIUSHAN)).toContain("桃");
  });

  it("3.6.1 〖放权〗 is 刘禅's own: not offered in another player's play phase", () => {
    const s = board(packs, { players: [{ general: "刘禅", agent: [] }, plain({ agent: [{ play: "end" }] }), plain(), plain()], drawPile: many });
    s.runTurn(A);
    expect(s.entries().some((x) => x.t === "skill" && x.skill === "放权")).toBe(false);
  });
});
