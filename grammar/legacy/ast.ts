// The syntax tree of a .sgs pack. Nodes carry resolved meaning (vocabulary row ids, timing
// catalogue ids, numbers as numbers, names without their brackets) so later stages never
// re-read Chinese text. Every node carries its source range.
// Stability: this file is a contract with compiler/; change it additively only.
import type { CardCategory, CardSubtype, Faction, Gender, Rank, Suit } from "../../runtime/model/types.ts";
import type { PhaseName, TimingId } from "../../runtime/timing/catalogue.ts";
import type { Region } from "../../runtime/api/context.ts";
import type {
  AttributeId,
  ElementId,
  MeasureId,
  OperationId,
  ReferenceId,
  SkillTagId,
} from "../../runtime/vocabulary/legacy/index.ts";

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
  /** `执行动作：` line (【五谷丰登】): numbered system actions at timings of the card's use (4.2.4). */
  readonly actions?: readonly CardActionAst[];
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

/** One numbered 执行动作: `1.当此牌的使用结算准备工作结束时，系统亮出…`. */
export interface CardActionAst extends Node {
  readonly number: number;
  /** A timing of the card's own use (当此牌的使用结算准备工作结束时); 出牌阶段 is rejected by the compiler. */
  readonly when: UseWindowAst;
  readonly effect: EffectAst;
}

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
  /** 当T1，若C，或当T2，… (〖无双②〗): a second timing for the same part; `condition` is T1's only. */
  readonly orWhen?: TimingAst;
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
  /** 受到1点伤害后 (4.2.12 注意): one chance per point of the event's value. */
  readonly perPoint?: boolean;
  /** 当此判定结果确定后❶: the timing of the event the part itself starts (its 判定), not any such event. */
  readonly thisEvent?: boolean;
  /** 因执行<user>使用的【杀】或【决斗】的效果而… (3.5.23): the event's channel is such a card used by user. */
  readonly cause?: CauseAst;
  /** 对一名角色造成伤害时: the timing's object written before its phrase. */
  readonly object?: NounPhraseAst;
  /** Move timings written with 失去 (the owner loses the cards) or 得到 (gains them), 4.2.9. */
  readonly moveVerb?: "lose" | "gain";
  /**
   * 需要使用/打出【闪】时❸ (3.5.10 "/"): the same timing of the other need event, listened to as
   * well (needPlay.3 beside needUse.3).
   */
  readonly alsoTimings?: readonly TimingId[];
  /** 于回合外: only while the subject is not the current-turn player (〖急救〗). */
  readonly outsideTurn?: true;
}

