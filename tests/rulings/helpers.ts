// Shared helpers for the ruling tests: the hand-written slice pack plus test-only skills and
// generals. A test-only skill stands in for a general's skill the corpus slice does not have,
// reduced to the part the ruling is about; each says which skill it stands for and what it
// leaves out. None of them is shipped: they live only here.
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

/** 〖青囊〗: "出牌阶段限一次，你可弃置一张手牌并选择一名已受伤的角色▶其回复1点体力". */
export const qingnang: SkillDef = {
  name: "青囊",
  tags: [],
  parts: [
    {
      kind: "active",
      phase: "play",
      limitPerPhase: 1,
      cost: {
        canPay: (ctx: SkillContext) => ctx.game.player(ctx.you).hand.length > 0 && ctx.game.players.some((p) => p.alive && ctx.game.isWounded(p.id)),
        pay: (ctx: SkillContext) => {
          const card = ctx.chooseCards({ chooser: ctx.you, owner: ctx.you, regions: ["hand"], min: 1, max: 1, reason: "青囊" });
          if (card.length !== 1) return false;
          ctx.discard(ctx.you, card);
          const [target] = ctx.choosePlayers({ chooser: ctx.you, min: 1, max: 1, filter: (p) => ctx.game.isWounded(p), reason: "青囊" });
          ctx.memo.set("目标", target);
          return target !== undefined;
        },
      },
      effect: (ctx: SkillContext) => {
        ctx.recover(ctx.memo.get("目标") as number, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖天义〗 won (its pindian is not modelled): "你于此阶段内使用【杀】的次数上限+1" as a locked skill. */
export const extraSlash: SkillDef = {
  name: "天义",
  tags: ["locked"],
  parts: [{ kind: "state", modifiers: [{ value: "useLimitDelta", card: "杀", delta: 1 }], source: at }],
  source: at,
};

/** 〖刚烈〗 reduced to its damage branch: "当你受到伤害后，你可对来源造成1点伤害". */
export const strikeBack: SkillDef = {
  name: "刚烈",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "damage.taken",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) => {
        const source = ctx.eventOf("damage").source;
        return source !== null && ctx.game.player(source).alive;
      },
      effect: (ctx: SkillContext) => {
        ctx.damage(ctx.eventOf("damage").source as number, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖反馈〗: "当你受到伤害后，你可获得来源的一张牌". */
export const fankui: SkillDef = {
  name: "反馈",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "damage.taken",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) => {
        const source = ctx.eventOf("damage").source;
        return source !== null && ctx.game.cardsIn(source, ["hand", "equip"]).length > 0;
      },
      effect: (ctx: SkillContext) => {
        const source = ctx.eventOf("damage").source as number;
        ctx.gain(ctx.you, ctx.chooseCards({ chooser: ctx.you, owner: source, regions: ["hand", "equip"], min: 1, max: 1, reason: "反馈" }));
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖涅槃〗: "限定技，当你处于濒死状态时，你可弃置你区域里的所有牌，然后摸三张牌，将体力回复至3点" (no 复原). */
export const niepan: SkillDef = {
  name: "涅槃",
  tags: ["limited"],
  parts: [
    {
      kind: "trigger",
      timing: "dying.in",
      subject: "owner",
      optional: true,
      effect: (ctx: SkillContext) => {
        ctx.discard(ctx.you, ctx.game.cardsIn(ctx.you, ["hand", "equip", "judge"]));
        ctx.draw(ctx.you, 3);
        const p = ctx.game.player(ctx.you);
        // 3.5.28 将体力回复至X点: recover min{X, max hp} - hp.
        const up = Math.min(3, p.maxHp) - p.hp;
        if (up > 0) ctx.recover(ctx.you, up);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖仁心（旧将）〗 without 翻面: "当一名其他角色处于濒死状态时，你可将两张手牌交给其▶其回复1点体力". */
export const renxin: SkillDef = {
  name: "仁心",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "dying.in",
      subject: "any",
      optional: true,
      condition: (ctx: SkillContext) => ctx.eventOf("dying").player !== ctx.you && ctx.game.player(ctx.you).hand.length >= 2,
      cost: {
        canPay: () => true,
        pay: (ctx: SkillContext) => {
          const two = ctx.chooseCards({ chooser: ctx.you, owner: ctx.you, regions: ["hand"], min: 2, max: 2, reason: "仁心" });
          ctx.give(ctx.you, ctx.eventOf("dying").player, two);
          return true;
        },
      },
      effect: (ctx: SkillContext) => {
        ctx.recover(ctx.eventOf("dying").player, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖恩怨①〗: "当你得到一名其他角色交给你的至少两张牌后，你可令其摸一张牌". */
export const enyuan: SkillDef = {
  name: "恩怨",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "move.after.2",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) => {
        const move = ctx.eventOf("move");
        const mine = move.moves.filter((m) => m.to.kind === "hand" && m.to.owner === ctx.you);
        return move.reason === "give" && move.actor !== null && move.actor !== ctx.you && mine.length >= 2;
      },
      effect: (ctx: SkillContext) => {
        ctx.draw(ctx.eventOf("move").actor as number, 1);
      },
      source: at,
    },
  ],
  source: at,
};

/** 〖屯田①〗 with a draw for its judgement: "当你失去牌后，你可摸一张牌". */
export const loseTrigger: SkillDef = {
  name: "屯田",
  tags: [],
  parts: [
    {
      kind: "trigger",
      timing: "move.after.2",
      subject: "owner",
      optional: true,
      condition: (ctx: SkillContext) =>
        ctx.eventOf("move").moves.some((m) => (m.from.kind === "hand" || m.from.kind === "equip") && m.from.owner === ctx.you && !(m.to.kind === "hand" && m.to.owner === ctx.you)),
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

export const TEST_SKILLS: readonly SkillDef[] = [jieming, shushen, gainTrigger, qingnang, extraSlash, strikeBack, fankui, niepan, renxin, enyuan, loseTrigger, rangePlusOne, haoshi, fangzhu];

/** Test-only generals, named after the generals of the rulings they stand in. */
export const TEST_GENERALS: readonly GeneralDef[] = [
  general("夏侯惇", ["清俭"]),
  general("华佗", ["青囊"], 3),
  general("太史慈", ["天义"]),
  general("崔琰", []),
  general("刚烈者", ["刚烈"]),
  general("反馈者", ["反馈"], 3),
  general("庞统", ["涅槃"], 3),
  general("曹冲", ["仁心"], 3),
  general("法正", ["恩怨"], 3),
  general("邓艾", ["屯田"]),
  general("吴六剑者", ["吴六剑"]),
  general("鲁肃", ["英姿", "好施"], 3),
  general("荀彧", ["节命"], 3),
  general("曹丕", ["放逐"], 3),
  // 庞统-甘夫人 (双将) as one general with both skills.
  general("庞统-甘夫人", ["涅槃", "淑慎"], 3),
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
