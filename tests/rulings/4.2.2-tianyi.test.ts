// 〖天义〗 won: "此阶段内你使用【杀】…的额定目标数上限+1" (000 4.2.2 专题三 3.) — 太史慈's 【杀】 takes up to
// two legal targets, settled one by one from the current-turn player counter-clockwise (4.2.4).
// Compiled text: tests/rulings/packs/tianyi.sgs (太史慈), the standard 【青龙偃月刀】 and the 军争
// 【古锭刀】, 火【杀】 and chains.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

type Use = Extract<LogEntry, { t: "use" }>;
const uses = (e: readonly LogEntry[]) => e.filter((x): x is Use => x.t === "use" && x.card !== "闪").map((u) => [u.card, u.targets] as const);
const damages = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "damage" ? [{ victim: x.victim, amount: x.amount, element: x.element, ...(x.chained ? { chained: true } : {}) }] : []));
const targetRequests = (agent: RecordingAgent) => agent.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers" && r.reason === "杀");

/** 太史慈 at seat 0 wins 〖天义〗's pindian against seat 3 (K against 2). */
const tianyiWon = [{ play: { skill: "天义" } }, { players: [3] }, { cards: ["闪"] }] as const;
/** The same where seat 3 alone holds hand cards: the 拼点 is with it, no choice (4.2.8 ◆). */
const tianyiWonAlone = [{ play: { skill: "天义" } }, { cards: ["闪"] }] as const;

describe("000 4.2.2 〖天义〗 额定目标数上限+1", () => {
  it("4.2.2 ◎例如 A和B（從當前回合角色太史慈開始按逆時針方向排序）是太史慈使用的【殺】的目標。首", () => {
    const tsc = new RecordingAgent(
      [
        ...tianyiWon,
        { play: { card: "杀" } },
        // B first in the choice: the targets are sorted from 太史慈 counter-clockwise all the same
        { players: [2, 1] },
        { activate: true, skill: "青龙偃月刀" },
        { respond: "杀" },
        { activate: true, skill: "青龙偃月刀" },
        { respond: "杀" },
        // (no card left: the play phase ends by itself)
      ],
      "太史慈",
    );
    const s = board(packs, {
      players: [
        { general: "太史慈", role: "rebel", hand: ["闪♥K", "杀♠7", "杀♠8", "杀♠9"], equipment: ["青龙偃月刀"], agent: tsc },
        { general: "白板", role: "lord", hand: ["闪♥2", "闪♦2"], agent: [{ respond: "闪" }, { respond: "闪" }] },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade", hand: ["桃♥3"] },
      ],
    });
    s.runPhase(0, "play");
    expect(tsc.remaining).toEqual([]);
    // the first 【杀】 had two targets, A (seat 1) before B (seat 2)
    const targets = targetRequests(tsc);
    expect(targets[0]).toMatchObject({ min: 1, max: 2 });
    expect(uses(s.entries())).toEqual([
      ["杀", [1, 2]],
      ["杀", [1]],
      ["杀", [1]],
    ]);
    // 〖青龙偃月刀〗's 【杀】 "对此目标对应的角色使用": only A — B is no legal target of it (专题四 ◆),
    // though 太史慈's limit is 2 — and no choice of targets was asked for it
    expect(targets).toHaveLength(1);
    // A offset the first two with its 【闪】 and took the third; then B took the first
    expect(damages(s.entries())).toEqual([
      { victim: 1, amount: 1, element: "normal" },
      { victim: 2, amount: 1, element: "normal" },
    ]);
  });

  it("4.2.2 专题三 3. (contrast): without 〖天义〗 won, the 【杀】 takes one target", () => {
    const tsc = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }], "太史慈");
    const s = board(packs, {
      players: [
        { general: "太史慈", hand: ["杀♠7", "无中生有"], agent: tsc },
        { general: "白板" },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    expect(targetRequests(tsc)[0]).toMatchObject({ min: 1, max: 1 });
    expect(uses(s.entries())).toEqual([["杀", [1]]]);
  });

  it("4.2.2 〖天义〗 lost: 此阶段内你不能使用【杀】", () => {
    const tsc = new RecordingAgent([{ play: { skill: "天义" } }, { cards: ["闪"] }, { play: "end" }], "太史慈"); // seat 1 alone holds cards: the 拼点 is with it (4.2.8 ◆)
    const s = board(packs, {
      players: [
        { general: "太史慈", hand: ["闪♦2", "杀♠7", "无中生有"], agent: tsc },
        { general: "白板", hand: ["桃♥Q"] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    const last = tsc.offered[tsc.offered.length - 1];
    expect(last.some((o) => o.kind === "card" && o.name === "无中生有")).toBe(true);
    expect(last.some((o) => o.kind === "card" && o.name === "杀")).toBe(false);
  });
});

describe("3.5.23 渠道 and chains, with 〖天义〗's two targets", () => {
  it("3.5.23 ◎例如 均处于连环状态且没有手牌的A和B（从当前回合角色太史慈开始按逆时针方向排序）是装", () => {
    const tsc = new RecordingAgent([...tianyiWonAlone, { play: { card: "杀" } }, { players: [1, 2] }], "太史慈");
    const s = board(packs, {
      players: [
        { general: "太史慈", role: "rebel", hand: ["闪♥K", "火杀♥4"], equipment: ["古锭刀"], agent: tsc },
        { general: "白板", role: "lord", chained: true, hp: 5, maxHp: 5 },
        { general: "白板", role: "loyalist", chained: true, hp: 5, maxHp: 5 },
        { general: "白板", role: "renegade", hand: ["桃♥3"] },
      ],
    });
    s.runPhase(0, "play");
    expect(tsc.remaining).toEqual([]);
    expect(uses(s.entries())).toEqual([["杀", [1, 2]]]);
    // A: 2 (〖古锭刀〗), conducted to B: 2 (no 〖古锭刀〗 for the chain's damage); then B's own settlement: 2
    expect(damages(s.entries())).toEqual([
      { victim: 1, amount: 2, element: "fire" },
      { victim: 2, amount: 2, element: "fire", chained: true },
      { victim: 2, amount: 2, element: "fire" },
    ]);
    // both reset by the fire damage they took
    expect(s.engine.state.players[1].chained).toBe(false);
    expect(s.engine.state.players[2].chained).toBe(false);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(1);
  });
});
