// Selectors for the other kinds of thing a text names: targets (t.*, 3.5.32), damages (d.*,
// 3.5.23), phases (ph.*, 4.1.1.6), periods (pd.*, 3.6.2 ◆ 于…内), zones (z.*, 3.3), skills
// (sk.*, 3.2.7), suits and colours (a.*, 3.2.1–3.2.2), and the argument bundles of history
// tests and 不能 states (args).
import { EQUIP_SLOTS, type CardId, type Faction, type PlayerId, type Suit, type ZoneRef } from "../../model/types.ts";
import type { CouncilEvent, DamageEvent, GameEvent, UseEvent } from "../../model/events.ts";
import type { LogEntry } from "../../log/log.ts";
import type { PhaseName } from "../../timing/catalogue.ts";
import type { ModUntil } from "../../values/generic.ts";
import type { Act, CardsX, DamageX, Ex, Filter, HistoryWindow, PeriodX, PhaseX, PlayersX, SkillsX, TargetRef, TargetX, ZoneDest, ZoneX } from "./act.ts";
import { useInScope } from "./cards.ts";
import { colorOfCard, suitOfCard } from "../../engine/cardSuits.ts";
import { equippedAs } from "../../engine/modifiers.ts";

// ---------------------------------------------------------------- targets (3.5.32)

/** The use a card reference names (此牌, 此【杀】): its use event. */
export function useOfCards(a: Act, card: CardsX): UseEvent | null {
  const v = card.virtual?.(a);
  if (v) {
    if (a.card?.use && a.card.use.card === v) return a.card.use;
    if (a.event.kind === "use" && a.event.card === v) return a.event;
    return a.engine.findEvent("use", (u) => u.card === v);
  }
  return useInScope(a);
}

export const t = {
  /** 此目标 / 当前目标: the target of the use in scope being processed. */
  current: (): TargetX => (a) => {
    const use = useInScope(a);
    if (!use) return null;
    if (a.card?.target !== null && a.card?.target !== undefined && a.card.use === use) {
      const index = use.targets.findIndex((x) => x.player === a.card!.target);
      return index < 0 ? null : { use, index };
    }
    return use.current >= 0 && use.current < use.targets.length ? { use, index: use.current } : null;
  },
  /** 对应的角色为你的目标 (3.5.32): the first target of the card whose player passes the filter. */
  where: (x: { card: CardsX; filter: Filter<PlayerId> }): TargetX =>
    Object.assign(
      (a: Act): TargetRef | null => {
        const use = useOfCards(a, x.card);
        if (!use) return null;
        const index = use.targets.findIndex((tg) => x.filter(a, tg.player));
        return index < 0 ? null : { use, index };
      },
      { describes: x.filter },
    ),
  /** 此牌的一个目标 chosen (取消其中一个目标 …): the chooser picks among the card's targets. */
  choose: (x: { card: CardsX; min: Ex<number>; max: Ex<number> | null; filter: Filter<PlayerId>; chooser: PlayersX; bind: string; at?: string }): TargetX => (a) => {
    const bound = a.bound.get(x.bind) as TargetRef | undefined;
    if (bound) return bound;
    const use = useOfCards(a, x.card);
    if (!use) return null;
    const candidates = use.targets.map((tg) => tg.player).filter((q) => x.filter(a, q));
    if (candidates.length === 0) return null;
    const chooser = x.chooser.peek(a)[0] ?? a.you;
    // 一个目标 / 至少一个目标 (3.4.13): as many as the text allows (no upper bound: all of them).
    const min = Math.min(Math.max(x.min(a), 1), candidates.length);
    const max = x.max === null ? candidates.length : Math.min(Math.max(x.max(a), min), candidates.length);
    const picked = a.engine.ask.players(chooser, candidates, min, max, `${a.skill}:target`);
    if (picked.length === 0) return null;
    const indices = picked.map((p) => use.targets.findIndex((tg) => tg.player === p));
    const ref: TargetRef = indices.length > 1 ? { use, index: indices[0], indices } : { use, index: indices[0] };
    a.bound.set(x.bind, ref);
    return ref;
  },
};

