// The acceptance corpus is written in the rulebook's notation: the linter must have nothing to
// say about it (every rule is precise), and the generated skills/standard.sgs neither.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { readdirSync } from "node:fs";
import { lintSource, lintTexts } from "../../compiler/lint/lint.ts";
import { createContext } from "../../compiler/lint/source.ts";
import { readPack } from "../../grammar/pack.ts";
import { CORPUS_FILE, REPO_ROOT, SHARED_DIR } from "../support/paths.ts";

test("every corpus pack (linted as one program with skills/maneuvering.sgs) has no finding of any lint rule", () => {
  const dir = path.join(SHARED_DIR, "corpus");
  const packs = readdirSync(dir).filter((n) => n.endsWith(".sgs")).sort();
  expect(packs).toEqual(expect.arrayContaining(["jiexian.sgs", "standard.sgs", "yijiang.sgs"]));
  const inputs = [...packs.map((n) => path.join(dir, n)), path.join(REPO_ROOT, "skills", "maneuvering.sgs")].map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const results = lintTexts(inputs);
  const ruleFindings = results.flatMap((r) => r.findings.filter((f) => f.origin !== "compiler").map((f) => `${path.basename(f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`));
  expect(ruleFindings).toEqual([]);
  // What the compiler still says is only about skills it refuses (issue #5: yijiang.sgs).
  const compiler = results.flatMap((r) => r.findings.filter((f) => f.origin === "compiler"));
  for (const f of compiler) expect(`${path.basename(f.file)}:${f.line} ${f.ruleId}`).toMatch(/ E-UNSUPPORTED$/u);
});

test("standard.sgs (corpus) has no lint findings", () => {
  const text = readFileSync(CORPUS_FILE, "utf8");
  expect(lintSource(text, "standard.sgs").map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([]);
});

test("skills/standard.sgs has no lint findings", () => {
  const file = path.join(REPO_ROOT, "skills", "standard.sgs");
  expect(lintSource(readFileSync(file, "utf8"), "skills/standard.sgs")).toEqual([]);
});

test("the linter sees every skill line of the corpus, read or not (40 skills + equipment skills)", () => {
  const text = readFileSync(CORPUS_FILE, "utf8");
  const { pack } = readPack(text, "standard.sgs");
  const skills = createContext("standard.sgs", text, pack).statements.filter((s) => s.kind === "skill");
  expect(skills.filter((s) => s.block.kind === "general")).toHaveLength(40);
  // 9 weapon and 2 armour skills + 6 unnamed horse lines.
  expect(skills.filter((s) => s.block.kind === "card")).toHaveLength(17);
  expect(skills.filter((s) => s.skill).length).toBeGreaterThan(0);
});

test("the linter never throws: every corpus skill line cut at every third character", () => {
  const text = readFileSync(CORPUS_FILE, "utf8");
  const lines = text.split("\n").filter((l) => l.startsWith("〖") || l.startsWith("使用") || l.startsWith("作用效果"));
  let runs = 0;
  for (const line of lines) {
    for (let cut = 1; cut < line.length; cut += 3) {
      const findings = lintSource(`扩展包 测试\n\n武将 测试 吴 男 4\n${line.slice(0, cut)}\n`, "cut.sgs");
      for (const f of findings) expect(f.message).not.toMatch(/internal error/u);
      runs++;
    }
  }
  expect(runs).toBeGreaterThan(500);
});
