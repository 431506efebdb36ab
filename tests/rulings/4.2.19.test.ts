// Rulings of 4.2.19 ◆: when the current-turn player dies at a timing point a before 回合结束前❶,
// the death flow runs, the timing point a is finished (the other players still get their turn
// to act there), then the turn goes straight to 回合结束前❶ and ends normally.
import { beforeAll, describe, expect, it } from "vitest";
import { general, only, rulingsPack } from "./helpers.ts";
import { probes, rulingPacks } from "./compiled.ts";

let compiled: Pack[];
beforeAll(async () => {
  compiled = await rulingPacks();
});
import { createScenario, ScriptedAgent, type Engine, type Pack, type Role, type ScriptStep, type SkillContext, type SkillDef, type TimingId } from "../../runtime/index.ts";

const at = { file: "tests/rulings/4.2.19.test.ts", line: 1, column: 1 };

/** "其他角色的<timing>，你可对其造成1点伤害" — stands in for 何太后's 〖鸩毒〗 (no pack has it). */
function strikeAt(name: string, timing: TimingId): SkillDef {
  return {
    name,
    tags: [],
    parts: [
      {
        kind: "trigger",
        timing,
        subject: "any",
        optional: true,
        condition: (ctx: SkillContext) => ctx.eventOf("phase").player !== ctx.you,
        effect: (ctx: SkillContext) => ctx.damage(ctx.eventOf("phase").player, 1),
        source: at,
      },
    ],
    source: at,
  };
}

let engine: Engine | null = null;
/** Did `killer` kill anyone since the log index `from`? */
const killedSince = (killer: number, from: number) => engine!.log.entries.slice(from).some((e) => e.t === "death" && e.killer === killer);
let turnStartedAt = 0;

/** 〖连破〗 with a draw for its extra turn: "一名角色的回合结束前❶，若你于此回合内杀死过角色，你可摸一张牌". */
const lianpo: SkillDef = {
  name: "连破",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "turn.end.1",
      subject: "any",
      optional: true,
      condition: (ctx: SkillContext) => killedSince(ctx.you, turnStartedAt),
      effect: (ctx: SkillContext) => void ctx.draw(ctx.you, 1),
      source: at,
    },
  ],
  source: at,
};

const pack: Pack = {
  ...rulingsPack,
  generals: [
    ...rulingsPack.generals,
    general("何太后", ["鸩毒"]),
    general("司马懿（神）", ["鸩毒", "连破"]),
    general("贾诩", [], 3),
  ],
  skills: [...rulingsPack.skills, strikeAt("鸩毒", "phase.play.start"), lianpo],
};

const roles: Role[] = ["rebel", "lord", "loyalist", "renegade", "rebel"];
const TURN_END = ["turn.end.1", "turn.end.2", "turn.end.3", "turn.end.4", "turn.end.5", "turn.end.6", "turn.end.7"];

function setup(victim: string, a: string, b: string, scripts: { a?: ScriptStep[]; b?: ScriptStep[] } = {}) {
  const s = createScenario({
    packs: [pack],
    players: [
      { general: victim, role: roles[0], hp: 1 },
      { general: a, role: roles[1], agent: scripts.a ?? [] },
      { general: b, role: roles[2], agent: scripts.b ?? [], hand: ["闪", "闪"] },
      { general: "马超", role: roles[3] },
      { general: "貂蝉", role: roles[4] },
    ],
    // The victim's draw phase: two 【闪】 (no 【桃】 to save itself, no 【杀】 to use).
    drawPile: ["闪", "闪"],
  });
  engine = s.engine;
  turnStartedAt = s.engine.log.entries.length;
  return s;
}

/** The phase and turn timing points after the victim's death entry. */
function afterDeath(s: ReturnType<typeof setup>): string[] {
  const entries = s.entries();
  const i = entries.findIndex((e) => e.t === "death");
  const out: string[] = [];
  for (const e of entries.slice(i)) if (e.t === "timing" && (e.id.startsWith("phase.") || e.id.startsWith("turn."))) out.push(e.id);
  return out;
}

