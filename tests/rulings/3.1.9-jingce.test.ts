// 004 3.1.9 ◎例如 (〖精策〗, 【丈八蛇矛】): 使用过的牌数 counts the cards used — one 【杀】 used on two hand
// cards is one card used — not their physical cards. Compiled text: 一将成名's 郭淮 (〖精策〗出牌阶段结束时，若你
// 于此回合内使用过的牌数不小于你的体力值，你可摸两张牌), the standard 【丈八蛇矛】.
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

function guohuai(hp: number, more: readonly object[]) {
  const guo = new RecordingAgent(
    [{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { cards: ["闪", "桃"] }, { players: [1] }, { play: "end" }, ...(more as never[])],
    "郭淮",
  );
  const s = board(packs, {
    players: [
      { general: "郭淮", role: "rebel", hp, hand: ["闪♥2", "桃♥3"], equipment: ["丈八蛇矛"], agent: guo },
      { general: "白板", role: "lord" },
      { general: "白板", role: "loyalist" },
      { general: "白板", role: "renegade" },
    ],
    drawPile: ["无中生有", "无中生有", "无中生有", "无中生有"],
  });
  // 于此回合内: a whole turn (its draw phase gives two 【无中生有】, never used)
  s.runTurn(0);
  return { s, guo };
}

describe("3.1.9 使用过的牌数 (〖精策〗)", () => {
  it("3.1.9 ◎例如 郭淮于出牌阶段内通过发动〖丈八蛇矛〗来使用普【杀】，选择两张手牌作为此【杀】对应", () => {
    // one card used: with 2 hp, 〖精策〗 is not offered at 出牌阶段结束时
    const { s, guo } = guohuai(2, []);
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", user: 0, card: "杀", targets: [1] }));
    expect(s.entries().find((e) => e.t === "use")).toMatchObject({ cards: [expect.any(Number), expect.any(Number)] });
    expect(s.player(1).hp).toBe(3);
    expect(guo.remaining).toEqual([]);
    expect(guo.asked.some((r) => r.kind === "activate" && r.skill === "精策")).toBe(false);
    // with 1 hp the one card used is enough: it is offered
    const one = guohuai(1, [{ activate: false, skill: "精策" }, { cards: ["无中生有"] }]);
    expect(one.guo.remaining).toEqual([]);
    expect(one.guo.asked.some((r) => r.kind === "activate" && r.skill === "精策")).toBe(true);
  });
});
