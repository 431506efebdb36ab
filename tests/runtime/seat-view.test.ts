// What each seat may see (004 §3.5.34 可见, §3.3.6, §3.3.16 ◆, §3.8.7, §3.8.16–3.8.18; 000 §4.1.1.2
// roles): the view an agent gets, walked with every method called on every argument, reaches no
// hidden card and no unrevealed role; card requests in games carry tokens, not hidden card ids.
import { describe, expect, it } from "vitest";
import { createGame, ScriptedAgent, type CardsRequest, type PhysicalCard, type SeatView } from "../../runtime/index.ts";
import { board, packWith, scenarioWith } from "./opsHelpers.ts";

interface Found {
  readonly strings: Set<string>;
  readonly cards: Map<number, PhysicalCard>;
  readonly numbers: Set<number>;
}

/** Everything reachable from a value: strings, card faces ({id,name,suit,rank}), numbers. */
function walk(v: unknown, found: Found, seen = new Set<unknown>()): void {
  if (typeof v === "string") found.strings.add(v);
  if (typeof v === "number") found.numbers.add(v);
  if (v === null || typeof v !== "object" || seen.has(v)) return;
  seen.add(v);
  const o = v as Record<string, unknown>;
  if ("name" in o && "suit" in o && "rank" in o && typeof o.id === "number") found.cards.set(o.id, o as unknown as PhysicalCard);
  for (const key of Object.keys(o)) walk(o[key], found, seen);
}

/** Reads every property of the view and calls every method with every argument in range. */
function explore(view: SeatView, seats: number, cards: number): Found {
  const found: Found = { strings: new Set(), cards: new Map(), numbers: new Set() };
  const v = view as unknown as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    const value = v[key];
    if (typeof value !== "function") {
      walk(value, found);
      continue;
    }
    const fn = value as (...args: number[]) => unknown;
    const range = (k: number) => Array.from({ length: k }, (_, i) => i);
    const args = fn.length >= 2 ? range(seats).flatMap((a) => range(seats).map((b) => [a, b])) : range(Math.max(seats, cards)).map((a) => [a]);
    for (const a of args) {
      try {
        walk(fn(...a), found);
      } catch {
        // out-of-range arguments
      }
    }
  }
  return found;
}

