// `npm run docs:vocabulary` (npx tsx tools/vocabulary-doc.ts): writes docs/vocabulary.md from
// the vocabulary tables. For every heading of seed 004 chapter 3 (runtime/vocabulary/headings.ts)
// it lists the rows whose `section` cites it (id, class, forms, meaning) and its samples, each
// compiled here; pending samples are shown with the diagnostics they get today.
// tests/docs/vocabulary.test.ts compiles the same samples once and checks the file is current.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileText } from "../compiler/compile.ts";
import { namesOf } from "../compiler/lower/pack.ts";
import type { Names } from "../compiler/lower/context.ts";
import { readPack } from "../grammar/pack.ts";
import { HEADINGS, type HeadingRow } from "../runtime/vocabulary/headings.ts";
import { PREDICATES } from "../runtime/vocabulary/predicates.ts";
import { VALUES } from "../runtime/vocabulary/values.ts";
import { ATTRIBUTES, DETERMINERS, HEADS, REFERENCES } from "../runtime/vocabulary/nouns.ts";
import { PERIODS } from "../runtime/vocabulary/periods.ts";
import { ADVERBIALS, CLAUSE_LINKS } from "../runtime/vocabulary/connectives.ts";
import { ELEMENT_WORDS } from "../runtime/vocabulary/elements.ts";
import { SKILL_TAGS, SWITCH_STATES } from "../runtime/vocabulary/skills.ts";
import { TIMINGS } from "../runtime/timing/catalogue.ts";
import { lib } from "../runtime/api/lib/index.ts";
import { termOps, termTests, termValues } from "../runtime/api/lib/ops/terms.ts";
import type { X } from "../compiler/ir.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DOC_FILE = path.join(REPO_ROOT, "docs", "vocabulary.md");
/** The packs whose card and skill names a sample may mention. */
export const NAME_PACKS = ["skills/standard.sgs", "skills/maneuvering.sgs"] as const;

// ------------------------------------------------------------------------------------- rows

/** One row of any vocabulary table, as the doc shows it. */
export interface VocabularyRow {
  /** The table file (predicates.ts …) and the export the row is in. */
  readonly table: string;
  readonly id: string;
  readonly section: string;
  /** operation / state / test for predicates; otherwise the kind of row (value, head …). */
  readonly kind: string;
  readonly forms: readonly string[];
  readonly means: string;
}

/** Rows only 国战 gives a meaning: they read and check, and lowering refuses them in 身份 mode. */
const guozhan = (mode: string | undefined): string => (mode === "guozhan" ? ", 国战 only" : "");

export function vocabularyRows(): VocabularyRow[] {
  return [
    ...PREDICATES.map((r) => ({ table: "predicates.ts PREDICATES", id: r.id, section: r.section, kind: `${r.class}${guozhan(r.mode)}`, forms: r.forms, means: r.means })),
    ...VALUES.map((r) => ({ table: "values.ts VALUES", id: r.id, section: r.section, kind: "value", forms: r.forms, means: r.means })),
    ...REFERENCES.map((r) => ({ table: "nouns.ts REFERENCES", id: r.id, section: r.section, kind: `reference (${r.noun}${r.plural ? ", plural" : ""})`, forms: r.forms, means: r.means })),
    ...DETERMINERS.map((r) => ({
      table: "nouns.ts DETERMINERS",
      id: r.id,
      section: r.section,
      kind: "determiner",
      forms: [`${r.word} <head>`],
      means: r.plural ? "names several things in scope (with a head noun)" : "names one thing in scope (with a head noun)",
    })),
    ...HEADS.map((r) => ({ table: "nouns.ts HEADS", id: r.id, section: r.section, kind: `head (${r.noun})`, forms: [r.word], means: r.means })),
    ...ATTRIBUTES.map((r) => ({ table: "nouns.ts ATTRIBUTES", id: r.id, section: r.section, kind: `attribute (of ${r.of})${guozhan(r.mode)}`, forms: r.words, means: r.means })),
    ...PERIODS.map((r) => ({ table: "periods.ts PERIODS", id: r.id, section: r.section, kind: "period", forms: r.forms, means: r.means })),
    ...ADVERBIALS.map((r) => ({ table: "connectives.ts ADVERBIALS", id: r.id, section: r.section, kind: "adverbial", forms: r.forms, means: r.means })),
    ...CLAUSE_LINKS.map((r) => ({ table: "connectives.ts CLAUSE_LINKS", id: r.link, section: r.section, kind: "clause link", forms: r.forms.map((f) => f.join("")), means: r.means })),
    ...ELEMENT_WORDS.map((r) => ({ table: "elements.ts ELEMENT_WORDS", id: r.id, section: r.section, kind: "element", forms: [r.word], means: `the ${r.id} element of a damage` })),
    ...SKILL_TAGS.map((r) => ({ table: "skills.ts SKILL_TAGS", id: r.id, section: r.section, kind: "tag", forms: [r.word], means: r.means })),
    ...SWITCH_STATES.map((r) => ({ table: "skills.ts SWITCH_STATES", id: r.id, section: r.section, kind: "转换技 side", forms: [`${r.word}：<part body>`], means: r.means })),
    ...TIMINGS.map((r) => ({ table: "catalogue.ts TIMINGS", id: r.id, section: r.section, kind: "timing", forms: r.forms, means: r.phrase })),
  ];
}

