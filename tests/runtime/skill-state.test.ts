// Skills gained and lost (000 §4.2.20–4.2.21, 004 §3.5.55), invalid skills (004 §3.7.5), and the
// per-skill state of 限定技/觉醒技 (3.2.7) and 转换技 (3.5.62).
import { describe, expect, it } from "vitest";
import { activeDraw, board, drawOnce, scenarioWith, trigger } from "./opsHelpers.ts";
import { ScriptedAgent, type PlayActionRequest, type PlayOption, type SeatView } from "../../runtime/index.ts";

class OptionsAgent extends ScriptedAgent {
  readonly offered: PlayOption[][] = [];
  override playAction(r: PlayActionRequest, view: SeatView): number {
    this.offered.push([...r.options]);
    return super.playAction(r, view);
  }
}
const skillOptions = (opts: readonly PlayOption[]) => opts.flatMap((o) => (o.kind === "skill" ? [o.skill] : []));

describe("4.2.20 获得技能 / 4.2.21 失去技能", () => {
  it("4.2.20 the player owns the skill after the event; already owned skills are not gained twice", () => {
    const s = scenarioWith([], { players: board({ 1: { general: "黄盖" } }) });
    s.run((e) => {
      e.gainSkill(1, ["苦肉", "英姿"]);
      e.gainSkill(1, "英姿"); // owned: no event
    });
    expect(s.player(1).skills).toEqual(["苦肉", "英姿"]);
    expect(s.timings().filter((t) => t === "gainSkill.before")).toHaveLength(1);
  });

  it("003 §三 ◆: a skill gained at a timing point can be activated at that same point", () => {
    const grant = trigger("化身", "damage.taken", (ctx) => s.engine.gainSkill(ctx.you, "遗计"));
    const yiji = drawOnce("遗计", "damage.taken");
    const s = scenarioWith([grant, yiji], { players: board({ 1: { skills: ["化身"] } }), drawPile: ["闪"] });
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.player(1).skills).toEqual(["化身", "遗计"]);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  it("4.2.21 a skill lost at a timing point is not offered there any more", () => {
    const a = drawOnce("甲", "damage.taken");
    const b = drawOnce("乙", "damage.taken");
    const loser = trigger("断肠", "damage.taken", () => s.engine.loseSkill(1, ["甲", "乙"]));
    // seat 1 orders its three skills: 断肠 first, then nothing is left to offer
    const s = scenarioWith([a, b, loser], { players: board({ 1: { skills: ["断肠", "甲", "乙"], agent: [{ order: "断肠" }] } }) });
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.player(1).skills).toEqual(["断肠"]);
    expect(s.player(1).hand).toEqual([]);
  });

  it("3.5.55 失去所有武将技能: every general skill in one 失去技能 event", () => {
    const s = scenarioWith([], { players: board({ 2: { general: "周瑜" } }) });
    s.run((e) => e.loseAllGeneralSkills(2));
    expect(s.player(2).skills).toEqual([]);
    const lost = s.entries().find((x) => x.t === "skills");
    expect(lost && lost.t === "skills" ? lost.skills : []).toEqual(["英姿", "反间"]);
  });
});

describe("3.7.5 ② 无效", () => {
  it("an invalid triggered skill is not offered (cannot be activated)", () => {
    const yiji = drawOnce("遗计", "damage.taken");
    const s = scenarioWith([yiji], { players: board({ 1: { skills: ["遗计"] } }), drawPile: ["闪", "闪"] });
    s.run((e) => {
      e.invalidateSkills(1, ["遗计"], { kind: "game" });
      e.damage(1, 1, 0, {});
    });
    expect(s.player(1).hand).toEqual([]);
    expect(s.engine.isSkillValid(1, "遗计")).toBe(false);
  });

  it("an invalid state skill has no effect (〖马术〗: distance −1 gone)", () => {
    const s = scenarioWith([], { players: board({ 0: { general: "马超" } }) });
    expect(s.view.distance(0, 2)).toBe(1);
    s.run((e) => e.invalidateSkills(0, "locked", { kind: "game" }));
    expect(s.view.distance(0, 2)).toBe(2);
  });

  it("an invalid active skill is not an option at the play phase's idle time points", () => {
    const valid = new OptionsAgent([{ play: "end" }]);
    const s1 = scenarioWith([], { players: board({ 0: { general: "黄盖", agent: valid } }) });
    s1.runPhase(0, "play");
    expect(skillOptions(valid.offered[0])).toEqual(["苦肉"]);
    // invalid: "end" is the only option left, so the player is not even asked
    const agent = new OptionsAgent([]);
    const s = scenarioWith([], { players: board({ 0: { general: "黄盖", agent } }) });
    s.run((e) => e.invalidateSkills(0, "nonLocked", { kind: "game" }));
    s.runPhase(0, "play");
    expect(agent.offered).toEqual([]);
  });

  it("3.7.5 于此回合内: the skills are valid again once the turn has ended", () => {
    const inTurn: boolean[] = [];
    const make = trigger("铁骑", "phase.prepare.start", () => s.engine.invalidateSkills(1, "all", { kind: "turn" }));
    const probe = trigger("探", "turn.end.7", () => void inTurn.push(s.engine.isSkillValid(1, "遗计")));
    const s = scenarioWith([make, probe], { players: board({ 0: { skills: ["铁骑", "探"] }, 1: { skills: ["遗计"] } }), drawPile: Array(12).fill("闪") });
    s.runTurn(0);
    expect(inTurn).toEqual([false]);
    expect(s.engine.isSkillValid(1, "遗计")).toBe(true);
  });

  it("3.7.5 durations: this phase, while a condition holds, until the player's next turn (回合开始后❻)", () => {
    const s = scenarioWith([], { players: board({ 1: { skills: ["遗计"] } }), drawPile: Array(12).fill("闪") });
    const checks: string[] = [];
    let holds = true;
    s.run((e) => {
      e.invalidateSkills(1, ["遗计"], { kind: "while", holds: () => holds });
      checks.push(`while:${e.isSkillValid(1, "遗计")}`);
      holds = false;
      checks.push(`after:${e.isSkillValid(1, "遗计")}`);
      e.invalidateSkills(1, "all", { kind: "nextTurnOf", player: 1 });
    });
    s.runTurn(0);
    checks.push(`other turn:${s.engine.isSkillValid(1, "遗计")}`);
    s.runTurn(1);
    checks.push(`own turn:${s.engine.isSkillValid(1, "遗计")}`);
    expect(checks).toEqual(["while:false", "after:true", "other turn:false", "own turn:true"]);
  });

  it("3.7.5 于此阶段内: invalid during the phase, valid after it", () => {
    const seen: boolean[] = [];
    const make = trigger("封", "phase.prepare.start", () => s.engine.invalidateSkills(1, "all", { kind: "phase" }));
    const look = (timing: string) => trigger(`看${timing}`, timing, () => void seen.push(s.engine.isSkillValid(1, "遗计")));
    const skills = [make, look("phase.prepare.end"), look("phase.judge.start")];
    const s = scenarioWith(skills, { players: board({ 0: { skills: skills.map((k) => k.name) }, 1: { skills: ["遗计"] } }), drawPile: Array(12).fill("闪") });
    s.runTurn(0);
    expect(seen).toEqual([false, true]);
  });
});

