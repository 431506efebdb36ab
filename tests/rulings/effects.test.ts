// Rulings on effects and their conditions — 3.3.6, 3.4.9, 3.5.4, 3.5.5, 3.5.23, 3.5.27, 3.6.2,
// 3.7.5, 3.7.8, 3.8.10 and 000 4.2.3 — on the compiled packs and tests/rulings/packs/rulings.sgs.
import { beforeAll, describe, expect, it } from "vitest";
import type { CardsRequest, LogEntry, Pack, PlayersRequest } from "../../runtime/index.ts";
import { board, rulingPacks } from "./compiled.ts";
import { RecordingAgent } from "./helpers.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

type Use = Extract<LogEntry, { t: "use" }>;
const uses = (e: readonly LogEntry[]) => e.filter((x): x is Use => x.t === "use").map((u) => [u.user, u.card, u.targets] as const);
const skills = (e: readonly LogEntry[]) => e.filter((x) => x.t === "skill").map((x) => (x as { skill: string }).skill);
const asked = (e: readonly LogEntry[], player: number, skill: string) => e.some((x) => x.t === "decision" && x.player === player && x.request === "activate" && x.reason === skill);
const damages = (e: readonly LogEntry[]) => e.flatMap((x) => (x.t === "damage" ? [{ victim: x.victim, amount: x.amount, ...(x.chained ? { chained: true } : {}) }] : []));

describe("000 4.2.3 转化牌的颜色、花色", () => {
  it("4.2.3 ◎例如 關羽（神）通過發動〖丈八蛇矛〗來使用普【殺】，選擇兩張紅桃手牌作為此【殺】對應的", () => {
    // 8 players: seat 4 is at distance 4, outside 【丈八蛇矛】's range 3
    const guan = new RecordingAgent([{ play: { need: "杀" } }, { activate: true, skill: "丈八蛇矛" }, { cards: ["桃", "桃"] }, { players: [1] }, { play: "end" }], "关羽（神）");
    const players = [{ general: "关羽（神）", hand: ["桃♥3", "桃♥4"], equipment: ["丈八蛇矛"], agent: guan }, { general: "白板", equipment: ["仁王盾"] }, ...Array.from({ length: 6 }, () => ({ general: "白板" }))];
    const s = board(packs, { agents: "strict", players });
    s.runPhase(0, "play");
    // red but no suit: 〖武神②〗 (红桃【杀】无距离关系的限制) does not apply — seat 4 is no legal target …
    const targets = guan.asked.find((r): r is PlayersRequest => r.kind === "choosePlayers");
    expect(targets?.candidates).not.toContain(4);
    expect(targets?.candidates).toContain(1);
    // … and it is not black: 〖仁王盾〗 does not make it ineffective
    expect(s.player(1).hp).toBe(3);
  });
});

describe("3.3.6 手牌区", () => {
  it("3.3.6 ◎例如 吴国太对自己发动〖补益〗是自己从自己的所有手牌中选择并展示任意一张，对其他角色发", () => {
    const run = (dyingSeat: number) => {
      const wu = new RecordingAgent([{ activate: true, skill: "补益" }, { cards: ["杀"] }], "吴国太");
      const s = board(packs, {
        hiddenCardTokens: true,
        agents: "strict",
        players: [
          { general: "吴国太", hp: dyingSeat === 0 ? 1 : 3, hand: dyingSeat === 0 ? ["杀", "闪"] : [], agent: wu },
          { general: "白板", hp: dyingSeat === 1 ? 1 : 4, hand: dyingSeat === 1 ? ["杀", "闪"] : [], agent: [{ respond: null }] },
          { general: "白板", agent: [{ respond: null }] },
        ],
      });
      s.run((e) => e.damage(dyingSeat, 1, 2, {}));
      return wu.asked.find((r): r is CardsRequest => r.kind === "chooseCards")!;
    };
    // her own hand: she sees the cards she chooses from
    const own = run(0);
    expect(own.candidates).toHaveLength(2);
    expect(own.hidden).toEqual([]);
    // another's hand: she chooses blind among its (shuffled) face-down cards
    const other = run(1);
    expect(other.candidates).toHaveLength(2);
    expect([...other.hidden].sort()).toEqual([...other.candidates].sort());
  });
});

