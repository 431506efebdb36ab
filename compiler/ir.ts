// The compiler's intermediate representation: a tree of calls to the runtime's skill library
// (runtime/api/lib/). Every node names one library builder — a vocabulary row's operation,
// value or test, or one construct of the notation (a part, a statement, a choice) — with its
// arguments; references, names and variables are resolved, and Chinese is gone. Lowering
// (compiler/lower/) builds it from the syntax tree; the emitter prints it as TypeScript calls.

/** A source range in the .sgs file (1-based, end exclusive). */
export interface Loc {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export type X =
  | { readonly k: "num"; readonly n: number }
  | { readonly k: "str"; readonly s: string }
  | { readonly k: "bool"; readonly b: boolean }
  | { readonly k: "null" }
  | { readonly k: "list"; readonly items: readonly X[] }
  /** A library builder and its named arguments: j.<fn>({ … }). */
  | { readonly k: "call"; readonly fn: string; readonly args: Readonly<Record<string, X>>; readonly loc?: Loc };

export const num = (n: number): X => ({ k: "num", n });
export const str = (s: string): X => ({ k: "str", s });
export const bool = (b: boolean): X => ({ k: "bool", b });
export const NULL: X = { k: "null" };
/** A fixed value: j.v.int({ n }). */
export const int = (n: number): X => call("v.int", { n: num(n) });
export const list = (items: readonly X[]): X => ({ k: "list", items });
export function call(fn: string, args: Record<string, X | undefined> = {}, loc?: Loc): X {
  const clean: Record<string, X> = {};
  for (const [k, v] of Object.entries(args)) if (v !== undefined) clean[k] = v;
  return loc ? { k: "call", fn, args: clean, loc } : { k: "call", fn, args: clean };
}

export function isCall(x: X, fn?: string): x is Extract<X, { k: "call" }> {
  return x.k === "call" && (fn === undefined || x.fn === fn);
}

/** A compiled pack: the j.pack({…}) call, plus counts for the CLI. */
export interface PackIR {
  readonly name: string;
  readonly root: X;
  readonly skills: number;
  readonly cards: number;
  readonly generals: number;
}
