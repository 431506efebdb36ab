// Operations that shape other operations: choices (选择 4.2.1, 3.5.27 选项, 3.5.5 选择是否),
// 令 (3.5.28: the other player performs), {…} blocks (3.5.9), 重复此流程 (3.6.3), a state with a
// duration (状态类效果, 003 专题一), and the rows that adjust the event in scope (令伤害值+1
// 3.4.7, 额定摸牌数 3.4.19, 防止 3.7.8).
import type { DamageEvent, EventOf, GameEvent, RecoverEvent, StateChangeEvent } from "../../../model/events.ts";
import type { CardId, PlayerId } from "../../../model/types.ts";
import { ratedDrawCount } from "../../../values/drawCount.ts";
import { addTempMod, type GenericMod, type ModUntil } from "../../../values/generic.ts";
import { Act, type Filter, type Op, type PeriodX, type PlayersX, type Program } from "../act.ts";
import { FACTION_VALUES, type AttrValue, type AttrX } from "../misc.ts";
import { useInScope } from "../cards.ts";
import { subjectOf, type EffectMod } from "../mods.ts";
import type { StateOp } from "../statements.ts";
import { operation } from "./perform.ts";

const SUITS = new Set(["spade", "heart", "club", "diamond"]);
const CATEGORIES = new Set(["basic", "trick", "equipment"]);
const FACTIONS: ReadonlySet<string> = new Set(FACTION_VALUES);

/** A modifier of an effect: applies while its period holds, judged in the effect's activation. */
function toGeneric(mod: EffectMod, a: Act): GenericMod {
  return {
    kind: mod.kind,
    ...(mod.mode ? { mode: mod.mode } : {}),
    ...(mod.asName !== undefined ? { asName: mod.asName } : {}),
    ...(mod.asAttr !== undefined ? { asAttr: mod.asAttr } : {}),
    ...(mod.asCard !== undefined ? { asCard: mod.asCard } : {}),
    applies: (_engine, _owner, q) => mod.appliesAct(a, q),
    ...(mod.amountAct ? { amount: (_engine: unknown, _owner: unknown, q: import("../../../values/generic.ts").ModQuery) => mod.amountAct!(a, q) } : {}),
    ...(mod.controllerAct ? { controller: (_engine: unknown, _owner: unknown, q: import("../../../values/generic.ts").ModQuery) => mod.controllerAct!(a, q) } : {}),
  };
}

/**
 * The activation a lasting state is judged in. Made at a timing about one target of a use (此目标,
 * 3.5.32), it keeps naming that target after the timing has passed (〖铁骑〗(界): 此目标对应的角色的
 * 所有…技能于此回合内无效 — still that character once the 【杀】 has settled).
 */
function frozenAct(a: Act): Act {
  if (a.card?.target !== null && a.card?.target !== undefined) return a;
  const use = useInScope(a);
  const t = use && use.current >= 0 ? use.targets[use.current] : undefined;
  if (!use || !t) return a;
  const scope = { name: use.card.name, card: use.card, use, user: use.user ?? a.you, target: t.player, paired: t.paired ?? null };
  const frozen = new Act(a.engine, a.you, a.skill, a.event, a.timing, a.ctx, scope, a);
  frozen.actor = a.actor;
  return frozen;
}

/** How long an effect's state lasts without a period: the settlement of the card or event in scope. */
function defaultUntil(a: Act): ModUntil {
  const use = useInScope(a);
  if (use) return { kind: "event", id: use.id };
  return { kind: "event", id: a.event.id };
}

