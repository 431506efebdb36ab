// Where the shared acceptance inputs live: `shared/` beside the checkout (as on every
// developer machine and in CI), or wherever JINNANG_SHARED points.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SHARED_DIR = process.env["JINNANG_SHARED"] ?? path.resolve(REPO_ROOT, "..", "shared");
export const CORPUS_FILE = path.join(SHARED_DIR, "corpus", "standard.sgs");
export const SEEDS_DIR = path.join(SHARED_DIR, "seeds");
