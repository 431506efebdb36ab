// <一个区域> (3.3.23–3.3.24): the areas a player disables or restores, and tests of them — one
// named (你的判定区, 你的装备区: its six slots as one), or described and chosen (你的一个处于封印状态的区域,
// 你的装备区里的所有区域). An area of a description is one the rulebook lets be sealed: the judge
// area or one slot of the equipment area.
import type { Area, PlayerId } from "../../model/types.ts";
import { EQUIP_AREAS, sealableAreas } from "../../vocabulary/nouns.ts";
import type { Act, Filter, PlayersX } from "./act.ts";

/** One area as the text counts it: 判定区, 武器区 …, or 装备区 when named whole. */
export interface AreaUnit {
  readonly owner: PlayerId;
  readonly word: string;
  readonly areas: readonly Area[];
}

export interface AreasX {
  /** The areas it names (a choice: its candidates) of `owner` — its own owner when it names one. */
  peek(a: Act, owner?: PlayerId): AreaUnit[];
  /** The areas operated on; a choice asks its chooser now among those `usable`, and binds them. */
  get(a: Act, purpose: string, owner: PlayerId, usable: (u: AreaUnit) => boolean): AreaUnit[] | null;
}

/** The areas a description of 区域 ranges over: the judge area and each equipment slot (3.3.13–3.3.14). */
const ONE_BY_ONE = ["判定区", ...EQUIP_AREAS.map((e) => e.word)];

function unit(owner: PlayerId, word: string): AreaUnit {
  const areas = sealableAreas(word);
  if (!areas) throw new Error(`ar: unknown area ${word}`);
  return { owner, word, areas };
}

/** Whether every area of the unit is sealed (3.3.23 ◆; 装备区: each of its slots). */
export function sealed(a: Act, u: AreaUnit): boolean {
  const disabled = a.engine.state.players[u.owner]?.disabledAreas ?? [];
  return u.areas.every((ar) => disabled.includes(ar));
}

/** The areas `candidates` gives; `one`: a choice of one of those usable, asked of `chooser` and bound. */
function choosing(candidates: (a: Act, owner?: PlayerId) => AreaUnit[], one: boolean, chooser: PlayersX, bind?: string): AreasX {
  const peek = (a: Act, owner?: PlayerId): AreaUnit[] => (bind ? (a.bound.get(bind) as AreaUnit[] | undefined) : undefined) ?? candidates(a, owner);
  return {
    peek,
    get: (a, purpose, owner, usable) => {
      const open = peek(a, owner).filter(usable);
      if (!one) return open;
      if (open.length === 0) return null;
      const who = chooser.peek(a)[0] ?? a.actor;
      const i = open.length === 1 ? 0 : a.engine.ask.option(who, open.map((u) => u.word), purpose);
      const chosen = [open[i] ?? open[0]];
      if (bind) a.bound.set(bind, chosen as never);
      return chosen;
    },
  };
}

const ownerOf = (a: Act, x: PlayersX | undefined, owner: PlayerId | undefined): PlayerId[] => (x ? x.peek(a) : [owner ?? a.actor]);

export const ar = {
  /** 你的判定区, 防具区 (3.3.7–3.3.14): that area. */
  named: (x: { owner?: PlayersX; word: string }): AreasX => {
    const peek = (a: Act, owner?: PlayerId) => ownerOf(a, x.owner, owner).map((o) => unit(o, x.word));
    return { peek, get: (a, _purpose, owner, usable) => peek(a, owner).filter(usable) };
  },
  /**
   * [所有/一个]…区域 (3.3.23): the areas (within 装备区 when 装备区里的) the filter keeps; `one`: one
   * of them, chosen by `chooser`.
   */
  described: (x: { owner?: PlayersX; within?: string; filter: Filter<AreaUnit>; one: boolean; chooser: PlayersX; bind?: string }): AreasX => {
    const words = x.within ? (sealableAreas(x.within) ?? []).map((s) => EQUIP_AREAS.find((e) => e.slot === s)?.word ?? "判定区") : ONE_BY_ONE;
    return choosing((a, owner) => ownerOf(a, x.owner, owner).flatMap((o) => words.map((w) => unit(o, w)).filter((u) => x.filter(a, u))), x.one, x.chooser, x.bind);
  },
  /** 其中的一个区域: one of the areas another phrase names, chosen by `chooser`. */
  among: (x: { from: AreasX; filter: Filter<AreaUnit>; chooser: PlayersX; bind: string }): AreasX =>
    choosing((a, owner) => x.from.peek(a, owner).filter((u) => x.filter(a, u)), true, x.chooser, x.bind),
  /** The area a description's filter is asked about. */
  cand: (x: { depth: number }): AreasX => {
    const peek = (a: Act) => (a.cands[x.depth] ? [a.cands[x.depth] as AreaUnit] : []);
    return { peek, get: (a) => peek(a) };
  },
};
