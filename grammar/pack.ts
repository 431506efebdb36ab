// A pack file, line by line. Header lines (扩展包/武将/牌/牌堆) are read by their fixed shapes;
// skill text and card text are scanned and read by the table-driven grammar. Every line is read
// on its own, so a bad line yields diagnostics and reading goes on; nothing here throws on bad
// input.
import "./parse.ts";
import { Budget, MAX_WORK, ParseLimit, ParseState, type P, type Tok } from "./chart/parser.ts";
import { isWord, typeOf, wordType } from "./lexicon.ts";
import { scan, type UnknownRun } from "./scan.ts";
import { cardActions, effectText, skillText, useTargets, useWindows, type CardActionSyntax, type UseTargetSyntax, type UseWindowSyntax } from "./rules/parts.ts";
import type { Diagnostic } from "./diagnostic.ts";
import type { Stmt, SkillText, Span } from "./syntax.ts";
import { describeExpected } from "./describe.ts";
import { NEXT_POSITIONS, suggestFix, type Fix, type Reading, type SuggestionReader } from "./suggest.ts";
import { explainHalfWidth, explainTimingMarks, explainWording, HALF_TO_FULL_WIDTH } from "./repair.ts";

/** Where a piece of text sits in its file: its line and the column its first character has. */
export interface Source {
  readonly file: string;
  readonly line: number;
  /** 1-based column of the text's first character. */
  readonly column: number;
  readonly text: string;
  readonly tokens: readonly Tok[];
}

export interface NameRange {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  readonly endColumn: number;
}

export interface SkillSyntax {
  readonly name: NameRange;
  /** One reading per "/" alternative (3.5.10); empty when the text did not read. */
  readonly texts: readonly SkillText[];
  readonly source: Source;
  /**
   * One source per reading in `texts`: the line with that variant's tokens, so a span of a
   * "/" variant (token indices into its own list) finds its place in the line.
   */
  readonly sources: readonly Source[];
  /** The comment lines just above (〖排异〗是〖自立〗令钟会获得的技能…). */
  readonly note: string | null;
}

export interface GeneralSyntax {
  readonly name: NameRange;
  readonly faction: string;
  readonly gender: string;
  readonly hp: number;
  readonly lord: boolean;
  readonly skills: readonly SkillSyntax[];
  readonly line: number;
}

export interface CardSyntax {
  readonly name: NameRange;
  /** 普/火/雷 before the name (3.5.24): a kind of 【杀】. */
  readonly kind: string | null;
  readonly category: string;
  readonly subtype: string | null;
  readonly attackRange: number | null;
  readonly windows: { readonly value: UseWindowSyntax[]; readonly source: Source } | null;
  readonly targets: { readonly value: UseTargetSyntax[]; readonly source: Source } | null;
  /** 作用效果, one per "/" alternative. */
  readonly effects: { readonly value: Stmt[]; readonly source: Source }[] | null;
  readonly actions: { readonly value: CardActionSyntax[]; readonly source: Source } | null;
  readonly recast: { readonly value: UseWindowSyntax[]; readonly source: Source } | null;
  /** Equipment skills (〖名〗… lines) and the card's own text (锁定技，其他角色至你的距离+1). */
  readonly skills: readonly SkillSyntax[];
  readonly line: number;
}

export interface DeckSyntax {
  readonly name: NameRange;
  /** `nameColumn`: where the entry's 【名】 starts (its 【); `column`: where the card (♠7) starts. */
  readonly entries: readonly { readonly card: string; readonly kind: string | null; readonly suit: string; readonly rank: number; readonly line: number; readonly column: number; readonly nameColumn: number }[];
  readonly line: number;
  /** A 衍生牌 block (3.1.5): faces of derived cards, not cards of the deck. */
  readonly derived?: boolean;
}

export interface PackSyntax {
  readonly file: string;
  readonly name: NameRange | null;
  readonly generals: readonly GeneralSyntax[];
  readonly cards: readonly CardSyntax[];
  readonly decks: readonly DeckSyntax[];
}

