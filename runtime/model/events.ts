// Event payloads (seed 000 §4.2). Each event on the stack is one of these; its flow
// (runtime/flows/) generates the timing points listed for its kind in the catalogue.
import type { Area, CardId, DamageElement, PlayerId, Suit, Rank, ZoneRef } from "./types.ts";
import type { EventKind, PhaseName } from "../timing/catalogue.ts";

/** A card as used or played (4.2.3): information mapped to zero or more physical cards. */
export interface VirtualCard {
  /** Unique per game; identifies "此牌" while its use/play flow lasts. */
  readonly vid: number;
  readonly name: string;
  /** null: 没有花色/点数 (no physical card, or several of mixed suits; 4.2.3). */
  readonly suit: Suit | null;
  readonly color: "black" | "red" | null;
  readonly rank: Rank | null;
  /** The physical cards it still maps to; the mapping breaks when one leaves processing (4.2.4 ◆). */
  physical: CardId[];
  /** True when made by a 转化 skill rather than used as itself (集智: 此牌不是转化牌). */
  readonly converted: boolean;
  /** The kind of a 【杀】 when changed during its use (将此【杀】改为火【杀】); absent: as declared. */
  kind?: string;
}

/** 渠道 (3.5.23): the card or skill a damage/recover comes through. */
export interface Channel {
  readonly card?: VirtualCard;
  readonly skill?: string;
}

interface Base<K extends EventKind> {
  readonly kind: K;
  /** Unique per game, in creation order. */
  readonly id: number;
}

export interface TurnEvent extends Base<"turn"> {
  readonly player: PlayerId;
  /** 3.6.1 ◆: an extra turn (额外回合) rather than the player's rated one (额定回合). */
  readonly extra?: boolean;
}

export interface PhaseEvent extends Base<"phase"> {
  readonly player: PlayerId;
  readonly phase: PhaseName;
  /** 额定摸牌数 (3.4.19) of a draw phase: base 2, deltas, or set to 0. */
  drawCount: { base: number; delta: number; setToZero: boolean };
  skipped: boolean;
  /** 3.6.2 ◆: an extra phase (额外的阶段). */
  readonly extra?: boolean;
  /** 3.6.2 ◆ 将此阶段改为b: after 开始前, the timing points inside b are generated instead. */
  changedTo?: PhaseName;
  /** This phase's timing points stand for phase a changed into it (3.6.2 ◆): it has no 开始前 of its own. */
  readonly changedFrom?: PhaseName;
}

export interface NeedEvent extends Base<"needUse" | "needPlay"> {
  readonly player: PlayerId;
  readonly cardName: string;
  /** The card being responded to, if any (【闪】 against 此【杀】). */
  readonly responding?: VirtualCard;
  /** Set once the card has been used/played in this need event. */
  result: VirtualCard | null;
}

export interface UseTarget {
  readonly player: PlayerId;
  /** 抵消 (offset) for this target. */
  offset: boolean;
  /** 无效 for this target. */
  nullified: boolean;
  /** 〖青釭剑〗: this target's armor is ignored during this use's settlement for it (3.1.7). */
  ignoreArmor?: boolean;
  /** 〖无双①〗: this target offsets the card only with this many 【闪】 used one after another (4.2.4 (2)). */
  responsesNeeded?: number;
  /** 【借刀杀人】: the player chosen together with this target (B), see TargetRule.paired. */
  paired?: PlayerId;
}

export interface UseEvent extends Base<"use"> {
  /** null: a delayed trick's special use flow has no user (4.1.1.6 判定阶段). 3.5.21 ◆: 使用者改为 changes it. */
  user: PlayerId | null;
  readonly card: VirtualCard;
  /** The target list (目标列表), sorted from the current-turn player counter-clockwise. */
  targets: UseTarget[];
  /** Index into `targets` of 此目标 / 当前目标, while one is being processed. */
  current: number;
  /** Which visit of the per-target timing loop this is (1: 指定第一个目标, 4.2.4 案例1). */
  visit?: number;
  /** When this card targets a card (【闪】 → 此【杀】): the use event it answers. */
  readonly respondsTo?: UseEvent;
  /** 不能响应此【杀】 (3.7.1 ◆): players for whom this card is not a legal target of a responding card. */
  noResponseFrom?: PlayerId[];
  /** 抵消 of a use whose target is a card (【无懈可击】 answering 【无懈可击】, 4.2.4). */
  cardOffset?: boolean;
  /** 此【决斗】不是【无懈可击】的合法目标 (〖离间〗): names of cards that cannot respond to this use. */
  notTargetOf?: string[];
  /** 〖无双②〗: in this card's effect, players not in `except` play `count` cards each time (4.2.5). */
  playsNeeded?: { readonly except: readonly PlayerId[]; readonly count: number };
  /** 以此法亮出的牌 (【五谷丰登】's 执行动作, 3.5.33): the cards the system revealed for this use. */
  revealed?: CardId[];
  /** Counts toward the play-phase use limit (4.2.2 专题三 2.). */
  readonly countsTowardLimit: boolean;
  /** 通过发动〖X①〗来使用 (4.2.2): the activation whose effect used it, set as it is declared. */
  via?: { readonly skill: string; readonly part: number };
}

