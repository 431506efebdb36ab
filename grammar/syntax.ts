// The syntax tree of skill and card text. It says what the text says, in the rulebook's own
// categories: noun phrases (3.5 selectors, 3.1 cards), values (3.4, 3.10), conditions, and
// predicates, each predicate a match of one vocabulary row's template with its slots filled.
// Nothing here is resolved yet: references, names and variables are the checker's job.

/** Tokens [from, to) of the node's line. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

// ---------------------------------------------------------------- noun phrases

/** What a noun phrase's head names. */
export type NounKind = "player" | "card" | "skill" | "mark" | "damage" | "phase" | "turn" | "suit" | "color" | "category" | "faction" | "event" | "target" | "zone" | "area";

/** 3.4.17/3.4.18: how many. */
export type Quantity =
  | { readonly kind: "exactly"; readonly n: Value }
  | { readonly kind: "atMost"; readonly n: Value }
  | { readonly kind: "atLeast"; readonly n: Value }
  | { readonly kind: "range"; readonly min: Value; readonly max: Value } // 一至两名
  | { readonly kind: "all" } // 所有
  | { readonly kind: "any" } // 任意 / 任意数量的
  | { readonly kind: "equal" } // 等量的 (3.4.13)
  | { readonly kind: "eachOne"; readonly n: Value } // 各一张 (3.5.36)
  /** 第一次, 第X张 (3.5.53: n counted from the start), 下一张, 上一张 (n 1). */
  | { readonly kind: "ordinal"; readonly which: "first" | "next" | "last"; readonly n: Value };

/** A restriction on a noun phrase: an attribute word or a relative clause (…的). */
export type Restriction =
  | { readonly kind: "attr"; readonly row: string; readonly span: Span } // 男性, 红色, 其他, 魏势力, 普 …
  | { readonly kind: "rel"; readonly clause: Condition; readonly span: Span } // 有手牌的, 是此【杀】的合法目标的 …
  | { readonly kind: "region"; readonly regions: readonly string[]; readonly span: Span }; // 装备区里的, 牌堆顶的

export interface NounPhrase {
  readonly kind: "np";
  readonly span: Span;
  readonly noun: NounKind;
  /** A reference word (你, 其, 来源, 此牌, 这些角色 …): a reference row id. */
  readonly ref?: string;
  /** The name in 此【杀】/〖宴诛〗/“权” (without brackets) or a head's card name. */
  readonly name?: string;
  /** 的-possessor (你的一张手牌, 其装备区里的牌, 其上家). */
  readonly owner?: NounPhrase;
  readonly quantity?: Quantity;
  readonly restrictions: readonly Restriction[];
  /** 除X外的… (3.5.29, 3.5.31). */
  readonly except?: NounPhrase;
  /** 其中的… : chosen among the set named before. */
  readonly among?: NounPhrase | "previous";
  /** The head noun row (角色, 牌, 手牌, 基本牌 …); absent for a bare reference. */
  readonly head?: string;
  /** A / B. */
  readonly label?: string;
  /** 另一名…角色 (3.5.29): one player other than the one(s) named before it (its quantity is 1). */
  readonly another?: boolean;
  /** <user>使用<card>的合法目标: the user whose use is meant (4.2.2 专题四). */
  readonly user?: NounPhrase;
  /** X对应的(所有)实体牌 (3.1.9). */
  readonly physical?: { readonly all: boolean };
  /** 和/或/与/、-joined phrases. */
  readonly items?: readonly NounPhrase[];
  readonly join?: "and" | "or";
}

// ---------------------------------------------------------------- values (3.4, 3.10)