const GENERAL = /^武将[ \t\u3000]+(\S+)[ \t\u3000]+(\S+)[ \t\u3000]+(\S+)[ \t\u3000]+(\S+)(?:[ \t\u3000]+(\S+))?[ \t\u3000]*$/u;
const CARD = /^牌[ \t\u3000]+(普|火|雷)?【([^】]*)】[ \t\u3000]+(\S+?)(?:·(\S+))?(?:[ \t\u3000]+攻击范围：(\S+))?[ \t\u3000]*$/u;
const PACK = /^扩展包[ \t\u3000]+(\S+)[ \t\u3000]*$/u;
const DECK = /^(?:牌堆|衍生牌)[ \t\u3000]+(\S+)[ \t\u3000]*$/u;
const DECK_ENTRY = /^(普|火|雷)?【([^】]*)】((?:[ \t\u3000]+\S+)+)[ \t\u3000]*$/u;
// "s": a stray CR or U+2028 inside the text is the lexer's to report (E-INVISIBLE), not a reason
// for the line to belong to no block.
const SKILL = /^〖([^〗]*)〗(.*)$/su;
const FIELD = /^(使用时机|使用目标|作用效果|执行动作|重铸时机)([：:])(.*)$/su;

export const FACTIONS: Readonly<Record<string, string>> = { 魏: "wei", 蜀: "shu", 吴: "wu", 群: "qun", 神: "god", 晋: "jin" };
export const GENDERS: Readonly<Record<string, string>> = { 男: "male", 女: "female" };
export const CATEGORIES: Readonly<Record<string, string>> = { 基本牌: "basic", 锦囊牌: "trick", 装备牌: "equipment" };
export const SUBTYPES: Readonly<Record<string, string>> = {
  普通锦囊牌: "normalTrick",
  延时锦囊牌: "delayedTrick",
  武器牌: "weapon",
  防具牌: "armor",
  进攻坐骑牌: "offensiveHorse",
  防御坐骑牌: "defensiveHorse",
  特殊坐骑牌: "specialHorse",
  宝物牌: "treasure",
};
const SUITS: Readonly<Record<string, string>> = { "♠": "spade", "♥": "heart", "♣": "club", "♦": "diamond" };
const RANKS: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type GeneralBlock = { kind: "general"; general: Mutable<GeneralSyntax>; skills: SkillSyntax[] };
type CardBlock = { kind: "card"; card: Mutable<CardSyntax>; skills: SkillSyntax[] };
type DeckBlock = { kind: "deck"; deck: Mutable<DeckSyntax>; entries: Mutable<DeckSyntax>["entries"][number][] };
type Block = GeneralBlock | CardBlock | DeckBlock | { kind: "broken" };

/** Reads a pack's text. */
export function readPack(text: string, file: string): { pack: PackSyntax; diagnostics: Diagnostic[] } {
  return new PackReader(text, file).run();
}

class PackReader {
  private readonly diagnostics: Diagnostic[] = [];
  private readonly generals: GeneralSyntax[] = [];
  private readonly cards: CardSyntax[] = [];
  private readonly decks: DeckSyntax[] = [];
  private name: NameRange | null = null;
  private block: Block | null = null;
  private note: string[] = [];
  /** Length of the line being read: every diagnostic's range is kept inside it. */
  private lineLength = 0;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  run(): { pack: PackSyntax; diagnostics: Diagnostic[] } {
    const lines = this.text.split("\n");
    lines.forEach((raw, i) => this.line(raw.replace(/\r$/, ""), i + 1));
    this.close();
    return { pack: { file: this.file, name: this.name, generals: this.generals, cards: this.cards, decks: this.decks }, diagnostics: this.diagnostics };
  }