export const controlOps = {
  /**
   * A state effect (状态类效果). In a state part it is the part's modifier; run in an effect it
   * lasts for its period (于此回合内 …; by default the settlement in scope), or acts at once on
   * the card being settled when it can (此【杀】对其无效, 无视其防具).
   */
  state: (x: { mod: EffectMod; until?: PeriodX; at?: string }): StateOp => {
    // Without 直到…: the period its own words give (其至你的距离于此回合内-1), else the settlement in scope.
    const period = x.until ?? x.mod.period;
    // 于其回合内 in a state about a described set: 其 is the player the query is about.
    const inPeriod = (mod: EffectMod): EffectMod =>
      period ? { ...mod, appliesAct: (a, q) => a.asking(subjectOf(q), () => period.now(a)) && mod.appliesAct(a, q), ...(mod.also ? { also: inPeriod(mod.also) } : {}) } : mod;
    const mod = inPeriod(x.mod);
    return {
      name: "state",
      mod,
      can: () => true,
      run: (a) => {
        const until = period ? period.until(a) : defaultUntil(a);
        // For the settlement in scope (此【杀】对此目标的使用结算中), the effect acts on it directly.
        if (mod.direct && (!period || (until.kind === "event" && until.id === useInScope(a)?.id)) && mod.direct.apply(a)) return true;
        // Its own act, with the part's variables fixed as they are now (3.4.11 ◆).
        const at = frozenAct(a);
        const own = at === a ? a.child(a.event, a.timing, a.ctx) : at;
        own.actor = a.actor;
        own.fixVariables();
        for (let m: EffectMod | undefined = mod; m; m = m.also) addTempMod(a.engine, { owner: a.you, mod: toGeneric(m, own), until });
        return true;
      },
    };
  },

  /** 选择<players> (4.2.1; as a cost, the skill's targets): the choice binds them. */
  choose: (x: { what: PlayersX; who: PlayersX; noDistance?: boolean; at?: string }): Op => ({
    chooses: x.what,
    // 并 (statements.ts offerTogether): the players offered as its group begins, read as the choice reads them.
    offerNow: (a: Act) => {
      const bind = x.what.choice?.bind;
      if (bind === undefined || a.bound.has(bind) || a.bound.has(`#offer.${bind}`)) return;
      const was = a.ignoreDistance;
      const unbound = a.readUnbound;
      if (x.noDistance) a.ignoreDistance = true;
      a.readUnbound = false;
      try {
        const offer = x.what.peek(a);
        // A choice that refers to one made in its group (交给一名角色A并选择另一名角色B) waits for it.
        if (!a.readUnbound) {
          a.bound.set(`#offer.${bind}`, offer);
          // 3.1.7 ◆: were a weapon or horse of the actor's moved by the group (弃置一张牌并选择…), the players
          // described without the range it gives; the choice takes these when that card was moved.
          const eq = a.engine.state.players[a.actor]?.equipment;
          const without = new Map<CardId, PlayerId[]>();
          for (const slot of ["weapon", "offensiveHorse", "defensiveHorse"] as const) {
            const card = eq?.[slot];
            if (eq === undefined || card === undefined) continue;
            eq[slot] = undefined;
            try {
              without.set(card, x.what.peek(a));
            } finally {
              eq[slot] = card;
            }
          }
          if (without.size > 0) a.bound.set(`#offerWithout.${bind}`, without as never);
        }
      } finally {
        a.ignoreDistance = was;
        a.readUnbound = unbound;
      }
    },
    ...withoutDistance(x.noDistance, operation("choose", x.who, {
      can: (a) => {
        if (x.what.feasible) return x.what.feasible(a);
        const min = x.what.choice?.min(a) ?? 1;
        return x.what.peek(a).length >= Math.max(min, 1);
      },
      run: (a, q) => {
        // A choice made here records itself (p.choose); one made before (the skill's targets) is recorded now.
        const before = x.what.choice === undefined || a.bound.has(x.what.choice.bind);
        const got = x.what.get(a, `${a.skill}:choose`);
        if (got === null || got.length === 0) return false;
        if (before) a.record("choose", q, [], got);
        return true;
      },
    })),
  }),

  /** 选择一种花色/颜色/类别 (3.2.1–3.2.2, 3.1.4): bound as the performer's choice (其选择的花色, 此颜色, 此类别). */
  chooseSuit: (x: { what: AttrX; who: PlayersX; at?: string }): Op =>
    operation("chooseSuit", x.who, {
      can: (a) => x.what(a).length > 0,
      run: (a, q) => {
        const options = x.what(a);
        if (options.length === 0) return false;
        const picked: AttrValue = options[a.engine.ask.option(q, options, `${a.skill}:suit`)] ?? options[0];
        const kind = SUITS.has(picked) ? "suit" : CATEGORIES.has(picked) ? "category" : FACTIONS.has(picked) ? "faction" : "color";
        a.bound.set(`#chosen.${kind}`, picked);
        a.bound.set(`#chosen.${kind}.${q}`, picked);
        a.engine.log.add({ t: "decision", player: q, request: "suit", reason: a.skill, answer: picked });
        return true;
      },
    }),

  /** 选择：1.…；2.… (3.5.27): one option that can be carried out; none, nothing happens. */
  chooseOption: (x: { options: readonly { label: string; body: Program }[]; who: PlayersX; at?: string }): Op =>
    operation("chooseOption", x.who, {
      can: (a) => x.options.some((o) => o.body.can(a)),
      run: (a, q) => {
        const open = x.options.filter((o) => o.body.can(a));
        if (open.length === 0) return false;
        const i = open.length === 1 ? 0 : a.engine.ask.option(q, open.map((o) => o.label), `${a.skill}:option`);
        const chosen = open[i] ?? open[0];
        // 若其选择1 (q.choseOption): the option's number as the text counts them.
        a.bound.set(`#option.${q}`, x.options.indexOf(chosen) + 1);
        return asChooser(a, q, () => chosen.body.run(a));
      },
    }),

  /**
   * <who>选择是否<act> (3.5.5): each performer in turn decides. A card played or used for
   * someone else's need (4.2.5) answers it once: after one does it, the rest are not asked.
   */
  chooseWhether: (x: { act: Op; who: PlayersX; at?: string }): Op => {
    const once = x.act.name === "play" || x.act.name === "use" || x.act.name === "useOrPlay";
    let done = false;
    const inner = operation("chooseWhether", x.who, {
      can: (a) => x.act.can(a),
      run: (a, q) => {
        if (once && done) return false;
        // A need to play or use is itself the choice (the performer answers it or not, 4.2.2/4.2.5).
        if (!once && !a.engine.ask.activate(q, a.skill, "chooseWhether")) return false;
        const ran = asChooser(a, q, () => x.act.run(a));
        if (ran) done = true;
        return ran;
      },
    });
    return {
      name: inner.name,
      can: inner.can,
      run: (a) => {
        done = false;
        return inner.run(a);
      },
    };
  },

  /** <who>令<clause> (3.5.28): the clause's subject performs it, when it can. */
  command: (x: { act: Op; who: PlayersX; noDistance?: boolean; at?: string }): Op => ({
    ...withoutDistance(
      x.noDistance,
      operation("command", x.who, {
        can: (a) => x.act.can(a),
        run: (a, q) => {
          const ran = x.act.run(a);
          if (ran) a.record("command", q, [], [], x.act.name);
          return ran;
        },
      }),
    ),
    commands: x.act,
  }),

  /** <who>{…} (3.5.9): the operations of the block, done by each performer in turn. */
  block: (x: { body: Program; who: PlayersX; at?: string }): Op =>
    operation("block", x.who, {
      can: (a) => x.body.can(a),
      run: (a) => x.body.run(a),
    }),

  /**
   * 重复此流程 (3.6.3): the part's process runs again once this run ends — or at once, from a
   * delayed effect that runs after the process itself has ended (〖洛神〗's 判定结果确定后).
   */
  repeat: (x: { who: PlayersX; at?: string }): Op => ({
    name: "repeat",
    can: () => true,
    run: (a) => {
      const restart = a.bound.get("#restart");
      if (a.bound.get("#running") !== true && typeof restart === "function") (restart as () => void)();
      else a.bound.set("#repeat", true);
      return true;
    },
  }),

  /**
   * 令伤害值/回复值/额定摸牌数 +X/-X/改为X (3.4.7, 3.4.8, 3.4.19): the event in scope. 3.4.19 ◆: with
   * a rated draw count of 0 now, none of the three can be a cost (as an effect +X still counts).
   */
  adjustValue: (x: { what: string; sign: string; n: (a: Act) => number; who: PlayersX; at?: string }): Op =>
    operation("adjustValue", x.who, {
      can: (a) => {
        const t = target(a, x.what);
        if (!t) return false;
        return !(t.kind === "phase" && a.paying > 0 && ratedDrawCount(t.event) === 0);
      },
      run: (a) => {
        const t = target(a, x.what);
        if (!t) return false;
        const n = x.n(a);
        if (t.kind === "phase") {
          if (x.sign === "改为") {
            if (n === 0) t.event.drawCount.setToZero = true;
            else {
              t.event.drawCount.base = n;
              t.event.drawCount.delta = 0;
            }
          } else t.event.drawCount.delta += x.sign === "-" ? -n : n;
          return true;
        }
        const e = t.event;
        // 3.7.8 ◆: 伤害值-Y with a damage of X ≤ Y prevents the damage instead (A did not deal it, B did not take it).
        if (x.sign === "-" && e.kind === "damage" && n >= e.amount && !e.prevented) {
          e.prevented = true;
          a.engine.log.add({ t: "decision", player: a.actor, request: "prevent", reason: a.skill, answer: e.id });
          return true;
        }
        e.amount = x.sign === "改为" ? n : Math.max(e.amount + (x.sign === "-" ? -n : n), 0);
        return true;
      },
    }),

  /**
   * <A>代替<B>成为<damage>的来源 (3.5.22 ◆): B's damages that fit, dealt while the use in scope (or the
   * event in scope) lasts, come from A; the card's user does not change.
   */
  becomeSource: (x: { what: Filter<DamageEvent>; instead: PlayersX; who: PlayersX; at?: string }): Op =>
    operation("becomeSource", x.who, {
      can: (a) => x.instead.peek(a).some((p) => p !== a.actor),
      run: (a) => {
        const instead = x.instead.peek(a)[0];
        if (instead === undefined || instead === a.actor) return false;
        const until = useInScope(a) ?? a.event;
        const who = a.actor;
        a.engine.sourceRedirects.push({ who, instead, until, fits: (d) => x.what(a, d) });
        a.engine.log.add({ t: "decision", player: who, request: "becomeSource", reason: a.skill, answer: instead });
        return true;
      },
    }),

  /** 将<damage>改为<属性>伤害 (3.5.24): the damage in scope that fits takes that element from now on. */
  changeDamageElement: (x: { what: Filter<DamageEvent>; to: string; who: PlayersX; at?: string }): Op => {
    const element = DAMAGE_ELEMENTS[x.to];
    const current = (a: Act): DamageEvent | null => {
      const d = eventInScope(a, "damage");
      return d && !d.prevented && x.what(a, d) && d.element !== element ? d : null;
    };
    return operation("changeDamageElement", x.who, {
      can: (a) => current(a) !== null,
      run: (a) => {
        const d = current(a);
        if (!d) return false;
        d.element = element;
        a.engine.log.add({ t: "decision", player: a.actor, request: "changeDamageElement", reason: a.skill, answer: element });
        return true;
      },
    });
  },

  /** 防止此失去体力 (3.7.8(1)): the loss of hp in scope, not yet deducted, does not happen. */
  preventLoseHp: (x: { who: PlayersX; at?: string }): Op =>
    preventing("preventLoseHp", x.who, (a) => {
      const e = eventInScope(a, "loseHp");
      return e && a.timing === "loseHp.beforeSettle" ? e : null;
    }),

  /** 3.7.8 ③ 防止此改变/此翻面 …: the state change in scope, not yet made, is not made (its flow ends). */
  preventStateChange: (x: { what: "改变" | "横置" | "重置" | "翻面" | string; who: PlayersX; at?: string }): Op => {
    const want = STATE_CHANGE_WORDS[x.what];
    return preventing("preventStateChange", x.who, (a) => {
      const e = a.event.kind === "stateChange" ? a.event : a.engine.findEvent("stateChange", () => true);
      return e && e.kind === "stateChange" && (want === undefined || e.change === want) && (a.timing?.startsWith("state.before.") ?? false) ? e : null;
    });
  },

  /** 防止<damage> (3.7.8): the damage in scope that fits is prevented; its settlement ends. */
  prevent: (x: { what: Filter<DamageEvent>; who: PlayersX; at?: string }): Op =>
    preventing("prevent", x.who, (a) => {
      const d = eventInScope(a, "damage");
      return d && x.what(a, d) ? d : null;
    }),
};

