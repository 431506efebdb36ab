// Rulings with 【酒】 (skills/maneuvering.sgs, compiled): its two uses (出牌阶段，每回合限一次：你，此回合
// 内使用的下一张【杀】的伤害值基数+1 / 你处于濒死状态时：处于濒死状态的你，回复1点体力), with 崔琰's
// 【青龙偃月刀】 (000 4.1.1.6), 程普's 〖醇醪〗 (000 4.2.3), 马岱's 〖潜袭〗 and 庞统's 〖涅槃〗 (004 3.5.28), 郭嘉's
// 〖天妒〗 (004 3.8.20) — all compiled text.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, PlayActionRequest } from "../../runtime/index.ts";
import { RecordingAgent, optionNames } from "./helpers.ts";
import { board, rulingPacks } from "./compiled.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

const uses = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "use" ? [[x.user, x.card, x.targets] as const] : []));

describe("【酒】", () => {
  it("4.1.1.6 ◎例如 裝備【青龍偃月刀（舊）】的崔琰在出牌階段內的空閒時間點使用的【殺】被馬岱使用的【", () => {
    // 1. 崔琰 declines 〖青龙偃月刀〗: the next idle time point comes and he may use 【酒】 on himself
    const cui = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { activate: false, skill: "青龙偃月刀" }, { play: "end" }], "崔琰");
    const s = board(packs, {
      players: [
        { general: "白板", role: "rebel", hand: ["杀♠7", "杀♠8", "酒♠3"], equipment: ["青龙偃月刀"], agent: cui },
        { general: "马岱", role: "lord", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade" },
      ],
    });
    s.runPhase(0, "play");
    const idle = cui.asked.filter((r): r is PlayActionRequest => r.kind === "playAction");
    expect(idle).toHaveLength(2);
    expect(optionNames(idle[1].options)).toContain("酒");

    // 2. he activates it: no idle time point in between — the next thing he is asked is a 【杀】 on 马岱
    const cui2 = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "青龙偃月刀" }, { respond: "杀" }, { play: "end" }], "崔琰");
    const s2 = board(packs, {
      players: [
        { general: "白板", role: "rebel", hand: ["杀♠7", "杀♠8", "酒♠3"], equipment: ["青龙偃月刀"], agent: cui2 },
        { general: "马岱", role: "lord", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade" },
      ],
    });
    s2.runPhase(0, "play");
    const afterQinglong = cui2.asked.slice(cui2.asked.findIndex((r) => r.kind === "activate" && r.skill === "青龙偃月刀") + 1);
    expect(afterQinglong[0]).toMatchObject({ kind: "respond", mode: "use", cardName: "杀" });
    expect(uses(s2.entries())).toEqual([
      [0, "杀", [1]],
      [1, "闪", []],
      [0, "杀", [1]],
    ]);
    expect(s2.player(1).hp).toBe(3);
  });

  it("4.2.3 ◎例如 程普在高順處於瀕死狀態時發動〖醇醪〗，高順能執行對自己使用無對應的實體牌的【酒】", () => {
    const s = board(packs, {
      players: [
        { general: "白板", role: "rebel", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "高顺", role: "lord", hp: 1 },
        { general: "程普", role: "loyalist", piles: [{ name: "醇", cards: ["杀♠8"] }], agent: [{ activate: true, skill: "醇醪" }] },
        { general: "白板", role: "renegade" },
      ],
    });
    s.runPhase(0, "play");
    // 高顺 used a 【酒】 with no physical card on himself (使用方法②) and recovered 1 hp
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "use", user: 1, card: "酒", cards: [], targets: [1] }));
    expect(s.entries()).toContainEqual({ t: "recover", player: 1, amount: 1 });
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
  });

  it("3.5.28 ◎例如 马岱（旧将）对自己使用【酒】后，对体力上限为1的庞统使用【杀】，在此【杀】 造成", () => {
    const s = board(packs, {
      players: [
        {
          general: "马岱",
          role: "rebel",
          hand: ["酒♠3", "杀♠7"],
          agent: [{ play: { card: "酒" } }, { play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "潜袭" }, { play: "end" }],
        },
        { general: "庞统", role: "lord", hp: 1, maxHp: 1, hand: ["无中生有"], agent: [{ activate: true, skill: "涅槃" }] },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade" },
      ],
      // 马岱's draw phase, then the judgement (a heart), then 〖涅槃〗's three cards
      drawPile: ["闪", "闪", "桃♥5", "闪", "闪", "闪"],
    });
    // 此回合内使用的下一张【杀】: a whole turn, so that 于此回合内 has a turn to end with
    s.runTurn(0);
    // the judgement was a heart: the damage is not prevented — 2 (【酒】) — and 庞统 goes to -1
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "damage", source: 0, victim: 1, amount: 2 }));
    // 〖涅槃〗: 将体力回复至3点 with a max hp of 1 is 回复2点体力 (min{3,1}-(-1))
    expect(s.entries()).toContainEqual({ t: "recover", player: 1, amount: 2 });
    expect(s.player(1).hp).toBe(1);
    expect(s.player(1).maxHp).toBe(1);
  });

  it("3.8.20 ◎例如 郭嘉进行【闪电】的判定，结果为黑桃【酒】（两张黑桃【酒】的点数分别为3和9），在", () => {
    const s = board(packs, {
      players: [
        { general: "郭嘉", role: "rebel", judge: ["闪电♠A"], agent: [{ activate: true, skill: "天妒" }, { respond: "酒" }, { activate: false, skill: "遗计" }, { activate: false, skill: "遗计" }, { activate: false, skill: "遗计" }] },
        { general: "白板", role: "lord" },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade" },
      ],
      drawPile: ["酒♠9"],
    });
    s.runPhase(0, "judge");
    // 〖天妒〗 took the 【酒】; 3 thunder damage; dying, 郭嘉 used that very 【酒】 on himself
    expect(s.entries()).toContainEqual(expect.objectContaining({ t: "damage", victim: 0, amount: 3, element: "thunder" }));
    const jiu = s.entries().find((e) => e.t === "use" && e.card === "酒");
    expect(jiu).toMatchObject({ user: 0, targets: [0] });
    expect(jiu && jiu.t === "use" ? s.card(jiu.cards[0]).name : null).toBe("酒");
    expect(s.player(0).alive).toBe(true);
    expect(s.player(0).hp).toBe(1);
  });
});
