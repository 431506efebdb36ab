// The timing catalogue (时机表): every timing point the runtime generates, as data.
// One row per timing point of seed 000 (chapter 4). The grammar's timing phrases, the
// runtime's dispatch index, the linter's ❶❷❸ check and the reference docs all read this
// table; adding a timing point is adding a row (plus, if new, the step that generates it
// in an event flow under runtime/flows/).

/** The events whose flows the runtime runs (4.1.1.6 turn, 4.2.x events). */
export type EventKind =
  | "turn" // 回合 4.1.1.6
  | "phase" // 阶段 4.1.1.6
  | "needUse" // 需要使用牌 4.2.2
  | "use" // 牌的使用 4.2.4
  | "needPlay" // 需要打出牌 4.2.5
  | "play" // 牌的打出 4.2.7
  | "move" // 移动 4.2.9
  | "judge" // 判定 4.2.11
  | "damage" // 伤害 4.2.12
  | "loseHp" // 失去体力 4.2.13
  | "hpDeduct" // 扣减体力 4.2.14
  | "recover" // 回复体力 4.2.15
  | "dying" // 濒死 4.2.18
  | "death"; // 死亡 4.2.19

export type PhaseName = "prepare" | "judge" | "draw" | "play" | "discard" | "finish";

/** 阶段名 → phase id, in turn order (4.1.1.6). */
export const PHASES: readonly { readonly id: PhaseName; readonly phrase: string }[] = [
  { id: "prepare", phrase: "准备阶段" },
  { id: "judge", phrase: "判定阶段" },
  { id: "draw", phrase: "摸牌阶段" },
  { id: "play", phrase: "出牌阶段" },
  { id: "discard", phrase: "弃牌阶段" },
  { id: "finish", phrase: "结束阶段" },
];

export interface TimingRow {
  /** Stable id used by compiled skills and the dispatch index. */
  readonly id: string;
  /** The event whose flow generates this timing point. */
  readonly event: EventKind;
  /**
   * The rulebook phrase, simplified Chinese, with ❶❷❸ where the rulebook splits it.
   * For event timings the phrase omits its subject: 〖奸雄〗's "当你受到伤害后" is subject 你 +
   * phrase "受到伤害后". `{牌}` marks a card-name slot (需要使用【闪】时❶).
   */
  readonly phrase: string;
  /** Other wordings the corpus uses for the same timing point (失去手牌后❷ = 移至目标区域后❷). */
  readonly aliases?: readonly string[];
  /**
   * Whose timing point it is: the event field naming the player the phrase is about
   * ("当你受到伤害后": the damaged player, `victim`). A skill written with 你 listens only when
   * that player is its owner. Absent for timings about no particular player.
   */
  readonly subject?: string;
  /** What a skill at this timing may refer to (3.5.22 来源, 3.5.23 渠道, …). */
  readonly exposes: readonly string[];
  /** Seed section that defines it. */
  readonly section: string;
}

const turnPlayer = ["当前回合角色"];

function phaseRows(): TimingRow[] {
  const rows: TimingRow[] = [];
  for (const p of PHASES) {
    const base = { event: "phase" as const, subject: "player", exposes: turnPlayer, section: "4.1.1.6" };
    rows.push({ ...base, id: `phase.${p.id}.beforeStart`, phrase: `${p.phrase}开始前` });
    if (p.id === "draw") {
      // 摸牌阶段开始时 is split in two (4.1.1.6).
      rows.push({ ...base, id: `phase.draw.start.1`, phrase: `${p.phrase}开始时❶` });
      rows.push({ ...base, id: `phase.draw.start.2`, phrase: `${p.phrase}开始时❷` });
    } else {
      rows.push({ ...base, id: `phase.${p.id}.start`, phrase: `${p.phrase}开始时` });
    }
    // The phase proper: "摸牌阶段" is the moment before the rated draw; "出牌阶段" is each idle
    // time point (出牌阶段内的空闲时间点, 4.1.1.6 ◆).
    rows.push({ ...base, id: `phase.${p.id}.proper`, phrase: p.phrase });
    rows.push({ ...base, id: `phase.${p.id}.end`, phrase: `${p.phrase}结束时` });
  }
  return rows;
}

function numbered(
  idPrefix: string,
  phrase: string,
  count: number,
  rest: Omit<TimingRow, "id" | "phrase">,
): TimingRow[] {
  const marks = ["❶", "❷", "❸", "❹", "❺", "❻", "❼", "❽", "❾"];
  return Array.from({ length: count }, (_, i) => ({
    ...rest,
    id: `${idPrefix}.${i + 1}`,
    phrase: `${phrase}${marks[i]}`,
  }));
}

