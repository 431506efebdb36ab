// Shared helpers for linter tests: lint skill lines under a general, or a whole pack text.
import { lintSource } from "../../compiler/lint/lint.ts";
import type { LintFinding } from "../../compiler/lint/types.ts";

export const underGeneral = (...lines: string[]): string => `扩展包 测试\n\n武将 测试 吴 男 4\n${lines.join("\n")}\n`;

export function lintLines(...lines: string[]): LintFinding[] {
  return lintSource(underGeneral(...lines), "test.sgs");
}

export function ids(findings: readonly LintFinding[]): string[] {
  return findings.map((f) => f.ruleId);
}

/** The text a finding covers, from the pack text it was found in. */
export function covered(text: string, f: LintFinding): string {
  return text.slice(f.start, f.end);
}
