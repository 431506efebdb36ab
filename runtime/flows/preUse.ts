// 4.2.3 牌的预使用事件: declare the card, map it to its physical cards (花色/点数 from a single
// card, 3.1.9), choose legal targets and sort them from the current-turn player
// counter-clockwise. A step that cannot be done ends the pre-use: no use event starts.
import type { CardDef, CardUseDef } from "../api/pack.ts";
import type { UseEvent } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import { legalTargets } from "../values/targets.ts";

export interface PreUseOptions {
  readonly countsTowardLimit: boolean;
  /** The use this card answers (【闪】 → 此【杀】). */
  readonly respondsTo?: UseEvent;
  /** Targets chosen beforehand (需要使用 ❶❷, scenario tests); not checked again (4.2.3 ◆). */
  readonly targets?: readonly PlayerId[];
  /** Made by a 转化 skill (3.5.56). */
  readonly converted?: boolean;
}

export function preUse(
  engine: Engine,
  user: PlayerId,
  cards: readonly CardId[],
  def: CardDef,
  use: CardUseDef | null,
  opts: PreUseOptions,
): UseEvent | null {
  let targets: PlayerId[];
  if (use === null) targets = [user]; // 4.2.2 ◆ equipment targets its user
  else if (use.targets.kind === "respondedCard") targets = [];
  else if (opts.targets) targets = [...opts.targets];
  else {
    const candidates = legalTargets(engine, user, def.name, use.targets);
    const min = use.targets.min;
    const max = use.targets.max === "all" ? candidates.length : Math.min(use.targets.max, candidates.length);
    if (candidates.length < min || max < min || max === 0) return null;
    targets = use.targets.max === "all" ? candidates : engine.ask.players(user, candidates, min, max, def.name);
  }
  const n = engine.state.players.length;
  const seatOrder = (p: PlayerId) => (p - engine.currentPlayer + n) % n;
  targets.sort((a, b) => seatOrder(a) - seatOrder(b));
  const card = engine.makeVirtual(def.name, cards, opts.converted ?? false);
  const base: UseEvent = {
    kind: "use",
    id: engine.newEventId(),
    user,
    card,
    targets: targets.map((player) => ({ player, offset: false, nullified: false })),
    current: -1,
    countsTowardLimit: opts.countsTowardLimit,
  };
  return opts.respondsTo ? { ...base, respondsTo: opts.respondsTo } : base;
}