describe("3.5.34 what a seat may see", () => {
  it("3.5.34 the seat view reaches only visible cards and revealed roles (hand 3.3.6, piles 3.3.16 ◆, 扣置 3.8.7, 观看 3.8.16, 展示 3.8.17)", () => {
    // 5 players: 0 lord, 1 loyalist, 2–3 rebels, 4 renegade (4.1.1.2). The view is seat 1's.
    const s = scenarioWith([], {
      players: board(
        {
          1: { hand: ["杀♠7"] },
          2: { hand: ["闪♦3", "桃♥3"], equipment: ["青釭剑"], piles: [{ name: "田", cards: ["决斗♠1"], faceDown: true }, { name: "权", cards: ["杀♣2"] }] },
          3: { hand: ["过河拆桥♠3", "无中生有♥7"], judge: ["乐不思蜀♠6"] },
          4: { hand: ["顺手牵羊♠3", "借刀杀人♣12"] },
        },
        5,
      ),
      drawPile: ["桃♥4", "闪♦4"],
    });
    const e = s.engine;
    const hand = (p: number) => [...e.state.players[p].hand];
    const [shownCard, hiddenOf4] = hand(4);
    const [lookedAt, notLooked] = hand(3);
    s.run((x) => {
      x.show(4, [shownCard]); // 展示: everyone
      x.look(1, [lookedAt]); // 观看 by seat 1 only
      x.look(2, [notLooked]); // by seat 2 only
      x.setAside(0, [x.state.drawPile[0]], [0]); // 扣置入处理区 visible to seat 0 only
      x.revealTop(0, 1); // 亮出: face up in the processing area
    });
    const [setAsideCard, revealedCard] = e.state.processing;
    const faceDownPile = e.state.cards.find((c) => c.name === "决斗" && c.suit === "spade")!.id;
    const expectedVisible = new Set<number>([
      ...hand(1),
      e.state.players[2].equipment.weapon!,
      ...e.state.players[3].judgeArea,
      e.state.pile(2, "权")[0],
      shownCard,
      lookedAt,
      revealedCard,
      ...e.state.discardPile,
    ]);
    const hidden = [...hand(2), hiddenOf4, notLooked, faceDownPile, setAsideCard, ...e.state.drawPile];

    const view = e.seatView(1);
    const found = explore(view, 5, e.state.cards.length);
    expect([...found.cards.keys()].sort((a, b) => a - b)).toEqual([...expectedVisible].sort((a, b) => a - b));
    for (const c of hidden) expect(found.cards.has(c)).toBe(false);
    // roles: its own (loyalist) and the lord's; no rebel or renegade anywhere
    expect(view.players.map((p) => p.role)).toEqual(["lord", "loyalist", null, null, null]);
    expect(found.strings.has("rebel") || found.strings.has("renegade")).toBe(false);
    // counts stand in for the hidden cards
    expect(view.player(2).handCount).toBe(2);
    expect(view.player(2).hand).toEqual([]);
    expect(view.player(2).piles).toEqual([
      { name: "田", side: "on", count: 1, visible: [] },
      { name: "权", side: "on", count: 1, visible: e.state.pile(2, "权") },
    ]);
    expect(view.player(3).hand).toEqual([lookedAt]);
    expect(view.processingCount).toBe(2);
    expect(view.processing).toEqual([revealedCard]);
    // the owner of the face-down pile sees it; the seat it was set aside for sees that card
    expect(e.seatView(2).player(2).piles[0].visible).toEqual([faceDownPile]);
    expect(e.seatView(0).card(setAsideCard)?.id).toBe(setAsideCard);
  });

  it("4.2.19 a dead player's role becomes visible to every seat", () => {
    const s = scenarioWith([], { players: board({ 4: { hp: 1 } }, 5) });
    expect(s.engine.seatView(1).player(4).role).toBeNull();
    s.run((e) => e.loseHp(4, 1));
    expect(s.engine.seatView(1).player(4).role).toBe("renegade");
    const found = explore(s.engine.seatView(1), 5, 0);
    expect(found.strings.has("rebel")).toBe(false);
  });

  it("agents receive their own seat's view with every request", () => {
    const views: SeatView[] = [];
    const faces: (PhysicalCard | null)[] = [];
    class Spy extends ScriptedAgent {
      override chooseCards(r: CardsRequest, view: SeatView): number[] {
        views.push(view);
        faces.push(...r.candidates.map((c) => view.card(c)));
        return super.chooseCards(r, view);
      }
    }
    const spy = new Spy([{ cards: ["闪"] }]);
    const s = scenarioWith([], { players: board({ 1: { agent: spy }, 2: { hand: ["闪", "桃"] } }) });
    const bHand = [...s.player(2).hand];
    s.act(1, (ctx) => ctx.discard(1, ctx.chooseCards({ chooser: 1, owner: 2, regions: ["hand"], min: 1, max: 1, reason: "过河拆桥" })));
    expect(views).toHaveLength(1);
    expect(views[0].seat).toBe(1);
    expect(faces).toEqual([null, null]);
    expect(bHand).toHaveLength(2);
  });

  it("3.3.6 in games, another's hidden hand cards are offered as opaque tokens, not card ids", () => {
    const s = scenarioWith([], {
      hiddenCardTokens: true,
      players: board({ 1: { agent: [{ cards: ["桃"] }] }, 2: { hand: ["闪", "桃"] } }),
    });
    const asked: CardsRequest[] = [];
    const agent = s.engine.agentOf(1);
    const original = agent.chooseCards.bind(agent);
    agent.chooseCards = (r, view) => {
      asked.push(r);
      return original(r, view);
    };
    const bHand = [...s.player(2).hand];
    s.act(1, (ctx) => ctx.discard(1, ctx.chooseCards({ chooser: 1, owner: 2, regions: ["hand"], min: 1, max: 1, reason: "过河拆桥" })));
    expect(asked[0].candidates.every((c) => c < 0)).toBe(true);
    // the hidden list follows the offered order too (no trace of the hand's order, 3.3.6)
    expect(asked[0].hidden).toEqual(asked[0].candidates);
    expect(asked[0].candidates).toEqual([-1, -2]);
    for (const c of bHand) expect(asked[0].candidates.includes(c)).toBe(false);
    // the answer maps back to the real card
    expect(s.handNames(2)).toEqual(["闪"]);
  });

  it("createGame plays with tokens and seat views: random games still end and replay", () => {
    const run = () => createGame({ packs: [packWith()], players: 5, seed: 11 }).play();
    const a = run();
    const b = run();
    expect(a.winners.length).toBeGreaterThan(0);
    expect(JSON.stringify(a.log)).toBe(JSON.stringify(b.log));
  });
});
