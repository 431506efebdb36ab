// Merges loaded packs into lookup tables and builds the dispatch index: timing id → the
// trigger parts and card use windows listening there, so a timing point never scans every
// skill (BRIEF "Runtime").
import type { CardDef, CardUseDef, GeneralDef, Modifier, Pack, SkillDef, TriggerPart, ActivePart } from "./pack.ts";
import type { Rank, Suit } from "../model/types.ts";
import { isTimingId, type TimingId } from "../timing/catalogue.ts";

export interface TriggerListener {
  readonly skill: SkillDef;
  readonly part: TriggerPart;
  readonly partIndex: number;
}

/**
 * The listeners of one timing point by skill name (issue #7: a dispatch asks only the skills a
 * player owns, not every skill of the packs), each with its place in registration order (the
 * order skills are offered in), and whether any of them is an equipment skill.
 */
export interface TimingListeners {
  readonly bySkill: ReadonlyMap<string, readonly TriggerListener[]>;
  readonly ordinal: ReadonlyMap<TriggerListener, number>;
  readonly hasEquipmentSkill: boolean;
  /** Cards (by name, as equipmentSkillsOf looks them up) one of whose skills listens here. */
  readonly equipmentCards: ReadonlySet<string>;
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
  readonly deck: { readonly name: string; readonly suit: Suit; readonly rank: Rank; readonly kind?: string }[] = [];
  /** 3.1.5 衍生牌: the faces derived cards take, in the order the packs list them. */
  readonly derivedFaces: { readonly name: string; readonly suit: Suit; readonly rank: Rank; readonly kind?: string }[] = [];

  constructor(packs: readonly Pack[]) {
    for (const pack of packs) {
      // Issue #5 item 5: a skill name resolves in its own pack first. A pack's skill whose name an
      // earlier pack already defines (界限突破's 〖突袭〗 beside the standard one) is registered
      // under its qualified id, and the pack's own generals and cards name that id; everyone
      // else keeps the skill the plain name names.
      const local = new Map<string, string>();
      for (const s of pack.skills) {
        const id = this.skills.has(s.name) ? qualifiedSkillId(s.name, pack.name) : s.name;
        local.set(s.name, id);
      }
      const resolve = (name: string): string => local.get(name) ?? name;
      for (const g of pack.generals) {
        const def = g.skills.some((n) => resolve(n) !== n) ? { ...g, skills: g.skills.map(resolve) } : g;
        if (!this.generals.has(g.name)) this.generalList.push(def);
        this.generals.set(g.name, def);
      }
      for (const c of pack.cards) this.addCard(c.skills.some((n) => resolve(n) !== n) ? { ...c, skills: c.skills.map(resolve) } : c);
      for (const s of pack.skills) {
        const id = local.get(s.name)!;
        this.addSkill(id === s.name ? s : { ...s, name: id });
        this.packOfSkill.set(id, pack.name);
      }
      for (const d of pack.decks) (d.derived ? this.derivedFaces : this.deck).push(...d.cards);
    }
  }

  /** `triggers` indexed by skill name, per timing point (built on first use). */
  private listenerIndex: Map<TimingId, TimingListeners> | null = null;

  listenersAt(timing: TimingId): TimingListeners | undefined {
    if (!this.listenerIndex) {
      const equipmentSkills = new Set<string>();
      for (const c of this.cards.values()) for (const s of c.skills) equipmentSkills.add(s);
      for (const c of this.kindFaces.values()) for (const s of c.skills) equipmentSkills.add(s);
      this.listenerIndex = new Map();
      for (const [t, listeners] of this.triggers) {
        const bySkill = new Map<string, TriggerListener[]>();
        const ordinal = new Map<TriggerListener, number>();
        listeners.forEach((l, i) => {
          push(bySkill, l.skill.name, l);
          ordinal.set(l, i);
        });
        const equipmentCards = new Set<string>();
        for (const c of this.cards.values()) if (c.skills.some((s) => bySkill.has(s))) equipmentCards.add(c.name);
        this.listenerIndex.set(t, { bySkill, ordinal, hasEquipmentSkill: listeners.some((l) => equipmentSkills.has(l.skill.name)), equipmentCards });
      }
    }
    return this.listenerIndex.get(timing);
  }

  private readonly needListenerLists = new Map<string, { readonly all: readonly TriggerListener[]; readonly byOthers: readonly TriggerListener[] }>();

  /**
   * The listeners at 需要使用/打出此牌时❶❷❸ in that order, and those of them another player
   * activates (其可…, an `activator`): asked at every idle time point, built once.
   */
  needListeners(kind: "needUse" | "needPlay"): { readonly all: readonly TriggerListener[]; readonly byOthers: readonly TriggerListener[] } {
    let lists = this.needListenerLists.get(kind);
    if (!lists) {
      const all = [1, 2, 3].flatMap((i) => this.triggers.get(`${kind}.${i}` as TimingId) ?? []);
      lists = { all, byOthers: all.filter((l) => l.part.activator) };
      this.needListenerLists.set(kind, lists);
    }
    return lists;
  }

  /** The 扩展包 that defines each registered skill id. */
  readonly packOfSkill = new Map<string, string>();

  /**
   * A skill named in the text of `from` (获得〖X〗): the one of from's own pack if it defines X,
   * otherwise the plain name (issue #5 item 5).
   */
  resolveSkill(name: string, from?: string): string {
    const pack = from === undefined ? undefined : this.packOfSkill.get(from);
    if (pack !== undefined) {
      const own = qualifiedSkillId(name, pack);
      if (this.skills.has(own)) return own;
    }
    return name;
  }

  /**
   * The face of `name` of this kind (3.5.10: 火【杀】 and 雷【杀】 are faces of 【杀】); the name's
   * plain face when no pack defines that kind.
   */
  face(name: string, kind: string | undefined): CardDef | undefined {
    if (kind !== undefined && kind !== "plain") {
      const own = this.kindFaces.get(`${name}|${kind}`);
      if (own) return own;
    }
    return this.cards.get(name);
  }

  /** Faces with a kind, by “name|kind”. `cards` holds each name's plain face. */
  readonly kindFaces = new Map<string, CardDef>();

  private addCard(card: CardDef): void {
    if (card.kind !== undefined && card.kind !== "plain") {
      this.kindFaces.set(`${card.name}|${card.kind}`, card);
      // The name's own (plain) face stands for the name; a kind stands in only until one comes.
      if (!this.cards.has(card.name) || this.cards.get(card.name)!.kind !== undefined) this.cards.set(card.name, card);
    } else this.cards.set(card.name, card);
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

/** The id of a skill whose name an earlier pack already uses: 突袭@界限突破. */
export function qualifiedSkillId(name: string, pack: string): string {
  return `${name}@${pack}`;
}

/** A skill id's printed name (the part before “@pack”). */
export function skillNameOf(id: string): string {
  const at = id.indexOf("@");
  return at < 0 ? id : id.slice(0, at);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
