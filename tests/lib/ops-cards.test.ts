// The card-operation builders of the runtime library (runtime/api/lib/ops/cards.ts) on scripted
// boards: where the cards end up (004 §3.8, 000 §4.2.8–4.2.11, §4.2.25), what the log shows, what
// is recorded for 以此法 (3.5.33), and that `can` is false when the rules say the op cannot be done.
// The ◎例如 rulings of 3.8.x (and 4.2.9) about these operations are encoded where noted.
import { describe, expect, it } from "vitest";
import { actOf } from "../../runtime/api/lib/parts.ts";
import { p } from "../../runtime/api/lib/players.ts";
import { c } from "../../runtime/api/lib/cards.ts";
import { z } from "../../runtime/api/lib/misc.ts";
import { cardOps as op, markOps as k, type JudgeBinding, type PindianResult } from "../../runtime/api/lib/ops/cards.ts";
import type { Act, CardsX, Ex, PlayersX } from "../../runtime/api/lib/act.ts";
import type { CardId, PlayerId } from "../../runtime/model/types.ts";
import type { Scenario, ScenarioPlayer, SkillContext, SkillDef, TimingId } from "../../runtime/index.ts";
import type { CardsRequest, PlayersRequest } from "../../runtime/agents/agent.ts";
import type { SeatView } from "../../runtime/api/seatView.ts";
import { ScriptedAgent } from "../../runtime/agents/scripted.ts";
import { addTempMod } from "../../runtime/values/generic.ts";
import { board, MOVE, names, scenarioWith, trigger } from "../runtime/opsHelpers.ts";

// ---------------------------------------------------------------- helpers

const int = (n: number): Ex<number> => () => n;
/** A fixed player (一名确定的角色). */
const seat = (n: PlayerId): PlayersX => ({ peek: () => [n], get: () => [n], single: true });
const seats = (...ns: PlayerId[]): PlayersX => ({ peek: () => ns, get: () => ns, single: false });
const own = (regions: string[], owner: PlayersX = p.actor()): CardsX => c.owned({ owner, regions });
const choose = (from: CardsX, min: number, max: number | null, bind = "t.cards"): CardsX =>
  c.choose({ from, min: int(min), max: max === null ? null : int(max), chooser: p.actor(), bind });
const top = (): CardsX => c.zone({ zone: "牌堆顶" });
const ids = (...xs: CardId[]): CardsX => ({ peek: () => xs, get: () => xs });

/** Runs `f` with an activation of a skill owned by `seat` (outside any timing point). */
function inAct<T>(s: Scenario, who: PlayerId, f: (a: Act) => T): T {
  let out: T | undefined;
  s.act(who, (ctx) => {
    out = f(actOf(ctx));
  });
  return out as T;
}

const moves = (s: Scenario) => s.entries().flatMap((e) => (e.t === "move" ? [e] : []));
const discardNames = (s: Scenario) => names(s, s.engine.state.discardPile);
const recorded = (a: Act, opName: string) => a.records.filter((r) => r.op === opName).flatMap((r) => r.cards);

/** A skill whose trigger part runs `effect` with its activation. */
function skill(name: string, timing: TimingId, effect: (a: Act) => void, opts: { subject?: "owner" | "any"; condition?: (ctx: SkillContext) => boolean } = {}): SkillDef {
  return trigger(name, timing, (ctx) => effect(actOf(ctx)), opts);
}

/** 〖连营〗-like: after losing one's last hand card (移至目标区域后❷), draw one. */
const lianying = trigger(
  "连营",
  "move.after.2",
  (ctx) => void ctx.draw(ctx.you, 1),
  {
    condition: (ctx) => {
      const e = ctx.event;
      return e.kind === "move" && ctx.game.player(ctx.you).hand.length === 0 && e.moves.some((m) => m.from.kind === "hand" && m.from.owner === ctx.you);
    },
  },
);

/** 〖枭姬〗-like: after losing a card of one's equipment area, draw two. */
const xiaoji = trigger(
  "枭姬",
  "move.after.2",
  (ctx) => void ctx.draw(ctx.you, 2),
  { condition: (ctx) => ctx.event.kind === "move" && ctx.event.moves.some((m) => m.from.kind === "equip" && m.from.owner === ctx.you) },
);

/** A scripted agent that also keeps the candidates of every card request it answers. */
class Spy extends ScriptedAgent {
  readonly offered: CardId[][] = [];
  readonly offeredPlayers: PlayerId[][] = [];
  override chooseCards(r: CardsRequest, v: SeatView): CardId[] {
    this.offered.push([...r.candidates]);
    return super.chooseCards(r, v);
  }
  override choosePlayers(r: PlayersRequest): PlayerId[] {
    this.offeredPlayers.push([...r.candidates]);
    return super.choosePlayers(r);
  }
}

function scenario(over: Partial<Record<number, Partial<ScenarioPlayer>>>, opts: { skills?: SkillDef[]; drawPile?: string[]; n?: number; restTo?: "drawPile" | "discardPile" } = {}) {
  return scenarioWith(opts.skills ?? [], { players: board(over, opts.n ?? 4), drawPile: opts.drawPile ?? [], ...(opts.restTo ? { restTo: opts.restTo } : {}) });
}

// ---------------------------------------------------------------- 3.8.13 摸, 3.8.15 补至, 3.8.14 弃置至

