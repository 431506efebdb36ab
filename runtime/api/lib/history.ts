// What happened (…过, 以此法, 3.5.33): an operation row read as a past event. Happenings come
// from this activation's records (以此法: what this skill's effect did) and from the game log
// over a period (于此回合内使用过【杀】, 未杀死过角色: the whole game when no period is named).
// A history test names the row and its arguments; each argument must name the happening's
// performer (who), its cards (what) and its other players (to, whom …).
import type { CardId, PlayerId } from "../../model/types.ts";
import type { LogEntry } from "../../log/log.ts";
import type { VirtualCard } from "../../model/events.ts";
import { skillRecords, type Act, type CardsX, type PeriodX, type PlayersX, type SkillsX } from "./act.ts";
import type { CardSpec } from "./cards.ts";
import { historyWindow, logIndexOf } from "./misc.ts";
import { headFits } from "./specs.ts";

export interface Happening {
  readonly op: string;
  readonly by: PlayerId | null;
  readonly cards: readonly CardId[];
  readonly players: readonly PlayerId[];
  /** The card name, for uses and plays (使用过【杀】). */
  readonly name?: string;
  /** The skill activated, for 发动过. */
  readonly skill?: string;
  /** The virtual card used or played (你使用的【杀】: this very card). */
  readonly vid?: number;
  /** For 令 (command): the operation the commanded player did. */
  readonly act?: string;
  /** 通过发动〖X①〗来使用 (4.2.2): the activation whose effect used the card. */
  readonly via?: { readonly skill: string; readonly part: number };
  /** Where each card was (zone keys, as `cards`), for a discard from the log. */
  readonly zones?: readonly string[];
}

/** Rows whose happenings the log keeps, and how an entry reads as one. */
function fromLog(e: LogEntry): Happening[] {
  switch (e.t) {
    case "use":
      return [{ op: "use", by: e.user, cards: e.cards, players: e.targets, name: e.card, ...(e.vid !== undefined ? { vid: e.vid } : {}), ...(e.via ? { via: e.via } : {}) }];
    case "play":
      return [{ op: "play", by: e.player, cards: e.cards, players: [], name: e.card, ...(e.vid !== undefined ? { vid: e.vid } : {}) }];
    case "damage":
      return [{ op: "damage", by: e.source, cards: [], players: [e.victim], ...(e.via ? { name: e.via } : {}) }];
    case "death":
      return [{ op: "killed", by: e.killer, cards: [], players: [e.player] }];
    case "recover":
      return [{ op: "recover", by: e.player, cards: [], players: [] }];
    case "move": {
      // 弃置 (3.8.8): the discard phase's own discards too (004 3.5.27 ◎ 〖琴音〗).
      const out: Happening[] = e.reason === "discard" && e.by !== undefined ? [{ op: "discard", by: e.by, cards: e.cards, players: [], zones: e.from }] : [];
      return [...out, ...obtainedBy(e)];
    }
    case "loseHp":
      return [{ op: "loseHp", by: e.player, cards: [], players: [] }];
    case "skill":
      return [{ op: "activated", by: e.player, cards: [], players: [], skill: e.skill }];
    case "phase":
      return e.skipped ? [{ op: "skipPhase", by: e.player, cards: [], players: [], name: e.phase }] : [];
    case "skip":
      return [{ op: "skipPhase", by: e.player, cards: [], players: [], name: e.phase }];
    case "pindian": {
      // 4.2.8 A与B拼点: each of them 拼点 with the other (与你拼点的角色 is the initiator's target, and the reverse).
      const cards = e.cards.filter((c): c is CardId => c !== null);
      return [{ op: "pindian", by: e.player, cards, players: e.targets }, ...e.targets.map((t) => ({ op: "pindian", by: t, cards, players: [e.player] }))];
    }
    case "council":
      // 3.5.61: every participant 议事'd (议事过), with the cards shown.
      return e.participants.map((p) => ({ op: "council", by: p, cards: e.cards, players: e.participants.filter((q) => q !== p) }));
    case "offset":
      return [{ op: "offset", by: null, cards: e.by ?? [], players: [e.target], name: e.card, ...(e.vid !== undefined ? { vid: e.vid } : {}) }];
    case "show":
      return [{ op: "show", by: e.player, cards: e.cards, players: [] }];
    case "look":
      return [{ op: "look", by: e.player, cards: e.cards, players: [] }];
    case "reveal":
      return [{ op: "reveal", by: e.player, cards: e.cards, players: [] }];
    default:
      return [];
  }
}

