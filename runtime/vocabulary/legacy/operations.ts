// Operations (操作): one row per phrase form → the operation it performs and the
// SkillContext method (runtime/api/context.ts) that implements it once. Seed 004 §3.4–3.5,
// seed 000 §4.2.
import type { SkillContext } from "../../api/context.ts";
export type OperationId =
  | "draw"
  | "loseHp"
  | "recover"
  | "damage"
  | "discard"
  | "gain"
  | "give"
  | "judge"
  | "adjustDrawCount"
  | "setDrawCountToZero"
  | "offset"
  | "skipPhase"
  | "chooseOption"
  | "distanceModifier"
  | "unlimitedUses"
  | "notLegalTarget"
  | "noDistanceLimit"
  | "forbidResponse"
  | "choosePlayers"
  | "adjustAmount"
  | "takeTopCards"
  | "putOnPile"
  | "show"
  | "chooseSuit"
  | "repeatProcess"
  | "requireCard"
  | "alternatePlay"
  | "placeInJudgeArea"
  | "nullify"
  | "stillTakeEffect"
  | "prevent"
  | "useOn" // 对X使用【牌】 (parsed around the keyword 使用; no row)
  | "ignoreArmor"
  | "cause" // 令X<operation> (parsed around the keyword 令; no row)
  | "alsoTarget" // 也成为此【杀】的目标 (〖方天画戟〗; no row)
  | "responseMethod" // 将X抵消此【杀】的方式改为依次使用两张【闪】 (〖无双①〗; keyword 的方式改为, no row)
  | "transferTarget" // 将此【杀】转移给X (〖流离〗, 3.5.14 ◆1)
  | "playMethod" // 令此【决斗】的作用效果中除你外的角色每次打出【杀】的方式改为依次打出两张【杀】 (〖无双②〗; no row)
  | "convert"
  | "askEachToPlay"
  | "replaceJudgeCard"
  | "putIntoDiscardPile"
  | "reveal"; // 亮出 (【五谷丰登】)

/** The shape of the words that follow the verb, for the parser. */
export type OperationForm =
  | "cards" // 摸/弃置/获得 + a card noun phrase
  | "hp" // 失去/回复 + N点体力
  | "causeDamage" // 对X 造成 N点[属性]伤害 (the subject is the source)
  | "takeDamage" // 受到 [X造成的] N点伤害 (the subject is the victim)
  | "giveTo" // 将X 交给 Y
  | "none" // 判定
  | "drawCountDelta" // 令额定摸牌数 ±N
  | "drawCountZero" // 令额定摸牌数改为0
  | "cardRef" // 抵消 + 此【杀】
  | "phase" // 跳过 + 阶段
  | "options" // 选择：1.…；2.…
  | "players" // 选择 + a player noun phrase (一名已受伤的角色)
  | "amountDelta" // 令伤害值/令回复值 ±N
  | "takeTop" // 将牌堆顶的N张牌 扣置入处理区 [（对你可见）]
  | "pile" // 将其中/其余的 cards 以任意顺序 置于牌堆顶/牌堆底
  | "require" // 需[对X]打出/使用【牌】，否则 effect
  | "asJudgeCard" // 将X作为判定牌 (〖鬼才〗, 4.2.11)
  | "toDiscardPile" // 将X置入弃牌堆 (4.2.9)
  | "askEach" // 令<players>依次选择是否打出【牌】 (〖护驾〗/〖激将〗, 4.2.5)
  | "convert" // 使用/打出 + 对应的实体牌为<cards>的【牌】 / 无对应的实体牌的【牌】 (转化, 4.2.3, 4.2.6)
  | "alternate" // 由A开始，A与B轮流打出【牌】，直到A与B中的一名角色未打出【牌】
  | "place" // 将X置入Y的判定区
  | "targetState" // 此【杀】对此目标无效 / 此【杀】依然对此目标生效
  | "prevent" // 防止此伤害
  | "ignore" // 于此【杀】对此目标的使用结算中无视其防具
  | "reveal" // 亮出牌堆顶的N张牌[（X为此牌的目标数）] (【五谷丰登】, 3.3.5)
  | "transfer"; // 将此【杀】 转移给 X (3.5.14)

export interface OperationRow {
  readonly phrase: string;
  readonly op: OperationId;
  readonly form: OperationForm;
  /** The SkillContext method that implements it (checked by the type). */
  readonly method: keyof SkillContext;
  readonly section: string;
}

