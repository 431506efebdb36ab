// 【五谷丰登】 compiled from the corpus text: its 执行动作 line (the system reveals X cards at
// 使用结算准备工作结束时, X = 此牌的目标数, and discards what is left at 使用结算结束后❶; 4.2.4)
// and its 作用效果 (each target, in order, gains one of the revealed cards still in the
// processing area, 3.3.5).
import { beforeAll, describe, expect, test } from "vitest";
import { compileSource, loadPackFromSource } from "../../compiler/index.ts";
import { readPack } from "../../grammar/pack.ts";
import { createScenario, type LogEntry, type Pack, type Scenario } from "../../runtime/index.ts";
import { corpusWithCards } from "./corpusCards.ts";

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "桃", "五谷丰登", "无懈可击"]), "standard.sgs");
});

/** The log as a list of timing ids and "move:<reason>:<card names>" markers, in order. */
function sequence(s: Scenario): string[] {
  return s.entries().flatMap((e: LogEntry) => {
    if (e.t === "timing") return [e.id];
    if (e.t === "move") return [`move:${e.reason}:${e.cards.map((c) => s.card(c).name).join(",")}`];
    return [];
  });
}

const topOfDrawPile = (s: Scenario): string => s.card(s.engine.state.drawPile[0]).name;

describe("【五谷丰登】: 系统亮出牌堆顶的X张牌（X为此牌的目标数）; 目标对应的角色获得以此法亮出的牌中的一张 (4.2.4)", () => {
  test("three targets: three cards revealed once targeting is done; each target in order picks one, the last takes what is left", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["五谷丰登"], agent: [{ play: { card: "五谷丰登" } }, { cards: ["杀"] }, { play: "end" }] },
        { general: "黄盖", agent: [{ cards: ["桃"] }] },
        { general: "周瑜" },
      ],
      drawPile: ["桃♥3", "杀♠7", "闪♦2", "杀♣8"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(2)).toEqual(["闪"]);
    // X = 3 (所有角色): the fourth card stays on top of the draw pile.
    expect(topOfDrawPile(s)).toBe("杀");
    const seq = sequence(s);
    const reveal = seq.indexOf("move:reveal:桃,杀,闪");
    expect(reveal).toBeGreaterThan(seq.lastIndexOf("use.becameTarget"));
    expect(reveal).toBeLessThan(seq.indexOf("use.prepared") + 1);
    expect(reveal).toBeLessThan(seq.indexOf("use.target.settleStart"));
    // The gains happen in target order, each after that target's 生效后 (循环点B).
    const gains = seq.filter((x) => x.startsWith("move:gain:"));
    expect(gains).toEqual(["move:gain:杀", "move:gain:桃", "move:gain:闪"]);
    expect(s.checkZones()).toEqual([]);
  });

  test("X is the number of targets: two players, two cards revealed", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["五谷丰登"], agent: [{ play: { card: "五谷丰登" } }, { cards: ["闪"] }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃♥3", "闪♦2", "杀♣8"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(topOfDrawPile(s)).toBe("杀");
    const use = s.entries().find((e) => e.t === "use");
    expect(use).toMatchObject({ user: 0, card: "五谷丰登", targets: [0, 1] });
  });

  test("a target answered by 【无懈可击】 gains nothing; the card left in the processing area goes to the discard pile at 使用结算结束后❶", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["五谷丰登"], agent: [{ play: { card: "五谷丰登" } }, { cards: ["杀"] }, { play: "end" }] },
        { general: "黄盖" },
        // Asked at each target's 生效前: lets the user's go, stops 黄盖's, then picks for itself.
        { general: "周瑜", hand: ["无懈可击"], agent: [{ respond: null }, { respond: "无懈可击" }, { cards: ["闪"] }] },
      ],
      drawPile: ["桃♥3", "杀♠7", "闪♦2"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.handNames(2)).toEqual(["闪"]);
    const peach = s.engine.state.discardPile.map((c) => s.card(c).name);
    expect(peach).toContain("桃");
    const seq = sequence(s);
    const settle = seq.indexOf("move:settle:桃");
    expect(settle).toBeGreaterThan(seq.lastIndexOf("use.target.effectAfter"));
    // The last 使用结算结束后 timings are 【五谷丰登】's (【无懈可击】's own use ended earlier).
    expect(settle).toBeLessThan(seq.lastIndexOf("use.end.1"));
    expect(seq.lastIndexOf("use.end.1")).toBeLessThan(seq.lastIndexOf("use.end.2"));
    expect(s.checkZones()).toEqual([]);
  });
});

describe("执行动作 lines (4.2.4): numbered items, each a timing and what the system does there", () => {
  const card = (actions: string, effect = "目标对应的角色获得以此法亮出的牌中的一张。") =>
    ["扩展包 测试", "", "牌 【五谷丰登】 锦囊牌·普通锦囊牌", "使用时机：出牌阶段。", "使用目标：所有角色。", actions, `作用效果：${effect}`, ""].join("\n");
  const corpusActions =
    "执行动作：1.当此牌的使用结算准备工作结束时，系统亮出牌堆顶的X张牌（X为此牌的目标数）。2.当此牌的使用结算结束后❶，系统将处理区里的以此法亮出的牌置入弃牌堆。";

  test("the corpus line: two items at 使用结算准备工作结束时 and 使用结算结束后❶, done by 系统", () => {
    const { pack, diagnostics } = readPack(card(corpusActions), "t.sgs");
    expect(diagnostics).toEqual([]);
    const actions = pack.cards[0].actions?.value ?? [];
    const first = (a: (typeof actions)[number]) => {
      const d = a.body.find((s) => s.kind === "do");
      if (d?.kind !== "do") return null;
      const subject = d.clause.subject?.kind === "np" ? d.clause.subject.ref : null;
      return [subject, d.clause.match.row];
    };
    expect(actions.map((a) => [a.n, a.when.timings.map((t) => t.timing.row).join(), first(a)])).toEqual([
      [1, "use.prepared", ["system", "reveal"]],
      [2, "use.end.1", ["system", "putInto"]],
    ]);
    // 以此法亮出的牌中的一张: one of the cards the actions revealed.
    const gain = pack.cards[0].effects?.[0].value[0];
    expect(gain?.kind === "do" ? gain.clause.match.row : null).toBe("gain");
  });

  test("X without （X为此牌的目标数） is an error on X (3.4.11)", async () => {
    const { diagnostics } = await compileSource(card("执行动作：1.当此牌的使用结算准备工作结束时，系统亮出牌堆顶的X张牌。"), "t.sgs");
    expect(diagnostics.map((d) => d.code)).toContain("E-UNDEFINED-VARIABLE");
  });
});
