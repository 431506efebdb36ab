import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusText, parse } from "./helpers.ts";

/** The slice of issue #2: every one of these lines must read, verbatim from the corpus. */
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
  const { pack, diagnostics } = parse(text, "standard.sgs");

  it("contains every slice line verbatim", () => {
    for (const line of SLICE_LINES) expect(lines).toContain(line);
  });

  it("reads with no diagnostics: every skill line, card field and deck line", () => {
    expect(diagnostics).toEqual([]);
    const skills = [...pack.generals.flatMap((g) => g.skills), ...pack.cards.flatMap((c) => c.skills)];
    expect(skills.filter((s) => s.texts.length === 0).map((s) => s.name.name)).toEqual([]);
  });

  it("the deck has 108 cards", () => {
    expect(pack.decks).toHaveLength(1);
    expect(pack.decks[0].name.name).toBe("标准版");
    expect(pack.decks[0].entries).toHaveLength(108);
  });

  it("has the header, 25 generals with their hp, and 32 cards", () => {
    expect(pack.name?.name).toBe("标准版");
    expect(pack.generals).toHaveLength(25);
    expect(pack.generals.filter((g) => g.lord).map((g) => g.name.name)).toEqual(["曹操", "刘备", "孙权"]);
    expect(pack.cards).toHaveLength(32);
    expect(pack.generals.reduce((n, g) => n + g.skills.length, 0)).toBe(40);
  });

  it("the slice skills read to the right timings and parts", () => {
    const skills = new Map(pack.generals.flatMap((g) => g.skills.map((s) => [s.name.name, s] as const)));
    const when = (name: string) => {
      const p = skills.get(name)?.texts[0]?.parts[0];
      if (!p) return undefined;
      if (p.when) return p.when.timings.map((t) => t.timing.row).join(" ");
      return p.limit ? `limit ${p.limit.per} ${p.limit.times}` : "no timing";
    };
    expect(when("奸雄")).toBe("damage.taken");
    expect(when("英姿")).toBe("phase.draw.proper");
    expect(when("闭月")).toBe("phase.finish.start");
    expect(when("苦肉")).toBe("phase.play.proper");
    expect(when("制衡")).toBe("limit playPhase 1");
    expect(when("咆哮")).toBe("no timing");
    expect(when("马术")).toBe("no timing");
    expect(skills.get("咆哮")?.texts[0].parts[0].tags.map((t) => t.row)).toEqual(["locked"]);
  });
});

describe("skills/standard.sgs (the corpus file, copied whole)", () => {
  const path = new URL("../../skills/standard.sgs", import.meta.url);
  const text = readFileSync(path, "utf8");
  const corpusLines = new Set(corpusText().split("\n"));

  it("is verbatim: every line is a line of the corpus, and every slice line is kept", () => {
    const lines = text.split("\n");
    for (const line of lines) expect(corpusLines.has(line), line).toBe(true);
    for (const line of SLICE_LINES) expect(lines).toContain(line);
  });

  it("reads with no diagnostics and keeps the whole deck (108 cards)", () => {
    const { pack, diagnostics } = parse(text, "skills/standard.sgs");
    expect(diagnostics).toEqual([]);
    expect(pack.decks[0].entries).toHaveLength(108);
  });
});
