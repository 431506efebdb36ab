// `jinnang play --human SEAT`: a person plays one seat at the terminal. Every request the agent
// interface has (runtime/engine/agent.ts) becomes a numbered menu; what is shown comes from the
// seat's view (3.5.34: only what that player may see). Input is read line by line, synchronously,
// from a file descriptor (stdin), so piped input drives a whole game:
//   a number (or several, for a choice of cards or players), blank = the default (marked *),
//   h = help, v = the table as this seat sees it. End of input ends the game (InputEnded).
import { readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import type {
  ActivateRequest,
  Agent,
  CardId,
  CardsRequest,
  GeneralRequest,
  OptionRequest,
  PhysicalCard,
  PlayActionRequest,
  PlayersRequest,
  PlayerId,
  RespondRequest,
  SeatView,
  SkillOrderRequest,
} from "../runtime/index.ts";
import { cardText } from "../runtime/log/record.ts";
import { markAgentError } from "../runtime/engine/faults.ts";

/** Thrown when the input ends before the game does (`jinnang play` exits with status 2). */
export class InputEnded extends Error {
  constructor() {
    super("the input ended before the game did");
  }
}

/** Lines from a file descriptor, read synchronously (works for pipes, files and terminals). */
export class LineReader {
  private buffer = "";
  private done = false;
  private readonly decoder = new StringDecoder("utf8");
  private readonly chunk = Buffer.alloc(4096);

  constructor(private readonly fd: number = 0) {}

  next(): string | null {
    for (;;) {
      const nl = this.buffer.indexOf("\n");
      if (nl >= 0) {
        const line = this.buffer.slice(0, nl).replace(/\r$/u, "");
        this.buffer = this.buffer.slice(nl + 1);
        return line;
      }
      if (this.done) {
        if (this.buffer.length === 0) return null;
        const last = this.buffer;
        this.buffer = "";
        return last;
      }
      let n: number;
      try {
        n = readSync(this.fd, this.chunk, 0, this.chunk.length, null);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "EAGAIN") {
          // A non-blocking terminal with nothing typed yet: wait a little and try again.
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
          continue;
        }
        if (code === "EOF") n = 0;
        else throw e;
      }
      if (n === 0) {
        this.done = true;
        this.buffer += this.decoder.end();
      } else this.buffer += this.decoder.write(this.chunk.subarray(0, n));
    }
  }
}

const ROLE: Record<string, string> = { lord: "主公", loyalist: "忠臣", rebel: "反贼", renegade: "内奸" };
const HELP = "输入编号回车；多选用空格分隔（如 1 3）；直接回车 = 默认（标*）；0 = 不选/不出（可以时）；v = 查看局面；h = 帮助";

export interface HumanOptions {
  readonly seat: PlayerId;
  readonly input: LineReader;
  readonly write: (text: string) => void;
  /** Echo each answer read (input that is not a terminal). */
  readonly echo?: boolean;
  /** Called before each prompt: prints what happened since the last one (the record). */
  readonly beforePrompt?: () => void;
}

export class HumanAgent implements Agent {
  /** Set when the input ended: the game was stopped, not finished. */
  inputEnded = false;
  private helped = false;

  constructor(private readonly o: HumanOptions) {}

  private card(view: SeatView, id: CardId): string {
    if (id < 0) return "（一张暗置的牌）";
    const c: PhysicalCard | null = view.card(id);
    return c ? cardText(c) : "（一张看不到的牌）";
  }

  private who(view: SeatView, id: PlayerId): string {
    const p = view.player(id);
    return `${id + 1}号位${p.general}`;
  }

