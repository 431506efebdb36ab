// Elemental damage (seed 004 §3.5.24): 连环伤害 conduction (3.5.25, 3.9.3; 000 §4.2.12, §4.2.14 ①)
// and 冰冻伤害 (3.5.58; 000 §4.2.12 造成伤害时❸).
import { describe, expect, it } from "vitest";
import type { DamageEvent } from "../../runtime/index.ts";
import { board, scenarioWith, trigger } from "./opsHelpers.ts";

/** The damages dealt, in order: victim, amount, element, whether chain damage. */
function damages(s: ReturnType<typeof scenarioWith>): string[] {
  const out: string[] = [];
  const seen = s.entries();
  for (const x of seen) if (x.t === "damage") out.push(`${x.victim}:${x.amount}`);
  return out;
}

describe("3.9.3 连环传导", () => {
  it("3.9.3 a chained victim of fire damage is reset; the other chained players take the same damage from the current player counter-clockwise", () => {
    // seats 1, 3, 4 chained; the current player is 3; seat 4 is hit: then 3, then 1 (from 3: 3, 4, 0, 1, 2)
    const s = scenarioWith([], { players: board({ 1: { chained: true }, 3: { chained: true }, 4: { chained: true } }, 5), current: 3 });
    s.run((e) => e.damage(4, 1, 0, {}, "fire"), 3);
    expect(damages(s)).toEqual(["4:1", "3:1", "1:1"]);
    expect([0, 1, 2, 3, 4].map((p) => s.player(p).chained)).toEqual([false, false, false, false, false]);
    expect([1, 3, 4].map((p) => s.player(p).hp)).toEqual([3, 3, 3]);
  });

  it("3.5.25 chain damage does not conduct again; it carries source, channel, element and the final damage value", () => {
    const seen: string[] = [];
    const watcher = trigger("看", "damage.taken", (ctx) => {
      const d = ctx.eventOf("damage") as DamageEvent;
      seen.push(`${d.victim}:${d.amount}:${d.element}:${d.source}:${d.channel.skill ?? ""}:${d.chained}`);
    }, { subject: "any" });
    // 〖藤甲②〗 stands in: the first victim's damage +1 at 受到伤害时❷ (3.9.3 ◎: the others take 2 too).
    const plusOne = trigger("藤甲", "damage.take.2", () => s.engine.eventOf("damage").amount++, {
      condition: (ctx) => (ctx.eventOf("damage") as DamageEvent).element === "fire" && !(ctx.eventOf("damage") as DamageEvent).chained,
    });
    const s = scenarioWith([watcher, plusOne], {
      players: board({ 0: { skills: ["看"] }, 1: { chained: true, skills: ["藤甲"] }, 2: { chained: true } }),
    });
    s.run((e) => e.damage(1, 1, 0, { skill: "火攻" }, "fire"));
    expect(seen).toEqual(["1:2:fire:0:火攻:false", "2:2:fire:0:火攻:true"]);
  });

  it("3.9.3 only a chained victim sets the chain off; normal damage neither resets nor conducts", () => {
    const s = scenarioWith([], { players: board({ 2: { chained: true }, 3: { chained: true } }) });
    s.run((e) => {
      e.damage(1, 1, 0, {}, "thunder"); // victim not chained
      e.damage(2, 1, 0, {}); // normal damage
    });
    expect(damages(s)).toEqual(["1:1", "2:1"]);
    expect([s.player(2).chained, s.player(3).chained]).toEqual([true, true]);
  });

  it("4.2.12 a prevented damage does not conduct; a chained player reset before the conduction reaches it is skipped", () => {
    const guard = trigger("护心镜", "damage.take.3", () => s.engine.eventOf("damage").prevented = true, {
      condition: (ctx) => (ctx.eventOf("damage") as DamageEvent).victim === ctx.you,
    });
    const s = scenarioWith([guard], { players: board({ 1: { chained: true, skills: ["护心镜"] }, 2: { chained: true } }) });
    s.run((e) => e.damage(1, 1, 0, {}, "fire"));
    expect(damages(s)).toEqual([]);
    expect([s.player(1).chained, s.player(2).chained]).toEqual([true, true]);
  });

  it("3.5.22 ◆ a source that died before the conduction: the chain damage has no source", () => {
    // the source (seat 4, the renegade of 5) dies meanwhile: seat 1 makes it lose its last hp
    const kill = trigger("同归", "damage.taken", () => s.engine.loseHp(4, 1));
    const s = scenarioWith([kill], { players: board({ 1: { chained: true, skills: ["同归"] }, 2: { chained: true }, 4: { hp: 1 } }, 5) });
    s.run((e) => e.damage(1, 1, 4, {}, "fire"));
    expect(s.player(4).alive).toBe(false);
    const list = s.entries().filter((x) => x.t === "damage");
    expect(list.map((x) => (x.t === "damage" ? `${x.victim}:${x.source}` : ""))).toEqual(["1:4", "2:null"]);
  });
});

describe("3.5.58 冰冻伤害", () => {
  it("3.5.58 at 造成伤害时❸ the source may prevent ice damage and then discard two of the victim's cards, one after the other", () => {
    const s = scenarioWith([], {
      players: board({
        0: { agent: [{ activate: true }, { cards: ["青釭剑"] }, { cards: ["杀"] }] },
        1: { hand: ["杀", "闪"], equipment: ["青釭剑"] },
      }),
    });
    s.run((e) => e.damage(1, 1, 0, {}, "ice"));
    expect(s.player(1).hp).toBe(4);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["青釭剑", "杀"]);
    const t = s.timings();
    expect(t.slice(0, 5)).toEqual(["damage.beforeSettle", "damage.settleStart", "damage.cause.1", "damage.cause.2", "damage.cause.3"]);
    expect(t.includes("damage.take.1")).toBe(false);
    // two separate moves (依次)
    expect(t.filter((x) => x === "move.decided")).toHaveLength(2);
  });

  it("3.5.58 declining: the ice damage is dealt as usual", () => {
    const s = scenarioWith([], { players: board({ 0: { agent: [{ activate: false }] }, 1: { hand: ["杀"] } }) });
    s.run((e) => e.damage(1, 1, 0, {}, "ice"));
    expect(s.player(1).hp).toBe(3);
  });

  it("3.5.58 no choice when the victim has no cards, for chain damage, or without a source", () => {
    const s = scenarioWith([], { players: board({ 1: {}, 2: { hand: ["杀"] } }) });
    s.run((e) => {
      e.damage(1, 1, 0, {}, "ice"); // no cards
      e.damage(2, 1, null, {}, "ice"); // no source
      e.damage(2, 1, 0, {}, "ice", true); // chain damage
    });
    expect([s.player(1).hp, s.player(2).hp]).toEqual([3, 2]);
  });
});
