// Extra turns (004 §3.6.1 ◆), extra phases (3.6.2 ◆), 终止 (3.6.3) and 结束 (3.6.4).
import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../runtime/index.ts";
import { board, only, scenarioWith, trigger } from "./opsHelpers.ts";

const turnsOf = (entries: readonly LogEntry[]) => entries.flatMap((x) => (x.t === "turn" ? [`${x.player}${x.extra ? "+" : ""}`] : []));
const phasesOf = (entries: readonly LogEntry[]) => entries.flatMap((x) => (x.t === "phase" ? [`${x.phase}${x.extra ? "+" : ""}`] : []));
const many = Array(15).fill("闪");

describe("3.6.1 ◆ extra turns", () => {
  it("3.6.1 ◆1 E gains an extra turn in A's turn, then D: after A's turn D's extra turn, then E's", () => {
    // five players A–E = seats 0–4; A's turn grants E (4) then D (3) extra turns
    const give = trigger("放权", "turn.end.1", () => {
      s.engine.extraTurn(4);
      s.engine.extraTurn(3);
    });
    const s = scenarioWith([give], { players: board({ 0: { skills: ["放权"] } }, 5), drawPile: many });
    s.runTurn(0);
    expect(turnsOf(s.entries())).toEqual(["0", "3+", "4+"]);
  });

  it("3.6.1 ◎ 刘禅 gives B an extra turn: 刘禅's turn, B's extra turn, then A's rated turn (rated order resumes after 刘禅)", () => {
    const give = trigger("放权", "turn.end.1", () => s.engine.extraTurn(2));
    const s = scenarioWith([give], { players: board({ 0: { skills: ["放权"] } }), drawPile: many });
    s.runTurn(0);
    s.runTurn(s.engine.nextAlive(0));
    expect(turnsOf(s.entries())).toEqual(["0", "2+", "1"]);
  });

  it("3.6.1 an extra turn granted during an extra turn is played right after it", () => {
    const again = trigger("连破", "turn.end.1", (ctx) => {
      if (!s.entries().some((x) => x.t === "extra")) s.engine.extraTurn(ctx.you);
      else if (s.entries().filter((x) => x.t === "extra").length === 1) s.engine.extraTurn(3);
    });
    const s = scenarioWith([again], { players: board({ 1: { skills: ["连破"] } }), drawPile: many });
    s.runTurn(1);
    expect(turnsOf(s.entries())).toEqual(["1", "1+", "3+"]);
  });

  it("4.1.1.6 回合开始后❶: an extra turn does not advance the round count", () => {
    const give = trigger("放权", "turn.end.1", () => s.engine.extraTurn(1));
    const s = scenarioWith([give], { players: board({ 3: { skills: ["放权"] } }), drawPile: many });
    s.runTurn(0);
    s.runTurn(1);
    s.runTurn(2);
    s.runTurn(3); // grants seat 1 an extra turn
    s.runTurn(0);
    const rounds = s.entries().flatMap((x) => (x.t === "turn" ? [`${x.player}${x.extra ? "+" : ""}@${x.round}`] : []));
    expect(rounds).toEqual(["0@1", "1@1", "2@1", "3@1", "1+@1", "0@2"]);
  });

  it("3.6.1 ◎ a face-down player's extra turn: it flips at 回合开始后❺ and that turn ends", () => {
    const give = trigger("放权", "turn.end.1", () => s.engine.extraTurn(2));
    const s = scenarioWith([give], { players: board({ 0: { skills: ["放权"] }, 2: { faceDown: true } }), drawPile: many });
    s.runTurn(0);
    expect(turnsOf(s.entries())).toEqual(["0", "2+"]);
    expect(s.player(2).faceUp).toBe(true);
    expect(s.player(2).hand).toEqual([]);
  });
});

