// Merges loaded packs into lookup tables and builds the dispatch index: timing id → the
// trigger parts and card use windows listening there, so a timing point never scans every
// skill (BRIEF "Runtime").
import type { CardDef, CardUseDef, GeneralDef, Modifier, Pack, SkillDef, TriggerPart, ActivePart } from "../api/pack.ts";
import type { Rank, Suit } from "../model/types.ts";
import { isTimingId, type TimingId } from "../timing/catalogue.ts";

export interface TriggerListener {
  readonly skill: SkillDef;
  readonly part: TriggerPart;
  readonly partIndex: number;
}

export interface CardWindow {
  readonly card: CardDef;
  readonly use: CardUseDef;
  readonly useIndex: number;
}

export interface ActiveEntry {
  readonly skill: SkillDef;
  readonly part: ActivePart;
  readonly partIndex: number;
}

export class Registry {
  readonly generals = new Map<string, GeneralDef>();
  /** In pack order, for deals (4.1.1.3). */
  readonly generalList: GeneralDef[] = [];
  readonly cards = new Map<string, CardDef>();
  readonly skills = new Map<string, SkillDef>();
  readonly triggers = new Map<TimingId, TriggerListener[]>();
  readonly cardWindows = new Map<TimingId, CardWindow[]>();
  /** Skill name → its active parts (出牌阶段). */
  readonly actives = new Map<string, ActiveEntry[]>();
  /** Skill name → modifiers of its state parts (状态类). */
  readonly modifiers = new Map<string, Modifier[]>();
  readonly deck: { readonly name: string; readonly suit: Suit; readonly rank: Rank }[] = [];

  constructor(packs: readonly Pack[]) {
    for (const pack of packs) {
      for (const g of pack.generals) {
        if (!this.generals.has(g.name)) this.generalList.push(g);
        this.generals.set(g.name, g);
      }
      for (const c of pack.cards) this.addCard(c);
      for (const s of pack.skills) this.addSkill(s);
      for (const d of pack.decks) this.deck.push(...d.cards);
    }
  }

  private addCard(card: CardDef): void {
    this.cards.set(card.name, card);
    card.uses.forEach((use, useIndex) => {
      if (use.when.kind !== "timing") return;
      const timing = use.when.timing;
      if (!isTimingId(timing)) throw new Error(`card ${card.name}: unknown timing id ${timing}`);
      push(this.cardWindows, timing, { card, use, useIndex });
    });
  }

  private addSkill(skill: SkillDef): void {
    this.skills.set(skill.name, skill);
    skill.parts.forEach((part, partIndex) => {
      switch (part.kind) {
        case "trigger":
          if (!isTimingId(part.timing)) throw new Error(`skill ${skill.name}: unknown timing id ${part.timing}`);
          push(this.triggers, part.timing, { skill, part, partIndex });
          break;
        case "active":
          push(this.actives, skill.name, { skill, part, partIndex });
          break;
        case "state":
          for (const m of part.modifiers) push(this.modifiers, skill.name, m);
          break;
      }
    });
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
