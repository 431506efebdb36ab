// Token types, generated from the vocabulary tables and the timing catalogue (closed
// vocabulary: no catch-all word token). Each distinct phrase is one token type; the roles it
// plays (operation, reference, head noun, timing…) are chevrotain token categories, and
// `meaningOf` maps a token type back to its table rows so the parser never re-reads text.
import { createToken, Lexer, type TokenType } from "chevrotain";
import { TIMINGS, type TimingRow } from "../../runtime/timing/catalogue.ts";
import {
  ATTRIBUTES,
  CATEGORIES,
  ELEMENTS,
  HEADS,
  MEASURES,
  MODIFIERS,
  NUMERALS,
  OPERATIONS,
  QUANTIFIERS,
  REFERENCES,
  REGIONS,
  SKILL_TAGS,
  VARIABLES,
  type AttributeRow,
  type ElementId,
  type HeadRow,
  type MeasureId,
  type ModifierRow,
  type OperationRow,
  type QuantifierId,
  type ReferenceRow,
  type RegionRow,
  type SkillTagId,
} from "../../runtime/vocabulary/legacy/index.ts";
import type { CardCategory, CardSubtype } from "../../runtime/model/types.ts";
import { KEYWORDS } from "./keywords.ts";

// ── categories (abstract token types) ──
const category = (name: string): TokenType => createToken({ name, pattern: Lexer.NA });

export const Cat = {
  Timing: category("Timing"),
  TimingTail: category("TimingTail"),
  TimingVerb: category("TimingVerb"),
  TimingSlotPrefix: category("TimingSlotPrefix"),
  TimingSlotSuffix: category("TimingSlotSuffix"),
  TimingSuffix: category("TimingSuffix"),
  OpCards: category("OpCards"),
  OpHp: category("OpHp"),
  OpNone: category("OpNone"),
  OpCardRef: category("OpCardRef"),
  Ref: category("Ref"),
  Attribute: category("Attribute"),
  Region: category("Region"),
  Head: category("Head"),
  NumberWord: category("NumberWord"),
  QuantifierN: category("QuantifierN"),
  QuantifierBare: category("QuantifierBare"),
  Measure: category("Measure"),
  SkillTag: category("SkillTag"),
  Element: category("Element"),
  CardCategoryWord: category("CardCategoryWord"),
  CardSubtypeWord: category("CardSubtypeWord"),
  Modifier: category("Modifier"),
} as const;

/** What a phrase token means, collected from every table row that uses the phrase. */
export interface PhraseMeaning {
  readonly phrase: string;
  timing?: TimingRow;
  /** For a TimingTail token (目标生效前 of 对目标生效前). */
  timingTail?: TimingRow;
  operation?: OperationRow;
  modifier?: ModifierRow;
  reference?: ReferenceRow;
  attribute?: AttributeRow;
  region?: RegionRow;
  head?: HeadRow;
  number?: number;
  variable?: string;
  quantifier?: QuantifierId;
  measure?: MeasureId;
  tag?: SkillTagId;
  element?: ElementId;
  category?: CardCategory;
  subtype?: CardSubtype;
}

interface Entry {
  meaning: PhraseMeaning;
  categories: Set<TokenType>;
}

const entries = new Map<string, Entry>();

function add(phrase: string, cat: TokenType | null, fill: (m: PhraseMeaning) => void = () => {}): void {
  let e = entries.get(phrase);
  if (!e) {
    e = { meaning: { phrase }, categories: new Set() };
    entries.set(phrase, e);
  }
  if (cat) e.categories.add(cat);
  fill(e.meaning);
}

// Timing phrases. Rows with a {牌} slot are split around the slot; rows starting with 对目标
// also get a tail token so 对<对应的角色为你的>目标生效前 can qualify the target.
const SLOT = "{牌}";
/** Verbs of move timings whose object (牌) may be any card noun phrase (4.2.9). */
const OBJECT_VERBS = ["失去", "得到"] as const;
const OBJECT_TIMINGS = new Map<string, TimingRow>();

/** The timing of a `{牌}` slot phrase: 需要使用 + 【杀】 + 时❸ → needUse.3. */
export function slotTiming(prefix: string, suffix: string): TimingRow | undefined {
  return SLOT_TIMINGS.find((s) => s.prefix === prefix && s.suffix === suffix)?.row;
}

