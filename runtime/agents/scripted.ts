// A scripted agent for tests: a queue of expected answers, consumed in order. A request that
// the script does not expect (queue empty, or the next entry is for another kind of request
// or another skill/card) throws with a clear message, so an unscripted decision fails the test.
// Scripts name cards; to name a card its seat cannot see (a blind pick from another's hand) the
// agent needs the test oracle that createScenario attaches — a test device, never given to the
// agents of a real game.
import type { CardId, PhysicalCard, PlayerId } from "../model/types.ts";
import type { SeatView } from "../engine/seatView.ts";
import { skillNameOf } from "../engine/registry.ts";
import type {
  ActivateRequest,
  Agent,
  CardsRequest,
  GeneralRequest,
  OptionRequest,
  PlayActionRequest,
  PlayersRequest,
  Request,
  RespondRequest,
  SkillOrderRequest,
} from "../engine/agent.ts";

/** One expected decision. Cards may be given by id or by name (the first candidate of that name). */
export type ScriptStep =
  | { readonly activate: boolean; readonly skill?: string }
  | { readonly order: string }
  | { readonly play: "end" | { readonly card: string | CardId } | { readonly skill: string } | { readonly need: string } | { readonly recast: string | CardId } }
  | { readonly respond: string | CardId | null }
  | { readonly cards: readonly (string | CardId)[] }
  | { readonly players: readonly PlayerId[] }
  | { readonly option: number }
  | { readonly general: string };

export class ScriptedAgent implements Agent {
  private readonly queue: ScriptStep[];
  private oracle: ((card: CardId) => PhysicalCard | null) | null = null;

  constructor(
    steps: readonly ScriptStep[] = [],
    private readonly label = "scripted agent",
  ) {
    this.queue = [...steps];
  }

  /** Test oracle: resolves any candidate (hidden ones too) to its card, for scripts that name cards. */
  attachOracle(oracle: (card: CardId) => PhysicalCard | null): void {
    this.oracle = oracle;
  }

  private face(view: SeatView, card: CardId): PhysicalCard | null {
    return this.oracle ? this.oracle(card) : view.card(card);
  }

  /** Steps not consumed yet (a test can assert the script was used up). */
  get remaining(): readonly ScriptStep[] {
    return this.queue;
  }

  push(...steps: ScriptStep[]): void {
    this.queue.push(...steps);
  }

  private next<K extends string>(request: Request, key: K): Extract<ScriptStep, Record<K, unknown>> {
    const step = this.queue[0];
    if (!step || !(key in step)) {
      throw new Error(
        `${this.label} (seat ${request.player}): unscripted ${request.kind} request ${describe(request)}; next scripted step: ${step ? JSON.stringify(step) : "none"}`,
      );
    }
    this.queue.shift();
    return step as Extract<ScriptStep, Record<K, unknown>>;
  }

  activate(r: ActivateRequest): boolean {
    const s = this.next(r, "activate");
    if (s.skill !== undefined && !sameSkill(s.skill, r.skill)) throw new Error(`${this.label}: expected activate ${s.skill}, asked about ${r.skill}`);
    return s.activate;
  }

  skillOrder(r: SkillOrderRequest): number {
    const s = this.next(r, "order");
    const i = r.skills.findIndex((k) => sameSkill(s.order, k));
    if (i < 0) throw new Error(`${this.label}: skill ${s.order} not among ${r.skills.join(",")}`);
    return i;
  }

  playAction(r: PlayActionRequest, view: SeatView): number {
    const s = this.next(r, "play");
    let i: number;
    if (s.play === "end") i = r.options.findIndex((o) => o.kind === "end");
    else if ("need" in s.play) {
      const need = s.play.need;
      i = r.options.findIndex((o) => o.kind === "need" && o.name === need);
    } else if ("recast" in s.play) {
      const want = s.play.recast;
      i = r.options.findIndex((o) => o.kind === "recast" && (typeof want === "number" ? o.card === want : this.face(view, o.card)?.name === want));
    } else if ("skill" in s.play) {
      const skill = s.play.skill;
      i = r.options.findIndex((o) => o.kind === "skill" && sameSkill(skill, o.skill));
    } else {
      const want = s.play.card;
      i = r.options.findIndex((o) => o.kind === "card" && (typeof want === "number" ? o.card === want : this.face(view, o.card)?.name === want));
    }
    if (i < 0) throw new Error(`${this.label}: scripted play ${JSON.stringify(s.play)} is not an option (${describe(r)})`);
    return i;
  }

  respond(r: RespondRequest, view: SeatView): CardId | null {
    const s = this.next(r, "respond");
    if (s.respond === null) return null;
    const want = s.respond;
    const found = r.candidates.find((c) => (typeof want === "number" ? c === want : this.face(view, c)?.name === want));
    if (found === undefined) throw new Error(`${this.label}: scripted response ${want} is not a candidate`);
    return found;
  }

  chooseCards(r: CardsRequest, view: SeatView): CardId[] {
    const s = this.next(r, "cards");
    const left = [...r.candidates];
    const out: CardId[] = [];
    for (const want of s.cards) {
      const i = left.findIndex((c) => (typeof want === "number" ? c === want || this.face(view, c)?.id === want : this.face(view, c)?.name === want));
      if (i < 0) throw new Error(`${this.label}: scripted card ${want} is not a candidate for ${r.reason}`);
      out.push(left[i]);
      left.splice(i, 1);
    }
    return out;
  }

  choosePlayers(r: PlayersRequest): PlayerId[] {
    return [...this.next(r, "players").players];
  }

  chooseOption(r: OptionRequest): number {
    return this.next(r, "option").option;
  }

  chooseGeneral(r: GeneralRequest): number {
    const s = this.next(r, "general");
    const i = r.generals.indexOf(s.general);
    if (i < 0) throw new Error(`${this.label}: general ${s.general} not offered (${r.generals.join(",")})`);
    return i;
  }
}

/**
 * A script names a skill by its id or by its printed name: 〖突袭〗 of 界限突破 (id 突袭@界限突破,
 * registry.ts) answers to "突袭" too.
 */
function sameSkill(scripted: string, asked: string): boolean {
  return scripted === asked || (!scripted.includes("@") && skillNameOf(asked) === scripted);
}

function describe(r: Request): string {
  switch (r.kind) {
    case "activate":
      return `〖${r.skill}〗 at ${r.timing}`;
    case "skillOrder":
      return r.skills.join(",");
    case "playAction":
      return r.options
        .map((o) => (o.kind === "card" ? `【${o.name}】#${o.card}` : o.kind === "skill" ? `〖${o.skill}〗` : o.kind === "need" ? `need【${o.name}】` : o.kind === "recast" ? `recast【${o.name}】#${o.card}` : "end"))
        .join(" ");
    case "respond":
      return `${r.mode} 【${r.cardName}】 (${r.reason})`;
    case "chooseCards":
    case "choosePlayers":
    case "chooseOption":
      return r.reason;
    case "chooseGeneral":
      return r.generals.join(",");
  }
}