describe("3.8.13 摸 (op.draw)", () => {
  it("takes the top N cards of the draw pile into hand, one move 因摸, recorded and bound as #drawn", () => {
    const s = scenario({}, { drawPile: ["桃", "闪", "杀"] });
    const a = inAct(s, 1, (a) => {
      const d = op.draw({ n: int(2), who: p.you() });
      expect(d.can(a)).toBe(true);
      expect(d.run(a)).toBe(true);
      return a;
    });
    expect(s.handNames(1)).toEqual(["桃", "闪"]);
    expect(names(s, s.engine.state.drawPile.slice(0, 1))).toEqual(["杀"]);
    expect(moves(s).map((m) => m.reason)).toEqual(["draw"]);
    expect(s.timings()).toEqual(MOVE);
    expect(names(s, recorded(a, "draw"))).toEqual(["桃", "闪"]);
    expect(names(s, a.bound.get("#drawn") as CardId[])).toEqual(["桃", "闪"]);
  });

  it("3.8.26: when the draw pile runs short the system 洗牌 first: the discard pile goes in and the whole pile is shuffled", () => {
    const s = scenario({}, { drawPile: ["桃"], restTo: "discardPile" });
    const before = s.engine.state.discardPile.length;
    const peach = s.engine.state.drawPile[0];
    inAct(s, 2, (a) => op.draw({ n: int(3), who: p.you() }).run(a));
    expect(s.player(2).hand.length).toBe(3);
    expect(s.entries().some((e) => e.t === "reshuffle" && e.count === before)).toBe(true);
    // 将牌堆里的所有牌洗混: the 【桃】 that was left is shuffled with the rest — with this seed it is not the
    // first card drawn, as it would be if the discard pile were only put under it.
    expect(s.engine.state.discardPile).toHaveLength(0);
    expect(s.player(2).hand.includes(peach) || s.engine.state.drawPile.includes(peach)).toBe(true);
    expect(s.player(2).hand[0]).not.toBe(peach);
    expect(s.checkZones()).toEqual([]);
  });

  it("摸0张 cannot be done; a dead performer does nothing", () => {
    const s = scenario({ 3: { hp: 0 } }, { drawPile: ["桃"] });
    s.engine.state.players[3].alive = false;
    inAct(s, 1, (a) => {
      expect(op.draw({ n: int(0), who: p.you() }).can(a)).toBe(false);
      expect(op.draw({ n: int(1), who: seat(3) }).can(a)).toBe(false);
      expect(op.draw({ n: int(1), who: seat(3) }).run(a)).toBe(false);
    });
    expect(moves(s)).toEqual([]);
  });

  it("各摸 (a set of performers): each draws in turn from the current-turn player", () => {
    const s = scenario({}, { drawPile: ["桃", "闪", "杀"] });
    // Named 2 then 1, they draw from the current player (0) counter-clockwise: 1, then 2 (003 二(2)).
    inAct(s, 0, (a) => op.draw({ n: int(1), who: seats(2, 1) }).run(a));
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(2)).toEqual(["闪"]);
  });
});

describe("3.8.15 补至 / 3.8.14 弃置至 (op.fillHandTo, op.discardDownTo)", () => {
  it("3.8.15 fewer than X: draws the difference; not fewer: nothing happens", () => {
    const s = scenario({ 1: { hand: ["杀"] }, 2: { hand: ["杀", "闪", "桃"] } }, { drawPile: ["桃", "闪", "决斗"] });
    inAct(s, 1, (a) => {
      const f = op.fillHandTo({ what: own(["hand"]), n: int(3), who: p.you() });
      expect(f.can(a)).toBe(true);
      expect(f.run(a)).toBe(true);
    });
    expect(s.handNames(1)).toEqual(["杀", "桃", "闪"]);
    inAct(s, 2, (a) => {
      const f = op.fillHandTo({ what: own(["hand"]), n: int(3), who: p.you() });
      expect(f.can(a)).toBe(false);
      expect(f.run(a)).toBe(false);
    });
    expect(s.player(2).hand.length).toBe(3);
  });

  it("3.8.14 more than X: the performer discards (count − X) of them; not more: nothing", () => {
    const s = scenario({ 1: { hand: ["杀", "闪", "桃", "决斗"], agent: [{ cards: ["杀"] }] } });
    inAct(s, 1, (a) => {
      const d = op.discardDownTo({ what: own(["hand"]), n: int(3), who: p.you() });
      expect(d.can(a)).toBe(true);
      expect(d.run(a)).toBe(true);
      expect(op.discardDownTo({ what: own(["hand"]), n: int(3), who: p.you() }).can(a)).toBe(false);
    });
    expect(s.handNames(1)).toEqual(["闪", "桃", "决斗"]);
    expect(discardNames(s)).toEqual(["杀"]);
    expect(moves(s).map((m) => m.reason)).toEqual(["discard"]);
  });

  it("3.8.8 ◎ 王基/鸡肋: 弃置至三张 with tricks undiscardable discards only the two basic cards", () => {
    const s = scenario({ 1: { hand: ["无中生有", "过河拆桥", "决斗", "顺手牵羊", "杀", "闪"] } });
    // 〖鸡肋〗 (锦囊牌): seat 1 cannot discard its trick cards.
    addTempMod(s.engine, {
      owner: 0,
      mod: { kind: "cannot", applies: (e, _o, q) => q.player === 1 && q.op === "discard" && q.physical !== undefined && e.registry.cards.get(e.state.cards[q.physical].name)?.category === "trick" },
      until: { kind: "forever" },
    });
    inAct(s, 1, (a) => op.discardDownTo({ what: own(["hand"]), n: int(3), who: p.you() }).run(a));
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.player(1).hand.length).toBe(4);
  });
});

// ---------------------------------------------------------------- 3.8.8 弃置

