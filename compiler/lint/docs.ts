// docs/lint/: README.md (the index, the conventions, the ◆ rules that are not lint rules) and
// one page per rule (docs/lint/rules/<ID>-<name>.md), rendered from the registry
// (tests/lint/docs.test.ts keeps them in sync: UPDATE_LINT_DOCS=1 npx vitest run tests/lint/docs.test.ts).
import { RULES } from "./registry.ts";
import type { LintRule } from "./types.ts";
import { NOTES } from "./unchecked.ts";

const cell = (s: string): string => s.replace(/\|/gu, "\\|");

const GENERATED = "<!-- Generated from compiler/lint/registry.ts and compiler/lint/unchecked.ts: UPDATE_LINT_DOCS=1 npx vitest run tests/lint/docs.test.ts -->";

/** The page of a rule, relative to docs/lint/. */
export function rulePagePath(rule: LintRule): string {
  return `rules/${rule.id}-${rule.name}.md`;
}

export function renderRulePage(rule: LintRule): string {
  return [
    `# ${rule.id} ${rule.name}`,
    "",
    GENERATED,
    "",
    `${rule.summary}`,
    "",
    `Default severity: ${rule.severity} (in \`jinnang check\` and \`build\`: warning unless configured). Seed section: ${rule.section}. Automatic fix: ${rule.fixable ? "yes (`jinnang lint --fix`)" : "no"}.`,
    "",
    rule.doc,
    "",
    "## Flagged",
    "",
    "```",
    rule.example.bad,
    "```",
    "",
    "## Good",
    "",
    "```",
    rule.example.good,
    "```",
    "",
    "## Configure or suppress",
    "",
    "```json",
    `{ "rules": { "${rule.id}": "off" } }`,
    "```",
    "",
    "```",
    `# jinnang-disable-next-line ${rule.id} -- why this wording is meant`,
    "```",
    "",
  ].join("\n");
}

/** Every page under docs/lint/: path → content. */
export function renderDocs(): Map<string, string> {
  const pages = new Map<string, string>([["README.md", renderRulesDoc()]]);
  for (const r of RULES) pages.set(rulePagePath(r), renderRulePage(r));
  return pages;
}

