// Noun phrases (BRIEF "Phrase structure"): one rule per kind of head, all built the same way —
//   [除X外的] [owner的] [region里的] (relative的)* [quantity] (relative的)* attribute* head [label]
// plus references (你, 其, 此【杀】, 这些牌 …), 其中…, X对应的(所有)实体牌 and 和/或/与 lists.
// "你的攻击范围内的一名是此【杀】的合法目标且不为使用者的其他角色" is this rule applied a few times.
//
// Each kind also has a *leading* form with no relative clause or owner at its start. Relative
// clauses read their own subjects with it, which keeps the grammar free of left recursion
// where none is needed (a relative clause's subject with a relative clause of its own).
import { alt, label, many, opt, pure, REJECT, rule, seq, token, type P, type Tok } from "../chart/parser.ts";
import { anyOf, CardName, Quoted, SkillName, typeOf, w } from "../lexicon.ts";
import { ATTRIBUTES, DETERMINERS, EQUIP_AREA_WORDS, HEADS, PUBLIC_AREA_WORDS, REFERENCES, SEALABLE_AREAS } from "../../runtime/vocabulary/nouns.ts";
import { PHASE_WORDS } from "../../runtime/vocabulary/periods.ts";
import type { NounKind, NounPhrase, Quantity, Restriction } from "../syntax.ts";
import { count, G, lazy, letter, ordinal, quantity as anyQuantity, quantityWith, span } from "./shared.ts";

const DE = w("的");
const CHU = w("除");
const WAI = w("外");
const QIZHONG = w("其中");
const ZHONG = w("中");
const CORRESPONDING = w("对应的实体牌");
const LI = w("里");
const SHANG = w("上");
const PANG = w("旁");
const THIS_TIME = w("此次");
const PINDIAN = w("拼点");
const PAI = w("牌");
const HE = w("和");
const HUO = w("或");
const YU = w("与");
/** 【X】（衍生牌） (3.1.5 爪按): a card the system makes when an operation needs it. */
const DERIVED = seq([w("（"), w("衍生牌"), w("）")], () => true);
const DUN = w("、");
const ANOTHER = w("另一名");
/** 另一张 (as 3.5.29 另一名 for cards): the one card of the set just named besides the one taken from it. */
const ANOTHER_CARD = w("另一张");
/** 对应的所有实体牌: 对应的实体牌 is one word, 对应的 + 所有 + 实体牌 three. */
const CORRESPONDING_ALL = seq([w("对应的"), w("所有"), w("实体牌")], () => true);

const cardName = token([typeOf(CardName)], "a card name 【…】");
const skillName = token([typeOf(SkillName)], "a skill name 〖…〗");
const quoted = token([typeOf(Quoted)], "a name “…”");
const unbracket = (image: string) => image.slice(1, -1);

function base(noun: NounKind, from: number, to: number, more: Partial<NounPhrase> = {}): NounPhrase {
  return { kind: "np", span: span(from, to), noun, restrictions: [], ...more };
}

const set = <K extends keyof NounPhrase>(parts: Partial<NounPhrase>, key: K, value: NounPhrase[K] | null | undefined): void => {
  if (value !== null && value !== undefined) (parts as Record<string, unknown>)[key] = value;
};

// ---------------------------------------------------------------- words

/** Reference rows of one noun kind, each form a word sequence (其余 的 牌). */
function references(noun: NounKind): P<NounPhrase> {
  const alts: P<NounPhrase>[] = [];
  for (const row of REFERENCES.filter((r) => r.noun === noun)) {
    for (const form of row.forms) {
      const words = form.split(" ").map(w);
      const p = words.length === 1 ? words[0] : seq(words, (ts) => ts[0]);
      alts.push(p.map((_t, from, to) => base(noun, from, to, { ref: row.id })));
    }
  }
  return alts.length > 0 ? alt(...alts) : pure<NounPhrase | null>(null).map((): NounPhrase | typeof REJECT => REJECT);
}

