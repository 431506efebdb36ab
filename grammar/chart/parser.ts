// A small memoizing all-parses parser over a token array (the engine the table-driven grammar
// runs on). Chevrotain lexes; this engine parses, because the notation's phrases are typed
// templates with relative clauses whose extent only the types decide (你的攻击范围内的一名是
// 此【杀】的合法目标且不为使用者的其他角色): an LL(k) choice cannot see that far, an all-parses
// chart with type filters can. Every rule returns, for a start position, the list of end
// positions it can reach with one value each (the first reading found wins an end); rules are
// memoized per (rule, position), so shared prefixes of many templates cost one parse.

/** What the engine needs of a token. */
export interface Tok {
  /** Dense id of the token's type (one per word of the lexicon). */
  readonly type: number;
  readonly image: string;
  /** Offsets into the line's text (end exclusive). */
  readonly start: number;
  readonly end: number;
}

/** One reading: the position after it and its value. */
export type Reading<T> = readonly [end: number, value: T];
export type Readings<T> = readonly Reading<T>[];

const NONE: Readings<never> = [];

/** Where the parse could get furthest, and what it expected there (for diagnostics). */
export interface Failure {
  readonly at: number;
  readonly expected: readonly string[];
}

/**
 * How much reading one text may cost, so that every input gets its diagnostics in time linear
 * in its size. Rule nesting deeper than MAX_DEPTH would overflow the JavaScript stack (the
 * deepest corpus line nests 79 rules). MAX_WORK readings visited bound the time of one text
 * (and its "/" variants) whatever its length or ambiguity: under a second on a slow machine,
 * about ten times what the costliest corpus line (〖奔袭〗, 32,000) needs.
 */
export const MAX_DEPTH = 300;
export const MAX_WORK = 300_000;

/** The readings one text (and its "/" variants) has visited so far. */
export class Budget {
  work = 0;
}

/** Thrown when reading a text would exceed MAX_DEPTH or MAX_WORK: the reader reports it. */
export class ParseLimit extends Error {
  constructor(readonly reason: "depth" | "work") {
    super(reason === "depth" ? "the text nests too deeply" : "the text is too long or too ambiguous");
    this.name = "ParseLimit";
  }
}

/** A memoized reading list; `deps`: the left-recursion heads still growing that it relied on. */
interface MemoEntry {
  readonly rs: Readings<unknown>;
  deps: Set<number> | null;
}

interface Frame {
  readonly key: number;
  head: boolean;
  deps: Set<number> | null;
}

/** Per-parse state: the tokens, the memo table, the furthest failure. */
export class ParseState {
  readonly memo: Map<number, MemoEntry>[];
  /** Rules being read (rule id × position), innermost last. */
  private readonly stack: Frame[] = [];
  private readonly activeAt = new Map<number, number>();
  /** Left-recursion seeds: the readings found so far of a rule being grown at a position. */
  private readonly seeds = new Map<number, Readings<unknown>>();
  furthest = -1;
  expected = new Set<string>();
  /** Positions where expectations are being replaced by a label (see `label`). */
  private readonly quiet: number[] = [];
  /** Number of rule evaluations (for benchmarks and runaway guards). */
  steps = 0;
  /**
   * When set, for each position from `nextFrom` to the end, the token types some parser tried
   * to read there: what may come at that point (did-you-mean suggestions read it; null keeps
   * the hot path bare).
   */
  nextAt: Set<number>[] | null = null;
  nextFrom = 0;

  /** Records what may come at `pos` (see `nextAt`). */
  noteNext(pos: number, types: ReadonlySet<number>): void {
    const at = this.nextAt![pos - this.nextFrom];
    if (at !== undefined) for (const type of types) at.add(type);
  }

  /**
   * `budget` may be shared by several readings of one text (its "/" variants). `diagnose`: a
   * reading made to explain a failure, which asks every alternative (no dispatch by token) and
   * notes each label that cannot start at a position as expected there.
   */
  constructor(
    readonly toks: readonly Tok[],
    readonly budget: Budget = new Budget(),
    readonly diagnose = false,
  ) {
    this.memo = Array.from({ length: toks.length + 1 }, () => new Map());
  }

