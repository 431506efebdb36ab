// Periods → pd.* calls (seed 004 §3.6): 此回合, 此阶段, 其回合, 回合外, 出牌阶段 …, and the
// 于…内/外 adverbial that puts an event or a state in one.
import type { Adverbial, NounPhrase, Period, SlotValue } from "../../grammar/syntax.ts";
import { call, str, type X } from "../ir.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./refuse.ts";
import { phaseOf, playerRef, players, targetRef, virtualCard, cardsRef } from "./nouns.ts";

export function periodOf(p: SlotValue, ctx: Ctx): X {
  const period = p as Period;
  const s = period.slots;
  switch (period.row) {
    case "thisTurn":
      return call("pd.thisTurn");
    case "thisPhase":
      return call("pd.thisPhase");
    case "thisGame":
      return call("pd.game");
    case "turnOf":
      return call("pd.turnOf", s.whose ? { whose: whoseOf(s.whose as NounPhrase, ctx) } : {});
    case "phaseOfThisTurn":
      return call("pd.phaseOfThisTurn", { phase: phaseOf(s.phase as NounPhrase, ctx) });
    case "phaseOf":
      return call("pd.phaseOf", { phase: phaseOf(s.phase as NounPhrase, ctx), ...(s.whose ? { whose: whoseOf(s.whose as NounPhrase, ctx) } : {}) });
    case "thisEvent":
      return call("pd.thisEvent", { event: str(thisEventKind(period)!) });
    case "beforeNextTurn":
      return call("pd.beforeNextTurn", { whose: playerRef(s.whose as NounPhrase, ctx).x });
    case "settlementOf":
      return call("pd.settlement", { card: cardsRef(s.card as NounPhrase, ctx).x, target: targetRef(s.target as NounPhrase, ctx) });
    default:
      return refuse(period.span, "the period “{text}” is not supported here");
  }
}

/** 此次拼点 / 此次议事 (period row thisEvent): the event kind it names; null for another period. */
export function thisEventKind(period: Period | undefined): "pindian" | "council" | null {
  if (period?.row !== "thisEvent") return null;
  return (period.slots.event as { text?: string } | undefined)?.text === "议事" ? "council" : "pindian";
}

/** Whose turn or phase: a player named before, or a description (其他角色的出牌阶段: any of them). */
function whoseOf(np: NounPhrase, ctx: Ctx): X {
  if (!np.ref) return players(np, { ...ctx, mode: "state" }).x;
  const ref = playerRef(np, ctx);
  // 若此时为使用者的出牌阶段内且其…: the owner of the period is named, 其 after it is that player.
  if (!ref.you) ctx.scope.mentionPlayer(ref);
  return ref.x;
}

/** 于<period>内/外/中 as a test of now (or of the event in scope). */
export function duringOf(a: Adverbial, ctx: Ctx): X {
  const side = ((a as unknown as { slots?: Record<string, { text?: string }> }).slots?.side?.text ?? "内") as string;
  if ((a.period as Period | undefined)?.row === "beforeNextTurn") refuse(a.span, "“{text}” is a duration (of a state an effect sets up), not a test of now or of what happened");
  return call("q.during", { period: periodOf(a.period!, ctx), side: str(side === "外" ? "outside" : side === "之前" ? "before" : "inside") });
}

export { virtualCard };
