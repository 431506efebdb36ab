// Scanning one line of skill or card text into tokens. Characters no word starts with are
// gathered into one "unknown run" each (the diagnostic covers the whole run, never half a
// term), and the tokens around them are kept so the parser can go on.
import { lexer, typeOf, UnknownChar } from "./lexicon.ts";
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
  const unknownType = typeOf(UnknownChar);
  const tokens: Tok[] = [];
  const unknown: UnknownRun[] = [];
  const addUnknown = (start: number, end: number): void => {
    const last = unknown[unknown.length - 1];
    if (last && last.end === start) unknown[unknown.length - 1] = { start: last.start, end, text: "" };
    else unknown.push({ start, end, text: "" });
  };
  for (const t of r.tokens) {
    const start = t.startOffset;
    if (t.tokenTypeIdx === unknownType) addUnknown(start, start + t.image.length);
    else tokens.push({ type: t.tokenTypeIdx, image: t.image, start, end: start + t.image.length });
  }
  // The lexer's own recovery (not reached: UnknownChar matches any character) would land here.
  for (const e of r.errors) addUnknown(e.offset, e.offset + e.length);
  unknown.sort((a, b) => a.start - b.start);
  return { tokens, unknown: unknown.map((u) => ({ ...u, text: text.slice(u.start, u.end) })) };
}
