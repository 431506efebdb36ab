// Noun phrases (BRIEF "Phrase structure"): one rule per kind of head, all built the same way —
//   [除X外的] [owner的] [region里的] (relative的)* [quantity] (relative的)* attribute* head [label]
// plus references (你, 其, 此【杀】, 这些牌 …), 其中…, X对应的(所有)实体牌 and 和/或/与 lists.
// "你的攻击范围内的一名是此【杀】的合法目标且不为使用者的其他角色" is this rule applied a few times.
import { alt, label, many, opt, pure, REJECT, rule, seq, token, type P, type Tok } from "../chart/parser.ts";
import { anyOf, CardName, Quoted, SkillName, typeOf, w } from "../lexicon.ts";
import { ATTRIBUTES, DETERMINERS, HEADS, REFERENCES } from "../../runtime/vocabulary/nouns.ts";
import { PHASE_WORDS } from "../../runtime/vocabulary/periods.ts";
import type { NounKind, NounPhrase, Quantity, Restriction } from "../syntax.ts";
import { G, lazy, letter, ordinal, quantity, span } from "./shared.ts";

const DE = w("的");
const CHU = w("除");
const WAI = w("外");
const QIZHONG = w("其中");
const ZHONG = w("中");
const CORRESPONDING = w("对应的实体牌");
const ALL = w("所有");
const LI = w("里");
const SHANG = w("上");
const PANG = w("旁");
const THIS_TIME = w("此次");
const PINDIAN = w("拼点");
const PAI = w("牌");
const HE = w("和");
const HUO = w("或");
const YU = w("与");
const DUN = w("、");
const ANOTHER = w("另一名");
/** 对应的所有实体牌: 对应的实体牌 is one word, 对应的 + 所有 + 实体牌 three. */
const CORRESPONDING_ALL = seq([w("对应的"), w("所有"), w("实体牌")], () => true);
const JIAO = w("较");

const cardName = token([typeOf(CardName)], "a card name 【…】");
const skillName = token([typeOf(SkillName)], "a skill name 〖…〗");
const quoted = token([typeOf(Quoted)], "a name “…”");
const unbracket = (image: string) => image.slice(1, -1);

const np = (noun: NounKind): P<NounPhrase> => lazy(() => G.np(noun));

function base(noun: NounKind, from: number, to: number, more: Partial<NounPhrase> = {}): NounPhrase {
  return { kind: "np", span: span(from, to), noun, restrictions: [], ...more };
}

// ---------------------------------------------------------------- words

const refsOf = (noun: string) => REFERENCES.filter((r) => r.noun === noun);

/** Reference rows of one noun kind, each form a word sequence (其余 的 牌). */
function references(noun: NounKind): P<NounPhrase> {
  const alts: P<NounPhrase>[] = [];
  for (const row of refsOf(noun)) {
    for (const form of row.forms) {
      const words = form.split(" ").map(w);
      const p = words.length === 1 ? words[0] : seq(words, (ts) => ts[0]);
      alts.push(p.map((_t, from, to) => base(noun, from, to, { ref: row.id })));
    }
  }
  return alts.length > 0 ? alt(...alts) : pure<NounPhrase | null>(null).map((): NounPhrase | typeof REJECT => REJECT);
}

const headWords = (noun: string) => HEADS.filter((h) => h.noun === noun);
function headOf(noun: NounKind): P<{ head?: string; name?: string }> {
  const words = headWords(noun);
  const alts: P<{ head?: string; name?: string }>[] = [];
  if (words.length > 0) alts.push(anyOf(words.map((h) => h.word), `a ${noun} noun`).map((t) => ({ head: words.find((h) => h.word === t.image)!.id })));
  if (noun === "card") {
    alts.push(cardName.map((t) => ({ head: "named", name: unbracket(t.image) })));
    alts.push(quoted.map((t) => ({ head: "pile", name: unbracket(t.image) })));
  }
  if (noun === "skill") alts.push(skillName.map((t) => ({ head: "named", name: unbracket(t.image) })));
  if (noun === "mark") alts.push(quoted.map((t) => ({ head: "named", name: unbracket(t.image) })));
  return alt(...alts);
}

