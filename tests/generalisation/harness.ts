// The harness of the generalisation checks (issue #5): each batch is a pack of blind skills
// written from the rulebook alone, with an oracle (.md) of what each should do. One module so that
// every batch compiles, boards and counts its figures the same way.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { CompileFailure, compileTexts, loadTexts } from "../../compiler/compile.ts";
import { createScenario, type Pack, type ScenarioOptions, type ScenarioPlayer } from "../../runtime/index.ts";
import { PACK_FILES } from "../support/packs.ts";
import { ScriptedAgent, type ScriptStep } from "../../runtime/agents/scripted.ts";

export type Scenario = ReturnType<typeof createScenario>;

/** The packs a batch runs beside: the standard pack and the 军争 pack. */
function basePacks(): { file: string; text: string }[] {
  return [PACK_FILES.standard, PACK_FILES.maneuvering].map((file) => ({ file, text: readFileSync(file, "utf8") }));
}

/** A batch compiled as written: its skill lines and the lines with an error. */
export function compileBatch(file: string): { lines: string[]; skillLines: number[]; errorLines: number[] } {
  const [, , batch] = compileTexts([...basePacks(), { file, text: readFileSync(file, "utf8") }], { emit: false });
  const lines = readFileSync(file, "utf8").split("\n");
  const skillLines = lines.flatMap((l, i) => (l.startsWith("〖") ? [i + 1] : []));
  const errorLines = [...new Set(batch.diagnostics.filter((d) => d.severity === "error").map((d) => d.line))].sort((a, b) => a - b);
  return { lines, skillLines, errorLines };
}

/**
 * A batch's compile figure (issue #5): `now` of its 40 skills compile as written (never fewer than
 * `first`, as first measured); every refused line is in `refused`, and none outside `firstRefused`.
 */
export function compileFigure(title: string, file: string, f: { firstRefused: readonly number[]; refused: readonly number[]; first: number; now: number }): void {
  describe(title, () => {
    test(`${f.now} of 40 compile as written (first: ${f.first}); the rest are refused on their own lines`, () => {
      const { lines: text, skillLines, errorLines } = compileBatch(file);
      expect(skillLines).toHaveLength(40);
      for (const line of errorLines) expect(f.refused, `line ${line}: ${text[line - 1]}`).toContain(line);
      // The lists stay true: a line that compiles since leaves `refused`, and the figure rises with it.
      expect([...errorLines].sort((a, b) => a - b)).toEqual([...f.refused].sort((a, b) => a - b));
      expect(skillLines.length - errorLines.length).toBe(f.now);
      expect(f.now).toBeGreaterThanOrEqual(f.first);
      expect(errorLines.every((l) => f.firstRefused.includes(l))).toBe(true);
    });
  });
}

/**
 * Loads a batch for behaviour tests, with its refused lines commented out so the rest loads, and
 * returns a board factory on it and the ok/wrong test forms: `wrong` keeps a behaviour the compiled
 * skill does NOT show as test.fails, so the figure stays honest and flips when the bug is fixed.
 */
export function behaviourHarness(file: string, refused: readonly number[], opts: { readonly standIns?: Readonly<Record<number, string>> } = {}) {
  let packs: Pack[] = [];
  /** Lines left out because they name a refused skill with no stand-in (获得〖破竹〗 when 〖破竹〗 is refused). */
  const dependent: number[] = [];
  beforeAll(async () => {
    const out = new Set(refused);
    const lines = readFileSync(file, "utf8").split("\n");
    // A stand-in replaces a refused line only so that a compiled line naming its skill loads (〖铁壁〗's 获得〖破竹〗);
    // the stand-in itself is never tested.
    const standIns = opts.standIns ?? {};
    for (;;) {
      const text = lines.map((l, i) => standIns[i + 1] ?? (out.has(i + 1) ? `# refused: ${l}` : l)).join("\n");
      try {
        packs = await loadTexts([...basePacks(), { file: file.split("/").pop()!, text }], { allowPartial: true });
        return;
      } catch (e) {
        const names = e instanceof CompileFailure ? e.diagnostics.filter((d) => d.severity === "error" && d.code === "E-UNKNOWN-SKILL" && !out.has(d.line)).map((d) => d.line) : [];
        if (names.length === 0) throw e;
        for (const l of names) (out.add(l), dependent.push(l));
      }
    }
  }, 120_000);
  /** Skills with at least one behaviour test that fails today (test.fails). */
  const misbehaving = new Set<string>();
  const tested = new Set<string>();
  return {
    board: (players: ScenarioPlayer[], more: Partial<ScenarioOptions> = {}): Scenario => createScenario({ packs, players, ...more }),
    /** A behaviour the text has and the compiled skill shows. */
    ok(skill: string, name: string, fn: () => void): void {
      tested.add(skill);
      test(name, fn);
    },
    /** A behaviour the text has and the compiled skill does NOT show (the comment says why). */
    wrong(skill: string, name: string, fn: () => void): void {
      tested.add(skill);
      misbehaving.add(skill);
      test.fails(name, fn);
    },
    misbehaving: misbehaving as ReadonlySet<string>,
    tested: tested as ReadonlySet<string>,
    dependent: dependent as readonly number[],
  };
}

