// Rewrites skills/standard.sgs as the lines of the corpus that compile, copied verbatim
// (issue #2: "until the whole corpus compiles"). A line is dropped when the compiler reports an
// error on it, or a W-NOT-COMPILED warning on a skill or card-body line; headers, comments and
// the deck always stay. Run: npm run sync:standard
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileSource } from "../compiler/index.ts";
import { CORPUS_FILE, REPO_ROOT } from "../tests/support/paths.ts";

const HEADER = /^(扩展包|武将|牌堆|牌 )|^#|^\s*$|^【/;

async function droppedLines(lines: readonly string[]): Promise<Set<number>> {
  const { diagnostics } = await compileSource(lines.join("\n"), "standard.sgs");
  const dropped = new Set<number>();
  for (const d of diagnostics) {
    const line = d.line - 1;
    const isHeader = HEADER.test(lines[line] ?? "");
    if (d.severity === "error" || (d.code === "W-NOT-COMPILED" && !isHeader)) dropped.add(line);
  }
  return dropped;
}

const corpus = readFileSync(CORPUS_FILE, "utf8").replace(/\n$/, "").split("\n");
let kept = corpus.map((text, index) => ({ text, index }));
// Dropping a line can only remove diagnostics, but a card whose body lost lines may gain a
// header warning; iterate until nothing more drops.
for (;;) {
  const dropped = await droppedLines(kept.map((l) => l.text));
  if (dropped.size === 0) break;
  const headerErrors = [...dropped].filter((i) => HEADER.test(kept[i].text) && kept[i].text.trim() !== "");
  if (headerErrors.length > 0) {
    throw new Error(`header lines do not compile: ${headerErrors.map((i) => kept[i].index + 1).join(", ")}`);
  }
  kept = kept.filter((_, i) => !dropped.has(i));
}
const out = path.join(REPO_ROOT, "skills", "standard.sgs");
writeFileSync(out, kept.map((l) => l.text).join("\n") + "\n");
const skillLines = (ls: readonly string[]): number => ls.filter((l) => !HEADER.test(l)).length;
process.stdout.write(
  `skills/standard.sgs: ${kept.length} of ${corpus.length} corpus lines (${skillLines(kept.map((l) => l.text))} of ${skillLines(corpus)} skill and card-body lines)\n`,
);
