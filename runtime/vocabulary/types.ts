// The shape of a vocabulary row. Chapter 3 writes its terms as templates whose "<>" parts any
// description of the same kind may fill (seed 004, 本章提要 4); a row is that template, typed:
// its section, its forms with typed slots, and what it means (the operation, state, value or
// condition the runtime implements once). The grammar reads the forms; the compiler maps a
// match to the row's meaning; docs/vocabulary.md is generated from the rows.
//
// Template syntax: words separated by spaces; `<name:type>` a slot; `[ … ]` optional;
// `( a | b )` alternatives; a word ending in `*` is a verb that may take 过 (has done, for
// history conditions: 使用过, 发动过).

/** What may fill a slot. The grammar has one rule per slot type. */
export type SlotType =
  | "player" // one player: a reference or a choice of one (一名角色)
  | "players" // one or more players
  | "cards" // cards: a reference, a selection, 对应的实体牌 …
  | "cardSet" // all the cards a description names (将手牌补至X张: the whole hand, never a choice)
  | "count" // how many cards (摸两张牌, 摸等量的牌): only the number matters
  | "card" // one card (virtual or physical): 此牌, 【杀】, 对应的实体牌为…的【杀】
  | "number" // a value (3.4, 3.10)
  | "skill" // 〖名〗, 此技能 (one or several: 〖武圣〗和〖咆哮〗)
  | "marks" // some marks “X” with how many (所有“鉴”, 两枚“X”)
  | "mark" // “X” (标记 or a pile of 武将牌上 cards)
  | "phase" // 出牌阶段 …
  | "zone" // 弃牌堆, 牌堆顶, <角色>的装备区 …
  | "area" // an area one disables or restores (3.3.23–3.3.24): 你的判定区, 你的一个处于封印状态的区域
  | "element" // 火焰 / 雷电 / 冰冻 (3.5.24)
  | "suit" // 花色
  | "color" // 颜色
  | "category" // 类别 (基本牌/锦囊牌/装备牌, 3.1.4)
  | "faction" // 势力 (3.2.6)
  | "damage" // a damage: 伤害, 火焰伤害, 渠道为【杀】的伤害, 此伤害 (3.5.23–3.5.25)
  | "action" // a predicate without its subject, which the enclosing clause gives (选择是否<action>)
  | "clause" // a clause with its own subject (令<clause>, 3.5.28)
  | "timing" // a timing point (于<timing>: the state at that moment)
  | "cond" // a condition
  | "period" // 于<时段>内 (3.6.2 ◆)
  | "target" // 此目标, 对应的角色为你的目标 (3.5.32)
  | "options" // 1.…；2.… (3.5.27)
  | "stmts"; // statements (各{…})

/** The class of meaning a predicate row has, which says where it may stand. */
export type PredicateClass =
  /** An operation a player performs (摸, 弃置, 造成伤害 …): an effect or a cost. */
  | "operation"
  /** A state that holds while a skill or a duration lasts (距离-1, 不能使用, 无效 …). */
  | "state"
  /** A relation or property tested in a condition (已受伤, 在…的攻击范围内 …). */
  | "test";

export interface PredicateRow {
  readonly id: string;
  readonly section: string;
  readonly class: PredicateClass;
  /** Templates with the subject first when there is one ("<who:player> 摸 <what:cards>"). */
  readonly forms: readonly string[];
  /** A sentence that compiles, for docs/vocabulary.md and its test. */
  readonly sample?: string;
  /** One line in English: what it does. */
  readonly means: string;
  /**
   * A term only 国战 mode gives a meaning (3.5.41 整肃, 3.9.7 叠置 …): it parses and checks, and
   * lowering refuses it ("国战 only (<section>): not playable in 身份 mode") until that mode exists.
   */
  readonly mode?: GameMode;
  /**
   * A 视为 description (<角色>的<……>牌视为<……>, 3.5.4 ◆): a player's cards there are those in its hand
   * and equipment area and its judgement cards, not those in its judge area (3.5.4 ◎ 〖红颜〗).
   */
  readonly treatedAs?: boolean;
  /**
   * An operation read only as what 不能 bars (不能使用、打出或弃置…, 3.8.8): as an effect, a cost or
   * a history test it is refused — each of its operations is a row of its own there.
   */
  readonly banOnly?: boolean;
  /**
   * A term no runtime operation performs: read in tests and histories (3.8.27 得到: cards arrive in a
   * hand by whatever operation moved them; 使用或打出过), and with "ban" also after 不能 (不能响应).
   * As an effect or a cost it is refused.
   */
  readonly notPerformed?: "history" | "historyOrBan";
  /**
   * A test of the result of an event in scope (4.2.8 赢, 3.5.61 议事结果): refused where the text
   * neither performs that operation before it nor runs at a timing of that event.
   */
  readonly about?: string;
  /**
   * A choice that is itself the operation (选择一名角色): its performer makes it, even in a cost where
   * another player's description is the skill's target, chosen by the one activating it (003 §三).
   */
  readonly performerChooses?: boolean;
}

/** The mode a term belongs to when it is not every mode's (issue #5: 国战 terms parse now, play later). */
export type GameMode = "guozhan";

/** A value term (3.4): 体力值, 手牌数, 势力数 … */
export interface ValueRow {
  readonly id: string;
  readonly section: string;
  readonly forms: readonly string[];
  readonly sample?: string;
  readonly means: string;
}

/** A word that names a thing by itself (你, 其, 来源, 此牌, 这些角色 …). */
export interface ReferenceRow {
  readonly id: string;
  readonly section: string;
  readonly forms: readonly string[];
  /** What it names. */
  readonly noun: "player" | "card" | "skill" | "damage" | "event" | "suit" | "color" | "target" | "mark";
  /** Several things (这些角色, 这些牌). */
  readonly plural?: boolean;
  readonly means: string;
}

/** A head noun (角色, 牌, 手牌, 基本牌 …) and what it restricts. */
export interface HeadRow {
  readonly id: string;
  readonly section: string;
  readonly word: string;
  readonly noun: "player" | "card" | "skill" | "mark" | "damage" | "phase" | "suit" | "color" | "category" | "faction" | "target";
  readonly means: string;
}

/** An attribute word before a head (男性, 红色, 其他, 魏势力, 火 …). */
export interface AttributeRow {
  readonly id: string;
  readonly section: string;
  readonly words: readonly string[];
  /** Which heads it qualifies. */
  readonly of: "player" | "card" | "damage";
  readonly means: string;
  /** Only 国战 gives it a meaning (3.5.44 围攻, 3.5.46 大势力 …): see PredicateRow.mode. */
  readonly mode?: GameMode;
}

/** A period (3.6): 此回合, 此阶段, 其回合, 回合外 … used as 于<period>内. */
export interface PeriodRow {
  readonly id: string;
  readonly section: string;
  readonly forms: readonly string[];
  readonly means: string;
}