export interface PlayEvent extends Base<"play"> {
  readonly player: PlayerId;
  readonly card: VirtualCard;
}

/** Why cards move (4.2.9 ◆ 移动和失去牌的原因). */
export type MoveReason =
  | "draw"
  | "use"
  | "play"
  | "discard"
  | "give"
  | "gain"
  | "judge"
  | "equip"
  | "placeJudge"
  | "settle" // 系统将处理区里的牌置入弃牌堆
  | "put" // 置于牌堆顶/牌堆底 (3.8.x)
  | "toProcessing" // 将牌堆顶的牌扣置入处理区 (〖遗计〗〖观星〗, 3.3.5)
  | "reveal" // 系统亮出牌堆顶的牌 (【五谷丰登】, 3.3.5)
  | "reshuffle"
  | "deal"
  | "death"
  | "recast" // 重铸 3.8.5
  | "pindian" // 拼点 4.2.9 ◆6
  | "exchange" // 交换 3.8.19, 4.2.9 ◆7
  | "disable" // 废除 4.2.23: the area's cards go to the discard pile
  | "overflow"; // 溢出 3.3.20 ◆: 仁道底的牌 past the sixth go to the discard pile

export interface CardMove {
  readonly card: CardId;
  readonly from: ZoneRef;
  readonly to: ZoneRef;
  /** 扣置 (3.8.7): placed face down at the destination. */
  readonly faceDown?: boolean;
  /** 对X可见 (3.5.34): players who may look at the face-down card. */
  readonly visibleTo?: readonly PlayerId[];
}

export interface MoveEvent extends Base<"move"> {
  /**
   * The cards of this move (4.2.9 此次移动的牌). A skill at 移至目标区域前❶/❷ may change the
   * destination of some (4.2.9 注意) or take some out of the move (3.7.6 ③ 取消); see
   * runtime/flows/moveEdit.ts.
   */
  moves: CardMove[];
  readonly reason: MoveReason;
  /** The player performing the operation (A in 4.2.9), null for the system. */
  readonly actor: PlayerId | null;
  /** 3.7.6 ③ / 3.7.8 ②: every card's move was cancelled: the move flow ends. */
  prevented?: boolean;
}

export interface JudgeEvent extends Base<"judge"> {
  readonly player: PlayerId;
  /** 判定牌 (null until 判定时 reveals it). */
  card: CardId | null;
  /** Why: the skill or card name that asked for the judgement. */
  readonly reason: string;
  /**
   * 判定结果 (4.2.11): the judgement card's information as it was at 判定结果确定时 — its 花色/颜色 as a
   * 视为 state treated them then (3.5.4 ◎ 〖红颜〗: 小乔's 黑桃判定牌 is 红桃); read after the card has moved on.
   */
  result?: VirtualCard;
  /** 3.5.59 终止此判定: the effects after this judgement (判定▶若结果为…) are not carried out. */
  terminated?: boolean;
}

export interface DamageEvent extends Base<"damage"> {
  source: PlayerId | null;
  victim: PlayerId;
  amount: number;
  element: DamageElement;
  readonly channel: Channel;
  /** 3.5.25 连环伤害: a damage by chain conduction (or transferred from one); it conducts no further. */
  readonly chained: boolean;
  prevented: boolean;
  /** 3.5.14 ② 将此伤害转移给B: prevented because it was transferred (logged as transferDamage). */
  transferred?: boolean;
  /**
   * 4.2.12 ways 3 and 4: dealt by transferring another damage (3.5.14 ②). It keeps that damage's
   * source, channel, element and chain-ness, but its cause is the transfer, not executing the
   * card's or skill's effect (3.5.14 爪按: 〖麒麟弓〗 is not activated for it).
   */
  readonly byTransfer?: boolean;
  /**
   * 4.2.14 ①: set when the victim, chained, was reset by this elemental non-chain damage while
   * other players were chained: after 伤害结算结束后 the chain conducts (3.9.3).
   */
  conducts?: boolean;
  /** 3.9.3 这些角色: the other players chained as the victim was reset, the only ones the chain can reach. */
  chainedOthers?: readonly PlayerId[];
  /** The final damage value the victim's hp deduction used (4.2.14 确定最终的伤害值), once known. */
  deducted?: number;
}

