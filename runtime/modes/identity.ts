// 身份模式 (4.1.1): roles by player count (4.1.1.2), general choice (4.1.1.3), hp (4.1.1.4),
// four starting cards (4.1.1.5), win conditions checked at 确认身份 (4.1.1.1), rewards and
// penalties (4.1.1.7).
import type { GeneralDef } from "../engine/pack.ts";
import type { PlayerId, Role } from "../model/types.ts";
import { GameState, initialPlayerFields, type PlayerState } from "../model/state.ts";
import type { Engine } from "../engine/engine.ts";
import type { ModeRules } from "../engine/gameOver.ts";

const FACTIONS = ["wei", "shu", "wu", "qun", "jin"] as const;

/** 4.1.1.2: [loyalists, rebels, renegades] per player count; 6 and 8 have a second set. */
const ROLE_TABLE: Record<number, readonly (readonly [number, number, number])[]> = {
  4: [[1, 1, 1]],
  5: [[1, 2, 1]],
  6: [
    [1, 3, 1],
    [1, 2, 2],
  ],
  7: [[2, 3, 1]],
  8: [
    [2, 4, 1],
    [2, 3, 2],
  ],
  9: [[3, 4, 1]],
  10: [[3, 4, 2]],
};

export function rolesFor(players: number, roleSet: 0 | 1 = 0): Role[] {
  const sets = ROLE_TABLE[players];
  if (!sets) throw new Error(`identity mode is for 4–10 players, not ${players}`);
  const [loyal, rebel, renegade] = sets[Math.min(roleSet, sets.length - 1)];
  return [
    "lord",
    ...Array<Role>(loyal).fill("loyalist"),
    ...Array<Role>(rebel).fill("rebel"),
    ...Array<Role>(renegade).fill("renegade"),
  ];
}

/** 4.1.1.1 game end, checked when a dead player's role is revealed. */
export function identityEnd(state: GameState, dead: PlayerId): { winners: PlayerId[]; reason: string } | null {
  const players = state.players;
  const alive = players.filter((p) => p.alive);
  if (players[dead].role === "lord") {
    if (alive.length === 1 && alive[0].role === "renegade") return { winners: [alive[0].id], reason: "renegade" };
    return { winners: players.filter((p) => p.role === "rebel").map((p) => p.id), reason: "rebels" };
  }
  if (!players.some((p) => p.alive && (p.role === "rebel" || p.role === "renegade"))) {
    return { winners: players.filter((p) => p.role === "lord" || p.role === "loyalist").map((p) => p.id), reason: "lord" };
  }
  return null;
}

export const identityRules: ModeRules = {
  checkEnd: (engine, dead) => identityEnd(engine.state, dead),
  // 4.1.1.7: a rebel's killer draws three; a lord who kills a loyalist discards all its cards.
  reward: (engine, dead, killer) => {
    const deadRole = engine.state.players[dead].role;
    if (deadRole === "rebel") {
      engine.log.add({ t: "reward", player: killer, kind: "draw3" });
      engine.draw(killer, 3);
    } else if (deadRole === "loyalist" && engine.state.players[killer].role === "lord") {
      engine.log.add({ t: "reward", player: killer, kind: "discardAll" });
      engine.discard(killer, engine.view.cardsIn(killer, ["hand", "equip"]));
    }
  },
};

/**
 * A seat's player from its general. 主公技 (3.2.7) are kept only by the lord; `isLordSkill`
 * tells which of the general's skills carry that tag.
 */
export function playerFromGeneral(
  id: PlayerId,
  role: Role,
  g: GeneralDef,
  lordBonus: boolean,
  isLordSkill: (skill: string) => boolean = () => false,
): PlayerState {
  const hp = g.hp + (lordBonus ? 1 : 0);
  return {
    id,
    general: g.name,
    faction: g.faction,
    gender: g.gender,
    role,
    roleRevealed: role === "lord",
    hp,
    maxHp: hp,
    alive: true,
    skills: g.skills.filter((name) => role === "lord" || !isLordSkill(name)),
    hand: [],
    equipment: {},
    judgeArea: [],
    ...initialPlayerFields(),
  };
}

