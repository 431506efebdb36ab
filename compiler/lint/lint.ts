// Runs the rules over packs: one pipeline with the compiler. The texts are compiled as one
// program (compiler/compile.ts: the syntax of every line that reads, the IR of every skill that
// lowers, the diagnostics); the surface rules read every line (read or not), the meaning rules
// read the IR; parse and check errors become findings too; inline suppressions apply last.
import type { Diagnostic } from "../../grammar/diagnostic.ts";
import { readPack, type PackSyntax } from "../../grammar/pack.ts";
import { compileTexts, type Compiled } from "../compile.ts";
import { META_CODES, ruleKey } from "./config.ts";
import { findRule, RULES } from "./registry.ts";
import { createContext, type LintContext } from "./source.ts";
import { readSuppressions, suppressionProblems } from "./suppress.ts";
import type { LintFinding, LintRule, LintSeverity, RuleFinding, RuleSetting, TextEdit } from "./types.ts";

/** Rule id → setting; rules not listed keep their default severity (lint) or are warnings (check, build). */
export type LintConfig = ReadonlyMap<string, RuleSetting>;

/**
 * `lint`: a rule's own severity unless configured. `build` (check and build): lint findings are
 * warnings unless the config says otherwise, so they never block a build unless configured as error.
 */
export type LintMode = "lint" | "build";

/** Parses `--rule` values: "SGS001=off", "split-timing=warn". Throws on a bad value. */
export function parseRuleSettings(values: readonly string[]): Map<string, RuleSetting> {
  const config = new Map<string, RuleSetting>();
  for (const value of values) {
    const m = /^([^=]+)=(off|warn|warning|error)$/u.exec(value.trim());
    if (!m) throw new Error(`bad --rule ${JSON.stringify(value)}: expected ID=off|warn|error`);
    const rule = findRule(m[1]);
    const id = rule ? rule.id : ruleKey(m[1], "--rule");
    config.set(id, m[2] === "warn" ? "warning" : (m[2] as RuleSetting));
  }
  return config;
}

const META_DEFAULTS: Readonly<Record<string, LintSeverity>> = {
  [META_CODES.suppressReason]: "error",
  [META_CODES.suppressUnknown]: "error",
  [META_CODES.suppressUnused]: "warning",
};

