// The compiler's intermediate representation: what the notation says, with names resolved
// and Chinese gone. Lowering (compiler/lower/) builds it from the AST; the emitter
// (compiler/emit/) turns it into TypeScript. Every node keeps its source range.
import type {
  CardCategory,
  CardSubtype,
  DamageElement,
  DeckDef,
  EventKind,
  GeneralDef,
  Faction,
  Gender,
  PhaseName,
  SkillTag,
  Suit,
  Region,
  TimingId,
} from "../../runtime/index.ts";

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

/** A 武将 header: the runtime's `GeneralDef` with a source range instead of a `SourceRef`. */
export type GeneralIR = Omit<GeneralDef, "source"> & { readonly loc: Loc };

/** A 牌堆 block: the runtime's `DeckDef` with a source range. */
export type DeckIR = Omit<DeckDef, "source"> & { readonly loc: Loc };

export interface CardIR {
  readonly name: string;
  readonly category: CardCategory;
  readonly subtype?: CardSubtype;
  readonly attackRange?: number;
  readonly skills: readonly string[];
  /** One entry per "/" alternative of 使用时机 ↔ 使用目标 (3.5.10). */
  readonly uses: readonly CardUseIR[];
  /** 执行动作 (【五谷丰登】): system actions at timings of the card's use flow (4.2.4). */
  readonly actions?: readonly CardActionIR[];
  readonly loc: Loc;
}

/** One numbered 执行动作: the system's operations at one timing of the card's own use event. */
export interface CardActionIR {
  readonly timing: TimingId;
  readonly effect: EffectChainIR;
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
      /** （你在选择A为目标的同时选择…角色B） (【借刀杀人】): one player chosen with each target. */
      readonly paired?: { readonly legal: readonly PairedFilterIR[] };
      readonly loc: Loc;
    }
  | { readonly kind: "respondedCard"; readonly cardName: string; readonly loc: Loc };

/** A predicate on the player chosen with a target (`first`, label A) (【借刀杀人】's B). */
export type PairedFilterIR =
  | { readonly kind: "inAttackRangeOfFirst" } // A的攻击范围内的 (3.4.10)
  | { readonly kind: "legalTargetOfFirstUse"; readonly cardName: string }; // 是A使用【杀】的合法目标的 (000 4.2.2 专题四)

