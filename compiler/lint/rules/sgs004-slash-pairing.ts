// SGS004: "/" alternatives whose counts do not pair up one to one (3.5.10).
import { partsOf, prose, sentencesOf, type Segment, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** A run of words joined by "/": 使用/打出, 出牌阶段/一名角色处于濒死状态时. */
const GROUP = /[^，。；：、▶▷（）\s/]+(?:\/[^，。；：、▶▷（）\s/]+)+/gu;

interface Group {
  readonly text: string;
  readonly start: number;
  readonly count: number;
}

function groupsOf(seg: Segment): Group[] {
  return [...prose(seg.text, "□").matchAll(GROUP)].map((m) => ({
    text: seg.text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length),
    start: seg.start + (m.index ?? 0),
    count: m[0].split("/").length,
  }));
}

/** Within one sentence every "/" run must have as many alternatives as the first (3.5.10 2.). */
function sentenceFindings(sentence: Segment): RuleFinding[] {
  const groups = groupsOf(sentence);
  const first = groups[0];
  if (!first) return [];
  return groups
    .filter((g) => g.count !== first.count)
    .map((g) => ({
      start: g.start,
      end: g.start + g.text.length,
      message: `“${g.text}” has ${g.count} alternatives but “${first.text}” has ${first.count}: 3.5.10 pairs "/" alternatives one to one in order`,
    }));
}

/** 使用时机 and 使用目标 alternatives pair element-wise; a single one pairs with all. */
function cardFindings(statements: readonly Statement[]): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const byCard = new Map<number, { windows?: Statement; targets?: Statement }>();
  for (const s of statements) {
    if (s.kind !== "useWindows" && s.kind !== "useTargets") continue;
    const entry = byCard.get(s.block.line) ?? {};
    if (s.kind === "useWindows") entry.windows = s;
    else entry.targets = s;
    byCard.set(s.block.line, entry);
  }
  const count = (s: Statement): number =>
    prose(s.text.slice(s.body).replace(/。\s*$/u, "")).split("/").length;
  for (const { windows, targets } of byCard.values()) {
    if (!windows || !targets) continue;
    const w = count(windows);
    const t = count(targets);
    if (w === 1 || t === 1 || w === t) continue;
    findings.push({
      start: targets.start + targets.body,
      end: targets.start + targets.text.length,
      message: `使用时机 has ${w} "/" alternatives but 使用目标 has ${t}: 3.5.10 pairs them one to one in order`,
    });
  }
  return findings;
}

export const slashPairing: LintRule = {
  id: "SGS004",
  name: "slash-pairing",
  severity: "error",
  section: "3.5.10",
  summary: '"/" alternatives whose counts do not pair up one to one.',
  doc:
    'Words separated by "/" are alternatives of the same sentence part; when a sentence has several "/" runs ' +
    "they pair one to one, in order, each pairing being a separate skill (3.5.10). A run with a different " +
    "number of alternatives leaves some pairing undefined. Same for a card's 使用时机 and 使用目标 lines. " +
    "No automatic fix.",
  example: {
    bad: "〖测试〗当你需要使用/打出【闪】时❸，你可使用/打出/弃置一张【杀】。",
    good: "〖测试〗当你需要使用/打出【闪】时❸，你可使用/打出对应的实体牌为你的一张【杀】的【闪】。",
  },
  fixable: false,
  check(context) {
    const findings = cardFindings(context.statements);
    for (const s of context.statements) {
      if (s.kind === "useWindows" || s.kind === "useTargets") continue;
      for (const part of partsOf(s)) for (const sentence of sentencesOf(part)) findings.push(...sentenceFindings(sentence));
    }
    return findings;
  },
};
