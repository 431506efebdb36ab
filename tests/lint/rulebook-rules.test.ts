// Issue #8 item 1: rules from the rulebook's ◆ rules and notes, several on the compiled IR.
// Per rule: flagged and clean texts, the fix's output; and for every rule of the registry its
// doc example (bad is flagged by it, good is clean of every rule).
import { describe, expect, test } from "vitest";
import { applyFixes, lintSource } from "../../compiler/lint/lint.ts";
import { RULES } from "../../compiler/lint/registry.ts";
import { covered, ids, lintLines, underGeneral } from "./helpers.ts";

const only = (id: string, ...lines: string[]) => lintLines(...lines).filter((f) => f.ruleId === id);

describe("every rule's doc example", () => {
  for (const rule of RULES) {
    test(`${rule.id} ${rule.name}: bad is flagged by it, good is clean${rule.fixable ? ", the fix removes the finding" : ""}`, () => {
      const bad = underGeneral(rule.example.bad);
      const found = lintSource(bad, "t.sgs");
      expect(ids(found)).toContain(rule.id);
      expect(lintSource(underGeneral(rule.example.good), "t.sgs")).toEqual([]);
      if (rule.fixable) {
        const fixed = applyFixes(bad, found.filter((f) => f.ruleId === rule.id)).text;
        expect(fixed).not.toBe(bad);
        expect(ids(lintSource(fixed, "t.sgs"))).not.toContain(rule.id);
      }
    });
  }
});

describe("SGS011 settled-by-timing (IR: 4.2.4, 3.5.14, 3.7.6, 4.2.12, 4.2.11)", () => {
  test("damage prevented or changed after it was dealt", () => {
    const text = underGeneral("〖测试〗当你受到伤害后，你可防止此伤害。");
    const [f] = lintSource(text, "t.sgs").filter((x) => x.ruleId === "SGS011");
    expect(covered(text, f)).toContain("防止此伤害");
    expect(f.message).toContain("受到伤害后");
    expect(f.candidates).toContain("act at 受到伤害时❶/❷/❸");
    expect(only("SGS011", "〖测试〗当你受到伤害后，你可令伤害值+1。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当你受到伤害时❷，你可令伤害值+1。")).toEqual([]);
  });

  test("targets changed once fixed: 转移 after 成为目标时, 也成为…的目标 at 指定目标后", () => {
    expect(only("SGS011", "〖测试〗当你成为【杀】的目标后，你可将此【杀】转移给一名其他角色。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当你成为【杀】的目标时，你可将此【杀】转移给一名其他角色。")).toEqual([]);
    expect(only("SGS011", "〖测试〗当【杀】指定目标后，若使用者为你，你可令一名其他角色也成为此【杀】的目标。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当【杀】指定目标时，若使用者为你，你可令一名其他角色也成为此【杀】的目标。")).toEqual([]);
    expect(only("SGS011", "〖测试〗当你成为【杀】的目标后，你可取消此【杀】的一个目标。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当你成为【杀】的目标时，你可取消此【杀】的一个目标。")).toEqual([]);
  });

  test("a judgement card replaced after the result is settled", () => {
    expect(only("SGS011", "〖测试〗当一名角色的判定结果确定后❶，你可打出一张黑色牌▶你将此牌作为判定牌。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当一名角色的判定结果确定前，你可打出一张黑色牌▶你将此牌作为判定牌。")).toEqual([]);
  });

  test("a delayed effect is judged at its own timing", () => {
    expect(only("SGS011", "〖测试〗出牌阶段，你可失去1点体力▶（→）当你受到伤害时❷，你防止此伤害。")).toEqual([]);
    expect(only("SGS011", "〖测试〗出牌阶段，你可失去1点体力▶（→）当你受到伤害后，你防止此伤害。")).toHaveLength(1);
  });
});

