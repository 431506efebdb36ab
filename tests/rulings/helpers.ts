// Shared helpers for the ruling tests: the hand-written slice pack plus test-only skills and
// generals. A test-only skill stands in for a general's skill that no pack has and that the
// notation cannot write yet, reduced to the part the ruling is about; each says which skill it
// stands for and what it leaves out. Skills that compile (in a pack or tests/rulings/packs) are
// not stood in for: rulings on them run the compiled text (tests/rulings/compiled.ts). None of
// these is shipped: they live only here.
import standardSlice from "../fixtures/standardSlice.ts";
import {
  createScenario,
  ScriptedAgent,
  type SeatView,
  type GeneralDef,
  type Pack,
  type PlayActionRequest,
  type PlayOption,
  type Request,
  type Scenario,
  type ScenarioOptions,
  type ScriptStep,
  type SkillContext,
  type SkillDef,
  type Agent,
} from "../../runtime/index.ts";

const file = "tests/rulings/helpers.ts";
const at = { file, line: 1, column: 1 };

/** A test-only general: 4 hp, male, 群, with the given skills. */
export function general(name: string, skills: readonly string[], hp = 4): GeneralDef {
  return { name, faction: "qun", gender: "male", hp, lord: false, skills, source: at };
}

/** 〖清俭①〗 (得到牌后❷ part only): "当你得到牌后，你可摸一张牌" — 4.1.1.5. */
export const gainTrigger: SkillDef = {
  name: "清俭",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "move.after.2",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) => ctx.eventOf("move").moves.some((m) => m.to.kind === "hand" && m.to.owner === ctx.you),
      effect: (ctx: SkillContext) => {
        ctx.draw(ctx.you, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖吴六剑〗 applied to its owner: "攻击范围+1". */
export const rangePlusOne: SkillDef = {
  name: "吴六剑",
  tags: ["locked"],
  parts: [{ kind: "state", modifiers: [{ value: "attackRange", delta: 1 }], source: at }],
  source: at,
};

/** 〖好施〗: "摸牌阶段，你可令额定摸牌数+2▶（→）此阶段结束时，若你的手牌数大于5，你将一半的手牌交给除你外手牌数最少的一名角色". */
export const haoshi: SkillDef = {
  name: "好施",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "phase.draw.proper",
      subject: "owner",
      optional: true,
      effect: (ctx: SkillContext) => {
        ctx.adjustDrawCount(ctx.you, 2);
        haoshiActive.add(ctx.eventOf("phase"));
      },
      source: at,
    },
    {
      // The delayed effect, registered only by the part above for this draw phase.
      kind: "trigger",
      timing: "phase.draw.end",
      subject: "owner",
      optional: false,
      condition: (ctx: SkillContext) => haoshiActive.has(ctx.eventOf("phase")) && ctx.game.player(ctx.you).hand.length > 5,
      effect: (ctx: SkillContext) => {
        haoshiActive.delete(ctx.eventOf("phase"));
        const others = ctx.game.alivePlayersFrom(ctx.you).filter((p) => p !== ctx.you);
        const fewest = Math.min(...others.map((p) => ctx.game.player(p).hand.length));
        const [to] = ctx.choosePlayers({ chooser: ctx.you, min: 1, max: 1, filter: (p) => p !== ctx.you && ctx.game.player(p).hand.length === fewest, reason: "好施" });
        const half = Math.floor(ctx.game.player(ctx.you).hand.length / 2);
        ctx.give(ctx.you, to, ctx.chooseCards({ chooser: ctx.you, owner: ctx.you, regions: ["hand"], min: half, max: half, reason: "好施" }));
      },
      source: at,
    },
  ],
  source: at,
};
const haoshiActive = new WeakSet<object>();

