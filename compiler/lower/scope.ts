// What a skill's text has put in scope while it is lowered, in textual order: the players and
// cards mentioned (其, 该角色, 这些角色, 此牌, 这些牌, 其中, 其余的), the variables defined
// (（X为…）), the labels (A, B), the timing's event and what it exposes, the card whose effect
// this is. References resolve against it; a reference with nothing to name is refused with
// a diagnostic naming what is missing (compiler/lower/refuse.ts).
import type { TimingRow } from "../../runtime/timing/catalogue.ts";
import type { Span } from "../../grammar/syntax.ts";
import { refuse } from "./refuse.ts";
import { call, str, type X } from "../ir.ts";

export interface PlayerRef {
  readonly x: X;
  /** One player (其) or several (这些角色). */
  readonly single: boolean;
  /** The skill owner itself (其 never names 你). */
  readonly you: boolean;
  /** What a later reference names: a choice's binding, not the choice again. */
  readonly later?: X;
  /** The set it was picked from (其中…的角色, <set>中的一名角色): 另一名角色 is another of that set. */
  readonly from?: X;
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
  /** Variables chosen by the performer (X∈[1,3]): a quantity that is not fixed (3.4.13 等量). */
  readonly chosenVars = new Set<string>();
  /** （X为其…） whose references need the place X is used (3.4.11: computed there): lowered inline. */
  readonly inlineDefs = new Map<string, import("../../grammar/syntax.ts").Value>();
  /** The head of the relative clause being lowered (its candidate). */
  gap: { readonly noun: string; readonly x: X } | null = null;
  /** The judgement card of this part's last 判定 (结果, 判定牌 after it). */
  lastJudge: X | null = null;
  /** Whether this part has performed a 判定 so far (判定牌 after it names that judgement, 3.8.22). */
  judged = false;
  /** The last set of areas described (你有处于封印状态的区域), for 其中的一个区域 after it (3.3.23). */
  lastAreas: X | undefined;
  /** The operations this part has performed so far, by row id (议事的角色 after 议事, 3.5.61). */
  readonly performed = new Set<string>();
  /** What this part has had chosen so far: 选择一种颜色/花色 (此颜色 names that choice, 3.2.1–3.2.2). */
  readonly chosenAttrs = new Set<string>();
  /** The last 相同/不同 comparison of a 若 (若相同 after it repeats it with that word). */
  lastComparison: import("../../grammar/syntax.ts").Condition | null = null;
  /** The count of the nearest non-fixed quantity (3.4.13 等量). */
  lastCount: X | null = null;
  /** The subject of the clause before, when it is one player other than 你 (其 names it first). */
  prevSubject: PlayerRef | null = null;
  /**
   * What 其 named last, with the players already named then: one of those it passed over does not
   * become 其 later (…且来源不为其，来源摸一张牌，其弃所有“赏”: 其 stays the one with a “赏”); a player
   * named since (令一名角色…，其…) may.
   */
  itAntecedent: { readonly ref: PlayerRef; readonly passed: ReadonlySet<string> } | null = null;
  /**
   * The kinds of event this text runs at (its timings' events, "use" in a card's effect), for
   * references the event supplies (来源, 此伤害, 目标对应的角色): null where that is not known.
   */
  events: ReadonlySet<string> | null = null;
  /** The card names a card's own text puts in scope (its name, those its 使用时机/使用目标 name). */
  cardNames: ReadonlySet<string> | null = null;
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

  /** 其 / 该角色: the last single player mentioned that is not 你 (nor the player `excluded` names). */
  lastPlayer(): PlayerRef | undefined {
    for (let i = this.players.length - 1; i >= 0; i--) if (this.players[i].single && !this.players[i].you && !this.isExcluded(this.players[i])) return this.players[i];
    return undefined;
  }

  /** The clause's subject while its complement is lowered: 其 there is someone else (来源不为其). */
  private excluded: string | null = null;

  isExcluded(r: PlayerRef): boolean {
    return this.excluded !== null && JSON.stringify(r.x) === this.excluded;
  }

  /** Lowers `body` with `subject` out of 其's reach: in A为其/A不为其, 其 is not A (that would be 自己). */
  excluding<T>(subject: PlayerRef, body: () => T): T {
    const was = this.excluded;
    this.excluded = JSON.stringify(subject.x);
    try {
      return body();
    } finally {
      this.excluded = was;
    }
  }

  /** The last players mentioned, one or a set, other than 你 (另一名角色 is another than them). */
  lastMention(): PlayerRef | undefined {
    for (let i = this.players.length - 1; i >= 0; i--) if (!this.players[i].you) return this.players[i];
    return undefined;
  }

  /** Where the sentence being lowered starts (an option is a sentence of its chooser's, 3.5.27). */
  private sentence: { readonly start: number; readonly subject: PlayerRef } | null = null;

  /** Lowers `body` as a sentence of its own whose subject is `subject` (an option, an action). */
  /** The subject of the option or action sentence being lowered, if any. */
  get sentenceSubject(): PlayerRef | undefined {
    return this.sentence?.subject;
  }

  inSentence<T>(subject: PlayerRef, body: () => T): T {
    const was = this.sentence;
    this.sentence = { start: this.players.length, subject };
    try {
      return body();
    } finally {
      this.sentence = was;
    }
  }

