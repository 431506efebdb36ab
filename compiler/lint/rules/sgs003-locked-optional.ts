// SGS003: a 锁定技 whose launch is written with 可 (mandatory vs optional).
import type { PartAst, SkillAst } from "../../../grammar/legacy/ast.ts";
import { partsOf, prose, type LintContext, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

const TAG_RUN = /^(?:[①②③④⑤⑥⑦⑧⑨⑩])?((?:(?:锁定技|主公技|限定技|觉醒技|转换技)，)+)/u;
/** 可 as the modal verb: not 可见 (对你可见, visibility). Names are blanked by prose(). */
const MODAL = /可(?!见)/u;

function message(): string {
  return "锁定技 is mandatory (003 专题一: it is used whenever its condition holds), but 可 gives the owner the choice to use it (3.5.5): mandatory or optional?";
}

/** The parsed form: a locked part with part-level 可 (the launch choice, 3.5.5). */
function fromAst(skill: SkillAst, context: LintContext): RuleFinding[] {
  const locked = skill.tags.some((t) => t.tag === "locked");
  const findings: RuleFinding[] = [];
  for (const part of skill.parts) {
    if (!(locked || part.tags.some((t) => t.tag === "locked")) || !part.optional) continue;
    const at = modalOffset(part, context);
    findings.push({
      start: at ?? part.range.start.offset,
      end: (at ?? part.range.start.offset) + 1,
      message: message(),
      candidates: ["drop 可: the skill always applies", "drop 锁定技: the owner chooses"],
    });
  }
  return findings;
}

function modalOffset(part: PartAst, context: LintContext): number | undefined {
  const first = part.costs[0] ?? part.effects.effects[0];
  const from = part.range.start.offset;
  // The part's 可 stands before the first predicate's verb (你可失去…).
  const to = first ? first.predicate.range.start.offset : part.range.end.offset;
  const text = prose(context.text.slice(from, to));
  for (let i = text.length - 1; i >= 0; i--) if (text[i] === "可" && text[i + 1] !== "见") return from + i;
  return undefined;
}

/** Unparsed lines: 可 in the first clause (before ▶/▷/。) of a part tagged 锁定技. */
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
      candidates: ["drop 可: the skill always applies", "drop 锁定技: the owner chooses"],
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
  check(_ast, context) {
    return context.statements
      .filter((s) => s.kind === "skill")
      .flatMap((s) => (s.skill ? fromAst(s.skill, context) : fromText(s)));
  },
};
