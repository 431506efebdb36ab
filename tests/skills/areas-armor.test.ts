// 3.3.23–3.3.24 废除/恢复 an area written with its owner (你废除你的防具区), 3.1.7 / 3.3.23 ◆
// 处于封印状态 as a condition, the timing points of 4.2.23–4.2.24 (当你废除防具区后), and 4.2.14's
// 减Y点护甲 as an operation. Compiled text beside skills/standard.sgs (blind batch 4's 〖铸甲〗
// 〖坚城〗 〖卸甲〗 are the sentences that asked for them).
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileTexts, loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type ScenarioPlayer } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 区域测试包

武将 区测甲 魏 男 4
〖铸甲〗出牌阶段限一次，你可废除你的防具区▷你加2点护甲。
〖坚城〗锁定技，当你受到伤害后，若你没有护甲且你的防具区处于封印状态，你恢复你的防具区▷你摸一张牌。
〖卸甲〗结束阶段开始时，若你有护甲，你可减2点护甲▶你摸两张牌。

武将 区测乙 魏 男 4
〖闻废〗当你废除防具区后，你可摸两张牌。
〖闻复〗当你恢复武器区后，你可摸一张牌。
〖废装〗出牌阶段限一次，你可废除装备区。
〖未封〗锁定技，当你受到伤害后，若你的判定区不处于封印状态，你废除你的判定区。
`;

const STANDARD = { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" };
let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([STANDARD, { text: PACK, file: "areas.sgs" }]);
}, 120_000);

const board = (players: ScenarioPlayer[]) => createScenario({ packs, players, drawPile: ["桃♥3", "桃♥4", "桃♥6", "桃♥7"] });
const blank = (more: Partial<ScenarioPlayer> = {}): ScenarioPlayer => ({ general: "白板", agent: [], ...more });

describe("你废除你的防具区▷你加2点护甲 (3.3.23, 4.2.23, 3.5.60)", () => {
  test("the armour card goes to the discard pile, the area is sealed, then 2 armour", () => {
    const s = board([{ general: "区测甲", skills: ["铸甲"], equipment: ["八卦阵"], agent: [{ play: { skill: "铸甲" } }] }, blank()]);
    s.runPhase(0, "play");
    const p = s.engine.state.players[0];
    expect(p.equipment.armor).toBeUndefined();
    expect(p.disabledAreas).toEqual(["armor"]);
    expect(p.armor).toBe(2);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toContain("八卦阵");
  });
  test("a sealed area cannot be disabled (3.3.23 ◆): with no effect it can do, the skill is not offered", () => {
    const s = board([{ general: "区测甲", skills: ["铸甲"], disabled: ["armor"], agent: [] }, blank()]);
    s.runPhase(0, "play");
    expect(s.engine.state.players[0].armor).toBe(0);
  });
});

describe("若你的防具区处于封印状态，你恢复你的防具区 (3.1.7, 3.3.24, 4.2.24)", () => {
  const hurt = (more: Partial<ScenarioPlayer>) => {
    const s = board([{ general: "区测甲", skills: ["坚城"], agent: [], ...more }, blank()]);
    s.run((e) => e.damage(0, 1, 1, {}));
    return s;
  };
  test("sealed and no armour: restored, then a card drawn", () => {
    const s = hurt({ disabled: ["armor"] });
    expect(s.engine.state.players[0].disabledAreas).toEqual([]);
    expect(s.handNames(0)).toHaveLength(1);
  });
  test("not sealed: nothing", () => {
    const s = hurt({});
    expect(s.handNames(0)).toHaveLength(0);
  });
  test("armour left after the damage: nothing, the area stays sealed", () => {
    const s = hurt({ disabled: ["armor"], armor: 2 });
    expect(s.engine.state.players[0].armor).toBe(1);
    expect(s.engine.state.players[0].disabledAreas).toEqual(["armor"]);
    expect(s.handNames(0)).toHaveLength(0);
  });
});

describe("若你的判定区不处于封印状态 (the negated test)", () => {
  test("not sealed: disabled on the first damage, and the judge card goes to the discard pile", () => {
    const s = board([{ general: "区测乙", skills: ["未封"], judge: ["乐不思蜀"], agent: [] }, blank()]);
    s.run((e) => e.damage(0, 1, 1, {}));
    expect(s.engine.state.players[0].disabledAreas).toEqual(["judge"]);
    expect(s.engine.state.players[0].judgeArea).toEqual([]);
  });
  test("sealed already: nothing (no second 废除)", () => {
    const s = board([{ general: "区测乙", skills: ["未封"], disabled: ["judge"], agent: [] }, blank()]);
    s.mark();
    s.run((e) => e.damage(0, 1, 1, {}));
    expect(s.timings()).not.toContain("disable.before");
  });
});

describe("你可减2点护甲▶你摸两张牌 (4.2.14 减Y点护甲)", () => {
  const finish = (armor: number, activate: boolean) => {
    const s = board([{ general: "区测甲", skills: ["卸甲"], armor, agent: [{ activate, skill: "卸甲" }] }, blank()]);
    s.runPhase(0, "finish");
    return s;
  };
  test("armour 3: 1 left, two cards", () => {
    const s = finish(3, true);
    expect(s.engine.state.players[0].armor).toBe(1);
    expect(s.handNames(0)).toHaveLength(2);
  });
  test("armour 1, fewer than X: all of it is lost (as 3.5.60's Y), two cards", () => {
    const s = finish(1, true);
    expect(s.engine.state.players[0].armor).toBe(0);
    expect(s.handNames(0)).toHaveLength(2);
  });
  test("declined: armour kept, nothing drawn", () => {
    const s = finish(3, false);
    expect(s.engine.state.players[0].armor).toBe(3);
    expect(s.handNames(0)).toHaveLength(0);
  });
  test("no armour: not offered (若你有护甲; and the cost cannot be paid)", () => {
    const s = board([{ general: "区测甲", skills: ["卸甲"], agent: [] }, blank()]);
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toHaveLength(0);
  });
});

describe("当你废除防具区后 / 当你恢复武器区后 (4.2.23 (2), 4.2.24 (2))", () => {
  test("废除装备区 includes the armour area: 〖闻废〗 fires once, after the cards are gone", () => {
    const s = board([{ general: "区测乙", equipment: ["八卦阵"], agent: [{ play: { skill: "废装" } }, { activate: true, skill: "闻废" }, { play: "end" }] }, blank()]);
    s.runPhase(0, "play");
    expect(s.engine.state.players[0].disabledAreas).toHaveLength(6);
    expect(s.handNames(0)).toHaveLength(2);
  });
  test("a 废除 of another area does not fire it; 恢复防具区 does not fire 〖闻复〗", () => {
    const s = board([{ general: "区测乙", skills: ["闻废", "闻复"], disabled: ["armor"], agent: [] }, blank()]);
    s.run((e) => {
      e.disableArea(0, "weapon");
      e.restoreArea(0, "armor");
    });
    expect(s.handNames(0)).toHaveLength(0);
  });
  test("恢复武器区 fires 〖闻复〗 after the area is unsealed", () => {
    const s = board([{ general: "区测乙", skills: ["闻复"], disabled: ["weapon"], agent: [{ activate: true, skill: "闻复" }] }, blank()]);
    s.run((e) => e.restoreArea(0, "weapon"));
    expect(s.engine.state.players[0].disabledAreas).toEqual([]);
    expect(s.handNames(0)).toHaveLength(1);
  });
});

describe("the owner of the area is the one who does it (4.2.23: 其将这些区域里的所有牌置入弃牌堆)", () => {
  test("废除一名其他角色的防具区 is an error on that player, not a no-op", () => {
    const text = "扩展包 误\n\n武将 误甲 魏 男 4\n〖误废〗出牌阶段限一次，你可废除一名其他角色的防具区▷你加2点护甲。\n";
    const [, batch] = compileTexts([STANDARD, { file: "bad.sgs", text }], { emit: false });
    const errors = batch.diagnostics.filter((d) => d.severity === "error" && d.file === "bad.sgs");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 4, column: 17 });
    expect(errors[0].message).toContain("一名其他角色");
  });
});
