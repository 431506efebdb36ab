// SGS011: an operation on something its timing point has already settled (on the compiled IR):
// changing a card's targets once they are fixed (4.2.4, 3.5.14, 3.7.6, 3.5.51), preventing or
// changing a damage already dealt (4.2.12), replacing a judgement card once the result is
// settled (4.2.11), redirecting a move once the cards have arrived (4.2.9).
import type { X } from "../../ir.ts";
import { locOffsets, opsWithTimings, skillsOf, timingPhrase, walk, type Call } from "../ir.ts";
import { partsOf } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

interface Settled {
  /** Which operations (and, for some, which kind of argument). */
  readonly applies: (op: Call) => boolean;
  /** The timings at which the thing the operation acts on is already settled. */
  readonly settled: (timing: string) => boolean;
  readonly what: string;
  readonly why: string;
  /** Timings where the operation does take effect, for the finding's candidates. */
  readonly instead: readonly string[];
  readonly section: string;
}

/** Whether an argument is a damage (f.damage, d.*), not a card. */
function isDamage(x: X | undefined): boolean {
  let found = false;
  walk(x, (c) => {
    if (c.fn === "f.damage" || c.fn.startsWith("d.")) found = true;
  });
  return found;
}

const USE = (t: string): boolean => t.startsWith("use.");
/** After 成为目标时: the user has used the card on its final targets (000 §4.2.4 (5)). */
const TARGETS_FIXED = (t: string): boolean =>
  t === "use.specifiedTarget" || t === "use.becameTarget" || t === "use.prepared" || t.startsWith("use.target.") || t.startsWith("use.end.");
const DAMAGE_DEALT = (t: string): boolean => t === "damage.caused" || t === "damage.taken" || t === "damage.end" || t.startsWith("hpDeduct.");

const TABLE: readonly Settled[] = [
  {
    applies: (op) => op.fn === "op.transfer" && !isDamage(op.args["what"]),
    // 3.5.14 1.: transferring a card is defined at 成为目标时 only.
    settled: (t) => USE(t) && t !== "use.becomeTarget",
    what: "transferring a card (转移)",
    why: "3.5.14 defines it at 成为目标时 only: before, the target does not exist yet; after, the targets are fixed (000 §4.2.4 (5))",
    instead: ["成为目标时"],
    section: "3.5.14",
  },
  {
    applies: (op) => op.fn === "op.cancelTarget",
    // 3.7.6 describes cancelling at 指定目标时/成为目标时; 000 §4.2.4 (2) lists 〖巧说〗 cancelling at
    // 选择目标后. After 成为目标时 the targets are fixed; before 选择目标后 there are none.
    settled: (t) => t === "use.declared" || TARGETS_FIXED(t),
    what: "cancelling a target (取消)",
    why: "at 成为目标时 the user has used the card on its final targets (000 §4.2.4 (5)); 3.7.6 cancels at 指定目标时 or 成为目标时",
    instead: ["选择目标后", "指定目标时", "成为目标时"],
    section: "3.7.6",
  },
  {
    applies: (op) => op.fn === "op.alsoTarget",
    settled: TARGETS_FIXED,
    what: "adding a target (也成为…的目标)",
    why: "at 成为目标时 the user has used the card on its final targets (000 §4.2.4 (5)); later timings cannot add one",
    instead: ["选择目标后", "牌被使用时", "指定目标时", "成为目标时"],
    section: "4.2.4",
  },
  {
    applies: (op) => op.fn === "op.prevent" || (op.fn === "op.transfer" && isDamage(op.args["what"])) || (op.fn === "op.adjustValue" && op.args["what"]?.k === "str" && op.args["what"].s === "伤害值"),
    settled: DAMAGE_DEALT,
    what: "preventing, transferring or changing a damage",
    why: "造成伤害后/受到伤害后 come after the hp was deducted (4.2.12): the damage has been dealt",
    instead: ["造成伤害时❶/❷/❸", "受到伤害时❶/❷/❸"],
    section: "4.2.12",
  },
  {
    applies: (op) => op.fn === "op.adjustValue" && op.args["what"]?.k === "str" && op.args["what"].s === "回复值",
    settled: (t) => t === "recover.after" || t === "recover.end",
    what: "changing a recovery value",
    why: "回复体力后 comes after the hp was recovered (4.2.14)",
    instead: ["回复体力前"],
    section: "4.2.14",
  },
  {
    applies: (op) => op.fn === "op.asJudgeCard",
    settled: (t) => t === "judge.resulting" || t.startsWith("judge.after") || t === "judge.end",
    what: "replacing the judgement card (改判)",
    why: "the result is settled at 判定结果确定时 (4.2.11): a new judgement card changes nothing after it",
    instead: ["判定结果确定前"],
    section: "4.2.11",
  },
  {
    applies: (op) => op.fn === "op.redirectMove",
    settled: (t) => t.startsWith("move.after") || t === "move.end",
    what: "changing a move's destination",
    why: "移至目标区域后 and 移动结算结束后 come after the cards arrived (4.2.9)",
    instead: ["移至目标区域前❶", "移至目标区域前❷"],
    section: "4.2.9",
  },
];