/** A predicate on a candidate player, relative to the would-be user (你). */
export type CandidateFilterIR =
  | { readonly kind: "self" } // 你
  | { readonly kind: "other" } // 其他角色 (3.5.6)
  | { readonly kind: "wounded" } // 已受伤的 (3.5.26)
  | { readonly kind: "dying" } // 处于濒死状态的 (4.2.18)
  | { readonly kind: "hasCards"; readonly regions: readonly Region[]; readonly subtypes?: readonly CardSubtype[] } // 区域里有牌的 / 装备区里有武器牌
  // 攻击范围内有其使用【杀】的合法目标的 (【借刀杀人】; 3.4.10, 000 4.2.2 专题四)
  | { readonly kind: "attackRangeHasLegalTarget"; readonly cardName: string }
  | { readonly kind: "gender"; readonly gender: Gender }
  | { readonly kind: "faction"; readonly faction: Faction } // 吴势力角色 (3.2.4)
  // 是此【杀】的合法目标的 in a skill's 选择 at a use timing (〖流离〗), optionally without distance rules
  | { readonly kind: "legalTargetOfUsedCard"; readonly ignoreDistance: boolean }
  | { readonly kind: "notUser" } // 不为使用者的 (3.5.21), at a use timing
  | { readonly kind: "canUseVirtual"; readonly card: string } // 能使用无对应的实体牌的【决斗】的 (〖离间〗)
  | { readonly kind: "legalTargetOfPairUser"; readonly card: string }; // 是A使用…【决斗】的合法目标的 (A: the pair's first)

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
  /** 失去装备区里的一张牌后 (3.5.15 ◎): one chance per moved card these regions lost/gained. */
  readonly perCard?: Extract<ConditionIR, { kind: "moved" }>;
  /** 受到1点伤害后 (4.2.12 注意): one chance per point of the event's value. */
  readonly perPoint?: boolean;
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
  /** 可 in the delayed clause: the owner decides each time. */
  readonly optional?: boolean;
  /**
   * 当此判定…: registered at the start of the part's process, before its costs, since it listens to
   * the event those costs start (洛神's 判定); 重复此流程 runs that process again.
   */
  readonly beforeCost?: boolean;
  /** Which event it belongs to (当此判定…); a "once" effect ends there even when `condition` fails. */
  readonly bind?: ConditionIR;
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
  /** 此目标对应的角色 (3.5.32) at a use timing: the current target's player. */
  | { readonly kind: "currentTarget" }
  /** A player an earlier op of the chain remembered (未打出【杀】的角色, 【决斗】). */
  | { readonly kind: "memoPlayer"; readonly key: string }
  /** X的下家: the next alive player after `of` (3.5.x 下家). */
  | { readonly kind: "nextPlayer"; readonly of: PlayerRefIR }
  /** A与B中的另一名角色: whichever of a and b is not `than`. */
  | { readonly kind: "otherOf"; readonly a: PlayerRefIR; readonly b: PlayerRefIR; readonly than: PlayerRefIR }
  /** The player a field of the enclosing event names: the timing's subject (当你…时 in a card window). */
  | { readonly kind: "eventField"; readonly event: EventKind; readonly field: string }
  /** B (【借刀杀人】): the player chosen together with the current target, in a card effect. */
  | { readonly kind: "paired" };

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
  /** 坐骑牌 / 武器牌…: the card's subtype is one of these (3.1.7). */
  readonly subtypes?: readonly CardSubtype[];
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
  /** Cards an earlier clause of the part remembered (CardId[] in the memo): 〖鬼才〗's 此牌, 原判定牌. */
  | { readonly kind: "memo"; readonly key: string }
  /** 判定牌 at a judge timing (4.2.11): the judgement card, if it is still there. */
  | { readonly kind: "judgeCard" }
  /** 这些牌 (3.5.33): the cards an earlier op of the part remembered under `key`. */
  | { readonly kind: "memoCards"; readonly key: string }
  /**
   * 这些角色的各一张手牌 (各, 3.5.36): the chooser picks `count` cards from each player remembered
   * under `owners` (a 选择 of several players); one set, moved at once (3.5.15 注意).
   */
  /**
   * 以此法亮出的牌 (3.5.33) of the card's use event; `inProcessing`: 处理区里的 (3.3.5); `pick`:
   * …中的一张 — the chooser picks that many of them (【五谷丰登】).
   */
  | {
      readonly kind: "revealed";
      readonly inProcessing: boolean;
      readonly pick?: { readonly chooser: PlayerRefIR; readonly count: number };
    }
  | {
      readonly kind: "eachOf";
      readonly chooser: PlayerRefIR;
      readonly owners: string;
      readonly regions: readonly Region[];
      readonly count: number;
    };

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
  | OpBase<"discard", { readonly actor: PlayerRefIR; readonly cards: CardsIR; /** 依次: one card per choice. */ readonly oneByOne?: boolean }>
  | OpBase<"gain", { readonly who: PlayerRefIR; readonly cards: CardsIR; readonly keep?: string }>
  | OpBase<"adjustDrawCount", { readonly who: PlayerRefIR; readonly delta: number }>
  | OpBase<"setDrawCountToZero", { readonly who: PlayerRefIR }>
  | OpBase<"offsetRespondedCard", { readonly cardName: string }>
  | OpBase<"skipPhase", { readonly who: PlayerRefIR; readonly phase: PhaseName }>
  /**
   * 选择一名已受伤的角色 (costs of 青囊/结姻…): the chooser picks min..max alive players passing
   * `legal`/`reach` (relative to 你); remembered under `remember` (one player when max is 1, else a list).
   */
  | OpBase<
      "choosePlayers",
      {
        readonly chooser: PlayerRefIR;
        readonly min: number;
        readonly max: number;
        readonly legal: readonly CandidateFilterIR[];
        readonly reach: readonly ReachIR[];
      }
    >
  /** 不能响应此【杀】 (3.7.1 ◆): the enclosing use's card is not a legal target of who's responses. */
  | OpBase<"forbidResponse", { readonly who: PlayerRefIR }>
  /** 将X抵消此【杀】的方式改为依次使用两张【闪】 (〖无双①〗, 4.2.4 (2)): who's target offsets only with `count` 【闪】. */
  | OpBase<"requireResponses", { readonly who: PlayerRefIR; readonly count: number }>
  /** 将此【杀】转移给X (3.5.14 ◆1) at 成为目标时. */
  | OpBase<"transferTarget", { readonly to: PlayerRefIR }>
  /**
   * 选择…角色A和…角色B (〖离间〗): A first (only if some B fits), then B, whose filters may test A
   * (legalTargetOfPairUser); remembered under their labels.
   */
  | OpBase<"choosePair", { readonly chooser: PlayerRefIR; readonly first: readonly CandidateFilterIR[]; readonly second: readonly CandidateFilterIR[]; readonly keys: readonly [string, string] }>
  /** A对B使用无对应的实体牌的【决斗】[，此【决斗】不是【无懈可击】的合法目标] (〖离间〗). */
  | OpBase<"useVirtualOn", { readonly user: PlayerRefIR; readonly target: PlayerRefIR; readonly cardName: string; readonly notTargetOf: readonly string[] }>
  /** 令此【决斗】的作用效果中除你外的角色每次打出【杀】的方式改为依次打出两张【杀】 (〖无双②〗). */
  | OpBase<"requirePlays", { readonly except: PlayerRefIR; readonly count: number }>
  /**
   * 将<cards>交给<player> (4.2.9 ◆5): `to` names the receiver, or `toChoice` lets `from` choose one
   * (一名其他角色). The count given is added to the skill's per-phase tally (以此法, 3.5.33).
   */
  | OpBase<
      "give",
      {
        readonly from: PlayerRefIR;
        readonly cards: CardsIR;
        readonly to: PlayerRefIR | null;
        readonly toChoice?: { readonly legal: readonly CandidateFilterIR[]; readonly reach: readonly ReachIR[] };
        /** 交给任意角色: `from` picks a receiver for each card; each receiver's cards move together. */
        readonly distribute?: boolean;
      }
    >
  /** 将牌堆顶的N张牌扣置入处理区（对你可见）: remembered under `remember` (这些牌). */
  | OpBase<"takeTopCards", { readonly who: PlayerRefIR; readonly count: number; readonly countCap?: number }>
  /**
   * 令一名其他角色选择一种花色 (反间): `you` picks the player (remembered as 其), who names a suit
   * (remembered under `remember`).
   */
  | OpBase<"chooseSuit", { readonly pick: { readonly legal: readonly CandidateFilterIR[]; readonly reach: readonly ReachIR[] } }>
  /** [可]重复此流程 (洛神): the part's process (delayed registration + costs) runs again. */
  | OpBase<"repeatProcess", { readonly optional: boolean }>
  /** 展示之 (3.5.34): who shows the cards remembered under `cards`. */
  | OpBase<"show", { readonly who: PlayerRefIR; readonly cards: string }>
  /**
   * 将其中任意数量的牌以任意顺序置于牌堆顶 (among: who picks any of the cards under `pool`,
   * remembered) / 将其余的牌…置于牌堆底 (rest: the others); who orders them (3.3.2).
   */
  | OpBase<"putOnPile", { readonly who: PlayerRefIR; readonly from: "among" | "rest"; readonly pool: string; readonly position: "top" | "bottom" }>
  /** 令伤害值+1 / 令回复值+1: the value of the enclosing damage/recover event. */
  | OpBase<"adjustAmount", { readonly value: "damage" | "recover"; readonly delta: number }>
  /** 判定 (4.2.11): the judgement card is remembered for a later 结果 / 判定牌 (JUDGE_KEY). */
  | OpBase<"judge", { readonly who: PlayerRefIR }>
  /** 系统将X作为判定牌 (〖鬼才〗, 4.2.11): remembers the replaced card (原判定牌) under `key`. */
  | OpBase<"replaceJudgeCard", { readonly cards: CardsIR; readonly key: string }>
  /** 系统将X置入弃牌堆 (4.2.9). */
  | OpBase<"putIntoDiscardPile", { readonly cards: CardsIR }>
  /** 系统亮出牌堆顶的N张牌 (【五谷丰登】): N fixed, or "targets" = 此牌的目标数 (4.2.4). */
  | OpBase<"revealTop", { readonly count: number | "targets" }>
  /** 令<players>依次选择是否打出【X】 (〖护驾〗/〖激将〗): remembers the played card's physical cards. */
  | OpBase<"askEachToPlay", { readonly who: PlayerRefIR; readonly players: readonly CandidateFilterIR[]; readonly cardName: string; readonly key: string }>
  /** 转化 (4.2.3, 4.2.6): use/play the needed card made from these physical cards (w-convert). */
  | OpBase<"convert", { readonly who: PlayerRefIR; readonly name: string; readonly modes: readonly ("use" | "play")[]; readonly cards: ConvertCardsIR }>
  /** 选择：1.…；2.… (3.5.27): the chooser picks one option it can carry out. */
  | OpBase<"chooseOption", { readonly chooser: PlayerRefIR; readonly options: readonly OptionIR[] }>
  /** 需打出【X】，否则 … (4.2.5): `otherwise` runs when `who` played no such card. */
  | OpBase<
      "requireCard",
      {
        readonly who: PlayerRefIR;
        readonly verb: "play" | "use";
        readonly cardName: string;
        /** 需对B使用 (【借刀杀人】): the fixed target of the use. */
        readonly to?: PlayerRefIR;
        readonly otherwise: EffectChainIR;
      }
    >
  /** 此【杀】对此目标无效 (4.2.4) / 此【杀】依然对此目标生效 (〖贯石斧〗): the use's current target. */
  | OpBase<"nullifyCurrentTarget", {}>
  /** 防止此伤害 (4.2.12). */
  | OpBase<"preventDamage", {}>
  /** 于此【杀】对此目标的使用结算中无视其防具 (〖青釭剑〗). */
  | OpBase<"ignoreArmorOfCurrentTarget", {}>
  /** 令至多N名是此牌的合法目标的其他角色也成为此牌的目标 (〖方天画戟〗): `chooser` picks them. */
  | OpBase<"addTargets", { readonly chooser: PlayerRefIR; readonly min: number; readonly max: number }>
  /** 对X使用【杀】 (〖青龙偃月刀〗): `user` may use such a card from hand at `target`. */
  | OpBase<"useCardOn", { readonly user: PlayerRefIR; readonly target: PlayerRefIR; readonly cardName: string }>
  | OpBase<"takeEffectAnyway", {}>
  /** 系统将X置入Y的判定区 (【闪电】): the cards go into a judge area (as this card, in a card effect). */
  | OpBase<"placeInJudgeArea", { readonly cards: CardsIR; readonly owner: PlayerRefIR }>
  /** 由A开始，A与B轮流打出【X】… (【决斗】): remembers the player who did not play under `remember`. */
  | OpBase<"alternatePlay", { readonly first: PlayerRefIR; readonly second: PlayerRefIR; readonly cardName: string }>;

