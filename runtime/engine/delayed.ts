// Delayed effects (（→）, 003 延时类效果) registered while a game runs: the timing they listen
// to, their owner and the scope that ends them (于此回合内 ends with the turn; "once" after it
// first runs). The engine offers them at their timing point before the owner's skills.
import type { DelayedEffect } from "./context.ts";
import type { PlayerId } from "../model/types.ts";
import type { TimingId } from "../timing/catalogue.ts";

export interface DelayedEntry {
  readonly owner: PlayerId;
  /** The skill that registered it (the context's skill name: reasons, channels). */
  readonly skill: string;
  readonly effect: DelayedEffect;
}

export class DelayedEffects {
  private readonly byTiming = new Map<TimingId, DelayedEntry[]>();

  add(entry: DelayedEntry): void {
    const list = this.byTiming.get(entry.effect.timing);
    if (list) list.push(entry);
    else this.byTiming.set(entry.effect.timing, [entry]);
  }

  /** The live entries at a timing, in registration order (a copy: running one may change the list). */
  at(timing: TimingId): readonly DelayedEntry[] | undefined {
    const list = this.byTiming.get(timing);
    return list && list.length > 0 ? [...list] : undefined;
  }

  isLive(entry: DelayedEntry): boolean {
    return this.byTiming.get(entry.effect.timing)?.includes(entry) ?? false;
  }

  remove(entry: DelayedEntry): void {
    const list = this.byTiming.get(entry.effect.timing);
    const i = list?.indexOf(entry) ?? -1;
    if (list && i >= 0) list.splice(i, 1);
  }

  /** 于此回合内 (4.1.1.6): the scope ends after 回合结束前❼. */
  endTurn(): void {
    for (const [timing, list] of this.byTiming) {
      this.byTiming.set(
        timing,
        list.filter((e) => e.effect.scope !== "thisTurn"),
      );
    }
  }
}
