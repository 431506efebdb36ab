// Inline suppressions: `# jinnang-disable-next-line SGS001, SGS005 -- why this wording is meant`.
// The comment silences the named rules on the next line that is not blank or a comment. The
// reason after `--` is required: a suppression without one silences nothing and is itself a
// finding; so is one that silences nothing, or names no rule.
import { META_CODES } from "./config.ts";
import { findRule } from "./registry.ts";

export interface Suppression {
  /** The comment's 1-based line. */
  readonly line: number;
  /** The line it applies to (the next line with text that is not a comment), or 0 at the end. */
  readonly target: number;
  /** File offsets of the comment text (without the line break). */
  readonly start: number;
  readonly end: number;
  /** Rule ids (resolved from ids or names); names that resolve to nothing are in `unknown`. */
  readonly rules: readonly string[];
  readonly unknown: readonly string[];
  /** The reason after `--`, trimmed; "" when missing. */
  readonly reason: string;
}

const DIRECTIVE = "jinnang-disable-next-line";

/** Every suppression comment of a file, in order (one pass over the lines). */
export function readSuppressions(text: string): Suppression[] {
  const lines = text.split("\n");
  const starts: number[] = [];
  let offset = 0;
  for (const l of lines) {
    starts.push(offset);
    offset += l.length + 1;
  }
  // The next line with text that is not a comment, for each line (right to left).
  const nextText = new Int32Array(lines.length + 1);
  nextText[lines.length] = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const t = lines[i].trim();
    nextText[i] = t !== "" && !t.startsWith("#") ? i + 1 : nextText[i + 1];
  }
  const out: Suppression[] = [];
  lines.forEach((raw, i) => {
    const l = raw.replace(/\r$/u, "");
    const t = l.trimStart();
    if (!t.startsWith("#")) return;
    const body = t.slice(1).trimStart();
    if (!body.startsWith(DIRECTIVE)) return;
    const rest = body.slice(DIRECTIVE.length);
    const dash = rest.indexOf("--");
    const ids = (dash < 0 ? rest : rest.slice(0, dash)).split(/[\s,，]+/u).filter((x) => x !== "");
    const reason = dash < 0 ? "" : rest.slice(dash + 2).trim();
    const rules: string[] = [];
    const unknown: string[] = [];
    for (const id of ids) {
      const rule = findRule(id);
      if (rule) rules.push(rule.id);
      else unknown.push(id);
    }
    const start = starts[i] + (l.length - t.length);
    out.push({ line: i + 1, target: i + 1 < lines.length ? nextText[i + 1] : 0, start, end: starts[i] + l.length, rules, unknown, reason });
  });
  return out;
}

export interface SuppressionProblem {
  readonly code: string;
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

/** What is wrong with a suppression itself, before it is matched against findings. */
export function suppressionProblems(s: Suppression): SuppressionProblem[] {
  const out: SuppressionProblem[] = [];
  if (s.rules.length === 0 && s.unknown.length === 0) {
    out.push({ code: META_CODES.suppressUnknown, start: s.start, end: s.end, message: `${DIRECTIVE} names no rule: write the rule id (SGS001 …) it silences` });
  }
  for (const u of s.unknown) {
    out.push({ code: META_CODES.suppressUnknown, start: s.start, end: s.end, message: `${DIRECTIVE} names ${JSON.stringify(u)}, which is no lint rule (see jinnang lint --list)` });
  }
  if (s.reason === "") {
    out.push({
      code: META_CODES.suppressReason,
      start: s.start,
      end: s.end,
      message: `a suppression needs a reason: \`# ${DIRECTIVE} ${s.rules.join(", ") || "SGSxxx"} -- why the wording is meant\` (without one it silences nothing)`,
    });
  }
  return out;
}
