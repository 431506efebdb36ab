// Rulings of 4.2.9 (移动事件) about a used card and its physical cards (3.1.9, 4.2.4 ◆): the
// virtual 【杀】 lives on while its physical card is taken away, and its mapping to a physical
// card breaks once that card leaves the processing area.
import { describe, expect, it } from "vitest";
import { rulingsPack, general } from "./helpers.ts";
import { ScriptedAgent, createScenario, type Engine, type Pack, type Role, type Scenario, type SkillContext, type ScriptStep, type SkillDef } from "../../runtime/index.ts";

const at = { file: "tests/rulings/4.2.9.test.ts", line: 1, column: 1 };

/** Uses a 【杀】 from `user`'s hand on several targets at once (as with 【方天画戟】). */
function slashAll(s: Scenario, user: number, targets: number[]): void {
  const def = s.engine.registry.cards.get("杀")!;
  const card = s.player(user).hand.find((c) => s.card(c).name === "杀")!;
  s.act(user, () => {
    s.engine.useCard(user, [card], def, def.uses[0], { countsTowardLimit: false, targets });
  });
}

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
    // 〖刚烈〗 is reduced to "当你受到伤害后，你可对来源造成1点伤害" and 〖反馈〗 to "当你受到伤害后，你可获得来源的一张牌"
    // (helpers.ts); 崔琰's 【杀】 has three targets, as with 【方天画戟】.
    const roles: Role[] = ["lord", "loyalist", "rebel", "renegade", "rebel"];
    function setup(first: "曹操" | "刚烈者" | "反馈者", scripts: Record<string, ScriptStep[]>) {
      const three = ["曹操", "刚烈者", "反馈者"];
      const order = [first, ...three.filter((g) => g !== first)];
      const s = createScenario({
        packs: [rulingsPack],
        players: [
          { general: "刘备", role: roles[0] },
          ...order.map((g, i) => ({ general: g, role: roles[i + 1], agent: scripts[g] ?? [] })),
          { general: "崔琰", role: roles[4], hp: 1, hand: ["杀"], equipment: ["方天画戟"] },
        ],
      });
      return { s, seat: (g: string) => order.indexOf(g) + 1 };
    }

    it("4.2.9 ◎例如 曹操、夏侯惇、司馬懿是崔琰使用的【殺】的目標。若：", () => {
      // 1、曹操 first: 〖奸雄〗 takes the physical card, the 【杀】 still settles for the others.
      {
        const { s, seat } = setup("曹操", { 曹操: [{ activate: true, skill: "奸雄" }], 刚烈者: [{ activate: false }], 反馈者: [{ activate: false }] });
        const card = s.player(4).hand[0];
        slashAll(s, 4, [1, 2, 3]);
        expect(s.player(seat("曹操")).hand).toEqual([card]);
        expect([1, 2, 3].map((p) => s.player(p).hp)).toEqual([3, 3, 2]);
        expect(s.entries().filter((e) => e.t === "damage").map((e) => (e.t === "damage" ? e.victim : -1))).toEqual([1, 2, 3]);
        expect(s.engine.state.discardPile).toEqual([]);
      }
      // 2、夏侯惇 first: 〖刚烈〗 kills the user; the 【杀】 still settles for the others.
      {
        const { s, seat } = setup("刚烈者", { 刚烈者: [{ activate: true, skill: "刚烈" }], 曹操: [{ activate: false, skill: "奸雄" }] });
        slashAll(s, 4, [1, 2, 3]);
        expect(s.player(4).alive).toBe(false);
        expect(s.result).toBeNull();
        expect([seat("刚烈者"), seat("曹操"), seat("反馈者")].map((p) => s.player(p).hp)).toEqual([3, 3, 2]);
        const damages = s.entries().filter((e) => e.t === "damage");
        expect(damages.map((e) => (e.t === "damage" ? [e.source, e.victim] : []))).toEqual([
          [4, 1],
          [1, 4],
          [4, 2],
          [4, 3],
        ]);
        // 反馈者 was not asked: the dead source has no cards left.
        expect(s.agents.map((a) => (a as ScriptedAgent).remaining.length)).toEqual([0, 0, 0, 0, 0]);
      }
      // 3、司马懿 first: 〖反馈〗 takes the user's 【方天画戟】; the 【杀】 still settles for the others.
      {
        const { s, seat } = setup("反馈者", { 反馈者: [{ activate: true, skill: "反馈" }], 曹操: [{ activate: false }], 刚烈者: [{ activate: false }] });
        slashAll(s, 4, [1, 2, 3]);
        expect(s.handNames(seat("反馈者"))).toEqual(["方天画戟"]);
        expect(s.player(4).equipment.weapon).toBeUndefined();
        expect([seat("反馈者"), seat("曹操"), seat("刚烈者")].map((p) => s.player(p).hp)).toEqual([2, 3, 3]);
        expect(s.entries().filter((e) => e.t === "damage")).toHaveLength(3);
      }
    });
  });
});
