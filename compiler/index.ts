// The compiler's public entry points: .sgs text → checked IR → TypeScript → bundled ES module.
//   compileSource     text → { ts, diagnostics }            (parse, check, lower, emit, format)
//   buildPacks        files → dist/<name>.js, atomically      (nothing is written if any input has an error)
//   loadPackFromSource text → Pack                            (compile + bundle in memory + import)
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parsePack } from "../grammar/legacy/index.ts";
import type { Pack } from "../runtime/index.ts";
import { bundleModule } from "./bundle/bundle.ts";
import { loadText } from "./compile.ts";
import { readSource } from "./source.ts";
import { checkNames } from "./legacy/check/names.ts";
import { hasErrors, type Diagnostic } from "./legacy/check/diagnostic.ts";
import { emitPack } from "./legacy/emit/pack.ts";
import { formatModule } from "./legacy/emit/format.ts";
import type { PackIR } from "./legacy/ir.ts";
import { UNPARSED_SKILL, lowerPack } from "./legacy/lower/pack.ts";

export type { Diagnostic };

export interface CompileResult {
  /** The formatted TypeScript module; empty when the source has errors. */
  readonly ts: string;
  readonly diagnostics: readonly Diagnostic[];
  /** The IR, when parsing got far enough to build one. */
  readonly ir?: PackIR;
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}

/** `file` names the source in diagnostics and generated comments (its basename is used in code). */
export async function compileSource(text: string, file: string): Promise<CompileResult> {
  const { ast, diagnostics: parseDiagnostics } = parsePack(text, file);
  const diagnostics = [...parseDiagnostics, ...checkNames(ast)];
  const { ir, diagnostics: lowerDiagnostics } = lowerPack(ast, text);
  // "did not parse" only adds to a line the grammar has no error for.
  const parseErrorLines = new Set(parseDiagnostics.filter((d) => d.severity === "error").map((d) => d.line));
  diagnostics.push(...lowerDiagnostics.filter((d) => d.code !== UNPARSED_SKILL || !parseErrorLines.has(d.line)));
  diagnostics.sort(byPosition);
  if (hasErrors(diagnostics)) return { ts: "", diagnostics, ir };
  const ts = await formatModule(emitPack(ir, path.basename(file)));
  return { ts, diagnostics, ir };
}

export interface BuiltPack {
  readonly input: string;
  /** The output path (inside outDir); written only if the whole build succeeded. */
  readonly output: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly skills: number;
  readonly cards: number;
}

export interface BuildResult {
  readonly ok: boolean;
  readonly packs: readonly BuiltPack[];
  /** Every diagnostic of every input, in input order. */
  readonly diagnostics: readonly Diagnostic[];
  /** Source text per input file, for code frames. */
  readonly sources: ReadonlyMap<string, string>;
}

/** dist/<basename>.js for a .sgs input. */
export function outputName(input: string): string {
  return `${path.basename(input).replace(/\.sgs$/u, "")}.js`;
}

/**
 * Compiles and bundles every input. Atomic: if any input has an error (or two inputs would
 * write the same output), nothing is written; otherwise the bundles are written to a temp
 * folder beside `outDir` and renamed into place.
 */
export async function buildPacks(inputs: readonly string[], outDir: string): Promise<BuildResult> {
  const sources = new Map<string, string>();
  const packs: BuiltPack[] = [];
  const bundles = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const input of inputs) {
    let text: string;
    try {
      // Not UTF-8 (a GBK file): one E-ENCODING diagnostic instead of mojibake errors.
      const read = await readSource(input);
      if (read.diagnostic) {
        sources.set(input, read.text);
        diagnostics.push(read.diagnostic);
        packs.push({ input, output: "", diagnostics: [read.diagnostic], skills: 0, cards: 0 });
        continue;
      }
      text = read.text;
    } catch (e) {
      const d = fileDiagnostic(input, "E-READ", `cannot read ${input}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      diagnostics.push(d);
      packs.push({ input, output: "", diagnostics: [d], skills: 0, cards: 0 });
      continue;
    }
    sources.set(input, text);
    const result = await compileSource(text, input);
    const packDiagnostics = [...result.diagnostics];
    const output = path.join(outDir, outputName(input));
    if (bundles.has(output)) {
      packDiagnostics.push(fileDiagnostic(input, "E-OUTPUT", `another input also builds ${output}`));
    } else if (!hasErrors(packDiagnostics)) {
      const bundle = await bundleModule(result.ts, `${path.basename(input)}.ts`);
      if (bundle.errors.length > 0) {
        packDiagnostics.push(fileDiagnostic(input, "E-BUNDLE", `internal error while bundling: ${bundle.errors.join("; ")}`));
      } else bundles.set(output, bundle.js);
    }
    diagnostics.push(...packDiagnostics);
    packs.push({
      input,
      output,
      diagnostics: packDiagnostics,
      skills: result.ir?.skills.length ?? 0,
      cards: result.ir?.decks.reduce((n, d) => n + d.cards.length, 0) ?? 0,
    });
  }
  const ok = !hasErrors(diagnostics);
  if (ok) await writeAtomically(outDir, bundles);
  return { ok, packs, diagnostics, sources };
}

async function writeAtomically(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  await mkdir(parent, { recursive: true });
  const temp = await mkdtemp(path.join(parent, ".jinnang-build-"));
  try {
    for (const [output, js] of files) await writeFile(path.join(temp, path.basename(output)), js, "utf8");
    await mkdir(outDir, { recursive: true });
    for (const output of files.keys()) await rename(path.join(temp, path.basename(output)), output);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

function fileDiagnostic(file: string, code: string, message: string): Diagnostic {
  return { severity: "error", code, message, file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}

/** Error thrown by loadPackFromSource when the source does not compile. */
export class CompileError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(
      diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => `${d.file}:${d.line}:${d.column}: error[${d.code}]: ${d.message}`)
        .join("\n"),
    );
    this.name = "CompileError";
  }
}

/** Compiles, bundles in memory and imports the pack through a data: URL (tests, `jinnang play`). */
export async function loadPackFromSource(text: string, file: string): Promise<Pack> {
  // JINNANG_PIPELINE=tables: the table-driven pipeline (being moved over; see compiler/compile.ts).
  if (process.env.JINNANG_PIPELINE === "tables") return loadText(text, file);
  const result = await compileSource(text, file);
  if (hasErrors(result.diagnostics)) throw new CompileError(result.diagnostics);
  const bundle = await bundleModule(result.ts, `${path.basename(file)}.ts`);
  if (bundle.errors.length > 0) throw new Error(`internal error while bundling ${file}: ${bundle.errors.join("; ")}`);
  const url = `data:text/javascript;base64,${Buffer.from(bundle.js, "utf8").toString("base64")}`;
  const mod = (await import(url)) as { default: Pack };
  return mod.default;
}
