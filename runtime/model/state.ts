// Authoritative game state (seed 004 §3.3 zones, §3.4–3.9 player state). One map card → zone is
// the truth; the ordered zone arrays are kept in step with it by `placeCard`, the only place that
// moves a physical card, so "each card is in exactly one zone" is checkable at any moment. Which
// cards are face down and who may look at a hidden card (3.5.34 可见) is tracked here too.
import type { Area, CardId, EquipSlot, Faction, Gender, GeneralSide, PhysicalCard, PlayerId, PublicArea, Role, SwitchState, ZoneRef } from "./types.ts";
import { EQUIP_SLOTS } from "./types.ts";

export interface PlayerState {
  readonly id: PlayerId;
  general: string;
  faction: Faction;
  gender: Gender;
  role: Role;
  /** The lord's role is public from the start; others are revealed on death (4.1.1.2, 4.2.19). */
  roleRevealed: boolean;
  hp: number;
  maxHp: number;
  alive: boolean;
  /** General skills (武将技能). Equipment skills come from the equipment slots. */
  skills: string[];
  hand: CardId[];
  equipment: Partial<Record<EquipSlot, CardId>>;
  judgeArea: CardId[];
  /** 3.9.4: the general card faces up (true) or down (翻面). */
  faceUp: boolean;
  /** 3.9.1–3.9.3 连环状态: the general card lies sideways (横置). */
  chained: boolean;
  /** 3.4.5 护甲: starts at the general card's shields, at most 5. */
  armor: number;
  /** 3.5.8 标记 “X” (counted in 枚), by name. */
  marks: Record<string, number>;
  /** 3.3.16 武将牌上: the cards named “X” on this player's general card, by X. */
  onGeneral: Record<string, CardId[]>;
  /** 3.3.17 武将牌旁: the cards named “X” beside this player's general card, by X. */
  besideGeneral: Record<string, CardId[]>;
  /** 3.3.23 废除: the areas of this player that are disabled (封印状态). */
  disabledAreas: Area[];
  /** 限定技 (3.2.7) this player has used. */
  limitedUsed: string[];
  /** 觉醒技 (3.2.7) this player has awakened. */
  awakened: string[];
  /** 3.5.62 转换技状态 of this player's switch skills; a skill not listed is 阳. */
  switchStates: Record<string, SwitchState>;
}

/** The fields of a player that start the same for everyone (3.9, 3.4.5, 3.5.8, 3.5.62). */
export function initialPlayerFields(armor = 0): Pick<
  PlayerState,
  "faceUp" | "chained" | "armor" | "marks" | "onGeneral" | "besideGeneral" | "disabledAreas" | "limitedUsed" | "awakened" | "switchStates"
> {
  return {
    faceUp: true,
    chained: false,
    armor: Math.min(Math.max(armor, 0), ARMOR_CAP),
    marks: {},
    onGeneral: {},
    besideGeneral: {},
    disabledAreas: [],
    limitedUsed: [],
    awakened: [],
    switchStates: {},
  };
}

/** 3.4.5: 护甲的上限为5. */
export const ARMOR_CAP = 5;

/** 3.4.19: 额定摸牌数的初始值为2. */
export const BASE_DRAW_COUNT = 2;

/** How a card is placed when it arrives (3.8.6 默认放置方式, 3.8.7 扣置, 3.5.34 可见). */
export interface Placement {
  /** 扣置: face down whatever the zone's default. */
  readonly faceDown?: boolean;
  /** Players who may look at it although it is face down / hidden (对X可见). */
  readonly visibleTo?: readonly PlayerId[];
}

