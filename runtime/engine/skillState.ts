// Per-skill state of players (3.2.7, 3.5.62, 3.7.5): 限定技 used, 觉醒技 awakened, 转换技 阳/阴,
// and skills made invalid (无效) for a duration. An invalid skill cannot be activated by anyone and
// has no effect (3.7.5 ②): the dispatch, the idle options, need probes and modifiers ask
// `isSkillValid`.
import type { SkillDef, SkillPart } from "./pack.ts";
import type { GameEvent } from "../model/events.ts";
import type { PlayerId, SwitchState } from "../model/types.ts";
import type { PlayerState } from "../model/state.ts";

/** Which of a player's skills (3.7.5 "A的……技能"). */
export type SkillSelector =
  /** All its general skills (武将技能). */
  | "all"
  /** Its general skills with the 锁定技 tag. */
  | "locked"
  /** Its general skills without the 锁定技 tag (非锁定技). */
  | "nonLocked"
  /** These skills by name (general or equipment skills). */
  | readonly string[];

/** How long the skills stay invalid (3.7.5 ② 于一个时间段内). */
export type InvalidUntil =
  /** 于此回合内: until the current turn ends (after 回合结束前❼). */
  | { readonly kind: "turn" }
  /** 于此阶段内: until the current phase ends. */
  | { readonly kind: "phase" }
  /** 直到其下回合开始: until 回合开始后❻ of that player's next turn (4.1.1.6). */
  | { readonly kind: "nextTurnOf"; readonly player: PlayerId }
  /** 若…: while the condition holds (checked at every query; it ends for good once false). */
  | { readonly kind: "while"; readonly holds: () => boolean }
  /** For the rest of the game. */
  | { readonly kind: "game" };

interface Invalidation {
  readonly player: PlayerId;
  readonly which: SkillSelector;
  readonly until: InvalidUntil;
  /** The turn or phase event whose end ends it (null: the end of the next turn). */
  readonly boundTo: GameEvent | null;
}

export class SkillStates {
  private list: Invalidation[] = [];

  invalidate(player: PlayerId, which: SkillSelector, until: InvalidUntil, stack: readonly GameEvent[]): void {
    let boundTo: GameEvent | null = null;
    if (until.kind === "turn" || until.kind === "phase") {
      for (let i = stack.length - 1; i >= 0; i--) {
        const e = stack[i];
        if (e.kind === until.kind || (until.kind === "phase" && e.kind === "turn")) {
          boundTo = e;
          break;
        }
      }
    }
    this.list.push({ player, which, until, boundTo });
  }

  /** No skill is invalid at all (the common case: queries return at once). */
  get none(): boolean {
    return this.list.length === 0;
  }

  /** 3.7.5 ②: is `skill` of `player` valid now? `def` tells whether it carries 锁定技. */
  isValid(player: PlayerState, skill: string, def: () => SkillDef | undefined): boolean {
    if (this.list.length === 0) return true;
    const general = player.skills.includes(skill);
    const locked = def()?.tags.includes("locked") ?? false;
    for (const inv of this.list) {
      if (inv.player !== player.id) continue;
      if (inv.until.kind === "while" && !inv.until.holds()) continue;
      const w = inv.which;
      const hit =
        w === "all" ? general : w === "locked" ? general && locked : w === "nonLocked" ? general && !locked : w.includes(skill);
      if (hit) return false;
    }
    return true;
  }

  /** An event ended: invalidations bound to it end (于此回合内 / 于此阶段内). */
  eventEnded(event: GameEvent): void {
    if (this.list.length === 0) return;
    this.list = this.list.filter((inv) => inv.boundTo !== event && !(inv.until.kind === "while" && !inv.until.holds()));
  }

  /** A turn ended: "this turn" invalidations made outside any turn end with it. */
  turnEnded(): void {
    this.list = this.list.filter((inv) => !((inv.until.kind === "turn" || inv.until.kind === "phase") && inv.boundTo === null));
  }

  private readonly started = new Map<PlayerId, number>();

  /** How many turns `player` has started (reached 回合开始后❻ in, 3.6.2 ◆). */
  turnsStarted(player: PlayerId): number {
    return this.started.get(player) ?? 0;
  }

  /** 回合开始后❻ of `player`: invalidations lasting until its next turn end. */
  turnStarted(player: PlayerId): void {
    this.started.set(player, this.turnsStarted(player) + 1);
    this.list = this.list.filter((inv) => !(inv.until.kind === "nextTurnOf" && inv.until.player === player));
  }
}

/** 3.5.62: a switch skill's state; every one starts 阳. */
export function switchStateOf(player: PlayerState, skill: string): SwitchState {
  return player.switchStates[skill] ?? "yang";
}

/** 限定技/觉醒技 (3.2.7): used once, it cannot be activated again. */
export function isUsedUp(player: PlayerState, skill: SkillDef): boolean {
  return (skill.tags.includes("limited") && player.limitedUsed.includes(skill.name)) || (skill.tags.includes("awaken") && player.awakened.includes(skill.name));
}

/** 3.5.62: a side (阳：…/阴：…) of a 转换技 other than the skill's current state cannot be activated. */
export function isOffSide(player: PlayerState, skill: SkillDef, part: SkillPart): boolean {
  return part.kind !== "state" && part.side !== undefined && switchStateOf(player, skill.name) !== part.side.state;
}

/**
 * After an activation (003 §三: once all its costs are paid the skill is activated, 发动了技能): a
 * 限定技 is used, a 觉醒技 awakened, a 转换技 switches 阳 ↔ 阴 (3.5.62) — when a side of it was
 * activated, or any part of a 转换技 written without sides.
 */
export function noteSkillUse(player: PlayerState, skill: SkillDef, part?: SkillPart): void {
  if (skill.tags.includes("limited") && !player.limitedUsed.includes(skill.name)) player.limitedUsed.push(skill.name);
  if (skill.tags.includes("awaken") && !player.awakened.includes(skill.name)) player.awakened.push(skill.name);
  const sided = skill.parts.some((p) => p.kind !== "state" && p.side !== undefined);
  const switches = sided ? part !== undefined && part.kind !== "state" && part.side !== undefined : skill.tags.includes("switch");
  if (switches) player.switchStates[skill.name] = switchStateOf(player, skill.name) === "yang" ? "yin" : "yang";
}

/**
 * A lost skill's 转换技状态 is not kept: gained again, it starts 阳 like every skill (3.5.62 所有技能
 * 最初的转换技状态均为阳; the rulebook says nothing of a skill lost and regained).
 */
export function forgetSwitchState(player: PlayerState, skill: string): void {
  delete player.switchStates[skill];
}
