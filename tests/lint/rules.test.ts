// Each rule flags a crafted bad line and passes the good form (seed sections in the names).
import { describe, expect, test } from "vitest";
import { lintSource } from "../../compiler/lint/lint.ts";
import { readPack } from "../../grammar/pack.ts";
import { RULES } from "../../compiler/lint/registry.ts";
import { covered, ids, lintLines, underGeneral } from "./helpers.ts";

describe("every rule's documented example", () => {
  for (const rule of RULES) {
    test(`${rule.id} ${rule.name} (§${rule.section}): the bad example is flagged, the good one is clean`, () => {
      expect(ids(lintLines(rule.example.bad))).toContain(rule.id);
      expect(lintLines(rule.example.good)).toEqual([]);
    });
  }
});

describe("SGS001 split-timing (4.1.1.6, 4.2.x)", () => {
  test("摸牌阶段开始时 without ❶/❷ lists both catalogue points", () => {
    const text = underGeneral("〖测试〗摸牌阶段开始时，你可摸一张牌。");
    const [f] = lintSource(text, "t.sgs");
    expect(f.ruleId).toBe("SGS001");
    expect(covered(text, f)).toBe("摸牌阶段开始时");
    expect(f.candidates).toEqual(["摸牌阶段开始时❶ (phase.draw.start.1)", "摸牌阶段开始时❷ (phase.draw.start.2)"]);
    expect(f.fix).toBeUndefined();
  });

  test("the {牌} slot with 使用/打出 alternatives (4.2.2): 需要使用/打出【闪】时 has three candidates", () => {
    const text = underGeneral("〖测试〗当你需要使用/打出【闪】时，你可判定。");
    const [f] = lintSource(text, "t.sgs");
    expect(covered(text, f)).toBe("需要使用/打出【闪】时");
    expect(f.candidates).toHaveLength(3);
    expect(f.candidates?.[2]).toBe("需要使用/打出【闪】时❸ (needUse.3)");
  });

  test("move timings with cards after 失去 (4.2.9) and damage with an amount (4.2.12)", () => {
    const move = lintLines("〖测试〗当你失去装备区里的一张牌后，你可摸两张牌。");
    expect(move.map((f) => f.candidates?.map((c) => c.replace(/.* \(/u, "(")))).toEqual([["(move.after.1)", "(move.after.2)"]]);
    const damage = lintLines("〖测试〗当你对一名角色造成1点伤害时，你可摸一张牌。");
    expect(damage[0].candidates?.map((c) => c.slice(-16))).toEqual(
      ["(damage.cause.1)", "(damage.cause.2)", "(damage.cause.3)"].map((s) => s.padStart(16)),
    );
  });

  test("回合开始后 (4.1.1.6) has nine candidates; 判定结果确定后 (4.2.11) two", () => {
    expect(lintLines("〖测试〗回合开始后，你可摸一张牌。")[0].candidates).toHaveLength(9);
    expect(lintLines("〖测试〗当你的判定结果确定后，你可获得判定牌。")[0].candidates).toHaveLength(2);
  });

  test("marked timings and unsplit timings are clean: 摸牌阶段开始时❷, 受到伤害后, 摸牌阶段", () => {
    expect(lintLines("〖测试〗摸牌阶段开始时❷，你可摸一张牌。")).toEqual([]);
    expect(lintLines("〖测试〗当你受到伤害后，你可摸一张牌。")).toEqual([]);
    expect(lintLines("〖英姿〗摸牌阶段，你可令额定摸牌数+1。")).toEqual([]);
  });

  test("a card's 使用时机 line is checked too", () => {
    const text = "扩展包 测试\n\n牌 【测】 基本牌\n使用时机：当你受到伤害时。\n使用目标：你。\n作用效果：你摸一张牌。\n";
    expect(lintSource(text, "t.sgs").map((f) => [f.ruleId, f.line])).toEqual([["SGS001", 4]]);
  });
});

describe("SGS002 unknown-timing-mark (4.1.1.6)", () => {
  test("a mark after an unsplit timing is flagged without candidates", () => {
    const [f] = lintLines("〖测试〗当你受到伤害后❶，你可摸一张牌。");
    expect(f.ruleId).toBe("SGS002");
    expect(f.candidates).toBeUndefined();
  });

  test("a mark beyond the split lists the marks that exist", () => {
    const [f] = lintLines("〖测试〗摸牌阶段开始时❸，你可摸一张牌。");
    expect(f.ruleId).toBe("SGS002");
    expect(f.candidates).toEqual(["摸牌阶段开始时❶ (phase.draw.start.1)", "摸牌阶段开始时❷ (phase.draw.start.2)"]);
  });

  test("corpus forms are clean: 失去装备区里的一张牌后❷, 需要使用【桃】时❸, 对一名角色造成伤害时❷", () => {
    expect(lintLines("〖枭姬〗当你失去装备区里的一张牌后❷，你可摸两张牌。")).toEqual([]);
    expect(lintLines("〖急救〗当你于回合外需要使用【桃】时❸，你可使用对应的实体牌为你的一张红色牌的【桃】。")).toEqual([]);
    expect(lintLines("〖测试〗当你对一名角色造成伤害时❷，你可摸一张牌。")).toEqual([]);
  });
});

/** Whether the grammar reads the skill line (else the rules read its text). */
const readIt = (line: string) => readPack(underGeneral(line), "t.sgs").pack.generals[0].skills[0].texts.length > 0;

describe("SGS003 locked-optional (3.5.5, 003 专题一)", () => {
  test("a read 锁定技 with part-level 可 is flagged at the 可", () => {
    const text = underGeneral("〖测试〗锁定技，当你受到伤害后，你可摸一张牌。");
    const [f] = lintSource(text, "t.sgs");
    expect(f.ruleId).toBe("SGS003");
    expect(covered(text, f)).toBe("可");
    const lord = underGeneral("〖测试〗主公技，锁定技，当你需要使用【杀】时❶，你可令所有其他蜀势力角色依次选择是否打出【杀】。");
    expect(lintSource(lord, "t.sgs").map((f) => [f.ruleId, covered(lord, f)])).toEqual([["SGS003", "可"]]);
  });

  test("a line the grammar does not read is checked from its text (锁定技 before ①)", () => {
    const line = "〖测试〗锁定技，①当你受到伤害后，你可摸一张牌。②当你受到伤害后，你摸一张牌。";
    expect(readIt(line)).toBe(false);
    const text = underGeneral(line);
    expect(lintSource(text, "t.sgs").map((f) => [f.ruleId, covered(text, f)])).toEqual([["SGS003", "可"]]);
  });

  test("only the locked part of a ①② skill; 可 after ▶ and 【无懈可击】 are not the launch choice", () => {
    const text = underGeneral("〖测试〗①锁定技，当你受到伤害后，你摸一张牌▶你可弃置一张牌。②当你受到伤害后，你可摸一张牌。");
    expect(lintSource(text, "t.sgs").filter((f) => f.ruleId === "SGS003")).toEqual([]);
    expect(ids(lintLines("〖测试〗锁定技，你不是【无懈可击】的合法目标。"))).not.toContain("SGS003");
    expect(ids(lintLines("〖测试〗当你受到伤害后，你可摸一张牌。"))).toEqual([]);
  });
});

describe("SGS004 slash-pairing (3.5.10)", () => {
  test("runs of 2 and 3 alternatives in one sentence", () => {
    const text = underGeneral("〖测试〗当你需要使用/打出【闪】时❸，你可使用/打出/弃置一张【杀】。");
    const [f] = lintSource(text, "t.sgs");
    expect(f.ruleId).toBe("SGS004");
    expect(covered(text, f)).toContain("使用/打出/弃置");
  });

  test("runs in different sentences or parts do not pair", () => {
    expect(lintLines("〖测试〗①当你需要使用/打出【闪】时❸，你可摸一张牌。②当你需要使用/打出/弃置【杀】时❸，你可摸一张牌。").filter((f) => f.ruleId === "SGS004")).toEqual([]);
  });

  test("card: 3 使用时机 alternatives against 2 使用目标 ones; 1 against 2 pairs", () => {
    const bad = "扩展包 测试\n\n牌 【测】 基本牌\n使用时机：出牌阶段/一名角色处于濒死状态时/结束阶段。\n使用目标：已受伤的你/处于濒死状态的角色。\n作用效果：目标对应的角色回复1点体力。\n";
    expect(lintSource(bad, "t.sgs").map((f) => [f.ruleId, f.line])).toEqual([["SGS004", 5]]);
    const good = "扩展包 测试\n\n牌 【测】 基本牌\n使用时机：出牌阶段。\n使用目标：已受伤的你/处于濒死状态的角色。\n作用效果：目标对应的角色回复1点体力。\n";
    expect(lintSource(good, "t.sgs")).toEqual([]);
  });
});

describe("SGS005 equal-without-quantity (3.4.13)", () => {
  test("read: 等量 after a fixed 1点 or after nothing is flagged; after 至少一张 or 所有 it is clean", () => {
    const text = underGeneral("〖测试〗出牌阶段，你可失去1点体力▶你摸等量的牌。");
    const [f] = lintSource(text, "t.sgs");
    expect(f.ruleId).toBe("SGS005");
    expect(covered(text, f)).toMatch(/^等量/u);
    expect(lintLines("〖制衡〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。")).toEqual([]);
    expect(ids(lintLines("〖测试〗出牌阶段限一次，你可将所有手牌置入弃牌堆▶你摸等量的牌。"))).not.toContain("SGS005");
    expect(ids(lintLines("〖测试〗当你受到伤害后，你可令一名角色展示等量的牌。"))).toContain("SGS005");
  });

  test("lines the grammar does not read are checked from their text", () => {
    // 魔法 is no word of the vocabulary: the lines do not read.
    const clean = "〖测试〗出牌阶段限一次，你可将所有手牌魔法▶你摸等量的牌。";
    const flagged = "〖测试〗当你受到伤害后，你可令一名角色魔法等量的牌。";
    expect([readIt(clean), readIt(flagged)]).toEqual([false, false]);
    expect(ids(lintLines(clean))).not.toContain("SGS005");
    const text = underGeneral(flagged);
    const [f] = lintSource(text, "t.sgs").filter((x) => x.ruleId === "SGS005");
    expect(covered(text, f)).toBe("等量");
  });
});

describe("SGS006 this-card-unbound (3.5.16)", () => {
  test("此牌 with no card before it; 出牌阶段 and 牌堆 do not count as cards", () => {
    expect(ids(lintLines("〖测试〗当你受到伤害后，你可获得此牌。"))).toEqual(["SGS006"]);
    expect(ids(lintLines("〖测试〗出牌阶段，你可将牌堆顶的牌置于此牌上。"))).not.toContain("SGS006");
    expect(ids(lintLines("〖测试〗出牌阶段，你可令一名角色获得此牌。"))).toEqual(["SGS006"]);
  });

  test("a card mentioned first (手牌, 【杀】) binds 此牌; a card's own lines are not flagged", () => {
    expect(ids(lintLines("〖测试〗当你受到伤害后，你可展示一张手牌▶你弃置此牌。"))).toEqual([]);
    expect(ids(lintLines("〖测试〗当【杀】指定目标后，若此牌为红色，你可摸一张牌。"))).not.toContain("SGS006");
    const card = "扩展包 测试\n\n牌 【测】 锦囊牌·延时锦囊牌\n使用时机：出牌阶段。\n使用目标：你。\n作用效果：目标对应的角色判定▶若结果为红桃，系统将此牌对应的实体牌置入弃牌堆。\n";
    expect(ids(lintSource(card, "t.sgs"))).not.toContain("SGS006");
  });
});

describe("SGS007 undefined-variable (3.4.11)", () => {
  test("X without （X=…） is flagged once per variable; with it the line is clean", () => {
    const text = underGeneral("〖测试〗准备阶段开始时，你可摸X张牌▶你弃置X张牌。");
    expect(lintSource(text, "t.sgs").filter((f) => f.ruleId === "SGS007")).toHaveLength(1);
    expect(lintLines("〖观星〗准备阶段开始时，你可将牌堆顶的X张牌扣置入处理区（对你可见）（X=min{角色数,5}）▶你将其中任意数量的牌以任意顺序置于牌堆顶，将其余的牌以任意顺序置于牌堆底。")).toEqual([]);
  });

  test("a card defines X in any field (【五谷丰登】 执行动作); A/B label players", () => {
    const card =
      "扩展包 测试\n\n牌 【测】 锦囊牌·普通锦囊牌\n使用时机：出牌阶段。\n使用目标：所有角色。\n" +
      "执行动作：1.当此牌的使用结算准备工作结束时，系统亮出牌堆顶的X张牌（X为此牌的目标数）。\n" +
      "作用效果：目标对应的角色获得以此法亮出的牌中的一张。\n";
    expect(ids(lintSource(card, "t.sgs"))).not.toContain("SGS007");
    const noDef = card.replace("（X为此牌的目标数）", "");
    expect(ids(lintSource(noDef, "t.sgs"))).toContain("SGS007");
    expect(ids(lintLines("〖测试〗出牌阶段，你可令一名角色A对一名角色B造成1点伤害。"))).not.toContain("SGS007");
  });
});

describe("SGS008 half-width-punctuation", () => {
  test("each half-width mark gets a full-width fix; formulas {…} keep their commas", () => {
    const text = underGeneral("〖测试〗出牌阶段,你可弃置一张牌;你摸一张牌。");
    const found = lintSource(text, "t.sgs").filter((f) => f.ruleId === "SGS008");
    expect(found.map((f) => f.fix?.edits[0].text)).toEqual(["，", "；"]);
    expect(ids(lintLines("〖测试〗准备阶段开始时，你可摸X张牌（X=min{角色数,5}）。"))).toEqual([]);
  });

  test("a card field label with a half-width colon is recognised and flagged", () => {
    const text = "扩展包 测试\n\n牌 【测】 基本牌\n使用时机:出牌阶段。\n使用目标：你。\n作用效果：你摸一张牌。\n";
    const found = lintSource(text, "t.sgs");
    expect(found.map((f) => [f.ruleId, f.line, f.column])).toEqual([["SGS008", 4, 5]]);
  });
});

describe("configuration", () => {
  test("--rule settings turn rules off or change their severity", async () => {
    const { parseRuleSettings } = await import("../../compiler/lint/lint.ts");
    const text = underGeneral("〖测试〗摸牌阶段开始时,你可摸一张牌。");
    expect(ids(lintSource(text, "t.sgs", parseRuleSettings(["SGS001=off"])))).toEqual(["SGS008"]);
    const raised = lintSource(text, "t.sgs", parseRuleSettings(["half-width-punctuation=error"]));
    expect(raised.find((f) => f.ruleId === "SGS008")?.severity).toBe("error");
    expect(() => parseRuleSettings(["SGS999=off"])).toThrow(/unknown rule/u);
    expect(() => parseRuleSettings(["SGS001=loud"])).toThrow(/expected ID=off\|warn\|error/u);
  });
});

describe("SGS009 double-cost-arrow (3.5.11)", () => {
  test("two ▶ in a part are flagged at the second; a delayed effect （→） may have its own ▶", () => {
    const text = underGeneral("〖测试〗出牌阶段，你可弃置一张牌▶你失去1点体力▶你摸两张牌。");
    const found = lintSource(text, "t.sgs").filter((f) => f.ruleId === "SGS009");
    expect(found.map((f) => f.column)).toEqual([text.split("\n")[3].lastIndexOf("▶") + 1]);
    expect(ids(lintLines("〖测试〗出牌阶段，你可弃置一张牌▶（→）结束阶段开始时，你可失去1点体力▶你摸两张牌。"))).not.toContain("SGS009");
    expect(ids(lintLines("〖测试〗①出牌阶段，你可弃置一张牌▶你摸一张牌。②结束阶段开始时，你可弃置一张牌▶你摸一张牌。"))).not.toContain("SGS009");
    // Each side of a 转换技 (3.5.62) has its own costs.
    expect(ids(lintLines("〖测试〗转换技，出牌阶段限一次，阳：你可弃置一张手牌▶你回复1点体力；阴：你可失去1点体力▶你摸两张牌。"))).not.toContain("SGS009");
    expect(ids(lintLines("〖测试〗转换技，出牌阶段限一次，阳：你可弃置一张手牌▶你失去1点体力▶你摸两张牌；阴：你可摸一张牌。"))).toContain("SGS009");
  });
});

describe("SGS010 delayed-without-timing (3.5.13)", () => {
  test("（→） followed by an effect is flagged; followed by a timing (当…时❶, a phase) it is clean", () => {
    const text = underGeneral("〖测试〗出牌阶段，你可失去1点体力▶（→）你摸两张牌。");
    const [f] = lintSource(text, "t.sgs").filter((x) => x.ruleId === "SGS010");
    expect(covered(text, f)).toBe("（→）");
    expect(f.message).toContain("“你摸两张牌”");
    expect(ids(lintLines("〖裸衣〗摸牌阶段，你可令额定摸牌数-1▶（→）当你于此回合内因执行你使用的【杀】或【决斗】的效果而对一名角色造成伤害时❶，你令伤害值+1。"))).not.toContain("SGS010");
    expect(ids(lintLines("〖测试〗出牌阶段，你可失去1点体力▶（→）结束阶段，你摸两张牌。"))).not.toContain("SGS010");
  });
});