interface HeadWord {
  head?: string;
  name?: string;
}

function headOf(noun: NounKind): P<HeadWord> {
  const words = HEADS.filter((h) => h.noun === noun);
  const alts: P<HeadWord>[] = [];
  if (words.length > 0) alts.push(anyOf(words.map((h) => h.word), `a ${noun} noun`).map((t) => ({ head: words.find((h) => h.word === t.image)!.id })));
  if (noun === "card") {
    alts.push(seq([cardName, DERIVED], ([t]) => ({ head: "derived", name: unbracket(t.image) })));
    alts.push(cardName.map((t) => ({ head: "named", name: unbracket(t.image) })));
    alts.push(quoted.map((t) => ({ head: "pile", name: unbracket(t.image) })));
  }
  if (noun === "skill") alts.push(skillName.map((t) => ({ head: "named", name: unbracket(t.image) })));
  if (noun === "mark") alts.push(quoted.map((t) => ({ head: "named", name: unbracket(t.image) })));
  // 3.3.23–3.3.24: an area one disables or restores — one named (判定区, 武器区 …), or any (区域).
  if (noun === "area") alts.push(areaWord.map((t) => (t.image === "区域" ? { head: "area" } : { head: "area", name: t.image })));
  return alts.length > 0 ? alt(...alts) : pure<HeadWord | null>(null).map((): HeadWord | typeof REJECT => REJECT);
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

// Not read here until they name cards at run time (faithful or refused): 武将牌上/旁的牌
// (3.3.16–3.3.17) lowers to a player region no card is in (the lowering's regionsOf has no 武将牌 →
// general piles); “X” names such cards meanwhile. The equipment slots (3.3.7–3.3.12) are regions
// of their owner; 仓廪, 府库 and 仁道 (3.3.18–3.3.20) are public zones.
const REGION_WORDS = ["手牌区", "装备区", "判定区", "区域", "弃牌堆", "处理区", "牌堆", "牌堆顶", "牌堆底", ...EQUIP_AREA_WORDS, ...PUBLIC_AREA_WORDS] as const;
const regionWord = anyOf(REGION_WORDS, "a region (手牌区, 装备区 …)");
/** The areas 3.3.23–3.3.24 disable and restore, and 区域 for any of them. */
const areaWord = anyOf([...SEALABLE_AREAS.map((a) => a.word), "区域"], "an area (判定区, 武器区, 区域 …)");

/** A player's regions (3.3.6–3.3.15), listed: 手牌区、装备区和判定区里的 (each of them, or 各 one from each). */
const PLAYER_REGION_WORDS = ["手牌区", "装备区", "判定区", ...EQUIP_AREA_WORDS] as const;
const playerRegionWord = anyOf(PLAYER_REGION_WORDS, "a region (手牌区, 装备区 …)");

/** 装备区里的 / 武将牌上的 / 牌堆顶的 (3.3): where the cards are. */
const region: P<Restriction> = alt(
  seq([playerRegionWord, many(seq([DUN, playerRegionWord], ([, r]) => r)), alt(HE, HUO), playerRegionWord, LI, DE], ([first, more, , last], from, to): Restriction => ({
    kind: "region",
    regions: [first.image, ...more.map((r) => r.image), last.image],
    span: span(from, to),
  })),
  seq([regionWord, alt(LI, SHANG, PANG), DE], ([r, where], from, to): Restriction => ({ kind: "region", regions: [where.image === "旁" ? "武将牌旁" : r.image], span: span(from, to) })),
  seq([regionWord, DE], ([r], from, to): Restriction => ({ kind: "region", regions: [r.image], span: span(from, to) })),
);

/** 除X外的 (3.5.29 ◆ 除…外). */
const except: P<NounPhrase> = seq([CHU, lazy(() => G.np("player")), WAI, opt(DE)], ([, who]) => who);

// ---------------------------------------------------------------- described phrases

interface Head extends HeadWord {
  attrs: Restriction[];
}

/** attribute* head, joined by 或/和/、 (一张装备牌或【杀】, 基本牌或普通锦囊牌). */
function headGroup(noun: NounKind): P<Head[]> {
  const attrs = noun === "player" || noun === "card" || noun === "damage" ? many(attributes(noun)) : pure<Restriction[]>([]);
  const one = seq([attrs, headOf(noun)], ([as, h]): Head => ({ ...h, attrs: as }));
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
/** A card's 花色/颜色/类别/目标 belongs to a card (此牌的花色, 此牌的目标). */
const cardOwner: P<NounPhrase> = rule("owner.card", () => seq([lazy(() => G.np("card")), opt(DE)], ([p]) => p));

/** No owner first: 你使用的【杀】 reads 你使用 as the relative clause, not 你 as the owner. */
const ownerLast: P<NounPhrase | null> = alt<NounPhrase | null>(pure(null), owner);
const cardOwnerLast: P<NounPhrase | null> = alt<NounPhrase | null>(pure(null), cardOwner);

function ownerFor(noun: NounKind): P<NounPhrase | null> {
  if (noun === "card" || noun === "skill" || noun === "mark" || noun === "faction" || noun === "area") return ownerLast;
  if (noun === "suit" || noun === "color" || noun === "category" || noun === "target") return cardOwnerLast;
  return pure<NounPhrase | null>(null);
}

/** The measure words a head is counted in, where the notation fixes them. */
const MEASURE_OF: Partial<Record<NounKind, readonly string[]>> = { card: ["张"], player: ["名"], area: ["个"] };
const quantityFor = (noun: NounKind): P<Quantity> => (MEASURE_OF[noun] ? quantityWith(MEASURE_OF[noun]!) : anyQuantity);

/**
 * 另一名 (3.5.29 另一名角色: 除“一名角色”外的一名角色) stands where a player phrase's quantity does
 * (另一名有手牌的其他角色, 距离最近的另一名角色): one player, and not the one(s) named before it.
 */
const anotherOne: P<{ q: Quantity; another: boolean }> = ANOTHER.map((_t, from, to) => ({ q: { kind: "exactly", n: { kind: "int", n: 1, span: span(from, to) } }, another: true }));

function quantityOrAnother(noun: NounKind): P<{ q: Quantity; another: boolean }> {
  const plain = quantityFor(noun).map((q) => ({ q, another: false }));
  return noun === "player" ? alt(plain, anotherOne) : plain;
}

function described(noun: NounKind, lead: boolean): P<NounPhrase> {
  const quantity = quantityOrAnother(noun);
  const labelTail = noun === "player" ? opt(letter) : pure<Tok | null>(null);
  const rels = many(relativeOf(noun));
  const build = (ex: NounPhrase | null, own: NounPhrase | null, reg: Restriction | null, before: Restriction[], qa: { q: Quantity; another: boolean } | null, after: Restriction[], heads: Head[], lab: Tok | null, from: number, to: number) => {
    const restrictions: Restriction[] = [...(reg ? [reg] : []), ...before, ...after];
    const parts: Partial<NounPhrase> = { restrictions };
    set(parts, "except", ex);
    set(parts, "owner", own);
    set(parts, "quantity", qa?.q);
    if (qa?.another) set(parts, "another", true);
    set(parts, "label", lab?.image);
    return withHeads(noun, heads, from, to, parts);
  };
  if (lead) {
    // An owner and a region may lead (their phrases are leading too); relative clauses only
    // after a quantity.
    const leadOwner =
      noun === "card" || noun === "skill" || noun === "mark" || noun === "faction" || noun === "area"
        ? opt(seq([lazy(() => G.npLead("player")), opt(DE)], ([p]) => p))
        : noun === "suit" || noun === "color" || noun === "category" || noun === "target"
          ? opt(seq([lazy(() => G.npLead("card")), opt(DE)], ([p]) => p))
          : pure<NounPhrase | null>(null);
    const reg = noun === "card" || noun === "area" ? opt(region) : pure<Restriction | null>(null);
    return alt(
      seq([leadOwner, reg, quantity, rels, headGroup(noun), labelTail], ([own, r, q, after, heads, lab], from, to) => build(null, own, r, [], q, after, heads, lab, from, to)),
      seq([leadOwner, reg, headGroup(noun), labelTail], ([own, r, heads, lab], from, to) => build(null, own, r, [], null, [], heads, lab, from, to)),
    );
  }
  return seq(
    [opt(except), noun === "card" ? cardOwnerTagged : ownerFor(noun).map((p) => (p ? { p, bare: false } : null)), noun === "card" || noun === "area" ? opt(region) : pure(null), rels, opt(quantity), rels, headGroup(noun), labelTail],
    ([ex, own, reg, before, q, after, heads, lab], from, to) =>
      // 的 is left out after an owner only before what says which of its cards (其两张牌, 你装备区里的牌, 其手牌):
      // 交给你牌 is 交给<你><牌>, not 交给<你牌>.
      own?.bare && !reg && !q && before.length === 0 && after.length === 0 && heads.length === 1 && heads[0].head === "card" && heads[0].attrs.length === 0
        ? REJECT
        : build(ex, own?.p ?? null, reg, before, q, after, heads, lab, from, to),
  );
}

/** A card's owner, and whether its 的 was left out (see described). */
const cardOwnerTagged: P<{ p: NounPhrase; bare: boolean } | null> = alt<{ p: NounPhrase; bare: boolean } | null>(
  pure(null),
  seq([lazy(() => G.np("player")), DE], ([p]) => ({ p, bare: false })),
  seq([lazy(() => G.np("player"))], ([p]) => ({ p, bare: true })),
);

/** 此<head>/这些<head>/这两名角色/该<head>: something named before. */
function determined(noun: NounKind): P<NounPhrase> {
  const quantity = quantityFor(noun);
  const det = anyOf(
    DETERMINERS.map((d) => d.word),
    "此/这些/该",
  );
  return seq([det, opt(quantity), headGroup(noun)], ([d, q, heads], from, to) => {
    const parts: Partial<NounPhrase> = { ref: DETERMINERS.find((x) => x.word === d.image)!.id };
    set(parts, "quantity", q);
    return withHeads(noun, heads, from, to, parts);
  });
}

/** 其中[的]…: some of the set just named (其中的至少一张梅花牌, 其中手牌数较小的角色). */
function amongPrevious(noun: NounKind): P<NounPhrase> {
  const quantity = quantityFor(noun);
  // A player phrase needs its head (其中手牌数较小的角色); a card phrase may leave it out (其中的一张).
  const heads = noun === "player" ? headGroup(noun) : opt(headGroup(noun));
  return seq([QIZHONG, opt(DE), many(relativeOf(noun)), opt(quantity), many(relativeOf(noun)), heads], ([, , before, q, after, heads], from, to) => {
    const parts: Partial<NounPhrase> = { among: "previous", restrictions: [...before, ...after] };
    set(parts, "quantity", q);
    return heads ? withHeads(noun, heads, from, to, parts) : base(noun, from, to, parts);
  });
}

/**
 * 将其中的一张…，将另一张… (3.5.29 另一名, for cards): one more card of the set the one before was
 * taken from, not that one — as 其中的一张 after it would be. The head may be left out (另一张).
 */
function anotherCard(noun: NounKind): P<NounPhrase> {
  return seq([ANOTHER_CARD, opt(headGroup(noun))], ([t, heads], from, to) => {
    const parts: Partial<NounPhrase> = { among: "previous", restrictions: [], quantity: { kind: "exactly", n: { kind: "int", n: 1, span: span(from, from) } } };
    return heads ? withHeads(noun, heads, from, to, parts) : base(noun, from, to, parts);
  });
}

/**
 * <set>中的一名角色 / <set>中的另一名角色 / 以此法亮出的牌中的一张, and with a description as 其中 takes
 * one (其他角色中体力值最小的一名角色: 3.4.15 compares within the set).
 */
function amongSet(noun: NounKind, lead: boolean): P<NounPhrase> {
  const quantity = quantityFor(noun);
  const whole = alt(list(noun, lead), atom(noun, lead));
  type Pick = { ref: string | undefined; h: HeadWord | null; q: Quantity | null; restrictions: readonly Restriction[] };
  const pick = alt<Pick>(
    seq([DE, ANOTHER, headOf(noun)], ([, , h]): Pick => ({ ref: "anotherOne", h, q: null, restrictions: [] })),
    seq([DE, quantity, opt(headOf(noun))], ([, q, h]): Pick => ({ ref: undefined, h, q, restrictions: [] })),
    // A description needs the head (…中体力值最小的一名角色), as after 其中.
    seq([opt(DE), many(relativeOf(noun)), opt(quantity), many(relativeOf(noun)), headOf(noun)], ([, before, q, after, h]): Pick | typeof REJECT =>
      before.length + after.length === 0 ? REJECT : { ref: undefined, h, q, restrictions: [...before, ...after] },
    ),
  );
  return seq([whole, ZHONG, pick], ([among, , p], from, to) => {
    const parts: Partial<NounPhrase> = { among, restrictions: p.restrictions };
    set(parts, "quantity", p.q);
    set(parts, "ref", p.ref);
    set(parts, "head", p.h?.head);
    set(parts, "name", p.h?.name);
    return base(noun, from, to, parts);
  });
}

// ---------------------------------------------------------------- phases and zones

const phaseWord = anyOf(PHASE_WORDS.map((p) => p.word), "a phase (出牌阶段 …)");
const phaseId = (t: Tok) => PHASE_WORDS.find((x) => x.word === t.image)!.id;

function phaseAtom(lead: boolean): P<NounPhrase> {
  const alts: P<NounPhrase>[] = [
    seq([w("此"), w("回合"), DE, phaseWord], ([, , , p], from, to) => base("phase", from, to, { ref: "ofThisTurn", head: phaseId(p) })),
    seq([w("此"), w("阶段")], (_v, from, to) => base("phase", from, to, { ref: "this" })),
    // 此出牌阶段 (3.6.2): the phase in scope, which is a 出牌阶段.
    seq([w("此"), phaseWord], ([, p], from, to) => base("phase", from, to, { ref: "this", head: phaseId(p) })),
    phaseWord.map((p, from, to) => base("phase", from, to, { head: phaseId(p) })),
    w("阶段").map((_t, from, to) => base("phase", from, to, { head: "any" })),
  ];
  if (!lead) {
    alts.push(seq([owner, phaseWord], ([o, p], from, to) => base("phase", from, to, { head: phaseId(p), owner: o })));
    // 你于此回合内跳过的阶段: any phase, with relative clauses.
    alts.push(seq([many(relativeOf("phase"), 1), w("阶段")], ([rs], from, to) => base("phase", from, to, { head: "any", restrictions: rs })));
  }
  return alt(...alts);
}

const ZONES = ["弃牌堆", "牌堆顶", "牌堆底", "处理区", "目标区域", ...PUBLIC_AREA_WORDS] as const;
const OWNED_ZONES = ["手牌区", "装备区", "判定区"] as const;

/** 弃牌堆 / 牌堆顶 / 你的装备区 / 你的武将牌上 (3.3). */
const zoneAtom: P<NounPhrase> = alt(
  anyOf(ZONES, "a zone (弃牌堆 …)").map((t, from, to) => base("zone", from, to, { head: t.image })),
  seq([ownerLast, anyOf(OWNED_ZONES, "手牌区/装备区/判定区")], ([o, z], from, to) => base("zone", from, to, { head: z.image, ...(o ? { owner: o } : {}) })),
  seq([ownerLast, w("武将牌"), alt(SHANG, PANG)], ([o, , where], from, to) => base("zone", from, to, { head: `武将牌${where.image}`, ...(o ? { owner: o } : {}) })),
);

// ---------------------------------------------------------------- atoms and lists

const atoms = new Map<string, P<NounPhrase>>();

/** A single phrase (no 和/与 list). */
function atom(noun: NounKind, lead: boolean): P<NounPhrase> {
  const key = `${noun}${lead ? ".lead" : ""}`;
  let a = atoms.get(key);
  if (!a) atoms.set(key, (a = rule(`np.atom.${key}`, () => buildAtom(noun, lead))));
  return a;
}

function buildAtom(noun: NounKind, lead: boolean): P<NounPhrase> {
  const alts: P<NounPhrase>[] = [references(noun), determined(noun), amongPrevious(noun), ...(noun === "card" ? [anotherCard(noun)] : []), described(noun, lead)];
  if (!lead) {
    // 无对应的实体牌的此基本牌 / 已受伤的你: relative clauses before a determiner or a reference.
    alts.push(seq([many(relativeOf(noun), 1), determined(noun)], ([rs, d], from, to) => ({ ...d, span: span(from, to), restrictions: [...rs, ...d.restrictions] })));
    alts.push(seq([many(relativeOf(noun), 1), references(noun)], ([rs, r], from, to) => ({ ...r, span: span(from, to), restrictions: rs })));
  }
  // Phrases read at this phrase's own start use the leading form (no left recursion).
  const sub = (n: NounKind) => lazy(() => G.npLead(n));
  if (noun === "player") {
    // A / B: a labelled player (借刀杀人, 离间).
    alts.push(letter.map((t, from, to) => base("player", from, to, { ref: "label", label: t.image })));
    // 其上家 (3.5.37).
    alts.push(seq([references("player"), opt(DE), anyOf(["上家", "下家"], "上家/下家")], ([o, , h], from, to) => base("player", from, to, { owner: o, head: h.image === "上家" ? "previous" : "next" })));
    if (!lead) {
      // 此目标对应的角色 / 此牌的目标对应的角色 (4.2.4): the player of a target.
      alts.push(seq([sub("target"), w("对应的角色")], ([t], from, to) => base("player", from, to, { owner: t, head: "targetPlayer" })));
      // <一张牌>的使用者 (3.5.21): the player who uses that card.
      alts.push(seq([sub("card"), DE, w("使用者")], ([c], from, to) => base("player", from, to, { owner: c, head: "userOf" })));
      // [<user>使用]<card>的合法目标 (4.2.2 专题四): players who are legal targets of such a use.
      alts.push(
        seq([opt(seq([sub("player"), w("使用")], ([u]) => u)), sub("card"), DE, w("合法目标")], ([user, card], from, to) =>
          base("player", from, to, { head: "legalTarget", owner: card, ...(user ? { user } : {}) }),
        ),
      );
    }
  }
  if (noun === "card" && !lead) {
    // 此伤害的渠道 (3.5.23): the card (or skill) a damage came through.
    alts.push(seq([sub("damage"), opt(DE), w("渠道")], ([d], from, to) => base("card", from, to, { head: "channel", owner: d })));
    // 此次拼点的牌 (4.2.8), with its owner: 你的此次拼点的牌; 你的拼点的牌 (that of the 拼点 in scope).
    alts.push(seq([ownerLast, THIS_TIME, PINDIAN, DE, PAI], ([o], from, to) => base("card", from, to, { ref: "pindianCard", ...(o ? { owner: o } : {}) })));
    alts.push(seq([ownerLast, PINDIAN, DE, PAI], ([o], from, to) => (o ? base("card", from, to, { ref: "pindianCard", owner: o }) : REJECT)));
  }
  if (noun === "card" && lead) alts.push(seq([THIS_TIME, PINDIAN, DE, PAI], (_v, from, to) => base("card", from, to, { ref: "pindianCard" })));
  if (noun === "damage") {
    // 1点伤害, X点伤害: a number (3.4.7 伤害值基数) — not a whole expression at the phrase's start.
    const core = seq([opt(ordinal), opt(seq([count, w("点")], ([v]) => v)), many(attributes("damage")), w("伤害")], ([ord, n, attrs], from, to) => {
      const parts: Partial<NounPhrase> = { head: "damage", restrictions: attrs };
      if (n) set(parts, "quantity", { kind: "exactly", n });
      if (ord) set(parts, "quantity", { kind: "ordinal", which: ord.kind, n: ord.n });
      return base("damage", from, to, parts);
    });
    alts.push(core);
    if (!lead) alts.push(seq([many(relativeOf("damage"), 1), core], ([rs, d], from, to) => ({ ...d, span: span(from, to), restrictions: [...rs, ...d.restrictions] })));
  }
  if (noun === "phase") alts.push(phaseAtom(lead));
  if (noun === "zone") alts.push(zoneAtom);
  const core = alt(...alts);
  if (noun !== "card") return core;
  // X对应的(所有)实体牌 (3.1.9).
  return seq([core, opt(alt(CORRESPONDING.map(() => false), CORRESPONDING_ALL))], ([p, tail], from, to) => (tail === null ? p : { ...p, span: span(from, to), physical: { all: tail } }));
}

const lists = new Map<string, P<NounPhrase>>();
function list(noun: NounKind, lead: boolean): P<NounPhrase> {
  const key = `${noun}${lead ? ".lead" : ""}`;
  let l = lists.get(key);
  if (!l) {
    l = rule(`np.list.${key}`, () => {
      const joiner = noun === "player" ? alt(YU, HE, HUO) : alt(HE, HUO, DUN);
      // 你的上家或下家 (3.5.37): a 上家/下家 after the first keeps the first's owner.
      const item = noun === "player" ? alt(atom(noun, lead), anyOf(["上家", "下家"], "上家/下家").map((h, from, to) => base("player", from, to, { head: h.image === "上家" ? "previous" : "next" }))) : atom(noun, lead);
      return seq([atom(noun, lead), many(seq([joiner, item], ([j, p]) => ({ j, p })), 1)], ([first, rest], from, to): NounPhrase | typeof REJECT => {
        const joins = new Set(rest.map((r) => r.j.image === "或" ? "or" : "and"));
        // 你与其或…: one list says and or or, not both.
        if (joins.size > 1) return REJECT;
        const items = [first, ...rest.map((r) => r.p)];
        const owned = items.map((i) => ((i.head === "previous" || i.head === "next") && !i.owner ? (first.owner ? { ...i, owner: first.owner } : null) : i));
        if (owned.some((i) => i === null)) return REJECT;
        return base(noun, from, to, { items: owned as NounPhrase[], join: joins.has("or") ? "or" : "and" });
      });
    });
    lists.set(key, l);
  }
  return l;
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
  category: "a card type (类别)",
  faction: "a faction (势力)",
  event: "an event",
  target: "a target (此目标 …)",
  zone: "a zone (弃牌堆, 你的装备区 …)",
  area: "an area (你的判定区, 一个区域 …)",
};

const phrases = new Map<string, P<NounPhrase>>();

/** A noun phrase of a kind: a list, a phrase with its set (…中的一名角色), or one phrase. */
export function nounPhrase(noun: NounKind, lead = false): P<NounPhrase> {
  const key = `${noun}${lead ? ".lead" : ""}`;
  let p = phrases.get(key);
  if (!p) {
    p = rule(`np.${key}`, () => label(nounLabel[noun], alt(amongSet(noun, lead), list(noun, lead), atom(noun, lead))));
    phrases.set(key, p);
  }
  return p;
}

G.np = (noun) => nounPhrase(noun, false);
G.npLead = (noun) => nounPhrase(noun, true);
G.phase = nounPhrase("phase");
G.zone = nounPhrase("zone");
