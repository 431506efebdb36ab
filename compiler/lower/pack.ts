// A pack's syntax → its IR: generals, card faces, skills and decks as one j.pack({…}) call.
// A skill the lowering refuses is an error on the span it refuses (faithful or refused); with
// `allowPartial` it is a warning and the skill is left out, with the warning kept for play/sim.
import type { PackSyntax, SkillSyntax, Source } from "../../grammar/pack.ts";
import type { Diagnostic } from "../../grammar/diagnostic.ts";
import { bool, call, list, num, str, type PackIR, type X } from "../ir.ts";
import { locOf, textOf, type Names } from "./context.ts";
import { Refusal } from "./refuse.ts";
import { lowerSkillText } from "./parts.ts";
import { lowerCard } from "./cards.ts";
import { PUBLIC_AREAS } from "../../runtime/vocabulary/nouns.ts";
import type { PublicArea } from "../../runtime/model/types.ts";

export interface LowerOptions {
  /** Leave out skills that do not compile (with a warning) instead of failing the build. */
  readonly allowPartial?: boolean;
  /** Names defined by the other packs compiled together (界 versions reuse standard names). */
  readonly others?: Names;
}

export interface Lowered {
  readonly ir: PackIR;
  readonly diagnostics: Diagnostic[];
}

/** A refusal's message in the designer's words: `{text}` is the refused words of the text. */
function messageOf(src: Source, r: Refusal): string {
  if (!r.message.includes("{text}")) return r.message;
  const words = textOf(src, r.span);
  return r.message.replace("{text}", words.length > 30 ? `${words.slice(0, 30)}…` : words);
}

function diagnostic(src: Source, r: Refusal, severity: "error" | "warning"): Diagnostic {
  const loc = locOf(src, r.span.to > r.span.from ? r.span : { from: 0, to: src.tokens.length });
  const message = messageOf(src, r);
  return { severity, code: severity === "warning" ? "W-NOT-COMPILED" : r.code, message: severity === "warning" ? `left out: ${message}` : message, file: src.file, line: loc.line, column: loc.column, endLine: loc.endLine, endColumn: loc.endColumn };
}

/** Names a pack defines. */
export function namesOf(pack: PackSyntax): Names {
  return {
    cards: new Set(pack.cards.map((c) => c.name.name)),
    skills: new Set([...pack.generals.flatMap((g) => g.skills.map((s) => s.name.name)), ...pack.cards.flatMap((c) => c.skills.map((s) => s.name.name))]),
    derived: new Set(pack.decks.filter((d) => d.derived).flatMap((d) => d.entries.map((e) => e.card))),
  };
}

/** “X” words the pack's texts use as marks and never as piles: 有“鉴” then reads the marks (4.2.25). */
function marksOf(pack: PackSyntax): ReadonlySet<string> {
  const texts = [...pack.generals.flatMap((g) => g.skills), ...pack.cards.flatMap((c) => c.skills)].map((s) => s.source.text);
  const found = (re: RegExp) => new Set(texts.flatMap((t) => [...t.matchAll(re)].map((m) => m[1])));
  // (A name stops at the next “ too: an unclosed “ must not make every “ scan to the end of the line.)
  const marks = new Set([...found(/枚“([^”“]+)”/gu), ...found(/“([^”“]+)”标记/gu)]);
  for (const pile of found(/称为“([^”“]+)”/gu)) marks.delete(pile);
  return marks;
}

/**
 * “X” piles the pack's texts put on a general card other than 你's (3.3.16 ◆: 置于武将牌上 with no
 * owner is one's own). A bare “X” then names those cards wherever they are.
 */
function sharedPilesOf(pack: PackSyntax): ReadonlySet<string> {
  const texts = [...pack.generals.flatMap((g) => g.skills), ...pack.cards.flatMap((c) => c.skills)].map((s) => s.source.text);
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(/置于([^，。；▶▷（]*?)的?武将牌[上旁]（均?称为“([^”“]+)”[，）]/gu)) if (m[1] !== "" && !m[1].endsWith("你")) out.add(m[2]);
  }
  return out;
}

