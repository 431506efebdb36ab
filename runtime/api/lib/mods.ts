// State effects (m.*, 003 专题一 状态类效果): what a state part (锁定技，你的手牌上限+1) or an
// effect with a duration (其于此回合内不能使用【杀】) changes. Each is a generic modifier
// (runtime/values/generic.ts) with its own test of the query it applies to; the value and
// legality computations ask for them. A few act on the card being settled directly (此【杀】
// 对其无效, 无视其防具, 不能响应此【杀】): those also say how to apply themselves there.
import type { CardId, PlayerId } from "../../model/types.ts";
import type { VirtualCard } from "../../model/events.ts";
import type { ModKind, ModQuery } from "../../values/generic.ts";
import type { Act, CardsX, Ex, Filter, PeriodX, PlayersX, SkillsX, TargetX } from "./act.ts";
import type { CardSpec } from "./cards.ts";
import type { ModSpec } from "./statements.ts";
import { specName } from "./tests.ts";
import { useInScope } from "./cards.ts";
import { headFits } from "./specs.ts";
import { t } from "./misc.ts";
import { COLORS, SUITS } from "../../vocabulary/nouns.ts";

const has = (a: Act, x: PlayersX | undefined, p: PlayerId | undefined, fallback: PlayerId | null): boolean => {
  if (p === undefined) return false;
  if (!x) return fallback === null || p === fallback;
  return x.peek(a).includes(p);
};

/** Who a query is about: the player whose value or use it is, else the distance's start. */
export const subjectOf = (q: ModQuery): PlayerId | undefined => q.player ?? q.user ?? q.from;

/** Evaluates with `p` as the player the query is about, for 其 in the state (p.queried). */
const asking = <T>(a: Act, p: PlayerId | undefined, f: () => T): T => a.asking(p, f);

/** Whether a card query names one of the cards a selector describes (a name, or the cards). */
function cardMatches(a: Act, what: CardsX | CardSpec | undefined, q: ModQuery): boolean {
  if (!what) return true;
  if ("names" in what) {
    const name = specName(a, what);
    if (name !== null && q.cardName !== name) return false;
    if (name === null) {
      const head = what.names.find((n): n is { head?: string } => typeof n === "object");
      if (head === undefined || !headFits(a, head.head, q.cardName)) return false;
      // 不能弃置此类别的手牌 (3.8.8 ◆): a physical card in question is one of the player's hand cards.
      if (head.head === "handCard" && q.physical !== undefined && q.player !== undefined) {
        const zone = a.engine.state.zone(q.physical);
        if (zone.kind !== "hand" || zone.owner !== q.player) return false;
      }
    }
    // A described kind (与你以此法弃置的牌颜色相同的牌): the card in question passes its test.
    if (!what.filter) return true;
    const card = q.card ?? (q.physical !== undefined ? q.physical : q.cardName !== undefined ? nameOnly(q.cardName) : null);
    return card !== null && (what.filter as Filter<CardId | VirtualCard>)(a, card);
  }
  // A kind of card (锦囊牌): the card in question, or a card of the name in question.
  if (what.kind) {
    const card = q.card ?? (q.physical !== undefined ? q.physical : q.cardName !== undefined ? nameOnly(q.cardName) : null);
    return card !== null && (what.kind as Filter<CardId | VirtualCard>)(a, card);
  }
  // A described set (你的红色手牌): test the query's card against it.
  if (q.card) {
    const v = q.card;
    const ids = what.peek(a);
    if (v.physical.length > 0) return v.physical.every((c) => ids.includes(c));
    return a.withCandidate(1, v, () => false);
  }
  if (q.physical !== undefined) return what.peek(a).includes(q.physical);
  return false;
}

/** Whether a physical card is one of the cards a 视为 state describes (a set, or a kind of card). */
function describes(a: Act, what: CardsX, card: CardId): boolean {
  if (what.kind) return (what.kind as Filter<CardId>)(a, card);
  return what.peek(a).includes(card);
}

/** 使用或打出 (3.5.21) covers both, 使用、打出或弃置 (3.8.8) the three; otherwise the operation asked about. */
const opFits = (op: string, asked: string | undefined): boolean =>
  asked === op || ((op === "useOrPlay" || op === "useOrPlayOrDiscard") && (asked === "use" || asked === "play")) || (op === "useOrPlayOrDiscard" && asked === "discard");

/** A card known only by its name (a query about using 【杀】): no suit, colour or rank (4.2.3). */
function nameOnly(name: string): VirtualCard {
  return { vid: -1, name, suit: null, color: null, rank: null, physical: [], converted: false };
}