/** The player of a target. */
export function targetPlayer(ref: TargetRef | null): PlayerId | null {
  return ref ? (ref.use.targets[ref.index]?.player ?? null) : null;
}

// ---------------------------------------------------------------- damages (3.5.23)

export const d = {
  /** 此伤害: the damage event in scope (the timing's, or the nearest on the stack). */
  current: (): DamageX => (a) => (a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true)),
  cand: (x: { depth: number }): DamageX => (a) => (a.cands[x.depth] as DamageEvent | undefined) ?? null,
};

// ---------------------------------------------------------------- phases (4.1.1.6)

const PHASE_ORDER: readonly PhaseName[] = ["prepare", "judge", "draw", "play", "discard", "finish"];
const fixedPhases = (f: (a: Act) => PhaseName[]): PhaseX => ({ peek: f, get: f });

export const ph = {
  named: (x: { phase: string; ofThisTurn?: boolean; owner?: PlayersX }): PhaseX => fixedPhases(() => [x.phase as PhaseName]),
  /** 此阶段: the phase in scope; 此出牌阶段 (`phase`): that phase only if it is one. */
  this: (x?: { phase?: string }): PhaseX => fixedPhases((a) => {
    const e = a.event.kind === "phase" ? a.event : a.engine.findEvent("phase", () => true);
    return e && (x?.phase === undefined || e.phase === x.phase) ? [e.phase] : [];
  }),
  /** 一个阶段 (跳过一个阶段): the performer chooses one. */
  any: (): PhaseX => ({
    peek: () => [...PHASE_ORDER],
    get: (a, purpose) => {
      const i = a.engine.ask.option(a.actor, PHASE_ORDER.map((p) => p), purpose);
      return [PHASE_ORDER[i] ?? "play"];
    },
  }),
  /** <阶段>和<阶段> (跳过此回合的判定阶段和摸牌阶段): each of them, in the text's order. */
  union: (x: { items: readonly PhaseX[] }): PhaseX => ({
    peek: (a) => [...new Set(x.items.flatMap((i) => i.peek(a)))],
    get: (a, purpose) => {
      const out: PhaseName[] = [];
      for (const i of x.items) {
        const got = i.get(a, purpose);
        if (!got) return null;
        for (const p of got) if (!out.includes(p)) out.push(p);
      }
      return out;
    },
  }),
  /** The set of phases a description names (所有阶段 …), for counting. */
  set: (x: { phase: PhaseX }): PhaseX => ({ peek: (a) => x.phase.peek(a), get: (a) => x.phase.peek(a) }),
};

// ---------------------------------------------------------------- periods (3.6.2 ◆ 于…内)

/** Where in the log an event began (for history tests over a period). */
const beginIndex = new WeakMap<object, { scanned: number; at: Map<number, number> }>();
export function logIndexOf(a: Act, eventId: number): number {
  let m = beginIndex.get(a.engine);
  if (!m) beginIndex.set(a.engine, (m = { scanned: 0, at: new Map() }));
  const entries = a.engine.log.entries;
  for (; m.scanned < entries.length; m.scanned++) {
    const e = entries[m.scanned];
    if (e.t === "begin") m.at.set(e.id, m.scanned);
  }
  return m.at.get(eventId) ?? 0;
}

/**
 * The part of the log a history over `period` reads (于此回合内…过的: from the turn's start);
 * null: the period names nothing now (其回合内 with no such turn), so nothing happened in it.
 */
export function historyWindow(a: Act, period: PeriodX | undefined): HistoryWindow | null {
  if (!period) return { from: 0, to: Number.POSITIVE_INFINITY, live: true };
  if (period.window) return period.window(a);
  const owner = period.owner(a);
  if (!owner) return null;
  return { from: logIndexOf(a, owner.id), to: Number.POSITIVE_INFINITY, live: a.engine.stack.includes(owner) };
}

