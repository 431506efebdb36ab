// 虞翻 (一将成名2013): 〖纵玄〗 and 〖直言〗, compiled from the corpus text with the other acceptance packs.
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack, type Scenario } from "../../runtime/index.ts";
import { loadPacks } from "../support/packs.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
});

const top = (s: Scenario, n: number) => s.engine.state.drawPile.slice(0, n).map((c) => s.card(c).name);
const discardPile = (s: Scenario) => s.engine.state.discardPile.map((c) => s.card(c).name);
const asked = (s: Scenario, skill: string) => s.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === skill);

describe("〖纵玄〗当你的牌因弃置而移至弃牌堆后❷，你可将其中的至少一张牌以任意顺序置于牌堆顶。", () => {
  const hand = ["杀", "闪", "桃", "决斗", "无中生有"];

  test("after discarding in the discard phase: puts the discarded cards on top of the draw pile, in the chosen order", () => {
    const s = createScenario({
      packs,
      players: [
        // hp 3, five cards: discards two; the first card picked for the order ends on top
        { general: "虞翻", hand, agent: [{ cards: ["杀", "闪"] }, { activate: true, skill: "纵玄" }, { cards: ["闪", "杀"] }, { cards: ["杀"] }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["铁索连环"],
    });
    s.runPhase(0, "discard");
    expect(top(s, 3)).toEqual(["杀", "闪", "铁索连环"]);
    expect(discardPile(s)).toEqual([]);
    expect(s.entries().some((e) => e.t === "move" && e.reason === "put" && e.to.every((z) => z === "drawPile"))).toBe(true);
  });

  test("至少一张: one of the discarded cards may be put back, the other stays in the discard pile", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", hand, agent: [{ cards: ["杀", "闪"] }, { activate: true, skill: "纵玄" }, { cards: ["闪"] }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["铁索连环"],
    });
    s.runPhase(0, "discard");
    expect(top(s, 2)).toEqual(["闪", "铁索连环"]);
    expect(discardPile(s)).toEqual(["杀"]);
  });

  test("declined: the discarded cards stay in the discard pile", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", hand, agent: [{ cards: ["杀", "闪"] }, { activate: false, skill: "纵玄" }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["铁索连环"],
    });
    s.runPhase(0, "discard");
    expect(top(s, 1)).toEqual(["铁索连环"]);
    expect(discardPile(s)).toEqual(["杀", "闪"]);
  });

  test("你的牌 discarded by another player (【过河拆桥】) also counts", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "孙权", skills: [], hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { players: [1] }, { cards: ["桃"] }, { play: "end" }] },
        { general: "虞翻", hand: ["桃"], agent: [{ activate: true, skill: "纵玄" }] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["铁索连环"],
    });
    s.runPhase(0, "play");
    // the only discarded card of 虞翻's is chosen without asking
    expect(top(s, 2)).toEqual(["桃", "铁索连环"]);
    expect(discardPile(s)).toEqual(["过河拆桥"]);
  });

  test("not for cards that reach the discard pile otherwise (a used 【杀】), nor for another player's discarded cards", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "孙权", skills: [], hand: ["闪", "闪", "闪", "闪", "闪", "闪"], agent: [{ respond: null }, { cards: ["闪", "闪", "闪"] }] },
        { general: "吕蒙", skills: [] },
      ],
    });
    s.runPhase(0, "play");
    expect(discardPile(s)).toEqual(["杀"]);
    s.runPhase(1, "discard");
    expect(discardPile(s)).toEqual(["杀", "闪", "闪", "闪"]);
    expect(asked(s, "纵玄")).toBe(false);
  });
});

describe("〖直言〗结束阶段开始时，你可令一名角色摸一张牌▶其展示此牌▷若此牌为装备牌，其须使用此牌▷其回复1点体力。", () => {
  test("declined: nobody draws", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", agent: [{ activate: false, skill: "直言" }] },
        { general: "孙权", skills: [], hp: 2 },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["八卦阵"],
    });
    s.runPhase(0, "finish");
    expect(s.handNames(1)).toEqual([]);
    expect(top(s, 1)).toEqual(["八卦阵"]);
  });

  test("the chosen player draws one card (一名角色: 虞翻 himself may be chosen)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", agent: [{ activate: true, skill: "直言" }, { players: [0] }] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["杀"],
    });
    s.runPhase(0, "finish");
    expect(s.handNames(0)).toEqual(["杀"]);
    expect(s.player(0).hp).toBe(3);
  });

  test("the card drawn is an equipment card: shown, used by its drawer, who then recovers 1 hp", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", agent: [{ activate: true, skill: "直言" }, { players: [1] }] },
        { general: "孙权", skills: [], hp: 2 },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["八卦阵", "杀"],
    });
    s.runPhase(0, "finish");
    const shown = s.entries().find((e) => e.t === "show");
    expect(shown).toMatchObject({ player: 1 });
    expect(shown && s.card(shown.cards[0]).name).toBe("八卦阵");
    expect(s.entries().filter((e) => e.t === "use")).toMatchObject([{ user: 1, card: "八卦阵", targets: [1] }]);
    expect(s.player(1).equipment.armor).toBeDefined();
    expect(s.player(1).hp).toBe(3);
  });

  test("not an equipment card: shown and kept, no recovery", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", agent: [{ activate: true, skill: "直言" }, { players: [1] }] },
        { general: "孙权", skills: [], hp: 2 },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["杀", "八卦阵"],
    });
    s.runPhase(0, "finish");
    expect(s.entries().filter((e) => e.t === "show")).toHaveLength(1);
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.player(1).hp).toBe(2);
  });

  test("only at the start of the finish phase: not offered in the prepare phase", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "虞翻", agent: [] },
        { general: "孙权", skills: [] },
        { general: "吕蒙", skills: [] },
      ],
      drawPile: ["杀"],
    });
    s.runPhase(0, "prepare");
    expect(asked(s, "直言")).toBe(false);
    expect(s.handNames(0)).toEqual([]);
  });
});
