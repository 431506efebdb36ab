// Bundles the CLI and everything it imports from this repository into build/ (entry
// build/main.mjs; build/sim-worker.mjs for `jinnang sim`'s worker threads). Code splitting keeps the compiler (grammar, lowering, emitter) in a chunk that only
// the commands needing it load; npm packages stay external (resolved from node_modules), except
// chevrotain, whose prebuilt single-file module is bundled in: importing its package entry loads
// hundreds of source modules (~0.7 s CPU on every `check`/`build`, issue #7).
import { renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `chevrotain` → its prebuilt ESM file (lib/chevrotain.mjs), bundled instead of resolved at run time. */
const prebuiltChevrotain = {
  name: "prebuilt-chevrotain",
  setup(build) {
    build.onResolve({ filter: /^chevrotain$/ }, () => ({ path: path.join(root, "node_modules", "chevrotain", "lib", "chevrotain.mjs") }));
  },
};
export async function buildCli() {
  // Build beside, then swap in: concurrent CLI starts never see a half-written bundle.
  const target = path.join(root, "build");
  const temp = `${target}-${process.pid}.tmp`;
  await build({
    // A second entry: `jinnang sim`'s worker threads start from build/sim-worker.mjs.
    entryPoints: [path.join(root, "cli", "main.ts"), path.join(root, "cli", "sim-worker.ts")],
    outdir: temp,
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [prebuiltChevrotain],
    // No inline source map: it is parsed on every start (JINNANG_DEBUG stacks name the bundle's lines).
    sourcemap: false,
    logLevel: "warning",
  });
  rmSync(target, { recursive: true, force: true });
  try {
    renameSync(temp, target);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // another process swapped its build in first
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCli();
}
