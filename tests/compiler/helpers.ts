// Shared helpers for the compiler tests: the slice of the corpus (issue #2), and a typecheck
// of generated code against the runtime's public types.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Project } from "ts-morph";
import { CORPUS_FILE } from "../support/paths.ts";

export const CORPUS = CORPUS_FILE;
export const ROOT = path.resolve(import.meta.dirname, "../..");

export const SLICE_SKILLS = ["苦肉", "制衡", "奸雄", "英姿", "闭月", "咆哮", "马术", "诸葛连弩"];
export const SLICE_CARDS = ["杀", "闪", "桃", "无中生有", "过河拆桥"];
export const HORSES = ["的卢", "绝影", "爪黄飞电", "赤兔", "大宛", "紫骍"];

/**
 * The corpus with every line outside the slice blanked, so line numbers stay those of the
 * corpus: headers, general and card header lines, the slice's skill lines (and `extraSkills`),
 * the slice cards' body lines, the horses' unnamed skills and the deck block.
 */
export function sliceOfCorpus(extraSkills: readonly string[] = []): string {
  const lines = readFileSync(CORPUS, "utf8").split("\n");
  let card: string | null = null;
  let inDeck = false;
  const kept = lines.map((line) => {
    if (line.startsWith("牌堆 ")) inDeck = true;
    if (inDeck || line.trim() === "" || line.startsWith("#") || line.startsWith("扩展包 ") || line.startsWith("武将 ")) {
      card = null;
      return line;
    }
    const header = /^牌 【(.+?)】/u.exec(line);
    if (header) {
      card = header[1];
      return line;
    }
    const skill = /^〖(.+?)〗/u.exec(line);
    if (skill) return SLICE_SKILLS.includes(skill[1]) || extraSkills.includes(skill[1]) ? line : "";
    if (card && SLICE_CARDS.includes(card)) return line;
    if (card && HORSES.includes(card)) return line;
    return "";
  });
  return kept.join("\n");
}

let project: Project | undefined;

/** Type errors of a generated module checked as if it lived in the repo (so `jinnang/runtime` resolves). */
export function typeErrorsOf(ts: string): string[] {
  project ??= new Project({ tsConfigFilePath: path.join(ROOT, "tsconfig.json"), skipAddingFilesFromTsConfig: true });
  const file = project.createSourceFile(path.join(ROOT, "compiler", "__generated_check__.ts"), ts, { overwrite: true });
  const diagnostics = project.getPreEmitDiagnostics().filter((d) => d.getSourceFile()?.getFilePath() === file.getFilePath());
  const text = diagnostics.map((d) => `${d.getLineNumber() ?? 0}: ${String(d.getMessageText() instanceof Object ? (d.getMessageText() as { getMessageText(): string }).getMessageText() : d.getMessageText())}`);
  project.removeSourceFile(file);
  return text;
}
