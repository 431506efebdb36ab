// What the engine core is given when it is built: the event flows of chapter 4 and the rules
// operations built on them (runtime/flows/), and the views and skill contexts (runtime/api/).
// The core keeps the state, runs the event stack and dispatches timing points; it imports none
// of the layers above it, which plug themselves in here (runtime/wiring.ts assembles the parts).
import type { CardDef, CardUseDef } from "./pack.ts";
import type { CardEffectContext, GameView, SkillContext } from "./context.ts";
import type { SeatView } from "./seatView.ts";
import type { Flow } from "./flow.ts";
import type { Engine, PreUseOptions } from "./engine.ts";
import type {
  DamageEvent,
  DeathEvent,
  DyingEvent,
  GainMarkEvent,
  GameEvent,
  HpDeductEvent,
  JudgeEvent,
  LoseHpEvent,
  MaxHpEvent,
  MoveEvent,
  NeedEvent,
  PhaseEvent,
  PindianResult,
  CouncilEvent,
  PlayEvent,
  RecoverEvent,
  SkillChangeEvent,
  StateChange,
  TurnEvent,
  UseEvent,
  VirtualCard,
} from "../model/events.ts";
import type { Area, CardId, GeneralSide, PlayerId, ZoneRef } from "../model/types.ts";
import type { PhaseName, TimingId } from "../timing/catalogue.ts";

/** The flow of each event kind the engine starts itself (4.1.1.6, 4.2). */
export interface EventFlows {
  readonly move: Flow<MoveEvent>;
  readonly damage: Flow<DamageEvent>;
  readonly loseHp: Flow<LoseHpEvent>;
  readonly hpDeduct: Flow<HpDeductEvent>;
  readonly recover: Flow<RecoverEvent>;
  readonly dying: Flow<DyingEvent>;
  readonly death: Flow<DeathEvent>;
  readonly judge: Flow<JudgeEvent>;
  readonly needUse: Flow<NeedEvent>;
  readonly needPlay: Flow<NeedEvent>;
  readonly use: Flow<UseEvent>;
  readonly play: Flow<PlayEvent>;
  readonly turn: Flow<TurnEvent>;
  readonly phases: Readonly<Record<PhaseName, Flow<PhaseEvent>>>;
  /** 3.6.2 ◆: the timing points inside each phase only, for a phase changed into it. */
  readonly phaseInsides: Readonly<Record<PhaseName, Flow<PhaseEvent>>>;
  readonly loseMaxHp: Flow<MaxHpEvent>;
  readonly gainMaxHp: Flow<MaxHpEvent>;
  readonly gainSkill: Flow<SkillChangeEvent>;
  readonly loseSkill: Flow<SkillChangeEvent>;
  readonly gainMark: Flow<GainMarkEvent>;
}

/** Rules operations of runtime/flows/ that the engine's methods of the same names delegate to. */
export interface FlowOps {
  /** 4.2.3 牌的预使用: the use event, or null when a step could not be done. */
  preUse(engine: Engine, user: PlayerId, cards: readonly CardId[], def: CardDef, use: CardUseDef | null, opts: PreUseOptions): UseEvent | null;
  /** 4.2.2 ◆: a skill at 需要使用此牌时❶/❷ chooses the card's targets as it is activated. */
  chooseNeedTargetsEarly(engine: Engine, event: GameEvent, timing: TimingId): boolean;
  changeState(engine: Engine, player: PlayerId, change: StateChange): boolean;
  canChangeState(engine: Engine, player: PlayerId, change: StateChange): boolean;
  restore(engine: Engine, player: PlayerId): boolean;
  discardMarks(engine: Engine, player: PlayerId, name: string, n: number): number;
  canPindian(engine: Engine, initiator: PlayerId, target: PlayerId): boolean;
  runPindian(engine: Engine, initiator: PlayerId, targets: readonly PlayerId[]): PindianResult[] | null;
  canCouncil(engine: Engine, participants: readonly PlayerId[]): boolean;
  runCouncil(engine: Engine, player: PlayerId, participants: readonly PlayerId[]): CouncilEvent | null;
  changeAreas(engine: Engine, player: PlayerId, areas: readonly Area[], change: "disable" | "restore"): boolean;
  redirectMove(engine: Engine, cards: readonly CardId[], to: ZoneRef, faceDown?: boolean): CardId[];
  cancelMove(engine: Engine, cards: readonly CardId[]): CardId[];
  putOnGeneral(engine: Engine, actor: PlayerId | null, cards: readonly CardId[], owner: PlayerId, pile: string, faceDown: boolean, side?: GeneralSide, visibleTo?: readonly PlayerId[]): void;
  recast(engine: Engine, player: PlayerId, cards: readonly CardId[]): CardId[];
  exchangeHands(engine: Engine, a: PlayerId, b: PlayerId): void;
  exchangeEquipment(engine: Engine, a: PlayerId, b: PlayerId): void;
  exchangeCards(engine: Engine, a: PlayerId, aCards: readonly CardId[], b: PlayerId, bCards: readonly CardId[]): void;
  revealTop(engine: Engine, actor: PlayerId | null, n: number): CardId[];
  revealFromDrawPile(engine: Engine, actor: PlayerId | null, matches: (card: CardId) => boolean): CardId | null;
  revealFaceDown(engine: Engine, actor: PlayerId | null, cards: readonly CardId[]): void;
  show(engine: Engine, player: PlayerId, cards: readonly CardId[]): void;
  look(engine: Engine, player: PlayerId, cards: readonly CardId[]): void;
  setAside(engine: Engine, actor: PlayerId | null, cards: readonly CardId[], visibleTo: readonly PlayerId[]): void;
}

/** A skill's context as the engine holds it: with the cards the skill keeps in processing (4.2.9). */
export interface EngineSkillContext extends SkillContext {
  readonly kept: readonly CardId[];
}

/** The views and contexts of the skill API (runtime/api/). */
export interface ApiParts {
  /** The full read-only view (engine, skills, tests). */
  gameView(engine: Engine): GameView;
  /** What one seat may see (3.5.34), for its agent. */
  seatView(engine: Engine, seat: PlayerId): SeatView;
  /** The context a skill's condition, cost or effect runs in. */
  skillContext(engine: Engine, you: PlayerId, skill: string, event: GameEvent): EngineSkillContext;
  /** The context a card's action or effect runs in (`target` for the per-target effect). */
  cardContext(engine: Engine, user: PlayerId, target: PlayerId, card: VirtualCard, event: GameEvent): CardEffectContext;
}

export interface EngineParts extends ApiParts {
  readonly flows: EventFlows;
  readonly ops: FlowOps;
}
