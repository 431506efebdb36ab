// The table-driven pipeline: .sgs text → syntax (grammar/pack.ts) → library call tree
// (compiler/lower/) → TypeScript module (compiler/emit/module.ts) → bundled ES module that
// exports `pack(j)`; loading calls it with the runtime's library.
import path from "node:path";
import { readPack, type PackSyntax } from "../grammar/pack.ts";
import { byPosition, hasErrors, type Diagnostic } from "../grammar/diagnostic.ts";
import type { Pack } from "../runtime/index.ts";
import { instantiate, type Lib } from "../runtime/api/lib/index.ts";
import type { PackIR } from "./ir.ts";
import { lowerPack, namesOf, type LowerOptions } from "./lower/pack.ts";
import type { Names } from "./lower/context.ts";
import { duplicateDiagnostics, unknownNameDiagnostics } from "./names.ts";
import { emitModule } from "./emit/module.ts";
import { bundleModule } from "./bundle/bundle.ts";

export interface Compiled {
  /** The TypeScript module; empty when the source has errors. */
  readonly ts: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly ir?: PackIR;
  /** The pack as the grammar read it (lines that did not read are missing): for the linter. */
  readonly syntax?: PackSyntax;
}

/** What every pack must satisfy on its own: names defined once, a deck of the cards in scope. */
function packDiagnostics(pack: PackSyntax, names: Names): Diagnostic[] {
  const out: Diagnostic[] = [...duplicateDiagnostics(pack)];
  const deckLines = new Set(pack.decks.flatMap((d) => d.entries.map((e) => e.line)));
  out.push(...unknownNameDiagnostics(pack, names).filter((d) => deckLines.has(d.line)));
  return out;
}

export function compileText(text: string, file: string, options: LowerOptions = {}): Compiled {
  const { pack, diagnostics } = readPack(text, file);
  const lowered = lowerPack(pack, options);
  const own = namesOf(pack);
  const scope = options.others ? { cards: new Set([...own.cards, ...options.others.cards]), skills: new Set([...own.skills, ...options.others.skills]) } : own;
  const all = [...diagnostics, ...lowered.diagnostics, ...packDiagnostics(pack, scope)].sort(byPosition);
  if (hasErrors(all)) return { ts: "", diagnostics: all, ir: lowered.ir, syntax: pack };
  return { ts: emitModule(lowered.ir, file), diagnostics: all, ir: lowered.ir, syntax: pack };
}

export interface SourceText {
  readonly text: string;
  readonly file: string;
}

export interface ProgramOptions {
  /** Leave out skills that do not compile (with a warning) instead of failing. */
  readonly allowPartial?: boolean;
  /** Generate each pack's module (false for `jinnang check`, which writes nothing). */
  readonly emit?: boolean;
  /** Names of packs in scope that are not among the inputs (read once, e.g. the standard pack). */
  readonly context?: Names;
  /** How a text is read (default: the grammar's readPack; the CLI puts its disk cache in front). */
  readonly read?: PackReader;
}

export type PackReader = (text: string, file: string) => ReturnType<typeof readPack>;

const unionOf = (names: readonly Names[]): Names => ({
  cards: new Set(names.flatMap((n) => [...n.cards])),
  skills: new Set(names.flatMap((n) => [...n.skills])),
  derived: new Set(names.flatMap((n) => [...(n.derived ?? [])])),
});

/**
 * Several packs as one program: each is lowered with the others' names in scope (a name
 * resolves in its own pack first, then in the others), and checked for names defined twice in
 * a pack and for 【牌】/〖技能〗 names no pack defines. One result per input, in input order;
 * a pack's module is generated only when it has no errors (and `emit` is not false).
 */
export function compileTexts(inputs: readonly SourceText[], options: ProgramOptions = {}): Compiled[] {
  const reader = options.read ?? readPack;
  const read = inputs.map((i) => reader(i.text, i.file));
  const names = read.map((r) => namesOf(r.pack));
  const context = options.context ? [options.context] : [];
  const all = unionOf([...names, ...context]);
  return read.map(({ pack, diagnostics }, i) => {
    const others = unionOf([...names.filter((_, j) => j !== i), ...context]);
    const lowered = lowerPack(pack, { allowPartial: options.allowPartial, others });
    const found = [...diagnostics, ...lowered.diagnostics, ...duplicateDiagnostics(pack), ...unknownNameDiagnostics(pack, all)].sort(byPosition);
    if (hasErrors(found) || options.emit === false) return { ts: "", diagnostics: found, ir: lowered.ir, syntax: pack };
    return { ts: emitModule(lowered.ir, inputs[i].file), diagnostics: found, ir: lowered.ir, syntax: pack };
  });
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

/**
 * Several packs compiled as one program (names resolve across them) and instantiated, in input
 * order (`jinnang play --pack a --pack b`, tests of packs that use each other's cards and skills).
 */
export async function loadTexts(inputs: readonly SourceText[], options: ProgramOptions = {}): Promise<Pack[]> {
  const compiled = compileTexts(inputs, options);
  const failed = compiled.flatMap((c) => c.diagnostics.filter((d) => d.severity === "error"));
  if (failed.length > 0) throw new CompileFailure(failed);
  return Promise.all(
    compiled.map(async (c, i) => {
      const bundle = await bundleModule(c.ts, `${path.basename(inputs[i].file)}.ts`);
      if (bundle.errors.length > 0) throw new Error(`internal error while bundling ${inputs[i].file}: ${bundle.errors.join("; ")}`);
      return packOfBundle(bundle.js, inputs[i].file);
    }),
  );
}