/**
 * Lines the grammar did not read: the part's timing as written (before its first ，) and the
 * operation as written after it. Bounded windows keep it linear in the line's length.
 */
const WRITTEN: readonly { timing: RegExp; op: RegExp; what: string; why: string; instead: readonly string[] }[] = [
  {
    timing: /(?:造成|受到)[^，。]{0,12}伤害后$/u,
    op: /防止此伤害|伤害值[+\-]|将此伤害转移/u,
    what: "preventing, transferring or changing a damage",
    why: "造成伤害后/受到伤害后 come after the hp was deducted (4.2.12): the damage has been dealt",
    instead: ["造成伤害时❶/❷/❸", "受到伤害时❶/❷/❸"],
  },
  {
    timing: /(?:指定[^，。]{0,6}目标后|成为[^，。]{0,12}目标后|生效前|生效时|生效后|被抵消后|使用结算结束后[❶❷❸]?|使用结算准备工作结束时)$/u,
    op: /转移给|取消[^，。]{0,12}目标|也成为[^，。]{0,12}目标/u,
    what: "changing a card's targets",
    why: "at 成为目标时 the user has used the card on its final targets (000 §4.2.4 (5); 3.5.14, 3.7.6)",
    instead: ["指定目标时", "成为目标时"],
  },
  {
    timing: /判定结果确定(?:时|后[❶❷]?)$/u,
    op: /作为判定牌|代替之/u,
    what: "replacing the judgement card (改判)",
    why: "the result is settled at 判定结果确定时 (4.2.11): a new judgement card changes nothing after it",
    instead: ["判定结果确定前"],
  },
];

function fromText(context: Parameters<LintRule["check"]>[0]): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const s of context.statements) {
    if (s.skill || s.kind !== "skill") continue;
    for (const part of partsOf(s)) {
      const comma = part.text.indexOf("，");
      if (comma < 0 || comma > 80) continue;
      const timing = part.text.slice(0, comma);
      const rest = part.text.slice(comma, comma + 120);
      for (const w of WRITTEN) {
        if (!w.timing.test(timing)) continue;
        const m = w.op.exec(rest);
        if (!m) continue;
        const start = part.start + comma + (m.index ?? 0);
        findings.push({ start, end: start + m[0].length, message: `${w.what} at “${timing.replace(/^当/u, "")}”: ${w.why}`, candidates: w.instead.map((t) => `act at ${t}`) });
      }
    }
  }
  return findings;
}

export const settledByTiming: LintRule = {
  id: "SGS011",
  name: "settled-by-timing",
  severity: "error",
  section: "4.2.4",
  summary: "An operation on something its timing point has already settled (targets fixed, damage dealt, result settled).",
  doc:
    "Run on the compiled meaning: each compiled operation with the timing it happens at (the skill's, or its delayed " +
    "effect's). A card's targets are fixed once 成为目标时 has passed: there the user has used the card on its final " +
    "targets (000 §4.2.4 (5)), so 也成为目标 (3.5.51), 取消 (3.7.6: at 指定目标时/成为目标时) and 转移 (3.5.14: at " +
    "成为目标时) cannot act at 指定目标后, 成为目标后, 生效前 … A damage is dealt before 造成伤害后/受到伤害后 (4.2.12): " +
    "防止, 转移 and 伤害值+1 come too late there. A judgement card replaced after 判定结果确定时 changes nothing " +
    "(4.2.11); a move redirected after the cards arrived neither (4.2.9). The text compiles, but cannot mean what " +
    "it says. Lines that do not compile are read from their text (the timing before the first ，, the operation " +
    "after it). No automatic fix: the finding lists the timings where the operation works.",
  example: {
    bad: "〖测试〗当你受到伤害后，你可防止此伤害。",
    good: "〖测试〗当你受到伤害时❷，你可防止此伤害。",
  },
  fixable: false,
  check(context) {
    const findings = new Map<number, RuleFinding>(fromText(context).map((f) => [f.start, f]));
    for (const skill of skillsOf(context)) {
      for (const part of skill.parts) {
        for (const { op, timings } of opsWithTimings(part)) {
          if (!op.loc) continue;
          for (const row of TABLE) {
            if (!row.applies(op)) continue;
            const late = timings.filter(row.settled);
            if (late.length === 0 || late.length < timings.length) continue;
            const { start, end } = locOffsets(context, op.loc);
            findings.set(start, {
              start,
              end,
              message: `${row.what} at ${late.map(timingPhrase).join("/")}: ${row.why}${row.why.includes(row.section) ? "" : ` (${row.section})`}`,
              candidates: row.instead.map((t) => `act at ${t}`),
            });
          }
        }
      }
    }
    return [...findings.values()];
  },
};
