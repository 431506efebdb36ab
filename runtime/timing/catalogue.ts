// The timing catalogue (时机表): every timing point of seed 000 (chapter 4), as data — all
// 137 of them — and the two chapter 3 gives its own 议事 event (3.5.61). The grammar's timing phrases (each row's `forms`), the runtime's dispatch
// index, the linter's ❶❷❸ check and docs/timings.md all read this table; adding a timing
// point is adding a row (plus the step that generates it in an event flow, runtime/flows/).

/** The events whose flows generate timing points (4.1.1.6 turn, 4.2.x events). */
export type EventKind =
  | "turn" // 回合 4.1.1.6
  | "phase" // 阶段 4.1.1.6
  | "needUse" // 需要使用牌 4.2.2
  | "use" // 牌的使用 4.2.4
  | "needPlay" // 需要打出牌 4.2.5
  | "play" // 牌的打出 4.2.7
  | "pindian" // 拼点 4.2.8
  | "council" // 议事 3.5.61
  | "move" // 移动 4.2.9
  | "stateChange" // 牌状态改变 4.2.10
  | "reveal" // 明置 4.2.10 附
  | "judge" // 判定 4.2.11
  | "damage" // 伤害 4.2.12
  | "loseHp" // 失去体力 4.2.13
  | "hpDeduct" // 扣减体力 4.2.14
  | "recover" // 回复体力 4.2.15
  | "loseMaxHp" // 减体力上限 4.2.16
  | "gainMaxHp" // 加体力上限 4.2.17
  | "dying" // 濒死 4.2.18
  | "death" // 死亡 4.2.19
  | "gainSkill" // 获得技能 4.2.20
  | "loseSkill" // 失去技能 4.2.21
  | "disable" // 废除 4.2.23
  | "restoreArea" // 恢复 4.2.24
  | "gainMark"; // 获得标记 4.2.25

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
  /** The rulebook phrase, simplified Chinese, with ❶❷❸ where the rulebook splits it. */
  readonly phrase: string;
  /** Other wordings of the same timing point (失去牌后❷ = 移至目标区域后❷). */
  readonly aliases?: readonly string[];
  /**
   * Templates a skill's timing clause matches (runtime/vocabulary/types.ts syntax), subject
   * first. A slot's name is the event field it constrains: "<victim:player> 受到* <what:damage> 后"
   * — 当你受到伤害后 listens where the damage's victim is the skill's owner.
   */
  readonly forms: readonly string[];
  /**
   * Whose timing point it is: the event field naming the player the phrase is about. Absent for
   * timings about no particular player.
   */
  readonly subject?: string;
  /**
   * The event has several parties and the timing point is each one's (4.2.8 拼点: the initiator's
   * and the targets'; 3.5.61 议事: every participant's): a subject 你 is any party, not the field.
   */
  readonly parties?: true;
  /** What a skill at this timing may refer to (3.5.22 来源, 3.5.23 渠道, …). */
  readonly exposes: readonly string[];
  /** Seed section that defines it. */
  readonly section: string;
}

const MARKS = ["❶", "❷", "❸", "❹", "❺", "❻", "❼", "❽", "❾"];
const turnPlayer = ["当前回合角色"];

