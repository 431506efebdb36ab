// Lint reports: text (file:line:col, code frame, rule id, hint), JSON (array of findings) and
// SARIF 2.1.0 (for code-scanning tools).
import path from "node:path";
import { codeFrameColumns } from "../../grammar/diagnostic.ts";
import pc from "picocolors";
import { RULES } from "./registry.ts";
import type { LintFinding, LintRule } from "./types.ts";

export type LintFormat = "text" | "json" | "sarif";

export interface TextOptions {
  readonly color: boolean;
  /** Files linted (read). */
  readonly files: number;
  readonly fixed?: number;
  /** Inputs that could not be read (reported on stderr). */
  readonly unreadable?: number;
  /** Files whose fixes could not be written (reported on stderr). */
  readonly unwritable?: number;
  /** --max-warnings N, when given. */
  readonly maxWarnings?: number;
}

export function formatText(findings: readonly LintFinding[], sources: ReadonlyMap<string, string>, options: TextOptions): string {
  const c = pc.createColors(options.color);
  const blocks: string[] = [];
  const suppressed = findings.filter((f) => f.suppressed).length;
  findings = findings.filter((f) => !f.suppressed);
  for (const f of findings) {
    const sev = f.severity === "error" ? c.red(c.bold("error")) : c.yellow(c.bold("warning"));
    const tag = f.origin === "compiler" ? f.ruleId : `${f.ruleId} ${f.ruleName}`;
    const head = `${c.bold(`${f.file}:${f.line}:${f.column}`)}: ${sev}[${tag}]: ${f.message}`;
    const frame = codeFrameColumns(
      sources.get(f.file) ?? "",
      {
        start: { line: f.line, column: f.column },
        end: { line: f.endLine, column: f.endLine === f.line ? Math.max(f.endColumn, f.column + 1) : f.endColumn },
      },
      { highlightCode: options.color, forceColor: options.color, linesAbove: 1, linesBelow: 1 },
    );
    const lines = [head, frame];
    if (f.expected) lines.push(`${c.cyan("expected")}: ${f.expected.join("; or ")}`);
    if (f.candidates) lines.push(`${c.cyan("candidates")}: ${f.candidates.join("; ")}`);
    if (f.fix) lines.push(`${c.green("fix")}: ${f.fix.description} (jinnang lint --fix)`);
    if (f.origin === "rule" || f.origin === undefined) lines.push(`${c.dim("help")}: jinnang lint --explain ${f.ruleId} (seed §${f.section})`);
    blocks.push(lines.join("\n"));
  }
  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.length - errors;
  const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? "" : "s"}`;
  const notes = [
    options.fixed ? `fixed ${plural(options.fixed, "problem")}` : "",
    suppressed ? `${suppressed} suppressed` : "",
  ].filter((n) => n !== "");
  const tail = notes.length > 0 ? `; ${notes.join("; ")}` : "";
  const unread =
    (options.unreadable ? `${plural(options.unreadable, "file")} could not be read; ` : "") +
    (options.unwritable ? `${plural(options.unwritable, "file")} could not be fixed; ` : "");
  const over = options.maxWarnings !== undefined && warnings > options.maxWarnings ? ` (more than --max-warnings ${options.maxWarnings})` : "";
  const failed = errors > 0 || (options.unreadable ?? 0) + (options.unwritable ?? 0) > 0 || over !== "";
  const mark = failed ? c.red("✗") : findings.length > 0 ? c.yellow("!") : c.green("✓");
  const summary =
    findings.length === 0
      ? `${mark} ${unread}${plural(options.files, "file")} linted, no findings${tail}`
      : `${mark} ${unread}${plural(errors, "error")}, ${plural(warnings, "warning")}${over} in ${plural(options.files, "file")}${tail}`;
  return `${[...blocks, summary].join("\n\n")}\n`;
}

/** JSON: an array of findings (offsets are 0-based UTF-16; lines and columns 1-based). */
export function formatJson(findings: readonly LintFinding[]): string {
  return `${JSON.stringify(findings, null, 2)}\n`;
}

const level = (severity: LintRule["severity"]): "error" | "warning" => severity;

function uri(file: string): string {
  const rel = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  return rel.split(path.sep).join("/");
}

interface SarifRegion {
  readonly startLine: number;
  readonly startColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** SARIF 2.1.0, one run; columns are UTF-16 code units (the SARIF default). */
export function toSarif(findings: readonly LintFinding[], version: string): object {
  const ruleIndex = new Map(RULES.map((r, i) => [r.id, i]));
  // Compiler and suppression codes found get driver entries after the registry's rules.
  const extra: { id: string; name: string; shortDescription: { text: string } }[] = [];
  for (const f of findings) {
    if (ruleIndex.has(f.ruleId)) continue;
    ruleIndex.set(f.ruleId, RULES.length + extra.length);
    extra.push({
      id: f.ruleId,
      name: f.ruleName,
      shortDescription: { text: f.origin === "compiler" ? "a parse or check error of the compiler (jinnang check)" : "a problem with an inline suppression comment" },
    });
  }
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "jinnang-lint",
            version,
            rules: [
              ...RULES.map((r) => ({
              id: r.id,
              name: r.name,
              shortDescription: { text: r.summary },
              fullDescription: { text: r.doc },
              help: { text: `${r.doc}\nBad: ${r.example.bad}\nGood: ${r.example.good}` },
              defaultConfiguration: { level: level(r.severity) },
              properties: { section: r.section, fixable: r.fixable },
            })),
              ...extra,
            ],
          },
        },
        columnKind: "utf16CodeUnits",
        results: findings.map((f) => {
          const region: SarifRegion = { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn };
          return {
            ruleId: f.ruleId,
            ruleIndex: ruleIndex.get(f.ruleId) ?? -1,
            level: level(f.severity),
            message: { text: f.candidates ? `${f.message} Candidates: ${f.candidates.join("; ")}` : f.message },
            locations: [{ physicalLocation: { artifactLocation: { uri: uri(f.file) }, region } }],
            ...(f.suppressed ? { suppressions: [{ kind: "inSource", justification: f.suppressed.justification }] } : {}),
            ...(f.fix
              ? {
                  fixes: [
                    {
                      description: { text: f.fix.description },
                      artifactChanges: [
                        {
                          artifactLocation: { uri: uri(f.file) },
                          replacements: f.fix.edits.map((e) => ({
                            deletedRegion: { startLine: e.from.line, startColumn: e.from.column, endLine: e.to.line, endColumn: e.to.column },
                            insertedContent: { text: e.text },
                          })),
                        },
                      ],
                    },
                  ],
                }
              : {}),
          };
        }),
      },
    ],
  };
}

export function formatSarif(findings: readonly LintFinding[], version: string): string {
  return `${JSON.stringify(toSarif(findings, version), null, 2)}\n`;
}

/** `jinnang lint --explain ID`: one rule's documentation. */
export function formatRuleDoc(rule: LintRule): string {
  return [
    `${rule.id} ${rule.name} (${rule.severity}, seed §${rule.section}${rule.fixable ? ", fixable" : ""})`,
    "",
    rule.summary,
    "",
    rule.doc,
    "",
    `  bad:  ${rule.example.bad}`,
    `  good: ${rule.example.good}`,
    "",
  ].join("\n");
}