/** The characters of a title or a form outside its slots (`<…>`) and template syntax. */
function letters(text: string): Set<string> {
  return new Set([...text.replace(/<[^>]*>/gu, "").replace(/[\s[\]()|*:]/gu, "")]);
}

/**
 * The rows of each heading (by index in HEADINGS). A row goes to the heading its section names;
 * where the seed gives one number to two headings (3.5.27, 3.5.28), to the one whose title
 * shares most characters with the row's forms.
 */
export function rowsByHeading(rows: readonly VocabularyRow[] = vocabularyRows()): { byHeading: VocabularyRow[][]; elsewhere: VocabularyRow[] } {
  const byHeading: VocabularyRow[][] = HEADINGS.map(() => []);
  const elsewhere: VocabularyRow[] = [];
  for (const row of rows) {
    const candidates = HEADINGS.map((h, i) => ({ h, i })).filter(({ h }) => h.id === row.section);
    if (candidates.length === 0) {
      elsewhere.push(row);
      continue;
    }
    const formLetters = letters(row.forms.join(" "));
    let best = candidates[0];
    let bestScore = -1;
    for (const c of candidates) {
      const score = [...letters(c.h.title)].filter((ch) => formLetters.has(ch)).length;
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    byHeading[best.i].push(row);
  }
  return { byHeading, elsewhere };
}

// ---------------------------------------------------------------------------------- samples

export interface SampleDiagnostic {
  readonly code: string;
  /** Line and column inside the sample (line 1 is its first line). */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export interface SampleResult {
  readonly ok: boolean;
  /** The errors (none when ok). */
  readonly errors: readonly SampleDiagnostic[];
}

const PACK_HEADER = "扩展包 测试\n\n";
const GENERAL_LINE = "武将 测试者 魏 男 4\n";

/** The minimal pack a sample is compiled in: a header, a general (for a skill line) and the sample. */
export function samplePack(sample: string): { text: string; firstLine: number } {
  if (sample.startsWith("牌 ")) return { text: `${PACK_HEADER}${sample}\n`, firstLine: 3 };
  return { text: `${PACK_HEADER}${GENERAL_LINE}${sample}\n`, firstLine: 4 };
}

/** The card and skill names of NAME_PACKS, read once. */
export function packNames(): Names {
  const cards = new Set<string>();
  const skills = new Set<string>();
  for (const file of NAME_PACKS) {
    const names = namesOf(readPack(readFileSync(path.join(REPO_ROOT, file), "utf8"), file).pack);
    names.cards.forEach((c) => cards.add(c));
    names.skills.forEach((s) => skills.add(s));
  }
  return { cards, skills };
}

/**
 * The runtime library a compiled sample calls: runtime/api/lib/index.ts, with the builders of
 * ops/terms.ts (issue #5's new rows) whether index.ts spreads them in yet or not.
 */
const LIBRARY: Record<string, unknown> = { ...lib, op: { ...termOps, ...lib.op }, q: { ...termTests, ...lib.q }, v: { ...termValues, ...lib.v } };

/** The calls of an IR tree whose builder the library lacks (j.<fn> would not run), with where they are. */
export function missingBuilders(x: X, out: { fn: string; line: number; column: number }[] = []): { fn: string; line: number; column: number }[] {
  if (x.k === "list") for (const i of x.items) missingBuilders(i, out);
  if (x.k !== "call") return out;
  let f: unknown = LIBRARY;
  for (const part of x.fn.split(".")) f = f !== null && typeof f === "object" || typeof f === "function" ? (f as Record<string, unknown>)[part] : undefined;
  if (typeof f !== "function" && !out.some((m) => m.fn === x.fn)) out.push({ fn: x.fn, line: x.loc?.line ?? 0, column: x.loc?.column ?? 1 });
  for (const v of Object.values(x.args)) missingBuilders(v, out);
  return out;
}

/**
 * A sample compiles when it reads and lowers with no error and every library builder its module
 * calls exists (a call of a missing builder is E-NO-BUILDER: the module would fail to load).
 */
export function compileSample(sample: string, others: Names): SampleResult {
  const { text, firstLine } = samplePack(sample);
  const { diagnostics, ir } = compileText(text, "sample.sgs", { others });
  const errors = diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({ code: d.code, line: d.line - firstLine + 1, column: d.column, message: d.message }));
  if (errors.length === 0 && ir) {
    for (const m of missingBuilders(ir.root)) {
      errors.push({ code: "E-NO-BUILDER", line: Math.max(m.line - firstLine + 1, 1), column: m.column, message: `the runtime library has no j.${m.fn}: the module would not load` });
    }
  }
  return { ok: errors.length === 0, errors };
}

/** Every sample, pending sample and gap of the table. */
export function allSentences(headings: readonly HeadingRow[] = HEADINGS): string[] {
  return [...new Set(headings.flatMap((h) => [...(h.samples ?? []), ...(h.pending !== undefined ? [h.pending] : []), ...(h.gaps ?? [])]))];
}

/** Compiles every sentence of the table once. */
export function compileAll(headings: readonly HeadingRow[] = HEADINGS): Map<string, SampleResult> {
  const others = packNames();
  const out = new Map<string, SampleResult>();
  for (const s of allSentences(headings)) out.set(s, compileSample(s, others));
  return out;
}

// ----------------------------------------------------------------------------------- render

export type Status = "sample" | "guozhan" | "pending" | "notSkillText";

/** The one refusal a 国战-only term gets in 身份 mode (lowering, types.ts `mode`). */
export const isModeRefusal = (d: { readonly code: string; readonly message: string }): boolean => d.code === "E-UNSUPPORTED" && d.message.startsWith("国战 only (");

export function statusOf(h: HeadingRow, results: ReadonlyMap<string, SampleResult>): Status {
  if (h.notSkillText !== undefined) return "notSkillText";
  if (h.samples !== undefined && h.samples.length > 0 && h.samples.every((s) => results.get(s)?.ok)) return "sample";
  // 国战-only (issue #5: they parse and check now, play with 国战 mode): the sample reads and checks,
  // and its only errors are that refusal.
  const r = h.pending !== undefined ? results.get(h.pending) : undefined;
  if (r && !r.ok && r.errors.length > 0 && r.errors.every(isModeRefusal)) return "guozhan";
  return "pending";
}

/** Backslash-escapes the characters markdown would read (titles such as `*`, `[]`, `<一个区域>`). */
function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|#{}]/gu, (c) => `\\${c}`);
}