/** The log span of this turn's (first) phase of `phases`: [its begin, its end or now). */
function phaseWindow(a: Act, turn: GameEvent, phases: readonly string[]): HistoryWindow {
  const entries = a.engine.log.entries;
  const player = (turn as { player: PlayerId }).player;
  let i = logIndexOf(a, turn.id);
  while (i < entries.length && !isPhase(entries[i], player, phases)) i++;
  for (; i < entries.length; i++) {
    const e = entries[i];
    if (e.t !== "begin" || e.event !== "phase") continue;
    for (let j = i + 1; j < entries.length; j++) {
      const end = entries[j];
      if (end.t === "end" && end.id === e.id) return { from: i, to: j, live: false };
    }
    return { from: i, to: Number.POSITIVE_INFINITY, live: true };
  }
  // Not begun yet: what happens in it is still to come.
  return { from: entries.length, to: entries.length, live: true };
}

const isPhase = (e: LogEntry, player: PlayerId, phases: readonly string[]) => e.t === "phase" && e.player === player && !e.skipped && phases.includes(e.phase);

function period(owner: (a: Act) => GameEvent | null, kind: "turn" | "phase" | "event"): PeriodX {
  return {
    now: (a) => owner(a) !== null,
    owner,
    until: (a): ModUntil => {
      const e = owner(a);
      return e ? { kind, id: e.id } : { kind: "forever" };
    },
  };
}

const ownerOf: PlayersX = { peek: (a) => [a.you], get: (a) => [a.you], single: true };

const turnEvent = (a: Act, whose?: PlayersX): GameEvent | null => {
  const who = whose?.peek(a);
  return a.engine.findEvent("turn", (e) => who === undefined || who.includes(e.player));
};

export const pd = {
  /** 于此局游戏内 (3.5.33): the whole game, always running; its history is the whole log. */
  game: (): PeriodX => ({
    now: () => true,
    owner: () => null,
    until: (): ModUntil => ({ kind: "forever" }),
    window: () => ({ from: 0, to: Number.POSITIVE_INFINITY, live: true }),
  }),
  /** 于此回合内 (until 回合结束前❼ closes it). */
  thisTurn: (): PeriodX => period((a) => turnEvent(a), "turn"),
  thisPhase: (): PeriodX => period((a) => (a.event.kind === "phase" ? a.event : a.engine.findEvent("phase", () => true)), "phase"),
  /** 于其回合内 / 回合外 (whose: 你 unless named); a phase played outside a turn is the current player's. */
  turnOf: (x: { whose?: PlayersX } = {}): PeriodX => {
    const p = period((a) => turnEvent(a, x.whose ?? ownerOf), "turn");
    return {
      ...p,
      now: (a) => p.now(a) || (a.engine.findEvent("turn", () => true) === null && (x.whose ?? ownerOf).peek(a).includes(a.engine.currentPlayer)),
    };
  },
  /** 于<角色>的出牌阶段内: now while that phase (of that player) is in progress. */
  phaseOf: (x: { phase: PhaseX; whose?: PlayersX }): PeriodX =>
    period((a) => {
      const phases = x.phase.peek(a);
      const who = x.whose?.peek(a);
      // A description (其他角色的出牌阶段) is tested on the phase's owner, who may have died in it
      // (4.2.19 ◆: the phase goes on; 000 4.2.4 ◎ 吕布（神）/〖佐定〗).
      const owns = (p: PlayerId) => who === undefined || (x.whose?.describes ? x.whose.describes(a, p) : who.includes(p));
      return a.engine.findEvent("phase", (e) => phases.includes(e.phase) && owns(e.player));
    }, "phase"),
  /**
   * 于此回合的出牌阶段内: while that phase of the current turn is in progress; a state set up
   * before the phase lasts the turn and applies inside the phase only (op.state checks now()).
   */
  phaseOfThisTurn: (x: { phase: PhaseX }): PeriodX => {
    const inPhase = (a: Act) => {
      const turn = turnEvent(a);
      const phases = x.phase.peek(a);
      const e = a.engine.findEvent("phase", (p) => phases.includes(p.phase));
      return turn && e && e.player === (turn as { player: PlayerId }).player ? e : null;
    };
    return {
      now: (a) => inPhase(a) !== null,
      owner: (a) => inPhase(a) ?? turnEvent(a),
      until: (a) => {
        const e = turnEvent(a);
        return e ? { kind: "turn", id: e.id } : { kind: "forever" };
      },
      // After the phase (at 弃牌阶段), its history is that phase's, not the whole turn's.
      window: (a) => {
        const turn = turnEvent(a);
        return turn ? phaseWindow(a, turn, x.phase.peek(a)) : null;
      },
    };
  },
  /** 于此次拼点中 / 于此次议事中: the 拼点 or 议事 in scope (the timing's, or one in progress), from its start. */
  thisEvent: (x: { event: "pindian" | "council" }): PeriodX =>
    period((a) => (x.event === "council" ? councilInScope(a) : a.event.kind === "pindian" ? a.event : a.engine.findEvent("pindian", () => true)), "event"),
  /** 于<角色>下回合开始之前: a duration until that player's next turn begins (回合开始后❻). */
  beforeNextTurn: (x: { whose: PlayersX }): PeriodX => ({
    now: () => true,
    owner: () => null,
    until: (a): ModUntil => {
      const p = x.whose.peek(a)[0];
      return p === undefined ? { kind: "forever" } : { kind: "nextTurnOf", player: p, begun: a.engine.skillStates.turnsStarted(p) };
    },
  }),
  /** 此牌结算结束前 / 对此目标结算 (4.2.4): the use being settled. */
  settlement: (x: { card: CardsX; target?: TargetX }): PeriodX => period((a) => useOfCards(a, x.card) ?? useInScope(a), "event"),
};