describe("3.8.8 弃置 (op.discard)", () => {
  it("the performer chooses its own cards; they go to the discard pile 因弃置; recorded for 以此法", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], equipment: ["赤兔"], agent: [{ cards: ["赤兔", "闪"] }] } });
    const a = inAct(s, 1, (a) => {
      expect(op.discard({ what: choose(own(["hand", "equip"]), 2, 2), who: p.you() }).run(a)).toBe(true);
      return a;
    });
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(discardNames(s).sort()).toEqual(["赤兔", "闪"].sort());
    expect(moves(s)).toHaveLength(1);
    expect(moves(s)[0].reason).toBe("discard");
    expect(names(s, recorded(a, "discard")).sort()).toEqual(["赤兔", "闪"].sort());
    expect(names(s, a.bound.get("t.cards") as CardId[]).sort()).toEqual(["赤兔", "闪"].sort());
  });

  it("3.8.8 ◆ A弃置B的牌: A chooses (B's hand blind, 3.3.6); B is not asked", () => {
    const s = scenario({ 1: { agent: [{ cards: ["桃"] }] }, 2: { hand: ["杀", "桃"] } });
    inAct(s, 1, (a) => op.discard({ what: choose(own(["hand"], seat(2)), 1, 1), who: p.you() }).run(a));
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(discardNames(s)).toEqual(["桃"]);
    expect(s.entries().some((e) => e.t === "decision" && e.player === 1 && e.request === "chooseCards")).toBe(true);
  });

  it("in full (a cost, the default): 弃置两张 with one card cannot be done — nothing moves", () => {
    const s = scenario({ 1: { hand: ["杀"] } });
    inAct(s, 1, (a) => {
      const d = op.discard({ what: choose(own(["hand"]), 2, 2), who: p.you() });
      expect(d.can(a)).toBe(false);
      expect(d.run(a)).toBe(false);
    });
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(moves(s)).toEqual([]);
  });

  it("3.8.8 ◎ 英魂/陆逊: 弃置三张 as an effect with two cards discards both; 〖连营〗 then draws one, which stays", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], skills: ["连营"] } }, { skills: [lianying], drawPile: ["桃"] });
    inAct(s, 1, (a) => {
      const d = op.discard({ what: choose(own(["hand", "equip"]), 3, 3), who: p.you(), partial: true });
      expect(d.can(a)).toBe(true);
      expect(d.run(a)).toBe(true);
    });
    expect(discardNames(s).sort()).toEqual(["杀", "闪"].sort());
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(moves(s).filter((m) => m.reason === "discard")).toHaveLength(1);
  });

  it("3.8.8 ◎ 鸡肋: B cannot discard its basic cards, but another player can discard them", () => {
    const s = scenario({ 1: { agent: [{ cards: ["杀"] }] }, 2: { hand: ["杀", "无中生有"] } });
    addTempMod(s.engine, {
      owner: 1,
      mod: { kind: "cannot", applies: (e, _o, q) => q.player === 2 && q.op === "discard" && q.physical !== undefined && e.registry.cards.get(e.state.cards[q.physical].name)?.category === "basic" },
      until: { kind: "forever" },
    });
    const basicOf2 = c.filter({ from: own(["hand"], seat(2)), filter: (a, card) => a.engine.state.cards[card].name === "杀" });
    inAct(s, 2, (a) => expect(op.discard({ what: choose(basicOf2, 1, 1), who: p.you() }).can(a)).toBe(false));
    inAct(s, 1, (a) => expect(op.discard({ what: choose(own(["hand"], seat(2)), 1, 1), who: p.you() }).run(a)).toBe(true));
    expect(discardNames(s)).toEqual(["杀"]);
  });

  it("3.5.15 ◎ 寒冰剑/孙尚香: 依次弃置两张 — the only card first; after 〖枭姬〗 draws two, one of them is discarded next", () => {
    const s = scenario({ 1: { agent: [{ cards: ["桃"] }] }, 2: { equipment: ["赤兔"], skills: ["枭姬"] } }, { skills: [xiaoji], drawPile: ["桃", "闪"] });
    inAct(s, 1, (a) => op.discard({ what: choose(own(["hand", "equip"], seat(2)), 2, 2), who: p.you(), inOrder: true }).run(a));
    expect(discardNames(s)).toEqual(["赤兔", "桃"]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(moves(s).filter((m) => m.reason === "discard")).toHaveLength(2);
  });

  it("3.5.15 ◎ 寒冰剑: without 〖枭姬〗 the settlement ends after the only card", () => {
    const s = scenario({ 2: { equipment: ["赤兔"] } });
    inAct(s, 1, (a) => {
      const d = op.discard({ what: choose(own(["hand", "equip"], seat(2)), 2, 2), who: p.you(), inOrder: true });
      expect(d.can(a)).toBe(true);
      expect(d.run(a)).toBe(true);
    });
    expect(discardNames(s)).toEqual(["赤兔"]);
  });

  it("3.5.36 各弃置一张牌: each performer chooses its own card; afterwards the bind holds all of them", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], agent: [{ cards: ["闪"] }] }, 2: { hand: ["桃", "决斗"], agent: [{ cards: ["决斗"] }] } });
    const a = inAct(s, 0, (a) => {
      op.discard({ what: choose(own(["hand"]), 1, 1, "each.cards"), who: seats(1, 2) }).run(a);
      return a;
    });
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["桃"]);
    expect(names(s, a.bound.get("each.cards") as CardId[])).toEqual(["闪", "决斗"]);
  });

  it("a re-mentioned choice (此牌) whose card is gone can no longer be discarded", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], agent: [{ cards: ["闪"] }] } });
    const chosen = choose(own(["hand"]), 1, 1, "1.1.cards");
    inAct(s, 1, (a) => {
      expect(op.discard({ what: chosen, who: p.you() }).run(a)).toBe(true);
      expect(op.discard({ what: chosen, who: p.you() }).can(a)).toBe(false);
      expect(op.discard({ what: chosen, who: p.you() }).run(a)).toBe(false);
    });
    expect(s.handNames(1)).toEqual(["杀"]);
  });

  it("弃置所有……牌 (3.8.23): with none of them it cannot be done", () => {
    const s = scenario({ 1: { hand: [] } });
    inAct(s, 1, (a) => expect(op.discard({ what: own(["hand"]), who: p.you() }).can(a)).toBe(false));
  });
});

// ---------------------------------------------------------------- 3.8.20 获得, 3.8.11 交给

describe("3.8.20 获得 (op.gain)", () => {
  it("another player's card goes into the performer's hand 因获得", () => {
    const s = scenario({ 2: { equipment: ["青釭剑"] } });
    const a = inAct(s, 1, (a) => {
      expect(op.gain({ what: choose(own(["hand", "equip"], seat(2)), 1, 1), who: p.you() }).run(a)).toBe(true);
      return a;
    });
    expect(s.handNames(1)).toEqual(["青釭剑"]);
    expect(s.player(2).equipment).toEqual({});
    expect(moves(s).map((m) => m.reason)).toEqual(["gain"]);
    expect(names(s, recorded(a, "gain"))).toEqual(["青釭剑"]);
  });

  it("3.8.20 ◎ 反馈 on oneself: one's own equipment card moves into one's hand; one's hand cards cannot be gained", () => {
    const s = scenario({ 1: { hand: ["杀"], equipment: ["八卦阵"] } });
    inAct(s, 1, (a) => {
      expect(op.gain({ what: choose(own(["hand"]), 1, 1), who: p.you() }).can(a)).toBe(false);
      expect(op.gain({ what: choose(own(["equip"]), 1, 1), who: p.you() }).run(a)).toBe(true);
    });
    expect(s.handNames(1).sort()).toEqual(["八卦阵", "杀"].sort());
  });

  it("3.8.20 ◎ 天妒: at 判定结果确定后❷ the judging player may gain the 判定牌 — it does not reach the discard pile", () => {
    const tiandu = skill("天妒", "judge.after.2", (a) => void op.gain({ what: c.event({ field: "judgeCard" }), who: p.you() }).run(a));
    const s = scenario({ 1: { skills: ["天妒"] } }, { skills: [tiandu], drawPile: ["闪"] });
    inAct(s, 1, (a) => op.judge({ who: p.you() }).run(a));
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(discardNames(s)).toEqual([]);
  });

  it("获得X张 as an effect (◆): min{能获得的数, X}; in full it cannot be done with fewer", () => {
    const s = scenario({ 2: { hand: ["杀"] } });
    inAct(s, 1, (a) => {
      expect(op.gain({ what: choose(own(["hand"], seat(2)), 2, 2), who: p.you() }).can(a)).toBe(false);
      expect(op.gain({ what: choose(own(["hand"], seat(2)), 2, 2), who: p.you(), partial: true }).run(a)).toBe(true);
    });
    expect(s.handNames(1)).toEqual(["杀"]);
  });

  it("a constraint (〖称象〗: 以此法获得的牌的点数之和小于13): only cards that keep it are offered", () => {
    const spy = new Spy([{ cards: ["杀"] }, { cards: ["桃"] }], "seat 1");
    const s = scenario({ 1: { agent: spy } }, { drawPile: ["杀♣5", "闪♥K", "桃♥7", "青釭剑♠6"] });
    const sumBelow13: Ex<boolean> = (a) =>
      a.records
        .filter((r) => r.op === "gain")
        .flatMap((r) => r.cards)
        .reduce((n, card) => n + a.engine.state.cards[card].rank, 0) < 13;
    const a = inAct(s, 1, (a) => {
      op.reveal({ what: choose(top(), 4, 4, "1.1.cards"), who: p.you() }).run(a);
      op.gain({ what: choose(c.bound({ name: "1.1.cards" }), 1, null, "1.2.cards"), who: p.you(), constraint: sumBelow13 }).run(a);
      return a;
    });
    // first offer: not the K; after 杀(5): 桃(7) and 青釭剑(6) — 5+7=12 is taken; then nothing keeps it
    expect(spy.offered[0].map((x) => s.card(x).name).sort()).toEqual(["杀", "桃", "青釭剑"].sort());
    expect(spy.offered[1].map((x) => s.card(x).name).sort()).toEqual(["桃", "青釭剑"].sort());
    expect(spy.offered).toHaveLength(2);
    expect(s.handNames(1).sort()).toEqual(["杀", "桃"].sort());
    expect(names(s, recorded(a, "gain")).sort()).toEqual(["杀", "桃"].sort());
    expect(a.records.filter((r) => r.op === "gain")).toHaveLength(1);
  });
});

