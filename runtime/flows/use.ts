// 4.2.4 牌的使用事件. Generated per target: the pre-settlement timings (声明使用牌后 … 使用结算
// 准备工作结束时, with 指定/成为目标时/后 once per target), equipment placed into its slot, then
// loop A→B per target (使用结算开始时, 生效前 = responses, 被抵消后 or 生效时/生效后 = the
// card's effect), 使用结算结束后❶❷❸; finally the system puts what is left in the processing
// area into the discard pile.
import type { CardDef, CardUseDef } from "../engine/pack.ts";
import type { UseEvent, UseTarget } from "../model/events.ts";
import type { EquipSlot } from "../model/types.ts";
import { slotOfSubtype } from "../model/types.ts";
import type { Engine } from "../engine/engine.ts";
import type { Flow, Step } from "../engine/flow.ts";
import { placeDelayedStep } from "./judgeArea.ts";
import { applying } from "../engine/generic.ts";

/**
 * A timing for each target (4.2.4 案例1: the first target in the list that has not had it yet), so
 * targets added (3.5.51), cancelled (3.7.6) or sorted again meanwhile are visited once each; a
 * cancelled target ends its timing (3.7.6 ①).
 */
function perTarget(timing: string): Step<UseEvent> {
  return {
    action: timing,
    run: (engine, e) => {
      const visited = new Set<UseTarget>();
      for (;;) {
        const i = e.targets.findIndex((t) => !visited.has(t));
        if (i < 0) break;
        const target = e.targets[i];
        visited.add(target);
        e.current = i;
        e.visit = visited.size;
        engine.dispatch(timing, e, { stopWhen: () => e.targets[e.current] !== target });
      }
      e.current = -1;
    },
  };
}

/**
 * 成为目标时 once per target, in list order; a target transferred away (3.5.14 ◆1, 〖流离〗) ends
 * its timing, and the new target, sorted among those not visited yet, gets its own.
 */
const becomeTargetStep: Step<UseEvent> = {
  action: "use.becomeTarget",
  run: (engine, e) => {
    const visited = new Set<UseTarget>();
    for (;;) {
      const i = e.targets.findIndex((t) => !visited.has(t));
      if (i < 0) break;
      const target = e.targets[i];
      visited.add(target);
      e.current = i;
      engine.dispatch("use.becomeTarget", e, { stopWhen: () => e.targets[e.current] !== target });
    }
    e.current = -1;
  },
};

/** The card's 执行动作 at this timing (【五谷丰登】, 4.2.4), run by the system before the skills there. */
function withCardActions(timing: string): Step<UseEvent> {
  return {
    action: timing,
    run: (engine, e) => {
      const def = engine.useDefs.get(e)?.def;
      for (const action of def?.actions ?? []) {
        if (action.timing !== timing) continue;
        const user = e.user ?? 0;
        engine.handler({ card: e.card.name }, () => action.run(engine.cardContextFor(user, user, e.card, e)));
      }
      engine.dispatch(timing, e);
    },
  };
}

/** The same way of use on the face of the card's kind (火【杀】's effect for a 【杀】 declared 火). */
function kindUse(engine: Engine, def: CardDef, use: CardUseDef, kind: string | undefined): CardUseDef {
  const face = engine.registry.face(def.name, kind);
  if (!face || face === def) return use;
  const index = def.uses.indexOf(use);
  return index >= 0 ? (face.uses[index] ?? use) : use;
}

const noTargets = (_engine: Engine, e: UseEvent) => e.respondsTo === undefined && e.targets.length === 0;

function slotOf(subtype: string | undefined): EquipSlot | null {
  return slotOfSubtype(subtype);
}