function attributes(noun: "player" | "card" | "damage"): P<Restriction> {
  const rows = ATTRIBUTES.filter((a) => a.of === noun);
  const words = rows.flatMap((r) => r.words);
  return anyOf(words, `a ${noun} attribute`).map((t, from, to) => ({ kind: "attr", row: rows.find((r) => r.words.includes(t.image))!.id, span: span(from, to) }));
}

// ---------------------------------------------------------------- restrictions

/** relative 的 (有手牌的, 你选择的, 是此【杀】的合法目标且不为使用者的). */
function relativeOf(noun: NounKind): P<Restriction> {
  return seq([lazy(() => G.relative(noun)), DE], ([clause], from, to) => ({ kind: "rel", clause, span: span(from, to - 1) }));
}

const REGION_WORDS = ["手牌区", "装备区", "判定区", "区域", "武将牌", "弃牌堆", "处理区", "牌堆", "牌堆顶", "牌堆底", "仓廪"] as const;
const regionWord = anyOf(REGION_WORDS, "a region (手牌区, 装备区 …)");

/** 装备区里的 / 武将牌上的 / 牌堆顶的 (3.3): where the cards are. */
const region: P<{ regions: string[]; from: number; to: number }> = alt(
  seq([regionWord, alt(LI, SHANG, PANG), DE], ([r, where], from, to) => ({ regions: [where.image === "旁" ? "武将牌旁" : r.image], from, to })),
  seq([regionWord, DE], ([r], from, to) => ({ regions: [r.image], from, to })),
);

/** 除X外的 (3.5.29 ◆ 除…外). */
const except: P<NounPhrase> = seq([CHU, lazy(() => G.np("player")), WAI, opt(DE)], ([, who]) => who);

// ---------------------------------------------------------------- described phrases

interface Head {
  head?: string;
  name?: string;
  attrs: Restriction[];
}

/** attribute* head, joined by 或/和/、 (一张装备牌或【杀】, 基本牌或普通锦囊牌). */
function headGroup(noun: NounKind): P<Head[]> {
  const attrs = noun === "player" || noun === "card" || noun === "damage" ? many(attributes(noun)) : pure<Restriction[]>([]);
  const one = seq([attrs, headOf(noun)], ([as, h]) => ({ ...h, attrs: as }));
  const more = many(seq([alt(HUO, HE, DUN), one], ([, h]) => h));
  return seq([one, more], ([first, rest]) => [first, ...rest]);
}

function withHeads(noun: NounKind, heads: Head[], from: number, to: number, parts: Partial<NounPhrase>): NounPhrase {
  if (heads.length === 1) {
    const h = heads[0];
    return base(noun, from, to, { ...parts, head: h.head, name: h.name, restrictions: [...(parts.restrictions ?? []), ...h.attrs] });
  }
  // 一张装备牌或【杀】: the shared parts apply to each alternative head.
  const items = heads.map((h) => base(noun, from, to, { head: h.head, name: h.name, restrictions: h.attrs }));
  return base(noun, from, to, { ...parts, items, join: "or" });
}

/** owner 的 (你的一张手牌, 其装备区里的牌; 的 may be left out after a reference: 其两张牌). */
const owner: P<NounPhrase> = rule("owner", () => seq([lazy(() => G.np("player")), opt(DE)], ([p]) => p));

/** A card's花色/颜色/目标 belongs to a card (此牌的花色, 此牌的目标). */
const cardOwner: P<NounPhrase> = rule("owner.card", () => seq([lazy(() => G.np("card")), opt(DE)], ([p]) => p));

