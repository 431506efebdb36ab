// formatRecord: a readable game record (对局记录) in Chinese, one line per item: turns, cards
// used (user → targets), damage, recovery, deaths, winners.
import type { Role } from "../model/types.ts";
import type { LogEntry } from "./log.ts";

const ROLE: Record<Role, string> = { lord: "主公", loyalist: "忠臣", rebel: "反贼", renegade: "内奸" };
const PHASE: Record<string, string> = {
  prepare: "准备阶段",
  judge: "判定阶段",
  draw: "摸牌阶段",
  play: "出牌阶段",
  discard: "弃牌阶段",
  finish: "结束阶段",
};

/** 3.5.24: 火焰伤害, 雷电伤害, 冰冻伤害 (3.5.58); normal damage is just 伤害. */
const ELEMENT: Record<string, string> = { normal: "", fire: "火焰", thunder: "雷电", ice: "冰冻" };

export function formatRecord(log: readonly LogEntry[]): string {
  const names = new Map<number, string>();
  const who = (seat: number | null) => (seat === null ? "系统" : `${seat + 1}号位${names.get(seat) ?? ""}`);
  const lines: string[] = [];
  for (const e of log) {
    switch (e.t) {
      case "setup":
        for (const s of e.seats) {
          names.set(s.seat, s.general);
          lines.push(`${s.seat + 1}号位 ${s.general}（${ROLE[s.role]}，体力${s.hp}/${s.maxHp}）`);
        }
        break;
      case "turn":
        lines.push(`第${e.round}轮：${who(e.player)}的${e.extra ? "额外" : ""}回合`);
        break;
      case "phase":
        if (e.skipped) lines.push(`  ${who(e.player)}跳过${PHASE[e.phase]}`);
        break;
      case "skip":
        lines.push(`  ${who(e.player)}跳过${PHASE[e.phase]}`);
        break;
      case "use":
        lines.push(
          `  ${who(e.user)}使用【${e.card}】` +
            (e.respondsTo ? `响应【${e.respondsTo}】` : e.targets.length ? `→${e.targets.map(who).join("、")}` : ""),
        );
        break;
      case "play":
        lines.push(`  ${who(e.player)}打出【${e.card}】`);
        break;
      case "skill":
        lines.push(`  ${who(e.player)}发动〖${e.skill}〗`);
        break;
      case "offset":
        lines.push(`  【${e.card}】对${who(e.target)}被抵消`);
        break;
      case "damage":
        lines.push(`  ${who(e.victim)}受到${e.source === null ? "" : who(e.source) + "造成的"}${e.amount}点${ELEMENT[e.element] ?? ""}伤害` + (e.via ? `（${e.via}）` : ""));
        break;
      case "loseHp":
        lines.push(`  ${who(e.player)}失去${e.amount}点体力`);
        break;
      case "recover":
        lines.push(`  ${who(e.player)}回复${e.amount}点体力`);
        break;
      case "dying":
        lines.push(`  ${who(e.player)}进入濒死状态`);
        break;
      case "death":
        lines.push(`  ${who(e.player)}（${ROLE[e.role]}）死亡` + (e.killer !== null ? `，被${who(e.killer)}杀死` : ""));
        break;
      case "reward":
        lines.push(`  ${who(e.player)}${e.kind === "draw3" ? "执行奖励，摸三张牌" : "执行惩罚，弃置所有牌"}`);
        break;
      case "state":
        lines.push(`  ${who(e.player)}${e.change === "flip" ? "翻面" : e.change === "chain" ? "横置" : "重置"}`);
        break;
      case "maxHp":
        lines.push(`  ${who(e.player)}${e.delta < 0 ? "减" : "加"}${Math.abs(e.delta)}点体力上限（体力${e.hp}/${e.maxHp}）`);
        break;
      case "armor":
        if (e.delta > 0) lines.push(`  ${who(e.player)}加${e.delta}点护甲`);
        break;
      case "skills":
        if (e.skills.length > 0) lines.push(`  ${who(e.player)}${e.change === "gain" ? "获得" : "失去"}${e.skills.map((k) => `〖${k}〗`).join("")}`);
        break;
      case "mark":
        lines.push(`  ${who(e.player)}${e.delta > 0 ? "获得" : "弃"}${Math.abs(e.delta)}枚“${e.mark}”`);
        break;
      case "pindian":
        lines.push(`  ${who(e.player)}与${e.targets.map(who).join("、")}拼点：${e.winners.map((w) => (w === null ? "均未赢" : `${who(w)}赢`)).join("；")}`);
        break;
      case "area":
        lines.push(`  ${who(e.player)}${e.change === "disable" ? "废除" : "恢复"}${e.areas.join("、")}`);
        break;
      case "extra":
        lines.push(`  ${who(e.player)}获得一个额外的${e.what === "turn" ? "回合" : PHASE[e.what]}`);
        break;
      case "reshuffle":
        lines.push(`  洗牌：弃牌堆的${e.count}张牌重新成为牌堆`);
        break;
      case "error":
        lines.push(`  错误：${e.skill !== undefined ? `〖${e.skill}〗` : e.card !== undefined ? `【${e.card}】` : (e.engine ?? "")}出错，${e.kind ?? "此"}事件结束（${e.message}）`);
        break;
      case "gameOver":
        lines.push(e.winners.length ? `游戏结束，获胜者：${e.winners.map(who).join("、")}` : `游戏结束，无人获胜（${e.reason}）`);
        break;
      default:
        break;
    }
  }
  return lines.join("\n");
}