/** The move timing of 失去/得到 + cards + 后❷ (or 前❶…), if the catalogue has it. */
export function objectTiming(verb: string, suffix: string): TimingRow | undefined {
  return OBJECT_TIMINGS.get(`${verb}|${suffix}`);
}
export const SLOT_TIMINGS: { readonly prefix: string; readonly suffix: string; readonly row: TimingRow }[] = [];
for (const row of TIMINGS) {
  for (const phrase of [row.phrase, ...(row.aliases ?? [])]) {
    const slot = phrase.indexOf(SLOT);
    if (slot >= 0) {
      const prefix = phrase.slice(0, slot);
      const suffix = phrase.slice(slot + SLOT.length);
      SLOT_TIMINGS.push({ prefix, suffix, row });
      add(prefix, Cat.TimingSlotPrefix);
      add(suffix, Cat.TimingSlotSuffix);
      continue;
    }
    add(phrase, Cat.Timing, (m) => (m.timing ??= row));
    if (phrase.startsWith("对目标")) add(phrase.slice(1), Cat.TimingTail, (m) => (m.timingTail ??= row));
    // 失去牌后❷ also reads 失去<手牌>后❷ / 失去<装备区里的一张牌>后❷: verb + cards + suffix.
    for (const verb of OBJECT_VERBS) {
      const head = `${verb}牌`;
      if (!phrase.startsWith(head) || phrase.length === head.length) continue;
      const suffix = phrase.slice(head.length);
      OBJECT_TIMINGS.set(`${verb}|${suffix}`, row);
      add(verb, Cat.TimingVerb);
      add(suffix, Cat.TimingSuffix);
    }
  }
}

const opCategory = { cards: Cat.OpCards, hp: Cat.OpHp, none: Cat.OpNone, cardRef: Cat.OpCardRef } as const;
for (const row of OPERATIONS) {
  const cat = row.form in opCategory ? opCategory[row.form as keyof typeof opCategory] : null;
  add(row.phrase, cat, (m) => (m.operation = row));
}
for (const row of MODIFIERS) add(row.phrase, Cat.Modifier, (m) => (m.modifier = row));
for (const row of REFERENCES) add(row.phrase, Cat.Ref, (m) => (m.reference = row));
for (const row of ATTRIBUTES) {
  // X对应的 links two noun phrases; it is a keyword for the parser, not a prefix attribute.
  add(row.phrase, row.id === "correspondsTo" ? null : Cat.Attribute, (m) => (m.attribute = row));
}
for (const row of REGIONS) add(row.phrase, Cat.Region, (m) => (m.region = row));
for (const row of HEADS) add(row.phrase, Cat.Head, (m) => (m.head = row));
for (const row of CATEGORIES) add(row.phrase, Cat.CardCategoryWord, (m) => (m.category = row.category));
for (const row of HEADS) {
  if (row.subtype) add(row.phrase, Cat.CardSubtypeWord, (m) => (m.subtype = row.subtype));
}
for (const n of NUMERALS) add(n.phrase, Cat.NumberWord, (m) => (m.number = n.value));
for (const v of VARIABLES) add(v, Cat.NumberWord, (m) => (m.variable = v));
for (const q of QUANTIFIERS) {
  add(q.phrase, q.id === "atMost" || q.id === "atLeast" ? Cat.QuantifierN : Cat.QuantifierBare, (m) => (m.quantifier = q.id));
}
for (const mw of MEASURES) add(mw.phrase, Cat.Measure, (m) => (m.measure = mw.id));
for (const t of SKILL_TAGS) add(t.phrase, Cat.SkillTag, (m) => (m.tag = t.tag));
for (const el of ELEMENTS) add(el.phrase, Cat.Element, (m) => (m.element = el.id));
for (const k of KEYWORDS) add(k, null);

// ── phrase tokens, created longest first ──
const byType = new Map<TokenType, PhraseMeaning>();
const byPhrase = new Map<string, TokenType>();
const phraseTokens: TokenType[] = [];
for (const phrase of [...entries.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))) {
  const e = entries.get(phrase)!;
  const t = createToken({ name: phrase, pattern: phrase, categories: [...e.categories] });
  byType.set(t, e.meaning);
  byPhrase.set(phrase, t);
  phraseTokens.push(t);
}

/** The token type of a phrase the grammar refers to directly (的, 可, 当, 出牌阶段…). */
export function kw(phrase: string): TokenType {
  const t = byPhrase.get(phrase);
  if (!t) throw new Error(`no token for phrase ${phrase}`);
  return t;
}