  expect(at: number, what: string): void {
    if (this.quiet.length > 0 && this.quiet[this.quiet.length - 1] === at) return;
    if (at > this.furthest) {
      this.furthest = at;
      this.expected = new Set([what]);
    } else if (at === this.furthest) this.expected.add(what);
  }

  /** @internal */ enterQuiet(at: number): void {
    this.quiet.push(at);
  }
  /** @internal */ leaveQuiet(): void {
    this.quiet.pop();
  }

  /**
   * @internal Reads a rule at a position with memoization and left recursion. A rule that
   * reaches itself at the same position (a relative clause whose subject has a relative
   * clause: 受到过…伤害的角色使用的牌) gets its readings so far there (the seed, at first none)
   * and is read again until no new end appears (seed growing, as in Warth et al.'s packrat
   * parsers). Only the readings that went through the seed are forgotten between rounds.
   */
  readRule<T>(id: number, pos: number, body: () => Readings<T>): Readings<T> {
    const memo = this.memo[pos];
    const hit = memo.get(id);
    if (hit !== undefined) {
      if (hit.deps) this.depend(hit.deps);
      return hit.rs as Readings<T>;
    }
    const key = id * this.memo.length + pos;
    const at = this.activeAt.get(key);
    if (at !== undefined) {
      // Left recursion: every frame above the head now depends on the head's seed.
      this.stack[at].head = true;
      for (let i = at + 1; i < this.stack.length; i++) (this.stack[i].deps ??= new Set()).add(key);
      return (this.seeds.get(key) ?? NONE) as Readings<T>;
    }
    if (this.stack.length >= MAX_DEPTH) throw new ParseLimit("depth");
    this.charge(1);
    const frame: Frame = { key, head: false, deps: null };
    this.activeAt.set(key, this.stack.length);
    this.stack.push(frame);
    this.steps++;
    let rs: Readings<T>;
    let grown = false;
    try {
      rs = body();
      while (frame.head) {
        frame.head = false;
        grown = true;
        this.seeds.set(key, rs);
        for (const [rid, e] of memo) if (e.deps?.has(key)) memo.delete(rid);
        const again = body();
        const ends = new Set(rs.map(([e]) => e));
        if (!again.some(([end]) => !ends.has(end))) break;
        rs = again;
      }
    } finally {
      this.stack.pop();
      this.activeAt.delete(key);
      this.seeds.delete(key);
    }
    frame.deps?.delete(key);
    const deps = frame.deps && frame.deps.size > 0 ? frame.deps : null;
    // Readings that relied on this rule's seed now rely on what this rule relied on (only a
    // rule that was grown as a seed can have such readings).
    if (grown) for (const e of memo.values()) {
      if (!e.deps?.delete(key)) continue;
      if (deps) for (const d of deps) e.deps.add(d);
      if (e.deps.size === 0) e.deps = null;
    }
    if (deps) this.depend(deps);
    memo.set(id, { rs, deps });
    return rs;
  }

  /** The current frames rely on these heads too (a memo hit that relied on them). */
  private depend(deps: ReadonlySet<number>): void {
    for (const h of deps) {
      const at = this.activeAt.get(h);
      if (at === undefined) continue;
      for (let i = at + 1; i < this.stack.length; i++) (this.stack[i].deps ??= new Set()).add(h);
    }
  }

  /** Counts `n` readings visited; throws ParseLimit past MAX_WORK. */
  charge(n: number): void {
    if ((this.budget.work += n) > MAX_WORK) throw new ParseLimit("work");
  }

  /** Readings visited so far (bounded by MAX_WORK). */
  get work(): number {
    return this.budget.work;
  }

  failure(): Failure {
    return { at: Math.max(this.furthest, 0), expected: [...this.expected] };
  }
}

/** The set of token types a parser can start with; `null` = unknown (no filtering). */
type First = { readonly types: ReadonlySet<number>; readonly nullable: boolean } | null;

let nextRuleId = 1;
/** Rule names by id (diagnostics of the engine itself). */
export const ruleNames: string[] = [];

const EMPTY_BITS = new Uint32Array(0);

/** The least first set (matches nothing): where the fixpoint below starts. */
const BOTTOM: First = { types: new Set(), nullable: false };
/** Every parser made, so their first sets can be solved together (see `solveFirstSets`). */
const allParsers: P<unknown>[] = [];
/** While solving: the parser whose first set is being computed (its parts' reads are recorded). */
let computing: P<unknown> | null = null;
let solving = false;
let solved = false;
/** Parsers first computed from a provisional part: to be computed again. */
const reread: P<unknown>[] = [];

