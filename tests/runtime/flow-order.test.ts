// The timing sequence of every event flow of seed 000 §4.2 (and the turn, §4.1.1.6) compared with
// the seed: each expected list quotes the order chapter 4 gives, and where a flow generates every
// timing point of its event the list is also checked against the catalogue rows of that event.
import { describe, expect, it } from "vitest";
import { PHASES, TIMINGS, type EventKind } from "../../runtime/index.ts";
import { board, DAMAGE_HEAD, DAMAGE_TAIL, HP_DEDUCT, MOVE, only, scenarioWith, STATE, without } from "./opsHelpers.ts";

/** The catalogue's rows of one event, in catalogue (= chapter 4) order. */
const rows = (event: EventKind) => TIMINGS.filter((r) => r.event === event).map((r) => r.id);

describe("4.1.1.6 the turn", () => {
  it("4.1.1.6 回合开始后❶…❾, six phases (开始前, 开始时 / 摸牌阶段开始时❶❷, the phase, 结束时), 回合结束前❶…❼", () => {
    const s = scenarioWith([], { players: board(), drawPile: ["闪", "闪"] });
    s.runTurn(0);
    const phases = PHASES.flatMap((p) => [
      `phase.${p.id}.beforeStart`,
      ...(p.id === "draw" ? ["phase.draw.start.1", "phase.draw.start.2"] : [`phase.${p.id}.start`]),
      `phase.${p.id}.proper`,
      `phase.${p.id}.end`,
    ]);
    const expected = [...Array.from({ length: 9 }, (_, i) => `turn.start.${i + 1}`), ...phases, ...Array.from({ length: 7 }, (_, i) => `turn.end.${i + 1}`)];
    expect(only(s.timings(), "turn.", "phase.")).toEqual(expected);
    expect(expected).toEqual([...rows("turn").slice(0, 9), ...rows("phase"), ...rows("turn").slice(9)]);
  });

  it("4.1.1.6 回合开始后❺: a face-down player flips (4.2.10), then the turn is terminated — nothing after ❺", () => {
    const s = scenarioWith([], { players: board({ 0: { faceDown: true } }), drawPile: ["闪", "闪"] });
    s.runTurn(0);
    expect(s.timings()).toEqual(["turn.start.1", "turn.start.2", "turn.start.3", "turn.start.4", "turn.start.5", ...STATE]);
    expect(s.player(0).faceUp).toBe(true);
    expect(s.player(0).hand).toEqual([]);
  });
});

