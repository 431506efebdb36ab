// Explaining a text that does not read by the smallest rewrite that makes it read: a
// half-width "," or "." where the notation has "，" and "。", a timing point that chapter 4 splits
// into ❶❷❸ written without its mark (the error lists the candidates), a mark on a timing point
// that has no such mark. Tried only after reading failed, each rewrite read in full; when none
// makes the text read, the caller reports where reading stopped (E-SYNTAX).
import { TIMING_MARKS } from "./lexicon.ts";
import { scan } from "./scan.ts";
import type { Tok } from "./chart/parser.ts";
import { timingRow, type TimingId } from "../runtime/timing/catalogue.ts";

/** Reads a rewritten text: its value, null when it does not read, "limit" past the engine's bounds. */
export type Reader = (text: string) => unknown | null | "limit";

export interface Explanation {
  readonly code: string;
  readonly message: string;
  /** Offsets into the text (end exclusive). */
  readonly start: number;
  readonly end: number;
  readonly expected?: readonly string[];
  /** The rewrite, as “did you mean …?”. */
  readonly suggestion?: string;
}

/** Stop rewriting after this many readings (each is bounded by the engine's MAX_WORK). */
const MAX_READINGS = 40;

class Budgeted {
  private used = 0;
  exhausted = false;
  constructor(private readonly reader: Reader) {}
  read(text: string): unknown | null {
    if (this.exhausted || this.used >= MAX_READINGS) {
      this.exhausted = true;
      return null;
    }
    this.used++;
    const v = this.reader(text);
    if (v === "limit") {
      this.exhausted = true;
      return null;
    }
    return v;
  }
}

/** Half-width signs a designer may type for the notation's full-width ones. */
export const HALF_TO_FULL_WIDTH: Readonly<Record<string, string>> = { ",": "，", ".": "。", ";": "；", ":": "：", "(": "（", ")": "）", "[": "【", "]": "】" };

/**
 * Half-width signs that may stand for full-width ones: not the notation's own half-width signs
 * (min{角色数,5}, the interval [1,X], the option number 1.).
 */
function halfWidthSpots(text: string): number[] {
  const spots: number[] = [];
  let braces = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "{") braces++;
    else if (ch === "}" && braces > 0) braces--;
    else if (braces > 0) continue;
    else if (ch === "[") {
      const close = text.indexOf("]", i);
      const inside = close < 0 ? "" : text.slice(i + 1, close);
      if (inside.includes(",") && !/[【】\n]/u.test(inside)) i = close; // an interval [a,b]
      else spots.push(i);
    } else if (ch === "." && /[0-9]/.test(text[i - 1] ?? "")) continue;
    else if (HALF_TO_FULL_WIDTH[ch] !== undefined) spots.push(i);
  }
  return spots;
}

function halfWidth(text: string, reader: Budgeted): Explanation[] {
  const spots = halfWidthSpots(text);
  if (spots.length === 0) return [];
  const fixed = text.split("");
  for (const i of spots) fixed[i] = HALF_TO_FULL_WIDTH[text[i]];
  if (reader.read(fixed.join("")) === null) return [];
  return spots.map((i) => ({
    code: "E-HALF-WIDTH",
    message: `“${text[i]}” is half-width: the notation uses the full-width “${HALF_TO_FULL_WIDTH[text[i]]}”`,
    start: i,
    end: i + 1,
  }));
}

interface TimingNode {
  readonly row: string;
  readonly from: number;
  readonly to: number;
}

/** The timing points a reading found (kind "timing" nodes), at most a few hundred nodes deep. */
function timingsOf(value: unknown): TimingNode[] {
  const out: TimingNode[] = [];
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== "object" || seen.has(v) || depth > 200) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const o = v as { kind?: unknown; row?: unknown; span?: { from: number; to: number } };
    if (o.kind === "timing" && typeof o.row === "string" && o.span) out.push({ row: o.row, from: o.span.from, to: o.span.to });
    for (const x of Object.values(o)) visit(x, depth + 1);
  };
  visit(value, 0);
  return out;
}

