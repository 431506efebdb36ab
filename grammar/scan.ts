// Scanning one line of skill or card text into tokens. Characters no word starts with are
// gathered into one "unknown run" each (the diagnostic covers the whole run, never half a
// term), and the tokens around them are kept so the parser can go on.
import { lexer } from "./lexicon.ts";
import type { Tok } from "./chart/parser.ts";

export interface UnknownRun {
  /** Offsets into the scanned text (end exclusive). */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface Scan {
  readonly tokens: Tok[];
  readonly unknown: UnknownRun[];
}

export function scan(text: string): Scan {
  const r = lexer().tokenize(text);
  const tokens: Tok[] = r.tokens.map((t) => ({
    type: t.tokenTypeIdx,
    image: t.image,
    start: t.startOffset,
    end: t.startOffset + t.image.length,
  }));
  const unknown: UnknownRun[] = [];
  for (const e of r.errors) {
    const start = e.offset;
    const end = start + e.length;
    const last = unknown[unknown.length - 1];
    if (last && last.end === start) unknown[unknown.length - 1] = { start: last.start, end, text: text.slice(last.start, end) };
    else unknown.push({ start, end, text: text.slice(start, end) });
  }
  return { tokens, unknown };
}
