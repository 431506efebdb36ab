// Player operations (op.*): hp (造成伤害 3.5.57/4.2.12, 失去体力 4.2.13, 回复体力 3.5.27/4.2.15,
// 回复至 3.5.28, 体力上限 4.2.16/4.2.17, 护甲 3.5.60), the general card (横置/重置/翻面/复原 3.9),
// skills (获得/失去 4.2.20/4.2.21), phases and turns (跳过 3.6.2, 额外的阶段/回合 3.6.1–3.6.2,
// 终止 3.6.3). Each is an `operation` of its subject; `can` says whether it could be carried out
// now (003 §三 ◆), so a 可 is offered and a 选择 option is selectable only when it holds.
import type { Channel, GameEvent } from "../../../model/events.ts";
import type { DamageElement, PlayerId } from "../../../model/types.ts";
import type { EventKind, PhaseName } from "../../../timing/catalogue.ts";
import type { ExtraPhaseAt } from "../../../engine/engine.ts";
import { ARMOR_CAP } from "../../../model/state.ts";
import { canChangeState } from "../../../flows/stateChange.ts";
import type { Act, Ex, Op, PhaseX, PlayersX, SkillsX } from "../act.ts";
import { asActor, onePlayer, operation, type OpBody } from "./perform.ts";
import { applying } from "../../../engine/generic.ts";

const alive = (a: Act, q: PlayerId): boolean => a.engine.state.players[q]?.alive ?? false;

/** 渠道 (3.5.23): the card whose effect runs, else this skill. */
export function channelOf(a: Act): Channel {
  return a.card ? { card: a.card.card } : { skill: a.skill };
}

/** Players in settlement order from the current-turn player (3.5.36 各, 003 §二(2)). */
export function inSeatOrder(a: Act, players: readonly PlayerId[]): PlayerId[] {
  const n = a.engine.state.players.length;
  const rank = (q: PlayerId): number => (q - a.engine.currentPlayer + n) % n;
  return [...new Set(players)].sort((x, y) => rank(x) - rank(y));
}

/** 3.4.7 伤害值基数: the X of 造成X点伤害, plus what states add to it for the card whose effect this is (此【杀】的伤害值基数+1). */
function withBase(a: Act, n: number): number {
  const card = a.card?.card;
  if (!card) return n;
  let out = n;
  for (const { owner, mod } of applying(a.engine, "addBase", { card })) out += mod.amount?.(a.engine, owner, { card }) ?? 0;
  return out;
}

const ELEMENTS: Record<string, DamageElement> = {
  normal: "normal",
  fire: "fire",
  thunder: "thunder",
  ice: "ice",
  普通: "normal",
  火焰: "fire",
  雷电: "thunder",
  冰冻: "ice",
};

function elementOf(name: string | undefined): DamageElement {
  if (name === undefined) return "normal";
  const e = ELEMENTS[name];
  if (!e) throw new Error(`op.damage: unknown element ${name}`);
  return e;
}

/**
 * An operation whose body also needs the player who had it done (the actor before the subject
 * takes over: 你令其回复1点体力 — recovered by 其, through you). Built per run, so nested runs of
 * the same op (a skill triggered inside it) keep their own.
 */
function operationBy(name: string, who: PlayersX, body: { can?: (a: Act, q: PlayerId) => boolean; run: (a: Act, q: PlayerId, by: PlayerId) => boolean }): Op {
  const make = (by: PlayerId): Op => {
    const b: OpBody = { run: (a, q) => body.run(a, q, by), ...(body.can ? { can: body.can } : {}) };
    return operation(name, who, b);
  };
  return {
    name,
    who,
    can: (a) => make(a.actor).can(a),
    run: (a) => make(a.actor).run(a),
  };
}

/** 3.6.2: has `q` a skip of `phase` pending, or is that phase of `q` running and skipped already? */
function alreadySkipped(a: Act, q: PlayerId, phase: PhaseName): boolean {
  if (a.engine.pendingSkips.get(q)?.has(phase)) return true;
  return a.engine.findEvent("phase", (e) => e.player === q && e.phase === phase)?.skipped ?? false;
}