describe("4.2.19 ◆ the current-turn player dies during its turn", () => {
  // 〖乱武〗 is not modelled: 司马懿（神） kills 贾诩 in 贾诩's play phase with the 〖鸩毒〗 stand-in.
  it("4.2.19 ◎例如 賈詡發動〖亂武〗，在結算過程中司馬懿（神）殺死賈詡，檢測〖連破〗的發動條件滿足，", () => {
    const s = setup("贾诩", "司马懿（神）", "马超", { a: [{ activate: true, skill: "鸩毒" }, { activate: true, skill: "连破" }] });
    s.runTurn(0);
    expect(s.player(0).alive).toBe(false);
    expect(s.result).toBeNull();
    // 连破 was asked at 贾诩's 回合结束前❶ and drew one card (after the reward of three).
    expect(s.player(1).hand).toHaveLength(4);
    expect(s.entries().filter((e) => e.t === "skill").map((e) => (e.t === "skill" ? e.skill : ""))).toEqual(["鸩毒", "连破"]);
    expect(afterDeath(s)).toEqual(TURN_END);
  });

  it("4.2.19 ◎例如 崔琰的出牌階段開始時，何太后對崔琰發動〖鴆毒〗，崔琰受到1點傷害死亡，然後進行死", () => {
    // On the compiled packs with 一将成名's 张松 (〖献图〗: 若其存活); 何太后's 〖鸩毒〗 is the stand-in.
    const s = createScenario({
      packs: [...compiled, probes([strikeAt("鸩毒", "phase.play.start")], [general("何太后", ["鸩毒"])])],
      players: [
        { general: "白板", role: roles[0], hp: 1 },
        { general: "何太后", role: roles[1], agent: [{ activate: true, skill: "鸩毒" }] },
        // 张松 is not asked: back at 此阶段开始时 崔琰 is dead, and 〖献图〗 needs 若其存活
        { general: "张松", role: roles[2], skills: ["献图"], agent: [] },
        { general: "白板", role: roles[3] },
        { general: "白板", role: roles[4] },
      ],
      drawPile: ["闪", "闪"],
    });
    s.runTurn(0);
    expect(s.player(0).alive).toBe(false);
    expect(s.handNames(2)).toEqual([]);
    // Then straight to 回合结束前❶: no idle time point, no 此阶段结束时, no later phases.
    expect(afterDeath(s)).toEqual(TURN_END);
    expect(only(s.timings(), "phase.play")).toEqual(["phase.play.beforeStart", "phase.play.start"]);
    expect(s.agents.map((a) => (a as ScriptedAgent).remaining.length)).toEqual([0, 0, 0, 0, 0]);
  });

  it("4.2.19 ◎例如 崔琰的出牌階段結束時，曹真執行〖司敵〗的延時類效果對崔琰使用【殺】，崔琰受到1點", () => {
    // On the compiled packs: 一将成名's 曹真 (〖司敌〗) and 张松 (〖献图〗 and its delayed effect).
    const s = createScenario({
      packs: compiled,
      players: [
        { general: "白板", role: roles[0], hp: 1 },
        { general: "曹真", role: roles[1], hand: ["过河拆桥♠3"], equipment: ["诸葛连弩♣A"], agent: [{ activate: true, skill: "司敌" }, { cards: ["过河拆桥"] }] },
        { general: "张松", role: roles[2], skills: ["献图"], agent: [{ activate: true, skill: "献图" }] },
        { general: "白板", role: roles[3] },
        { general: "白板", role: roles[4] },
      ],
      // 崔琰's draw phase, then 张松's two: black cards, which 〖司敌〗 keeps 崔琰 from using
      drawPile: ["无懈可击♠J", "无懈可击♣Q", "杀♠7", "杀♠8"],
    });
    s.runTurn(0);
    expect(s.player(0).alive).toBe(false);
    expect(s.entries().find((e) => e.t === "death")).toMatchObject({ player: 0, killer: 1 });
    // Back at 此阶段结束时: 崔琰 killed nobody in the phase, so 张松 loses 1 hp (〖献图〗's delayed effect).
    expect(s.entries().filter((e) => e.t === "loseHp")).toEqual([{ t: "loseHp", player: 2, amount: 1 }]);
    expect(s.player(2).hp).toBe(2);
    expect(afterDeath(s)).toEqual(TURN_END);
    expect(only(s.timings(), "phase.discard", "phase.finish")).toEqual([]);
  });

  it("4.2.19 ◆: dying at 回合开始后❸ skips ❹…❾ and every phase, then 回合结束前❶…❼", () => {
    const kill: SkillDef = {
      name: "测试",
      tags: [],
      parts: [
        {
          kind: "trigger",
          timing: "turn.start.3",
          subject: "any",
          optional: false,
          condition: (ctx: SkillContext) => ctx.eventOf("turn").player !== ctx.you,
          effect: (ctx: SkillContext) => ctx.damage(ctx.eventOf("turn").player, 1),
          source: at,
        },
      ],
      source: at,
    };
    const s = createScenario({
      packs: [{ ...pack, generals: [...pack.generals, general("测试者", ["测试"])], skills: [...pack.skills, kill] }],
      players: [{ general: "崔琰", role: "rebel", hp: 1 }, { general: "测试者", role: "lord" }, { general: "马超", role: "loyalist" }, { general: "貂蝉", role: "renegade" }, { general: "黄盖", role: "rebel" }],
      drawPile: ["闪", "闪", "闪"],
    });
    s.runTurn(0);
    expect(s.player(0).alive).toBe(false);
    const turnAndPhases = s.timings().filter((t) => t.startsWith("turn.") || t.startsWith("phase."));
    expect(turnAndPhases).toEqual(["turn.start.1", "turn.start.2", "turn.start.3", ...TURN_END]);
  });
});

