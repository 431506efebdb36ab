// References (指代): words that name something already in scope. Seed 004 §3.5.x.
export type ReferenceId =
  | "you" // 你 3.5.30
  | "it" // 其
  | "source" // 来源 3.5.22
  | "channel" // 渠道 3.5.23
  | "target" // 目标对应的角色 3.4.14
  | "thisTarget" // 此目标 3.5.32
  | "user" // 使用者 3.5.21
  | "thisCard" // 此牌 / 此【杀】 3.5.16
  | "thisDamage" // 此伤害
  | "thisJudge" // 此判定
  | "judgeCard" // 判定牌 4.2.11
  | "result" // 结果 (判定结果) 4.2.11
  | "theseCards" // 这些牌
  | "thatPlayer" // 该角色
  | "thesePlayers" // 这些角色 3.5.36
  | "aforementioned" // 之 (展示之: the card just named, 3.5.16)
  | "system" // 系统
  | "revealedCards" // 以此法亮出的牌 3.5.33 (【五谷丰登】)
  | "otherOf" // A与B中的另一名角色 (built by the parser, field among)
  | "label"; // A / B: a player named by a label letter (【借刀杀人】, built by the parser, field label)

export interface ReferenceRow {
  readonly phrase: string;
  readonly ref: ReferenceId;
  /** The phrase takes a 【牌名】 right after it (此【杀】). */
  readonly takesCardName?: boolean;
  readonly section: string;
}

export const REFERENCES: readonly ReferenceRow[] = [
  { phrase: "你", ref: "you", section: "3.5.30" },
  { phrase: "其", ref: "it", section: "3.5.30" },
  { phrase: "来源", ref: "source", section: "3.5.22" },
  { phrase: "渠道", ref: "channel", section: "3.5.23" },
  { phrase: "目标对应的角色", ref: "target", section: "3.4.14" },
  { phrase: "此目标", ref: "thisTarget", section: "3.5.32" },
  { phrase: "使用者", ref: "user", section: "3.5.21" },
  { phrase: "此牌", ref: "thisCard", section: "3.5.16" },
  { phrase: "此", ref: "thisCard", takesCardName: true, section: "3.5.16" },
  { phrase: "此伤害", ref: "thisDamage", section: "4.2.12" },
  { phrase: "此判定", ref: "thisJudge", section: "4.2.11" },
  { phrase: "判定牌", ref: "judgeCard", section: "4.2.11" },
  { phrase: "原判定牌", ref: "judgeCard", section: "4.2.11" },
  { phrase: "结果", ref: "result", section: "4.2.11" },
  { phrase: "这些牌", ref: "theseCards", section: "3.5.33" },
  { phrase: "该角色", ref: "thatPlayer", section: "3.5.29" },
  { phrase: "这些角色", ref: "thesePlayers", section: "3.5.36" },
  { phrase: "之", ref: "aforementioned", section: "3.5.16" },
  { phrase: "系统", ref: "system", section: "4.2" },
  { phrase: "以此法亮出的牌", ref: "revealedCards", section: "3.5.33" },
];