/** 3.8.27 得到: the cards a move put into a hand, as a happening of each hand's owner (whatever the operation). */
function obtainedBy(e: Extract<LogEntry, { t: "move" }>): Happening[] {
  const byOwner = new Map<PlayerId, CardId[]>();
  e.to.forEach((key, k) => {
    if (!key.startsWith("hand") || e.from[k] === key) return;
    const owner = Number(key.slice(4)) as PlayerId;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), e.cards[k]]);
  });
  return [...byOwner].map(([owner, cards]) => ({ op: "obtain", by: owner, cards, players: [] }));
}

/**
 * 以此法得到 (3.8.27): what this activation's operations put into hands, read from the log entries
 * each of its records spans (a record of 摸, 获得, 交给 … covers the moves its operation made).
 */
function obtainedByRecords(a: Act, records: readonly { readonly from?: number; readonly at: number }[]): Happening[] {
  const entries = a.engine.log.entries;
  const seen = new Set<number>();
  const out: Happening[] = [];
  for (const r of records) {
    if (r.from === undefined) continue;
    for (let i = r.from; i < r.at && i < entries.length; i++) {
      const e = entries[i];
      if (e.t !== "move" || seen.has(i)) continue;
      seen.add(i);
      out.push(...obtainedBy(e));
    }
  }
  return out;
}

/** Row aliases: a happening of one row that another row's test also counts. */
const COUNTS_AS: Readonly<Record<string, readonly string[]>> = {
  useOrPlay: ["use", "play"],
  cardDealtDamage: ["damage"],
  hurt: ["damage"],
};

/**
 * The log read as happenings, indexed as it grows (the log is append-only): for each row, the
 * entries whose happenings are of that row; the entries that change a use's targets; and each
 * card's moves. A history test reads only the entries of its rows, not the whole game's log.
 */
interface HistoryIndex {
  scanned: number;
  readonly byOp: Map<string, number[]>;
  readonly moves: Map<CardId, number[]>;
}

/** The entries `happenings` needs beside a use's own: they open, close and retarget uses. */
const USE_FRAME = "#useFrame";

const indexes = new WeakMap<readonly LogEntry[], HistoryIndex>();

