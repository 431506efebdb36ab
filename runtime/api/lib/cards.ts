// Card selectors (c.*) and cards to use or play (card.*): a player's cards in regions (3.5.4),
// a choice of some of them, cards named before (这些牌, 此牌), the event's cards (判定牌, the
// moved cards, 此【杀】), X对应的实体牌 (3.1.9), the top of the draw pile, a pile “X”.
import type { CardId, PlayerId, PublicArea, ZoneRef } from "../../model/types.ts";
import { EQUIP_SLOTS } from "../../model/types.ts";
import { asHandCards } from "../../engine/asHand.ts";
import type { CouncilEvent, UseEvent, VirtualCard } from "../../model/events.ts";
import { filterAll, type Act, type CardsX, type Ex, type Filter, type PlayersX } from "./act.ts";
import { cardsHappened, cardsUsed, ordinalHappening, originAtUse, originSince } from "./history.ts";
import { isLegalTarget, legalTargets } from "../../values/targets.ts";
import { withinUseLimit } from "../../values/useLimits.ts";

const REGION_ORDER = ["hand", "equip", "judge"] as const;

export function cardsOf(a: Act, owner: PlayerId, regions: readonly string[]): CardId[] {
  const out: CardId[] = [];
  for (const r of REGION_ORDER) if (regions.includes(r)) out.push(...(a.asOf === null ? a.engine.view.cardsIn(owner, [r]) : cardsInAsOf(a, owner, r, a.asOf)));
  // One slot of the equipment area (3.3.7–3.3.12): "equip.<slot>".
  if (!regions.includes("equip")) {
    for (const slot of EQUIP_SLOTS) {
      const card = a.engine.state.players[owner].equipment[slot];
      if (card !== undefined && regions.includes(`equip.${slot}`)) out.push(card);
    }
  }
  // 武将牌上/旁 piles (3.3.16–3.3.17).
  if (regions.includes("general")) out.push(...pileCards(a, owner, null));
  // Its judgement cards (3.5.4 ◆, a 视为 description): the cards of its judgements in progress, in the
  // processing area (not its judge area's cards).
  if (regions.includes("judgeCard")) {
    for (const e of a.engine.stack) if (e.kind === "judge" && e.player === owner && e.card !== null && a.engine.state.zone(e.card).kind === "processing") out.push(e.card);
  }
  return out;
}

/**
 * A region's cards as they were at a log index (于…后, 3.6.3): its cards now, with every move since
 * undone, latest first — a card moved in since was not there, one moved out was.
 */
function cardsInAsOf(a: Act, owner: PlayerId, region: (typeof REGION_ORDER)[number], at: number): CardId[] {
  const held = new Set(a.engine.view.cardsIn(owner, [region]));
  const entries = a.engine.log.entries;
  for (let i = entries.length - 1; i >= at; i--) {
    const e = entries[i];
    if (e.t !== "move") continue;
    e.cards.forEach((c, k) => {
      if (inRegionKey(e.to[k], region, owner)) held.delete(c);
      if (inRegionKey(e.from[k], region, owner)) held.add(c);
    });
  }
  return [...held];
}

/** Whether a zone key (`hand0`, `equip0.weapon`, …) is the region of a player. */
function inRegionKey(key: string, region: string, owner: PlayerId): boolean {
  if (region === "hand" || region === "judge") return key === `${region}${owner}`;
  if (region.startsWith("equip.")) return key === `equip${owner}.${region.slice(6)}`;
  return key.startsWith(`${region}${owner}.`);
}

/** The cards called `name` on or beside a player's general card (3.3.16–3.3.17); null: all on it (武将牌上的牌). */
export function pileCards(a: Act, owner: PlayerId, name: string | null): CardId[] {
  const e = a.engine;
  if (name !== null) return [...e.pile(owner, name, "on"), ...e.pile(owner, name, "beside")];
  return [...e.piles(owner, "on").values()].flat();
}

