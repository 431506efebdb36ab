// formatRecord: a readable game record (对局记录) in Chinese, one line per item: turns, cards
// used (user → targets), skills with the costs paid (消耗) and what their effects did (indented
// under them), judgement cards with suit and rank, damage dealt, prevented or transferred, cards
// offset or made ineffective, draws, gains and discards, recovery, deaths, winners.
//
// The record shows only what every player may see: cards moved into or out of a hand are counted,
// not named, unless they come from or go to a public zone (discard pile, processing area, equipment).
import type { PhysicalCard, Role } from "../model/types.ts";
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
const SUIT: Record<string, string> = { spade: "♠", heart: "♥", club: "♣", diamond: "♦" };
const RANK: Record<number, string> = { 1: "A", 11: "J", 12: "Q", 13: "K" };

export interface RecordOptions {
  /** The game's physical cards (engine.state.cards): judgement and public cards get their suit and rank. */
  readonly cards?: readonly PhysicalCard[];
  /** A seat whose player reads the record as the game goes (`play --human`): other roles stay hidden until revealed. */
  readonly viewer?: number;
}

/** 【杀】♠7 (suit and rank when the cards are known). */
export function cardText(card: PhysicalCard): string {
  return `【${card.name}】${SUIT[card.suit] ?? ""}${RANK[card.rank] ?? String(card.rank)}`;
}

/** Public zones: what is moved from or to them is seen by everyone. */
const isPublic = (zone: string): boolean => zone === "discardPile" || zone === "processing" || zone.startsWith("equip") || zone.startsWith("judge");
const ownerOf = (zone: string): number | null => {
  const m = /^(?:hand|equip|judge|general)(\d+)/u.exec(zone);
  return m ? Number(m[1]) : null;
};

interface Scope {
  /** Event depth at which the skill was activated: its effect ends at the next timing point there. */
  readonly depth: number;
}

interface PendingCost {
  readonly player: number;
  readonly skill: string;
  readonly depth: number;
  readonly lines: string[];
}

/**
 * Turns log entries into record lines one at a time (`jinnang play --human` prints the record as
 * the game goes); `formatRecord` is it over a whole log.
 */
export class RecordPrinter {
  private readonly names = new Map<number, string>();
  private depth = 0;
  private readonly scopes: Scope[] = [];
  private cost: PendingCost | null = null;

  constructor(private readonly options: RecordOptions = {}) {}

  private who(seat: number | null): string {
    return seat === null ? "系统" : `${seat + 1}号位${this.names.get(seat) ?? ""}`;
  }

  private card(id: number): string {
    const c = this.options.cards?.[id];
    return c ? cardText(c) : `#${id}`;
  }

  /** The record lines of one entry, indented under the skills whose effects it belongs to. */
  push(e: LogEntry): string[] {
    const out: string[] = [];
    // A skill's effect ends at the next timing point, skill, cost or play-phase choice at its own
    // depth, or when the event it was activated in ends.
    const boundary = (depth: number) =>
      e.t === "turn" ||
      e.t === "gameOver" ||
      (this.depth <= depth && (e.t === "timing" || e.t === "skill" || e.t === "cost" || e.t === "end" || ((e.t === "decision" || e.t === "forced") && e.request === "playAction")));
    while (this.scopes.length > 0 && boundary(this.scopes[this.scopes.length - 1].depth)) this.scopes.pop();
    if (this.cost && boundary(this.cost.depth) && !(e.t === "skill" && e.player === this.cost.player && e.skill === this.cost.skill)) {
      // The cost was not paid (or the skill not activated): its lines stand on their own.
      out.push(...this.cost.lines.map((l) => this.indent(l)));
      this.cost = null;
    }
    if (e.t === "begin") this.depth++;
    else if (e.t === "end") this.depth--;
    if (e.t === "cost") {
      this.cost = { player: e.player, skill: e.skill, depth: this.depth, lines: [] };
      return out;
    }
    if (e.t === "skill") {
      out.push(this.indent(`${this.who(e.player)}发动〖${e.skill}〗`));
      if (this.cost) {
        const paid = this.cost.lines;
        this.cost = null;
        if (paid.length > 0) out.push(this.indent(`  消耗：${paid.join("；")}`));
      }
      this.scopes.push({ depth: this.depth });
      return out;
    }
    const flat = e.t === "setup" || e.t === "turn" || e.t === "gameOver";
    for (const line of this.lines(e)) {
      if (this.cost && !flat) this.cost.lines.push(line);
      else out.push(flat ? line : this.indent(line));
    }
    return out;
  }