const sameFirst = (a: First, b: First): boolean =>
  a === b || (a !== null && b !== null && a.nullable === b.nullable && a.types.size === b.types.size);

/**
 * First sets of the whole grammar as a least fixpoint: a rule that reaches itself (left
 * recursion through noun phrases and relative clauses) would otherwise get "unknown" and
 * filter nothing, and with it every sequence that starts with it. Each parser is computed once
 * from its parts, depth first (a part still being computed gives its set so far, at first
 * BOTTOM); the parsers that read such a part are then recomputed, and their readers in turn,
 * until nothing grows (sets only grow, so equal sizes mean equal sets).
 */
function solveFirstSets(): void {
  buildAllRules();
  solving = true;
  const work: P<unknown>[] = [];
  try {
    for (let i = 0; i < allParsers.length; i++) allParsers[i].visit(work);
    while (work.length > 0) {
      const p = work.pop()!;
      p.queued = false;
      const f = p.recompute();
      if (sameFirst(f, p.approx)) continue;
      p.approx = f;
      if (p.readers) for (const r of p.readers) if (!r.queued) {
        r.queued = true;
        work.push(r);
      }
    }
  } finally {
    solving = false;
  }
  solved = true;
  for (const p of allParsers) p.settle();
}

/**
 * A parser: `run` lists the readings from a position. `first` (computed lazily) lets choices
 * skip alternatives that cannot start with the current token.
 */
export class P<T> {
  private firstCache: First | undefined;
  private busy = false;
  /** @internal Solving state (see `solveFirstSets`). */
  approx: First = BOTTOM;
  /** @internal */ phase: 0 | 1 | 2 = 0;
  /** @internal */ queued = false;
  /** @internal Read a part still being computed (its set was provisional). */
  sawOpen = false;
  /** @internal The parsers whose first sets read this one's. */
  readers: Set<P<unknown>> | null = null;

  constructor(
    readonly run: (s: ParseState, pos: number) => Readings<T>,
    private readonly firstOf: () => First,
    /** Human-readable name, for diagnostics and debugging. */
    readonly name?: string,
  ) {
    allParsers.push(this);
  }

  get first(): First {
    const f = this.firstCache;
    return f !== undefined && !solving ? f : this.firstSlow();
  }

  private firstSlow(): First {
    if (solving) return this.read();
    if (this.firstCache !== undefined) return this.firstCache;
    if (!solved) {
      solveFirstSets();
      if (this.firstCache !== undefined) return this.firstCache;
    }
    // A parser made after the solve: its parts are settled, so recursion cannot reach it.
    if (this.busy) return null;
    this.busy = true;
    const f = this.firstOf();
    this.busy = false;
    this.settleTo(f);
    return f;
  }

  /** @internal While solving: the set so far, recording who read it. */
  private read(): First {
    const reader = computing;
    if (reader !== null) (this.readers ??= new Set()).add(reader);
    if (this.phase === 0) this.visit(null);
    else if (this.phase === 1 && reader !== null) reader.sawOpen = true;
    return this.approx;
  }

  /**
   * @internal First computation (depth first). A parser that read a part still being
   * computed goes on the work list to be computed again.
   */
  visit(work: P<unknown>[] | null): void {
    if (this.phase !== 0) return;
    this.phase = 1;
    this.approx = this.recompute();
    this.phase = 2;
    if (this.sawOpen && !this.queued) {
      this.queued = true;
      reread.push(this);
    }
    if (work !== null) {
      work.push(...reread);
      reread.length = 0;
    }
  }

  /** @internal Computes the first set from the parts' current sets. */
  recompute(): First {
    const outer = computing;
    computing = this;
    try {
      return this.firstOf();
    } finally {
      computing = outer;
    }
  }

  /** @internal Ends `solveFirstSets`: the fixpoint is this parser's first set. */
  settle(): void {
    this.settleTo(this.approx);
    this.readers = null;
  }

