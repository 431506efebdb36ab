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
  ScriptedAgent,
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

describe("skill tags (3.2.7)", () => {
  const at = { file: "t.sgs", line: 1, column: 1 };
  const tagged: Pack = {
    name: "tags",
    generals: [
      { name: "戊", faction: "wei", gender: "male", hp: 4, lord: true, skills: ["王令", "一搏"], source: at },
      { name: "己", faction: "god", gender: "male", hp: 4, lord: false, skills: [], source: at },
    ],
    cards: [],
    decks: [],
    skills: [
      // 主公技: 结束阶段开始时，你可摸一张牌
      {
        name: "王令",
        tags: ["lord"],
        source: at,
        parts: [{ kind: "trigger", timing: "phase.finish.start", subject: "owner", optional: true, effect: (ctx) => void ctx.draw(ctx.you, 1), source: at }],
      },
      // 限定技: 出牌阶段，你可摸三张牌
      { name: "一搏", tags: ["limited"], source: at, parts: [{ kind: "active", phase: "play", effect: (ctx) => void ctx.draw(ctx.you, 3), source: at }] },
    ],
  };

  it("主公技 are kept only by the lord", () => {
    const s = createScenario({
      packs: [pack, tagged],
      players: [{ general: "戊", agent: [{ activate: true }] }, { general: "戊" }, { general: "马超" }, { general: "貂蝉" }],
    });
    expect(s.player(0).skills).toEqual(["王令", "一搏"]);
    expect(s.player(1).skills).toEqual(["一搏"]);
    s.runPhase(1, "finish");
    expect(s.player(1).hand).toEqual([]);
    s.runPhase(0, "finish");
    expect(s.player(0).hand).toHaveLength(1);
  });

  it("限定技 can be activated once per game, not once per phase", () => {
    const s = createScenario({
      packs: [pack, tagged],
      players: [{ general: "戊", agent: [{ play: { skill: "一搏" } }, { play: "end" }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
    });
    s.runPhase(0, "play");
    const after = s.player(0).hand.length;
    expect(after).toBe(3);
    const offered: string[][] = [];
    const agent = s.agents[0] as ScriptedAgent;
    const original = agent.playAction.bind(agent);
    agent.playAction = (r, v) => {
      offered.push(r.options.map((o) => (o.kind === "skill" ? o.skill : o.kind)));
      return original(r, v);
    };
    agent.push({ play: "end" });
    s.runPhase(0, "play");
    expect(offered.flat()).not.toContain("一搏");
  });

  it("4.1.1.3: a 神 general's player chooses a faction", () => {
    const game = createGame({
      packs: [pack, { ...tagged, generals: [tagged.generals[0], ...Array.from({ length: 6 }, (_, i) => ({ ...tagged.generals[1], name: `己${i}` }))] }],
      players: 4,
      seed: 5,
      maxTurns: 1,
    });
    const result = game.play();
    const gods = result.generals.flatMap((g, seat) => (g.startsWith("己") ? [seat] : []));
    expect(gods.length).toBeGreaterThan(0);
    const choices = result.log.flatMap((e) => (e.t === "decision" && e.request === "chooseOption" && e.reason === "势力" ? [e.player] : []));
    expect(choices).toEqual(gods);
    for (const seat of gods) expect(game.engine.state.players[seat].faction).not.toBe("god");
  });
});

describe("4.2.4 equipment use", () => {
  it("placing a weapon into an occupied slot moves both cards in one move event", () => {
    const s = scenario({
      players: [{ general: "关羽", hand: ["麒麟弓"], equipment: ["诸葛连弩"], agent: [{ play: { card: "麒麟弓" } }] }, { general: "张飞" }, { general: "马超" }, { general: "貂蝉" }],
    });
    s.runPhase(0, "play");
    const equipMoves = s.entries().filter((e) => e.t === "move" && e.reason === "equip");
    expect(equipMoves).toHaveLength(1);
    const m = equipMoves[0];
    if (m.t !== "move") throw new Error("not a move");
    expect(m.cards.map((c) => s.card(c).name)).toEqual(["诸葛连弩", "麒麟弓"]);
    expect(m.to).toEqual(["discardPile", "equip0.weapon"]);
    // The equipment use flow ends after placing: no 使用结算结束后 (4.2.4).
    expect(s.timings()).not.toContain("use.end.1");
    expect(s.timings()).toContain("use.prepared");
  });
});

describe("4.2.18 处于濒死状态时 skills", () => {
  it("◎例如 (庞统〖涅槃〗): a skill at 处于濒死状态时 is offered only at the player's first turn to respond", () => {
    const at = { file: "t.sgs", line: 1, column: 1 };
    const nirvana: Pack = {
      name: "n",
      generals: [{ name: "庚", faction: "shu", gender: "male", hp: 3, lord: false, skills: ["回光"], source: at }],
      cards: [],
      decks: [],
      // 当你处于濒死状态时，你可摸一张牌
      skills: [
        {
          name: "回光",
          tags: [],
          source: at,
          parts: [{ kind: "trigger", timing: "dying.in", subject: "owner", optional: true, effect: (ctx) => void ctx.draw(ctx.you, 1), source: at }],
        },
      ],
    };
    const s = createScenario({
      packs: [pack, nirvana],
      players: [
        { general: "张飞" },
        { general: "庚", hp: 1, hand: ["桃", "桃"], agent: [{ activate: true }, { respond: "桃" }, { respond: "桃" }] },
        { general: "马超" },
        { general: "貂蝉" },
      ],
      drawPile: ["闪"],
    });
    s.act(0, (ctx) => ctx.damage(1, 2));
    expect(s.player(1).alive).toBe(true);
    expect(s.player(1).hp).toBe(1);
    expect(s.handNames(1)).toEqual(["闪"]);
    expect((s.agents[1] as ScriptedAgent).remaining).toEqual([]);
    // 4.2.18: 回光 recovered no hp, so it was no response (000 4.2.18 ◎ 〖不屈①〗): 庚 goes on in the
    // same 处于濒死状态时 with a 【桃】 (hp 0), which starts a new one for the second 【桃】.
    expect(s.timings().filter((t) => t === "dying.in")).toHaveLength(2);
  });
});

describe("4.2.2 need events without the card in hand", () => {
  it("a skill at 需要使用【闪】时❶ (like 〖八卦阵〗) gets its need event even with no 【闪】 in hand", () => {
    const at = { file: "t.sgs", line: 1, column: 1 };
    const eightTrigrams: Pack = {
      name: "b",
      generals: [{ name: "辛", faction: "wei", gender: "male", hp: 4, lord: false, skills: ["卦"], source: at }],
      cards: [],
      decks: [],
      // 当你需要使用【闪】时❶，你可摸一张牌
      skills: [
        {
          name: "卦",
          tags: [],
          source: at,
          parts: [{ kind: "trigger", timing: "needUse.1", subject: "owner", optional: true, effect: (ctx) => void ctx.draw(ctx.you, 1), source: at }],
        },
      ],
    };
    const s = createScenario({
      packs: [pack, eightTrigrams],
      players: [
        { general: "张飞", hand: ["杀"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        { general: "辛", agent: [{ activate: true }, { respond: "闪" }] },
        { general: "马超" },
        { general: "貂蝉" },
      ],
      drawPile: ["闪"],
    });
    s.runPhase(0, "play");
    // It drew the 闪 at ❶ and then used it: the 杀 was offset.
    expect(s.player(1).hp).toBe(4);
    expect(s.entries().some((e) => e.t === "offset")).toBe(true);
    expect((s.agents[1] as ScriptedAgent).remaining).toEqual([]);
  });
});
