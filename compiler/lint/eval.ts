// Precision and recall of the lint rules on a labelled set (issue #8 item 4): ambiguous skill
// texts, each labelled with the ◆ rule it breaks and the lint rule meant to catch it (or "-"),
// and clean texts, plus every skill and card line of the corpus packs (read from the corpus
// files, never copied). Only the rules' findings count (not the compiler's): a text is flagged
// when some lint rule reports a finding on its line.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { lintTexts, type LintInput } from "./lint.ts";
import { createContext } from "./source.ts";
import { readPack } from "../../grammar/pack.ts";

export interface LabelledText {
  readonly section: string;
  /** The rule meant to catch it, or null: no rule can (an honest miss). */
  readonly rule: string | null;
  readonly text: string;
}

export interface EvalItem {
  readonly text: string;
  readonly where: string;
  /** Rule ids with a finding on the text's line. */
  readonly found: readonly string[];
  /** Ambiguous items: the label. */
  readonly label?: LabelledText;
  /** Whether the compiler also had an error on the line. */
  readonly compileError: boolean;
}

export interface EvalResult {
  readonly ambiguous: readonly EvalItem[];
  readonly clean: readonly EvalItem[];
  /** Ambiguous texts flagged by some rule / all ambiguous texts. */
  readonly recall: number;
  /** Flagged ambiguous texts / all flagged texts (ambiguous and clean). */
  readonly precision: number;
  /** Ambiguous texts flagged by the rule of their label / those whose label names a rule. */
  readonly ruleRecall: number;
  readonly falseAlarms: readonly EvalItem[];
  readonly misses: readonly EvalItem[];
  /** How many clean items came from the corpus files. */
  readonly corpusLines: number;
}

function lines(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.replace(/\r$/u, ""))
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));
}

export function readAmbiguous(file: string): LabelledText[] {
  return lines(file).map((l) => {
    const [section, rule, ...rest] = l.split("\t");
    if (!section || !rule || rest.length === 0) throw new Error(`${file}: expected section<TAB>rule<TAB>text: ${l}`);
    return { section, rule: rule === "-" ? null : rule, text: rest.join("\t") };
  });
}

export function readClean(file: string): string[] {
  return lines(file);
}

/** The labelled texts as one pack: each line under its own general, so names never clash. */
function packOf(name: string, texts: readonly string[]): { text: string; lineOf: number[] } {
  const out = [`扩展包 ${name}`, ""];
  const lineOf: number[] = [];
  texts.forEach((t, i) => {
    out.push(`武将 ${name}${i + 1} 吴 男 4`);
    out.push(t);
    lineOf.push(out.length);
    out.push("");
  });
  return { text: `${out.join("\n")}\n`, lineOf };
}

export interface EvalOptions {
  /** tests/lint/labelled/ (ambiguous.tsv, clean.tsv). */
  readonly labelledDir: string;
  /** The corpus folder (../shared/corpus): its packs are clean items and the names in scope. */
  readonly corpusDir: string;
  /** More packs in scope (skills/maneuvering.sgs: 【酒】 …), not counted. */
  readonly extraPacks?: readonly string[];
}

