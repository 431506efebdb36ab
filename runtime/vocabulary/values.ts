// Value terms (seed 004 §3.4, §3.10): the numbers a condition compares, a quantity counts or
// an X stands for. Each row is one term with its forms; the runtime computes each once
// (runtime/values/), with chapter 3's floors, caps and 视为/±X semantics.
import type { ValueRow } from "./types.ts";

export const VALUES: readonly ValueRow[] = [
  { id: "maxHp", section: "3.4.1", forms: ["<of:player> [的] 体力上限"], sample: "若你的体力上限大于3，你可摸一张牌", means: "a player's max hp" },
  { id: "hp", section: "3.4.2", forms: ["<of:player> [的] 体力值", "<of:player> [的] 体力"], sample: "若你的体力值为1，你可摸一张牌", means: "a player's hp (体力值; 体力, 3.4.4, the same number, possibly below 0)" },
  { id: "lostHp", section: "3.4.3", forms: ["<of:player> [的] 已损失的体力值"], means: "max hp minus hp" },
  { id: "armor", section: "3.4.5", forms: ["<of:player> [的] 护甲"], means: "a player's armour" },
  { id: "handLimit", section: "3.4.6", forms: ["<of:player> [的] 手牌上限"], means: "a player's hand limit (final value)" },
  { id: "handCount", section: "3.3.6", forms: ["<of:player> [的] 手牌 数"], means: "the number of a player's hand cards" },
  // 3.4.9: "A距离为Lf的角色即A至其的距离终值为Lf" — 你距离为1的角色, 距离为1的一名角色.
  { id: "distance", section: "3.4.9", forms: ["<from:player> 至 <to:players> 的 距离", "<from:player> 距离", "距离"], means: "the distance from one player to another (final value)" },
  { id: "attackRange", section: "3.4.10", forms: ["<of:player> [的] 攻击范围"], means: "a player's attack range (final value)" },
  { id: "weaponRange", section: "3.4.10", forms: ["<of:card> 的 攻击范围"], means: "the attack range printed on a weapon card" },
  { id: "drawCount", section: "3.4.19", forms: ["[<of:player> 的] 额定摸牌数"], means: "the rated draw count of the current draw phase" },
  { id: "drawCountBefore", section: "3.4.19", forms: ["<of:player> 发动 此技能 前 的 额定摸牌数"], means: "the rated draw count before this skill was activated" },
  { id: "damageValue", section: "3.4.7", forms: ["伤害值", "<of:damage> 的 伤害值"], means: "the damage value of the damage in scope" },
  // 你此次回复的体力值 (4.2.15 exposes 回复值): the recovery in scope, of the player named.
  { id: "recoverValue", section: "3.4.8", forms: ["回复值", "[<of:player>] [此次] 回复 的 体力值"], means: "the recovery value of the recovery in scope" },
  // 4.2.13 exposes 失去的体力值 at its timings (此次失去的体力值).
  { id: "loseHpValue", section: "4.2.13", forms: ["[<of:player>] [此次] 失去 的 体力值"], means: "how much hp the loss of hp in scope loses" },
  { id: "factionCount", section: "3.4.14", forms: ["势力数"], means: "the number of factions among alive players" },
  { id: "playerCount", section: "3.4.14", forms: ["角色 数"], means: "the number of alive players" },
  { id: "seatCount", section: "3.4.20", forms: ["玩家数"], means: "the number of players in the game (deaths do not change it)" },
  { id: "targetCount", section: "3.5.32", forms: ["<of:card> 的 目标数"], means: "the number of targets of a card being used" },
  { id: "rank", section: "3.4.22", forms: ["<of:cards> [的] 点数"], means: "a card's rank (final value)" },
  { id: "markCount", section: "3.5.8", forms: ["[<of:player>] <mark:mark> 数"], means: "how many of a mark (or pile) a player has (by default the owner)" },
  {
    id: "activations",
    section: "3.5.33",
    forms: ["<who:player> [于 <period:period> 内] [<beforeThis:(于 此次 发动 此技能 之前)>] 发动* 此技能 的 次数"],
    means: "how many times a player activated this skill in a period",
  },
  {
    id: "damageSum",
    section: "3.4.7",
    forms: ["<who:player> [于 <period:period> 内] 造成* 的 伤害值 之和", "<whom:player> [于 <period:period> 内] 受到* 的 伤害值 之和"],
    means: "the total damage a player dealt (造成过) or took (受到过) in a period",
  },
];
