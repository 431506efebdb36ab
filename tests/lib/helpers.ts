// Helpers for the tests of the runtime library's operation builders: the corpus cards (compiled
// once), a pack of test skills and card faces built with the library's own builders, blank
// generals, and small selectors the tests need before the lead's t.*/ph.*/s.* exist.
import { loadPackFromSource } from "../../compiler/index.ts";
import type { CardDef, GeneralDef, Pack, SkillDef } from "../../runtime/index.ts";
import type { PhaseName, TimingId } from "../../runtime/timing/catalogue.ts";
import type { PlayerId } from "../../runtime/model/types.ts";
import type { Act, Ex, Op, PhaseX, PlayersX, Program, SkillsX, TargetX } from "../../runtime/api/lib/act.ts";
import { at, parts, skill } from "../../runtime/api/lib/parts.ts";
import { s } from "../../runtime/api/lib/statements.ts";
import { corpusWithCards } from "../compiler/corpusCards.ts";

const cache = new Map<string, Promise<Pack>>();

/** The corpus with only these card faces (and general skills), compiled once per list. */
export function corpusCards(cards: readonly string[], skills: readonly string[] = []): Promise<Pack> {
  const key = `${cards.join(",")}|${skills.join(",")}`;
  let pack = cache.get(key);
  if (!pack) {
    pack = loadPackFromSource(corpusWithCards(cards, skills), "standard.sgs");
    cache.set(key, pack);
  }
  return pack;
}

const src = { file: "tests/lib/helpers.ts", line: 1, column: 1 };

function blank(name: string, gender: GeneralDef["gender"], faction: GeneralDef["faction"]): GeneralDef {
  return { name, faction, gender, hp: 4, lord: false, skills: [], source: src };
}

/** 白板 (male, 群), 白板女 (female), 魏白板 (male, 魏): no skills, 4 hp. */
const BLANKS = [blank("白板", "male", "qun"), blank("白板女", "female", "qun"), blank("魏白板", "male", "wei")];

/** Test skills and card faces (later packs override a card face of the same name). */
export function testPack(skills: readonly SkillDef[] = [], cards: readonly CardDef[] = []): Pack {
  return { name: "ops-test", generals: BLANKS, cards, skills, decks: [] };
}

/** A locked (asked nothing) trigger skill: at `timing`, when `match` holds, it runs `op`. */
export function onTiming(name: string, timing: TimingId, match: Ex<boolean>, ...ops: Op[]): SkillDef {
  return skill({ name, tags: ["locked"], parts: [parts.trigger({ on: [at({ timing, match })], may: false, effects: seq(...ops) })], line: 1 });
}

/** The steps ▷-linked in order (each runs only if the one before ran). */
export function seq(...ops: Op[]): Program {
  return s.seq({ steps: ops.map((op, i) => s.do({ op, link: i === 0 ? "first" : "then" })) });
}

/** Players given by seat. */
export const seats = (...xs: PlayerId[]): PlayersX => ({ peek: () => xs, get: () => xs });

/** 此目标 of the use in scope (the lead's t.current, with the same shape). */
export const currentTarget: TargetX = (a: Act) => {
  const u = a.event.kind === "use" ? a.event : a.engine.findEvent("use", (e) => e.current >= 0);
  return u && u.current >= 0 ? { use: u, index: u.current } : null;
};

/** A phase by name, or the phase in scope. */
export const phase = (ph?: PhaseName): PhaseX => {
  const f = (a: Act): PhaseName[] => {
    if (ph) return [ph];
    const e = a.engine.findEvent("phase", () => true);
    return e ? [e.phase] : [];
  };
  return { peek: f, get: f };
};

export const skills = (...names: string[]): SkillsX => () => names;

export const n = (k: number): Ex<number> => () => k;