describe("3.8.20 获得 with a constraint: stopping", () => {
  it("the chooser may stop once the chosen cards pass the constraint (至少一张)", () => {
    const s = scenario({ 1: { agent: [{ cards: ["杀"] }, { cards: [] }] } }, { drawPile: ["杀♣5", "闪♥K", "桃♥7", "青釭剑♠6"] });
    const below13: Ex<boolean> = (a) => a.records.filter((r) => r.op === "gain").flatMap((r) => r.cards).reduce((n, card) => n + a.engine.state.cards[card].rank, 0) < 13;
    inAct(s, 1, (a) => {
      op.reveal({ what: choose(top(), 4, 4, "1.1.cards"), who: p.you() }).run(a);
      op.gain({ what: choose(c.bound({ name: "1.1.cards" }), 1, null, "1.2.cards"), who: p.you(), constraint: below13 }).run(a);
    });
    expect(s.handNames(1)).toEqual(["杀"]);
  });
});

describe("3.8.11 交给 (op.give)", () => {
  it("A's chosen cards go into B's hand 因交给; the cards may not be B's own (注意2)", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], agent: [{ cards: ["闪"] }] }, 2: { hand: ["桃"] } });
    const a = inAct(s, 1, (a) => {
      expect(op.give({ what: choose(own(["hand"], seat(2)), 1, 1), to: seat(2), who: p.you() }).can(a)).toBe(false);
      expect(op.give({ what: choose(own(["hand"]), 1, 1), to: seat(2), who: p.you() }).run(a)).toBe(true);
      return a;
    });
    expect(s.handNames(1)).toEqual(["杀"]);
    expect(s.handNames(2)).toEqual(["桃", "闪"]);
    expect(moves(s).map((m) => m.reason)).toEqual(["give"]);
    expect(a.records.find((r) => r.op === "give")?.players).toEqual([2]);
  });

  it("◆ 交给任意角色 (〖遗计〗): X cards, Y∈[1,X] players, each at least one, given in one move", () => {
    const s = scenario({ 1: { agent: [{ players: [2, 3] }, { cards: ["闪"] }] } }, { drawPile: ["桃", "闪", "杀"] });
    inAct(s, 1, (a) => {
      expect(op.setAside({ what: choose(top(), 2, 2, "1.1.cards"), to: p.you(), who: p.you() }).run(a)).toBe(true);
      const to = p.choose({ from: p.all({ filter: () => true }), min: int(0), max: null, chooser: p.actor(), bind: "1.2.players" });
      expect(op.give({ what: c.bound({ name: "1.1.cards" }), to, who: p.you() }).run(a)).toBe(true);
    });
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.handNames(3)).toEqual(["桃"]);
    const given = moves(s).filter((m) => m.reason === "give");
    expect(given).toHaveLength(1);
    expect([...given[0].to].sort()).toEqual(["hand2", "hand3"]);
  });

  it("注意2 with 交给任意角色: a player who owns all of the cards is not offered as a recipient", () => {
    const spy = new Spy([{ players: [2, 3] }, { cards: ["杀"] }], "seat 1");
    const s = scenario({ 1: { hand: ["杀", "闪"], agent: spy } });
    const to = p.choose({ from: p.all({ filter: () => true }), min: int(0), max: null, chooser: p.actor(), bind: "1.2.players" });
    inAct(s, 1, (a) => op.give({ what: own(["hand"]), to, who: p.you() }).run(a));
    expect(spy.offeredPlayers[0]).not.toContain(1);
    expect(s.handNames(2)).toEqual(["杀"]);
    expect(s.handNames(3)).toEqual(["闪"]);
  });

  it("注意1: A may give cards to itself (from the processing area)", () => {
    const s = scenario({}, { drawPile: ["桃", "闪"] });
    inAct(s, 1, (a) => {
      op.setAside({ what: choose(top(), 2, 2, "1.1.cards"), to: p.you(), who: p.you() }).run(a);
      op.give({ what: c.bound({ name: "1.1.cards" }), to: p.you(), who: p.you() }).run(a);
    });
    expect(s.handNames(1)).toEqual(["桃", "闪"]);
  });
});

// ---------------------------------------------------------------- 3.8.6 置于/置入, 3.3.16, 3.8.7

