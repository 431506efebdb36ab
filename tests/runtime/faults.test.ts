// Faults (issue #6 item 7, runtime/engine/faults.ts): a skill condition, effect or card effect
// that throws. Strict (scenarios, tests): the exception fails the test. Contain (`jinnang play`,
// simulations): the event in which it happened ends, an error entry goes into the log, the result
// counts it, and the game goes on — deterministically, so a seed still replays byte for byte.
import { describe, expect, it } from "vitest";
import { createGame, createScenario, type CardDef, type LogEntry, type Pack, type SkillDef } from "../../runtime/index.ts";
import standardSlice from "../fixtures/standardSlice.ts";
import { trigger } from "./opsHelpers.ts";

const at = { file: "tests/runtime/faults.test.ts", line: 1, column: 1 };

/** 〖炸〗: a locked skill whose effect throws after its owner took damage (4.2.12 受到伤害后). */
const boom: SkillDef = trigger("炸", "damage.taken", () => {
  throw new Error("boom");
});
/** 〖疑〗: a skill whose condition throws at its owner's 准备阶段 (4.1.1.6). */
const doubt: SkillDef = trigger("疑", "phase.prepare.start", () => undefined, {
  condition: () => {
    throw new Error("bad condition");
  },
});
/** 〖拙〗: an active skill (出牌阶段) whose effect throws. */
const clumsy: SkillDef = {
  name: "拙",
  tags: [],
  parts: [
    {
      kind: "active",
      phase: "play",
      limitPerPhase: 1,
      effect: () => {
        throw new Error("clumsy");
      },
      source: at,
    },
  ],
  source: at,
};

/** 【无中生有】 whose effect throws (a later pack's card face replaces the slice's). */
function brokenCard(): CardDef {
  const card = standardSlice.cards.find((c) => c.name === "无中生有")!;
  return {
    ...card,
    uses: card.uses.map((u) => ({
      ...u,
      effect: () => {
        throw new TypeError("card boom");
      },
    })),
  };
}

const faulty: Pack = { name: "faulty", generals: [], cards: [brokenCard()], skills: [boom, doubt, clumsy], decks: [] };

/** The slice where every general also has 〖炸〗: every damage taken in a game throws. */
const everyoneExplodes: Pack = { ...standardSlice, generals: standardSlice.generals.map((g) => ({ ...g, skills: [...g.skills, "炸"] })), skills: [...standardSlice.skills, boom] };

const errors = (log: readonly LogEntry[]) => log.filter((e): e is Extract<LogEntry, { t: "error" }> => e.t === "error");

describe("strict (scenarios' default): an exception inside a handler fails the test", () => {
  it("a skill effect's exception propagates out of the scenario with its own message", () => {
    const s = createScenario({ packs: [standardSlice, faulty], players: [{ general: "白板" }, { general: "白板", skills: ["炸"] }, { general: "白板" }, { general: "白板" }] });
    expect(() => s.run((e) => e.damage(1, 1, 0, {}))).toThrow("boom");
    expect(s.errors).toBe(0);
    expect(errors(s.entries())).toEqual([]);
  });

  it("a skill condition's and a card effect's exceptions propagate too", () => {
    const cond = createScenario({ packs: [standardSlice, faulty], players: [{ general: "白板", skills: ["疑"] }, { general: "白板" }, { general: "白板" }, { general: "白板" }] });
    expect(() => cond.runPhase(0, "prepare")).toThrow("bad condition");
    const card = createScenario({
      packs: [standardSlice, faulty],
      players: [{ general: "白板", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }] }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
    });
    expect(() => card.runPhase(0, "play")).toThrow(TypeError);
  });

  it("createGame is strict unless told otherwise", () => {
    expect(() => createGame({ packs: [everyoneExplodes], players: 5, seed: 3 }).play()).toThrow("boom");
  });
});