/** The flow a 终止 names (3.6.3): 此流程 is the timing's own event; else by its name. */
const FLOW_WORDS: readonly (readonly [string, EventKind])[] = [
  ["回复体力", "recover"],
  ["失去体力", "loseHp"],
  ["伤害", "damage"],
  ["判定", "judge"],
  ["拼点", "pindian"],
  ["濒死", "dying"],
  ["移动", "move"],
  ["使用", "use"],
  ["打出", "play"],
  ["阶段", "phase"],
  ["回合", "turn"],
];

function flowNamed(a: Act, what: string): GameEvent | null {
  const words = what.replace(/\s+/g, "");
  for (const [word, kind] of FLOW_WORDS) if (words.includes(word)) return a.engine.findEvent(kind, () => true);
  return a.event.id > 0 ? a.event : null;
}

export const playerOps = {
  /**
   * 3.5.57 / 4.2.12 造成伤害: one damage event per victim, in order from the current-turn player
   * (各, 3.5.36). The source is the performer; a dead source (or 无来源) gives damage with no
   * source (3.5.57, 3.5.22 ◆). The channel is the card whose effect runs, else this skill (3.5.23).
   */
  damage: (x: { victim: PlayersX; n: Ex<number>; source?: PlayersX; nosource?: string; element?: string; each?: string; at?: string }): Op => {
    const element = elementOf(x.element);
    const sourceOf = (a: Act): PlayerId | null => {
      if (x.nosource || !x.source) return null;
      const s = onePlayer(a, x.source, "damage");
      return s !== null && alive(a, s) ? s : null;
    };
    // 赢的角色对未赢的角色造成伤害 with nobody having won: no one does it (a described source that
    // names no player is no 无来源 damage; a dead one is, 4.2.12).
    const noPerformer = (a: Act): boolean => !x.nosource && x.source !== undefined && x.source.peek(a).length === 0;
    return {
      name: "damage",
      can: (a) => x.n(a) > 0 && !noPerformer(a) && x.victim.peek(a).some((v) => alive(a, v)),
      run: (a) => {
        const n = withBase(a, x.n(a));
        if (n <= 0 || noPerformer(a)) return false;
        const source = sourceOf(a);
        // Choices of victims are the clause subject's (its performer is the actor already).
        const victims = x.victim.get(a, "damage");
        if (!victims) return false;
        let any = false;
        for (const v of inSeatOrder(a, victims)) {
          if (!alive(a, v)) continue;
          const s = source !== null && alive(a, source) ? source : null;
          a.engine.damage(v, n, s, channelOf(a), element);
          // by -1: no source (无来源, 3.5.57) — it matches no performer.
          a.record("damage", s ?? -1, [], [v]);
          any = true;
        }
        return any;
      },
    };
  },

  /** 4.2.13 失去体力. */
  loseHp: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operation("loseHp", x.who, {
      can: (a) => x.n(a) > 0,
      run: (a, q) => {
        a.engine.loseHp(q, x.n(a));
        a.record("loseHp", q, []);
        return true;
      },
    }),

  /** 3.5.27 回复X点体力: not when unhurt (Y = 0); at most the hp lost (4.2.15). Its source is the one who had it done. */
  recover: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operationBy("recover", x.who, {
      can: (a, q) => x.n(a) > 0 && a.engine.state.players[q].hp < a.engine.state.players[q].maxHp,
      run: (a, q, by) => {
        a.engine.recover(q, x.n(a), by, channelOf(a));
        a.record("recover", q, [], [by]);
        return true;
      },
    }),

  /** 3.5.28 将体力回复至X点: not when Y = Z or Y ≥ X; else recovers min{X,Z} − Y (Y hp, Z max hp). */
  recoverTo: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operationBy("recoverTo", x.who, {
      can: (a, q) => {
        const p = a.engine.state.players[q];
        return p.hp < p.maxHp && p.hp < x.n(a);
      },
      run: (a, q, by) => {
        const p = a.engine.state.players[q];
        const amount = Math.min(x.n(a), p.maxHp) - p.hp;
        if (amount <= 0) return false;
        a.engine.recover(q, amount, by, channelOf(a));
        a.record("recover", q, [], [by]);
        return true;
      },
    }),

  /** 4.2.16 减X点体力上限. */
  loseMaxHp: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operation("loseMaxHp", x.who, {
      can: (a) => x.n(a) > 0,
      run: (a, q) => {
        a.engine.loseMaxHp(q, x.n(a));
        return true;
      },
    }),

  /** 4.2.17 加X点体力上限. */
  gainMaxHp: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operation("gainMaxHp", x.who, {
      can: (a) => x.n(a) > 0,
      run: (a, q) => {
        a.engine.gainMaxHp(q, x.n(a));
        return true;
      },
    }),

  /** 3.5.60 加X点护甲: not at the cap (Y = 0); at most up to it. */
  gainArmor: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operation("gainArmor", x.who, {
      can: (a, q) => x.n(a) > 0 && a.engine.state.players[q].armor < ARMOR_CAP,
      run: (a, q) => a.engine.gainArmor(q, x.n(a)) > 0,
    }),

  /** 4.2.14 减Y点护甲: none left (Y = 0) cannot be done; less than X loses all of it. */
  loseArmor: (x: { n: Ex<number>; who: PlayersX; at?: string }): Op =>
    operation("loseArmor", x.who, {
      can: (a, q) => x.n(a) > 0 && a.engine.state.players[q].armor > 0,
      run: (a, q) => a.engine.loseArmor(q, x.n(a)) > 0,
    }),

  /** 3.9.4 翻面 (always possible for a living player). */
  flip: (x: { who: PlayersX; at?: string }): Op =>
    operation("flip", x.who, {
      can: (a, q) => canChangeState(a.engine, q, "flip"),
      // Recorded, for 以此法翻面 (3.5.33, 〖媚语〗).
      run: (a, q) => {
        const flipped = a.engine.flip(q);
        if (flipped) a.record("flip", q, []);
        return flipped;
      },
    }),

  /** 3.9.1 横置: only an upright general card. */
  chain: (x: { who: PlayersX; at?: string }): Op => operation("chain", x.who, { can: (a, q) => canChangeState(a.engine, q, "chain"), run: (a, q) => a.engine.chain(q) }),

  /** 3.9.2 重置: only a sideways general card. */
  unchain: (x: { who: PlayersX; at?: string }): Op => operation("unchain", x.who, { can: (a, q) => canChangeState(a.engine, q, "unchain"), run: (a, q) => a.engine.unchain(q) }),

  /** 3.9.5 复原: 重置 then 翻面 as needed; not when face up and not chained (3.5.27 ◎ 〖举荐〗). */
  restore: (x: { who: PlayersX; at?: string }): Op =>
    operation("restore", x.who, {
      can: (a, q) => {
        const p = a.engine.state.players[q];
        return !p.faceUp || p.chained;
      },
      run: (a, q) => a.engine.restore(q),
    }),

  /** 4.2.20 获得技能: the named skills the player does not have yet (one event for all). */
  gainSkill: (x: { what: SkillsX; who: PlayersX; at?: string }): Op => {
    const missing = (a: Act, q: PlayerId): string[] => x.what(a).filter((s) => a.engine.registry.skills.has(s) && !a.engine.state.players[q].skills.includes(s));
    return operation("gainSkill", x.who, {
      can: (a, q) => missing(a, q).length > 0,
      run: (a, q) => {
        const gained = missing(a, q);
        a.engine.gainSkill(q, gained);
        // 以此法获得的技能 (sk.happened).
        a.bound.set("#skills.gainSkill", [...((a.bound.get("#skills.gainSkill") as string[] | undefined) ?? []), ...gained]);
        return true;
      },
    });
  },

  /** 4.2.21 失去技能: the named skills the player has. */
  loseSkill: (x: { what: SkillsX; who: PlayersX; at?: string }): Op => {
    const held = (a: Act, q: PlayerId): string[] => x.what(a).filter((s) => a.engine.state.players[q].skills.includes(s));
    return operation("loseSkill", x.who, {
      can: (a, q) => held(a, q).length > 0,
      run: (a, q) => {
        const lost = held(a, q);
        a.engine.loseSkill(q, lost);
        // 以此法失去的技能 (sk.happened).
        a.bound.set("#skills.loseSkill", [...((a.bound.get("#skills.loseSkill") as string[] | undefined) ?? []), ...lost]);
        return true;
      },
    });
  },

  /**
   * 3.6.2 跳过<阶段>: the phase's timing points are not generated (a skip of the running phase
   * stops it at once). ◆ A phase skipped already cannot be skipped again (◎ 〖放权〗).
   */
  skipPhase: (x: { what: PhaseX; who: PlayersX; at?: string }): Op =>
    operation("skipPhase", x.who, {
      // As a cost (paid in full, 3.5.11) every phase named must be skippable; as an effect, some.
      can: (a, q) => (a.paying > 0 ? x.what.peek(a).every((ph) => !alreadySkipped(a, q, ph)) : x.what.peek(a).some((ph) => !alreadySkipped(a, q, ph))),
      run: (a, q) => {
        const phases = x.what.get(a, "skipPhase");
        if (!phases) return false;
        let any = false;
        for (const ph of phases) {
          if (alreadySkipped(a, q, ph)) continue;
          a.engine.skipPhase(q, ph);
          any = true;
        }
        return any;
      },
    }),

  /** 3.6.2 ◆ 将阶段a改为阶段b: the performer's phase a, not begun yet, goes on as b. */
  changePhase: (x: { what: PhaseX; to: PhaseX; who: PlayersX; at?: string }): Op =>
    operation("changePhase", x.who, {
      can: (a) => x.what.peek(a).length === 1 && x.to.peek(a).length === 1,
      run: (a, q) => {
        const from = x.what.get(a, "changePhase");
        const to = x.to.get(a, "changePhase:to");
        if (!from || !to || from.length !== 1 || to.length !== 1) return false;
        return a.engine.changePhase(q, from[0], to[0]);
      },
    }),

  /**
   * 3.6.2 ◆ 获得一个额外的<阶段>, before/after an anchor phase of the player's turn; without an
   * anchor it is played at once (at 回合开始后❾ that is before 准备阶段: 〖当先〗).
   */
  extraPhase: (x: { what: PhaseX; who: PlayersX; anchor?: PhaseX; side?: string; at?: string }): Op =>
    operation("extraPhase", x.who, {
      can: (a) => x.what.peek(a).length > 0,
      run: (a, q) => {
        const phases = x.what.get(a, "extraPhase");
        if (!phases || phases.length === 0) return false;
        const anchor = x.anchor?.peek(a)[0];
        const at: ExtraPhaseAt | undefined = anchor === undefined ? undefined : x.side === "之后" ? { after: anchor } : { before: anchor };
        for (const ph of phases) a.engine.extraPhase(q, ph, at);
        return true;
      },
    }),

  /** 3.6.1 获得一个额外的回合: played after the current turn (◆ the last granted first). */
  extraTurn: (x: { who: PlayersX; at?: string }): Op =>
    operation("extraTurn", x.who, {
      run: (a, q) => {
        a.engine.extraTurn(q);
        return true;
      },
    }),

  /** 3.6.3 终止此流程/此回合: the flow generates no further timing point (〖救援〗: 终止此回复体力流程). */
  terminate: (x: { what: string; who: PlayersX; at?: string }): Op =>
    operation("terminate", x.who, {
      can: (a) => {
        const e = flowNamed(a, x.what);
        return e !== null && !a.engine.isTerminated(e);
      },
      run: (a) => {
        const e = flowNamed(a, x.what);
        if (!e) return false;
        a.engine.terminate(e);
        return true;
      },
    }),
};
