import { describe, expect, it } from "vitest";
import { shape, skill } from "./helpers.ts";
import type { EffectAst, PartAst } from "../../grammar/legacy/ast.ts";

const you = { kind: "reference", ref: "you", attributes: [] };
const onlyPart = (text: string): PartAst => {
  const s = skill(text);
  expect(s.parts).toHaveLength(1);
  return s.parts[0];
};
const firstEffect = (p: PartAst): EffectAst => p.effects.effects[0];

describe("parser: slice skills (BRIEF phrase structure)", () => {
  it("〖苦肉〗: active part, 可, cost 失去1点体力 ▶ effect 摸两张牌", () => {
    const p = onlyPart("〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。");
    expect(p.when).toMatchObject({ kind: "active", phase: "play" });
    expect("limitPerPhase" in p.when).toBe(false);
    expect(p.optional).toBe(true);
    expect(shape(p.actor)).toEqual(you);
    expect(p.costs).toHaveLength(1);
    expect(shape(p.costs[0].predicate)).toEqual({ op: "loseHp", method: "loseHp", amount: { kind: "literal", value: 1 } });
    expect(shape(firstEffect(p).predicate)).toMatchObject({
      op: "draw",
      method: "draw",
      cards: { kind: "described", head: { kind: "card" }, quantity: { kind: "exact", n: { value: 2 } }, measure: "card" },
    });
  });

  it("〖制衡〗: 出牌阶段限一次 → active limit 1; 至少一张牌 (3.4.17); 等量的牌 (3.4.13)", () => {
    const p = onlyPart("〖制衡〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。");
    expect(p.when).toMatchObject({ kind: "active", phase: "play", limitPerPhase: 1 });
    expect(shape(p.costs[0].predicate)).toMatchObject({
      op: "discard",
      cards: { quantity: { kind: "atLeast", n: { kind: "literal", value: 1 } }, head: { kind: "card" } },
    });
    expect(shape(firstEffect(p).predicate)).toMatchObject({ op: "draw", cards: { quantity: { kind: "equal" } } });
  });

  it("〖奸雄〗: 当你受到伤害后 → damage.taken, subject owner; 获得…对应的所有实体牌 (3.1.9, 3.5.23)", () => {
    const p = onlyPart("〖奸雄〗当你受到伤害后，你可获得是此伤害的渠道的牌对应的所有实体牌。");
    expect(p.when.kind).toBe("timing");
    if (p.when.kind !== "timing") return;
    expect(p.when.timing.timing).toBe("damage.taken");
    expect(p.when.timing.subject).toBe("owner");
    expect(p.optional).toBe(true);
    expect(p.costs).toEqual([]);
    expect(shape(firstEffect(p).predicate)).toEqual({
      op: "gain",
      method: "gain",
      cards: {
        kind: "described",
        head: { kind: "card", physical: true },
        quantity: { kind: "all" },
        attributes: [
          {
            id: "correspondsTo",
            of: {
              kind: "described",
              head: { kind: "card", physical: false },
              attributes: [
                {
                  id: "is",
                  of: { kind: "reference", ref: "channel", attributes: [], owner: { kind: "reference", ref: "thisDamage", attributes: [] } },
                },
              ],
            },
          },
        ],
      },
    });
  });

  it("〖英姿〗: 摸牌阶段 → phase.draw.proper; 令额定摸牌数+1 (3.4.19)", () => {
    const p = onlyPart("〖英姿〗摸牌阶段，你可令额定摸牌数+1。");
    expect(p.when).toMatchObject({ kind: "timing", timing: { timing: "phase.draw.proper", subject: "owner" } });
    expect(shape(firstEffect(p).predicate)).toEqual({ op: "adjustDrawCount", method: "adjustDrawCount", delta: 1 });
  });

  it("a negative draw-count delta keeps its sign (裸衣's 令额定摸牌数-1)", () => {
    const p = onlyPart("〖测试〗摸牌阶段，你可令额定摸牌数-1。");
    expect(firstEffect(p).predicate).toMatchObject({ op: "adjustDrawCount", delta: -1 });
  });

  it("〖闭月〗: 结束阶段开始时 → phase.finish.start; 摸一张牌", () => {
    const p = onlyPart("〖闭月〗结束阶段开始时，你可摸一张牌。");
    expect(p.when).toMatchObject({ kind: "timing", timing: { timing: "phase.finish.start", subject: "owner" } });
    expect(firstEffect(p).predicate).toMatchObject({ op: "draw", cards: { quantity: { kind: "exact", n: { value: 1 } } } });
  });

  it("〖咆哮〗: 锁定技 tag; state part 使用【杀】无次数的限制 (4.2.2 专题三)", () => {
    const s = skill("〖咆哮〗锁定技，你于出牌阶段内使用【杀】无次数的限制。");
    expect(s.tags.map((t) => t.tag)).toEqual(["locked"]);
    const p = s.parts[0];
    expect(p.when.kind).toBe("state");
    expect(p.optional).toBe(false);
    expect(shape(firstEffect(p).predicate)).toEqual({ op: "unlimitedUses", method: null, card: { name: "杀" }, phase: "play" });
  });

  it("〖马术〗: state part 你至其他角色的距离-1 (3.4.9)", () => {
    const s = skill("〖马术〗锁定技，你至其他角色的距离-1。");
    expect(s.tags.map((t) => t.tag)).toEqual(["locked"]);
    expect(shape(firstEffect(s.parts[0]).predicate)).toEqual({
      op: "distanceModifier",
      method: null,
      from: you,
      to: { kind: "described", attributes: [{ id: "other" }], head: { kind: "player" } },
      delta: -1,
    });
  });

  it("skill and name ranges point at the source", () => {
    const s = skill("〖闭月〗结束阶段开始时，你可摸一张牌。");
    expect(s.name?.name).toBe("闭月");
    expect(s.name?.range.start).toEqual({ line: 2, column: 1, offset: 12 });
    expect(s.name?.range.end.column).toBe(5);
    const p = s.parts[0];
    expect(p.when.range.start.column).toBe(5);
    expect(p.when.range.end.column).toBe(12);
    const pred = firstEffect(p).predicate;
    expect([pred.range.start.column, pred.range.end.column]).toEqual([15, 19]);
  });

  it("▷ marks an effect chained to the one before it (3.5.12)", () => {
    const p = onlyPart("〖测试〗结束阶段开始时，你可摸一张牌▷你回复1点体力。");
    expect(p.effects.effects.map((e) => [e.predicate.op, e.chained])).toEqual([
      ["draw", false],
      ["recover", true],
    ]);
  });

  it("（→） starts a delayed effect with its own timing and scope (3.5.13)", () => {
    const p = onlyPart("〖测试〗摸牌阶段，你可令额定摸牌数-1▶（→）当你于此回合内受到伤害后，你摸一张牌。");
    expect(p.costs.map((c) => c.predicate.op)).toEqual(["adjustDrawCount"]);
    expect(p.effects.effects).toEqual([]);
    expect(p.effects.delayed?.timing).toMatchObject({ timing: "damage.taken", subject: "owner", scope: "thisTurn" });
    expect(p.effects.delayed?.effects.effects[0].predicate.op).toBe("draw");
  });

  it("①② split a skill into numbered parts, each with its own tags", () => {
    const s = skill("〖测试〗①锁定技，你至其他角色的距离-1。②结束阶段开始时，你可摸一张牌。");
    expect(s.parts.map((p) => [p.index, p.when.kind, p.tags.map((t) => t.tag)])).toEqual([
      [1, "state", ["locked"]],
      [2, "timing", []],
    ]);
  });

  it("conditions: 若结果不为红桃 and a 来源 subject (〖刚烈〗)", () => {
    const p = onlyPart("〖刚烈〗当你受到伤害后，你可判定▶若结果不为红桃，来源选择：1.弃置两张手牌；2.受到你造成的1点伤害。");
    expect(p.costs[0].predicate.op).toBe("judge");
    const e = firstEffect(p);
    expect(shape(e.condition)).toEqual({
      kind: "is",
      subject: { kind: "reference", ref: "result", attributes: [] },
      value: { id: "heart" },
      negated: true,
    });
    expect(shape(e.subject)).toEqual({ kind: "reference", ref: "source", attributes: [] });
    expect(e.predicate.op).toBe("chooseOption");
    if (e.predicate.op !== "chooseOption") return;
    expect(e.predicate.options.map((o) => o.effects.map((x) => x.predicate.op))).toEqual([["discard"], ["damage"]]);
    expect(e.predicate.options[1].effects[0].predicate).toMatchObject({ source: you, amount: { value: 1 } });
  });

  it("when-subjects: 一名角色的… is anyone's timing; a card subject gives a card filter", () => {
    const a = onlyPart("〖测试〗当一名角色的判定结果确定前，你可摸一张牌。");
    expect(a.when).toMatchObject({ kind: "timing", timing: { timing: "judge.beforeResult", subject: "any" } });
    const b = onlyPart("〖测试〗当【杀】指定目标后，你可摸一张牌。");
    expect(b.when).toMatchObject({ kind: "timing", timing: { timing: "use.specifiedTarget", subject: "any", card: { name: "杀" } } });
  });
});

