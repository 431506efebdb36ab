// "Expected …" in a designer's words: token types and categories described by what they
// mean in the notation, never by their internal names.
import { EOF, type TokenType } from "chevrotain";
import {
  Cat,
  CardName,
  CircledNumber,
  DeckCard,
  FactionWord,
  GenderWord,
  HeaderInteger,
  HeaderWord,
  Integer,
  LordWord,
  MarkName,
  SkillName,
  kw,
  meaningOf,
} from "./tokens.ts";

const TIMING_WORDS = "a timing such as 当你受到伤害后, or 出牌阶段";
const ACTION_WORDS = "an action such as 摸, 弃置, 获得, 失去, 回复, 判定";
const QUANTITY_WORDS = "a quantity such as 至多, 至少, 所有, 等量的";

/** In priority order: the first ones are what a designer most likely meant. */
const WORDS = new Map<TokenType, string>([
  [Cat.Timing, TIMING_WORDS],
  [kw("当"), TIMING_WORDS],
  [Cat.SkillTag, "a skill tag such as 锁定技, 主公技"],
  [CircledNumber, "a part number such as ①"],
  [Cat.TimingTail, "a timing such as 目标生效前"],
  [Cat.OpCards, ACTION_WORDS],
  [Cat.OpHp, ACTION_WORDS],
  [Cat.OpNone, ACTION_WORDS],
  [Cat.OpCardRef, ACTION_WORDS],
  [Cat.Head, "a noun such as 角色, 牌, 手牌"],
  [CardName, "a card name in 【】"],
  [Cat.Ref, "a reference such as 你, 其, 来源, 目标对应的角色, 此【杀】"],
  [Cat.Attribute, "an attribute such as 其他, 已受伤的, 红色, 攻击范围内的"],
  [Cat.Region, "a region such as 区域里的, 装备区里的"],
  [Cat.NumberWord, "a number such as 1, 一, 两, X"],
  [Cat.QuantifierN, QUANTITY_WORDS],
  [Cat.QuantifierBare, QUANTITY_WORDS],
  [Cat.Measure, "a measure word such as 张, 名, 点"],
  [Cat.Element, "a damage element: 火焰 or 雷电"],
  [Cat.CardCategoryWord, "a card category: 基本牌, 锦囊牌 or 装备牌"],
  [Cat.CardSubtypeWord, "a card subtype such as 武器牌, 普通锦囊牌, 防御坐骑牌"],
  [Cat.Modifier, "a value such as 距离"],
  [SkillName, "a skill name in 〖〗"],
  [MarkName, "a marker name in “”"],
  [DeckCard, "a card such as ♠7 or ♥K"],
  [Integer, "a number such as 1"],
  [FactionWord, "a faction: 魏, 蜀, 吴 or 群"],
  [GenderWord, "a gender: 男 or 女"],
  [HeaderInteger, "the general's hp, a number such as 4"],
  [LordWord, "主公"],
  [HeaderWord, "a name"],
  [EOF, "the end of the line"],
]);

export function describeToken(t: TokenType): string {
  const words = WORDS.get(t);
  if (words) return words;
  const phrase = meaningOf(t)?.phrase;
  return phrase !== undefined ? `“${phrase}”` : t.name;
}

const RANK = new Map<TokenType, number>([...WORDS.keys()].map((t, i) => [t, i]));

/** Designer words for a set of token types: deduplicated, most likely first, at most `limit`. */
export function describeExpected(types: readonly TokenType[], limit = 8): string[] {
  const ranked = [...types].sort((a, b) => (RANK.get(a) ?? 1000) - (RANK.get(b) ?? 1000));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of ranked) {
    const d = describeToken(t);
    if (!seen.has(d)) {
      seen.add(d);
      out.push(d);
    }
  }
  return out.slice(0, limit);
}
