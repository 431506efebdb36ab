// 4.2.3 牌的预使用事件: declare the card, map it to its physical cards (花色/点数 from a single
// card, 3.1.9), choose legal targets (as many as the rated target count allows, 4.2.2 专题三 3.)
// and sort them from the current-turn player counter-clockwise. A step that cannot be done ends
// the pre-use: no use event starts.
import type { CardDef, CardUseDef, TargetRule } from "../engine/pack.ts";
import type { TargetContext } from "../engine/context.ts";
import type { UseEvent } from "../model/events.ts";
import type { CardId, PlayerId } from "../model/types.ts";
import type { Engine, PreUseOptions } from "../engine/engine.ts";
import { cardFor, legalTargets, targetCountRange } from "../values/targets.ts";
import { targetWithinUseLimit } from "../values/useLimits.ts";

export type { PreUseOptions };

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
    const limit = opts.countsTowardLimit && use.when.kind === "play" ? use.when.limitPerPhase : undefined;
    const card = cardFor(engine, def.name, cards, opts.converted ?? false);
    const candidates = legalTargets(engine, user, def.name, use.targets, card).filter((p) => targetWithinUseLimit(engine, user, def.name, limit, p, card));
    const range = targetCountRange(engine, user, def.name, use.targets, candidates.length);
    if (range === null) return null;
    targets = use.targets.max === "all" ? candidates : engine.ask.players(user, candidates, range.min, range.max, def.name);
  }
  const n = engine.state.players.length;
  const seatOrder = (p: PlayerId) => (p - engine.currentPlayer + n) % n;
  targets.sort((a, b) => seatOrder(a) - seatOrder(b));
  const paired = use !== null && use.targets.kind === "players" ? choosePaired(engine, user, def.name, targets, use.targets) : null;
  if (paired === undefined) return null;
  const card = engine.makeVirtual(def.name, cards, opts.converted ?? false);
  if (opts.kind) card.kind = opts.kind;
  const base: UseEvent = {
    kind: "use",
    id: engine.newEventId(),
    user,
    card,
    targets: targets.map((player, i) => (paired ? { player, offset: false, nullified: false, paired: paired[i] } : { player, offset: false, nullified: false })),
    current: -1,
    countsTowardLimit: opts.countsTowardLimit,
    ...(opts.notTargetOf && opts.notTargetOf.length > 0 ? { notTargetOf: [...opts.notTargetOf] } : {}),
  };
  return opts.respondsTo ? { ...base, respondsTo: opts.respondsTo } : base;
}

/**
 * 【借刀杀人】: "你在选择A为目标的同时选择…角色B" — one paired player per target, in target order.
 * null: the rule pairs nothing; undefined: a target has no player to pair, so the pre-use ends.
 */
function choosePaired(
  engine: Engine,
  user: PlayerId,
  cardName: string,
  targets: readonly PlayerId[],
  rule: Extract<TargetRule, { kind: "players" }>,
): PlayerId[] | null | undefined {
  const pairs = rule.paired;
  if (!pairs) return null;
  const ctx: TargetContext = { game: engine.view, you: user, cardName, skill: engine.contextFor(user, cardName) };
  const out: PlayerId[] = [];
  for (const first of targets) {
    const candidates = engine.view.alivePlayersFrom(engine.currentPlayer).filter((p) => pairs(ctx, first, p));
    if (candidates.length === 0) return undefined;
    out.push(engine.ask.players(user, candidates, 1, 1, cardName)[0]);
  }
  return out;
}
