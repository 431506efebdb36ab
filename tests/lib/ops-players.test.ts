// The player operation builders (runtime/api/lib/ops/players.ts) on scripted boards: hp (3.5.57,
// 4.2.12–4.2.17, 3.5.27, 3.5.28, 3.5.60), the general card (3.9), skills (4.2.20–4.2.21), phases
// and turns (3.6.1–3.6.3). Each asserts the state, the log and who was asked.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { createScenario, type Pack, type Scenario, type ScenarioPlayer } from "../../runtime/index.ts";
import type { Act, Op } from "../../runtime/api/lib/act.ts";
import { actOf } from "../../runtime/api/lib/parts.ts";
import { p } from "../../runtime/api/lib/players.ts";
import { playerOps as op } from "../../runtime/api/lib/ops/players.ts";
import { corpusCards, n, onTiming, phase, seats, skills, testPack } from "./helpers.ts";

let base: Pack;
beforeAll(async () => {
  base = await corpusCards(["杀", "闪", "桃"]);
});

function board(over: Partial<Record<number, Partial<ScenarioPlayer>>> = {}, extra: Pack = testPack()): Scenario {
  const players = [0, 1, 2, 3].map((i) => ({ general: "白板", ...(over[i] ?? {}) }));
  return createScenario({ packs: [base, extra], players });
}

/** Runs `f` on an activation owned by `seat` (a skill named "测试"). */
function withAct(sc: Scenario, seat: number, f: (a: Act) => void): void {
  sc.act(seat, (ctx) => f(actOf(ctx)), "测试");
}

const damages = (sc: Scenario) => sc.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, amount: e.amount, via: e.via }] : []));

function runOp(sc: Scenario, seat: number, o: Op): boolean {
  let ran = false;
  withAct(sc, seat, (a) => {
    ran = o.can(a) && o.run(a);
  });
  return ran;
}

describe("op.damage (3.5.57, 4.2.12, 3.5.22–3.5.24)", () => {
  test("你对其造成1点伤害: one damage event, source you, channel this skill", () => {
    const sc = board();
    expect(runOp(sc, 0, op.damage({ victim: seats(1), n: n(1), source: p.you() }))).toBe(true);
    expect(sc.player(1).hp).toBe(3);
    expect(damages(sc)).toEqual([{ source: 0, victim: 1, amount: 1, via: "测试" }]);
    expect(sc.timings()).toContain("damage.take.1");
  });

  test("3.5.57 / 3.5.22 ◆: a dead source deals damage with no source", () => {
    const sc = board();
    sc.engine.state.players[2].alive = false;
    runOp(sc, 0, op.damage({ victim: seats(1), n: n(2), source: seats(2) }));
    expect(damages(sc)).toEqual([{ source: null, victim: 1, amount: 2, via: "测试" }]);
  });

  test("无来源的雷电伤害: no source; the chained victim is reset (3.9.3)", () => {
    const sc = board({ 1: { chained: true } });
    runOp(sc, 0, op.damage({ victim: seats(1), n: n(1), nosource: "无来源", element: "thunder", source: p.you() }));
    expect(damages(sc)).toEqual([{ source: null, victim: 1, amount: 1, via: "测试" }]);
    expect(sc.player(1).chained).toBe(false);
  });

  test("各 (3.5.36): the victims are chosen first, then damaged one by one from the current-turn player", () => {
    const sc = board();
    sc.engine.currentPlayer = 2;
    runOp(sc, 0, op.damage({ victim: seats(1, 3, 2), n: n(1), source: p.you(), each: "各" }));
    expect(damages(sc).map((d) => d.victim)).toEqual([2, 3, 1]);
  });

  test("the choice of the victim is the clause subject's: the performer of the moment (p.actor), not the source", () => {
    // 其受到你造成的1点伤害 inside another player's choice (〖刚烈〗②): the victim is that player.
    const sc = board({ 2: { agent: [{ players: [3] }] } });
    const victim = p.choose({ from: p.all({ filter: (a, q) => q !== a.you }), min: n(1), max: n(1), chooser: p.actor(), bind: "v" });
    withAct(sc, 0, (a) => {
      a.actor = 2;
      op.damage({ victim, n: n(1), source: seats(0) }).run(a);
      expect(a.bound.get("v")).toEqual([3]);
    });
    expect(damages(sc)).toEqual([{ source: 0, victim: 3, amount: 1, via: "测试" }]);
  });

  test("can: not with a damage value of 0, nor with no living victim", () => {
    const sc = board();
    sc.engine.state.players[3].alive = false;
    withAct(sc, 0, (a) => {
      expect(op.damage({ victim: seats(1), n: n(0), source: p.you() }).can(a)).toBe(false);
      expect(op.damage({ victim: seats(3), n: n(1), source: p.you() }).can(a)).toBe(false);
      expect(op.damage({ victim: seats(1), n: n(1), source: p.you() }).can(a)).toBe(true);
    });
  });
});

