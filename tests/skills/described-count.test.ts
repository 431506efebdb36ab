// An ownerless count inside a description of players (所有手牌数最大的角色) counts each described
// player's cards (3.5.4 <角色>的<牌>; 3.4.15 最大), not the actor's: 〖均势〗 of blind batch 3
// made everyone discard because the actor's hand was counted for every candidate. Compiled text:
// test generals 数测* beside skills/standard.sgs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 数测包

武将 数测甲 魏 男 4
〖数测摸〗出牌阶段限一次，你可令所有手牌数最小的其他角色各摸一张牌。
〖数测弃〗出牌阶段限一次，你可令所有手牌数大于1的角色各弃置一张手牌。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "count.sgs" },
  ]);
}, 120_000);

const played = (s: ReturnType<typeof createScenario>) => s.agents.map((a) => ((a as { remaining?: unknown[] }).remaining ?? []).length);

describe("手牌数 in a description of players is each candidate's", () => {
  test("所有手牌数最小的其他角色: only the one with fewest draws, whatever the owner holds", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "数测甲", hand: ["杀♠7", "杀♠8", "杀♠9", "杀♠10"], agent: [{ play: { skill: "数测摸" } }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2"] },
        { general: "白板", hand: ["闪♦3", "闪♦4"] },
      ],
      drawPile: ["桃♥3", "桃♥4", "桃♥6"],
    });
    s.runPhase(0, "play");
    expect(played(s)).toEqual([0, 0, 0]);
    expect([1, 2].map((p) => s.player(p).hand.length)).toEqual([2, 2]);
  });

  test("所有手牌数大于1的角色: those holding two or more discard, a player holding one does not", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "数测甲", hand: ["杀♠7"], agent: [{ play: { skill: "数测弃" } }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2", "闪♦3"], agent: [{ cards: ["闪"] }] },
        { general: "白板", hand: ["闪♦4"] },
      ],
    });
    s.runPhase(0, "play");
    expect(played(s)).toEqual([0, 0, 0]);
    expect([0, 1, 2].map((p) => s.player(p).hand.length)).toEqual([1, 1, 1]);
  });
});
