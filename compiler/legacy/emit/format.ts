// Formats a whole generated module once with prettier (per pack, never per node). Results are
// cached on disk by a hash of the unformatted text and the prettier version, so rebuilding an
// unchanged pack never loads prettier (set JINNANG_NO_CACHE=1 to bypass the cache).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const PRETTIER_VERSION = (require("prettier/package.json") as { version: string }).version;
// babel-ts prints the same code as the typescript parser here, and loads and runs faster.
const OPTIONS = { parser: "babel-ts", printWidth: 110 } as const;

function cacheDir(): string | null {
  if (process.env["JINNANG_NO_CACHE"]) return null;
  // node_modules/.cache/jinnang of the installation, wherever the command runs from.
  const nodeModules = path.resolve(path.dirname(require.resolve("prettier/package.json")), "..");
  return process.env["JINNANG_CACHE_DIR"] ?? path.join(nodeModules, ".cache", "jinnang");
}

function cacheKey(source: string): string {
  return createHash("sha256").update(`prettier ${PRETTIER_VERSION} ${JSON.stringify(OPTIONS)}\n`).update(source).digest("hex");
}

function readCache(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function writeCache(dir: string, file: string, text: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, file); // atomic: a concurrent reader sees the old file or the whole new one
  } catch {
    // A cache that cannot be written only costs speed.
  }
}

export async function formatModule(source: string): Promise<string> {
  const dir = cacheDir();
  const file = dir ? path.join(dir, `${cacheKey(source)}.ts`) : null;
  const cached = file ? readCache(file) : null;
  if (cached !== null) return cached;
  const { format } = await import("prettier");
  const formatted = await format(source, OPTIONS);
  if (dir && file) writeCache(dir, file, formatted);
  return formatted;
}