describe("4.2.19 ◆ a dead player's triggered skills are void in its death flow", () => {
  // On the compiled packs with 【白银狮子】 (军争) and 一将成名's 步练师 (〖追忆〗, declined); 曹丕's 〖行殇〗
  // ("当其他角色死亡时，你可获得其所有牌") is the stand-in.
  const xingshang: SkillDef = {
    name: "行殇",
    tags: [],
    parts: [
      {
        kind: "trigger",
        timing: "death.dying",
        subject: "any",
        optional: true,
        condition: (ctx: SkillContext) => ctx.eventOf("death").player !== ctx.you,
        effect: (ctx: SkillContext) => ctx.gain(ctx.you, ctx.game.cardsIn(ctx.eventOf("death").player, ["hand", "equip"])),
        source: at,
      },
    ],
    source: at,
  };
  const caopi = () => probes([xingshang], [general("曹丕", ["行殇"], 3)]);

  it("4.2.19 ◎例如 體力為0且裝備【白銀獅子】的步練師死亡時，曹丕對其發動〖行殤〗獲得其所有牌，步練", () => {
    const s = createScenario({
      packs: [...compiled, caopi()],
      players: [
        { general: "曹丕", role: "lord", agent: [{ activate: true, skill: "行殇" }] },
        { general: "步练师", role: "rebel", hp: 1, hand: ["闪"], equipment: ["白银狮子"], agent: [{ activate: false, skill: "追忆" }] },
        { general: "白板", role: "loyalist" },
        { general: "白板", role: "renegade" },
        { general: "白板", role: "rebel" },
      ],
      drawPile: ["杀", "杀", "杀"],
    });
    s.act(2, (ctx) => ctx.damage(1, 1));
    expect(s.player(1).alive).toBe(false);
    expect(s.player(1).hp).toBe(0);
    expect(s.handNames(0)).toEqual(["闪", "白银狮子"]);
    // No recovery: the dead 步练师's 〖白银狮子②〗 did not trigger when 【白银狮子】 left.
    expect(s.entries().filter((e) => e.t === "recover")).toEqual([]);
    expect(s.timings()).toContain("move.before.2");

    // Contrast: alive and wounded, losing the lion recovers 1.
    const t = createScenario({
      packs: [...compiled, caopi()],
      players: [{ general: "曹丕", role: "lord" }, { general: "步练师", role: "rebel", hp: 2, equipment: ["白银狮子"] }, { general: "白板", role: "loyalist" }, { general: "白板", role: "renegade" }],
    });
    t.act(0, (ctx) => ctx.discard(0, ctx.game.cardsIn(1, ["equip"])));
    expect(t.player(1).hp).toBe(3);
  });
});
