// Finding the packs `play` and `sim` play with. `--pack` is repeatable and takes files or
// folders: `.sgs` sources (a folder: every *.sgs inside) are compiled together as one program
// (names resolve across them), with skills the compiler cannot honour left out (W-NOT-COMPILED
// warnings, for stderr); `.js` files are built bundles (`jinnang build`). The standard pack is
// added when no given pack has a 牌堆, or when the given sources use its cards or skills
// (`--no-standard` turns that off); it is `dist/standard.js` when that is newer than
// `skills/standard.sgs` and nothing needs to compile against it, else the source.
import { cachingReader } from "./syntaxCache.ts";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Pack } from "../runtime/index.ts";

/** The repository root, from this module (cli/ in sources, build/ or build/chunks/ in the bundle). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
}

export const projectRoot = findRoot();
export const DEFAULT_BUNDLE = path.join(projectRoot, "dist", "standard.js");
export const DEFAULT_SOURCE = path.join(projectRoot, "skills", "standard.sgs");

/** Bad input (a missing file, an option out of range): a message in words, exit status 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

/** Packs that do not compile: the diagnostics, formatted, exit status 1. */
export class PackCompileError extends Error {
  readonly exitCode = 1;
  constructor(readonly report: string) {
    super("the packs do not compile");
  }
}

/**
 * Runs a game command and sets its exit status: bad input (UsageError) prints its message as
 * `jinnang <command>: …` and exits 2; packs that do not compile print their diagnostics, exit 1.
 */
