// A disk cache of what the grammar read from each pack text, so that a command reading packs
// that have not changed since the last run (the standard pack beside a designer's new general)
// does not read them again: reading is most of a cold `check` or `build` (issue #7).
//
// An entry is keyed by the text, its file name and the build of the CLI itself (a hash of the
// bundle's files and of V8's version, since entries are V8-serialized: shared nodes and
// `undefined` fields come back as they were read). A new build starts a new folder and removes
// the old ones. Only the bundled CLI caches: from the TypeScript sources (tests, tsx) there is no
// build to key on. JINNANG_CACHE=off turns it off; JINNANG_CACHE_DIR moves it. A cache that
// cannot be read or written is ignored: the text is read as if there were none.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";

/** A build's folder: its fingerprint. */
const BUILD_FOLDER = /^[0-9a-f]{16}$/;

/** Entries kept per build; past this the oldest half goes (each is one pack text's reading). */
const MAX_ENTRIES = 400;

/** The bundle this module runs from (build/, holding main.mjs and chunks/), or null from sources. */
function bundleRoot(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.basename(here) === "chunks" ? path.dirname(here) : here;
  return existsSync(path.join(root, "main.mjs")) && existsSync(path.join(root, "chunks")) ? root : null;
}

function fingerprint(root: string): string {
  const hash = createHash("sha256").update(process.versions.v8);
  const files = ["main.mjs", ...readdirSync(path.join(root, "chunks")).sort().map((f) => path.join("chunks", f))];
  for (const f of files) hash.update(f).update(readFileSync(path.join(root, f)));
  return hash.digest("hex").slice(0, 16);
}

function cacheFolder(): string | null {
  if (process.env.JINNANG_CACHE === "off") return null;
  const root = bundleRoot();
  if (root === null) return null;
  const base = process.env.JINNANG_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "jinnang");
  const folder = path.join(base, fingerprint(root));
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true });
    // Entries of other builds can never be read again. Only build folders go (16 hex digits):
    // JINNANG_CACHE_DIR may name a folder that holds other things too.
    for (const old of readdirSync(base)) {
      if (BUILD_FOLDER.test(old) && path.join(base, old) !== folder) rmSync(path.join(base, old), { recursive: true, force: true });
    }
  }
  return folder;
}

function prune(folder: string): void {
  const entries = readdirSync(folder).filter((f) => f.endsWith(".bin"));
  if (entries.length <= MAX_ENTRIES) return;
  const byAge = entries.map((f) => ({ f, t: statSync(path.join(folder, f)).mtimeMs })).sort((a, b) => a.t - b.t);
  for (const { f } of byAge.slice(0, entries.length / 2)) rmSync(path.join(folder, f), { force: true });
}

/**
 * `read` with the disk cache in front of it (or `read` itself when there is no cache). `read`
 * must be a pure function of the text and file name, and its result is not to be changed by
 * the caller (a later run gets the same result back).
 */
export function cachingReader<R>(read: (text: string, file: string) => R): (text: string, file: string) => R {
  let folder: string | null;
  try {
    folder = cacheFolder();
  } catch {
    folder = null;
  }
  if (folder === null) return read;
  const dir = folder;
  return (text, file) => {
    const entry = path.join(dir, `${createHash("sha256").update(file).update("\0").update(text).digest("hex").slice(0, 32)}.bin`);
    try {
      return v8.deserialize(readFileSync(entry)) as R;
    } catch {
      // no entry yet (or an unreadable one): read the text
    }
    const result = read(text, file);
    try {
      const temp = `${entry}.${process.pid}.tmp`;
      writeFileSync(temp, v8.serialize(result));
      renameSync(temp, entry); // concurrent runs never see half an entry
      prune(dir);
    } catch {
      // a cache that cannot be written is no cache
    }
    return result;
  };
}
