// Writes the table-driven pipeline's TypeScript for packs: tsx tools/emit.ts <out-dir> <file.sgs>…
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileText } from "../compiler/compile.ts";
const [out, ...files] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
for (const f of files) {
  const r = compileText(readFileSync(f, "utf8"), f, { allowPartial: true });
  writeFileSync(path.join(out, `${path.basename(f, ".sgs")}.ts`), r.ts);
  console.log(`${f}: ${r.diagnostics.length} diagnostics`);
}