/** No owner first: 你使用的【杀】 reads 你使用 as the relative clause, not 你 as the owner. */
const ownerLast: P<NounPhrase | null> = alt<NounPhrase | null>(pure(null), owner);
const cardOwnerLast: P<NounPhrase | null> = alt<NounPhrase | null>(pure(null), cardOwner);

function described(noun: NounKind): P<NounPhrase> {
  const pre = many(relativeOf(noun));
  const labelTail = noun === "player" ? opt(letter) : pure<Tok | null>(null);
  const ownedBy = noun === "card" || noun === "skill" || noun === "mark" ? ownerLast : noun === "suit" || noun === "color" || noun === "target" ? cardOwnerLast : pure<NounPhrase | null>(null);
  return seq(
    [opt(except), ownedBy, noun === "card" ? opt(region) : pure(null), pre, opt(quantity), pre, headGroup(noun), labelTail],
    ([ex, own, reg, before, q, after, heads, lab], from, to) => {
      const restrictions: Restriction[] = [...before, ...after];
      if (reg) restrictions.unshift({ kind: "region", regions: reg.regions, span: span(reg.from, reg.to) });
      const parts: Partial<NounPhrase> = { restrictions };
      if (ex) (parts as { except?: NounPhrase }).except = ex;
      if (own) (parts as { owner?: NounPhrase }).owner = own;
      if (q) (parts as { quantity?: Quantity }).quantity = q;
      if (lab) (parts as { label?: string }).label = lab.image;
      return withHeads(noun, heads, from, to, parts);
    },
  );
}

/** 此<head>/这些<head>/这两名角色/该<head>: something named before. */
function determined(noun: NounKind): P<NounPhrase> {
  const det = anyOf(
    DETERMINERS.map((d) => d.word),
    "此/这些/该",
  );
  return seq([det, opt(quantity), headGroup(noun)], ([d, q, heads], from, to) => {
    const row = DETERMINERS.find((x) => x.word === d.image)!;
    const parts: Partial<NounPhrase> = { ref: row.id };
    if (q) (parts as { quantity?: Quantity }).quantity = q;
    return withHeads(noun, heads, from, to, parts);
  });
}

/** 其中[的]…: some of the set just named (其中的至少一张梅花牌, 其中手牌数较小的角色). */
function amongPrevious(noun: NounKind): P<NounPhrase> {
  return seq([QIZHONG, opt(DE), many(relativeOf(noun)), opt(quantity), many(relativeOf(noun)), opt(headGroup(noun))], ([, , before, q, after, heads], from, to) => {
    const parts: Partial<NounPhrase> = { among: "previous", restrictions: [...before, ...after] };
    if (q) (parts as { quantity?: Quantity }).quantity = q;
    if (!heads) return base(noun, from, to, parts);
    return withHeads(noun, heads, from, to, parts);
  });
}

/** <set>中的一名角色 / <set>中的另一名角色 / 以此法亮出的牌中的一张. */
function amongSet(noun: NounKind): P<NounPhrase> {
  const set = alt(lazy(() => coordinated(noun)), atom(noun));
  type Pick = { ref: string | undefined; h: { head?: string; name?: string } | null; q: Quantity | null };
  const pick = alt<Pick>(
    seq([ANOTHER, headOf(noun)], ([, h]): Pick => ({ ref: "anotherOne", h, q: null })),
    seq([quantity, opt(headOf(noun))], ([q, h]): Pick => ({ ref: undefined, h, q })),
  );
  return seq([set, ZHONG, DE, pick], ([among, , , p], from, to) => {
    const parts: Partial<NounPhrase> = { among };
    if (p.q) (parts as { quantity?: Quantity }).quantity = p.q;
    if (p.ref) (parts as { ref?: string }).ref = p.ref;
    if (p.h?.head) (parts as { head?: string }).head = p.h.head;
    if (p.h?.name) (parts as { name?: string }).name = p.h.name;
    return base(noun, from, to, parts);
  });
}

