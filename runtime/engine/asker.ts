// Sends requests to the seat's agent with that seat's view (3.5.34), validates each answer against
// the request, and logs the decision. Every request is logged: a decision (`decision`), a request
// with exactly one legal answer that the engine took without asking (`forced` — unless
// `askForced` is set, as a strict scenario harness does, and the agent is asked anyway), and a
// request not made because the player has no legal response (`skipped`, with why). With
// `hiddenCardTokens`, candidates the chooser cannot see go out as opaque per-request tokens, so a
// card id (fixed for the game, and public while the card was face up) tells the agent nothing.
import type { CardId, PlayerId } from "../model/types.ts";
import type { PlayOption, Request } from "./agent.ts";
import type { Engine } from "./engine.ts";
import { markAgentError } from "./faults.ts";

export class Asker {
  constructor(
    private readonly engine: Engine,
    private readonly tokens = false,
  ) {}

  /**
   * Send requests with a single legal answer to the agent too (a strict harness: an unscripted
   * request fails even then). Off: the engine takes that answer and logs it as `forced`.
   */
  askForced = false;

  /** The cards behind the tokens of the request being asked (for the scripted agents' test oracle). */
  private live = new Map<CardId, CardId>();

  /** Test oracle: the card a candidate of the current request stands for (a token or an id). */
  resolve(candidate: CardId): CardId {
    return this.live.get(candidate) ?? candidate;
  }

  private view(player: PlayerId) {
    return this.engine.seatView(player);
  }

  private note(request: Request, reason: string, answer: unknown): void {
    this.engine.log.add({ t: "decision", player: request.player, request: request.kind, reason, answer });
  }

  /** A request with one legal answer, answered without asking (askForced off). */
  private forced(request: Request, reason: string, answer: unknown): void {
    this.engine.log.add({ t: "forced", player: request.player, request: request.kind, reason, answer });
  }

  /**
   * A request that is not made: the player has no legal response (no 【闪】 in hand and no skill
   * to provide one, no card to choose) or cannot respond at all (dead). Logged with why.
   */
  skip(player: PlayerId, request: Request["kind"], reason: string, why: string): void {
    this.engine.log.add({ t: "skipped", player, request, reason, why });
  }

  private illegal(request: Request, answer: unknown): never {
    throw markAgentError(new Error(`seat ${request.player}: illegal answer ${JSON.stringify(answer)} to ${request.kind} request`));
  }

  /**
   * Asks the agent. Its exceptions (an unscripted request in a test) are the agent's, not a
   * handler's: marked so a contained-fault policy never swallows them (faults.ts).
   */
  private asking<T>(ask: () => T): T {
    try {
      return ask();
    } catch (e) {
      throw markAgentError(e);
    }
  }

  activate(player: PlayerId, skill: string, timing: string): boolean {
    const request = { kind: "activate", player, skill, timing } as const;
    const answer = this.asking(() => this.engine.agentOf(player).activate(request, this.view(player)));
    if (typeof answer !== "boolean") this.illegal(request, answer);
    this.note(request, skill, answer);
    return answer;
  }

  skillOrder(player: PlayerId, skills: readonly string[]): number {
    const request = { kind: "skillOrder", player, skills } as const;
    if (skills.length === 1 && !this.askForced) {
      this.forced(request, skills[0], skills[0]);
      return 0;
    }
    const answer = this.asking(() => this.engine.agentOf(player).skillOrder(request, this.view(player)));
    if (!Number.isInteger(answer) || answer < 0 || answer >= skills.length) this.illegal(request, answer);
    this.note(request, skills.join(","), skills[answer]);
    return answer;
  }

  playAction(player: PlayerId, options: readonly PlayOption[]): number {
    const request = { kind: "playAction", player, options } as const;
    const label = (o: PlayOption) => (o.kind === "card" ? `${o.name}#${o.card}` : o.kind === "skill" ? o.skill : o.kind === "need" ? `need ${o.name}` : o.kind === "recast" ? `recast ${o.name}#${o.card}` : "end");
    if (options.length === 1 && !this.askForced) {
      this.forced(request, "出牌阶段", label(options[0]));
      return 0;
    }
    const answer = this.asking(() => this.engine.agentOf(player).playAction(request, this.view(player)));
    if (!Number.isInteger(answer) || answer < 0 || answer >= options.length) this.illegal(request, answer);
    this.note(request, "出牌阶段", label(options[answer]));
    return answer;
  }

