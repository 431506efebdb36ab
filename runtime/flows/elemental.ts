// Elemental damage (3.5.24): chain conduction (连环传导, 3.5.25, 3.9.3, 4.2.14 ①, 4.2.12 伤害结算
// 结束后) and the ice choice (冰冻伤害, 3.5.58, 4.2.12 造成伤害时❸).
import type { DamageEvent, HpDeductEvent } from "../model/events.ts";
import type { Engine } from "../engine/engine.ts";
import { changeState } from "./stateChange.ts";

/**
 * 4.2.14 ①, before 扣减体力前: a chained victim of elemental damage is reset (a 牌状态改变 event); if
 * the damage is not chain damage and other players are still chained, the chain will conduct
 * once this damage has settled (3.9.3).
 */
export function resetChainedVictim(engine: Engine, e: HpDeductEvent): void {
  const d = e.damage;
  if (!d || d.element === "normal") return;
  const victim = engine.state.players[e.player];
  if (!victim.chained) return;
  changeState(engine, e.player, "unchain");
  const others = engine.state.players.filter((p) => p.alive && p.chained && p.id !== e.player).map((p) => p.id);
  if (!d.chained && others.length > 0) {
    d.conducts = true;
    d.chainedOthers = others;
  }
}

/**
 * 4.2.12 伤害结算结束后 (not prevented): 触发连环 — from the current-turn player counter-clockwise,
 * each of the other players chained when the victim was reset (3.9.3 这些角色; not one chained
 * since, the victim included) that is still chained at its turn takes the same damage (same source, channel, element,
 * the victim's final damage value), marked as chain damage (3.5.25), which conducts no further.
 */
export function conductChain(engine: Engine, d: DamageEvent): void {
  if (!d.conducts || d.prevented) return;
  const amount = d.deducted ?? d.amount;
  const reached = new Set(d.chainedOthers ?? []);
  for (const p of engine.playersInOrder()) {
    const player = engine.state.players[p];
    if (!reached.has(p) || !player.alive || !player.chained) continue;
    // 3.5.22 ◆: a source that died meanwhile makes the damage sourceless.
    const source = d.source !== null && engine.state.players[d.source].alive ? d.source : null;
    engine.damage(p, amount, source, d.channel, d.element, true);
  }
}

/**
 * 3.5.58 冰冻伤害, at 造成伤害时❸: when A deals B (another player) ice damage that is not chain
 * damage and B has cards, A may prevent it; then A discards two of B's cards one after another.
 */
export function iceChoice(engine: Engine, d: DamageEvent): void {
  if (d.element !== "ice" || d.chained || d.prevented || d.source === null || d.source === d.victim) return;
  const a = d.source;
  const b = d.victim;
  if (!engine.state.players[a].alive || !engine.state.players[b].alive) return;
  const cardsOfB = () => engine.view.cardsIn(b, ["hand", "equip"]);
  if (cardsOfB().length === 0) return;
  if (!engine.ask.activate(a, "冰冻伤害", "damage.cause.3")) return;
  d.prevented = true;
  engine.log.add({ t: "skill", player: a, skill: "冰冻伤害" });
  // 依次弃置 (3.5.15): one card, then the other.
  for (let i = 0; i < 2; i++) {
    const candidates = cardsOfB();
    if (candidates.length === 0) return;
    const hidden = candidates.filter((c) => engine.state.zone(c).kind === "hand");
    const offered = hidden.length > 1 ? [...candidates.filter((c) => !hidden.includes(c)), ...engine.rng.shuffle([...hidden])] : candidates;
    const [card] = engine.ask.cards(a, offered, 1, 1, "冰冻伤害", hidden);
    engine.discard(a, [card]);
  }
}
