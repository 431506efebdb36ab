// 拼点 (004 §3.8.12; 000 §4.2.8, §4.2.9 ◆6).
import { describe, expect, it } from "vitest";
import type { PindianEvent, PindianResult } from "../../runtime/index.ts";
import { board, scenarioWith, trigger } from "./opsHelpers.ts";

describe("4.2.8 拼点", () => {
  it("4.2.8 both choose a hand card; the higher rank wins; the cards end in the discard pile", () => {
    const s = scenarioWith([], {
      players: board({ 0: { hand: ["杀♠9", "闪♦3"], agent: [{ cards: ["杀"] }] }, 2: { hand: ["桃♥7", "杀♣2"], agent: [{ cards: ["桃"] }] } }),
    });
    let r: PindianResult | null = null;
    s.run((e) => {
      r = e.pindian(0, 2);
    });
    const result = r as PindianResult | null;
    expect(result?.winner).toBe(0);
    expect(s.card(result!.initiatorCard).name).toBe("杀");
    expect(s.card(result!.targetCard).name).toBe("桃");
    expect(s.engine.state.discardPile.map((c) => s.card(c).name).sort()).toEqual(["杀", "桃"]);
    expect(s.handNames(0)).toEqual(["闪"]);
  });

  it("4.2.8 equal ranks: neither wins", () => {
    const s = scenarioWith([], { players: board({ 0: { hand: ["杀♠7"] }, 1: { hand: ["闪♦7"] } }) });
    let winner: number | null | undefined;
    s.run((e) => {
      winner = e.pindian(0, 1)?.winner;
    });
    expect(winner).toBeNull();
  });

  it("4.2.8 ◆ a player without hand cards cannot start a pindian nor be its target", () => {
    const s = scenarioWith([], { players: board({ 0: { hand: ["杀♠7"] } }) });
    const out: unknown[] = [];
    s.run((e) => {
      out.push(e.pindian(0, 1), e.pindian(1, 0), e.pindian(0, 0));
    });
    expect(out).toEqual([null, null, null]);
    expect(s.timings()).toEqual([]);
  });

  it("4.2.9 ◆6 the cards go face down into the processing area in one move, then are revealed", () => {
    const faces: boolean[] = [];
    const spy = trigger("伤逝", "move.after.2", () => {
      for (const c of s.engine.state.processing) faces.push(s.engine.state.isFaceDown(c));
    });
    const s = scenarioWith([spy], { players: board({ 0: { hand: ["杀♠9"] }, 1: { hand: ["闪♦3"], skills: ["伤逝"] } }) });
    s.run((e) => void e.pindian(0, 1));
    expect(faces).toEqual([true, true]); // at 移至目标区域后❷ they are still face down
    const revealed = s.entries().find((x) => x.t === "reveal");
    expect(revealed && revealed.t === "reveal" ? revealed.cards.length : 0).toBe(2);
  });

  it("4.2.8 拼点结果确定后 is both players' and exposes 拼点的牌 and the winner; a card taken meanwhile is not discarded", () => {
    const seen: string[] = [];
    const look = trigger("鼓舌", "pindian.result", (ctx) => {
      const e = ctx.eventOf("pindian") as PindianEvent;
      const t = e.targets[e.current];
      seen.push(`${ctx.you}:${s.card(e.card!).rank}-${s.card(t.card!).rank}:${t.winner}`);
      if (ctx.you === 1) s.engine.gain(1, [t.card!]); // the loser takes its own card back
    });
    const s = scenarioWith([look], { players: board({ 0: { hand: ["杀♠9"], skills: ["鼓舌"] }, 1: { hand: ["闪♦3"], skills: ["鼓舌"] }, 2: { skills: ["鼓舌"] } }) });
    s.run((e) => void e.pindian(0, 1));
    expect(seen).toEqual(["0:9-3:0", "1:9-3:0"]); // seat 2 is not part of it
    expect(s.handNames(1)).toEqual(["闪"]);
    expect(s.engine.state.discardPile.map((c) => s.card(c).name)).toEqual(["杀"]);
  });

  it("4.2.8 (1) several targets: T1…Tn from the current-turn player, one 拼点结果确定后 per pair", () => {
    const s = scenarioWith([], { players: board({ 0: { hand: ["杀♠9"] }, 1: { hand: ["闪♦3"] }, 3: { hand: ["杀♣11"] } }), current: 2 });
    let results: PindianResult[] | null = null;
    s.run((e) => {
      results = e.pindianMany(0, [1, 3]);
    });
    const list = (results ?? []) as PindianResult[];
    expect(list.map((r) => `${r.target}:${r.winner}`)).toEqual(["3:3", "1:0"]);
    expect(s.timings().filter((t) => t === "pindian.result")).toHaveLength(2);
  });
});