function sectionOf(row: string): string | null {
  try {
    return timingRow(row as TimingId).section;
  } catch {
    return null;
  }
}

const isMark = (t: Tok | undefined): boolean => t !== undefined && (TIMING_MARKS as readonly string[]).includes(t.image);
const withToken = (text: string, at: number, insert: string, drop = 0): string => text.slice(0, at) + insert + text.slice(at + drop);

/** The timing phrase as written, from the timing's first token to `last` (inclusive). */
function writtenTiming(text: string, tokens: readonly Tok[], value: unknown, last: number): { start: number; section: string | null } {
  const node = timingsOf(value).find((t) => t.from <= last && last < t.to);
  if (!node) return { start: tokens[last].start, section: null };
  // 当 opens the timing clause but is not part of the timing point's phrase.
  let from = node.from;
  while (from < last && tokens[from].image === "当") from++;
  return { start: tokens[from].start, section: sectionOf(node.row) };
}

function timingMarks(text: string, reader: Budgeted): Explanation[] {
  const tokens = scan(text).tokens;
  // A mark the timing point does not have: drop it, or put another in its place.
  for (let k = 1; k < tokens.length && !reader.exhausted; k++) {
    if (!isMark(tokens[k])) continue;
    const mark = tokens[k].image;
    const without = reader.read(withToken(text, tokens[k].start, "", tokens[k].end - tokens[k].start));
    if (without !== null) {
      const { start } = writtenTiming(text, tokens, without, k - 1);
      const written = text.slice(start, tokens[k - 1].end);
      return [{ code: "E-TIMING-MARK", message: `“${written}” is one timing point in chapter 4, not split into ❶❷…: write it without “${mark}”`, start, end: tokens[k].end }];
    }
    const others: { mark: string; value: unknown }[] = [];
    for (const m of TIMING_MARKS) {
      if (m === mark) continue;
      const v = reader.read(withToken(text, tokens[k].start, m, tokens[k].end - tokens[k].start));
      if (v !== null) others.push({ mark: m, value: v });
    }
    if (others.length > 0) {
      const { start, section } = writtenTiming(text, tokens, others[0].value, k - 1);
      const written = text.slice(start, tokens[k - 1].end);
      const marks = others.map((o) => o.mark).join("");
      return [
        {
          code: "E-TIMING-MARK",
          message: `“${written}” has no ${mark}: chapter 4${section ? ` (${section})` : ""} splits it into ${marks}`,
          start,
          end: tokens[k].end,
          expected: others.map((o) => `${written}${o.mark}`),
        },
      ];
    }
  }
  // A split timing point without its mark: 时/后/前 ending a timing, with no mark after it.
  let tried = 0;
  for (let k = 0; k < tokens.length && tried < 4 && !reader.exhausted; k++) {
    if (!/[时后前]$/u.test(tokens[k].image) || isMark(tokens[k + 1])) continue;
    tried++;
    const found: { mark: string; value: unknown }[] = [];
    for (const m of TIMING_MARKS) {
      const v = reader.read(withToken(text, tokens[k].end, m));
      if (v !== null) found.push({ mark: m, value: v });
      if (reader.exhausted) break;
    }
    if (found.length === 0) continue;
    const { start, section } = writtenTiming(text, tokens, found[0].value, k);
    const written = text.slice(start, tokens[k].end);
    const marks = found.map((f) => f.mark).join("");
    return [
      {
        code: "E-SPLIT-TIMING",
        message: `“${written}” is split into ${marks} by chapter 4${section ? ` (${section})` : ""}: write which timing point is meant`,
        start,
        end: tokens[k].end,
        expected: found.map((f) => `${written}${f.mark}`),
      },
    ];
  }
  return [];
}

/**
 * Common wordings that are not the rulebook's: a use's timing points belong to the card, so
 * 当你使用【杀】指定目标后 is 当【杀】指定目标后，若使用者为你 and 当你使用【杀】时 is
 * 当【杀】被使用时，若使用者为你 (〖集智〗, 〖铁骑〗).
 */
