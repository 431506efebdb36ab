// `npm run docs:timings`: writes docs/timings.md from the timing catalogue.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderTimingsDoc } from "./timingsDoc.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "timings.md");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, renderTimingsDoc(), "utf8");
console.log(`wrote ${path.relative(root, out)}`);