/** 于<时段>内 on an operation: how long its state lasts. */
export const until = (x: { period: PeriodX }): PeriodX => x.period;

// ---------------------------------------------------------------- zones (3.3)

const ZONES: Readonly<Record<string, (owner: PlayerId | null) => ZoneDest | null>> = {
  discardPile: () => ({ kind: "discardPile" }),
  drawPileTop: () => ({ kind: "drawPile", end: "top" }),
  drawPileBottom: () => ({ kind: "drawPile", end: "bottom" }),
  processing: () => ({ kind: "processing" }),
  destination: () => ({ kind: "destination" }),
  hand: (o) => (o === null ? null : { kind: "hand", owner: o }),
  equip: (o) => (o === null ? null : { kind: "equip", owner: o }),
  judge: (o) => (o === null ? null : { kind: "judge", owner: o }),
  generalOn: (o) => (o === null ? null : { kind: "general", owner: o, side: "on" }),
  generalBeside: (o) => (o === null ? null : { kind: "general", owner: o, side: "beside" }),
  granary: () => ({ kind: "public", area: "granary" }), // 仓廪 3.3.18
  storehouse: () => ({ kind: "public", area: "storehouse" }), // 府库 3.3.19
  benevolence: () => ({ kind: "public", area: "benevolence" }), // 仁道 3.3.20
};

export const z = {
  zone: (x: { zone: string; owner?: PlayersX }): ZoneX => {
    const make = ZONES[x.zone];
    if (!make) throw new Error(`unknown zone ${x.zone}`);
    const f = (a: Act): ZoneDest | null => {
      const chosen = x.owner?.choice ? (a.bound.get(x.owner.choice.bind) as PlayerId[] | undefined) : undefined;
      const owner = x.owner ? ((chosen ?? x.owner.peek(a))[0] ?? null) : a.actor;
      return make(owner);
    };
    return x.owner?.choice ? Object.assign(f, { ownerChoice: { owner: x.owner, of: (o: PlayerId) => make(o) } }) : f;
  },
};

/**
 * The zone a card goes to in a destination: an equipment zone's slot is the card's subtype
 * (3.3.13), a general pile needs its name. Null when the card cannot go there.
 */
