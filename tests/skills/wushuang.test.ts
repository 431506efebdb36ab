// 〖无双〗①锁定技，当【杀】指定目标后，若使用者为你，你将此目标对应的角色抵消此【杀】的方式改为依次使用两张【闪】。
// 4.2.4 (2): a 【闪】 that takes effect does not offset; a second 生效前 follows, and only a second
// 【闪】 offsets. A 【闪】 that was not used (or no second one) lets the 【杀】 take effect.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { sliceOfCorpus } from "../compiler/helpers.ts";
import { corpusWithCards } from "../compiler/corpusCards.ts";

const PART_ONE = "〖无双〗①锁定技，当【杀】指定目标后，若使用者为你，你将此目标对应的角色抵消此【杀】的方式改为依次使用两张【闪】。";

let pack: Pack;
/** The whole corpus line (①②) with 【杀】【闪】【决斗】. */
let full: Pack;
beforeAll(async () => {
  full = await loadPackFromSource(corpusWithCards(["杀", "闪", "决斗"], ["无双"]), "standard.sgs");
  pack = await loadPackFromSource(sliceOfCorpus().replace("武将 吕布 群 男 4\n", `武将 吕布 群 男 4\n${PART_ONE}\n`), "standard.sgs");
});

function lvbuAttacks(targetHand: string[], targetScript: { respond: string | null }[]) {
  return createScenario({
    packs: [pack],
    players: [
      { general: "吕布", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      { general: "黄盖", hand: targetHand, agent: targetScript },
    ],
  });
}

const count = (list: readonly string[], x: string): number => list.filter((t) => t === x).length;

/** The timings of the first use event (the 【杀】), not of the 【闪】 used in response. */
function shaTimings(s: ReturnType<typeof createScenario>): string[] {
  const entries = s.entries();
  const first = entries.find((e) => e.t === "begin" && e.event === "use");
  if (!first || first.t !== "begin") throw new Error("no use event");
  return entries.flatMap((e) => (e.t === "timing" && e.event === first.id ? [e.id] : []));
}

describe("〖无双①〗 (4.2.4 (2) 依次使用两张【闪】)", () => {
  test("two 【闪】 used one after another offset the 【杀】: two 生效前, then 被抵消后", () => {
    const s = lvbuAttacks(["闪", "闪"], [{ respond: "闪" }, { respond: "闪" }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
    const t = shaTimings(s);
    expect(count(t, "use.target.effectBefore")).toBe(2);
    expect(t).toContain("use.target.offsetAfter");
    expect(t).not.toContain("use.target.effecting");
  });

  test("one 【闪】 is not enough: its effect has no effect and the 【杀】 takes effect (1 damage)", () => {
    const s = lvbuAttacks(["闪"], [{ respond: "闪" }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual([]);
    const t = shaTimings(s);
    expect(count(t, "use.target.effectBefore")).toBe(2);
    expect(t).not.toContain("use.target.offsetAfter");
    expect(t.lastIndexOf("use.target.effectBefore")).toBeLessThan(t.indexOf("use.target.effecting"));
  });

  test("declining the second 【闪】: the first one is spent, the 【杀】 still takes effect", () => {
    const s = lvbuAttacks(["闪", "闪"], [{ respond: "闪" }, { respond: null }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("no 【闪】 used: one 生效前 only, then 生效时 as usual", () => {
    const s = lvbuAttacks(["闪"], [{ respond: null }]);
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(count(shaTimings(s), "use.target.effectBefore")).toBe(1);
  });

  test("使用者为你 fails for another player's 【杀】 at 吕布: one 【闪】 offsets it", () => {
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "吕布", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(s.player(0).hp).toBe(4);
    expect(count(shaTimings(s), "use.target.effectBefore")).toBe(1);
  });
});

// 〖无双〗②锁定技，当【决斗】指定目标后，若使用者为你，或当你成为【决斗】的目标后，你令此【决斗】的作用效果中
// 除你外的角色每次打出【杀】的方式改为依次打出两张【杀】。 (【决斗】 4.2.5: 轮流打出【杀】)
const plays = (s: ReturnType<typeof createScenario>) => s.entries().flatMap((e) => (e.t === "play" ? [e.player] : []));

describe("〖无双②〗 (【决斗】: 除你外的角色每次依次打出两张【杀】)", () => {
  test("吕布's 【决斗】 (指定目标后, 使用者为你): the target plays two 【杀】 per turn; 吕布 one; 吕布 without 【杀】 takes the damage", () => {
    const s = createScenario({
      packs: [full],
      players: [
        { general: "吕布", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hand: ["杀", "杀"], agent: [{ respond: "杀" }, { respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(plays(s)).toEqual([1, 1]);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(1).hp).toBe(4);
  });

  test("a target with one 【杀】 plays it but has not played the second: it takes 1 damage from 吕布", () => {
    const s = createScenario({
      packs: [full],
      players: [
        { general: "吕布", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { play: "end" }] },
        { general: "黄盖", hand: ["杀"], agent: [{ respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(plays(s)).toEqual([1]);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).hp).toBe(4);
    expect(s.handNames(1)).toEqual([]);
  });

  test("成为【决斗】的目标后: 吕布 starts with one 【杀】, the user must play two and fails on the second", () => {
    const s = createScenario({
      packs: [full],
      players: [
        { general: "吕布", hand: ["杀"], agent: [{ respond: "杀" }] },
        { general: "黄盖", hand: ["决斗", "杀"], agent: [{ play: { card: "决斗" } }, { respond: "杀" }, { play: "end" }] },
      ],
      current: 1,
    });
    s.runPhase(1, "play");
    expect(plays(s)).toEqual([0, 1]);
    expect(s.player(1).hp).toBe(3);
    expect(s.player(0).hp).toBe(4);
  });

  test("a 【决斗】 between two others is unchanged: one 【杀】 each time", () => {
    const s = createScenario({
      packs: [full],
      players: [
        { general: "黄盖", hand: ["决斗"], agent: [{ play: { card: "决斗" } }, { players: [2] }, { play: "end" }] },
        { general: "吕布", hand: [] },
        { general: "周瑜", hand: ["杀"], agent: [{ respond: "杀" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(plays(s)).toEqual([2]);
    expect(s.player(0).hp).toBe(3);
    expect(s.player(2).hp).toBe(3);
  });

  test("the whole line keeps ①: one 【闪】 does not offset 吕布's 【杀】", () => {
    const s = createScenario({
      packs: [full],
      players: [
        { general: "吕布", hand: ["杀"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "黄盖", hand: ["闪"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
  });
});