describe("SGS012 zero-quantity (IR: 3.4.18, 3.4.17)", () => {
  test("任意数量 in a cost is flagged with a fix to 至少一张; in an effect it is clean", () => {
    const text = underGeneral("〖测试〗出牌阶段限一次，你可弃置任意数量的牌▶你摸等量的牌。");
    const [f] = lintSource(text, "t.sgs").filter((x) => x.ruleId === "SGS012");
    expect(covered(text, f)).toBe("任意数量的");
    expect(applyFixes(text, [f]).text).toBe(underGeneral("〖测试〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。"));
    expect(only("SGS012", "〖观星〗准备阶段开始时，你可将牌堆顶的X张牌扣置入处理区（对你可见）（X=min{角色数,5}）▶你将其中任意数量的牌以任意顺序置于牌堆顶，将其余的牌以任意顺序置于牌堆底。")).toEqual([]);
    expect(only("SGS012", "〖测试〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。")).toEqual([]);
  });

  test("任意数量 in 交给, even as an effect", () => {
    expect(only("SGS012", "〖测试〗结束阶段开始时，你可摸两张牌▶你将任意数量的手牌交给一名其他角色。")).toHaveLength(1);
  });
});

describe("SGS013 non-rulebook-term (3.8)", () => {
  test("near-synonyms get the rulebook's term as the fix", () => {
    const cases: [string, string][] = [
      ["〖测试〗结束阶段开始时，你可抽两张牌。", "〖测试〗结束阶段开始时，你可摸两张牌。"],
      ["〖测试〗当你受到伤害后，你可丢弃一张牌。", "〖测试〗当你受到伤害后，你可弃置一张牌。"],
      ["〖测试〗结束阶段开始时，你可恢复1点体力。", "〖测试〗结束阶段开始时，你可回复1点体力。"],
      ["〖测试〗准备阶段开始时，你可增加1点体力上限。", "〖测试〗准备阶段开始时，你可加1点体力上限。"],
      ["〖测试〗准备阶段开始时，你的体力上限+1。", "〖测试〗准备阶段开始时，你加1点体力上限。"],
      ["〖测试〗当你受到伤害后，你可拿走来源的一张牌。", "〖测试〗当你受到伤害后，你可获得来源的一张牌。"],
      ["〖测试〗出牌阶段限一次，你可查看一名其他角色的手牌。", "〖测试〗出牌阶段限一次，你可观看一名其他角色的手牌。"],
    ];
    for (const [bad, good] of cases) {
      const text = underGeneral(bad);
      const found = lintSource(text, "t.sgs").filter((f) => f.ruleId === "SGS013");
      expect(found, bad).toHaveLength(1);
      expect(applyFixes(text, found).text).toBe(underGeneral(good));
    }
  });

  test("words with two readings get candidates, no fix; terms and names are left alone", () => {
    const [f] = only("SGS013", "〖测试〗当你受到伤害后，你可令来源扣血。");
    expect(f.fix).toBeUndefined();
    expect(f.candidates).toEqual(["失去1点体力 (4.2.13)", "受到1点伤害 (4.2.12)"]);
    expect(only("SGS013", "〖测试〗出牌阶段，你可恢复你的装备区。")).toEqual([]);
    expect(only("SGS013", "〖测试〗当你受到伤害后，你可获得【拿走】。")).toEqual([]);
    expect(only("SGS013", "〖测试〗当你受到伤害后，你可令伤害值+1。")).toEqual([]);
  });
});

describe("SGS014 never-triggers (IR: 000 §4.2.4 ◆)", () => {
  test("【闪】/【无懈可击】 at 指定目标后/成为目标时 never trigger; 【杀】 does", () => {
    expect(only("SGS014", "〖测试〗当【闪】指定目标后，你可摸一张牌。")).toHaveLength(1);
    expect(only("SGS014", "〖测试〗当你成为【无懈可击】的目标时，你可摸一张牌。")).toHaveLength(1);
    expect(only("SGS014", "〖测试〗当【杀】指定目标后，你可摸一张牌。")).toEqual([]);
    expect(only("SGS014", "〖测试〗当【闪】使用结算结束后❶，你可摸一张牌。")).toEqual([]);
  });
});

describe("SGS015 simultaneous-use (3.8.2 ◆, 3.8.3 ◆)", () => {
  test("several cards used or played at once; one card at once is fine", () => {
    expect(only("SGS015", "〖测试〗出牌阶段限一次，你可同时使用两张【杀】。")).toHaveLength(1);
    expect(only("SGS015", "〖测试〗当你需要打出【闪】时❸，你可同时打出【杀】和【闪】。")).toHaveLength(1);
    expect(only("SGS015", "〖测试〗出牌阶段限一次，你可同时使用一张【杀】。")).toEqual([]);
    expect(only("SGS015", "〖测试〗出牌阶段限一次，你可依次使用两张【杀】。")).toEqual([]);
  });
});

