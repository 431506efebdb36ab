// The JSON event log: an array of plain entries. Same seed + packs + decisions ⇒ the same
// array, so `JSON.stringify(log)` is byte-identical across runs.
import type { Area, CardId, DamageElement, PlayerId, Role } from "../model/types.ts";
import type { EventKind, PhaseName, TimingId } from "../timing/catalogue.ts";
import type { MoveReason, StateChange } from "../model/events.ts";

export type LogEntry =
  | { readonly t: "setup"; readonly seats: readonly { seat: PlayerId; role: Role; general: string; hp: number; maxHp: number }[] }
  | { readonly t: "turn"; readonly player: PlayerId; readonly round: number; readonly extra?: true }
  | { readonly t: "phase"; readonly player: PlayerId; readonly phase: PhaseName; readonly skipped: boolean; readonly extra?: true }
  /** 3.6.2 ◆ 将阶段a改为b: the timing points inside phase `from` are `to`'s. */
  | { readonly t: "phaseChanged"; readonly player: PlayerId; readonly from: PhaseName; readonly to: PhaseName }
  /** 3.6.2: a phase in progress skipped (before its 开始时); a phase skipped before it began is a `phase` entry with `skipped`. */
  | { readonly t: "skip"; readonly player: PlayerId; readonly phase: PhaseName }
  | { readonly t: "begin"; readonly event: EventKind; readonly id: number }
  | { readonly t: "end"; readonly event: EventKind; readonly id: number }
  | { readonly t: "timing"; readonly id: TimingId; readonly event: number }
  | { readonly t: "decision"; readonly player: PlayerId; readonly request: string; readonly reason: string; readonly answer: unknown }
  /** A request with a single legal answer, taken without asking the agent (a lenient harness, every game). */
  | { readonly t: "forced"; readonly player: PlayerId; readonly request: string; readonly reason: string; readonly answer: unknown }
  /**
   * A request not made because the player has no legal response (asked for a 【闪】 with none in
   * hand and no skill to provide one, no card to choose) — or is dead: `why` says which.
   */
  | { readonly t: "skipped"; readonly player: PlayerId; readonly request: string; readonly reason: string; readonly why: string }
  /**
   * A pack's handler threw and the fault was contained (issue #6 item 7, runtime/engine/faults.ts):
   * the skill or card whose handler it was (or `engine` for the rules' own code), the message, and
   * the event (id, kind) that ended because of it (null: none was open).
   */
  | {
      readonly t: "error";
      readonly skill?: string;
      readonly card?: string;
      readonly engine?: string;
      readonly message: string;
      readonly event: number | null;
      readonly kind: EventKind | null;
    }
  | { readonly t: "skill"; readonly player: PlayerId; readonly skill: string }
  /** A skill's cost (left of ▶) is about to be paid; the entries up to its `skill` entry are the cost's. */
  | { readonly t: "cost"; readonly player: PlayerId; readonly skill: string }
  /** 防止此伤害 (3.7.8, 4.2.12): a damage prevented before it was dealt, logged as its settlement ends. */
  | { readonly t: "prevent"; readonly victim: PlayerId; readonly source: PlayerId | null; readonly amount: number }
  /** 3.5.14 ② 将此伤害转移给B: the damage to `from` is prevented and dealt to `to` instead. */
  | { readonly t: "transferDamage"; readonly from: PlayerId; readonly to: PlayerId; readonly amount: number }
  | { readonly t: "use"; readonly user: PlayerId | null; readonly card: string; readonly cards: readonly CardId[]; readonly targets: readonly PlayerId[]; readonly respondsTo?: string; /** The virtual card (此牌). */ readonly vid?: number; /** 通过发动〖X①〗来使用 (4.2.2): the activation whose effect used it. */ readonly via?: { readonly skill: string; readonly part: number } }
  | { readonly t: "play"; readonly player: PlayerId; readonly card: string; readonly cards: readonly CardId[]; readonly vid?: number }
  /** 抵消 (4.2.4): the card offset (its virtual card `vid`) for a target, by the physical cards of the card that offset it. */
  | { readonly t: "offset"; readonly card: string; readonly target: PlayerId; readonly vid?: number; readonly by?: readonly CardId[] }
  /** 3.5.14 ◆1: a card's target moved from one player to another (〖流离〗). */
  | { readonly t: "transfer"; readonly card: string; readonly from: PlayerId; readonly to: PlayerId }
  /** A use changed by a skill: targets added (3.5.51) or cancelled (3.7.6), a new user (3.5.21), a new kind, the offset lifted (4.2.4). */
  | { readonly t: "targets"; readonly card: string; readonly change: "add" | "cancel" | "user" | "kind" | "effective"; readonly players: readonly PlayerId[] }
  /** 展示 (3.5.34): cards shown to everyone. */
  | { readonly t: "show"; readonly player: PlayerId; readonly cards: readonly CardId[] }
  | { readonly t: "move"; readonly reason: MoveReason; readonly cards: readonly CardId[]; readonly from: readonly string[]; readonly to: readonly string[]; /** 弃置: who discarded. */ readonly by?: PlayerId }
  | {
      readonly t: "damage";
      readonly source: PlayerId | null;
      readonly victim: PlayerId;
      readonly amount: number;
      /** 3.5.24, 3.5.58: 普通/火焰/雷电/冰冻伤害. */
      readonly element: DamageElement;
      readonly via: string | null;
      /** The channel card (此【杀】造成过伤害). */
      readonly vid?: number;
      /** 3.5.25: chain damage conducted by 连环状态. */
      readonly chained?: true;
    }
  | { readonly t: "loseHp"; readonly player: PlayerId; readonly amount: number }
  | { readonly t: "hp"; readonly player: PlayerId; readonly hp: number; readonly delta: number }
  | { readonly t: "recover"; readonly player: PlayerId; readonly amount: number }
  | { readonly t: "judge"; readonly player: PlayerId; readonly card: CardId; readonly reason: string }
  /** 系统将此牌作为判定牌 (〖鬼才〗, 4.2.11). */
  | { readonly t: "judgeCardReplaced"; readonly player: PlayerId; readonly card: CardId; readonly replaced: CardId | null }
  | { readonly t: "dying"; readonly player: PlayerId }
  | { readonly t: "death"; readonly player: PlayerId; readonly role: Role; readonly killer: PlayerId | null }
  | { readonly t: "reward"; readonly player: PlayerId; readonly kind: "draw3" | "discardAll" }
  | { readonly t: "reshuffle"; readonly count: number; /** The cards the discard pile gave (they left it: 3.3.22). */ readonly cards: readonly CardId[] }
  /** 4.2.10: a general card turned over / chained / reset; the state after the change. */
  | { readonly t: "state"; readonly player: PlayerId; readonly change: StateChange; readonly faceUp: boolean; readonly chained: boolean }
  /** 4.2.16 / 4.2.17: max hp changed by `delta`; hp and max hp after. */
  | { readonly t: "maxHp"; readonly player: PlayerId; readonly delta: number; readonly maxHp: number; readonly hp: number }
  /** 3.4.5, 3.5.60, 4.2.14: armor changed by `delta`; armor after. */
  | { readonly t: "armor"; readonly player: PlayerId; readonly delta: number; readonly armor: number }
  /** 3.1.5 衍生牌: cards made during the game. */
  | { readonly t: "derive"; readonly name: string; readonly cards: readonly CardId[] }
  /** 4.2.20 / 4.2.21: skills gained or lost. */
  | { readonly t: "skills"; readonly player: PlayerId; readonly change: "gain" | "lose"; readonly skills: readonly string[] }
  /** 3.7.5: skills of a player made invalid for a duration. */
  | { readonly t: "invalidate"; readonly player: PlayerId; readonly which: string; readonly until: string }
  /** 4.2.25 获得 (delta > 0) / 3.8.9 弃 (delta < 0) marks; the count after. */
  | { readonly t: "mark"; readonly player: PlayerId; readonly mark: string; readonly delta: number; readonly count: number }
  /** 4.2.8: a pindian's cards (initiator first) and, per target, who won (null: nobody). */
  | { readonly t: "council"; readonly player: PlayerId; readonly participants: readonly PlayerId[]; readonly cards: readonly CardId[]; readonly result: "red" | "black" | null }
  | { readonly t: "pindian"; readonly player: PlayerId; readonly targets: readonly PlayerId[]; readonly cards: readonly (CardId | null)[]; readonly winners: readonly (PlayerId | null)[] }
  /** 4.2.23 / 4.2.24: areas disabled or restored. */
  | { readonly t: "area"; readonly player: PlayerId; readonly change: "disable" | "restore"; readonly areas: readonly Area[] }
  /** 3.6.1 / 3.6.2: an extra turn or phase granted. */
  | { readonly t: "extra"; readonly player: PlayerId; readonly what: "turn" | PhaseName; readonly at?: string }
  /** 3.8.16 观看: a player looked at cards (only that player now sees them). */
  | { readonly t: "look"; readonly player: PlayerId; readonly cards: readonly CardId[] }
  /** 3.8.18 ③ 亮出: face-down cards turned face up. */
  | { readonly t: "reveal"; readonly player: PlayerId | null; readonly cards: readonly CardId[] }
  /** 3.6.3 终止 / 3.6.4 结束: an event's flow stops generating timing points. */
  | { readonly t: "terminate"; readonly event: EventKind; readonly id: number; readonly how: "terminate" | "end" }
  | { readonly t: "gameOver"; readonly winners: readonly PlayerId[]; readonly reason: string };

export class GameLog {
  readonly entries: LogEntry[] = [];

  add(entry: LogEntry): void {
    this.entries.push(entry);
  }

  /** The timing ids recorded, in order (what scenario tests assert on). */
  timings(): TimingId[] {
    const out: TimingId[] = [];
    for (const e of this.entries) if (e.t === "timing") out.push(e.id);
    return out;
  }

  toJSON(): LogEntry[] {
    return this.entries;
  }
}
