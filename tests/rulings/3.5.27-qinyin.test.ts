// 004 3.5.27 ◎例如 (〖琴音〗): 回复 needs a wounded player, so 令所有角色各回复1点体力 can be chosen only while
// someone is wounded. Compiled text: 周瑜（神）'s 〖琴音〗 (tests/rulings/packs) — “若你于此阶段内弃置过你的至少
// 两张手牌”: the discard phase's own discards of two cards from his hand.
import { beforeAll, describe, expect, it } from "vitest";
import type { OptionRequest, Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

/** 周瑜（神） with six cards and 4 hp discards two in his discard phase, then 〖琴音〗. */
function qinyin(hps: readonly (number | undefined)[], steps: readonly object[]) {
  const zhou = new RecordingAgent([{ play: "end" }, { cards: ["闪", "闪"] }, { activate: true, skill: "琴音" }, ...(steps as never[])], "周瑜（神）");
  const roles = ["rebel", "lord", "loyalist", "renegade"] as const;
  const s = board(packs, {
    players: [
      { general: "周瑜（神）", role: roles[0], hand: ["闪", "闪", "桃", "桃"], agent: zhou },
      ...[1, 2, 3].map((i) => ({ general: "白板", role: roles[i], ...(hps[i] !== undefined ? { hp: hps[i] } : {}) })),
    ],
    drawPile: ["无中生有", "无中生有"],
  });
  s.runTurn(0);
  return { s, zhou };
}

describe("3.5.27 〖琴音〗: 回复 only with someone wounded", () => {
  it("3.5.27 ◎例如 若所有角色均未受伤，周瑜（神）发动〖琴音〗只能选择执行令所有角色各失去1点体力的", () => {
    const { s, zhou } = qinyin([], []);
    expect(zhou.remaining).toEqual([]);
    // the option was not asked: only 失去1点体力 could be carried out, and everyone lost 1 hp
    expect(s.entries()).toContainEqual({ t: "skill", player: 0, skill: "琴音" });
    expect(zhou.asked.some((r) => r.kind === "chooseOption")).toBe(false);
    expect([0, 1, 2, 3].map((p) => s.player(p).hp)).toEqual([3, 3, 3, 3]);
  });

  it("3.5.27 ◎例如 全场只要有一名角色已受伤，周瑜（神）发动〖琴音〗就能选择执行令所有角色 各回复1", () => {
    const { s, zhou } = qinyin([undefined, undefined, 2, undefined], [{ option: 0 }]);
    expect(zhou.remaining).toEqual([]);
    const options = zhou.asked.filter((r): r is OptionRequest => r.kind === "chooseOption");
    expect(options).toHaveLength(1);
    expect(options[0].options).toEqual(["令所有角色各回复1点体力", "令所有角色各失去1点体力"]);
    // only the wounded player recovers
    expect([0, 1, 2, 3].map((p) => s.player(p).hp)).toEqual([4, 4, 3, 4]);
  });
});
