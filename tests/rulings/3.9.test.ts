// Rulings of 3.9 (the general card): 3.9.3 连环状态 — a chained victim of elemental damage is
// reset and the chain conducts the same damage to the other chained players, from the current
// player counter-clockwise; 3.9.5 复原 — an unchain then a flip, each its own state change event;
// 3.7.8 防止 — a transferred (prevented) damage neither resets nor conducts (〖天香〗 compiled, tests/rulings/packs/transfer.sgs).
import { beforeAll, describe, expect, it } from "vitest";
import { createScenario, type Pack, type Scenario, type ScenarioPlayer, type SkillContext, type SkillDef } from "../../runtime/index.ts";
import { general, rulingsPack } from "./helpers.ts";
import { rulingPacks } from "./compiled.ts";

let compiled: Pack[];
beforeAll(async () => {
  compiled = await rulingPacks();
});

const at = { file: "tests/rulings/3.9.test.ts", line: 1, column: 1 };

/** The scenario being run (test-only skills call the engine's operations through it). */
let current: Scenario | null = null;

/** 〖狂暴②〗: "锁定技，当你造成或受到1点伤害后，你获得1枚“暴怒”". */
const kuangbao: SkillDef = {
  name: "狂暴",
  tags: ["locked"],
  parts: (["damage.caused", "damage.taken"] as const).map((timing) => ({
    kind: "trigger" as const,
    timing,
    subject: "owner" as const,
    optional: false,
    perPoint: true,
    effect: (ctx: SkillContext) => current!.engine.gainMark(ctx.you, "暴怒", 1),
    source: at,
  })),
  source: at,
};


function board(players: ScenarioPlayer[], skills: SkillDef[], extra: Partial<Parameters<typeof createScenario>[0]> = {}): Scenario {
  const names = new Set(players.map((p) => p.general));
  const pack: Pack = {
    ...rulingsPack,
    generals: [...rulingsPack.generals.filter((g) => !names.has(g.name)), ...players.map((p) => general(p.general, p.skills ?? []))],
    skills: [...rulingsPack.skills.filter((k) => !skills.some((x) => x.name === k.name)), ...skills],
  };
  current = createScenario({ packs: [pack], players, ...extra });
  return current;
}

/** Damage entries: victim:amount. */
const hits = (s: Scenario) => s.entries().flatMap((x) => (x.t === "damage" ? [`${x.victim}:${x.amount}`] : []));
const SIX = ["甲", "乙", "丙", "丁", "戊", "己"];

