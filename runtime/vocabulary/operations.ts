// Operations (操作): one row per phrase form → the operation it performs and the
// SkillContext method (runtime/api/context.ts) that implements it once. Seed 004 §3.4–3.5,
// seed 000 §4.2.
import type { SkillContext } from "../api/context.ts";
export type OperationId =
  | "draw"
  | "loseHp"
  | "recover"
  | "damage"
  | "discard"
  | "gain"
  | "give"
  | "judge"
  | "adjustDrawCount"
  | "setDrawCountToZero"
  | "offset"
  | "skipPhase"
  | "chooseOption"
  | "distanceModifier"
  | "unlimitedUses"
  | "notLegalTarget"
  | "noDistanceLimit";

/** The shape of the words that follow the verb, for the parser. */
export type OperationForm =
  | "cards" // 摸/弃置/获得 + a card noun phrase
  | "hp" // 失去/回复 + N点体力
  | "causeDamage" // 对X 造成 N点[属性]伤害 (the subject is the source)
  | "takeDamage" // 受到 [X造成的] N点伤害 (the subject is the victim)
  | "giveTo" // 将X 交给 Y
  | "none" // 判定
  | "drawCountDelta" // 令额定摸牌数 ±N
  | "drawCountZero" // 令额定摸牌数改为0
  | "cardRef" // 抵消 + 此【杀】
  | "phase" // 跳过 + 阶段
  | "options"; // 选择：1.…；2.…

export interface OperationRow {
  readonly phrase: string;
  readonly op: OperationId;
  readonly form: OperationForm;
  /** The SkillContext method that implements it (checked by the type). */
  readonly method: keyof SkillContext;
  readonly section: string;
}

export const OPERATIONS: readonly OperationRow[] = [
  { phrase: "摸", op: "draw", form: "cards", method: "draw", section: "4.2.9" },
  { phrase: "失去", op: "loseHp", form: "hp", method: "loseHp", section: "4.2.13" },
  { phrase: "回复", op: "recover", form: "hp", method: "recover", section: "3.5.27" },
  { phrase: "造成", op: "damage", form: "causeDamage", method: "damage", section: "4.2.12" },
  { phrase: "受到", op: "damage", form: "takeDamage", method: "damage", section: "4.2.12" },
  { phrase: "弃置", op: "discard", form: "cards", method: "discard", section: "4.2.9" },
  { phrase: "获得", op: "gain", form: "cards", method: "gain", section: "4.2.9" },
  { phrase: "交给", op: "give", form: "giveTo", method: "give", section: "4.2.9" },
  { phrase: "判定", op: "judge", form: "none", method: "judge", section: "4.2.11" },
  { phrase: "令额定摸牌数", op: "adjustDrawCount", form: "drawCountDelta", method: "adjustDrawCount", section: "3.4.19" },
  { phrase: "令额定摸牌数改为0", op: "setDrawCountToZero", form: "drawCountZero", method: "setDrawCountToZero", section: "3.4.19" },
  { phrase: "抵消", op: "offset", form: "cardRef", method: "offsetRespondedCard", section: "4.2.4" },
  { phrase: "跳过", op: "skipPhase", form: "phase", method: "skipPhase", section: "4.1.1.6" },
  { phrase: "选择：", op: "chooseOption", form: "options", method: "chooseOption", section: "3.5.27" },
];

/** Value modifiers (状态类): phrases that make a StatePart, not a call. 3.4.9, 4.2.2 专题三/四. */
export interface ModifierRow {
  readonly phrase: string;
  readonly op: OperationId;
  readonly section: string;
}

export const MODIFIERS: readonly ModifierRow[] = [
  { phrase: "距离", op: "distanceModifier", section: "3.4.9" },
  { phrase: "无次数的限制", op: "unlimitedUses", section: "4.2.2" },
  { phrase: "无距离关系的限制", op: "noDistanceLimit", section: "4.2.2" },
  { phrase: "合法目标", op: "notLegalTarget", section: "4.2.2" },
];
