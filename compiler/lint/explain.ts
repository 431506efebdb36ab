// `jinnang explain`: a skill or card of a pack, part by part, in words — timing (catalogue id
// and phrase), subject, 可, costs, effects (each a vocabulary row and the library builder it
// lowers to), modifiers, delayed effects — read by the table-driven grammar (grammar/pack.ts);
// plus its lowered IR (the library call tree, compiler/ir.ts) and its generated TypeScript.
import type { CardSyntax, PackSyntax, SkillSyntax, Source } from "../../grammar/pack.ts";
import type { Clause, Condition, Part, SkillText, SlotValue, Span, Stmt, TimingMatch, When } from "../../grammar/syntax.ts";
import type { UseWindowSyntax } from "../../grammar/rules/parts.ts";
import { ADVERBIALS } from "../../runtime/vocabulary/connectives.ts";
import { PREDICATES } from "../../runtime/vocabulary/predicates.ts";
import { isTimingId, timingRow } from "../../runtime/timing/catalogue.ts";
import { commentText, quote } from "../emit/module.ts";
import type { PackIR, X } from "../ir.ts";

export type Explained =
  | { readonly kind: "skill"; readonly skill: SkillSyntax; readonly owner: string; readonly name: string }
  | { readonly kind: "card"; readonly card: CardSyntax; readonly name: string };

/** Finds 〖name〗 under a general or card (a card's unnamed text goes by the card's name). */
export function findSkill(pack: PackSyntax, name: string): Explained | undefined {
  for (const g of pack.generals) {
    const skill = g.skills.find((s) => s.name.name === name);
    if (skill) return { kind: "skill", skill, owner: `武将 ${g.name.name}`, name };
  }
  for (const c of pack.cards) {
    const skill = c.skills.find((s) => s.name.name === name);
    if (skill) return { kind: "skill", skill, owner: `牌 ${c.kind ?? ""}【${c.name.name}】`, name };
  }
  return undefined;
}

/** 【杀】, 杀, 火【杀】 or 火杀: a kind (普/火/雷, 3.5.24) picks one of several faces of a name. */
export function findCard(pack: PackSyntax, written: string): Explained | undefined {
  const m = /^(普|火|雷)?【?([^【】]*)】?$/u.exec(written.trim());
  const candidates = (kind: string | null, name: string) => pack.cards.filter((c) => c.name.name === name && (kind === null || c.kind === kind));
  // 火杀 is a card named 火杀 if there is one, else the 火 kind of 【杀】.
  const found = candidates(null, written.replace(/^【(.*)】$/u, "$1"))[0] ?? (m ? candidates(m[1] ?? null, m[2])[0] : undefined);
  return found ? { kind: "card", card: found, name: `${found.kind ?? ""}【${found.name.name}】` } : undefined;
}

/** The lines of the file the target is written on (1-based, inclusive). */
export function linesOf(target: Explained): { readonly from: number; readonly to: number } {
  if (target.kind === "skill") return { from: target.skill.source.line, to: target.skill.source.line };
  const c = target.card;
  const lines = [c.line, c.windows?.source.line, c.targets?.source.line, c.actions?.source.line, c.recast?.source.line, ...(c.effects ?? []).map((e) => e.source.line), ...c.skills.map((s) => s.source.line)];
  return { from: c.line, to: Math.max(...lines.filter((l): l is number => l !== undefined)) };
}

const predicates = new Map(PREDICATES.map((r) => [r.id, r]));
const adverbials = new Map(ADVERBIALS.map((r) => [r.id, r]));
const PER: Readonly<Record<string, string>> = { playPhase: "出牌阶段", turn: "turn", round: "round", game: "game" };

/** The tokens of a span as written (a "/" reading's own words). */
function words(src: Source, span: Span): string {
  return src.tokens
    .slice(span.from, span.to)
    .map((t) => t.image)
    .join("");
}

/** Does the statement only state something (a modifier, 不能…) rather than do it? */
function isState(s: Stmt): boolean {
  if (s.kind === "defs") return true;
  if (s.kind === "do") return predicates.get(s.clause.match.row)?.class === "state" || s.clause.adverbials.some((a) => a.row === "cannot");
  if (s.kind === "if") return s.then.every(isState) && (s.otherwise ?? []).every(isState);
  return false;
}

