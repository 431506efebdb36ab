// Finding the pack a command plays with: an explicit --pack (.js bundle or .sgs source), else
// the built standard pack if it is up to date, else the standard source compiled in memory.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Pack } from "../runtime/index.ts";

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export const DEFAULT_BUNDLE = path.join(projectRoot, "dist", "standard.js");
export const DEFAULT_SOURCE = path.join(projectRoot, "skills", "standard.sgs");

/** The built bundle only while it is newer than its source: a stale build is never played. */
function defaultPackFile(): string {
  const fresh = existsSync(DEFAULT_BUNDLE) && statSync(DEFAULT_BUNDLE).mtimeMs >= statSync(DEFAULT_SOURCE).mtimeMs;
  return fresh ? DEFAULT_BUNDLE : DEFAULT_SOURCE;
}

export async function loadPack(file?: string): Promise<Pack> {
  const chosen = file ?? defaultPackFile();
  if (chosen.endsWith(".sgs")) {
    const { loadPackFromSource } = await import("../compiler/index.ts");
    return loadPackFromSource(readFileSync(chosen, "utf8"), path.relative(process.cwd(), chosen) || chosen);
  }
  const mod = (await import(pathToFileURL(path.resolve(chosen)).href)) as { default?: Pack };
  if (!mod.default) throw new Error(`${chosen} has no default-exported pack`);
  return mod.default;
}
