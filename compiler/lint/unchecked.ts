// The ◆ rules of seed 004 (chapter 3) and the notes of seeds 000/003 that were gone through for
// the linter: each is a rule (its id), or says why it cannot be checked from the text. Rendered
// into docs/lint/README.md (compiler/lint/docs.ts).

export interface RulebookNote {
  /** Seed section (004 unless the seed is named). */
  readonly section: string;
  /** The ◆ rule, shortened. */
  readonly says: string;
  /** The lint rule that checks it, if any. */
  readonly rule?: string;
  /** Why it is not a lint rule (when `rule` is absent), or what the rule covers. */
  readonly why: string;
}

const STATE = "depends on the game state when the text is carried out (the runtime applies it), not on the wording";
const DEFAULT = "gives the default reading of a wording, so the wording is not ambiguous: nothing to flag";
const GUOZHAN = "国战 mode only (the runtime plays identity mode)";
const RUNTIME_FLOW = "how the engine runs a flow; a text cannot break it";

export const NOTES: readonly RulebookNote[] = [
  { section: "3 本章提要 2.", says: "a skill's text is made of the chapter's terms; only the defined terms express the card's information exactly", rule: "SGS013", why: "a near-synonym (抽, 丢弃, 恢复体力 …) where a term exists" },
  { section: "3.1.2", says: "武将牌的技能 are those printed on the general card", why: "defines a term of the rules collection, not of skill text" },
  { section: "3.1.7", says: "an equipment card used as another card gives no range or skill", why: STATE + " (runtime/api/lib/cards.ts, ruling tests)" },
  { section: "3.1.7", says: "a card whose distance/range/skill is relied on cannot be operated", why: STATE },
  { section: "3.1.7", says: "the six equipment subtypes", why: "a definition; the grammar's card subtypes follow it" },
  { section: "3.1.9", says: "every virtual card is distinct", why: STATE },
  { section: "3.2.6", says: "选择一个势力 may name a faction nobody has", why: DEFAULT },
  { section: "3.2.6", says: "君 generals and 珠联璧合", why: GUOZHAN },
  { section: "3.2.7", says: "same-named skills are distinct / independent", why: STATE },
  { section: "3.3.6", says: "face-down hand cards are shuffled before another operates them", why: STATE },
  { section: "3.3.6", says: "a hand operated but not moved is shuffled", why: STATE },
  { section: "3.3.16–3.3.19", says: "置于武将牌上 means one's own; “X” piles: every card is an “X”, leaves the pile on moving", why: DEFAULT },
  { section: "3.3.16–3.3.17", says: "face-down cards on/beside one's general card are visible to oneself", why: STATE },
  { section: "3.3.20", says: "仁道 overflow and order", why: RUNTIME_FLOW },
  { section: "3.3.23–3.3.24", says: "a sealed area cannot be disabled; an unsealed one cannot be restored", why: STATE + " (the library checks it)" },
  { section: "3.4.9–3.4.10", says: "dead players do not count in distances; attack range is a distance relation", why: STATE },
  { section: "3.4.11", says: "a variable in an equation is computed, in a set chosen, in an inequality a condition", rule: "SGS007", why: "SGS007 flags a variable with no definition at all; which kind a definition is, the grammar reads" },
  { section: "3.4.13", says: "等量 takes the nearest earlier non-fixed quantity", rule: "SGS005", why: "a 等量 with none before it" },
  { section: "3.4.17–3.4.18", says: "至多/至少X and 任意数量 ranges (任意数量 admits 0)", rule: "SGS012", why: "任意数量 in a cost or a 交给" },
  { section: "3.4.19", says: "a player whose rated draw count is 0 cannot pay 令额定摸牌数±X as a cost", why: STATE + " (the count is 0 only in play)" },
  { section: "3.5.1", says: "every operation not done by the system is done by some player", why: "the compiler gives every operation its performer" },
  { section: "3.5.4", says: "<角色>的<……>牌 means cards the player owns; one cannot operate another's cards unless the flow requires it; an unnamed hand/equipment area is one's own", why: DEFAULT },
  { section: "3.5.5", says: "可 before the costs or the only effect is the launch choice", rule: "SGS003", why: "with 锁定技 (and SGS017 with 须)" },
  { section: "3.5.8", says: "an unnamed owner of an “X” mark is the skill's owner", why: DEFAULT },
  { section: "3.5.10", says: "“/” alternatives pair one to one", rule: "SGS004", why: "runs of different lengths" },
  { section: "3.5.11–3.5.13", says: "▶ costs/effects, ▷ chains, （→） delayed effects", rule: "SGS009", why: "two ▶ in a part (SGS010: a delayed effect without its timing)" },
  { section: "3.5.12", says: "▷ runs the effect to its right only if the nearest effect to its left ran", rule: "SGS019", why: "a ▷ after the last option of a choice, with a ； after it" },
  { section: "3.5.14", says: "转移 a card at 成为目标时; a damage by preventing it and dealing another", rule: "SGS011", why: "转移 of a card at any other use timing, of a damage after it was dealt" },
  { section: "3.5.16", says: "此牌 is a card mentioned before", rule: "SGS006", why: "此牌 with no card before it" },
  { section: "3.5.17–3.5.18", says: "需: a choice of how to respond; 须: forced", rule: "SGS016", why: "需 with no 否则 (SGS017: 可 and 须 together)" },
  { section: "3.5.29", says: "另一名角色 is a player besides the “一名角色” named before", rule: "SGS018", why: "另一名角色 with no player before it" },
  { section: "3.5.21", says: "a use whose user changed still counts for the first user; a skill about the user reads a dead user's information", why: STATE },
  { section: "3.5.22", says: "a damage whose source died has no source; a changed source does not change the card's user", why: STATE },
  { section: "3.5.37–3.5.38", says: "上家/下家 skip the dead, one is never one's own; equal shortest routes are chosen", why: STATE },
  { section: "3.5.40–3.5.42", says: "隐匿, 整肃, 协力", why: GUOZHAN },
  { section: "3.5.51", says: "only a legal target can become an extra target; the rated target count does not limit it", why: STATE + "; when targets can still be added, SGS011 checks" },
  { section: "3.6.1", says: "extra turns are ordered as the examples say; 于回合内/外 means one's own turn", why: RUNTIME_FLOW },
  { section: "3.6.2", says: "an unnamed ……阶段 is the owner's (in timings) or the using turn's; 阶段内 runs from 开始时❶ to 结束时", why: DEFAULT },
  { section: "3.6.2", says: "extra phases, skipping (not an operation, never twice), changing a phase", why: STATE + " (skipping twice is refused in play: ◎〖放权〗)" },
  { section: "3.7.1", says: "what responding to a card means; who cannot respond", why: "defines 响应 for the runtime; the wording 不能响应 is a vocabulary row" },
  { section: "3.7.8", says: "a prevented damage was never dealt; 伤害值-Y ≥ X prevents it; a prevented move did not happen", why: STATE },
  { section: "3.8.2–3.8.3", says: "a player cannot use (play out) two or more cards at once", rule: "SGS015", why: "同时使用/打出 of several cards" },
  { section: "3.8.6", says: "an equipment card cannot go into an occupied or sealed area except by use; 将X张置入 puts as many as can go", why: STATE },
  { section: "3.8.6", says: "a delayed trick put into a judge area not by use passes the legality check first", why: STATE },
  { section: "3.8.8", says: "A令B弃置 (B chooses) vs A弃置B的牌 (A chooses); 弃置X张 discards what it can", why: "both wordings are defined, so neither is ambiguous; the amount is the runtime's" },
  { section: "3.8.11", says: "交给 distributes X cards among Y receivers, each at least one", rule: "SGS012", why: "交给 of 任意数量 cards (may give nothing)" },
  { section: "3.8.17", says: "a shown card's face is recorded; nobody without a hand can 同时展示 hands", why: STATE },
  { section: "3.8.20", says: "获得X张 gains what it can; 获得 several areas' cards; 得到 then shuffling", why: STATE },
  { section: "3.9.6", says: "野心家 factions, no faction, no gender, 暗置 generals", why: GUOZHAN },
  { section: "000 §4.1.1.6, §4.2.x", says: "split timings ❶❷❸ each list the skills that act there", rule: "SGS001", why: "a split timing without its mark (SGS002: a mark that names no timing point)" },
  { section: "000 §4.2.4", says: "at 成为目标时 the user has used the card on its final targets", rule: "SGS011", why: "也成为目标/取消/转移 after the targets are fixed" },
  { section: "000 §4.2.4 ◆", says: "【闪】/【金蝉脱壳】/【无懈可击】 open no 声明使用牌后 … 成为目标后 for skills", rule: "SGS014", why: "a skill triggered only there by these cards" },
  { section: "000 §4.2.4 ◆", says: "a use whose targets drop to 0 is terminated; its timings are generated even if the user died", why: RUNTIME_FLOW },
  { section: "000 §4.2.12, §4.2.11, §4.2.9", says: "damage is dealt before 造成/受到伤害后; the result is settled at 判定结果确定时; cards arrive before 移至目标区域后", rule: "SGS011", why: "防止/伤害值±/改判/改变目标区域 after that" },
  { section: "003 专题一", says: "a non-state 锁定技 is used whenever its condition holds", rule: "SGS003", why: "锁定技 with 可" },
  { section: "003 一 ◆", says: "a 出牌阶段 skill is used at the phase's idle time points; 限一次 means one of them", why: "defines the reading of 出牌阶段; the compiler applies it" },
  { section: "003 三 ◆", says: "the kinds of costs; a skill without costs whose effects all cannot be carried out cannot be used", why: "the corpus (the rules collection in this notation) pays costs the list does not name (判定, 摸, 观看): not a wording rule; whether effects can be carried out is the runtime's" },
  { section: "003 三 ◆", says: "a skill is used only while its owner and targets are alive; targets beyond the rated count are chosen", why: STATE },
];
