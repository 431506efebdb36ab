// 3.5.3 操控<一名角色>的玩家: 于<一段时间>内将操控A的玩家改为操控B的玩家 — for that time B's player
// makes A's decisions, and what A may see is visible to B's player (the engine asks B's agent,
// handing it A's view). Compiled text: test general 控测甲 beside skills/standard.sgs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTexts } from "../../compiler/compile.ts";
import { createScenario, ScriptedAgent, type Pack, type ScriptStep } from "../../runtime/index.ts";
import { REPO_ROOT } from "../support/paths.ts";

const PACK = `扩展包 控测包

武将 控测甲 魏 男 4
〖控测〗出牌阶段限一次，你可选择一名其他角色▶于此回合内将操控其的玩家改为操控你的玩家。
`;

let packs: Pack[];
beforeAll(async () => {
  packs = await loadTexts([
    { text: readFileSync(path.join(REPO_ROOT, "skills", "standard.sgs"), "utf8"), file: "standard.sgs" },
    { text: PACK, file: "control.sgs" },
  ]);
}, 120_000);

/** A scripted agent that notes whose view each of its requests came with. */
class ViewNoting extends ScriptedAgent {
  readonly seats: number[] = [];
  constructor(steps: readonly ScriptStep[]) {
    super(steps, "controller");
  }
  override respond(...args: Parameters<ScriptedAgent["respond"]>): ReturnType<ScriptedAgent["respond"]> {
    this.seats.push(args[1].seat);
    return super.respond(...args);
  }
}

const left = (s: ReturnType<typeof createScenario>) => s.agents.map((a) => ((a as { remaining?: unknown[] }).remaining ?? []).length);

describe("于此回合内将操控其的玩家改为操控你的玩家 (3.5.3)", () => {
  test("the owner's player answers for the chosen player with that player's view: no 【闪】 though it holds one", () => {
    const owner = new ViewNoting([{ play: { skill: "控测" } }, { play: { card: "杀" } }, { respond: null }]);
    const s = createScenario({
      packs,
      players: [
        { general: "控测甲", hand: ["杀♠7"], agent: owner },
        // its own agent has nothing scripted: any request to it during the turn fails the test
        { general: "白板", hand: ["闪♦2"], agent: [] },
      ],
      drawPile: ["桃♥3", "桃♥4"],
    });
    s.runTurn(0);
    expect(left(s)).toEqual([0, 0]);
    expect(owner.seats).toEqual([1]);
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  test("declined: the chosen player's own agent answers (and plays its 【闪】)", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "控测甲", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2"], agent: [{ respond: "闪" }] },
      ],
    });
    s.runPhase(0, "play");
    expect(left(s)).toEqual([0, 0]);
    expect(s.player(1).hp).toBe(4);
  });

  test("the period ends with the turn: in the next turn the player decides for itself again", () => {
    const s = createScenario({
      packs,
      players: [
        { general: "控测甲", hand: ["杀♠7"], agent: [{ play: { skill: "控测" } }, { play: "end" }] },
        { general: "白板", hand: ["杀♠8"], agent: [{ play: "end" }] },
      ],
      drawPile: ["闪♦3", "闪♦4", "闪♦5", "闪♦6", "闪♦7", "闪♦8"],
    });
    s.runTurn(0);
    s.runPhase(1, "play");
    expect(left(s)).toEqual([0, 0]);
  });
});
