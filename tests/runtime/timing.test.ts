// Exact timing sequences of each event flow (seed 000 §4.1.1.6, §4.2.x).
import { describe, expect, it } from "vitest";
import { HP_DEDUCT, MOVE, only, scenario, without } from "./helpers.ts";
import { PHASES } from "../../runtime/index.ts";

const four = (extra: Partial<Record<number, object>> = {}) =>
  [0, 1, 2, 3].map((i) => ({ general: ["刘备", "张飞", "貂蝉", "马超"][i], ...(extra[i] ?? {}) }));

describe("turn and phases (4.1.1.6)", () => {
  it("4.1.1.6 a turn: 回合开始后❶…❾, each phase 开始前/开始时/[proper]/结束时 (摸牌阶段开始时❶❷), 回合结束前❶…❼", () => {
    const s = scenario({ players: four(), drawPile: ["闪", "闪"] });
    s.runTurn(0);
    const phases = PHASES.flatMap((p) => [
      `phase.${p.id}.beforeStart`,
      ...(p.id === "draw" ? ["phase.draw.start.1", "phase.draw.start.2"] : [`phase.${p.id}.start`]),
      `phase.${p.id}.proper`,
      `phase.${p.id}.end`,
    ]);
    const expected = [
      ...Array.from({ length: 9 }, (_, i) => `turn.start.${i + 1}`),
      ...phases,
      ...Array.from({ length: 7 }, (_, i) => `turn.end.${i + 1}`),
    ];
    expect(only(s.timings(), "turn.", "phase.")).toEqual(expected);
    // The rated draw (3.4.19: 2) is one move between 摸牌阶段 and 摸牌阶段结束时.
    const t = s.timings();
    const proper = t.indexOf("phase.draw.proper");
    expect(t.slice(proper + 1, proper + 7)).toEqual(MOVE);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });

  it("4.1.1.6 a skipped phase generates none of its timing points", () => {
    const s = scenario({ players: four(), drawPile: ["闪", "闪"] });
    s.act(0, (ctx) => ctx.skipPhase(0, "draw"));
    s.runTurn(0);
    expect(s.timings().filter((t) => t.startsWith("phase.draw"))).toEqual([]);
    expect(s.player(0).hand).toEqual([]);
  });
});