export const useFlow: Flow<UseEvent> = {
  kind: "use",
  stopWhen: noTargets,
  steps: [
    {
      action: "toProcessing",
      run: (engine, e) => {
        const via = engine.usedVia(e);
        if (via) e.via = via;
        engine.log.add({
          t: "use",
          user: e.user,
          card: e.card.name,
          cards: [...e.card.physical],
          targets: e.targets.map((t) => t.player),
          vid: e.card.vid,
          ...(e.respondsTo ? { respondsTo: e.respondsTo.card.name } : {}),
          ...(via ? { via } : {}),
        });
        // Cards already there (played for 〖激将〗/〖护驾〗, 4.2.7 ◎) do not move again.
        const away = e.card.physical.filter((c) => engine.state.zone(c).kind !== "processing");
        engine.moveCards(away, { kind: "processing" }, "use", e.user);
      },
    },
    "use.declared",
    "use.targetsChosen",
    "use.used",
    perTarget("use.specifyTarget"),
    becomeTargetStep,
    perTarget("use.specifiedTarget"),
    perTarget("use.becameTarget"),
    withCardActions("use.prepared"),
    {
      // 4.2.4: the final target list drops targets whose players have died.
      action: "finalTargets",
      run: (engine, e) => {
        if (e.respondsTo === undefined) e.targets = e.targets.filter((t) => engine.state.players[t.player].alive);
      },
    },
    {
      action: "equip",
      run: (engine, e) => {
        const def = engine.useDefs.get(e)?.def;
        const slot = slotOf(def?.subtype);
        if (def?.category !== "equipment" || slot === null) return;
        // 4.2.4: into the slot of its subtype (3.1.7, any of the six, 3.3.7–3.3.12); an occupied slot's
        // card goes to the discard pile in the same move (000 4.2.9 ◆1 ◎: 陆逊's 【八卦阵】 goes in as
        // 【白银狮子】 goes to the discard pile).
        const owner = e.targets[0]?.player ?? e.user;
        if (owner === null) return "stop";
        const inProcessing = e.card.physical.filter((c) => engine.state.zone(c).kind === "processing");
        const old = engine.state.players[owner].equipment[slot];
        const moves = inProcessing.map((card) => ({ card, to: { kind: "equip" as const, owner, slot } }));
        engine.moveEach(old === undefined ? moves : [{ card: old, to: { kind: "discardPile" as const } }, ...moves], "equip", e.user);
        return "stop";
      },
    },
    placeDelayedStep,
    {
      action: "loopAB",
      run: (engine, e) => {
        const entry = engine.useDefs.get(e);
        const count = e.respondsTo ? 1 : e.targets.length;
        for (let i = 0; i < count; i++) {
          e.current = e.respondsTo ? -1 : i;
          const t = e.targets[e.current];
          if (t && (t.nullified || !engine.state.players[t.player].alive)) continue;
          // 3.7.5 1.: a card that a state makes invalid for this target (【南蛮入侵】对对应的角色为你的目标
          // 无效) has none of its four timings for it, 使用结算开始时 included.
          if (t && applying(engine, "nullify", { ...(e.user !== null ? { user: e.user } : {}), target: t.player, cardName: e.card.name, card: e.card }).length > 0) {
            t.nullified = true;
            continue;
          }
          engine.dispatch("use.target.settleStart", e);
          if (t?.nullified) continue;
          // 4.2.4 (2): 生效前 ends once a card used in response has settled; offset → 被抵消后.
          const offset = (): boolean => (t ? t.offset : e.cardOffset === true);
          engine.dispatch("use.target.effectBefore", e, { stopWhen: offset, stopOnCardUse: true });
          // 〖无双①〗 (4.2.4 (2)): a 【闪】 that took effect leaves the 【杀】 standing (its effect has no
          // effect) and a further 生效前 follows, until the last required one; no 【闪】 → 生效时.
          for (let left = (t?.responsesNeeded ?? 1) - 1; t && left > 0 && t.offset; left--) {
            t.offset = false;
            engine.dispatch("use.target.effectBefore", e, { stopWhen: offset, stopOnCardUse: true });
          }
          if (offset()) {
            engine.dispatch("use.target.offsetAfter", e);
            // 〖贯石斧〗 (依然对此目标生效) lifts the offset: on to 生效时.
            if (offset()) continue;
          }
          engine.dispatch("use.target.effecting", e);
          engine.dispatch("use.target.effectAfter", e);
          const target = t ? t.player : (e.user ?? 0);
          // 3.5.10: the effect is that of the card's kind now (将此【杀】改为火【杀】 changes it).
          const use = entry?.use ? kindUse(engine, entry.def, entry.use, e.card.kind) : undefined;
          if (use && (!t || engine.state.players[t.player].alive)) {
            // A contained fault in the card's effect ends this use (runtime/engine/faults.ts).
            engine.handler({ card: e.card.name }, () => use.effect(engine.cardContextFor(e.user ?? target, target, e.card, e)));
          }
        }
        e.current = -1;
      },
    },
    withCardActions("use.end.1"),
    "use.end.2",
    "use.end.3",
  ],
  finish: (engine, e) => {
    // Revealed cards (【五谷丰登】) too, should the flow stop before its 执行动作 discard them.
    const left = [...e.card.physical, ...(e.revealed ?? [])].filter((c) => engine.state.zone(c).kind === "processing");
    engine.moveCards(left, { kind: "discardPile" }, "settle", null);
    engine.dropVirtual(e.card);
  },
};
