// Cross-cutting flow rules: the turn after its player dies (4.2.19 ◆), the virtual→physical
// mapping (4.2.4 ◆), the dispatch order (003 §二(2)(3)), the catalogue as the only source of
// timing ids, and the readable record.
import { describe, expect, it } from "vitest";
import { pack, scenario } from "./helpers.ts";
import {
  createGame,
  createScenario,
  formatRecord,
  isTimingId,
  Engine,
  RandomAgent,
  type Pack,
  type ScriptStep,
  type VirtualCard,
} from "../../runtime/index.ts";

describe("4.2.19 ◆ the turn player dies before 回合结束前❶", () => {
  it("remaining phases are not run; the turn goes on at 回合结束前❶…❼", () => {
    const s = scenario({
      players: [
        { general: "黄盖", hp: 1, agent: [{ play: { skill: "苦肉" } }] },
        { general: "张飞" },
        { general: "马超" },
        { general: "貂蝉" },
        { general: "刘备" },
      ],
      drawPile: ["闪", "闪"],
    });
    s.engine.state.players[0].role = "rebel";
    s.engine.state.players[1].role = "lord";
    s.runTurn(0);
    expect(s.player(0).alive).toBe(false);
    const t = s.timings().filter((x) => x.startsWith("phase.") || x.startsWith("turn.end"));
    expect(t.filter((x) => x.startsWith("phase.discard") || x.startsWith("phase.finish"))).toEqual([]);
    expect(t.slice(-7)).toEqual(Array.from({ length: 7 }, (_, i) => `turn.end.${i + 1}`));
    expect(t).not.toContain("phase.play.end");
  });
});

describe("4.2.4 ◆ virtual and physical cards", () => {
  it("the 杀's mapping to its physical card breaks when the card leaves the processing area", () => {
    const s = scenario({
      players: [
        { general: "张飞", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "马超" },
        { general: "刘备" },
        { general: "貂蝉" },
      ],
    });
    let during: number[] = [];
    let card: VirtualCard | null = null;
    const engine = s.engine;
    const original = engine.damage.bind(engine);
    engine.damage = (victim, amount, source, channel, element) => {
      card = channel.card ?? null;
      during = card ? [...card.physical] : [];
      original(victim, amount, source, channel, element);
    };
    s.runPhase(0, "play");
    expect(during).toHaveLength(1);
    expect(card!.physical).toEqual([]);
    expect(s.engine.state.zone(during[0]).kind).toBe("discardPile");
  });
});

describe("003 §二 dispatch order", () => {
  it("(2) at one timing point, players are asked from the current-turn player counter-clockwise", () => {
    const at = { file: "t.sgs", line: 1, column: 1 };
    const watcher: Pack = {
      name: "t",
      generals: [{ name: "丁", faction: "qun", gender: "male", hp: 4, lord: false, skills: ["旁观"], source: at }],
      cards: [],
      decks: [],
      // 当一名角色受到伤害后，你可摸一张牌 (subject "any")
      skills: [
        {
          name: "旁观",
          tags: [],
          source: at,
          parts: [{ kind: "trigger", timing: "damage.taken", subject: "any", optional: true, effect: (ctx) => void ctx.draw(ctx.you, 1), source: at }],
        },
      ],
    };
    const s = createScenario({
      packs: [pack, watcher],
      players: [
        { general: "张飞" },
        { general: "丁", agent: [{ activate: true }] },
        { general: "马超" },
        { general: "丁", agent: [{ activate: true }] },
      ],
      current: 2,
    });
    s.act(0, (ctx) => ctx.damage(0, 1));
    const asked = s.entries().flatMap((d) => (d.t === "decision" ? [d.player] : []));
    expect(asked).toEqual([3, 1]);
  });

  it("(3) several skills of one player at one timing point: the player chooses the order", () => {
    const at = { file: "t.sgs", line: 1, column: 1 };
    const two: Pack = {
      name: "t",
      generals: [{ name: "丙", faction: "qun", gender: "male", hp: 4, lord: false, skills: ["甲技", "乙技"], source: at }],
      cards: [],
      decks: [],
      skills: ["甲技", "乙技"].map((name, i) => ({
        name,
        tags: [],
        source: at,
        parts: [
          {
            kind: "trigger" as const,
            timing: "phase.finish.start",
            subject: "owner" as const,
            optional: true,
            effect: (ctx) => void ctx.draw(ctx.you, i + 1),
            source: at,
          },
        ],
      })),
    };
    const s2 = createScenarioWith(two, [{ order: "乙技" }, { activate: true }, { activate: true }]);
    s2.runPhase(0, "finish");
    expect(s2.player(0).hand).toHaveLength(3);
    const skills = s2.entries().filter((e) => e.t === "skill").map((e) => (e.t === "skill" ? e.skill : ""));
    expect(skills).toEqual(["乙技", "甲技"]);
  });
});

function createScenarioWith(extra: Pack, script: ScriptStep[]) {
  return createScenario({
    packs: [pack, extra],
    players: [{ general: "丙", agent: script }, { general: "马超" }, { general: "刘备" }, { general: "貂蝉" }],
  });
}

describe("catalogue and record", () => {
  it("every timing id a random game generates is a catalogue row", () => {
    for (const players of [4, 6, 10]) {
      const { log } = createGame({ packs: [pack], players, seed: players }).play();
      const ids = new Set(log.flatMap((e) => (e.t === "timing" ? [e.id] : [])));
      expect(ids.size).toBeGreaterThan(50);
      for (const id of ids) expect(isTimingId(id), id).toBe(true);
    }
  });

  it("a flow generating an unknown timing id fails loudly", () => {
    const engine = new Engine({ packs: [pack], seed: 1, agents: (_s, rng) => new RandomAgent(rng) });
    expect(() => engine.dispatch("damage.whenever", { kind: "turn", id: 1, player: 0 })).toThrow(/not a catalogue row/);
  });

  it("a pack listening at an unknown timing id is rejected when loaded", () => {
    const at = { file: "t.sgs", line: 1, column: 1 };
    const bad: Pack = {
      name: "bad",
      generals: [],
      cards: [],
      decks: [],
      skills: [{ name: "坏", tags: [], source: at, parts: [{ kind: "trigger", timing: "nowhere", subject: "owner", optional: false, effect: () => {}, source: at }] }],
    };
    expect(() => createGame({ packs: [bad], players: 4, seed: 1 })).toThrow(/unknown timing id nowhere/);
  });

  it("formatRecord: one line per item, in Chinese, ending with the winners", () => {
    const result = createGame({ packs: [pack], players: 5, seed: 42 }).play();
    const text = formatRecord(result.log);
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^1号位 .+（主公，体力\d\/\d）$/);
    expect(lines.some((l) => /第1轮：1号位.+的回合/.test(l))).toBe(true);
    expect(lines.some((l) => /使用【杀】→\d号位/.test(l))).toBe(true);
    expect(lines.some((l) => /受到.*点伤害/.test(l))).toBe(true);
    expect(lines.some((l) => /死亡/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/^游戏结束，获胜者：/);
    const winners = result.winners.map((w) => `${w + 1}号位`);
    for (const w of winners) expect(lines[lines.length - 1]).toContain(w);
  });
});
