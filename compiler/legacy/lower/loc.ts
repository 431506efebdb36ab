// AST source ranges → IR locations.
import type { SourceRange } from "../../../grammar/legacy/ast.ts";
import type { Loc } from "../ir.ts";

export function locOf(range: SourceRange, file: string): Loc {
  return {
    file,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
}