/** A skill-less seat (白板, 群, male, 4 hp). */
export const B = (more: Partial<ScenarioPlayer> = {}): ScenarioPlayer => ({ general: "白板", ...more });
/** A seat with the given blind skills on a 白板. */
export const own = (skills: string[], more: Partial<ScenarioPlayer> = {}): ScenarioPlayer => ({ general: "白板", skills, ...more });
/** Log and state readers the behaviour tests share. */
export const hp = (s: Scenario, seat: number) => s.player(seat).hp;
export const damages = (s: Scenario) => s.entries().flatMap((e) => (e.t === "damage" ? [e] : []));
export const uses = (s: Scenario) => s.entries().flatMap((e) => (e.t === "use" ? [e] : []));
export const plays = (s: Scenario) => s.entries().flatMap((e) => (e.t === "play" ? [e] : []));
export const pindians = (s: Scenario) => s.entries().flatMap((e) => (e.t === "pindian" ? [e] : []));
export const names = (s: Scenario, ids: readonly number[]) => ids.map((c) => s.card(c).name);
export const equipNames = (s: Scenario, seat: number) => names(s, Object.values(s.player(seat).equipment) as number[]);
export const discardNames = (s: Scenario) => s.engine.state.discardPile.map((c) => s.card(c).name);
export const skillsUsed = (s: Scenario) => s.entries().flatMap((e) => (e.t === "skill" ? [e.skill] : []));
/** The cards of a seat's “X” pile, by name. */
export const pileNames = (s: Scenario, seat: number, pile: string) => names(s, s.engine.state.pile(seat, pile));
/** n cards of one name (a draw pile to draw from). */
export const fill = (n: number, c = "闪") => Array(n).fill(c) as string[];
/** Cards drawn into a seat's hand (move entries of reason draw). */
export const drawn = (s: Scenario, seat: number) => s.entries().reduce((n, e) => n + (e.t === "move" && e.reason === "draw" ? e.to.filter((z) => z === `hand${seat}`).length : 0), 0);
/** A scripted answer the request does not allow (an illegal choice, a player not among the candidates, too many). */
export const REFUSED_ANSWER = /illegal|not a candidate|which takes/;
/**
 * The scripted play action is not an option: either refused outright, or — when ending the phase is the only option left —
 * the harness takes "end" without asking and the scripted play step is left unused.
 */
export function notAnOption(s: Scenario, seat = 0): void {
  try {
    s.runPhase(seat, "play");
  } catch (e) {
    expect(String(e)).toMatch(/not an option/);
    return;
  }
  const left = (s.agents[seat] as { remaining?: readonly object[] }).remaining ?? [];
  expect(left.length > 0 && "play" in left[0]).toBe(true);
}
/** Whether the owner was asked about the skill, or it was activated without asking. */
export const asked = (s: Scenario, skill: string) =>
  s.entries().some((e) => (e.t === "decision" || e.t === "forced") && e.request === "activate" && e.reason === skill) || skillsUsed(s).includes(skill);
export const phases = (s: Scenario, seat = 0) => s.entries().flatMap((e) => (e.t === "phase" && e.player === seat && !e.skipped ? [e.phase] : []));
export const turns = (s: Scenario) => s.entries().flatMap((e) => (e.t === "turn" ? [e.player] : []));
/** Fails when a scripted agent has steps left: the script expected a request that never came. */
export function done(s: Scenario): void {
  s.agents.forEach((a, seat) => {
    const left = (a as { remaining?: readonly unknown[] }).remaining;
    if (left && left.length > 0) throw new Error(`seat ${seat}: script steps left: ${JSON.stringify(left)}`);
  });
}

/** A scripted agent that calls `probe` each time it is asked for a play action (to read the state mid-phase). */
export function probing(steps: ScriptStep[], probe: () => void): ScriptedAgent {
  const a = new ScriptedAgent(steps, "scripted agent");
  const play = a.playAction.bind(a);
  a.playAction = (r, v) => {
    probe();
    return play(r, v);
  };
  return a;
}
