// Authoritative game state (seed 004 §3.3 zones). One map card → zone is the truth; the
// ordered zone arrays are kept in step with it by `placeCard`, the only place that moves
// a physical card, so "each card is in exactly one zone" is checkable at any moment.
import type { CardId, EquipSlot, Faction, Gender, PhysicalCard, PlayerId, Role, ZoneRef } from "./types.ts";

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
}

export class GameState {
  readonly players: PlayerState[];
  readonly cards: readonly PhysicalCard[];
  /** Index 0 is the top of the pile (牌堆顶). */
  readonly drawPile: CardId[] = [];
  readonly discardPile: CardId[] = [];
  readonly processing: CardId[] = [];
  private readonly zoneOf = new Map<CardId, ZoneRef>();

  constructor(players: PlayerState[], cards: readonly PhysicalCard[]) {
    this.players = players;
    this.cards = cards;
  }

  zone(card: CardId): ZoneRef {
    const z = this.zoneOf.get(card);
    if (!z) throw new Error(`card ${card} is in no zone`);
    return z;
  }

  /** Moves one card to a zone. `toTop` puts it on top of a pile (default: bottom/end). */
  placeCard(card: CardId, to: ZoneRef, toTop = false): void {
    const from = this.zoneOf.get(card);
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
  }

  private listOf(z: ZoneRef): CardId[] | null {
    switch (z.kind) {
      case "drawPile":
        return this.drawPile;
      case "discardPile":
        return this.discardPile;
      case "processing":
        return this.processing;
      case "hand":
        return this.players[z.owner].hand;
      case "judge":
        return this.players[z.owner].judgeArea;
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
    for (const p of this.players) {
      p.hand.forEach((c) => note(c, `hand${p.id}`));
      p.judgeArea.forEach((c) => note(c, `judge${p.id}`));
      for (const [slot, c] of Object.entries(p.equipment)) if (c !== undefined) note(c, `equip${p.id}.${slot}`);
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
    default:
      return z.kind;
  }
}

export function sameZone(a: ZoneRef, b: ZoneRef): boolean {
  return zoneKey(a) === zoneKey(b);
}

/** The player owning a zone, if any (for 失去/得到 subjects, 4.2.9). */
export function zoneOwner(z: ZoneRef): PlayerId | null {
  return z.kind === "hand" || z.kind === "equip" || z.kind === "judge" ? z.owner : null;
}