/** “X” words the pack's texts give cards put into 仓廪/府库 (3.3.18 ◆, 3.3.19 ◆), with the zone. */
function publicPilesOf(pack: PackSyntax): ReadonlyMap<string, PublicArea> {
  const texts = [...pack.generals.flatMap((g) => g.skills), ...pack.cards.flatMap((c) => c.skills)].map((s) => s.source.text);
  const out = new Map<string, PublicArea>();
  for (const zone of PUBLIC_AREAS.filter((z) => z.names)) {
    const re = new RegExp(`置入${zone.word}（均?称为“([^”“]+)”[，）]`, "gu");
    for (const t of texts) for (const m of t.matchAll(re)) out.set(m[1], zone.area);
  }
  return out;
}

export function lowerPack(pack: PackSyntax, options: LowerOptions = {}): Lowered {
  const diagnostics: Diagnostic[] = [];
  const own = namesOf(pack);
  const names: Names = {
    cards: new Set([...own.cards, ...(options.others?.cards ?? [])]),
    skills: new Set([...own.skills, ...(options.others?.skills ?? [])]),
    derived: new Set([...(own.derived ?? []), ...(options.others?.derived ?? [])]),
    marks: marksOf(pack),
    publicPiles: publicPilesOf(pack),
    sharedPiles: sharedPilesOf(pack),
  };
  const skills: X[] = [];
  const compiled = new Set<string>();

  const lowerSkill = (s: SkillSyntax, equipment: boolean): void => {
    if (s.texts.length === 0) return; // the grammar already reported why
    // Each "/" variant has its own token list: its spans are placed with its own source.
    let src = s.source;
    try {
      // A "/" splits the text into readings; a part that reads the same in each (〖X〗①…②使用/打出…③…:
      // ① and ③) is one part of the skill, not one per reading.
      const first = s.texts[0];
      const firstSrc = s.sources[0] ?? s.source;
      const parts = s.texts.flatMap((t, i) => {
        const own = s.sources[i] ?? s.source;
        const same = new Set(i === 0 ? [] : t.parts.flatMap((p, k) => (first.parts[k] && textOf(own, p.span) === textOf(firstSrc, first.parts[k].span) ? [k] : [])));
        return lowerSkillText(t, (src = own), names, s.name.name, same);
      });
      const tags = new Set(s.texts.flatMap((t) => t.parts.flatMap((p) => p.tags.map((x) => x.row))));
      skills.push(call("skill", { name: str(s.name.name), tags: list([...tags].map(str)), parts: list(parts), line: num(s.name.line), ...(equipment ? { equipment: bool(true) } : {}) }));
      compiled.add(s.name.name);
    } catch (e) {
      // A fault of the compiler itself is an error on the skill's line, never a crash of the build.
      if (!(e instanceof Refusal)) {
        diagnostics.push(diagnostic(src, new Refusal({ from: 0, to: 0 }, `internal error while compiling this skill (a bug in jinnang, please report it): ${(e as Error).message}`, "E-INTERNAL"), "error"));
        return;
      }
      diagnostics.push(diagnostic(src, e, options.allowPartial ? "warning" : "error"));
    }
  };

  for (const g of pack.generals) for (const s of g.skills) lowerSkill(s, false);
  for (const c of pack.cards) for (const s of c.skills) lowerSkill(s, true);

  const generals = pack.generals.map((g) => {
    const granted = grantedSkills(g.skills.map((s) => s.name.name), skills);
    const list_ = g.skills.map((s) => s.name.name).filter((n) => compiled.has(n) || !own.skills.has(n));
    return call("general", {
      name: str(g.name.name),
      faction: str(g.faction),
      gender: str(g.gender),
      hp: num(g.hp),
      lord: bool(g.lord),
      skills: list(list_.filter((n) => !granted.has(n)).map(str)),
      ...(granted.size > 0 ? { granted: list([...granted].filter((n) => list_.includes(n)).map(str)) } : {}),
      line: num(g.line),
    });
  });

  const cards: X[] = [];
  for (const c of pack.cards) {
    const skillNames = c.skills.map((s) => s.name.name).filter((n) => compiled.has(n));
    try {
      cards.push(lowerCard(c, names, skillNames.map(str)));
    } catch (caught) {
      // A fault of the compiler itself: an error on the card, never a crash of the build.
      const e = caught instanceof Refusal ? caught : new Refusal({ from: 0, to: 0 }, `internal error while compiling this card (a bug in jinnang, please report it): ${(caught as Error).message}`, "E-INTERNAL");
      const src = c.effects?.[0]?.source ?? c.targets?.source ?? c.windows?.source;
      // A refusal of the whole card (its "/" alternatives do not pair up) is shown on its name.
      if (src && e.span.to <= e.span.from) diagnostics.push({ ...diagnostic(src, e, options.allowPartial ? "warning" : "error"), line: c.name.line, column: c.name.column - 1, endLine: c.name.line, endColumn: c.name.endColumn + 1 });
      else if (src) diagnostics.push(diagnostic(src, e, options.allowPartial ? "warning" : "error"));
      else diagnostics.push({ severity: "error", code: e.code, message: e.message.replace("{text}", `【${c.name.name}】`), file: pack.file, line: c.line, column: 1, endLine: c.line, endColumn: 2 });
    }
  }

  const decks = pack.decks.map((d) =>
    call("deck", {
      name: str(d.name.name),
      cards: list(d.entries.map((e) => call("deckCard", { name: str(e.card), ...(e.kind ? { kind: str(e.kind) } : {}), suit: str(e.suit), rank: num(e.rank) }))),
      ...(d.derived ? { derived: bool(true) } : {}),
      line: num(d.line),
    }),
  );

  const root = call("pack", { name: str(pack.name?.name ?? "未命名"), file: str(pack.file), generals: list(generals), cards: list(cards), skills: list(skills), decks: list(decks) });
  return { ir: { name: pack.name?.name ?? "未命名", root, skills: skills.length, cards: decks.reduce((n, d) => n + (d.k === "call" && !d.args.derived && d.args.cards?.k === "list" ? d.args.cards.items.length : 0), 0), generals: generals.length }, diagnostics };
}

