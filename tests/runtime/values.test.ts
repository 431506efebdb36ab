// Value modifiers of chapter 3 through a test-only pack: hand limit (3.4.6), attack range
// (3.4.10), "不是…的合法目标" and "无距离关系的限制" (4.2.2 专题三/四).
import { describe, expect, it } from "vitest";
import { pack } from "./helpers.ts";
import { createScenario, type Modifier, type Pack, type SkillDef } from "../../runtime/index.ts";
import { isLegalTarget } from "../../runtime/values/targets.ts";

const at = { file: "test.sgs", line: 1, column: 1 };
const state = (name: string, modifiers: readonly Modifier[]): SkillDef => ({
  name,
  tags: ["locked"],
  parts: [{ kind: "state", modifiers, source: at }],
  source: at,
});

const testPack: Pack = {
  name: "test",
  generals: [
    { name: "甲", faction: "qun", gender: "male", hp: 3, lord: false, skills: ["宽手", "长臂", "奇思"], source: at },
    { name: "乙", faction: "qun", gender: "female", hp: 3, lord: false, skills: ["短手"], source: at },
  ],
  cards: [
    {
      name: "顺手牵羊",
      category: "trick",
      subtype: "normalTrick",
      skills: [],
      uses: [
        {
          when: { kind: "play" },
          targets: {
            kind: "players",
            min: 1,
            max: 1,
            legal: (ctx, c) => c !== ctx.you && ctx.game.cardsIn(c, ["hand", "equip", "judge"]).length > 0,
            inReach: (ctx, c) => ctx.game.distance(ctx.you, c) === 1,
          },
          effect: (ctx) => {
            const chosen = ctx.chooseCards({ chooser: ctx.user, owner: ctx.target, regions: ["hand", "equip", "judge"], min: 1, max: 1, reason: "顺手牵羊" });
            ctx.gain(ctx.user, chosen);
          },
          source: at,
        },
      ],
      source: at,
    },
  ],
  skills: [
    state("宽手", [{ value: "handLimit", delta: 1 }]),
    state("短手", [{ value: "handLimit", delta: -5 }]),
    state("长臂", [{ value: "attackRange", delta: 2 }]),
    state("无手不杀", [{ value: "notLegalTarget", cards: ["杀"], condition: (ctx) => ctx.game.player(ctx.you).hand.length === 0 }]),
    state("奇思", [{ value: "noDistanceLimit", category: "trick" }]),
  ],
  decks: [],
};

const players = (a: object = {}, b: object = {}) => [
  { general: "甲", ...a },
  { general: "刘备" },
  { general: "乙", ...b },
  { general: "张飞" },
  { general: "貂蝉" },
];

describe("modifiers", () => {
  it("3.4.6 手牌上限 = hp, +X/-X, floor 0", () => {
    const s = createScenario({ packs: [pack, testPack], players: players() });
    expect(s.view.handLimit(0)).toBe(4);
    expect(s.view.handLimit(1)).toBe(4);
    expect(s.view.handLimit(2)).toBe(0);
  });

  it("3.4.10 攻击范围 +X: range 1+2 reaches distance 2 and 3… but never oneself", () => {
    const s = createScenario({ packs: [pack, testPack], players: players() });
    expect(s.view.attackRange(0)).toBe(3);
    expect([1, 2, 3, 4].map((x) => s.view.inAttackRange(0, x))).toEqual([true, true, true, true]);
    expect(s.view.inAttackRange(0, 0)).toBe(false);
  });

  it("4.2.2 专题四: 不是【杀】的合法目标 while its condition holds (你没有手牌)", () => {
    const s = createScenario({ packs: [pack, testPack], players: players() });
    s.engine.state.players[3].skills.push("无手不杀");
    const rule = s.engine.registry.cards.get("杀")!.uses[0].targets;
    expect(isLegalTarget(s.engine, 4, "杀", 3, rule)).toBe(false);
    expect(isLegalTarget(s.engine, 4, "杀", 0, rule)).toBe(true);
    const card = s.engine.state.drawPile[0];
    s.engine.state.placeCard(card, { kind: "hand", owner: 3 });
    expect(isLegalTarget(s.engine, 4, "杀", 3, rule)).toBe(true);
  });

  it("4.2.2 专题三: 使用锦囊牌无距离关系的限制 lifts the distance rule only", () => {
    const s = createScenario({
      packs: [pack, testPack],
      players: players({ hand: ["顺手牵羊"] }, { hand: ["闪"] }),
    });
    const rule = s.engine.registry.cards.get("顺手牵羊")!.uses[0].targets;
    expect(s.view.distance(0, 2)).toBe(2);
    expect(isLegalTarget(s.engine, 0, "顺手牵羊", 2, rule)).toBe(true);
    expect(isLegalTarget(s.engine, 1, "顺手牵羊", 3, rule)).toBe(false); // no cards: target rule still applies
    s.engine.state.placeCard(s.engine.state.drawPile[0], { kind: "hand", owner: 3 });
    expect(isLegalTarget(s.engine, 1, "顺手牵羊", 3, rule)).toBe(false); // distance 2 without the modifier
    expect(isLegalTarget(s.engine, 0, "顺手牵羊", 0, rule)).toBe(false);
  });

  it("a later pack's card definition replaces an earlier one of the same name", () => {
    const s = createScenario({ packs: [pack, testPack], players: players() });
    expect(s.engine.registry.cards.get("顺手牵羊")!.uses).toHaveLength(1);
    expect(s.engine.registry.deck).toHaveLength(108);
  });
});
