// The table-driven pipeline: .sgs text → syntax (grammar/pack.ts) → library call tree
// (compiler/lower/) → TypeScript module (compiler/emit/module.ts) → bundled ES module that
// exports `pack(j)`; loading calls it with the runtime's library.
import path from "node:path";
import { readPack } from "../grammar/pack.ts";
import { byPosition, hasErrors, type Diagnostic } from "../grammar/diagnostic.ts";
import type { Pack } from "../runtime/index.ts";
import { instantiate, type Lib } from "../runtime/api/lib/index.ts";
import type { PackIR } from "./ir.ts";
import { lowerPack, type LowerOptions } from "./lower/pack.ts";
import { emitModule } from "./emit/module.ts";
import { bundleModule } from "./bundle/bundle.ts";

export interface Compiled {
  /** The TypeScript module; empty when the source has errors. */
  readonly ts: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly ir?: PackIR;
}

export function compileText(text: string, file: string, options: LowerOptions = {}): Compiled {
  const { pack, diagnostics } = readPack(text, file);
  const lowered = lowerPack(pack, options);
  const all = [...diagnostics, ...lowered.diagnostics].sort(byPosition);
  if (hasErrors(all)) return { ts: "", diagnostics: all, ir: lowered.ir };
  return { ts: emitModule(lowered.ir, file), diagnostics: all, ir: lowered.ir };
}

/** Thrown when a source to load does not compile. */
export class CompileFailure extends Error {
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

/** A bundled module's pack: the module's default export applied to the library. */
export async function packOfBundle(js: string, file: string): Promise<Pack> {
  const url = `data:text/javascript;base64,${Buffer.from(js, "utf8").toString("base64")}`;
  const mod = (await import(url)) as { default: (j: Lib) => Pack };
  return instantiate(mod.default, file);
}

/** Compiles, bundles in memory and instantiates a pack (tests, `jinnang play`). */
export async function loadText(text: string, file: string, options: LowerOptions = {}): Promise<Pack> {
  const result = compileText(text, file, options);
  if (hasErrors(result.diagnostics)) throw new CompileFailure(result.diagnostics);
  const bundle = await bundleModule(result.ts, `${path.basename(file)}.ts`);
  if (bundle.errors.length > 0) throw new Error(`internal error while bundling ${file}: ${bundle.errors.join("; ")}`);
  return packOfBundle(bundle.js, file);
}