const atoms = new Map<NounKind, P<NounPhrase>>();
/** A single phrase (no 和/与 list). */
function atom(noun: NounKind): P<NounPhrase> {
  let a = atoms.get(noun);
  if (!a) atoms.set(noun, (a = buildAtom(noun)));
  return a;
}

function buildAtom(noun: NounKind): P<NounPhrase> {
  return rule(`np.atom.${noun}`, () => {
    const alts: P<NounPhrase>[] = [references(noun), determined(noun), described(noun), amongPrevious(noun)];
    // 无对应的实体牌的此基本牌: relative clauses before a determiner.
    alts.push(seq([many(relativeOf(noun), 1), determined(noun)], ([rs, d], from, to) => ({ ...d, span: span(from, to), restrictions: [...rs, ...d.restrictions] })));
    if (noun === "player") {
      // A / B: a labelled player; 其上家 (3.5.37).
      alts.push(letter.map((t, from, to) => base("player", from, to, { ref: "label", label: t.image })));
      alts.push(seq([many(relativeOf("player"), 1), references("player")], ([rs, r], from, to) => ({ ...r, span: span(from, to), restrictions: rs })));
      alts.push(
        seq([references("player"), opt(DE), anyOf(["上家", "下家"], "上家/下家")], ([o, , h], from, to) =>
          base("player", from, to, { owner: o, head: h.image === "上家" ? "previous" : "next" }),
        ),
      );
      // 另一名角色 (3.5.29): the other one of the two named before.
      alts.push(seq([ANOTHER, headOf("player")], (_v, from, to) => base("player", from, to, { ref: "anotherOne" })));
      // 此目标对应的角色 / 此牌的目标对应的角色 (4.2.4): the player of a target.
      alts.push(seq([lazy(() => G.np("target")), w("对应的角色")], ([t], from, to) => base("player", from, to, { owner: t, head: "targetPlayer" })));
    }
    if (noun === "card") {
      // 此伤害的渠道 (3.5.23): the card (or skill) a damage came through.
      alts.push(seq([lazy(() => G.np("damage")), opt(DE), w("渠道")], ([d], from, to) => base("card", from, to, { head: "channel", owner: d })));
      // 此次拼点的牌 (4.2.8), with its owner: 你的此次拼点的牌.
      alts.push(seq([opt(owner), THIS_TIME, PINDIAN, DE, PAI], ([o], from, to) => base("card", from, to, { ref: "pindianCard", ...(o ? { owner: o } : {}) })));
    }
    if (noun === "damage") {
      alts.push(seq([many(relativeOf("damage")), opt(ordinal), opt(seq([lazy(() => G.value), w("点")], ([v]) => v)), many(attributes("damage")), w("伤害")], ([rs, ord, n, attrs], from, to) => {
        const parts: Partial<NounPhrase> = { head: "damage", restrictions: [...rs, ...attrs] };
        if (n) (parts as { quantity?: Quantity }).quantity = { kind: "exactly", n };
        if (ord) (parts as { quantity?: Quantity }).quantity = { kind: "exactly", n: { kind: "int", n: ord.n, span: span(from, to) } };
        return base("damage", from, to, parts);
      }));
    }
    if (noun === "phase") alts.push(phaseAtom);
    if (noun === "zone") alts.push(zoneAtom);
    const core = alt(...alts);
    if (noun !== "card") return core;
    // X对应的(所有)实体牌 (3.1.9).
    return seq([core, opt(alt(CORRESPONDING.map(() => false), CORRESPONDING_ALL))], ([p, tail], from, to) => {
      if (tail === null) return p;
      return { ...p, span: span(from, to), physical: { all: tail } };
    });
  });
}


const lists = new Map<NounKind, P<NounPhrase>>();
function coordinated(noun: NounKind): P<NounPhrase> {
  let l = lists.get(noun);
  if (!l) lists.set(noun, (l = rule(`np.list.${noun}`, () => buildList(noun))));
  return l;
}