  private line(raw: string, n: number): void {
    this.lineLength = raw.length;
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text === "") return;
    if (text.startsWith("#")) {
      this.note.push(text.slice(1).trim());
      return;
    }
    const note = this.note.length > 0 ? this.note.join(" ") : null;
    this.note = [];
    const col = lead + 1;
    let m: RegExpExecArray | null;
    if ((m = PACK.exec(text))) {
      this.close();
      if (this.name) this.error("E-DUPLICATE", "a pack has one 扩展包 line", n, col, col + text.length);
      else {
        this.name = { name: m[1], line: n, column: col + 4, endColumn: col + 4 + m[1].length };
        this.checkName(this.name);
      }
      return;
    }
    if (text.startsWith("扩展包")) {
      // A header with no name (or a name with spaces) still ends the block before it.
      this.close();
      this.error("E-SYNTAX", "a 扩展包 line is `扩展包 <名>` (one name, no spaces)", n, col, col + text.length);
      return;
    }
    if (text.startsWith("武将")) return this.general(text, n, col);
    if (text.startsWith("牌堆")) return this.deck(text, n, col);
    // 3.1.5 衍生牌: the faces of the cards a skill derives (【X】（衍生牌）), outside every deck.
    if (text.startsWith("衍生牌")) return this.deck(text, n, col, true);
    if (/^牌[ \t\u3000]/u.test(text)) return this.card(text, n, col);
    if ((m = FIELD.exec(text))) {
      if (m[2] === ":") this.error("E-HALF-WIDTH", "“:” is half-width: the notation uses the full-width “：”", n, col + m[1].length, col + m[1].length + 1);
      return this.field(m[1], m[3], n, col + m[1].length + 1);
    }
    if ((m = SKILL.exec(text))) return this.skill(m[1], m[2], n, col, note);
    if (this.block?.kind === "deck" && DECK_ENTRY.exec(text)) return this.deckEntry(text, n, col);
    if (this.block?.kind === "card") {
      // A card's own text without a name (【的卢】: 锁定技，其他角色至你的距离+1。).
      return this.skill(this.block.card.name.name, text, n, col, note, true);
    }
    if (this.block?.kind === "broken") return;
    this.error("E-SYNTAX", "this line belongs to no 武将, 牌 or 牌堆 block", n, col, col + text.length, [
      "a skill line 〖名〗… under a 武将 line",
      "a 武将, 牌 or 牌堆 header line",
      "a comment starting with #",
    ]);
  }

  private general(text: string, n: number, col: number): void {
    this.close();
    const m = GENERAL.exec(text);
    const faction = m?.[2];
    const gender = m?.[3];
    const hp = m ? Number(m[4]) : NaN;
    const lord = m?.[5];
    if (!m || !FACTIONS[faction!] || !GENDERS[gender!] || !Number.isInteger(hp) || hp < 1 || (lord !== undefined && lord !== "主公")) {
      this.error("E-SYNTAX", "a 武将 line is `武将 <名> <势力> <性别> <体力> [主公]`", n, col, col + text.length, [
        "势力: 魏, 蜀, 吴, 群, 神 or 晋",
        "性别: 男 or 女",
        "体力: a whole number of at least 1",
      ]);
      this.block = { kind: "broken" };
      return;
    }
    const nameCol = col + text.indexOf(m[1]);
    this.checkName({ name: m[1], line: n, column: nameCol, endColumn: nameCol + m[1].length });
    this.block = {
      kind: "general",
      general: { name: { name: m[1], line: n, column: nameCol, endColumn: nameCol + m[1].length }, faction: FACTIONS[faction!], gender: GENDERS[gender!], hp, lord: lord === "主公", skills: [], line: n },
      skills: [],
    };
  }

  private card(text: string, n: number, col: number): void {
    this.close();
    const m = CARD.exec(text);
    const category = m ? CATEGORIES[m[3]] : undefined;
    const subtype = m?.[4] !== undefined ? SUBTYPES[m[4]] : null;
    const range = m?.[5] !== undefined ? Number(m[5]) : null;
    if (!m || !category || subtype === undefined || (range !== null && !(Number.isInteger(range) && range >= 1))) {
      this.error("E-SYNTAX", "a 牌 line is `牌 【名】 <类别>[·<副类别>] [攻击范围：N]`", n, col, col + text.length, [
        "类别: 基本牌, 锦囊牌 or 装备牌",
        "副类别: 普通锦囊牌, 延时锦囊牌, 武器牌, 防具牌, 进攻坐骑牌, 防御坐骑牌, 特殊坐骑牌 or 宝物牌",
      ]);
      this.block = { kind: "broken" };
      return;
    }
    const nameCol = col + text.indexOf("【") + 1;
    this.checkName({ name: m[2], line: n, column: nameCol, endColumn: nameCol + m[2].length });
    this.block = {
      kind: "card",
      card: {
        name: { name: m[2], line: n, column: nameCol, endColumn: nameCol + m[2].length },
        kind: m[1] ?? null,
        category,
        subtype,
        attackRange: range,
        windows: null,
        targets: null,
        effects: null,
        actions: null,
        recast: null,
        skills: [],
        line: n,
      },
      skills: [],
    };
  }

  private deck(text: string, n: number, col: number, derived = false): void {
    this.close();
    const m = DECK.exec(text);
    if (!m) {
      this.error("E-SYNTAX", derived ? "a 衍生牌 line is `衍生牌 <名>`" : "a 牌堆 line is `牌堆 <名>`", n, col, col + text.length);
      this.block = { kind: "broken" };
      return;
    }
    const nameCol = col + text.indexOf(m[1]);
    this.checkName({ name: m[1], line: n, column: nameCol, endColumn: nameCol + m[1].length });
    this.block = { kind: "deck", deck: { name: { name: m[1], line: n, column: nameCol, endColumn: nameCol + m[1].length }, entries: [], line: n, ...(derived ? { derived } : {}) }, entries: [] };
  }

  private deckEntry(text: string, n: number, col: number): void {
    const block = this.block as DeckBlock;
    const m = DECK_ENTRY.exec(text)!;
    let at = text.indexOf("】") + 1;
    const nameColumn = col + text.indexOf("【");
    this.checkName({ name: m[2], line: n, column: nameColumn + 1, endColumn: nameColumn + 1 + m[2].length });
    for (const card of m[3].trim().split(/[ \t\u3000]+/u)) {
      const c = col + text.indexOf(card, at);
      at = text.indexOf(card, at) + card.length;
      const suit = SUITS[card[0]];
      const rankText = card.slice(1);
      const rank = RANKS[rankText] ?? (/^(?:[2-9]|10)$/.test(rankText) ? Number(rankText) : NaN);
      if (!suit || Number.isNaN(rank)) {
        this.error("E-SYNTAX", `“${card}” is not a card: a suit (♠♥♣♦) and a rank (A, 2–10, J, Q, K)`, n, c, c + card.length);
        continue;
      }
      block.entries.push({ card: m[2], kind: m[1] ?? null, suit, rank, line: n, column: c, nameColumn });
    }
  }

  private field(label: string, body: string, n: number, col: number): void {
    const block = this.block;
    if (block?.kind !== "card") {
      if (block?.kind !== "broken") this.error("E-SYNTAX", `${label} lines belong to a 牌 block`, n, col - label.length - 1, col + body.length);
      return;
    }
    const card = block.card;
    const dup = () => this.error("E-DUPLICATE", `this card already has a ${label} line`, n, col - label.length - 1, col + body.length);
    switch (label) {
      case "使用时机":
        if (card.windows) return dup();
        card.windows = this.readText(useWindows, body, n, col);
        return;
      case "使用目标":
        if (card.targets) return dup();
        card.targets = this.readText(useTargets, body, n, col);
        return;
      case "作用效果":
        if (card.effects) return dup();
        card.effects = this.readEffects(body, n, col);
        return;
      case "执行动作":
        if (card.actions) return dup();
        card.actions = this.readText(cardActions, body, n, col);
        return;
      case "重铸时机":
        if (card.recast) return dup();
        card.recast = this.readText(useWindows, body, n, col);
        return;
    }
  }

  /** 作用效果 with "/" between whole effects (【酒】) gives one effect per alternative. */
  private readEffects(body: string, n: number, col: number): { value: Stmt[]; source: Source }[] | null {
    const whole = this.readText(effectText, body, n, col, true);
    if (whole) return [whole];
    const pieces = body.split("/");
    if (pieces.length < 2) {
      this.readText(effectText, body, n, col);
      return null;
    }
    const out: { value: Stmt[]; source: Source }[] = [];
    let at = 0;
    for (const piece of pieces) {
      const r = this.readText(effectText, piece, n, col + at);
      at += piece.length + 1;
      if (!r) return null;
      out.push(r);
    }
    return out;
  }

  private skill(name: string, body: string, n: number, col: number, note: string | null, anonymous = false): void {
    const block = this.block;
    const nameRange: NameRange = anonymous
      ? { name, line: n, column: col, endColumn: col + body.length }
      : { name, line: n, column: col + 1, endColumn: col + 1 + name.length };
    const textCol = anonymous ? col : col + name.length + 2;
    if (block?.kind !== "general" && block?.kind !== "card") {
      if (block?.kind !== "broken") this.error("E-SYNTAX", "a skill line belongs under a 武将 line (or a 牌 line, for equipment skills)", n, col, col + body.length + name.length + 2);
      return;
    }
    if (!anonymous) this.checkName(nameRange);
    if (body.trim() === "") {
      this.error("E-SYNTAX", `${anonymous ? `【${name}】's line` : `〖${name}〗`} has no text: write the skill after its name on the same line`, n, col, col + name.length + 2);
      return;
    }
    const source = this.source(body, n, textCol);
    const texts: SkillText[] = [];
    const sources: Source[] = [];
    const variants = slashVariants(source.tokens);
    if (variants === "mismatch") {
      this.error("E-SLASH", "the “/” groups of this skill do not pair up: each needs the same number of alternatives (3.5.10)", n, textCol, textCol + body.length);
    } else {
      const budget = new Budget();
      for (const tokens of variants) {
        const r = this.readTokens(skillText, body, tokens, n, textCol, false, budget);
        if (!r) {
          texts.length = 0;
          sources.length = 0;
          break;
        }
        texts.push(r);
        sources.push(variants.length === 1 ? source : { ...source, tokens });
      }
    }
    block.skills.push({ name: nameRange, texts, source, sources, note });
  }

  private source(text: string, line: number, column: number): Source {
    return { file: this.file, line, column, text, tokens: scanTokens(text) };
  }

  private readText<T>(rule: P<T>, text: string, line: number, column: number, quiet = false): { value: T; source: Source } | null {
    const source = this.source(text, line, column);
    const value = this.readTokens(rule, text, source.tokens, line, column, quiet);
    return value === null ? null : { value, source };
  }

  /** Reads tokens of `text` (or a "/" variant of them); reports unknown words and where reading stopped. */
  private readTokens<T>(rule: P<T>, text: string, tokens: readonly Tok[], line: number, column: number, quiet = false, budget = new Budget()): T | null {
    const r = readTokenList(rule, text, tokens, budget);
    if (r.value !== null) return r.value;
    if (r.limit !== null) {
      if (!quiet) this.limitError(r.limit, text, tokens.length, line, column);
      return null;
    }
    if (quiet) return null;
    // A small rewrite that makes the text read explains it better than where reading stopped.
    const repairBudget = new Budget();
    const variants = rule === (skillText as P<unknown>);
    const reread = (t: string) => readWhole(rule, t, variants, repairBudget);
    const half = explainHalfWidth(text, reread);
    if (half.length > 0) {
      for (const e of half) this.error(e.code, e.message, line, column + e.start, column + e.end);
      return null;
    }
    if (r.unknown.length > 0) {
      // A players' wording with unknown words in it (全场最少) that the rulebook's form makes read.
      const worded = explainWording(text, reread);
      if (worded.length > 0) {
        for (const e of worded) this.error(e.code, e.message, line, column + e.start, column + e.end, e.expected, e.suggestion);
        return null;
      }
      const fixes = suggestFixes(rule, text, r.unknown, variants);
      let covered = -1;
      r.unknown.slice(0, UNKNOWN_REPORTED).forEach((u, i) => {
        // A run inside the word an earlier fix rewrote is reported with it (出牌階段: 出 and 階段).
        if (u.end <= covered) return;
        const fix = fixes[i];
        if (fix) covered = fix.end;
        this.unknownWord(u, text, line, column, fix);
      });
      const rest = r.unknown.slice(UNKNOWN_REPORTED);
      if (rest.length > 0) {
        const message = `${rest.length} more unknown words in this text (not reported one by one: is this skill text?)`;
        this.error("E-UNKNOWN-WORD", message, line, column + rest[0].start, column + rest[rest.length - 1].end);
      }
      return null;
    }
    const explained = [explainTimingMarks, explainWording].reduce<ReturnType<typeof explainWording>>((found, explain) => (found.length > 0 ? found : explain(text, reread)), []);
    if (explained.length > 0) {
      for (const e of explained) this.error(e.code, e.message, line, column + e.start, column + e.end, e.expected, e.suggestion);
      return null;
    }
    const f = r.failure!;
    const tok = tokens[f.at];
    const expected = describeExpected(f.expected);
    if (tok) this.error("E-SYNTAX", `unexpected “${tok.image}”`, line, column + tok.start, column + tok.end, expected);
    else this.error("E-SYNTAX", "this text ends too early", line, column + text.trimEnd().length, column + text.trimEnd().length + 1, expected);
    return null;
  }

  /** An unknown run: a half-width sign, invisible characters, or a word not in the vocabulary. */
  private unknownWord(u: UnknownRun, text: string, line: number, column: number, fix?: Fix): void {
    const fullWidth = HALF_TO_FULL_WIDTH[u.text[0]];
    if (fullWidth) {
      this.error("E-HALF-WIDTH", `“${u.text[0]}” is half-width: the notation uses the full-width “${fullWidth}”`, line, column + u.start, column + u.end);
      return;
    }
    if (INVISIBLE.test(u.text)) {
      const chars = [...new Set([...u.text])];
      const names = chars.slice(0, 3).map(characterName).join(", ");
      const message = `${chars.length === 1 && u.text.length === 1 ? "an invisible character" : "invisible characters"} (${names}${chars.length > 3 ? ", …" : ""}) in the text: delete ${u.text.length === 1 ? "it" : "them"}`;
      this.error("E-INVISIBLE", message, line, column + u.start, column + u.end);
      return;
    }
    const shown = u.text.length > 20 ? `“${u.text.slice(0, 20)}…” (${u.text.length} characters)` : `“${u.text}”`;
    // A fix that rewrites more than the run covers the whole word the run sits in (摸排阶段).
    const start = fix ? Math.min(fix.start, u.start) : u.start;
    const end = fix ? Math.max(fix.end, u.end) : u.end;
    const word = text.slice(start, end);
    const message = word === u.text ? `unknown word ${shown}: it is not in the vocabulary` : `unknown word “${word}”: ${shown} is not in the vocabulary`;
    this.error("E-UNKNOWN-WORD", message, line, column + start, column + end, undefined, fix?.text);
  }

  /** A name with a control, format or separator character in it (it can never be referred to). */
  private checkName(name: NameRange): void {
    const bad = [...new Set(name.name.match(INVISIBLE_CHAR) ?? [])];
    if (bad.length === 0) return;
    const what = bad.length === 1 ? `an invisible character (${characterName(bad[0])})` : `invisible characters (${bad.slice(0, 3).map(characterName).join(", ")})`;
    this.error("E-INVISIBLE", `the name “${name.name}” contains ${what}: delete ${bad.length === 1 ? "it" : "them"}`, name.line, name.column, name.endColumn);
  }

  private limitError(limit: ParseLimit["reason"], text: string, words: number, line: number, column: number): void {
    const message =
      limit === "depth"
        ? "this text nests too deeply to be read (descriptions inside descriptions inside …): write it as shorter sentences"
        : `this text (${words} words) is too long or too ambiguous to read: write it as shorter sentences, or split it into parts ①②`;
    const end = text.trimEnd().length;
    this.error("E-TOO-COMPLEX", message, line, column, column + Math.max(end, 1));
  }

  private close(): void {
    const b = this.block;
    this.block = null;
    if (!b || b.kind === "broken") return;
    if (b.kind === "general") this.generals.push({ ...b.general, skills: b.skills });
    else if (b.kind === "card") this.cards.push({ ...b.card, skills: b.skills });
    else this.decks.push({ ...b.deck, entries: b.entries });
  }

  private error(code: string, message: string, line: number, column: number, endColumn: number, expected?: readonly string[], suggestion?: string): void {
    // Inside the line: a text that ends too early is marked at its last character.
    const len = Math.max(this.lineLength, 1);
    const start = Math.min(Math.max(column, 1), len);
    const end = Math.min(Math.max(endColumn, start + 1), len + 1);
    const d: Mutable<Diagnostic> = { severity: "error", code, message, file: this.file, line, column: start, endLine: line, endColumn: end };
    if (expected && expected.length > 0) d.expected = expected;
    if (suggestion !== undefined) d.suggestion = suggestion;
    this.diagnostics.push(d);
  }
}

