// SGS013: a word that is not the rulebook's term for an operation chapter 3 defines, with the
// term as the fix where the replacement keeps the meaning (抽两张牌 → 摸两张牌, 3.8.13).
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

interface Term {
  /** What designers write instead (matched in prose: names and formulas are left alone). */
  readonly pattern: RegExp;
  /** The rulebook's word; a function of the match when it keeps part of it. */
  readonly term: string | ((m: RegExpExecArray) => string);
  readonly section: string;
  /** The operation, in words, for the message. */
  readonly what: string;
  /** No automatic fix: the word could mean several operations (the candidates). */
  readonly candidates?: readonly string[];
}

const NUM = "[一二两三四五六七八九十0-9XYZ]+";

const TERMS: readonly Term[] = [
  { pattern: new RegExp(`抽(?=${NUM}张|牌)`, "gu"), term: "摸", section: "3.8.13", what: "drawing cards" },
  { pattern: /丢弃|弃掉|弃去/gu, term: "弃置", section: "3.8.8", what: "discarding" },
  { pattern: new RegExp(`恢复(?=${NUM}点体力|体力)`, "gu"), term: "回复", section: "3.5.27", what: "recovering hp (恢复 is for sealed areas, 3.3.24)" },
  { pattern: /回血/gu, term: "回复体力", section: "3.5.27", what: "recovering hp", candidates: ["回复1点体力", "回复X点体力"] },
  { pattern: /扣血|掉血/gu, term: "失去体力", section: "4.2.13", what: "losing hp", candidates: ["失去1点体力 (4.2.13)", "受到1点伤害 (4.2.12)"] },
  { pattern: new RegExp(`增加(?=${NUM}点体力上限)`, "gu"), term: "加", section: "4.2.17", what: "gaining max hp" },
  { pattern: new RegExp(`减少(?=${NUM}点体力上限)`, "gu"), term: "减", section: "4.2.16", what: "losing max hp" },
  {
    pattern: new RegExp(`的?体力上限\\+(${NUM})(?:点)?`, "gu"),
    term: (m) => `加${m[1]}点体力上限`,
    section: "4.2.17",
    what: "gaining max hp",
  },
  {
    pattern: new RegExp(`的?体力上限-(${NUM})(?:点)?`, "gu"),
    term: (m) => `减${m[1]}点体力上限`,
    section: "4.2.16",
    what: "losing max hp",
  },
  { pattern: /拿走|拿取|拿到|获取/gu, term: "获得", section: "3.8.20", what: "gaining cards" },
  { pattern: /给予/gu, term: "交给", section: "3.8.11", what: "giving cards" },
  { pattern: /卡牌/gu, term: "牌", section: "3.1", what: "a card" },
  { pattern: /查看/gu, term: "观看", section: "3.8.16", what: "looking at cards" },
  { pattern: /翻转武将牌|将武将牌翻面/gu, term: "翻面", section: "3.9.4", what: "turning the general card over" },
  { pattern: /伤害(?=[+\-][0-9XYZ])/gu, term: "伤害值", section: "3.4.7", what: "changing a damage value" },
  { pattern: /(?<!最终)目标角色/gu, term: "目标对应的角色", section: "3.5.32", what: "the player of a target" },
  { pattern: /出杀/gu, term: "使用【杀】", section: "3.8.2", what: "using or playing out 【杀】", candidates: ["使用【杀】 (3.8.2)", "打出【杀】 (3.8.3)"] },
  { pattern: /出闪/gu, term: "使用【闪】", section: "3.8.2", what: "using or playing out 【闪】", candidates: ["使用【闪】 (3.8.2)", "打出【闪】 (3.8.3)"] },
];

export const nonRulebookTerm: LintRule = {
  id: "SGS013",
  name: "non-rulebook-term",
  severity: "warning",
  section: "3.8",
  summary: "A word that is not the rulebook's term for an operation it defines (抽牌, 丢弃, 恢复体力 …).",
  doc:
    "Chapter 3 defines each operation by one term, and only the terms express a card's information exactly (004 " +
    "本章提要 2.): 摸 (3.8.13), 弃置 " +
    "(3.8.8), 回复 (3.5.27; 恢复 restores a sealed area, 3.3.24), 加/减 X点体力上限 (4.2.16–4.2.17), 获得 (3.8.20), " +
    "交给 (3.8.11), 观看 (3.8.16), 翻面 (3.9.4), 伤害值 (3.4.7), 目标对应的角色 (3.5.32). A near-synonym (抽, 丢弃, " +
    "恢复体力, 给予, 查看 …) has no defined meaning: readers must guess, and the compiler does not read it. Fix: the " +
    "term, where it keeps the meaning; 扣血 (失去体力 or 受到伤害?) and 出杀 (使用 or 打出?) list the candidates.",
  example: { bad: "〖测试〗结束阶段开始时，你可抽一张牌。", good: "〖测试〗结束阶段开始时，你可摸一张牌。" },
  fixable: true,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      const body = prose(s.text.slice(s.body));
      const base = s.start + s.body;
      for (const t of TERMS) {
        t.pattern.lastIndex = 0;
        for (let m = t.pattern.exec(body); m; m = t.pattern.exec(body)) {
          const start = base + m.index;
          const end = start + m[0].length;
          const term = typeof t.term === "string" ? t.term : t.term(m);
          findings.push({
            start,
            end,
            message: `“${m[0]}” is not the rulebook's term for ${t.what}: the rulebook writes “${term}” (${t.section})`,
            ...(t.candidates
              ? { candidates: t.candidates }
              : { fix: { description: `replace “${m[0]}” with “${term}”`, edits: [{ start, end, text: term }] } }),
          });
        }
      }
    }
    return findings;
  },
};
