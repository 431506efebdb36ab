// Entry points of the table-driven grammar: scan a line's text and read it with one of the
// top-level rules. Loading this module loads every rule module; the rule bodies (which complete
// the lexicon) and then the lexer are built when the first text is scanned (lexicon.ts `lexer`),
// so a command whose texts all come from the CLI's cache never builds them.
import "./rules/nouns.ts";
import "./rules/values.ts";
import "./rules/conditions.ts";
import "./rules/clauses.ts";
import "./rules/timings.ts";
import "./rules/parts.ts";
import { ParseLimit, ParseState, type Failure, type P } from "./chart/parser.ts";
import { scan, type UnknownRun } from "./scan.ts";
import type { Tok } from "./chart/parser.ts";

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
  return { value, tokens, unknown, failure: value === null ? diagnose(rule, tokens) : null, steps: state.steps };
}

/** What a failed reading expected, from a reading that asks every alternative (ParseState `diagnose`). */
function diagnose<T>(rule: P<T>, tokens: readonly Tok[]): Failure {
  const state = new ParseState(tokens, undefined, true);
  try {
    rule.parse(state, 0);
  } catch (e) {
    if (!(e instanceof ParseLimit)) throw e;
  }
  return state.failure();
}
