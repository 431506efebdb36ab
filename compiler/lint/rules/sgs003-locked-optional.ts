// SGS003: a 锁定技 whose launch is written with 可 (mandatory vs optional).
import type { SkillSyntax } from "../../../grammar/pack.ts";
import type { Clause, Stmt } from "../../../grammar/syntax.ts";
import { partsOf, prose, spanOffsets, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

const TAG_RUN = /^(?:[①②③④⑤⑥⑦⑧⑨⑩])?((?:(?:锁定技|主公技|限定技|觉醒技|转换技)，)+)/u;
/** 可 as the modal verb: not 可见 (对你可见, visibility). Names are blanked by prose(). */
const MODAL = /可(?!见)/u;

function message(): string {
  return "锁定技 is mandatory (003 专题一: it is used whenever its condition holds), but 可 gives the owner the choice to use it (3.5.5): mandatory or optional?";
}

/** The part's first clause: the cost's, or the only effect's (its 可 is the launch choice, 3.5.5). */
function firstClause(stmts: readonly Stmt[] | null): Clause | null {
  const first = stmts?.[0];
  return first && (first.kind === "do" || first.kind === "unless") ? first.clause : null;
}

const CANDIDATES = ["drop 可: the skill always applies", "drop 锁定技: the owner chooses"];

/** The read form: a part tagged 锁定技 whose first clause has 可 (each "/" reading; one finding per 可). */
function fromSyntax(s: Statement, skill: SkillSyntax): RuleFinding[] {
  const findings = new Map<number, RuleFinding>();
  skill.texts.forEach((text, i) => {
    const source = skill.sources[i] ?? skill.source;
    for (const part of text.parts) {
      if (!part.tags.some((t) => t.row === "locked")) continue;
      // A 转换技's sides (阳：…；阴：…, 3.5.62) each have their first clause.
      for (const body of part.sides ?? [part]) {
        const may = firstClause(body.costs ?? body.effects)?.adverbials.find((a) => a.row === "may");
        if (!may) continue;
        const { start, end } = spanOffsets(s, source, may.span);
        findings.set(start, { start, end, message: message(), candidates: CANDIDATES });
      }
    }
  });
  return [...findings.values()];
}

/** Lines the grammar did not read: 可 in the first clause (before ▶/▷/。) of a part tagged 锁定技. */
function fromText(s: Statement): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const skillTags = TAG_RUN.exec(s.text.slice(s.body))?.[1] ?? "";
  for (const part of partsOf(s)) {
    const partTags = TAG_RUN.exec(part.text)?.[1] ?? "";
    if (!`${skillTags}${partTags}`.includes("锁定技")) continue;
    const clauseEnd = part.text.search(/[▶▷。；]/u);
    const clause = prose(part.text.slice(0, clauseEnd < 0 ? part.text.length : clauseEnd));
    const i = clause.search(MODAL);
    if (i < 0) continue;
    findings.push({
      start: part.start + i,
      end: part.start + i + 1,
      message: message(),
      candidates: CANDIDATES,
    });
  }
  return findings;
}

export const lockedOptional: LintRule = {
  id: "SGS003",
  name: "locked-optional",
  severity: "error",
  section: "3.5.5",
  summary: "A 锁定技 (mandatory) whose launch is written with 可 (optional).",
  doc:
    "A non-state 锁定技 is used whenever its timing and condition hold (003 专题一 2.); 可 before the costs or " +
    "the only effect gives the owner the choice whether to use the skill (3.5.5 1./2.). Both cannot hold. " +
    "可 inside a later effect (after ▶ or ▷) is a choice of effect and is not flagged. No automatic fix.",
  example: { bad: "〖测试〗锁定技，当你受到伤害后，你可摸一张牌。", good: "〖测试〗锁定技，当你受到伤害后，你摸一张牌。" },
  fixable: false,
  check(context) {
    return context.statements
      .filter((s) => s.kind === "skill")
      .flatMap((s) => (s.skill ? fromSyntax(s, s.skill) : fromText(s)));
  },
};
