// Rulings on legal targets and options (4.2.2 专题四, 3.1.7, 3.5.15, 3.5.51, 3.8.17) with generals of
// tests/rulings/packs/rulings.sgs (张角, 夏侯渊, 袁术, 贾诩, 杨修) and the corpus packs, compiled.
import { beforeAll, describe, expect, it } from "vitest";
import type { CardsRequest, LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { optionNames, RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

type Use = Extract<LogEntry, { t: "use" }>;
const uses = (e: readonly LogEntry[]) => e.filter((x): x is Use => x.t === "use").map((u) => [u.user, u.card, u.targets] as const);
const skills = (e: readonly LogEntry[]) => e.filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill);
const playerChoices = (a: RecordingAgent) => a.asked.filter((r): r is PlayersRequest => r.kind === "choosePlayers").map((r) => r.candidates);

describe("4.2.2 专题四 合法目标", () => {
  it("4.2.2 ◎例如 判定區裏有【閃電】對應的實體牌的夏侯淵發動〖神速①〗後，於出牌階段內不能使用【閃", () => {
    const xia = new RecordingAgent([{ activate: true, skill: "神速" }, { players: [1] }, { play: "end" }], "夏侯渊");
    const s = board(packs, {
      agents: "strict",
      players: [{ general: "夏侯渊", hand: ["闪电♠A", "闪"], judge: ["闪电"], agent: xia }, { general: "白板" }, { general: "白板" }],
    });
    s.runTurn(0);
    // the judge phase was skipped (the 【闪电】 in the judge area was not judged) …
    expect(s.entries().filter((e) => e.t === "judge")).toEqual([]);
    expect(uses(s.entries())).toEqual([[0, "杀", [1]]]);
    // … and a second 【闪电】 is not offered: 夏侯渊 is not a legal target of it (the game's rule 1)
    const offered = xia.offered.map(optionNames);
    expect(offered).toHaveLength(1);
    expect(offered[0]).not.toContain("闪电");
    expect(s.handNames(0)).toContain("闪电");
  });

  it("4.2.2 ◎例如 全場除楊修和賈詡外只有馬岱，而賈詡受到〖帷幕〗的影響不是馬岱使用此【南蠻入侵】的", () => {
    const ma = new RecordingAgent([{ play: { card: "南蛮入侵" } }, { play: "end" }], "马岱");
    const s = board(packs, {
      agents: "strict",
      // 杨修 declines 〖鸡肋〗 after the damage (asked at 受到伤害后); 〖啖酪〗 is what the ruling is about
      players: [{ general: "马岱", hand: ["南蛮入侵♠7"], agent: ma }, { general: "杨修", agent: [{ activate: false, skill: "鸡肋" }] }, { general: "贾诩" }],
    });
    s.runPhase(0, "play");
    // 南蛮入侵 was usable (one legal target); 杨修 is its only target, so 〖啖酪〗 (目标数大于1) is not offered
    expect(optionNames(ma.offered[0])).toContain("南蛮入侵");
    expect(uses(s.entries())).toEqual([[0, "南蛮入侵", [1]]]);
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.request === "activate" && e.reason === "啖酪")).toBe(false);
    expect(s.player(1).hp).toBe(2);
    expect(s.player(2).hp).toBe(3);
  });
});

