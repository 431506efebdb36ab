// Source ranges of tokens and nodes (line/column 1-based, offset 0-based, end exclusive).
import type { IToken } from "chevrotain";
import type { Node, Position, SourceRange } from "./ast.ts";

export type Located = IToken | Node;

function isNode(x: Located): x is Node {
  return (x as Node).range !== undefined;
}

export function startOf(x: Located): Position {
  if (isNode(x)) return x.range.start;
  return { line: x.startLine ?? 0, column: x.startColumn ?? 0, offset: x.startOffset };
}

export function endOf(x: Located): Position {
  if (isNode(x)) return x.range.end;
  return { line: x.endLine ?? 0, column: (x.endColumn ?? 0) + 1, offset: (x.endOffset ?? x.startOffset) + 1 };
}

/** The range from the start of `a` to the end of `b` (b defaults to a). */
export function span(a: Located, b: Located = a): SourceRange {
  return { start: startOf(a), end: endOf(b) };
}

/** Only for nodes built from nothing after a parse error (their line is reported anyway). */
const NOWHERE: Position = { line: 1, column: 1, offset: 0 };

/** The range covering every located item given (undefined entries skipped). */
export function cover(...items: (Located | undefined | null)[]): SourceRange {
  const present = items.filter((x): x is Located => x !== undefined && x !== null);
  if (present.length === 0) return { start: NOWHERE, end: NOWHERE };
  let start = startOf(present[0]);
  let end = endOf(present[0]);
  for (const x of present) {
    const s = startOf(x);
    const e = endOf(x);
    if (s.offset < start.offset) start = s;
    if (e.offset > end.offset) end = e;
  }
  return { start, end };
}

/** Strip the delimiters of 〖…〗 【…】 “…”. */
export function unbracket(image: string): string {
  return image.slice(1, -1);
}