describe("SGS016 need-without-otherwise (3.5.17) and SGS017 may-and-must (3.5.18)", () => {
  test("需 with 否则 is the rulebook's response choice; without it, it is flagged", () => {
    expect(only("SGS016", "〖测试〗出牌阶段限一次，你可令一名其他角色需弃置一张牌。")).toHaveLength(1);
    expect(only("SGS016", "〖测试〗出牌阶段限一次，你可令一名其他角色需弃置一张牌，否则你对其造成1点伤害。")).toEqual([]);
    expect(only("SGS016", "〖测试〗当你需要使用【闪】时❸，你可摸一张牌。")).toEqual([]);
  });

  test("可须 on one operation is flagged; 可 or 须 alone is not", () => {
    expect(only("SGS017", "〖测试〗当你受到伤害后，你可须弃置一张牌。")).toHaveLength(1);
    expect(only("SGS017", "〖测试〗当你受到伤害后，你须弃置一张牌。")).toEqual([]);
  });
});

describe("the meaning rules read lines the grammar does not read from their text", () => {
  test("SGS011, SGS012 and SGS014 on lines that do not compile (可以, 任意张, 对你生效前, 使用【闪】选择目标后)", () => {
    expect(only("SGS011", "〖测试〗当你受到伤害后，你可以防止此伤害。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当你受到伤害时❷，你可以防止此伤害。")).toEqual([]);
    expect(only("SGS011", "〖测试〗当【杀】对你生效前，你可将此【杀】转移给一名其他角色。")).toHaveLength(1);
    expect(only("SGS011", "〖测试〗当你成为【杀】的目标时，你可以将此【杀】转移给一名其他角色。")).toEqual([]);
    const text = underGeneral("〖测试〗出牌阶段限一次，你可弃置任意张手牌▶你摸等量的牌。");
    const [f] = lintSource(text, "t.sgs").filter((x) => x.ruleId === "SGS012");
    expect(applyFixes(text, [f]).text).toBe(underGeneral("〖测试〗出牌阶段限一次，你可弃置至少一张手牌▶你摸等量的牌。"));
    expect(only("SGS012", "〖测试〗出牌阶段限一次，你可弃置一张牌▶你获得任意张手牌。")).toEqual([]);
    expect(only("SGS014", "〖测试〗当你使用【闪】选择目标后，你可摸一张牌。")).toHaveLength(1);
    expect(only("SGS014", "〖测试〗当你使用【杀】选择目标后，你可摸一张牌。")).toEqual([]);
  });
});

describe("SGS018 another-unanchored (3.5.29)", () => {
  test("另一名角色 with no player before it; after 一名角色 or 两名…角色 it is the other one", () => {
    expect(only("SGS018", "〖测试〗出牌阶段限一次，你可令另一名角色摸一张牌。")).toHaveLength(1);
    expect(only("SGS018", "〖测试〗当一名角色受到伤害后，你可令另一名角色回复1点体力。")).toEqual([]);
    expect(only("SGS018", "〖测试〗出牌阶段限一次，你可选择两名手牌数不同的其他角色▶其中手牌数较小的角色获得另一名角色的一张手牌。")).toEqual([]);
  });
});

describe("SGS019 chain-in-last-option (3.5.12)", () => {
  test("▷ after the last option with a ； after it is flagged on the ▷; a last option's own ▷ (〖峻刑〗) and 。 are not", () => {
    const text = "〖测试〗当其他角色死亡后，你可选择：1.回复1点体力；2.摸两张牌▷若你的体力值为1，你摸一张牌；否则你弃置一张牌。";
    const found = only("SGS019", text);
    expect(found).toHaveLength(1);
    expect(found[0].column).toBe(text.indexOf("▷") + 1);
    expect(only("SGS019", "〖测试〗出牌阶段限一次，你可令一名其他角色选择：1.弃置一张手牌；2.翻面▷其摸一张牌。")).toEqual([]);
    expect(only("SGS019", "〖测试〗当你受到伤害后，你可选择：1.回复1点体力；2.摸两张牌。若你的体力值为1，你摸一张牌；否则你弃置一张牌。")).toEqual([]);
  });
});
