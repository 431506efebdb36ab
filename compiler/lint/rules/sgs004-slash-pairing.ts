// SGS004: "/" alternatives whose counts do not pair up one to one (3.5.10).
import { partsOf, prose, sentencesOf, type Segment, type Statement } from "../source.ts";
import type { LintRule, RuleFinding } from "../types.ts";

/** Characters that end a run of words ("/" joins words inside a run). */
const SEPARATORS = new Set([..."，。；：、▶▷（）"]);

interface Group {
  readonly text: string;
  readonly start: number;
  readonly count: number;
}

/**
 * The runs of words joined by "/" (使用/打出, 出牌阶段/一名角色处于濒死状态时), found in one linear
 * pass: a run is text between separators; inside it, consecutive non-empty pieces between "/"
 * form a group when there are at least two.
 */
function groupsOf(seg: Segment): Group[] {
  const text = prose(seg.text, "□");
  const groups: Group[] = [];
  let pieceStart = 0;
  let groupStart = -1;
  let count = 0;
  const close = (end: number): void => {
    if (count >= 2) groups.push({ text: seg.text.slice(groupStart, end), start: seg.start + groupStart, count });
    groupStart = -1;
    count = 0;
  };
  for (let i = 0; i <= text.length; i++) {
    const ch = i < text.length ? text[i] : "";
    const sep = ch === "" || SEPARATORS.has(ch) || ch.trim() === "";
    if (!sep && ch !== "/") continue;
    // A piece [pieceStart, i) ends here.
    if (i > pieceStart) {
      if (groupStart < 0) groupStart = pieceStart;
      count++;
    } else if (groupStart >= 0) close(pieceStart - 1); // an empty piece (// or a leading /) ends the group
    if (sep && groupStart >= 0) close(i);
    if (sep) {
      groupStart = -1;
      count = 0;
    }
    pieceStart = i + 1;
  }
  return groups;
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
