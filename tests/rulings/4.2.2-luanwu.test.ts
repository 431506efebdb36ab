// 000 4.2.2 专题四 on the compiled text of 贾诩's 〖乱武〗 (tests/rulings/packs/rulings.sgs): 限定技，出牌阶段，你可
// 令所有其他角色各选择：1.对距离最近的另一名角色使用【杀】；2.失去1点体力。 距离最近的另一名角色 is measured
// from each chooser (3.4.9; 另一名角色 is another than the chooser, 3.5.29): the players at the least
// distance from it, whoever is a legal target. An option none of whose effects can be executed cannot
// be chosen (3.5.27), so a chooser with no legal 【杀】 target among them loses 1 hp.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
}, 120_000);

type Use = Extract<LogEntry, { t: "use" }>;
const uses = (e: readonly LogEntry[]) => e.filter((x): x is Use => x.t === "use").map((u) => [u.user, u.card, u.targets] as const);
const playerChoices = (a: RecordingAgent) => a.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers").map((r) => r.candidates);
const options = (a: RecordingAgent) => a.asked.filter((r) => r.kind === "chooseOption").length;

/**
 * Five seats from 贾诩 (seat 0, 【的卢】: 2 from seat 1). A (seat 1) holds a 【杀】 and 【青釭剑】 (range 2):
 * 袁术 (seat 3, 2 away) is in its attack range, and 马岱 (seat 2) is the only player at distance 1.
 * The others hold no 【杀】: they can only lose 1 hp.
 */
function luanwu(yuanshuHand: readonly string[], a: RecordingAgent) {
  // (then 出牌阶段's only option is to end it: the harness takes it)
  const jia = new RecordingAgent([{ play: { skill: "乱武" } }], "贾诩");
  const s = board(packs, {
    players: [
      { general: "贾诩", equipment: ["的卢"], agent: jia },
      { general: "白板", hand: ["杀"], equipment: ["青釭剑"], agent: a },
      { general: "马岱" },
      { general: "袁术", hp: 2, hand: yuanshuHand },
      { general: "白板" },
    ],
  });
  s.runPhase(0, "play");
  return { s, jia };
}

describe("4.2.2 专题四 〖乱武〗", () => {
  it("4.2.2 ◎例如 賈詡發動〖亂武〗，輪到A進行響應時，A的攻擊範圍內有袁術且A距離為1的角色只有馬", () => {
    // 袁术 has more hand cards than hp: 〖同疾〗 makes 马岱 no legal target of A's 【杀】 — A cannot take
    // option 1 (not even asked) and loses 1 hp
    const a = new RecordingAgent([], "A");
    const { s, jia } = luanwu(["闪", "闪", "闪"], a);
    expect(jia.remaining).toEqual([]);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "skill", player: 0, skill: "乱武" }));
    expect(options(a)).toBe(0);
    expect(uses(s.entries())).toEqual([]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.player(1).hp).toBe(3);
    // everyone else lost 1 hp too (no 【杀】); 贾诩 did not
    expect([0, 2, 3, 4].map((p) => s.player(p).hp)).toEqual([3, 3, 1, 3]);
    expect(s.engine.state.players[0].limitedUsed).toEqual(["乱武"]);

    // 〖同疾〗 off (hand cards not more than hp): A may choose option 1, and the 【杀】 goes to 马岱, the
    // nearest — not to 袁术 or 贾诩 (both 2 away) although they are in A's attack range
    const b = new RecordingAgent([{ option: 0 }, { respond: "杀" }], "A");
    const off = luanwu(["闪"], b);
    expect(b.remaining).toEqual([]);
    expect(uses(off.s.entries())).toEqual([[1, "杀", [2]]]);
    expect(off.s.player(1).hp).toBe(4);
    expect(off.s.player(2).hp).toBe(2); // 1 damage, then 1 hp lost choosing option 2 (no 【杀】)
  });

  it("距离最近 is measured from each chooser: two players tie at distance 1 and A chooses between them", () => {
    // Without 【的卢】, 贾诩 is 1 from A too: both are nearest; 袁术 (2 away) is not offered
    const a = new RecordingAgent([{ option: 0 }, { players: [0] }, { respond: "杀" }], "A");
    const jia = new RecordingAgent([{ play: { skill: "乱武" } }], "贾诩");
    const s = board(packs, {
      players: [
        { general: "贾诩", agent: jia },
        { general: "白板", hand: ["杀"], equipment: ["青釭剑"], agent: a },
        { general: "马岱" },
        { general: "袁术", hp: 2, hand: ["闪"] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    expect(a.remaining).toEqual([]);
    expect(playerChoices(a)).toEqual([[0, 2]]);
    expect(uses(s.entries())).toEqual([[1, "杀", [0]]]);
    expect(s.player(0).hp).toBe(2);
  });
});