export class GameState {
  readonly players: PlayerState[];
  readonly cards: readonly PhysicalCard[];
  /** Index 0 is the top of the pile (牌堆顶). */
  readonly drawPile: CardId[] = [];
  readonly discardPile: CardId[] = [];
  readonly processing: CardId[] = [];
  /** Derived cards (3.1.5) just made, on their way to where their skill puts them (游戏外, 3.3.21). */
  readonly outside: CardId[] = [];
  /** 仓廪/府库/仁道 (3.3.18–3.3.20): each area's piles by the name a skill gave its cards ("" unnamed). */
  readonly publicPiles: Record<PublicArea, Record<string, CardId[]>> = { granary: {}, storehouse: {}, benevolence: {} };
  /**
   * Who may look at a face-down card of a named public pile (仓廪 “辎”): the rulebook gives 仓廪 no
   * 可见 rule (3.3.18 has none, unlike 3.3.16 ◆/3.3.17 ◆); the engine answers with the players who
   * may use or play those cards as if in hand (3.8.4), as choosing them needs their information.
   */
  publicViewers: ((area: PublicArea, pile: string) => readonly PlayerId[]) | null = null;
  private readonly zoneOf = new Map<CardId, ZoneRef>();
  /** Cards placed face down (背面朝上) where they are. */
  private readonly faceDown = new Set<CardId>();
  /** Players who may look at a card that is hidden to the others (观看, 扣置…对X可见). Cleared when it moves. */
  private readonly seenBy = new Map<CardId, Set<PlayerId>>();
  /** Cards shown to everyone (展示, 3.8.17) while they stay where they were shown. */
  private readonly shown = new Set<CardId>();

  constructor(players: PlayerState[], cards: readonly PhysicalCard[]) {
    this.players = players;
    this.cards = cards;
  }

  /** 3.1.5 衍生牌: a card made during the game (the next id), outside the game until it is moved. */
  addCard(face: Omit<PhysicalCard, "id">): PhysicalCard {
    const card: PhysicalCard = { ...face, id: this.cards.length };
    (this.cards as PhysicalCard[]).push(card);
    this.placeCard(card.id, { kind: "outside" });
    return card;
  }

  zone(card: CardId): ZoneRef {
    const z = this.zoneOf.get(card);
    if (!z) throw new Error(`card ${card} is in no zone`);
    return z;
  }

  /**
   * Moves one card to a zone. `toTop` puts it on top of a pile (default: bottom/end). The card
   * takes the destination's default facing (3.3.2: the draw pile face down, other zones face up)
   * unless `placement` says 扣置; who could look at it before is forgotten, except that the owner
   * of the hand it leaves still knows it when it goes into another player's hand.
   */
  placeCard(card: CardId, to: ZoneRef, toTop = false, placement: Placement = {}): void {
    const from = this.zoneOf.get(card);
    const knewIt = from?.kind === "hand" && to.kind === "hand" && from.owner !== to.owner ? from.owner : null;
    if (from) this.removeFrom(card, from);
    const list = this.listOf(to);
    if (to.kind === "equip") {
      const p = this.players[to.owner];
      if (p.equipment[to.slot] !== undefined) throw new Error(`slot ${to.slot} of seat ${to.owner} is occupied`);
      p.equipment[to.slot] = card;
    } else if (list) {
      if (toTop) list.unshift(card);
      else list.push(card);
    }
    this.zoneOf.set(card, to);
    // 3.3.2 牌堆 and 3.3.18 仓廪 are face down by default.
    if (placement.faceDown || to.kind === "drawPile" || (to.kind === "public" && to.area === "granary")) this.faceDown.add(card);
    else if (this.faceDown.size > 0) this.faceDown.delete(card);
    if (this.shown.size > 0) this.shown.delete(card);
    if (this.seenBy.size > 0) this.seenBy.delete(card);
    if (placement.visibleTo !== undefined || knewIt !== null) {
      const seers = [...(placement.visibleTo ?? []), ...(knewIt !== null ? [knewIt] : [])];
      if (seers.length > 0) this.seenBy.set(card, new Set(seers));
    }
  }

  /** 背面朝上 where it is now. */
  isFaceDown(card: CardId): boolean {
    return this.faceDown.has(card);
  }

