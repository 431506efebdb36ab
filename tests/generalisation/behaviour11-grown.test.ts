// Issue #5, eleventh batch: behaviour of the blind11 skills that were refused as first written and
// compile since the language grew (16 量衡, 47 问鼎: a sentence opening with 然后, 3.5.11). Written
// after reading the grammar, so unlike behaviour11.test.ts these are not blind; they assert
// blind11.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, done, drawn, own } from "./harness.ts";

/** The lines still refused (blind11.test.ts). */
const REFUSED = [25];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind11.sgs"), REFUSED);

describe("〖量衡〗出牌阶段限一次，你可选择两名手牌数之差不大于X的其他角色（X为你已损失的体力值+1）▶这两名角色交换手牌。然后若这两名角色的手牌数不同，你令其中手牌数较小的角色摸一张牌。", () => {
  test("hp 2/3 (X = 2), A 4 cards, B 2: exchanged (3.8.19), then A (2) is the smaller and draws one — A 3, B 4", () => {
    const s = board([own(["量衡"], { hp: 2, maxHp: 3, agent: [{ play: { skill: "量衡" } }] }), B({ hand: ["杀", "杀", "闪", "闪"] }), B({ hand: ["桃", "桃"] })], { drawPile: ["酒", "酒"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1).sort()).toEqual(["桃", "桃", "酒"].sort());
    expect(s.handNames(2).sort()).toEqual(["杀", "杀", "闪", "闪"].sort());
  });
  test("two cards each: exchanged, the counts stay equal (这两名角色的手牌数不同 fails), nobody draws", () => {
    const s = board([own(["量衡"], { hp: 2, maxHp: 3, agent: [{ play: { skill: "量衡" } }] }), B({ hand: ["杀", "闪"] }), B({ hand: ["桃", "桃"] })], { drawPile: ["酒", "酒"] });
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(1).sort()).toEqual(["桃", "桃"]);
    expect(drawn(s, 1) + drawn(s, 2)).toBe(0);
  });
});

describe("〖问鼎〗觉醒技，准备阶段开始时，若你已损失的体力值不小于2，你加1点体力上限，回复1点体力，失去〖踞险〗，获得〖睥睨〗。然后若X大于2（X为势力数），你摸X张牌。", () => {
  test("魏/蜀/吴 (势力数 3), hp 2/4: max hp 5, hp 3, 〖踞险〗 for 〖睥睨〗, then three cards", () => {
    const s = board([{ general: "盲壬申", hp: 2 }, { general: "蜀白板" }, { general: "吴白板" }], { drawPile: ["闪", "闪", "闪", "闪"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0)).toMatchObject({ maxHp: 5, hp: 3 });
    expect(s.player(0).skills).toContain("睥睨");
    expect(s.player(0).skills).not.toContain("踞险");
    expect(drawn(s, 0)).toBe(3);
  });
  test("势力数 2 (another 魏): the same, but nothing drawn; hp 3/4: not awakened", () => {
    const s = board([{ general: "盲壬申", hp: 2 }, { general: "魏白板" }, { general: "吴白板" }], { drawPile: ["闪", "闪", "闪"] });
    s.runPhase(0, "prepare");
    done(s);
    expect(s.player(0).maxHp).toBe(5);
    expect(drawn(s, 0)).toBe(0);
    const t = board([{ general: "盲壬申", hp: 3 }, { general: "蜀白板" }, { general: "吴白板" }]);
    t.runPhase(0, "prepare");
    expect(t.player(0).maxHp).toBe(4);
  });
});