function code(text: string): string {
  return `\`${text}\``;
}

function anchor(i: number): string {
  const h = HEADINGS[i];
  const n = HEADINGS.slice(0, i).filter((x) => x.id === h.id).length;
  return `h-${h.id.replace(/\./gu, "-")}${n > 0 ? `-${n + 1}` : ""}`;
}

function diagnosticText(d: SampleDiagnostic, multiline: boolean): string {
  return `${d.code} (${multiline ? `line ${d.line}, ` : ""}col ${d.column}): ${d.message}`;
}

function sentenceBlock(s: string): string[] {
  if (!s.includes("\n")) return [`- ${code(s)}`];
  return [s.startsWith("牌 ") ? "- card text:" : "- pack text:", "", "  ```", ...s.split("\n").map((l) => `  ${l}`), "  ```"];
}

function failing(s: string, r: SampleResult | undefined): string[] {
  const out = sentenceBlock(s);
  if (r === undefined) return out;
  if (r.ok) out.push("  - (this now compiles: move it to `samples`)");
  for (const d of r.errors) out.push(`  - ${diagnosticText(d, s.includes("\n"))}`);
  return out;
}

const SLOT_TYPES: readonly (readonly [string, string])[] = [
  ["player", "一名角色: a reference or a choice of one (你, 其, 来源, 一名其他角色 …)"],
  ["players", "至少一名角色 (所有其他角色, 这些角色 …)"],
  ["cards", "牌: a reference, a selection, 对应的实体牌 … (此牌, 一张手牌, 其装备区里的所有牌)"],
  ["cardSet", "all the cards a description names (将手牌补至X张: the whole hand)"],
  ["count", "how many cards (两张牌, 等量的牌, 至多X张牌)"],
  ["card", "one card, virtual or physical (此牌, 【杀】, 对应的实体牌为…的【杀】)"],
  ["number", "a value (3.4, 3.10): 1, X, 你的体力值 …"],
  ["skill", "〖名〗, 此技能"],
  ["marks / mark", "“X” marks or piles (两枚“忍”, 所有“鉴”)"],
  ["phase", "出牌阶段 …"],
  ["zone", "弃牌堆, 牌堆顶, 装备区 …"],
  ["element", "火焰 / 雷电 / 冰冻"],
  ["suit / color", "花色 / 颜色 (此颜色 …)"],
  ["damage", "伤害, 火焰伤害, 此伤害"],
  ["action / clause", "a predicate without / with its own subject (选择是否<action>, 令<clause>)"],
  ["timing", "a timing point (于<timing>)"],
  ["period", "于<period>内: 此回合, 此阶段, 其出牌阶段 …"],
  ["target", "此目标, 对应的角色为你的目标"],
  ["options", "1.…；2.… (3.5.27 选择)"],
  ["stmts", "statements ({…}, 3.5.9)"],
];

