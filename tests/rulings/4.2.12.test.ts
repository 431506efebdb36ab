// Rulings of 4.2.12 (伤害事件): "受到伤害后" is once per damage event, whatever the damage value.
import { describe, expect, it } from "vitest";
import { RecordingAgent, only, scenario } from "./helpers.ts";

describe("4.2.12 受到伤害后 is per damage, not per point", () => {
  // 〖节命〗 is test-only (helpers.ts): "当你受到1点伤害后，你可令一名角色摸一张牌" (the real one
  // fills a hand up to max hp); the ruling is about how many times it may be activated.
  it("4.2.12 ◎例如 荀彧一次受到2點傷害後，可先發動一次〖節命〗，令一名角色摸牌，然後可再發動一次〖", () => {
    const agent = new RecordingAgent([{ activate: true, skill: "节命" }, { players: [1] }, { activate: true, skill: "节命" }, { players: [2] }]);
    const s = scenario({ players: [{ general: "张飞" }, { general: "荀彧", agent }, { general: "马超" }, { general: "貂蝉" }], drawPile: ["杀", "闪", "桃"] });
    s.act(0, (ctx) => ctx.damage(1, 2));
    expect(s.player(1).hp).toBe(1);
    // One 受到伤害后, two chances (one per point).
    expect(only(s.timings(), "damage.taken")).toEqual(["damage.taken"]);
    expect(agent.remaining).toEqual([]);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["闪"]);

    // A 1-point damage gives one chance only.
    const one = new RecordingAgent([{ activate: false, skill: "节命" }]);
    const t = scenario({ players: [{ general: "张飞" }, { general: "荀彧", agent: one }, { general: "马超" }, { general: "貂蝉" }] });
    t.act(0, (ctx) => ctx.damage(1, 1));
    expect(one.asked.map((r) => r.kind)).toEqual(["activate"]);
  });

  // 〖放逐〗 ("当你受到伤害后，你可…") is test-only (helpers.ts): a plain draw at 受到伤害后 (a card-less
  // damage leaves 〖奸雄〗 nothing to gain, so it is not offered, 003 §三 ◆).
  it("4.2.12 ◎例如 曹丕一次受到2點傷害後，只能發動一次〖放逐〗。", () => {
    const agent = new RecordingAgent([{ activate: true, skill: "放逐" }]);
    const s = scenario({ players: [{ general: "张飞" }, { general: "曹丕", maxHp: 6, agent }, { general: "马超" }, { general: "貂蝉" }] });
    s.act(0, (ctx) => ctx.damage(1, 2));
    expect(s.player(1).hp).toBe(4);
    // One 受到伤害后 and one activation request for a 2-point damage.
    expect(only(s.timings(), "damage.taken")).toEqual(["damage.taken"]);
    expect(agent.asked.map((r) => r.kind)).toEqual(["activate"]);
    expect(s.entries().filter((e) => e.t === "skill")).toEqual([{ t: "skill", player: 1, skill: "放逐" }]);

    // Contrast: two damage events of 1 point each are two chances.
    s.mark();
    agent.push({ activate: false }, { activate: false });
    s.act(0, (ctx) => ctx.damage(1, 1));
    s.act(0, (ctx) => ctx.damage(1, 1));
    expect(agent.remaining).toEqual([]);
    expect(s.player(1).hp).toBe(2);
    expect(only(s.timings(), "damage.taken")).toEqual(["damage.taken", "damage.taken"]);
  });
});
