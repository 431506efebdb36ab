// Builds compiler diagnostics (the grammar's shared Diagnostic type) from AST ranges, so every
// message points into the .sgs source, never into generated code.
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { SourceRange } from "../../grammar/ast.ts";

export type { Diagnostic };

export function diagnosticAt(
  file: string,
  range: SourceRange,
  severity: Diagnostic["severity"],
  code: string,
  message: string,
): Diagnostic {
  return {
    severity,
    code,
    message,
    file,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