function phaseRows(): TimingRow[] {
  const rows: TimingRow[] = [];
  for (const p of PHASES) {
    const base = { event: "phase" as const, subject: "player", exposes: turnPlayer, section: "4.1.1.6" };
    // 此回合的结束阶段 (3.6.2 ◆ names a phase by whose and which turn): the phase of the turn in scope.
    const whose = `[<player:player> 的 | <thisTurn:(此)> 回合 的]`;
    rows.push({ ...base, id: `phase.${p.id}.beforeStart`, phrase: `${p.phrase}开始前`, forms: [`${whose} ${p.phrase} 开始 前`] });
    if (p.id === "draw") {
      // 摸牌阶段开始时 is split in two (4.1.1.6).
      for (const i of [1, 2]) {
        rows.push({ ...base, id: `phase.draw.start.${i}`, phrase: `${p.phrase}开始时${MARKS[i - 1]}`, forms: [`${whose} ${p.phrase} 开始 时 ${MARKS[i - 1]}`] });
      }
    } else {
      rows.push({ ...base, id: `phase.${p.id}.start`, phrase: `${p.phrase}开始时`, forms: [`${whose} ${p.phrase} 开始 时`] });
    }
    // The phase proper: "摸牌阶段" is the moment before the rated draw; "出牌阶段" is each idle
    // time point (出牌阶段内的空闲时间点, 4.1.1.6 ◆).
    rows.push({ ...base, id: `phase.${p.id}.proper`, phrase: p.phrase, forms: [`${whose} ${p.phrase}`] });
    rows.push({ ...base, id: `phase.${p.id}.end`, phrase: `${p.phrase}结束时`, forms: [`${whose} ${p.phrase} 结束 时`] });
  }
  return rows;
}

/** Rows for ❶…❾ of one timing point. `form(mark)` gives the row's forms. */
function numbered(idPrefix: string, phrase: string, count: number, forms: (mark: string) => string[], rest: Omit<TimingRow, "id" | "phrase" | "forms">): TimingRow[] {
  return Array.from({ length: count }, (_, i) => ({
    ...rest,
    id: `${idPrefix}.${i + 1}`,
    phrase: `${phrase}${MARKS[i]}`,
    forms: forms(MARKS[i]),
  }));
}

/** 因<原因>而 (4.2.9 ◆ 移动和失去牌的原因; 溢出: 004 3.3.20 ◆ 因溢出而移至<一个区域>的牌). */
// 因其他角色的弃置或获得而 (3.7.8 ◎: 任何角色弃置或获得…): the performer (4.2.9's A) and either reason.
const REASONS = "(弃置|交给|使用|打出|获得|重铸|判定|拼点|交换|溢出)";
const BECAUSE = `[因 [<actor:player> 的] <reason:${REASONS}> [或 <orReason:${REASONS}>] 而]`;
/** The areas 废除/恢复 name (3.3.13–3.3.14, 3.3.23–3.3.24; the words of vocabulary/nouns.ts SEALABLE_AREAS, which this layer may not import). */
const AREA = "<area:(判定区|装备区|武器区|防具区|进攻坐骑区|防御坐骑区|特殊坐骑区|宝物区)>";
const cardSubject = ["此牌", "使用者"];
const targetExposes = ["此牌", "使用者", "此目标"];

