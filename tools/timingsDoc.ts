// Renders docs/timings.md from the timing catalogue (runtime/timing/catalogue.ts): every row with
// its id, phrase, seed section, event, subject and what it exposes, grouped by event in catalogue
// order. `npm run docs:timings` writes it; tests/runtime/timings-doc.test.ts fails when it is stale.
import { TIMINGS, type TimingRow } from "../runtime/timing/catalogue.ts";

const EVENT_NAMES: Record<string, string> = {
  turn: "回合",
  phase: "阶段",
  needUse: "需要使用牌",
  use: "牌的使用",
  needPlay: "需要打出牌",
  play: "牌的打出",
  pindian: "拼点",
  move: "移动",
  stateChange: "牌状态改变",
  reveal: "明置",
  judge: "判定",
  damage: "伤害",
  loseHp: "失去体力",
  hpDeduct: "扣减体力",
  recover: "回复体力",
  loseMaxHp: "减体力上限",
  gainMaxHp: "加体力上限",
  dying: "濒死",
  death: "死亡",
  gainSkill: "获得技能",
  loseSkill: "失去技能",
  disable: "废除",
  restoreArea: "恢复",
  gainMark: "获得标记",
};

const cell = (s: string) => s.replace(/\|/gu, "\\|");

function row(r: TimingRow): string {
  const phrase = r.aliases && r.aliases.length > 0 ? `${r.phrase} (${r.aliases.join(", ")})` : r.phrase;
  const exposes = r.exposes.length > 0 ? r.exposes.join("、") : "—";
  return `| \`${r.id}\` | ${cell(phrase)} | ${r.section} | ${r.event} | ${r.subject ?? "—"} | ${cell(exposes)} |`;
}

export function renderTimingsDoc(): string {
  const lines: string[] = [
    "# Timing points (时机)",
    "",
    "Generated from `runtime/timing/catalogue.ts` by `npm run docs:timings`; do not edit by hand.",
    `Every timing point of seed 000 (chapter 4), and those chapter 3 defines for its own events (3.5.61 议事), ${TIMINGS.length} rows, grouped by event in catalogue order (within an event, the order its flow generates them).`,
    "",
    "Columns: the catalogue id (what compiled skills and the dispatch index use), the rulebook phrase",
    "(other wordings in brackets), the seed section that defines it, the event whose flow generates it,",
    "the event field naming whose timing point it is (— for none), and what a skill there may refer to.",
    "",
  ];
  const events: string[] = [];
  for (const r of TIMINGS) if (!events.includes(r.event)) events.push(r.event);
  for (const event of events) {
    const rows = TIMINGS.filter((r) => r.event === event);
    lines.push(`## ${event} — ${EVENT_NAMES[event] ?? event}`, "", "| id | phrase | section | event | subject | exposes |", "|---|---|---|---|---|---|");
    for (const r of rows) lines.push(row(r));
    lines.push("");
  }
  return lines.join("\n");
}
