// A flow is data: the ordered steps of one event kind (seed 000 §4.2). A step is a timing
// point id (dispatched to listeners), a guarded timing point, or an action of the rules.
import type { GameEvent } from "../model/events.ts";
import type { TimingId } from "../timing/catalogue.ts";
import type { Engine } from "../engine/engine.ts";

export type Step<E extends GameEvent> =
  | TimingId
  /** A timing point generated only when the guard holds (终止…结算 paths). */
  | { readonly timing: TimingId; readonly when: (engine: Engine, event: E) => boolean }
  /** An action of the rules; "stop" ends the flow (its `finish` still runs). */
  | { readonly action: string; readonly run: (engine: Engine, event: E) => void | "stop" };

export interface Flow<E extends GameEvent> {
  readonly kind: E["kind"];
  readonly steps: readonly Step<E>[];
  /** Checked before each step: true ends the flow early (a skipped phase, a dead turn player). */
  readonly stopWhen?: (engine: Engine, event: E) => boolean;
  /** Runs after the steps, even when stopped (系统将处理区里的牌置入弃牌堆, 4.2.9). */
  readonly finish?: (engine: Engine, event: E) => void;
  /** 3.6.4 结束此阶段/回合: the timing point where the flow goes on after every settlement ended. */
  readonly endAt?: TimingId;
}

/** Helper: the same timing for every target of a use, in target order (4.2.4 连续若干个). */
export function numberedSteps<E extends GameEvent>(prefix: string, count: number): Step<E>[] {
  return Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);
}