export interface LoseHpEvent extends Base<"loseHp"> {
  readonly player: PlayerId;
  amount: number;
  /** 3.7.8(1): prevented at 失去体力结算开始前; the loss does not happen. */
  prevented?: boolean;
}

export interface HpDeductEvent extends Base<"hpDeduct"> {
  readonly player: PlayerId;
  amount: number;
  readonly cause: "damage" | "loseHp";
  /** The damage event this deduction belongs to (4.2.14 ①), null for lost hp (②). */
  readonly damage?: DamageEvent | null;
}

export interface RecoverEvent extends Base<"recover"> {
  readonly player: PlayerId;
  amount: number;
  readonly source: PlayerId | null;
  readonly channel: Channel;
}

export interface DyingEvent extends Base<"dying"> {
  readonly player: PlayerId;
  /** The damage that brought the player down, if any (for 杀死, 3.5.35). */
  readonly cause: DamageEvent | LoseHpEvent | null;
}

export interface DeathEvent extends Base<"death"> {
  readonly player: PlayerId;
  /** 杀死其的角色 (3.5.35): the source of the damage that killed, if any. */
  readonly killer: PlayerId | null;
}

/** 4.2.10 牌状态改变: which change (横置 3.9.1, 重置 3.9.2, 翻面 3.9.4). */
export type StateChange = "chain" | "unchain" | "flip";

export interface StateChangeEvent extends Base<"stateChange"> {
  readonly player: PlayerId;
  readonly change: StateChange;
  /** 3.7.8 ③ 防止此改变: the state change flow ends. */
  prevented: boolean;
}

/** One target of a pindian (4.2.8: T1…Tn from the current-turn player). */
export interface PindianTarget {
  readonly player: PlayerId;
  /** 此次拼点的牌 of this target (null until chosen). */
  card: CardId | null;
  /** Once this pair's result is decided: the player who won (赢), or null when nobody did. */
  winner?: PlayerId | null;
}

export interface PindianEvent extends Base<"pindian"> {
  /** 发起者. */
  readonly player: PlayerId;
  /** 此次拼点的牌 of the initiator (null until chosen). */
  card: CardId | null;
  readonly targets: PindianTarget[];
  /** Index into `targets` of the pair whose 拼点结果确定后 is being processed (-1 otherwise). */
  current: number;
}

/** 3.5.61 议事: who takes part, the hand card each shows, and the result. */
export interface CouncilEvent extends Base<"council"> {
  /** The player whose operation started it (你与…议事, 你令…议事: 你). */
  readonly player: PlayerId;
  /** “议事”的角色, in seat order from the current-turn player (原则二(2)). */
  readonly participants: readonly PlayerId[];
  /** The card each participant showed, in `participants`' order (null until shown). */
  readonly shown: (CardId | null)[];
  /** 3.5.61 (2): 议事结果 red or black, null when there is none; undefined until decided. */
  result?: "red" | "black" | null;
}

/** The result of one pair of a pindian (4.2.8): both 拼点的牌 and who won. */
export interface PindianResult {
  readonly initiator: PlayerId;
  readonly target: PlayerId;
  readonly initiatorCard: CardId;
  readonly targetCard: CardId;
  /** The player who won (赢); null when the ranks are equal (均未赢). */
  readonly winner: PlayerId | null;
}

/** 4.2.16 减体力上限 / 4.2.17 加体力上限. */
export interface MaxHpEvent extends Base<"loseMaxHp" | "gainMaxHp"> {
  readonly player: PlayerId;
  /** X: the points of max hp lost or gained. */
  amount: number;
}

/** 4.2.20 获得技能 / 4.2.21 失去技能: the skills' names (技能). */
export interface SkillChangeEvent extends Base<"gainSkill" | "loseSkill"> {
  readonly player: PlayerId;
  readonly skills: readonly string[];
}

/** 4.2.23 废除 / 4.2.24 恢复: the areas (区域). */
export interface AreaEvent extends Base<"disable" | "restoreArea"> {
  readonly player: PlayerId;
  readonly areas: readonly Area[];
}

/** 4.2.25 获得标记: the mark's name and count (标记). */
export interface GainMarkEvent extends Base<"gainMark"> {
  readonly player: PlayerId;
  readonly mark: string;
  count: number;
}

export type GameEvent =
  | TurnEvent
  | PhaseEvent
  | NeedEvent
  | UseEvent
  | PlayEvent
  | MoveEvent
  | JudgeEvent
  | DamageEvent
  | LoseHpEvent
  | HpDeductEvent
  | RecoverEvent
  | DyingEvent
  | DeathEvent
  | StateChangeEvent
  | PindianEvent
  | CouncilEvent
  | MaxHpEvent
  | SkillChangeEvent
  | AreaEvent
  | GainMarkEvent;

export type EventOf<K extends EventKind> = Extract<GameEvent, { kind: K }>;
