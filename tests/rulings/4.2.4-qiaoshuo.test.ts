// 000 4.2.4 ◎例如 (〖巧说〗, 【桃】, 〖窃听〗): 【桃】's 使用目标 “已受伤的你” — 你, the target's relation to its
// user, is a distance restriction rule (4.2.2 专题四), so 〖巧说〗 (距离关系限制规则对此次合法性检测不产生影响)
// can make the wounded 蔡夫人 a target too (已受伤 still holds: the unhurt players are not offered);
// 简雍 then has used the 【桃】 on another player and 〖窃听〗 is not offered. Compiled text: 一将成名's
// 简雍 and 蔡夫人, the standard 【桃】.
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

describe("4.2.4 也成为目标 without the distance restriction rules (〖巧说〗, 【桃】)", () => {
  it("4.2.4 ◎例如 簡雍發動〖巧說〗拼點贏後使用【桃】（使用方法①），在選擇目標後執行〖巧說〗的效果", () => {
    const jian = new RecordingAgent(
      [{ activate: true, skill: "巧说" }, { cards: ["杀"] }, { activate: false, skill: "纵适" }, { play: { card: "桃" } }, { activate: true, skill: "巧说" }, { players: [1] }],
      "简雍",
    );
    const cai = new RecordingAgent([], "蔡夫人");
    const s = board(packs, {
      players: [
        { general: "简雍", role: "rebel", hp: 2, hand: ["杀♠10", "桃♥3"], agent: jian },
        { general: "蔡夫人", role: "lord", hp: 2, agent: cai },
        { general: "白板", role: "loyalist", hand: ["闪♥2"] },
        { general: "白板", role: "renegade" },
      ],
      drawPile: ["闪", "闪", "闪", "闪"],
    });
    s.runTurn(0);
    expect(jian.remaining).toEqual([]);
    // 〖巧说〗 could add the wounded: 蔡夫人, or 简雍 again (4.2.4 (2) ◆: at 选择目标后 a target's player may
    // also become one); never the unhurt players
    const ask = jian.asked.find((r) => r.kind === "choosePlayers" && r.reason === "alsoTarget");
    expect(ask?.kind === "choosePlayers" ? [...ask.candidates].sort() : null).toEqual([0, 1]);
    expect(s.entries().some((e) => e.t === "targets" && e.card === "桃" && e.change === "add" && e.players.includes(1))).toBe(true);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(3);
    // 简雍 used the 【桃】 on himself and on 蔡夫人: at 回合结束前❶ 〖窃听〗 is not offered
    expect(cai.asked.some((r) => r.kind === "activate" && r.skill === "窃听")).toBe(false);
  });
});
