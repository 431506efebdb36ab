// Checks over the names of a program (several packs checked or built together): a pack
// defines each general, card face and skill once, and every 【牌】 and 〖技能〗 its texts and
// decks mention is defined by it or by another pack of the program (a name resolves in its
// own pack first, then in the others: 界 versions reuse standard skill names).
import type { PackSyntax, Source } from "../grammar/pack.ts";
import type { Diagnostic } from "../grammar/diagnostic.ts";
import { CardName, SkillName, typeOf } from "../grammar/lexicon.ts";
import type { Names } from "./lower/context.ts";

const CARD_NAME = typeOf(CardName);
const SKILL_NAME = typeOf(SkillName);

function error(file: string, code: string, message: string, line: number, column: number, endColumn: number, suggestion?: string): Diagnostic {
  return { severity: "error", code, message, file, line, column, endLine: line, endColumn: Math.max(endColumn, column + 1), ...(suggestion !== undefined ? { suggestion } : {}) };
}

/** A general, card face or skill defined twice in one pack (which one would a reference mean?). */
export function duplicateDiagnostics(pack: PackSyntax): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = (what: string, label: (n: string) => string) => {
    const first = new Map<string, number>();
    return (name: string, line: number, column: number, endColumn: number): void => {
      const at = first.get(name);
      if (at === undefined) first.set(name, line);
      else out.push(error(pack.file, "E-DUPLICATE", `${what} ${label(name)} is already defined on line ${at}: a pack defines each ${what} once`, line, column, endColumn));
    };
  };
  const general = seen("general", (n) => n);
  for (const g of pack.generals) general(g.name.name, g.name.line, g.name.column, g.name.endColumn);
  const card = seen("card", (n) => n);
  for (const c of pack.cards) card(`${c.kind ?? ""}【${c.name.name}】`, c.name.line, c.name.column - 1, c.name.endColumn + 1);
  const skill = seen("skill", (n) => `〖${n}〗`);
  for (const g of pack.generals) for (const s of g.skills) skill(s.name.name, s.name.line, s.name.column - 1, s.name.endColumn + 1);
  for (const c of pack.cards)
    for (const s of c.skills) {
      // A card's own text (【的卢】: 锁定技，…) has the card's name and no 〖〗 of its own.
      if (s.name.name === c.name.name && s.source.column === s.name.column) continue;
      skill(s.name.name, s.name.line, s.name.column - 1, s.name.endColumn + 1);
    }
  return out;
}

/** Edit distance (small names: plain dynamic programming). */
function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** The defined name closest to `name` (at most one character in three differs), if any. */
function closest(name: string, defined: ReadonlySet<string>): string | undefined {
  if (name.length > 40) return undefined;
  let best: { n: string; d: number } | undefined;
  const limit = Math.max(1, Math.floor(name.length / 3));
  for (const n of defined) {
    if (Math.abs(n.length - name.length) > limit) continue;
    const d = distance(name, n);
    if (d <= limit && (!best || d < best.d || (d === best.d && n < best.n))) best = { n, d };
  }
  return best?.n;
}

/** Every text of a pack, with where it sits (skills, and a card's 使用时机 … 重铸时机 lines). */
function sourcesOf(pack: PackSyntax): Source[] {
  const out: Source[] = [];
  for (const g of pack.generals) for (const s of g.skills) out.push(s.source);
  for (const c of pack.cards) {
    for (const s of c.skills) out.push(s.source);
    if (c.windows) out.push(c.windows.source);
    if (c.targets) out.push(c.targets.source);
    if (c.effects) for (const e of c.effects) out.push(e.source);
    if (c.actions) out.push(c.actions.source);
    if (c.recast) out.push(c.recast.source);
  }
  return out;
}

/**
 * 【牌】 and 〖技能〗 names that neither the pack nor any other pack of the program defines.
 * `names` are every name in scope (the pack's own and the others').
 */
export function unknownNameDiagnostics(pack: PackSyntax, names: Names): Diagnostic[] {
  const out: Diagnostic[] = [];
  const where = "in this pack or in the other packs checked with it";
  for (const src of sourcesOf(pack)) {
    for (const t of src.tokens) {
      if (t.type !== CARD_NAME && t.type !== SKILL_NAME) continue;
      const card = t.type === CARD_NAME;
      // 〖燕语①〗 is part ① of 〖燕语〗.
      const name = card ? t.image.slice(1, -1) : t.image.slice(1, -1).replace(/[①②③④⑤⑥⑦⑧⑨]+$/u, "");
      if ((card ? names.cards : names.skills).has(name)) continue;
      const hint = closest(name, card ? names.cards : names.skills);
      const message = card ? `no card is named 【${name}】 ${where}` : `no skill is named 〖${name}〗 ${where}`;
      out.push(
        error(pack.file, card ? "E-UNKNOWN-CARD" : "E-UNKNOWN-SKILL", message, src.line, src.column + t.start, src.column + t.end, hint === undefined ? undefined : card ? `【${hint}】` : `〖${hint}〗`),
      );
    }
  }
  for (const d of pack.decks) {
    for (const e of d.entries) {
      if (names.cards.has(e.card)) continue;
      const hint = closest(e.card, names.cards);
      const message = `no card is named 【${e.card}】 ${where}: a deck lists card faces that 牌 lines define`;
      out.push(error(pack.file, "E-UNKNOWN-CARD", message, e.line, e.nameColumn, e.nameColumn + e.card.length + 2, hint === undefined ? undefined : `【${hint}】`));
    }
  }
  return dedupe(out);
}

/** One diagnostic per place (a deck line lists several cards of one face). */
function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const key = `${d.line}:${d.column}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