/** Unknown words reported one by one per text; the rest are counted in one more diagnostic. */
const UNKNOWN_REPORTED = 30;

/** Control and format characters, separators and lone surrogates: nothing a reader sees. */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]+$/u;
const INVISIBLE_CHAR = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  "\r": "carriage return",
  "\u0000": "null",
  "\u000b": "vertical tab",
  "\u000c": "form feed",
  "\u0085": "next line",
  "\u200b": "zero-width space",
  "\u200c": "zero-width non-joiner",
  "\u200d": "zero-width joiner",
  "\u2028": "line separator",
  "\u2029": "paragraph separator",
};

/** U+000D carriage return, U+0007 … */
function characterName(ch: string): string {
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = CHARACTER_NAMES[ch];
  return name ? `${code} ${name}` : code;
}


function scanTokens(text: string): Tok[] {
  return scan(text).tokens;
}

interface TokenListReading<T> {
  readonly value: T | null;
  readonly unknown: ReturnType<typeof scan>["unknown"];
  readonly failure: { at: number; expected: readonly string[] } | null;
  /** Set when reading stopped at the engine's bounds (ParseLimit). */
  readonly limit: ParseLimit["reason"] | null;
}

function readTokenList<T>(rule: P<T>, text: string, tokens: readonly Tok[], budget: Budget): TokenListReading<T> {
  const unknown = scan(text).unknown;
  if (unknown.length > 0) return { value: null, unknown, failure: null, limit: null };
  const state = new ParseState(tokens, budget);
  try {
    for (const [end, v] of rule.parse(state, 0)) if (end === tokens.length) return { value: v, unknown, failure: null, limit: null };
  } catch (e) {
    if (e instanceof ParseLimit) return { value: null, unknown, failure: null, limit: e.reason };
    throw e;
  }
  // The explanation is a second reading: made only when a diagnostic asks for it.
  let failure: TokenListReading<T>["failure"] | undefined;
  return {
    value: null,
    unknown,
    get failure() {
      return (failure ??= diagnose(rule, tokens));
    },
    limit: null,
  };
}

