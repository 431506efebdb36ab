// Ruling of 3.5.27 (选择：1.……2.……): an option whose unconditional effects can all not be done
// cannot be chosen — 复原 (3.9.5) cannot be done by a player face up and not chained.
import { describe, expect, it } from "vitest";
import { createScenario, type Pack, type ScenarioPlayer, type SkillContext } from "../../runtime/index.ts";
import { general, rulingsPack } from "./helpers.ts";

const pack: Pack = { ...rulingsPack, generals: [...rulingsPack.generals, general("徐庶", []), general("白板", [])] };

/**
 * 〖举荐〗's effect: "其选择一项：1.摸两张牌；2.回复1点体力；3.复原武将牌" — only the options it can
 * carry out are offered (3.5.27). Returns the options offered and runs the chosen one.
 */
function jujian(ctx: SkillContext, target: number, offered: string[], can: { restore: boolean }): void {
  const options = [{ name: "摸两张牌", can: true }, { name: "回复1点体力", can: ctx.game.isWounded(target) }, { name: "复原武将牌", can: can.restore }].filter((o) => o.can);
  offered.push(...options.map((o) => o.name));
  const pick = options[ctx.chooseOption(target, options.map((o) => o.name), "举荐")].name;
  if (pick === "摸两张牌") ctx.draw(target, 2);
  else if (pick === "回复1点体力") ctx.recover(target, 1);
}

describe("3.5.27 选择", () => {
  it("3.5.27 ◎例如 徐庶对一名角色发动〖举荐〗时，若其此将牌：正面朝上且其未处于连环状态， 其不能选", () => {
    const states: { faceDown?: boolean; chained?: boolean }[] = [{}, { chained: true }, { faceDown: true }, { faceDown: true, chained: true }];
    const restorable: boolean[] = [];
    for (const st of states) {
      const target: ScenarioPlayer = { general: "白板", ...st, agent: [{ option: 0 }] };
      const s = createScenario({ packs: [pack], players: [{ general: "徐庶" }, target, { general: "白板" }, { general: "白板" }], drawPile: ["闪", "闪"] });
      const offered: string[] = [];
      s.act(0, (ctx) => jujian(ctx, 1, offered, { restore: s.engine.canRestore(1) }));
      restorable.push(offered.includes("复原武将牌"));
    }
    // face up and not chained: no 复原; chained / face down / both: 复原 may be chosen
    expect(restorable).toEqual([false, true, true, true]);
  });
});