  /** 3.8.18 ③ 亮出 a face-down card (not in the draw pile): it is turned face up. */
  turnFaceUp(card: CardId): void {
    if (this.zone(card).kind !== "drawPile") this.faceDown.delete(card);
  }

  /** 3.8.17 展示: everyone has seen the card (until it moves). */
  markShown(card: CardId): void {
    this.shown.add(card);
  }

  /** 3.8.17 ①: a shown hand card turned back face down (others no longer see it). */
  unmarkShown(card: CardId): void {
    this.shown.delete(card);
  }

  /** 3.8.16 观看 / 对X可见: `player` may look at the card (until it moves). */
  letSee(card: CardId, player: PlayerId): void {
    const set = this.seenBy.get(card) ?? new Set<PlayerId>();
    set.add(player);
    this.seenBy.set(card, set);
  }

  /**
   * 3.5.34 可见: may `player` look at this card now? Face-up cards in public zones and equipment or
   * judge areas are seen by all; a hand by its owner (3.3.6); face-down cards on or beside a
   * general card by that card's owner (3.3.16 ◆, 3.3.17 ◆); the draw pile by nobody; plus cards
   * shown to everyone (3.8.17) and cards a player looked at or may see (3.8.16, 3.8.7).
   */
  isVisibleTo(card: CardId, player: PlayerId): boolean {
    if (this.shown.has(card) || this.seenBy.get(card)?.has(player)) return true;
    const z = this.zone(card);
    switch (z.kind) {
      case "drawPile":
        return false;
      case "hand":
        return z.owner === player;
      case "general":
        return !this.faceDown.has(card) || z.owner === player;
      case "public":
        return !this.faceDown.has(card) || (this.publicViewers?.(z.area, z.pile).includes(player) ?? false);
      case "processing":
      case "discardPile":
      case "equip":
      case "judge":
        return !this.faceDown.has(card);
      case "outside":
        return false;
    }
  }

  /** The cards of a public area (3.3.18–3.3.20): one named pile, or all of them (top first). */
  publicCards(area: PublicArea, pile: string | null = null): readonly CardId[] {
    const piles = this.publicPiles[area];
    return pile === null ? Object.values(piles).flat() : (piles[pile] ?? []);
  }

  /** The cards of a pile on/beside a general card (empty when there is none). */
  pile(owner: PlayerId, name: string, side: GeneralSide = "on"): readonly CardId[] {
    const p = this.players[owner];
    return (side === "on" ? p.onGeneral : p.besideGeneral)[name] ?? [];
  }

  /** Whether a player's area is disabled (3.3.23). */
  isDisabled(owner: PlayerId, area: Area): boolean {
    return this.players[owner].disabledAreas.includes(area);
  }

  private removeFrom(card: CardId, from: ZoneRef): void {
    if (from.kind === "equip") {
      const p = this.players[from.owner];
      if (p.equipment[from.slot] === card) delete p.equipment[from.slot];
      return;
    }
    const list = this.listOf(from);
    if (!list) return;
    const i = list.indexOf(card);
    if (i >= 0) list.splice(i, 1);
    // 3.3.16 ◆: a pile with no card left is gone (3.3.18 ◆: so is a named pile of 仓廪/府库).
    if (from.kind === "general" && list.length === 0) {
      const p = this.players[from.owner];
      delete (from.side === "on" ? p.onGeneral : p.besideGeneral)[from.pile];
    }
    if (from.kind === "public" && list.length === 0) delete this.publicPiles[from.area][from.pile];
  }