export const TIMINGS: readonly TimingRow[] = [
  // 4.1.1.6 the turn
  // <角色>下回合 (其下回合结束前❶, in a delayed effect): that player's first turn begun after it.
  ...numbered("turn.start", "回合开始后", 9, (m) => [`[<player:player> 的 | <player:player> [的] <next:(下)> [个]] 回合 开始 后 ${m}`], { event: "turn", subject: "player", exposes: turnPlayer, section: "4.1.1.6" }),
  ...phaseRows(),
  ...numbered("turn.end", "回合结束前", 7, (m) => [`[<player:player> 的 | <this:(此)> | <player:player> [的] <next:(下)> [个]] 回合 结束 前 ${m}`], { event: "turn", subject: "player", exposes: turnPlayer, section: "4.1.1.6" }),

  // 4.2.2 需要使用牌事件
  ...numbered("needUse", "需要使用{牌}时", 3, (m) => [`<player:player> 需要 使用 <card:card> 时 ${m}`], { event: "needUse", subject: "player", exposes: ["牌名"], section: "4.2.2" }),
  // 4.2.4 牌的使用事件
  { id: "use.declared", event: "use", phrase: "声明使用牌后", forms: ["<user:player> 声明 使用 <card:card> 后"], subject: "user", exposes: cardSubject, section: "4.2.4" },
  { id: "use.targetsChosen", event: "use", phrase: "选择目标后", forms: ["<card:card> 选择 目标 后"], subject: "user", exposes: [...cardSubject, "目标"], section: "4.2.4" },
  { id: "use.used", event: "use", phrase: "被使用时", aliases: ["牌被使用时"], forms: ["<card:card> 被 使用 时"], subject: "user", exposes: [...cardSubject, "目标"], section: "4.2.4" },
  { id: "use.specifyTarget", event: "use", phrase: "指定目标时", forms: ["<card:card> 指定 [<first:(第 一 个)>] 目标 时"], subject: "user", exposes: targetExposes, section: "4.2.4" },
  { id: "use.becomeTarget", event: "use", phrase: "成为目标时", aliases: ["成为{牌}的目标时"], forms: ["<target:player> 成为 <card:card> 的 目标 时"], subject: "target", exposes: targetExposes, section: "4.2.4" },
  { id: "use.specifiedTarget", event: "use", phrase: "指定目标后", forms: ["<card:card> 指定 [<first:(第 一 个)>] 目标 后"], subject: "user", exposes: targetExposes, section: "4.2.4" },
  { id: "use.becameTarget", event: "use", phrase: "成为目标后", aliases: ["成为{牌}的目标后"], forms: ["<target:player> 成为 <card:card> 的 目标 后"], subject: "target", exposes: targetExposes, section: "4.2.4" },
  { id: "use.prepared", event: "use", phrase: "使用结算准备工作结束时", forms: ["<card:card> 的 使用结算准备工作 结束 时"], subject: "user", exposes: cardSubject, section: "4.2.4" },
  { id: "use.target.settleStart", event: "use", phrase: "对目标使用结算开始时", forms: ["<card:card> 对 <target:target> 使用结算 开始 时"], subject: "target", exposes: targetExposes, section: "4.2.4" },
  { id: "use.target.effectBefore", event: "use", phrase: "对目标生效前", forms: ["<card:card> 对 <target:target> 生效 前"], subject: "target", exposes: targetExposes, section: "4.2.4" },
  { id: "use.target.offsetAfter", event: "use", phrase: "被抵消后", forms: ["<card:card> 被 抵消 后"], subject: "user", exposes: targetExposes, section: "4.2.4" },
  { id: "use.target.effecting", event: "use", phrase: "对目标生效时", forms: ["<card:card> 对 <target:target> 生效 时"], subject: "target", exposes: targetExposes, section: "4.2.4" },
  { id: "use.target.effectAfter", event: "use", phrase: "对目标生效后", forms: ["<card:card> 对 <target:target> 生效 后"], subject: "target", exposes: targetExposes, section: "4.2.4" },
  ...numbered("use.end", "使用结算结束后", 3, (m) => [`<card:card> [的] 使用结算 结束 后 ${m}`], { event: "use", subject: "user", exposes: cardSubject, section: "4.2.4" }),
  // 4.2.5 需要打出牌事件
  ...numbered("needPlay", "需要打出{牌}时", 3, (m) => [`<player:player> 需要 打出 <card:card> 时 ${m}`], { event: "needPlay", subject: "player", exposes: ["牌名"], section: "4.2.5" }),
  // 4.2.7 牌的打出事件
  { id: "play.played", event: "play", phrase: "被打出时", aliases: ["牌被打出时"], forms: ["<card:card> 被 打出 时"], subject: "player", exposes: ["此牌", "打出者"], section: "4.2.7" },
  { id: "play.end", event: "play", phrase: "打出结算结束后", forms: ["<card:card> [的] 打出结算 结束 后"], subject: "player", exposes: ["此牌", "打出者"], section: "4.2.7" },
  // 4.2.8 拼点事件
  { id: "pindian.start", event: "pindian", phrase: "进行拼点时", forms: ["<player:player> 进行 拼点 时"], subject: "player", parties: true, exposes: ["拼点的牌"], section: "4.2.8" },
  { id: "pindian.result", event: "pindian", phrase: "拼点结果确定后", forms: ["<player:player> 的 拼点 结果 确定 后"], subject: "player", parties: true, exposes: ["拼点的牌", "与你拼点的角色"], section: "4.2.8" },
  { id: "pindian.end", event: "pindian", phrase: "拼点结算结束后", forms: ["拼点结算 结束 后"], subject: "player", parties: true, exposes: ["拼点的牌"], section: "4.2.8" },
  // 3.5.61 议事 (seed 004; chapter 4 has no 议事 event): its (3) and (4), every participant's.
  { id: "council.settle", event: "council", phrase: "议事决算时", forms: ["[<player:player> 的] 议事 决算 时"], subject: "player", parties: true, exposes: ["议事结果", "议事的角色"], section: "3.5.61" },
  { id: "council.end", event: "council", phrase: "议事结束后", forms: ["[<player:player> 的] 议事 结束 后"], subject: "player", parties: true, exposes: ["议事结果", "议事的角色"], section: "3.5.61" },
  // 4.2.9 移动事件 (失去/得到 are the same timing points seen from the loser/gainer)
  { id: "move.decided", event: "move", phrase: "确定移动的牌时", forms: ["确定 移动 的 牌 时"], exposes: ["这些牌"], section: "4.2.9" },
  ...([
    ["move.before.1", "移至目标区域前❶", "前 ❶"],
    ["move.before.2", "移至目标区域前❷", "前 ❷"],
    ["move.after.1", "移至目标区域后❶", "后 ❶"],
    ["move.after.2", "移至目标区域后❷", "后 ❷"],
  ] as const).map(
    ([id, phrase, when]): TimingRow => ({
      id,
      event: "move",
      phrase,
      aliases: [`失去牌${phrase.slice(-2)}`, `得到牌${phrase.slice(-2)}`],
      // 因弃置而失去的牌 (4.2.9 ◆ 移动和失去牌的原因; 004 协力): the reason goes with 失去 as with 移至.
      forms: [`<cards:cards> ${BECAUSE} 移至 <to:zone> ${when}`, `<loser:player> ${BECAUSE} 失去 <cards:cards> ${when}`, `<gainer:player> 得到 <cards:cards> ${when}`],
      subject: "owner",
      exposes: ["这些牌"],
      section: "4.2.9",
    }),
  ),
  { id: "move.end", event: "move", phrase: "移动结算结束后", forms: ["移动结算 结束 后"], exposes: ["这些牌"], section: "4.2.9" },
  // 4.2.10 牌状态改变事件 (横置/重置/翻面 …) and 明置
  { id: "state.before.1", event: "stateChange", phrase: "牌状态改变前❶", forms: ["<player:player> <change:(横置|重置|翻面)> 前 ❶"], subject: "player", exposes: [], section: "4.2.10" },
  { id: "state.before.2", event: "stateChange", phrase: "牌状态改变前❷", forms: ["<player:player> <change:(横置|重置|翻面)> 前 ❷"], subject: "player", exposes: [], section: "4.2.10" },
  { id: "state.after", event: "stateChange", phrase: "牌状态改变后", forms: ["<player:player> <change:(横置|重置|翻面)> 后"], subject: "player", exposes: [], section: "4.2.10" },
  { id: "state.end", event: "stateChange", phrase: "牌状态改变结算结束后", forms: ["牌状态改变结算 结束 后"], subject: "player", exposes: [], section: "4.2.10" },
  { id: "reveal.after", event: "reveal", phrase: "明置后", forms: ["<player:player> 明置 后"], subject: "player", exposes: [], section: "4.2.10" },
  { id: "reveal.end", event: "reveal", phrase: "明置结算结束后", forms: ["明置结算 结束 后"], subject: "player", exposes: [], section: "4.2.10" },
  // 4.2.11 判定事件
  { id: "judge.start", event: "judge", phrase: "判定时", forms: ["<player:player> 判定 时"], subject: "player", exposes: ["判定牌"], section: "4.2.11" },
  { id: "judge.becameJudgeCard", event: "judge", phrase: "成为判定牌后", forms: ["<card:cards> 成为 判定牌 后"], subject: "player", exposes: ["判定牌"], section: "4.2.11" },
  { id: "judge.beforeResult", event: "judge", phrase: "判定结果确定前", forms: ["[<player:player> 的 | <this:(此)>] 判定 结果 确定 前"], subject: "player", exposes: ["判定牌"], section: "4.2.11" },
  { id: "judge.resulting", event: "judge", phrase: "判定结果确定时", forms: ["[<player:player> 的 | <this:(此)>] 判定 结果 确定 时"], subject: "player", exposes: ["判定牌", "结果"], section: "4.2.11" },
  ...numbered("judge.after", "判定结果确定后", 2, (m) => [`[<player:player> 的 | <this:(此)>] 判定 结果 确定 后 ${m}`], { event: "judge", subject: "player", exposes: ["判定牌", "结果"], section: "4.2.11" }),
  { id: "judge.end", event: "judge", phrase: "判定结算结束后", forms: ["判定结算 结束 后"], subject: "player", exposes: ["判定牌", "结果"], section: "4.2.11" },
  // 4.2.12 伤害事件
  { id: "damage.beforeSettle", event: "damage", phrase: "伤害结算开始前", forms: ["伤害结算 开始 前"], subject: "victim", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" },
  { id: "damage.settleStart", event: "damage", phrase: "伤害结算开始时", forms: ["伤害结算 开始 时"], subject: "victim", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" },
  ...numbered("damage.cause", "造成伤害时", 3, (m) => [`<source:player> [对 <victim:players>] 造成 <damage:damage> 时 ${m}`], { event: "damage", subject: "source", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" }),
  ...numbered("damage.take", "受到伤害时", 3, (m) => [`<victim:player> 受到 <damage:damage> 时 ${m}`], { event: "damage", subject: "victim", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" }),
  { id: "damage.caused", event: "damage", phrase: "造成伤害后", forms: ["<source:player> [对 <victim:players>] 造成 <damage:damage> 后"], subject: "source", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" },
  // 受到1点伤害后 (4.2.12 注意): the same timing point, one chance per point of damage.
  { id: "damage.taken", event: "damage", phrase: "受到伤害后", aliases: ["受到1点伤害后"], forms: ["<victim:player> 受到 <damage:damage> 后"], subject: "victim", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" },
  { id: "damage.end", event: "damage", phrase: "伤害结算结束后", forms: ["伤害结算 结束 后"], subject: "victim", exposes: ["来源", "渠道", "伤害值", "受伤角色"], section: "4.2.12" },
  // 4.2.13 失去体力事件
  { id: "loseHp.beforeSettle", event: "loseHp", phrase: "失去体力结算开始前", forms: ["失去体力结算 开始 前", "<player:player> 失去体力结算 开始 前"], subject: "player", exposes: ["失去的体力值"], section: "4.2.13" },
  { id: "loseHp.after", event: "loseHp", phrase: "失去体力后", forms: ["<player:player> 失去 [<n:number> 点] 体力 后"], subject: "player", exposes: ["失去的体力值"], section: "4.2.13" },
  { id: "loseHp.end", event: "loseHp", phrase: "失去体力结算结束后", forms: ["失去体力结算 结束 后", "<player:player> 失去体力结算 结束 后"], subject: "player", exposes: ["失去的体力值"], section: "4.2.13" },
  // 4.2.14 扣减体力事件
  { id: "hpDeduct.before", event: "hpDeduct", phrase: "扣减体力前", forms: ["<player:player> 扣减 体力 前"], subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  { id: "hpDeduct.during", event: "hpDeduct", phrase: "扣减体力时", forms: ["<player:player> 扣减 体力 时"], subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  { id: "hpDeduct.after", event: "hpDeduct", phrase: "扣减体力后", forms: ["<player:player> 扣减 体力 后"], subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  { id: "hpDeduct.end", event: "hpDeduct", phrase: "扣减体力结算结束后", forms: ["扣减体力结算 结束 后"], subject: "player", exposes: ["扣减的体力值"], section: "4.2.14" },
  // 4.2.15 回复体力事件
  { id: "recover.before", event: "recover", phrase: "回复体力前", forms: ["<player:player> 回复 体力 前"], subject: "player", exposes: ["回复值"], section: "4.2.15" },
  { id: "recover.after", event: "recover", phrase: "回复体力后", forms: ["<player:player> 回复 [<n:number> 点] 体力 后"], subject: "player", exposes: ["回复值"], section: "4.2.15" },
  { id: "recover.end", event: "recover", phrase: "回复体力结算结束后", forms: ["回复体力结算 结束 后"], subject: "player", exposes: ["回复值"], section: "4.2.15" },
  // 4.2.16 减体力上限事件
  { id: "loseMaxHp.before", event: "loseMaxHp", phrase: "减体力上限前", forms: ["<player:player> 减 体力上限 前"], subject: "player", exposes: [], section: "4.2.16" },
  { id: "loseMaxHp.after", event: "loseMaxHp", phrase: "减体力上限后", forms: ["<player:player> 减 体力上限 后"], subject: "player", exposes: [], section: "4.2.16" },
  { id: "loseMaxHp.end", event: "loseMaxHp", phrase: "减体力上限结算结束后", forms: ["减体力上限结算 结束 后"], subject: "player", exposes: [], section: "4.2.16" },
  // 4.2.17 加体力上限事件
  { id: "gainMaxHp.before", event: "gainMaxHp", phrase: "加体力上限前", forms: ["<player:player> 加 体力上限 前"], subject: "player", exposes: [], section: "4.2.17" },
  { id: "gainMaxHp.after", event: "gainMaxHp", phrase: "加体力上限后", forms: ["<player:player> 加 体力上限 后"], subject: "player", exposes: [], section: "4.2.17" },
  { id: "gainMaxHp.end", event: "gainMaxHp", phrase: "加体力上限结算结束后", forms: ["加体力上限结算 结束 后"], subject: "player", exposes: [], section: "4.2.17" },
  // 4.2.18 濒死事件
  { id: "dying.entering", event: "dying", phrase: "进入濒死状态时", forms: ["<player:player> 进入 濒死状态 时"], subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  { id: "dying.entered", event: "dying", phrase: "进入濒死状态后", forms: ["<player:player> 进入 濒死状态 后"], subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  { id: "dying.in", event: "dying", phrase: "处于濒死状态时", forms: ["<player:player> 处于 濒死状态 时"], subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  { id: "dying.end", event: "dying", phrase: "濒死结算结束后", forms: ["[<this:(此)>] 濒死结算 结束 后"], subject: "player", exposes: ["处于濒死状态的角色"], section: "4.2.18" },
  // 4.2.19 死亡事件
  { id: "death.beforeReveal", event: "death", phrase: "确认身份前", forms: ["<player:player> 确认 身份 前"], subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  { id: "death.dying", event: "death", phrase: "死亡时", forms: ["<player:player> 死亡 时"], subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  { id: "death.after", event: "death", phrase: "死亡后", forms: ["<player:player> 死亡 后"], subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  { id: "death.end", event: "death", phrase: "死亡结算结束后", forms: ["死亡结算 结束 后"], subject: "player", exposes: ["杀死其的角色"], section: "4.2.19" },
  // 4.2.20 获得技能事件
  { id: "gainSkill.before", event: "gainSkill", phrase: "获得技能前", forms: ["<player:player> 获得 <skill:skill> 前"], subject: "player", exposes: ["技能"], section: "4.2.20" },
  { id: "gainSkill.after", event: "gainSkill", phrase: "获得技能后", forms: ["<player:player> 获得 <skill:skill> 后"], subject: "player", exposes: ["技能"], section: "4.2.20" },
  { id: "gainSkill.end", event: "gainSkill", phrase: "获得技能结算结束后", forms: ["获得技能结算 结束 后"], subject: "player", exposes: ["技能"], section: "4.2.20" },
  // 4.2.21 失去技能事件
  { id: "loseSkill.before", event: "loseSkill", phrase: "失去技能前", forms: ["<player:player> 失去 <skill:skill> 前"], subject: "player", exposes: ["技能"], section: "4.2.21" },
  { id: "loseSkill.after", event: "loseSkill", phrase: "失去技能后", forms: ["<player:player> 失去 <skill:skill> 后"], subject: "player", exposes: ["技能"], section: "4.2.21" },
  { id: "loseSkill.end", event: "loseSkill", phrase: "失去技能结算结束后", forms: ["失去技能结算 结束 后"], subject: "player", exposes: ["技能"], section: "4.2.21" },
  // 4.2.23 废除事件
  { id: "disable.before", event: "disable", phrase: "废除前", forms: [`<player:player> 废除 ${AREA} 前`], subject: "player", exposes: ["区域"], section: "4.2.23" },
  { id: "disable.after", event: "disable", phrase: "废除后", forms: [`<player:player> 废除 ${AREA} 后`], subject: "player", exposes: ["区域"], section: "4.2.23" },
  { id: "disable.end", event: "disable", phrase: "废除结算结束后", forms: ["废除结算 结束 后"], subject: "player", exposes: ["区域"], section: "4.2.23" },
  // 4.2.24 恢复事件
  { id: "restoreArea.before", event: "restoreArea", phrase: "恢复前", forms: [`<player:player> 恢复 ${AREA} 前`], subject: "player", exposes: ["区域"], section: "4.2.24" },
  { id: "restoreArea.after", event: "restoreArea", phrase: "恢复后", forms: [`<player:player> 恢复 ${AREA} 后`], subject: "player", exposes: ["区域"], section: "4.2.24" },
  { id: "restoreArea.end", event: "restoreArea", phrase: "恢复结算结束后", forms: ["恢复结算 结束 后"], subject: "player", exposes: ["区域"], section: "4.2.24" },
  // 4.2.25 获得标记事件
  { id: "gainMark.before", event: "gainMark", phrase: "获得标记前", forms: ["<player:player> 获得 <mark:mark> 前"], subject: "player", exposes: ["标记"], section: "4.2.25" },
  { id: "gainMark.after", event: "gainMark", phrase: "获得标记后", forms: ["<player:player> 获得 <mark:mark> 后"], subject: "player", exposes: ["标记"], section: "4.2.25" },
  { id: "gainMark.end", event: "gainMark", phrase: "获得标记结算结束后", forms: ["获得标记结算 结束 后"], subject: "player", exposes: ["标记"], section: "4.2.25" },
  // 4.2.19 death of a player: 此阶段结束时 etc. are the phase rows above, resolved by scope.
];

/**
 * Timing forms that name a phase through a slot (此阶段结束时 in a delayed effect): the phase
 * comes from the scope, so the row is chosen after checking (compiler/check).
 */
export const PHASE_TIMING_FORMS: readonly { readonly moment: "beforeStart" | "start" | "end"; readonly form: string }[] = [
  { moment: "beforeStart", form: "此 阶段 开始 前" },
  { moment: "start", form: "此 阶段 开始 时" },
  { moment: "end", form: "此 阶段 结束 时" },
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
