// Shared helpers for the 军争篇 card tests: the acceptance packs compiled together
// (tests/support/packs.ts) and readers of the log.
import type { LogEntry, Scenario } from "../../runtime/index.ts";
import type { PlayOption } from "../../runtime/agents/agent.ts";
import type { ScriptedAgent } from "../../runtime/agents/scripted.ts";

export { loadPacks } from "../support/packs.ts";

/** Damage entries as [source, victim, amount, element] (chained: a fifth entry `true`). */
export function damages(s: Scenario): unknown[][] {
  return s.entries().flatMap((e: LogEntry) => (e.t === "damage" ? [e.chained ? [e.source, e.victim, e.amount, e.element, true] : [e.source, e.victim, e.amount, e.element]] : []));
}

/** Card uses as [user, card name, targets]. */
export function uses(s: Scenario): unknown[][] {
  return s.entries().flatMap((e: LogEntry) => (e.t === "use" ? [[e.user, e.card, e.targets]] : []));
}

/** Names of the cards of a seat's equipment area. */
export function equipNames(s: Scenario, seat: number): string[] {
  return Object.values(s.player(seat).equipment)
    .filter((c): c is number => c !== undefined)
    .map((c) => s.card(c).name);
}

/** Names of the cards in a seat's judge area. */
export function judgeNames(s: Scenario, seat: number): string[] {
  return s.engine.state.players[seat].judgeArea.map((c) => s.card(c).name);
}

const label = (o: PlayOption): string =>
  o.kind === "card" ? o.name : o.kind === "skill" ? `〖${o.skill}〗` : o.kind === "recast" ? `recast ${o.name}` : o.kind === "need" ? `need ${o.name}` : "end";

/**
 * The options each idle time point of `seat`'s play phase offers from now on (asked or, when
 * only “end” is left, taken without asking), as “杀”, “〖制衡〗”, “recast 铁索连环”, “need 杀”, “end”.
 */
export function watchOffers(s: Scenario, seat: number): { readonly all: string[][]; last(): string[] } {
  const all: string[][] = [];
  const ask = s.engine.ask;
  const original = ask.playAction.bind(ask);
  ask.playAction = (player, options) => {
    if (player === seat) all.push(options.map(label));
    return original(player, options);
  };
  return { all, last: () => all[all.length - 1] ?? [] };
}

/** What `seat` is offered at the first idle time point of a play phase run now (it then ends the phase). */
export function offeredNow(s: Scenario, seat: number): string[] {
  const offers = watchOffers(s, seat);
  (s.agents[seat] as ScriptedAgent).push({ play: "end" });
  s.runPhase(seat, "play");
  return offers.all[0] ?? [];
}
