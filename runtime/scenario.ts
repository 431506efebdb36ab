// createScenario: set up a board precisely for rule tests — generals, hp, roles, hands,
// equipment, judge areas, a stacked draw pile (top first), scripted agents — then run one turn,
// one phase or one operation and read the recorded timing sequence and the state.
//
// The harness (issue #6 item 6), for rulings and designers alike:
// - Agents. A seat's script is a queue of expected answers (ScriptedAgent); a request the script
//   does not expect fails the test. `agents` says what counts as a request: "lenient" (the
//   default) — a request with a single legal answer (the only play option, discarding all one's
//   cards, the only player who can be chosen) is taken by the harness and logged as a `forced`
//   entry, any other unscripted request fails; "strict" — every request goes to the agent, even
//   one with a single legal answer, so the script must spell out each decision.
// - The log records every request: `decision` (asked), `forced` (single legal answer, lenient),
//   `skipped` (not asked: the player had no legal response — asked to respond with 【闪】 holding
//   none and no skill to provide one — or was dead; `why` says which), the targets added after a
//   use was declared (`targets` with change "add", 3.5.51, 4.2.4) and each damage's element
//   (`damage` with element normal/fire/thunder/ice, 3.5.24, 3.5.58; `chained` for 3.5.25).
// - 白板 generals (skill-less, 4 hp) are built in, one male and one female for every faction
//   (BLANK_GENERALS below); a pack's general of the same name takes precedence.
// - Faults (runtime/engine/faults.ts): "strict" by default, so a handler that throws fails the
//   test with its own error; `faults: "contain"` plays on as `jinnang play` does.
import type { GeneralDef, Pack } from "./engine/pack.ts";
import type { GameView, PlayerView, SkillContext } from "./engine/context.ts";
import type { Area, CardId, EquipSlot, Faction, Gender, GeneralSide, PhysicalCard, PlayerId, PublicArea, Role, Suit } from "./model/types.ts";
import { slotOfSubtype } from "./model/types.ts";
import type { PhaseName, TimingId } from "./timing/catalogue.ts";
import type { Agent } from "./engine/agent.ts";
import type { LogEntry } from "./log/log.ts";
import { GameState } from "./model/state.ts";
import type { Engine } from "./engine/engine.ts";
import { GameOver } from "./engine/gameOver.ts";
import { GameEngine } from "./wiring.ts";
import { ScriptedAgent, type ScriptStep } from "./agents/scripted.ts";
import { identityRules, playerFromGeneral, rolesFor } from "./modes/identity.ts";
import type { FaultPolicy } from "./engine/faults.ts";

const BLANK_SOURCE = { file: "runtime/scenario.ts", line: 1, column: 1 };
const FACTION_NAMES: readonly (readonly [Faction, string])[] = [
  ["wei", "魏"],
  ["shu", "蜀"],
  ["wu", "吴"],
  ["qun", "群"],
  ["god", "神"],
  ["jin", "晋"],
];

function blankGeneral(name: string, faction: Faction, gender: Gender): GeneralDef {
  return { name, faction, gender, hp: 4, lord: false, skills: [], source: BLANK_SOURCE };
}

/**
 * 白板 generals built into the harness: no skills, 4 hp, not lords. For each faction F the runtime
 * has (004 3.2.6: 魏 蜀 吴 群 晋 神; 野 and 西 are 国战 factions it does not model) "F白板" (male) and
 * "F白板女" (female); "白板" and "白板女" are 群 (the tests' long-standing names). A 神白板 keeps
 * the faction 神: scenarios skip the faction choice of a game's setup.
 */
export const BLANK_GENERALS: readonly GeneralDef[] = [
  blankGeneral("白板", "qun", "male"),
  blankGeneral("白板女", "qun", "female"),
  ...FACTION_NAMES.flatMap(([faction, word]) => [blankGeneral(`${word}白板`, faction, "male"), blankGeneral(`${word}白板女`, faction, "female")]),
];
const BLANKS = new Map(BLANK_GENERALS.map((g) => [g.name, g]));

