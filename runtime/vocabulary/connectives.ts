// Connectives, modals and adverbials (seed 004 §3.5): the words that say how an operation is
// done — optionally (可), when required (需/须), by each (各), one after another (依次), at
// once (并), in a period (于…内), through a card's effect (因执行…的效果而), by this means
// (以此法). They stand between a clause's subject and its predicate; a period may also stand
// before the subject (于此阶段内你…, 此阶段内你…).

export interface AdverbialRow {
  readonly id: string;
  readonly section: string;
  readonly forms: readonly string[];
  readonly means: string;
}

export const ADVERBIALS: readonly AdverbialRow[] = [
  { id: "may", section: "3.5.5", forms: ["可"], means: "the subject may choose to do it (可)" },
  { id: "need", section: "3.5.17", forms: ["需"], means: "the subject may respond by doing it; if not, 否则 follows (需)" },
  { id: "must", section: "3.5.18", forms: ["须"], means: "the subject must do it (须)" },
  { id: "can", section: "4.2.2", forms: ["能"], means: "the subject could do it (a test)" },
  { id: "cannot", section: "4.2.2", forms: ["不能"], means: "the subject cannot do it (a state while it lasts)" },
  { id: "not", section: "3.5.33", forms: ["未"], means: "has not done it (a past test), 未以此法" },
  { id: "no", section: "3.4.10", forms: ["不"], means: "negation of a state (不在…的攻击范围内)" },
  { id: "each", section: "3.5.36", forms: ["各"], means: "each of the players does it, in order" },
  { id: "inOrder", section: "3.5.15", forms: ["依次"], means: "one after another (players in order; cards one at a time)" },
  { id: "also", section: "3.5.51", forms: ["也"], means: "also" },
  { id: "still", section: "4.2.4", forms: ["依然"], means: "still, after all" },
  { id: "byThisMeans", section: "3.5.33", forms: ["以此法"], means: "by the means this skill describes (以此法)" },
  { id: "firstTime", section: "3.5.33", forms: ["首次"], means: "for the first time" },
  // 3.4.15 ◆-like 均: every one (这两名角色均未赢; 你于此次拼点中均未赢: in each pair).
  { id: "all", section: "3.4.15", forms: ["均"], means: "every one of them (tests of a set, or of each result of an event in scope)" },
  // Before the subject, 于 may be left out: 此阶段内你不能使用【杀】 (grammar/rules/clauses.ts leadingPeriod).
  { id: "during", section: "3.6.2", forms: ["于 <period:period> <side:(内|外|中|之前)>"], means: "in a period (于此回合内, 于回合外, 于其出牌阶段内; before the subject also 此阶段内)" },
  { id: "throughEffect", section: "3.5.23", forms: ["因执行 <by:cards> 的 效果 而", "因执行 <skill:skill> 的 效果 而"], means: "through the effect of a card or skill (its 渠道)" },
  { id: "relativeTo", section: "3.6.3", forms: ["于 <act:action> <side:(后|前)>"], means: "after / before an event (于以此法弃置牌后)" },
  { id: "byActivating", section: "4.2.2", forms: ["通过 发动 <skill:skill> 来"], means: "by activating a skill" },
];

/**
 * How two effects of one sentence part are joined (seed 004 3.5.11–3.5.12, 3.5.19): each form is a
 * sequence of words, and its link says how the second runs — after the first (，然后), only if the
 * first ran (▷), or together with it as one operation (并, 且, 、).
 */
export interface ClauseLinkRow {
  readonly section: string;
  readonly forms: readonly (readonly string[])[];
  readonly link: "then" | "after" | "and";
  readonly means: string;
}

export const CLAUSE_LINKS: readonly ClauseLinkRow[] = [
  // 然后 is the rulebook's own word for the next effect (004 ◎ 〖英魂〗: 摸一张牌，然后弃置三张牌).
  { section: "3.5.11", forms: [["，"], ["，", "然后"]], link: "then", means: "then the next effect" },
  { section: "3.5.12", forms: [["▷"]], link: "after", means: "the next effect only if the one before ran" },
  { section: "3.5.19", forms: [["并"], ["且"], ["，", "且"], ["、"]], link: "and", means: "together, as parts of one operation" },
];

