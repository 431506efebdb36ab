#!/usr/bin/env node
// Entry point. Runs the CLI from one esbuild bundle of the TypeScript sources (build/main.mjs),
// rebuilt here whenever a source file is newer than it, so a fresh checkout, `npm ci` and
// local edits all run current code without paying for on-the-fly TypeScript on every start.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bundle = path.join(root, "build", "main.mjs");
const sourceDirs = ["cli", "compiler", "grammar", "runtime"];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isStale() {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return sourceDirs.some((d) => newestSource(path.join(root, d)) > built);
}

if (isStale()) {
  const { buildCli } = await import("../tools/bundle-cli.mjs");
  try {
    await buildCli();
  } catch {
    // esbuild has already printed the errors with their file:line:col.
    process.stderr.write("jinnang: the TypeScript sources do not bundle (see above)\n");
    process.exit(1);
  }
}
const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv);
