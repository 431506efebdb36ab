// Skill tags and limits (seed 003 §三 技能的类型; seed 000 4.1.1.6 ◆ 出牌阶段限一次).
import type { GameMode } from "./types.ts";
export const SKILL_TAGS: readonly { readonly id: "locked" | "lord" | "limited" | "awaken" | "switch" | "hidden"; readonly word: string; readonly section: string; readonly means: string; readonly mode?: GameMode }[] = [
  { id: "locked", word: "锁定技", section: "003 §三", means: "compulsory: no 可; state parts hold, triggered parts must be activated" },
  { id: "lord", word: "主公技", section: "003 §三", means: "only the lord has it (4.1.1.3)" },
  { id: "limited", word: "限定技", section: "003 §三", means: "once per game" },
  { id: "awaken", word: "觉醒技", section: "003 §三", means: "once per game, when its condition holds; compulsory" },
  { id: "switch", word: "转换技", section: "3.5.62", means: "alternates between its 阳 and 阴 states" },
  // 3.5.40 隐匿: the general is chosen hidden and enters (登场) when first revealed; 国战 only here (issue #5).
  { id: "hidden", word: "隐匿技", section: "3.5.40", means: "the general is chosen hidden (隐匿牌: 晋, 1 hp) and enters when it is revealed", mode: "guozhan" },
];

/**
 * 3.5.62 转换技状态: the two states of a 转换技, each the label of one side of its text
 * (阳：…；阴：…). Every skill starts 阳.
 */
export const SWITCH_STATES: readonly { readonly id: "yang" | "yin"; readonly word: string; readonly section: string; readonly means: string }[] = [
  { id: "yang", word: "阳", section: "3.5.62", means: "the 阳 state (every skill's first); labels the side activated in it" },
  { id: "yin", word: "阴", section: "3.5.62", means: "the 阴 state; labels the side activated in it" },
];

/** 出牌阶段限X次 / 每回合限X次 / 每轮限X次 (4.1.1.6 ◆). */
export const LIMITS: readonly { readonly id: "playPhase" | "turn" | "round"; readonly word: string }[] = [
  { id: "playPhase", word: "出牌阶段" },
  { id: "turn", word: "每回合" },
  { id: "round", word: "每轮" },
];