export interface OptionIR {
  /** The option's text as written, shown to the chooser. */
  readonly label: string;
  readonly effect: EffectChainIR;
}

/** The physical cards of a conversion: chosen by the converter, given, or none (无对应的实体牌). */
export type ConvertCardsIR =
  | { readonly kind: "choose"; readonly regions: readonly Region[]; readonly count: number; readonly filter?: CardFilterIR }
  | { readonly kind: "physicalOf"; readonly card: CardRefIR }
  /** The physical cards an earlier clause remembered (此【闪】 played by 以此法, 3.5.33). */
  | { readonly kind: "memo"; readonly key: string }
  | { readonly kind: "none" };

export type ConvertOpIR = Extract<OpIR, { op: "convert" }>;

/** The tally key of hand cards given by a skill (以此法交给, 3.5.33). */
export const GIVE_TALLY = "以此法交给";

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
  /** 当普通锦囊牌被使用时: the enclosing use event's card is of this category/subtype (3.1.6–3.1.8). */
  | { readonly kind: "usedCardKind"; readonly category?: CardCategory; readonly subtype?: CardSubtype }
  /** 此【杀】对应的实体牌为你的所有手牌 (〖方天画戟〗): you have no hand card left and the card has physical cards. */
  | { readonly kind: "usedCardIsWholeHand" }
  /** A与B性别不同 (3.2.5). */
  | { readonly kind: "genderDiffers"; readonly a: PlayerRefIR; readonly b: PlayerRefIR }
  /** 对X使用【Y】 can be done: X is a legal target and the user holds such a card (〖青龙偃月刀〗). */
  | { readonly kind: "canUseCardOn"; readonly user: PlayerRefIR; readonly target: PlayerRefIR; readonly cardName: string }
  /** 此【杀】为黑色 (3.2.1–3.2.2): the color/suit of the enclosing use event's card (none: no match). */
  | { readonly kind: "usedCardColor"; readonly color?: "red" | "black"; readonly suit?: Suit }
  /** 此牌是转化牌 (3.1.9): the enclosing use event's card was made by a 转化 skill. */
  | { readonly kind: "usedCardConverted" }
  /** 需要使用/打出【X】时 (4.2.2, 4.2.5): the need event is for a card of this name. */
  | { readonly kind: "neededCardIs"; readonly name: string }
  /** Some alive player other than you passes these filters (〖激将〗 needs someone to ask). */
  | { readonly kind: "someoneAsked"; readonly players: readonly CandidateFilterIR[] }
  /** 有角色以此法打出【闪】 (3.5.33): an earlier clause remembered a card under this key. */
  | { readonly kind: "byThisMeans"; readonly key: string }
  /** 于回合外: who is not the current-turn player. */
  | { readonly kind: "outsideTurn"; readonly who: PlayerRefIR }
  /** A conversion that opens the effects can be done (enough cards, an open need event). */
  | { readonly kind: "canConvert"; readonly op: ConvertOpIR }
  /**
   * 因执行<user>使用的【杀】或【决斗】的效果而… (3.5.23): the timing's damage/recover event came
   * through one of these cards, and its user passes `user` (relative to 你).
   */
  | {
      readonly kind: "byCardEffect";
      readonly event: "damage" | "recover";
      readonly names: readonly string[];
      readonly user: readonly CandidateFilterIR[];
    }
  /**
   * 于此阶段内以此法交给…的手牌数[首次]不小于N (3.5.33): this skill's per-phase tally of given cards
   * reached N (首次: with the last give, not before it).
   */
  | { readonly kind: "tallyReached"; readonly key: string; readonly atLeast: number; readonly firstTime: boolean }
  /** 当此判定…: the enclosing judge event is the owner's, started by this skill (4.2.11). */
  | { readonly kind: "judgeOfThisSkill" }
  /** 此牌的花色与其选择的花色不同 (反间): the first remembered card's suit is not the remembered suit. */
  | { readonly kind: "suitDiffers"; readonly cards: string; readonly suit: string }
  /** 你于此回合的出牌阶段内使用或打出过【杀】: the player used/played such a card this turn (in that phase). */
  | {
      readonly kind: "usedThisTurn";
      readonly who: PlayerRefIR;
      readonly verbs: readonly ("use" | "play")[];
      readonly name: string;
      readonly phase?: PhaseName;
    }
  /** 此牌对对应的角色为你的目标: the use event's current target is this player. */
  | { readonly kind: "currentTargetIs"; readonly who: PlayerRefIR }
  /** 结果为黑色 / 结果不为红桃 (4.2.11): the judgement card of this part's 判定, or of the judge timing. */
  | {
      readonly kind: "judgeResult";
      readonly from: "memo" | "event";
      readonly color?: "red" | "black";
      readonly suit?: Suit;
      /** 黑桃2~9: the rank is within these bounds (both included). */
      readonly ranks?: readonly [number, number];
    }
  /** 当你失去手牌后 / 得到牌后 (4.2.9): the move event takes cards from (or puts them into) these regions of who. */
  | { readonly kind: "moved"; readonly who: PlayerRefIR; readonly direction: "from" | "to"; readonly regions: readonly Region[] }
  /** 003 §三 ◆ / 3.8.20 ◆: an effect's card set has a card to act on (a choice: enough to pick from). */
  | { readonly kind: "cardsAvailable"; readonly cards: Extract<CardsIR, { kind: "choose" | "physicalOf" | "judgeCard" }> };
