// A card described by a test of its own attributes in a relative clause (点数小于5的牌, 3.4.22): the
// value reads without its card — the head of the clause fills it — and such a description in a
// state is a kind of card (使用点数大于X的【杀】无次数的限制), tested on the card being used.
// Compiled text: test general 点测甲 beside skills/standard.sgs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 点测包

武将 点测甲 魏 男 4
〖点测弃〗出牌阶段限一次，你可弃置一张点数小于5的牌▶你摸两张牌。
〖点测杀〗锁定技，你使用点数大于8的【杀】无次数的限制。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "rank.sgs" },
  ]);
}, 120_000);

const left = (s: ReturnType<typeof createScenario>) => s.agents.map((a) => ((a as { remaining?: unknown[] }).remaining ?? []).length);

describe("点数小于5的牌 / 点数大于8的【杀】", () => {
  test("only a card of rank below 5 pays the cost; with none the skill is not offered", () => {
    const s = createScenario({
      packs,
      players: [{ general: "点测甲", hand: ["闪♦2", "闪♦8"], agent: [{ play: { skill: "点测弃" } }] }, { general: "白板" }],
      drawPile: ["桃♥6", "桃♥7"],
    });
    s.runPhase(0, "play");
    expect(left(s)).toEqual([0, 0]);
    expect(s.handNames(0).sort()).toEqual(["桃", "桃", "闪"]);
    expect(s.player(0).hand.map((c) => s.card(c).rank)).toContain(8);
    const t = createScenario({ packs, players: [{ general: "点测甲", hand: ["闪♦8"] }, { general: "白板" }] });
    t.runPhase(0, "play");
    expect(t.entries().some((e) => e.t === "decision" && e.answer === "点测弃")).toBe(false);
  });

  test("past the use limit, a 【杀】 of rank 9 may still be used, one of rank 7 may not", () => {
    const s = createScenario({
      packs,
      players: [{ general: "点测甲", hand: ["杀♠7", "杀♠9", "杀♠10"], agent: [{ play: { card: 5 } }, { play: { card: 3 } }] }, { general: "白板" }],
    });
    const ids = s.player(0).hand.map((c) => `${c}:${s.card(c).rank}`);
    s.runPhase(0, "play");
    // (the rank-7 【杀】 is no option after the second: the play phase ends without asking)
    expect(ids).toEqual(["0:7", "3:9", "5:10"]);
    expect(left(s)).toEqual([0, 0]);
    expect(s.entries().filter((e) => e.t === "use" && e.card === "杀")).toHaveLength(2);
    expect(s.handNames(0)).toEqual(["杀"]);
  });
});