describe("3.5.5 放弃执行", () => {
  it("3.5.5 ◎例如 刘禅跳过出牌阶段发动〖放权〗后，在回合结束前❶可选择不弃置一张手牌，放弃执行“令", () => {
    const s = board(packs, {
      drawPile: ["闪", "闪"],
      players: [{ general: "刘禅", hand: ["杀"], agent: [{ activate: true, skill: "放权" }, { activate: false, skill: "放权" }] }, { general: "白板" }],
    });
    s.runTurn(0);
    // the play phase was skipped (nothing of it ran) and no extra turn was given
    expect(s.timings()).toContain("phase.play.beforeStart");
    expect(s.timings().filter((t) => t.startsWith("phase.play.") && t !== "phase.play.beforeStart")).toEqual([]);
    expect(s.entries().filter((e) => e.t === "extra")).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀", "闪", "闪"]);
  });
});

describe("3.6.2 跳过", () => {
  it("3.6.2 ◎例如 刘禅进行【乐不思蜀】的判定，结果不为红桃，刘禅摸牌阶段结束后已经跳过过出牌阶段，", () => {
    const s = board(packs, {
      agents: "strict",
      drawPile: ["杀♠7", "闪", "闪"],
      players: [{ general: "刘禅", judge: ["乐不思蜀"] }, { general: "白板" }],
    });
    s.runTurn(0);
    // the play phase was skipped by the judgement: there is no 出牌阶段开始前 for 〖放权〗
    expect(s.entries().find((e) => e.t === "phase" && e.phase === "play")).toMatchObject({ skipped: true });
    expect(asked(s.entries(), 0, "放权")).toBe(false);
  });
});

describe("3.5.27 选择", () => {
  it("3.5.27 ◎例如 A、B、C三名角色均未处于连环状态。先对A和B使用【铁索连环】，则A和B必须依次", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["铁索连环♠J", "铁索连环♠Q"], agent: [{ play: { card: "铁索连环" } }, { players: [1, 2] }, { play: { card: "铁索连环" } }, { players: [2, 3] }, { play: "end" }] },
        { general: "白板" },
        { general: "白板" },
        { general: "白板" },
      ],
    });
    s.runPhase(0, "play");
    // each target could do only one of the options: A, B 横置; then B 重置, C 横置
    expect(s.entries().filter((e) => e.t === "state").map((e) => [(e as { player: number }).player, (e as { change: string }).change])).toEqual([
      [1, "chain"],
      [2, "chain"],
      [2, "unchain"],
      [3, "chain"],
    ]);
    expect([1, 2, 3].map((q) => s.engine.state.players[q].chained)).toEqual([true, false, true]);
  });
});

describe("3.5.4 获得", () => {
  it("3.5.4 ◎例如 司马懿对邓艾发动〖反馈〗不能选择获得邓艾的武将牌上的“田”。", () => {
    const sima = new RecordingAgent([{ activate: true, skill: "反馈" }, { cards: ["闪"] }], "司马懿");
    const s = board(packs, {
      agents: "strict",
      players: [
        { general: "邓艾", hand: ["杀", "闪"], piles: [{ name: "田", cards: ["桃", "无中生有"] }], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "司马懿", agent: sima },
      ],
    });
    s.runPhase(0, "play");
    const choice = sima.asked.find((r): r is CardsRequest => r.kind === "chooseCards");
    expect(choice?.candidates).toHaveLength(1);
    const tian = s.engine.state.cards.filter((c) => c.name === "桃" || c.name === "无中生有").map((c) => c.id);
    expect(choice?.candidates.some((c) => tian.includes(c))).toBe(false);
    expect(s.handNames(1)).toEqual(["闪"]);
  });
});

describe("3.7.5 无效", () => {
  it("3.7.5 ◎例如 装备【青釭剑】的角色A对B使用【杀】，在〖青釭剑〗的效果持续时间内，任何角色弃置", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀"], equipment: ["青釭剑"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "潘璋马忠", hp: 3, equipment: ["白银狮子"], agent: [{ activate: true, skill: "夺刀" }, { cards: ["白银狮子"] }] },
      ],
    });
    s.runPhase(0, "play");
    // 潘璋马忠 discards his own 【白银狮子】 for 〖夺刀〗 while 〖青釭剑〗 ignores it: 〖白银狮子②〗 is invalid
    expect(skills(s.entries())).toEqual(["青釭剑", "夺刀"]);
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([]);
    expect(s.player(1).hp).toBe(2);
    expect(s.handNames(1)).toEqual(["青釭剑"]);
  });
});

