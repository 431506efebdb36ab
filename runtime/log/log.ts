// The JSON event log: an array of plain entries. Same seed + packs + decisions ⇒ the same
// array, so `JSON.stringify(log)` is byte-identical across runs.
import type { CardId, PlayerId, Role } from "../model/types.ts";
import type { EventKind, PhaseName, TimingId } from "../timing/catalogue.ts";
import type { MoveReason } from "../model/events.ts";

export type LogEntry =
  | { readonly t: "setup"; readonly seats: readonly { seat: PlayerId; role: Role; general: string; hp: number; maxHp: number }[] }
  | { readonly t: "turn"; readonly player: PlayerId; readonly round: number }
  | { readonly t: "phase"; readonly player: PlayerId; readonly phase: PhaseName; readonly skipped: boolean }
  | { readonly t: "begin"; readonly event: EventKind; readonly id: number }
  | { readonly t: "end"; readonly event: EventKind; readonly id: number }
  | { readonly t: "timing"; readonly id: TimingId; readonly event: number }
  | { readonly t: "decision"; readonly player: PlayerId; readonly request: string; readonly reason: string; readonly answer: unknown }
  | { readonly t: "skill"; readonly player: PlayerId; readonly skill: string }
  | { readonly t: "use"; readonly user: PlayerId | null; readonly card: string; readonly cards: readonly CardId[]; readonly targets: readonly PlayerId[]; readonly respondsTo?: string }
  | { readonly t: "play"; readonly player: PlayerId; readonly card: string; readonly cards: readonly CardId[] }
  | { readonly t: "offset"; readonly card: string; readonly target: PlayerId }
  /** 3.5.14 ◆1: a card's target moved from one player to another (〖流离〗). */
  | { readonly t: "transfer"; readonly card: string; readonly from: PlayerId; readonly to: PlayerId }
  /** 展示 (3.5.34): cards shown to everyone. */
  | { readonly t: "show"; readonly player: PlayerId; readonly cards: readonly CardId[] }
  | { readonly t: "move"; readonly reason: MoveReason; readonly cards: readonly CardId[]; readonly from: readonly string[]; readonly to: readonly string[] }
  | { readonly t: "damage"; readonly source: PlayerId | null; readonly victim: PlayerId; readonly amount: number; readonly via: string | null }
  | { readonly t: "loseHp"; readonly player: PlayerId; readonly amount: number }
  | { readonly t: "hp"; readonly player: PlayerId; readonly hp: number; readonly delta: number }
  | { readonly t: "recover"; readonly player: PlayerId; readonly amount: number }
  | { readonly t: "judge"; readonly player: PlayerId; readonly card: CardId; readonly reason: string }
  /** 系统将此牌作为判定牌 (〖鬼才〗, 4.2.11). */
  | { readonly t: "judgeCardReplaced"; readonly player: PlayerId; readonly card: CardId; readonly replaced: CardId | null }
  | { readonly t: "dying"; readonly player: PlayerId }
  | { readonly t: "death"; readonly player: PlayerId; readonly role: Role; readonly killer: PlayerId | null }
  | { readonly t: "reward"; readonly player: PlayerId; readonly kind: "draw3" | "discardAll" }
  | { readonly t: "reshuffle"; readonly count: number }
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
