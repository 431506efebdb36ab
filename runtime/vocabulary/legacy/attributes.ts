// Attributes of noun phrases (定语) and regions. Seed 004 §3.2 (card/character faces),
// §3.3 (regions), §3.4.9–3.4.10 (distance, attack range), §3.5.26 (已受伤).
import type { Region } from "../../api/context.ts";

export type AttributeId =
  | "black" | "red" // 3.2.2
  | "spade" | "heart" | "club" | "diamond" // 3.2.1
  | "wounded" // 已受伤的 3.5.26
  | "dying" // 处于濒死状态的 4.2.18
  | "male" | "female" // 3.2.5
  | "other" // 其他 3.5.31
  | "inAttackRange" // 攻击范围内的 3.4.10
  | "distanceIs" // 距离为N的 3.4.9
  | "hasCards" // 区域里有牌的 / 有手牌的 3.3.15
  | "correspondsTo" // X对应的 (实体牌) 3.1.9
  | "is" // 是X的
  | "factionWei" | "factionShu" | "factionWu" | "factionQun" // 魏势力/蜀势力/吴势力/群势力 3.2.6
  | "didNotPlay" // 未打出【X】的 (【决斗】: the player who did not play, 4.2.5)
  | "legalTargetOf" // 是此【杀】的合法目标的 (4.2.2 专题四)
  | "canUse" // 能使用【决斗】的 (〖离间〗; card, noPhysical)
  | "legalTargetOfUse" // 是A使用【杀】的合法目标的 (4.2.2 专题四; of = A, card) 【借刀杀人】
  | "attackRangeHasLegalTarget" // 攻击范围内有其使用【杀】的合法目标的 (3.4.10, 4.2.2 专题四; card) 【借刀杀人】
  | "inProcessingArea"; // 处理区里的 3.3.5 (【五谷丰登】)

export interface AttributeRow {
  readonly phrase: string;
  readonly id: AttributeId;
  readonly regions?: readonly Region[];
  readonly section: string;
}

export const ATTRIBUTES: readonly AttributeRow[] = [
  { phrase: "黑色", id: "black", section: "3.2.2" },
  { phrase: "红色", id: "red", section: "3.2.2" },
  { phrase: "黑桃", id: "spade", section: "3.2.1" },
  { phrase: "红桃", id: "heart", section: "3.2.1" },
  { phrase: "梅花", id: "club", section: "3.2.1" },
  { phrase: "方块", id: "diamond", section: "3.2.1" },
  { phrase: "已受伤的", id: "wounded", section: "3.5.26" },
  { phrase: "处理区里的", id: "inProcessingArea", section: "3.3.5" },
  { phrase: "处于濒死状态的", id: "dying", section: "4.2.18" },
  { phrase: "男性", id: "male", section: "3.2.5" },
  { phrase: "女性", id: "female", section: "3.2.5" },
  { phrase: "其他", id: "other", section: "3.5.31" },
  { phrase: "攻击范围内的", id: "inAttackRange", section: "3.4.10" },
  { phrase: "区域里有牌的", id: "hasCards", regions: ["hand", "equip", "judge"], section: "3.3.15" },
  { phrase: "有手牌的", id: "hasCards", regions: ["hand"], section: "3.3.6" },
  { phrase: "对应的", id: "correspondsTo", section: "3.1.9" },
  { phrase: "魏势力", id: "factionWei", section: "3.2.6" },
  { phrase: "蜀势力", id: "factionShu", section: "3.2.6" },
  { phrase: "吴势力", id: "factionWu", section: "3.2.6" },
  { phrase: "群势力", id: "factionQun", section: "3.2.6" },
];

/** 距离为N的: the parser reads 距离 为 N 的 into a "distanceIs" attribute (3.4.9). */
export const DISTANCE_IS: AttributeId = "distanceIs";

export interface RegionRow {
  readonly phrase: string;
  readonly regions: readonly Region[];
  readonly section: string;
}

/** Region words inside a noun phrase (…的手牌 / 装备区里的 / 区域里的 / 判定区里的). */
export const REGIONS: readonly RegionRow[] = [
  { phrase: "区域里的", regions: ["hand", "equip", "judge"], section: "3.3.15" },
  { phrase: "装备区里的", regions: ["equip"], section: "3.3.13" },
  { phrase: "判定区里的", regions: ["judge"], section: "3.3.14" },
];

export type ElementId = "normal" | "fire" | "thunder";

/** 3.5.24 普通/属性伤害. */
export const ELEMENTS: readonly { readonly phrase: string; readonly id: ElementId }[] = [
  { phrase: "火焰", id: "fire" },
  { phrase: "雷电", id: "thunder" },
];