describe("4.2 event flows", () => {
  it("4.2.2 需要使用牌: 需要使用此牌时❶❷❸, then the use (4.2.4)", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["桃"], hp: 3, agent: [{ respond: "桃" }] } }) });
    const def = s.engine.registry.cards.get("桃")!;
    s.run((e) => void e.needUse(1, "桃", def.uses[0]));
    expect(only(s.timings(), "needUse.")).toEqual(["needUse.1", "needUse.2", "needUse.3"]);
    expect(only(s.timings(), "needUse.")).toEqual(rows("needUse"));
    expect(s.timings().indexOf("use.declared")).toBeGreaterThan(s.timings().indexOf("needUse.3"));
  });

  it("4.2.4 牌的使用: 声明使用牌后 … 使用结算准备工作结束时, loop A→B 使用结算开始时/生效前/生效时/生效后, 使用结算结束后❶❷❸", () => {
    const s = scenarioWith([], { players: board({ 0: { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] } }) });
    s.runPhase(0, "play");
    const expected = [
      "use.declared",
      "use.targetsChosen",
      "use.used",
      "use.specifyTarget",
      "use.becomeTarget",
      "use.specifiedTarget",
      "use.becameTarget",
      "use.prepared",
      "use.target.settleStart",
      "use.target.effectBefore",
      "use.target.effecting",
      "use.target.effectAfter",
      "use.end.1",
      "use.end.2",
      "use.end.3",
    ];
    expect(only(s.timings(), "use.")).toEqual(expected);
    // every row of the use event but 被抵消后 (this 【杀】 was not offset)
    expect(expected).toEqual(rows("use").filter((r) => r !== "use.target.offsetAfter"));
  });

  it("4.2.5 需要打出牌 and 4.2.7 牌的打出: 需要打出此牌时❶❷❸, 被打出时, 打出结算结束后", () => {
    const s = scenarioWith([], { players: board({ 1: { hand: ["杀"], agent: [{ respond: "杀" }] } }) });
    s.run((e) => void e.needPlay(1, "杀"));
    expect(without(s.timings(), "move.")).toEqual([...rows("needPlay"), ...rows("play")]);
    expect(rows("play")).toEqual(["play.played", "play.end"]);
  });

  it("4.2.8 拼点: 进行拼点时, the cards face down into the processing area (one move, 4.2.9 ◆6), 拼点结果确定后, 拼点结算结束后; then the cards to the discard pile", () => {
    const s = scenarioWith([], {
      players: board({ 0: { hand: ["杀♠9"], agent: [] }, 1: { hand: ["闪♦3"], agent: [] } }),
    });
    s.run((e) => void e.pindian(0, 1));
    expect(s.timings()).toEqual(["pindian.start", ...MOVE, "pindian.result", "pindian.end", ...MOVE]);
    expect(without(s.timings(), "move.")).toEqual(rows("pindian"));
  });

  it("4.2.9 移动: 确定移动的牌时, 移至目标区域前❶❷, 后❶❷, 移动结算结束后", () => {
    const s = scenarioWith([], { players: board(), drawPile: ["桃"] });
    s.run((e) => void e.draw(1, 1));
    expect(s.timings()).toEqual(MOVE);
    expect(MOVE).toEqual(rows("move"));
  });

  it("4.2.10 牌状态改变: 牌状态改变前❶, 前❷, (the change), 牌状态改变后, 牌状态改变结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => void e.chain(2));
    expect(s.timings()).toEqual(STATE);
    expect(STATE).toEqual(rows("stateChange"));
    const i = s.entries().findIndex((x) => x.t === "state");
    const timingsBefore = s.entries().slice(0, i).filter((x) => x.t === "timing").map((x) => (x.t === "timing" ? x.id : ""));
    expect(timingsBefore).toEqual(["state.before.1", "state.before.2"]);
  });

  it("4.2.11 判定: 判定时, 成为判定牌后, 判定结果确定前/时, 确定后❶❷, 判定结算结束后", () => {
    const s = scenarioWith([], { players: board(), drawPile: ["桃♥3"] });
    s.run((e) => void e.judge(3, "test"));
    expect(without(s.timings(), "move.")).toEqual(rows("judge"));
  });

  it("4.2.12 伤害 + 4.2.14 ① 扣减体力: 开始前/时, 造成伤害时❶❷❸, 受到伤害时❶❷❸, 扣减体力前/时/后/结束后, 造成/受到伤害后, 伤害结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => e.damage(2, 1, 0, {}));
    expect(s.timings()).toEqual([...DAMAGE_HEAD, ...HP_DEDUCT, ...DAMAGE_TAIL]);
    expect([...DAMAGE_HEAD, ...DAMAGE_TAIL]).toEqual(rows("damage"));
    expect(HP_DEDUCT).toEqual(rows("hpDeduct"));
  });

  it("4.2.14 ① a chained victim of elemental damage is reset (4.2.10) before 扣减体力前; 4.2.12 the chain conducts after 伤害结算结束后", () => {
    const s = scenarioWith([], { players: board({ 1: { chained: true }, 3: { chained: true } }) });
    s.run((e) => e.damage(1, 1, 0, {}, "fire"));
    const chainHit = [...DAMAGE_HEAD, ...STATE, ...HP_DEDUCT, ...DAMAGE_TAIL];
    expect(s.timings()).toEqual([...chainHit, ...chainHit]);
  });

  it("4.2.13 失去体力: 失去体力结算开始前, 扣减体力 (4.2.14 ②), 失去体力后, 失去体力结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => e.loseHp(1, 1));
    expect(s.timings()).toEqual(["loseHp.beforeSettle", ...HP_DEDUCT, "loseHp.after", "loseHp.end"]);
    expect(without(s.timings(), "hpDeduct.")).toEqual(rows("loseHp"));
  });

  it("4.2.15 回复体力: 回复体力前, 回复体力后, 回复体力结算结束后", () => {
    const s = scenarioWith([], { players: board({ 1: { hp: 2 } }) });
    s.run((e) => e.recover(1, 1, null, {}));
    expect(s.timings()).toEqual(rows("recover"));
  });

  it("4.2.16 减体力上限: 减体力上限前, 减体力上限后, 减体力上限结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => e.loseMaxHp(1, 1));
    expect(s.timings()).toEqual(["loseMaxHp.before", "loseMaxHp.after", "loseMaxHp.end"]);
    expect(s.timings()).toEqual(rows("loseMaxHp"));
  });

  it("4.2.16 减体力上限 to 0: the flow is terminated after 减体力上限前 and the player dies (4.2.19)", () => {
    const s = scenarioWith([], { players: board({ 2: { maxHp: 1, hp: 1 } }, 5) });
    s.run((e) => e.loseMaxHp(2, 1));
    expect(without(s.timings(), "move.")).toEqual(["loseMaxHp.before", ...rows("death")]);
  });

  it("4.2.17 加体力上限: 加体力上限前, 加体力上限后, 加体力上限结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => e.gainMaxHp(1, 1));
    expect(s.timings()).toEqual(rows("gainMaxHp"));
  });

  it("4.2.18 濒死 and 4.2.19 死亡: 进入濒死状态时/后, 处于濒死状态时, 确认身份前, 死亡时, 死亡后, 死亡结算结束后, 濒死结算结束后", () => {
    const s = scenarioWith([], { players: board({ 4: { hp: 1 } }, 5) });
    s.run((e) => e.loseHp(4, 1));
    const t = without(s.timings(), "move.", "loseHp.", "hpDeduct.");
    expect(t).toEqual(["dying.entering", "dying.entered", "dying.in", ...rows("death"), "dying.end"]);
    expect(rows("dying")).toEqual(["dying.entering", "dying.entered", "dying.in", "dying.end"]);
  });

  it("4.2.20 获得技能: 获得技能前, 获得技能后, 获得技能结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => e.gainSkill(1, "苦肉"));
    expect(s.timings()).toEqual(rows("gainSkill"));
  });

  it("4.2.21 失去技能: 失去技能前, 失去技能后, 失去技能结算结束后", () => {
    const s = scenarioWith([], { players: board({ 1: { general: "黄盖" } }) });
    s.run((e) => e.loseSkill(1, "苦肉"));
    expect(s.timings()).toEqual(rows("loseSkill"));
  });

  it("4.2.23 废除: 废除前, the area's cards to the discard pile (a move), 废除后, 废除结算结束后", () => {
    const s = scenarioWith([], { players: board({ 1: { equipment: ["青釭剑"] } }) });
    s.run((e) => void e.disableArea(1, "weapon"));
    expect(s.timings()).toEqual(["disable.before", ...MOVE, "disable.after", "disable.end"]);
    expect(without(s.timings(), "move.")).toEqual(rows("disable"));
  });

  it("4.2.24 恢复: 恢复前, 恢复后, 恢复结算结束后", () => {
    const s = scenarioWith([], { players: board({ 1: { disabled: ["weapon"] } }) });
    s.run((e) => void e.restoreArea(1, "weapon"));
    expect(s.timings()).toEqual(rows("restoreArea"));
  });

  it("4.2.25 获得标记: 获得标记前, 获得标记后, 获得标记结算结束后", () => {
    const s = scenarioWith([], { players: board() });
    s.run((e) => e.gainMark(1, "暴怒", 2));
    expect(s.timings()).toEqual(rows("gainMark"));
  });
});
