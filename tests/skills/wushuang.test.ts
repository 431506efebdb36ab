// 〖无双〗①锁定技，当【杀】指定目标后，若使用者为你，你将此目标对应的角色抵消此【杀】的方式改为依次使用两张【闪】。
// 4.2.4 (2): a 【闪】 that takes effect does not offset; a second 生效前 follows, and only a second
// 【闪】 offsets. A 【闪】 that was not used (or no second one) lets the 【杀】 take effect.
import { beforeAll, describe, expect, test } from "vitest";
import { loadPackFromSource } from "../../compiler/index.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { sliceOfCorpus } from "../compiler/helpers.ts";

const PART_ONE = "〖无双〗①锁定技，当【杀】指定目标后，若使用者为你，你将此目标对应的角色抵消此【杀】的方式改为依次使用两张【闪】。";

let pack: Pack;
beforeAll(async () => {
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
