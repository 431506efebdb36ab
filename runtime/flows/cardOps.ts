// Card operations of 3.8 built from moves (4.2.9): 重铸 (3.8.5), 交换 (3.8.19), 亮出 (3.8.18),
// 展示 (3.8.17, no move), 观看 (3.8.16, no move), 扣置入处理区 (3.8.7, 3.5.34) and 置于武将牌上/旁
// (3.3.16–3.3.17). Cards these leave in the processing area are the caller's to settle (the
// event or skill that started them sweeps them to the discard pile, 4.2.9).
import type { CardId, EquipSlot, GeneralSide, PlayerId, ZoneRef } from "../model/types.ts";
import type { Engine, MoveTarget } from "../engine/engine.ts";
import { EQUIP_SLOTS, slotOfSubtype } from "../model/types.ts";

/** 3.8.5 重铸: the cards go to the discard pile, then the player draws as many. Returns the drawn cards. */
export function recast(engine: Engine, player: PlayerId, cards: readonly CardId[]): CardId[] {
  const own = [...new Set(cards)];
  if (own.length === 0 || !engine.state.players[player].alive) return [];
  engine.moveCards(own, { kind: "discardPile" }, "recast", player);
  return engine.draw(player, own.length);
}

/**
 * 3.8.19 交换 hands: if both have hand cards, both put all of them face down into the processing
 * area at once, then each takes the other's face down; if only one has, its cards go face down
 * into the processing area, then into the other's hand.
 */
export function exchangeHands(engine: Engine, a: PlayerId, b: PlayerId): void {
  const ha = [...engine.state.players[a].hand];
  const hb = [...engine.state.players[b].hand];
  if (ha.length === 0 && hb.length === 0) return;
  const down = (cards: readonly CardId[]): MoveTarget[] => cards.map((card) => ({ card, to: { kind: "processing" }, faceDown: true }));
  engine.moveEach([...down(ha), ...down(hb)], "exchange", a);
  const back: MoveTarget[] = [
    ...inProcessing(engine, ha).map((card): MoveTarget => ({ card, to: { kind: "hand", owner: b }, faceDown: true })),
    ...inProcessing(engine, hb).map((card): MoveTarget => ({ card, to: { kind: "hand", owner: a }, faceDown: true })),
  ];
  engine.moveEach(back, "exchange", a);
}

/** 3.8.19: the two players' given cards go into the processing area, then each takes the other's face down. */
export function exchangeCards(engine: Engine, a: PlayerId, aCards: readonly CardId[], b: PlayerId, bCards: readonly CardId[]): void {
  if (aCards.length === 0 || bCards.length === 0) return;
  engine.moveEach(
    [...aCards, ...bCards].map((card): MoveTarget => ({ card, to: { kind: "processing" } })),
    "exchange",
    a,
  );
  engine.moveEach(
    [
      ...inProcessing(engine, aCards).map((card): MoveTarget => ({ card, to: { kind: "hand", owner: b }, faceDown: true })),
      ...inProcessing(engine, bCards).map((card): MoveTarget => ({ card, to: { kind: "hand", owner: a }, faceDown: true })),
    ],
    "exchange",
    a,
  );
}

function equipmentOf(engine: Engine, p: PlayerId): CardId[] {
  const eq = engine.state.players[p].equipment;
  return EQUIP_SLOTS.map((s) => eq[s]).filter((c): c is CardId => c !== undefined);
}

function slotOf(engine: Engine, card: CardId): EquipSlot | null {
  const sub = engine.registry.cards.get(engine.state.cards[card].name)?.subtype;
  return slotOfSubtype(sub);
}

/** Does `owner`'s equipment area hold (or seal, 3.8.6 ◆) a slot one of these cards needs (相同种的装备牌)? */
function clashes(engine: Engine, owner: PlayerId, cards: readonly CardId[]): boolean {
  const p = engine.state.players[owner];
  return cards.some((c) => {
    const slot = slotOf(engine, c);
    return slot === null || p.equipment[slot] !== undefined || p.disabledAreas.includes(slot);
  });
}

/**
 * 3.8.19 交换 equipment areas: both (or the one with equipment) put all of it into the processing
 * area; then each side's former cards go into the other's equipment area unless the receiver
 * already holds equipment of the same kind as one of them — then those go to the discard pile.
 */