describe("置于牌堆顶/底 (op.putOnPile)", () => {
  it("〖观星〗: the cards set aside go back in the order the performer decides (4.2.9 ◆)", () => {
    const s = scenario({ 1: { agent: [{ cards: ["闪", "杀"] }, { cards: ["杀"] }] } }, { drawPile: ["桃", "闪", "杀", "决斗"] });
    inAct(s, 1, (a) => {
      op.setAside({ what: choose(top(), 3, 3, "1.1.cards"), to: p.you(), who: p.you() }).run(a);
      const onTop = choose(c.bound({ name: "1.1.cards" }), 0, null, "1.2.cards");
      op.putOnPile({ what: onTop, order: "以任意顺序", where: "牌堆顶", who: p.you() }).run(a);
      const rest = c.rest({ from: c.bound({ name: "1.1.cards" }), taken: c.bound({ name: "1.2.cards" }) });
      op.putOnPile({ what: rest, order: "以任意顺序", where: "牌堆底", who: p.you() }).run(a);
    });
    const pile = names(s, s.engine.state.drawPile);
    expect(pile.slice(0, 3)).toEqual(["杀", "闪", "决斗"]);
    expect(pile[pile.length - 1]).toBe("桃");
    expect(moves(s).filter((m) => m.reason === "put")).toHaveLength(2);
  });

  it("4.2.9 ◎ 攻心/陆逊: the red hand card put on top is the card 〖连营〗 then draws", () => {
    const s = scenario({ 2: { hand: ["桃"], skills: ["连营"] } }, { skills: [lianying], drawPile: ["杀"] });
    const peach = s.player(2).hand[0];
    inAct(s, 1, (a) => op.putOnPile({ what: choose(own(["hand"], seat(2)), 1, 1), where: "牌堆顶", who: p.you() }).run(a));
    expect(s.player(2).hand).toEqual([peach]);
  });
});

describe("3.8.6 置入 (op.putInto)", () => {
  it("3.8.6 ◎ 巧变: an armor into an empty armor slot; never a weapon into an occupied weapon slot", () => {
    const s = scenario({ 1: { equipment: ["八卦阵", "青釭剑"] }, 2: {}, 3: { equipment: ["寒冰剑"] } });
    const armor = s.player(1).equipment.armor!;
    const weapon = s.player(1).equipment.weapon!;
    inAct(s, 0, (a) => {
      expect(op.putInto({ what: ids(weapon), to: z.zone({ zone: "equip", owner: seat(3) }), who: p.you() }).can(a)).toBe(false);
      expect(op.putInto({ what: ids(armor), to: z.zone({ zone: "equip", owner: seat(2) }), who: p.you() }).run(a)).toBe(true);
    });
    expect(s.player(2).equipment.armor).toBe(armor);
    expect(s.player(3).equipment.weapon).not.toBe(weapon);
    expect(moves(s).map((m) => m.to)).toEqual([["equip2.armor"]]);
  });

  it("3.8.6 ◎ 巧变 (judge areas): 【乐不思蜀】 into an area holding 【闪电】, not into one holding 【乐不思蜀】", () => {
    const s = scenario({ 1: { judge: ["乐不思蜀"] }, 2: { judge: ["闪电"] }, 3: { judge: ["乐不思蜀"] } });
    const le = s.player(1).judgeArea[0];
    inAct(s, 0, (a) => {
      expect(op.putInto({ what: ids(le), to: z.zone({ zone: "judge", owner: seat(3) }), who: p.you() }).can(a)).toBe(false);
      expect(op.putInto({ what: ids(le), to: z.zone({ zone: "judge", owner: seat(2) }), who: p.you() }).run(a)).toBe(true);
    });
    expect(s.player(2).judgeArea).toContain(le);
    expect(s.player(1).judgeArea).toEqual([]);
  });

  it("a sealed area takes nothing (3.8.6 ◆)", () => {
    const s = scenario({ 1: { equipment: ["八卦阵"] }, 2: { disabled: ["armor"] } });
    inAct(s, 0, (a) => expect(op.putInto({ what: own(["equip"], seat(1)), to: z.zone({ zone: "equip", owner: seat(2) }), who: p.you() }).can(a)).toBe(false));
  });

  it("〖排异〗: 将一张“权”置入弃牌堆 moves a pile card 因置入 (not 弃置)", () => {
    const s = scenario({ 1: { piles: [{ name: "权", cards: ["杀", "闪"] }], agent: [{ cards: ["闪"] }] } });
    inAct(s, 1, (a) => op.putInto({ what: choose(c.pile({ owner: p.you(), name: "权" }), 1, 1), to: z.zone({ zone: "discardPile" }), who: p.you() }).run(a));
    expect(discardNames(s)).toEqual(["闪"]);
    expect(names(s, s.engine.pile(1, "权"))).toEqual(["杀"]);
    expect(moves(s).map((m) => m.reason)).toEqual(["put"]);
  });

  it("by the system (p.system()): processing cards go to the discard pile as a settle", () => {
    const s = scenario({}, { drawPile: ["桃", "闪"] });
    inAct(s, 1, (a) => {
      op.reveal({ what: choose(top(), 2, 2, "c1"), who: p.system() }).run(a);
      expect(op.putInto({ what: c.bound({ name: "c1" }), to: z.zone({ zone: "discardPile" }), who: p.system() }).run(a)).toBe(true);
    });
    expect(discardNames(s)).toEqual(["桃", "闪"]);
    expect(moves(s).map((m) => m.reason)).toEqual(["reveal", "settle"]);
  });
});

describe("3.3.16–3.3.17 置于武将牌上/旁 (op.putOnGeneral), 3.8.7 扣置入处理区 (op.setAside)", () => {
  it("〖权计〗: a hand card onto one's own general card, called “权”", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], agent: [{ cards: ["杀"] }] } });
    const a = inAct(s, 1, (a) => {
      op.putOnGeneral({ what: choose(own(["hand"]), 1, 1), owner: p.you(), where: "上", as: "权", who: p.you() }).run(a);
      return a;
    });
    expect(names(s, s.engine.pile(1, "权"))).toEqual(["杀"]);
    expect(names(s, recorded(a, "putOnGeneral"))).toEqual(["杀"]);
  });

  it("扣置 on another's general card 旁: face down, seen by that card's owner only (3.3.17 ◆)", () => {
    const s = scenario({ 1: { hand: ["杀"] } });
    inAct(s, 1, (a) => op.putOnGeneral({ what: own(["hand"]), owner: seat(2), where: "旁", as: "X", down: "扣", who: p.you() }).run(a));
    const [card] = s.engine.pile(2, "X", "beside");
    expect(s.engine.state.isFaceDown(card)).toBe(true);
    expect(s.engine.state.isVisibleTo(card, 2)).toBe(true);
    expect(s.engine.state.isVisibleTo(card, 3)).toBe(false);
  });

  it("3.8.7 (〖遗计〗 cost): the top two face down in the processing area, visible to you only", () => {
    const s = scenario({}, { drawPile: ["桃", "闪"] });
    inAct(s, 1, (a) => op.setAside({ what: choose(top(), 2, 2), to: p.you(), who: p.you() }).run(a));
    const [x, y] = s.engine.state.processing;
    expect(names(s, [x, y])).toEqual(["桃", "闪"]);
    expect(s.engine.state.isFaceDown(x)).toBe(true);
    expect(s.engine.state.isVisibleTo(x, 1)).toBe(true);
    expect(s.engine.state.isVisibleTo(x, 2)).toBe(false);
    expect(moves(s).map((m) => m.reason)).toEqual(["toProcessing"]);
  });

  it("4.2.9: cards a skill left in the processing area go to the discard pile as it ends", () => {
    const aside = skill("观星", "phase.prepare.start", (a) => void op.setAside({ what: choose(top(), 2, 2), to: p.you(), who: p.you() }).run(a));
    const s = scenario({ 1: { skills: ["观星"] } }, { skills: [aside], drawPile: ["桃", "闪"] });
    s.runPhase(1, "prepare");
    expect(s.engine.state.processing).toEqual([]);
    expect(discardNames(s)).toEqual(["桃", "闪"]);
  });

  it("in full: X cards of the pile when the piles hold fewer cannot be done", () => {
    const s = scenario({}, { drawPile: ["桃"], restTo: "discardPile" });
    const all = s.engine.state.drawPile.length + s.engine.state.discardPile.length;
    inAct(s, 1, (a) => {
      expect(op.setAside({ what: choose(top(), all, all), who: p.you() }).can(a)).toBe(true);
      expect(op.setAside({ what: choose(top(), all + 1, all + 1), who: p.you() }).can(a)).toBe(false);
    });
  });
});