  /**
   * The “一名角色” 另一名角色 is other than (3.5.29): the last players (not 你) named in this
   * sentence; with none, the sentence's subject when it is not 你 (令所有其他角色各选择：1.对距离最近的
   * 另一名角色使用【杀】 — another than the chooser); else the last named earlier in the part.
   */
  anotherThan(): PlayerRef | undefined {
    const start = this.sentence?.start ?? 0;
    for (let i = this.players.length - 1; i >= start; i--) if (!this.players[i].you) return this.players[i];
    if (this.sentence && !this.sentence.subject.you) return this.sentence.subject;
    return this.lastMention();
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

  /**
   * While an operation with two card operands is lowered (将A与B交换): how many cards were mentioned
   * before it. 其中 in one operand names a set from before the operation, never the other operand.
   */
  operandsFrom: number | null = null;

  /** The last cards mentioned before the `n`-th mention (see operandsFrom). */
  lastCardsBefore(n: number): CardsRef | undefined {
    return this.cards.slice(0, n).at(-1);
  }

  /** How many cards have been mentioned so far. */
  get cardMentions(): number {
    return this.cards.length;
  }

  /** Where the mentions stand now, for sibling branches (若…：…；…) to start from the same place. */
  mark(): { readonly players: number; readonly cards: number; readonly prevSubject: PlayerRef | null; readonly itAntecedent: Scope["itAntecedent"] } {
    return { players: this.players.length, cards: this.cards.length, prevSubject: this.prevSubject, itAntecedent: this.itAntecedent };
  }

  /** 其's antecedent: `found` unless it is a player 其 passed over before (see itAntecedent). */
  antecedentOfIt(found: PlayerRef): PlayerRef {
    const key = JSON.stringify(found.x);
    const before = this.itAntecedent;
    if (before && JSON.stringify(before.ref.x) !== key && before.passed.has(key) && !this.isExcluded(before.ref)) return before.ref;
    if (!before || JSON.stringify(before.ref.x) !== key) {
      const passed = new Set(this.players.map((p) => JSON.stringify(p.x)).filter((k) => k !== key));
      this.itAntecedent = { ref: found, passed };
    }
    return found;
  }

  /** Forgets the mentions made since `m` (a branch's, which its siblings cannot refer to). */
  restore(m: ReturnType<Scope["mark"]>): void {
    this.players.length = Math.min(this.players.length, m.players);
    this.cards.length = Math.min(this.cards.length, m.cards);
    this.prevSubject = m.prevSubject;
    this.itAntecedent = m.itAntecedent;
  }

  /** A child scope for a relative clause: mentions stay local, bindings are shared. */
  withGap(noun: string, x: X): Scope {
    const s = Object.create(this) as Scope;
    s.gap = { noun, x };
    return s;
  }
}

export const YOU: X = call("p.you");

/** Which events supply a reference (3.5.22 来源, 3.5.23 渠道/此伤害, 3.4.14 目标对应的角色, 3.5.16 此牌). */
const SUPPLIED_BY = {
  damage: ["damage", "hpDeduct", "dying", "death"],
  target: ["use"],
  card: ["use", "play", "needUse", "needPlay", "judge", "damage", "pindian", "reveal", "move"],
  judge: ["judge"],
  loseHp: ["loseHp"],
  recover: ["recover"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

const WHAT: Readonly<Record<keyof typeof SUPPLIED_BY, string>> = {
  damage: "a damage timing such as 当你受到伤害后 (3.5.22, 3.5.23)",
  target: "a card's 作用效果 or a timing with a target such as 当【杀】指定目标后 (3.4.14)",
  card: "a card's text or a timing with a card such as 当【杀】指定目标后 (3.5.16)",
  judge: "a judgement: after 判定 in the same text, or a timing such as 当一名角色的判定结果确定前 (3.8.22)",
  loseHp: "a timing of losing hp such as 当你失去体力结算开始前 (4.2.13)",
  recover: "a timing of recovering hp such as 当你回复体力后 (4.2.15)",
};

/**
 * Refuses a reference to an event's result (4.2.8 赢, 3.5.61 议事结果, 议事的角色) where the text has not
 * performed that operation before it and does not run at a timing of that event (E-SCOPE).
 */
export function requireHeld(scope: Scope, event: string, span: import("../../grammar/syntax.ts").Span, what: string): void {
  if (scope.performed.has(event) || scope.events === null || scope.events.has(event)) return;
  refuse(span, `${what} names the result of a ${event === "council" ? "议事" : event === "pindian" ? "拼点" : event} in scope; there is none here (no such operation before it, and no timing of one)`, "E-SCOPE");
}

/** Refuses a reference the text's events cannot supply (E-SCOPE), where they are known. */
export function requireEvent(scope: Scope, kind: keyof typeof SUPPLIED_BY, span: import("../../grammar/syntax.ts").Span, what: string): void {
  const events = scope.events;
  if (events === null) return;
  if (SUPPLIED_BY[kind].some((e) => events.has(e))) return;
  refuse(span, `${what} only makes sense at ${WHAT[kind]}; there is none here`, "E-SCOPE");
}
export const eventPlayer = (field: string): X => call("p.event", { field: str(field) });

export type { Span };
