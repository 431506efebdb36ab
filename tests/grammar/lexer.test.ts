import { describe, expect, it } from "vitest";
import { tokenize } from "../../grammar/legacy/lexer.ts";
import { meaningOf, CardName, SkillName, MarkName, DeckCard, HeaderWord, FactionWord, GenderWord, LordWord, HeaderInteger } from "../../grammar/legacy/tokens.ts";
import { TIMINGS } from "../../runtime/timing/catalogue.ts";
import { ATTRIBUTES, HEADS, MEASURES, MODIFIERS, NUMERALS, OPERATIONS, QUANTIFIERS, REFERENCES, REGIONS, SKILL_TAGS } from "../../runtime/vocabulary/legacy/index.ts";

const names = (text: string): string[] => tokenize(text).tokens.map((t) => t.tokenType.name);
const images = (text: string): string[] => tokenize(text).tokens.map((t) => t.image);

describe("lexer: closed vocabulary", () => {
  it("every catalogue timing phrase (without a {牌} slot) is one token that maps back to its row", () => {
    for (const row of TIMINGS) {
      for (const phrase of [row.phrase, ...(row.aliases ?? [])]) {
        if (phrase.includes("{牌}")) continue;
        const { tokens, errors } = tokenize(phrase);
        expect(errors).toEqual([]);
        expect(tokens).toHaveLength(1);
        expect(meaningOf(tokens[0].tokenType)?.timing).toBeDefined();
      }
    }
  });

  it("every vocabulary row's phrase is one token whose meaning is that row (longest first, seed 004)", () => {
    type Meaning = ReturnType<typeof meaningOf>;
    type Row = readonly [phrase: string, pick: (m: Meaning) => unknown, row: unknown];
    const rows: Row[] = [
      ...OPERATIONS.map((r): Row => [r.phrase, (m) => m?.operation, r]),
      ...MODIFIERS.map((r): Row => [r.phrase, (m) => m?.modifier, r]),
      ...REFERENCES.map((r): Row => [r.phrase, (m) => m?.reference, r]),
      ...ATTRIBUTES.map((r): Row => [r.phrase, (m) => m?.attribute, r]),
      ...REGIONS.map((r): Row => [r.phrase, (m) => m?.region, r]),
      ...HEADS.map((r): Row => [r.phrase, (m) => m?.head, r]),
    ];
    for (const [phrase, pick, row] of rows) {
      const { tokens, errors } = tokenize(phrase);
      expect(errors, phrase).toEqual([]);
      expect(tokens, phrase).toHaveLength(1);
      expect(pick(meaningOf(tokens[0].tokenType)), phrase).toBe(row);
    }
    for (const n of NUMERALS) expect(meaningOf(tokenize(n.phrase).tokens[0].tokenType)?.number).toBe(n.value);
    for (const q of QUANTIFIERS) expect(meaningOf(tokenize(q.phrase).tokens[0].tokenType)?.quantifier).toBe(q.id);
    for (const mw of MEASURES) expect(meaningOf(tokenize(mw.phrase).tokens[0].tokenType)?.measure).toBe(mw.id);
    for (const t of SKILL_TAGS) expect(meaningOf(tokenize(t.phrase).tokens[0].tokenType)?.tag).toBe(t.tag);
  });

  it("takes the longest phrase first: 摸牌阶段 is a timing, not 摸 + 牌", () => {
    expect(images("摸牌阶段，你可摸两张牌")).toEqual(["摸牌阶段", "，", "你", "可", "摸", "两", "张", "牌"]);
    expect(meaningOf(tokenize("摸牌阶段").tokens[0].tokenType)?.timing?.id).toBe("phase.draw.proper");
  });

  it("has no catch-all word: an unknown word is a lexing error at its position", () => {
    const { errors } = tokenize("你可摸魔法牌");
    expect(errors).toHaveLength(1);
    expect(errors[0].column).toBe(4);
  });

  it("lexes delimited names 〖〗【】“” as single tokens", () => {
    const { tokens } = tokenize("〖奸雄〗【过河拆桥】“忍”");
    expect(tokens.map((t) => t.tokenType)).toEqual([SkillName, CardName, MarkName]);
    expect(tokens.map((t) => t.image)).toEqual(["〖奸雄〗", "【过河拆桥】", "“忍”"]);
  });

  it("maps vocabulary rows: operations name their SkillContext method", () => {
    const op = (p: string) => meaningOf(tokenize(p).tokens[0].tokenType)?.operation;
    expect(op("摸")?.method).toBe("draw");
    expect(op("失去")?.method).toBe("loseHp");
    expect(op("回复")?.method).toBe("recover");
    expect(op("弃置")?.method).toBe("discard");
    expect(op("获得")?.method).toBe("gain");
    expect(op("抵消")?.method).toBe("offsetRespondedCard");
    expect(op("令额定摸牌数")?.method).toBe("adjustDrawCount");
  });

  it("lexes full-width punctuation and the three symbols ▶ ▷ （→）", () => {
    expect(images("，。；：▶▷（→）/·")).toEqual(["，", "。", "；", "：", "▶", "▷", "（→）", "/", "·"]);
  });

  it("lexes deck cards: every suit with ranks A, 2–10, J, Q, K", () => {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    for (const suit of ["♠", "♥", "♣", "♦"]) {
      const text = ranks.map((r) => suit + r).join(" ");
      const { tokens, errors } = tokenize(`【杀】 ${text}`);
      expect(errors).toEqual([]);
      expect(tokens.slice(1).every((t) => t.tokenType === DeckCard)).toBe(true);
      expect(tokens.slice(1).map((t) => t.image)).toEqual(ranks.map((r) => suit + r));
    }
  });

  it("header lines allow free names (general names) and recognise faction, gender, 主公", () => {
    const { tokens, errors } = tokenize("武将 曹操 魏 男 4 主公\n〖奸雄〗");
    expect(errors).toEqual([]);
    expect(tokens.map((t) => t.tokenType.name)).toEqual([
      "GeneralKeyword",
      HeaderWord.name,
      FactionWord.name,
      GenderWord.name,
      HeaderInteger.name,
      LordWord.name,
      "HeaderNewline",
      SkillName.name,
    ]);
  });

  it("header keywords count only at the start of a line (牌堆顶 inside skill text is not a header)", () => {
    expect(names("牌堆 标准版")[0]).toBe("DeckKeyword");
    expect(names("你将牌堆")).not.toContain("DeckKeyword");
  });

  it("skips comments to the end of the line and keeps newlines", () => {
    expect(names("# 注释 ▶\n扩展包 标准版")).toEqual(["Newline", "PackKeyword", "HeaderWord"]);
  });

  it("positions are 1-based line/column", () => {
    const t = tokenize("扩展包 标准版\n\n〖苦肉〗").tokens.find((x) => x.tokenType === SkillName)!;
    expect([t.startLine, t.startColumn, t.startOffset]).toEqual([3, 1, 9]);
  });
});