export const OPERATIONS: readonly OperationRow[] = [
  { phrase: "摸", op: "draw", form: "cards", method: "draw", section: "4.2.9" },
  { phrase: "失去", op: "loseHp", form: "hp", method: "loseHp", section: "4.2.13" },
  { phrase: "回复", op: "recover", form: "hp", method: "recover", section: "3.5.27" },
  { phrase: "造成", op: "damage", form: "causeDamage", method: "damage", section: "4.2.12" },
  { phrase: "受到", op: "damage", form: "takeDamage", method: "damage", section: "4.2.12" },
  { phrase: "弃置", op: "discard", form: "cards", method: "discard", section: "4.2.9" },
  { phrase: "获得", op: "gain", form: "cards", method: "gain", section: "4.2.9" },
  { phrase: "交给", op: "give", form: "giveTo", method: "give", section: "4.2.9" },
  { phrase: "判定", op: "judge", form: "none", method: "judge", section: "4.2.11" },
  { phrase: "令额定摸牌数", op: "adjustDrawCount", form: "drawCountDelta", method: "adjustDrawCount", section: "3.4.19" },
  { phrase: "令额定摸牌数改为0", op: "setDrawCountToZero", form: "drawCountZero", method: "setDrawCountToZero", section: "3.4.19" },
  { phrase: "抵消", op: "offset", form: "cardRef", method: "offsetRespondedCard", section: "4.2.4" },
  { phrase: "不能响应", op: "forbidResponse", form: "cardRef", method: "forbidResponse", section: "3.7.1" },
  { phrase: "跳过", op: "skipPhase", form: "phase", method: "skipPhase", section: "4.1.1.6" },
  { phrase: "选择：", op: "chooseOption", form: "options", method: "chooseOption", section: "3.5.27" },
  { phrase: "选择", op: "choosePlayers", form: "players", method: "choosePlayers", section: "3.5.36" },
  { phrase: "令伤害值", op: "adjustAmount", form: "amountDelta", method: "adjustAmount", section: "4.2.12" },
  { phrase: "扣置入处理区", op: "takeTopCards", form: "takeTop", method: "takeTopCards", section: "3.3.5" },
  { phrase: "展示", op: "show", form: "cards", method: "show", section: "3.5.34" },
  { phrase: "置于牌堆顶", op: "putOnPile", form: "pile", method: "putOnDrawPile", section: "3.3.2" },
  { phrase: "置于牌堆底", op: "putOnPile", form: "pile", method: "putOnDrawPile", section: "3.3.2" },
  { phrase: "令回复值", op: "adjustAmount", form: "amountDelta", method: "adjustAmount", section: "4.2.15" },
  { phrase: "需", op: "requireCard", form: "require", method: "requireCard", section: "4.2.5" },
  { phrase: "轮流", op: "alternatePlay", form: "alternate", method: "alternatePlay", section: "4.2.5" },
  { phrase: "置入", op: "placeInJudgeArea", form: "place", method: "placeInJudgeArea", section: "4.2.9" },
  { phrase: "转移给", op: "transferTarget", form: "transfer", method: "transferTarget", section: "3.5.14" },
  { phrase: "无效", op: "nullify", form: "targetState", method: "nullifyCurrentTarget", section: "4.2.4" },
  { phrase: "依然", op: "stillTakeEffect", form: "targetState", method: "takeEffectAnyway", section: "4.2.4" },
  { phrase: "防止", op: "prevent", form: "prevent", method: "preventDamage", section: "4.2.12" },
  { phrase: "无视", op: "ignoreArmor", form: "ignore", method: "ignoreArmorOfCurrentTarget", section: "3.1.7" },
  { phrase: "对应的实体牌为", op: "convert", form: "convert", method: "convert", section: "4.2.3" },
  { phrase: "无对应的实体牌的", op: "convert", form: "convert", method: "convert", section: "4.2.3" },
  { phrase: "作为判定牌", op: "replaceJudgeCard", form: "asJudgeCard", method: "replaceJudgeCard", section: "4.2.11" },
  { phrase: "亮出", op: "reveal", form: "reveal", method: "revealTop", section: "3.3.5" },
  { phrase: "置入弃牌堆", op: "putIntoDiscardPile", form: "toDiscardPile", method: "putIntoDiscardPile", section: "4.2.9" },
  { phrase: "依次选择是否打出", op: "askEachToPlay", form: "askEach", method: "askEachToPlay", section: "4.2.5" },
];

/** Value modifiers (状态类): phrases that make a StatePart, not a call. 3.4.9, 4.2.2 专题三/四. */
export interface ModifierRow {
  readonly phrase: string;
  readonly op: OperationId;
  readonly section: string;
}

export const MODIFIERS: readonly ModifierRow[] = [
  { phrase: "距离", op: "distanceModifier", section: "3.4.9" },
  { phrase: "无次数的限制", op: "unlimitedUses", section: "4.2.2" },
  { phrase: "无距离关系的限制", op: "noDistanceLimit", section: "4.2.2" },
  { phrase: "合法目标", op: "notLegalTarget", section: "4.2.2" },
];