/** The use event whose card the text names (此【杀】, 此牌): the nearest use of that name. */
export function useInScope(a: Act, name?: string): UseEvent | null {
  if (a.card?.use && (!name || a.card.use.card.name === name)) return a.card.use;
  if (a.event.kind === "use" && (!name || a.event.card.name === name)) return a.event;
  return a.engine.findEvent("use", (u) => !name || u.card.name === name);
}

/** The virtual card of the event in scope (此牌 of a use/play timing, or of a card's effect). */
export function eventCard(a: Act, name?: string): VirtualCard | null {
  if (a.card && (!name || a.card.card.name === name)) return a.card.card;
  const e = a.event;
  if ((e.kind === "use" || e.kind === "play") && (!name || e.card.name === name)) return e.card;
  if (e.kind === "needUse" || e.kind === "needPlay") {
    if (e.result) return e.result;
    // 需要使用【杀】时: the card needed, known by its name only until one is used (4.2.2).
    if (!name || e.cardName === name) return neededCard(e);
  }
  return useInScope(a, name)?.card ?? null;
}

const needed = new WeakMap<object, VirtualCard>();
function neededCard(e: { cardName: string }): VirtualCard {
  let v = needed.get(e);
  if (!v) needed.set(e, (v = { vid: -1, name: e.cardName, suit: null, color: null, rank: null, physical: [], converted: false }));
  return v;
}

const fixed = (f: (a: Act) => CardId[], virtual?: (a: Act) => VirtualCard | null): CardsX => (virtual ? { peek: f, get: f, virtual } : { peek: f, get: f });

/**
 * 3.3.22 维系区域: a card an operation of this activation moved (此牌 of 你弃置其一张牌▶…此牌) is that
 * card only while it stays where that move put it — not once a skill at 移至目标区域后❷ took it
 * on (000 4.2.9 ◎ 〖趫猛〗/〖落英〗). A used or played card passes through the processing area.
 */
function stillWhereMoved(a: Act, card: CardId): boolean {
  let r: Act["records"][number] | undefined;
  for (let i = a.records.length - 1; i >= 0 && !r; i--) if (a.records[i].cards.includes(card)) r = a.records[i];
  if (!r || r.from === undefined || r.op === "use" || r.op === "play") return true;
  const entries = a.engine.log.entries;
  let own = -1;
  for (let i = r.from; i < entries.length; i++) {
    const e = entries[i];
    if (e.t !== "move" || !e.cards.includes(card)) continue;
    if (own >= 0) return false;
    own = i;
  }
  return true;
}

function zoneCards(a: Act, zone: string): CardId[] {
  const s = a.engine.state;
  switch (zone) {
    case "牌堆顶":
    case "牌堆":
      return [...s.drawPile];
    case "牌堆底":
      return [...s.drawPile].reverse();
    case "弃牌堆":
      return [...s.discardPile];
    case "处理区":
      return [...s.processing];
    // 3.3.18–3.3.20: every card of the public zone (仁道: top first).
    case "仓廪":
      return [...s.publicCards("granary")];
    case "府库":
      return [...s.publicCards("storehouse")];
    case "仁道":
      return [...s.publicCards("benevolence")];
    default:
      return [];
  }
}

/**
 * Cards picked among the cards of players still to be chosen (一名其他角色的装备区里的一张牌): the player
 * whose card it is, is the one chosen (其获得此牌).
 */
export function bindOwnerChoice(a: Act, from: CardsX, chosen: readonly CardId[]): void {
  const bind = from.ownerChoice;
  if (!bind || a.bound.has(bind)) return;
  const owners = chosen.flatMap((card) => {
    const z = a.engine.state.zone(a.engine.ask.resolve(card));
    return "owner" in z ? [z.owner] : [];
  });
  a.bound.set(bind, [...new Set(owners)]);
}