function firstClause(stmts: readonly Stmt[] | null): Clause | null {
  const s = stmts?.[0];
  return s && (s.kind === "do" || s.kind === "unless") ? s.clause : null;
}

const LINKS: Readonly<Record<string, string>> = {
  after: "▷ only if the one before happened (3.5.12)",
  and: "并 together with the one before (3.5.19)",
  arrow: "▶ after the one before",
};

class Describer {
  readonly lines: string[] = [];
  constructor(private src: Source) {}

  say(depth: number, line: string): void {
    this.lines.push(`${"  ".repeat(depth)}${line}`);
  }

  text(span: Span): string {
    return words(this.src, span);
  }

  /** Reads `f` with another source (a card field's own line). */
  with(src: Source, f: () => void): void {
    const before = this.src;
    this.src = src;
    try {
      f();
    } finally {
      this.src = before;
    }
  }

  timing(depth: number, t: TimingMatch, cond: Condition | null): void {
    if (isTimingId(t.row)) {
      const row = timingRow(t.row as Parameters<typeof timingRow>[0]);
      this.say(depth, `timing: ${row.id} “${row.phrase}” (§${row.section}, event ${row.event}): “${this.text(t.span)}”`);
    } else if (t.row.startsWith("phase.this.")) {
      // 此阶段结束时: the phase the part's timing is in (a delayed effect's own timing).
      this.say(depth, `timing: ${t.row} — “${this.text(t.span)}” of the phase the effect is armed in`);
    } else this.say(depth, `timing: ${t.row} — “${this.text(t.span)}”`);
    for (const [slot, v] of Object.entries(t.slots)) this.slot(depth + 1, slot, v);
    for (const a of t.adverbials) this.say(depth + 1, `“${this.text(a.span)}”: ${adverbials.get(a.row)?.means ?? a.row}`);
    if (cond) this.say(depth + 1, `condition (若): “${this.text(cond.span)}”`);
  }

  when(depth: number, w: When): void {
    if (w.timings.length > 1) this.say(depth, `${w.timings.length} timing points (或): the part listens to each`);
    for (const t of w.timings) this.timing(depth, t.timing, t.cond);
  }

  /** A slot's filler: its words, and what a nested text inside it does. */
  slot(depth: number, name: string, v: SlotValue): void {
    if (Array.isArray(v)) {
      this.say(depth, `${name}:`);
      this.stmts(depth + 1, v);
      return;
    }
    if (v.kind === "gap") return;
    if (v.kind === "options") {
      for (const o of v.items) {
        this.say(depth, `option ${o.n}: “${o.text}”`);
        this.stmts(depth + 1, o.body);
      }
      return;
    }
    if (v.kind === "clause") {
      this.say(depth, `${name}: “${this.text(v.span)}” — ${this.operation(v)}`);
      return;
    }
    if (v.kind === "timing") {
      this.timing(depth, v, null);
      return;
    }
    this.say(depth, `${name}: “${this.text(v.span)}”`);
  }

  /** What a clause's row is and which library builder it lowers to. */
  operation(c: Clause): string {
    const row = predicates.get(c.match.row);
    if (!row) return c.match.row;
    const about = `${row.id} (§${row.section}): ${row.means}`;
    if (c.adverbials.some((a) => a.row === "cannot")) return `不能 ${about} — a state → j.m.cannot`;
    if (row.class === "state") return `state ${about} → j.m.${row.id}`;
    if (row.class === "test") return `test ${about} → j.q.${row.id}`;
    return `operation ${about} → j.op.${row.id}`;
  }

  clause(depth: number, label: string, c: Clause, link: string): void {
    const flags = [LINKS[link] ?? "", ...c.adverbials.filter((a) => a.row !== "cannot").map((a) => (a.row === "may" ? "可: optional (3.5.5)" : `${this.text(a.span)} (${adverbials.get(a.row)?.section ?? a.row})`))].filter(Boolean);
    this.say(depth, `${label}“${this.text(c.span)}” — ${this.operation(c)}${flags.length > 0 ? `; ${flags.join("; ")}` : ""}`);
    if (c.subject && c.subject.kind === "np") this.say(depth + 1, `performed by: “${this.text(c.subject.span)}”`);
    if (c.match.past) this.say(depth + 1, "read as having happened (过/未)");
    const subjectSlot = (c as { subjectSlot?: string }).subjectSlot;
    for (const [slot, v] of Object.entries(c.match.slots)) {
      if (slot === subjectSlot) continue;
      if (Array.isArray(v) || (typeof v === "object" && (v.kind === "options" || v.kind === "clause"))) this.slot(depth + 1, slot, v);
    }
  }

