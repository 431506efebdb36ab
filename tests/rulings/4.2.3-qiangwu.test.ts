// 000 4.2.3 ◎例如 ×2 (〖枪舞〗, 〖陷嗣②〗, 〖丈八蛇矛〗): a 【杀】 with no rank — one with no physical card,
// or converted from cards of different ranks — is described by no 点数小于X/点数大于X, so 〖枪舞〗
// does not affect it. 〖枪舞〗 (张星彩) is written in tests/rulings/packs/rulings.sgs (its text is not
// in the seeds); 〖陷嗣〗 is 一将成名's, 【丈八蛇矛】 the standard pack's: all compiled text.
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const needOffered = (agent: RecordingAgent, name: string) => agent.offered.some((opts) => opts.some((o) => o.kind === "need" && o.name === name));

describe("4.2.3 a 【杀】 without a rank (〖枪舞〗)", () => {
  it("4.2.3 ◎例如 張星彩發動〖陷嗣②〗對劉封使用的無對應的實體牌的普【殺】沒有點數，因此不會受到〖", () => {
    // 〖枪舞〗's judgement is an A: every ranked 【杀】 (rank > 1) has no use limit, the rankless one does.
    const zhang = new RecordingAgent([{ play: { skill: "枪舞" } }, { play: { card: "杀" } }, { play: { card: "杀" } }], "张星彩");
    const s = board(packs, {
      players: [
        { general: "张星彩", role: "lord", hand: ["杀♠7", "杀♠8"], agent: zhang },
        { general: "刘封", role: "rebel", piles: [{ name: "逆", cards: ["闪♥2", "桃♥6"] }] },
      ],
      drawPile: ["闪♦3", "闪♦4", "决斗♠A"],
    });
    s.runTurn(0);
    expect(zhang.remaining).toEqual([]);
    // two ranked 【杀】 used (the second past the limit: 8 > 1)
    expect(s.entries().filter((e) => e.t === "use" && e.card === "杀")).toHaveLength(2);
    // before the first 【杀】 the 〖陷嗣②〗 【杀】 was offered; once the limit is reached it is not
    expect(needOffered(zhang, "杀")).toBe(true);
    const last = zhang.offered[zhang.offered.length - 1];
    expect(last.some((o) => o.kind === "need")).toBe(false);
  });

  it("4.2.3 ◎例如 張星彩發動〖槍舞〗後，通過發動〖丈八蛇矛〗來使用普【殺】，選擇一張點數為7的牌和", () => {
    // The judgement is a K: a ranked 【杀】 (rank < 13) reaches any distance; the one made of a 7 and
    // a 9 has no rank, so only players within 【丈八蛇矛】's range 3 are its legal targets (8 players:
    // seat 4 is at distance 4).
    const targetsOffered = (hand: string[], steps: object[]) => {
      const zhang = new RecordingAgent([{ play: { skill: "枪舞" } }, ...(steps as never[]), { players: [1] }], "张星彩");
      const s = board(packs, {
        players: [
          { general: "张星彩", role: "lord", hand, equipment: ["丈八蛇矛"], agent: zhang },
          ...["rebel", "rebel", "rebel", "loyalist", "loyalist", "renegade", "rebel"].map((role) => ({ general: "白板", role: role as "rebel" })),
        ],
        drawPile: ["桃♥3", "桃♥4", "杀♦K"],
      });
      s.runTurn(0);
      expect(zhang.remaining).toEqual([]);
      const ask = zhang.asked.find((r) => r.kind === "choosePlayers" && r.reason === "杀");
      return ask?.kind === "choosePlayers" ? [...ask.candidates].sort() : null;
    };
    // a 【杀】♠7 from the hand: 7 < 13, no distance limit
    expect(targetsOffered(["杀♠7"], [{ play: { card: "杀" } }])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // 〖丈八蛇矛〗 with a 7 and a 9: no rank, not affected
    expect(targetsOffered(["桃♥7", "无中生有♥9"], [{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { cards: ["桃", "无中生有"] }])).toEqual([1, 2, 3, 5, 6, 7]);
  });
});
