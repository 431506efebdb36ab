// The acceptance packs compiled together through the table-driven pipeline, once per test file:
// the standard pack, the 军争 pack (skills/maneuvering.sgs) and the corpus's 一将成名 and 界限突破
// packs, verbatim. Boards for a pack's skills take `packs` from here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadTexts } from "../../compiler/compile.ts";
import type { Pack } from "../../runtime/index.ts";
import { REPO_ROOT } from "./paths.ts";

export const PACK_FILES = {
  standard: path.join(REPO_ROOT, "skills", "standard.sgs"),
  maneuvering: path.join(REPO_ROOT, "skills", "maneuvering.sgs"),
  // Byte-for-byte copies of ../shared/corpus (npm run sync:corpus copies a file only once it compiles clean).
  yijiang: path.join(REPO_ROOT, "skills", "yijiang.sgs"),
  jiexian: path.join(REPO_ROOT, "skills", "jiexian.sgs"),
} as const;

export type PackName = keyof typeof PACK_FILES;

const cache = new Map<string, Promise<Pack[]>>();

/**
 * The named packs compiled as one program (`allowPartial`: a skill the compiler still refuses is
 * left out rather than failing every test of the file; its own tests then fail visibly).
 */
export function loadPacks(names: readonly PackName[] = ["standard", "maneuvering", "yijiang", "jiexian"]): Promise<Pack[]> {
  const key = names.join(",");
  let packs = cache.get(key);
  if (!packs) {
    packs = loadTexts(
      names.map((n) => ({ text: readFileSync(PACK_FILES[n], "utf8"), file: path.basename(PACK_FILES[n]) })),
      { allowPartial: true },
    );
    cache.set(key, packs);
  }
  return packs;
}