const WORDINGS: readonly { readonly pattern: RegExp; readonly rewrite: (card: string, when: string) => string }[] = [
  { pattern: /当你使用((?:(?!当)[^，。；▶▷])+?)指定目标(时|后)/u, rewrite: (card, when) => `当${card}指定目标${when}` },
  { pattern: /当你使用((?:(?!当)[^，。；▶▷])+?)(时|后)(?![❶-❾])/u, rewrite: (card, when) => `当${card}被使用${when}` },
];

/**
 * 将<牌>当【X】使用/打出 is how players say it; the rulebook writes the converted card (3.5.56):
 * 使用/打出对应的实体牌为<牌>的【X】 (〖武圣〗, 〖龙胆〗).
 */
const CONVERSION = /将((?:(?!将)[^，。；▶▷])+?)当(【[^】]+】)(使用|打出)/u;

function conversion(text: string, reader: Budgeted): Explanation[] {
  const m = CONVERSION.exec(text);
  if (!m) return [];
  const [written, cards, card, verb] = m;
  // The rulebook names whose cards they are (对应的实体牌为你的一张红色牌).
  for (const owned of [...new Set([/^[你其]/u.test(cards) ? cards : `你的${cards}`, cards])]) {
    const fixed = `${verb}对应的实体牌为${owned}的${card}`;
    if (reader.read(text.slice(0, m.index) + fixed + text.slice(m.index + written.length)) === null) continue;
    return [{ code: "E-WORDING", message: `the rulebook does not write “${written}”: a converted card is written “${fixed}” (3.5.56)`, start: m.index, end: m.index + written.length, suggestion: fixed }];
  }
  return [];
}

/**
 * 3.3.16 ◆ 称为“X”: skill texts name the cards a skill puts on a general card in a parenthesis
 * after the placing (置于你的武将牌上（称为“权”）, 〖权计〗), not as a clause of its own.
 */
const NAMING = /，((?:均)?称为“[^”]+”)/u;

function naming(text: string, reader: Budgeted): Explanation[] {
  const m = NAMING.exec(text);
  if (!m) return [];
  const fixed = `（${m[1]}）`;
  if (reader.read(text.slice(0, m.index) + fixed + text.slice(m.index + m[0].length)) === null) return [];
  return [{ code: "E-WORDING", message: `the rulebook does not write “${m[0]}”: the name of cards put on a general card is written in a parenthesis, “${fixed}” (3.3.16)`, start: m.index, end: m.index + m[0].length, suggestion: fixed }];
}

/**
 * 当你使用【杀】造成伤害后: a damage's timing points belong to the damage, and the card is how it came
 * to be dealt (4.2.12, 3.5.23 渠道): 当你因执行你使用的【杀】的效果而对一名角色造成伤害后 (〖寒冰剑〗).
 */
const DAMAGE_BY_CARD = /当你使用((?:(?!当)[^，。；▶▷])+?)造成(?:的)?伤害(时|后)([❶-❾]?)/u;

function damageByCard(text: string, reader: Budgeted): Explanation[] {
  const m = DAMAGE_BY_CARD.exec(text);
  if (!m) return [];
  const [written, cards, when, mark] = m;
  for (const card of [...new Set([cards.replace(/^一张/u, ""), cards])]) {
    const fixed = `当你因执行你使用的${card}的效果而对一名角色造成伤害${when}${mark}`;
    if (reader.read(text.slice(0, m.index) + fixed + text.slice(m.index + written.length)) === null) continue;
    return [{ code: "E-WORDING", message: `the rulebook does not write “${written}”: a damage a card deals is written “${fixed}” (4.2.12, 3.5.23)`, start: m.index, end: m.index + written.length, suggestion: fixed }];
  }
  return [];
}

/**
 * Players' wordings with a rulebook form: 3.4.15 compares a value among players as <角色>是<值>最大/
 * 最小的角色 (〖均势〗); 〖连营〗 writes the last hand card lost as 失去手牌后❷，若你没有手牌 (4.2.9).
 */