describe("3.1.7 装备牌提供的攻击范围", () => {
  it("3.1.7 ◎例如 对装备【麒麟弓】的关羽（标）使用【借刀杀人】令其对距离：", () => {
    // 1. B at distance 1: 〖武圣〗 may use the 【麒麟弓】 itself as the 【杀】; 〖麒麟弓〗 is then gone
    const one = board(packs, {
      players: [
        { general: "白板", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [2] }, { play: "end" }] },
        { general: "关羽", equipment: ["麒麟弓", "赤兔"], agent: [{ activate: true, skill: "武圣" }, { cards: ["麒麟弓"] }] },
        { general: "白板", equipment: ["绝影"] },
        { general: "白板" },
      ],
    });
    one.runPhase(0, "play");
    expect(uses(one.entries())).toEqual([
      [0, "借刀杀人", [1]],
      [1, "杀", [2]],
    ]);
    expect(one.player(2).hp).toBe(3);
    expect(one.engine.state.players[2].equipment.defensiveHorse).toBeDefined();
    // 2. B at distance 2, in range only through the 【麒麟弓】: it cannot be the 【杀】's card
    const guan = new RecordingAgent([{ activate: true, skill: "武圣" }, { cards: ["闪"] }], "关羽");
    const two = board(packs, {
      agents: "strict",
      players: [
        { general: "白板", hand: ["借刀杀人"], agent: [{ play: { card: "借刀杀人" } }, { players: [1] }, { players: [3] }, { play: "end" }] },
        { general: "关羽", hand: ["闪♥2"], equipment: ["麒麟弓"], agent: guan },
        { general: "白板" },
        { general: "白板" },
        { general: "白板" },
      ],
    });
    two.runPhase(0, "play");
    const choice = guan.asked.find((r): r is CardsRequest => r.kind === "chooseCards");
    expect(choice?.candidates.map((c) => two.card(c).name)).toEqual(["闪"]);
    expect(uses(two.entries())).toEqual([
      [0, "借刀杀人", [1]],
      [1, "杀", [3]],
    ]);
  });

  it("3.1.7 ◎例如 装备【诸葛连弩】的关羽（标）于出牌阶段内使用过普【杀】后，关羽通过发动 〖武圣〗", () => {
    const guan = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { play: { need: "杀" } }, { activate: true, skill: "武圣" }, { cards: ["桃"] }, { players: [1] }, { play: "end" }], "关羽");
    const s = board(packs, {
      agents: "strict",
      players: [{ general: "关羽", hand: ["杀♣3", "桃♥3"], equipment: ["诸葛连弩♦A"], agent: guan }, { general: "白板" }],
    });
    s.runPhase(0, "play");
    // the second 【杀】 relies on 〖诸葛连弩〗: the 【诸葛连弩】 cannot be its card
    const choice = guan.asked.find((r): r is CardsRequest => r.kind === "chooseCards");
    expect(choice?.candidates.map((c) => s.card(c).name)).toEqual(["桃"]);
    expect(uses(s.entries())).toEqual([
      [0, "杀", [1]],
      [0, "杀", [1]],
    ]);
    expect(s.player(1).hp).toBe(2);
  });

  it("3.1.7 ◎例如 全场有装备区里只有【麒麟弓】一张牌的夏侯渊、装备区里有【的卢】的袁术和崔琰三名角", () => {
    const xia = new RecordingAgent([{ activate: false, skill: "神速" }, { activate: true, skill: "神速" }, { cards: ["麒麟弓"] }, { players: [2] }], "夏侯渊");
    const s = board(packs, {
      agents: "strict",
      drawPile: ["无中生有", "无中生有"],
      players: [
        { general: "夏侯渊", equipment: ["麒麟弓"], agent: xia },
        { general: "袁术", hp: 1, hand: ["闪♦2", "闪♦3"], equipment: ["的卢"] },
        { general: "白板" },
      ],
    });
    s.runTurn(0);
    // 【麒麟弓】 is discarded for 〖神速②〗: it gives no attack range, 袁术 (at distance 2) is not in range,
    // 〖同疾〗 does not bind the choice, and 崔琰 may be chosen
    expect(playerChoices(xia)[0]).toEqual([1, 2]);
    expect(uses(s.entries())).toEqual([[0, "杀", [2]]]);
    expect(s.player(2).hp).toBe(3);
  });
});

describe("3.5.15 依次", () => {
  it("3.5.15 ◎例如 吕布对张角使用【杀】，在此【杀】指定目标后发动〖无双①〗，张角在使用第一 张【闪", () => {
    const s = board(packs, {
      drawPile: ["桃♥3", "桃♥4"],
      players: [
        { general: "吕布", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "张角", hand: ["闪♦2", "闪♦3"], agent: [{ respond: "闪" }, { activate: true, skill: "雷击" }, { players: [2] }, { respond: "闪" }, { activate: true, skill: "雷击" }, { players: [2] }] },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    // each 【闪】 is its own use: 〖雷击〗 after the first, and again after the second
    expect(uses(s.entries())).toEqual([
      [0, "杀", [1]],
      [1, "闪", []],
      [1, "闪", []],
    ]);
    expect(skills(s.entries())).toEqual(["无双", "雷击", "雷击"]);
    expect(s.entries().filter((e) => e.t === "judge")).toHaveLength(2);
    expect(s.player(1).hp).toBe(3);
  });
});

describe("3.5.51 也成为目标", () => {
  it("3.5.51 ◎例如 伏皇后对没有手牌的诸葛亮（标）发动〖求援〗，诸葛亮既不能执行将一张【闪】 交给伏", () => {
    const fu = new RecordingAgent([{ activate: true, skill: "求援" }, { players: [3] }], "伏皇后");
    const s = board(packs, {
      agents: "strict",
      players: [
        { general: "白板", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "伏皇后", agent: fu },
        { general: "诸葛亮" },
        { general: "白板", hand: ["闪"], agent: [{ option: 0 }, { cards: ["闪"] }] },
      ],
    });
    fu.push({ respond: "闪" });
    s.runPhase(0, "play");
    // 诸葛亮 can do neither option (no 【闪】 to give; 〖空城〗: not a legal target), so cannot be chosen
    expect(playerChoices(fu)).toEqual([[3]]);
  });
});

describe("3.8.17 展示", () => {
  it("3.8.17 ◎例如 没有手牌的张嶷不能发动〖怃戎〗；有手牌的张嶷不能对一名没有手牌的角色发动〖怃戎〗", () => {
    const empty = new RecordingAgent([{ play: "end" }], "张嶷");
    const a = board(packs, { agents: "strict", players: [{ general: "张嶷", agent: empty }, { general: "白板", hand: ["闪"] }] });
    a.runPhase(0, "play");
    expect(optionNames(empty.offered[0])).not.toContain("〖怃戎〗");
    const zhang = new RecordingAgent([{ play: { skill: "怃戎" } }, { players: [2] }, { cards: ["杀"] }, { play: "end" }], "张嶷");
    const b = board(packs, {
      agents: "strict",
      players: [{ general: "张嶷", hand: ["杀"], agent: zhang }, { general: "白板" }, { general: "白板", hand: ["闪"], agent: [{ cards: ["闪"] }] }],
    });
    b.runPhase(0, "play");
    expect(optionNames(zhang.offered[0])).toContain("〖怃戎〗");
    expect(playerChoices(zhang)[0]).toEqual([2]);
  });
});
