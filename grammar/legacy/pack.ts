// A pack file, line by line: each line is parsed on its own (so a bad line yields a diagnostic
// and parsing goes on with the next), and lines are grouped into blocks by their headers
// (武将 / 牌 / 牌堆). Never throws on bad input.
import { EOF, type ILexingError, type IToken, type TokenType } from "chevrotain";
import type {
  CardActionAst,
  CardAst,
  CardUseAst,
  DeckAst,
  DeckEntryAst,
  EffectsAst,
  GeneralAst,
  NameAst,
  NounPhraseAst,
  PackAst,
  Position,
  SkillAst,
  SourceRange,
  UseWindowAst,
} from "./ast.ts";
import { diagnosticAt, type Diagnostic } from "./diagnostics.ts";
import { describeExpected } from "./expected.ts";
import { suggestAt } from "./suggest.ts";
import { tokenize } from "./lexer.ts";
import { lineParser, type LineRule } from "./parser.ts";
import { cover, span, unbracket } from "./ranges.ts";
import {
  CardName,
  DeckKeyword,
  GeneralKeyword,
  HeaderNewline,
  Newline,
  PackKeyword,
  SkillName,
  kw,
} from "./tokens.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface CardBlock {
  readonly kind: "card";
  readonly card: Mutable<CardAst>;
  windows?: { alternatives: UseWindowAst[]; range: SourceRange };
  targets?: { alternatives: NounPhraseAst[]; range: SourceRange };
  skills: SkillAst[];
  skillRefs: NameAst[];
}
interface GeneralBlock {
  readonly kind: "general";
  readonly general: Mutable<GeneralAst>;
  skills: SkillAst[];
  skillRefs: NameAst[];
}
interface DeckBlock {
  readonly kind: "deck";
  readonly deck: Mutable<DeckAst>;
  entries: DeckEntryAst[];
}
/** A block whose header did not parse: its lines are checked but have no home. */
interface BrokenBlock {
  readonly kind: "broken";
}
type Block = CardBlock | GeneralBlock | DeckBlock | BrokenBlock;

/** Half-width punctuation a designer may type by mistake → the notation's full-width form. */
const HALF_TO_FULL_WIDTH: Readonly<Record<string, string>> = { ",": "，", ";": "；", ":": "：", "(": "（", ")": "）" };

const USE_WINDOW = kw("使用时机");
const USE_TARGET = kw("使用目标");
const EFFECT = kw("作用效果");
const ACTIONS = kw("执行动作");
const PAI = kw("牌");

export function parsePack(text: string, file: string): { ast: PackAst; diagnostics: Diagnostic[] } {
  try {
    return new PackReader(text, file).read();
  } catch (e) {
    // A bug in the grammar must not crash a designer's build: report it at the file start.
    const at: SourceRange = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
    const message = `internal grammar error: ${e instanceof Error ? e.message : String(e)}`;
    return {
      ast: { kind: "pack", file, header: null, generals: [], cards: [], decks: [], range: at },
      diagnostics: [diagnosticAt("error", "E-INTERNAL", message, file, at)],
    };
  }
}

class PackReader {
  private readonly diagnostics: Diagnostic[] = [];
  private readonly generals: GeneralAst[] = [];
  private readonly cards: CardAst[] = [];
  private readonly decks: DeckAst[] = [];
  private header: NameAst | null = null;
  private block: Block | null = null;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  read(): { ast: PackAst; diagnostics: Diagnostic[] } {
    const { tokens, errors } = tokenize(this.text);
    const lines = new Map<number, IToken[]>();
    for (const t of tokens) {
      if (t.tokenType === Newline || t.tokenType === HeaderNewline) continue;
      const line = t.startLine ?? 0;
      let list = lines.get(line);
      if (!list) lines.set(line, (list = []));
      list.push(t);
    }
    const lexErrors = new Map<number, ILexingError>();
    for (const e of errors) {
      const line = e.line ?? 0;
      if (!lexErrors.has(line)) lexErrors.set(line, e);
    }
    const numbers = [...new Set([...lines.keys(), ...lexErrors.keys()])].sort((a, b) => a - b);
    for (const n of numbers) this.readLine(lines.get(n) ?? [], lexErrors.get(n));
    this.closeBlock();
    const ast: PackAst = {
      kind: "pack",
      file: this.file,
      header: this.header,
      generals: this.generals,
      cards: this.cards,
      decks: this.decks,
      range: { start: { line: 1, column: 1, offset: 0 }, end: this.endOfText() },
    };
    return { ast, diagnostics: this.diagnostics };
  }

  private endOfText(): Position {
    const lines = this.text.split("\n");
    return { line: lines.length, column: lines[lines.length - 1].length + 1, offset: this.text.length };
  }

