// The grammar's public entry: .sgs text → AST + diagnostics. Never throws on bad input.
export { parsePack } from "./pack.ts";
export { formatDiagnostic, diagnosticAt } from "./diagnostics.ts";
export type { Diagnostic, Severity } from "./diagnostics.ts";
export type * from "./ast.ts";