  private settleTo(f: First): void {
    this.firstCache = f;
    this.startsAny = f === null || f.nullable;
    if (this.startsAny) return;
    // A bit per token type: the hot test in canStart.
    let max = 0;
    for (const t of f!.types) if (t > max) max = t;
    const bits = new Uint32Array((max >> 5) + 1);
    for (const t of f!.types) bits[t >> 5] |= 1 << (t & 31);
    this.startBits = bits;
  }

  /** Set when settled: whether any token may start this parser (unknown or nullable first set). */
  private startsAny = true;
  /** Set when settled: the first set's token types, one bit each. */
  private startBits: Uint32Array = EMPTY_BITS;

  /** Whether this parser could start at `pos` (false only when it certainly cannot). */
  canStart(s: ParseState, pos: number): boolean {
    if (this.firstCache === undefined) this.first; // settles startsAny and startBits
    if (this.startsAny || (s.diagnose && !this.isToken)) return true;
    if (s.nextAt !== null) s.noteNext(pos, this.firstCache!.types);
    const t = s.toks[pos];
    if (t === undefined) return false;
    const bits = this.startBits;
    const word = t.type >> 5;
    return word < bits.length && (bits[word] & (1 << (t.type & 31))) !== 0;
  }

  /** @internal Set on labels: a diagnosing reading notes them as expected where they cannot start. */
  expects = false;
  /** @internal Set on tokens: the only parsers a diagnosing reading filters by first set. */
  isToken = false;

  parse(s: ParseState, pos: number): Readings<T> {
    if (!this.canStart(s, pos)) {
      if (this.expects && s.diagnose) s.expect(pos, this.name!);
      return NONE;
    }
    return this.run(s, pos);
  }

  map<U>(f: (value: T, start: number, end: number, s: ParseState) => U | typeof REJECT): P<U> {
    return new P<U>(
      (s, pos) => {
        const out: Reading<U>[] = [];
        for (const [end, v] of this.parse(s, pos)) {
          const u = f(v, pos, end, s);
          if (u !== REJECT) out.push([end, u as U]);
        }
        return out;
      },
      () => this.first,
      this.name,
    );
  }
}

/** Returned by a `map` to drop a reading (a slot of the wrong type, a failed agreement). */
export const REJECT: unique symbol = Symbol("reject");

const union = (fs: readonly First[]): First => {
  const types = new Set<number>();
  let nullable = false;
  for (const f of fs) {
    if (f === null) return null;
    for (const t of f.types) types.add(t);
    nullable ||= f.nullable;
  }
  return { types, nullable };
};

/** One token of one of these types. `what` is how diagnostics name it. */
export function token(types: readonly number[], what: string): P<Tok> {
  const set = new Set(types);
  const tok = new P<Tok>(
    (s, pos) => {
      const t = s.toks[pos];
      if (s.nextAt !== null) s.noteNext(pos, set);
      if (t !== undefined && set.has(t.type)) return [[pos + 1, t]];
      s.expect(pos, what);
      return NONE;
    },
    () => ({ types: set, nullable: false }),
    what,
  );
  tok.isToken = true;
  return tok;
}

/** Matches nothing: a parser that always fails (the empty choice). */
export const fail: P<never> = new P<never>(() => NONE, () => ({ types: new Set(), nullable: false }), "nothing");

/** Consumes nothing and yields `value`. */
export function pure<T>(value: T): P<T> {
  return new P<T>((_s, pos) => [[pos, value]], () => ({ types: new Set(), nullable: true }));
}

/** Readings kept per end while a sequence is being read (bounds pathological ambiguity). */
const PATHS_PER_END = 6;
/**
 * Readings a rule keeps per end: more than one, so a reading that a later type check rejects
 * (a subject of the wrong kind) does not hide another reading of the same words.
 */
const READINGS_PER_END = 3;

/** Adds one to `end`'s count and says whether it was below `limit` (constant time per reading). */
function admit(counts: Map<number, number>, end: number, limit: number): boolean {
  const n = counts.get(end) ?? 0;
  if (n >= limit) return false;
  counts.set(end, n + 1);
  return true;
}

/** A sequence; `build` receives each element's value (REJECT drops the reading). */
/** The values read so far along one path of a sequence, last first. */
type Values = { readonly v: unknown; readonly prev: Values | null } | null;
type Path = [number, Values];

