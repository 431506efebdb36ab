// Rulings of 4.2.2 专题三 2.: only 【杀】 used at idle time points of the play phase count, and a
// 【杀】 used under "无次数的限制" still counts; once the modifier is gone, the count is compared
// with the limit again.
import { beforeAll, describe, expect, it } from "vitest";
import { RecordingAgent, optionNames } from "./helpers.ts";
import type { Pack, ScriptStep } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";

// On the compiled packs (【诸葛连弩】, 【麒麟弓】, 【杀】) and 太史慈's 〖天义〗 (tests/rulings/packs/tianyi.sgs).
let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});
const slash: ScriptStep[] = [{ play: { card: "杀" } }, { players: [1] }];
/** 〖天义〗 won against seat 3 (K against 3): 此阶段内 使用【杀】的次数上限+1 (and more targets, unused here). */
// (seat 3 alone holds hand cards: the 拼点 is with it, no choice, 4.2.8 ◆)
const tianyiWon: ScriptStep[] = [{ play: { skill: "天义" } }, { cards: ["闪"] }];

/**
 * Plays the steps (太史慈 first wins 〖天义〗's pindian with a 闪♥K); the hand keeps a 【无中生有】 so the last
 * idle time point is always asked. `offered[i]`: the options of the i-th idle time point after 〖天义〗.
 */
function run(general: string, hand: string[], steps: ScriptStep[]) {
  const tsc = general === "太史慈";
  const agent = new RecordingAgent([...(tsc ? tianyiWon : []), ...steps, { play: "end" }]);
  const s = board(packs, {
    players: [{ general, hand: [...(tsc ? ["闪♥K"] : []), ...hand, "无中生有"], agent }, { general: "白板" }, { general: "白板" }, { general: "白板", hand: tsc ? ["桃♥3"] : [] }],
  });
  s.runPhase(0, "play");
  expect(agent.remaining).toEqual([]);
  const offered = agent.offered.slice(tsc ? 1 : 0);
  return { s, agent, offered, last: optionNames(offered[offered.length - 1]) };
}

describe("4.2.2 专题三 【杀】 use counts", () => {
  it("4.2.2 ◎例如 一名角色於出牌價段內裝備【諸葛連弩】使用了一張【殺】，然後使用【麒麟弓】，此時該", () => {
    const { s, offered, last } = run("白板", ["诸葛连弩", "杀", "杀", "麒麟弓"], [{ play: { card: "诸葛连弩" } }, ...slash, { play: { card: "麒麟弓" } }]);
    // With the crossbow the second 杀 was offered (no limit); after 【麒麟弓】 replaced it, not.
    expect(optionNames(offered[2])).toContain("杀");
    expect(last).not.toContain("杀");
    expect(s.handNames(0)).toEqual(["杀", "无中生有"]);
    expect(s.card(s.player(0).equipment.weapon!).name).toBe("麒麟弓");
    expect(s.player(1).hp).toBe(3);
  });

  // 〖天义〗 won: 此阶段内使用【杀】的次数上限+1 — the limit of 2 is what the ruling is about.
  it("4.2.2 ◎例如 太史慈發動〖天義〗拼點贏後，先使用一張【殺】，然後裝備【諸葛連弩】使用一張【殺】", () => {
    const { s, offered, last } = run(
      "太史慈",
      ["杀", "诸葛连弩", "杀", "杀", "麒麟弓"],
      [...slash, { play: { card: "诸葛连弩" } }, ...slash, { play: { card: "麒麟弓" } }],
    );
    // After one 杀 the limit of 2 still allows another.
    expect(optionNames(offered[1])).toContain("杀");
    // Two 杀 used (one of them under the crossbow): 2 ≥ 2, so none after 【麒麟弓】.
    expect(last).not.toContain("杀");
    expect(s.handNames(0)).toEqual(["杀", "无中生有"]);
    expect(s.player(1).hp).toBe(2);
  });

  it("4.2.2 ◎例如 太史慈發動〖天義〗拼點贏後，先裝備【諸葛連弩】使用兩張【殺】，然後使用【麒麟弓】", () => {
    const { s, last } = run("太史慈", ["诸葛连弩", "杀", "杀", "杀", "麒麟弓"], [{ play: { card: "诸葛连弩" } }, ...slash, ...slash, { play: { card: "麒麟弓" } }]);
    expect(last).not.toContain("杀");
    expect(s.handNames(0)).toEqual(["杀", "无中生有"]);
    expect(s.player(1).hp).toBe(2);
  });

  it("4.2.2 专题三 2. (contrast): with the limit raised to 2, one 杀 before 【麒麟弓】 leaves one more", () => {
    const { s, last } = run("太史慈", ["诸葛连弩", "杀", "杀", "麒麟弓"], [{ play: { card: "诸葛连弩" } }, ...slash, { play: { card: "麒麟弓" } }]);
    expect(last).toContain("杀");
    expect(s.player(1).hp).toBe(3);
  });
});
