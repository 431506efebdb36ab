// SGS015: using or playing out several cards at once (3.8.2 ◆, 3.8.3 ◆: a player cannot).
import { prose } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** 同时使用/打出 and the object up to the clause's end. */
const AT_ONCE = /同时(使用|打出)([^，。；▶▷]{0,30})/gu;
/** More than one card: a count above one, a range, or two cards joined by 和/与/及. */
const SEVERAL = /(?:[两二三四五六七八九十2-9]|至少|所有|任意数量|多)张|[XYZ]张|】(?:和|与|及|、)【/u;

export const simultaneousUse: LintRule = {
  id: "SGS015",
  name: "simultaneous-use",
  severity: "error",
  section: "3.8.2",
  summary: "同时使用/同时打出 of several cards: a player cannot use or play out two cards at once.",
  doc:
    "3.8.2 ◆: a player cannot use two or more cards at the same time; 3.8.3 ◆: nor play them out. Each use and each " +
    "play-out is its own event (4.2.4, 4.2.5) with its own timings. Text that uses or plays out several cards " +
    "同时 asks for something the rules do not allow. Write them one after the other (依次使用, 3.5.15), or use one " +
    "card whose physical cards are several (将两张手牌当【杀】使用, 3.8.10). No automatic fix.",
  example: {
    bad: "〖测试〗出牌阶段限一次，你可同时使用两张【杀】。",
    good: "〖测试〗出牌阶段限一次，你可依次使用两张【杀】。",
  },
  fixable: false,
  check(context) {
    const findings: RuleFinding[] = [];
    for (const s of context.statements) {
      const body = prose(s.text.slice(s.body), "□");
      const raw = s.text.slice(s.body);
      for (const m of body.matchAll(AT_ONCE)) {
        const object = raw.slice((m.index ?? 0) + 4, (m.index ?? 0) + m[0].length);
        if (!SEVERAL.test(object)) continue;
        const start = s.start + s.body + (m.index ?? 0);
        findings.push({
          start,
          end: start + 4,
          message: `同时${m[1]} of several cards: a player cannot ${m[1] === "使用" ? "use" : "play out"} two or more cards at once (${m[1] === "使用" ? "3.8.2" : "3.8.3"} ◆)`,
          candidates: [`依次${m[1]} (3.5.15)`, `one card whose physical cards are several (3.8.10)`],
        });
      }
    }
    return findings;
  },
};
