// The compiled pack: what `jinnang build` emits and the runtime loads. Generated code
// builds one `Pack` value; it imports only types from the runtime's public API, so a
// bundled pack has no runtime imports of its own.
import type { CardCategory, CardSubtype, Faction, Gender, Rank, SourceRef, Suit, SwitchState } from "../model/types.ts";
import type { TimingId } from "../timing/catalogue.ts";
import type { CardEffectContext, SkillContext, TargetContext } from "./context.ts";
import type { GenericMod } from "./generic.ts";

export interface Pack {
  /** 扩展包 name, e.g. 标准版. */
  readonly name: string;
  readonly generals: readonly GeneralDef[];
  readonly cards: readonly CardDef[];
  readonly skills: readonly SkillDef[];
  readonly decks: readonly DeckDef[];
}

/** 武将 header line: 武将 曹操 魏 男 4 主公 */
export interface GeneralDef {
  readonly name: string;
  readonly faction: Faction;
  readonly gender: Gender;
  /** 勾玉数 (4.1.1.4). */
  readonly hp: number;
  /** Marked 主公: offered to the lord first (4.1.1.3). */
  readonly lord: boolean;
  /** Skill names, resolved against `Pack.skills`. */
  readonly skills: readonly string[];
  readonly source: SourceRef;
}

/** 牌堆 block: one row per card name with its suits and ranks. */
export interface DeckDef {
  readonly name: string;
  readonly cards: readonly { readonly name: string; readonly suit: Suit; readonly rank: Rank; readonly kind?: CardKind }[];
  readonly source: SourceRef;
  /** 衍生牌 (3.1.5): faces of the cards skills derive (【X】（衍生牌）); none of them is dealt into the deck. */
  readonly derived?: boolean;
}

/**
 * 3.5.10 / 4.2.3: the kinds of 【杀】 (普/火/雷). A face or a physical card without one is 普
 * ("plain"); 火【杀】 and 雷【杀】 are faces of the name 【杀】 with their own kind.
 */
export type CardKind = "plain" | "fire" | "thunder";

/** 牌 block: a card's face (牌面信息). */
export interface CardDef {
  readonly name: string;
  /** The face's kind (火【杀】: "fire"); absent: 普. Faces of one name share its use limits. */
  readonly kind?: CardKind;
  readonly category: CardCategory;
  readonly subtype?: CardSubtype;
  /** 攻击范围 printed on weapons (3.4.10). */
  readonly attackRange?: number;
  /** Equipment skills (装备技能), resolved against `Pack.skills`. */
  readonly skills: readonly string[];
  /**
   * Ways to use the card. A face with "/" in 使用时机 and 使用目标 gives one entry per
   * alternative (【桃】: 出牌阶段 ↔ 已受伤的你, 濒死 ↔ 处于濒死状态的角色). Empty for a card
   * whose use the pack does not (yet) define: the runtime never offers it.
   */
  readonly uses: readonly CardUseDef[];
  /** 执行动作 (【五谷丰登】): what the system does at timings of this card's use flow (4.2.4). */
  readonly actions?: readonly CardActionDef[];
  /** 重铸时机 (【铁索连环】, 4.1.1.6 重铸; 3.8.5): when its holder may recast it instead. */
  readonly recast?: readonly UseWindow[];
  readonly source: SourceRef;
}

/** One numbered 执行动作: run at `timing` of the card's own use event, before skills there. */
export interface CardActionDef {
  readonly timing: TimingId;
  /** `ctx.target` is the user; the use event is the card's. */
  readonly run: (ctx: CardEffectContext) => void;
  readonly source: SourceRef;
}

/** 使用时机: when a card may be used. */
export type UseWindow =
  /** 出牌阶段 (an idle time point of one's play phase), optionally 限X次 per phase. */
  | { readonly kind: "play"; readonly limitPerPhase?: number }
  /** A timing point: "当【杀】对对应的角色为你的目标生效前", "一名角色处于濒死状态时". */
  | {
      readonly kind: "timing";
      readonly timing: TimingId;
      /** Who may use it there, and whether the situation fits. `ctx.you` is the candidate user. */
      readonly condition: (ctx: SkillContext) => boolean;
    };

/** 使用目标 (4.2.2 专题三 3.) */
export type TargetRule =
  | {
      readonly kind: "players";
      /** 额定目标数下限/上限; "all" = 所有 (every legal target). */
      readonly min: number;
      readonly max: number | "all";
      /** Target restriction rules from the face (目标限制规则). */
      readonly legal: (ctx: TargetContext, candidate: number) => boolean;
      /** Distance restriction rules from the face (距离关系限制规则): 攻击范围内, 距离为1. */
      readonly inReach?: (ctx: TargetContext, candidate: number) => boolean;
      /**
       * The face's relation of target to user (使用目标：已受伤的你), also a distance restriction rule
       * (000 4.2.2 专题四, ◎ 简雍/〖巧说〗/【桃】): lifted where 距离关系限制规则对此次合法性检测不产生影响, but
       * not by 无距离关系的限制, which lifts distances only.
       */
      readonly userRelation?: (ctx: TargetContext, candidate: number) => boolean;
      /**
       * 【借刀杀人】: "你在选择A为目标的同时选择…角色B" — with each target the user picks one player
       * this predicate allows (`first` = the target); a target without one cannot be chosen.
       */
      readonly paired?: (ctx: TargetContext, first: number, candidate: number) => boolean;
    }
  /** The card being responded to (此【杀】, 此锦囊牌). */
  | { readonly kind: "respondedCard" };