  private indent(line: string): string {
    return `${"  ".repeat(1 + this.scopes.length)}${line}`;
  }

  /** Unindented text of one entry (setup lines are complete lines of their own). */
  private lines(e: LogEntry): string[] {
    const who = (s: number | null) => this.who(s);
    switch (e.t) {
      case "setup":
        return e.seats.map((s) => {
          this.names.set(s.seat, s.general);
          const v = this.options.viewer;
          const role = v === undefined || s.role === "lord" || s.seat === v ? ROLE[s.role] : "身份未知";
          return `${s.seat + 1}号位 ${s.general}（${role}，体力${s.hp}/${s.maxHp}）${s.seat === v ? "（你）" : ""}`;
        });
      case "turn":
        return [`第${e.round}轮：${who(e.player)}的${e.extra ? "额外" : ""}回合`];
      case "phase":
        return e.skipped ? [`${who(e.player)}跳过${PHASE[e.phase]}`] : [];
      case "skip":
        return [`${who(e.player)}跳过${PHASE[e.phase]}`];
      case "phaseChanged":
        return [`${who(e.player)}的${PHASE[e.from]}改为${PHASE[e.to]}`];
      case "use":
        return [`${who(e.user)}使用【${e.card}】` + (e.respondsTo ? `响应【${e.respondsTo}】` : e.targets.length ? `→${e.targets.map(who).join("、")}` : "")];
      case "play":
        return [`${who(e.player)}打出【${e.card}】`];
      case "offset":
        return [`【${e.card}】对${who(e.target)}被抵消`];
      case "transfer":
        return [`【${e.card}】的目标由${who(e.from)}转移给${who(e.to)}`];
      case "targets":
        switch (e.change) {
          case "add":
            return [`【${e.card}】增加目标${e.players.map(who).join("、")}`];
          case "cancel":
            return [`【${e.card}】对${e.players.map(who).join("、")}无效`];
          case "user":
            return [`【${e.card}】的使用者改为${e.players.map(who).join("、")}`];
          case "effective":
            return [`【${e.card}】对${e.players.map(who).join("、")}仍然生效`];
          default:
            return [];
        }
      case "judge":
        return [`${who(e.player)}判定（${e.reason}）：判定牌${this.card(e.card)}`];
      case "judgeCardReplaced":
        return [`${who(e.player)}的判定牌改为${this.card(e.card)}`];
      case "damage":
        return [`${who(e.victim)}受到${e.source === null ? "" : who(e.source) + "造成的"}${e.amount}点${ELEMENT[e.element] ?? ""}伤害` + (e.via ? `（${e.via}）` : "") + (e.chained ? "（连环）" : "")];
      case "prevent":
        return [`防止${who(e.victim)}受到的${e.source === null ? "" : who(e.source) + "造成的"}${e.amount}点伤害`];
      case "transferDamage":
        return [`${who(e.from)}受到的${e.amount}点伤害转移给${who(e.to)}`];
      case "move":
        return this.moveLines(e);
      case "loseHp":
        return [`${who(e.player)}失去${e.amount}点体力`];
      case "recover":
        return [`${who(e.player)}回复${e.amount}点体力`];
      case "dying":
        return [`${who(e.player)}进入濒死状态`];
      case "death":
        return [`${who(e.player)}（${ROLE[e.role]}）死亡` + (e.killer !== null ? `，被${who(e.killer)}杀死` : "")];
      case "reward":
        return [`${who(e.player)}${e.kind === "draw3" ? "执行奖励，摸三张牌" : "执行惩罚，弃置所有牌"}`];
      case "state":
        return [`${who(e.player)}${e.change === "flip" ? "翻面" : e.change === "chain" ? "横置" : "重置"}`];
      case "maxHp":
        return [`${who(e.player)}${e.delta < 0 ? "减" : "加"}${Math.abs(e.delta)}点体力上限（体力${e.hp}/${e.maxHp}）`];
      case "armor":
        return e.delta > 0 ? [`${who(e.player)}加${e.delta}点护甲`] : [];
      case "skills":
        return e.skills.length > 0 ? [`${who(e.player)}${e.change === "gain" ? "获得" : "失去"}${e.skills.map((k) => `〖${k}〗`).join("")}`] : [];
      case "mark":
        return [`${who(e.player)}${e.delta > 0 ? "获得" : "弃"}${Math.abs(e.delta)}枚“${e.mark}”`];
      case "council":
        return [`${who(e.player)}发起议事（${e.participants.map(who).join("、")}）：${e.result === null ? "没有议事结果" : `议事结果为${e.result === "red" ? "红色" : "黑色"}`}`];
      case "pindian":
        return [`${who(e.player)}与${e.targets.map(who).join("、")}拼点：${e.winners.map((w) => (w === null ? "均未赢" : `${who(w)}赢`)).join("；")}`];
      case "area":
        return [`${who(e.player)}${e.change === "disable" ? "废除" : "恢复"}${e.areas.join("、")}`];
      case "extra":
        return [`${who(e.player)}获得一个额外的${e.what === "turn" ? "回合" : PHASE[e.what]}`];
      case "reshuffle":
        return [`洗牌：弃牌堆的${e.count}张牌重新成为牌堆`];
      case "error":
        return [`错误：${e.skill !== undefined ? `〖${e.skill}〗` : e.card !== undefined ? `【${e.card}】` : (e.engine ?? "")}出错，${e.kind ?? "此"}事件结束（${e.message}）`];
      case "gameOver":
        if (e.winners.length) return [`游戏结束，获胜者：${e.winners.map(who).join("、")}`];
        return [e.reason === "exhausted" ? "游戏结束，平局：牌堆与弃牌堆均已无牌，无法判定" : `游戏结束，无人获胜（${e.reason}）`];
      default:
        return [];
    }
  }

