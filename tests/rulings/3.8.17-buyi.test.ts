// 3.8.17 展示 ◎例如 吴国太对自己发动〖补益〗 (the corpus 〖补益〗, compiled): a shown hand card is turned
// back face down after the showing unless a later effect of the same settlement operates on it.
// What the others may see of it afterwards (3.5.34) is what tells the two apart.
import { beforeAll, describe, expect, it } from "vitest";
import { board, rulingPacks } from "./compiled.ts";
import { ScriptedAgent, type CardId, type Pack, type RespondRequest, type SeatView } from "../../runtime/index.ts";

let packs: Pack[];
beforeAll(async () => {
  packs = await rulingPacks();
});

/**
 * Holds a 【桃】 it never uses: asked to save 吴国太 (求桃), it looks at what it can see of one card
 * of hers and declines.
 */
class Watcher extends ScriptedAgent {
  watched: CardId | null = null;
  readonly seen: (string | null)[] = [];
  override respond(_r: RespondRequest, view: SeatView): CardId | null {
    if (this.watched !== null) this.seen.push(view.card(this.watched)?.name ?? null);
    return null;
  }
}

const WU = 1;

function buyiOnHerself(hand: readonly string[]) {
  const watcher = new Watcher([]);
  const s = board(packs, {
    players: [{ general: "白板", hand: ["桃"], agent: watcher }, { general: "吴国太", skills: ["补益"], hp: 1, hand, agent: [{ activate: true, skill: "补益" }] }, { general: "白板" }],
  });
  watcher.watched = s.player(WU).hand[0];
  s.act(0, (ctx) => ctx.damage(WU, 1, { source: 0 }));
  return { s, watcher };
}

describe("3.8.17 展示", () => {
  it("3.8.17 ◎例如 吴国太对自己发动〖补益〗：", () => {
    // 1. A basic card: shown, then turned back face down — in the rescue that follows, the other
    // players no longer see it (and 吴国太, not recovered, dies).
    const basic = buyiOnHerself(["杀"]);
    expect(basic.s.entries().filter((e) => e.t === "show")).toHaveLength(1);
    expect(basic.watcher.seen.length).toBeGreaterThan(0);
    expect(basic.watcher.seen.every((name) => name === null)).toBe(true);
    expect(basic.s.player(WU).alive).toBe(false);

    // 2. Not a basic card: the next effect discards it, so it is not turned back; it is discarded
    // face up and 吴国太 recovers (no rescue is asked for).
    const trick = buyiOnHerself(["无中生有"]);
    expect(trick.s.player(WU).alive).toBe(true);
    expect(trick.s.player(WU).hp).toBe(1);
    expect(trick.s.engine.state.discardPile.map((c) => trick.s.card(c).name)).toEqual(["无中生有"]);
    expect(trick.watcher.seen).toEqual([]);
  });

  it("3.8.17 of two hand cards, the one shown is turned back as well: after 〖补益〗 the others see neither", () => {
    const watcher = new Watcher([]);
    const s = board(packs, {
      players: [{ general: "白板", hand: ["桃"], agent: watcher }, { general: "吴国太", skills: ["补益"], hp: 1, hand: ["杀", "闪"], agent: [{ activate: true, skill: "补益" }, { cards: ["杀"] }] }, { general: "白板" }],
    });
    const sha = s.player(WU).hand.find((c) => s.card(c).name === "杀")!;
    watcher.watched = sha;
    s.act(0, (ctx) => ctx.damage(WU, 1, { source: 0 }));
    expect(s.entries().some((e) => e.t === "show" && e.cards.includes(sha))).toBe(true);
    expect(watcher.seen.length).toBeGreaterThan(0);
    expect(watcher.seen.every((name) => name === null)).toBe(true);
  });
});