export interface CardUseDef {
  readonly when: UseWindow;
  readonly targets: TargetRule;
  /** 作用效果, run once per target at "对目标生效后" (4.2.4 循环点B). */
  readonly effect: (ctx: CardEffectContext) => void;
  readonly source: SourceRef;
}

/** 锁定技, 主公技, … (3.2.7). */
export type SkillTag = "locked" | "lord" | "limited" | "awaken" | "switch";

export interface SkillDef {
  readonly name: string;
  readonly tags: readonly SkillTag[];
  readonly parts: readonly SkillPart[];
  readonly source: SourceRef;
}

export type SkillPart = TriggerPart | ActivePart | StatePart;

/**
 * 3.5.62: a part that is one side (阳：…；阴：…) of a 转换技 — it can be activated only while the
 * skill's 转换技状态 is `state`, and activating it switches the state. `of` names the text part the
 * two sides belong to: at one timing point they are one skill (one chance, 003 §三 ◆).
 */
export interface SwitchSide {
  readonly state: SwitchState;
  readonly of: number;
}

/** A triggered part (触发类): listens to one timing point. */
export interface TriggerPart {
  readonly kind: "trigger";
  readonly timing: TimingId;
  /**
   * Whose timing point: "owner" — the timing's subject must be the skill's owner
   * (当你受到伤害后); "any" — any player's (当一名角色的判定结果确定前, 当【杀】指定目标后).
   */
  readonly subject: "owner" | "any";
  /** 可: the owner decides whether to activate (3.5.5). Locked skills are not optional. */
  readonly optional: boolean;
  /**
   * 其可… (3.5.5): the player who decides whether it is activated when that is not the owner
   * (〖救援〗(界): 其可终止此回复体力流程 — the recovering character chooses).
   */
  readonly activator?: (ctx: SkillContext) => number;
  /**
   * "受到1点伤害后", "回复1点体力后" (4.2.12 注意): one chance per point of the event's value
   * (伤害值, 回复值, 失去的体力值) instead of one per event.
   */
  readonly perPoint?: boolean;
  /**
   * "当你失去装备区里的一张牌后" (004 3.5.15 ◎): how many chances this event gives (one per card
   * the phrase counts). Overrides `perPoint`; without both, one chance per event.
   */
  readonly chances?: (ctx: SkillContext) => number;
  /** 发动条件 (若…) checked before asking. */
  readonly condition?: (ctx: SkillContext) => boolean;
  /** Costs left of ▶ (3.5.11). `canPay` gates the offer; `pay` returns false if declined midway. */
  readonly cost?: { readonly canPay: (ctx: SkillContext) => boolean; readonly pay: (ctx: SkillContext) => boolean };
  /** Effects right of ▶. */
  readonly effect: (ctx: SkillContext) => void;
  /** 阳/阴: the 转换技 side this part is (3.5.62). */
  readonly side?: SwitchSide;
  readonly source: SourceRef;
}

/** An active part used at an idle time point of the play phase (出牌阶段[限一次]). */
export interface ActivePart {
  readonly kind: "active";
  readonly phase: "play";
  readonly limitPerPhase?: number;
  readonly condition?: (ctx: SkillContext) => boolean;
  readonly cost?: { readonly canPay: (ctx: SkillContext) => boolean; readonly pay: (ctx: SkillContext) => boolean };
  readonly effect: (ctx: SkillContext) => void;
  /** 阳/阴: the 转换技 side this part is (3.5.62). */
  readonly side?: SwitchSide;
  readonly source: SourceRef;
}

/** A state part (状态类, 003 专题一): modifiers the value computations consult. */
export interface StatePart {
  readonly kind: "state";
  readonly modifiers: readonly Modifier[];
  readonly source: SourceRef;
}

/**
 * Value modifiers, exactly as chapter 3 defines each value: "+X/-X" adds a delta, "视为X"
 * sets the final value, floors and caps are the runtime's (3.4.6, 3.4.9, 3.4.10, 3.4.19).
 * `owner` is the seat of the player who has the skill.
 */
export type Modifier =
  /** 3.4.9 距离: "你至其他角色的距离-1", "其他角色至你的距离+1". */
  | { readonly value: "distance"; readonly from: "owner" | "others"; readonly to: "owner" | "others"; readonly delta: number }
  /** 3.4.10 攻击范围 +X/-X. */
  | { readonly value: "attackRange"; readonly delta: number }
  /** 3.4.6 手牌上限 +X/-X. */
  | { readonly value: "handLimit"; readonly delta: number }
  /** 4.2.2 专题三 2.: "你于出牌阶段内使用【杀】无次数的限制". */
  | { readonly value: "useLimit"; readonly card: string; readonly unlimited: true }
  /** 4.2.2 专题三 2. ◆: "使用【杀】的次数上限+X/-X" (per play phase). */
  | { readonly value: "useLimitDelta"; readonly card: string; readonly delta: number }
  /** 4.2.2 专题四: "你不是【杀】和【决斗】的合法目标" (with an optional 若 condition). */
  | {
      readonly value: "notLegalTarget";
      readonly cards: readonly string[];
      readonly condition?: (ctx: SkillContext) => boolean;
    }
  /** 4.2.2 专题三: "你使用锦囊牌无距离关系的限制". */
  | { readonly value: "noDistanceLimit"; readonly category: string }
  /** A compiled state effect: its kind and its own test of where it applies (values/generic.ts). */
  | { readonly value: "generic"; readonly spec: GenericMod };