export function meaningOf(t: TokenType): PhraseMeaning | undefined {
  return byType.get(t);
}

// ── delimited names, numbers, punctuation ──
export const SkillName = createToken({ name: "SkillName", pattern: /〖[^〗\n]*〗/ });
export const CardName = createToken({ name: "CardName", pattern: /【[^】\n]*】/ });
export const MarkName = createToken({ name: "MarkName", pattern: /“[^”\n]*”/ });
/** ♠7 ♥10 ♦K: a deck card (suit + rank). */
export const DeckCard = createToken({ name: "DeckCard", pattern: /[♠♥♣♦](?:10|[2-9]|[AJQK])/ });
export const Integer = createToken({ name: "Integer", pattern: /[0-9]+/, categories: [Cat.NumberWord] });
export const CircledNumber = createToken({ name: "CircledNumber", pattern: /[①②③④⑤⑥⑦⑧⑨]/ });
export const Comment = createToken({ name: "Comment", pattern: /#[^\n]*/, group: Lexer.SKIPPED });
export const Newline = createToken({ name: "Newline", pattern: /\r?\n/, line_breaks: true });
export const HeaderNewline = createToken({ name: "HeaderNewline", pattern: /\r?\n/, line_breaks: true, pop_mode: true });
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\u3000\uFEFF]+/, group: Lexer.SKIPPED });

/** A keyword that starts a header line (扩展包/武将/牌堆): only at the start of a line. */
function lineStartKeyword(name: string, word: string): TokenType {
  return createToken({
    name,
    pattern: (text: string, offset: number) => {
      if (offset > 0 && text[offset - 1] !== "\n" && text[offset - 1] !== "\uFEFF") return null;
      if (!text.startsWith(word, offset)) return null;
      const next = text[offset + word.length];
      if (next !== " " && next !== "\t" && next !== "\u3000") return null;
      return [word] as [string];
    },
    line_breaks: false,
    start_chars_hint: [word[0]],
    push_mode: "header",
  });
}

export const PackKeyword = lineStartKeyword("PackKeyword", "扩展包");
export const GeneralKeyword = lineStartKeyword("GeneralKeyword", "武将");
export const DeckKeyword = lineStartKeyword("DeckKeyword", "牌堆");

/** A whole space-delimited word from a closed list (header lines). */
function wholeWord(name: string, words: readonly string[]): TokenType {
  return createToken({
    name,
    pattern: (text: string, offset: number) => {
      for (const w of words) {
        if (!text.startsWith(w, offset)) continue;
        const next = text[offset + w.length];
        if (next === undefined || /\s|#/.test(next)) return [w] as [string];
      }
      return null;
    },
    line_breaks: false,
    start_chars_hint: words.map((w) => w[0]),
  });
}

/** 势力 (3.2.6) in a general header. */
export const FACTION_WORDS = { 魏: "wei", 蜀: "shu", 吴: "wu", 群: "qun", 神: "god", 晋: "jin" } as const;
/** 性别 (3.2.5). */
export const GENDER_WORDS = { 男: "male", 女: "female" } as const;
export const FactionWord = wholeWord("FactionWord", Object.keys(FACTION_WORDS));
export const GenderWord = wholeWord("GenderWord", Object.keys(GENDER_WORDS));
export const LordWord = wholeWord("LordWord", ["主公"]);
export const HeaderInteger = wholeWord("HeaderInteger", ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
/** A general's or pack's name: any word, only inside header lines. */
export const HeaderWord = createToken({ name: "HeaderWord", pattern: /[^\s#]+/ });

const mainMode: TokenType[] = [
  Comment,
  Newline,
  WhiteSpace,
  PackKeyword,
  GeneralKeyword,
  DeckKeyword,
  SkillName,
  CardName,
  MarkName,
  DeckCard,
  CircledNumber,
  ...phraseTokens,
  Integer,
];

const headerMode: TokenType[] = [
  Comment,
  HeaderNewline,
  WhiteSpace,
  FactionWord,
  GenderWord,
  LordWord,
  HeaderInteger,
  HeaderWord,
];

export const LEXER_MODES = { modes: { main: mainMode, header: headerMode }, defaultMode: "main" };

/** Every token type, categories included, for the parser. */
export const ALL_TOKENS: TokenType[] = [
  ...Object.values(Cat),
  ...mainMode,
  ...headerMode.filter((t) => !mainMode.includes(t)),
];
