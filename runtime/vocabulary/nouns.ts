// Nouns: the words that name players, cards, skills and other things (seed 004 §3.1–3.5).
// References name something already in scope; heads and attributes build descriptions.
import type { AttributeRow, HeadRow, ReferenceRow } from "./types.ts";
import type { Area, EquipSlot, PublicArea } from "../model/types.ts";

export const REFERENCES: readonly ReferenceRow[] = [
  { id: "you", section: "3.5.30", forms: ["你"], noun: "player", means: "the skill's owner; in a card, its user" },
  { id: "it", section: "3.5.30", forms: ["其"], noun: "player", means: "the player named last (the timing's subject, a chosen player …)" },
  { id: "that", section: "3.5.29", forms: ["该角色"], noun: "player", means: "the player chosen or named before" },
  { id: "these", section: "3.5.36", forms: ["这些角色"], noun: "player", plural: true, means: "the players chosen or named before" },
  { id: "source", section: "3.5.22", forms: ["来源"], noun: "player", means: "the player dealing the damage in scope" },
  { id: "victim", section: "4.2.12", forms: ["受伤角色"], noun: "player", means: "the player taking the damage in scope" },
  { id: "user", section: "3.5.21", forms: ["使用者"], noun: "player", means: "the user of the card in scope" },
  { id: "player", section: "3.5.21", forms: ["打出者"], noun: "player", means: "the player playing out the card in scope" },
  { id: "current", section: "3.6.1", forms: ["当前回合角色"], noun: "player", means: "the player whose turn it is" },
  { id: "system", section: "3.5.1", forms: ["系统"], noun: "player", means: "the game system (operations no player performs)" },
  { id: "councillors", section: "3.5.61", forms: ["议事 的 角色"], noun: "player", plural: true, means: "“议事”的角色: the players taking part in the 议事 in scope" },
  { id: "theseCards", section: "3.5.16", forms: ["这些牌"], noun: "card", plural: true, means: "the cards named before" },
  { id: "judgeCard", section: "4.2.11", forms: ["判定牌"], noun: "card", means: "the judgement card in scope" },
  { id: "originalJudgeCard", section: "4.2.11", forms: ["原判定牌"], noun: "card", means: "the judgement card before it was replaced" },
  { id: "aforesaid", section: "3.5.16", forms: ["之"], noun: "card", means: "the card(s) just named (展示之)" },
  { id: "rest", section: "3.8.6", forms: ["其余 的 牌"], noun: "card", plural: true, means: "the cards of the set named before that were not chosen" },
  { id: "result", section: "4.2.11", forms: ["结果"], noun: "card", means: "the result of the judgement in scope (its card's suit, colour, rank, name)" },
  { id: "thisDamage", section: "4.2.12", forms: ["此伤害"], noun: "damage", means: "the damage in scope" },
  { id: "thisColor", section: "3.2.2", forms: ["此颜色"], noun: "color", means: "the colour chosen before" },
  { id: "thisSkill", section: "3.2.7", forms: ["此技能"], noun: "skill", means: "this skill" },
  { id: "thisTarget", section: "3.5.32", forms: ["此目标"], noun: "target", means: "the target of the card in scope being processed" },
];

/** Determiners: 此/这些/该 + a head name something in scope (此【杀】, 此武器牌, 这些角色). */
export const DETERMINERS: readonly { readonly id: string; readonly word: string; readonly plural: boolean; readonly section: string }[] = [
  { id: "this", word: "此", plural: false, section: "3.5.16" },
  { id: "these", word: "这些", plural: true, section: "3.5.16" },
  { id: "that", word: "该", plural: false, section: "3.5.29" },
  { id: "these", word: "这", plural: true, section: "3.5.36" }, // 这两名角色
];