/**
 * Skills of a general that another of its skills gains (获得〖X〗): not owned at the start. The
 * owned ones are those no other gains, and what they gain is not; skills that only gain each other
 * (〖蓄势〗获得〖奔雷〗, 〖奔雷〗获得〖蓄势〗) start with the first printed, as a general's card has it.
 */
function grantedSkills(names: readonly string[], skills: readonly X[]): Set<string> {
  const mine = new Set(names);
  const gains = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  const visit = (x: X, from: string): void => {
    if (x.k === "list") x.items.forEach((i) => visit(i, from));
    if (x.k !== "call") return;
    if (x.fn === "op.gainSkill") {
      const collect = (s: X | undefined): void => {
        if (!s || s.k !== "call") return;
        if (s.fn === "sk.named" && s.args.name?.k === "str" && mine.has(s.args.name.s) && s.args.name.s !== from) gains.get(from)!.add(s.args.name.s);
        if (s.fn === "sk.union" && s.args.items?.k === "list") s.args.items.items.forEach(collect);
      };
      collect(x.args.what);
    }
    for (const a of Object.values(x.args)) visit(a, from);
  };
  for (const s of skills) {
    if (s.k !== "call" || s.args.name?.k !== "str" || !mine.has(s.args.name.s)) continue;
    visit(s, s.args.name.s);
  }
  const gained = new Set([...gains.values()].flatMap((g) => [...g]));
  const owned = new Set(names.filter((n) => !gained.has(n)));
  const granted = new Set<string>();
  const reach = (from: string): void => {
    for (const g of gains.get(from) ?? []) {
      if (owned.has(g) || granted.has(g)) continue;
      granted.add(g);
      reach(g);
    }
  };
  for (const n of owned) reach(n);
  for (const n of names) {
    if (owned.has(n) || granted.has(n)) continue;
    owned.add(n);
    reach(n);
  }
  return granted;
}