  stmt(depth: number, n: number, s: Stmt): void {
    const label = `${n}. `;
    switch (s.kind) {
      case "do":
        this.clause(depth, label, s.clause, s.link);
        return;
      case "unless":
        this.clause(depth, label, s.clause, s.link);
        this.say(depth + 1, "否则 (if it was not done, 3.5.17):");
        this.stmts(depth + 2, s.otherwise);
        return;
      case "if":
        this.say(depth, `${label}if (若) “${this.text(s.cond.span)}”${LINKS[s.link] ? `; ${LINKS[s.link]}` : ""}:`);
        this.stmts(depth + 1, s.then);
        if (s.otherwise) {
          this.say(depth, "   otherwise (否则):");
          this.stmts(depth + 1, s.otherwise);
        }
        return;
      case "switch":
        this.say(depth, `${label}by “${this.text(s.on.span)}” (若…：…；…):`);
        for (const c of s.cases) {
          this.say(depth + 1, `case “${this.text(c.test.span)}”:`);
          this.stmts(depth + 2, c.body);
        }
        return;
      case "delayed":
        this.say(depth, `${label}delayed effect （→） (3.5.13):`);
        this.when(depth + 1, s.when);
        if (s.cond) this.say(depth + 1, `condition (若): “${this.text(s.cond.span)}”`);
        this.say(depth + 1, "effects:");
        this.stmts(depth + 2, s.body);
        return;
      case "defs":
        this.say(depth, `${label}variables (3.4.11): ${s.defs.map((d) => `“${this.text(d.span)}”`).join(", ")}`);
        return;
    }
  }

  stmts(depth: number, stmts: readonly Stmt[]): void {
    stmts.forEach((s, i) => this.stmt(depth, i + 1, s));
  }

  part(depth: number, part: Part): void {
    const tags = part.tags.map((t) => this.text(t.span)).join("，");
    const mark = part.mark !== null ? `part ${"①②③④⑤⑥⑦⑧⑨⑩"[part.mark - 1] ?? part.mark}` : "part";
    this.say(depth, `${mark}${tags ? ` (${tags})` : ""}: “${this.text(part.span)}”`);
    if (part.sides) {
      // 3.5.62: each side reads as a part of its own with what is written before 阳.
      this.say(depth + 1, `转换技 (3.5.62): only the side of the current state (阳 at first) can be activated; activating it switches the state${part.limit ? "; the limit written before 阳 counts the two sides together" : ""}`);
      for (const side of part.sides) {
        this.say(depth + 1, `side ${side.state === "yang" ? "阳" : "阴"}:`);
        const cond = part.cond && side.cond ? null : (side.cond ?? part.cond);
        this.partBody(depth + 2, { ...part, when: side.when ?? part.when, cond, costs: side.costs, effects: [...part.effects, ...side.effects], sides: undefined, span: side.span });
        if (part.cond && side.cond) this.say(depth + 3, `condition (若) also: “${this.text(side.cond.span)}”`);
      }
      return;
    }
    this.partBody(depth, part);
  }

  partBody(depth: number, part: Part): void {
    const noTiming = part.when === null;
    const state = noTiming && !part.costs && part.limit === null && part.effects.every(isState);
    const active = !state && (noTiming || (part.when!.timings.length === 1 && part.when!.timings[0].timing.row === "phase.play.proper"));
    const limit = part.limit ? `, at most ${part.limit.times} time(s) per ${PER[part.limit.per] ?? part.limit.per} (4.1.1.6 ◆)` : "";
    if (state) this.say(depth + 1, "state part (持续): no timing, applies while it holds (003 专题一)");
    else if (active) this.say(depth + 1, `active skill: used at idle time points of 出牌阶段 (4.1.1.6)${limit}`);
    else {
      this.when(depth + 1, part.when!);
      if (limit) this.say(depth + 1, `limit: ${limit.slice(2)}`);
    }
    if (part.cond) this.say(depth + 1, `condition (若): “${this.text(part.cond.span)}”`);
    const first = firstClause(part.costs ?? part.effects);
    if (first?.subject && first.subject.kind === "np") this.say(depth + 1, `subject: “${this.text(first.subject.span)}”`);
    if (!state) {
      const may = first?.adverbials.some((a) => a.row === "may") ?? false;
      this.say(depth + 1, `可: ${may ? "yes, the owner chooses whether to use it (3.5.5)" : active ? "no, but an active skill is used only when its owner chooses to" : "no, mandatory"}`);
    }
    if (part.costs) {
      this.say(depth + 1, "costs (left of ▶, 3.5.11):");
      this.stmts(depth + 2, part.costs);
    }
    this.say(depth + 1, state ? "modifiers:" : "effects:");
    this.stmts(depth + 2, part.effects);
  }

