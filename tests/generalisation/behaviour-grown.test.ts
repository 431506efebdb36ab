// Issue #5, first batch: behaviour of the blind.sgs skills that were refused as first written and
// compile since the language grew (lines 18 重铠, 56 威慑). Written after reading the grammar, so
// unlike behaviour.test.ts these are not blind; they assert blind.md's spec and the sections it cites.
import path from "node:path";
import { describe, expect, test } from "vitest";
import { B, behaviourHarness, damages, discardNames, done, own } from "./harness.ts";

/** The lines still refused (blind.test.ts). */
const REFUSED = [52, 57, 69];
const { board } = behaviourHarness(path.join(import.meta.dirname, "blind.sgs"), REFUSED);

describe("〖重铠〗锁定技，若你的装备区里没有防具牌，你视为装备着【仁王盾】。", () => {
  test("no armour: a black 【杀】 has no effect (3.8.10: the 【仁王盾】's armour skill); a red one hits", () => {
    const s = board([own(["重铠"]), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(4);
    const t = board([own(["重铠"]), B({ hand: ["杀♥10"], agent: [{ play: { card: "杀" } }] })]);
    t.runPhase(1, "play");
    done(t);
    expect(t.player(0).hp).toBe(3);
  });
  test("a real armour equipped: no 【仁王盾】, a black 【杀】 hits", () => {
    const s = board([own(["重铠"], { equipment: ["白银狮子"] }), B({ hand: ["杀♠7"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(3);
  });
});

describe("〖威慑〗当你成为其他角色使用的【杀】的目标后，你可令使用者选择：1.弃置一张牌；2.令此【杀】对你无效。", () => {
  test("the user chooses 2 (3.7.5 ①: 此【杀】对你无效): no damage to the owner", () => {
    const s = board([own(["威慑"], { agent: [{ activate: true, skill: "威慑" }] }), B({ hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { option: 1 }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(damages(s)).toEqual([]);
  });
  test("the user chooses 1: it discards a card and the 【杀】 hits", () => {
    const s = board([own(["威慑"], { agent: [{ activate: true, skill: "威慑" }] }), B({ hand: ["杀", "闪"], agent: [{ play: { card: "杀" } }, { option: 0 }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(discardNames(s)).toContain("闪");
    expect(s.player(0).hp).toBe(3);
  });
  test("a user with no card left to discard can only choose 2 (3.5.27): no damage, and no option asked", () => {
    const s = board([own(["威慑"], { agent: [{ activate: true, skill: "威慑" }] }), B({ hand: ["杀"], agent: [{ play: { card: "杀" } }] })]);
    s.runPhase(1, "play");
    done(s);
    expect(s.player(0).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "decision" && e.request === "chooseOption")).toBe(false);
  });
});