describe("3.7.8 防止", () => {
  it("3.7.8 ◎例如 程普发动〖疠火①〗因执行其使用的火【杀】的效果而对一名角色造成伤害时❷，发动〖寒", () => {
    const s = board(packs, {
      players: [
        { general: "程普", hand: ["杀♠7"], equipment: ["寒冰剑"], agent: [{ play: { card: "杀" } }, { activate: true, skill: "疠火" }, { activate: false, skill: "疠火" }, { activate: true, skill: "寒冰剑" }, { cards: ["闪"] }, { cards: ["桃"] }, { play: "end" }] },
        { general: "白板", hand: ["闪", "桃"], agent: [{ respond: null }] },
      ],
    });
    s.runPhase(0, "play");
    // the damage was prevented: 程普 caused none, so 〖疠火①〗's 失去1点体力 does not happen
    expect(damages(s.entries())).toEqual([]);
    expect(s.handNames(1)).toEqual([]);
    expect(s.player(0).hp).toBe(4);
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([]);
  });
});

describe("3.8.10 视为", () => {
  it("3.8.10 ◎例如 刘禅在成为关羽（神）使用【杀】的目标后发动〖享乐〗，关羽受到〖武神①〗的影响能弃", () => {
    const guan = new RecordingAgent([], "关羽（神）");
    const s = board(packs, { players: [{ general: "关羽（神）", hand: ["杀♣3", "麒麟弓♥5"], agent: guan }, { general: "刘禅", skills: ["享乐"] }] });
    const club = s.player(0).hand.find((c) => s.card(c).name === "杀")!;
    guan.push({ play: { card: club } }, { option: 0 }, { cards: ["麒麟弓"] }, { play: "end" });
    s.runPhase(0, "play");
    // the heart 【麒麟弓】 in his hand is named 【杀】, a basic card: he discards it and the 【杀】 takes effect
    expect(s.engine.state.zone(s.engine.state.cards.find((c) => c.name === "麒麟弓")!.id)).toEqual({ kind: "discardPile" });
    expect(s.player(1).hp).toBe(2);
  });
});

describe("3.5.23 渠道", () => {
  it("3.5.23 ◎例如 潘凤-马腾因执行其使用的火【杀】的效果而对一名角色造成属性伤害触发连环后， 不能", () => {
    const s = board(packs, {
      players: [
        { general: "潘凤", hand: ["杀♥4"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "狂斧" }, { option: 1 }, { play: "end" }] },
        { general: "白板", chained: true, equipment: ["朱雀羽扇"] },
        { general: "白板", chained: true, equipment: ["古锭刀"] },
      ],
    });
    s.runPhase(0, "play");
    // 〖狂斧〗 for the 【杀】's own damage only; the chain's damage to B is not the 【杀】's effect
    expect(damages(s.entries())).toEqual([{ victim: 1, amount: 1 }, { victim: 2, amount: 1, chained: true }]);
    expect(s.entries().filter((e) => e.t === "decision" && e.request === "activate" && e.reason === "狂斧")).toHaveLength(1);
    expect(s.engine.state.players[2].equipment.weapon).toBeDefined();
    expect(s.engine.state.players[1].equipment.weapon).toBeUndefined();
  });
});

describe("3.4.9 距离", () => {
  it("3.4.9 ◎例如 装备【三尖两刃刀】的角色杀死一名角色，在造成伤害后不能发动【三尖两刃刀】。", () => {
    const s = board(packs, {
      players: [
        { general: "白板", hand: ["杀", "闪"], equipment: ["三尖两刃刀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "白板", hp: 1, role: "rebel" },
        { general: "白板", role: "rebel" },
        { general: "白板", role: "loyalist" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.entries().some((e) => e.t === "death" && e.player === 1)).toBe(true);
    expect(asked(s.entries(), 0, "三尖两刃刀")).toBe(false);
  });
});