export const HEADS: readonly HeadRow[] = [
  { id: "player", section: "3.5.1", word: "角色", noun: "player", means: "a player" },
  { id: "previous", section: "3.5.37", word: "上家", noun: "player", means: "the player before (counter-clockwise)" },
  { id: "next", section: "3.5.37", word: "下家", noun: "player", means: "the player after" },
  { id: "card", section: "3.1.4", word: "牌", noun: "card", means: "a card" },
  { id: "handCard", section: "3.3.6", word: "手牌", noun: "card", means: "a card in the hand" },
  { id: "physical", section: "3.1.9", word: "实体牌", noun: "card", means: "a physical card" },
  { id: "converted", section: "3.5.56", word: "转化牌", noun: "card", means: "a card used or played by conversion" },
  { id: "basic", section: "3.1.6", word: "基本牌", noun: "card", means: "a basic card" },
  { id: "trick", section: "3.1.8", word: "锦囊牌", noun: "card", means: "a trick card" },
  { id: "normalTrick", section: "3.1.8", word: "普通锦囊牌", noun: "card", means: "a normal trick card" },
  { id: "delayedTrick", section: "3.1.8", word: "延时锦囊牌", noun: "card", means: "a delayed trick card" },
  { id: "damageTrick", section: "3.1.8", word: "伤害类锦囊牌", noun: "card", means: "a damaging trick card (决斗, 火攻, 南蛮入侵, 万箭齐发 …)" },
  { id: "equipment", section: "3.1.7", word: "装备牌", noun: "card", means: "an equipment card" },
  { id: "weapon", section: "3.1.7", word: "武器牌", noun: "card", means: "a weapon card" },
  { id: "armor", section: "3.1.7", word: "防具牌", noun: "card", means: "an armour card" },
  { id: "horse", section: "3.1.7", word: "坐骑牌", noun: "card", means: "a horse card" },
  { id: "offensiveHorse", section: "3.1.7", word: "进攻坐骑牌", noun: "card", means: "an offensive horse card" },
  { id: "defensiveHorse", section: "3.1.7", word: "防御坐骑牌", noun: "card", means: "a defensive horse card" },
  { id: "specialHorse", section: "3.1.7", word: "特殊坐骑牌", noun: "card", means: "a special horse card (the third kind of 坐骑牌)" },
  { id: "treasure", section: "3.1.7", word: "宝物牌", noun: "card", means: "a treasure card" },
  { id: "judgementCard", section: "4.2.11", word: "判定牌", noun: "card", means: "a card that is (was) a player's judgement card" },
  { id: "skill", section: "3.2.7", word: "技能", noun: "skill", means: "a skill" },
  { id: "generalSkill", section: "3.1.2", word: "武将技能", noun: "skill", means: "a general skill" },
  // 3.1.7: 装备技能 分为武器技能、防具技能、坐骑技能和宝物技能 (an equipped card's, or one 视为装备着).
  { id: "equipmentSkill", section: "3.1.7", word: "装备技能", noun: "skill", means: "the skills of a player's equipment" },
  { id: "weaponSkill", section: "3.1.7", word: "武器技能", noun: "skill", means: "the skills of a player's weapon" },
  { id: "armorSkill", section: "3.1.7", word: "防具技能", noun: "skill", means: "the skills of a player's armour" },
  { id: "horseSkill", section: "3.1.7", word: "坐骑技能", noun: "skill", means: "the skills of a player's horses" },
  { id: "treasureSkill", section: "3.1.7", word: "宝物技能", noun: "skill", means: "the skills of a player's treasure" },
  { id: "damage", section: "3.5.24", word: "伤害", noun: "damage", means: "a damage" },
  { id: "suit", section: "3.2.1", word: "花色", noun: "suit", means: "a suit" },
  { id: "color", section: "3.2.2", word: "颜色", noun: "color", means: "a colour" },
  { id: "category", section: "3.1.4", word: "类别", noun: "category", means: "a card type: 基本牌, 锦囊牌 or 装备牌 (一种类别, 此类别)" },
  // 3.2.6 ◆ 选择一个势力: any of the factions, one nobody in the game has too.
  { id: "faction", section: "3.2.6", word: "势力", noun: "faction", means: "a faction (一个势力, 该势力)" },
  { id: "target", section: "3.5.32", word: "目标", noun: "target", means: "a target of a card" },
];

export const ATTRIBUTES: readonly AttributeRow[] = [
  { id: "male", section: "3.2.5", words: ["男性"], of: "player", means: "male" },
  { id: "female", section: "3.2.5", words: ["女性"], of: "player", means: "female" },
  // 3.2.5: 异性/同性 are read against the skill's owner (你), the one the description is about.
  { id: "oppositeSex", section: "3.2.5", words: ["异性"], of: "player", means: "of the other sex than 你 (异性角色)" },
  { id: "sameSex", section: "3.2.5", words: ["同性"], of: "player", means: "of the same sex as 你 (同性角色)" },
  { id: "other", section: "3.5.31", words: ["其他"], of: "player", means: "other than 你" },
  { id: "wei", section: "3.2.6", words: ["魏势力"], of: "player", means: "of the 魏 faction" },
  { id: "shu", section: "3.2.6", words: ["蜀势力"], of: "player", means: "of the 蜀 faction" },
  { id: "wu", section: "3.2.6", words: ["吴势力"], of: "player", means: "of the 吴 faction" },
  { id: "qun", section: "3.2.6", words: ["群势力"], of: "player", means: "of the 群 faction" },
  { id: "jin", section: "3.2.6", words: ["晋势力"], of: "player", means: "of the 晋 faction" },
  // 国战 only (parse and check; refused in 身份 mode).
  { id: "besieging", section: "3.5.44", words: ["围攻"], of: "player", mode: "guozhan", means: "围攻角色: the 上家 and 下家 of a 被围攻角色" },
  { id: "besieged", section: "3.5.44", words: ["被围攻"], of: "player", mode: "guozhan", means: "被围攻角色: whose 上家 and 下家 share a faction that is not theirs" },
  { id: "bigFaction", section: "3.5.46", words: ["大势力"], of: "player", mode: "guozhan", means: "of a faction with the most players (more than one)" },
  { id: "smallFaction", section: "3.5.47", words: ["小势力"], of: "player", mode: "guozhan", means: "not of a 大势力, when there is one" },
  // 3.5.29/3.5.31 其他 of cards: as 其他角色 is the players but 你, 其他“创”/其他手牌 are the cards of that
  // description but the one(s) named before it (此“创”, the card chosen: 3.5.16 此牌).
  { id: "otherCards", section: "3.5.31", words: ["其他"], of: "card", means: "other than the card(s) named before (其他“创”, 其他手牌)" },
  { id: "red", section: "3.2.2", words: ["红色"], of: "card", means: "red" },
  { id: "black", section: "3.2.2", words: ["黑色"], of: "card", means: "black" },
  { id: "heart", section: "3.2.1", words: ["红桃"], of: "card", means: "hearts" },
  { id: "diamond", section: "3.2.1", words: ["方块"], of: "card", means: "diamonds" },
  { id: "spade", section: "3.2.1", words: ["黑桃"], of: "card", means: "spades" },
  { id: "club", section: "3.2.1", words: ["梅花"], of: "card", means: "clubs" },
  { id: "plain", section: "3.5.24", words: ["普"], of: "card", means: "the plain kind of 【杀】/【无懈可击】" },
  { id: "fire", section: "3.5.24", words: ["火"], of: "card", means: "the fire kind of 【杀】" },
  { id: "thunder", section: "3.5.24", words: ["雷"], of: "card", means: "the thunder kind of 【杀】" },
  { id: "fireElement", section: "3.5.24", words: ["火焰"], of: "damage", means: "fire damage" },
  { id: "thunderElement", section: "3.5.24", words: ["雷电"], of: "damage", means: "thunder damage" },
  { id: "iceElement", section: "3.5.58", words: ["冰冻"], of: "damage", means: "ice damage" },
  { id: "normalElement", section: "3.5.24", words: ["普通"], of: "damage", means: "damage without element" },
  { id: "elemental", section: "3.5.24", words: ["属性"], of: "damage", means: "damage with an element" },
];