export type Value =
  | { readonly kind: "int"; readonly n: number; readonly span: Span }
  | { readonly kind: "var"; readonly name: string; readonly span: Span } // X, Y
  | { readonly kind: "term"; readonly row: string; readonly slots: Slots; readonly span: Span } // 体力值, 势力数 …
  | { readonly kind: "count"; readonly of: NounPhrase; readonly span: Span } // <…>数
  | { readonly kind: "binary"; readonly op: "+" | "-" | "*" | "/"; readonly a: Value; readonly b: Value; readonly span: Span }
  | { readonly kind: "call"; readonly fn: "min" | "max" | "mid"; readonly args: readonly Value[]; readonly span: Span }
  | { readonly kind: "half"; readonly of: Value; readonly span: Span } // 3.4.16
  | { readonly kind: "diff"; readonly of: Value; readonly span: Span } // <…>之差 3.4.12
  | { readonly kind: "sum"; readonly of: Value; readonly span: Span } // <…>之和
  /** <数值X>与<数值Y>之差 (3.4.12: |X-Y|) / 之和 (X+Y). */
  | { readonly kind: "pair"; readonly op: "diff" | "sum"; readonly a: Value; readonly b: Value; readonly span: Span };

// ---------------------------------------------------------------- conditions

/** nearest/farthest: 最近/最远, a distance value's 最小/最大 (3.4.9, 3.4.15). */
export type Comparison = ">" | "<" | ">=" | "<=" | "=" | "!=" | "max" | "min" | "larger" | "smaller" | "same" | "differ" | "nearest" | "farthest";

export type Condition =
  | { readonly kind: "and" | "or"; readonly items: readonly Condition[]; readonly span: Span }
  | { readonly kind: "not"; readonly item: Condition; readonly span: Span }
  | { readonly kind: "compare"; readonly op: Comparison; readonly a: Value; readonly b: Value | NounPhrase; readonly span: Span }
  /** <np> 为/不为/是/不是 <np or attribute>: identity, attribute or membership. */
  | { readonly kind: "is"; readonly negated: boolean; readonly subject: NounPhrase | Gap; readonly what: NounPhrase | Value; readonly span: Span; readonly all?: boolean } // [均]为
  /** A state predicate or a past event (a condition row, or a predicate row read with 过/未). */
  | { readonly kind: "pred"; readonly match: Match; readonly span: Span }
  /** 有<np> / 没有<np>: some such thing exists. */
  | { readonly kind: "exists"; readonly negated: boolean; readonly what: NounPhrase; readonly span: Span }
  /** 此时为<时段>: the current moment lies in that period. */
  | { readonly kind: "now"; readonly period: Period; readonly span: Span }
  // 若相同 / 若不同 after 若<a>与<b>…均不同: the comparison before, with this word (ellipsis).
  | { readonly kind: "again"; readonly how: "相同" | "不同"; readonly span: Span };

/** The head a relative clause leaves out (你选择的<一名角色>, 有手牌的<角色>). */
export interface Gap {
  readonly kind: "gap";
}
export const GAP: Gap = { kind: "gap" };

// ---------------------------------------------------------------- periods (durations, 3.6)

export interface Period {
  readonly kind: "period";
  /** 此回合, 此阶段, 其回合, 回合外, 出牌阶段 … : a period row id. */
  readonly row: string;
  readonly slots: Slots;
  readonly span: Span;
}

// ---------------------------------------------------------------- predicates (row matches)

export type SlotValue = NounPhrase | Value | Condition | Period | Clause | Options | Gap | TimingMatch | Word | Stmt[];

export type Slots = Readonly<Record<string, SlotValue>>;

/** A literal of the text kept as a slot value (an element, a suit, a name). */
export interface Word {
  readonly kind: "word";
  readonly row: string;
  readonly text: string;
  readonly span: Span;
}

export interface Match {
  readonly kind: "match";
  /** The vocabulary row (or timing row) whose template matched. */
  readonly row: string;
  readonly form: number;
  readonly slots: Slots;
  readonly span: Span;
  /** V过 (aspect: has done) and 未 (has not) when read as a past event. */
  readonly past?: boolean;
}

/** Words before the verb (于此回合内, 可, 需, 依次, 以此法 …). */
export interface Adverbial {
  readonly kind: "adverbial";
  readonly row: string;
  readonly period?: Period;
  readonly span: Span;
}

/** One clause: [subject] adverbials predicate. A missing subject is inherited (3.5.5 主语). */
export interface Clause {
  readonly kind: "clause";
  readonly subject: NounPhrase | Gap | null;
  readonly adverbials: readonly Adverbial[];
  readonly match: Match;
  readonly span: Span;
}

export interface Options {
  readonly kind: "options";
  readonly items: readonly { readonly n: number; readonly body: Stmt[]; readonly span: Span; readonly text: string }[];
  readonly span: Span;
}