describe("3.6.2 ◆ extra phases", () => {
  it("3.6.2 ◆ an extra phase before/after an anchor phase", () => {
    const grant = trigger("当先", "turn.start.9", (ctx) => {
      s.engine.extraPhase(ctx.you, "play", { before: "draw" });
      s.engine.extraPhase(ctx.you, "draw", { after: "discard" });
    });
    const s = scenarioWith([grant], { players: board({ 0: { skills: ["当先"] } }), drawPile: many });
    s.runTurn(0);
    expect(phasesOf(s.entries())).toEqual(["prepare", "judge", "play+", "draw", "play", "discard", "draw+", "finish"]);
    expect(s.player(0).hand).toHaveLength(4);
    const t = only(s.timings(), "phase.draw.beforeStart", "phase.play.beforeStart");
    expect(t).toEqual(["phase.play.beforeStart", "phase.draw.beforeStart", "phase.play.beforeStart", "phase.draw.beforeStart"]);
  });

  it("3.6.2 ◆ without an anchor the extra phase is played at once (〖当先〗 at 回合开始后❾)", () => {
    const grant = trigger("当先", "turn.start.9", (ctx) => s.engine.extraPhase(ctx.you, "draw"));
    const s = scenarioWith([grant], { players: board({ 0: { skills: ["当先"] } }), drawPile: many });
    s.runTurn(0);
    expect(phasesOf(s.entries())).toEqual(["draw+", "prepare", "judge", "draw", "play", "discard", "finish"]);
    const t = s.timings();
    expect(t.indexOf("phase.draw.beforeStart")).toBeLessThan(t.indexOf("phase.prepare.beforeStart"));
  });
});

describe("3.6.3 终止 / 3.6.4 结束", () => {
  it("3.6.3 终止此回合 at a timing point: the rest of that point and every later timing point of the turn is not generated", () => {
    const stop = trigger("终止", "phase.draw.end", () => s.engine.terminate(s.engine.eventOf("turn")));
    const after = trigger("后", "phase.draw.end", () => void s.engine.loseHp(1, 1));
    const s = scenarioWith([stop, after], { players: board({ 0: { skills: ["终止"] }, 1: { skills: ["后"] } }), drawPile: many });
    s.runTurn(0);
    const t = s.timings();
    expect(t[t.length - 1]).toBe("phase.draw.end");
    expect(s.player(1).hp).toBe(4); // seat 1's skill at that same point was not reached
    expect(t.some((x) => x.startsWith("turn.end"))).toBe(false);
  });

  it("3.6.3 终止此流程: a terminated event (a damage) generates no further timing point", () => {
    const stop = trigger("终止", "damage.take.1", () => s.engine.terminate(s.engine.eventOf("damage")));
    const s = scenarioWith([stop], { players: board({ 1: { skills: ["终止"] } }) });
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.timings()[s.timings().length - 1]).toBe("damage.take.1");
    expect(s.player(1).hp).toBe(4);
  });

  it("3.6.4 结束此阶段: every settlement ends (the skill's later effects too) and the game goes on at 此阶段结束时", () => {
    const end = trigger("结束", "phase.draw.start.1", (ctx) => {
      ctx.draw(ctx.you, 1);
      s.engine.endPhase();
      ctx.draw(ctx.you, 5); // never runs
    });
    const s = scenarioWith([end], { players: board({ 0: { skills: ["结束"] } }), drawPile: many });
    s.runTurn(0);
    const t = only(s.timings(), "phase.draw");
    expect(t).toEqual(["phase.draw.beforeStart", "phase.draw.start.1", "phase.draw.end"]);
    expect(s.player(0).hand).toHaveLength(1); // one from the skill, none from the rated draw
    expect(phasesOf(s.entries())).toEqual(["prepare", "judge", "draw", "play", "discard", "finish"]);
  });

  it("3.6.4 结束此回合 inside nested events: everything ends, the turn goes on at 回合结束前❶; processing cards are settled", () => {
    const end = trigger("结束", "judge.start", () => s.engine.endTurn(), { subject: "any" });
    const judgeInPrepare = trigger("洛神", "phase.prepare.start", (ctx) => void ctx.judge(ctx.you));
    const s = scenarioWith([end, judgeInPrepare], { players: board({ 0: { skills: ["洛神"] }, 1: { skills: ["结束"] } }), drawPile: ["桃", ...many.slice(1)] });
    s.runTurn(0);
    const t = s.timings();
    const at = t.indexOf("judge.start");
    expect(t.slice(at + 1).filter((x) => !x.startsWith("move."))).toEqual(["turn.end.1", "turn.end.2", "turn.end.3", "turn.end.4", "turn.end.5", "turn.end.6", "turn.end.7"]);
    expect(s.engine.state.processing).toEqual([]);
    expect(s.checkZones()).toEqual([]);
  });
});
