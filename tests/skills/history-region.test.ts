// A card description with a history clause (你于此回合内弃置的手牌, 其于此阶段内弃置的一张手牌) names
// the cards that operation moved, wherever they are now; its region word says where they were as
// they moved (3.3.22 维系区域), so an equipment card discarded is no 弃置的手牌. Compiled text: test
// generals 史测* beside skills/standard.sgs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 史测包

武将 史测甲 魏 男 4
〖史测弃〗出牌阶段限一次，你可弃置两张牌▶你摸一张牌。
〖史测数〗结束阶段开始时，若你于此回合内弃置的手牌数不小于2，你可摸两张牌。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "history.sgs" },
  ]);
}, 120_000);

const offered = (s: ReturnType<typeof createScenario>, skill: string) => s.entries().some((e) => (e.t === "decision" || e.t === "forced") && e.reason === skill);

describe("你于此回合内弃置的手牌数 (a region word on a history description)", () => {
  test("a hand card and an equipment card discarded: one 手牌, 〖史测数〗 is not offered", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "史测甲", hand: ["杀♠7"], equipment: ["赤兔"], agent: [{ play: { skill: "史测弃" } }, { cards: ["杀", "赤兔"] }] },
        { general: "白板" },
      ],
      drawPile: ["闪♦2", "闪♦3", "闪♦4"],
    });
    s.runTurn(0);
    expect(s.agents.map((a) => ((a as { remaining?: unknown[] }).remaining ?? []).length)).toEqual([0, 0]);
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e as { skill: string }).skill)).toEqual(["史测弃"]);
    expect(offered(s, "史测数")).toBe(false);
    expect(s.player(0).hand).toHaveLength(3);
  });

  test("two hand cards discarded: 〖史测数〗 is offered and draws two", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "史测甲", hand: ["杀♠7", "杀♠8"], equipment: ["赤兔"], agent: [{ play: { skill: "史测弃" } }, { cards: ["杀", "杀"] }, { activate: true, skill: "史测数" }] },
        { general: "白板" },
      ],
      drawPile: ["闪♦2", "闪♦3", "闪♦4", "闪♦5", "闪♦6"],
    });
    s.runTurn(0);
    expect(s.agents.map((a) => ((a as { remaining?: unknown[] }).remaining ?? []).length)).toEqual([0, 0]);
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e as { skill: string }).skill)).toEqual(["史测弃", "史测数"]);
    expect(s.player(0).hand).toHaveLength(5);
  });
});