const VALUE_KINDS: Readonly<Record<string, ModKind>> = { 手牌上限: "handLimit", 攻击范围: "attackRange", 距离: "distance", 额定摸牌数: "drawCount" };
const MODES: Readonly<Record<string, ModSpec["mode"]>> = { "+": "delta", "-": "delta", 为: "base", 视为: "final", 无限: "infinite" };

/** How an effect's state applies to the card being settled (this use's current target). */
export interface DirectState {
  /** Applies it where it acts at once; false when it must wait as a modifier. */
  apply(a: Act): boolean;
}
export type EffectMod = ModSpec & {
  readonly direct?: DirectState;
  /** A second modifier the same words make (无次数的限制且无距离关系的限制). */
  readonly also?: EffectMod;
  /** The period its words give it (于此回合内…): how long it lasts when an effect starts it. */
  readonly period?: PeriodX;
};

/** A state with its own period (于此回合内…): it holds only while the period does. */
function during(period: PeriodX | undefined, spec: EffectMod): EffectMod {
  if (!period) return spec;
  // 于其回合内: 其 is the player the state is asked about.
  return { ...spec, period, appliesAct: (a, q) => asking(a, subjectOf(q), () => period.now(a)) && spec.appliesAct(a, q), ...(spec.also ? { also: during(period, spec.also) } : {}) };
}

