// What happened earlier in the current turn, read from the game log: 于此回合[的出牌阶段内]使用或打出过
// 【杀】 (〖克己〗). The log marks each turn and phase; uses (4.2.4) and plays (4.2.7) are entries.
import type { PlayerId } from "../model/types.ts";
import type { PhaseName } from "../timing/catalogue.ts";
import type { LogEntry } from "../log/log.ts";

export function usedThisTurn(
  entries: readonly LogEntry[],
  who: PlayerId,
  name: string,
  verbs: readonly ("use" | "play")[],
  phase?: PhaseName,
): boolean {
  let start = entries.length;
  while (start > 0 && entries[start - 1].t !== "turn") start--;
  if (start === 0) return false; // no turn has started
  let current: PhaseName | null = null;
  for (let i = start; i < entries.length; i++) {
    const e = entries[i];
    if (e.t === "phase") current = e.skipped ? null : e.phase;
    else if (e.t === "end" && e.event === "phase") current = null;
    else if (phase !== undefined && current !== phase) continue;
    else if (e.t === "use" && verbs.includes("use") && e.user === who && e.card === name) return true;
    else if (e.t === "play" && verbs.includes("play") && e.player === who && e.card === name) return true;
  }
  return false;
}
