// Core value types of a game (seed 004 §3.1–3.3). Plain data: no behaviour lives here.

/** A seat index, 0-based; seat 0 is the lord's seat (座次序号 1, 4.1.1.2). */
export type PlayerId = number;
/** A physical card's id (游戏牌ID, 3.4.21): unique per game, 0-based. */
export type CardId = number;

export type Suit = "spade" | "heart" | "club" | "diamond";
export type Color = "black" | "red";
/** 1 = A … 11 = J, 12 = Q, 13 = K. */
export type Rank = number;

export type Faction = "wei" | "shu" | "wu" | "qun" | "god" | "jin";
export type Gender = "male" | "female";
/** 主公 / 忠臣 / 反贼 / 内奸 (4.1.1.1). */
export type Role = "lord" | "loyalist" | "rebel" | "renegade";

/** 3.1.6–3.1.8: the card's category (类别). */
export type CardCategory = "basic" | "trick" | "equipment";
/** 3.1.7, 3.1.8: the card's subtype (副类别). */
export type CardSubtype =
  | "normalTrick" // 普通锦囊牌
  | "delayedTrick" // 延时锦囊牌
  | "weapon" // 武器牌
  | "armor" // 防具牌
  | "offensiveHorse" // 进攻坐骑牌
  | "defensiveHorse" // 防御坐骑牌
  | "specialHorse" // 特殊坐骑牌 (3.1.7: the third kind of 坐骑牌)
  | "treasure"; // 宝物牌

/**
 * Equipment slots (3.3.7–3.3.12): 武器区, 防具区, 进攻坐骑区, 防御坐骑区, 特殊坐骑区, 宝物区. Each holds
 * the cards of the equipment subtype of the same name (3.1.7: a subtype's 使用目标 is 此区不处于封印状态的你).
 */
export type EquipSlot = "weapon" | "armor" | "offensiveHorse" | "defensiveHorse" | "specialHorse" | "treasure";

/** The equipment slots in the order the rulebook lists them (3.3.13). */
export const EQUIP_SLOTS: readonly EquipSlot[] = ["weapon", "armor", "offensiveHorse", "defensiveHorse", "specialHorse", "treasure"];

/** The slot an equipment subtype's cards go into (3.1.7): its name is the slot's; null for other subtypes. */
export function slotOfSubtype(subtype: string | undefined): EquipSlot | null {
  return EQUIP_SLOTS.find((s) => s === subtype) ?? null;
}

/** Areas a player can have disabled (废除, 3.3.23) and restored (3.3.24): an equipment slot or the judge area. */
export type Area = EquipSlot | "judge";

/**
 * The public zones skills put cards into (3.3.1): 仓廪 (3.3.18, face down), 府库 (3.3.19) and 仁道
 * (3.3.20, an ordered pile that overflows past 6 cards).
 */
export type PublicArea = "granary" | "storehouse" | "benevolence";

/** 武将牌上 (3.3.16) or 武将牌旁 (3.3.17). */
export type GeneralSide = "on" | "beside";

/** 转换技状态 (3.5.62): every switch skill starts 阳. */
export type SwitchState = "yang" | "yin";

/** A physical card (实体牌, 3.1.9). */
export interface PhysicalCard {
  readonly id: CardId;
  readonly name: string; // 牌名, without 【】
  readonly suit: Suit;
  readonly rank: Rank;
  /** 3.5.10: 火/雷 for a 火【杀】/雷【杀】; absent: 普 (or no kinds at all). */
  readonly kind?: "fire" | "thunder";
}

/** The zones of 3.3. Player zones name their owner. */
export type ZoneRef =
  | { readonly kind: "drawPile" } // 牌堆 3.3.2
  | { readonly kind: "discardPile" } // 弃牌堆 3.3.3
  | { readonly kind: "processing" } // 处理区 3.3.5
  | { readonly kind: "hand"; readonly owner: PlayerId } // 手牌区 3.3.6
  | { readonly kind: "equip"; readonly owner: PlayerId; readonly slot: EquipSlot } // 装备区 3.3.13
  | { readonly kind: "judge"; readonly owner: PlayerId } // 判定区 3.3.14
  /** 武将牌上/旁 (3.3.16–3.3.17): the cards named “pile” on (or beside) `owner`'s general card. */
  | { readonly kind: "general"; readonly owner: PlayerId; readonly pile: string; readonly side: GeneralSide }
  /**
   * 仓廪/府库/仁道 (3.3.18–3.3.20): the cards a skill named “pile” there (3.3.18 ◆, 3.3.19 ◆), or
   * "" for cards put there unnamed (仁道 names none). Index 0 of a pile is its top (仁道顶).
   */
  | { readonly kind: "public"; readonly area: PublicArea; readonly pile: string }
  /** 游戏外 (3.3.21) as a derived card (3.1.5 衍生牌) is made, before it is put where its skill says. */
  | { readonly kind: "outside" };

export type ZoneKind = ZoneRef["kind"];

/** Damage elements (3.5.24 普通/火焰/雷电, 3.5.58 冰冻). */
export type DamageElement = "normal" | "fire" | "thunder" | "ice";

/** Where a message in the source came from: every generated handler names it. */
export interface SourceRef {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export function colorOf(suit: Suit): Color {
  return suit === "spade" || suit === "club" ? "black" : "red";
}