describe("move (4.2.9)", () => {
  it("4.2.9 确定移动的牌时, 移至目标区域前❶❷, 后❶❷, 移动结算结束后", () => {
    const s = scenario({ players: four(), drawPile: ["桃"] });
    s.act(1, (ctx) => ctx.draw(1, 1));
    expect(s.timings()).toEqual(MOVE);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});

describe("damage, lose hp, hp deduction, recover (4.2.12–4.2.15)", () => {
  it("4.2.12 damage: 开始前/时, 造成伤害时❶❷❸ before 受到伤害时❶❷❸, hp deduction, 造成/受到伤害后, 结束后", () => {
    const s = scenario({ players: four() });
    s.act(0, (ctx) => ctx.damage(2, 1));
    expect(s.timings()).toEqual([
      "damage.beforeSettle",
      "damage.settleStart",
      "damage.cause.1",
      "damage.cause.2",
      "damage.cause.3",
      "damage.take.1",
      "damage.take.2",
      "damage.take.3",
      ...HP_DEDUCT,
      "damage.caused",
      "damage.taken",
      "damage.end",
    ]);
    expect(s.player(2).hp).toBe(2);
  });

  it("4.2.13 失去体力: 结算开始前, 扣减体力 (4.2.14), 失去体力后, 结算结束后", () => {
    const s = scenario({ players: four() });
    s.act(1, (ctx) => ctx.loseHp(1, 2));
    expect(s.timings()).toEqual(["loseHp.beforeSettle", ...HP_DEDUCT, "loseHp.after", "loseHp.end"]);
    expect(s.player(1).hp).toBe(2);
  });

  it("4.2.15 回复体力: 回复体力前, 回复体力后, 结算结束后; capped at max hp", () => {
    const s = scenario({ players: four({ 2: { hp: 2 } }) });
    s.act(2, (ctx) => ctx.recover(2, 3));
    expect(s.timings()).toEqual(["recover.before", "recover.after", "recover.end"]);
    expect(s.player(2).hp).toBe(3);
    expect(s.player(2).maxHp).toBe(3);
  });
});

describe("judge (4.2.11)", () => {
  it("4.2.11 判定时, 成为判定牌后, 判定结果确定前/时, 确定后❶❷, then the card to the discard pile, 判定结算结束后", () => {
    const s = scenario({ players: four(), drawPile: ["桃♥3"] });
    let suit = "";
    s.act(3, (ctx) => {
      suit = ctx.judge(3).card.suit;
    });
    expect(suit).toBe("heart");
    expect(s.timings()).toEqual([
      ...MOVE, // top card to the processing area
      "judge.start",
      "judge.becameJudgeCard",
      "judge.beforeResult",
      "judge.resulting",
      "judge.after.1",
      "judge.after.2",
      ...MOVE, // the system puts it into the discard pile
      "judge.end",
    ]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["桃"]);
  });
});

describe("use (4.2.3, 4.2.4) and need-use (4.2.2)", () => {
  const useHead = ["use.declared", "use.targetsChosen", "use.used"];
  const perTarget = ["use.specifyTarget", "use.becomeTarget", "use.specifiedTarget", "use.becameTarget", "use.prepared"];
  const useEnd = ["use.end.1", "use.end.2", "use.end.3"];

  it("4.2.4 杀 not answered: pre-settlement timings, loop A→B 使用结算开始时/生效前/生效时/生效后 (effect = damage), 使用结算结束后❶❷❸", () => {
    const s = scenario({
      players: four({ 0: { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] } }),
    });
    s.runPhase(0, "play");
    const t = without(s.timings(), "move.", "phase.");
    expect(t).toEqual([
      ...useHead,
      ...perTarget,
      "use.target.settleStart",
      "use.target.effectBefore",
      "use.target.effecting",
      "use.target.effectAfter",
      "damage.beforeSettle",
      "damage.settleStart",
      "damage.cause.1",
      "damage.cause.2",
      "damage.cause.3",
      "damage.take.1",
      "damage.take.2",
      "damage.take.3",
      ...HP_DEDUCT,
      "damage.caused",
      "damage.taken",
      "damage.end",
      ...useEnd,
    ]);
    expect(s.player(1).hp).toBe(3);
    // The system put the 杀 from the processing area into the discard pile.
    expect(s.engine.state.processing).toEqual([]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["杀"]);
  });

  it("4.2.4 【闪】 at 生效前 via 需要使用【闪】时❶❷❸ (4.2.2); the 杀 goes to 被抵消后 and skips 生效时/生效后", () => {
    const s = scenario({
      players: four({
        0: { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        1: { hand: ["闪"], agent: [{ respond: "闪" }] },
      }),
    });
    s.runPhase(0, "play");
    const t = without(s.timings(), "move.", "phase.");
    expect(t).toEqual([
      ...useHead,
      ...perTarget,
      "use.target.settleStart",
      "use.target.effectBefore",
      "needUse.1",
      "needUse.2",
      "needUse.3",
      // the 闪's own use: its target is a card, so no 指定/成为目标 timings
      ...useHead,
      "use.prepared",
      "use.target.settleStart",
      "use.target.effectBefore",
      "use.target.effecting",
      "use.target.effectAfter",
      ...useEnd,
      "use.target.offsetAfter",
      ...useEnd,
    ]);
    expect(s.player(1).hp).toBe(4);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["杀", "闪"]);
  });

  it("4.2.4 targets are sorted from the current-turn player counter-clockwise", () => {
    const s = scenario({ players: four(), current: 2 });
    const def = s.engine.registry.cards.get("杀")!;
    const use = s.engine.useCard(2, [], def, def.uses[0], { countsTowardLimit: false, targets: [1, 3, 0] });
    expect(use?.targets.map((t) => t.player)).toEqual([3, 0, 1]);
  });
});

describe("need-play and play (4.2.5, 4.2.7)", () => {
  it("4.2.5 需要打出时❶❷❸ then 4.2.7 被打出时, 打出结算结束后; the card ends in the discard pile", () => {
    const s = scenario({ players: four({ 1: { hand: ["杀"], agent: [{ respond: "杀" }] } }) });
    let played = "";
    s.act(0, () => {
      played = s.engine.needPlay(1, "杀")?.name ?? "";
    });
    expect(played).toBe("杀");
    expect(without(s.timings(), "move.")).toEqual(["needPlay.1", "needPlay.2", "needPlay.3", "play.played", "play.end"]);
    expect(s.player(1).hand).toEqual([]);
    expect(s.engine.state.discardPile.length).toBe(1);
  });

  it("4.2.5 passing plays nothing", () => {
    const s = scenario({ players: four({ 1: { hand: ["杀"], agent: [{ respond: null }] } }) });
    let played: unknown = "x";
    s.act(0, () => {
      played = s.engine.needPlay(1, "杀");
    });
    expect(played).toBeNull();
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});

describe("dying and death (4.2.18, 4.2.19)", () => {
  it("4.2.18 进入濒死状态时/后, 处于濒死状态时, unsaved → 4.2.19 确认身份前, 死亡时, 死亡后 then 濒死结算结束后", () => {
    const s = scenario({ players: [...four(), { general: "甘宁" }], current: 0 });
    s.act(0, (ctx) => ctx.damage(4, 4)); // seat 4 is the renegade (4.1.1.2, 5 players): the game goes on
    const t = without(s.timings(), "move.", "damage.", "hpDeduct.");
    expect(t).toEqual(["dying.entering", "dying.entered", "dying.in", "death.beforeReveal", "death.dying", "death.after", "death.end", "dying.end"]);
    expect(s.player(4).alive).toBe(false);
    expect(s.player(4).hp).toBe(0);
  });

  it("4.2.18 a 【桃】 used at 处于濒死状态时 saves; the dying settlement ends without death", () => {
    const s = scenario({
      players: four({ 1: { hp: 1 }, 3: { hand: ["桃"], agent: [{ respond: "桃" }] } }),
    });
    s.act(0, (ctx) => ctx.damage(1, 1));
    const t = only(s.timings(), "dying.", "death.", "needUse.", "recover.");
    expect(t).toEqual([
      "dying.entering",
      "dying.entered",
      "dying.in",
      "needUse.1",
      "needUse.2",
      "needUse.3",
      "recover.before",
      "recover.after",
      "recover.end",
      "dying.end",
    ]);
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
  });
});
