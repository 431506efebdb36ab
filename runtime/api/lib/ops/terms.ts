// Library builders for the chapter 3 terms added to the vocabulary for issue #5's pending headings
// (runtime/vocabulary/headings.ts): operations (op.*), tests (q.*) and values (v.*), one per row,
// each citing its heading. index.ts registers them beside the other builders:
//   op: { ...termOps, … }, q: { ...termTests, … }, v: { ...termValues, … }
// Rows marked `mode: "guozhan"` (3.5.41 整肃, 3.9.7 叠置 …) have no builder here on purpose: they
// parse and check, and lowering refuses them until 国战 mode exists (no fake runtime).
import { ar, sealed as sealedUnit, type AreasX, type AreaUnit } from "../areas.ts";
import type { DamageEvent } from "../../../model/events.ts";
import type { Area, PlayerId, Role } from "../../../model/types.ts";
import { sealableAreas } from "../../../vocabulary/nouns.ts";
import type { Act, CardsX, DamageX, Ex, Filter, Op, PhaseX, PlayersX } from "../act.ts";
import { colorOfCard } from "../../../engine/cardSuits.ts";
import { operation } from "./perform.ts";
import { councilInScope } from "../misc.ts";

type Test = Ex<boolean>;

const alive = (a: Act, q: PlayerId): boolean => a.engine.state.players[q]?.alive ?? false;

/** The first living player a selector names now (tests read, they never ask). */
function first(a: Act, x: PlayersX): PlayerId | undefined {
  return x.peek(a).find((q) => alive(a, q));
}

/** Every player a selector names passes (a set of none passes nothing). */
function every(a: Act, x: PlayersX, f: (q: PlayerId) => boolean): boolean {
  const qs = x.peek(a);
  return qs.length > 0 && qs.every(f);
}

/** 为/是 (true) or 不为/不是 (false). */
const affirmed = (is: string | undefined): boolean => is !== "不为" && is !== "不是";

// ---------------------------------------------------------------- 3.3.23–3.3.24 areas

function areasOf(word: string): readonly Area[] {
  const areas = sealableAreas(word);
  if (!areas) throw new Error(`op.disableArea/restoreArea: unknown area ${word}`);
  return areas;
}

/** An operation's areas: a phrase (ar.*), or an area word of the performer's own (the library's older form). */
function areasArg(x: { what?: AreasX; area?: string }): AreasX {
  if (x.what) return x.what;
  if (x.area === undefined) throw new Error("op.disableArea/restoreArea: no area");
  areasOf(x.area);
  return ar.named({ word: x.area });
}

// ---------------------------------------------------------------- 3.5.38 之间的角色

/** The living players in seat order (3.6.1 逆时针: each one's 下家 next), starting at `from`. */
function ring(a: Act, from: PlayerId): PlayerId[] {
  const n = a.engine.state.players.length;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const q = (from + k) % n;
    if (alive(a, q)) out.push(q);
  }
  return out;
}

/**
 * 3.5.38: the players passed on the route from A to B with fewest arrows (A and B excluded).
 * ◆ When both routes are as short, the activator (你) picks one, once per activation and pair.
 */
function playersBetween(a: Act, from: PlayerId, to: PlayerId): readonly PlayerId[] {
  if (from === to || !alive(a, from) || !alive(a, to)) return [];
  const r = ring(a, from);
  const k = r.indexOf(to);
  const forward = r.slice(1, k); // A → 下家 → … → B
  const backward = r.slice(k + 1).reverse(); // A → 上家 → … → B
  if (forward.length !== backward.length) return forward.length < backward.length ? forward : backward;
  if (forward.length === 0) return [];
  const key = `#between.${Math.min(from, to)}.${Math.max(from, to)}`;
  const known = a.bound.get(key);
  if (Array.isArray(known)) return known as PlayerId[];
  const names = (qs: readonly PlayerId[]) => qs.map((q) => a.engine.state.players[q].general).join("、");
  const pick = a.engine.ask.option(a.you, [names(forward), names(backward)], `${a.skill}:3.5.38`) === 0 ? forward : backward;
  a.bound.set(key, pick);
  return pick;
}

// ---------------------------------------------------------------- 3.5.25 连环伤害

/** The damage a `<what:damage>` slot names: a damage (此伤害, a relative clause's candidate) or a filter on the one in scope. */
function damageOf(a: Act, what: DamageX | Filter<DamageEvent>): DamageEvent | null {
  if ((what as Filter<DamageEvent>).depth !== undefined || what.length === 2) {
    const d = a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true);
    return d !== null && (what as Filter<DamageEvent>)(a, d) ? d : null;
  }
  return (what as DamageX)(a);
}

