// 出牌阶段内的空闲时间点 (4.1.1.6 ◆): at each idle time point the player may use a card whose
// window is 出牌阶段 (within its 限X次), use an equipment card (4.2.2 ◆: targets oneself),
// activate an active skill, or end the phase.
import type { PhaseEvent, VirtualCard } from "../model/events.ts";
import type { PlayerId } from "../model/types.ts";
import { slotOfSubtype } from "../model/types.ts";
import type { PlayOption } from "../engine/agent.ts";
import type { Engine } from "../engine/engine.ts";
import { equipmentSkillsOf } from "../engine/modifiers.ts";
import { cardFor, hasTargetCount } from "../values/targets.ts";
import { withinUseLimit } from "../values/useLimits.ts";
import { cannotUseOrPlay } from "../engine/generic.ts";
import { cardNameOf } from "../engine/cardNames.ts";
import { canNeedViaSkills, mayNeedViaSkills } from "./conversion.ts";
import { handLike } from "../engine/asHand.ts";

/** 4.2.2 专题三 ◆ 不计入限制的次数 (〖龙吟〗): uses of these cards do not add to the phase's count. */
export const uncountedUses = new WeakSet<VirtualCard>();

/** A use at an idle time point adds to its card's count, unless a skill said it does not. */
function count(engine: Engine, name: string, card: VirtualCard): void {
  if (uncountedUses.has(card)) return;
  engine.playPhase.cardUses.set(name, (engine.playPhase.cardUses.get(name) ?? 0) + 1);
}

/** Guard against an agent that never ends its play phase. */
const MAX_IDLE_POINTS = 300;

/**
 * The 限X次 counter of a skill part (4.2.2 专题三). An equipment skill's counts its card's stay in the
 * equipment area: had again after the card left, it is another skill (3.2.7 ◆, ◎ 〖木牛流马〗).
 */
function skillUseKey(engine: Engine, player: PlayerId, skill: string, part: number): string {
  const key = `${skill}#${part}`;
  if (engine.state.players[player].skills.includes(skill)) return key;
  for (const card of Object.values(engine.state.players[player].equipment)) {
    if (card === undefined || !engine.registry.cards.get(engine.state.cards[card].name)?.skills.includes(skill)) continue;
    return `${key}@${engine.equippedAt.get(card) ?? 0}`;
  }
  return key;
}

export function playOptions(engine: Engine, player: PlayerId): PlayOption[] {
  const out: PlayOption[] = [];
  const p = engine.state.players[player];
  // 3.8.4: cards it may use as if in hand are offered as its hand cards are.
  for (const card of handLike(engine, player)) {
    const name = cardNameOf(engine, card);
    const def = engine.registry.cards.get(name);
    if (!def) continue;
    // 不能使用<牌> (a state such as 〖司敌〗's): the card is not an option to use (重铸 still is).
    const barred = cannotUseOrPlay(engine, player, "use", card, name);
    if (def.category === "equipment" && def.subtype) {
      // 3.3.23: a sealed slot takes no equipment, so such a card cannot be used.
      const slot = slotOfSubtype(def.subtype);
      if (slot !== null && engine.state.isDisabled(player, slot)) continue;
      if (!barred) out.push({ kind: "card", card, name, use: -1 });
      continue;
    }
    def.uses.forEach((use, i) => {
      if (use.when.kind !== "play" || barred) return;
      const virtual = cardFor(engine, name, [card]);
      if (!withinUseLimit(engine, player, name, use.when.limitPerPhase, virtual)) return;
      if (use.targets.kind !== "players") return;
      if (!hasTargetCount(engine, player, name, use.targets, virtual)) return;
      out.push({ kind: "card", card, name, use: i });
    });
    // 4.1.1.6: 重铸 is a game-flow operation of the idle time point, not a use (no targets, no limit).
    // (3.8.4 says 使用或打出: a card outside the hand is not recast.)
    if (def.recast?.some((w) => w.kind === "play") && p.hand.includes(card)) out.push({ kind: "recast", card, name });
  }
  out.push(...needOptions(engine, player));
  for (const skill of [...p.skills, ...equipmentSkillsOf(engine, player)]) {
    for (const a of engine.registry.actives.get(skill) ?? []) {
      const key = skillUseKey(engine, player, skill, a.partIndex);
      const used = engine.playPhase.skillUses.get(key) ?? 0;
      if (a.part.limitPerPhase !== undefined && used >= a.part.limitPerPhase) continue;
      if (engine.usedUp(player, a.skill) || engine.offSide(player, a.skill, a.part) || !engine.isSkillValid(player, skill)) continue;
      const ctx = engine.contextFor(player, skill);
      const { condition, cost } = a.part;
      if (condition && !engine.handler({ skill }, () => condition(ctx))) continue;
      if (cost && !engine.handler({ skill }, () => cost.canPay(ctx))) continue;
      out.push({ kind: "skill", skill, part: a.partIndex });
    }
  }
  out.push({ kind: "end" });
  return out;
}