const PHRASES: readonly { readonly pattern: RegExp; readonly fix: (m: RegExpExecArray, after: string) => { readonly text: string; readonly eats: number }; readonly why: string }[] = [
  {
    pattern: /(你|其)的([^，。；▶▷的]+?)为全场最(少|多|小|大)/u,
    fix: (m) => ({ text: `${m[1]}是${m[2]}最${m[3] === "少" || m[3] === "小" ? "小" : "大"}的角色`, eats: 0 }),
    why: "a value compared among the players is written <角色>是<值>最大/最小的角色 (3.4.15)",
  },
  {
    pattern: /当(你|其)失去最后的手牌后/u,
    fix: (m, after) => (after.startsWith("，若") ? { text: `当${m[1]}失去手牌后❷，若${m[1]}没有手牌且`, eats: 2 } : { text: `当${m[1]}失去手牌后❷，若${m[1]}没有手牌`, eats: 0 }),
    why: "losing the last hand card is written 当你失去手牌后❷，若你没有手牌 (4.2.9, 〖连营〗)",
  },
  {
    // 〖英姿〗: 摸牌阶段，你可令额定摸牌数+1 (3.4.19).
    pattern: /(可)?多摸(一|两|三|[1-9])张牌/u,
    fix: (m) => ({ text: `${m[1] ?? ""}令额定摸牌数+${({ 一: "1", 两: "2", 三: "3" } as Record<string, string>)[m[2]] ?? m[2]}`, eats: 0 }),
    why: "drawing more in the draw phase is written 令额定摸牌数+X (3.4.19, 〖英姿〗)",
  },
  {
    // 〖贯石斧〗: 当【杀】被抵消后，若使用者为你 — the timing point belongs to the card (4.2.4).
    pattern: /当你使用的(【[^】]+】)被(?:【闪】)?抵消后/u,
    fix: (m, after) => (after.startsWith("，若") ? { text: `当${m[1]}被抵消后，若使用者为你且`, eats: 2 } : { text: `当${m[1]}被抵消后，若使用者为你`, eats: 0 }),
    why: "a use's timing points belong to the card: 当【杀】被抵消后，若使用者为你 (4.2.4, 〖贯石斧〗)",
  },
  {
    // 〖酒诗〗: 你使用无对应的实体牌的【酒】 — a card used with no physical card (3.1.9, 3.5.56); 视为 (3.8.10) is
    // about states and information, not a way to use a card.
    pattern: /视为(使用|打出)(?:一张)?(【[^】]+】)/u,
    fix: (m) => ({ text: `${m[1]}无对应的实体牌的${m[2]}`, eats: 0 }),
    why: "a card used or played with no physical card is written 使用/打出无对应的实体牌的【X】 (3.1.9, 〖酒诗〗)",
  },
  {
    // 3.4.14: 已死亡的角色不参与这些数值的计算 — 角色数 counts the living already; 存活 is no rulebook word.
    pattern: /存活(?:的)?角色/u,
    fix: () => ({ text: "角色", eats: 0 }),
    why: "dead characters are not counted anyway: the rulebook writes 角色数, 所有角色 (3.4.14)",
  },
  {
    // 〖屯田〗: 当你于回合外失去牌后❷ — 于回合外 is the clause's adverbial (3.6.1 ◆).
    pattern: /(你的)?回合外，当你/u,
    fix: () => ({ text: "当你于回合外", eats: 0 }),
    why: "outside one's turn is written in the timing: 当你于回合外… (3.6.1, 〖屯田〗)",
  },
];

function phrase(text: string, reader: Budgeted): Explanation[] {
  for (const { pattern, fix, why } of PHRASES) {
    const m = pattern.exec(text);
    if (!m) continue;
    const end = m.index + m[0].length;
    const { text: fixed, eats } = fix(m, text.slice(end));
    if (reader.read(text.slice(0, m.index) + fixed + text.slice(end + eats)) === null) continue;
    return [{ code: "E-WORDING", message: `the rulebook does not write “${m[0]}”: ${why}`, start: m.index, end, suggestion: fixed.replace(/且$/u, "且…") }];
  }
  return [];
}