export function renderVocabularyDoc(results: ReadonlyMap<string, SampleResult>): string {
  const rows = vocabularyRows();
  const { byHeading, elsewhere } = rowsByHeading(rows);
  const status = HEADINGS.map((h) => statusOf(h, results));
  const count = (s: Status) => status.filter((x) => x === s).length;
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);

  push(
    "# Vocabulary (chapter 3 terms)",
    "",
    "Generated by `npm run docs:vocabulary` (`tools/vocabulary-doc.ts`) from the vocabulary tables",
    "(`runtime/vocabulary/*.ts`, `runtime/timing/catalogue.ts`) and the heading table",
    "`runtime/vocabulary/headings.ts`; do not edit by hand. `tests/docs/vocabulary.test.ts` checks that",
    "every heading of seed 004 chapter 3 is listed, that every sample compiles and that this file is current.",
    "",
    "For each heading: the rows whose `section` cites it (id, class, the template forms the grammar",
    "reads, what the runtime does), and samples — skill lines (or a card's text) that use the term and",
    "compile, each inside a minimal pack (`扩展包 测试`, one `武将` line, the sample) with the card and",
    `skill names of ${NAME_PACKS.map(code).join(" and ")}. Samples named by a real skill quote the corpus;`,
    "〖样例〗 samples are written in the rulebook's phrasing. A heading is *pending* when no sentence",
    "with its term compiles yet: its sample and today's diagnostics are shown. A sample compiles when it",
    "reads and lowers with no error and every runtime library builder its module calls exists (else",
    "E-NO-BUILDER). Rows marked *国战 only* read and check; 身份 mode refuses them. A few headings are not",
    "skill-text terms; the reason is given.",
    "",
    "## Summary",
    "",
    `- Headings: ${HEADINGS.length} (3.1.1–3.10.10; the seed numbers 3.5.27 and 3.5.28 twice).`,
    `- With a compiling sample: ${count("sample")}.`,
    `- 国战 only (the sample reads and checks; 身份 mode refuses it): ${count("guozhan")}.`,
    `- Pending (not yet compilable): ${count("pending")}.`,
    `- Not a skill-text term: ${count("notSkillText")}.`,
    `- Vocabulary rows: ${rows.length}; ${rows.length - elsewhere.length} cite a chapter 3 heading, ${elsewhere.length} cite other sections (listed at the end).`,
    `- Headings with at least one row: ${byHeading.filter((r) => r.length > 0).length}; with a sample but no row: ${HEADINGS.filter((_, i) => byHeading[i].length === 0 && status[i] === "sample").length}.`,
    "",
  );

  const guozhanIdx = HEADINGS.map((_, i) => i).filter((i) => status[i] === "guozhan");
  if (guozhanIdx.length > 0) {
    push("### 国战-only headings", "", "Their samples read and check; lowering refuses them in 身份 mode (`国战 only (<section>)`).", "");
    push(guozhanIdx.map((i) => `[${HEADINGS[i].id}](#${anchor(i)}) ${md(HEADINGS[i].title)}`).join(" · "), "");
  }
  const pendingIdx = HEADINGS.map((_, i) => i).filter((i) => status[i] === "pending");
  if (pendingIdx.length > 0) {
    push("### Pending headings", "", "| heading | first diagnostic |", "|---|---|");
    for (const i of pendingIdx) {
      const h = HEADINGS[i];
      const s = h.pending ?? (h.samples ?? []).find((x) => !results.get(x)?.ok) ?? "";
      const d = results.get(s)?.errors[0];
      push(`| [${h.id}](#${anchor(i)}) ${md(h.title)} | ${d ? md(diagnosticText(d, s.includes("\n"))) : "—"} |`);
    }
    push("");
  }
  const notIdx = HEADINGS.map((_, i) => i).filter((i) => status[i] === "notSkillText");
  if (notIdx.length > 0) {
    push("### Not skill-text terms", "");
    for (const i of notIdx) push(`- [${HEADINGS[i].id}](#${anchor(i)}) ${md(HEADINGS[i].title)}`);
    push("");
  }

  push("## Index", "", "| heading | status | rows |", "|---|---|---|");
  const label: Record<Status, string> = { sample: "sample compiles", guozhan: "国战 only", pending: "**pending**", notSkillText: "not skill text" };
  HEADINGS.forEach((h, i) => push(`| [${h.id}](#${anchor(i)}) ${md(h.title)} | ${label[status[i]]} | ${byHeading[i].map((r) => code(r.id)).join(", ") || "—"} |`));
  push("");

  push(
    "## Template notation",
    "",
    "Forms are written as in the rows (`runtime/vocabulary/types.ts`): words separated by spaces;",
    "`<name:type>` a slot that any phrase of that type fills; `[ … ]` optional; `( a | b )`",
    "alternatives; a word ending in `*` is a verb that may take 过 (使用过, 发动过). Slot types:",
    "",
    ...SLOT_TYPES.map(([t, m]) => `- \`${t}\`: ${m}`),
    "",
  );

  let chapter = "";
  HEADINGS.forEach((h, i) => {
    const ch = h.id.split(".").slice(0, 2).join(".");
    if (ch !== chapter) {
      chapter = ch;
      push(`## ${ch}`, "");
    }
    push(`<a id="${anchor(i)}"></a>`, "", `### ${h.id} ${md(h.title)}`, "");
    if (h.note !== undefined) push(`${md(h.note)}`, "");
    const hr = byHeading[i];
    if (hr.length > 0) {
      push("Rows:", "");
      for (const r of hr) {
        push(`- ${code(r.id)} (${r.kind}, ${r.table}): ${md(r.means)}`);
        for (const f of r.forms) push(`  - ${code(f)}`);
      }
      push("");
    } else if (status[i] !== "notSkillText") {
      push("Rows: no table row cites this heading.", "");
    }
    if (h.notSkillText !== undefined) push(`**Not a skill-text term.** ${md(h.notSkillText)}`, "");
    if (h.samples !== undefined && h.samples.length > 0) {
      push(status[i] === "sample" ? "Samples:" : "Samples (**not all compile**):", "");
      for (const s of h.samples) {
        const r = results.get(s);
        push(...(r?.ok ? sentenceBlock(s) : failing(s, r)));
      }
      push("");
    }
    if (h.pending !== undefined && status[i] === "guozhan") {
      push("**国战 only.** The sample reads and checks; 身份 mode refuses it until 国战 mode exists:", "");
      push(...failing(h.pending, results.get(h.pending)), "");
    } else if (h.pending !== undefined) {
      push("**Not yet compilable.** Sample and its diagnostics:", "");
      push(...failing(h.pending, results.get(h.pending)), "");
    }
    if (h.gaps !== undefined && h.gaps.length > 0) {
      push("Does not compile yet:", "");
      for (const g of h.gaps) push(...failing(g, results.get(g)));
      push("");
    }
  });

  push("## Rows citing other sections", "");
  const other = elsewhere.filter((r) => r.kind !== "timing");
  const timings = elsewhere.filter((r) => r.kind === "timing");
  push(
    `${timings.length} timing rows cite chapter 4 (${[...new Set(timings.map((r) => r.section))].sort().join(", ")}); \`docs/timings.md\` lists them.`,
    `The other ${other.length} rows cite chapter 4 or seed 003:`,
    "",
  );
  for (const r of other) {
    push(`- ${code(r.id)} (${r.kind}, ${r.table}, ${r.section}): ${md(r.means)}`);
    for (const f of r.forms) push(`  - ${code(f)}`);
  }
  push("");
  return out.join("\n");
}

function main(): void {
  const results = compileAll();
  mkdirSync(path.dirname(DOC_FILE), { recursive: true });
  writeFileSync(DOC_FILE, renderVocabularyDoc(results), "utf8");
  const status = HEADINGS.map((h) => statusOf(h, results));
  const n = (s: Status) => status.filter((x) => x === s).length;
  console.log(`wrote ${path.relative(REPO_ROOT, DOC_FILE)}: ${HEADINGS.length} headings, ${n("sample")} with a compiling sample, ${n("guozhan")} 国战 only, ${n("pending")} pending, ${n("notSkillText")} not skill text`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