export function runIdleTimePoints(engine: Engine, e: PhaseEvent): void {
  const player = e.player;
  for (let i = 0; i < MAX_IDLE_POINTS; i++) {
    if (!engine.state.players[player].alive || e.skipped) return;
    engine.dispatch("phase.play.proper", e);
    if (!engine.state.players[player].alive || e.skipped) return;
    const options = playOptions(engine, player);
    const choice = options[engine.ask.playAction(player, options)];
    if (choice.kind === "end") return;
    if (choice.kind === "card") useFromHand(engine, player, choice);
    else if (choice.kind === "need") useThroughNeed(engine, player, choice);
    else if (choice.kind === "recast") engine.recast(player, [choice.card]);
    else activate(engine, player, choice.skill, choice.part);
  }
}

function useFromHand(engine: Engine, player: PlayerId, o: Extract<PlayOption, { kind: "card" }>): void {
  const def = engine.registry.cards.get(o.name);
  if (!def) return;
  const use = o.use >= 0 ? def.uses[o.use] : null;
  const started = engine.useCard(player, [o.card], def, use, { countsTowardLimit: true });
  if (started) count(engine, o.name, started.card);
}

/** Cards the player could use now through a skill at 需要使用此牌时❶❷❸ (4.2.2), e.g. 〖武圣〗. */
function needOptions(engine: Engine, player: PlayerId): PlayOption[] {
  const out: PlayOption[] = [];
  // No skill could supply any card: nothing to list (the same answer as asking for every face).
  if (!mayNeedViaSkills(engine, player)) return out;
  for (const def of engine.registry.cards.values()) {
    def.uses.forEach((use, i) => {
      if (use.when.kind !== "play" || use.targets.kind !== "players") return;
      if (!withinUseLimit(engine, player, def.name, use.when.limitPerPhase)) return;
      // Ask first whether any skill could supply the card at all (issue #7: listing targets for
      // every card face was most of an idle time point's cost).
      if (!canNeedViaSkills(engine, player, def.name, use)) return;
      if (!hasTargetCount(engine, player, def.name, use.targets)) return;
      out.push({ kind: "need", name: def.name, use: i });
    });
  }
  return out;
}

/** 4.2.2 ◆: a card used at an idle time point through a need event counts toward the limit. */
function useThroughNeed(engine: Engine, player: PlayerId, o: Extract<PlayOption, { kind: "need" }>): void {
  const use = engine.registry.cards.get(o.name)?.uses[o.use];
  if (!use) return;
  const used = engine.needUse(player, o.name, use, undefined, true);
  if (used) count(engine, o.name, used);
}

function activate(engine: Engine, player: PlayerId, skill: string, partIndex: number): void {
  const entry = engine.registry.actives.get(skill)?.find((a) => a.partIndex === partIndex);
  if (!entry) return;
  const ctx = engine.contextFor(player, skill);
  // 4.2.9: cards this skill left in the processing area go to the discard pile as it ends (as for
  // triggers) — also when a contained fault ends it.
  const settle = () => {
    const left = ctx.kept.filter((c) => engine.state.zone(c).kind === "processing");
    if (left.length > 0) engine.moveCards(left, { kind: "discardPile" }, "settle", null);
  };
  const cost = entry.part.cost;
  if (cost) engine.log.add({ t: "cost", player, skill });
  if (cost && !engine.handler({ skill }, () => cost.pay(ctx), settle)) return;
  const key = skillUseKey(engine, player, skill, partIndex);
  engine.playPhase.skillUses.set(key, (engine.playPhase.skillUses.get(key) ?? 0) + 1);
  engine.noteActivation(player, entry.skill, entry.part);
  engine.activating(entry.skill, entry.part, () => engine.handler({ skill }, () => entry.part.effect(ctx), settle));
  settle();
}
