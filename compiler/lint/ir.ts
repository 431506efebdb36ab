// Reading the compiled IR (compiler/ir.ts) for rules on meaning: the skills with their parts,
// the timings a trigger part answers, and the operations of its costs and effects with their
// source locations.
import { TIMINGS } from "../../runtime/timing/catalogue.ts";
import { isCall, type Loc, type X } from "../ir.ts";
import type { LintContext, Statement } from "./source.ts";

export type Call = Extract<X, { k: "call" }>;

export interface IrPart {
  readonly node: Call;
  /** part.trigger, part.active, part.state … */
  readonly kind: string;
  /** Catalogue timing ids of a trigger part (its `on`). */
  readonly timings: readonly string[];
  readonly costs?: X;
  readonly effects?: X;
}

export interface IrSkill {
  readonly name: string;
  /** 1-based line of the skill in the source. */
  readonly line: number;
  readonly parts: readonly IrPart[];
}

const asList = (x: X | undefined): readonly X[] => (x?.k === "list" ? x.items : x ? [x] : []);
const str = (x: X | undefined): string | undefined => (x?.k === "str" ? x.s : undefined);
const num = (x: X | undefined): number | undefined => (x?.k === "num" ? x.n : undefined);

/** Every compiled skill (generals' and cards' skills) with its parts. */
export function skillsOf(context: LintContext): IrSkill[] {
  const root = context.ir?.root;
  if (!root || !isCall(root)) return [];
  const skills: IrSkill[] = [];
  for (const s of asList(root.args["skills"])) {
    if (!isCall(s, "skill")) continue;
    const parts: IrPart[] = [];
    for (const p of asList(s.args["parts"])) {
      if (!isCall(p)) continue;
      const timings = asList(p.args["on"]).flatMap((at) => (isCall(at) ? [str(at.args["timing"])].filter((t): t is string => !!t) : []));
      parts.push({ node: p, kind: p.fn, timings, ...(p.args["costs"] ? { costs: p.args["costs"] } : {}), ...(p.args["effects"] ? { effects: p.args["effects"] } : {}) });
    }
    skills.push({ name: str(s.args["name"]) ?? "", line: num(s.args["line"]) ?? 0, parts });
  }
  return skills;
}

/** Every call in a subtree, depth first, with the calls above it (nearest last). */
export function walk(x: X | undefined, visit: (c: Call, above: readonly Call[]) => void, above: Call[] = []): void {
  if (!x) return;
  if (x.k === "list") {
    for (const i of x.items) walk(i, visit, above);
    return;
  }
  if (x.k !== "call") return;
  visit(x, above);
  above.push(x);
  for (const v of Object.values(x.args)) walk(v, visit, above);
  above.pop();
}

/** The operations (op.*) in a subtree, with the calls above each. */
export function opsIn(x: X | undefined): { op: Call; above: readonly Call[] }[] {
  const out: { op: Call; above: readonly Call[] }[] = [];
  walk(x, (c, above) => {
    if (c.fn.startsWith("op.")) out.push({ op: c, above: [...above] });
  });
  return out;
}

/** File offsets of an IR location (a point when it has no end on its line). */
export function locOffsets(context: LintContext, loc: Loc): { start: number; end: number } {
  const start = context.offsetAt(loc.line, loc.column);
  const end = loc.endLine === loc.line && loc.endColumn > loc.column ? context.offsetAt(loc.endLine, loc.endColumn) : start + 1;
  return { start, end };
}

/** The first location in a subtree (an operation's own, else its first argument's). */
export function firstLoc(x: X | undefined): Loc | undefined {
  let found: Loc | undefined;
  walk(x, (c) => {
    if (!found && c.loc) found = c.loc;
  });
  return found;
}

/** The statement (source line) a compiled skill came from. */
export function statementOf(context: LintContext, skill: IrSkill): Statement | undefined {
  return context.statementAt(skill.line);
}

/** The value of a fixed number (v.int), else undefined. */
export function fixedNumber(x: X | undefined): number | undefined {
  return x && isCall(x, "v.int") ? num(x.args["n"]) : undefined;
}

/** The catalogue timings named in a call's arguments other than `body` (s.delay's own timing). */
function timingsOfDelay(delay: Call): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(delay.args)) {
    if (k === "body") continue;
    walk(v, (c) => {
      if (isCall(c, "at") && c.args["timing"]?.k === "str") out.push((c.args["timing"] as { s: string }).s);
    });
  }
  return out;
}

/**
 * The operations of a part (costs and effects) with the timings they happen at: the part's
 * own, or for an operation inside a delayed effect （→） that effect's timing.
 */
export function opsWithTimings(part: IrPart): { op: Call; timings: readonly string[]; inCost: boolean }[] {
  const out: { op: Call; timings: readonly string[]; inCost: boolean }[] = [];
  for (const [x, inCost] of [[part.costs, true], [part.effects, false]] as const) {
    for (const { op, above } of opsIn(x)) {
      const delay = [...above].reverse().find((c) => c.fn === "s.delay");
      out.push({ op, timings: delay ? timingsOfDelay(delay) : part.timings, inCost: inCost && !delay });
    }
  }
  return out;
}

/** A catalogue timing's phrase (受到伤害后 …) for messages, or its id. */
export function timingPhrase(id: string): string {
  return TIMING_PHRASES.get(id) ?? id;
}
const TIMING_PHRASES = new Map(TIMINGS.map((t) => [t.id, t.phrase]));
