// SGS014: a skill triggered at a use timing that 【闪】/【金蝉脱壳】/【无懈可击】 never open (on the IR):
// 000 §4.2.4 ◆ — for these cards, skills timed at 声明使用牌后, 选择目标后, 指定目标时, 成为目标时,
// 指定目标后 or 成为目标后 cannot be used.
import { isCall } from "../../ir.ts";
import { skillsOf, timingPhrase, walk, type Call } from "../ir.ts";
import { partsOf } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

const CLOSED = new Set(["use.declared", "use.targetsChosen", "use.specifyTarget", "use.becomeTarget", "use.specifiedTarget", "use.becameTarget"]);
const CARDS = new Set(["闪", "金蝉脱壳", "无懈可击"]);

/** The card names a timing's match requires (q.cardIs not under a q.not / q.or). */
function requiredNames(match: Call | undefined): string[] {
  const names: string[] = [];
  walk(match, (c, above) => {
    if (!isCall(c, "q.cardIs") || c.args["name"]?.k !== "str") return;
    if (above.some((a) => a.fn === "q.not" || a.fn === "q.or")) return;
    names.push(c.args["name"].s);
  });
  return names;
}

/**
 * Lines the grammar did not read: the timing as written — 【闪】指定目标后, 使用【闪】选择目标后,
 * 成为【无懈可击】的目标时, 声明使用【闪】后 — at the start of a part (before its first ，).
 */
const WRITTEN = /【(闪|金蝉脱壳|无懈可击)】(?:的目标)?(?:指定(?:第一个)?目标[时后]|选择目标后)|成为【(闪|金蝉脱壳|无懈可击)】的目标[时后]|声明使用【(闪|金蝉脱壳|无懈可击)】后/u;

function fromText(context: Parameters<LintRule["check"]>[0]): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const s of context.statements) {
    if (s.skill || s.kind !== "skill") continue;
    for (const part of partsOf(s)) {
      const comma = part.text.indexOf("，");
      const timing = part.text.slice(0, comma < 0 ? Math.min(part.text.length, 80) : comma);
      const m = WRITTEN.exec(timing);
      if (!m) continue;
      const name = m[1] ?? m[2] ?? m[3];
      const at = part.start + (m.index ?? 0) + m[0].indexOf(`【${name}】`);
      findings.push({ start: at, end: at + name.length + 2, message: `【${name}】 opens no such timing for skills (000 §4.2.4 ◆): this skill never triggers` });
    }
  }
  return findings;
}

export const neverTriggers: LintRule = {
  id: "SGS014",
  name: "never-triggers",
  severity: "error",
  section: "4.2.4",
  summary: "A skill timed at 指定目标时/后, 成为目标时/后, 声明使用牌后 or 选择目标后 of 【闪】/【无懈可击】/【金蝉脱壳】: it never triggers.",
  doc:
    "000 §4.2.4 ◆: if the card is 【闪】, 【金蝉脱壳】 or 【无懈可击】, skills (and skills' effects) timed at 声明使用牌后, " +
    "选择目标后, 指定目标时, 成为目标时, 指定目标后 or 成为目标后 cannot be used or carried out. A skill triggered only " +
    "there by such a card is dead text. Run on the compiled meaning (the trigger's timing and the card its match " +
    "requires; the timing as written on lines that do not compile). Time it at 使用结算结束后, 被使用时 (3.8.2), or at the card's 对目标生效后. No automatic fix.",
  example: {
    bad: "〖测试〗当【闪】指定目标后，你可摸一张牌。",
    good: "〖测试〗当【闪】使用结算结束后❶，你可摸一张牌。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = fromText(context);
    for (const skill of skillsOf(context)) {
      const s = context.statementAt(skill.line);
      if (!s) continue;
      for (const part of skill.parts) {
        const on = part.node.args["on"];
        const ats = on?.k === "list" ? on.items.filter((x): x is Call => isCall(x, "at")) : [];
        if (ats.length === 0) continue;
        const dead = ats.map((at) => {
          const timing = at.args["timing"]?.k === "str" ? at.args["timing"].s : "";
          const names = requiredNames(at.args["match"] as Call | undefined).filter((n) => CARDS.has(n));
          return CLOSED.has(timing) && names.length > 0 ? { timing, name: names[0] } : null;
        });
        if (dead.some((d) => d === null)) continue;
        const first = dead[0]!;
        const at = s.text.indexOf(`【${first.name}】`, s.body);
        const start = s.start + (at < 0 ? s.body : at);
        findings.push({
          start,
          end: start + (at < 0 ? 1 : first.name.length + 2),
          message: `【${first.name}】 opens no ${timingPhrase(first.timing)} for skills (000 §4.2.4 ◆): this skill never triggers`,
        });
      }
    }
    return findings;
  },
};