/** Runs a sentence `q` chose to carry out, with `q` as its chooser (p.chooser). */
function asChooser<T>(a: Act, q: PlayerId, f: () => T): T {
  const was = a.bound.get("#chooser");
  a.bound.set("#chooser", q as never);
  try {
    return f();
  } finally {
    if (was === undefined) a.bound.delete("#chooser");
    else a.bound.set("#chooser", was);
  }
}

/** 3.7.8: an operation that ends the event in scope (found by `current`) before it is carried out. */
function preventing(name: string, who: PlayersX, current: (a: Act) => (GameEvent & { prevented?: boolean }) | null): Op {
  const open = (a: Act) => {
    const e = current(a);
    return e && !e.prevented ? e : null;
  };
  return operation(name, who, {
    can: (a) => open(a) !== null,
    run: (a) => {
      const e = open(a);
      if (!e) return false;
      e.prevented = true;
      a.engine.log.add({ t: "decision", player: a.actor, request: "prevent", reason: a.skill, answer: e.id });
      return true;
    },
  });
}

/** The event of `kind` this text acts on: the timing's own, else the nearest on the stack. */
function eventInScope<K extends "damage" | "loseHp">(a: Act, kind: K): EventOf<K> | null {
  const e = a.event.kind === kind ? a.event : a.engine.findEvent(kind, () => true);
  return (e as EventOf<K> | null) ?? null;
}