// ---------------------------------------------------------------- statements

/** How a statement hangs on the one before it. */
export type Link = "first" | "then" /* ，。 */ | "after" /* ▷ 3.5.12 */ | "and" /* 并 3.5.19 */ | "arrow" /* ▶ inside a card's effect */;

export type Stmt =
  | { readonly kind: "do"; readonly link: Link; readonly clause: Clause; readonly span: Span }
  | { readonly kind: "if"; readonly link: Link; readonly cond: Condition; readonly then: Stmt[]; readonly otherwise: Stmt[] | null; readonly span: Span }
  /** 若<x>：<case>，…；<case>，… */
  | { readonly kind: "switch"; readonly link: Link; readonly on: NounPhrase | Value; readonly cases: readonly { readonly test: Condition; readonly body: Stmt[] }[]; readonly span: Span }
  /** （→）<timing>，… (3.5.13). */
  | { readonly kind: "delayed"; readonly link: Link; readonly when: When; readonly cond: Condition | null; readonly body: Stmt[]; readonly span: Span }
  /** <clause>，否则<stmts> (需 3.5.17). */
  | { readonly kind: "unless"; readonly link: Link; readonly clause: Clause; readonly otherwise: Stmt[]; readonly span: Span }
  /** （X为…）: the part's variable definitions (3.4.11). */
  | { readonly kind: "defs"; readonly link: Link; readonly defs: readonly Def[]; readonly span: Span };

export type Def =
  | { readonly kind: "is"; readonly name: string; readonly value: Value; readonly span: Span } // X为…, X=…
  | { readonly kind: "in"; readonly name: string; readonly min: Value; readonly max: Value; readonly span: Span } // X∈[a,b]
  | { readonly kind: "if"; readonly cond: Condition; readonly then: readonly Def[]; readonly otherwise: readonly Def[]; readonly span: Span };

// ---------------------------------------------------------------- timings and parts

export interface TimingMatch {
  readonly kind: "timing";
  readonly row: string; // timing catalogue id
  readonly slots: Slots;
  readonly adverbials: readonly Adverbial[];
  readonly span: Span;
}

/** 当<timing>[，若<cond>](或<timing>…)，: one or more timing points (a part listens to each). */
export interface When {
  readonly kind: "when";
  readonly timings: readonly { readonly timing: TimingMatch; readonly cond: Condition | null }[];
  readonly span: Span;
}

export interface Tag {
  readonly kind: "tag";
  readonly row: string; // locked, lord, limited, awaken, switch
  readonly span: Span;
}

/** 出牌阶段限一次 / 每回合限一次 (4.1.1.6 ◆). */
export interface Limit {
  readonly kind: "limit";
  readonly per: "playPhase" | "turn" | "round" | "game";
  readonly times: number;
  readonly span: Span;
}

/**
 * 阳：<side>；阴：<side> (3.5.62 转换技状态): one side of a 转换技 part, an ordinary part body with its
 * own timing, condition and costs (or the part's, written before 阳). Only the side of the skill's
 * current state can be activated.
 */
export interface SwitchSide {
  readonly state: "yang" | "yin";
  readonly when: When | null;
  readonly cond: Condition | null;
  readonly costs: Stmt[] | null;
  readonly effects: Stmt[];
  readonly span: Span;
}

export interface Part {
  readonly kind: "part";
  /** ① ② …: the part's number, or null for a one-part skill. */
  readonly mark: number | null;
  readonly tags: readonly Tag[];
  readonly limit: Limit | null;
  /** null: no timing (a state part, or an active part at 出牌阶段 given by `limit`). */
  readonly when: When | null;
  readonly cond: Condition | null;
  /** Left of ▶ (3.5.11), or null. */
  readonly costs: Stmt[] | null;
  readonly effects: Stmt[];
  /** 阳：…；阴：… (3.5.62): the part's two sides; `costs` is null and `effects` empty then. */
  readonly sides?: readonly SwitchSide[];
  readonly span: Span;
}

export interface SkillText {
  readonly kind: "skill";
  readonly parts: readonly Part[];
  readonly span: Span;
}