/**
 * Cards at given places of the draw pile (牌堆顶的X张牌, 第X张牌): 洗牌 first if it holds fewer than X
 * (3.8.26), and taken once — later mentions (这些牌) name these cards wherever they go (c.bound).
 */
function fromDrawPile(x: { n: Ex<number>; bind: string }, now: (a: Act) => CardId[], pileDepth: NonNullable<CardsX["pileDepth"]>): CardsX {
  return {
    peek: now,
    get: (a) => {
      a.engine.ensureDrawPile(x.n(a));
      const got = now(a);
      a.bound.set(x.bind, got);
      return got;
    },
    pileDepth,
  };
}
/**
 * 3.5.61 议事结果 as 结果 (若结果为：红色，…；黑色，…): no card, a colour only (none when there is no result);
 * the 议事 this activation held last, else the one in progress.
 */
function councilResultCard(a: Act): VirtualCard {
  const held = a.bound.get("#council") as readonly CouncilEvent[] | undefined;
  const e = a.event.kind === "council" ? a.event : (held?.[held.length - 1] ?? a.engine.findEvent("council", () => true));
  return { vid: -1, name: "", suit: null, color: e?.result ?? null, rank: null, physical: [], converted: false };
}

export const c = {
  councilResult: (): CardsX => ({ peek: () => [], get: () => [], virtual: councilResultCard, judged: councilResultCard }),
  owned: (x: { owner: PlayersX; regions: readonly string[] }): CardsX => ({
    ...fixed((a) => x.owner.peek(a).flatMap((o) => cardsOf(a, o, x.regions))),
    // 观看一名其他角色的手牌: the owner is chosen when the cards are taken (peeking offers every candidate's).
    ...(x.owner.choice
      ? {
          ownerChoice: x.owner.choice.bind,
          get: (a: Act, purpose: string) => {
            const owners = x.owner.get(a, purpose);
            return owners === null ? null : owners.flatMap((o) => cardsOf(a, o, x.regions));
          },
        }
      : {}),
    // As the use in scope began; with none, as this activation began (〖制衡〗(界): 以此法弃置的牌中有手牌).
    was: (a, card) => {
      const use = useInScope(a);
      const from = use ? originAtUse(a, use, card) : originSince(a, card, a.startedAt);
      return from !== undefined && x.owner.peek(a).some((o) => x.regions.some((r) => inRegionKey(from, r, o)));
    },
    cameFrom: (a, key) => x.owner.peek(a).some((o) => x.regions.some((r) => inRegionKey(key, r, o))),
    // 3.8.4: 其牌或手牌 — a set of the hand and (or) the equipment area.
    ...(x.regions.length > 0 && x.regions.every((r) => r === "hand" || r === "equip") ? { asHandOf: (a: Act) => x.owner.peek(a).flatMap((o) => asHandCards(a.engine, o)) } : {}),
  }),
  zone: (x: { zone: string }): CardsX => fixed((a) => zoneCards(a, x.zone)),
  /** “X” put into 仓廪/府库 (3.3.18 ◆, 3.3.19 ◆): the cards of that named pile. */
  publicPile: (x: { area: PublicArea; name: string }): CardsX => fixed((a) => [...a.engine.state.publicCards(x.area, x.name)]),
  /** 牌堆顶/底的X张牌: the X cards at that end of the draw pile, in order (洗牌 first if it has fewer, 3.8.26). */
  top: (x: { zone: string; n: Ex<number>; bind: string }): CardsX =>
    fromDrawPile(x, (a) => zoneCards(a, x.zone).slice(0, Math.max(0, x.n(a))), (a, partial) => (partial ? Math.min(1, x.n(a)) : x.n(a))),
  /**
   * 3.5.53 牌堆里的第X张牌: the Xth card of the draw pile counted from the top (牌堆里的, 牌堆顶的) or the
   * bottom (牌堆底的), 洗牌 first if the pile holds fewer than X (3.8.26); none if there still is no Xth.
   */
  nth: (x: { zone: string; n: Ex<number>; bind: string }): CardsX =>
    fromDrawPile(
      x,
      (a) => {
        const n = x.n(a);
        const card = n >= 1 ? zoneCards(a, x.zone)[n - 1] : undefined;
        return card === undefined ? [] : [card];
      },
      (a) => Math.max(x.n(a), 0),
    ),
  /**
   * 3.5.53 牌堆里的第X张<一张牌> with a description (第一张与此牌花色相同的牌): the Xth card of that
   * description counted from that end. No 洗牌 (3.8.26 is for a pile short of cards, not of such
   * cards): with fewer such cards there is none.
   */
  nthOf: (x: { zone: string; n: Ex<number>; filter: Filter<CardId>; bind: string }): CardsX => {
    const now = (a: Act): CardId[] => {
      const n = x.n(a);
      const card = n >= 1 ? filterAll(a, zoneCards(a, x.zone), x.filter)[n - 1] : undefined;
      return card === undefined ? [] : [card];
    };
    return {
      peek: now,
      get: (a) => {
        const got = now(a);
        a.bound.set(x.bind, got);
        return got;
      },
    };
  },
  /**
   * 【X】（衍生牌） (3.1.5): n cards of that name, made when the operation takes them (a 衍生牌 face
   * each); until then there is always such a card to be had.
   */
  derive: (x: { name: string; n: Ex<number>; bind: string }): CardsX => ({
    peek: (a) => {
      const waiting = a.engine.state.outside.filter((c) => a.engine.state.cards[c].name === x.name);
      const n = Math.max(0, x.n(a));
      return waiting.length >= n ? waiting.slice(0, n) : [...waiting, ...a.engine.deriveCards(x.name, n - waiting.length)];
    },
    get: (a) => {
      const waiting = a.engine.state.outside.filter((c) => a.engine.state.cards[c].name === x.name);
      const n = Math.max(0, x.n(a));
      const got = waiting.length >= n ? waiting.slice(0, n) : [...waiting, ...a.engine.deriveCards(x.name, n - waiting.length)];
      a.bound.set(x.bind, got);
      return got;
    },
  }),
  pile: (x: { owner: PlayersX; name: string }): CardsX => fixed((a) => x.owner.peek(a).flatMap((o) => pileCards(a, o, x.name))),
  /** Cards remembered under a name: chosen ones, or the virtual card an operation used (此【决斗】). */
  bound: (x: { name: string }): CardsX =>
    fixed(
      (a) => {
        const v = a.bound.get(x.name);
        if (v === undefined) a.readUnbound = true;
        if (Array.isArray(v)) return (v as CardId[]).filter((c) => stillWhereMoved(a, c));
        return v !== null && typeof v === "object" && "physical" in v ? [...(v as VirtualCard).physical] : [];
      },
      (a) => {
        const v = a.bound.get(x.name);
        return v !== null && typeof v === "object" && !Array.isArray(v) && "physical" in v ? (v as VirtualCard) : null;
      },
    ),
  cand: (x: { depth: number }): CardsX =>
    fixed(
      (a) => {
        const v = a.cands[x.depth];
        return typeof v === "number" ? [v] : [];
      },
      (a) => {
        const v = a.cands[x.depth];
        return v !== null && typeof v === "object" ? (v as VirtualCard) : null;
      },
    ),
  /** The event's cards: 判定牌, the moved cards (这些牌), the used card's physical cards (此牌). */
  event: (x: { field: string; name?: string }): CardsX => ({
    ...fixed(
      (a) => eventCards(a, x.field, x.name),
      (a) => (x.field === "card" ? eventCard(a, x.name) : null),
    ),
    ...(x.field === "judgeCard" ? { judged: judgeResult } : {}),
  }),
  filter: (x: { from: CardsX; filter: Filter<CardId> }): CardsX => ({
    ...fixed((a) => filterAll(a, x.from.peek(a), x.filter)),
    ...(x.from.ownerChoice
      ? {
          get: (a: Act, purpose: string) => {
            const got = x.from.get(a, purpose);
            return got === null ? null : filterAll(a, got, x.filter);
          },
        }
      : {}),
    describes: (a: Act, card: CardId) => x.from.peek(a).includes(card) && filterAll(a, [card], x.filter).length > 0,
    ...(x.from.ownerChoice ? { ownerChoice: x.from.ownerChoice } : {}),
    ...(x.from.was ? { was: (a: Act, card: CardId) => x.from.was!(a, card) && filterAll(a, [card], x.filter).length > 0 } : {}),
    ...(x.from.used ? { used: (a: Act) => filterAll(a, x.from.used!(a), x.filter as unknown as Filter<VirtualCard>) } : {}),
    ...(x.from.cameFrom ? { cameFrom: (a: Act, key: string, card: CardId) => x.from.cameFrom!(a, key, card) && filterAll(a, [card], x.filter).length > 0 } : {}),
    ...(x.from.asHandOf ? { asHandOf: (a: Act) => filterAll(a, x.from.asHandOf!(a), x.filter) } : {}),
  }),
  union: (x: { items: readonly CardsX[] }): CardsX => ({
    ...fixed((a) => [...new Set(x.items.flatMap((i) => i.peek(a)))]),
    was: (a: Act, card: CardId) => x.items.some((i) => i.was?.(a, card) === true),
  }),
  /** X对应的(所有)实体牌 (3.1.9, 4.2.4 ◆): the physical cards a virtual card still maps to. */
  physical: (x: { of: CardsX; all: boolean }): CardsX =>
    fixed((a) => {
      const v = x.of.virtual?.(a);
      if (v) return [...v.physical];
      return x.of.peek(a);
    }),
  /** 此伤害的渠道 (3.5.23): the card a damage came through. */
  channel: (x: { damage: (a: Act) => import("../../model/events.ts").DamageEvent | null }): CardsX =>
    fixed(
      (a) => x.damage(a)?.channel.card?.physical.slice() ?? [],
      (a) => x.damage(a)?.channel.card ?? null,
    ),
  /** 其余的牌: the cards of `from` not in `taken`. */
  rest: (x: { from: CardsX; taken: CardsX }): CardsX =>
    fixed((a) => {
      const taken = new Set(x.taken.peek(a));
      return x.from.peek(a).filter((card) => !taken.has(card));
    }),
  /** A kind of card (锦囊牌, 【杀】): tested on the card in question (see cardOfKind). */
  kind: (x: { filter: Filter<CardId> }): CardsX => ({ peek: () => [], get: () => [], kind: x.filter }),
  kinds: (x: { items: readonly CardsX[] }): CardsX => ({
    peek: () => [],
    get: () => [],
    kind: (a: Act, card: CardId) => x.items.some((i) => i.kind !== undefined && i.kind(a, card)),
  }),
  /** Cards an operation moved (你以此法交给的牌): the candidates a history description narrows. */
  happened: (x: { op: string; from?: CardsX }): CardsX => ({
    ...fixed((a) => cardsHappened(a, x.op, x.from)),
    ...(x.op === "use" ? { used: (a: Act) => cardsUsed(a) } : {}),
  }),
  /** 你于此阶段内使用过的上一张牌, 其于此回合内使用的下一张【杀】: one happening of a history, by order. */
  ordinal: (x: { from: CardsX; op: string; which: "first" | "next" | "last"; n: number }): CardsX => {
    const find = (a: Act) => ordinalHappening(a, x.op, new Set(x.from.peek(a)), x.which, x.n);
    return fixed(
      (a) => find(a)?.cards ?? [],
      (a) => find(a)?.card ?? null,
    );
  },
  /** 此次拼点的牌 (4.2.8) of a player. */
  pindianCard: (x: { of: PlayersX }): CardsX =>
    fixed((a) => {
      const out: CardId[] = [];
      const e = a.event.kind === "pindian" ? a.event : a.engine.findEvent("pindian", () => true);
      const results = a.bound.get("#pindian") as readonly { initiator: PlayerId; target: PlayerId; initiatorCard: CardId; targetCard: CardId }[] | undefined;
      for (const who of x.of.peek(a)) {
        if (e) {
          const card = e.player === who ? e.card : (e.targets.find((t) => t.player === who)?.card ?? null);
          if (card !== null) out.push(card);
        } else if (results) {
          for (const r of results) {
            if (r.initiator === who && !out.includes(r.initiatorCard)) out.push(r.initiatorCard);
            if (r.target === who) out.push(r.targetCard);
          }
        }
      }
      return out;
    }),
  /** A choice among `from` made when the operation runs (min..max; -1: no upper bound). */
  choose: (x: { from: CardsX; min: Ex<number>; max: Ex<number> | null; chooser: PlayersX; bind: string; random?: boolean; at?: string }): CardsX => chooseAmong(x),
  /** 这些角色的各一张牌 (3.5.36): n cards of each owner, chosen owner by owner, taken as one set. */
  /** 所有<牌> taken by an operation (3.4.13): the cards it got are kept under `bind` (等量 counts them). */
  taken: (x: { from: CardsX; bind: string }): CardsX => ({
    ...x.from,
    get: (a, purpose) => {
      const got = x.from.get(a, purpose);
      if (got !== null) a.bound.set(x.bind, got);
      return got;
    },
  }),
  each: (x: { owners: PlayersX; regions: readonly string[]; n: Ex<number>; filter: Filter<CardId>; chooser: PlayersX; bind: string; perRegion?: boolean; at?: string }): CardsX => ({
    peek: (a) => x.owners.peek(a).flatMap((o) => cardsOf(a, o, x.regions).filter((card) => x.filter(a, card))),
    get: (a, purpose) => {
      const out: CardId[] = [];
      const chooser = x.chooser.peek(a)[0] ?? a.you;
      const n = x.n(a);
      // 一至两名角色的各一张牌: the owners are a choice, made now (a described set is just read).
      const owners = x.owners.choice ? x.owners.get(a, purpose) : x.owners.peek(a);
      if (owners === null) return null;
      // perRegion (其手牌区、装备区和判定区里的各一张牌): n of each region listed, of each owner.
      const groups = x.perRegion ? x.regions.map((r) => [r]) : [x.regions];
      for (const o of owners) {
        for (const regions of groups) {
          const candidates = cardsOf(a, o, regions).filter((card) => x.filter(a, card));
          if (candidates.length === 0) continue;
          out.push(...chooseCards(a, chooser, candidates, Math.min(n, candidates.length), Math.min(n, candidates.length), purpose));
        }
      }
      a.bound.set(x.bind, out);
      return out;
    },
  }),
};