// ---------------------------------------------------------------- 3.8.16–3.8.18

describe("3.8.17 展示 / 3.8.16 观看 / 3.8.18 亮出", () => {
  it("3.8.17: a shown card is seen by everyone and does not move; #shown binds it", () => {
    const s = scenario({ 1: { agent: [{ cards: ["闪"] }] }, 2: { hand: ["杀", "闪"] } });
    const a = inAct(s, 1, (a) => {
      op.show({ what: choose(own(["hand"], seat(2)), 1, 1), who: p.you() }).run(a);
      return a;
    });
    const shown = a.bound.get("#shown") as CardId[];
    expect(names(s, shown)).toEqual(["闪"]);
    expect(s.engine.state.isVisibleTo(shown[0], 3)).toBe(true);
    expect(s.engine.state.zone(shown[0])).toEqual({ kind: "hand", owner: 2 });
    expect(s.entries().some((e) => e.t === "show" && e.player === 1)).toBe(true);
    expect(moves(s)).toEqual([]);
  });

  it("3.8.17 ◆ ◎ 张嶷/〖怃戎〗: 同时展示 cannot be done when one of them has no hand card", () => {
    const s = scenario({ 1: { hand: [] }, 2: { hand: ["杀"] }, 3: { hand: ["闪"] } });
    inAct(s, 1, (a) => expect(op.show({ what: choose(own(["hand"]), 1, 1), who: seats(1, 2), together: "同时" }).can(a)).toBe(false));
    inAct(s, 2, (a) => {
      const both = op.show({ what: choose(own(["hand"]), 1, 1), who: seats(2, 3), together: "同时" });
      expect(both.can(a)).toBe(true);
      expect(both.run(a)).toBe(true);
      expect(names(s, a.bound.get("#shown") as CardId[])).toEqual(["杀", "闪"]);
    });
  });

  it("3.8.16 (〖心战〗): looking at the top three moves nothing; only the looker sees them", () => {
    const s = scenario({}, { drawPile: ["桃", "闪", "杀"] });
    inAct(s, 1, (a) => op.look({ what: choose(top(), 3, 3), who: p.you() }).run(a));
    const [x] = s.engine.state.drawPile;
    expect(s.engine.state.isVisibleTo(x, 1)).toBe(true);
    expect(s.engine.state.isVisibleTo(x, 2)).toBe(false);
    expect(moves(s)).toEqual([]);
    expect(s.entries().some((e) => e.t === "look" && e.cards.length === 3)).toBe(true);
  });

  it("3.8.18 ① ◎ (亮出牌堆顶的牌): the top cards go face up into the processing area", () => {
    const s = scenario({}, { drawPile: ["桃", "闪", "杀"] });
    inAct(s, 1, (a) => op.reveal({ what: choose(top(), 2, 2), who: p.you() }).run(a));
    expect(names(s, s.engine.state.processing)).toEqual(["桃", "闪"]);
    expect(s.engine.state.isVisibleTo(s.engine.state.processing[0], 3)).toBe(true);
    expect(moves(s).map((m) => m.reason)).toEqual(["reveal"]);
  });

  it("3.8.18 ② 亮出牌堆里的一张……牌: one such card at random; with none, nothing can happen", () => {
    const s = scenario({}, { drawPile: ["桃", "闪", "杀", "闪"] });
    const dodges = c.filter({ from: c.zone({ zone: "牌堆" }), filter: (a, card) => a.engine.state.cards[card].name === "闪" });
    inAct(s, 1, (a) => expect(op.reveal({ what: choose(dodges, 1, 1), who: p.you() }).run(a)).toBe(true));
    expect(names(s, s.engine.state.processing)).toEqual(["闪"]);
    const t = scenario({}, { drawPile: ["桃"], restTo: "discardPile" });
    inAct(t, 1, (a) => expect(op.reveal({ what: choose(c.filter({ from: c.zone({ zone: "牌堆" }), filter: () => false }), 1, 1), who: p.you() }).can(a)).toBe(false));
  });

  it("3.8.25: the random pick goes through the game's generator (different seeds, different cards)", () => {
    const picked = new Set<CardId>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = scenarioWith([], { players: board(), drawPile: ["闪", "桃", "闪", "杀", "闪"], seed });
      const dodges = c.filter({ from: c.zone({ zone: "牌堆" }), filter: (a, card) => a.engine.state.cards[card].name === "闪" });
      inAct(s, 1, (a) => op.reveal({ what: choose(dodges, 1, 1), who: p.you() }).run(a));
      picked.add(s.engine.state.processing[0]);
    }
    expect(picked.size).toBeGreaterThan(1);
  });

  it("3.8.18 ③: face-down cards not in the draw pile are turned face up, without a move", () => {
    const s = scenario({ 1: { piles: [{ name: "X", cards: ["杀"], faceDown: true }] } });
    const [card] = s.engine.pile(1, "X");
    expect(s.engine.state.isVisibleTo(card, 2)).toBe(false);
    inAct(s, 1, (a) => op.reveal({ what: c.pile({ owner: p.you(), name: "X" }), who: p.you() }).run(a));
    expect(s.engine.state.isVisibleTo(card, 2)).toBe(true);
    expect(moves(s)).toEqual([]);
  });
});

// ---------------------------------------------------------------- 3.8.19 交换, 3.8.5 重铸, 选择

