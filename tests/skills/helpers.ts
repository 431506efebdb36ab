// Shared helpers for the general-skill tests: the corpus slice plus the skills under test,
// compiled once per list of names.
import { loadPackFromSource } from "../../compiler/index.ts";
import type { Pack } from "../../runtime/index.ts";
import { sliceOfCorpus } from "../compiler/helpers.ts";

const cache = new Map<string, Promise<Pack>>();

/** The slice of the corpus with `skills` (their corpus lines, verbatim) compiled in. */
export function packWith(...skills: string[]): Promise<Pack> {
  const key = skills.join(",");
  let pack = cache.get(key);
  if (!pack) {
    pack = loadPackFromSource(sliceOfCorpus(skills), "standard.sgs");
    cache.set(key, pack);
  }
  return pack;
}