/** 〖节命〗 with a plain draw: "当你受到1点伤害后，你可令一名角色摸一张牌" (once per point). */
export const jieming: SkillDef = {
  name: "节命",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "damage.taken",
      subject: "owner",
      optional: true,
      perPoint: true,
      effect: (ctx: SkillContext) => {
        const [who] = ctx.choosePlayers({ chooser: ctx.you, min: 1, max: 1, filter: () => true, reason: "节命" });
        ctx.draw(who, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖放逐〗 with a plain draw: "当你受到伤害后，你可摸一张牌" (once per damage, whatever its value). */
export const fangzhu: SkillDef = {
  name: "放逐",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "damage.taken",
      subject: "owner",
      optional: true,
      effect: (ctx: SkillContext) => {
        ctx.draw(ctx.you, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖淑慎〗 with a plain draw: "当你回复1点体力后，你可摸一张牌" (once per point). */
export const shushen: SkillDef = {
  name: "淑慎",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "recover.after",
      subject: "owner",
      optional: true,
      perPoint: true,
      effect: (ctx: SkillContext) => {
        ctx.draw(ctx.you, 1);
      },
      source: at,
    },
  ],
  source: at,
};

export const TEST_SKILLS: readonly SkillDef[] = [jieming, shushen, gainTrigger, rangePlusOne, haoshi, fangzhu];

/** Test-only generals, named after the generals of the rulings they stand in. */
export const TEST_GENERALS: readonly GeneralDef[] = [
  general("夏侯惇", ["清俭"]),
  general("崔琰", []),
  general("吴六剑者", ["吴六剑"]),
  general("鲁肃", ["英姿", "好施"], 3),
  general("荀彧", ["节命"], 3),
  general("曹丕", ["放逐"], 3),
];

/** The slice with the test-only skills and generals added (the slice's 夏侯惇 etc. are replaced). */
export const rulingsPack: Pack = {
  ...standardSlice,
  generals: [...standardSlice.generals.filter((g) => !TEST_GENERALS.some((t) => t.name === g.name)), ...TEST_GENERALS],
  skills: [...standardSlice.skills, ...TEST_SKILLS],
};

export function scenario(options: Omit<ScenarioOptions, "packs">): Scenario {
  return createScenario({ packs: [rulingsPack], ...options });
}

/** A scripted agent that also records every request it is asked. */
export class RecordingAgent extends ScriptedAgent {
  readonly asked: Request[] = [];
  readonly offered: PlayOption[][] = [];
  constructor(steps: readonly ScriptStep[], label = "recording agent") {
    super(steps, label);
  }
  override activate(r: Parameters<Agent["activate"]>[0]): boolean {
    this.asked.push(r);
    return super.activate(r);
  }
  override playAction(r: PlayActionRequest, view: SeatView): number {
    this.asked.push(r);
    this.offered.push([...r.options]);
    return super.playAction(r, view);
  }
  override respond(r: Parameters<Agent["respond"]>[0], view: SeatView): ReturnType<Agent["respond"]> {
    this.asked.push(r);
    return super.respond(r, view);
  }
  override chooseCards(r: Parameters<Agent["chooseCards"]>[0], view: SeatView): ReturnType<Agent["chooseCards"]> {
    this.asked.push(r);
    return super.chooseCards(r, view);
  }
  override choosePlayers(r: Parameters<Agent["choosePlayers"]>[0]): ReturnType<Agent["choosePlayers"]> {
    this.asked.push(r);
    return super.choosePlayers(r);
  }
  override chooseOption(r: Parameters<Agent["chooseOption"]>[0]): ReturnType<Agent["chooseOption"]> {
    this.asked.push(r);
    return super.chooseOption(r);
  }
}

export const optionNames = (opts: readonly PlayOption[]): string[] =>
  opts.map((o) => (o.kind === "card" ? o.name : o.kind === "skill" ? `〖${o.skill}〗` : "end"));

/** Names of the cards in the discard pile, bottom first. */
export function discardNames(s: Scenario): string[] {
  return s.engine.state.discardPile.map((c) => s.card(c).name);
}

export function only(timings: readonly string[], ...prefixes: string[]): string[] {
  return timings.filter((t) => prefixes.some((p) => t.startsWith(p)));
}
