// Predicates: the operations, states and tests of chapter 3 (and the event operations of
// chapter 4), one row per term, each with the rulebook's template forms. Subjects come first.
// A row's id is its IR operation and names the runtime operation that performs it.
import type { PredicateRow } from "./types.ts";

const ATTR = "<attr:(颜色|花色|点数|类别|牌名)>";
const SAME = "<same:(相同|不同)>";
const GZ = "guozhan" as const;

export const PREDICATES: readonly PredicateRow[] = [
  // ---------------------------------------------------------------- 3.8 cards
  { id: "draw", section: "3.8.13", class: "operation", forms: ["<who:player> 摸* <n:count>"], means: "take cards from the top of the draw pile" },
  { id: "fillHandTo", section: "3.8.15", class: "operation", forms: ["<who:player> 将 <what:cardSet> 补至 <n:number> 张"], means: "draw until those cards number X" },
  { id: "discardDownTo", section: "3.8.14", class: "operation", forms: ["<who:player> 将 <what:cardSet> 弃置 至 <n:number> 张"], means: "discard until those cards number X" },
  { id: "discard", section: "3.8.8", class: "operation", forms: ["<who:player> 弃置* <what:cards>"], means: "move cards of a player's regions to the discard pile" },
  { id: "gain", section: "3.8.20", class: "operation", forms: ["<who:player> 获得* <what:cards>"], means: "move cards into one's hand" },
  { id: "obtain", section: "3.8.27", class: "operation", notPerformed: "history", forms: ["<who:player> 得到* <what:cards>"], means: "cards arrived in one's hand, by any operation (摸, 获得, 交给 …): read as something that happened" },
  {
    id: "give",
    section: "3.8.11",
    class: "operation",
    forms: ["<who:player> 将 <what:cards> 交给* <to:players>", "<who:player> 交给* <to:players> <what:cards>"],
    means: "move one's cards into other players' hands (任意: distributed)",
  },
  {
    id: "putOnPile",
    section: "3.8.6",
    class: "operation",
    forms: ["<who:player> 将 <what:cards> [<order:(以任意顺序)>] 置于 <where:(牌堆顶|牌堆底)> [或 <orWhere:(牌堆顶|牌堆底)>]"],
    means: "put cards on top of / under the draw pile (the mover orders them; 牌堆顶或牌堆底: the mover chooses which)",
  },
  {
    id: "putOnGeneral",
    section: "3.3.16",
    class: "operation",
    forms: ["<who:player> 将 <what:cards> [<down:(扣)>] 置于 [<owner:player> [的]] 武将牌 <where:(上|旁)> [（ [均] 称为 <as:mark> [， 对 <seen:players> 可见] ）]"],
    means: "put cards on a general card (face down with 扣), naming them “X” (对X可见 3.5.34: those players may look at them while they stay)",
  },
  {
    id: "setAside",
    section: "3.8.7",
    class: "operation",
    forms: ["<who:player> 将 <what:cards> 扣置入 处理区 [（ 对 <to:player> 可见 ）]"],
    means: "put cards face down into the processing area, visible to one player",
  },
  {
    // 3.8.6 置入, 3.8.7 扣置入 (face down); into 仓廪/府库 a skill may call the cards “X” (3.3.18 ◆,
    // 3.3.19 ◆). After setAside: 扣置入处理区（对X可见） is that row's (the first reading wins).
    id: "putInto",
    section: "3.8.6",
    class: "operation",
    forms: ["<who:player> 将 <what:cards> 置入 <to:zone> [（ [均] 称为 <as:mark> [， 对 <seen:players> 可见] ）]", "<who:player> 将 <what:cards> <down:(扣置入)> <to:zone> [（ [均] 称为 <as:mark> [， 对 <seen:players> 可见] ）]"],
    means: "move cards into a zone (弃牌堆, 装备区, 仓廪 …; 扣置入: face down), naming them “X” in 仓廪/府库 (对X可见 3.5.34: those players may look at them while they stay)",
  },
  { id: "show", section: "3.8.17", class: "operation", forms: ["<who:players> [<together:(同时)>] 展示* <what:cards>"], means: "show cards (no move)" },
  { id: "look", section: "3.8.16", class: "operation", forms: ["<who:player> 观看* <what:cards>"], means: "look at cards" },
  { id: "reveal", section: "3.8.18", class: "operation", forms: ["<who:player> 亮出* <what:cards>"], means: "reveal cards (draw-pile cards go to the processing area)" },
  {
    id: "exchange",
    section: "3.8.19",
    class: "operation",
    // 3.8.19 交换双方的各至少一张确定的牌: 将<own cards>与<another's cards>交换.
    // <A>与<B>交换手牌 (the pair written as 与's object).
    forms: ["<who:players> 交换* <what:cards>", "<who:player> 将 <what:cards> 与 <with:cards> 交换*", "<who:player> 与 <partner:player> 交换* <what:cards>"],
    means: "exchange the cards of two players' regions, or some cards of one with some of another",
  },
  { id: "recast", section: "3.8.5", class: "operation", forms: ["<who:player> 重铸* <what:cards>"], means: "put cards into the discard pile, then draw as many" },
  { id: "judge", section: "3.8.22", class: "operation", forms: ["<who:player> 判定*"], means: "start a judge event" },
  { id: "shuffle", section: "3.8.26", class: "operation", forms: ["<who:player> 洗牌"], means: "洗牌 (系统洗牌): the discard pile goes into the draw pile, which is then shuffled" },
  { id: "pindian", section: "3.8.12", class: "operation", forms: ["<who:player> 与 <with:player> 拼点*"], means: "start a pindian event" },
  {
    id: "council",
    section: "3.5.61",
    class: "operation",
    forms: ["<who:player> 与 <with:players> 议事*", "<who:players> 议事*"],
    means: "议事: the players show a hand card each at once (3.8.17 ◆); more red: red, more black: black, else no result; then 议事决算时, 议事结束后",
  },
  {
    id: "use",
    section: "3.8.2",
    class: "operation",
    forms: ["<who:player> [对 <to:players>] 使用* <what:card> [（ <nolimit:(无距离关系的限制)> ）]"],
    means: "use a card (its pre-use and use events)",
  },
  { id: "play", section: "3.8.3", class: "operation", forms: ["<who:player> 打出* <what:card>"], means: "play out a card" },
  { id: "useOrPlay", section: "3.5.21", class: "operation", notPerformed: "historyOrBan", forms: ["<who:player> 使用* 或 打出* <what:card>"], means: "use or play out a card (either)" },
  // 3.8.8 ◆ A不能弃置…牌: A may not choose such cards when A discards (others may discard them).
  {
    id: "useOrPlayOrDiscard",
    section: "3.8.8",
    class: "operation",
    banOnly: true,
    forms: ["<who:player> 使用 、 打出 或 弃置 <what:card>"],
    means: "use, play out or discard such cards — only as a ban (不能使用、打出或弃置…: each of the three is barred, 3.8.2, 3.8.3, 3.8.8 ◆)",
  },
  { id: "respond", section: "3.7.1", class: "operation", notPerformed: "historyOrBan", forms: ["<who:player> 响应 <what:card>"], means: "respond to a card (used negated: 不能响应)" },
  // 4.2.4 (2): a card is offset by the card answering it, or by a player's skill effect (你抵消此牌).
  { id: "offset", section: "4.2.4", class: "operation", forms: ["<by:card> 抵消* <what:card>", "<who:player> 抵消* <what:card>"], means: "offset a card (its effect does not take place for the current target)" },
  {
    id: "asJudgeCard",
    section: "4.2.11",
    class: "operation",
    forms: ["<who:player> 将 <what:cards> 作为 判定牌"],
    means: "make a card the judgement card (before the result is settled)",
  },
  // ---------------------------------------------------------------- 3.4, 3.5 hp and damage
  { id: "loseHp", section: "4.2.13", class: "operation", forms: ["<who:player> 失去* <n:number> 点 体力"], means: "lose hp" },
  { id: "recover", section: "3.5.27", class: "operation", forms: ["<who:player> 回复* <n:number> 点 体力", "<who:player> 回复* 体力"], means: "recover hp (capped by the hp lost)" },
  { id: "recoverTo", section: "3.5.28", class: "operation", forms: ["<who:player> 将 体力 回复 至 <n:number> 点"], means: "recover up to X hp" },
  {
    id: "damage",
    section: "3.5.57",
    class: "operation",
    forms: [
      "<source:player> 对 <victim:players> [<each:(各)>] 造成* <n:number> 点 [<element:element>] 伤害",
      "<victim:players> [<each:(各)>] 受到* <source:player> 造成 的 <n:number> 点 [<element:element>] 伤害",
      "<victim:players> [<each:(各)>] 受到* <n:number> 点 <nosource:(无来源)> 的 [<element:element>] 伤害",
    ],
    means: "deal damage (a damage event)",
  },
  { id: "hurt", section: "4.2.12", class: "test", forms: ["<victim:players> 受到* <what:damage>", "<source:player> [对 <victim:players>] 造成* <what:damage>"], means: "(past) took / dealt damage" },
  { id: "cardDealtDamage", section: "3.5.23", class: "test", forms: ["<card:card> 造成* 伤害"], means: "(past) a card dealt damage (as its channel)" },
  { id: "killed", section: "3.5.35", class: "test", forms: ["<who:player> 杀死* <whom:players>"], means: "(past) killed a player" },
  // 3.5.24 普通/属性伤害: the damage in scope becomes another element (at 造成伤害时❶, before 3.5.58's ❸).
  {
    id: "changeDamageElement",
    section: "3.5.24",
    class: "operation",
    forms: ["<who:player> 将 <what:damage> 改为 <to:(普通|火焰|雷电|冰冻)> 伤害"],
    sample: "〖样例〗锁定技，当你对一名角色造成普通伤害时❶，你将此伤害改为火焰伤害。",
    means: "the damage in scope becomes normal / fire / thunder / ice damage",
  },
  // 3.7.8(1) 防止 a loss of hp in scope (at 失去体力结算开始前, 4.2.13): no hp is deducted, no 失去体力后.
  { id: "preventLoseHp", section: "3.7.8", class: "operation", forms: ["<who:player> 防止 此 [次] 失去 体力"], sample: "〖样例〗锁定技，当你失去体力结算开始前，你防止此失去体力。", means: "prevent the loss of hp in scope" },
  { id: "prevent", section: "3.7.8", class: "operation", forms: ["<who:player> 防止 <what:damage>"], means: "prevent a damage (its event ends)" },
  // 3.7.8 ② 在牌的移动结算中防止这些牌的此次移动 (4.2.9, at 移至目标区域前❶❷): the move flow ends for them.
  { id: "preventMove", section: "3.7.8", class: "operation", forms: ["<who:player> 防止 此次 移动", "<who:player> 防止 此 移动", "<who:player> 防止 <these:(这些 牌)> 的 此次 移动"], sample: "〖样例〗锁定技，当你因弃置而失去装备区里的牌前❷，你防止此次移动。", means: "prevent the move in scope (这些牌的此次移动: of the cards the timing named)" },
  // 3.7.8 ③ 在牌状态改变结算中防止此改变 (4.2.10, at 牌状态改变前❶❷): the flow ends, no change is made.
  { id: "preventStateChange", section: "3.7.8", class: "operation", forms: ["<who:player> 防止 此 <what:(改变|横置|重置|翻面)>"], sample: "〖样例〗锁定技，当你翻面前❶，你防止此翻面。", means: "prevent the state change in scope (此改变, or the change it names)" },
  // 3.5.22 来源 ◆: the source of damages to come changes (the card's user stays its user).
  { id: "becomeSource", section: "3.5.22", class: "operation", forms: ["<who:player> 代替 <instead:player> 成为 <what:damage> 的 来源"], means: "become the source of such damages instead of a player (while the event in scope lasts)" },
  { id: "loseMaxHp", section: "4.2.16", class: "operation", forms: ["<who:player> 减 <n:number> 点 体力上限"], means: "lose max hp (death at 0)" },
  { id: "gainMaxHp", section: "4.2.17", class: "operation", forms: ["<who:player> 加 <n:number> 点 体力上限"], means: "gain max hp" },
  { id: "gainArmor", section: "3.5.60", class: "operation", forms: ["<who:player> 加 <n:number> 点 护甲"], means: "gain armour (capped at 5)" },
  // 4.2.14 减Y点护甲 (扣减体力 takes armour first): the same operation written in a skill. As for
  // 加X点护甲 (3.5.60) a player with none cannot do it, and one with less loses what it has.
  { id: "loseArmor", section: "4.2.14", class: "operation", forms: ["<who:player> 减 <n:number> 点 护甲"], means: "lose armour (none: cannot; less than X: all of it)" },
  {
    id: "adjustValue",
    section: "3.4.7",
    class: "operation",
    forms: ["<who:player> 令 <what:(伤害值|回复值|额定摸牌数)> <sign:(+|-)> <n:number>", "<who:player> 令 <what:(伤害值|额定摸牌数)> <sign:(改为)> <n:number>"],
    means: "change the damage value, recovery value or rated draw count of the event in scope",
  },
  { id: "addBase", section: "3.4.7", class: "state", forms: ["<card:card> 的 伤害值基数 + <n:number>"], means: "the damage base of a card's damage is X more" },
  // ---------------------------------------------------------------- 3.9 general cards
  { id: "flip", section: "3.9.4", class: "operation", forms: ["<who:player> 翻面*"], means: "turn one's general card over" },
  { id: "chain", section: "3.9.1", class: "operation", forms: ["<who:player> 横置*"], means: "chain (turn the general card sideways)" },
  { id: "unchain", section: "3.9.2", class: "operation", forms: ["<who:player> 重置*"], means: "unchain" },
  { id: "restore", section: "3.9.5", class: "operation", forms: ["<who:player> 复原*"], means: "unchain, then turn face up if face down" },
  // ---------------------------------------------------------------- 4.2.20–4.2.25 skills and marks
  { id: "gainSkill", section: "4.2.20", class: "operation", forms: ["<who:player> 获得* <what:skill>"], means: "gain a skill" },
  { id: "loseSkill", section: "4.2.21", class: "operation", forms: ["<who:player> 失去 <what:skill>"], means: "lose a skill" },
  { id: "gainMark", section: "4.2.25", class: "operation", forms: ["<who:player> 获得* <n:number> 枚 <what:mark>"], means: "gain marks" },
  { id: "discardMark", section: "3.8.9", class: "operation", forms: ["<who:player> 弃 <n:number> 枚 <what:mark>", "<who:player> 弃 <what:marks>"], means: "lose marks (弃 “X”)" },
  { id: "activated", section: "4.2.1", class: "test", forms: ["<who:player> 发动* <what:skill>"], means: "(past) activated a skill" },
  // 3.2.7 拥有; 有/没有〖X〗 is the everyday spelling of 拥有/未拥有.
  { id: "hasSkill", section: "3.2.7", class: "test", forms: ["<who:player> 拥有 <what:skill>", "<who:player> <is:(有|没有)> <what:skill>"], means: "has (有/拥有) or has not (没有) a skill" },
  { id: "hasTag", section: "3.2.7", class: "test", forms: ["<what:skill> 带有 <tag:mark> 标签"], means: "a skill has a tag (“锁定技” …)" },
  // 3.5.62: 转换技状态 is a skill's property, read as such (〖X〗的转换技状态为阳); the state is its owner's, 你.
  { id: "switchStateIs", section: "3.5.62", class: "test", forms: ["<what:skill> 的 转换技状态 为 <state:(阳|阴)>"], means: "your skill's 转换技状态 is 阳 / 阴 (阳 until its first activation)" },
  {
    id: "skillInvalid",
    section: "3.7.5",
    class: "state",
    forms: ["<what:skill> [于 <period:period> 内] 无效"],
    means: "skills are invalid (cannot be activated, have no effect) for a period",
  },
  // ---------------------------------------------------------------- 3.6 turns and phases
  { id: "skipPhase", section: "3.6.2", class: "operation", forms: ["<who:player> 跳过* <what:phase>"], means: "skip a phase (its timing points are not generated)" },
  // 3.6.2 ◆ 将一个阶段a改为另一个阶段b: the timing points inside a are generated as b's.
  { id: "changePhase", section: "3.6.2", class: "operation", forms: ["<who:player> 将 <what:phase> 改为 <to:phase>"], sample: "〖样例〗弃牌阶段开始前，你可将此回合的弃牌阶段改为出牌阶段。", means: "change a phase of the turn into another (after its 开始前, the other's timing points)" },
  {
    id: "extraPhase",
    section: "3.6.2",
    class: "operation",
    // 3.6.2 ◆ itself writes 在A阶段之后获得一个额外的B阶段; skill texts write 于.
    forms: ["<who:player> [(于 | 在) <anchor:phase> <side:(之前|之后)>] 获得 一 个 额外 的 <what:phase>"],
    means: "gain an extra phase before/after a phase",
  },
  // 3.6.1 ◆ writes 获得一个额外回合, 3.5.5 ◎ 进行一个额外回合, skill texts 获得一个额外的回合.
  { id: "extraTurn", section: "3.6.1", class: "operation", forms: ["<who:player> (获得 | 进行) 一 个 额外 [的] 回合"], means: "gain an extra turn" },
  // 3.5.59 终止: 令所有包含“判定▶/▷若结果为”的▶/▷后的效果不能执行 — the judgement itself goes on.
  { id: "terminateJudge", section: "3.5.59", class: "operation", forms: ["<who:player> 终止 此 判定"], sample: "〖样例〗当一名其他角色的判定结果确定时，你可弃置一张手牌▶你终止此判定。", means: "the effects after the judgement in scope (判定▶若结果为…) are not carried out" },
  { id: "terminate", section: "3.6.3", class: "operation", forms: ["<who:player> 终止 <what:(此流程|此 回复体力流程|此 回合)>"], means: "terminate the event flow (or turn) in scope" },
  { id: "repeat", section: "3.6.3", class: "operation", forms: ["<who:player> 重复 此流程"], means: "go through this skill's process again" },
  {
    id: "endFlow",
    section: "3.6.4",
    class: "operation",
    // 3.6.4 结束……阶段/回合: 此阶段, 此出牌阶段 (the phase in scope, if it is that one), 此回合.
    forms: ["<who:player> 结束 <phase:phase>", "<who:player> 结束 <what:(此 回合)>"],
    means: "end this phase / turn: every settlement ends and the game goes on at the phase's 结束时 / 回合结束前❶",
  },
  // ---------------------------------------------------------------- 3.3.23–3.3.24 areas
  // <一个区域> (3.3.23–3.3.24): one's own area, named (你的防具区) or chosen (你的一个处于封印状态的区域).
  { id: "disableArea", section: "3.3.23", class: "operation", forms: ["<who:player> 废除* <what:area>"], means: "disable one's area (4.2.23): its cards go to the discard pile and it is sealed; a sealed area cannot be disabled (◆)" },
  { id: "restoreArea", section: "3.3.24", class: "operation", forms: ["<who:player> 恢复* <what:area>"], means: "restore one's sealed area (4.2.24); an area that is not sealed cannot be restored (◆)" },
  // 3.1.7, 3.3.23 ◆: 废除 leaves an area 处于封印状态 until it is restored (3.3.24).
  { id: "areaSealed", section: "3.3.23", class: "test", forms: ["<what:area> [<all:(均)>] [<not:(不)>] 处于 封印状态"], means: "a player's area is (not) sealed: disabled and not restored (3.1.7, 3.3.23 ◆); 所有区域均…: each of them" },
  // ---------------------------------------------------------------- 3.5 choosing and ordering
  { id: "choose", section: "4.2.1", class: "operation", forms: ["<who:player> 选择* <what:players>"], means: "choose players (the skill's targets when a cost)", performerChooses: true },
  { id: "chooseCard", section: "4.2.1", class: "operation", forms: ["<who:player> 选择* <what:cards>"], means: "choose cards (without moving them)", performerChooses: true },
  { id: "chooseSuit", section: "3.2.1", class: "operation", forms: ["<who:player> 选择* <what:suit>", "<who:player> 选择* <what:color>", "<who:player> 选择* <what:category>", "<who:player> 选择* <what:faction>"], means: "name a suit, a colour, a card type or a faction (3.2.1, 3.2.2, 3.1.4, 3.2.6 ◆: one nobody has too)", performerChooses: true },
  { id: "chooseOption", section: "3.5.27", class: "operation", forms: ["<who:players> 选择 ： <options:options>"], means: "choose one option that can be carried out", performerChooses: true },
  // 若这些角色均选择1 (3.5.27): which option of the 选择：1.…；2.… before it a player chose.
  { id: "choseOption", section: "3.5.27", class: "test", forms: ["<who:players> 选择 <n:number>"], sample: "〖样例〗出牌阶段限一次，你可令所有其他角色各选择：1.弃置一张手牌；2.失去1点体力。若这些角色均选择1，你摸一张牌。", means: "a player chose option n of the choice before it" },
  { id: "chooseWhether", section: "3.5.5", class: "operation", forms: ["<who:players> 选择 是否 <act:action>"], means: "each decides whether to do it", performerChooses: true },
  { id: "command", section: "3.5.28", class: "operation", forms: ["<who:player> 令 <act:clause>"], means: "A makes B do it (B performs; only if B can)" },
  { id: "block", section: "3.5.9", class: "operation", forms: ["<who:players> { <body:stmts> }"], means: "a group of operations done together (3.5.9 {} 逻辑层次; with 各, by each)" },
  {
    id: "alternate",
    section: "4.2.5",
    class: "operation",
    forms: ["由 <first:player> 开始 ， <who:players> 轮流 打出 <what:card> ， 直到 <among:players> 中 的 一 名 角色 未 打出 <again:card>"],
    means: "players play out a card in turns until one does not",
  },
  // ---------------------------------------------------------------- 4.2.4 targets and use
  { id: "alsoTarget", section: "3.5.51", class: "operation", forms: ["<who:players> 也 成为 <card:card> 的 目标"], means: "add targets to a card being used" },
  // 3.7.6 ◎ 〖千幻②〗: 取消此目标 (the target at 指定目标时/成为目标时).
  { id: "cancelTarget", section: "3.7.6", class: "operation", forms: ["<who:player> 取消 <card:card> 的 一 个 目标", "<who:player> 取消 <target:target>"], means: "remove a target of a card being used" },
  {
    id: "transfer",
    section: "3.5.14",
    class: "operation",
    // 3.5.14 1. a card at 成为目标时 (将此【杀】转移给…); 2. a damage (将此伤害转移给…): one operation.
    forms: ["<who:player> 将 <what:card> 转移 给 <to:player>", "<who:player> 将 <what:damage> 转移 给 <to:player>"],
    means: "transfer a card's target, or a damage (its victim becomes another player: the damage is prevented and a like one dealt to them), to another player",
  },
  // 此【杀】对你无效: a player written for the target whose 对应的角色 is that player (3.5.32).
  { id: "nullify", section: "3.7.5", class: "state", forms: ["<card:cards> [于 <period:period> 内] 对 <target:target> 无效", "<card:cards> [于 <period:period> 内] 对 <player:players> 无效"], means: "a card is invalid for a target (its loop A→B skips it); 对<角色>: for that player's target" },
  { id: "stillEffective", section: "4.2.4", class: "operation", forms: ["<card:card> 依然 对 <target:target> 生效"], means: "a card takes effect on the target after all (its offset is lifted)" },
  { id: "notCounted", section: "4.2.2", class: "operation", forms: ["<who:player> 令 <card:card> 不计入 限制 的 次数", "<card:card> 不计入 限制 的 次数"], means: "the 【杀】 does not count toward the per-phase limit" },
  { id: "changeCard", section: "3.8.10", class: "operation", forms: ["<who:player> 将 <what:card> 改为 <to:card>"], means: "change the kind of a card being used (普【杀】 → 火【杀】)" },
  { id: "changeUser", section: "3.5.21", class: "operation", forms: ["使用者 改为 <to:player>"], means: "the user of the card being used becomes another player" },
  { id: "redirectMove", section: "4.2.9", class: "operation", forms: ["<who:player> 将 此次 移动 的 目标区域 改为 <to:zone> [（ [均] 称为 <as:mark> ）]"], means: "change the destination of the move in scope" },
  {
    id: "responseMethod",
    section: "4.2.4",
    class: "operation",
    forms: ["<who:player> 将 <whom:player> 抵消 <card:card> 的 方式 改为 依次 使用 <n:number> 张 <with:card>"],
    means: "the target offsets the card only with X cards used one after another",
  },
  {
    id: "playMethod",
    section: "4.2.5",
    class: "operation",
    forms: ["<who:player> 令 <card:card> 的 作用效果 中 <whom:players> 每 次 打出 <what:card> 的 方式 改为 依次 打出 <n:number> 张 <with:card>"],
    means: "in the card's effect, those players play out X cards each time",
  },
  // ---------------------------------------------------------------- states: values and limits (3.4)
  {
    id: "modifyValue",
    section: "3.4.6",
    class: "state",
    forms: [
      "<who:players> 的 <what:(手牌上限|攻击范围)> [于 <period:period> 内] <sign:(+|-)> <n:number>",
      "<who:players> 的 <what:(手牌上限|攻击范围)> [于 <period:period> 内] <sign:(为|视为)> <n:number>",
      "<who:players> 的 <what:(攻击范围)> [于 <period:period> 内] <sign:(无限)>",
      "<from:players> 至 <to:players> 的 <what:(距离)> [于 <period:period> 内] <sign:(+|-)> <n:number>",
      "<from:players> 至 <to:players> 的 <what:(距离)> [于 <period:period> 内] <sign:(视为)> <n:number>",
    ],
    means: "a value's modifier (+X/-X), base (为X) or final value (视为X), 3.4.6/3.4.9/3.4.10",
  },
  {
    // 3.4.22 点数: 1、A的点数视为X (Pf = X); 2、A的点数+X/-X (ΔP; Pf = P0 + ΣΔP, kept within 1–13).
    id: "rankMod",
    section: "3.4.22",
    class: "state",
    forms: ["<what:cards> 的 点数 [于 <period:period> 内] <sign:(+|-)> <n:number>", "<what:cards> 的 点数 [于 <period:period> 内] <sign:(视为)> <n:number>"],
    means: "a card's rank is changed by ±X or treated as X wherever its rank is read (拼点, conditions, sums)",
  },
  {
    id: "useLimit",
    section: "4.2.2",
    class: "state",
    forms: [
      "<who:players> [于 <period:period> 内] [对 <to:players>] 使用 <what:cards> <limit:(无次数的限制|无距离关系的限制)> [且 <limit2:(无次数的限制|无距离关系的限制)>]",
      "<who:players> [于 <period:period> 内] 使用 <what:cards> 的 次数上限 [于 <period2:period> 内] <sign:(+|-)> <n:number>",
    ],
    means: "uses without count limit, without distance limit, or with a changed count limit (4.2.2 专题三)",
  },
  {
    // 000 4.2.2 专题三 3.: 使用目标 gives 额定目标数下限/上限 ("X名": both X); an effect may raise or lower
    // the upper one (the lower one stays): the user then chooses up to that many legal targets.
    // 3.5.51 ◆: 也成为…的目标 is not bound by it.
    id: "targetLimit",
    section: "4.2.2",
    class: "state",
    forms: ["<who:players> [于 <period:period> 内] 使用 <what:cards> 的 额定目标数上限 [于 <period2:period> 内] <sign:(+|-)> <n:number>"],
    means: "the rated upper limit of targets of such cards ±X (000 4.2.2 专题三 3.: the user chooses up to that many legal targets)",
  },
  {
    id: "notLegalTarget",
    section: "4.2.2",
    class: "state",
    forms: ["<who:players> [于 <period:period> 内] 不是 [<user:player> 使用] <what:cards> 的 合法目标"],
    means: "not a legal target of such cards (专题四 目标限制规则)",
  },
  { id: "isLegalTarget", section: "4.2.2", class: "test", forms: ["<who:players> 是 [<user:player> 使用] <what:card> 的 合法目标"], means: "a legal target of a card (used by that user)" },
  { id: "cannotRespond", section: "3.7.1", class: "state", forms: ["<card:card> 不是 <with:card> 的 合法目标"], means: "a card cannot be answered by another card" },
  { id: "nameAs", section: "3.8.10", class: "state", treatedAs: true, forms: ["<what:cards> 的 牌名 视为 <as:card>"], means: "the card name of those cards is treated as another" },
  {
    // 3.8.10 2、<信息为A的事物>视为<信息为B的事物>: that information of the thing is B's wherever it is read
    // (judgements, conditions, 展示, the card used: 3.1.9 ◎, 3.5.4 ◎, 3.8.17 ◎, 3.8.20 ◎ 〖红颜〗).
    id: "attrAs",
    section: "3.8.10",
    class: "state",
    treatedAs: true,
    forms: ["<what:cards> 的 <attr:(花色)> 视为 <as:(黑桃|红桃|梅花|方块)>", "<what:cards> 的 <attr:(颜色)> 视为 <as:(红色|黑色)>"],
    means: "the suit (or colour) of those cards is treated as another wherever a card's suit or colour is read",
  },
  {
    // 3.8.10 1、: 其拥有此装备牌的防具技能但其装备区里没有装备牌 (◎ 〖八阵〗: 〖青釭剑〗 ignores it as armour,
    // 〖铁骑〗(界) does not make it invalid — it is no general skill).
    id: "equipAs",
    section: "3.8.10",
    class: "state",
    forms: ["<who:players> 视为 装备着 <what:card>"],
    means: "has the equipment card's skills (an armour's are ignored as armour is) with no card in the equipment area",
  },
  {
    // 3.8.4: where a card used or played takes its physical cards from one's cards or hand cards in a
    // specific number, these cards are in the range too (all its other standards still apply).
    id: "asHand",
    section: "3.8.4",
    class: "state",
    forms: ["<who:players> 能 如手牌般 使用 或 打出 <what:cards>"],
    means: "may use or play those cards as if they were in one's hand (a specific number of one's cards or hand cards)",
  },
  { id: "inRangeAs", section: "3.8.10", class: "state", forms: ["<who:players> 视为 在 <of:players> 的 攻击范围 内"], means: "treated as in another's attack range" },
  {
    id: "control",
    section: "3.5.3",
    class: "state",
    forms: ["[于 <period:period> 内] 将 操控 <whom:player> 的 玩家 改为 操控 <by:player> 的 玩家"],
    means: "the player controlling B makes A's decisions, seeing what A may see (a period, or while the skill lasts)",
  },
  { id: "ignoreArmor", section: "3.7.7", class: "state", forms: ["<who:player> [于 <period:period> <during:(内|中)>] 无视 <whose:players> [的] 防具"], means: "the other's armour skills are invalid in one's settlements" },
  // ---------------------------------------------------------------- tests (3.4, 3.5, 3.9)
  { id: "wounded", section: "3.5.26", class: "test", forms: ["<who:player> <is:(已受伤|未受伤)>"], means: "hp below max hp (已受伤) or equal (未受伤)" },
  { id: "dying", section: "4.2.18", class: "test", forms: ["<who:player> 处于 濒死状态"], means: "in the dying state" },
  { id: "chained", section: "3.9.3", class: "test", forms: ["<who:player> 处于 连环状态"], means: "chained" },
  { id: "faceUp", section: "3.9.4", class: "test", forms: ["[<who:player> [的] 武将牌] [于 <when:timing>] <is:(正面朝上|背面朝上)>"], means: "the general card faces up / down (now, or at an earlier timing point)" },
  { id: "alive", section: "3.5.2", class: "test", forms: ["<who:player> <is:(存活|已死亡)>"], means: "alive / dead" },
  { id: "won", section: "4.2.8", class: "test", about: "pindian", forms: ["<who:player> <is:(赢|未赢|没赢)>"], means: "won / did not win the pindian in scope (没赢: 003's spelling of 未赢)" },
  {
    id: "councilResult",
    section: "3.5.61",
    class: "test",
    about: "council",
    forms: ["议事 结果 <is:(为|不为)> <color:(红色|黑色)>", "<is:(有|没有)> 议事 结果", "<what:cards> 的 颜色 与 议事 结果 <is:(相同|不同)>"],
    means: "the result of the 议事 in scope is red / black, there is (no) result (3.5.61 (2)), or a card's colour is (not) the result",
  },
  { id: "inRange", section: "3.4.10", class: "test", forms: ["<who:players> 在 <of:player> [的] 攻击范围 内", "<of:player> [的] 攻击范围 内 有 <who:players>"], means: "in a player's attack range (3.4.10 ◆)" },
  {
    id: "has",
    section: "3.3.15",
    class: "test",
    // A slot of the equipment area is a region too (3.3.7–3.3.12: 你的宝物区里没有牌).
    forms: ["<who:player> <is:(有|没有)> <what:cards>", "<who:player> [的] <region:(装备区|手牌区|判定区|区域|武器区|防具区|进攻坐骑区|防御坐骑区|特殊坐骑区|宝物区)> 里 <is:(有|没有)> <what:cards>"],
    means: "a player has (no) such cards (in a region)",
  },
  // 3.3.23 ◆: 你有处于封印状态的区域 — some area of the player's fits the description.
  { id: "hasArea", section: "3.3.23", class: "test", forms: ["<who:player> <is:(有|没有)> <what:area>"], means: "a player has (no) area of that description (处于封印状态的区域)" },
  // 3.4.5 护甲: 有护甲 is a number of armour above 0 (护甲 is counted in points, not cards).
  { id: "hasArmor", section: "3.4.5", class: "test", forms: ["<who:player> <is:(有|没有)> 护甲"], means: "a player has (no) armour" },
  { id: "contains", section: "3.5.33", class: "test", forms: ["<set:cards> 中 <is:(有|没有)> <what:cards>"], means: "some (none) of a set of cards are such cards" },
  { id: "damageHasSource", section: "3.5.22", class: "test", forms: ["<what:damage> 有 来源"], means: "a damage has a source" },
  // 此【南蛮入侵】造成的伤害 (3.5.23): a card that deals a damage is its channel.
  { id: "channelIs", section: "3.5.23", class: "test", forms: ["<what:damage> [的] 渠道 为 <channel:cards>", "<channel:cards> 造成 <what:damage>"], means: "a damage comes through this card or skill" },
  { id: "corresponds", section: "3.1.9", class: "test", forms: ["<what:card> <is:(有|无)> 对应的实体牌"], means: "a virtual card has (no) physical cards" },
  { id: "usedCardIs", section: "4.2.3", class: "test", forms: ["<what:card> 对应的实体牌 为 <cards:cards>"], means: "a virtual card's physical cards are these" },
  {
    id: "sameAttribute",
    section: "3.2.1",
    class: "test",
    forms: [
      `<a:cards> 与 <b:cards> ${ATTR} [<all:(均)>] ${SAME} [或 <attr2:(颜色|花色|点数|类别|牌名)> <same2:(相同|不同)>]`,
      // 的 may be left out, as in the A与B form (这两张牌颜色相同).
      `<a:cards> [的] ${ATTR} [<all:(均)>] ${SAME}`,
      `<a:cards> [的] ${ATTR} <notAll:(不 均)> 相同`,
      `<a:suit> 与 <b:suit> ${SAME}`,
      `<a:color> 与 <b:color> ${SAME}`,
      // 此“创”的点数与其他“创”均不同 (3.4.22 点数): one card's attribute against each of a set's.
      `<a:cards> 的 ${ATTR} 与 <b:cards> [<all:(均)>] ${SAME}`,
    ],
    means: "card attributes are the same / differ (3.2.1–3.2.3, 3.1.4)",
  },
  { id: "sameGender", section: "3.2.5", class: "test", forms: ["<a:player> 与 <b:player> 性别 <same:(相同|不同)>"], means: "genders are the same / differ" },
  { id: "canUse", section: "4.2.2", class: "test", forms: ["<who:player> 能 使用 <what:card>"], means: "could use such a card now (some legal target)" },
  { id: "targetOf", section: "3.5.32", class: "test", forms: ["<target:target> 对应的角色 为 <who:player>"], means: "the player of a target is this player" },
  { id: "visibleTo", section: "3.5.34", class: "test", forms: ["<what:cards> 对 <who:player> 可见"], means: "cards visible to a player" },
  { id: "roleIs", section: "3.1.1", class: "test", forms: ["<who:player> [的] 身份 <is:(为|不为|是|不是)> <role:(主公|忠臣|反贼|内奸)>"], means: "a player's role (the 身份牌 dealt to them, 3.1.1) is / is not this one" },
  { id: "sameName", section: "3.2.4", class: "test", forms: ["<a:player> 与 <b:player> 姓名 <same:(相同|不同)>"], means: "the names on two players' general cards are the same / differ" },
  {
    id: "chainDamage",
    section: "3.5.25",
    class: "test",
    forms: ["<what:damage> <is:(为|不为|是|不是)> 连环伤害"],
    means: "a damage is (not) 连环伤害: dealt through chain conduction, or transferred from such a damage",
  },
  {
    id: "between",
    section: "3.5.38",
    class: "test",
    forms: ["<who:player> [在] <a:player> 与 <b:player> 之间"],
    means: "on the route from A to B with fewest steps (A and B themselves excluded); when two routes tie, the activator picks one (◆)",
  },
  { id: "adjacent", section: "3.5.43", class: "test", forms: ["<a:player> 与 <b:player> 相邻"], means: "no other player sits between the two (each is the other's 上家 or 下家)" },
  // ---------------------------------------------------------------- 国战 only (parse and check; refused in 身份 mode)
  { id: "zhengsu", section: "3.5.41", class: "operation", mode: GZ, forms: ["<who:player> 开始 一 次 整肃"], means: "start a 整肃 (擂进/变阵/鸣止, judged at 弃牌阶段结束时)" },
  { id: "xieli", section: "3.5.42", class: "operation", mode: GZ, forms: ["<who:player> 与 <with:player> 开始 一 次 协力"], means: "start a 协力 with another player (同仇/并进/疏财/戮力)" },
  { id: "sameFormation", section: "3.5.45", class: "test", mode: GZ, forms: ["<a:player> 与 <b:player> 处于 同一 队列"], means: "two players are in one 队列 (adjacent in a row, same faction)" },
  { id: "outOfDistance", section: "3.5.48", class: "state", mode: GZ, forms: ["<who:players> [于 <period:period> 内] 不计入 距离 的 计算"], means: "distances to and from the player cannot be computed; others' distances treat it as gone" },
  { id: "outOfSeating", section: "3.5.49", class: "state", mode: GZ, forms: ["<who:players> [于 <period:period> 内] 不计入 座次 的 计算"], means: "the player is adjacent to nobody, in no 围攻 or 队列, and skipped for 上家/下家" },
  { id: "formationSummon", section: "3.5.50", class: "operation", mode: GZ, forms: ["<who:player> 阵法召唤*"], means: "阵法召唤: unrevealed players who would share the faction may reveal to join the formation" },
  { id: "militaryOrder", section: "3.5.54", class: "operation", mode: GZ, forms: ["<who:player> 执行* 军令"], means: "carry out a 军令 (one of two of six orders, chosen by the one who gave it)" },
  { id: "alliance", section: "3.8.24", class: "operation", mode: GZ, forms: ["<who:player> 连横* <what:cards>"], means: "连横 up to 3−X hand cards labelled “连横”: give them to a player of another faction (then draw as many) or to one with none" },
  { id: "hasLabel", section: "3.8.24", class: "test", mode: GZ, forms: ["<what:cards> 带有 <label:mark> 标识"], means: "a card bears a label (带有“连横”标识)" },
  { id: "revealGeneral", section: "3.9.6", class: "operation", mode: GZ, forms: ["<who:player> 明置* <n:(一 张|两 张)> 武将牌"], means: "turn one's face-down general card(s) face up (明置)" },
  { id: "stack", section: "3.9.7", class: "operation", mode: GZ, forms: ["<who:player> 叠置*"], means: "change between 平置 and 叠置 (the two general cards side by side / one above the other)" },
  {
    id: "removeGeneral",
    section: "3.9.8",
    class: "operation",
    mode: GZ,
    forms: ["<who:player> 移除* <whose:player> 的 <which:(主将|副将)> 的 武将牌"],
    means: "put a general card into the general pile; a 士兵牌 takes its place",
  },
  { id: "changeGeneral", section: "3.9.9", class: "operation", mode: GZ, forms: ["<who:player> 变更*"], means: "变更: reveal all, then take a random unused general of one's faction as the new 副将 (once a game)" },
];