export function renderRulesDoc(): string {
  const out: string[] = [
    "# jinnang lint",
    "",
    GENERATED,
    "",
    "`jinnang lint` flags skill and card text the rulebook itself calls ambiguous, or that parses but cannot mean",
    "one thing (seed 004 chapter 3 and its ◆ rules, seed 000 chapter 4, seed 003's settlement principles). It is one",
    "pipeline with the compiler: the packs are compiled as one program (as `jinnang check` does), every parse and",
    "check error is a finding too (E-SYNTAX, E-ENCODING …), the text rules read every line (read or not), and the",
    "meaning rules read the compiled IR. `jinnang check` and `jinnang build` run the same rules: there their findings",
    "are warnings (they never block a build) unless the config makes a rule an error.",
    "",
    "    jinnang lint [<file|dir>...] [--format text|json|sarif] [--fix [--dry-run]] [--config FILE]",
    "                 [--rule ID=off|warn|error] [--max-warnings N]",
    "    jinnang lint --explain SGS011        jinnang lint --list",
    "",
    "Exit status, as `check`: 0 clean or warnings only; 1 an error finding (a compiler error, a rule set to error,",
    "a file that is not UTF-8) or more warnings than `--max-warnings`; 2 an input could not be read (or a fix could",
    "not be written), or an option or the config is invalid. `--fix` applies the safe fixes in place (never to a",
    "read-only file); with `--dry-run` it prints them as a unified diff and writes nothing. `--format json` prints one",
    "array of findings (1-based lines and columns, 0-based offsets, `origin` rule | compiler | suppression, `fix`,",
    "`candidates`, `suppressed`); `--format sarif` SARIF 2.1.0 (suppressed results carry `suppressions`).",
    "",
    "## Config: jinnang.config.json",
    "",
    "Found in the working folder or the nearest folder above it, or given with `--config` (to `lint`, `check` and",
    "`build`). Severities are `off`, `warn` or `error`; rules are named by id or name; globs are relative to the",
    "config's folder (minimatch). `files` says what a folder input (or `jinnang lint` with no input) lints;",
    "`ignores` is never linted; `overrides` set rules for some files. `--rule` on the command line wins.",
    "",
    "```json",
    "{",
    '  "rules": { "SGS005": "error", "half-width-punctuation": "off", "L-SUPPRESS-UNUSED": "error" },',
    '  "files": ["skills/**/*.sgs", "drafts/*.sgs"],',
    '  "ignores": ["drafts/old-*.sgs"],',
    '  "overrides": [{ "files": ["drafts/**"], "rules": { "SGS001": "warn" } }]',
    "}",
    "```",
    "",
    "## Inline suppressions",
    "",
    "```",
    "# jinnang-disable-next-line SGS006, SGS013 -- 此牌 is the card of the timing, by design",
    "〖…〗…",
    "```",
    "",
    "The comment silences the named rules on the next line with text. The reason after `--` is required: a",
    "suppression without one silences nothing and is an error (`L-SUPPRESS-REASON`); one naming no rule is an error",
    "(`L-SUPPRESS-UNKNOWN`); one that silences nothing is a warning (`L-SUPPRESS-UNUSED`). Suppressed findings stay",
    "in the JSON (`suppressed: {kind, line, justification}`) and SARIF output and are counted in the text summary;",
    "they do not affect the exit status. Compiler errors cannot be suppressed.",
    "",
    "## Rules",
    "",
    "| id | name | severity | section | flags | on | fix |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...RULES.map(
      (r) =>
        `| [${r.id}](${rulePagePath(r)}) | ${r.name} | ${r.severity} | ${r.section} | ${cell(r.summary)} | ${r.doc.includes("compiled meaning") ? "IR" : "text"} | ${r.fixable ? "yes" : "no"} |`,
    ),
    "",
    "Each rule's page has its rationale with the seed's words, a flagged and a good example.",
    "",
    "## Measured on the labelled set",
    "",
    "`npm run lint:eval` lints `tests/lint/labelled/` (ambiguous texts, each labelled with the rule or ◆ it breaks,",
    "and clean texts, including every line of the corpus packs read from `../shared/corpus`) and prints recall,",
    "precision and the false alarms; `tests/lint/eval.test.ts` keeps the figures from dropping. When the set was",
    "written: 86 ambiguous texts (each labelled with its section and the rule meant to catch it, or none), 284 clean",
    "(68 written, 216 corpus lines); recall 97.7% (84/86), precision 100% (no false alarm), the labelled rule itself",
    "100% (84/84). The two misses break ◆ rules no rule checks (3.6.2, 3.4.19: see below; 3.5.29 was a miss until",
    "SGS018 was written for it). How far to trust this: most texts were written knowing the rules; the first run",
    "of the 19 variants written afterwards",
    "missed 4 of them (one turned out to be labelled wrong: 失去…牌后 is split, 4.2.9) and the rules gained text",
    "readings for lines the grammar does not read (SGS011, SGS012, SGS014); the last batch of 12 ambiguous and 14",
    "clean texts was written before running the rules on it and left as found (12/12 flagged, no false alarm).",
    "",
    "## The corpus packs",
    "",
    "`standard.sgs`, `jiexian.sgs` and `yijiang.sgs` have no finding of any lint rule (`tests/lint/corpus.test.ts`).",
    "Linted together with `skills/maneuvering.sgs` (for 【酒】 and 【兵粮寸断】), `yijiang.sgs` still has the compiler's",
    "E-UNSUPPORTED errors on the skills the compiler refuses (issue #5), which `lint` reports as findings like `check`.",
    "",
    "## ◆ rules and notes that are not lint rules",
    "",
    "Every ◆ rule of seed 004 chapter 3 and the notes of seeds 000/003 that constrain wording were gone through; those",
    "a rule checks name it, the others say why the text alone cannot show a problem.",
    "",
    "| section | says | checked by | why not, or what is checked |",
    "| --- | --- | --- | --- |",
    ...NOTES.map((n) => `| ${n.section} | ${cell(n.says)} | ${n.rule ?? "—"} | ${cell(n.why)} |`),
    "",
  ];
  return out.join("\n");
}
