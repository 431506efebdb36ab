// Issue #5, seventh batch: behaviour of the blind7 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour7.test.ts
// these are not blind; they assert blind7.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, done, own, skillsUsed } from "./harness.ts";

/** The lines still refused (blind7.test.ts). */
const REFUSED = [4, 8, 17, 21, 29, 30, 33, 38, 42, 49, 53, 70];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind7.sgs"), REFUSED);

describe("〖募义〗出牌阶段限一次，你可选择一个势力▶所有该势力的其他角色依次选择是否交给你一张牌，然后以此法交给你牌的角色各摸一张牌。", () => {
  test("魏 chosen (3.2.6 ◆): the 魏 characters in turn choose; the one who gives draws one, the one who declines does not, 吴 is not asked", () => {
    const s = board(
      [
        own(["募义"], { agent: [{ play: { skill: "募义" } }, { option: 0 }, { play: "end" }] }),
        B({ general: "魏白板", hand: ["杀"], agent: [{ activate: true }] }),
        B({ general: "魏白板", hand: ["闪"], agent: [{ activate: false }] }),
        B({ general: "吴白板", hand: ["桃"] }),
      ],
      { drawPile: ["无懈可击", "无懈可击"] },
    );
    s.runPhase(0, "play");
    done(s);
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.handNames(3)).toEqual(["桃"]);
  });
  test("a faction nobody has may be chosen (3.2.6 ◆): then no one is asked and no one draws", () => {
    const s = board([own(["募义"], { agent: [{ play: { skill: "募义" } }, { option: 4 }] }), B({ general: "魏白板", hand: ["杀"] })], { drawPile: ["闪"] });
    s.runPhase(0, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["募义"]);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});

const equipNames = (s: ReturnType<typeof board>, seat: number) => Object.values(s.player(seat).equipment).map((c) => s.card(c!).name);

describe("〖固垒〗每回合限一次，当你因其他角色的弃置或获得而失去装备区里的牌前❷，你可弃置一张手牌▶你防止此次移动。", () => {
  test("another's 【过河拆桥】 on the owner's armour (3.7.8 ②): the cost is paid, the armour stays, the trick is done", () => {
    const s = board([own(["固垒"], { hand: ["闪"], equipment: ["八卦阵"], agent: [{ activate: true, skill: "固垒" }] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["八卦阵"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["固垒"]);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
    expect(s.handNames(0)).toEqual([]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["过河拆桥", "闪"].sort());
  });
  test("another's 【顺手牵羊】 (获得) on the owner's armour: prevented, the taker gets nothing", () => {
    const s = board([own(["固垒"], { hand: ["闪"], equipment: ["八卦阵"], agent: [{ activate: true, skill: "固垒" }] }), B({ hand: ["顺手牵羊"], agent: [{ play: { card: "顺手牵羊" } }, { cards: ["八卦阵"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
    expect(s.handNames(1)).toEqual([]);
  });
  test("a hand card taken, not an equipment card: not offered", () => {
    const s = board([own(["固垒"], { hand: ["闪"], equipment: ["八卦阵"] }), B({ hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["闪"] }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(skillsUsed(s)).toEqual([]);
    expect(s.handNames(0)).toEqual([]);
  });
  test("once per turn: a second 【过河拆桥】 in the same turn discards the weapon", () => {
    const s = board([
      own(["固垒"], { hand: ["闪", "杀"], equipment: ["八卦阵", "青釭剑"], agent: [{ activate: true, skill: "固垒" }, { cards: ["闪"] }] }),
      B({ hand: ["过河拆桥", "过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["八卦阵"] }, { play: { card: "过河拆桥" } }, { cards: ["青釭剑"] }] }),
    ]);
    s.runPhase(1, "play");
    done(s);
    expect(skillsUsed(s)).toEqual(["固垒"]);
    expect(equipNames(s, 0)).toEqual(["八卦阵"]);
  });
});