function valuesOf(values: Values, n: number): unknown[] {
  const out = new Array<unknown>(n);
  for (let i = n - 1; values !== null; i--, values = values.prev) out[i] = values.v;
  return out;
}

function firstPerEnd(paths: readonly Path[], limit: number): Path[] {
  const perEnd = new Map<number, number>();
  return paths.filter(([end]) => admit(perEnd, end, limit));
}

export function seq<const A extends readonly P<unknown>[], T>(
  parts: A,
  build: (values: { [K in keyof A]: A[K] extends P<infer V> ? V : never }, start: number, end: number, s: ParseState) => T | typeof REJECT,
): P<T> {
  const n = parts.length;
  return new P<T>(
    (s, pos) => {
      // Paths share their prefixes (a cons list per path): copying the values at every step
      // made a sequence quadratic in its length and most of the parser's garbage.
      let frontier: Path[] = [[pos, null]];
      for (let i = 0; i < n; i++) {
        const part = parts[i];
        let next: Path[] = [];
        for (const [at, values] of frontier) {
          const rs = part.parse(s, at);
          s.charge(rs.length + i);
          for (const [end, v] of rs) next.push([end, { v, prev: values }]);
        }
        if (next.length === 0) return NONE;
        // At most PATHS_PER_END paths per end, the first found (fewer paths cannot exceed it).
        if (next.length > PATHS_PER_END) next = firstPerEnd(next, PATHS_PER_END);
        frontier = next;
      }
      const out: Reading<T>[] = [];
      const kept = frontier.length > READINGS_PER_END ? new Map<number, number>() : null;
      for (const [end, values] of frontier) {
        if (kept && (kept.get(end) ?? 0) >= READINGS_PER_END) continue;
        const v = build(valuesOf(values, n) as never, pos, end, s);
        if (v === REJECT) continue;
        out.push([end, v as T]);
        kept?.set(end, (kept.get(end) ?? 0) + 1);
      }
      return out;
    },
    () => {
      const types = new Set<number>();
      for (const part of parts) {
        const f = part.first;
        if (f === null) return null;
        for (const t of f.types) types.add(t);
        if (!f.nullable) return { types, nullable: false };
      }
      return { types, nullable: true };
    },
  );
}

/**
 * A choice of this many alternatives or more looks up, by the current token's type, the ones
 * that can start with it (a predicate is a choice over every predicate row's forms: hundreds,
 * of which a token starts a few), instead of asking each in turn.
 */
const DISPATCH_FROM = 8;

/** Ordered choice over readings: all alternatives are read; for one end the first ones win. */
export function alt<T>(...alternatives: readonly P<T>[]): P<T> {
  if (alternatives.length === 1) return alternatives[0];
  const byType = alternatives.length >= DISPATCH_FROM ? new Map<number, readonly P<T>[]>() : null;
  /** The alternatives that can start with the token at `pos`, in their order (see DISPATCH_FROM). */
  const candidates = (s: ParseState, pos: number): readonly P<T>[] => {
    // Did-you-mean needs every alternative's first set noted (canStart does it).
    if (byType === null || s.nextAt !== null || s.diagnose || !solved) return alternatives;
    const type = s.toks[pos]?.type ?? -1;
    let c = byType.get(type);
    if (c === undefined) {
      c = alternatives.filter((a) => {
        const f = a.first;
        return f === null || f.nullable || f.types.has(type);
      });
      byType.set(type, c);
    }
    return c;
  };
  return new P<T>(
    (s, pos) => {
      let out: Reading<T>[] | null = null;
      let single: Readings<T> | null = null;
      let kept: Map<number, number> | null = null;
      for (const a of candidates(s, pos)) {
        const rs = a.parse(s, pos);
        if (rs.length === 0) continue;
        if (single === null && out === null) {
          single = rs;
          continue;
        }
        if (out === null) {
          out = [...(single as Readings<T>)];
          kept = new Map();
          for (const r of out) kept.set(r[0], (kept.get(r[0]) ?? 0) + 1);
        }
        s.charge(rs.length);
        for (const r of rs) if (admit(kept!, r[0], READINGS_PER_END)) out.push(r);
      }
      return out ?? single ?? NONE;
    },
    () => union(alternatives.map((a) => a.first)),
  );
}

/** Zero or one. The reading with the element comes first. */
export function opt<T>(p: P<T>): P<T | null> {
  return alt<T | null>(p, pure(null));
}