function buildList(noun: NounKind): P<NounPhrase> {
  const joiner = noun === "player" ? alt(YU, HE) : alt(HE, HUO, DUN);
  return seq([atom(noun), many(seq([joiner, atom(noun)], ([j, p]) => ({ j, p })), 1)], ([first, rest], from, to) =>
    base(noun, from, to, { items: [first, ...rest.map((r) => r.p)], join: rest[0].j.image === "或" ? "or" : "and" }),
  );
}

// ---------------------------------------------------------------- phases and zones

const phaseWord = anyOf(PHASE_WORDS.map((p) => p.word), "a phase (出牌阶段 …)");

/** 出牌阶段 / 此阶段 / 此回合的出牌阶段 / 阶段 / 其出牌阶段. */
const phaseAtom: P<NounPhrase> = alt(
  seq([w("此"), w("回合"), DE, phaseWord], ([, , , p], from, to) => base("phase", from, to, { ref: "ofThisTurn", head: PHASE_WORDS.find((x) => x.word === p.image)!.id })),
  seq([w("此"), w("阶段")], (_v, from, to) => base("phase", from, to, { ref: "this" })),
  seq([opt(owner), phaseWord], ([o, p], from, to) => base("phase", from, to, { head: PHASE_WORDS.find((x) => x.word === p.image)!.id, ...(o ? { owner: o } : {}) })),
  // 阶段 / 你于此回合内跳过的阶段: any phase, with relative clauses.
  seq([many(relativeOf("phase")), w("阶段")], ([rs], from, to) => base("phase", from, to, { head: "any", restrictions: rs })),
);

const ZONES = ["弃牌堆", "牌堆顶", "牌堆底", "处理区", "目标区域"] as const;
const OWNED_ZONES = ["手牌区", "装备区", "判定区"] as const;

/** 弃牌堆 / 牌堆顶 / 你的装备区 / 你的武将牌上 (3.3). */
const zoneAtom: P<NounPhrase> = alt(
  anyOf(ZONES, "a zone (弃牌堆 …)").map((t, from, to) => base("zone", from, to, { head: t.image })),
  seq([opt(owner), anyOf(OWNED_ZONES, "手牌区/装备区/判定区")], ([o, z], from, to) => base("zone", from, to, { head: z.image, ...(o ? { owner: o } : {}) })),
  seq([opt(owner), w("武将牌"), alt(SHANG, PANG)], ([o, , where], from, to) => base("zone", from, to, { head: `武将牌${where.image}`, ...(o ? { owner: o } : {}) })),
);

// ---------------------------------------------------------------- the rule

const byNoun = new Map<NounKind, P<NounPhrase>>();

/** A noun phrase of a kind: a list, a phrase with its set (…中的一名角色), or one phrase. */
export function nounPhrase(noun: NounKind): P<NounPhrase> {
  let p = byNoun.get(noun);
  if (p) return p;
  p = rule(`np.${noun}`, () => label(nounLabel[noun], alt(amongSet(noun), coordinated(noun), atom(noun))));
  byNoun.set(noun, p);
  return p;
}

const nounLabel: Record<NounKind, string> = {
  player: "a player (你, 一名角色 …)",
  card: "cards (一张牌, 此【杀】 …)",
  skill: "a skill (〖…〗, 此技能 …)",
  mark: "a mark “…”",
  damage: "a damage (伤害, 此伤害 …)",
  phase: "a phase (出牌阶段, 此阶段 …)",
  turn: "a turn",
  suit: "a suit",
  color: "a colour",
  event: "an event",
  target: "a target (此目标 …)",
  zone: "a zone (弃牌堆, 你的装备区 …)",
};

G.np = nounPhrase;
G.phase = nounPhrase("phase");
G.zone = nounPhrase("zone");

export { JIAO };