/** 3.9.1–3.9.4: the change a word names (此改变: any). */
const STATE_CHANGE_WORDS: Readonly<Record<string, StateChangeEvent["change"]>> = { 横置: "chain", 重置: "unchain", 翻面: "flip" };

const DAMAGE_ELEMENTS: Readonly<Record<string, DamageEvent["element"]>> = { 普通: "normal", 火焰: "fire", 雷电: "thunder", 冰冻: "ice" };

/**
 * 3.5.14 ② 将此伤害转移给B (the damage form of the 转移 row; use.ts's transfer hands it here): the
 * damage in scope that fits is prevented and B, another live player, takes a like one (same
 * source, channel, element and value; Engine.transferDamage), which settles before the effect goes on.
 */
export function transferDamage(x: { what: Filter<DamageEvent>; to: PlayersX; who: PlayersX }): Op {
  const current = (a: Act): DamageEvent | null => {
    const d = eventInScope(a, "damage");
    return d && !d.prevented && x.what(a, d) ? d : null;
  };
  const open = (a: Act, d: DamageEvent, p: PlayerId): boolean => p !== d.victim && (a.engine.state.players[p]?.alive ?? false);
  return operation("transfer", x.who, {
    can: (a) => {
      const d = current(a);
      return d !== null && x.to.peek(a).some((p) => open(a, d, p));
    },
    run: (a) => {
      const d = current(a);
      if (!d) return false;
      const got = x.to.get(a, "transfer");
      const to = got?.[0];
      if (to === undefined || !open(a, d, to)) return false;
      return a.engine.transferDamage(to, d);
    },
  });
}