/**
 * 3.8.4: a choice of `from`'s cards, widened by the cards its owner may use or play as if in hand
 * when the number chosen is specific (min = max: 〖丈八蛇矛〗's 两张手牌, not 〖奇策〗's 所有手牌, which is
 * no choice at all).
 */
function widenedFrom(x: { from: CardsX; min: Ex<number>; max: Ex<number> | null }): CardsX {
  const from = x.from;
  const extra = (a: Act): CardId[] => (x.max !== null && x.min(a) === x.max(a) ? from.asHandOf!(a) : []);
  const all = (a: Act): CardId[] => {
    const own = from.peek(a);
    return [...own, ...extra(a).filter((c) => !own.includes(c))];
  };
  return { ...from, peek: all, get: all };
}

function chooseAmong(x: { from: CardsX; min: Ex<number>; max: Ex<number> | null; chooser: PlayersX; bind: string; random?: boolean; at?: string }): CardsX {
  return {
    // Once made, a choice is what it chose (此牌/之 name it again); 至多0张 (X = 0) has none (3.4.17).
    peek: (a) => (a.bound.get(x.bind) as CardId[] | undefined) ?? (x.max !== null && x.max(a) < 1 ? [] : x.from.peek(a)),
    get: (a, purpose) => {
      const made = a.bound.get(x.bind) as CardId[] | undefined;
      if (made) return made;
      const candidates = x.from.peek(a);
      const min = x.min(a);
      // A cost's later steps may cap how many (statements.ts capCardChoice, 3.5.11).
      const cap = a.bound.get(`#cap.${x.bind}`) as number | undefined;
      const max = Math.min(x.max === null ? candidates.length : x.max(a), cap ?? Infinity);
      if (max < min) return null;
      if (candidates.length < Math.max(min, 1) && min > 0) return null;
      if (candidates.length === 0) return min === 0 ? [] : null;
      const chooser = x.chooser.peek(a)[0] ?? a.you;
      // 3.8.25: 弃牌堆里的一张…牌 is one of them at random (as many as the least the text asks).
      const chosen = x.random ? a.engine.rng.shuffle([...candidates]).slice(0, Math.max(min, 1)) : chooseCards(a, chooser, candidates, min, Math.min(max, candidates.length), purpose);
      if (chosen.length < min) return null;
      a.bound.set(x.bind, chosen);
      bindOwnerChoice(a, x.from, chosen);
      return chosen;
    },
    choice: {
      min: x.min,
      max: (a) => {
        const cap = a.bound.get(`#cap.${x.bind}`) as number | undefined;
        const max = x.max === null ? null : x.max(a);
        return cap === undefined ? max : Math.min(max ?? cap, cap);
      },
      chooser: x.chooser,
      bind: x.bind,
      ...(x.random ? { random: true } : {}),
    },
    ...(x.from.ownerChoice ? { ownerChoice: x.from.ownerChoice } : {}),
    ...(x.from.asHandOf ? { widen: () => chooseAmong({ ...x, from: widenedFrom(x) }) } : {}),
  };
}

