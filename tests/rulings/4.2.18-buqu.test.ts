// 000 4.2.18 ◎ 〖不屈①〗 (周泰, tests/rulings/packs/rulings.sgs, compiled): at 处于濒死状态时 the top card
// of the draw pile goes on 周泰's general card as a “创”; its rank against the other “创” (其他“创”:
// the “创” but this one, 3.5.31) decides: all different → hp to 1 (the dying settlement ends, 4.2.18
// ◆); the same as one → this “创” into the discard pile (若相同: the comparison again, with 相同),
// and 周泰 may still save himself with 【桃】; a new 处于濒死状态时 does not offer 〖不屈〗 again.
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack, Scenario } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const chuang = (s: Scenario) => s.engine.pile(0, "创").map((c) => `${s.card(c).name}${s.card(c).rank}`);
const discards = (s: Scenario) => s.engine.state.discardPile.map((c) => `${s.card(c).name}${s.card(c).rank}`);

describe("4.2.18 〖不屈〗 at 处于濒死状态时", () => {
  it("4.2.18 ◎例如 周泰處於瀕死狀態，進行瀕死結算，輪到周泰進行響應時，根據單角色結算原則，其先發動", () => {
    // 1. The new “创” (7) differs from the others (5, 9): hp to 1, no 【桃】 asked of anyone.
    const zhoutai1 = new RecordingAgent([], "周泰");
    const other1 = new RecordingAgent([], "白板");
    const s1 = board(packs, {
      players: [
        { general: "周泰", hp: 1, hand: ["桃♥Q"], piles: [{ name: "创", cards: ["杀♣5", "闪♦9"] }], agent: zhoutai1 },
        { general: "白板", hand: ["桃♥3"], agent: other1 },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["杀♣7", "闪♦2"],
    });
    s1.act(1, (ctx) => ctx.damage(0, 3));
    expect(s1.player(0).alive).toBe(true);
    expect(s1.player(0).hp).toBe(1);
    expect(chuang(s1)).toEqual(["杀5", "闪9", "杀7"]);
    expect(zhoutai1.asked).toEqual([]);
    expect(other1.asked).toEqual([]);
    expect(s1.handNames(0)).toEqual(["桃"]);
    expect(s1.timings().filter((t) => t === "dying.in")).toHaveLength(1);

    // 2. The new “创” (5) has the rank of another (杀♠5): it goes to the discard pile, hp stays −1;
    // 周泰 then uses 【桃】 (hp 0): a new 处于濒死状态时 from 周泰, 〖不屈〗 not again, a second 【桃】.
    const zhoutai2 = new RecordingAgent([{ respond: "桃" }, { respond: "桃" }], "周泰");
    const s2 = board(packs, {
      players: [
        { general: "周泰", hp: 1, hand: ["桃♥Q", "桃♥3"], piles: [{ name: "创", cards: ["杀♣5", "闪♦9"] }], agent: zhoutai2 },
        { general: "白板" },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["闪♦5", "杀♣7"],
    });
    s2.act(1, (ctx) => ctx.damage(0, 2));
    expect(s2.player(0).alive).toBe(true);
    expect(s2.player(0).hp).toBe(1);
    expect(chuang(s2)).toEqual(["杀5", "闪9"]);
    expect(discards(s2)).toEqual(["闪5", "桃12", "桃3"]);
    expect(zhoutai2.asked.map((r) => r.kind)).toEqual(["respond", "respond"]);
    expect(zhoutai2.remaining).toEqual([]);
    // Only one “创” was taken from the draw pile: 〖不屈〗 once, in the first 处于濒死状态时.
    expect(s2.card(s2.engine.state.drawPile[0]).rank).toBe(7);
    expect(s2.timings().filter((t) => t === "dying.in")).toHaveLength(2);
    expect(s2.entries().filter((e) => e.t === "skill" && e.skill === "不屈")).toHaveLength(1);
  });

  it("〖不屈〗 with no other “创”: the first “创” differs from none (均不同 of an empty set), hp to 1", () => {
    const s = board(packs, {
      players: [{ general: "周泰", hp: 2 }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
      drawPile: ["杀♣7"],
    });
    s.act(1, (ctx) => ctx.damage(0, 4));
    expect(s.player(0).hp).toBe(1);
    expect(chuang(s)).toEqual(["杀7"]);
  });
});