  respond(player: PlayerId, mode: "use" | "play", cardName: string, candidates: readonly CardId[], reason: string): CardId | null {
    if (candidates.length === 0) {
      this.skip(player, "respond", `${mode} ${cardName}: ${reason}`, `no 【${cardName}】 to ${mode}`);
      return null;
    }
    const request = { kind: "respond", player, mode, cardName, candidates, reason } as const;
    const answer = this.asking(() => this.engine.agentOf(player).respond(request, this.view(player)));
    if (answer !== null && !candidates.includes(answer)) this.illegal(request, answer);
    this.note(request, `${mode} ${cardName}: ${reason}`, answer);
    return answer;
  }

  cards(player: PlayerId, candidates: readonly CardId[], min: number, max: number, reason: string, hidden: readonly CardId[]): CardId[] {
    const lo = Math.min(min, candidates.length);
    const hi = Math.min(max, candidates.length);
    if (hi <= 0) {
      if (candidates.length === 0 && max > 0) this.skip(player, "chooseCards", reason, "no card to choose");
      return [];
    }
    if (lo === candidates.length && !this.askForced) {
      this.forced({ kind: "chooseCards", player, candidates, min: lo, max: hi, reason, hidden }, reason, [...candidates]);
      return [...candidates];
    }
    const tokenOf = new Map<CardId, CardId>();
    // Tokens follow the offered (shuffled, 3.3.6) order, so they carry no trace of the hand's order.
    if (this.tokens) for (const c of candidates) if (hidden.includes(c)) tokenOf.set(c, -(tokenOf.size + 1));
    const shown = (c: CardId) => tokenOf.get(c) ?? c;
    const request = { kind: "chooseCards", player, candidates: candidates.map(shown), min: lo, max: hi, reason, hidden: candidates.filter((c) => hidden.includes(c)).map(shown) } as const;
    this.live = new Map([...tokenOf].map(([card, token]) => [token, card]));
    let answer: CardId[];
    try {
      answer = this.asking(() => this.engine.agentOf(player).chooseCards(request, this.view(player)));
    } finally {
      this.live.clear();
    }
    if (!validSubset(answer, request.candidates, lo, hi)) this.illegal(request, answer);
    const byToken = new Map([...tokenOf].map(([card, token]) => [token, card]));
    const cards = answer.map((a) => byToken.get(a) ?? a);
    this.note(request, reason, cards);
    return cards;
  }

  players(player: PlayerId, candidates: readonly PlayerId[], min: number, max: number, reason: string): PlayerId[] {
    const lo = Math.min(min, candidates.length);
    const hi = Math.min(max, candidates.length);
    const request = { kind: "choosePlayers", player, candidates, min: lo, max: hi, reason } as const;
    if (hi <= 0) {
      if (candidates.length === 0 && max > 0) this.skip(player, "choosePlayers", reason, "no player to choose");
      return [];
    }
    if (lo === candidates.length && !this.askForced) {
      this.forced(request, reason, [...candidates]);
      return [...candidates];
    }
    const answer = this.asking(() => this.engine.agentOf(player).choosePlayers(request, this.view(player)));
    if (!validSubset(answer, candidates, lo, hi)) this.illegal(request, answer);
    this.note(request, reason, answer);
    return [...answer];
  }

  option(player: PlayerId, options: readonly string[], reason: string): number {
    const request = { kind: "chooseOption", player, options, reason } as const;
    if (options.length === 1 && !this.askForced) {
      this.forced(request, reason, 0);
      return 0;
    }
    const answer = this.asking(() => this.engine.agentOf(player).chooseOption(request, this.view(player)));
    if (!Number.isInteger(answer) || answer < 0 || answer >= options.length) this.illegal(request, answer);
    this.note(request, reason, answer);
    return answer;
  }

  general(player: PlayerId, generals: readonly string[]): number {
    const request = { kind: "chooseGeneral", player, generals } as const;
    if (generals.length === 1 && !this.askForced) {
      this.forced(request, "选将", generals[0]);
      return 0;
    }
    const answer = this.asking(() => this.engine.agentOf(player).chooseGeneral(request, this.view(player)));
    if (!Number.isInteger(answer) || answer < 0 || answer >= generals.length) this.illegal(request, answer);
    this.note(request, "选将", generals[answer]);
    return answer;
  }
}

function validSubset<T>(answer: readonly T[], candidates: readonly T[], min: number, max: number): boolean {
  if (!Array.isArray(answer)) return false;
  if (answer.length < min || answer.length > max) return false;
  if (new Set(answer).size !== answer.length) return false;
  return answer.every((a) => candidates.includes(a));
}