/** Suit and colour words as values (若结果为红色, 选择一种花色). */
export const SUITS: readonly { readonly id: "spade" | "heart" | "club" | "diamond"; readonly word: string }[] = [
  { id: "spade", word: "黑桃" },
  { id: "heart", word: "红桃" },
  { id: "club", word: "梅花" },
  { id: "diamond", word: "方块" },
];
export const COLORS: readonly { readonly id: "red" | "black"; readonly word: string }[] = [
  { id: "red", word: "红色" },
  { id: "black", word: "黑色" },
];

/** 3.1.8 伤害类锦囊牌: the card names the rulebook lists. */
export const DAMAGE_TRICKS: readonly string[] = ["决斗", "火攻", "南蛮入侵", "万箭齐发", "奇正相生", "火烧连营", "水淹七军", "出其不意", "趁火打劫"];

/** The six slots of the equipment area (3.3.13), each a region of its owner (你的宝物区里的牌). */
export const EQUIP_AREAS: readonly { readonly word: string; readonly slot: EquipSlot; readonly section: string }[] = [
  { word: "武器区", slot: "weapon", section: "3.3.7" },
  { word: "防具区", slot: "armor", section: "3.3.8" },
  { word: "进攻坐骑区", slot: "offensiveHorse", section: "3.3.9" },
  { word: "防御坐骑区", slot: "defensiveHorse", section: "3.3.10" },
  { word: "特殊坐骑区", slot: "specialHorse", section: "3.3.11" },
  { word: "宝物区", slot: "treasure", section: "3.3.12" },
];
export const EQUIP_AREA_WORDS = EQUIP_AREAS.map((a) => a.word);

/**
 * The areas a player can disable and restore (3.3.23–3.3.24, 4.2.23–4.2.24) and that can be sealed
 * (处于封印状态, 3.1.7): the judge area (3.3.14), the whole equipment area (3.3.13: its six slots)
 * or one slot.
 */
export const SEALABLE_AREAS: readonly { readonly word: string; readonly areas: readonly Area[]; readonly section: string }[] = [
  { word: "判定区", areas: ["judge"], section: "3.3.14" },
  { word: "装备区", areas: EQUIP_AREAS.map((a) => a.slot), section: "3.3.13" },
  ...EQUIP_AREAS.map((a) => ({ word: a.word, areas: [a.slot], section: a.section })),
];

/** The areas a sealable-area word names (判定区 → judge; 装备区 → its six slots). */
export function sealableAreas(word: string): readonly Area[] | undefined {
  return SEALABLE_AREAS.find((a) => a.word === word)?.areas;
}

/**
 * Public zones skills put cards into (3.3.1): 仓廪 (3.3.18, face down), 府库 (3.3.19), 仁道 (3.3.20,
 * ordered, 溢出 past 6). `names`: a skill may call the cards it puts there “X” (3.3.18 ◆, 3.3.19 ◆).
 */
export const PUBLIC_AREAS: readonly { readonly word: string; readonly area: PublicArea; readonly section: string; readonly names: boolean }[] = [
  { word: "仓廪", area: "granary", section: "3.3.18", names: true },
  { word: "府库", area: "storehouse", section: "3.3.19", names: true },
  { word: "仁道", area: "benevolence", section: "3.3.20", names: false },
];
export const PUBLIC_AREA_WORDS = PUBLIC_AREAS.map((a) => a.word);
