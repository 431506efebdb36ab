// 4.2.19 "终止一切结算和流程，结束游戏": game over unwinds every open event as an exception.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "./engine.ts";

export class GameOver extends Error {
  constructor(
    readonly winners: PlayerId[],
    readonly reason: string,
  ) {
    super(`game over: ${reason}`);
  }
}

/** What a mode decides: game end at 确认身份 (4.1.1.1) and rewards/penalties (4.1.1.7). */
export interface ModeRules {
  checkEnd(engine: Engine, dead: PlayerId): { readonly winners: PlayerId[]; readonly reason: string } | null;
  reward(engine: Engine, dead: PlayerId, killer: PlayerId): void;
}
