import { describe, expect, it } from "vitest";
import { card, parse, shape } from "./helpers.ts";

describe("parser: card lines (4.2.2 使用时机/使用目标/作用效果)", () => {
  it("【杀】: 出牌阶段限一次 / 你的攻击范围内的一名其他角色 / 你对目标对应的角色造成1点伤害", () => {
    const c = card("牌 【杀】 基本牌\n使用时机：出牌阶段限一次。\n使用目标：你的攻击范围内的一名其他角色。\n作用效果：你对目标对应的角色造成1点伤害。");
    expect(c.uses).toHaveLength(1);
    expect(shape(c.uses[0].window)).toEqual({ kind: "play", limitPerPhase: 1 });
    expect(shape(c.uses[0].target)).toEqual({
      kind: "described",
      attributes: [{ id: "inAttackRange", of: { kind: "reference", ref: "you", attributes: [] } }, { id: "other" }],
      head: { kind: "player" },
      quantity: { kind: "exact", n: { kind: "literal", value: 1 } },
      measure: "player",
    });
    const e = c.effect!.effects[0];
    expect(shape(e.subject)).toEqual({ kind: "reference", ref: "you", attributes: [] });
    expect(shape(e.predicate)).toEqual({
      op: "damage",
      method: "damage",
      victim: { kind: "reference", ref: "target", attributes: [] },
      noSource: false,
      amount: { kind: "literal", value: 1 },
      element: "normal",
    });
  });

  it("【闪】: 当【杀】对对应的角色为你的目标生效前 → use.target.effectBefore for 杀 aimed at you; 此【杀】; 抵消", () => {
    const c = card("牌 【闪】 基本牌\n使用时机：当【杀】对对应的角色为你的目标生效前。\n使用目标：此【杀】。\n作用效果：抵消此【杀】。");
    const w = c.uses[0].window;
    expect(w.kind).toBe("timing");
    if (w.kind !== "timing") return;
    expect(w.timing).toMatchObject({ timing: "use.target.effectBefore", subject: "any", card: { name: "杀" }, targetIs: "owner" });
    expect(shape(c.uses[0].target)).toEqual({ kind: "reference", ref: "thisCard", card: "杀", attributes: [] });
    expect(shape(c.effect!.effects[0].predicate)).toEqual({
      op: "offset",
      method: "offsetRespondedCard",
      card: { kind: "reference", ref: "thisCard", card: "杀", attributes: [] },
    });
  });

  it("【桃】: slash alternatives pair element-wise (3.5.10)", () => {
    const c = card(
      "牌 【桃】 基本牌\n使用时机：出牌阶段/一名角色处于濒死状态时。\n使用目标：已受伤的你/处于濒死状态的角色。\n作用效果：目标对应的角色回复1点体力。",
    );
    expect(c.useWindows?.alternatives).toHaveLength(2);
    expect(c.uses).toHaveLength(2);
    expect(shape(c.uses[0])).toEqual({
      window: { kind: "play" },
      target: { kind: "reference", ref: "you", attributes: [{ id: "wounded" }] },
    });
    expect(c.uses[1].window).toMatchObject({ kind: "timing", timing: { timing: "dying.in", subject: "any" } });
    expect(shape(c.uses[1].target)).toEqual({ kind: "described", attributes: [{ id: "dying" }], head: { kind: "player" } });
    expect(shape(c.effect!.effects[0])).toMatchObject({
      subject: { kind: "reference", ref: "target" },
      predicate: { op: "recover", amount: { value: 1 } },
    });
  });

  it("one window pairs with every target alternative", () => {
    const c = card("牌 【测试】 基本牌\n使用时机：出牌阶段。\n使用目标：你/一名其他角色。\n作用效果：目标对应的角色摸一张牌。");
    expect(c.uses.map((u) => u.window.kind)).toEqual(["play", "play"]);
    expect(c.uses.map((u) => u.target.kind)).toEqual(["reference", "described"]);
  });

  it("unpairable alternatives (2 vs 3) are a diagnostic and give no uses", () => {
    const { ast, diagnostics } = parse(
      "牌 【测试】 基本牌\n使用时机：出牌阶段/一名角色处于濒死状态时。\n使用目标：你/你/你。\n作用效果：目标对应的角色摸一张牌。\n",
    );
    expect(ast.cards[0].uses).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["E-USE-PAIRING", 3]]);
  });

  it("【无中生有】: 你 / 目标对应的角色摸两张牌", () => {
    const c = card("牌 【无中生有】 锦囊牌·普通锦囊牌\n使用时机：出牌阶段。\n使用目标：你。\n作用效果：目标对应的角色摸两张牌。");
    expect(shape(c.uses[0])).toEqual({ window: { kind: "play" }, target: { kind: "reference", ref: "you", attributes: [] } });
    expect(c.effect!.effects[0].predicate).toMatchObject({ op: "draw", cards: { quantity: { n: { value: 2 } } } });
  });

  it("【过河拆桥】: 区域里有牌的 (3.3.15) / 弃置目标对应的角色的区域里的一张牌", () => {
    const c = card(
      "牌 【过河拆桥】 锦囊牌·普通锦囊牌\n使用时机：出牌阶段。\n使用目标：一名区域里有牌的其他角色。\n作用效果：你弃置目标对应的角色的区域里的一张牌。",
    );
    expect(shape(c.uses[0].target)).toMatchObject({
      attributes: [{ id: "hasCards", regions: ["hand", "equip", "judge"] }, { id: "other" }],
      head: { kind: "player" },
    });
    expect(shape(c.effect!.effects[0].predicate)).toEqual({
      op: "discard",
      method: "discard",
      cards: {
        kind: "described",
        owner: { kind: "reference", ref: "target", attributes: [] },
        regions: ["hand", "equip", "judge"],
        quantity: { kind: "exact", n: { kind: "literal", value: 1 } },
        measure: "card",
        attributes: [],
        head: { kind: "card", physical: false },
      },
    });
  });

  it("【诸葛连弩】: a named equipment skill under the card", () => {
    const c = card("牌 【诸葛连弩】 装备牌·武器牌 攻击范围：1\n〖诸葛连弩〗锁定技，你于出牌阶段内使用【杀】无次数的限制。");
    expect(c.skills.map((s) => s.name?.name)).toEqual(["诸葛连弩"]);
    expect(c.skillRefs.map((s) => s.name)).toEqual(["诸葛连弩"]);
    expect(c.skills[0].parts[0].effects.effects[0].predicate.op).toBe("unlimitedUses");
    expect(c.uses).toEqual([]);
  });

  it("horses: unnamed 锁定技 lines give distance modifiers (3.4.9)", () => {
    const def = card("牌 【的卢】 装备牌·防御坐骑牌\n锁定技，其他角色至你的距离+1。");
    const off = card("牌 【赤兔】 装备牌·进攻坐骑牌\n锁定技，你至其他角色的距离-1。");
    expect(def.skills[0].name).toBeNull();
    expect(def.skills[0].tags.map((t) => t.tag)).toEqual(["locked"]);
    const others = { kind: "described", attributes: [{ id: "other" }], head: { kind: "player" } };
    const you = { kind: "reference", ref: "you", attributes: [] };
    expect(shape(def.skills[0].parts[0].effects.effects[0].predicate)).toEqual({
      op: "distanceModifier",
      method: null,
      from: others,
      to: you,
      delta: 1,
    });
    expect(shape(off.skills[0].parts[0].effects.effects[0].predicate)).toMatchObject({ from: you, to: others, delta: -1 });
  });
});
