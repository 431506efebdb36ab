// `jinnang explain`: a skill or card of a pack, part by part, in words — timing (catalogue id
// and phrase), subject, 可, costs, effects, modifiers — plus its IR and generated TypeScript.
import type {
  CardAst,
  ConditionAst,
  DelayedAst,
  EffectAst,
  EffectsAst,
  Node,
  PackAst,
  PartAst,
  SkillAst,
  TimingAst,
} from "../../grammar/legacy/ast.ts";
import { timingRow } from "../../runtime/timing/catalogue.ts";
import type { CardIR, PackIR, SkillIR } from "../legacy/ir.ts";

export type Explained =
  | { readonly kind: "skill"; readonly skill: SkillAst; readonly owner: string; readonly name: string }
  | { readonly kind: "card"; readonly card: CardAst; readonly name: string };

/** Finds 〖name〗 under a general or card (unnamed equipment skills go by the card's name). */
export function findSkill(ast: PackAst, name: string): Explained | undefined {
  for (const g of ast.generals) {
    const skill = g.skills.find((s) => s.name?.name === name);
    if (skill) return { kind: "skill", skill, owner: `武将 ${g.name.name}`, name };
  }
  for (const c of ast.cards) {
    const skill = c.skills.find((s) => (s.name?.name ?? c.name.name) === name);
    if (skill) return { kind: "skill", skill, owner: `牌 【${c.name.name}】`, name };
  }
  return undefined;
}

export function findCard(ast: PackAst, name: string): Explained | undefined {
  const card = ast.cards.find((c) => c.name.name === name);
  return card ? { kind: "card", card, name } : undefined;
}

class Describer {
  readonly lines: string[] = [];
  constructor(private readonly text: string) {}

  src(node: Node): string {
    return this.text.slice(node.range.start.offset, node.range.end.offset);
  }

  say(depth: number, line: string): void {
    this.lines.push(`${"  ".repeat(depth)}${line}`);
  }

  timing(depth: number, t: TimingAst): void {
    const row = timingRow(t.timing);
    const subject = t.subject === "owner" ? "the owner's (你)" : "anyone's";
    this.say(depth, `timing: ${row.id} “${row.phrase}” (§${row.section}, event ${row.event}) — ${subject} timing point`);
    if (t.card) this.say(depth + 1, `about the card: “${this.src(t.card)}”`);
    if (t.cards) this.say(depth + 1, `cards moved: “${this.src(t.cards)}”`);
    if (t.targetIs) this.say(depth + 1, "only when the target is you");
    if (t.scope === "thisTurn") this.say(depth + 1, "scope: this turn (于此回合内)");
  }

  condition(depth: number, c: ConditionAst | undefined): void {
    if (c) this.say(depth, `condition (若): “${this.src(c)}”`);
  }

  effect(depth: number, i: number, e: EffectAst): void {
    const p = e.predicate;
    const flags = [
      e.chained ? "▷ runs only if the previous one ran (3.5.12)" : "",
      e.simultaneous ? "并 together with the previous one (3.5.19)" : "",
      e.optional ? "可: optional (3.5.5)" : "",
    ].filter(Boolean);
    const what = p.method ? `operation ${p.op} → SkillContext.${p.method}` : `modifier ${p.op} (state, no action)`;
    this.say(depth, `${i}. “${this.src(e)}” — ${what}${flags.length ? `; ${flags.join("; ")}` : ""}`);
    if (e.subject) this.say(depth + 1, `performed by: “${this.src(e.subject)}”`);
    this.condition(depth + 1, e.condition);
    if (p.op === "chooseOption") {
      p.options.forEach((o, k) => {
        this.say(depth + 1, `option ${k + 1}:`);
        this.effects(depth + 2, o);
      });
    }
  }

  effects(depth: number, effects: EffectsAst): void {
    effects.effects.forEach((e, i) => this.effect(depth, i + 1, e));
    if (effects.delayed) this.delayed(depth, effects.delayed);
  }

  delayed(depth: number, d: DelayedAst): void {
    this.say(depth, "delayed effect （→） (3.5.13):");
    this.timing(depth + 1, d.timing);
    this.condition(depth + 1, d.condition);
    if (d.actor) this.say(depth + 1, `actor: “${this.src(d.actor)}”`);
    this.say(depth + 1, `可: ${d.optional ? "yes, the actor chooses (3.5.5)" : "no"}`);
    if (d.costs.length > 0) {
      this.say(depth + 1, "costs (left of ▶, 3.5.11):");
      d.costs.forEach((c, i) => this.effect(depth + 2, i + 1, c));
    }
    this.say(depth + 1, "effects:");
    this.effects(depth + 2, d.effects);
  }

