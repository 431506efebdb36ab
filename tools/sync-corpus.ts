// Copies the corpus packs (../shared/corpus/*.sgs) into skills/ — each file whole or not at all
// (issue #5): a corpus file is copied only when it compiles together with the other packs of
// skills/ with no error and no warning. Run: npm run sync:corpus
import { copyFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileTexts } from "../compiler/compile.ts";
import { REPO_ROOT, SHARED_DIR } from "../tests/support/paths.ts";

const corpusDir = path.join(SHARED_DIR, "corpus");
const skillsDir = path.join(REPO_ROOT, "skills");
const corpus = readdirSync(corpusDir).filter((f) => f.endsWith(".sgs")).sort();
const ours = readdirSync(skillsDir).filter((f) => f.endsWith(".sgs") && !corpus.includes(f));
const inputs = [...ours.map((f) => path.join(skillsDir, f)), ...corpus.map((f) => path.join(corpusDir, f))].map((file) => ({ file, text: readFileSync(file, "utf8") }));
const results = compileTexts(inputs, { emit: false });
let failed = 0;
results.forEach((r, i) => {
  const file = inputs[i].file;
  const name = path.basename(file);
  if (!corpus.includes(name)) return;
  if (r.diagnostics.length === 0) {
    copyFileSync(file, path.join(skillsDir, name));
    console.log(`copied ${name}`);
  } else {
    failed++;
    console.log(`not copied ${name}: ${r.diagnostics.length} diagnostics (first: ${r.diagnostics[0].line}:${r.diagnostics[0].column} ${r.diagnostics[0].message})`);
  }
});
process.exitCode = failed > 0 ? 1 : 0;
