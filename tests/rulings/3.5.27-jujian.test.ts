// Ruling of 3.5.27 (选择：1.……2.……): an option whose unconditional effects can all not be done
// cannot be chosen — 复原 (3.9.5) cannot be done by a player face up and not chained. On the
// compiled packs: 一将成名's 徐庶 (〖举荐〗: 其选择：1.摸两张牌；2.回复1点体力；3.复原).
import { beforeAll, describe, expect, it } from "vitest";
import type { OptionRequest, Pack, ScenarioPlayer } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

describe("3.5.27 选择", () => {
  it("3.5.27 ◎例如 徐庶对一名角色发动〖举荐〗时，若其此将牌：正面朝上且其未处于连环状态， 其不能选", () => {
    const states: { faceDown?: boolean; chained?: boolean }[] = [{}, { chained: true }, { faceDown: true }, { faceDown: true, chained: true }];
    const offered: (readonly string[])[] = [];
    for (const st of states) {
      const target = new RecordingAgent([{ option: 0 }], "target");
      const player: ScenarioPlayer = { general: "白板", hp: 3, ...st, agent: target };
      const s = board(packs, {
        agents: "strict",
        players: [{ general: "徐庶", hand: ["无中生有"], agent: [{ activate: true, skill: "举荐" }, { cards: ["无中生有"] }, { players: [1] }] }, player, { general: "白板" }, { general: "白板" }],
        drawPile: ["闪", "闪"],
      });
      s.runPhase(0, "finish");
      offered.push(target.asked.find((r): r is OptionRequest => r.kind === "chooseOption")?.options ?? []);
    }
    // face up and not chained: no 复原; chained / face down / both: 复原 may be chosen
    expect(offered.map((o) => o.includes("复原"))).toEqual([false, true, true, true]);
    expect(offered[0]).toEqual(["摸两张牌", "回复1点体力"]);
  });
});