  private ruleFor(tokens: readonly IToken[]): LineRule | "stray" {
    const first = tokens[0]?.tokenType;
    if (first === PackKeyword) return "packHeaderLine";
    if (first === GeneralKeyword) return "generalHeaderLine";
    if (first === DeckKeyword) return "deckHeaderLine";
    if (first === PAI && tokens[1]?.tokenType === CardName) return "cardHeaderLine";
    if (first === SkillName) return "skillLine";
    if (first === USE_WINDOW) return "useWindowsLine";
    if (first === USE_TARGET) return "useTargetsLine";
    if (first === EFFECT) return "effectLine";
    if (first === ACTIONS) return "actionsLine";
    if (first === CardName && this.block?.kind === "deck") return "deckEntryLine";
    if (this.block?.kind === "card") return "skillLine";
    return "stray";
  }

  private readLine(tokens: IToken[], lexError: ILexingError | undefined): void {
    const rule = this.ruleFor(tokens);
    const isHeader = rule === "packHeaderLine" || rule === "generalHeaderLine" || rule === "deckHeaderLine" || rule === "cardHeaderLine";
    if (isHeader) this.closeBlock();
    // A skill line's name counts even when the rest of the line does not parse.
    if (rule === "skillLine" && tokens[0]?.tokenType === SkillName) {
      const name = { name: unbracket(tokens[0].image), range: span(tokens[0]) };
      if (this.block?.kind === "general" || this.block?.kind === "card") this.block.skillRefs.push(name);
    }
    this.extendBlock(tokens);

    if (lexError) {
      this.reportLexError(lexError, tokens, rule);
      if (isHeader) this.block = { kind: "broken" };
      return;
    }
    if (rule === "stray") {
      this.error("E-SYNTAX", "this line belongs to no 武将, 牌 or 牌堆 block", cover(tokens[0], tokens[tokens.length - 1]), [
        "a skill line starting with a skill name in 〖〗 under a 武将 line",
        "a 武将, 牌 or 牌堆 header line",
      ]);
      return;
    }
    const value = this.runRule(rule, tokens);
    if (value === undefined) {
      if (isHeader) this.block = { kind: "broken" };
      return;
    }
    this.accept(rule, value, tokens);
  }

  private accept(rule: LineRule, value: unknown, tokens: IToken[]): void {
    const range = cover(tokens[0], tokens[tokens.length - 1]);
    switch (rule) {
      case "packHeaderLine":
        if (this.header) this.error("E-DUPLICATE", "a pack has one 扩展包 line", range);
        else this.header = value as NameAst;
        return;
      case "generalHeaderLine": {
        const general = value as Mutable<GeneralAst>;
        this.block = { kind: "general", general, skills: [], skillRefs: [] };
        return;
      }
      case "cardHeaderLine":
        this.block = { kind: "card", card: value as Mutable<CardAst>, skills: [], skillRefs: [] };
        return;
      case "deckHeaderLine": {
        const name = value as NameAst;
        this.block = { kind: "deck", deck: { kind: "deck", name, entries: [], range }, entries: [] };
        return;
      }
      case "deckEntryLine":
        if (this.block?.kind === "deck") this.block.entries.push(value as DeckEntryAst);
        return;
      case "skillLine":
        if (this.block?.kind === "general" || this.block?.kind === "card") this.block.skills.push(value as SkillAst);
        else if (this.block?.kind !== "broken") this.error("E-SYNTAX", "a skill line must follow a 武将 or 牌 line", range);
        return;
      case "useWindowsLine":
      case "useTargetsLine":
      case "effectLine":
      case "actionsLine":
        this.acceptCardLine(rule, value, range);
        return;
    }
  }

  private acceptCardLine(rule: "useWindowsLine" | "useTargetsLine" | "effectLine" | "actionsLine", value: unknown, range: SourceRange): void {
    const block = this.block;
    if (block?.kind !== "card") {
      if (block?.kind !== "broken") this.error("E-SYNTAX", "card lines (使用时机/使用目标/作用效果) must follow a 牌 line", range);
      return;
    }
    if (rule === "actionsLine") {
      if (block.card.actions) this.error("E-DUPLICATE", "this card already has this line", range);
      else block.card.actions = value as CardActionAst[];
      return;
    }
    const field = rule === "useWindowsLine" ? block.windows : rule === "useTargetsLine" ? block.targets : block.card.effect;
    if (field) {
      this.error("E-DUPLICATE", "this card already has this line", range);
      return;
    }
    if (rule === "useWindowsLine") block.windows = value as CardBlock["windows"];
    else if (rule === "useTargetsLine") block.targets = value as CardBlock["targets"];
    else block.card.effect = value as EffectsAst;
  }

  /** Grow the current block's range to cover a line that belongs to it. */
  private extendBlock(tokens: readonly IToken[]): void {
    if (tokens.length === 0 || !this.block) return;
    const last = tokens[tokens.length - 1];
    if (this.block.kind === "general") this.block.general.range = cover(this.block.general, last);
    else if (this.block.kind === "card") this.block.card.range = cover(this.block.card, last);
    else if (this.block.kind === "deck") this.block.deck.range = cover(this.block.deck, last);
  }