/** 因执行你使用的【杀】或【决斗】的效果而: who used the card, and which cards it may be. */
export interface CauseAst extends Node {
  readonly user: NounPhraseAst;
  readonly cards: readonly CardFilterAst[];
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
  /** 否则…: runs when the previous effect's 若 condition did not hold (【闪电】). */
  readonly otherwise?: boolean;
  /** 依次…: the operation is done one card at a time (〖寒冰剑〗 依次弃置其两张牌). */
  readonly oneByOne?: boolean;
  readonly condition?: ConditionAst;
  /** A与B各… (3.5.36): every subject in order (the first is `subject`); each performs the predicate. */
  readonly each?: readonly NounPhraseAst[];
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
  /** 选择一名已受伤的角色 / 选择一至两名有手牌的其他角色: the subject picks players. */
  | (PredicateBase<"choosePlayers"> & {
      readonly players: NounPhraseAst;
      /** （距离关系限制规则对此次合法性检测不产生影响） (〖流离〗): legality ignores distance rules. */
      readonly ignoreDistance?: true;
      /** 选择A和B (〖离间〗): a second player chosen after the first. */
      readonly and?: NounPhraseAst;
    })
  /** 将此【杀】转移给X (3.5.14 ◆1): the current target is cancelled and X's target added. */
  | (PredicateBase<"transferTarget"> & { readonly card: NounPhraseAst; readonly to: NounPhraseAst })
  /** 令伤害值+1 / 令回复值+1: the value of the damage/recover event the timing belongs to. */
  | (PredicateBase<"adjustAmount"> & { readonly value: "damage" | "recover"; readonly delta: number })
  /** 将牌堆顶的两张牌扣置入处理区（对你可见） (3.3.5, 3.5.34): `cards` carries the count. */
  | (PredicateBase<"takeTopCards"> & {
      readonly cards: NounPhraseAst;
      readonly visibleTo?: NounPhraseAst;
      /** （X=min{角色数,5}）: the count variable is the number of characters, capped (3.4.11). */
      readonly countCap?: NumberAst;
    })
  /** 选择一种花色 (反间): the subject names a suit. */
  | PredicateBase<"chooseSuit">
  /** 重复此流程 (洛神): the part's process runs again. */
  | PredicateBase<"repeatProcess">
  /** 展示之 (3.5.34): shows cards to everyone. */
  | (PredicateBase<"show"> & { readonly cards: NounPhraseAst })
  /** 将其中任意数量的牌以任意顺序置于牌堆顶 / 将其余的牌…置于牌堆底 (3.3.2): `from` 其中 or 其余的. */
  | (PredicateBase<"putOnPile"> & { readonly from: "among" | "rest"; readonly cards: NounPhraseAst; readonly position: "top" | "bottom" })
  /** 将X抵消此【杀】的方式改为依次使用两张【闪】 (〖无双①〗, 4.2.4 (2)): `responses` carries the count. */
  | (PredicateBase<"responseMethod"> & {
      readonly who: NounPhraseAst;
      readonly card: NounPhraseAst;
      readonly verb: "use" | "play";
      readonly responses: NounPhraseAst;
    })
  /**
   * 令此【决斗】的作用效果中除你外的角色每次打出【杀】的方式改为依次打出两张【杀】 (〖无双②〗): in the
   * card's effect, every player but `except` plays `responses` (with its count) for each 【杀】.
   */
  | (PredicateBase<"playMethod"> & {
      readonly card: NounPhraseAst;
      readonly except: NounPhraseAst;
      readonly played: NounPhraseAst;
      readonly responses: NounPhraseAst;
    })
  /** 不能响应此【杀】 (3.7.1 ◆) */
  | (PredicateBase<"forbidResponse"> & { readonly card: NounPhraseAst })
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
  | (PredicateBase<"noDistanceLimit"> & { readonly card: CardFilterAst })
  /**
   * 转化 (4.2.3, 4.2.6): 使用/打出对应的实体牌为<cards>的【X】, or 使用/打出无对应的实体牌的【X】
   * (no `cards`). `card` has no name for "…的牌" (〖鬼才〗: a card of its physical card's name).
   */
  /** 将此牌作为判定牌 (〖鬼才〗, 4.2.11): the card becomes the judgement card. */
  | (PredicateBase<"replaceJudgeCard"> & { readonly card: NounPhraseAst })
  /** 将X置入弃牌堆 (4.2.9). */
  | (PredicateBase<"putIntoDiscardPile"> & { readonly cards: NounPhraseAst })
  /** 令<players>依次选择是否打出【X】 (〖护驾〗/〖激将〗, 4.2.5). */
  | (PredicateBase<"askEachToPlay"> & { readonly players: NounPhraseAst; readonly card: NounPhraseAst })
  | (PredicateBase<"convert"> & {
      readonly modes: readonly ("use" | "play")[];
      readonly cards?: NounPhraseAst;
      readonly card: CardFilterAst;
    })
  /** 需[对B]打出/使用【杀】，否则 effect (4.2.5, 4.2.2): the subject must play/use the card. */
  | (PredicateBase<"requireCard"> & {
      readonly verb: "play" | "use";
      readonly card: NounPhraseAst;
      /** 对B使用: the target the card must be used on. */
      readonly to?: NounPhraseAst;
      /** The 否则 clause: runs when no card was played/used. */
      readonly otherwise: EffectAst;
    })
  /** 将X置入Y[下家]的判定区 (【闪电】 moving on): the cards go to a judge area as this delayed trick. */
  | (PredicateBase<"placeInJudgeArea"> & {
      readonly cards: NounPhraseAst;
      readonly owner: NounPhraseAst;
      /** 其下家: the next player after the owner (3.5.x 下家). */
      readonly next: boolean;
    })
  /** 对X使用【杀】 (〖青龙偃月刀〗): the subject uses such a card at X. */
  | (PredicateBase<"useOn"> & {
      readonly to: NounPhraseAst;
      readonly card: NounPhraseAst;
      /** 使用无对应的实体牌的【X】 (〖离间〗): a card with no physical card. */
      readonly noPhysical?: true;
    })
  /** 也成为此【杀】的目标 (〖方天画戟〗): the subject players become further targets of the card. */
  | (PredicateBase<"alsoTarget"> & { readonly card: NounPhraseAst })
  /** 令X<operation>: X performs the operation (令其选择：…, 令你摸一张牌). */
  | (PredicateBase<"cause"> & { readonly who: NounPhraseAst; readonly inner: PredicateAst })
  /** 于此【杀】对此目标的使用结算中无视其防具 (〖青釭剑〗). */
  | (PredicateBase<"ignoreArmor"> & { readonly card: NounPhraseAst; readonly target: NounPhraseAst; readonly owner: NounPhraseAst })
  /** 防止此伤害 (4.2.12): the damage event ends. */
  | (PredicateBase<"prevent"> & { readonly what: NounPhraseAst })
  /** 此【杀】对此目标无效 (4.2.4 循环点A: no 生效前/时/后 for that target). The subject is the card. */
  | (PredicateBase<"nullify"> & { readonly target: NounPhraseAst })
  /** 此【杀】依然对此目标生效 (〖贯石斧〗: though offset, it takes effect). The subject is the card. */
  | (PredicateBase<"stillTakeEffect"> & { readonly target: NounPhraseAst })
  /** 亮出牌堆顶的X张牌（X为此牌的目标数） (3.3.5): `countIsTargetsOf` = the card whose 目标数 X is. */
  | (PredicateBase<"reveal"> & { readonly cards: NounPhraseAst; readonly countIsTargetsOf?: NounPhraseAst })
  /** 由A开始，A与B轮流打出【杀】，直到A与B中的一名角色未打出【杀】 (【决斗】). */
  | (PredicateBase<"alternatePlay"> & {
      readonly first: NounPhraseAst;
      readonly players: readonly [NounPhraseAst, NounPhraseAst];
      readonly card: NounPhraseAst;
      /** 直到…未打出【X】: the card named in the stop condition. */
      readonly until: NounPhraseAst;
    })

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
  /** 此锦囊牌 → trick: a card in scope named by its category (3.1.6–3.1.8). */
  readonly category?: CardCategory;
  /** ref "otherOf": A与B中的另一名角色 → [A, B]. */
  readonly among?: readonly NounPhraseAst[];
  /** Attributes written before it: 已受伤的你. */
  readonly attributes: readonly AttributeAst[];
  /** X中的一张 (【五谷丰登】): the quantity picked from the referenced cards. */
  readonly pick?: QuantityAst;
  /** ref "label": the letter (A, B) naming a player labelled earlier (【借刀杀人】). */
  readonly label?: string;
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
  /** 这些角色的各一张手牌 (各, 3.5.36): the quantity is taken from each of the owners. */
  readonly perOwner?: boolean;
  /** 其他角色A: the label letter later text refers to (【借刀杀人】). */
  readonly label?: string;
  /** （你在选择A为目标的同时选择<np>） (【借刀杀人】): a player chosen together with this one. */
  readonly paired?: NounPhraseAst;
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
      /** 坐骑牌: any of these subtypes (3.1.7). */
      readonly subtypes?: readonly CardSubtype[];
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
  /** 黑桃2~9: the ranks (点数) a suit attribute is limited to, both ends included (3.2.1). */
  readonly rankRange?: readonly [number, number];
  /** The card name of 使用【杀】的合法目标 (legalTargetOfUse, attackRangeHasLegalTarget). */
  readonly card?: string;
  /** 使用无对应的实体牌的【决斗】 (〖离间〗): the card used has no physical card (3.1.9). */
  readonly noPhysical?: true;
}

