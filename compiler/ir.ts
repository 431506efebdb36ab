// The compiler's intermediate representation: what the notation says, with names resolved
// and Chinese gone. Lowering (compiler/lower/) builds it from the AST; the emitter
// (compiler/emit/) turns it into TypeScript. Every node keeps its source range.
import type {
  CardCategory,
  CardSubtype,
  DamageElement,
  EventKind,
  Faction,
  Gender,
  PhaseName,
  Rank,
  SkillTag,
  Suit,
  Region,
  TimingId,
} from "../runtime/index.ts";

/** A source range in the .sgs file (1-based line and column). */
export interface Loc {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface PackIR {
  readonly name: string;
  readonly generals: readonly GeneralIR[];
  readonly cards: readonly CardIR[];
  readonly skills: readonly SkillIR[];
  readonly decks: readonly DeckIR[];
  readonly loc: Loc;
}

// ---------------------------------------------------------------- headers

export interface GeneralIR {
  readonly name: string;
  readonly faction: Faction;
  readonly gender: Gender;
  readonly hp: number;
  readonly lord: boolean;
  /** Only the skills that compiled; the others were reported. */
  readonly skills: readonly string[];
  readonly loc: Loc;
}

export interface DeckIR {
  readonly name: string;
  readonly cards: readonly { readonly name: string; readonly suit: Suit; readonly rank: Rank }[];
  readonly loc: Loc;
}

export interface CardIR {
  readonly name: string;
  readonly category: CardCategory;
  readonly subtype?: CardSubtype;
  readonly attackRange?: number;
  readonly skills: readonly string[];
  /** One entry per "/" alternative of 使用时机 ↔ 使用目标 (3.5.10). */
  readonly uses: readonly CardUseIR[];
  readonly loc: Loc;
}

export interface CardUseIR {
  readonly when: UseWindowIR;
  readonly targets: TargetRuleIR;
  readonly effect: EffectChainIR;
  readonly loc: Loc;
}

/** 使用时机. */
export type UseWindowIR =
  | { readonly kind: "play"; readonly limitPerPhase?: number; readonly loc: Loc }
  | { readonly kind: "timing"; readonly timing: TimingId; readonly condition: ConditionIR; readonly loc: Loc };

/** 使用目标. */
export type TargetRuleIR =
  | {
      readonly kind: "players";
      readonly min: number;
      readonly max: number | "all";
      /** Target restriction rules (目标限制规则): all must hold for a candidate. */
      readonly legal: readonly CandidateFilterIR[];
      /** Distance restriction rules (距离关系限制规则). */
      readonly reach: readonly ReachIR[];
      readonly loc: Loc;
    }
  | { readonly kind: "respondedCard"; readonly cardName: string; readonly loc: Loc };

/** A predicate on a candidate player, relative to the would-be user (你). */
export type CandidateFilterIR =
  | { readonly kind: "self" } // 你
  | { readonly kind: "other" } // 其他角色 (3.5.6)
  | { readonly kind: "wounded" } // 已受伤的 (3.5.26)
  | { readonly kind: "dying" } // 处于濒死状态的 (4.2.18)
  | { readonly kind: "hasCards"; readonly regions: readonly Region[] } // 区域里有牌的
  | { readonly kind: "gender"; readonly gender: Gender };

export type ReachIR =
  | { readonly kind: "attackRange" } // 你的攻击范围内的 (3.4.10)
  | { readonly kind: "distance"; readonly max: number }; // 距离为1的 (3.4.9)

// ---------------------------------------------------------------- skills

export interface SkillIR {
  readonly name: string;
  readonly tags: readonly SkillTag[];
  readonly parts: readonly PartIR[];
  readonly loc: Loc;
}

export type PartIR = TriggerPartIR | ActivePartIR | StatePartIR;

/** 触发类: timing + subject, 若 condition, 可, costs ▶ effects. */
export interface TriggerPartIR {
  readonly kind: "trigger";
  readonly timing: TimingId;
  readonly subject: "owner" | "any";
  readonly optional: boolean;
  readonly condition?: ConditionIR;
  readonly costs: readonly OpIR[];
  readonly effect: EffectChainIR;
  readonly loc: Loc;
}

/** 出牌阶段[限X次]. */
export interface ActivePartIR {
  readonly kind: "active";
  readonly phase: Extract<PhaseName, "play">;
  readonly limitPerPhase?: number;
  readonly condition?: ConditionIR;
  readonly costs: readonly OpIR[];
  readonly effect: EffectChainIR;
  readonly loc: Loc;
}

/** 状态类 (锁定技 modifiers). */
export interface StatePartIR {
  readonly kind: "state";
  readonly modifiers: readonly ModifierIR[];
  readonly loc: Loc;
}

export type ModifierIR =
  | {
      readonly value: "distance";
      readonly from: "owner" | "others";
      readonly to: "owner" | "others";
      readonly delta: number;
      readonly loc: Loc;
    }
  | { readonly value: "attackRange"; readonly delta: number; readonly loc: Loc }
  | { readonly value: "handLimit"; readonly delta: number; readonly loc: Loc }
  | { readonly value: "useLimit"; readonly card: string; readonly loc: Loc }
  | { readonly value: "notLegalTarget"; readonly cards: readonly string[]; readonly condition?: ConditionIR; readonly loc: Loc }
  | { readonly value: "noDistanceLimit"; readonly category: string; readonly loc: Loc };

/**
 * Effects right of ▶: a sequence of steps; a step with `afterPrevious` (▷) runs only if the
 * one before it ran. Delayed effects (（→）) register with their own timing and scope.
 */
export interface EffectChainIR {
  readonly steps: readonly EffectStepIR[];
  readonly delayed: readonly DelayedIR[];
}

export interface EffectStepIR {
  readonly op: OpIR;
  /** ▷: runs only if the previous step ran. */
  readonly afterPrevious: boolean;
  /** 若…: the step runs only when this holds. */
  readonly condition?: ConditionIR;
}

export interface DelayedIR {
  readonly timing: TimingId;
  readonly subject: "owner" | "any";
  /** 于此回合内 (ends at 回合结束前❼) or until triggered once. */
  readonly scope: "thisTurn" | "once";
  readonly condition?: ConditionIR;
  readonly effect: EffectChainIR;
  readonly loc: Loc;
}

// ---------------------------------------------------------------- values and operations

/** Whom a phrase names (3.5.x selectors), resolved to what the context puts in scope. */
export type PlayerRefIR =
  | { readonly kind: "you" } // 你
  | { readonly kind: "target" } // 目标对应的角色 (card effects)
  | { readonly kind: "user" } // 使用者 (3.5.21)
  | { readonly kind: "damageSource" } // 来源 (3.5.22)
  | { readonly kind: "damageVictim" } // 受伤角色
  /** The player a field of the enclosing event names: the timing's subject (当你…时 in a card window). */
  | { readonly kind: "eventField"; readonly event: EventKind; readonly field: string };

/** A quantity: a constant, 等量 (3.4.13: the memo of an earlier quantity), X. */
export type QuantityIR =
  | { readonly kind: "const"; readonly value: number }
  | { readonly kind: "memo"; readonly key: string };

/** A card the context names: 此伤害的渠道的牌 (3.5.23), 此牌. */
export type CardRefIR = { readonly kind: "damageChannelCard" } | { readonly kind: "thisCard" };

export interface CardFilterIR {
  readonly color?: "red" | "black";
  readonly suit?: Suit;
  readonly name?: string;
}

/** A set of cards an operation acts on. */
export type CardsIR =
  /** The chooser picks between min and max (null = no cap) cards from owner's regions (3.4.17). */
  | {
      readonly kind: "choose";
      readonly chooser: PlayerRefIR;
      readonly owner: PlayerRefIR;
      readonly regions: readonly Region[];
      readonly min: number;
      readonly max: number | null;
      readonly filter?: CardFilterIR;
    }
  /** …对应的所有实体牌 (3.1.9). */
  | { readonly kind: "physicalOf"; readonly card: CardRefIR }
  /** 判定牌 at a judge timing (4.2.11): the judgement card, if it is still there. */
  | { readonly kind: "judgeCard" };

/** One vocabulary operation. `remember` stores the operation's quantity for a later 等量. */
export type OpIR =
  | OpBase<"draw", { readonly who: PlayerRefIR; readonly count: QuantityIR }>
  | OpBase<"loseHp", { readonly who: PlayerRefIR; readonly amount: QuantityIR }>
  | OpBase<"recover", { readonly who: PlayerRefIR; readonly amount: QuantityIR }>
  | OpBase<
      "damage",
      {
        readonly source: PlayerRefIR | null;
        readonly victim: PlayerRefIR;
        readonly amount: QuantityIR;
        readonly element: DamageElement;
      }
    >
  | OpBase<"discard", { readonly actor: PlayerRefIR; readonly cards: CardsIR }>
  | OpBase<"gain", { readonly who: PlayerRefIR; readonly cards: CardsIR }>
  | OpBase<"adjustDrawCount", { readonly who: PlayerRefIR; readonly delta: number }>
  | OpBase<"setDrawCountToZero", { readonly who: PlayerRefIR }>
  | OpBase<"offsetRespondedCard", { readonly cardName: string }>
  | OpBase<"skipPhase", { readonly who: PlayerRefIR; readonly phase: PhaseName }>
  /** 判定 (4.2.11): the judgement card is remembered for a later 结果 / 判定牌 (JUDGE_KEY). */
  | OpBase<"judge", { readonly who: PlayerRefIR }>
  /** 选择：1.…；2.… (3.5.27): the chooser picks one option it can carry out. */
  | OpBase<"chooseOption", { readonly chooser: PlayerRefIR; readonly options: readonly OptionIR[] }>;

export interface OptionIR {
  /** The option's text as written, shown to the chooser. */
  readonly label: string;
  readonly effect: EffectChainIR;
}

/** The memo key of the last judgement card of a part (判定 → 结果). */
export const JUDGE_KEY = "判定";

type OpBase<K extends string, F> = { readonly op: K; readonly loc: Loc; readonly remember?: string } & F;

export type OpKind = OpIR["op"];

/** 若… conditions (3.5.x state predicates and comparisons). */
export type ConditionIR =
  | { readonly kind: "true" }
  | { readonly kind: "and"; readonly items: readonly ConditionIR[] }
  | { readonly kind: "or"; readonly items: readonly ConditionIR[] }
  | { readonly kind: "not"; readonly item: ConditionIR }
  | { readonly kind: "wounded"; readonly who: PlayerRefIR }
  | { readonly kind: "samePlayer"; readonly a: PlayerRefIR; readonly b: PlayerRefIR }
  | { readonly kind: "hasCards"; readonly who: PlayerRefIR; readonly regions: readonly Region[] }
  /** 此牌 is a 【name】 (the enclosing use event's card). */
  | { readonly kind: "usedCardIs"; readonly name: string }
  /** 此牌对对应的角色为你的目标: the use event's current target is this player. */
  | { readonly kind: "currentTargetIs"; readonly who: PlayerRefIR }
  /** 结果为黑色 / 结果不为红桃 (4.2.11): the judgement card of this part's 判定, or of the judge timing. */
  | {
      readonly kind: "judgeResult";
      readonly from: "memo" | "event";
      readonly color?: "red" | "black";
      readonly suit?: Suit;
    }
  /** 当你失去手牌后 / 得到牌后 (4.2.9): the move event takes cards from (or puts them into) these regions of who. */
  | { readonly kind: "moved"; readonly who: PlayerRefIR; readonly direction: "from" | "to"; readonly regions: readonly Region[] };
