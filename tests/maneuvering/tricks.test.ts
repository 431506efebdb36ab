// 【铁索连环】 and 【火攻】 of skills/maneuvering.sgs (普通锦囊牌), compiled with the other acceptance packs:
//   【铁索连环】 使用时机：出牌阶段。 使用目标：一至两名角色。 作用效果：目标对应的角色选择：1.横置；2.重置。
//                重铸时机：出牌阶段。
//   【火攻】     使用时机：出牌阶段。 使用目标：一名有手牌的角色。
//                作用效果：目标对应的角色展示一张手牌▷你可弃置一张与此牌花色相同的手牌▷你对其造成1点火焰伤害。
import { beforeAll, describe, expect, test } from "vitest";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { damages, loadPacks, offeredNow, uses, watchOffers } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await loadPacks();
}, 120_000);

const stateChanges = (s: ReturnType<typeof createScenario>) =>
  s.entries().flatMap((e) => (e.t === "state" ? [[e.player, e.change]] : []));

describe("【铁索连环】: 目标对应的角色选择：1.横置；2.重置", () => {
  test("two unchained targets are chained in turn; 3.5.27: 重置 cannot be executed, so neither is asked", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [1, 2] }, { play: "end" }] },
        { general: "黄盖" },
        { general: "孙权" },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(1).chained, s.player(2).chained]).toEqual([true, true]);
    expect(stateChanges(s)).toEqual([
      [1, "chain"],
      [2, "chain"],
    ]);
    expect(uses(s)).toEqual([[0, "铁索连环", [1, 2]]]);
  });

  test("3.5.27 ◎: B already chained must 重置, C must 横置", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [1, 2] }, { play: "end" }] },
        { general: "黄盖", chained: true },
        { general: "孙权" },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(1).chained, s.player(2).chained]).toEqual([false, true]);
  });

  test("one target (一至两名), the user itself included", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [0] }, { play: "end" }] },
        { general: "黄盖" },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(0).chained, s.player(1).chained]).toEqual([true, false]);
  });

  test("three targets are more than 一至两名: not a legal choice", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [1, 2, 3] }, { play: "end" }] },
        { general: "黄盖" },
        { general: "孙权" },
        { general: "吕布" },
      ],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/illegal|not/);
  });

  test("a 【无懈可击】 for one target leaves that target as it was; the other is chained", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["铁索连环"], agent: [{ play: { card: "铁索连环" } }, { players: [1, 2] }, { play: "end" }] },
        { general: "黄盖", hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] },
        { general: "孙权" },
      ],
    });
    s.runPhase(0, "play");
    expect([s.player(1).chained, s.player(2).chained]).toEqual([false, true]);
  });
});

describe("【铁索连环】 重铸时机：出牌阶段 (3.8.5 重铸, 4.1.1.6)", () => {
  test("recast at an idle time point: into the discard pile, then one card drawn; no use (no targets, no use timings)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["铁索连环"], agent: [{ play: { recast: "铁索连环" } }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃"],
    });
    const card = s.player(0).hand[0];
    const offers = watchOffers(s, 0);
    s.runPhase(0, "play");
    expect(offers.all[0]).toEqual(expect.arrayContaining(["铁索连环", "recast 铁索连环"]));
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.engine.state.zone(card).kind).toBe("discardPile");
    expect(uses(s)).toEqual([]);
    expect(s.timings().some((t) => t.startsWith("use."))).toBe(false);
    const moves = s.entries().flatMap((e) => (e.t === "move" ? [e.reason] : []));
    expect(moves).toEqual(["recast", "draw"]);
  });

  test("recasting is not using a 锦囊牌: 〖集智〗 (当你使用非转化的普通锦囊牌时) does not trigger", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "黄月英", hand: ["铁索连环"], agent: [{ play: { recast: "铁索连环" } }, { play: "end" }] },
        { general: "黄盖" },
      ],
      drawPile: ["桃", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "skill")).toBe(false);
  });

  test("only 【铁索连环】 has 重铸时机: other cards in hand are not offered for recasting", () => {
    const s = createScenario({
      packs,
      players: [{ general: "貂蝉", hand: ["火攻", "杀", "兵粮寸断"] }, { general: "黄盖", hand: ["闪"] }],
    });
    expect(offeredNow(s, 0).filter((o) => o.startsWith("recast"))).toEqual([]);
  });
});

describe("【火攻】: 目标对应的角色展示一张手牌▷你可弃置一张与此牌花色相同的手牌▷你对其造成1点火焰伤害", () => {
  test("the target shows a card; the user discards one of that suit: 1 fire damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火攻", "桃♥6", "闪♦2"], agent: [{ play: { card: "火攻" } }, { players: [1] }, { activate: true }, { cards: ["桃"] }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["无中生有♥7", "杀♠7"], agent: [{ cards: ["无中生有"] }] },
      ],
    });
    s.runPhase(0, "play");
    const shown = s.entries().find((e) => e.t === "show");
    expect(shown && shown.t === "show" ? [shown.player, shown.cards.map((c) => s.card(c).name)] : null).toEqual([1, ["无中生有"]]);
    expect(damages(s)).toEqual([[0, 1, 1, "fire"]]);
    expect(s.handNames(0)).toEqual(["闪"]);
    // The shown card stays in the target's hand (展示 is no move).
    expect(s.handNames(1).sort()).toEqual(["无中生有", "杀"].sort());
    const t = s.entries().flatMap((e) => (e.t === "show" ? ["show"] : e.t === "move" && e.reason === "discard" ? ["discard"] : e.t === "damage" ? ["damage"] : []));
    expect(t).toEqual(["show", "discard", "damage"]);
  });

  test("▷ after 可: declining the discard means no damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火攻", "桃♥6"], agent: [{ play: { card: "火攻" } }, { players: [1] }, { activate: false }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["无中生有♥7"] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["桃"]);
  });

  test("no hand card of the shown suit: nothing to discard (not asked), no damage", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火攻", "杀♠7"], agent: [{ play: { card: "火攻" } }, { players: [1] }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["无中生有♥7"] },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("使用目标：一名有手牌的角色 — a character with no hand card is not a legal target; oneself may be", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火攻", "桃♥6", "闪♥8"], agent: [{ play: { card: "火攻" } }, { players: [1] }] },
        { general: "黄盖", hp: 4 },
        { general: "孙权", hp: 4, hand: ["杀"] },
      ],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/illegal|not/);
    const self = createScenario({
      packs,
      players: [
        { general: "貂蝉", hp: 3, hand: ["火攻", "桃♥6", "闪♥8"], agent: [{ play: { card: "火攻" } }, { cards: ["桃"] }, { activate: true }, { cards: ["闪"] }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    self.runPhase(0, "play");
    expect(damages(self)).toEqual([[0, 0, 1, "fire"]]);
  });

  test("fire damage: a chained target conducts it to the other chained characters", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "貂蝉", hand: ["火攻", "桃♥6"], agent: [{ play: { card: "火攻" } }, { players: [1] }, { activate: true }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["无中生有♥7"], chained: true },
        { general: "孙权", hp: 4, chained: true },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s)).toEqual([
      [0, 1, 1, "fire"],
      [0, 2, 1, "fire", true],
    ]);
  });
});