/**
 * A choice of cards by `chooser` (3.3.6): another player's hand cards are chosen blind, shuffled
 * first; one's own cards and public cards are chosen seen. 3.1.7 ◆: while an equipment skill is
 * used, its own card cannot be chosen.
 */
export function chooseCards(a: Act, chooser: PlayerId, candidates: readonly CardId[], min: number, max: number, purpose: string): CardId[] {
  const providing = [...providingCards(a), ...reliedOn(a)];
  const pool = candidates.filter((card) => !providing.includes(card));
  const hidden = pool.filter((card) => {
    const z = a.engine.state.zone(card);
    return z.kind === "hand" && z.owner !== chooser;
  });
  const shown = pool.filter((card) => !hidden.includes(card));
  const offered = hidden.length > 1 ? [...shown, ...a.engine.rng.shuffle([...hidden])] : pool;
  return a.engine.ask.cards(chooser, offered, Math.min(min, offered.length), Math.min(max, offered.length), purpose, hidden);
}

/**
 * 3.1.7 ◆ 用到一张装备牌提供的攻击范围或技能: answering a need to use a card, an equipment card of the
 * user that this use relies on — without it a fixed target (【借刀杀人】's B) would not be a legal
 * target, no target would be, or the use would pass its 限X次 (〖诸葛连弩〗) — cannot be chosen as the
 * card's physical card (◎ 关羽's 【麒麟弓】 for B at distance 2, his 【诸葛连弩】 for a second 【杀】).
 */