// ───────────────────────────── conditions ─────────────────────────────

export type ConditionAst =
  | (Node & { readonly kind: "and" | "or"; readonly items: readonly ConditionAst[] })
  /** 有角色以此法打出【闪】 (3.5.33): the clause before played (or used) such a card. */
  | (Node & { readonly kind: "byThisMeans"; readonly verb: "play" | "use"; readonly card: NounPhraseAst })
  /** 此【杀】对应的实体牌为你的所有手牌 (〖方天画戟〗, 3.1.9). */
  | (Node & { readonly kind: "physicalAre"; readonly card: NounPhraseAst; readonly cards: NounPhraseAst })
  /** A与B性别不同 (3.2.5, 〖雌雄双股剑〗). */
  | (Node & { readonly kind: "genderDiffers"; readonly a: NounPhraseAst; readonly b: NounPhraseAst })
  /** 你没有手牌 / 其已受伤: a state attribute of a noun phrase. */
  | (Node & {
      readonly kind: "state";
      readonly subject: NounPhraseAst;
      readonly attribute: AttributeAst;
      readonly negated: boolean;
    })
  /** 你[未]于此回合的出牌阶段内使用或打出过【杀】: this turn's uses/plays (in one phase, if named). */
  | (Node & {
      readonly kind: "history";
      readonly subject: NounPhraseAst;
      readonly negated: boolean;
      readonly verbs: readonly ("use" | "play")[];
      readonly card: CardFilterAst;
      readonly phase?: PhaseName;
    })
  /**
   * 你于此阶段内以此法交给其他角色的手牌数首次不小于2 (3.5.33): the hand cards this skill's owner gave
   * this phase by this skill; with 首次, true only for the activation that reached the threshold.
   */
  | (Node & {
      readonly kind: "givenCount";
      readonly subject: NounPhraseAst;
      readonly negated: boolean;
      readonly to: NounPhraseAst;
      readonly firstTime: boolean;
      readonly atLeast: NumberAst;
    })
  /** 此牌的花色与其选择的花色不同/相同 (反间): a card's suit against the suit a player named. */
  | (Node & { readonly kind: "suitCompare"; readonly card: NounPhraseAst; readonly chooser: NounPhraseAst; readonly same: boolean })
  /** 使用者为你 / 结果为红色 / 结果不为红桃. */
  | (Node & {
      readonly kind: "is";
      readonly subject: NounPhraseAst;
      readonly value: NounPhraseAst | AttributeAst;
      readonly negated: boolean;
    });