function severityOf(id: string, ownDefault: LintSeverity, config: LintConfig, mode: LintMode): LintSeverity | null {
  const setting = config.get(id) ?? (mode === "lint" ? ownDefault : "warning");
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

function emptyPack(file: string): PackSyntax {
  return { file, name: null, generals: [], cards: [], decks: [] };
}

/** The rules' findings on one file, located and with their configured severities. */
export function runRules(context: LintContext, config: LintConfig = new Map(), mode: LintMode = "lint"): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const rule of RULES) {
    const severity = severityOf(rule.id, rule.severity, config, mode);
    if (!severity) continue;
    for (const f of checked(rule, context)) {
      const from = context.positionAt(f.start);
      const to = context.positionAt(f.end);
      findings.push({
        ruleId: rule.id,
        ruleName: rule.name,
        origin: "rule",
        severity,
        section: rule.section,
        message: f.message,
        file: context.file,
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
  return findings.sort(byOffset);
}

const byOffset = (a: LintFinding, b: LintFinding): number => a.start - b.start || a.ruleId.localeCompare(b.ruleId);

/** Compiles one text (for its syntax and IR) without failing: a grammar bug leaves the text rules. */
function compiledOne(text: string, file: string): Compiled | undefined {
  try {
    return compileTexts([{ text, file }], { emit: false })[0];
  } catch {
    return undefined;
  }
}

/** The lint context of a text, from its compilation when there is one. */
export function contextOf(text: string, file: string, compiled?: Compiled): LintContext {
  return createContext(file, text, compiled?.syntax ?? readOrEmpty(text, file), compiled?.ir);
}

/**
 * One file's rule findings (the file compiled alone for its IR). No compiler diagnostics and no
 * suppressions: `lintTexts` adds those. Tests and single-text callers.
 */
export function lintSource(text: string, file: string, config: LintConfig = new Map()): LintFinding[] {
  return runRules(contextOf(text, file, compiledOne(text, file)), config);
}

/** A compiler diagnostic as a finding (its code as the rule id). */
export function diagnosticFinding(d: Diagnostic, context: LintContext): LintFinding {
  const start = context.offsetAt(d.line, d.column);
  const end = Math.max(context.offsetAt(d.endLine, d.endColumn), start);
  const from = context.positionAt(start);
  const to = context.positionAt(end);
  return {
    ruleId: d.code,
    ruleName: "compiler",
    origin: "compiler",
    severity: d.severity,
    section: "",
    message: d.suggestion !== undefined ? `${d.message} (did you mean “${d.suggestion}”?)` : d.message,
    file: d.file,
    line: from.line,
    column: from.column,
    endLine: to.line,
    endColumn: to.column,
    start,
    end,
    ...(d.expected && d.expected.length > 0 ? { expected: d.expected } : {}),
  };
}

/**
 * Applies a file's suppression comments: findings of the named rules on the line after the
 * comment are marked suppressed (reported, not counted); comments without a reason, naming no
 * rule or silencing nothing are findings themselves.
 */
export function applySuppressions(context: LintContext, findings: readonly LintFinding[], config: LintConfig, mode: LintMode): LintFinding[] {
  const suppressions = readSuppressions(context.text);
  if (suppressions.length === 0) return [...findings];
  const out = [...findings];
  const meta: LintFinding[] = [];
  const push = (code: string, start: number, end: number, message: string): void => {
    const severity = severityOf(code, META_DEFAULTS[code] ?? "warning", config, mode);
    if (!severity) return;
    const from = context.positionAt(start);
    const to = context.positionAt(end);
    meta.push({ ruleId: code, ruleName: "suppression", origin: "suppression", severity, section: "", message, file: context.file, line: from.line, column: from.column, endLine: to.line, endColumn: to.column, start, end });
  };
  for (const s of suppressions) {
    for (const p of suppressionProblems(s)) push(p.code, p.start, p.end, p.message);
    if (s.reason === "" || s.rules.length === 0) continue;
    for (const id of s.rules) {
      let used = false;
      out.forEach((f, i) => {
        if (f.origin !== "rule" || f.ruleId !== id || f.line !== s.target || f.suppressed) return;
        out[i] = { ...f, suppressed: { kind: "inSource", line: s.line, justification: s.reason } };
        used = true;
      });
      // A rule turned off has no findings to silence: that is not an unused suppression.
      const rule = findRule(id);
      const active = rule ? severityOf(id, rule.severity, config, mode) !== null : false;
      if (!used && active) {
        push(META_CODES.suppressUnused, s.start, s.end, `this suppression of ${id} silences nothing on line ${s.target || "(none)"}: remove it`);
      }
    }
  }
  return [...out, ...meta].sort(byOffset);
}

/** An input: its decoded text, or (a file that is not UTF-8) its lossy text and E-ENCODING diagnostic. */
export interface LintInput {
  readonly file: string;
  readonly text: string;
  readonly encoding?: Diagnostic;
}

export interface FileLint {
  readonly file: string;
  readonly text: string;
  /** Rule, compiler and suppression findings, by position; suppressed ones carry `suppressed`. */
  readonly findings: readonly LintFinding[];
}

export interface LintTextsOptions {
  /** The rule settings of a file (config file + overrides + --rule). */
  readonly configFor?: (file: string) => LintConfig;
  readonly mode?: LintMode;
  /** Report the compiler's diagnostics as findings (lint: yes; check and build print their own). */
  readonly diagnostics?: boolean;
  /** Results of an earlier compileTexts over the decoded inputs, in their order (check and build). */
  readonly compiled?: readonly Compiled[];
}

/**
 * Lints several packs as one program (a 【牌】/〖技能〗 name resolves across them, as in check).
 * A file that is not UTF-8 gets its E-ENCODING finding and no rule is run on its mojibake.
 */
export function lintTexts(inputs: readonly LintInput[], options: LintTextsOptions = {}): FileLint[] {
  const mode = options.mode ?? "lint";
  const decoded = inputs.filter((i) => !i.encoding);
  let compiled: readonly (Compiled | undefined)[] = options.compiled ?? [];
  if (!options.compiled) {
    try {
      compiled = compileTexts(
        decoded.map((i) => ({ text: i.text, file: i.file })),
        { emit: false },
      );
    } catch {
      compiled = decoded.map((i) => compiledOne(i.text, i.file));
    }
  }
  const byFile = new Map(decoded.map((d, i) => [d.file, compiled[i]]));
  return inputs.map((input) => {
    const config = options.configFor?.(input.file) ?? new Map<string, RuleSetting>();
    if (input.encoding) {
      const context = createContext(input.file, input.text, emptyPack(input.file));
      return { file: input.file, text: input.text, findings: options.diagnostics === false ? [] : [diagnosticFinding(input.encoding, context)] };
    }
    const c = byFile.get(input.file);
    const context = contextOf(input.text, input.file, c);
    const found = runRules(context, config, mode);
    if (options.diagnostics !== false) for (const d of c?.diagnostics ?? []) found.push(diagnosticFinding(d, context));
    return { file: input.file, text: input.text, findings: applySuppressions(context, found.sort(byOffset), config, mode) };
  });
}

/** Findings that count (not suppressed). */
export const active = (findings: readonly LintFinding[]): LintFinding[] => findings.filter((f) => !f.suppressed);

/** Applies every counted finding's fix; edits that overlap an earlier one are skipped. */
export function applyFixes(text: string, findings: readonly LintFinding[]): { text: string; applied: number } {
  const edits: TextEdit[] = active(findings)
    .flatMap((f) => f.fix?.edits ?? [])
    .sort((a, b) => a.start - b.start || a.end - b.end);
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

/** A lint finding as a compiler diagnostic (check and build print them with their own). */
export function findingDiagnostic(f: LintFinding): Diagnostic {
  return {
    severity: f.severity,
    code: f.ruleId,
    message: `${f.message} [${f.ruleName}${f.section ? `, §${f.section}` : ""}]${f.candidates ? ` candidates: ${f.candidates.join("; ")}` : ""}`,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
  };
}
