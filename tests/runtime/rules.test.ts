// The slice's rules as scenario tests: skills, cards, distance rulings, dying, death, rewards.
import { describe, expect, it } from "vitest";
import { scenario } from "./helpers.ts";
import { ScriptedAgent, type SeatView, type PlayActionRequest, type PlayOption, type ScriptStep } from "../../runtime/index.ts";

/** A scripted agent that also records the options of each play-phase request. */
class RecordingAgent extends ScriptedAgent {
  readonly offered: PlayOption[][] = [];
  constructor(steps: ScriptStep[]) {
    super(steps, "recording agent");
  }
  override playAction(r: PlayActionRequest, view: SeatView): number {
    this.offered.push([...r.options]);
    return super.playAction(r, view);
  }
}
const optionNames = (opts: readonly PlayOption[]) =>
  opts.map((o) => (o.kind === "card" ? o.name : o.kind === "skill" ? `〖${o.skill}〗` : "end"));

describe("〖苦肉〗 出牌阶段，你可失去1点体力▶你摸两张牌", () => {
  it("loses 1 hp and draws two cards, and may be used again in the same phase", () => {
    const s = scenario({
      players: [{ general: "黄盖", hand: ["闪"], agent: [{ play: { skill: "苦肉" } }, { play: { skill: "苦肉" } }, { play: "end" }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
      drawPile: ["桃", "闪", "闪", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(2);
    expect(s.handNames(0)).toEqual(["闪", "桃", "闪", "闪", "闪"]);
    const losses = s.entries().filter((e) => e.t === "loseHp");
    expect(losses).toHaveLength(2);
  });

  it("declining (ending the phase instead) changes nothing", () => {
    const s = scenario({
      players: [{ general: "黄盖", hand: ["闪"], agent: [{ play: "end" }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
    });
    const before = s.engine.state.drawPile.length;
    s.runPhase(0, "play");
    expect(s.player(0).hp).toBe(4);
    expect(s.handNames(0)).toEqual(["闪"]);
    expect(s.engine.state.drawPile.length).toBe(before);
  });

  it("at 1 hp the cost sends the user into dying; saved by its own 【桃】 it still draws (3.5.11 cost then effect)", () => {
    const s = scenario({
      players: [
        { general: "黄盖", hp: 1, hand: ["桃"], agent: [{ play: { skill: "苦肉" } }, { respond: "桃" }, { play: "end" }] },
        { general: "张飞" },
        { general: "马超" },
        { general: "貂蝉" },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).alive).toBe(true);
    expect(s.player(0).hp).toBe(1);
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });
});

describe("〖制衡〗 出牌阶段限一次，你可弃置至少一张牌▶你摸等量的牌", () => {
  it("draws as many as discarded, and is offered only once per play phase", () => {
    const agent = new RecordingAgent([{ play: { skill: "制衡" } }, { cards: ["杀", "闪", "桃"] }, { play: "end" }]);
    const s = scenario({
      players: [{ general: "孙权", hand: ["杀", "闪", "桃", "闪"], agent }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
      drawPile: ["过河拆桥", "无中生有", "桃"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["闪", "过河拆桥", "无中生有", "桃"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["杀", "闪", "桃"]);
    expect(optionNames(agent.offered[0])).toContain("〖制衡〗");
    expect(optionNames(agent.offered[1])).not.toContain("〖制衡〗");
  });

  it("can discard equipment too (弃置至少一张牌 counts the equipment area)", () => {
    const s = scenario({
      players: [
        { general: "孙权", equipment: ["赤兔"], agent: [{ play: { skill: "制衡" } }, { play: "end" }] },
        { general: "张飞" },
        { general: "马超" },
        { general: "貂蝉" },
      ],
      drawPile: ["闪"],
    });
    s.runPhase(0, "play");
    expect(s.player(0).equipment.offensiveHorse).toBeUndefined();
    expect(s.handNames(0)).toEqual(["闪"]);
  });
});

describe("〖英姿〗 摸牌阶段，你可令额定摸牌数+1 (3.4.19)", () => {
  it("draws three in the draw phase", () => {
    const s = scenario({
      players: [{ general: "周瑜", agent: [{ activate: true, skill: "英姿" }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
      drawPile: ["杀", "闪", "桃", "无中生有"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["杀", "闪", "桃"]);
  });

  it("declining 可 keeps the rated two", () => {
    const s = scenario({
      players: [{ general: "周瑜", agent: [{ activate: false }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
      drawPile: ["杀", "闪", "桃"],
    });
    s.runPhase(0, "draw");
    expect(s.handNames(0)).toEqual(["杀", "闪"]);
  });
});

describe("〖闭月〗 结束阶段开始时，你可摸一张牌", () => {
  it("draws one at 结束阶段开始时, only in its owner's finish phase", () => {
    const s = scenario({
      players: [{ general: "张飞" }, { general: "貂蝉", agent: [{ activate: true }] }, { general: "马超" }, { general: "刘备" }],
      drawPile: ["桃", "闪"],
    });
    s.runPhase(0, "finish");
    expect(s.player(1).hand).toEqual([]);
    s.runPhase(1, "finish");
    expect(s.handNames(1)).toEqual(["桃"]);
  });
});

describe("〖奸雄〗 当你受到伤害后，你可获得是此伤害的渠道的牌对应的所有实体牌", () => {
  it("gains the physical card of the 杀 that damaged it", () => {
    const s = scenario({
      players: [
        { general: "张飞", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "曹操", agent: [{ activate: true, skill: "奸雄" }] },
        { general: "马超" },
        { general: "貂蝉" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    const hand = s.player(1).hand.map((c) => s.card(c));
    expect(hand.map((c) => `${c.name}${c.suit}${c.rank}`)).toEqual(["杀spade7"]);
    expect(s.engine.state.discardPile).toEqual([]);
  });

  it("damage without a card channel gains nothing", () => {
    const s = scenario({
      players: [{ general: "张飞" }, { general: "曹操", agent: [{ activate: true }] }, { general: "马超" }, { general: "貂蝉" }],
    });
    s.act(0, (ctx) => ctx.damage(1, 1));
    expect(s.player(1).hand).toEqual([]);
    expect(s.player(1).hp).toBe(3);
  });
});

describe("【杀】 use limit (4.2.2 专题三 2.), 〖咆哮〗 and 【诸葛连弩】", () => {
  const targets = [{ general: "马超" }, { general: "貂蝉" }, { general: "刘备" }];

  it("without a modifier a second 【杀】 is not offered in the same play phase", () => {
    const agent = new RecordingAgent([{ play: { card: "杀" } }, { players: [1] }, { play: "end" }]);
    const s = scenario({ players: [{ general: "黄盖", hand: ["杀", "杀"], agent }, ...targets] });
    s.runPhase(0, "play");
    expect(optionNames(agent.offered[1])).not.toContain("杀");
    expect(s.player(1).hp).toBe(3);
  });

  it("〖咆哮〗 allows a second 【杀】", () => {
    const s = scenario({
      players: [
        { general: "张飞", hand: ["杀", "杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        ...targets,
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
  });

  it("【诸葛连弩】 allows a second 【杀】; the limit is per play phase", () => {
    const s = scenario({
      players: [
        {
          general: "关羽",
          hand: ["杀", "杀"],
          equipment: ["诸葛连弩"],
          agent: [{ play: { card: "杀" } }, { players: [1] }, { play: { card: "杀" } }, { players: [1] }],
        },
        ...targets,
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
  });

  it("4.2.2 专题三 ◎例如: a 杀 used before equipping 【诸葛连弩】 still counts; after equipping another weapon no more 杀", () => {
    const agent = new RecordingAgent([
      { play: { card: "杀" } },
      { players: [1] },
      { play: { card: "诸葛连弩" } },
      { play: { card: "杀" } },
      { players: [1] },
      { play: { card: "麒麟弓" } },
    ]);
    const s = scenario({ players: [{ general: "关羽", hand: ["杀", "杀", "杀", "诸葛连弩", "麒麟弓"], agent }, ...targets] });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(2);
    // After 【麒麟弓】 replaced the crossbow the third 杀 was not offered: only "end" was left,
    // so the phase ended without a request.
    expect(agent.remaining).toEqual([]);
    expect(s.handNames(0)).toEqual(["杀"]);
    // 4.2.4: the old weapon went to the discard pile when the new one was placed.
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toContain("诸葛连弩");
    expect(s.card(s.player(0).equipment.weapon!).name).toBe("麒麟弓");
  });
});

describe("distance (3.4.9) and attack range (3.4.10)", () => {
  // The figure of 3.4.9: six players A…F around the table; D is seat 3.
  const six = (d: object = {}) => [
    { general: "刘备" },
    { general: "张飞" },
    { general: "貂蝉" },
    { general: "黄盖", ...d },
    { general: "孙权" },
    { general: "周瑜" },
  ];

  it("3.4.9 ◎例如: D至A 3, D至B 2, D至C 1, D至E 1, D至F 2", () => {
    const s = scenario({ players: six() });
    expect([0, 1, 2, 4, 5].map((x) => s.view.distance(3, x))).toEqual([3, 2, 1, 1, 2]);
    expect(s.view.distance(3, 3)).toBe(0);
  });

  it("3.4.9 ◎例如: D with 【的卢】: B→D 3, C→D 2, E→D 2, F→D 3, A→D 4; D's own distances unchanged", () => {
    const s = scenario({ players: six({ equipment: ["的卢"] }) });
    expect([1, 2, 4, 5, 0].map((x) => s.view.distance(x, 3))).toEqual([3, 2, 2, 3, 4]);
    expect([0, 1, 2, 4, 5].map((x) => s.view.distance(3, x))).toEqual([3, 2, 1, 1, 2]);
  });

  it("3.4.9 ◎例如: D with 【赤兔】: D→A 2, D→B 1, D→F 1, D→C and D→E stay 1 (floor 1); others' distances to D unchanged", () => {
    const s = scenario({ players: six({ equipment: ["赤兔"] }) });
    expect([0, 1, 5, 2, 4].map((x) => s.view.distance(3, x))).toEqual([2, 1, 1, 1, 1]);
    expect([0, 1, 2, 4, 5].map((x) => s.view.distance(x, 3))).toEqual([3, 2, 1, 1, 2]);
  });

  it("〖马术〗 is 你至其他角色的距离-1 like an offensive horse", () => {
    const six2 = six();
    six2[3] = { general: "马超" };
    const s = scenario({ players: six2 });
    expect([0, 1, 2, 4, 5].map((x) => s.view.distance(3, x))).toEqual([2, 1, 1, 1, 1]);
  });

  it("3.4.9 ◆ dead players do not count", () => {
    const s = scenario({ players: six() });
    s.engine.state.players[4].alive = false;
    s.engine.state.players[5].alive = false;
    expect(s.view.distance(3, 0)).toBe(1);
  });

  it("3.4.10: range 1 without a weapon, the weapon's printed range with one; 【杀】 only targets players in range", () => {
    const s = scenario({ players: six({ hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [4] }, { play: "end" }] }) });
    expect(s.view.attackRange(3)).toBe(1);
    expect(s.view.inAttackRange(3, 3)).toBe(false);
    expect(s.view.inAttackRange(3, 1)).toBe(false);
    s.engine.state.placeCard(s.engine.state.drawPile.find((c) => s.card(c).name === "麒麟弓")!, { kind: "equip", owner: 3, slot: "weapon" });
    expect(s.view.attackRange(3)).toBe(5);
    expect(s.view.inAttackRange(3, 0)).toBe(true);
  });

  it("3.4.10: a 【杀】 with nobody in range is not offered", () => {
    const agent = new RecordingAgent([{ play: "end" }]);
    const s = scenario({ players: [{ general: "关羽", hand: ["杀", "闪"], agent }, { general: "张飞", equipment: ["的卢"] }, { general: "马超" }, { general: "貂蝉", equipment: ["绝影"] }, { general: "刘备" }] });
    s.engine.state.players[2].alive = false;
    s.engine.state.players[4].alive = false;
    s.runPhase(0, "play");
    // alive: 0,1,3 → distances 1+1 = 2 to both; range 1
    expect(agent.offered).toHaveLength(0); // only "end" was possible: not asked
  });
});

describe("【闪】 【桃】 【无中生有】 【过河拆桥】", () => {
  it("【闪】 offsets the 【杀】: no damage", () => {
    const s = scenario({
      players: [
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "张飞", hand: ["闪"], agent: [{ respond: "闪" }] },
        { general: "马超" },
        { general: "貂蝉" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
  });

  it("declining to use 【闪】 takes the damage", () => {
    const s = scenario({
      players: [
        { general: "黄盖", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "张飞", hand: ["闪"], agent: [{ respond: null }] },
        { general: "马超" },
        { general: "貂蝉" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.handNames(1)).toEqual(["闪"]);
  });

  it("【桃】 in the play phase only when wounded (已受伤的你), recovers 1", () => {
    const a = new RecordingAgent([{ play: "end" }]);
    const s1 = scenario({ players: [{ general: "关羽", hand: ["桃", "杀"], agent: a }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }] });
    s1.runPhase(0, "play");
    expect(optionNames(a.offered[0])).not.toContain("桃");
    const s2 = scenario({
      players: [{ general: "关羽", hp: 2, hand: ["桃"], agent: [{ play: { card: "桃" } }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
    });
    s2.runPhase(0, "play");
    expect(s2.player(0).hp).toBe(3);
  });

  it("【无中生有】 draws two", () => {
    const s = scenario({
      players: [{ general: "黄盖", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }, { play: "end" }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
      drawPile: ["杀", "桃"],
    });
    s.runPhase(0, "play");
    expect(s.handNames(0)).toEqual(["杀", "桃"]);
  });

  it("【过河拆桥】 discards a card from a target's area; players with no cards are not legal targets", () => {
    const s = scenario({
      players: [
        { general: "关羽", hand: ["过河拆桥"], agent: [{ play: { card: "过河拆桥" } }, { cards: ["赤兔"] }] },
        { general: "张飞" },
        { general: "马超", hand: ["闪"], equipment: ["赤兔"] },
        { general: "貂蝉" },
      ],
    });
    s.runPhase(0, "play");
    expect(s.player(2).equipment.offensiveHorse).toBeUndefined();
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["赤兔", "过河拆桥"].sort());
  });
});

describe("dying (4.2.18), death (4.2.19), rewards (4.1.1.7), game end (4.1.1.1)", () => {
  it("4.2.18: players from the current one counter-clockwise may save; a save that leaves hp ≤ 0 restarts from the saver", () => {
    const s = scenario({
      players: [
        { general: "黄盖", hand: ["桃"], agent: [{ respond: null }] },
        { general: "张飞", hp: 1 },
        { general: "马超", hand: ["桃"], agent: [{ respond: "桃" }, { respond: "桃" }] },
        { general: "貂蝉" },
      ],
      current: 0,
    });
    const second = s.engine.state.drawPile.find((c) => s.card(c).name === "桃")!;
    s.engine.state.placeCard(second, { kind: "hand", owner: 2 });
    s.act(3, (ctx) => ctx.damage(1, 2));
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
    // Seat 0 was asked once (passed); after seat 2's first 桃 the new round started at seat 2.
    expect(s.handNames(0)).toEqual(["桃"]);
    expect(s.handNames(2)).toEqual([]);
    expect(s.agents.map((a) => (a as ScriptedAgent).remaining.length)).toEqual([0, 0, 0, 0]);
  });

  it("4.1.1.7: the killer of a rebel draws three", () => {
    const s = scenario({
      players: [{ general: "刘备" }, { general: "张飞" }, { general: "马超", hp: 1 }, { general: "貂蝉" }],
      drawPile: ["杀", "闪", "桃"],
    });
    // 4 players: lord, loyalist, rebel (seat 2), renegade.
    s.act(1, (ctx) => ctx.damage(2, 1));
    expect(s.player(2).alive).toBe(false);
    expect(s.handNames(1)).toEqual(["杀", "闪", "桃"]);
    expect(s.result).toBeNull(); // the renegade is still alive
  });

  it("4.1.1.7: a lord who kills a loyalist discards all its cards", () => {
    const s = scenario({
      players: [
        { general: "刘备", hand: ["杀", "闪"], equipment: ["赤兔"] },
        { general: "张飞", hp: 1 },
        { general: "马超" },
        { general: "貂蝉" },
      ],
    });
    s.act(0, (ctx) => ctx.damage(1, 1));
    expect(s.player(1).alive).toBe(false);
    expect(s.player(0).hand).toEqual([]);
    expect(s.player(0).equipment).toEqual({});
  });

  it("4.2.19: the dead player's cards go to the discard pile; no reward without a killer (lose hp)", () => {
    const s = scenario({
      players: [{ general: "刘备" }, { general: "张飞" }, { general: "马超", hp: 1, hand: ["闪"], equipment: ["的卢"] }, { general: "貂蝉" }],
    });
    s.act(2, (ctx) => ctx.loseHp(2, 1));
    expect(s.player(2).alive).toBe(false);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["的卢", "闪"].sort());
    expect(s.entries().some((e) => e.t === "reward")).toBe(false);
  });

  it("4.1.1.1 (1): the lord dies → all rebels win (dead or alive)", () => {
    const s = scenario({ players: [{ general: "刘备", hp: 1 }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }, { general: "黄盖" }] });
    s.act(2, (ctx) => ctx.damage(0, 1));
    expect(s.result).toEqual({ winners: [2, 3], reason: "rebels" });
  });

  it("4.1.1.1 (1): the lord dies with only the renegade left → the renegade wins", () => {
    const s = scenario({ players: [{ general: "刘备", hp: 1 }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }] });
    for (const seat of [1, 2]) s.engine.state.players[seat].alive = false;
    s.act(3, (ctx) => ctx.damage(0, 1));
    expect(s.result).toEqual({ winners: [3], reason: "renegade" });
  });

  it("4.1.1.1 (2): the last rebel/renegade dies → lord and loyalists win; 终止一切结算 (no reward runs)", () => {
    const s = scenario({ players: [{ general: "刘备" }, { general: "张飞" }, { general: "马超", hp: 1 }, { general: "貂蝉" }] });
    s.engine.state.players[3].alive = false;
    s.act(0, (ctx) => ctx.damage(2, 1));
    expect(s.result).toEqual({ winners: [0, 1], reason: "lord" });
    expect(s.player(0).hand).toEqual([]);
  });
});

describe("discard phase (4.1.1.6) and reshuffle", () => {
  it("弃牌阶段: discards down to the hand limit (3.4.6 = hp)", () => {
    const s = scenario({
      players: [{ general: "黄盖", hp: 2, hand: ["杀", "闪", "桃", "闪"], agent: [{ cards: ["杀", "桃"] }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
    });
    s.runPhase(0, "discard");
    expect(s.handNames(0)).toEqual(["闪", "闪"]);
  });

  it("an empty draw pile is refilled by shuffling the discard pile", () => {
    const s = scenario({ players: [{ general: "黄盖" }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }], restTo: "discardPile" });
    expect(s.engine.state.drawPile).toEqual([]);
    s.act(0, (ctx) => ctx.draw(0, 2));
    expect(s.player(0).hand).toHaveLength(2);
    expect(s.engine.state.drawPile).toHaveLength(106);
    expect(s.engine.state.discardPile).toHaveLength(0);
    expect(s.entries().some((e) => e.t === "reshuffle")).toBe(true);
    expect(s.checkZones()).toEqual([]);
  });

  it("with both piles empty, a draw takes what there is (nothing) and the game goes on", () => {
    const s = scenario({ players: [{ general: "黄盖" }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }], restTo: "discardPile" });
    for (const c of [...s.engine.state.discardPile]) s.engine.state.placeCard(c, { kind: "hand", owner: 1 });
    s.act(0, (ctx) => ctx.draw(0, 2));
    expect(s.player(0).hand).toEqual([]);
    expect(s.checkZones()).toEqual([]);
  });
});
