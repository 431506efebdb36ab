// What a skill's text has put in scope while it is lowered, in textual order: the players and
// cards mentioned (其, 该角色, 这些角色, 此牌, 这些牌, 其中, 其余的), the variables defined
// (（X为…）), the labels (A, B), the timing's event and what it exposes, the card whose effect
// this is. References resolve against it; a reference with nothing to name is refused with
// a diagnostic naming what is missing (compiler/lower/refuse.ts).
import type { TimingRow } from "../../runtime/timing/catalogue.ts";
import type { Span } from "../../grammar/syntax.ts";
import { call, str, type X } from "../ir.ts";

export interface PlayerRef {
  readonly x: X;
  /** One player (其) or several (这些角色). */
  readonly single: boolean;
  /** The skill owner itself (其 never names 你). */
  readonly you: boolean;
  /** What a later reference names: a choice's binding, not the choice again. */
  readonly later?: X;
}

export interface CardsRef {
  readonly x: X;
  readonly single: boolean;
  /** The card name, when the text named it (此【杀】). */
  readonly name?: string;
  /** The head it was described with (武器牌 …): 此武器牌 names the last weapon. */
  readonly head?: string;
  /** The set it was chosen from (其中 …, 其余的牌). */
  readonly from?: X;
  /** What a later reference names: a choice's binding, not the choice again. */
  readonly later?: X;
}

export interface TimingScope {
  readonly row: TimingRow;
  /** Event fields the text bound to a player (victim → 你 …). */
  readonly fields: ReadonlyMap<string, X>;
}

/** The card whose 作用效果 this is (目标对应的角色, 此牌, 使用者 = 你). */
export interface CardEffectScope {
  readonly name: string;
}

export class Scope {
  private readonly players: PlayerRef[] = [];
  private readonly cards: CardsRef[] = [];
  readonly labels = new Map<string, X>();
  readonly vars = new Map<string, X>();
  /** The head of the relative clause being lowered (its candidate). */
  gap: { readonly noun: string; readonly x: X } | null = null;
  /** The judgement card of this part's last 判定 (结果, 判定牌 after it). */
  lastJudge: X | null = null;
  /** The count of the nearest non-fixed quantity (3.4.13 等量). */
  lastCount: X | null = null;
  /** The subject of the clause before, when it is one player other than 你 (其 names it first). */
  prevSubject: PlayerRef | null = null;
  private counter = 0;

  constructor(
    readonly timings: readonly TimingScope[],
    readonly card: CardEffectScope | null,
    /** Names of bindings used in this part (unique per part). */
    private readonly prefix = "b",
  ) {}

  /** A fresh binding name for a choice or a remembered result. */
  fresh(kind: string): string {
    return `${this.prefix}${++this.counter}.${kind}`;
  }

  mentionPlayer(r: PlayerRef): void {
    // 系统 performs operations but is no player 其 could name.
    if (r.x.k === "call" && r.x.fn === "p.system") return;
    this.players.push(r.later ? { ...r, x: r.later } : r);
  }

  mentionCards(r: CardsRef): void {
    this.cards.push(r.later ? { ...r, x: r.later } : r);
  }

  /** 其 / 该角色: the last single player mentioned that is not 你. */
  lastPlayer(): PlayerRef | undefined {
    for (let i = this.players.length - 1; i >= 0; i--) if (this.players[i].single && !this.players[i].you) return this.players[i];
    return undefined;
  }

  /** The last players mentioned, one or a set, other than 你 (另一名角色 is another than them). */
  lastMention(): PlayerRef | undefined {
    for (let i = this.players.length - 1; i >= 0; i--) if (!this.players[i].you) return this.players[i];
    return undefined;
  }

  /** 这些角色: the last set of players mentioned. */
  lastPlayers(): PlayerRef | undefined {
    for (let i = this.players.length - 1; i >= 0; i--) if (!this.players[i].single) return this.players[i];
    return undefined;
  }

  lastCards(single?: boolean, name?: string, head?: string): CardsRef | undefined {
    for (let i = this.cards.length - 1; i >= 0; i--) {
      const c = this.cards[i];
      if (single !== undefined && c.single !== single && !(single && c.single === false && name === undefined && head === undefined)) continue;
      // 此【杀】 names a card of that name, never an unnamed choice (其一张牌).
      if (name !== undefined && c.name !== name) continue;
      if (head !== undefined && c.head !== undefined && c.head !== head) continue;
      return c;
    }
    return undefined;
  }

  /** A child scope for a relative clause: mentions stay local, bindings are shared. */
  withGap(noun: string, x: X): Scope {
    const s = Object.create(this) as Scope;
    s.gap = { noun, x };
    return s;
  }
}

export const YOU: X = call("p.you");
export const eventPlayer = (field: string): X => call("p.event", { field: str(field) });

export type { Span };
