// Max hp (000 §4.2.16–4.2.17) and armor (004 §3.4.5, §3.5.60; 000 §4.2.14).
import { describe, expect, it } from "vitest";
import { board, scenarioWith } from "./opsHelpers.ts";

describe("4.2.16 减体力上限 / 4.2.17 加体力上限", () => {
  it("4.2.16 losing max hp caps hp at the new max (lost hp ≤ X: hp becomes Y)", () => {
    const s = scenarioWith([], { players: board({ 1: { hp: 4 }, 2: { hp: 3 } }) });
    s.run((e) => {
      e.loseMaxHp(1, 1);
      e.loseMaxHp(2, 1);
    });
    expect([s.player(1).maxHp, s.player(1).hp]).toEqual([3, 3]);
    expect([s.player(2).maxHp, s.player(2).hp]).toEqual([3, 3]);
  });

  it("4.2.16 losing max hp keeps hp when more hp than X is lost already (露出Z个勾玉)", () => {
    const s = scenarioWith([], { players: board({ 1: { hp: 1 } }) });
    s.run((e) => e.loseMaxHp(1, 2));
    expect([s.player(1).maxHp, s.player(1).hp]).toEqual([2, 1]);
  });

  it("4.2.16 max hp 0: death at once, killed by no one (no reward), and no dying settlement (◎ 鑿險)", () => {
    // 5 players: seat 2 is a rebel (4.1.1.2); a rebel's killer would draw three (4.1.1.7).
    const s = scenarioWith([], { players: board({ 2: { maxHp: 1, hp: 1 } }, 5), current: 0 });
    s.run((e) => e.loseMaxHp(2, 1));
    expect(s.player(2).alive).toBe(false);
    expect(s.timings().some((t) => t.startsWith("dying."))).toBe(false);
    const death = s.entries().find((x) => x.t === "death");
    expect(death && death.t === "death" ? death.killer : "none").toBeNull();
    expect(s.entries().some((x) => x.t === "reward")).toBe(false);
  });

  it("4.2.16 losing at least one's max hp (X ≥ max hp) is death too", () => {
    const s = scenarioWith([], { players: board({ 3: { maxHp: 2, hp: 2 } }, 5) });
    s.run((e) => e.loseMaxHp(3, 5));
    expect(s.player(3).alive).toBe(false);
    expect(s.player(3).maxHp).toBe(0);
  });

  it("4.2.17 gaining max hp leaves hp as it is", () => {
    const s = scenarioWith([], { players: board({ 1: { hp: 2 } }) });
    s.run((e) => e.gainMaxHp(1, 2));
    expect([s.player(1).maxHp, s.player(1).hp]).toEqual([6, 2]);
  });
});

describe("3.4.5 护甲", () => {
  it("3.5.60 加X点护甲: capped at 5 — Y < X gains Y, Y = 0 cannot be done", () => {
    const s = scenarioWith([], { players: board({ 1: { armor: 3 }, 2: { armor: 5 } }) });
    let gained: number[] = [];
    s.run((e) => {
      gained = [e.gainArmor(1, 4), e.gainArmor(2, 1), e.gainArmor(3, 2)];
    });
    expect(gained).toEqual([2, 0, 2]);
    expect([1, 2, 3].map((p) => s.player(p).armor)).toEqual([5, 5, 2]);
  });

  it("4.2.14 ① armor absorbs damage first: Y ≥ X loses X armor; 0 < Y < X loses Y armor and X − Y hp", () => {
    const s = scenarioWith([], { players: board({ 1: { armor: 3 }, 2: { armor: 1 } }) });
    s.run((e) => {
      e.damage(1, 2, 0, {});
      e.damage(2, 3, 0, {});
    });
    expect([s.player(1).armor, s.player(1).hp]).toEqual([1, 4]);
    expect([s.player(2).armor, s.player(2).hp]).toEqual([0, 2]);
  });

  it("4.2.14 ② losing hp is not absorbed by armor", () => {
    const s = scenarioWith([], { players: board({ 1: { armor: 2 } }) });
    s.run((e) => e.loseHp(1, 2));
    expect([s.player(1).armor, s.player(1).hp]).toEqual([2, 2]);
  });

  it("4.2.14 a damage fully absorbed leaves hp untouched: no dying", () => {
    const s = scenarioWith([], { players: board({ 1: { armor: 2, hp: 1 } }) });
    s.run((e) => e.damage(1, 2, 0, {}));
    expect([s.player(1).armor, s.player(1).hp]).toEqual([0, 1]);
    expect(s.timings().some((t) => t.startsWith("dying."))).toBe(false);
  });
});