describe("parser: more corpus skills from the same phrases", () => {
  it("〖连营〗: 当你失去手牌后❷ → move.after.2 (4.2.9) with the cards written in; 若你没有手牌", () => {
    const p = onlyPart("〖连营〗当你失去手牌后❷，若你没有手牌，你可摸一张牌。");
    expect(p.when.kind === "timing" && shape(p.when.timing)).toEqual({
      timing: "move.after.2",
      subject: "owner",
      subjectPhrase: you,
      cards: { kind: "described", attributes: [], head: { kind: "card", physical: false }, regions: ["hand"] },
      moveVerb: "lose",
    });
    expect(shape(p.condition)).toEqual({
      kind: "state",
      subject: you,
      attribute: { id: "hasCards", regions: ["hand"] },
      negated: true,
    });
    expect(p.optional).toBe(true);
  });

  it("〖枭姬〗: 失去装备区里的一张牌后❷ composes region + quantity into the timing's cards", () => {
    const p = onlyPart("〖枭姬〗当你失去装备区里的一张牌后❷，你可摸两张牌。");
    expect(p.when.kind === "timing" && shape(p.when.timing.cards)).toMatchObject({
      regions: ["equip"],
      quantity: { kind: "exact", n: { value: 1 } },
      head: { kind: "card" },
    });
  });

  it("〖集智〗: card-kind subject 普通锦囊牌, and a 且 condition with 不是转化牌", () => {
    const p = onlyPart("〖集智〗当普通锦囊牌被使用时，若使用者为你且此牌不是转化牌，你可摸一张牌。");
    expect(p.when).toMatchObject({
      kind: "timing",
      timing: { timing: "use.used", subject: "any", card: { category: "trick", subtype: "normalTrick" } },
    });
    expect(shape(p.condition)).toEqual({
      kind: "and",
      items: [
        { kind: "is", subject: { kind: "reference", ref: "user", attributes: [] }, value: you, negated: false },
        {
          kind: "is",
          subject: { kind: "reference", ref: "thisCard", attributes: [] },
          value: { kind: "described", attributes: [], head: { kind: "card", physical: false, converted: true } },
          negated: true,
        },
      ],
    });
  });

  it("并 joins two operations done together (3.5.19)", () => {
    const p = onlyPart("〖测试〗出牌阶段限一次，你可弃置一张手牌并失去1点体力▶你摸两张牌。");
    expect(p.costs.map((c) => [c.predicate.op, c.simultaneous ?? false])).toEqual([
      ["discard", false],
      ["loseHp", true],
    ]);
  });
});

describe("parser: {牌} slot timings (4.2.2 需要使用)", () => {
  it("当你需要使用【桃】时❸ → needUse.3 with the slot's card", () => {
    const p = onlyPart("〖测试〗当你需要使用【桃】时❸，你可摸一张牌。");
    expect(p.when.kind === "timing" && shape(p.when.timing)).toEqual({
      timing: "needUse.3",
      subject: "owner",
      subjectPhrase: you,
      card: { name: "桃" },
    });
  });

  it("需要打出【杀】时❶ → needPlay.1", () => {
    const p = onlyPart("〖测试〗当你需要打出【杀】时❶，你可摸一张牌。");
    expect(p.when).toMatchObject({ kind: "timing", timing: { timing: "needPlay.1", card: { name: "杀" } } });
  });
});