  part(depth: number, part: PartAst, n: number, of: number): void {
    const tags = part.tags.map((t) => this.src(t)).join("，");
    this.say(depth, `${of > 1 ? `part ${part.index ?? n}` : "part"}${tags ? ` (${tags})` : ""}: “${this.src(part)}”`);
    const w = part.when;
    if (w.kind === "timing") this.timing(depth + 1, w.timing);
    else if (w.kind === "active") {
      const limit = w.limitPerPhase ? `, at most ${w.limitPerPhase} time(s) per phase` : "";
      this.say(depth + 1, `active skill: used at idle time points of 出牌阶段 (4.1.1.6)${limit}`);
    } else this.say(depth + 1, "state part (持续): no timing, applies while it holds (003 专题一)");
    this.condition(depth + 1, part.condition);
    if (part.actor) this.say(depth + 1, `subject: “${this.src(part.actor)}”`);
    if (w.kind !== "state") this.say(depth + 1, `可: ${part.optional ? "yes, the owner chooses whether to use it (3.5.5)" : "no, mandatory"}`);
    if (part.costs.length > 0) {
      this.say(depth + 1, "costs (left of ▶, 3.5.11):");
      part.costs.forEach((c, i) => this.effect(depth + 2, i + 1, c));
    }
    const modifiers = part.effects.effects.every((e) => e.predicate.method === null);
    this.say(depth + 1, modifiers && w.kind === "state" ? "modifiers:" : "effects:");
    this.effects(depth + 2, part.effects);
  }

  skill(s: SkillAst, name: string, owner: string, file: string): void {
    const tags = s.tags.map((t) => this.src(t)).join("，");
    this.say(0, `〖${name}〗 — ${owner}, ${file}:${s.range.start.line}${tags ? ` — tags: ${tags}` : ""}`);
    s.parts.forEach((p, i) => this.part(1, p, i + 1, s.parts.length));
  }

  card(c: CardAst, file: string): void {
    const kind = [c.category, c.subtype].filter(Boolean).join(" · ");
    this.say(0, `【${c.name.name}】 — ${kind}, ${file}:${c.range.start.line}`);
    if (c.attackRange !== undefined) this.say(1, `attack range: ${c.attackRange} (3.4.10)`);
    c.uses.forEach((u, i) => {
      const window =
        u.window.kind === "play"
          ? `出牌阶段${u.window.limitPerPhase ? ` (at most ${u.window.limitPerPhase} per phase)` : ""}`
          : `“${this.src(u.window)}”`;
      this.say(1, `use ${i + 1}: when ${window}; targets “${this.src(u.target)}”`);
      if (u.window.kind === "timing") this.timing(2, u.window.timing);
    });
    if (c.effect) {
      this.say(1, "作用效果:");
      this.effects(2, c.effect);
    }
    if (c.skillRefs.length > 0 || c.skills.length > 0) {
      const names = c.skills.map((s) => `〖${s.name?.name ?? c.name.name}〗`);
      this.say(1, `equipment skills: ${names.join(" ")} (explain them with --skill)`);
    }
  }
}

export function describe(target: Explained, text: string, file: string): string {
  const d = new Describer(text);
  if (target.kind === "skill") d.skill(target.skill, target.name, target.owner, file);
  else d.card(target.card, file);
  return `${d.lines.join("\n")}\n`;
}

export function irOf(ir: PackIR | undefined, target: Explained): SkillIR | CardIR | undefined {
  if (!ir) return undefined;
  return target.kind === "skill" ? ir.skills.find((s) => s.name === target.name) : ir.cards.find((c) => c.name === target.name);
}

/** The object literal for `name` in the generated module's `skills: [` or `cards: [` list. */
export function tsOf(ts: string, target: Explained): string | undefined {
  const lines = ts.split("\n");
  const list = lines.indexOf(target.kind === "skill" ? "  skills: [" : "  cards: [");
  if (list < 0) return undefined;
  for (let i = list + 1; i < lines.length && lines[i] !== "  ],"; i++) {
    if (lines[i] !== "    {" || lines[i + 1] !== `      name: ${JSON.stringify(target.name)},`) continue;
    const end = lines.indexOf("    },", i);
    if (end > i) return `${lines.slice(i, end + 1).map((l) => l.slice(4)).join("\n")}\n`;
  }
  return undefined;
}

/**
 * The pack reduced to what `target` needs — the 扩展包 line, its block's header and lines —
 * with every other line blanked, so line numbers stay and errors elsewhere do not block it.
 */
export function reducedSource(text: string, target: Explained): string {
  const node = target.kind === "skill" ? target.skill : target.card;
  const lines = text.split("\n");
  // The block header is the nearest 武将/牌 line at or above the node.
  let header = node.range.start.line - 1;
  while (header > 0 && !/^(武将|牌)\s/u.test(lines[header])) header--;
  const keep = new Set<number>([header]);
  for (let l = node.range.start.line - 1; l <= node.range.end.line - 1; l++) keep.add(l);
  if (target.kind === "card") {
    for (let l = header + 1; l < lines.length && lines[l].trim() !== "" && !/^(武将|牌|牌堆|扩展包)\s/u.test(lines[l]); l++) keep.add(l);
  }
  return lines.map((l, i) => (keep.has(i) || /^扩展包(\s|$)/u.test(l) ? l : "")).join("\n");
}