/**
 * A card by name, optionally with suit and rank: "杀", "杀♠7", "闪♦2"; a 【杀】 of a kind (3.5.10)
 * with its kind's word first: "火杀♥4", "雷杀♠5", "普杀♠7".
 */
export type CardSpec = string;

export interface ScenarioPlayer {
  readonly general: string;
  readonly role?: Role;
  readonly hp?: number;
  readonly maxHp?: number;
  readonly hand?: readonly CardSpec[];
  readonly equipment?: readonly CardSpec[];
  readonly judge?: readonly CardSpec[];
  /** Replaces the general's skills (default: the general's). */
  readonly skills?: readonly string[];
  /** 3.9.4: the general card faces down. */
  readonly faceDown?: boolean;
  /** 3.9.3: in the chained state. */
  readonly chained?: boolean;
  /** 3.4.5: armor (at most 5). */
  readonly armor?: number;
  /** 3.5.8: marks by name. */
  readonly marks?: Readonly<Record<string, number>>;
  /** 3.3.16–3.3.17: cards on (default) or beside the general card, named “name”. */
  readonly piles?: readonly { readonly name: string; readonly cards: readonly CardSpec[]; readonly side?: GeneralSide; readonly faceDown?: boolean }[];
  /** 3.3.23: disabled areas. */
  readonly disabled?: readonly Area[];
  /** Script steps (a ScriptedAgent is made) or any agent. Default: an empty script. */
  readonly agent?: readonly ScriptStep[] | Agent;
}

export interface ScenarioOptions {
  readonly packs: readonly Pack[];
  readonly players: readonly ScenarioPlayer[];
  /** Top of the draw pile, first card on top. */
  readonly drawPile?: readonly CardSpec[];
  /**
   * 仓廪/府库/仁道 (3.3.18–3.3.20): cards there, named “name” (3.3.18 ◆; "" or absent: unnamed), first
   * card on top; 仓廪's face down as it places them.
   */
  readonly publicPiles?: readonly { readonly area: PublicArea; readonly name?: string; readonly cards: readonly CardSpec[] }[];
  /** Where the deck's other cards go (default: under the stacked draw pile). */
  readonly restTo?: "drawPile" | "discardPile";
  readonly seed?: number;
  /** The current-turn player for operations run outside a turn (default 0). */
  readonly current?: PlayerId;
  /** Send hidden card candidates to agents as opaque tokens, as real games do (default false). */
  readonly hiddenCardTokens?: boolean;
  /**
   * "lenient" (default): a request with a single legal answer is taken by the harness and logged
   * (`forced`); any other unscripted request fails. "strict": every request reaches the agent, so
   * an unscripted one fails even with a single legal answer.
   */
  readonly agents?: "strict" | "lenient";
  /** A throwing handler: "strict" (default) fails the test; "contain" logs it and ends its event. */
  readonly faults?: FaultPolicy;
}

export interface Scenario {
  readonly engine: Engine;
  readonly view: GameView;
  readonly agents: readonly Agent[];
  player(seat: PlayerId): PlayerView;
  card(id: CardId): PhysicalCard;
  /** Names of the cards in a seat's hand. */
  handNames(seat: PlayerId): string[];
  /** Timing ids recorded since the last `mark()` (or the start). */
  timings(): TimingId[];
  /** Log entries since the last `mark()`. */
  entries(): LogEntry[];
  mark(): void;
  runTurn(seat: PlayerId): void;
  runPhase(seat: PlayerId, phase: PhaseName): void;
  /** Runs an operation through a SkillContext owned by `seat` (as a skill named `skill`). */
  act(seat: PlayerId, fn: (ctx: SkillContext) => void, skill?: string): void;
  /**
   * Runs engine operations (flip, pindian, gainMark …) outside a turn, with `seat` as the
   * current-turn player if given; a game over is recorded in `result`.
   */
  run(fn: (engine: Engine) => void, seat?: PlayerId): void;
  /** Set when a death ended the game (4.1.1.1). */
  readonly result: { winners: PlayerId[]; reason: string } | null;
  /** Faults contained so far (`faults: "contain"`): the log's `error` entries. */
  readonly errors: number;
  checkZones(): string[];
}