describe("3.8.19 交换 / 3.8.5 重铸 / 选择", () => {
  it("3.8.19 ◎ (4.2.9 缔盟): hands — both into the processing area at once, then each takes the other's", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"] }, 2: { hand: ["桃"] } });
    inAct(s, 0, (a) => expect(op.exchange({ what: own(["hand"]), who: seats(1, 2) }).run(a)).toBe(true));
    expect(s.handNames(1)).toEqual(["桃"]);
    expect(s.handNames(2).sort()).toEqual(["杀", "闪"].sort());
    expect(moves(s).map((m) => m.reason)).toEqual(["exchange", "exchange"]);
    expect(moves(s)[0].to).toEqual(["processing", "processing", "processing"]);
  });

  it("〖甘露〗: the two chosen players exchange their equipment areas", () => {
    const s = scenario({ 0: { agent: [{ players: [1, 2] }] }, 1: { equipment: ["赤兔"] }, 2: { equipment: ["八卦阵"] } });
    const pair = p.choose({ from: p.all({ filter: () => true }), min: int(2), max: int(2), chooser: p.actor(), bind: "1.1.players" });
    inAct(s, 0, (a) => op.exchange({ what: choose(own(["equip"]), 1, 1), who: pair }).run(a));
    expect(s.card(s.player(1).equipment.armor!).name).toBe("八卦阵");
    expect(s.card(s.player(2).equipment.offensiveHorse!).name).toBe("赤兔");
  });

  it("3.8.19: with nothing on either side it cannot be done", () => {
    const s = scenario({});
    inAct(s, 0, (a) => expect(op.exchange({ what: own(["hand"]), who: seats(1, 2) }).can(a)).toBe(false));
  });

  it("3.8.5 重铸: into the discard pile 因重铸, then as many drawn (#drawn); only one's own cards", () => {
    const s = scenario({ 1: { hand: ["杀", "闪"], agent: [{ cards: ["杀"] }] }, 2: { hand: ["桃"] } }, { drawPile: ["决斗"] });
    const a = inAct(s, 1, (a) => {
      expect(op.recast({ what: own(["hand"], seat(2)), who: p.you() }).can(a)).toBe(false);
      expect(op.recast({ what: choose(own(["hand"]), 1, 1), who: p.you() }).run(a)).toBe(true);
      return a;
    });
    expect(discardNames(s)).toEqual(["杀"]);
    expect(s.handNames(1)).toEqual(["闪", "决斗"]);
    expect(moves(s).map((m) => m.reason)).toEqual(["recast", "draw"]);
    expect(names(s, recorded(a, "recast"))).toEqual(["杀"]);
    expect(names(s, a.bound.get("#drawn") as CardId[])).toEqual(["决斗"]);
  });

  it("选择 (〖安国〗): the choice is bound and later re-mentions of it are not asked again; nothing moves", () => {
    const s = scenario({ 1: { agent: [{ cards: ["赤兔"] }] }, 2: { equipment: ["赤兔", "八卦阵"] } });
    const chosen = choose(own(["equip"], seat(2)), 1, 1, "1.2.cards");
    inAct(s, 1, (a) => {
      expect(op.chooseCard({ what: chosen, who: p.you() }).run(a)).toBe(true);
      expect(moves(s)).toEqual([]);
      // 其获得此牌: the same choice node again — it is the card already chosen
      expect(op.gain({ what: chosen, who: seat(2) }).run(a)).toBe(true);
    });
    expect(s.handNames(2)).toEqual(["赤兔"]);
  });
});

// ---------------------------------------------------------------- 4.2.11 判定

describe("4.2.11 判定 (op.judge, op.asJudgeCard)", () => {
  it("the top card becomes the 判定牌, then goes to the discard pile; #judge and #judgeCard hold it", () => {
    const s = scenario({}, { drawPile: ["桃♥3"] });
    const a = inAct(s, 1, (a) => {
      expect(op.judge({ who: p.you() }).run(a)).toBe(true);
      return a;
    });
    const j = a.bound.get("#judge") as JudgeBinding;
    expect(j.player).toBe(1);
    expect(s.card(j.card).name).toBe("桃");
    expect(a.bound.get("#judgeCard")).toEqual([j.card]);
    expect(s.engine.state.discardPile).toEqual([j.card]);
    expect(s.timings()).toContain("judge.beforeResult");
    expect(s.entries().some((e) => e.t === "judge" && e.card === j.card)).toBe(true);
  });

  it("with both piles empty there is nothing to judge with", () => {
    const s = scenario({}, { drawPile: [] });
    for (const card of [...s.engine.state.drawPile]) s.engine.state.placeCard(card, { kind: "hand", owner: 3 });
    inAct(s, 1, (a) => expect(op.judge({ who: p.you() }).can(a)).toBe(false));
  });

  it("〖鬼才〗 at 判定结果确定前: the card becomes the 判定牌; the original goes to the discard pile; the judge ends with the new one", () => {
    const guicai = skill(
      "鬼才",
      "judge.beforeResult",
      (a) => {
        const mine = choose(own(["hand"], p.you()), 1, 1, "1.1.cards");
        expect(op.asJudgeCard({ what: mine, who: p.system() }).run(a)).toBe(true);
        expect(op.putInto({ what: c.bound({ name: "originalJudgeCard" }), to: z.zone({ zone: "discardPile" }), who: p.system() }).run(a)).toBe(true);
      },
      { subject: "any" },
    );
    const s = scenario({ 2: { hand: ["闪♦2", "杀♠7"], skills: ["鬼才"], agent: [{ cards: ["杀"] }] } }, { skills: [guicai], drawPile: ["桃♥3"] });
    const a = inAct(s, 1, (a) => {
      op.judge({ who: p.you() }).run(a);
      return a;
    });
    const j = a.bound.get("#judge") as JudgeBinding;
    expect(s.card(j.card).name).toBe("杀");
    expect(discardNames(s)).toEqual(["桃", "杀"]);
    expect(s.handNames(2)).toEqual(["闪"]);
    expect(s.entries().some((e) => e.t === "judgeCardReplaced" && e.card === j.card)).toBe(true);
  });

  it("a card the skill played (kept in the processing area for it) becomes the judgement's: it is not swept as the skill ends", () => {
    const guicai = skill(
      "鬼才",
      "judge.beforeResult",
      (a) => {
        const [card] = a.engine.state.players[a.you].hand;
        // as 打出 leaves it for the skill (4.2.6): in the processing area, kept by the activation
        a.engine.moveCards([card], { kind: "processing" }, "play", a.you);
        (a.ctx as unknown as { kept: CardId[] }).kept.push(card);
        op.asJudgeCard({ what: ids(card), who: p.system() }).run(a);
      },
      { subject: "any" },
    );
    const s = scenario({ 2: { hand: ["杀♠7"], skills: ["鬼才"] } }, { skills: [guicai], drawPile: ["桃♥3"] });
    const a = inAct(s, 1, (a) => {
      op.judge({ who: p.you() }).run(a);
      return a;
    });
    const j = a.bound.get("#judge") as JudgeBinding;
    expect(s.card(j.card).name).toBe("杀");
    // the original stays for 鬼才 to settle: swept to the discard pile before the new one
    expect(discardNames(s)).toEqual(["桃", "杀"]);
    const settle = moves(s).filter((m) => m.reason === "settle");
    expect(settle.map((m) => m.cards.map((x) => s.card(x).name))).toEqual([["桃"], ["杀"]]);
  });

  it("作为判定牌 cannot be done outside a judgement", () => {
    const s = scenario({ 1: { hand: ["杀"] } });
    inAct(s, 1, (a) => expect(op.asJudgeCard({ what: own(["hand"]), who: p.system() }).can(a)).toBe(false));
  });
});

