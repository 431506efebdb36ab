// Runs the rules over a pack's text: read it once (grammar/pack.ts), build the statements,
// apply the configured severities, locate findings, and apply safe fixes.
import { readPack, type PackSyntax } from "../../grammar/pack.ts";
import { findRule, RULES } from "./registry.ts";
import { createContext, type LintContext } from "./source.ts";
import type { LintFinding, LintRule, LintSeverity, RuleFinding, RuleSetting, TextEdit } from "./types.ts";

/** Rule id → setting; rules not listed keep their default severity. */
export type LintConfig = ReadonlyMap<string, RuleSetting>;

/** Parses `--rule` values: "SGS001=off", "split-timing=warning". Throws on a bad value. */
export function parseRuleSettings(values: readonly string[]): Map<string, RuleSetting> {
  const config = new Map<string, RuleSetting>();
  for (const value of values) {
    const m = /^([^=]+)=(off|warning|error)$/u.exec(value.trim());
    if (!m) throw new Error(`bad --rule ${JSON.stringify(value)}: expected ID=off|warning|error`);
    const rule = findRule(m[1]);
    if (!rule) throw new Error(`unknown rule ${m[1]} (see jinnang lint --list)`);
    config.set(rule.id, m[2] as RuleSetting);
  }
  return config;
}

function severityOf(rule: LintRule, config: LintConfig): LintSeverity | null {
  const setting = config.get(rule.id) ?? rule.severity;
  return setting === "off" ? null : setting;
}

/** A rule's findings; a bug in a rule becomes a finding at the file start, never a crash. */
function checked(rule: LintRule, context: LintContext): readonly RuleFinding[] {
  try {
    return rule.check(context);
  } catch (e) {
    return [{ start: 0, end: 0, message: `internal error in this rule: ${e instanceof Error ? e.message : String(e)}` }];
  }
}

/** The pack as the grammar reads it; a bug in the grammar leaves every line to the text rules. */
function readOrEmpty(text: string, file: string): PackSyntax {
  try {
    return readPack(text, file).pack;
  } catch {
    return { file, name: null, generals: [], cards: [], decks: [] };
  }
}

export function lintSource(text: string, file: string, config: LintConfig = new Map()): LintFinding[] {
  const context = createContext(file, text, readOrEmpty(text, file));
  const findings: LintFinding[] = [];
  for (const rule of RULES) {
    const severity = severityOf(rule, config);
    if (!severity) continue;
    for (const f of checked(rule, context)) {
      const from = context.positionAt(f.start);
      const to = context.positionAt(f.end);
      findings.push({
        ruleId: rule.id,
        ruleName: rule.name,
        severity,
        section: rule.section,
        message: f.message,
        file,
        line: from.line,
        column: from.column,
        endLine: to.line,
        endColumn: to.column,
        start: f.start,
        end: f.end,
        ...(f.candidates && f.candidates.length > 0 ? { candidates: f.candidates } : {}),
        ...(f.fix
          ? {
              fix: {
                description: f.fix.description,
                edits: f.fix.edits.map((e) => ({ ...e, from: context.positionAt(e.start), to: context.positionAt(e.end) })),
              },
            }
          : {}),
      });
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.ruleId.localeCompare(b.ruleId));
}

/** Applies every finding's fix; edits that overlap an earlier one are skipped. */
export function applyFixes(text: string, findings: readonly LintFinding[]): { text: string; applied: number } {
  const edits: TextEdit[] = findings.flatMap((f) => f.fix?.edits ?? []).sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  let applied = 0;
  for (const e of edits) {
    if (e.start < at) continue;
    out += text.slice(at, e.start) + e.text;
    at = e.end;
    applied++;
  }
  return { text: out + text.slice(at), applied };
}