// ---------------------------------------------------------------- 3.1.1 身份

const ROLES: Readonly<Record<string, Role>> = { 主公: "lord", 忠臣: "loyalist", 反贼: "rebel", 内奸: "renegade" };

export const termOps = {
  /** 3.3.23 废除<一个区域> (4.2.23): not a sealed area (◆); 装备区 seals those of its slots not sealed yet. */
  disableArea: (x: { who: PlayersX; what?: AreasX; area?: string; at?: string }): Op => {
    const what = areasArg(x);
    const usable = (a: Act, q: PlayerId) => (u: AreaUnit) => u.owner === q && u.areas.some((ar) => a.engine.canChangeArea(q, ar, "disable"));
    return operation("disableArea", x.who, {
      can: (a, q) => what.peek(a, q).some(usable(a, q)),
      run: (a, q) => {
        const units = what.get(a, `${a.skill}:disableArea`, q, usable(a, q));
        if (!units || units.length === 0) return false;
        // 4.2.23: the cards there go to the discard pile — 以此法置入弃牌堆的牌 (〖绝尘〗's X).
        const p = a.engine.state.players[q];
        const held = [...p.judgeArea, ...Object.values(p.equipment).filter((c): c is number => c !== undefined)];
        let ok = false;
        for (const u of units) ok = a.engine.disableArea(q, u.areas) || ok;
        if (!ok) return false;
        a.record("disableArea", q, []);
        const put = held.filter((c) => a.engine.state.zone(c).kind === "discardPile");
        if (put.length > 0) a.record("putInto", q, put);
        return true;
      },
    });
  },

  /** 3.3.24 恢复<一个区域> (4.2.24): only a sealed area (◆). */
  restoreArea: (x: { who: PlayersX; what?: AreasX; area?: string; at?: string }): Op => {
    const what = areasArg(x);
    const usable = (a: Act, q: PlayerId) => (u: AreaUnit) => u.owner === q && u.areas.some((ar) => a.engine.canChangeArea(q, ar, "restore"));
    return operation("restoreArea", x.who, {
      can: (a, q) => what.peek(a, q).some(usable(a, q)),
      run: (a, q) => {
        const units = what.get(a, `${a.skill}:restoreArea`, q, usable(a, q));
        if (!units || units.length === 0) return false;
        let ok = false;
        for (const u of units) ok = a.engine.restoreArea(q, u.areas) || ok;
        if (ok) a.record("restoreArea", q, []);
        return ok;
      },
    });
  },

  /**
   * 3.6.4 结束此阶段/此回合: every settlement ends and the game goes on at the phase's 结束时 /
   * 回合结束前❶ (the engine unwinds the effects in progress, this one's later steps included).
   */
  endFlow: (x: { who: PlayersX; what?: string; phase?: PhaseX; at?: string }): Op => {
    const phase = x.phase !== undefined;
    // The phase in progress, when it is the one named (此出牌阶段: only a play phase).
    const phaseNow = (a: Act) => {
      const e = a.engine.findEvent("phase", () => true);
      return e !== null && (x.phase?.peek(a) ?? []).includes(e.phase);
    };
    return operation("endFlow", x.who, {
      can: (a) => (phase ? phaseNow(a) : a.engine.findEvent("turn", () => true) !== null),
      run: (a) => {
        if (phase) a.engine.endPhase();
        else a.engine.endTurn();
        return true;
      },
    });
  },

  /**
   * 3.8.26 洗牌: 系统 puts every card of the discard pile into the draw pile, then shuffles the
   * draw pile (face down, in the game's seeded order). 3.5.1 ◆: the system does it, whoever the
   * text names, so it can always be done.
   */
  shuffle: (_x: { who: PlayersX; at?: string }): Op => ({
    name: "shuffle",
    can: () => true,
    run: (a) => {
      a.engine.shuffleDrawPile();
      return true;
    },
  }),
};

