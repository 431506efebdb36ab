// Skill tags and limits (seed 003 §三 技能的类型; seed 000 4.1.1.6 ◆ 出牌阶段限一次).
export const SKILL_TAGS: readonly { readonly id: "locked" | "lord" | "limited" | "awaken" | "switch"; readonly word: string; readonly section: string; readonly means: string }[] = [
  { id: "locked", word: "锁定技", section: "003 §三", means: "compulsory: no 可; state parts hold, triggered parts must be activated" },
  { id: "lord", word: "主公技", section: "003 §三", means: "only the lord has it (4.1.1.3)" },
  { id: "limited", word: "限定技", section: "003 §三", means: "once per game" },
  { id: "awaken", word: "觉醒技", section: "003 §三", means: "once per game, when its condition holds; compulsory" },
  { id: "switch", word: "转换技", section: "3.5.62", means: "alternates between its 阳 and 阴 states" },
];

/** 出牌阶段限X次 / 每回合限X次 / 每轮限X次 (4.1.1.6 ◆). */
export const LIMITS: readonly { readonly id: "playPhase" | "turn" | "round"; readonly word: string }[] = [
  { id: "playPhase", word: "出牌阶段" },
  { id: "turn", word: "每回合" },
  { id: "round", word: "每轮" },
];
