// Timings the catalogue splits with ❶❷❸ (4.1.1.6, 4.2.x), grouped by their unmarked phrase,
// with a pattern that finds the phrase as designers write it (a card name in the {牌} slot,
// "使用/打出" alternatives, cards after 失去/得到, an amount before 伤害).
import { TIMINGS } from "../../runtime/timing/catalogue.ts";

export const MARKS = "❶❷❸❹❺❻❼❽❾";

export interface SplitMember {
  readonly mark: string;
  readonly id: string;
}

export interface SplitFamily {
  /** The catalogue phrase without its mark, e.g. 摸牌阶段开始时, 需要使用{牌}时. */
  readonly phrase: string;
  readonly members: readonly SplitMember[];
  readonly section: string;
  /** Source of a regex matching the phrase as written (no anchors, no mark). */
  readonly pattern: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** The written forms of a catalogue phrase: slots, alternatives, objects, amounts. */
function patternOf(phrase: string): string {
  let p = escape(phrase);
  // {牌}: 需要使用【闪】时 / 需要使用/打出【杀】时 / 需要使用【杀】/【闪】时 / 需要使用牌时. Card names
  // are bounded (at most 12 characters) so a long line with an unclosed 【 stays linear.
  p = p.replace(escape("{牌}"), "(?:/[\\u4e00-\\u9fff]{1,4})*(?:【[^】\\n]{0,12}】(?:/【[^】\\n]{0,12}】)*|牌)?");
  // 失去牌后 also reads 失去手牌后 / 失去装备区里的一张牌后 (4.2.9).
  p = p.replace(/^(失去|得到)牌/u, "$1[^，。；▶▷❶-❾\\n]{0,20}?牌");
  // 造成伤害时 also reads 造成1点伤害时 / 受到火焰伤害时.
  p = p.replace("伤害", "(?:[0-9一二两三四五XYZ]{1,4}点)?(?:普通|火焰|雷电|冰冻)?伤害");
  return p;
}

function families(): SplitFamily[] {
  const byPhrase = new Map<string, { members: SplitMember[]; section: string }>();
  for (const row of TIMINGS) {
    for (const phrase of [row.phrase, ...(row.aliases ?? [])]) {
      const mark = phrase.at(-1) ?? "";
      if (!MARKS.includes(mark)) continue;
      const base = phrase.slice(0, -1);
      let fam = byPhrase.get(base);
      if (!fam) byPhrase.set(base, (fam = { members: [], section: row.section }));
      if (!fam.members.some((m) => m.mark === mark)) fam.members.push({ mark, id: row.id });
    }
  }
  return [...byPhrase].map(([phrase, f]) => ({
    phrase,
    members: f.members.sort((a, b) => MARKS.indexOf(a.mark) - MARKS.indexOf(b.mark)),
    section: f.section,
    pattern: patternOf(phrase),
  }));
}

export const SPLIT_FAMILIES: readonly SplitFamily[] = families();
