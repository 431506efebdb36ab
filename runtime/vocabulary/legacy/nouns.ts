// Head nouns and card kinds. Seed 004 §3.1.6–3.1.9, §3.5.1.
import type { CardCategory, CardSubtype } from "../../model/types.ts";
import type { Region } from "../../api/context.ts";

export interface HeadRow {
  readonly phrase: string;
  readonly kind: "player" | "card";
  readonly category?: CardCategory;
  readonly subtype?: CardSubtype;
  /** A head naming several subtypes: 坐骑牌 = 进攻坐骑牌 or 防御坐骑牌 (3.1.7). */
  readonly subtypes?: readonly CardSubtype[];
  /** 实体牌 (3.1.9). */
  readonly physical?: boolean;
  /** 转化牌: a card used/played by conversion (3.1.9, 4.2.3). */
  readonly converted?: boolean;
  /** 手牌 = a card in the hand region. */
  readonly regions?: readonly Region[];
  readonly section: string;
}

export const HEADS: readonly HeadRow[] = [
  { phrase: "角色", kind: "player", section: "3.5.1" },
  { phrase: "牌", kind: "card", section: "3.1.4" },
  { phrase: "手牌", kind: "card", regions: ["hand"], section: "3.3.6" },
  { phrase: "实体牌", kind: "card", physical: true, section: "3.1.9" },
  { phrase: "转化牌", kind: "card", converted: true, section: "3.1.9" },
  { phrase: "基本牌", kind: "card", category: "basic", section: "3.1.6" },
  { phrase: "装备牌", kind: "card", category: "equipment", section: "3.1.7" },
  { phrase: "锦囊牌", kind: "card", category: "trick", section: "3.1.8" },
  { phrase: "普通锦囊牌", kind: "card", category: "trick", subtype: "normalTrick", section: "3.1.8" },
  { phrase: "延时锦囊牌", kind: "card", category: "trick", subtype: "delayedTrick", section: "3.1.8" },
  { phrase: "武器牌", kind: "card", category: "equipment", subtype: "weapon", section: "3.1.7" },
  { phrase: "防具牌", kind: "card", category: "equipment", subtype: "armor", section: "3.1.7" },
  { phrase: "进攻坐骑牌", kind: "card", category: "equipment", subtype: "offensiveHorse", section: "3.1.7" },
  { phrase: "防御坐骑牌", kind: "card", category: "equipment", subtype: "defensiveHorse", section: "3.1.7" },
  { phrase: "坐骑牌", kind: "card", category: "equipment", subtypes: ["offensiveHorse", "defensiveHorse"], section: "3.1.7" },
];

/** Card header category words: 牌 【杀】 基本牌 / 装备牌·武器牌 (3.1.6–3.1.8). */
export const CATEGORIES: readonly { readonly phrase: string; readonly category: CardCategory }[] = [
  { phrase: "基本牌", category: "basic" },
  { phrase: "锦囊牌", category: "trick" },
  { phrase: "装备牌", category: "equipment" },
];
