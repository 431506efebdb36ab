// Entry points of the table-driven grammar: scan a line's text and read it with one of the
// top-level rules. Loading this module loads every rule module, builds every rule body (so the
// lexicon is complete) and only then the lexer.
import "./rules/nouns.ts";
import "./rules/values.ts";
import "./rules/conditions.ts";
import "./rules/clauses.ts";
import "./rules/timings.ts";
import "./rules/parts.ts";
import { buildAllRules, ParseLimit, ParseState, type Failure, type P } from "./chart/parser.ts";
import { lexer } from "./lexicon.ts";
import { scan, type UnknownRun } from "./scan.ts";
import type { Tok } from "./chart/parser.ts";

buildAllRules();
lexer();

export interface ReadResult<T> {
  readonly value: T | null;
  readonly tokens: readonly Tok[];
  readonly unknown: readonly UnknownRun[];
  /** Where reading stopped, when it did not reach the end. */
  readonly failure: Failure | null;
  readonly steps: number;
  /** Set when reading stopped at the engine's bounds (too deep or too costly). */
  readonly limit?: ParseLimit["reason"];
}

/** Reads a whole text with one rule. */
export function read<T>(rule: P<T>, text: string): ReadResult<T> {
  const { tokens, unknown } = scan(text);
  const state = new ParseState(tokens);
  let readings;
  try {
    readings = rule.parse(state, 0);
  } catch (e) {
    if (!(e instanceof ParseLimit)) throw e;
    return { value: null, tokens, unknown, failure: { at: 0, expected: [] }, steps: state.steps, limit: e.reason };
  }
  let value: T | null = null;
  for (const [end, v] of readings) {
    if (end === tokens.length) {
      value = v;
      break;
    }
  }
  return { value, tokens, unknown, failure: value === null ? state.failure() : null, steps: state.steps };
}
