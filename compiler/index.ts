// The compiler's public entry points: .sgs text → checked IR → TypeScript → bundled ES module.
//   compileSource      text → { ts, diagnostics }            (read by the vocabulary's rows, lower, emit)
//   buildPacks         files → dist/<name>.js, atomically     (one program: names resolve across the
//                                                             inputs; nothing is written on an error)
//   loadPackFromSource text → Pack                             (compile + bundle in memory + import)
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Pack } from "../runtime/index.ts";
import type { Diagnostic } from "../grammar/diagnostic.ts";
import { byPosition, hasErrors } from "../grammar/diagnostic.ts";
import { bundleModule } from "./bundle/bundle.ts";
import { CompileFailure, compileText, compileTexts, loadText, type PackReader, type SourceText } from "./compile.ts";
import type { PackIR } from "./ir.ts";
import { readSource } from "./source.ts";
import { findingDiagnostic, lintTexts, type LintConfig } from "./lint/lint.ts";

export type { Diagnostic };

export interface CompileResult {
  /** The TypeScript module; empty when the source has errors. */
  readonly ts: string;
  readonly diagnostics: readonly Diagnostic[];
  /** The IR, when reading got far enough to build one. */
  readonly ir?: PackIR;
}

/** `file` names the source in diagnostics and generated comments. */
export async function compileSource(text: string, file: string, options: { readonly allowPartial?: boolean } = {}): Promise<CompileResult> {
  const r = compileText(text, file, options);
  return { ts: hasErrors(r.diagnostics) ? "" : r.ts, diagnostics: r.diagnostics, ir: r.ir };
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
export interface BuildOptions {
  readonly allowPartial?: boolean;
  /**
   * Run the lint rules on the compiled packs too: each file's rule settings. Findings are
   * warnings unless the settings make a rule an error, which then fails the build.
   */
  readonly lint?: (file: string) => LintConfig;
  /** How a text is read (see compileTexts). */
  readonly read?: PackReader;
}

export async function buildPacks(inputs: readonly string[], outDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const sources = new Map<string, string>();
  const unread = new Map<string, Diagnostic>();
  const readable: SourceText[] = [];
  for (const input of inputs) {
    try {
      // Not UTF-8 (a GBK file): one E-ENCODING diagnostic instead of mojibake errors.
      const read = await readSource(input);
      sources.set(input, read.text);
      if (read.diagnostic) unread.set(input, read.diagnostic);
      else readable.push({ text: read.text, file: input });
    } catch (e) {
      unread.set(input, fileDiagnostic(input, "E-READ", `cannot read ${input}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`));
    }
  }
  // The inputs are one program: each pack sees the others' card and skill names.
  const results = compileTexts(readable, { allowPartial: options.allowPartial, read: options.read });
  const compiled = new Map(results.map((c, i) => [readable[i].file, c]));
  const lintFound = new Map<string, Diagnostic[]>();
  if (options.lint) {
    for (const l of lintTexts(readable, { compiled: results, diagnostics: false, mode: "build", configFor: options.lint })) {
      lintFound.set(l.file, l.findings.filter((f) => !f.suppressed).map(findingDiagnostic));
    }
  }
  const packs: BuiltPack[] = [];
  const bundles = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const input of inputs) {
    const bad = unread.get(input);
    if (bad) {
      diagnostics.push(bad);
      packs.push({ input, output: "", diagnostics: [bad], skills: 0, cards: 0 });
      continue;
    }
    const result = compiled.get(input)!;
    const packDiagnostics = [...result.diagnostics, ...(lintFound.get(input) ?? [])].sort(byPosition);
    const output = path.join(outDir, outputName(input));
    if (bundles.has(output)) {
      packDiagnostics.push(fileDiagnostic(input, "E-OUTPUT", `another input also builds ${output}`));
    } else if (!hasErrors(packDiagnostics)) {
      const bundle = await bundleModule(selfContained(result.ts, input), `${path.basename(input)}.ts`);
      if (bundle.errors.length > 0) {
        packDiagnostics.push(fileDiagnostic(input, "E-BUNDLE", `internal error while bundling: ${bundle.errors.join("; ")}`));
      } else bundles.set(output, bundle.js);
    }
    diagnostics.push(...packDiagnostics);
    packs.push({ input, output, diagnostics: packDiagnostics, skills: result.ir?.skills ?? 0, cards: result.ir?.cards ?? 0 });
  }
  const ok = !hasErrors(diagnostics);
  if (ok) await writeAtomically(outDir, bundles);
  return { ok, packs, diagnostics, sources };
}

/** The runtime's library, found from this module: compiler/ in sources, build/chunks/ in the CLI bundle. */
const LIB = (() => {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 4 && !existsSync(path.join(dir, "runtime", "api", "lib", "index.ts")); i++) dir = path.dirname(dir);
  return path.join(dir, "runtime", "api", "lib", "index.ts");
})();

/**
 * A dist module that is its pack: the generated `pack(j)` applied to the runtime's library,
 * bundled in, so `import pack from "dist/standard.js"` needs nothing else.
 */
function selfContained(ts: string, file: string): string {
  const body = ts.replace("export default function pack(", "function pack(");
  // `build` is the pack's builder itself: a program with its own copy of the runtime (the CLI)
  // instantiates it with that copy's library, since skills run only in their own library's contexts.
  return `${body}\nimport { instantiate as instantiatePack } from ${JSON.stringify(LIB)};\nexport default instantiatePack(pack, ${JSON.stringify(path.basename(file))});\nexport { pack as build };\n`;
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
export { CompileFailure as CompileError };

/** Compiles, bundles in memory and instantiates the pack (tests, `jinnang play`). */
export function loadPackFromSource(text: string, file: string, options: { readonly allowPartial?: boolean } = {}): Promise<Pack> {
  return loadText(text, file, options);
}
