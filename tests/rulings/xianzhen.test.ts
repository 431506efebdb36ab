// Rulings of 3.7.7 on 〖陷阵〗 (高顺): 无视其防具 holds in 高顺's card uses settled on that player and in
// damage 高顺 causes it, not in others' uses or damage inserted there; on the compiled packs.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, ScriptStep } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

type Damage = Extract<LogEntry, { t: "damage" }>;
const damages = (e: readonly LogEntry[]) => e.filter((x): x is Damage => x.t === "damage").map((d) => ({ victim: d.victim, amount: d.amount, element: d.element, ...(d.chained ? { chained: true } : {}) }));
/** 高顺 wins 〖陷阵〗's pindian against `target` with 南蛮入侵♠K (the other side shows 闪♦2). */
/** `alone`: the target alone holds hand cards, so the 拼点 is with it without a choice (4.2.8 ◆). */
const xianzhen = (target: number, alone = false) => (alone ? [{ play: { skill: "陷阵" } }, { cards: ["南蛮入侵"] }] : [{ play: { skill: "陷阵" } }, { players: [target] }, { cards: ["南蛮入侵"] }]) satisfies ScriptStep[];

describe("〖陷阵〗", () => {
  it("3.7.7 ◎例如 高顺对装备【藤甲】的A发动〖陷阵〗，拼点赢后，高顺对大乔使用普【杀】，大乔在成为", () => {
    const s = board(packs, {
      drawPile: ["无中生有", "无中生有"],
      players: [
        { general: "高顺", hand: ["南蛮入侵♠K", "杀♠7"], agent: [...xianzhen(1), { play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2"], equipment: ["藤甲"] },
        { general: "大乔", hand: ["桃"], agent: [{ activate: true, skill: "流离" }, { cards: ["桃"] }, { players: [1] }] },
      ],
    });
    s.runTurn(0);
    // 高顺 ignores A's armor this turn: 〖藤甲①〗 does not make the 【杀】 moved to A ineffective
    expect(damages(s.entries())).toEqual([{ victim: 1, amount: 1, element: "normal" }]);
    expect(s.player(1).hp).toBe(3);
  });

  it("3.7.7 ◎例如 装备【藤甲】的A和B处于连环状态，高顺对A发动〖陷阵〗，拼点赢后，对B使用火【杀", () => {
    const s = board(packs, {
      drawPile: ["无中生有", "无中生有"],
      players: [
        { general: "高顺", hand: ["南蛮入侵♠K", "杀♥4"], agent: [...xianzhen(1, true), { play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2"], equipment: ["藤甲"], chained: true },
        { general: "白板", chained: true },
      ],
    });
    s.runTurn(0);
    // B takes 1 fire damage and is reset; the chain conducts it to A, whose 〖藤甲②〗 高顺 ignores
    expect(damages(s.entries())).toEqual([
      { victim: 2, amount: 1, element: "fire" },
      { victim: 1, amount: 1, element: "fire", chained: true },
    ]);
    expect([s.player(1).hp, s.player(2).hp]).toEqual([3, 3]);
  });

  it("3.7.7 ◎例如 高顺对装备【白银狮子】的A发动〖陷阵〗，拼点赢后，高顺对张角使用【杀】时，张角在", () => {
    const s = board(packs, {
      drawPile: ["无中生有", "无中生有", "杀♠7"],
      players: [
        { general: "高顺", hand: ["南蛮入侵♠K", "杀"], agent: [...xianzhen(1), { play: { card: "杀" } }, { players: [2] }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2"], equipment: ["白银狮子"] },
        { general: "张角", hand: ["闪"], agent: [{ respond: "闪" }, { activate: true, skill: "雷击" }, { players: [1] }] },
      ],
    });
    s.runTurn(0);
    // 张角's 〖雷击〗 damage is not 高顺's: A's 〖白银狮子①〗 is valid and makes the 2 thunder damage 1
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e as { skill: string }).skill)).toEqual(["陷阵", "雷击", "白银狮子"]);
    expect(s.player(1).hp).toBe(3);
  });

  it("3.7.7 ◎例如 高顺对装备【白银狮子】的张角发动〖陷阵〗，拼点赢后，对张角使用【杀】，张角在使用", () => {
    const s = board(packs, {
      drawPile: ["无中生有", "无中生有", "杀♠7"],
      players: [
        { general: "高顺", hand: ["南蛮入侵♠K", "杀"], agent: [...xianzhen(1, true), { play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        {
          general: "张角",
          hp: 2,
          hand: ["闪♦2", "闪"],
          equipment: ["白银狮子"],
          agent: [{ cards: ["闪"] }, { respond: "闪" }, { activate: true, skill: "雷击" }, { players: [2] }, { activate: true, skill: "鬼道" }, { cards: ["白银狮子"] }],
        },
        { general: "白板" },
      ],
    });
    s.runTurn(0);
    // 张角 plays his 【白银狮子】 for 〖鬼道〗 in his own 【闪】's settlement: its 〖白银狮子②〗 is valid
    expect(s.engine.state.zone(s.engine.state.cards.find((c) => c.name === "白银狮子")!.id)).toEqual({ kind: "discardPile" });
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([expect.objectContaining({ player: 1, amount: 1 })]);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(4);
  });
});