export const TIMINGS: readonly TimingRow[] = [
  // 4.1.1.6 the turn
  ...numbered("turn.start", "回合开始后", 9, { event: "turn", subject: "player", exposes: turnPlayer, section: "4.1.1.6" }),
  ...phaseRows(),
  ...numbered("turn.end", "回合结束前", 7, { event: "turn", subject: "player", exposes: turnPlayer, section: "4.1.1.6" }),

  // 4.2.2 需要使用牌事件
  ...numbered("needUse", "需要使用{牌}时", 3, { event: "needUse", subject: "player", exposes: ["牌名"], section: "4.2.2" }),
  // 4.2.4 牌的使用事件
  { id: "use.declared", event: "use", phrase: "声明使用牌后", subject: "user", exposes: ["此牌", "使用者"], section: "4.2.4" },
  { id: "use.targetsChosen", event: "use", phrase: "选择目标后", subject: "user", exposes: ["此牌", "使用者", "目标"], section: "4.2.4" },
  { id: "use.used", event: "use", phrase: "被使用时", aliases: ["牌被使用时"], subject: "user", exposes: ["此牌", "使用者", "目标"], section: "4.2.4" },
  { id: "use.specifyTarget", event: "use", phrase: "指定目标时", subject: "user", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  // 成为【杀】的目标时 (〖流离〗): the card named in the phrase.
  { id: "use.becomeTarget", event: "use", phrase: "成为目标时", aliases: ["成为{牌}的目标时"], subject: "target", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.specifiedTarget", event: "use", phrase: "指定目标后", subject: "user", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.becameTarget", event: "use", phrase: "成为目标后", aliases: ["成为{牌}的目标后"], subject: "target", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.prepared", event: "use", phrase: "使用结算准备工作结束时", subject: "user", exposes: ["此牌", "使用者"], section: "4.2.4" },
  { id: "use.target.settleStart", event: "use", phrase: "对目标使用结算开始时", subject: "target", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.target.effectBefore", event: "use", phrase: "对目标生效前", subject: "target", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.target.offsetAfter", event: "use", phrase: "被抵消后", subject: "user", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.target.effecting", event: "use", phrase: "对目标生效时", subject: "target", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  { id: "use.target.effectAfter", event: "use", phrase: "对目标生效后", subject: "target", exposes: ["此牌", "使用者", "此目标"], section: "4.2.4" },
  ...numbered("use.end", "使用结算结束后", 3, { event: "use", subject: "user", exposes: ["此牌", "使用者"], section: "4.2.4" }),
  // 4.2.5 需要打出牌事件
  ...numbered("needPlay", "需要打出{牌}时", 3, { event: "needPlay", subject: "player", exposes: ["牌名"], section: "4.2.5" }),
  // 4.2.7 牌的打出事件
  { id: "play.played", event: "play", phrase: "被打出时", aliases: ["牌被打出时"], subject: "player", exposes: ["此牌", "打出者"], section: "4.2.7" },
  { id: "play.end", event: "play", phrase: "打出结算结束后", subject: "player", exposes: ["此牌", "打出者"], section: "4.2.7" },
  // 4.2.9 移动事件 (失去/得到 are the same timing points seen from the loser/gainer)
  { id: "move.decided", event: "move", phrase: "确定移动的牌时", exposes: ["这些牌"], section: "4.2.9" },
  { id: "move.before.1", event: "move", phrase: "移至目标区域前❶", aliases: ["失去牌前❶", "得到牌前❶"], subject: "owner", exposes: ["这些牌"], section: "4.2.9" },
  { id: "move.before.2", event: "move", phrase: "移至目标区域前❷", aliases: ["失去牌前❷", "得到牌前❷"], subject: "owner", exposes: ["这些牌"], section: "4.2.9" },
  { id: "move.after.1", event: "move", phrase: "移至目标区域后❶", aliases: ["失去牌后❶", "得到牌后❶"], subject: "owner", exposes: ["这些牌"], section: "4.2.9" },
  { id: "move.after.2", event: "move", phrase: "移至目标区域后❷", aliases: ["失去牌后❷", "得到牌后❷"], subject: "owner", exposes: ["这些牌"], section: "4.2.9" },
  { id: "move.end", event: "move", phrase: "移动结算结束后", exposes: ["这些牌"], section: "4.2.9" },
  // 4.2.11 判定事件
  { id: "judge.start", event: "judge", phrase: "判定时", subject: "player", exposes: ["判定牌"], section: "4.2.11" },
  { id: "judge.becameJudgeCard", event: "judge", phrase: "成为判定牌后", subject: "player", exposes: ["判定牌"], section: "4.2.11" },
  { id: "judge.beforeResult", event: "judge", phrase: "判定结果确定前", subject: "player", exposes: ["判定牌"], section: "4.2.11" },
  { id: "judge.resulting", event: "judge", phrase: "判定结果确定时", subject: "player", exposes: ["判定牌", "结果"], section: "4.2.11" },
  ...numbered("judge.after", "判定结果确定后", 2, { event: "judge", subject: "player", exposes: ["判定牌", "结果"], section: "4.2.11" }),
  { id: "judge.end", event: "judge", phrase: "判定结算结束后", subject: "player", exposes: ["判定牌", "结果"], section: "4.2.11" },
  // 4.2.12 伤害事件
  { id: "damage.beforeSettle", event: "damage", phrase: "伤害结算开始前", subject: "victim", exposes: ["来源", "渠道", "伤害值"], section: "4.2.12" },
  { id: "damage.settleStart", event: "damage", phrase: "伤害结算开始时", subject: "victim", exposes: ["来源", "渠道", "伤害值"], section: "4.2.12" },
  ...numbered("damage.cause", "造成伤害时", 3, { event: "damage", subject: "source", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" }),
  ...numbered("damage.take", "受到伤害时", 3, { event: "damage", subject: "victim", exposes: ["来源", "渠道", "伤害值"], section: "4.2.12" }),
  { id: "damage.caused", event: "damage", phrase: "造成伤害后", subject: "source", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" },
  // 受到1点伤害后 (4.2.12 注意): the same timing point, one chance per point of damage (〖遗计〗).
  { id: "damage.taken", event: "damage", phrase: "受到伤害后", aliases: ["受到1点伤害后"], subject: "victim", exposes: ["来源", "渠道", "伤害值"], section: "4.2.12" },
  { id: "damage.end", event: "damage", phrase: "伤害结算结束后", subject: "victim", exposes: ["来源", "渠道", "伤害值"], section: "4.2.12" },
  // 4.2.13 失去体力事件
  { id: "loseHp.beforeSettle", event: "loseHp", phrase: "失去体力结算开始前", subject: "player", exposes: ["失去的体力值"], section: "4.2.13" },
  { id: "loseHp.after", event: "loseHp", phrase: "失去体力后", subject: "player", exposes: ["失去的体力值"], section: "4.2.13" },
  { id: "loseHp.end", event: "loseHp", phrase: "失去体力结算结束后", subject: "player", exposes: ["失去的体力值"], section: "4.2.13" },
  // 4.2.14 扣减体力事件
  { id: "hpDeduct.before", event: "hpDeduct", phrase: "扣减体力前", subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  { id: "hpDeduct.during", event: "hpDeduct", phrase: "扣减体力时", subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  { id: "hpDeduct.after", event: "hpDeduct", phrase: "扣减体力后", subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  { id: "hpDeduct.end", event: "hpDeduct", phrase: "扣减体力结算结束后", subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  // 4.2.15 回复体力事件
  { id: "recover.before", event: "recover", phrase: "回复体力前", subject: "player", exposes: ["回复值"], section: "4.2.15" },
  { id: "recover.after", event: "recover", phrase: "回复体力后", subject: "player", exposes: ["回复值"], section: "4.2.15" },
  { id: "recover.end", event: "recover", phrase: "回复体力结算结束后", subject: "player", exposes: ["回复值"], section: "4.2.15" },
  // 4.2.18 濒死事件
  { id: "dying.entering", event: "dying", phrase: "进入濒死状态时", subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  { id: "dying.entered", event: "dying", phrase: "进入濒死状态后", subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  { id: "dying.in", event: "dying", phrase: "处于濒死状态时", subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  { id: "dying.end", event: "dying", phrase: "濒死结算结束后", subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  // 4.2.19 死亡事件
  { id: "death.beforeReveal", event: "death", phrase: "确认身份前", subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  { id: "death.dying", event: "death", phrase: "死亡时", subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  { id: "death.after", event: "death", phrase: "死亡后", subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  { id: "death.end", event: "death", phrase: "死亡结算结束后", subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
];

export type TimingId = string;

const byId = new Map(TIMINGS.map((t) => [t.id, t]));

export function timingRow(id: TimingId): TimingRow {
  const row = byId.get(id);
  if (!row) throw new Error(`unknown timing id ${id}`);
  return row;
}

export function isTimingId(id: string): boolean {
  return byId.has(id);
}
