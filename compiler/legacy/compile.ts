// The sentence-by-sentence pipeline's entry point, kept only while `jinnang explain` and the
// linter still read its AST and IR (they move to the table-driven pipeline next; then this
// folder goes). Nothing that builds, checks or plays uses it.
import path from "node:path";
import { parsePack } from "../../grammar/legacy/index.ts";
import { checkNames } from "./check/names.ts";
import { hasErrors, type Diagnostic } from "./check/diagnostic.ts";
import { emitPack } from "./emit/pack.ts";
import { formatModule } from "./emit/format.ts";
import type { PackIR } from "./ir.ts";
import { UNPARSED_SKILL, lowerPack } from "./lower/pack.ts";

export interface LegacyCompileResult {
  readonly ts: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly ir?: PackIR;
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}

export async function compileLegacy(text: string, file: string): Promise<LegacyCompileResult> {
  const { ast, diagnostics: parseDiagnostics } = parsePack(text, file);
  const diagnostics = [...parseDiagnostics, ...checkNames(ast)];
  const { ir, diagnostics: lowerDiagnostics } = lowerPack(ast, text);
  const parseErrorLines = new Set(parseDiagnostics.filter((d) => d.severity === "error").map((d) => d.line));
  diagnostics.push(...lowerDiagnostics.filter((d) => d.code !== UNPARSED_SKILL || !parseErrorLines.has(d.line)));
  diagnostics.sort(byPosition);
  if (hasErrors(diagnostics)) return { ts: "", diagnostics, ir };
  const ts = await formatModule(emitPack(ir, path.basename(file)));
  return { ts, diagnostics, ir };
}
