// Helpers for the tests of chapter 3 state and chapter 4 events: the slice pack plus test-only
// skills (each reduced to the part a rule needs) and a four-player board.
import standardSlice from "../fixtures/standardSlice.ts";
import {
  createScenario,
  type GeneralDef,
  type Pack,
  type Scenario,
  type ScenarioOptions,
  type ScenarioPlayer,
  type SkillContext,
  type SkillDef,
  type TimingId,
} from "../../runtime/index.ts";

const at = { file: "tests/runtime/opsHelpers.ts", line: 1, column: 1 };

/** A trigger skill: at `timing`, for its owner's timing points, it draws one card (optionally 可). */
export function drawOnce(name: string, timing: TimingId, opts: { optional?: boolean; tags?: SkillDef["tags"]; subject?: "owner" | "any" } = {}): SkillDef {
  return {
    name,
    tags: opts.tags ?? [],
    parts: [
      {
        kind: "trigger",
        timing,
        subject: opts.subject ?? "owner",
        optional: opts.optional ?? false,
        effect: (ctx: SkillContext) => void ctx.draw(ctx.you, 1),
        source: at,
      },
    ],
    source: at,
  };
}

/** An active skill (出牌阶段): draws one card; tags make it 限定技 / 转换技 … */
export function activeDraw(name: string, tags: SkillDef["tags"] = []): SkillDef {
  return {
    name,
    tags,
    parts: [{ kind: "active", phase: "play", effect: (ctx: SkillContext) => void ctx.draw(ctx.you, 1), source: at }],
    source: at,
  };
}

/** A skill with any one trigger part. */
export function trigger(name: string, timing: TimingId, effect: (ctx: SkillContext) => void, opts: { subject?: "owner" | "any"; optional?: boolean; condition?: (ctx: SkillContext) => boolean } = {}): SkillDef {
  return {
    name,
    tags: [],
    parts: [
      {
        kind: "trigger",
        timing,
        subject: opts.subject ?? "owner",
        optional: opts.optional ?? false,
        ...(opts.condition ? { condition: opts.condition } : {}),
        effect,
        source: at,
      },
    ],
    source: at,
  };
}

export function general(name: string, skills: readonly string[], hp = 4): GeneralDef {
  return { name, faction: "qun", gender: "male", hp, lord: false, skills, source: at };
}

/** The slice plus extra skills; players are the slice's generals or `白板` (no skills, 4 hp). */
export function packWith(skills: readonly SkillDef[] = []): Pack {
  return { ...standardSlice, generals: [...standardSlice.generals, general("白板", [])], skills: [...standardSlice.skills, ...skills] };
}

/** Four 白板 players (seat 0 the lord), each overridable. */
export function board(over: Partial<Record<number, Partial<ScenarioPlayer>>> = {}, n = 4): ScenarioPlayer[] {
  return Array.from({ length: n }, (_, i) => ({ general: "白板", ...(over[i] ?? {}) }));
}

export function scenarioWith(skills: readonly SkillDef[], options: Omit<ScenarioOptions, "packs">): Scenario {
  return createScenario({ packs: [packWith(skills)], ...options });
}

export function only(timings: readonly string[], ...prefixes: string[]): string[] {
  return timings.filter((t) => prefixes.some((p) => t.startsWith(p)));
}

export function without(timings: readonly string[], ...prefixes: string[]): string[] {
  return timings.filter((t) => !prefixes.some((p) => t.startsWith(p)));
}

export const MOVE = ["move.decided", "move.before.1", "move.before.2", "move.after.1", "move.after.2", "move.end"];
export const HP_DEDUCT = ["hpDeduct.before", "hpDeduct.during", "hpDeduct.after", "hpDeduct.end"];
export const STATE = ["state.before.1", "state.before.2", "state.after", "state.end"];
export const DAMAGE_HEAD = [
  "damage.beforeSettle",
  "damage.settleStart",
  "damage.cause.1",
  "damage.cause.2",
  "damage.cause.3",
  "damage.take.1",
  "damage.take.2",
  "damage.take.3",
];
export const DAMAGE_TAIL = ["damage.caused", "damage.taken", "damage.end"];

export function names(s: Scenario, cards: readonly number[]): string[] {
  return cards.map((c) => s.card(c).name);
}