export const m = {
  /** 手牌上限/攻击范围 ±X, 为X, 视为X, 无限; <from>至<to>的距离 ±X/视为X (3.4.6, 3.4.9, 3.4.10). */
  modifyValue: (x: { what: string; sign: string; n?: Ex<number>; who?: PlayersX; from?: PlayersX; to?: PlayersX; period?: PeriodX }): EffectMod => {
    const kind = VALUE_KINDS[x.what];
    if (!kind) throw new Error(`no value ${x.what}`);
    const sign = x.sign === "-" ? -1 : 1;
    return {
      kind,
      mode: MODES[x.sign] ?? "delta",
      ...(x.period ? { period: x.period } : {}),
      appliesAct: (a, q) =>
        asking(a, kind === "distance" ? q.from : q.player, () => (!x.period || x.period.now(a)) && (kind === "distance" ? has(a, x.from, q.from, null) && has(a, x.to, q.to, null) : has(a, x.who, q.player, a.you))),
      ...(x.n ? { amountAct: (a: Act, q: ModQuery) => asking(a, kind === "distance" ? q.from : q.player, () => sign * x.n!(a)) } : {}),
    };
  },
  /** 使用<cards>无次数的限制 / 无距离关系的限制 / 次数上限±X (4.2.2 专题三). */
  useLimit: (x: { what: CardsX; who?: PlayersX; to?: PlayersX; limit?: string; limit2?: string; sign?: string; n?: Ex<number>; period?: PeriodX; period2?: PeriodX }): EffectMod => {
    const limits = [x.limit, x.limit2].filter((l): l is string => l !== undefined);
    const kind: ModKind = x.sign ? "useLimit" : limits.includes("无距离关系的限制") && !limits.includes("无次数的限制") ? "noDistanceLimit" : "useUnlimited";
    const both = limits.includes("无距离关系的限制") && limits.includes("无次数的限制");
    const sign = x.sign === "-" ? -1 : 1;
    const spec: EffectMod = {
      kind,
      mode: "delta",
      appliesAct: (a, q) => asking(a, q.player ?? q.user, () => has(a, x.who, q.player ?? q.user, a.you) && (!x.to || q.target === undefined || x.to.peek(a).includes(q.target)) && cardMatches(a, x.what, q)),
      ...(x.n ? { amountAct: (a: Act, q: ModQuery) => asking(a, q.player ?? q.user, () => sign * x.n!(a)) } : {}),
    };
    // 无次数的限制且无距离关系的限制: both kinds (the second registered by op.state through `also`).
    return during(x.period ?? x.period2, both ? { ...spec, also: { ...spec, kind: "noDistanceLimit" } } : spec);
  },
  /** 使用<cards>的额定目标数上限±X (000 4.2.2 专题三 3.): the same query as 次数上限, another value. */
  targetLimit: (x: { what: CardsX; who?: PlayersX; sign: string; n: Ex<number>; period?: PeriodX; period2?: PeriodX }): EffectMod => ({ ...m.useLimit(x), kind: "targetLimit" }),
  /** <who>不是<user>使用<cards>的合法目标 (4.2.2 专题四). */
  notLegalTarget: (x: { who?: PlayersX; user?: PlayersX; what: CardsX | CardSpec; period?: PeriodX }): EffectMod => during(x.period, {
    kind: "notLegalTarget",
    appliesAct: (a, q) => has(a, x.who, q.target, a.you) && (!x.user || (q.user !== undefined && x.user.peek(a).includes(q.user))) && cardMatches(a, x.what, q),
  }),
  /** <card>不是<with>的合法目标 (3.7.1): the card cannot be answered with such cards. */
  cannotRespond: (x: { card: CardsX; with: CardSpec }): EffectMod => ({
    kind: "cannotRespond",
    appliesAct: (a, q) => {
      const v = x.card.virtual?.(a);
      return v !== null && v !== undefined && q.card === v && q.cardName === specName(a, x.with);
    },
    direct: {
      apply: (a) => {
        const v = x.card.virtual?.(a);
        const name = specName(a, x.with);
        const use = v ? a.engine.findEvent("use", (u) => u.card === v) : null;
        if (!use || name === null) return false;
        use.notTargetOf = [...(use.notTargetOf ?? []), name];
        return true;
      },
    },
  }),
  /** <who>不能<op>…: 使用/打出/响应 (3.7.1) — an operation row's arguments, as a ban. */
  cannot: (x: { op: string; args: Readonly<Record<string, unknown>> }): EffectMod => {
    const who = x.args.who as PlayersX | undefined;
    const what = x.args.what as CardsX | CardSpec | undefined;
    return {
      kind: "cannot",
      appliesAct: (a, q) => opFits(x.op, q.op) && has(a, who, q.player, a.you) && cardMatches(a, what, q),
      direct: {
        // 不能响应此【杀】 (3.7.1 ◆): the card in scope is not a legal target of their responses.
        apply: (a) => {
          if (x.op !== "respond") return false;
          const card = (what as CardSpec | undefined)?.as?.virtual?.(a);
          const use = card ? a.engine.findEvent("use", (u) => u.card === card) : useInScope(a);
          if (!use) return false;
          use.noResponseFrom = [...(use.noResponseFrom ?? []), ...(who?.peek(a) ?? [])];
          return true;
        },
      },
    };
  },
  /** <cards>对<target>无效 (3.7.5 ①): skipped when the use reaches that target. */
  nullify: (x: { card: CardsX; target?: TargetX; player?: PlayersX; period?: PeriodX }): EffectMod => nullifyFor(x.card, x.target ?? t.where({ card: x.card, filter: (a, p) => x.player?.peek(a).includes(p) ?? false }), x.period),
  /** <who>无视<whose>的防具 (3.7.7). */
  ignoreArmor: (x: { who?: PlayersX; whose: PlayersX; period?: PeriodX; during?: string }): EffectMod => during(x.period, {
    kind: "ignoreArmor",
    appliesAct: (a, q) => has(a, x.who, q.user, a.you) && q.player !== undefined && x.whose.peek(a).includes(q.player),
    direct: {
      apply: (a) => {
        const use = useInScope(a);
        const t = use?.targets[use.current];
        if (!use || !t || !x.whose.peek(a).includes(t.player)) return false;
        t.ignoreArmor = true;
        return true;
      },
    },
  }),
  /**
   * 于<一段时间>内将操控<whom>的玩家改为操控<by>的玩家 (3.5.3): by's player makes whom's decisions and
   * sees what whom may see (the engine asks by's agent with whom's view). Read in the activation
   * that started it (其: the player chosen then).
   */
  control: (x: { whom: PlayersX; by: PlayersX; period?: PeriodX }): EffectMod =>
    during(x.period, {
      kind: "control",
      appliesAct: (a, q) => q.player !== undefined && x.whom.peek(a).includes(q.player),
      controllerAct: (a) => x.by.peek(a)[0] ?? null,
    }),
  /** <skills>无效 (3.7.5 ②). */
  skillInvalid: (x: { what: SkillsX; period?: PeriodX }): EffectMod => during(x.period, {
    kind: "skillInvalid",
    // A player's skills (此目标对应的角色的…技能) are invalid as that player's, not wherever the name is.
    appliesAct: (a, q) => q.skill !== undefined && x.what(a).includes(q.skill) && (!x.what.owners || (q.player !== undefined && x.what.owners(a).includes(q.player))),
  }),
  /** <cards>的牌名视为<as> (3.8.10 ②). */
  nameAs: (x: { what: CardsX; as: CardSpec }): EffectMod => ({
    kind: "nameAs",
    appliesAct: (a, q) => q.physical !== undefined && describes(a, x.what, q.physical),
    asName: x.as.names.find((n): n is string => typeof n === "string") ?? "",
  }),
  /** <cards>的花色/颜色视为<as> (3.8.10 ②): read through runtime/engine/cardSuits.ts. */
  attrAs: (x: { what: CardsX; attr: string; as: string }): EffectMod => {
    const attr = x.attr === "花色" ? "suit" : "color";
    const value = attr === "suit" ? SUITS.find((s) => s.word === x.as)?.id : COLORS.find((c) => c.word === x.as)?.id;
    if (value === undefined) throw new Error(`no ${attr} ${x.as}`);
    return {
      kind: "attrAs",
      appliesAct: (a, q) => q.physical !== undefined && describes(a, x.what, q.physical),
      asAttr: { attr, value },
    };
  },
  /** 3.4.22 <cards>的点数+X/-X (a ΔP) or 视为X (Pf): runtime/engine/cardSuits.ts rankOfCard reads them. */
  rankMod: (x: { what: CardsX; sign: string; n: Ex<number>; period?: PeriodX }): EffectMod =>
    during(x.period, {
      kind: "rank",
      mode: x.sign === "视为" ? "final" : "delta",
      appliesAct: (a, q) => q.physical !== undefined && describes(a, x.what, q.physical),
      amountAct: (a) => (x.sign === "-" ? -1 : 1) * x.n(a),
    }),
  /** <who>视为装备着<card> (3.8.10 ①): runtime/engine/modifiers.ts gives it the card's skills. */
  equipAs: (x: { who: PlayersX; what: CardSpec }): EffectMod => {
    const name = x.what.names.find((n): n is string => typeof n === "string");
    if (name === undefined) throw new Error("视为装备着 names one equipment card");
    return {
      kind: "equipAs",
      appliesAct: (a, q) => q.player !== undefined && asking(a, q.player, () => x.who.peek(a).includes(q.player!)),
      asCard: name,
    };
  },
  /**
   * <who>能如手牌般使用或打出<what> (3.8.4): those cards join the choice of a card's physical cards
   * wherever it is made among the player's cards or hand cards in a specific number (runtime/engine/asHand.ts).
   */
  asHand: (x: { who: PlayersX; what: CardsX }): EffectMod => ({
    kind: "asHand",
    appliesAct: (a, q) => q.player !== undefined && q.physical !== undefined && asking(a, q.player, () => x.who.peek(a).includes(q.player!)) && describes(a, x.what, q.physical),
  }),
  /** <who>视为在<of>的攻击范围内 (3.8.10). */
  inRangeAs: (x: { who: PlayersX; of: PlayersX }): EffectMod => ({
    kind: "inRangeAs",
    // 除其外的…角色: 其 is the player seen as in range.
    appliesAct: (a, q) => q.to !== undefined && q.from !== undefined && asking(a, q.to, () => x.who.peek(a).includes(q.to!) && x.of.peek(a).includes(q.from!)),
  }),
  /** <card>的伤害值基数+X (3.4.7). */
  addBase: (x: { card: CardsX; n: Ex<number> }): EffectMod => ({
    kind: "addBase",
    mode: "delta",
    appliesAct: (a, q) => {
      const v = x.card.virtual?.(a);
      return v !== null && v !== undefined && q.card === v;
    },
    amountAct: (a) => x.n(a),
  }),
};

/** <cards>对<target>无效 (3.7.5 ①): skipped when the use reaches that target. */
function nullifyFor(card: CardsX, target: TargetX, period: PeriodX | undefined): EffectMod {
  const x = { card, target };
  return during(period, {
    kind: "nullify",
    appliesAct: (a, q) => {
      // A state (【杀】于此回合内对对应的角色为你的目标无效): the target in question fits the description.
      if (x.target.describes) return q.target !== undefined && x.target.describes(a, q.target) && cardMatches(a, x.card, q);
      const ref = x.target(a);
      const players = ref ? (ref.indices ?? [ref.index]).map((i) => ref.use.targets[i]?.player) : [];
      return q.target !== undefined && players.includes(q.target) && cardMatches(a, x.card, q);
    },
    direct: {
      apply: (a) => {
        const ref = x.target(a);
        const ts = ref ? (ref.indices ?? [ref.index]).map((i) => ref.use.targets[i]).filter((tg) => tg !== undefined) : [];
        if (ts.length === 0) return false;
        for (const tg of ts) tg.nullified = true;
        return true;
      },
    },
  });
}
