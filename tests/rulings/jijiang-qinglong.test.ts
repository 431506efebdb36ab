// Rulings on 〖激将〗 (4.1.1.6, 3.4.10, 3.5.22), on the 【杀】 of 〖青龙偃月刀〗 (4.2.2 专题四) and on
// 来源 through 【借刀杀人】 (3.5.22), on the compiled packs.
import { beforeAll, describe, expect, it } from "vitest";
import type { LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

type Use = Extract<LogEntry, { t: "use" }>;
type Damage = Extract<LogEntry, { t: "damage" }>;
const uses = (e: readonly LogEntry[]) => e.filter((x): x is Use => x.t === "use");
const damages = (e: readonly LogEntry[]) => e.filter((x): x is Damage => x.t === "damage");

describe("〖激将〗", () => {
  it("4.1.1.6 ◎例如 劉備於出牌階段內的一個空閒時間點需要使用【殺】，發動〖激將〗，若沒有蜀勢力角色打", () => {
    const s = board(packs, {
      players: [
        { general: "刘备", agent: [{ play: { need: "杀" } }, { activate: true, skill: "激将" }, { players: [1] }, { play: { need: "杀" } }, { activate: true, skill: "激将" }, { players: [1] }] },
        { general: "白板" },
        { general: "关羽", hand: ["杀♣2"], agent: [{ respond: null }, { respond: "杀" }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    // no 蜀 player played 【杀】 at the first idle point; at the next one 〖激将〗 was activated again
    expect(s.entries().filter((e) => e.t === "skill" && e.skill === "激将")).toHaveLength(2);
    expect(uses(s.entries())).toEqual([expect.objectContaining({ user: 0, card: "杀", targets: [1] })]);
    expect(s.player(1).hp).toBe(3);
  });

  it("3.4.10 ◎例如 刘备在需要使用【杀】时❶发动〖激将〗。首先其声明使用普【杀】，同时选择此【杀】的", () => {
    const liu = new RecordingAgent([{ play: { need: "杀" } }, { activate: true, skill: "激将" }, { players: [4] }, { play: "end" }], "刘备");
    const s = board(packs, {
      players: [{ general: "刘备", agent: liu }, { general: "白板" }, { general: "白板" }, { general: "张飞", hand: ["杀"], agent: [{ respond: "杀" }] }, { general: "白板" }],
    });
    s.runPhase(0, "play");
    // the user is 刘备: only players in 刘备's attack range (1) pass the distance rule
    const targets = liu.asked.find((r): r is PlayersRequest => r.kind === "choosePlayers");
    expect(targets?.candidates).toEqual([1, 4]);
    expect(uses(s.entries())).toEqual([expect.objectContaining({ user: 0, card: "杀", targets: [4] })]);
  });

  it("3.5.22 ◎例如 刘备发动〖激将〗使用【杀】造成的伤害的来源为刘备。", () => {
    const s = board(packs, {
      players: [
        { general: "刘备", hand: ["闪"], agent: [{ play: { need: "杀" } }, { activate: true, skill: "激将" }, { players: [1] }, { play: "end" }] },
        { general: "司马懿", hand: [], agent: [{ activate: true, skill: "反馈" }, { cards: ["闪"] }] },
        { general: "张飞", hand: ["杀"], agent: [{ respond: "杀" }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s.entries())).toEqual([expect.objectContaining({ source: 0, victim: 1 })]);
    // 〖反馈〗 takes a card from the source, 刘备 (not from 张飞, who played the 【杀】)
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.handNames(0)).toEqual([]);
  });
});

describe("〖青龙偃月刀〗's 【杀】 (4.2.2 专题四)", () => {
  it("4.2.2 ◎例如 角色髮動〖青龍偃月刀（舊）〗、〖雙刃〗或〖密詔〗使用【殺】並非是在出牌階段內的空", () => {
    // 〖青龙偃月刀〗: the first 【杀】 reached the limit (1), the follow-up is used all the same
    const a = board(packs, {
      players: [
        { general: "白板", hand: ["杀", "杀"], equipment: ["青龙偃月刀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "青龙偃月刀" }, { respond: "杀" }, { play: "end" }] },
        { general: "白板", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "白板" },
      ],
    });
    a.runPhase(0, "play");
    expect(uses(a.entries()).map((u) => [u.user, u.card, u.targets])).toEqual([
      [0, "杀", [1]],
      [1, "闪", []],
      [0, "杀", [1]],
    ]);
    expect(a.player(1).hp).toBe(3);
    // only the 【杀】 used at an idle time point counts
    expect(a.engine.playPhase.cardUses.get("杀")).toBe(1);
    // 〖双刃〗 at 出牌阶段开始时: its 【杀】 is not counted, so a 【杀】 may still be used at an idle time point
    const b = board(packs, {
      players: [
        { general: "纪灵", hand: ["南蛮入侵♠K", "杀"], agent: [{ activate: true, skill: "双刃" }, { cards: ["南蛮入侵"] }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "白板", hand: ["闪♦2"] },
        { general: "白板" },
      ],
    });
    b.runPhase(0, "play");
    expect(uses(b.entries()).filter((u) => u.card === "杀").map((u) => [u.user, u.cards.length, u.targets])).toEqual([
      [0, 0, [1]],
      [0, 1, [1]],
    ]);
    expect(b.player(1).hp).toBe(2);
  });

  it("4.2.2 ◎例如 馬岱對大喬使用【殺】，大喬使用【閃】進行響應，馬岱在此【殺】被抵消後發動〖青龍偃", () => {
    const ma = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "青龙偃月刀" }, { respond: "杀" }, { activate: false, skill: "潜袭" }, { play: "end" }], "马岱");
    const s = board(packs, {
      players: [
        { general: "马岱", hand: ["杀", "杀"], equipment: ["青龙偃月刀"], agent: ma },
        { general: "大乔", hand: ["闪", "桃"], agent: [{ activate: false, skill: "流离" }, { respond: "闪" }, { activate: true, skill: "流离" }, { cards: ["桃"] }, { players: [2] }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    // the follow-up 【杀】 is used on 大乔 only (此目标对应的角色), and 大乔 may 〖流离〗 it
    expect(uses(s.entries()).map((u) => [u.user, u.card, u.targets])).toEqual([
      [0, "杀", [1]],
      [1, "闪", []],
      [0, "杀", [1]],
    ]);
    expect(s.entries().filter((e) => e.t === "transfer")).toEqual([expect.objectContaining({ card: "杀", from: 1, to: 2 })]);
    expect(s.player(2).hp).toBe(3);
    expect(s.player(1).hp).toBe(3);
  });

  it("4.2.2 ◎例如 崔琰對大喬使用【殺】，大喬在成為此【殺】的目標時對不在崔琰的攻擊範圍內的馬岱發動", () => {
    // 8 players: 马岱 at seat 4 is at distance 4 from 崔琰 (seat 0), outside 【青龙偃月刀】's range 3
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀", "杀"], equipment: ["青龙偃月刀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "青龙偃月刀" }, { respond: "杀" }, { play: "end" }] },
        { general: "大乔", hand: ["桃"], equipment: ["麒麟弓"], agent: [{ activate: true, skill: "流离" }, { cards: ["桃"] }, { players: [4] }] },
        { general: "白板" },
        { general: "白板" },
        { general: "马岱", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "白板" },
        { general: "白板" },
        { general: "白板" },
      ],
    });
    expect(s.engine.view.inAttackRange(0, 4)).toBe(false);
    s.runPhase(0, "play");
    // the 【杀】 moved to 马岱 was dodged; 〖青龙偃月刀〗's 【杀】 on 马岱 is not refused for range (专题四)
    expect(uses(s.entries()).map((u) => [u.user, u.card, u.targets])).toEqual([
      [0, "杀", [1]],
      [4, "闪", []],
      [0, "杀", [4]],
    ]);
    expect(s.player(4).hp).toBe(3);
  });
});

describe("3.5.22 来源 (【借刀杀人】)", () => {
  it("3.5.22 ◎例如 A对B使用【借刀杀人】选择对司马懿使用【杀】，B对司马楚使用【杀】进行响应，司马", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["借刀杀人", "无中生有"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        { general: "白板", hand: ["杀", "桃"], equipment: ["青釭剑"], agent: [{ respond: "杀" }] },
        { general: "司马懿", agent: [{ activate: true, skill: "反馈" }, { cards: ["桃"] }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    expect(damages(s.entries())).toEqual([expect.objectContaining({ source: 1, victim: 2, via: "杀" })]);
    // 〖反馈〗's 来源 is B, who used the 【杀】 — not A, who used 【借刀杀人】
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(s.handNames(0)).toEqual(["无中生有"]);
  });
});