// ---------------------------------------------------------------- 4.2.9 改为移至, 3.5.14 转移, 4.2.8 拼点

describe("4.2.9 改为移至 (op.redirectMove), 3.5.14 转移 (op.transfer)", () => {
  it("〖空城②〗: a card given to you goes onto your general card as “琴” instead; the give still happened (4.2.9 注意)", () => {
    const kongcheng = skill(
      "空城",
      "move.before.2",
      (a) => void op.redirectMove({ to: z.zone({ zone: "generalOn", owner: p.you() }), as: "琴", who: p.you() }).run(a),
      { condition: (ctx) => ctx.event.kind === "move" && ctx.event.reason === "give" && ctx.game.player(ctx.you).hand.length === 0 && ctx.event.moves.some((m) => m.to.kind === "hand" && m.to.owner === ctx.you) },
    );
    const s = scenario({ 1: { hand: ["杀"] }, 2: { skills: ["空城"] } }, { skills: [kongcheng] });
    const a = inAct(s, 1, (a) => {
      op.give({ what: own(["hand"]), to: seat(2), who: p.you() }).run(a);
      return a;
    });
    expect(s.handNames(2)).toEqual([]);
    expect(names(s, s.engine.pile(2, "琴"))).toEqual(["杀"]);
    expect(names(s, recorded(a, "give"))).toEqual(["杀"]);
  });

  it("outside 移至目标区域前❶/❷ it cannot be done", () => {
    const s = scenario({});
    inAct(s, 1, (a) => expect(op.redirectMove({ to: z.zone({ zone: "discardPile" }), who: p.you() }).can(a)).toBe(false));
  });

  it("3.5.14 ① (〖流离〗): at 成为目标时 the 【杀】 is transferred to another player", () => {
    const liuli = skill("流离", "use.becomeTarget", (a) => void op.transfer({ what: { names: [], kinds: [], physical: "none" }, to: seat(2), who: p.you() }).run(a));
    const s = scenarioWith([liuli], {
      players: board({ 0: { hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] }, 1: { skills: ["流离"] } }),
    });
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(4);
    expect(s.player(2).hp).toBe(3);
    expect(s.entries().find((e) => e.t === "transfer")).toMatchObject({ card: "杀", from: 1, to: 2 });
  });

  it("3.5.14: it cannot be done with no card being targeted, nor to a player already a target", () => {
    const s = scenario({});
    inAct(s, 1, (a) => expect(op.transfer({ what: { names: [], kinds: [], physical: "none" }, to: seat(2), who: p.you() }).can(a)).toBe(false));
  });
});

describe("4.2.8 拼点 (op.pindian)", () => {
  it("both put a hand card face down at once, reveal; higher rank wins; #pindian holds the result", () => {
    const s = scenario({ 1: { hand: ["杀♠9", "闪♦2"], agent: [{ cards: ["杀"] }] }, 2: { hand: ["桃♥6"] } });
    const a = inAct(s, 1, (a) => {
      expect(op.pindian({ with: seat(2), who: p.you() }).run(a)).toBe(true);
      return a;
    });
    const [r] = a.bound.get("#pindian") as PindianResult[];
    expect(r.winner).toBe(1);
    expect(s.card(r.targetCard).name).toBe("桃");
    expect(discardNames(s).sort()).toEqual(["杀", "桃"].sort());
    expect(s.timings()).toContain("pindian.result");
  });

  it("4.2.8 ◆: no pindian without a hand card (either side)", () => {
    const s = scenario({ 1: { hand: ["杀"] }, 2: { hand: [] }, 3: { hand: ["闪"] } });
    inAct(s, 1, (a) => expect(op.pindian({ with: seat(2), who: p.you() }).can(a)).toBe(false));
    inAct(s, 2, (a) => expect(op.pindian({ with: seat(3), who: p.you() }).can(a)).toBe(false));
  });
});

// ---------------------------------------------------------------- 4.2.25 marks, 3.8.9 弃

describe("4.2.25 获得标记 / 3.8.9 弃 (op.gainMark, op.discardMark, k.marks)", () => {
  it("gains marks through the gain-mark event's timing points", () => {
    const s = scenario({});
    inAct(s, 1, (a) => expect(op.gainMark({ n: int(2), what: "鉴", who: p.you() }).run(a)).toBe(true));
    expect(s.engine.marks(1, "鉴")).toBe(2);
    expect(s.timings()).toEqual(["gainMark.before", "gainMark.after", "gainMark.end"]);
  });

  it("弃X枚: in full it needs X of them; partial discards those held; 弃所有“X” (k.marks n null) takes all", () => {
    const s = scenario({ 1: { marks: { 鉴: 2 } }, 2: { marks: { 鉴: 3 } } });
    inAct(s, 1, (a) => {
      expect(op.discardMark({ what: "鉴", n: int(3), who: p.you() }).can(a)).toBe(false);
      expect(op.discardMark({ what: "鉴", n: int(3), who: p.you(), partial: true }).run(a)).toBe(true);
    });
    expect(s.engine.marks(1, "鉴")).toBe(0);
    inAct(s, 2, (a) => expect(op.discardMark({ what: k.marks({ name: "鉴", n: null }), who: p.you() }).run(a)).toBe(true));
    expect(s.engine.marks(2, "鉴")).toBe(0);
    inAct(s, 2, (a) => expect(op.discardMark({ what: k.marks({ name: "鉴", n: null }), who: p.you() }).can(a)).toBe(false));
    expect(s.entries().filter((e) => e.t === "mark").map((e) => (e.t === "mark" ? e.delta : 0))).toEqual([-2, -3]);
  });
});