  skillText(depth: number, t: SkillText): void {
    for (const p of t.parts) this.part(depth, p);
  }

  skill(s: SkillSyntax, name: string, owner: string, file: string): void {
    this.say(0, `〖${name}〗 — ${owner}, ${file}:${s.source.line}`);
    if (s.note) this.say(1, `note: ${s.note}`);
    if (s.texts.length === 1) {
      this.with(s.sources[0] ?? s.source, () => this.skillText(1, s.texts[0]));
      return;
    }
    s.texts.forEach((t, i) => {
      this.say(1, `reading ${i + 1} of ${s.texts.length} (“/” alternatives, 3.5.10):`);
      this.with(s.sources[i] ?? s.source, () => this.skillText(2, t));
    });
  }

  window(depth: number, w: UseWindowSyntax, src: Source): string {
    if (w.kind === "play") return `出牌阶段${w.limit ? ` (at most ${w.limit.times} per ${PER[w.limit.per] ?? w.limit.per})` : ""}`;
    return `“${words(src, w.span)}”`;
  }

  card(c: CardSyntax, file: string): void {
    const kind = [c.category, c.subtype].filter(Boolean).join(" · ");
    this.say(0, `${c.kind ?? ""}【${c.name.name}】 — ${kind}, ${file}:${c.line}`);
    if (c.attackRange !== null) this.say(1, `attack range: ${c.attackRange} (3.4.10)`);
    const windows = c.windows?.value ?? [];
    const targets = c.targets?.value ?? [];
    const effects = c.effects ?? [];
    const n = Math.max(windows.length, targets.length, effects.length);
    for (let i = 0; i < n; i++) {
      const w = windows[windows.length === 1 ? 0 : i];
      const t = targets[targets.length === 1 ? 0 : i];
      const when = w && c.windows ? this.window(1, w, c.windows.source) : "(no 使用时机 read)";
      const target = t && c.targets ? `“${words(c.targets.source, t.target.span)}”` : "(no 使用目标 read)";
      this.say(1, `use ${i + 1}: when ${when}; targets ${target}`);
      if (t?.paired && c.targets) this.say(2, `with each target, also chosen: “${words(c.targets.source, t.paired.span)}”`);
      if (w?.kind === "timing" && c.windows) {
        const src = c.windows.source;
        this.with(src, () => {
          this.when(2, w.when);
          if (w.cond) this.say(3, `condition (若): “${this.text(w.cond.span)}”`);
        });
      }
      if (effects.length > 1) {
        const e = effects[i];
        if (e) {
          this.say(2, "作用效果:");
          this.with(e.source, () => this.stmts(3, e.value));
        }
      }
    }
    if (effects.length === 1) {
      this.say(1, "作用效果:");
      this.with(effects[0].source, () => this.stmts(2, effects[0].value));
    }
    if (c.actions) {
      const src = c.actions.source;
      for (const a of c.actions.value) {
        this.with(src, () => {
          this.say(1, `执行动作 ${a.n}:`);
          this.when(2, a.when);
          this.say(2, "effects:");
          this.stmts(3, a.body);
        });
      }
    }
    if (c.recast) {
      const src = c.recast.source;
      this.say(1, `重铸时机: ${c.recast.value.map((w) => this.window(1, w, src)).join(" / ")}`);
    }
    if (c.skills.length > 0) {
      const names = c.skills.map((s) => `〖${s.name.name}〗`);
      this.say(1, `equipment skills: ${names.join(" ")} (explain them with --skill)`);
    }
  }
}

