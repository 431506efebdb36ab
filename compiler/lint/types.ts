// The linter's contracts: a rule reads the source statements (each with its syntax when the
// grammar read it, grammar/pack.ts) and reports findings as source offsets; the runner turns
// them into located, configured findings.
import type { LintContext } from "./source.ts";

export type LintSeverity = "error" | "warning";
export type RuleSetting = LintSeverity | "off";

/** Replace text[start, end) with `text` (offsets in UTF-16 units, as JavaScript strings). */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface LintFix {
  readonly description: string;
  readonly edits: readonly TextEdit[];
}

/** What a rule reports: where (offsets into the file) and why. */
export interface RuleFinding {
  readonly start: number;
  readonly end: number;
  readonly message: string;
  /** The readings the designer has to choose between (no automatic fix then). */
  readonly candidates?: readonly string[];
  /** A safe, meaning-preserving edit. */
  readonly fix?: LintFix;
}

export interface LintRule {
  /** Stable id, SGS + three digits. */
  readonly id: string;
  /** kebab-case name, usable instead of the id in --rule. */
  readonly name: string;
  readonly severity: LintSeverity;
  /** Seed section the rule encodes, e.g. "3.5.10" or "4.1.1.6". */
  readonly section: string;
  /** One line: what it flags. */
  readonly summary: string;
  /** A short paragraph: why it is ambiguous per the rulebook and how to fix it. */
  readonly doc: string;
  readonly example: { readonly bad: string; readonly good: string };
  /** Whether findings carry an automatic fix. */
  readonly fixable: boolean;
  check(context: LintContext): readonly RuleFinding[];
}

/** A position in a file: 1-based line and column (UTF-16 units). */
export interface LintPosition {
  readonly line: number;
  readonly column: number;
}

export interface LocatedEdit extends TextEdit {
  readonly from: LintPosition;
  readonly to: LintPosition;
}

/**
 * Where a finding comes from: a lint rule of the registry, the compiler (a parse or check
 * diagnostic: ruleId is its code, E-SYNTAX …), or the suppression comments themselves.
 */
export type FindingOrigin = "rule" | "compiler" | "suppression";

/** An inline `# jinnang-disable-next-line ID -- reason` that silenced a finding. */
export interface SuppressionInfo {
  readonly kind: "inSource";
  /** The comment's 1-based line. */
  readonly line: number;
  readonly justification: string;
}

/** A finding as reported to users: located, with its configured severity. */
export interface LintFinding {
  readonly ruleId: string;
  /** The rule's name; the compiler's diagnostics have "compiler", suppression findings "suppression". */
  readonly ruleName: string;
  readonly origin?: FindingOrigin;
  readonly severity: LintSeverity;
  readonly section: string;
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  /** Exclusive. */
  readonly endColumn: number;
  readonly start: number;
  readonly end: number;
  readonly candidates?: readonly string[];
  readonly fix?: { readonly description: string; readonly edits: readonly LocatedEdit[] };
  /** What the compiler would have accepted here (compiler diagnostics). */
  readonly expected?: readonly string[];
  /** Set when an inline comment suppressed the finding: it is reported but does not count. */
  readonly suppressed?: SuppressionInfo;
}