/** `min` or more repetitions, longest first. `p` must consume at least one token. */
export function many<T>(p: P<T>, min = 0): P<T[]> {
  return new P<T[]>(
    (s, pos) => {
      // Breadth-first over repetition counts; each end keeps its first (fewest-splits) reading.
      const byEnd = new Map<number, { values: T[]; count: number }>();
      let frontier: [number, T[]][] = [[pos, []]];
      const all: [number, T[]][] = min === 0 ? [[pos, []]] : [];
      while (frontier.length > 0) {
        const next: [number, T[]][] = [];
        for (const [at, values] of frontier) {
          const rs = p.parse(s, at);
          s.charge(rs.length + values.length);
          for (const [end, v] of rs) {
            if (end <= at || byEnd.has(end)) continue;
            const vs = [...values, v];
            byEnd.set(end, { values: vs, count: vs.length });
            next.push([end, vs]);
            if (vs.length >= min) all.push([end, vs]);
          }
        }
        frontier = next;
      }
      all.sort((a, b) => b[0] - a[0]);
      return all;
    },
    () => {
      const f = p.first;
      if (f === null) return null;
      return { types: f.types, nullable: min === 0 || f.nullable };
    },
  );
}

/** One or more `p` separated by `sep`; the separators' values are kept beside the items. */
export function sepBy<T, S>(p: P<T>, sep: P<S>): P<{ items: T[]; seps: S[] }> {
  const rest = many(seq([sep, p], ([s, v]) => ({ s, v })));
  return seq([p, rest], ([first, more]) => ({ items: [first, ...more.map((m) => m.v)], seps: more.map((m) => m.s) }));
}

/** Per-rule evaluation counts, when profiling (`enableRuleStats`). */
let ruleStats: Map<string, number> | null = null;
export function enableRuleStats(): Map<string, number> {
  return (ruleStats = new Map());
}

/** Every rule's body builder, so a grammar can be built completely before it is used. */
const builders: (() => unknown)[] = [];

/** Registers a builder to run in `buildAllRules` (rules and lazy references). */
export function onBuild(f: () => unknown): void {
  builders.push(f);
}

/**
 * Builds every rule body (including rules created while building others). Rule bodies name
 * words as they are built, so the lexicon is complete only after this.
 */
export function buildAllRules(): number {
  let done = 0;
  while (done < builders.length) builders[done++]();
  return done;
}

/** A named, memoized rule; `body` is read on first use, so rules may refer to each other. */
export function rule<T>(name: string, body: () => P<T>): P<T> {
  const id = nextRuleId++;
  ruleNames[id] = name;
  let inner: P<T> | null = null;
  const get = (): P<T> => (inner ??= body());
  builders.push(get);
  return new P<T>(
    (s, pos) => s.readRule(id, pos, () => {
      if (ruleStats) ruleStats.set(name, (ruleStats.get(name) ?? 0) + 1);
      return get().parse(s, pos);
    }),
    () => get().first,
    name,
  );
}

/**
 * Diagnostics name this parser `what` when it fails at its first token (instead of listing
 * every token its alternatives could start with): "expected 一名角色" rather than 40 words.
 */
export function label<T>(what: string, p: P<T>): P<T> {
  const labelled = new P<T>(
    (s, pos) => {
      s.enterQuiet(pos);
      let rs: Readings<T>;
      try {
        rs = p.parse(s, pos);
      } finally {
        s.leaveQuiet();
      }
      if (rs.length === 0) s.expect(pos, what);
      return rs;
    },
    () => p.first,
    what,
  );
  labelled.expects = true;
  return labelled;
}

/** Lookahead: succeeds without consuming when `p` does not match here. */
export function not(p: P<unknown>): P<null> {
  return new P<null>(
    (s, pos) => {
      s.enterQuiet(pos);
      try {
        return p.parse(s, pos).length > 0 ? NONE : [[pos, null]];
      } finally {
        s.leaveQuiet();
      }
    },
    () => null,
  );
}

/** Only the readings that reach the end of the tokens. */
export function complete<T>(s: ParseState, rs: Readings<T>): T | undefined {
  for (const [end, v] of rs) if (end === s.toks.length) return v;
  return undefined;
}