function historyIndex(entries: readonly LogEntry[]): HistoryIndex {
  let ix = indexes.get(entries);
  if (!ix) indexes.set(entries, (ix = { scanned: 0, byOp: new Map(), moves: new Map() }));
  const push = (m: Map<string | CardId, number[]>, k: string | CardId, i: number) => {
    const list = m.get(k);
    if (!list) m.set(k, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  for (; ix.scanned < entries.length; ix.scanned++) {
    const i = ix.scanned;
    const e = entries[i];
    for (const h of fromLog(e)) push(ix.byOp, h.op, i);
    if ((e.t === "begin" || e.t === "end") && e.event === "use") push(ix.byOp, USE_FRAME, i);
    else if (e.t === "transfer" || (e.t === "targets" && (e.change === "add" || e.change === "cancel"))) push(ix.byOp, USE_FRAME, i);
    // 3.8.26 洗牌 moves the discard pile's cards too (3.3.22: they are other cards after it).
    if (e.t === "move" || e.t === "reshuffle") for (const c of e.cards) push(ix.moves as Map<string | CardId, number[]>, c, i);
  }
  return ix;
}

/** The first position of a sorted list whose value is ≥ `at`. */
function lowerBound(list: readonly number[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The indices of the entries of these rows (and keys) in [from, end), in log order. */
function entriesOf(entries: readonly LogEntry[], keys: readonly string[], from = 0, end = Number.POSITIVE_INFINITY): number[] {
  const ix = historyIndex(entries);
  const out: number[] = [];
  let lists = 0;
  for (const k of keys) {
    const list = ix.byOp.get(k);
    if (!list) continue;
    lists++;
    for (let j = lowerBound(list, from); j < list.length && list[j] < end; j++) out.push(list[j]);
  }
  if (lists > 1) {
    out.sort((x, y) => x - y);
    // An entry may be of two rows (use and useOrPlay): read it once.
    return out.filter((v, j) => j === 0 || out[j - 1] !== v);
  }
  return out;
}

export interface DidQuery {
  readonly op: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly during?: PeriodX;
  readonly byThisMeans?: boolean;
  /** 以此法 read before the activation acts (in a timing or condition): this skill's earlier activations. */
  readonly ofSkill?: boolean;
}

/**
 * The happenings a query may match. 以此法 without a period: this activation's records; with one
 * (于此阶段内以此法…): every activation of this skill by its owner in that period. Otherwise this
 * activation's records and the log over the period (the whole game when none is named). With
 * `a.before`, only what happened before this activation began.
 */
function happenings(a: Act, q: DidQuery): Happening[] {
  const ops = COUNTS_AS[q.op] ?? [q.op];
  const w = historyWindow(a, q.during);
  if (!w) return [];
  const from = w.from;
  const end = Math.min(w.to, a.before ? (a.historyEnd ?? a.startedAt) : Number.POSITIVE_INFINITY);
  // 以此法 without a period reads this activation's own records: settled once its effect reads them.
  if (!a.before && w.live && !(q.byThisMeans && !q.during && !q.ofSkill)) a.readsLive();
  const out: Happening[] = [];

  const obtain = ops.includes("obtain");
  if (q.byThisMeans && (q.during || q.ofSkill)) {
    const mine = (skillRecords.get(a.engine) ?? []).filter((r) => r.skill === a.skill && r.owner === a.you && r.at >= from && r.at < end);
    for (const r of mine) if (ops.includes(r.op)) out.push(r);
    if (obtain) out.push(...obtainedByRecords(a, mine));
    return out;
  }
  if (!a.before) for (const r of a.records) if (ops.includes(r.op)) out.push(r);
  if (q.byThisMeans) {
    if (obtain) out.push(...obtainedByRecords(a, a.records));
    return out;
  }
  const entries = a.engine.log.entries;
  // A对B使用过<牌> names the targets the use ended up with (000 4.2.4 ◎ 〖镇卫〗: a target cancelled,
  // 3.7.6, was not used on; the one a card is transferred to, 3.5.14, was, and not the one before).
  const open: { players: PlayerId[]; name: string }[][] = [];
  for (const i of entriesOf(entries, ops.includes("use") ? [...ops, USE_FRAME] : ops, from, end)) {
    const e = entries[i];
    if (e.t === "begin" && e.event === "use") open.push([]);
    else if (e.t === "end" && e.event === "use") open.pop();
    else if (e.t === "transfer" || (e.t === "targets" && (e.change === "add" || e.change === "cancel"))) retarget(open, e);
    for (const h of fromLog(e)) {
      if (!ops.includes(h.op)) continue;
      // A discard this activation did is in its records already.
      if (h.op === "discard" && !a.before && a.records.some((r) => r.op === "discard" && r.cards.length === h.cards.length && r.cards.every((c) => h.cards.includes(c)))) continue;
      if (h.op !== "use") {
        out.push(h);
        continue;
      }
      const use = { ...h, players: [...h.players], name: h.name ?? "" };
      open.at(-1)?.push(use);
      out.push(use);
    }
  }
  // A pindian being settled (at 拼点结果确定后) is logged only as it ends: its results so far have happened.
  if (ops.includes("pindian") && !a.before) {
    for (const e of a.engine.stack) {
      if (e.kind !== "pindian" || e.card === null) continue;
      const decided = e.targets.filter((t) => t.card !== null && t.winner !== undefined);
      if (decided.length === 0) continue;
      const cards = [e.card, ...decided.map((t) => t.card as CardId)];
      out.push({ op: "pindian", by: e.player, cards, players: decided.map((t) => t.player) });
      for (const t of decided) out.push({ op: "pindian", by: t.player, cards, players: [e.player] });
    }
  }
  return out;
}

/**
 * Every card used so far (3.1.9), as the virtual card each use was — its vid, name and the colour,
 * suit and rank its physical cards give it (4.2.3) — for counts of cards used.
 */
export function cardsUsed(a: Act): VirtualCard[] {
  a.readsLive();
  const out: VirtualCard[] = [];
  const entries = a.engine.log.entries;
  for (const i of entriesOf(entries, ["use"])) {
    const e = entries[i];
    if (e.t !== "use" || e.vid === undefined) continue;
    const cards = e.cards.map((c) => a.engine.state.cards[c]);
    const colors = new Set(cards.map((c) => (c.suit === "heart" || c.suit === "diamond" ? "red" : "black")));
    const one = cards.length === 1 ? cards[0] : null;
    out.push({ vid: e.vid, name: e.card, suit: one?.suit ?? null, color: cards.length > 0 && colors.size === 1 ? [...colors][0] : null, rank: one?.rank ?? null, physical: [...e.cards], converted: false });
  }
  return out;
}

/** A use's targets change (取消, 转移, 也成为目标): the innermost open use of that card's name. */
function retarget(open: { players: PlayerId[]; name: string }[][], e: Extract<LogEntry, { t: "transfer" } | { t: "targets" }>): void {
  for (let i = open.length - 1; i >= 0; i--) {
    const use = open[i].find((u) => u.name === e.card);
    if (!use) continue;
    if (e.t === "transfer") use.players = [...use.players.filter((p) => p !== e.from), e.to];
    else if (e.change === "cancel") use.players = use.players.filter((p) => !e.players.includes(p));
    else use.players = [...use.players, ...e.players.filter((p) => !use.players.includes(p))];
    return;
  }
}

/**
 * Every card an operation has moved, by any source (this activation, this skill's activations,
 * the log): where 你以此法交给的牌 are drawn from before the description narrows them.
 */
export function cardsHappened(a: Act, op: string, region?: CardsX): CardId[] {
  // (Not a live read by itself, 3.4.11 ◆: the test narrowing these cards says whether its period runs.)
  const ops = COUNTS_AS[op] ?? [op];
  const out = new Set<CardId>();
  // `region` (其于此阶段内弃置的其手牌): where the cards were as the operation moved them — for 获得
  // and 摸, where they went (你于此回合内获得的手牌), which they have not left since.
  const into = INTO_OPS.has(op);
  const now = into && region ? new Set(region.peek(a)) : null;
  const fromOk = (c: CardId, zone: string | undefined) => !region || (into ? now!.has(c) : zone !== undefined && region.cameFrom?.(a, zone, c) === true);
  // 3.3.22 维系区域: a card an operation moved is known as such only until it moves again
  // (000 ◎ 固政: the card discarded, drawn and discarded again is not the one discarded before).
  const keep = (c: CardId, at: number, zone: () => string | undefined) => !movedSince(a, c, at) && fromOk(c, zone()) && out.add(c);
  const mine = (r: (typeof a.records)[number]) => r.cards.forEach((c) => keep(c, r.at, () => (r.from !== undefined ? originSince(a, c, r.from) : undefined)));
  for (const r of a.records) if (ops.includes(r.op)) mine(r);
  for (const r of skillRecords.get(a.engine) ?? []) if (r.skill === a.skill && r.owner === a.you && ops.includes(r.op)) mine(r);
  const entries = a.engine.log.entries;
  for (const i of entriesOf(entries, ops)) {
    for (const h of fromLog(entries[i])) {
      if (!ops.includes(h.op)) continue;
      // A use's or play's cards pass through the processing area: they are the card used wherever they go.
      if (h.op === "use" || h.op === "play") h.cards.forEach((c) => fromOk(c, originSince(a, c, i)) && out.add(c));
      else h.cards.forEach((c, k) => keep(c, i + 1, () => h.zones?.[k]));
    }
  }
  return [...out];
}

/** Operations that move cards into the performer's region: a region word says where they went. */
const INTO_OPS = new Set(["gain", "draw"]);

const isPlayers = (x: unknown): x is PlayersX => typeof x === "object" && x !== null && "peek" in x && !("virtual" in x) && "single" in x;
const isCards = (x: unknown): x is CardsX => typeof x === "object" && x !== null && "peek" in x && !isPlayers(x);
const isSpec = (x: unknown): x is CardSpec => typeof x === "object" && x !== null && "names" in x && "kinds" in x;

/**
 * Where an activation's recorded cards were as its operation moved them: each card's first move in
 * the log since the operation began (undefined for a happening read from the log, or one with no start).
 */
function recordZones(a: Act, h: Happening): readonly string[] | undefined {
  const r = h as Happening & { readonly from?: number; readonly at?: number };
  if (r.from === undefined || r.at === undefined || h.cards.length === 0) return undefined;
  const entries = a.engine.log.entries;
  const zones: string[] = [];
  for (const c of h.cards) {
    let zone: string | undefined;
    for (let i = r.from!; i < r.at! && i < entries.length && zone === undefined; i++) {
      const e = entries[i];
      if (e.t === "move" && e.cards.includes(c)) zone = e.from[e.cards.indexOf(c)];
    }
    // An operation that moved no card (展示): where the cards are is no history of it.
    if (zone === undefined) return undefined;
    zones.push(zone);
  }
  return zones;
}

const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩";

/** Whether naming `name` (〖宵伏①〗 or 〖宵伏〗) names this activation of a skill's part. */
export function activates(a: Act, name: string, via: { readonly skill: string; readonly part: number }): boolean {
  const m = /^(.*?)([①-⑩])$/u.exec(name);
  const base = m ? m[1] : name;
  if (base !== via.skill && a.engine.registry.resolveSkill(base, a.skill) !== via.skill) return false;
  return !m || CIRCLED.indexOf(m[2]) + 1 === via.part;
}

/** Whether a happening fits the arguments: who performed it, its cards, its players. */
function fits(a: Act, h: Happening, args: Readonly<Record<string, unknown>>): boolean {
  for (const [slot, v] of Object.entries(args)) {
    if (v === undefined || v === null) continue;
    // 通过发动〖X①〗来 (4.2.2): the card was used by activating that skill (that part of it, when numbered).
    if (slot === "viaSkill") {
      if (!h.via || !(v as SkillsX)(a).some((name) => activates(a, name, h.via!))) return false;
      continue;
    }
    // who performed it; for damage, its 来源 (the happening's performer).
    if (slot === "who" || slot === "source") {
      if (!isPlayers(v)) continue;
      const who = v.peek(a);
      if (h.by === null || !who.includes(h.by)) return false;
    } else if (isSpec(v) && v.as?.virtual?.(a) && h.vid !== undefined) {
      // A card named (此【杀】): that very card.
      if (h.vid !== v.as.virtual(a)!.vid) return false;
    } else if (isSpec(v)) {
      // 使用过【杀】: the card's name (any name for 牌).
      const names = v.names.filter((n): n is string => typeof n === "string");
      // (This activation's own records carry no name: the row's card is the one it did.)
      if (names.length > 0 && h.name !== undefined && !names.includes(h.name)) return false;
      // 使用过锦囊牌: a kind of card, which the card's name must be of.
      const heads = v.names.filter((n): n is { head?: string } => typeof n === "object");
      if (names.length === 0 && heads.length > 0 && h.name !== undefined && !heads.some((n) => headFits(a, n.head, h.name))) return false;
    } else if (isPlayers(v)) {
      // A player named (交给其): that one; a description (交给其他角色): some player of it — dead
      // ones too (杀死过角色: the one killed is no longer alive).
      if (!v.single && v.describes) {
        if (!h.players.some((p) => v.describes!(a, p))) return false;
        continue;
      }
      const ps = v.peek(a);
      if (ps.length === 0) return false;
      if (v.single ? !ps.every((p) => h.players.includes(p)) : !h.players.some((p) => ps.includes(p))) return false;
    } else if (h.op === "skipPhase" && isCards(v)) {
      // 跳过过<阶段>: a phase selector (一个阶段, 出牌阶段) names phases, not cards.
      if (h.name !== undefined && !(v.peek(a) as unknown[]).includes(h.name)) return false;
    } else if (isCards(v) && v.cameFrom && (h.zones ?? recordZones(a, h))) {
      // 弃置过你的手牌, 以此法交给你牌的角色: cards that were in that region as they went (they are elsewhere now).
      const zones = (h.zones ?? recordZones(a, h))!;
      if (!h.cards.some((c, i) => v.cameFrom!(a, zones[i], c))) return false;
    } else if (isCards(v) && v.describes) {
      // 以此法展示红色牌: a description, which some of the happening's cards fits (not every such card).
      if (!h.cards.some((c) => v.describes!(a, c))) return false;
    } else if (isCards(v) && v.virtual?.(a)) {
      // A virtual card (此牌, a candidate card being used): the happening of that very card.
      if (h.vid !== v.virtual(a)!.vid) return false;
    } else if (isCards(v)) {
      const cs = v.peek(a);
      if (cs.length === 0 || !cs.every((c) => h.cards.includes(c))) return false;
    } else if (typeof v === "function" && slot === "act" && (v as unknown as { query?: DidQuery }).query) {
      // 以此法令你回复过体力 (〖兴衰〗): a 令 whose commanded operation is that one.
      const want = (v as unknown as { query: DidQuery }).query.op;
      if (h.act !== undefined && !(COUNTS_AS[want] ?? [want]).includes(h.act)) return false;
    } else if (typeof v === "function" && slot === "what" && h.skill !== undefined) {
      // 发动过此技能: a skill selector.
      const skills = (v as (a: Act) => string[])(a);
      if (!skills.includes(h.skill)) return false;
    }
  }
  return true;
}

/** Whether something the query describes has happened. */
export function didHappen(a: Act, q: DidQuery): boolean {
  return happenings(a, q).some((h) => fits(a, h, q.args));
}

/**
 * 于以此法弃置牌后/前 (3.6.3): the log index the game stood at right after the latest happening that
 * fits (after its first move of cards, before the timings that move opens), or as it began.
 * Only this activation's records carry where they happened; null when none fits.
 */
export function momentOf(a: Act, q: DidQuery, side: "after" | "before"): number | null {
  const fitting = happenings(a, q).filter((h) => fits(a, h, q.args)) as (Happening & { readonly from?: number; readonly at?: number })[];
  const h = fitting.at(-1);
  if (!h || h.from === undefined || h.at === undefined) return null;
  if (side === "before") return h.from;
  const entries = a.engine.log.entries;
  for (let i = h.from; i < h.at; i++) {
    const e = entries[i];
    if (e.t === "move" && e.cards.some((c) => h.cards.includes(c))) return i + 1;
  }
  return h.at;
}

/** How many cards the happenings that fit moved in all (摸过至少两张牌). */
export function cardsOfHappenings(a: Act, q: DidQuery): number {
  return happenings(a, q)
    .filter((h) => fits(a, h, q.args))
    .reduce((n, h) => n + h.cards.length, 0);
}

/** How many times it happened (发动过此技能的次数). */
export function timesHappened(a: Act, q: DidQuery): number {
  return happenings(a, q).filter((h) => fits(a, h, q.args)).length;
}

/**
 * Where a card was before the use in scope moved it to the processing area (a zone key such as
 * `hand0`), or undefined when that use did not move it.
 */
export function originAtUse(a: Act, use: { readonly id: number }, card: CardId): string | undefined {
  const entries = a.engine.log.entries;
  for (let i = logIndexOf(a, use.id); i < entries.length; i++) {
    const e = entries[i];
    if (e.t === "end" && e.id === use.id) return undefined;
    if (e.t === "move" && e.reason === "use") {
      const k = e.cards.indexOf(card);
      if (k >= 0) return e.from[k];
    }
  }
  return undefined;
}

/**
 * Where a card was before it first moved since a point of the log (a zone key such as `hand0`),
 * or undefined when it has not moved since.
 */
export function originSince(a: Act, card: CardId, at: number): string | undefined {
  const entries = a.engine.log.entries;
  const moves = historyIndex(entries).moves.get(card) ?? [];
  const j = lowerBound(moves, at);
  if (j === moves.length) return undefined;
  const e = entries[moves[j]];
  return e.t === "move" ? e.from[e.cards.indexOf(card)] : e.t === "reshuffle" ? "discardPile" : undefined;
}

/** Whether a card has moved since a point of the log (3.3.22). */
function movedSince(a: Act, card: CardId, at: number): boolean {
  const moves = historyIndex(a.engine.log.entries).moves.get(card);
  return moves !== undefined && moves[moves.length - 1] >= at;
}

/**
 * 上一张/下一张/第N张 (an ordinal over a history, 3.5.33): the n-th happening of `op` whose cards
 * are among `among` — counted back from the start of the event in scope (上一张: before this use),
 * or forward from this activation's start (下一张: the next one after the effect).
 */
export function ordinalHappening(a: Act, op: string, among: ReadonlySet<CardId>, which: "first" | "next" | "last", n: number): { cards: CardId[]; card: VirtualCard | null } | null {
  const ops = COUNTS_AS[op] ?? [op];
  const entries = a.engine.log.entries;
  const found: Happening[] = [];
  const start = which === "next" ? a.startedAt : 0;
  const end = which === "last" ? logIndexOf(a, a.event.id) : entries.length;
  for (const i of entriesOf(entries, ops, start, end)) {
    for (const h of fromLog(entries[i])) if (ops.includes(h.op) && h.cards.some((c) => among.has(c))) found.push(h);
  }
  const h = which === "last" ? found[found.length - n] : found[n - 1];
  if (!h) return null;
  // The virtual card of a use still being settled (此【杀】's 伤害值基数 for 下一张【杀】).
  let card: VirtualCard | null = null;
  for (const e of a.engine.stack) if ((e.kind === "use" || e.kind === "play") && h.vid !== undefined && e.card.vid === h.vid) card = e.card;
  return { cards: [...h.cards], card };
}