export async function runGameCommand(command: string, run: () => Promise<number>, setExit: (code: number) => void): Promise<void> {
  try {
    setExit(await run());
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${e.message.startsWith("jinnang") ? "" : `jinnang ${command}: `}${e.message}\n`);
      setExit(2);
    } else if (e instanceof PackCompileError) {
      process.stderr.write(e.report);
      setExit(1);
    } else throw e;
  }
}

/** How a worker thread loads one pack itself: a file path, never a function. */
export type PackSpec =
  /** A built bundle (`jinnang build`): its default export is the pack. */
  | { readonly kind: "bundle"; readonly path: string }
  /** A module compiled here and written to a temporary file: its default export is `pack(j)`. */
  | { readonly kind: "generated"; readonly path: string; readonly file: string };

export interface LoadedPacks {
  readonly packs: Pack[];
  /** Formatted W-NOT-COMPILED (and other) warnings, for stderr. */
  readonly warnings: string[];
  /** Only with `specs: true`: how a worker loads the same packs. */
  readonly specs: PackSpec[];
  /** A line for stderr when the standard pack was added, saying why. */
  readonly note?: string;
}

export interface LoadOptions {
  /** Add the standard pack when needed (default true). */
  readonly standard?: boolean;
  /** Write compiled modules to a temporary folder and return their specs (for `sim`'s workers). */
  readonly specs?: boolean;
  readonly color?: boolean;
}

const DECK_LINE = /^牌堆[ \t\u3000]/mu;

/** The built bundle only while it is newer than its source: a stale build is never played. */
function freshDefaultBundle(): boolean {
  return existsSync(DEFAULT_BUNDLE) && existsSync(DEFAULT_SOURCE) && statSync(DEFAULT_BUNDLE).mtimeMs >= statSync(DEFAULT_SOURCE).mtimeMs;
}

/** Each input as files: a folder becomes its *.sgs files, sorted; a missing path is a UsageError naming it. */
export function packFiles(inputs: readonly string[]): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    if (input === "") throw new UsageError("--pack needs a file or folder name, got an empty string");
    let info;
    try {
      info = statSync(input);
    } catch {
      throw new UsageError(`no such pack file or folder: ${input}`);
    }
    if (info.isDirectory()) {
      const names = readdirSync(input).filter((n) => n.endsWith(".sgs")).sort();
      if (names.length === 0) throw new UsageError(`no .sgs files in the folder ${input}`);
      files.push(...names.map((n) => path.join(input, n)));
    } else if (/\.(sgs|js|mjs)$/u.test(input)) files.push(input);
    else throw new UsageError(`${input} is not a pack: give a .sgs source, a .js bundle (jinnang build) or a folder of .sgs files`);
  }
  return files;
}

type Builder = Parameters<typeof import("../runtime/api/lib/index.ts").instantiate>[0];

/**
 * A built bundle's pack. A dist module bundles its own copy of the runtime's library, whose skills
 * run only in that copy's contexts; so the pack is rebuilt from the module's `build` export with
 * this program's library (runtime/api/lib/parts.ts).
 */
async function importBundle(file: string): Promise<Pack> {
  let mod: { default?: Pack; build?: Builder };
  try {
    mod = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: Pack; build?: Builder };
  } catch (e) {
    const message = e instanceof Error ? e.message.split("\n")[0] : String(e);
    throw new UsageError(`cannot load the pack bundle ${file}: ${message}`);
  }
  const pack = mod.default;
  if (!pack || typeof pack !== "object" || !Array.isArray((pack as Pack).generals)) {
    throw new UsageError(`${file} is not a pack bundle: it does not default-export a pack (build one with jinnang build)`);
  }
  if (typeof mod.build !== "function") {
    throw new UsageError(`${file} was built by an older jinnang (no build export): rebuild it with jinnang build`);
  }
  const { instantiate } = await import("../runtime/api/lib/index.ts");
  return instantiate(mod.build, path.basename(file).replace(/\.m?js$/u, ".sgs"));
}

export async function loadPacks(inputs: readonly string[], options: LoadOptions = {}): Promise<LoadedPacks> {
  const files = packFiles(inputs);
  const jsFiles = files.filter((f) => !f.endsWith(".sgs"));
  const sgsFiles = files.filter((f) => f.endsWith(".sgs"));
  const bundles = await Promise.all(jsFiles.map(async (f) => ({ file: f, pack: await importBundle(f) })));
  const sources = sgsFiles.map((file) => {
    try {
      return { file, text: readFileSync(file, "utf8").replace(/^\uFEFF/u, "") };
    } catch (e) {
      throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  });
  const standardGiven = sgsFiles.some((f) => path.resolve(f) === DEFAULT_SOURCE) || jsFiles.some((f) => path.resolve(f) === DEFAULT_BUNDLE);
  const hasDeck = bundles.some((b) => b.pack.decks.some((d) => d.cards.length > 0)) || sources.some((s) => DECK_LINE.test(s.text));
  const allowStandard = options.standard !== false && !standardGiven;
  let note: string | undefined;
  let withStandard = allowStandard && (files.length === 0 || !hasDeck);
  if (withStandard && files.length > 0) note = "no given pack has a 牌堆: the standard pack (its deck, cards, skills and generals) is added";

  const [{ compileTexts }, { readPack }] = await Promise.all([import("../compiler/compile.ts"), import("../grammar/pack.ts")]);
  const read = cachingReader(readPack);
  const { formatDiagnostic } = await import("../grammar/diagnostic.ts");
  const program = (standard: boolean) => {
    const standardSource = standard && (sources.length > 0 || !freshDefaultBundle());
    const inputsOf = standardSource ? [{ file: path.relative(process.cwd(), DEFAULT_SOURCE) || DEFAULT_SOURCE, text: readFileSync(DEFAULT_SOURCE, "utf8") }, ...sources] : sources;
    // The given bundles' card and skill names are in scope for the sources (one program).
    const context = { cards: new Set(bundles.flatMap((b) => b.pack.cards.map((c) => c.name))), skills: new Set(bundles.flatMap((b) => b.pack.skills.map((k) => k.name))) };
    return { inputs: inputsOf, compiled: inputsOf.length > 0 ? compileTexts(inputsOf, { allowPartial: true, context, read }) : [] };
  };
  let { inputs: programInputs, compiled } = program(withStandard);
  const errorsOf = () => compiled.flatMap((c) => c.diagnostics.filter((d) => d.severity === "error"));
  // Sources that use 【杀】, 〖英姿〗… without the standard pack: compile them with it.
  if (!withStandard && allowStandard && errorsOf().length > 0 && errorsOf().every((d) => d.code.startsWith("E-UNKNOWN"))) {
    const retry = program(true);
    if (retry.compiled.every((c) => !c.diagnostics.some((d) => d.severity === "error"))) {
      ({ inputs: programInputs, compiled } = retry);
      withStandard = true;
      note = "the given packs use the standard pack's cards or skills: the standard pack is added";
    }
  }
  const textOf = new Map(programInputs.map((i) => [i.file, i.text]));
  const format = (d: import("../grammar/diagnostic.ts").Diagnostic) => formatDiagnostic(d, textOf.get(d.file) ?? "", { color: options.color ?? false });
  const errors = errorsOf();
  if (errors.length > 0) {
    throw new PackCompileError(`${errors.map(format).join("\n\n")}\n\n${errors.length} error${errors.length === 1 ? "" : "s"}: the packs do not compile\n`);
  }
  const warnings = compiled.flatMap((c) => c.diagnostics.filter((d) => d.severity !== "error")).map(format);

  const { bundleModule } = await import("../compiler/bundle/bundle.ts");
  const { packOfBundle } = await import("../compiler/compile.ts");
  const temp = options.specs && compiled.length > 0 ? mkdtempSync(path.join(os.tmpdir(), "jinnang-packs-")) : null;
  const packs: Pack[] = [];
  const specs: PackSpec[] = [];
  if (withStandard && programInputs.length === sources.length) {
    // The standard pack from its fresh bundle (nothing compiled against it).
    packs.push(await importBundle(DEFAULT_BUNDLE));
    specs.push({ kind: "bundle", path: DEFAULT_BUNDLE });
  }
  for (const [i, c] of compiled.entries()) {
    const file = programInputs[i].file;
    const bundle = await bundleModule(c.ts, `${path.basename(file)}.ts`);
    if (bundle.errors.length > 0) throw new Error(`internal error while bundling ${file}: ${bundle.errors.join("; ")}`);
    packs.push(await packOfBundle(bundle.js, file));
    if (temp) {
      const out = path.join(temp, `${i}-${path.basename(file).replace(/\.sgs$/u, "")}.mjs`);
      writeFileSync(out, bundle.js);
      specs.push({ kind: "generated", path: out, file });
    }
  }
  for (const b of bundles) {
    packs.push(b.pack);
    specs.push({ kind: "bundle", path: path.resolve(b.file) });
  }
  return { packs, warnings, specs, ...(note ? { note } : {}) };
}

/** In a worker: the packs from their specs (runtime/api/lib instantiates generated modules). */
export async function packsFromSpecs(specs: readonly PackSpec[]): Promise<Pack[]> {
  const { instantiate } = await import("../runtime/api/lib/index.ts");
  const out: Pack[] = [];
  for (const s of specs) {
    const mod = (await import(pathToFileURL(s.path).href)) as { default: unknown; build?: Builder };
    out.push(s.kind === "bundle" ? instantiate(mod.build!, path.basename(s.path).replace(/\.m?js$/u, ".sgs")) : instantiate(mod.default as Builder, s.file));
  }
  return out;
}

export interface PlayabilityProblem {
  readonly message: string;
}

/**
 * Can these packs play an identity-mode game of `players` (issue #7 item 5)? A 牌堆 with enough
 * cards to deal four to each player, make a judgement and draw two (4·P + 3), whose every card
 * has a face in the packs, and at least one general. Returns the problem in words, or null.
 */
export function playabilityProblem(packs: readonly Pack[], players: number): string | null {
  const deck = packs.flatMap((p) => p.decks.flatMap((d) => d.cards));
  if (deck.length === 0) return "the packs have no 牌堆 (deck): a game needs one (add a pack with a 牌堆 block, e.g. skills/standard.sgs)";
  const need = 4 * players + 3;
  if (deck.length < need) {
    return `the packs' 牌堆 has ${deck.length} card${deck.length === 1 ? "" : "s"}: a ${players}-player game needs at least ${need} (four for each player, a judgement card and a first draw of two)`;
  }
  const faces = new Set(packs.flatMap((p) => p.cards.map((c) => c.name)));
  const missing = [...new Set(deck.map((c) => c.name).filter((n) => !faces.has(n)))];
  if (missing.length > 0) return `the 牌堆 holds cards no pack defines: ${missing.slice(0, 5).map((n) => `【${n}】`).join("")}`;
  if (!packs.some((p) => p.generals.length > 0)) return "the packs have no generals (武将)";
  return null;
}

/** Up to `n` general names that look like `name` (shared characters first), for an error message. */
export function similarNames(name: string, all: readonly string[], n = 5): string[] {
  const score = (g: string) => [...new Set(name)].filter((ch) => g.includes(ch)).length;
  return all
    .map((g) => ({ g, s: score(g) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, n)
    .map((x) => x.g);
}