function reliedOn(a: Act): CardId[] {
  const need = a.event;
  if (need.kind !== "needUse" || need.result !== null) return [];
  const engine = a.engine;
  const q = need.player;
  const use = engine.needUseDefs.get(need);
  if (!use || use.targets.kind !== "players") return [];
  const rule = use.targets;
  const fixed = engine.needTargets.get(need);
  const counted = engine.needCountsTowardLimit.has(need);
  const limit = use.when.kind === "play" ? use.when.limitPerPhase : undefined;
  const possible = (): boolean =>
    (fixed ? fixed.every((t) => isLegalTarget(engine, q, need.cardName, t, rule)) : legalTargets(engine, q, need.cardName, rule).length >= Math.max(rule.min, 1)) &&
    (!counted || withinUseLimit(engine, q, need.cardName, limit));
  if (!possible()) return [];
  const eq = engine.state.players[q].equipment;
  const out: CardId[] = [];
  for (const slot of EQUIP_SLOTS) {
    const card = eq[slot];
    if (card === undefined) continue;
    eq[slot] = undefined;
    try {
      if (!possible()) out.push(card);
    } finally {
      eq[slot] = card;
    }
  }
  return out;
}

/** The equipment card whose skill this activation is (3.1.7 ◆). */
function providingCards(a: Act): CardId[] {
  const eq = a.engine.state.players[a.you]?.equipment ?? {};
  return Object.values(eq).filter((card): card is CardId => card !== undefined && (a.engine.registry.cards.get(a.engine.state.cards[card].name)?.skills.includes(a.skill) ?? false));
}

