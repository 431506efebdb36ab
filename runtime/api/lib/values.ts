// Values (v.*, 3.4): the vocabulary's value rows (体力值 3.4.2, 手牌数 3.4.12, 距离 3.4.9 …),
// numbers and variables (3.4.11: computed when the operation needing them runs), and the
// compiler's arithmetic. A value of a player keeps how to compute it for another one, so
// 其手牌数大于你 compares the same value of you (v.sameOf).
import { rankOfCard } from "../../engine/cardSuits.ts";
import type { PlayerId } from "../../model/types.ts";
import type { DamageEvent, LoseHpEvent, RecoverEvent } from "../../model/events.ts";
import { ratedDrawCount } from "../../values/drawCount.ts";
import type { Act, CardsX, Ex, PeriodX, PhaseX, PlayersX } from "./act.ts";
import type { ValueOf } from "./filters.ts";
import type { DidQuery } from "./history.ts";
import { historyWindow } from "./misc.ts";
import { useInScope } from "./cards.ts";

/** A value of one player (the first `of` names), computable for any other. */
export type PlayerValue = Ex<number> & { readonly forPlayer: (a: Act, p: PlayerId) => number };

function ofPlayer(of: PlayersX, f: (a: Act, p: PlayerId) => number): PlayerValue {
  return Object.assign(
    (a: Act) => {
      const p = of.peek(a)[0];
      return p === undefined ? 0 : f(a, p);
    },
    { forPlayer: f },
  );
}

const player = (a: Act, p: PlayerId) => a.engine.state.players[p];

/** A value computed just before an operation of this activation ran (其获得此牌前…). */
export interface BeforeValue {
  readonly query: DidQuery;
  readonly value: Ex<number>;
  readonly key: string;
}

/** v.before values not yet claimed by the statement sequence holding their operation. */
export const pendingBefores: BeforeValue[] = [];
let beforeCounter = 0;