export function zoneRefFor(a: Act, dest: ZoneDest, card: CardId, pile = ""): ZoneRef | null {
  switch (dest.kind) {
    case "drawPile":
    case "discardPile":
    case "processing":
      return { kind: dest.kind };
    case "hand":
    case "judge":
      return { kind: dest.kind, owner: dest.owner };
    case "equip": {
      const sub = a.engine.registry.cards.get(a.engine.state.cards[card].name)?.subtype;
      const slot = EQUIP_SLOTS.find((s) => s === sub);
      return slot ? { kind: "equip", owner: dest.owner, slot } : null;
    }
    case "general":
      return { kind: "general", owner: dest.owner, pile, side: dest.side };
    case "public":
      return { kind: "public", area: dest.area, pile };
    case "destination":
      return null;
  }
}

// ---------------------------------------------------------------- skills (3.2.7)

/** The skills a player has now (general skills and equipment skills). */
export function skillsOfPlayer(a: Act, who: PlayerId, generalOnly: boolean): string[] {
  const p = a.engine.state.players[who];
  const out = [...p.skills];
  if (!generalOnly) {
    for (const card of Object.values(p.equipment)) {
      if (card === undefined) continue;
      out.push(...(a.engine.registry.cards.get(a.engine.state.cards[card].name)?.skills ?? []));
    }
    // 视为装备着 (3.8.10 ①): it has those cards' skills.
    for (const name of equippedAs(a.engine, who)) for (const s of a.engine.registry.cards.get(name)?.skills ?? []) if (!out.includes(s)) out.push(s);
  }
  return out;
}

export const sk = {
  /** 〖X〗: the skill of that name in the naming skill's own pack first (issue #5 item 5). */
  named: (x: { name: string }): SkillsX => (a) => [a.engine.registry.resolveSkill(x.name, a.skill)],
  /** 此技能. */
  this: (): SkillsX => (a) => [a.skill],
  union: (x: { items: readonly SkillsX[] }): SkillsX => (a) => [...new Set(x.items.flatMap((i) => i(a)))],
  cand: (x: { depth: number }): SkillsX => (a) => {
    const v = a.cands[x.depth];
    return typeof v === "string" ? [v] : [];
  },
  /** 以此法失去/获得的技能 (3.5.33): the skills this activation's loseSkill/gainSkill moved. */
  happened: (x: { op: string }): SkillsX => (a) => (a.bound.get(`#skills.${x.op}`) as string[] | undefined) ?? [],
  /** 其(武将牌上的)所有…技能: the owner's skills passing the filter. */
  of: (x: { owner: PlayersX; general: boolean; filter: Filter<string> }): SkillsX =>
    Object.assign((a: Act) => x.owner.peek(a).flatMap((o) => skillsOfPlayer(a, o, x.general).filter((s) => x.filter(a, s))), { owners: (a: Act) => x.owner.peek(a) }),
  /**
   * 其防具技能 (3.1.7: 装备技能 are 武器/防具/坐骑/宝物技能): the skills of the owner's equipped cards of
   * those subtypes, and of the cards of them it is 视为装备着 (3.8.10 ①).
   */
  equipment: (x: { owner: PlayersX; subtypes: readonly string[] }): SkillsX =>
    Object.assign(
      (a: Act) =>
        x.owner.peek(a).flatMap((o) => {
          const p = a.engine.state.players[o];
          const names = [...Object.values(p.equipment).flatMap((c) => (c === undefined ? [] : [a.engine.state.cards[c].name])), ...equippedAs(a.engine, o)];
          return [...new Set(names.flatMap((n) => {
            const def = a.engine.registry.cards.get(n);
            return def?.subtype !== undefined && x.subtypes.includes(def.subtype) ? def.skills : [];
          }))];
        }),
      { owners: (a: Act) => x.owner.peek(a) },
    ),
};

// ---------------------------------------------------------------- suits, colours and card types (3.2.1–3.2.2, 3.1.4)

/** A card type (3.1.4): the category a card's name gives it. */
export type CategoryValue = "basic" | "trick" | "equipment";
export type AttrValue = Suit | "red" | "black" | "none" | CategoryValue | Faction;
export type AttrX = (a: Act) => AttrValue[];