const SUITS: Record<string, Suit> = { "♠": "spade", "♥": "heart", "♣": "club", "♦": "diamond" };
const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

const KINDS: Record<string, "plain" | "fire" | "thunder"> = { 普: "plain", 火: "fire", 雷: "thunder" };

function parseSpec(spec: CardSpec): { name: string; suit?: Suit; rank?: number; kind?: "plain" | "fire" | "thunder" } {
  const m = /^(.*?)([♠♥♣♦])(A|J|Q|K|\d+)?$/.exec(spec);
  const out: { name: string; suit?: Suit; rank?: number; kind?: "plain" | "fire" | "thunder" } = m ? { name: m[1], suit: SUITS[m[2]] } : { name: spec };
  if (m?.[3]) out.rank = RANKS[m[3]] ?? Number(m[3]);
  const kind = KINDS[out.name[0]];
  if (kind && out.name.slice(1) === "杀") {
    out.kind = kind;
    out.name = out.name.slice(1);
  }
  return out;
}

export function createScenario(options: ScenarioOptions): Scenario {
  // Scripted agents get the test oracle, so a script may name a card its seat cannot see.
  const withOracle = (agent: Agent): Agent => {
    if (agent instanceof ScriptedAgent) agent.attachOracle((c) => engine.state.cards[engine.ask.resolve(c)] ?? null);
    return agent;
  };
  const engine: Engine = new GameEngine({
    packs: options.packs,
    seed: options.seed ?? 1,
    hiddenCardTokens: options.hiddenCardTokens ?? false,
    faults: options.faults ?? "strict",
    agents: (seat) => {
      const a = options.players[seat]?.agent;
      if (a && !Array.isArray(a)) return withOracle(a as Agent);
      return withOracle(new ScriptedAgent((a as readonly ScriptStep[] | undefined) ?? [], "scripted agent"));
    },
  });
  engine.ask.askForced = options.agents === "strict";
  const n = options.players.length;
  const defaultRoles: Role[] = n >= 4 && n <= 10 ? rolesFor(n) : Array.from({ length: n }, (_, i) => (i === 0 ? "lord" : "rebel"));
  const players = options.players.map((sp, seat) => {
    const g = engine.registry.generals.get(sp.general) ?? BLANKS.get(sp.general);
    if (!g) throw new Error(`scenario: unknown general ${sp.general}`);
    const isLordSkill = (name: string) => engine.registry.skills.get(name)?.tags.includes("lord") ?? false;
    const p = playerFromGeneral(seat, sp.role ?? defaultRoles[seat], g, false, isLordSkill);
    if (sp.maxHp !== undefined) p.maxHp = sp.maxHp;
    p.hp = sp.hp ?? p.maxHp;
    if (sp.skills) p.skills = [...sp.skills];
    if (sp.faceDown) p.faceUp = false;
    if (sp.chained) p.chained = true;
    if (sp.armor !== undefined) p.armor = Math.min(Math.max(sp.armor, 0), 5);
    if (sp.marks) p.marks = { ...sp.marks };
    if (sp.disabled) p.disabledAreas = [...sp.disabled];
    return p;
  });
  const cards = engine.buildCards();
  engine.setState(new GameState(players, cards));
  engine.mode = identityRules;
  engine.currentPlayer = options.current ?? 0;

  const used = new Set<CardId>();
  const take = (spec: CardSpec): CardId => {
    const want = parseSpec(spec);
    const c = cards.find(
      (c) =>
        !used.has(c.id) &&
        c.name === want.name &&
        (want.suit === undefined || c.suit === want.suit) &&
        (want.rank === undefined || c.rank === want.rank) &&
        (want.kind === undefined || (c.kind ?? "plain") === want.kind),
    );
    if (!c) throw new Error(`scenario: no card ${spec} left in the deck`);
    used.add(c.id);
    return c.id;
  };
  options.players.forEach((sp, seat) => {
    for (const s of sp.hand ?? []) engine.state.placeCard(take(s), { kind: "hand", owner: seat });
    for (const s of sp.judge ?? []) engine.state.placeCard(take(s), { kind: "judge", owner: seat });
    for (const s of sp.equipment ?? []) {
      const id = take(s);
      const sub = engine.registry.cards.get(cards[id].name)?.subtype;
      const slot = slotOfSubtype(sub);
      if (slot === null) throw new Error(`scenario: ${s} is not equipment`);
      engine.state.placeCard(id, { kind: "equip", owner: seat, slot });
    }
    for (const pile of sp.piles ?? []) {
      for (const spec of pile.cards) {
        engine.state.placeCard(take(spec), { kind: "general", owner: seat, pile: pile.name, side: pile.side ?? "on" }, false, { faceDown: pile.faceDown ?? false });
      }
    }
  });
  for (const s of options.drawPile ?? []) engine.state.placeCard(take(s), { kind: "drawPile" });
  for (const pile of options.publicPiles ?? []) for (const s of pile.cards) engine.state.placeCard(take(s), { kind: "public", area: pile.area, pile: pile.name ?? "" });
  const rest = options.restTo ?? "drawPile";
  for (const c of cards) if (!used.has(c.id)) engine.state.placeCard(c.id, { kind: rest });

  let markAt = engine.log.entries.length;
  let result: { winners: PlayerId[]; reason: string } | null = null;
  const guard = (fn: () => void) => {
    if (result) throw new Error("scenario: the game is already over");
    try {
      fn();
    } catch (e) {
      if (!(e instanceof GameOver)) throw e;
      result = { winners: e.winners, reason: e.reason };
    }
  };
  return {
    engine,
    view: engine.view,
    agents: players.map((p) => engine.agentOf(p.id)),
    player: (seat) => engine.view.player(seat),
    card: (id) => engine.state.cards[id],
    handNames: (seat) => engine.state.players[seat].hand.map((c) => engine.state.cards[c].name),
    timings: () => {
      const out: TimingId[] = [];
      for (const e of engine.log.entries.slice(markAt)) if (e.t === "timing") out.push(e.id);
      return out;
    },
    entries: () => engine.log.entries.slice(markAt),
    mark: () => {
      markAt = engine.log.entries.length;
    },
    runTurn: (seat) => guard(() => engine.playTurn(seat)),
    runPhase: (seat, phase) =>
      guard(() => {
        engine.currentPlayer = seat;
        // Inside a bare turn of that player (none of the turn's own timing points): a phase is always
        // part of a turn, so 于此回合内/回合外 read as in a game (a 此回合内 state set here lasts the phase).
        if (engine.findEvent("turn", () => true) !== null) engine.playPhaseOf(seat, phase);
        else engine.run({ kind: "turn", id: engine.newEventId(), player: seat }, { kind: "turn", steps: [{ action: "scenario.phase", run: () => engine.playPhaseOf(seat, phase) }] });
      }),
    act: (seat, fn, skill = "scenario") => guard(() => fn(engine.contextFor(seat, skill, { kind: "turn", id: 0, player: engine.currentPlayer }))),
    run: (fn, seat) =>
      guard(() => {
        if (seat !== undefined) engine.currentPlayer = seat;
        fn(engine);
      }),
    get result() {
      return result;
    },
    get errors() {
      return engine.errors;
    },
    checkZones: () => engine.state.checkZones(),
  };
}
