// docs/lint/README.md, rendered from the registry (tests/lint/docs.test.ts keeps it in sync).
import { RULES } from "./registry.ts";

const cell = (s: string): string => s.replace(/\|/gu, "\\|");

export function renderRulesDoc(): string {
  const out: string[] = [
    "# jinnang lint rules",
    "",
    "<!-- Generated from compiler/lint/registry.ts: UPDATE_LINT_DOCS=1 npx vitest run tests/lint/docs.test.ts -->",
    "",
    "`jinnang lint <file|dir>... [--format text|json|sarif] [--fix] [--rule ID=off|warning|error]` flags skill and",
    "card text the rulebook itself calls ambiguous (seed 004 chapter 3, seed 000 §4.1.1.6/§4.2.x timings). Exit",
    "status is 1 when any error-severity finding remains. `jinnang lint --explain ID` prints one rule's doc.",
    "",
    "| id | name | severity | section | flags | fix |",
    "| --- | --- | --- | --- | --- | --- |",
    ...RULES.map(
      (r) => `| ${r.id} | ${r.name} | ${r.severity} | ${r.section} | ${cell(r.summary)} | ${r.fixable ? "yes" : "no"} |`,
    ),
    "",
  ];
  for (const r of RULES) {
    out.push(
      `## ${r.id} ${r.name}`,
      "",
      `Severity: ${r.severity}. Seed section: ${r.section}. Automatic fix: ${r.fixable ? "yes" : "no"}.`,
      "",
      r.doc,
      "",
      "```",
      `# flagged`,
      r.example.bad,
      `# good`,
      r.example.good,
      "```",
      "",
    );
  }
  return out.join("\n");
}