/** 3.2.6: the factions a 选择一个势力 chooses among (◆ one nobody in the game has too; 野/西 are no faction of this game's modes). */
export const FACTION_VALUES: readonly Faction[] = ["wei", "shu", "wu", "qun", "jin", "god"];

const SUIT_VALUES: readonly Suit[] = ["spade", "heart", "club", "diamond"];
const COLOR_VALUES: readonly AttrValue[] = ["red", "black"];
export const CATEGORY_VALUES: readonly CategoryValue[] = ["basic", "trick", "equipment"];

export function colorOf(suit: Suit | null): "red" | "black" | "none" {
  return suit === null ? "none" : suit === "heart" || suit === "diamond" ? "red" : "black";
}

/** A card's suit (a virtual card's: its physical cards', 3.1.9 ◆; none for 无对应的实体牌). */
export function suitOfCards(a: Act, cards: CardsX): (Suit | null)[] {
  const v = cards.virtual?.(a) ?? cards.judged?.(a);
  if (v) return [v.suit ?? null];
  return cards.peek(a).map((c) => suitOfCard(a.engine, c));
}

/** A card's colour (a virtual card's, 4.2.3; a physical card's as a 视为 state treats it, 3.8.10). */
function colorOfCards(a: Act, cards: CardsX): AttrValue[] {
  const v = cards.virtual?.(a) ?? cards.judged?.(a);
  if (v) return [v.color ?? "none"];
  return cards.peek(a).map((c) => colorOfCard(a.engine, c));
}

/** The card type of cards (a virtual card's by its name: 3.1.4, the name decides it). */
function categoryOfCards(a: Act, cards: CardsX): AttrValue[] {
  const v = cards.virtual?.(a);
  const names = v ? [v.name] : cards.peek(a).map((c) => a.engine.state.cards[c].name);
  return names.map((n) => a.engine.registry.cards.get(n)?.category ?? "none");
}

export const attr = {
  /** 此牌的花色 / 颜色 / 类别. */
  of: (x: { attr: "suit" | "color" | "category"; cards: CardsX }): AttrX => (a) => {
    if (x.attr === "category") return categoryOfCards(a, x.cards);
    return x.attr === "suit" ? suitOfCards(a, x.cards).map((s) => s ?? "none") : colorOfCards(a, x.cards);
  },
  /** 你的势力 (3.2.6): a player's faction. */
  factionOf: (x: { who: PlayersX }): AttrX => (a) => x.who.peek(a).map((p) => a.engine.state.players[p].faction),
  /** 其选择的花色, 此颜色, 此类别, 该势力: what op.chooseSuit bound (by that player, or the last chosen). */
  chosen: (x: { attr: "suit" | "color" | "category" | "faction"; by?: PlayersX }): AttrX => (a) => {
    const by = x.by?.peek(a)[0];
    const v = a.bound.get(by === undefined ? `#chosen.${x.attr}` : `#chosen.${x.attr}.${by}`) as AttrValue | undefined;
    return v === undefined ? [] : [v];
  },
  /** 一种花色/颜色/类别, 一个势力 (what 选择 chooses among). */
  all: (x: { attr: "suit" | "color" | "category" | "faction" }): AttrX => () => (x.attr === "suit" ? [...SUIT_VALUES] : x.attr === "color" ? [...COLOR_VALUES] : x.attr === "faction" ? [...FACTION_VALUES] : [...CATEGORY_VALUES]),
};

// ---------------------------------------------------------------- argument bundles

/** The arguments of a row inside a history test (q.did) or a 不能 state (m.cannot). */
export type Args = Readonly<Record<string, unknown>>;
export const args = (x: Args): Args => x;

export type { PlayerId };

/**
 * The 议事 in scope (3.5.61): the timing's own (议事决算时, 议事结束后), else the last one this
 * activation held (op.council binds "#council").
 */
export function councilInScope(a: Act): CouncilEvent | null {
  if (a.event.kind === "council") return a.event;
  const held = a.bound.get("#council") as readonly CouncilEvent[] | undefined;
  return held?.[held.length - 1] ?? a.engine.findEvent("council", () => true);
}
