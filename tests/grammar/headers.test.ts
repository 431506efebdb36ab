import { describe, expect, it } from "vitest";
import { parse } from "./helpers.ts";

describe("parser: file structure", () => {
  it("reads the pack header 扩展包 标准版 with its range", () => {
    const { ast, diagnostics } = parse("# comment\n扩展包 标准版\n");
    expect(diagnostics).toEqual([]);
    expect(ast.header?.name).toBe("标准版");
    expect(ast.header?.range.start).toEqual({ line: 2, column: 5, offset: 14 });
    expect(ast.header?.range.end).toEqual({ line: 2, column: 8, offset: 17 });
  });

  it("reads a general header: name, faction, gender, hp, 主公 (4.1.1.3–4.1.1.4)", () => {
    const { ast, diagnostics } = parse("武将 曹操 魏 男 4 主公\n武将 貂蝉 群 女 3\n");
    expect(diagnostics).toEqual([]);
    const [cao, diao] = ast.generals;
    expect([cao.name.name, cao.faction, cao.gender, cao.hp, cao.lord]).toEqual(["曹操", "wei", "male", 4, true]);
    expect([diao.name.name, diao.faction, diao.gender, diao.hp, diao.lord]).toEqual(["貂蝉", "qun", "female", 3, false]);
    expect(cao.name.range.start).toEqual({ line: 1, column: 4, offset: 3 });
  });

  it("attaches skill lines to the general above them, and lists every skill name", () => {
    const { ast } = parse("武将 黄盖 吴 男 4\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n〖乱写〗魔法。\n");
    const g = ast.generals[0];
    expect(g.skills.map((s) => s.name?.name)).toEqual(["苦肉"]);
    expect(g.skillRefs.map((s) => s.name)).toEqual(["苦肉", "乱写"]);
    expect(g.range.end.line).toBe(3);
  });

  it("reads a card header with category (3.1.6)", () => {
    const { ast } = parse("牌 【杀】 基本牌\n");
    expect(ast.cards[0]).toMatchObject({ name: { name: "杀" }, category: "basic" });
    expect(ast.cards[0].subtype).toBeUndefined();
    expect(ast.cards[0].attackRange).toBeUndefined();
  });

  it("reads a weapon header with subtype and 攻击范围 (3.1.7, 3.4.10)", () => {
    const { ast, diagnostics } = parse("牌 【诸葛连弩】 装备牌·武器牌 攻击范围：1\n牌 【青龙偃月刀】 装备牌·武器牌 攻击范围：3\n");
    expect(diagnostics).toEqual([]);
    expect(ast.cards.map((c) => [c.name.name, c.category, c.subtype, c.attackRange])).toEqual([
      ["诸葛连弩", "equipment", "weapon", 1],
      ["青龙偃月刀", "equipment", "weapon", 3],
    ]);
  });

  it("reads trick and horse subtypes", () => {
    const { ast } = parse("牌 【无中生有】 锦囊牌·普通锦囊牌\n牌 【赤兔】 装备牌·进攻坐骑牌\n牌 【的卢】 装备牌·防御坐骑牌\n");
    expect(ast.cards.map((c) => [c.category, c.subtype])).toEqual([
      ["trick", "normalTrick"],
      ["equipment", "offensiveHorse"],
      ["equipment", "defensiveHorse"],
    ]);
  });

  it("reads a deck block: every suit and rank A 2–10 J Q K as numbers 1–13", () => {
    const { ast, diagnostics } = parse("牌堆 测试\n【杀】 ♠A ♥2 ♣10 ♦J\n【闪】 ♠Q ♥K ♦7\n");
    expect(diagnostics).toEqual([]);
    const deck = ast.decks[0];
    expect(deck.name.name).toBe("测试");
    expect(deck.entries.map((e) => e.card.name)).toEqual(["杀", "闪"]);
    expect(deck.entries.flatMap((e) => e.cards.map((c) => [c.suit, c.rank]))).toEqual([
      ["spade", 1],
      ["heart", 2],
      ["club", 10],
      ["diamond", 11],
      ["spade", 12],
      ["heart", 13],
      ["diamond", 7],
    ]);
    expect(deck.entries[0].cards[2].range.start.column).toBe(11);
  });

  it("a deck line outside a 牌堆 block is a diagnostic, not a crash", () => {
    const { ast, diagnostics } = parse("【杀】 ♠A\n");
    expect(ast.decks).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(["E-SYNTAX"]);
  });
});
