// The decision interface: every choice in a game is one of these requests to the agent of
// the seat that chooses (BRIEF "Every choice is a request"). Requests carry the legal answers,
// so an agent never has to know the rules.
import type { CardId, PlayerId } from "../model/types.ts";
import type { SeatView } from "./seatView.ts";

/** 可: whether to activate an optional skill (3.5.5). */
export interface ActivateRequest {
  readonly kind: "activate";
  readonly player: PlayerId;
  readonly skill: string;
  readonly timing: string;
}

/** Several of one's own skills at one timing point (003 §二(3)): which goes next. */
export interface SkillOrderRequest {
  readonly kind: "skillOrder";
  readonly player: PlayerId;
  readonly skills: readonly string[];
}

/** One thing a player may do at an idle time point of its play phase (4.1.1.6). */
export type PlayOption =
  | { readonly kind: "card"; readonly card: CardId; readonly name: string; readonly use: number }
  | { readonly kind: "skill"; readonly skill: string; readonly part: number }
  /** 4.2.2 需要使用: start a need event for the card (its skills — 〖武圣〗, 〖激将〗… — may provide it). */
  | { readonly kind: "need"; readonly name: string; readonly use: number }
  /** 4.1.1.6 重铸 (3.8.5): a card whose 重铸时机 is 出牌阶段 (【铁索连环】) recast instead of used. */
  | { readonly kind: "recast"; readonly card: CardId; readonly name: string }
  | { readonly kind: "end" };

export interface PlayActionRequest {
  readonly kind: "playAction";
  readonly player: PlayerId;
  readonly options: readonly PlayOption[];
}

/** Use/play a card of a name in a need event (4.2.2, 4.2.5), or pass (null). */
export interface RespondRequest {
  readonly kind: "respond";
  readonly player: PlayerId;
  readonly mode: "use" | "play";
  readonly cardName: string;
  readonly candidates: readonly CardId[];
  /** Why: "杀" for a 闪 against a 杀, "dying" for a 桃 to save someone. */
  readonly reason: string;
}

export interface CardsRequest {
  readonly kind: "chooseCards";
  readonly player: PlayerId;
  readonly candidates: readonly CardId[];
  readonly min: number;
  readonly max: number;
  readonly reason: string;
  /**
   * Candidates the chooser cannot see (another player's hand, 3.3.6): agents pick blind. In games
   * (`hiddenCardTokens`) these are opaque per-request tokens (negative numbers), not card ids.
   */
  readonly hidden: readonly CardId[];
}

export interface PlayersRequest {
  readonly kind: "choosePlayers";
  readonly player: PlayerId;
  readonly candidates: readonly PlayerId[];
  readonly min: number;
  readonly max: number;
  readonly reason: string;
}

export interface OptionRequest {
  readonly kind: "chooseOption";
  readonly player: PlayerId;
  readonly options: readonly string[];
  readonly reason: string;
}

export interface GeneralRequest {
  readonly kind: "chooseGeneral";
  readonly player: PlayerId;
  readonly generals: readonly string[];
}

export type Request =
  | ActivateRequest
  | SkillOrderRequest
  | PlayActionRequest
  | RespondRequest
  | CardsRequest
  | PlayersRequest
  | OptionRequest
  | GeneralRequest;

export type RequestKind = Request["kind"];

/** The answer type for each request kind (indices point into the request's lists). */
export interface AnswerOf {
  activate: boolean;
  skillOrder: number;
  playAction: number;
  respond: CardId | null;
  chooseCards: CardId[];
  choosePlayers: PlayerId[];
  chooseOption: number;
  chooseGeneral: number;
}

/**
 * One method per request kind; the game validates every answer against the request. `view` is
 * what the agent's seat may see (3.5.34): never another's hidden cards or unrevealed roles.
 */
export interface Agent {
  activate(request: ActivateRequest, view: SeatView): boolean;
  skillOrder(request: SkillOrderRequest, view: SeatView): number;
  playAction(request: PlayActionRequest, view: SeatView): number;
  respond(request: RespondRequest, view: SeatView): CardId | null;
  chooseCards(request: CardsRequest, view: SeatView): CardId[];
  choosePlayers(request: PlayersRequest, view: SeatView): PlayerId[];
  chooseOption(request: OptionRequest, view: SeatView): number;
  chooseGeneral(request: GeneralRequest, view: SeatView): number;
}
