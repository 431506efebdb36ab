// Rulings of 4.2.9 (移动事件) about a used card and its physical cards (3.1.9, 4.2.4 ◆): the
// virtual 【杀】 lives on while its physical card is taken away, and its mapping to a physical
// card breaks once that card leaves the processing area.
import { beforeAll, describe, expect, it } from "vitest";
import { rulingsPack, general } from "./helpers.ts";
import { rulingPacks } from "./compiled.ts";

let compiled: Pack[];
beforeAll(async () => {
  compiled = await rulingPacks();
});
import { ScriptedAgent, createScenario, type Engine, type Pack, type Role, type Scenario, type SkillContext, type ScriptStep, type SkillDef } from "../../runtime/index.ts";

const at = { file: "tests/rulings/4.2.9.test.ts", line: 1, column: 1 };

describe("4.2.9 the used 【杀】 and its physical card", () => {
  // 〖章武②〗 is stood in for by a test-only skill that, once the 【杀】 is declared (its card in
  // the processing area), puts that card at the bottom of the draw pile: the card leaves the
  // processing area, which breaks the mapping just as 〖章武②〗's changed destination does.
  // The ruling's conclusion (曹操 cannot activate 〖奸雄〗, 003 §三 ◆): with nothing to gain it is
  // not offered. The ruling stays pending: 〖丈八蛇矛〗 and 【飞龙夺凤】 are stood in for.
  it("4.2.9 (◎例如 劉備（君）〖章武〗): once the 【杀】's card left the processing area, 〖奸雄〗 gains nothing", () => {
    let engine: Engine | null = null;
    const zhangwu: SkillDef = {
      name: "章武",
      tags: [],
      parts: [
        {
          kind: "trigger",
          timing: "use.declared",
          subject: "owner",
          optional: false,
          condition: (ctx: SkillContext) => ctx.eventOf("use").card.name === "杀",
          effect: (ctx: SkillContext) => {
            engine!.moveCards(ctx.physicalCardsOf(ctx.eventOf("use").card), { kind: "drawPile" }, "put", ctx.you);
          },
          source: at,
        },
      ],
      source: at,
    };
    const pack: Pack = { ...rulingsPack, generals: [...rulingsPack.generals, general("刘备（君）", ["章武"])], skills: [...rulingsPack.skills, zhangwu] };
    const s = createScenario({
      packs: [pack],
      players: [
        { general: "刘备（君）", hand: ["杀♠7"], agent: [{ play: { card: "杀" } }, { players: [1] }, { play: "end" }] },
        // No activation of 〖奸雄〗 is scripted: being asked would fail (003 §三 ◆).
        { general: "曹操", agent: [] },
        { general: "马超" },
        { general: "貂蝉" },
      ],
    });
    engine = s.engine;
    const card = s.player(0).hand[0];
    s.runPhase(0, "play");
    expect(s.player(1).hp).toBe(3);
    expect(s.player(1).hand).toEqual([]);
    const drawPile = s.engine.state.drawPile;
    expect(drawPile[drawPile.length - 1]).toBe(card);
    // The damage's channel is the 【杀】, which maps to no physical card any more.
    const use = s.entries().find((e) => e.t === "use");
    expect(use && use.t === "use" ? use.cards : null).toEqual([card]);
  });

  describe("4.2.9 ◎例如 曹操、夏侯惇、司馬懿 as targets of one 【杀】", () => {
    // On the compiled packs: 崔琰 (a skill-less rebel, 1 hp) uses his last hand card, a 【杀】, and
    // 〖方天画戟〗 makes all three its targets; the first target (seat 1) is settled first.
    function setup(first: "曹操" | "夏侯惇" | "司马懿", scripts: Record<string, ScriptStep[]>) {
      const three = ["曹操", "夏侯惇", "司马懿"];
      const order = [first, ...three.filter((g) => g !== first)];
      const roles: Role[] = ["rebel", "lord", "loyalist", "renegade", "rebel"];
      const s = createScenario({
        packs: compiled,
        drawPile: ["闪♦2"],
        players: [
          { general: "白板", role: roles[0], hp: 1, hand: ["杀"], equipment: ["方天画戟"], agent: [{ play: { card: "杀" } }, { players: [1] }, { activate: true, skill: "方天画戟" }, { players: [2, 3] }] },
          ...order.map((g, i) => ({ general: g, role: roles[i + 1], agent: scripts[g] ?? [] })),
          { general: "白板", role: roles[4] },
        ],
      });
      return { s, seat: (g: string) => order.indexOf(g) + 1 };
    }
    const damages = (s: Scenario) => s.entries().flatMap((e) => (e.t === "damage" ? [[e.source, e.victim]] : []));

    it("4.2.9 ◎例如 曹操、夏侯惇、司馬懿是崔琰使用的【殺】的目標。若：", () => {
      // 1、曹操 first: 〖奸雄〗 takes the physical card, the 【杀】 still settles for the others.
      {
        const { s, seat } = setup("曹操", { 曹操: [{ activate: true, skill: "奸雄" }], 夏侯惇: [{ activate: false, skill: "刚烈" }], 司马懿: [{ activate: false, skill: "反馈" }] });
        const card = s.player(0).hand[0];
        s.runPhase(0, "play");
        expect(s.player(seat("曹操")).hand).toEqual([card]);
        expect([1, 2, 3].map((p) => s.player(p).hp)).toEqual([3, 3, 2]);
        expect(damages(s)).toEqual([
          [0, 1],
          [0, 2],
          [0, 3],
        ]);
        expect(s.engine.state.discardPile).toEqual([]);
      }
      // 2、夏侯惇 first: 〖刚烈〗 (a red, not heart, judgement) kills the user; the 【杀】 still settles.
      {
        const { s, seat } = setup("夏侯惇", { 夏侯惇: [{ activate: true, skill: "刚烈" }], 曹操: [{ activate: false, skill: "奸雄" }] });
        s.runPhase(0, "play");
        expect(s.player(0).alive).toBe(false);
        expect(s.result).toBeNull();
        expect([seat("夏侯惇"), seat("曹操"), seat("司马懿")].map((p) => s.player(p).hp)).toEqual([3, 3, 2]);
        // (the user is dead: the later damage has no source, 3.5.22 ◆)
        expect(damages(s)).toEqual([
          [0, 1],
          [1, 0],
          [null, 2],
          [null, 3],
        ]);
        // 司马懿 was not asked: the dead source has no cards left.
        expect(s.agents.map((a) => (a as ScriptedAgent).remaining.length)).toEqual([0, 0, 0, 0, 0]);
      }
      // 3、司马懿 first: 〖反馈〗 takes the user's 【方天画戟】; the 【杀】 still settles for the others.
      {
        const { s, seat } = setup("司马懿", { 司马懿: [{ activate: true, skill: "反馈" }], 曹操: [{ activate: false, skill: "奸雄" }], 夏侯惇: [{ activate: false, skill: "刚烈" }] });
        s.runPhase(0, "play");
        expect(s.handNames(seat("司马懿"))).toEqual(["方天画戟"]);
        expect(s.player(0).equipment.weapon).toBeUndefined();
        expect([seat("司马懿"), seat("曹操"), seat("夏侯惇")].map((p) => s.player(p).hp)).toEqual([2, 3, 3]);
        expect(damages(s)).toHaveLength(3);
      }
    });
  });
});