describe("3.9.3 连环状态", () => {
  // 甲 uses a fire 【杀】 on 戊: a 1-point fire damage from 甲 stands in for it.
  it("3.9.3 ◎例如 乙、丙、丁、戊、己（从当前回合角色甲开始按逆时针方向排序）均处于连环状态，丙、戊", () => {
    // On the compiled packs: 丙 and 戊 wear 【藤甲】 (军争); the fire 【杀】 on 戊 is its damage.
    const s = createScenario({
      packs: compiled,
      players: SIX.map((g, i) => ({ general: "白板", chained: i > 0, ...(g === "丙" || g === "戊" ? { equipment: [g === "丙" ? "藤甲♠2" : "藤甲♣2"] } : {}) })),
    });
    s.run((e) => e.damage(4, 1, 0, { card: e.makeVirtual("杀", []) }, "fire"), 0);
    // 戊 takes 2 (藤甲), then 乙 2, 丙 3 (藤甲 again), 丁 2, 己 2; everyone is reset.
    expect(hits(s)).toEqual(["4:2", "1:2", "2:3", "3:2", "5:2"]);
    expect(s.engine.state.players.map((p) => p.chained)).toEqual([false, false, false, false, false, false]);
  });

  it("3.9.3 ◎例如 乙、丙、丁、戊、己（从当前回合角色甲开始按逆时针方向排序）均处于连环状态，乙是小", () => {
    // On the compiled packs: 乙 is 小乔（旧） (〖天香〗, tests/rulings/packs/transfer.sgs); the fire 【杀】 on 戊 is its damage.
    const s = createScenario({
      packs: compiled,
      players: SIX.map((g, i) => ({
        general: g === "乙" ? "小乔（旧）" : "白板",
        chained: i > 0,
        ...(g === "乙" ? { hand: ["桃♥5"], agent: [{ activate: true, skill: "天香" }, { players: [3] }] } : {}),
      })),
      drawPile: ["杀♠7", "杀♠8"],
    });
    s.run((e) => e.damage(4, 1, 0, { card: e.makeVirtual("杀", []) }, "fire"), 0);
    // 戊 1; the chain: 乙 transfers its 1 to 丁 (chain damage still: 丁 reset, no new chain), 丙 1,
    // 丁 already reset (skipped), 己 1. 乙 prevented its damage: it stays chained.
    expect(hits(s)).toEqual(["4:1", "3:1", "2:1", "5:1"]);
    expect(s.engine.state.players.map((p) => p.chained)).toEqual([false, true, false, false, false, false]);
    expect(s.entries()).toContainEqual({ t: "transferDamage", from: 1, to: 3, amount: 1 });
  });

  it("3.9.3 ◎例如 马岱和吕布（神）处于连环状态，吕布对马岱使用火【杀】，马岱受到1点火焰伤害，吕布", () => {
    const s = board([{ general: "吕布", chained: true, skills: ["狂暴"] }, { general: "马岱", chained: true }, { general: "白甲" }, { general: "白乙" }], [kuangbao]);
    s.run((e) => e.damage(1, 1, 0, {}, "fire"), 0);
    // 吕布: 1 for dealing 马岱's damage, then 1 for dealing and 1 for taking the chain damage.
    expect(s.engine.marks(0, "暴怒")).toBe(3);
    expect(hits(s)).toEqual(["1:1", "0:1"]);
    expect([s.player(0).chained, s.player(1).chained]).toEqual([false, false]);
  });
});

describe("3.9.5 复原", () => {
  it("3.9.5 ◎例如 武将牌背面朝上的庞统发动〖涅槃〗执行复原的效果，当庞统翻面后，陈群能发动〖法恩〗", () => {
    // On the compiled packs: the test pack's 庞统 (〖涅槃〗) and 一将成名's 陈群 (〖法恩〗).
    const s = createScenario({
      packs: compiled,
      players: [
        { general: "庞统", hp: 1, faceDown: true, hand: ["闪♦2"], agent: [{ activate: true, skill: "涅槃" }] },
        { general: "陈群", agent: [{ activate: true, skill: "法恩" }] },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["闪", "杀", "桃", "无中生有"],
    });
    s.act(2, (ctx) => ctx.damage(0, 1));
    // 〖涅槃〗 turned 庞统 face up (复原: 翻面); at 翻面后 陈群's 〖法恩①〗 made him draw, then 〖涅槃〗's three
    expect(s.player(0).faceUp).toBe(true);
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e as { skill: string }).skill)).toEqual(["涅槃", "法恩"]);
    expect(s.handNames(0)).toEqual(["闪", "杀", "桃", "无中生有"]);
    expect(s.player(0).hp).toBe(3);
  });
});

describe("3.7.8 防止", () => {
  it("3.7.8 ◎例如 一名不处于连环状态的角色对处于连环状态的小乔-大乔使用火【杀】，小乔-大乔在受到", () => {
    // On the compiled packs: 小乔（旧） (〖天香〗; 大乔 plays no part); a fire 【杀】's damage from seat 0.
    const s = createScenario({
      packs: compiled,
      players: [
        { general: "白板" },
        { general: "小乔（旧）", chained: true, hand: ["桃♥5"], agent: [{ activate: true, skill: "天香" }, { players: [0] }] },
        { general: "白板", chained: true },
        { general: "白板" },
      ],
      drawPile: ["杀♠7", "杀♠8"],
    });
    s.run((e) => e.damage(1, 1, 0, { card: e.makeVirtual("杀", []) }, "fire"), 0);
    // the damage goes to the user; 小乔-大乔 prevented its own: no reset, no chain
    expect(hits(s)).toEqual(["0:1"]);
    expect([s.player(1).chained, s.player(2).chained]).toEqual([true, true]);
    expect(s.timings().filter((t) => t.startsWith("state."))).toEqual([]);
  });
});