export function exchangeEquipment(engine: Engine, a: PlayerId, b: PlayerId): void {
  const ea = equipmentOf(engine, a);
  const eb = equipmentOf(engine, b);
  if (ea.length === 0 && eb.length === 0) return;
  engine.moveEach(
    [...ea, ...eb].map((card): MoveTarget => ({ card, to: { kind: "processing" } })),
    "exchange",
    a,
  );
  const fromA = inProcessing(engine, ea);
  const fromB = inProcessing(engine, eb);
  const toSlots = (cards: readonly CardId[], owner: PlayerId): MoveTarget[] =>
    cards.map((card): MoveTarget => ({ card, to: { kind: "equip", owner, slot: slotOf(engine, card) as EquipSlot } }));
  const toDiscard = (cards: readonly CardId[]): MoveTarget[] => cards.map((card): MoveTarget => ({ card, to: { kind: "discardPile" } }));
  const aTakes = fromB.length > 0 && !clashes(engine, a, fromB);
  const bTakes = fromA.length > 0 && !clashes(engine, b, fromA);
  const placed: MoveTarget[] = [...(bTakes ? toSlots(fromA, b) : []), ...(aTakes ? toSlots(fromB, a) : [])];
  const discarded: MoveTarget[] = [...(bTakes ? [] : toDiscard(fromA)), ...(aTakes ? [] : toDiscard(fromB))];
  // The players place what they take; the system discards the rest (3.8.19).
  if (placed.length > 0) engine.moveEach(placed, "exchange", a);
  if (discarded.length > 0) engine.moveEach(discarded, "settle", null);
}

function inProcessing(engine: Engine, cards: readonly CardId[]): CardId[] {
  return cards.filter((c) => engine.state.zone(c).kind === "processing");
}

/** 3.8.18 ① 亮出牌堆顶的N张牌: they go face up into the processing area. Returns them. */
export function revealTop(engine: Engine, actor: PlayerId | null, n: number): CardId[] {
  if (n <= 0) return [];
  engine.ensureDrawPile(n);
  const cards = engine.state.drawPile.slice(0, n);
  engine.moveCards(cards, { kind: "processing" }, "reveal", actor);
  return cards;
}

/**
 * 3.8.18 ② 亮出牌堆里的一张……牌: if the draw pile holds such cards, the system moves one of them
 * at random into the processing area; otherwise nothing happens. Returns it or null.
 */
export function revealFromDrawPile(engine: Engine, actor: PlayerId | null, matches: (card: CardId) => boolean): CardId | null {
  const found = engine.state.drawPile.filter(matches);
  if (found.length === 0) return null;
  const card = engine.rng.pick(found);
  engine.moveCards([card], { kind: "processing" }, "reveal", actor);
  return card;
}

/** 3.8.18 ③: face-down cards not in the draw pile are turned face up (no move). */
export function revealFaceDown(engine: Engine, actor: PlayerId | null, cards: readonly CardId[]): void {
  const turned = cards.filter((c) => engine.state.zone(c).kind !== "drawPile" && engine.state.isFaceDown(c));
  for (const c of turned) engine.state.turnFaceUp(c);
  if (turned.length > 0) engine.log.add({ t: "reveal", player: actor, cards: turned });
}

/** 3.8.17 展示: no move; everyone has seen the cards (until they move). */
export function show(engine: Engine, player: PlayerId, cards: readonly CardId[]): void {
  for (const c of cards) engine.state.markShown(c);
  engine.log.add({ t: "show", player, cards: [...cards] });
}

/** 3.8.16 观看: no move; the cards become known to that player only (face-down ones stay hidden to others). */
export function look(engine: Engine, player: PlayerId, cards: readonly CardId[]): void {
  for (const c of cards) engine.state.letSee(c, player);
  engine.log.add({ t: "look", player, cards: [...cards] });
}

/** 3.8.7 扣置入处理区（对X可见） (3.5.34): face down into the processing area, visible to `visibleTo`. */
export function setAside(engine: Engine, actor: PlayerId | null, cards: readonly CardId[], visibleTo: readonly PlayerId[]): void {
  engine.moveEach(
    cards.map((card): MoveTarget => ({ card, to: { kind: "processing" }, faceDown: true, visibleTo })),
    "toProcessing",
    actor,
  );
}

/**
 * 将牌（扣）置于<owner>的武将牌上/旁（称为“pile”） (3.3.16–3.3.17): the cards move there (face down
 * with 扣) and are each called “pile” while they stay.
 */
export function putOnGeneral(
  engine: Engine,
  actor: PlayerId | null,
  cards: readonly CardId[],
  owner: PlayerId,
  pile: string,
  faceDown: boolean,
  side: GeneralSide = "on",
  visibleTo: readonly PlayerId[] = [],
): void {
  const to: ZoneRef = { kind: "general", owner, pile, side };
  // 3.5.34 （对X可见）: X may look at them while they stay (the owner always may, 3.3.16 ◆).
  const seen = visibleTo.length > 0 ? { visibleTo } : {};
  engine.moveEach(
    cards.map((card): MoveTarget => (faceDown ? { card, to, faceDown: true, ...seen } : { card, to, ...seen })),
    "put",
    actor,
  );
}