export function evaluate(options: EvalOptions): EvalResult {
  const ambiguousTexts = readAmbiguous(path.join(options.labelledDir, "ambiguous.tsv"));
  const cleanTexts = readClean(path.join(options.labelledDir, "clean.tsv"));
  const corpusFiles = readdirSync(options.corpusDir)
    .filter((n) => n.endsWith(".sgs"))
    .sort()
    .map((n) => path.join(options.corpusDir, n));
  const a = packOf("歧义", ambiguousTexts.map((t) => t.text));
  const c = packOf("无歧", cleanTexts);
  const inputs: LintInput[] = [
    { file: "labelled/ambiguous.sgs", text: a.text },
    { file: "labelled/clean.sgs", text: c.text },
    ...[...corpusFiles, ...(options.extraPacks ?? [])].map((file) => ({ file, text: readFileSync(file, "utf8") })),
  ];
  const results = lintTexts(inputs);
  const byLine = (file: string): Map<number, { rules: Set<string>; compile: boolean }> => {
    const m = new Map<number, { rules: Set<string>; compile: boolean }>();
    for (const f of results.find((r) => r.file === file)?.findings ?? []) {
      const e = m.get(f.line) ?? { rules: new Set<string>(), compile: false };
      if (f.origin === "rule") e.rules.add(f.ruleId);
      if (f.origin === "compiler" && f.severity === "error") e.compile = true;
      m.set(f.line, e);
    }
    return m;
  };
  const aLines = byLine("labelled/ambiguous.sgs");
  const cLines = byLine("labelled/clean.sgs");
  const ambiguous = ambiguousTexts.map((label, i) => {
    const e = aLines.get(a.lineOf[i]);
    return { text: label.text, where: `ambiguous.tsv #${i + 1}`, found: [...(e?.rules ?? [])].sort(), label, compileError: e?.compile ?? false };
  });
  const clean: EvalItem[] = cleanTexts.map((text, i) => {
    const e = cLines.get(c.lineOf[i]);
    return { text, where: `clean.tsv #${i + 1}`, found: [...(e?.rules ?? [])].sort(), compileError: e?.compile ?? false };
  });
  // Every skill and card field line of the corpus packs.
  let corpusLines = 0;
  for (const file of corpusFiles) {
    const text = readFileSync(file, "utf8");
    const found = byLine(file);
    const statements = createContext(file, text, readPack(text, file).pack).statements;
    for (const s of statements) {
      const e = found.get(s.line);
      clean.push({ text: s.text, where: `${path.basename(file)}:${s.line}`, found: [...(e?.rules ?? [])].sort(), compileError: e?.compile ?? false });
      corpusLines++;
    }
  }
  const flaggedAmbiguous = ambiguous.filter((x) => x.found.length > 0).length;
  const falseAlarms = clean.filter((x) => x.found.length > 0);
  const withRule = ambiguous.filter((x) => x.label.rule);
  return {
    ambiguous,
    clean,
    recall: ambiguous.length ? flaggedAmbiguous / ambiguous.length : 1,
    precision: flaggedAmbiguous + falseAlarms.length ? flaggedAmbiguous / (flaggedAmbiguous + falseAlarms.length) : 1,
    ruleRecall: withRule.length ? withRule.filter((x) => x.found.includes(x.label.rule!)).length / withRule.length : 1,
    falseAlarms,
    misses: ambiguous.filter((x) => x.found.length === 0),
    corpusLines,
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function formatEval(r: EvalResult): string {
  const flagged = r.ambiguous.filter((x) => x.found.length > 0).length;
  const out = [
    `labelled set: ${r.ambiguous.length} ambiguous, ${r.clean.length} clean (${r.clean.length - r.corpusLines} written, ${r.corpusLines} corpus lines)`,
    `recall:    ${pct(r.recall)} (${flagged}/${r.ambiguous.length} ambiguous texts flagged by some rule)`,
    `precision: ${pct(r.precision)} (${flagged}/${flagged + r.falseAlarms.length} flagged texts are ambiguous)`,
    `right rule: ${pct(r.ruleRecall)} (of the ambiguous texts whose label names a rule, flagged by that rule)`,
    `false alarms: ${r.falseAlarms.length}`,
    ...r.falseAlarms.map((x) => `  ${x.where} [${x.found.join(", ")}] ${x.text}`),
    `misses: ${r.misses.length}`,
    ...r.misses.map((x) => `  ${x.where} (§${x.label!.section}${x.label!.rule ? `, meant for ${x.label!.rule}` : ", no rule"}) ${x.text}`),
  ];
  const wrong = r.ambiguous.filter((x) => x.label?.rule && x.found.length > 0 && !x.found.includes(x.label.rule));
  if (wrong.length > 0) out.push(`flagged by another rule than labelled: ${wrong.length}`, ...wrong.map((x) => `  ${x.where} (${x.label!.rule} → ${x.found.join(", ")}) ${x.text}`));
  return `${out.join("\n")}\n`;
}