/** 判定结果 (4.2.11): the result of the judgement eventCards' 判定牌 is from, once determined. */
function judgeResult(a: Act): VirtualCard | null {
  const e = a.event;
  if (e.kind === "judge") return e.result ?? null;
  const bound = a.bound.get("#judge") as { result?: VirtualCard } | undefined;
  if (bound) return bound.result ?? null;
  return a.engine.findEvent("judge", () => true)?.result ?? null;
}

function eventCards(a: Act, field: string, name?: string): CardId[] {
  const e = a.event;
  switch (field) {
    case "judgeCard": {
      // At a judgement's own timing, its card; after this activation's 判定, the card it bound.
      if (e.kind === "judge") return e.card !== null ? [e.card] : [];
      const bound = a.bound.get("#judgeCard") as CardId[] | undefined;
      if (bound) return bound;
      const j = a.engine.findEvent("judge", () => true);
      return j?.card !== null && j?.card !== undefined ? [j.card] : [];
    }
    case "cards":
      if (e.kind === "move") return (a.bound.get("#move.cards") as CardId[] | undefined) ?? e.moves.map((m) => m.card);
      return [];
    case "card": {
      const v = eventCard(a, name);
      return v ? [...v.physical] : [];
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------- cards to use or play

/** A card to use or play (4.2.3): its names (any of them), kinds, and where its physical cards come from. */
export interface CardSpec {
  readonly names: readonly (string | { readonly head?: string })[];
  readonly kinds: readonly (string | null)[];
  /** "hand": a card of that name from hand (the default); "none": 无对应的实体牌; else these cards. */
  readonly physical: "hand" | "none" | CardsX;
  readonly filter?: Filter<CardId>;
  /** A specific card (使用此牌, 其须使用此牌). */
  readonly as?: CardsX;
}

export const card = {
  spec: (x: { names: readonly (string | { head?: string })[]; kinds: readonly (string | null)[]; physical: "hand" | "none" | CardsX; filter?: Filter<CardId> }): CardSpec => ({
    names: x.names,
    kinds: x.kinds,
    // 3.8.4: the physical cards' range takes in the cards its user may use or play as if in hand.
    physical: typeof x.physical === "string" ? x.physical : (x.physical.widen?.() ?? x.physical),
    ...(x.filter ? { filter: x.filter } : {}),
  }),
  as: (x: { cards: CardsX }): CardSpec => ({ names: [], kinds: [], physical: x.cards, as: x.cards }),
  fromHand: (): "hand" => "hand",
  none: (): "none" => "none",
  anyName: (x: { head?: string } = {}): { head?: string } => x,
  anyKind: (): null => null,
};

export type { ZoneRef };