  private closeBlock(): void {
    const block = this.block;
    this.block = null;
    if (!block) return;
    if (block.kind === "general") {
      this.generals.push({ ...block.general, skills: block.skills, skillRefs: block.skillRefs });
    } else if (block.kind === "deck") {
      this.decks.push({ ...block.deck, entries: block.entries });
    } else if (block.kind === "card") {
      const card: Mutable<CardAst> = { ...block.card, skills: block.skills, skillRefs: block.skillRefs };
      if (block.windows) card.useWindows = block.windows;
      if (block.targets) card.useTargets = block.targets;
      card.uses = this.pairUses(block);
      this.cards.push(card);
    }
  }

  /** 3.5.10: "/" alternatives of 使用时机 and 使用目标 pair up element-wise. */
  private pairUses(block: CardBlock): CardUseAst[] {
    const w = block.windows?.alternatives;
    const t = block.targets?.alternatives;
    if (!w || !t) return [];
    const n = Math.max(w.length, t.length);
    if (w.length !== t.length && w.length !== 1 && t.length !== 1) {
      this.error(
        "E-USE-PAIRING",
        `使用时机 has ${w.length} alternatives but 使用目标 has ${t.length}; "/" alternatives pair up one to one`,
        block.targets!.range,
      );
      return [];
    }
    const uses: CardUseAst[] = [];
    for (let i = 0; i < n; i++) {
      const window = w[w.length === 1 ? 0 : i];
      const target = t[t.length === 1 ? 0 : i];
      uses.push({ window, target, range: cover(window, target) });
    }
    return uses;
  }

  private runRule(rule: LineRule, tokens: IToken[]): unknown {
    lineParser.input = tokens;
    const value: unknown = lineParser[rule]();
    const err = lineParser.errors[0];
    if (!err) return value;
    const tok = err.token;
    const atEnd = tok.tokenType === EOF || Number.isNaN(tok.startOffset);
    const last = tokens[tokens.length - 1];
    const range: SourceRange = atEnd ? { start: span(last).end, end: { ...span(last).end, column: span(last).end.column + 1 } } : span(tok);
    const index = atEnd ? tokens.length : tokens.indexOf(tok);
    const message = atEnd ? "this line ends too early" : `unexpected “${tok.image}”`;
    this.error("E-SYNTAX", message, range, this.expectedAfter(rule, tokens.slice(0, Math.max(index, 0)), atEnd ? undefined : tok.tokenType));
    return undefined;
  }

  private reportLexError(e: ILexingError, tokens: readonly IToken[], rule: LineRule | "stray"): void {
    let start: Position = { line: e.line ?? 1, column: e.column ?? 1, offset: e.offset };
    const end: Position = { line: start.line, column: start.column + e.length, offset: e.offset + e.length };
    let before = tokens.filter((t) => t.startOffset < e.offset);
    let expected = rule === "stray" ? [] : this.expectedAfter(rule, before, undefined);
    // 受到伤亡后: the misspelling began in the known word glued to it. Back up over adjacent
    // tokens until the grammar can say what it expected there.
    for (let back = 0; expected.length === 0 && back < 2 && before.length > 1 && rule !== "stray"; back++) {
      const prev = before[before.length - 1];
      if ((prev.endOffset ?? -2) + 1 !== start.offset) break;
      const shorter = before.slice(0, -1);
      const retry = this.expectedAfter(rule, shorter, undefined);
      if (retry.length === 0) break;
      before = shorter;
      start = span(prev).start;
      expected = retry;
    }
    const word = this.text.slice(start.offset, end.offset);
    const fullWidth = HALF_TO_FULL_WIDTH[word[0]];
    const message = fullWidth
      ? `“${word[0]}” is half-width: the notation uses the full-width “${fullWidth}”`
      : `unknown word “${word}”: it is not in the vocabulary`;
    const suggestion = fullWidth ? undefined : suggestAt(this.text, start.offset, end.offset);
    this.error("E-UNKNOWN-WORD", message, { start, end }, expected, suggestion);
  }

  /** What the grammar accepts after `preceding`, in designer words. */
  private expectedAfter(rule: LineRule, preceding: IToken[], actual: TokenType | undefined): string[] {
    let types: TokenType[] = [];
    try {
      types = lineParser.computeContentAssist(rule, preceding).map((p) => p.nextTokenType);
    } catch {
      return [];
    }
    const filtered = types.filter((t) => t !== actual && !(actual && (actual.CATEGORIES ?? []).includes(t)));
    return describeExpected(filtered.length > 0 ? filtered : types);
  }

  private error(code: string, message: string, range: SourceRange, expected?: readonly string[], suggestion?: string): void {
    this.diagnostics.push(diagnosticAt("error", code, message, this.file, range, expected, suggestion));
  }
}