describe("3.7.5 ② 无效 from a state effect", () => {
  it("a validity rule (a state effect: 其他角色的非锁定技无效) makes skills invalid while it holds", () => {
    const s = scenarioWith([drawOnce("遗计", "damage.taken")], { players: board({ 0: { general: "马超" }, 1: { skills: ["遗计"] } }), drawPile: ["闪", "闪"] });
    let on = true;
    // the rule may look at modifiers itself (distance): no recursion
    s.engine.addSkillValidityRule((p, skill) => !(on && p !== 0 && s.view.distance(0, p) <= 1 && skill === "遗计"));
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.player(1).hand).toEqual([]);
    on = false;
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.player(1).hand).toHaveLength(1);
    expect(s.view.distance(0, 2)).toBe(1); // 〖马术〗 itself stays valid
  });
});

describe("3.2.7 限定技 / 觉醒技, 3.5.62 转换技", () => {
  it("3.2.7 a limited skill is used once per game; the player's state records it", () => {
    const agent = new OptionsAgent([{ play: { skill: "乱武" } }]);
    const s = scenarioWith([activeDraw("乱武", ["limited"])], { players: board({ 0: { skills: ["乱武"], agent } }), drawPile: ["闪"] });
    s.runPhase(0, "play");
    expect(s.player(0).hand).toHaveLength(1);
    expect(s.engine.state.players[0].limitedUsed).toEqual(["乱武"]);
    // the second idle time point offers only "end" (not asked)
    expect(agent.offered.map(skillOptions)).toEqual([["乱武"]]);
    // a skill that restores it (〖..〗 重置限定技) makes it usable again
    s.engine.resetSkillUse(0, "乱武");
    expect(s.engine.usedUp(0, s.engine.registry.skills.get("乱武")!)).toBe(false);
  });

  it("3.2.7 an awakening skill awakens once", () => {
    const s = scenarioWith([drawOnce("若愚", "damage.taken", { tags: ["awaken"] })], { players: board({ 1: { skills: ["若愚"] } }), drawPile: ["闪", "闪"] });
    s.run((e) => {
      e.damage(1, 1, 0, {});
      e.damage(1, 1, 0, {});
    });
    expect(s.player(1).hand).toHaveLength(1);
    expect(s.engine.state.players[1].awakened).toEqual(["若愚"]);
  });

  it("3.5.62 a switch skill starts 阳 and alternates 阳 ↔ 阴 with each activation", () => {
    const agent = new ScriptedAgent([{ play: { skill: "转" } }, { play: { skill: "转" } }, { play: { skill: "转" } }, { play: "end" }]);
    const s = scenarioWith([activeDraw("转", ["switch"])], { players: board({ 0: { skills: ["转"], agent } }), drawPile: ["闪", "闪", "闪"] });
    const states: string[] = [s.engine.switchState(0, "转")];
    const probe = s.engine.noteActivation.bind(s.engine);
    s.engine.noteActivation = (p, skill) => {
      probe(p, skill);
      states.push(s.engine.switchState(0, "转"));
    };
    s.runPhase(0, "play");
    expect(states).toEqual(["yang", "yin", "yang", "yin"]);
  });
});