describe("hp operations (4.2.13, 3.5.27, 3.5.28, 4.2.16, 4.2.17, 3.5.60)", () => {
  test("失去1点体力: a lose-hp event, not a damage", () => {
    const sc = board();
    runOp(sc, 1, op.loseHp({ n: n(1), who: p.you() }));
    expect(sc.player(1).hp).toBe(3);
    expect(sc.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 1, amount: 1 }]);
    expect(damages(sc)).toEqual([]);
  });

  test("3.5.27: an unhurt player cannot recover (no event); Y < X recovers Y", () => {
    const sc = board({ 2: { hp: 3 } });
    withAct(sc, 0, (a) => expect(op.recover({ n: n(1), who: seats(1) }).can(a)).toBe(false));
    runOp(sc, 0, op.recover({ n: n(2), who: seats(2) }));
    expect(sc.player(2).hp).toBe(4);
    expect(sc.entries().filter((e) => e.t === "recover")).toEqual([{ t: "recover", player: 2, amount: 1 }]);
    expect(sc.timings().filter((t) => t.startsWith("recover."))).toEqual(["recover.before", "recover.after", "recover.end"]);
  });

  test("令其回复: the player who had it done is the recovery's source", () => {
    const sc = board({ 2: { hp: 2 } });
    const spy = vi.spyOn(sc.engine, "recover");
    runOp(sc, 0, op.recover({ n: n(1), who: seats(2) }));
    expect(spy.mock.calls.map((c) => [c[0], c[1], c[2]])).toEqual([[2, 1, 0]]);
  });

  test("3.5.28 ◎ 〖涅槃〗: hp −1 and max hp 1, 将体力回复至3点 recovers min{3,1}−(−1) = 2", () => {
    const sc = board({ 1: { hp: -1, maxHp: 1 } });
    runOp(sc, 1, op.recoverTo({ n: n(3), who: p.you() }));
    expect(sc.player(1).hp).toBe(1);
    expect(sc.entries().filter((e) => e.t === "recover")).toEqual([{ t: "recover", player: 1, amount: 2 }]);
  });

  test("3.5.28: not when hp = max hp, nor when hp ≥ X", () => {
    const sc = board({ 2: { hp: 2 } });
    withAct(sc, 0, (a) => {
      expect(op.recoverTo({ n: n(3), who: seats(1) }).can(a)).toBe(false);
      expect(op.recoverTo({ n: n(2), who: seats(2) }).can(a)).toBe(false);
      expect(op.recoverTo({ n: n(3), who: seats(2) }).can(a)).toBe(true);
    });
  });

  test("减/加体力上限: hp capped by the new max (4.2.16); hp unchanged when gaining (4.2.17)", () => {
    const sc = board();
    runOp(sc, 1, op.loseMaxHp({ n: n(1), who: p.you() }));
    runOp(sc, 2, op.gainMaxHp({ n: n(1), who: p.you() }));
    expect([sc.player(1).maxHp, sc.player(1).hp]).toEqual([3, 3]);
    expect([sc.player(2).maxHp, sc.player(2).hp]).toEqual([5, 4]);
  });

  test("3.5.60 加护甲: capped at 5; at the cap it cannot be done", () => {
    const sc = board({ 1: { armor: 4 }, 2: { armor: 5 } });
    runOp(sc, 1, op.gainArmor({ n: n(3), who: p.you() }));
    expect(sc.player(1).armor).toBe(5);
    withAct(sc, 2, (a) => expect(op.gainArmor({ n: n(1), who: p.you() }).can(a)).toBe(false));
  });
});

