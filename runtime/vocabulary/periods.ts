// Periods and phases (seed 004 §3.6, seed 000 §4.1.1.6): the stretches of time a 于…内 names,
// a duration lasts for, or a history count looks back over.
import type { PeriodRow } from "./types.ts";

export const PHASE_WORDS: readonly { readonly id: "prepare" | "judge" | "draw" | "play" | "discard" | "finish"; readonly word: string }[] = [
  { id: "prepare", word: "准备阶段" },
  { id: "judge", word: "判定阶段" },
  { id: "draw", word: "摸牌阶段" },
  { id: "play", word: "出牌阶段" },
  { id: "discard", word: "弃牌阶段" },
  { id: "finish", word: "结束阶段" },
];

export const PERIODS: readonly PeriodRow[] = [
  { id: "thisTurn", section: "3.6.1", forms: ["此 回合"], means: "the current turn" },
  { id: "thisPhase", section: "3.6.2", forms: ["此 阶段"], means: "the current phase" },
  // 3.6.1 ◆ 于回合内/外 = 于其回合内/外; 4.1.1.6 回合开始后❻ … 回合结束前❼.
  { id: "turnOf", section: "3.6.1", forms: ["<whose:player> [的] 回合", "回合"], means: "a player's turn (by default the subject's)" },
  { id: "phaseOfThisTurn", section: "3.6.2", forms: ["此 回合 的 <phase:phase>"], means: "a phase of the current turn" },
  // 3.6.2 ◆ 于……阶段内 = every such phase of the player's turns (by default the skill owner's).
  { id: "phaseOf", section: "3.6.2", forms: ["<whose:player> [的] <phase:phase>", "<phase:phase>"], means: "a phase of a player's turn" },
  { id: "settlementOf", section: "4.2.4", forms: ["<card:card> 对 <target:target> 的 使用结算"], means: "the use settlement of a card for one target (于…中)" },
  { id: "thisGame", section: "3.5.33", forms: ["此局 游戏"], means: "this game" },
  // 于此次拼点中 / 于此次议事中 (4.2.8, 3.5.61): the event in scope, from its start.
  { id: "thisEvent", section: "3.5.16", forms: ["此次 <event:(拼点|议事)>"], means: "the 拼点 / 议事 in scope (于此次议事中展示的牌)" },
  // 于其下回合开始之前 (a duration only): until that player's next turn begins (回合开始后❻, 3.6.2 ◆).
  { id: "beforeNextTurn", section: "3.6.1", forms: ["<whose:player> [的] 下 [个] 回合 开始"], means: "until a player's next turn begins (于…之前, as a duration)" },
];
