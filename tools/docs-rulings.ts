// `npm run docs:rulings`: writes docs/rulings.md from the rulings table (tests/rulings/index.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DOC_FILE, REPO_ROOT, renderRulingsDoc } from "./rulingsDoc.ts";

mkdirSync(path.dirname(DOC_FILE), { recursive: true });
writeFileSync(DOC_FILE, renderRulingsDoc(), "utf8");
console.log(`wrote ${path.relative(REPO_ROOT, DOC_FILE)}`);