describe("contain: the event in which it happened ends, an error entry is logged, the game goes on", () => {
  it("4.2.12: a throwing 受到伤害后 effect ends that damage event (no 伤害结算结束后); the hp was already deducted", () => {
    const s = createScenario({
      packs: [standardSlice, faulty],
      faults: "contain",
      players: [{ general: "白板" }, { general: "白板", skills: ["炸"] }, { general: "白板" }, { general: "白板" }],
    });
    s.run((e) => e.damage(1, 1, 0, {}));
    expect(s.player(1).hp).toBe(3);
    expect(s.errors).toBe(1);
    const begin = s.entries().find((e) => e.t === "begin" && e.event === "damage");
    const id = begin && begin.t === "begin" ? begin.id : -1;
    expect(errors(s.entries())).toEqual([{ t: "error", skill: "炸", message: "boom", event: id, kind: "damage" }]);
    expect(s.timings()).not.toContain("damage.end");
    // the event is closed in the log like any other
    expect(s.entries().some((e) => e.t === "end" && e.event === "damage" && e.id === id)).toBe(true);
    expect(s.engine.stack).toEqual([]);
    expect(s.checkZones()).toEqual([]);
  });

  it("4.1.1.6: a throwing condition at 准备阶段开始时 ends the prepare phase; the turn goes on with its next phases", () => {
    const s = createScenario({
      packs: [standardSlice, faulty],
      faults: "contain",
      players: [{ general: "白板", skills: ["疑"], agent: [{ play: "end" }] }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
      drawPile: ["杀", "闪"],
    });
    s.runTurn(0);
    expect(errors(s.entries())).toEqual([expect.objectContaining({ skill: "疑", message: "bad condition", kind: "phase" })]);
    expect(s.handNames(0).sort()).toEqual(["杀", "闪"]); // the draw phase still ran
    expect(s.timings()).toContain("phase.finish.end");
  });

  it("a throwing active skill ends the play phase; the discard phase follows", () => {
    const s = createScenario({
      packs: [standardSlice, faulty],
      faults: "contain",
      players: [{ general: "白板", skills: ["拙"], agent: [{ play: { skill: "拙" } }] }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
    });
    s.runTurn(0);
    expect(errors(s.entries())).toEqual([expect.objectContaining({ skill: "拙", message: "clumsy", kind: "phase" })]);
    expect(s.entries().some((e) => e.t === "phase" && e.phase === "discard")).toBe(true);
  });

  it("4.2.4: a throwing card effect ends its use; the card still goes to the discard pile (4.2.9)", () => {
    const s = createScenario({
      packs: [standardSlice, faulty],
      faults: "contain",
      players: [{ general: "白板", hand: ["无中生有"], agent: [{ play: { card: "无中生有" } }] }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
    });
    const card = s.player(0).hand[0];
    s.runPhase(0, "play");
    expect(errors(s.entries())).toEqual([expect.objectContaining({ card: "无中生有", message: "card boom", kind: "use" })]);
    expect(s.engine.state.zone(card).kind).toBe("discardPile");
    expect(s.timings()).not.toContain("use.end.1");
    expect(s.checkZones()).toEqual([]);
  });

  it("a contained game finishes with its winners, error entries and an error count; the seed replays byte for byte", () => {
    const play = (seed: number) => {
      const problems: string[] = [];
      const game = createGame({
        packs: [everyoneExplodes],
        players: 5,
        seed,
        faults: "contain",
        onStep: (engine) => {
          problems.push(...engine.state.checkZones());
          for (const p of engine.state.players) if (p.hp > p.maxHp) problems.push(`seat ${p.id} hp ${p.hp} > ${p.maxHp}`);
        },
      });
      return { result: game.play(), problems };
    };
    for (const seed of [1, 2, 3]) {
      const { result, problems } = play(seed);
      expect(problems).toEqual([]);
      expect(result.reason).not.toBe("error");
      expect(result.winners.length).toBeGreaterThan(0);
      const list = errors(result.log);
      expect(result.errors).toBe(list.length);
      expect(result.errors).toBeGreaterThan(0);
      for (const e of list) expect(e).toMatchObject({ skill: "炸", message: "boom", kind: "damage" });
      expect(result.log[result.log.length - 1]).toMatchObject({ t: "gameOver" });
      expect(JSON.stringify(play(seed).result.log)).toBe(JSON.stringify(result.log));
    }
  });

  it("an agent's own failure (an unscripted request) is never contained: the test still fails", () => {
    const s = createScenario({
      packs: [standardSlice, faulty],
      faults: "contain",
      players: [{ general: "白板", hand: ["杀"] }, { general: "白板" }, { general: "白板" }, { general: "白板" }],
    });
    expect(() => s.runPhase(0, "play")).toThrow(/unscripted playAction request/);
    expect(s.errors).toBe(0);
  });

  it("a game with no faulty handler has no error entries under contain, and plays exactly as under strict", () => {
    const strict = createGame({ packs: [standardSlice], players: 6, seed: 9 }).play();
    const contained = createGame({ packs: [standardSlice], players: 6, seed: 9, faults: "contain" }).play();
    expect(contained.errors).toBe(0);
    expect(JSON.stringify(contained.log)).toBe(JSON.stringify(strict.log));
  });
});