  /** The table as this seat sees it. */
  describe(view: SeatView): string {
    const lines: string[] = [];
    for (const p of view.players) {
      const role = p.role ? ROLE[p.role] : "身份未知";
      const me = p.id === view.seat ? "（你）" : "";
      const status = p.alive ? `体力${p.hp}/${p.maxHp}${p.armor > 0 ? ` 护甲${p.armor}` : ""} 手牌${p.handCount}` : "已死亡";
      const equip = Object.values(p.equipment)
        .filter((c): c is CardId => c !== undefined)
        .map((c) => this.card(view, c));
      const judge = p.judgeArea.map((c) => this.card(view, c));
      const extra = [
        equip.length ? `装备${equip.join("")}` : "",
        judge.length ? `判定区${judge.join("")}` : "",
        p.faceUp ? "" : "背面朝上",
        p.chained ? "横置" : "",
        ...Object.entries(p.marks).map(([m, n]) => `“${m}”×${n}`),
        // 3.3.16–3.3.17: cards on/beside the general card, with the ones this seat may see.
        ...p.piles.map((pile) => `${pile.side === "on" ? "武将牌上" : "武将牌旁"}“${pile.name}”${pile.count}张${pile.visible.length ? `（${pile.visible.map((c) => this.card(view, c)).join("")}）` : ""}`),
        // 3.5.62: a 转换技 once activated shows its state (阳 until then).
        p.skills.length ? `技能${p.skills.map((s) => `〖${s}〗${p.switchStates[s] ? (p.switchStates[s] === "yang" ? "（阳）" : "（阴）") : ""}`).join("")}` : "",
      ].filter(Boolean);
      lines.push(`  ${p.id + 1}号位${p.general}${me}（${role}）${status}${extra.length ? " " + extra.join(" ") : ""}`);
    }
    // 3.3.18–3.3.20 仓廪/府库/仁道.
    const AREA = { granary: "仓廪", storehouse: "府库", benevolence: "仁道" } as const;
    for (const pile of view.publicPiles) {
      const seen = pile.visible.map((c) => this.card(view, c)).join("");
      lines.push(`  ${AREA[pile.area]}${pile.name ? `“${pile.name}”` : ""}${pile.count}张${seen ? `：${seen}` : ""}`);
    }
    const mine = view.player(view.seat).hand.map((c) => this.card(view, c));
    lines.push(`  你的手牌：${mine.length ? mine.join(" ") : "（无）"}  牌堆${view.drawPileCount}张`);
    return lines.join("\n");
  }

  /**
   * Asks until the answer is valid: `choices` numbered from 1; `pick` 1 number (or `many`: between
   * min and max numbers); `zero` allows 0; `def` is what a blank line means.
   */
  private ask(view: SeatView, title: string, choices: readonly string[], spec: { min: number; max: number; zero?: string; def: number[] }): number[] {
    this.o.beforePrompt?.();
    if (!this.helped) {
      this.o.write(`${HELP}\n`);
      this.helped = true;
    }
    const list = choices.map((c, i) => `  ${spec.def.includes(i + 1) ? "*" : " "}${i + 1}. ${c}`);
    if (spec.zero !== undefined) list.unshift(`  ${spec.def.length === 0 ? "*" : " "}0. ${spec.zero}`);
    const range = spec.max > 1 ? `（选${spec.min === spec.max ? spec.min : `${spec.min}–${spec.max}`}项）` : "";
    this.o.write(`【${view.seat + 1}号位】${title}${range}\n${list.join("\n")}\n> `);
    for (;;) {
      const line = this.o.input.next();
      if (line === null) {
        this.inputEnded = true;
        this.o.write("\n");
        // An agent's exception is never contained as a handler fault: it ends the game.
        throw markAgentError(new InputEnded());
      }
      // Piped input is not echoed: show the answer so the transcript reads like a session.
      if (this.o.echo) this.o.write(`${line}\n`);
      const text = line.trim();
      if (text === "h" || text === "?" || text === "help") {
        this.o.write(`${HELP}\n> `);
        continue;
      }
      if (text === "v") {
        this.o.write(`${this.describe(view)}\n> `);
        continue;
      }
      if (text === "") return spec.def;
      const nums = text.split(/[\s,，、]+/u).map(Number);
      const bad = nums.some((n) => !Number.isInteger(n) || n < 0 || n > choices.length || (n === 0 && spec.zero === undefined));
      if (!bad) {
        if (nums.length === 1 && nums[0] === 0) return [];
        const picked = [...new Set(nums.filter((n) => n > 0))];
        if (picked.length >= spec.min && picked.length <= spec.max) return picked;
      }
      this.o.write(`请输入${spec.zero !== undefined ? "0–" : "1–"}${choices.length}之间的${spec.max > 1 ? `${spec.min}–${spec.max}个` : "一个"}编号（h = 帮助）\n> `);
    }
  }

