// Issue #5, seventh batch: behaviour of the blind7 skills that were refused as first written and
// compile since the language grew. Written after reading the grammar, so unlike behaviour7.test.ts
// these are not blind; they assert blind7.md's spec of each skill and the rulebook sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, done, own, skillsUsed } from "./harness.ts";

/** The lines still refused (blind7.test.ts). */
const REFUSED = [4, 8, 17, 21, 29, 30, 33, 38, 42, 49, 53, 55, 70];
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