export function describe(target: Explained, file: string): string {
  if (target.kind === "skill") {
    const d = new Describer(target.skill.source);
    d.skill(target.skill, target.name, target.owner, file);
    return `${d.lines.join("\n")}\n`;
  }
  const c = target.card;
  const d = new Describer(c.windows?.source ?? c.targets?.source ?? c.effects?.[0]?.source ?? { file, line: c.line, column: 1, text: "", tokens: [] });
  d.card(c, file);
  return `${d.lines.join("\n")}\n`;
}

// ---------------------------------------------------------------- the IR and the TypeScript

type Call = Extract<X, { k: "call" }>;

/** The j.skill or j.card call of the target in the pack's call tree (matched by name and line). */
export function irOf(ir: PackIR | undefined, target: Explained): Call | undefined {
  if (!ir) return undefined;
  const fn = target.kind === "skill" ? "skill" : "card";
  const name = target.kind === "skill" ? target.skill.name.name : target.card.name.name;
  const line = target.kind === "skill" ? target.skill.name.line : target.card.line;
  const lists = ir.root.k === "call" ? ir.root.args[target.kind === "skill" ? "skills" : "cards"] : undefined;
  const items = lists?.k === "list" ? lists.items : [];
  return items.find((x): x is Call => {
    if (x.k !== "call" || x.fn !== fn) return false;
    const n = x.args.name;
    const l = x.args.line;
    return n?.k === "str" && n.s === name && l?.k === "num" && l.n === line;
  });
}

function scalar(x: X): string | null {
  switch (x.k) {
    case "num":
      return String(x.n);
    case "str":
      return quote(x.s);
    case "bool":
      return String(x.b);
    case "null":
      return "null";
    case "list": {
      const items = x.items.map(scalar);
      return items.every((i) => i !== null) ? `[${items.join(", ")}]` : null;
    }
    case "call":
      return null;
  }
}

/**
 * The call tree, one library builder per line: its scalar arguments inline (name=value), its
 * source position (@line:col), then each argument that is a call or a list of calls below it.
 */
export function irTree(x: X, depth = 0, label = ""): string[] {
  const pad = "  ".repeat(depth);
  const flat = scalar(x);
  if (flat !== null) return [`${pad}${label}${flat}`];
  if (x.k === "list") return [`${pad}${label.replace(/: $/u, ":")}`, ...x.items.flatMap((i) => irTree(i, depth + 1))];
  const call = x as Call;
  const inline: string[] = [];
  const nested: [string, X][] = [];
  for (const [k, v] of Object.entries(call.args)) {
    const s = scalar(v);
    if (s !== null) inline.push(`${k}=${s}`);
    else nested.push([k, v]);
  }
  const at = call.loc ? ` @${call.loc.line}:${call.loc.column}` : "";
  const head = `${pad}${label}${call.fn}${inline.length > 0 ? ` ${inline.join(" ")}` : ""}${at}`;
  return [head, ...nested.flatMap(([k, v]) => irTree(v, depth + 1, `${k}: `))];
}

/**
 * The target's call in the generated module: the emitter marks each skill and card with a
 * comment (`/* 〖名〗 line N *\/ j.skill({`); the call runs to the line that closes it at the
 * same indentation. A call short enough to stay on one line has no comment: it is found by name.
 */
export function tsOf(ts: string, target: Explained): string | undefined {
  const lines = ts.split("\n");
  const name = target.kind === "skill" ? target.skill.name.name : target.card.name.name;
  const line = target.kind === "skill" ? target.skill.name.line : target.card.line;
  const marker = `/* ${commentText(`${target.kind === "skill" ? `〖${name}〗` : `【${name}】`} line ${line}`)} */ `;
  const start = lines.findIndex((l) => l.trimStart().startsWith(marker));
  if (start < 0) {
    const fn = target.kind === "skill" ? "skill" : "card";
    const flat = lines.find((l) => l.includes(`j.${fn}({ name: ${quote(name)},`) && l.includes(`line: ${line} `));
    return flat ? `${flat.trim().replace(/,$/u, "")}\n` : undefined;
  }
  const indent = lines[start].length - lines[start].trimStart().length;
  const close = " ".repeat(indent);
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i] === `${close}}),` || lines[i] === `${close}})`) {
      return `${lines
        .slice(start, i + 1)
        .map((l) => l.slice(indent))
        .join("\n")
        .replace(/,$/u, "")}\n`;
    }
  }
  return undefined;
}