/**
 * Sets up an identity-mode game on the engine: roles, generals, hp, shuffled deck, four
 * starting cards each. 4.1.1.3: the lord is offered three lord generals plus two others; the
 * others three each from what is left. With too few generals for three each, the rest are
 * shared out evenly (at least one each); with none left, generals may repeat.
 */
export function setupIdentity(engine: Engine, players: number, roleSet: 0 | 1, fixed: ReadonlyMap<PlayerId, string> = new Map()): void {
  const rng = engine.rng;
  const roles = rolesFor(players, roleSet);
  const seatRoles: Role[] = ["lord", ...rng.shuffle(roles.slice(1))];
  const all = engine.registry.generalList;
  if (all.length === 0) throw new Error("no generals in the packs");
  const seated = new Map<PlayerId, GeneralDef>();
  for (const [seat, name] of fixed) {
    const g = all.find((x) => x.name === name);
    if (!g) throw new Error(`no general named ${name} in the packs`);
    if (seat < 0 || seat >= players) throw new Error(`seat ${seat + 1} is not in a ${players}-player game`);
    seated.set(seat, g);
  }
  // Seated generals (`jinnang play --general`) are not offered to anyone else.
  const seatedNames = new Set([...seated.values()].map((g) => g.name));
  const pool = rng.shuffle(all.filter((g) => !seatedNames.has(g.name)));
  const take = (pred: (g: GeneralDef) => boolean, n: number): GeneralDef[] => {
    const out: GeneralDef[] = [];
    for (let i = 0; i < pool.length && out.length < n; ) {
      if (pred(pool[i])) out.push(...pool.splice(i, 1));
      else i++;
    }
    return out;
  };
  const lordOffer = seated.has(0) ? [] : [...take((g) => g.lord, 3)];
  if (!seated.has(0)) lordOffer.push(...take(() => true, 5 - lordOffer.length));

  // Seats get agents only once the state exists; choices are asked afterwards.
  const cards = engine.buildCards();
  const placeholder = (id: PlayerId): PlayerState => playerFromGeneral(id, seatRoles[id], all[0], false);
  engine.setState(new GameState(Array.from({ length: players }, (_, i) => placeholder(i)), cards));

  const choose = (seat: PlayerId, offer: GeneralDef[]): GeneralDef => {
    const list = offer.length > 0 ? offer : [rng.pick(all)];
    return list[engine.ask.general(seat, list.map((g) => g.name))];
  };
  const chosen: GeneralDef[] = [seated.get(0) ?? choose(0, lordOffer)];
  const others = players - 1 - [...seated.keys()].filter((k) => k !== 0).length;
  const each = Math.min(3, Math.max(1, Math.floor(pool.length / Math.max(others, 1))));
  for (let seat = 1; seat < players; seat++) chosen.push(seated.get(seat) ?? choose(seat, take(() => true, each)));

  const lordBonus = players > 4; // 4.1.1.4
  const isLordSkill = (name: string) => engine.registry.skills.get(name)?.tags.includes("lord") ?? false;
  chosen.forEach((g, seat) => {
    const fresh = playerFromGeneral(seat, seatRoles[seat], g, lordBonus && seat === 0, isLordSkill);
    // 4.1.1.3: a 神 general's player picks one of the five factions.
    if (g.faction === "god") fresh.faction = FACTIONS[engine.ask.option(seat, FACTIONS, "势力")];
    Object.assign(engine.state.players[seat], fresh);
  });

  const deck = rng.shuffle(cards.map((c) => c.id));
  for (const id of deck) engine.state.placeCard(id, { kind: "drawPile" });
  engine.log.add({
    t: "setup",
    seats: engine.state.players.map((p) => ({ seat: p.id, role: p.role, general: p.general, hp: p.hp, maxHp: p.maxHp })),
  });
  // 4.1.1.5: no 移至目标区域 timings before the game starts, so no move events here.
  for (const p of engine.state.players) {
    const four = engine.state.drawPile.slice(0, 4);
    for (const id of four) engine.state.placeCard(id, { kind: "hand", owner: p.id });
    engine.log.add({ t: "move", reason: "deal", cards: four, from: four.map(() => "drawPile"), to: four.map(() => `hand${p.id}`) });
  }
  engine.mode = identityRules;
}
