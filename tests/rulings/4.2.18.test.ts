// Rulings of 4.2.18 (濒死事件): skills at 处于濒死状态时 only at a player's first turn to respond
// in one dying flow; after a response that leaves hp ≤ 0 a new 处于濒死状态时 starts from the
// responder.
import { beforeAll, describe, expect, it } from "vitest";
import type { Pack } from "../../runtime/index.ts";
import { RecordingAgent } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});
const scenario = (options: Omit<Parameters<typeof board>[1], never>) => board(packs, options);

describe("4.2.18 处于濒死状态时", () => {
  // On the compiled packs: 一将成名's 法正 (〖恩怨①〗) and the test pack's 曹冲（旧将） (〖仁心〗: 翻面 and
  // give two hand cards). The 【闪电】 damage is a plain 3-point damage here.
  it("4.2.18 ◎例如 體力為1的法正受到渠道為【閃電】的3點雷電傷害，處於瀕死狀態，進行瀕死結算，曹沖", () => {
    const caochong = new RecordingAgent([{ activate: true, skill: "仁心" }, { cards: ["闪", "杀"] }, { respond: "桃" }, { respond: "桃" }], "曹冲");
    // (then 〖恩怨②〗 offers itself once per point of the damage: declined)
    const fazheng = new RecordingAgent([{ activate: true, skill: "恩怨" }, ...Array.from({ length: 3 }, () => ({ activate: false, skill: "恩怨" }))], "法正");
    const s = scenario({
      players: [
        { general: "法正", hp: 1, agent: fazheng },
        { general: "曹冲（旧将）", hand: ["闪", "杀", "桃", "桃"], agent: caochong },
        { general: "白板" },
        { general: "白板" },
      ],
      drawPile: ["无中生有"],
    });
    s.act(3, (ctx) => ctx.damage(0, 3));
    expect(s.player(0).alive).toBe(true);
    expect(s.player(0).hp).toBe(1);
    // 曹冲: 〖仁心〗 once (its first turn to respond), then only 【桃】 in the new 处于濒死状态时.
    expect(caochong.asked.map((r) => r.kind)).toEqual(["activate", "chooseCards", "respond", "respond"]);
    expect(caochong.remaining).toEqual([]);
    expect(s.player(1).faceUp).toBe(false);
    expect(fazheng.remaining).toEqual([]);
    expect(s.handNames(0)).toEqual(["闪", "杀"]);
    expect(s.handNames(1)).toEqual(["无中生有"]);
    // Three 处于濒死状态时: 〖仁心〗 (a skill response) ended the first, 曹冲's first 【桃】 the
    // second; each new one started from 曹冲.
    expect(s.timings().filter((t) => t === "dying.in")).toHaveLength(3);
  });

  // 〖涅槃〗 from the test pack: 限定技, discard all, 复原, draw three, 将体力回复至3点.
  it("4.2.18 ◎例如 體力為1的龐統受到渠道為【閃電】的3點雷電傷害，進入瀕死狀態，進行瀕死結算，龐統", () => {
    const agent = new RecordingAgent([{ activate: false, skill: "涅槃" }, { respond: "桃" }, { respond: "桃" }, { respond: "桃" }]);
    const s = scenario({
      players: [{ general: "庞统", hp: 1, hand: ["桃", "桃", "桃"], agent }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
    });
    s.act(1, (ctx) => ctx.damage(0, 3));
    expect(s.player(0).hp).toBe(1);
    // 涅槃 asked once, at the first turn to respond; the later rounds only offer 【桃】.
    expect(agent.asked.map((r) => r.kind)).toEqual(["activate", "respond", "respond", "respond"]);
    expect(agent.remaining).toEqual([]);
    expect(s.timings().filter((t) => t === "dying.in")).toHaveLength(3);
  });

  it("4.2.18 ◆: a skill response that brings hp above 0 ends the dying settlement (no 【桃】 asked after 〖涅槃〗)", () => {
    const pangtong = new RecordingAgent([{ activate: true, skill: "涅槃" }], "庞统");
    const zhangfei = new RecordingAgent([], "张飞");
    const s = scenario({
      players: [{ general: "庞统", hp: 1, hand: ["闪"], agent: pangtong }, { general: "白板", hand: ["桃"], agent: zhangfei }, { general: "白板" }, { general: "白板" }],
      drawPile: ["桃", "杀", "闪"],
    });
    s.act(1, (ctx) => ctx.damage(0, 2));
    expect(s.player(0).hp).toBe(3);
    expect(s.handNames(0)).toEqual(["桃", "杀", "闪"]);
    // Neither 庞统 (now holding a 【桃】) nor 张飞 is asked to save a player at 3 hp.
    expect(pangtong.asked.map((r) => r.kind)).toEqual(["activate"]);
    expect(zhangfei.asked).toEqual([]);
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});
