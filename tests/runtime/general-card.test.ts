// The general card (seed 004 §3.9): 横置 3.9.1, 重置 3.9.2, 连环状态 3.9.3, 翻面 3.9.4, 复原 3.9.5,
// each a 牌状态改变 event (000 §4.2.10) exposing its change; 回合开始后❺ for a face-down player.
import { describe, expect, it } from "vitest";
import type { StateChangeEvent } from "../../runtime/index.ts";
import { board, only, scenarioWith, STATE, trigger } from "./opsHelpers.ts";

describe("3.9 the general card", () => {
  it("3.9.1 横置 / 3.9.2 重置: only an upright card can be chained, only a sideways one reset", () => {
    const s = scenarioWith([], { players: board() });
    let results: boolean[] = [];
    s.run((e) => {
      results = [e.chain(1), e.chain(1), e.unchain(1), e.unchain(1)];
    });
    expect(results).toEqual([true, false, true, false]);
    // two state change events: the impossible changes start none (4.2.10)
    expect(s.timings()).toEqual([...STATE, ...STATE]);
    expect(s.player(1).chained).toBe(false);
  });

  it("3.9.4 翻面 turns the general card over each time", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => void e.flip(2));
    expect(s.player(2).faceUp).toBe(false);
    s.run((e) => void e.flip(2));
    expect(s.player(2).faceUp).toBe(true);
  });

  it("4.2.10 the event exposes which change it is; 牌状态改变前❷ sees the old state, 牌状态改变后 the new", () => {
    const seen: string[] = [];
    const watch = (timing: string) =>
      trigger(`看${timing}`, timing, (ctx) => {
        const e = ctx.eventOf("stateChange") as StateChangeEvent;
        seen.push(`${timing}:${e.change}:${ctx.game.player(e.player).hp}:${String(s.player(e.player).chained)}`);
      }, { subject: "any" });
    const skills = [watch("state.before.2"), watch("state.after")];
    const s = scenarioWith(skills, { players: board({ 0: { skills: skills.map((k) => k.name) } }) });
    s.run((e) => void e.chain(3));
    expect(seen).toEqual(["state.before.2:chain:4:false", "state.after:chain:4:true"]);
  });

  it("3.7.8 ③ 防止此改变: a state change prevented at 牌状态改变前❶ does not happen and its flow ends", () => {
    const guard = trigger("明光铠", "state.before.1", () => s.engine.preventStateChange(), {
      condition: (ctx) => (ctx.eventOf("stateChange") as StateChangeEvent).change === "chain",
    });
    const s = scenarioWith([guard], { players: board({ 1: { skills: ["明光铠"] } }) });
    let done = true;
    s.run((e) => {
      done = e.chain(1);
    });
    expect(done).toBe(false);
    expect(s.player(1).chained).toBe(false);
    expect(s.timings()).toEqual(["state.before.1"]);
  });

  it("3.9.5 复原: chained and face down → 重置 then 翻面; face down only → 翻面; chained only → 重置", () => {
    const s = scenarioWith([], { players: board({ 1: { chained: true, faceDown: true }, 2: { faceDown: true }, 3: { chained: true } }) });
    const changes = () => s.entries().flatMap((x) => (x.t === "state" ? [`${x.player}:${x.change}`] : []));
    s.run((e) => void e.restore(1));
    expect(changes()).toEqual(["1:unchain", "1:flip"]);
    s.mark();
    s.run((e) => void e.restore(2));
    expect(changes()).toEqual(["2:flip"]);
    s.mark();
    s.run((e) => void e.restore(3));
    expect(changes()).toEqual(["3:unchain"]);
    for (const p of [1, 2, 3]) expect([s.player(p).faceUp, s.player(p).chained]).toEqual([true, false]);
  });

  it("3.9.5 复原: face up and not chained — the operation cannot be done (no event)", () => {
    const s = scenarioWith([], { players: board() });
    let done = true;
    s.run((e) => {
      done = e.restore(1);
    });
    expect(done).toBe(false);
    expect(s.timings()).toEqual([]);
  });

  it("4.1.1.6 回合开始后❺: the face-down player flips and its turn ends; the next turn starts at ❶ as usual", () => {
    const s = scenarioWith([], { players: board({ 1: { faceDown: true } }), drawPile: ["闪", "闪", "杀", "杀"] });
    s.runTurn(1);
    expect(s.player(1).faceUp).toBe(true);
    expect(only(s.timings(), "phase.", "turn.end")).toEqual([]);
    s.mark();
    s.runTurn(2);
    expect(s.timings()[0]).toBe("turn.start.1");
    expect(s.player(2).hand).toHaveLength(2);
  });
});
