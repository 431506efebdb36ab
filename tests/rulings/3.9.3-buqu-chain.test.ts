// 004 3.9.3 ◎ (the third): a fire 【杀】 with 【酒】 and 〖裸衣〗 on three targets, two of them chained,
// through 〖流离〗, 〖天香〗 twice, 【藤甲】 and 〖不屈〗 — all compiled text: 许褚's 〖裸衣〗, 大乔's 〖流离〗 and
// 【方天画戟】 (standard), 【酒】【藤甲】 火【杀】 (军争), 小乔（旧）'s 〖天香〗 (tests/rulings/packs/transfer.sgs),
// 周泰's 〖不屈〗 (tests/rulings/packs/rulings.sgs). 蒋钦, 周瑜, 孙策 and 典韦 play no part (双将 is not
// modelled); the third target comes from 【方天画戟】, which the ruling leaves unsaid.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const hits = (e: readonly LogEntry[]) =>
  e.flatMap((x) => (x.t === "damage" ? [`${x.source}>${x.victim}:${x.amount}${x.element === "normal" ? "" : ` ${x.element}`}`] : []));
const transfers = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "transferDamage" ? [`${x.from}>${x.to}:${x.amount}`] : []));

describe("3.9.3 连环状态 with 〖天香〗 and 〖不屈〗", () => {
  it("3.9.3 ◎例如 未受伤且装备【藤甲】的周泰-蒋钦和小乔（旧）-周瑜处于连环状态。小乔（旧）-周瑜", () => {
    // Every card on the draw pile has its own rank, so each “创” differs from the others (〖不屈〗
    // sets hp to 1 every time) and no one draws a card that answers the 【杀】.
    const drawPile = ["酒♠3", "决斗♠A", "寒冰剑♠2", "过河拆桥♠4", "青龙偃月刀♠5", "乐不思蜀♠6", "南蛮入侵♠7", "无中生有♥8", "无中生有♥9", "兵粮寸断♠10", "顺手牵羊♠J", "过河拆桥♠Q", "南蛮入侵♠K"];
    const s = board(packs, {
      players: [
        {
          general: "许褚",
          hand: ["火杀♥4"],
          equipment: ["方天画戟"],
          agent: [
            { activate: true, skill: "裸衣" },
            { play: { card: "酒" } },
            { play: { card: "杀" } },
            { players: [1] },
            { activate: true, skill: "方天画戟" },
            { players: [2, 3] },
            { play: "end" },
          ],
        },
        {
          general: "小乔（旧）",
          chained: true,
          hand: ["五谷丰登♥3", "五谷丰登♥4"],
          agent: [{ activate: true, skill: "天香" }, { cards: ["五谷丰登"] }, { players: [3] }, { activate: true, skill: "天香" }, { players: [3] }, { cards: ["五谷丰登"] }],
        },
        { general: "大乔", hand: ["闪♦2"], agent: [{ activate: true, skill: "流离" }, { players: [3] }, { cards: ["闪"] }] },
        { general: "周泰", chained: true, equipment: ["藤甲♠2"] },
      ],
      drawPile,
    });
    s.runTurn(0);
    const e = s.entries();
    // 〖流离〗: 周泰 takes 大乔's place and is this 【杀】's target twice.
    expect(s.entries().filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill)).toContain("流离");
    // 小乔（旧）'s 3 (1 + 【酒】 + 〖裸衣〗) goes to 周泰 as 4 (【藤甲】); the chain conducts that 4 to
    // 小乔（旧）, who passes it on again: 周泰 takes 5; then his own two settlements, 4 each.
    expect(transfers(e)).toEqual(["1>3:3", "1>3:4"]);
    expect(hits(e)).toEqual(["0>3:4 fire", "0>3:5 fire", "0>3:4 fire", "0>3:4 fire"]);
    // 周泰 survives each time by 〖不屈①〗: four “创”, all different.
    expect(s.player(3).alive).toBe(true);
    expect(s.player(3).hp).toBe(1);
    expect(s.engine.pile(3, "创")).toHaveLength(4);
    expect(e.filter((x) => x.t === "skill" && x.skill === "不屈")).toHaveLength(4);
    // 周泰 was reset by the first damage; 小乔（旧） prevented hers and stays chained.
    expect([s.player(1).chained, s.player(3).chained]).toEqual([true, false]);
    expect(s.player(1).hp).toBe(3);
  });
});
