import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusText, parse } from "./helpers.ts";

/** The slice of issue #2: every one of these lines must parse, verbatim from the corpus. */
const SLICE_LINES = [
  "扩展包 标准版",
  "武将 曹操 魏 男 4 主公",
  "〖奸雄〗当你受到伤害后，你可获得是此伤害的渠道的牌对应的所有实体牌。",
  "〖咆哮〗锁定技，你于出牌阶段内使用【杀】无次数的限制。",
  "〖马术〗锁定技，你至其他角色的距离-1。",
  "〖制衡〗出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌。",
  "〖苦肉〗出牌阶段，你可失去1点体力▶你摸两张牌。",
  "〖英姿〗摸牌阶段，你可令额定摸牌数+1。",
  "〖闭月〗结束阶段开始时，你可摸一张牌。",
  "牌 【杀】 基本牌",
  "使用时机：出牌阶段限一次。",
  "使用目标：你的攻击范围内的一名其他角色。",
  "作用效果：你对目标对应的角色造成1点伤害。",
  "牌 【闪】 基本牌",
  "使用时机：当【杀】对对应的角色为你的目标生效前。",
  "使用目标：此【杀】。",
  "作用效果：抵消此【杀】。",
  "牌 【桃】 基本牌",
  "使用时机：出牌阶段/一名角色处于濒死状态时。",
  "使用目标：已受伤的你/处于濒死状态的角色。",
  "作用效果：目标对应的角色回复1点体力。",
  "牌 【无中生有】 锦囊牌·普通锦囊牌",
  "使用时机：出牌阶段。",
  "使用目标：你。",
  "作用效果：目标对应的角色摸两张牌。",
  "牌 【过河拆桥】 锦囊牌·普通锦囊牌",
  "使用目标：一名区域里有牌的其他角色。",
  "作用效果：你弃置目标对应的角色的区域里的一张牌。",
  "牌 【诸葛连弩】 装备牌·武器牌 攻击范围：1",
  "〖诸葛连弩〗锁定技，你于出牌阶段内使用【杀】无次数的限制。",
  "牌 【的卢】 装备牌·防御坐骑牌",
  "牌 【绝影】 装备牌·防御坐骑牌",
  "牌 【爪黄飞电】 装备牌·防御坐骑牌",
  "牌 【赤兔】 装备牌·进攻坐骑牌",
  "牌 【大宛】 装备牌·进攻坐骑牌",
  "牌 【紫骍】 装备牌·进攻坐骑牌",
  "锁定技，其他角色至你的距离+1。",
  "锁定技，你至其他角色的距离-1。",
  "牌堆 标准版",
];

describe("the corpus standard.sgs", () => {
  const text = corpusText();
  const lines = text.split("\n");
  const { ast, diagnostics } = parse(text, "standard.sgs");
  const badLines = new Set(diagnostics.map((d) => d.line));

  it("contains every slice line verbatim", () => {
    for (const line of SLICE_LINES) expect(lines).toContain(line);
  });

  it("every slice line parses (no diagnostic on any line that carries it)", () => {
    lines.forEach((line, i) => {
      if (SLICE_LINES.includes(line)) expect(badLines.has(i + 1), `line ${i + 1}: ${line}`).toBe(false);
    });
  });

  it("every deck line parses and the deck has 108 cards", () => {
    const deckStart = lines.indexOf("牌堆 标准版");
    for (let i = deckStart; i < lines.length; i++) expect(badLines.has(i + 1)).toBe(false);
    expect(ast.decks).toHaveLength(1);
    expect(ast.decks[0].name.name).toBe("标准版");
    expect(ast.decks[0].entries.reduce((n, e) => n + e.cards.length, 0)).toBe(108);
  });

  it("has the header, 25 generals with their hp, and 32 cards", () => {
    expect(ast.header?.name).toBe("标准版");
    expect(ast.generals).toHaveLength(25);
    expect(ast.generals.filter((g) => g.lord).map((g) => g.name.name)).toEqual(["曹操", "刘备", "孙权"]);
    expect(ast.cards).toHaveLength(32);
    expect(ast.generals.reduce((n, g) => n + g.skillRefs.length, 0)).toBe(40);
  });

  it("the slice skills resolve to the right timings and parts", () => {
    const skills = new Map(ast.generals.flatMap((g) => g.skills.map((s) => [s.name?.name, s] as const)));
    const when = (name: string) => {
      const w = skills.get(name)?.parts[0].when;
      return w?.kind === "timing" ? w.timing.timing : w?.kind;
    };
    expect(when("奸雄")).toBe("damage.taken");
    expect(when("英姿")).toBe("phase.draw.proper");
    expect(when("闭月")).toBe("phase.finish.start");
    expect(when("苦肉")).toBe("active");
    expect(when("制衡")).toBe("active");
    expect(when("咆哮")).toBe("state");
    expect(when("马术")).toBe("state");
  });

  it("every diagnostic is on a line outside the slice, with a position on that line", () => {
    for (const d of diagnostics) {
      expect(SLICE_LINES).not.toContain(lines[d.line - 1]);
      expect(d.column).toBeLessThanOrEqual(lines[d.line - 1].length + 1);
    }
  });
});

describe("skills/standard.sgs (the corpus lines that parse)", () => {
  const path = new URL("../../skills/standard.sgs", import.meta.url);
  const text = readFileSync(path, "utf8");
  const corpusLines = new Set(corpusText().split("\n"));

  it("parses with no diagnostics", () => {
    expect(parse(text, "skills/standard.sgs").diagnostics).toEqual([]);
  });

  it("is verbatim: every line is a line of the corpus, and every slice line is kept", () => {
    const lines = text.split("\n");
    for (const line of lines) expect(corpusLines.has(line), line).toBe(true);
    for (const line of SLICE_LINES) expect(lines).toContain(line);
  });

  it("keeps the whole deck (108 cards)", () => {
    const { ast } = parse(text, "skills/standard.sgs");
    expect(ast.decks[0].entries.reduce((n, e) => n + e.cards.length, 0)).toBe(108);
  });
});