/**
 * Where a failed reading stopped and what could stand there, from a second reading that asks
 * every alternative (the first skips those that cannot start with the token: fast, but silent
 * about what it skipped). Its own budget: explaining costs at most one more reading.
 */
function diagnose<T>(rule: P<T>, tokens: readonly Tok[]): TokenListReading<T>["failure"] {
  const state = new ParseState(tokens, new Budget(), true);
  try {
    rule.parse(state, 0);
  } catch (e) {
    if (!(e instanceof ParseLimit)) throw e;
  }
  return state.failure();
}

/** Unknown runs that get a did-you-mean (each costs a few readings of the line). */
const SUGGESTED = 5;
const SUGGESTION_WORK = MAX_WORK / 6;

/**
 * Fixes for the first unknown runs of a text, in its offsets: each run is tried on the text with
 * the fixes before it applied, so a later run is read in context; once a run has none, the text
 * before the next one cannot be read and the rest get none. All readings share one budget.
 */
function suggestFixes<T>(rule: P<T>, text: string, runs: readonly UnknownRun[], variants: boolean): (Fix | undefined)[] {
  // A sixth of what one reading may visit: looking for a suggestion costs less than reading.
  const budget = new Budget();
  budget.work = MAX_WORK - SUGGESTION_WORK;
  let open = true;
  const tokensOf = (t: string): Tok[] | null => {
    const s = scan(t);
    if (s.unknown.length > 0) return null;
    const lists = variants ? slashVariants(s.tokens) : [s.tokens];
    return lists === "mismatch" ? null : lists[0];
  };
  // Each text is read once (a fix verified for one run is the context the next run is read in).
  const readings = new Map<string, Reading | null>();
  const read = (t: string): Reading | null => {
    if (readings.has(t)) return readings.get(t)!;
    const tokens = tokensOf(t);
    if (tokens === null || !open) return null;
    const state = new ParseState(tokens, budget);
    state.nextFrom = Math.max(0, tokens.length - NEXT_POSITIONS + 1);
    state.nextAt = Array.from({ length: tokens.length - state.nextFrom + 1 }, () => new Set<number>());
    let reading: Reading | null;
    try {
      let whole = false;
      for (const [end] of rule.parse(state, 0)) whole ||= end === tokens.length;
      const { nextAt, nextFrom } = state;
      reading = { whole, tokens: tokens.length, next: (at) => nextAt[at - nextFrom] };
    } catch (e) {
      if (!(e instanceof ParseLimit)) throw e;
      open = false;
      reading = null;
    }
    readings.set(t, reading);
    return reading;
  };
  const reader: SuggestionReader = {
    get open() {
      return open;
    },
    read,
  };
  const fixes: (Fix | undefined)[] = [];
  let patched = text;
  let shift = 0;
  let done: Fix | undefined;
  for (let i = 0; i < Math.min(runs.length, SUGGESTED) && open; i++) {
    const run = runs[i];
    const at = (r: UnknownRun): UnknownRun => ({ start: r.start + shift, end: r.end + shift, text: r.text });
    if (done && run.end <= done.end) {
      fixes.push(undefined);
      continue;
    }
    const prefix = tokensOf(patched.slice(0, run.start + shift));
    if (prefix === null) break;
    const fix = suggestFix(at(run), patched, prefix, runs.slice(i + 1).map(at), reader);
    if (!fix || fix.start < (done ? done.end + shift : 0)) break;
    done = { start: fix.start - shift, end: fix.end - shift, text: fix.text };
    fixes.push(done);
    patched = patched.slice(0, fix.start) + fix.text + patched.slice(fix.end);
    shift += fix.text.length - (fix.end - fix.start);
  }
  return fixes;
}

