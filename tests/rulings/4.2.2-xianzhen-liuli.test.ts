// 000 4.2.2 ◎例如 (专题三): a 【杀】 高顺 uses on the 〖陷阵〗 loser without a use limit still counts among
// his uses; once 〖流离〗 moves it to A, 高顺 may use another 【杀】 on 大乔 (no limit on her) but not
// on A (his one use is spent). Compiled text: 一将成名's 〖陷阵〗, the standard 大乔's 〖流离〗.
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack, PlayersRequest } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

describe("4.2.2 专题三 无次数的限制 on one target, counted all the same", () => {
  it("4.2.2 ◎例如 高順對大喬發動〖陷陣〗拼點贏後，對大喬使用【殺】，大喬在成為此【殺】的目標時對A", () => {
    const gao = new RecordingAgent(
      [{ play: { skill: "陷阵" } }, { cards: ["桃"] }, { play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }],
      "高顺",
    );
    const s = board(packs, {
      players: [
        { general: "高顺", role: "rebel", hand: ["桃♥Q", "杀♠7", "杀♠8"], agent: gao },
        { general: "大乔", role: "lord", hand: ["闪♥2", "无中生有"], agent: [{ cards: ["闪"] }, { activate: true, skill: "流离" }, { cards: ["无中生有"] }, { players: [2] } ] },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade" },
      ],
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    expect(gao.remaining).toEqual([]);
    // the first 【杀】 went to A; the second hit 大乔
    expect(s.player(2).hp).toBe(3);
    expect(s.player(1).hp).toBe(2);
    // the second 【杀】's only legal target was 大乔: the harness took it (forced) — seat 3, at distance 1
    // and a target of the first 【杀】's choice, is refused now that 高顺's one use is spent
    const targets = gao.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers");
    expect(targets[0].candidates).toContain(3);
    const second = s.entries().filter((e) => e.t === "forced" && e.request === "choosePlayers" && e.reason === "杀");
    expect(second).toHaveLength(1);
    expect(s.entries().filter((e) => e.t === "use" && e.card === "杀").map((e) => (e.t === "use" ? e.targets : []))).toEqual([[1], [1]]);
  });
});