export const termTests = {
  /** 3.5.61 (2) 议事结果为红色/黑色, (没)有议事结果: the 议事 in scope, once decided. */
  councilResult: (x: { is: string; color?: string; what?: CardsX }): Test => (a) => {
    const result = councilInScope(a)?.result;
    if (result === undefined) return false;
    // <card>的颜色与议事结果相同/不同: with no result there is nothing to compare — neither holds.
    if (x.what) {
      const cards = x.what.peek(a);
      if (result === null || cards.length === 0) return false;
      return cards.every((c) => colorOfCard(a.engine, c) === result) === (x.is === "相同");
    }
    if (x.color === undefined) return (result !== null) === (x.is === "有");
    return (result === (x.color === "红色" ? "red" : "black")) === affirmed(x.is);
  },
  /** 3.1.7, 3.3.23 ◆ <who>的<区域>(不)处于封印状态: sealed (装备区: every slot of it). */
  areaSealed: (x: { who?: PlayersX; area?: string; what?: AreasX; all?: string; not?: string }): Test => (a) => {
    // 你的装备区里的所有区域均处于封印状态: each area the phrase names.
    if (x.what) {
      const units = x.what.peek(a);
      return units.length > 0 && units.every((u) => sealedUnit(a, u) === (x.not === undefined));
    }
    const areas = areasOf(x.area!);
    const sealed = (q: PlayerId) => areas.every((ar) => a.engine.state.players[q].disabledAreas.includes(ar)) === (x.not === undefined);
    return x.who ? every(a, x.who, sealed) : sealed(a.you);
  },
  /** 3.3.23 <角色>有/没有<一个区域>: some area of the player's fits the description (处于封印状态的区域). */
  hasArea: (x: { who: PlayersX; is: string; what: AreasX }): Test => (a) => every(a, x.who, (q) => (x.what.peek(a, q).length > 0) === (x.is === "有")),
  /** 3.1.1 身份为/不为<主公|忠臣|反贼|内奸>: the role the player's 身份牌 stands for. */
  roleIs: (x: { who: PlayersX; is?: string; role: string }): Test => {
    const role = ROLES[x.role];
    if (!role) throw new Error(`q.roleIs: unknown role ${x.role}`);
    return (a) => every(a, x.who, (q) => (a.engine.state.players[q].role === role) === affirmed(x.is));
  },

  /** 3.2.4 <A>与<B>姓名相同/不同: the names on their general cards. */
  sameName: (x: { a: PlayersX; b: PlayersX; same: string }): Test => (a) => {
    const l = first(a, x.a);
    const r = first(a, x.b);
    if (l === undefined || r === undefined) return false;
    return (a.engine.state.players[l].general === a.engine.state.players[r].general) === (x.same === "相同");
  },

  /** 3.5.25 为/不为连环伤害: a damage dealt by chain conduction (or transferred from one) is 连环伤害. */
  chainDamage: (x: { what: DamageX | Filter<DamageEvent>; is?: string }): Test => (a) => {
    const d = damageOf(a, x.what);
    return d !== null && d.chained === affirmed(x.is);
  },

  /** 3.5.38 <A>与<B>之间的角色: on the shortest route from A to B (◆ the activator breaks a tie). */
  between: (x: { who: PlayersX; a: PlayersX; b: PlayersX }): Test => (a) => {
    const from = first(a, x.a);
    const to = first(a, x.b);
    if (from === undefined || to === undefined) return false;
    const route = playersBetween(a, from, to);
    return every(a, x.who, (q) => route.includes(q));
  },

  /**
   * 3.5.43 <A>与<B>相邻: no other player sits between them — each is the other's 上家 or 下家
   * among the living (3.5.49 不计入座次的计算, which could change that, is 国战's).
   */
  adjacent: (x: { a: PlayersX; b: PlayersX }): Test => (a) => {
    const l = first(a, x.a);
    const r = first(a, x.b);
    if (l === undefined || r === undefined || l === r) return false;
    const around = ring(a, l);
    return around[1] === r || around[around.length - 1] === r;
  },
};

export const termValues = {
  /** 3.10.3 *. */
  mul: (x: { a: Ex<number>; b: Ex<number> }): Ex<number> => (a) => x.a(a) * x.b(a),
  /** 3.10.4 / (a fraction; [ ] floors it, 3.10.6). x/0 is not defined by the rules: taken as 0. */
  div: (x: { a: Ex<number>; b: Ex<number> }): Ex<number> => (a) => {
    const d = x.b(a);
    return d === 0 ? 0 : x.a(a) / d;
  },
  /** 3.10.6 [x] = max{n∈Z | n≤x}. */
  floor: (x: { args: readonly Ex<number>[] }): Ex<number> => (a) => Math.floor(x.args[0](a)),
  /** 3.10.7 sgn(x): 1 / 0 / -1 as x is greater than / equal to / less than 0. */
  sgn: (x: { args: readonly Ex<number>[] }): Ex<number> => (a) => Math.sign(x.args[0](a)),
  /** 3.10.10 mid{x1,x2,x3}: the middle one of the three. */
  mid: (x: { args: readonly Ex<number>[] }): Ex<number> => (a) => {
    const xs = x.args.map((f) => f(a)).sort((p, q) => p - q);
    return xs[Math.floor((xs.length - 1) / 2)];
  },
  /** 3.4.16 <X>的一半 = [X/2]. */
  half: (x: { of: Ex<number> }): Ex<number> => (a) => Math.floor(x.of(a) / 2),
};