  activate(r: ActivateRequest, view: SeatView): boolean {
    return this.ask(view, `是否发动〖${r.skill}〗？`, ["发动", "不发动"], { min: 1, max: 1, def: [1] })[0] === 1;
  }

  skillOrder(r: SkillOrderRequest, view: SeatView): number {
    return this.ask(view, "先发动哪个技能？", r.skills.map((s) => `〖${s}〗`), { min: 1, max: 1, def: [1] })[0] - 1;
  }

  playAction(r: PlayActionRequest, view: SeatView): number {
    this.o.beforePrompt?.();
    this.o.write(`${this.describe(view)}\n`);
    const labels = r.options.map((o) => {
      switch (o.kind) {
        case "card":
          return `使用${this.card(view, o.card)}`;
        case "skill":
          return `发动〖${o.skill}〗`;
        case "need":
          return `使用【${o.name}】（由技能提供）`;
        case "recast":
          return `重铸${this.card(view, o.card)}`;
        case "end":
          return "结束出牌阶段";
      }
    });
    const end = r.options.findIndex((o) => o.kind === "end");
    return this.ask(view, "出牌阶段：做什么？", labels, { min: 1, max: 1, def: [end >= 0 ? end + 1 : 1] })[0] - 1;
  }

  respond(r: RespondRequest, view: SeatView): CardId | null {
    const why = r.reason === "dying" ? "（有角色濒死）" : r.reason ? `（${r.reason}）` : "";
    const verb = r.mode === "use" ? "使用" : "打出";
    const picked = this.ask(view, `是否${verb}【${r.cardName}】${why}？`, r.candidates.map((c) => this.card(view, c)), {
      min: 1,
      max: 1,
      zero: `不${verb}`,
      def: r.candidates.length > 0 ? [1] : [],
    });
    return picked.length === 0 ? null : r.candidates[picked[0] - 1];
  }

  chooseCards(r: CardsRequest, view: SeatView): CardId[] {
    const def = r.candidates.slice(0, r.min).map((_, i) => i + 1);
    const picked = this.ask(view, `选择牌（${r.reason}）`, r.candidates.map((c) => this.card(view, c)), {
      min: Math.max(r.min, 1),
      max: r.max,
      ...(r.min === 0 ? { zero: "不选" } : {}),
      def,
    });
    return picked.map((n) => r.candidates[n - 1]);
  }

  choosePlayers(r: PlayersRequest, view: SeatView): PlayerId[] {
    const def = r.candidates.slice(0, r.min).map((_, i) => i + 1);
    const picked = this.ask(view, `选择角色（${r.reason}）`, r.candidates.map((p) => this.who(view, p)), {
      min: Math.max(r.min, 1),
      max: r.max,
      ...(r.min === 0 ? { zero: "不选" } : {}),
      def,
    });
    return picked.map((n) => r.candidates[n - 1]);
  }

  chooseOption(r: OptionRequest, view: SeatView): number {
    return this.ask(view, `选择一项（${r.reason}）`, r.options, { min: 1, max: 1, def: [1] })[0] - 1;
  }

  chooseGeneral(r: GeneralRequest, view: SeatView): number {
    return this.ask(view, "选择武将", r.generals, { min: 1, max: 1, def: [1] })[0] - 1;
  }
}
