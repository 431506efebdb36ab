// The pack reader's header lines (grammar/pack.ts): 扩展包, 武将, 牌, 牌堆 and deck entries,
// read by their fixed shapes with their source positions.
import { describe, expect, it } from "vitest";
import { parse } from "./helpers.ts";

describe("pack reader: file structure", () => {
  it("reads the pack header 扩展包 标准版 with its range", () => {
    const { pack, diagnostics } = parse("# comment\n扩展包 标准版\n");
    expect(diagnostics).toEqual([]);
    expect(pack.name).toEqual({ name: "标准版", line: 2, column: 5, endColumn: 8 });
  });

  it("reads a general header: name, faction, gender, hp, 主公 (4.1.1.3–4.1.1.4)", () => {
    const { pack, diagnostics } = parse("武将 曹操 魏 男 4 主公\n武将 貂蝉 群 女 3\n");
    expect(diagnostics).toEqual([]);
    const [cao, diao] = pack.generals;
    expect([cao.name.name, cao.faction, cao.gender, cao.hp, cao.lord]).toEqual(["曹操", "wei", "male", 4, true]);
    expect([diao.name.name, diao.faction, diao.gender, diao.hp, diao.lord]).toEqual(["貂蝉", "qun", "female", 3, false]);
    expect([cao.name.line, cao.name.column, cao.name.endColumn]).toEqual([1, 4, 6]);
  });

  it("attaches skill lines to the general above them, read or not", () => {
    const { pack, diagnostics } = parse("武将 黄盖 吴 男 4\n〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。\n〖乱写〗魔法。\n");
    const g = pack.generals[0];
    expect(g.skills.map((s) => [s.name.name, s.name.line, s.texts.length])).toEqual([
      ["苦肉", 2, 1],
      ["乱写", 3, 0],
    ]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["E-UNKNOWN-WORD", 3]]);
  });

  it("reads a card header with category (3.1.6), and a kind of 【杀】 (3.5.24)", () => {
    const { pack } = parse("牌 【杀】 基本牌\n牌 火【杀】 基本牌\n");
    expect(pack.cards.map((c) => [c.kind, c.name.name, c.category, c.subtype, c.attackRange])).toEqual([
      [null, "杀", "basic", null, null],
      ["火", "杀", "basic", null, null],
    ]);
  });

  it("reads a weapon header with subtype and 攻击范围 (3.1.7, 3.4.10)", () => {
    const { pack, diagnostics } = parse("牌 【诸葛连弩】 装备牌·武器牌 攻击范围：1\n牌 【青龙偃月刀】 装备牌·武器牌 攻击范围：3\n");
    expect(diagnostics).toEqual([]);
    expect(pack.cards.map((c) => [c.name.name, c.category, c.subtype, c.attackRange])).toEqual([
      ["诸葛连弩", "equipment", "weapon", 1],
      ["青龙偃月刀", "equipment", "weapon", 3],
    ]);
  });

  it("reads trick and horse subtypes", () => {
    const { pack } = parse("牌 【无中生有】 锦囊牌·普通锦囊牌\n牌 【赤兔】 装备牌·进攻坐骑牌\n牌 【的卢】 装备牌·防御坐骑牌\n");
    expect(pack.cards.map((c) => [c.category, c.subtype])).toEqual([
      ["trick", "normalTrick"],
      ["equipment", "offensiveHorse"],
      ["equipment", "defensiveHorse"],
    ]);
  });

  it("reads a deck block: every suit and rank A 2–10 J Q K as numbers 1–13", () => {
    const { pack, diagnostics } = parse("牌堆 测试\n【杀】 ♠A ♥2 ♣10 ♦J\n【闪】 ♠Q ♥K ♦7\n");
    expect(diagnostics).toEqual([]);
    const deck = pack.decks[0];
    expect(deck.name.name).toBe("测试");
    expect(deck.entries.map((e) => [e.card, e.suit, e.rank])).toEqual([
      ["杀", "spade", 1],
      ["杀", "heart", 2],
      ["杀", "club", 10],
      ["杀", "diamond", 11],
      ["闪", "spade", 12],
      ["闪", "heart", 13],
      ["闪", "diamond", 7],
    ]);
    expect([deck.entries[2].line, deck.entries[2].column, deck.entries[2].nameColumn]).toEqual([2, 11, 1]);
  });

  it("a deck line outside a 牌堆 block is a diagnostic, not a crash", () => {
    const { pack, diagnostics } = parse("【杀】 ♠A\n");
    expect(pack.decks).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(["E-SYNTAX"]);
  });
});