  /** Draws, gains, gifts and discards (4.2.9); the deal, uses and judgements have lines of their own. */
  private moveLines(e: Extract<LogEntry, { t: "move" }>): string[] {
    if (e.cards.length === 0) return [];
    const who = (s: number | null) => this.who(s);
    // Group the cards by (from, to): one line per group.
    const groups = new Map<string, { from: string; to: string; cards: number[] }>();
    e.cards.forEach((c, i) => {
      const key = `${e.from[i]}>${e.to[i]}`;
      const g = groups.get(key) ?? { from: e.from[i], to: e.to[i], cards: [] };
      g.cards.push(c);
      groups.set(key, g);
    });
    const out: string[] = [];
    for (const g of groups.values()) {
      const n = g.cards.length;
      const named = g.cards.map((c) => this.card(c)).join("");
      const toOwner = ownerOf(g.to);
      const fromOwner = ownerOf(g.from);
      if (e.reason === "draw" && g.to.startsWith("hand")) out.push(`${who(toOwner)}摸${n}张牌`);
      else if ((e.reason === "gain" || e.reason === "give") && g.to.startsWith("hand")) {
        const what = isPublic(g.from) ? named : `${n}张牌`;
        const from = fromOwner !== null && fromOwner !== toOwner ? `${who(fromOwner)}的` : g.from === "drawPile" ? "牌堆的" : "";
        out.push(e.reason === "give" && fromOwner !== null ? `${who(fromOwner)}将${what}交给${who(toOwner)}` : `${who(toOwner)}获得${from}${what}`);
      } else if (e.reason === "discard" && g.to === "discardPile") {
        out.push(`${fromOwner === null ? "系统" : who(fromOwner)}的${named}被弃置`);
      } else if (e.reason === "put" && g.from.startsWith("hand") && !g.to.startsWith("public.")) {
        out.push(`${who(fromOwner)}将${n}张牌置于${g.to === "drawPile" ? "牌堆" : g.to}`);
      } else if (g.to.startsWith("general")) {
        out.push(`${who(toOwner)}将${n}张牌置于武将牌上/旁`);
      } else if (g.to.startsWith("public.")) {
        // 3.3.18–3.3.20: 仓廪/府库/仁道 (仓廪's cards are face down: not named).
        const [, area, pile] = g.to.split(".");
        const zone = area === "granary" ? "仓廪" : area === "storehouse" ? "府库" : "仁道";
        const by = fromOwner !== null ? who(fromOwner) : "系统";
        out.push(`${by}将${area === "granary" ? `${n}张牌` : named}置入${zone}${pile ? `（“${pile}”）` : ""}`);
      } else if (e.reason === "overflow") {
        out.push(`仁道溢出：${named}移至弃牌堆`);
      }
    }
    return out;
  }
}

export function formatRecord(log: readonly LogEntry[], options: RecordOptions = {}): string {
  const printer = new RecordPrinter(options);
  const lines: string[] = [];
  for (const e of log) lines.push(...printer.push(e));
  return lines.join("\n");
}
