// Builds compiler diagnostics (the grammar's shared Diagnostic type) from AST ranges, so every
// message points into the .sgs source, never into generated code.
import { diagnosticAt as grammarDiagnostic, type Diagnostic } from "../../../grammar/legacy/diagnostics.ts";
import type { SourceRange } from "../../../grammar/legacy/ast.ts";

export type { Diagnostic };

/** The compiler's argument order (where first, then what); same shape as the grammar's. */
export function diagnosticAt(
  file: string,
  range: SourceRange,
  severity: Diagnostic["severity"],
  code: string,
  message: string,
): Diagnostic {
  return grammarDiagnostic(severity, code, message, file, range);
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
