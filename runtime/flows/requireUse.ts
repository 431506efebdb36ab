// 需对B使用【杀】，否则… (【借刀杀人】): the player must use the card on B through a 需要使用牌事件
// (4.2.2), so skills at 需要使用【杀】时❶❷❸ (〖武圣〗…) can supply it. Only B is a legal target of
// that use (000 4.2.2 专题四 ◆); when B is not one, the player cannot use it and the 否则 clause
// runs (专题四 ◎ 〖乱武〗/〖同疾〗). The use does not count toward 限X次.
import type { PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { isLegalTarget } from "../values/targets.ts";

/** True when `who` used a 【X】 on `to`; false means the text's 否则 branch runs. */
export function requireUseOn(engine: Engine, who: PlayerId, to: PlayerId, cardName: string): boolean {
  if (!engine.state.players[who].alive) return true;
  const def = engine.registry.cards.get(cardName);
  const use = def?.uses.find((u) => u.when.kind === "play" && u.targets.kind === "players");
  if (!def || !use || use.targets.kind !== "players") return false;
  if (!isLegalTarget(engine, who, cardName, to, use.targets)) return false;
  return engine.needUse(who, cardName, use, undefined, false, [to]) !== null;
}
