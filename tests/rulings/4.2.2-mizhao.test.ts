// 000 4.2.2 专题四 on the compiled text of 刘协's 〖密诏〗 (tests/rulings/packs/another.sgs): 出牌阶段限一次，你可将
// 所有手牌交给一名其他角色A并选择另一名有手牌的其他角色B▶你令A与B拼点▷赢的角色对未赢的角色使用无对应的实体牌的普【杀】。
// B is another than A (3.5.29); 赢/未赢 (4.2.8) name the two of the pindian. The 【杀】's target is fixed
// (专题四 ◆ A对B使用): when it is no legal target, no 【杀】 is used.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
}, 120_000);

type Use = Extract<LogEntry, { t: "use" }>;
const uses = (e: readonly LogEntry[]) => e.filter((x): x is Use => x.t === "use").map((u) => [u.user, u.card, u.cards, u.targets] as const);
const playerChoices = (a: RecordingAgent) => a.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers").map((r) => r.candidates);

/** 刘协 gives his 【桃♥Q】 to A (seat 1), chooses B (seat 2), and A shows `aCard` in the pindian. */
function mizhao(bHand: readonly string[], aCard: string, bAgent: object[] = []) {
  const liu = new RecordingAgent([{ play: { skill: "密诏" } }, { players: [1] }, { players: [2] }], "刘协");
  const a = new RecordingAgent([{ cards: [aCard] }], "A");
  const s = board(packs, {
    players: [
      { general: "刘协", hand: ["桃♥Q"], agent: liu },
      { general: "白板", hand: ["闪♦2"], agent: a },
      { general: "诸葛亮", hand: bHand, agent: bAgent as never },
      { general: "白板", hand: ["杀♣4"] },
    ],
  });
  s.runPhase(0, "play");
  return { s, liu, a };
}

describe("4.2.2 专题四 〖密诏〗", () => {
  it("4.2.2 ◎例如 劉協發動〖密詔〗令一名其他角色與手牌數為1的諸葛亮拼點，該角色贏，然後其會受到〖", () => {
    // 诸葛亮 has one hand card: A wins with the 【桃♥Q】 given to it, and 诸葛亮, now without hand cards, is
    // no legal target of the 【杀】 (〖空城〗): none is used
    const { s, liu, a } = mizhao(["杀♣3"], "桃");
    expect(liu.remaining).toEqual([]);
    expect(a.remaining).toEqual([]);
    // B is another than A: A is not offered
    expect(playerChoices(liu)).toEqual([
      [1, 2, 3],
      [2, 3],
    ]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "pindian", player: 1, targets: [2], winners: [1] }));
    expect(s.handNames(2)).toEqual([]);
    expect(uses(s.entries())).toEqual([]);
    expect(s.player(2).hp).toBe(3);

    // with two hand cards 诸葛亮 keeps one: the winner A uses the 【杀】 on him
    const two = mizhao(["杀♣3", "杀♣5"], "桃", [{ cards: ["杀"] }, { respond: null }]);
    expect(uses(two.s.entries())).toEqual([[1, "杀", [], [2]]]);
    expect(two.s.player(2).hp).toBe(2);
  });

  it("赢的角色对未赢的角色: when B wins, B uses the 【杀】 on A", () => {
    const { s } = mizhao(["杀♣J", "闪♦3"], "闪", [{ cards: ["杀"] }]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "pindian", player: 1, targets: [2], winners: [2] }));
    expect(uses(s.entries())).toEqual([[2, "杀", [], [1]]]);
    expect(s.player(1).hp).toBe(3);
  });

  it("另一名有手牌的其他角色: B has hand cards and is not A", () => {
    // no other player has hand cards: there is no B, 〖密诏〗 is not offered (出牌阶段 ends, forced)
    const none = new RecordingAgent([], "刘协");
    const s = board(packs, { players: [{ general: "刘协", hand: ["桃♥Q"], agent: none }, { general: "白板" }, { general: "白板" }] });
    s.runPhase(0, "play");
    expect(none.offered).toEqual([]);
    expect(s.handNames(0)).toEqual(["桃"]);

    // only seat 1 has hand cards: if A is seat 2, B is seat 1 (the only choice)
    const liu = new RecordingAgent([{ play: { skill: "密诏" } }, { players: [2] }], "刘协");
    const one = board(packs, { players: [{ general: "刘协", hand: ["桃♥Q"], agent: liu }, { general: "白板", hand: ["闪♦2"] }, { general: "白板" }] });
    one.runPhase(0, "play");
    expect(liu.remaining).toEqual([]);
    expect(one.entries()).toContainEqual(expect.objectContaining({ t: "pindian", player: 2, targets: [1] }));
  });
});
