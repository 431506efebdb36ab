// Compiled trick cards of the corpus on the runtime: 【南蛮入侵】/【万箭齐发】 (需打出…，否则…,
// 4.2.5), 【决斗】 (轮流打出【杀】) and 【无懈可击】 (当锦囊牌对目标生效前, 抵消此锦囊牌; nested chains).
// The card blocks are the corpus text, compiled verbatim.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type LogEntry, type Pack } from "../../runtime/index.ts";
import { corpusWithCards } from "./corpusCards.ts";

const damages = (entries: readonly LogEntry[]) =>
  entries.flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, amount: e.amount, via: e.via }] : []));
const plays = (entries: readonly LogEntry[]) => entries.flatMap((e) => (e.t === "play" ? [{ player: e.player, card: e.card }] : []));

let pack: Pack;
beforeAll(async () => {
  pack = await loadPackFromSource(corpusWithCards(["杀", "闪", "决斗", "南蛮入侵", "万箭齐发", "无懈可击"]), "standard.sgs");
});

describe("【南蛮入侵】/【万箭齐发】: 目标对应的角色需打出…，否则受到你造成的1点伤害 (4.2.5)", () => {
  test("【南蛮入侵】: a target that plays 【杀】 takes no damage; one without takes 1 from the user, through the card", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["杀"], agent: [{ respond: "杀" }] },
        { general: "周瑜", hp: 3, hand: ["闪"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(2).hp).toBe(2);
    expect(plays(s.entries())).toEqual([{ player: 1, card: "杀" }]);
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 2, amount: 1, via: "南蛮入侵" }]);
    // 4.2.5: each target's requirement is a 需要打出 event (the targets in seat order).
    const needs = s.timings().filter((t) => t === "needPlay.1");
    expect(needs).toHaveLength(2);
  });

  test("【万箭齐发】: 打出【闪】 avoids the damage; declining with a 【闪】 in hand does not", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["万箭齐发"], agent: [{ play: { card: "万箭齐发" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "周瑜", hp: 3, hand: ["闪"], agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.player(2).hp).toBe(2);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 2, amount: 1, via: "万箭齐发" }]);
  });

  test("所有其他角色: the user is not a target (3.5.31)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 3, hand: ["南蛮入侵", "杀"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(3);
  });
});

describe("【决斗】: 由目标对应的角色开始，其与你轮流打出【杀】", () => {
  test("the target starts; the first who does not play takes 1 damage from the other (source = the other, 渠道 = 【决斗】)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 3, hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["杀"], agent: [{ respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    // The target played first; the user had no 【杀】: the user is damaged by the target.
    expect(plays(s.entries())).toEqual([{ player: 1, card: "杀" }]);
    expect(damages(s.entries())).toEqual([{ source: 1, victim: 0, amount: 1, via: "决斗" }]);
    expect(s.player(0).hp).toBe(2);
    expect(s.player(1).hp).toBe(4);
  });

  test("plays alternate target, user, target…; the target runs out and is damaged by the user", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 3, hand: ["决斗", "杀", "杀"], agent: [{ play: { card: "决斗" } }, { respond: "杀" }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["杀", "闪"], agent: [{ respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(plays(s.entries())).toEqual([
      { player: 1, card: "杀" },
      { player: 0, card: "杀" },
    ]);
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 1, amount: 1, via: "决斗" }]);
    expect(s.handNames(0)).toEqual(["杀"]);
  });

  test("a player may decline to play a 【杀】 it holds (需要打出 is a choice)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 3, hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["杀"], agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});

describe("【无懈可击】: 当锦囊牌对目标生效前，抵消此锦囊牌 (4.2.4)", () => {
  test("offsets 【决斗】: 被抵消后, and its effect never runs", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hp: 3, hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["无懈可击", "杀"], agent: [{ respond: "无懈可击" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual(["杀"]);
    const t = s.timings();
    expect(t).toContain("use.target.offsetAfter");
    expect(t).not.toContain("needPlay.1");
    const uses = s.entries().flatMap((e) => (e.t === "use" ? [[e.user, e.card, e.respondsTo ?? null]] : []));
    expect(uses).toEqual([
      [0, "决斗", null],
      [1, "无懈可击", "决斗"],
    ]);
  });

  test("a 【无懈可击】 answers a 【无懈可击】 (it is a trick too): the first is offset and 【决斗】 takes effect", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        {
          general: "貂蝉",
          hp: 3,
          hand: ["决斗", "无懈可击"],
          // Asked first (seat order) about its own 决斗: declines; then answers the target's 无懈.
          agent: [{ play: { card: "决斗" } }, { respond: null }, { respond: "无懈可击" }, { play: "end" }],
        },
        { general: "黄盖", hp: 4, hand: ["无懈可击"], agent: [{ respond: "无懈可击" }] },
      ],
    });
    s.runPhase(0, "play");
    const uses = s.entries().flatMap((e) => (e.t === "use" ? [[e.user, e.card, e.respondsTo ?? null]] : []));
    expect(uses).toEqual([
      [0, "决斗", null],
      [1, "无懈可击", "决斗"],
      [0, "无懈可击", "无懈可击"],
    ]);
    const offsets = s.entries().flatMap((e) => (e.t === "offset" ? [e.card] : []));
    expect(offsets).toEqual(["无懈可击"]);
    // 决斗 took effect: the target had no 【杀】 left and is damaged by the user.
    expect(damages(s.entries())).toEqual([{ source: 0, victim: 1, amount: 1, via: "决斗" }]);
  });

  test("for a card with several targets it works per target (4.2.4 循环): 【南蛮入侵】 still hits the others", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["南蛮入侵"], agent: [{ play: { card: "南蛮入侵" } }, { play: "end" }] },
        { general: "黄盖", hp: 4 },
        // Asked at each target's 生效前: keeps it for its own.
        { general: "周瑜", hp: 3, hand: ["无懈可击"], agent: [{ respond: null }, { respond: "无懈可击" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
    expect(s.handNames(2)).toEqual([]);
  });

  test("is not offered against a basic card: 【杀】 (no request reaches the holder)", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "貂蝉", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hp: 4, hand: ["无懈可击"] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["无懈可击"]);
  });
});