/** （距离关系限制规则对此次合法性检测不产生影响） (4.2.2 专题四): the op's legality checks ignore distance. */
function withoutDistance(on: boolean | undefined, op: Op): Op {
  if (!on) return op;
  const wrap = <T>(a: Act, f: () => T): T => {
    const was = a.ignoreDistance;
    a.ignoreDistance = true;
    try {
      return f();
    } finally {
      a.ignoreDistance = was;
    }
  };
  return { name: op.name, can: (a) => wrap(a, () => op.can(a)), run: (a) => wrap(a, () => op.run(a)) };
}

type Adjustable =
  | { readonly kind: "phase"; readonly event: import("../../../model/events.ts").PhaseEvent }
  | { readonly kind: "amount"; readonly event: DamageEvent | RecoverEvent };

function target(a: Act, what: string): Adjustable | null {
  if (what === "额定摸牌数") {
    const e = a.event.kind === "phase" && a.event.phase === "draw" ? a.event : a.engine.findEvent("phase", (p) => p.phase === "draw");
    return e ? { kind: "phase", event: e } : null;
  }
  if (what === "伤害值") {
    const e = a.event.kind === "damage" ? a.event : a.engine.findEvent("damage", () => true);
    return e ? { kind: "amount", event: e } : null;
  }
  if (what === "回复值") {
    const e = a.event.kind === "recover" ? a.event : a.engine.findEvent("recover", () => true);
    return e ? { kind: "amount", event: e } : null;
  }
  return null;
}

export type { PlayerId };
