// Rulings of 4.2.16 (减体力上限事件): at max hp 0 the player dies at once — no dying settlement,
// so nobody can save it — and nobody killed it (3.5.35: not a damage's source).
import { beforeAll, describe, expect, it } from "vitest";
import { createScenario, type Pack, type SkillContext, type SkillDef } from "../../runtime/index.ts";
import { general, RecordingAgent, rulingsPack } from "./helpers.ts";
import { rulingPacks } from "./compiled.ts";

let compiled: Pack[];
beforeAll(async () => {
  compiled = await rulingPacks();
});

const at = { file: "tests/rulings/4.2.16.test.ts", line: 1, column: 1 };

/** 〖凿险〗 reduced to its cost: "觉醒技，准备阶段开始时，…你减1点体力上限". */
const zaoxian: SkillDef = {
  name: "凿险",
  tags: ["awaken"],
  parts: [{ kind: "trigger", timing: "phase.prepare.start", subject: "owner", optional: false, effect: (ctx: SkillContext) => s.engine.loseMaxHp(ctx.you, 1), source: at }],
  source: at,
};

let s = createScenario({ packs: [rulingsPack], players: [{ general: "曹操" }, { general: "刘备" }, { general: "孙权" }, { general: "貂蝉" }] });

function pack(): Pack {
  return {
    ...rulingsPack,
    generals: [...rulingsPack.generals, general("邓艾-凿险", ["凿险"]), general("白板", [])],
    skills: [...rulingsPack.skills, zaoxian],
  };
}

describe("4.2.16 减体力上限", () => {
  it("4.2.16 ◎例如 馬岱（舊將）對鄧艾數次發動〖潛襲〗，導致鄧艾的體力上限為1。此時鄧艾發動〖鑿險〗", () => {
    // 邓艾 (max hp 1 after 〖潜袭〗) awakens 〖凿险〗: max hp 0, dead at once; the 【桃】 is never offered.
    const peach = new RecordingAgent([], "桃");
    s = createScenario({
      packs: [pack()],
      players: [{ general: "白板" }, { general: "邓艾-凿险", maxHp: 1, hp: 1 }, { general: "白板", hand: ["桃"], agent: peach }, { general: "白板" }, { general: "白板" }],
    });
    s.runPhase(1, "prepare");
    expect(s.player(1).alive).toBe(false);
    expect(s.timings().some((t) => t.startsWith("dying."))).toBe(false);
    expect(peach.asked).toEqual([]);
  });

  it("4.2.16 ◎例如 馬岱（舊將）在使用【殺】對距離為1且體力上限為1的龐統造成傷害時❷發動〖潛襲〗，", () => {
    // 5 players: seat 1 马岱 is a loyalist, seat 2 庞统 a rebel (4.1.1.2). Had 马岱 killed 庞统, he
    // would draw three (4.1.1.7).
    const madai = new RecordingAgent([{ play: { card: "杀" } }, { players: [2] }, { activate: true, skill: "潜袭" }], "马岱");
    const pangtong = new RecordingAgent([], "庞统");
    // On the compiled packs: 一将成名's 马岱 (〖潜袭〗, the 旧将 text) and the test pack's 庞统 (〖涅槃〗).
    s = createScenario({
      packs: compiled,
      players: [
        { general: "白板" },
        { general: "马岱", hand: ["杀"], agent: madai },
        { general: "庞统", maxHp: 1, hp: 1, agent: pangtong },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["闪♦3"], // the judgement: not a heart
    });
    s.runPhase(1, "play");
    expect(s.player(2).alive).toBe(false);
    const death = s.entries().find((x) => x.t === "death");
    expect(death && death.t === "death" ? death.killer : "?").toBeNull(); // 并非马岱杀死
    expect(s.entries().some((x) => x.t === "reward")).toBe(false);
    // 不能被挽救: no dying settlement, so 〖涅槃〗 is never offered
    expect(s.timings().some((t) => t.startsWith("dying."))).toBe(false);
    expect(pangtong.asked).toEqual([]);
    expect(madai.remaining).toEqual([]);
  });
});