/** Reads a whole (rewritten) text, all its "/" variants when `variants`: the first reading, or null. */
function readWhole<T>(rule: P<T>, text: string, variants: boolean, budget: Budget): T | null | "limit" {
  const tokens = scan(text).tokens;
  const lists = variants ? slashVariants(tokens) : [tokens];
  if (lists === "mismatch") return null;
  let first: T | null = null;
  for (const list of lists) {
    const r = readTokenList(rule, text, list, budget);
    if (r.limit !== null) return "limit";
    if (r.value === null) return null;
    first ??= r.value;
  }
  return first;
}

/**
 * 3.5.10: a skill written with "/" is several skills of the same structure. Every chain
 * a/b(/c…) of single words is one group; all groups must have the same number of alternatives,
 * and variant i takes the i-th word of each. Returns the token lists, one per variant.
 */
/** Suffixes one "/" group shares, written only after its last alternative (3.5.21 使用/打出者). */
const SHARED_SUFFIXES = ["者"];

export function slashVariants(tokens: readonly Tok[]): Tok[][] | "mismatch" {
  const groups: { start: number; end: number; options: Tok[] }[] = [];
  // 3.10.4: a "/" inside [ ] (3.10.6 the floor: [X/2], 3.4.16) is division, read by the value grammar.
  const inBrackets: boolean[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.image === "[") depth++;
    else if (t.image === "]") depth = Math.max(depth - 1, 0);
    inBrackets.push(depth > 0);
  }
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i].image !== "/" || inBrackets[i]) continue;
    const last = groups[groups.length - 1];
    if (last && last.end === i) {
      last.options.push(tokens[i + 1]);
      last.end = i + 2;
    } else groups.push({ start: i - 1, end: i + 2, options: [tokens[i - 1], tokens[i + 1]] });
    i++;
  }
  if (groups.length === 0) return [[...tokens]];
  // 使用/打出者 (3.5.21): a suffix written once after the last alternative belongs to each (使用者/打出者).
  for (const g of groups) {
    const lastImage = g.options[g.options.length - 1].image;
    for (const suffix of SHARED_SUFFIXES) {
      if (!lastImage.endsWith(suffix) || !isWord(lastImage)) continue;
      const heads = g.options.slice(0, -1);
      if (heads.some((o) => o.image.endsWith(suffix) || !isWord(o.image + suffix))) continue;
      g.options = [...heads.map((o) => ({ ...o, image: o.image + suffix, type: typeOf(wordType(o.image + suffix)) })), g.options[g.options.length - 1]];
    }
  }
  const k = groups[0].options.length;
  if (groups.some((g) => g.options.length !== k)) return "mismatch";
  const out: Tok[][] = [];
  for (let v = 0; v < k; v++) {
    const list: Tok[] = [];
    let at = 0;
    for (const g of groups) {
      list.push(...tokens.slice(at, g.start), g.options[v]);
      at = g.end;
    }
    list.push(...tokens.slice(at));
    out.push(list);
  }
  return out;
}

export type { Span };