  private listOf(z: ZoneRef): CardId[] | null {
    switch (z.kind) {
      case "drawPile":
        return this.drawPile;
      case "discardPile":
        return this.discardPile;
      case "processing":
        return this.processing;
      case "outside":
        return this.outside;
      case "hand":
        return this.players[z.owner].hand;
      case "judge":
        return this.players[z.owner].judgeArea;
      case "general": {
        const p = this.players[z.owner];
        const piles = z.side === "on" ? p.onGeneral : p.besideGeneral;
        const list = piles[z.pile] ?? [];
        piles[z.pile] = list;
        return list;
      }
      case "public": {
        const piles = this.publicPiles[z.area];
        const list = piles[z.pile] ?? [];
        piles[z.pile] = list;
        return list;
      }
      case "equip":
        return null;
    }
  }

  /** Checks the invariant: every card is in exactly one zone and the zone lists agree with the map. */
  checkZones(): string[] {
    const problems: string[] = [];
    const seen = new Map<CardId, string>();
    const note = (card: CardId, where: string) => {
      const prev = seen.get(card);
      if (prev) problems.push(`card ${card} in ${prev} and ${where}`);
      seen.set(card, where);
    };
    this.drawPile.forEach((c) => note(c, "drawPile"));
    this.discardPile.forEach((c) => note(c, "discardPile"));
    this.processing.forEach((c) => note(c, "processing"));
    this.outside.forEach((c) => note(c, "outside"));
    for (const [area, piles] of Object.entries(this.publicPiles) as [PublicArea, Record<string, CardId[]>][]) {
      for (const [pile, cards] of Object.entries(piles)) {
        if (cards.length === 0) problems.push(`empty pile “${pile}” in ${area}`);
        cards.forEach((c) => note(c, zoneKey({ kind: "public", area, pile })));
      }
    }
    for (const p of this.players) {
      p.hand.forEach((c) => note(c, `hand${p.id}`));
      p.judgeArea.forEach((c) => note(c, `judge${p.id}`));
      for (const slot of EQUIP_SLOTS) {
        const c = p.equipment[slot];
        if (c !== undefined) note(c, `equip${p.id}.${slot}`);
      }
      for (const side of ["on", "beside"] as const) {
        for (const [pile, cards] of Object.entries(side === "on" ? p.onGeneral : p.besideGeneral)) {
          if (cards.length === 0) problems.push(`seat ${p.id}: empty pile “${pile}” ${side} the general card`);
          cards.forEach((c) => note(c, zoneKey({ kind: "general", owner: p.id, pile, side })));
        }
      }
    }
    for (const card of this.cards) {
      const where = seen.get(card.id);
      if (!where) {
        problems.push(`card ${card.id} is in no zone`);
        continue;
      }
      const z = this.zoneOf.get(card.id);
      if (!z || zoneKey(z) !== where) problems.push(`card ${card.id}: map says ${z ? zoneKey(z) : "none"}, lists say ${where}`);
    }
    return problems;
  }
}

export function zoneKey(z: ZoneRef): string {
  switch (z.kind) {
    case "hand":
      return `hand${z.owner}`;
    case "judge":
      return `judge${z.owner}`;
    case "equip":
      return `equip${z.owner}.${z.slot}`;
    case "general":
      return `general${z.owner}.${z.side}.${z.pile}`;
    case "public":
      return `public.${z.area}.${z.pile}`;
    default:
      return z.kind;
  }
}

export function sameZone(a: ZoneRef, b: ZoneRef): boolean {
  return zoneKey(a) === zoneKey(b);
}

/**
 * The player whose cards a zone holds, if any (for 失去/得到 subjects, 4.2.9, 3.8.21): hand,
 * equipment and judge area. Cards on or beside a general card are not that player's cards
 * (3.5.4), so those zones have no owner here; see `zoneHolder`.
 */
export function zoneOwner(z: ZoneRef): PlayerId | null {
  return z.kind === "hand" || z.kind === "equip" || z.kind === "judge" ? z.owner : null;
}

/** The player a zone belongs to, including the piles on/beside a general card. */
export function zoneHolder(z: ZoneRef): PlayerId | null {
  return z.kind === "general" ? z.owner : zoneOwner(z);
}