export const v = {
  int: (x: { n: number }): Ex<number> => () => x.n,
  var: (x: { name: string }): Ex<number> => (a) => a.variable(x.name),
  /** How many cards an operation took (所有牌 before 等量, 3.4.13). */
  boundCount: (x: { name: string }): Ex<number> => (a) => {
    const v = a.bound.get(x.name);
    return Array.isArray(v) ? v.length : 0;
  },
  /** 至多X张 drawn (3.4.17): the drawer picks 1..X once; later uses read the pick. */
  pick: (x: { min: Ex<number>; max: Ex<number>; chooser: PlayersX; bind: string; at?: string }): Ex<number> => (a) => {
    const bound = a.bound.get(x.bind);
    if (typeof bound === "number") return bound;
    const min = x.min(a);
    const max = x.max(a);
    if (max <= min) {
      a.bound.set(x.bind, Math.max(min, 0));
      return Math.max(min, 0);
    }
    // Only tested (摸至多X张牌 can be done if some number can): the largest, not asked or bound yet.
    if (a.probing > 0) return max;
    const options: string[] = [];
    for (let n = min; n <= max; n++) options.push(String(n));
    const chooser = x.chooser.peek(a)[0] ?? a.you;
    const n = min + a.engine.ask.option(chooser, options, `${a.skill}:count`);
    a.bound.set(x.bind, n);
    return n;
  },
  add: (x: { a: Ex<number>; b: Ex<number> }): Ex<number> => (a) => x.a(a) + x.b(a),
  sub: (x: { a: Ex<number>; b: Ex<number> }): Ex<number> => (a) => x.a(a) - x.b(a),
  /** <数值X>与<数值Y>之差 (3.4.12): |X-Y|. */
  absDiff: (x: { a: Ex<number>; b: Ex<number> }): Ex<number> => (a) => Math.abs(x.a(a) - x.b(a)),
  min: (x: { args: readonly Ex<number>[] }): Ex<number> => (a) => Math.min(...x.args.map((f) => f(a))),
  max: (x: { args: readonly Ex<number>[] }): Ex<number> => (a) => Math.max(...x.args.map((f) => f(a))),
  /** <两名角色的X>之差 (3.4.x): the larger minus the smaller, over the pool of that level. */
  diff: (x: { of: ValueOf<PlayerId> }): Ex<number> => (a) => {
    const pool = (a.pools[x.of.depth] as PlayerId[] | undefined) ?? [];
    const values = pool.map((p) => x.of(a, p));
    return values.length < 2 ? 0 : Math.max(...values) - Math.min(...values);
  },
  // 使用过的牌数 (004 3.1.9 ◎ 郭淮/〖精策〗): the cards used, not their physical cards.
  count: (x: { of: CardsX | PlayersX | PhaseX }): Ex<number> => (a) => ("used" in x.of && x.of.used ? x.of.used(a).length : x.of.peek(a).length),
  /** The switch's subject (若X：为1…). */
  subject: (): Ex<number> => (a) => (typeof a.subject === "number" ? a.subject : 0),
  /** The same value of another player (其手牌数大于你). */
  sameOf: (x: { value: Ex<number>; who: PlayersX }): Ex<number> => (a) => {
    const fp = (x.value as Partial<PlayerValue>).forPlayer;
    const who = x.who.peek(a)[0];
    if (!fp || who === undefined) throw new Error("v.sameOf needs a value of a player");
    return fp(a, who);
  },
  before: (x: { event: Ex<boolean>; value: Ex<number> }): Ex<number> => {
    const query = (x.event as { query?: DidQuery }).query;
    if (!query) throw new Error("v.before needs an operation of this activation (其获得此牌前)");
    const b: BeforeValue = { query, value: x.value, key: `#before.${++beforeCounter}` };
    pendingBefores.push(b);
    return (a) => {
      const got = a.bound.get(b.key);
      return typeof got === "number" ? got : x.value(a);
    };
  },

  // ---- 3.4 values of players
  hp: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => player(a, p).hp),
  maxHp: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => player(a, p).maxHp),
  /** 3.4.3 已损失的体力值. */
  lostHp: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => Math.max(player(a, p).maxHp - Math.max(player(a, p).hp, 0), 0)),
  armor: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => player(a, p).armor),
  handCount: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => player(a, p).hand.length),
  handLimit: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => a.engine.view.handLimit(p)),
  attackRange: (x: { of: PlayersX }): PlayerValue => ofPlayer(x.of, (a, p) => a.engine.view.attackRange(p)),
  /** 3.4.9 距离. */
  distance: (x: { from: PlayersX; to: PlayersX }): Ex<number> => (a) => {
    const from = x.from.peek(a)[0];
    const to = x.to.peek(a)[0];
    return from === undefined || to === undefined ? 0 : a.engine.view.distance(from, to);
  },
  /** 3.4.19 额定摸牌数 of the draw phase in progress. */
  drawCount: (x: { of?: PlayersX } = {}): Ex<number> => (a) => {
    const who = x.of?.peek(a)[0];
    const phase = a.engine.findEvent("phase", (e) => e.phase === "draw" && (who === undefined || e.player === who));
    return phase ? ratedDrawCount(phase) : 0;
  },
  /**
   * 3.4.19 你发动此技能前的额定摸牌数: the rated draw count as this activation began — read the
   * first time it is needed (before this activation's own changes) and kept.
   */
  drawCountBefore: (x: { of?: PlayersX } = {}): Ex<number> => (a) => {
    const key = `#drawCountBefore.${x.of?.peek(a)[0] ?? ""}`;
    const kept = a.bound.get(key);
    if (typeof kept === "number") return kept;
    const n = v.drawCount(x)(a);
    a.bound.set(key, n);
    return n;
  },
  /** 3.4.10 a weapon's printed 攻击范围. */
  weaponRange: (x: { of: CardsX }): Ex<number> => (a) => {
    const c = x.of.peek(a)[0];
    return c === undefined ? 0 : (a.engine.registry.cards.get(a.engine.state.cards[c].name)?.attackRange ?? 0);
  },
  /** 3.4.7 伤害值 of the damage in scope. */
  damageValue: (x: { of?: (a: Act) => DamageEvent | null } = {}): Ex<number> => (a) => {
    const d = x.of ? x.of(a) : a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true);
    return d?.amount ?? 0;
  },
  /** 4.2.13 失去的体力值 of the loss of hp in scope. */
  loseHpValue: (x: { of?: PlayersX } = {}): Ex<number> => (a) => {
    const e: LoseHpEvent | null = a.event.kind === "loseHp" ? a.event : a.engine.findEvent("loseHp", () => true);
    return e && (!x.of || x.of.peek(a).includes(e.player)) ? e.amount : 0;
  },
  /** 3.4.8 回复值 (其此次回复的体力值: of that player's recovery, else 0). */
  recoverValue: (x: { of?: PlayersX } = {}): Ex<number> => (a) => {
    const r: RecoverEvent | null = a.event.kind === "recover" ? a.event : a.engine.findEvent("recover", () => true);
    return r && (!x.of || x.of.peek(a).includes(r.player)) ? r.amount : 0;
  },
  /** 3.4.x 势力数: factions among the alive players. */
  factionCount: (): Ex<number> => (a) => new Set(a.engine.state.players.filter((p) => p.alive).map((p) => p.faction)).size,
  playerCount: (): Ex<number> => (a) => a.engine.state.players.filter((p) => p.alive).length,
  seatCount: (): Ex<number> => (a) => a.engine.state.players.length,
  /** 此牌的目标数 (4.2.4). */
  targetCount: (x: { of: CardsX }): Ex<number> => (a) => {
    const vc = x.of.virtual?.(a);
    const use = vc ? (a.engine.findEvent("use", (u) => u.card === vc) ?? useInScope(a)) : useInScope(a);
    return use?.targets.length ?? 0;
  },
  /** 3.2.3 点数 (a virtual card's own: none for several or none). */
  rank: (x: { of: CardsX }): Ex<number> => (a) => {
    const vc = x.of.virtual?.(a);
    // 4.2.3 ◎ (〖枪舞〗): a card with no rank (no physical card, or ranks that differ) is neither
    // 点数小于X nor 点数大于X — NaN fails every comparison.
    if (vc) return vc.rank ?? Number.NaN;
    const c = x.of.peek(a)[0];
    return c === undefined ? 0 : rankOfCard(a.engine, c);
  },
  rankSum: (x: { of: CardsX }): Ex<number> => (a) => x.of.peek(a).reduce((s, c) => s + rankOfCard(a.engine, c), 0),
  /** “X”数 (3.5.8): marks, or cards of a general pile of that name. */
  markCount: (x: { owner: PlayersX; name: string }): Ex<number> => (a) => {
    const o = x.owner.peek(a)[0];
    if (o === undefined) return 0;
    const p = player(a, o);
    return (p.marks[x.name] ?? 0) + (p.onGeneral[x.name]?.length ?? 0) + (p.besideGeneral[x.name]?.length ?? 0);
  },
  /**
   * 你以此法弃的“X”数 (3.5.33, 3.8.9/4.2.25): how many marks of that name this activation's 弃/获得
   * moved, read from the log's mark entries within each such operation.
   */
  marksMoved: (x: { op: "discardMark" | "gainMark"; name: string; who?: PlayersX }): Ex<number> => (a) => {
    const who = x.who ? new Set(x.who.peek(a)) : null;
    const entries = a.engine.log.entries;
    let n = 0;
    for (const r of a.records) {
      if (r.op !== x.op || (who && !who.has(r.by))) continue;
      for (let i = Math.max(r.from ?? a.startedAt, a.startedAt); i < r.at; i++) {
        const e = entries[i];
        if (e.t === "mark" && e.player === r.by && e.mark === x.name && (x.op === "gainMark") === e.delta > 0) n += Math.abs(e.delta);
      }
    }
    return n;
  },
  /** 发动过此技能的次数 (in a period; beforeThis: not counting this activation). */
  activations: (x: { who: PlayersX; period?: PeriodX; beforeThis?: boolean }): Ex<number> => (a) => {
    const who = x.who.peek(a);
    const w = historyWindow(a, x.period);
    if (!w) return 0;
    if (!x.beforeThis && w.live) a.readsLive();
    const entries = a.engine.log.entries;
    const end = Math.min(w.to, x.beforeThis ? a.startedAt : entries.length);
    let n = 0;
    for (let i = w.from; i < end; i++) {
      const e = entries[i];
      if (e.t === "skill" && e.skill === a.skill && who.includes(e.player)) n++;
    }
    return n;
  },
  /** 造成的伤害值之和 (in a period). */
  /** 3.4.7 <角色>于<时段>内造成/受到过的伤害值之和: the damage it dealt (source) or took (victim). */
  damageSum: (x: { who: PlayersX; side: "source" | "victim"; period?: PeriodX }): Ex<number> => (a) => {
    const who = x.who.peek(a);
    const w = historyWindow(a, x.period);
    if (!w) return 0;
    if (w.live) a.readsLive();
    const entries = a.engine.log.entries;
    let sum = 0;
    for (let i = w.from; i < Math.min(w.to, entries.length); i++) {
      const e = entries[i];
      if (e.t === "damage" && (x.side === "victim" ? who.includes(e.victim) : e.source !== null && who.includes(e.source))) sum += e.amount;
    }
    return sum;
  },
};
