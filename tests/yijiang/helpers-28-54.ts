// Helpers for the behaviour tests of the 28th to 54th generals of 一将成名 (tests/yijiang/*.test.ts):
// a scripted agent that also records every request it is asked, and short readers of the log.
import { ScriptedAgent, type Agent, type Request, type Scenario, type ScriptStep, type SeatView } from "../../runtime/index.ts";

export interface Recorder {
  readonly agent: Agent;
  readonly script: ScriptedAgent;
  /** Every request this seat was asked, in order. */
  readonly requests: Request[];
}

/** A ScriptedAgent that records each request before answering it from the script. */
export function recorder(steps: readonly ScriptStep[], label = "scripted agent"): Recorder {
  const script = new ScriptedAgent(steps, label);
  const requests: Request[] = [];
  const wrap =
    <R extends Request, A>(f: (r: R, v: SeatView) => A) =>
    (r: R, v: SeatView): A => {
      requests.push(r);
      return f.call(script, r, v);
    };
  const agent: Agent = {
    activate: wrap(script.activate),
    skillOrder: wrap(script.skillOrder),
    playAction: wrap(script.playAction),
    respond: wrap(script.respond),
    chooseCards: wrap(script.chooseCards),
    choosePlayers: wrap(script.choosePlayers),
    chooseOption: wrap(script.chooseOption),
    chooseGeneral: wrap(script.chooseGeneral),
  };
  Object.defineProperty(agent, "attachOracle", { value: (o: Parameters<ScriptedAgent["attachOracle"]>[0]) => script.attachOracle(o) });
  Object.setPrototypeOf(agent, ScriptedAgent.prototype);
  return { agent, script, requests };
}

/** Whether a play-phase request offered the skill (an active skill; no request: only 结束 was left). */
export function offeredSkill(r: Recorder, skill: string): boolean {
  return r.requests.some((q) => q.kind === "playAction" && q.options.some((o) => o.kind === "skill" && o.skill === skill));
}

/** Whether a play-phase request offered to use a card of that name. */
export function offeredCard(r: Recorder, name: string): boolean {
  return r.requests.some((q) => q.kind === "playAction" && q.options.some((o) => o.kind === "card" && o.name === name));
}

/** Whether anyone was asked whether to activate the skill. */
export function asked(s: Scenario, skill: string): boolean {
  return s.entries().some((e) => e.t === "decision" && e.request === "activate" && e.reason === skill);
}

export function damages(s: Scenario): { source: number | null; victim: number; amount: number }[] {
  return s.entries().flatMap((e) => (e.t === "damage" ? [{ source: e.source, victim: e.victim, amount: e.amount }] : []));
}

/** Names of the cards a seat lost by discarding (from its hand or equipment area). */
export function discarded(s: Scenario, seat: number): string[] {
  return s.entries().flatMap((e) =>
    e.t === "move" && e.reason === "discard" ? e.cards.filter((_, i) => e.from[i] === `hand${seat}` || e.from[i].startsWith(`equip${seat}.`)).map((c) => s.card(c).name) : [],
  );
}

export const names = (s: Scenario, cards: readonly number[]): string[] => cards.map((c) => s.card(c).name);