describe("the general card (3.9)", () => {
  test("翻面 turns the card over through a state change event", () => {
    const sc = board();
    runOp(sc, 1, op.flip({ who: p.you() }));
    expect(sc.player(1).faceUp).toBe(false);
    expect(sc.timings()).toEqual(["state.before.1", "state.before.2", "state.after", "state.end"]);
  });

  test("3.5.27 ◎ 【铁索连环】: an upright player can only 横置, a sideways one only 重置", () => {
    const sc = board({ 2: { chained: true } });
    withAct(sc, 0, (a) => {
      expect([op.chain({ who: seats(1) }).can(a), op.unchain({ who: seats(1) }).can(a)]).toEqual([true, false]);
      expect([op.chain({ who: seats(2) }).can(a), op.unchain({ who: seats(2) }).can(a)]).toEqual([false, true]);
    });
    runOp(sc, 1, op.chain({ who: p.you() }));
    runOp(sc, 2, op.unchain({ who: p.you() }));
    expect([sc.player(1).chained, sc.player(2).chained]).toEqual([true, false]);
  });

  test("3.5.27 ◎ 〖举荐〗 / 3.9.5 复原: face up and not chained cannot; face down and chained is reset, then turned over", () => {
    const sc = board({ 2: { chained: true, faceDown: true } });
    withAct(sc, 0, (a) => expect(op.restore({ who: seats(1) }).can(a)).toBe(false));
    runOp(sc, 0, op.restore({ who: seats(2) }));
    expect(sc.entries().flatMap((e) => (e.t === "state" ? [e.change] : []))).toEqual(["unchain", "flip"]);
    expect([sc.player(2).chained, sc.player(2).faceUp]).toEqual([false, true]);
  });
});

describe("skills (4.2.20, 4.2.21)", () => {
  const extra = testPack([onTiming("甲技", "turn.start.1", () => false), onTiming("乙技", "turn.start.1", () => false)]);

  test("获得 the skills not held, in one event; 失去 those held", () => {
    const sc = board({ 1: { skills: ["乙技"] } }, extra);
    withAct(sc, 1, (a) => expect(op.gainSkill({ what: skills("乙技"), who: p.you() }).can(a)).toBe(false));
    runOp(sc, 1, op.gainSkill({ what: skills("甲技", "乙技"), who: p.you() }));
    expect(sc.player(1).skills).toEqual(["乙技", "甲技"]);
    expect(sc.entries().filter((e) => e.t === "skills")).toEqual([{ t: "skills", player: 1, change: "gain", skills: ["甲技"] }]);
    runOp(sc, 1, op.loseSkill({ what: skills("甲技", "乙技"), who: p.you() }));
    expect(sc.player(1).skills).toEqual([]);
    withAct(sc, 1, (a) => expect(op.loseSkill({ what: skills("甲技"), who: p.you() }).can(a)).toBe(false));
  });
});

