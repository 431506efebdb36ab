// 废除 / 恢复 an area (004 §3.3.23–3.3.24, §3.8.6 ◆; 000 §4.2.23–4.2.24).
import { describe, expect, it } from "vitest";
import { ScriptedAgent, type PlayActionRequest, type PlayOption, type SeatView } from "../../runtime/index.ts";
import { board, scenarioWith, trigger } from "./opsHelpers.ts";
import { isLegalTarget } from "../../runtime/values/targets.ts";

class OptionsAgent extends ScriptedAgent {
  readonly offered: PlayOption[][] = [];
  override playAction(r: PlayActionRequest, view: SeatView): number {
    this.offered.push([...r.options]);
    return super.playAction(r, view);
  }
}

describe("3.3.23 废除 / 3.3.24 恢复", () => {
  it("4.2.23 disabling moves the area's cards to the discard pile and seals it", () => {
    const s = scenarioWith([], { players: board({ 1: { equipment: ["青釭剑", "八卦阵"], judge: ["乐不思蜀"] } }) });
    let done = false;
    s.run((e) => {
      done = e.disableArea(1, ["weapon", "judge"]);
    });
    expect(done).toBe(true);
    expect(s.engine.state.players[1].disabledAreas).toEqual(["weapon", "judge"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["乐不思蜀", "青釭剑"].sort());
    expect(s.player(1).equipment.armor).toBeDefined();
  });

  it("3.3.23 ◆ a sealed area cannot be disabled again; 3.3.24 ◆ an unsealed one cannot be restored", () => {
    const s = scenarioWith([], { players: board({ 1: { disabled: ["armor"] } }) });
    const out: boolean[] = [];
    s.run((e) => {
      out.push(e.disableArea(1, "armor"), e.restoreArea(1, "weapon"), e.restoreArea(1, "armor"));
    });
    expect(out).toEqual([false, false, true]);
    expect(s.engine.state.players[1].disabledAreas).toEqual([]);
  });

  it("4.2.23 ◆ no triggered skill is valid while the area's cards are moved (失去装备区里的牌后 not offered)", () => {
    const xiaoji = trigger("枭姬", "move.after.2", (ctx) => void ctx.draw(ctx.you, 2));
    const s = scenarioWith([xiaoji], { players: board({ 1: { equipment: ["青釭剑"], skills: ["枭姬"] } }), drawPile: ["闪", "闪"] });
    s.run((e) => void e.disableArea(1, "weapon"));
    expect(s.player(1).hand).toEqual([]);
    // the move itself still generates its timing points
    expect(s.timings().filter((t) => t === "move.after.2")).toHaveLength(1);
  });

  it("3.8.6 ◆ a sealed slot receives no card: an equipment card for it cannot be used, a move into it leaves the card where it is", () => {
    const agent = new OptionsAgent([{ play: "end" }]);
    const s = scenarioWith([], { players: board({ 0: { hand: ["青釭剑", "八卦阵"], disabled: ["weapon"], agent } }) });
    s.runPhase(0, "play");
    expect(agent.offered[0].flatMap((o) => (o.kind === "card" ? [o.name] : []))).toEqual(["八卦阵"]);
    const sword = s.player(0).hand.find((c) => s.card(c).name === "青釭剑")!;
    s.run((e) => e.moveCards([sword], { kind: "equip", owner: 0, slot: "weapon" }, "put", 0));
    expect(s.engine.state.zone(sword)).toEqual({ kind: "hand", owner: 0 });
  });

  it("3.3.23 a sealed judge area: no delayed trick can target it", () => {
    const s = scenarioWith([], { players: board({ 2: { disabled: ["judge"] } }) });
    const rule = { kind: "players" as const, min: 1, max: 1, legal: () => true };
    expect(isLegalTarget(s.engine, 0, "乐不思蜀", 2, rule)).toBe(false);
    expect(isLegalTarget(s.engine, 0, "乐不思蜀", 1, rule)).toBe(true);
  });
});