/** The tags a skill's text opens with (锁定技，限定技，…): each part of a numbered skill repeats them (〖空城〗). */
const LEADING_TAGS = /^(?:(?:锁定技|限定技|觉醒技|转换技|主公技|隐匿技|使命技)，)*/u;
/** Where a part of its own begins after ；: a timing (当…时/后, <phase>开始时…) or a phase's activation. */
const PART_START = /；(?=当|(?:准备|判定|摸牌|出牌|弃牌|结束)阶段(?:开始|结束)?[时前后，])/u;

/**
 * A skill of several parts (a state and a trigger, two timings) is written with ①②… (〖空城〗, 〖龙胆〗),
 * not joined by ；, which joins effects of one part.
 */
function numberedParts(text: string, reader: Budgeted): Explanation[] {
  if (/[①②]/u.test(text)) return [];
  const m = PART_START.exec(text);
  if (!m) return [];
  const tags = LEADING_TAGS.exec(text)![0];
  const left = text.slice(0, m.index).replace(/[。]$/u, "");
  const right = text.slice(m.index + 1);
  const fixed = `①${left}。②${tags}${right}`;
  if (reader.read(fixed) === null) return [];
  return [
    {
      code: "E-WORDING",
      message: `the rulebook does not join a skill's parts with “；”: each part is numbered, “①${left.length > 12 ? left.slice(0, 12) + "…" : left}。②${tags}${right.length > 12 ? right.slice(0, 12) + "…" : right}” (〖空城〗)`,
      start: m.index,
      end: m.index + 1,
      suggestion: fixed,
    },
  ];
}

function wording(text: string, reader: Budgeted): Explanation[] {
  const numbered = numberedParts(text, reader);
  if (numbered.length > 0) return numbered;
  const phrased = phrase(text, reader);
  if (phrased.length > 0) return phrased;
  const converted = conversion(text, reader);
  if (converted.length > 0) return converted;
  const damaged = damageByCard(text, reader);
  if (damaged.length > 0) return damaged;
  const named = naming(text, reader);
  if (named.length > 0) return named;
  for (const { pattern, rewrite } of WORDINGS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    // 一张普通锦囊牌 → 普通锦囊牌: the timing is about any such card.
    for (const card of [...new Set([m[1].replace(/^一张/u, ""), m[1]])]) {
      const head = rewrite(card, m[2]);
      // An existing 若 condition gains 使用者为你 as its first test.
      const fixed = after.startsWith("，若") ? `${head}，若使用者为你且${after.slice(2)}` : `${head}，若使用者为你${after}`;
      const rewritten = text.slice(0, m.index) + fixed;
      if (reader.read(rewritten) === null) continue;
      const shown = after.startsWith("，若") ? `${head}，若使用者为你且…` : `${head}，若使用者为你`;
      return [
        {
          code: "E-WORDING",
          message: `the rulebook does not write “${m[0]}”: a use's timing points belong to the card, so write “${shown}”`,
          start: m.index,
          end: m.index + m[0].length,
          suggestion: shown,
        },
      ];
    }
  }
  return [];
}

/** A common non-rulebook wording, when the rulebook's form makes the text read. */
export function explainWording(text: string, read: Reader): Explanation[] {
  return wording(text, new Budgeted(read));
}

/** Half-width signs, when writing them full-width makes the text read (tried first, even with unknown words). */
export function explainHalfWidth(text: string, read: Reader): Explanation[] {
  return halfWidth(text, new Budgeted(read));
}

/** A missing, extra or wrong ❶❷❸ on a timing point, when the right one makes the text read. */
export function explainTimingMarks(text: string, read: Reader): Explanation[] {
  return timingMarks(text, new Budgeted(read));
}