describe("phases and turns (3.6.1–3.6.3)", () => {
  const phases = (sc: Scenario) => sc.entries().flatMap((e) => (e.t === "phase" ? [`${e.phase}${e.skipped ? "×" : ""}${e.extra ? "+" : ""}`] : []));

  test("跳过出牌阶段 at 判定阶段开始时 (【乐不思蜀】): the play phase's timing points are not generated", () => {
    const extra = testPack([onTiming("跳过", "phase.judge.start", (a) => a.engine.currentPlayer === a.you, op.skipPhase({ what: phase("play"), who: p.you() }))]);
    const sc = board({ 0: { skills: ["跳过"] } }, extra);
    sc.runTurn(0);
    expect(phases(sc)).toEqual(["prepare", "judge", "draw", "play×", "discard", "finish"]);
    expect(sc.timings().some((t) => t.startsWith("phase.play."))).toBe(false);
  });

  test("3.6.2 ◆ ◎ 〖放权〗: a phase skipped already cannot be skipped again", () => {
    const sc = board();
    const skip = op.skipPhase({ what: phase("play"), who: p.you() });
    withAct(sc, 0, (a) => {
      expect(skip.can(a)).toBe(true);
      skip.run(a);
      expect(skip.can(a)).toBe(false);
    });
  });

  test("跳过此阶段 at 摸牌阶段开始前 (〖奋励〗): the running phase stops; nothing is drawn", () => {
    const extra = testPack([onTiming("奋励", "phase.draw.beforeStart", (a) => a.engine.currentPlayer === a.you, op.skipPhase({ what: phase(), who: p.you() }))]);
    const sc = board({ 0: { skills: ["奋励"], agent: [{ play: "end" }] } }, extra);
    sc.runTurn(0);
    expect(sc.handNames(0)).toEqual([]);
    expect(sc.timings()).not.toContain("phase.draw.start.1");
  });

  test("〖当先〗 at 回合开始后❾: an extra play phase before 准备阶段 (3.6.2 ◆)", () => {
    const extra = testPack([onTiming("当先", "turn.start.9", (a) => a.engine.currentPlayer === a.you, op.extraPhase({ what: phase("play"), who: p.you() }))]);
    const sc = board({ 0: { skills: ["当先"], agent: [{ play: "end" }, { play: "end" }] } }, extra);
    sc.runTurn(0);
    expect(phases(sc)).toEqual(["play+", "prepare", "judge", "draw", "play", "discard", "finish"]);
  });

  test("an extra phase after an anchor phase waits for it", () => {
    const extra = testPack([
      onTiming("额外", "turn.start.1", (a) => a.engine.currentPlayer === a.you, op.extraPhase({ what: phase("draw"), who: p.you(), anchor: phase("finish"), side: "之后" })),
    ]);
    const sc = board({ 0: { skills: ["额外"], agent: [{ play: "end" }] } }, extra);
    sc.runTurn(0);
    expect(phases(sc)).toEqual(["prepare", "judge", "draw", "play", "discard", "finish", "draw+"]);
  });

  test("获得一个额外的回合 (3.6.1): played right after the current turn", () => {
    const extra = testPack([onTiming("连破", "turn.end.1", (a) => a.engine.currentPlayer === 0 && a.you === 2 && !a.engine.findEvent("turn", (t) => t.extra === true), op.extraTurn({ who: p.you() }))]);
    const sc = board({ 0: { agent: [{ play: "end" }] }, 2: { skills: ["连破"], agent: [{ play: "end" }] } }, extra);
    sc.runTurn(0);
    expect(sc.entries().flatMap((e) => (e.t === "turn" ? [[e.player, e.extra === true]] : []))).toEqual([
      [0, false],
      [2, true],
    ]);
  });

  test("3.6.3 〖救援〗: 终止此回复体力流程 at 回复体力前: no hp is recovered, no further timing point", () => {
    const extra = testPack([onTiming("救援", "recover.before", (a) => a.event.kind === "recover" && a.event.player === a.you, op.terminate({ what: "此 回复体力流程", who: p.you() }))]);
    const sc = board({ 1: { hp: 2, skills: ["救援"] } }, extra);
    runOp(sc, 0, op.recover({ n: n(1), who: seats(1) }));
    expect(sc.player(1).hp).toBe(2);
    expect(sc.timings().filter((t) => t.startsWith("recover."))).toEqual(["recover.before"]);
    expect(sc.entries().filter((e) => e.t === "terminate").map((e) => (e.t === "terminate" ? e.event : ""))).toEqual(["recover"]);
  });
});
