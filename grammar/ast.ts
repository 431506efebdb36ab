// The syntax tree of a .sgs pack. Nodes carry resolved meaning (vocabulary row ids, timing
// catalogue ids, numbers as numbers, names without their brackets) so later stages never
// re-read Chinese text. Every node carries its source range.
// Stability: this file is a contract with compiler/; change it additively only.
import type { CardCategory, CardSubtype, Faction, Gender, Rank, Suit } from "../runtime/model/types.ts";
import type { PhaseName, TimingId } from "../runtime/timing/catalogue.ts";
import type { Region } from "../runtime/api/context.ts";
import type {
  AttributeId,
  ElementId,
  MeasureId,
  OperationId,
  ReferenceId,
  SkillTagId,
} from "../runtime/vocabulary/index.ts";

/** A point in the source: line and column are 1-based, offset is 0-based (UTF-16 units). */
export interface Position {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** `end` is exclusive: the position just after the last character. */
export interface SourceRange {
  readonly start: Position;
  readonly end: Position;
}

export interface Node {
  readonly range: SourceRange;
}

/** A delimited name with its brackets stripped: 〖奸雄〗 → 奸雄, 【杀】 → 杀, “标记” → 标记. */
export interface NameAst extends Node {
  readonly name: string;
}

// ───────────────────────────── file structure ─────────────────────────────

export interface PackAst extends Node {
  readonly kind: "pack";
  readonly file: string;
  /** `扩展包 <name>`; null when the header is missing or did not parse. */
  readonly header: NameAst | null;
  readonly generals: readonly GeneralAst[];
  readonly cards: readonly CardAst[];
  readonly decks: readonly DeckAst[];
}

/** `武将 曹操 魏 男 4 主公` and the skill lines that follow it. */
export interface GeneralAst extends Node {
  readonly kind: "general";
  readonly name: NameAst;
  readonly faction: Faction;
  readonly gender: Gender;
  /** 勾玉数 (4.1.1.4). */
  readonly hp: number;
  /** Marked 主公. */
  readonly lord: boolean;
  /** Skills whose line parsed. */
  readonly skills: readonly SkillAst[];
  /**
   * The name of every skill line under this general, parsed or not, in order, so the
   * compiler can report "skill not compiled" against the name's range.
   */
  readonly skillRefs: readonly NameAst[];
}

/** `牌 【诸葛连弩】 装备牌·武器牌 攻击范围：1` and its body lines. */
export interface CardAst extends Node {
  readonly kind: "card";
  readonly name: NameAst;
  readonly category: CardCategory;
  readonly subtype?: CardSubtype;
  /** 攻击范围：N printed on weapons (3.4.10). */
  readonly attackRange?: number;
  /** `使用时机：` line, its "/" alternatives in order. */
  readonly useWindows?: UseWindowsLineAst;
  /** `使用目标：` line, its "/" alternatives in order. */
  readonly useTargets?: UseTargetsLineAst;
  /**
   * 使用时机 and 使用目标 paired element-wise (3.5.10 "/"); a single alternative on one side
   * pairs with every alternative on the other. Empty when either line is missing or the
   * counts cannot pair (a diagnostic is reported then).
   */
  readonly uses: readonly CardUseAst[];
  /** `作用效果：` line. */
  readonly effect?: EffectsAst;
  /** Equipment skills: `〖诸葛连弩〗…` (named) or `锁定技，…` (unnamed, name null). */
  readonly skills: readonly SkillAst[];
  /** Names of every named skill line in the block, parsed or not. */
  readonly skillRefs: readonly NameAst[];
}

export interface UseWindowsLineAst extends Node {
  readonly alternatives: readonly UseWindowAst[];
}

export interface UseTargetsLineAst extends Node {
  readonly alternatives: readonly NounPhraseAst[];
}

export type UseWindowAst =
  /** 出牌阶段 / 出牌阶段限一次 */
  | (Node & { readonly kind: "play"; readonly limitPerPhase?: number })
  /** 当【杀】对对应的角色为你的目标生效前 / 一名角色处于濒死状态时 */
  | (Node & { readonly kind: "timing"; readonly timing: TimingAst });

export interface CardUseAst extends Node {
  readonly window: UseWindowAst;
  readonly target: NounPhraseAst;
}

/** `牌堆 标准版` and its `【杀】 ♠7 ♠8 …` lines. */
export interface DeckAst extends Node {
  readonly kind: "deck";
  readonly name: NameAst;
  readonly entries: readonly DeckEntryAst[];
}

export interface DeckEntryAst extends Node {
  readonly card: NameAst;
  readonly cards: readonly DeckCardAst[];
}

export interface DeckCardAst extends Node {
  readonly suit: Suit;
  /** 1 = A … 11 = J, 12 = Q, 13 = K. */
  readonly rank: Rank;
}

// ───────────────────────────── skills ─────────────────────────────

export interface SkillAst extends Node {
  readonly kind: "skill";
  /** Null for an unnamed equipment skill line (the horses). */
  readonly name: NameAst | null;
  /** Tags written before the first part (锁定技，主公技，…). */
  readonly tags: readonly SkillTagAst[];
  /** One part, or the ①②③ parts in order. */
  readonly parts: readonly PartAst[];
}

/** 3.2.7 锁定技/主公技/限定技/觉醒技/转换技. */
export interface SkillTagAst extends Node {
  readonly tag: SkillTagId;
}

/**
 * part := [timing '，'] [condition '，'] [actor] ['可'] [costs '▶'] effects
 * The first clause's 若…/subject/可 belong to the part: they appear here as `condition`,
 * `actor` and `optional` (that first effect keeps its `subject` but has no `condition` and
 * `optional: false`). Same for DelayedAst.
 */
export interface PartAst extends Node {
  readonly kind: "part";
  /** 1 for ①, 2 for ②…; null when the skill has a single unnumbered part. */
  readonly index: number | null;
  /** Tags written inside this part (②锁定技，…). */
  readonly tags: readonly SkillTagAst[];
  readonly when: PartWhenAst;
  /** 若… before the actor (发动条件). */
  readonly condition?: ConditionAst;
  /** The clause's actor (你可…); absent when the text names none. */
  readonly actor?: NounPhraseAst;
  /** 可: the owner decides (3.5.5). */
  readonly optional: boolean;
  /** Costs left of ▶ (3.5.11); empty without ▶. */
  readonly costs: readonly EffectAst[];
  /** Effects right of ▶ (or the whole text without ▶). */
  readonly effects: EffectsAst;
}

export type PartWhenAst =
  /** A triggered part: listens to a timing point. */
  | (Node & { readonly kind: "timing"; readonly timing: TimingAst })
  /** 出牌阶段 / 出牌阶段限X次 as a skill's timing: an active skill. */
  | (Node & { readonly kind: "active"; readonly phase: "play"; readonly limitPerPhase?: number })
  /** No timing: a state (持续) part, e.g. 锁定技 modifiers. Range is the part's start. */
  | (Node & { readonly kind: "state" });

/** A timing phrase resolved against runtime/timing/catalogue.ts. */
export interface TimingAst extends Node {
  readonly timing: TimingId;
  /**
   * Whose timing point: "owner" when written with 你 (or, for phase timings, with no
   * subject); "any" for 一名角色 / a card subject (当【杀】指定目标后).
   */
  readonly subject: "owner" | "any";
  /** The written subject, if any (你 / 一名角色 / 其他角色). */
  readonly subjectPhrase?: NounPhraseAst;
  /** A card subject or `{牌}` slot: 当【杀】指定目标后 → 杀; 当普通锦囊牌被使用时 → subtype. */
  readonly card?: CardFilterAst;
  /** 当【杀】对对应的角色为你的目标生效前: the target qualifier 对应的角色为你的 → "owner". */
  readonly targetIs?: "owner";
  /** 于此回合内 (delayed effects' scope). */
  readonly scope?: "thisTurn";
  /** 当你失去手牌后❷ / 失去装备区里的一张牌后❷: the cards the move timing is about (4.2.9). */
  readonly cards?: NounPhraseAst;
  /** Move timings written with 失去 (the owner loses the cards) or 得到 (gains them), 4.2.9. */
  readonly moveVerb?: "lose" | "gain";
}

/** A card kind: by name (【杀】), category (锦囊牌) or subtype (普通锦囊牌). */
export interface CardFilterAst extends Node {
  readonly name?: string;
  readonly category?: CardCategory;
  readonly subtype?: CardSubtype;
}

/**
 * effects := effect (('，'|'。'|'；') effect)* ('▷' effects)? ('（→）' delayed)?
 * Flattened: each effect says whether it is chained by ▷ to the one before it.
 */
export interface EffectsAst extends Node {
  readonly effects: readonly EffectAst[];
  readonly delayed?: DelayedAst;
}

/** （→） timing '，' [condition '，'] [actor] ['可'] [costs '▶'] effects */
export interface DelayedAst extends Node {
  readonly timing: TimingAst;
  readonly condition?: ConditionAst;
  readonly actor?: NounPhraseAst;
  readonly optional: boolean;
  readonly costs: readonly EffectAst[];
  readonly effects: EffectsAst;
}

/** effect := [若 condition '，'] [subject] ['可'] predicate */
export interface EffectAst extends Node {
  readonly kind: "effect";
  /** True when joined to the previous effect by ▷ (runs only if that one ran, 3.5.12). */
  readonly chained: boolean;
  /** True when joined to the previous effect by 并 (3.5.19): both run together, or neither. */
  readonly simultaneous?: boolean;
  readonly condition?: ConditionAst;
  /** Who performs it (你 / 其 / 目标对应的角色 / 来源); absent: the part's actor. */
  readonly subject?: NounPhraseAst;
  /** 可 inside the effect (an optional effect). */
  readonly optional: boolean;
  readonly predicate: PredicateAst;
}

interface PredicateBase<Op extends OperationId> extends Node {
  /** Vocabulary row id of the operation (runtime/vocabulary/operations.ts). */
  readonly op: Op;
  /** The SkillContext method the row maps to (runtime/api/context.ts), or null for modifiers. */
  readonly method: string | null;
}

export type PredicateAst =
  /** 摸两张牌 / 摸等量的牌: the cards NP carries the quantity. */
  | (PredicateBase<"draw"> & { readonly cards: NounPhraseAst })
  /** 失去1点体力 */
  | (PredicateBase<"loseHp"> & { readonly amount: NumberAst })
  /** 回复1点体力 */
  | (PredicateBase<"recover"> & { readonly amount: NumberAst })
  /** 对X造成N点[火焰/雷电]伤害 (subject is the source) / 受到X造成的N点伤害 (subject is the victim). */
  | (PredicateBase<"damage"> & {
      readonly victim?: NounPhraseAst;
      readonly source?: NounPhraseAst;
      /** 无来源的 */
      readonly noSource: boolean;
      readonly amount: NumberAst;
      readonly element: ElementId;
    })
  /** 弃置… */
  | (PredicateBase<"discard"> & { readonly cards: NounPhraseAst })
  /** 获得… */
  | (PredicateBase<"gain"> & { readonly cards: NounPhraseAst })
  /** 将…交给… */
  | (PredicateBase<"give"> & { readonly cards: NounPhraseAst; readonly to: NounPhraseAst })
  /** 判定 */
  | PredicateBase<"judge">
  /** 令额定摸牌数+X / -X (3.4.19) */
  | (PredicateBase<"adjustDrawCount"> & { readonly delta: number })
  /** 令额定摸牌数改为0 (3.4.19) */
  | PredicateBase<"setDrawCountToZero">
  /** 抵消此【杀】 */
  | (PredicateBase<"offset"> & { readonly card: NounPhraseAst })
  /** 跳过出牌阶段 */
  | (PredicateBase<"skipPhase"> & { readonly phase: PhaseName })
  /** 选择：1.…；2.… (3.5.27) */
  | (PredicateBase<"chooseOption"> & { readonly options: readonly EffectsAst[] })
  /** State: 你至其他角色的距离-1 / 其他角色至你的距离+1 (3.4.9). */
  | (PredicateBase<"distanceModifier"> & {
      readonly from: NounPhraseAst;
      readonly to: NounPhraseAst;
      readonly delta: number;
    })
  /** State: 你于出牌阶段内使用【杀】无次数的限制 (4.2.2 专题三 2.). */
  | (PredicateBase<"unlimitedUses"> & { readonly card: CardFilterAst; readonly phase?: PhaseName })
  /** State: 你不是【杀】和【决斗】的合法目标 (4.2.2 专题四). */
  | (PredicateBase<"notLegalTarget"> & { readonly cards: readonly CardFilterAst[] })
  /** State: 你使用锦囊牌无距离关系的限制. */
  | (PredicateBase<"noDistanceLimit"> & { readonly card: CardFilterAst });

/** A number as written: 1 / 两 / X. */
export type NumberAst =
  | (Node & { readonly kind: "literal"; readonly value: number })
  | (Node & { readonly kind: "variable"; readonly name: string });

/** 3.4.17 至多/至少, 3.4.13 等量, 所有, 任意数量, 一至两. */
export type QuantityAst =
  | (Node & { readonly kind: "exact"; readonly n: NumberAst })
  | (Node & { readonly kind: "atMost"; readonly n: NumberAst })
  | (Node & { readonly kind: "atLeast"; readonly n: NumberAst })
  | (Node & { readonly kind: "between"; readonly min: NumberAst; readonly max: NumberAst })
  | (Node & { readonly kind: "all" })
  | (Node & { readonly kind: "equal" })
  | (Node & { readonly kind: "any" });

/**
 * A noun phrase. Either a reference to something in scope (你, 其, 来源, 此【杀】, 目标对应的
 * 角色, 判定牌…), or a description composed of owner + region + quantity + measure word +
 * attributes + head ("你的攻击范围内的一名其他角色").
 */
export type NounPhraseAst = ReferenceNpAst | DescribedNpAst;

export interface ReferenceNpAst extends Node {
  readonly kind: "reference";
  /** Vocabulary row id (runtime/vocabulary/selectors.ts): "you", "it", "source", "target", … */
  readonly ref: ReferenceId;
  /** 此【杀】 → 杀. */
  readonly card?: string;
  /** 此伤害的渠道 → owner = 此伤害. */
  readonly owner?: NounPhraseAst;
  /** Attributes written before it: 已受伤的你. */
  readonly attributes: readonly AttributeAst[];
}

export interface DescribedNpAst extends Node {
  readonly kind: "described";
  /** 你的 / 目标对应的角色的 / 其 (as a possessive). */
  readonly owner?: NounPhraseAst;
  /** 手牌 / 装备区里的 / 区域里的 (= all three) / 判定区里的. */
  readonly regions?: readonly Region[];
  readonly quantity?: QuantityAst;
  readonly measure?: MeasureId;
  readonly attributes: readonly AttributeAst[];
  readonly head: NounHeadAst;
}

export type NounHeadAst =
  /** 角色 */
  | (Node & { readonly kind: "player" })
  /** 牌 / 手牌 (regions = hand) / 【杀】 / 锦囊牌 / 实体牌 */
  | (Node & {
      readonly kind: "card";
      readonly name?: string;
      readonly category?: CardCategory;
      readonly subtype?: CardSubtype;
      /** 实体牌 (3.1.9). */
      readonly physical: boolean;
      /** 转化牌 (3.1.9). */
      readonly converted?: boolean;
    });

/**
 * An attribute of a noun phrase: a vocabulary row id plus its argument, e.g.
 * 攻击范围内的 (of = the owner NP), 距离为1的 (value 1), 区域里有牌的 (regions),
 * 对应的 (of = the NP the cards correspond to), 是…的 (of = the NP it is).
 */
export interface AttributeAst extends Node {
  readonly id: AttributeId;
  readonly value?: number;
  readonly of?: NounPhraseAst;
  readonly regions?: readonly Region[];
  readonly negated?: boolean;
}

// ───────────────────────────── conditions ─────────────────────────────

export type ConditionAst =
  | (Node & { readonly kind: "and" | "or"; readonly items: readonly ConditionAst[] })
  /** 你没有手牌 / 其已受伤: a state attribute of a noun phrase. */
  | (Node & {
      readonly kind: "state";
      readonly subject: NounPhraseAst;
      readonly attribute: AttributeAst;
      readonly negated: boolean;
    })
  /** 使用者为你 / 结果为红色 / 结果不为红桃. */
  | (Node & {
      readonly kind: "is";
      readonly subject: NounPhraseAst;
      readonly value: NounPhraseAst | AttributeAst;
      readonly negated: boolean;
    });
