// Effects (right of ▶) and costs (left of ▶) → IR operations. One case per vocabulary
// operation; 等量 marks the nearest preceding non-fixed quantity to be remembered (3.4.13).
import type { EffectAst, EffectsAst, NounPhraseAst } from "../../../grammar/legacy/ast.ts";
import type { CandidateFilterIR, CardsIR, ConditionIR, DelayedIR, EffectChainIR, EffectStepIR, OpIR, PlayerRefIR } from "../ir.ts";
import type { DelayedAst } from "../../../grammar/legacy/ast.ts";
import { delayedTiming } from "./delayed.ts";
import { lowerCondition } from "./conditions.ts";
import { locOf } from "./loc.ts";
import { EQUAL_KEY, cardRef, cardsOf, countOf, numberOf, playerRef, targetRule } from "./nouns.ts";

/** The memo key of the cards an earlier clause put in the processing area (这些牌). */
const THESE_CARDS = "这些牌";
/** The memo keys of 反间: the suit named, and the card gained and shown (此牌). */
export const SUIT_KEY = "选择的花色";
export const SHOWN_KEY = "展示的牌";
/** The memo key of the cards 其中 picked (其余的 are the others). */
const AMONG = "其中";

/** The memo key of the players a 选择 clause picked (其 / 这些角色 afterwards). */
const CHOSEN_KEY = "选择的角色";
import type { ClauseScope } from "./scope.ts";
import { expectKnown } from "./known.ts";
import { unsupported } from "./unsupported.ts";
import { lowerAskEach, lowerConversion, lowerPutIntoDiscardPile, lowerReplaceJudgeCard } from "./conversion.ts";
import { lowerReveal } from "./reveal.ts";

/** 【X】 as a noun phrase: the card name, if that is all the phrase says. */
function cardNameOf(np: NounPhraseAst): string | undefined {
  if (np.kind !== "described" || np.head.kind !== "card" || !np.head.name) return undefined;
  if (np.attributes.length > 0 || np.quantity || np.owner || np.regions || np.head.physical) return undefined;
  return np.head.name;
}

/** The memo key of the player who did not play (未打出【X】的角色). */
function didNotPlayKey(cardName: string): string {
  return `未打出【${cardName}】`;
}

/** Lowers a sequence of clauses (costs, then effects) sharing one 等量 history. */
export class OpSequence {
  readonly ops: OpIR[] = [];

  private judged = false;

  /** Inside a delayed effect registered by the part's process (重复此流程 may run it again). */
  inProcess = false;

  constructor(
    private readonly scope: ClauseScope,
    private readonly file: string,
    private readonly text = "",
  ) {}

  /** Whether an earlier clause of this part judged (结果 then names its card, 4.2.11). */
  get hasJudged(): boolean {
    return this.judged;
  }

  /** `actor`: the part's actor (你可…), the default subject of its clauses. */
  lower(e: EffectAst, actor: NounPhraseAst | undefined): OpIR {
    expectKnown(e, "effect");
    expectKnown(e.predicate, "predicate");
    if (e.predicate.op === "repeatProcess") {
      // [可]重复此流程: only inside a delayed effect of the part's own process (洛神).
      const byYou = !e.subject || (e.subject.kind === "reference" && e.subject.ref === "you" && !e.subject.owner);
      if (!this.inProcess || !byYou) return unsupported("重复此流程 here", e.range);
      const op: OpIR = { op: "repeatProcess", optional: e.optional, loc: locOf(e.predicate.range, this.file) };
      this.ops.push(op);
      return op;
    }
    if (e.optional) return unsupported("可 inside an effect", e.range);
    // 弃置…并选择…: choosing players changes nothing, so doing it "together" is doing it next.
    if (e.simultaneous && e.predicate.op !== "choosePlayers" && e.predicate.op !== "show") return unsupported("effects done together (并, 3.5.19)", e.range);
    const subjectNp = e.subject ?? actor;
    // 系统 (4.2): only for operations the rules give the system (【闪电】 moving on).
    const bySystem = subjectNp?.kind === "reference" && subjectNp.ref === "system";
    const systemOps = ["placeInJudgeArea", "replaceJudgeCard", "putIntoDiscardPile", "reveal"];
    if (bySystem && !systemOps.includes(e.predicate.op)) return unsupported("系统 doing this", subjectNp.range);
    // 此【杀】对此目标无效 / 依然…生效: the subject is the card, checked by the predicate.
    const cardSubject = e.predicate.op === "nullify" || e.predicate.op === "stillTakeEffect";
    const subject: PlayerRefIR = subjectNp && !bySystem && !cardSubject ? this.player(subjectNp) : { kind: "you" };
    const op = this.predicate(e, subject, subjectNp);
    this.ops.push(op);
    return op;
  }

  private predicate(e: EffectAst, subject: PlayerRefIR, subjectNp: NounPhraseAst | undefined): OpIR {
    const p = e.predicate;
    const loc = locOf(p.range, this.file);
    switch (p.op) {
      case "draw": {
        const count = countOf(p.cards);
        if (count.kind === "memo") this.rememberQuantity(p.cards);
        return { op: "draw", who: subject, count, loc };
      }
      case "loseHp":
        return { op: "loseHp", who: subject, amount: { kind: "const", value: numberOf(p.amount) }, loc };
      case "recover":
        return { op: "recover", who: subject, amount: { kind: "const", value: numberOf(p.amount) }, loc };
      case "damage": {
        const amount = { kind: "const" as const, value: numberOf(p.amount) };
        // 对X造成: the subject is the source; 受到[X造成的]: the subject is the victim.
        if (p.victim) {
          return { op: "damage", source: p.noSource ? null : subject, victim: this.player(p.victim), amount, element: p.element, loc };
        }
        const source = p.noSource || !p.source ? null : this.player(p.source, subject);
        return { op: "damage", source, victim: subject, amount, element: p.element, loc };
      }
      case "discard": {
        const cards = cardsOf(p.cards, subject, this.scope, (o) => this.player(o));
        if (!e.oneByOne) return { op: "discard", actor: subject, cards, loc };
        // 依次弃置其两张牌: a fixed number of cards, chosen one at a time.
        if (cards.kind !== "choose" || cards.min !== cards.max) return unsupported("依次 without a fixed number of cards", e.range);
        return { op: "discard", actor: subject, cards, oneByOne: true, loc };
      }
      case "useOn": {
        const cardName = cardNameOf(p.card);
        if (!cardName) return unsupported("使用 of a card not named by 【】", p.card.range);
        // 使用无对应的实体牌的【决斗】 (〖离间〗): a card with no physical card, at a player.
        if (p.noPhysical) return { op: "useVirtualOn", user: subject, target: this.player(p.to), cardName, notTargetOf: [], loc };
        return { op: "useCardOn", user: subject, target: this.player(p.to), cardName, loc };
      }
      case "cause":
        if (p.inner.op === "alsoTarget") return this.addTargets(p.who, p.inner, subject, loc);
        if (p.inner.op === "chooseSuit" && p.who.kind === "described") {
          // 令一名其他角色选择一种花色 (反间): you pick the player (其 afterwards), who names a suit.
          const rule = targetRule(p.who, this.file);
          if (rule.kind !== "players" || rule.min !== 1 || rule.max !== 1) return unsupported("several players choosing a suit", p.who.range);
          this.itRef = { kind: "memoPlayer", key: CHOSEN_KEY };
          return { op: "chooseSuit", pick: { legal: rule.legal, reach: rule.reach }, remember: SUIT_KEY, loc };
        }
        // 令X…: X performs the operation (its clauses name others explicitly).
        return this.predicate({ ...e, subject: p.who, predicate: p.inner }, this.player(p.who), p.who);
      case "chooseSuit":
        return unsupported("选择一种花色 without 令 naming the chooser", p.range);
      case "repeatProcess":
        return unsupported("重复此流程 here", p.range);
      case "alsoTarget":
        return unsupported("也成为…的目标 without 令", p.range);
      case "show": {
        // 展示之: the cards the clause before took (获得…并展示之, 3.5.16).
        const that = p.cards.kind === "reference" && p.cards.ref === "aforementioned" && !p.cards.owner;
        const i = this.ops.length - 1;
        const previous = this.ops[i];
        if (!that || !e.simultaneous || previous?.op !== "gain") return unsupported("展示 other than 获得…并展示之", p.range);
        this.ops[i] = { ...previous, keep: SHOWN_KEY };
        // 并 carries the subject over: the one who gained the card shows it.
        return { op: "show", who: e.subject ? subject : previous.who, cards: SHOWN_KEY, loc };
      }
      case "ignoreArmor": {
        const card = p.card.kind === "reference" && p.card.ref === "thisCard" && !p.card.owner;
        const target = p.target.kind === "reference" && p.target.ref === "thisTarget" && !p.target.owner;
        const owner = p.owner.kind === "reference" && p.owner.ref === "it" && !p.owner.owner;
        if (!card || !target || !owner || this.scope.timing?.event !== "use") return unsupported("无视 other than 此牌…此目标…其防具 at a use timing", p.range);
        return { op: "ignoreArmorOfCurrentTarget", loc };
      }
      case "prevent": {
        const damage = p.what.kind === "reference" && p.what.ref === "thisDamage" && !p.what.owner;
        if (!damage || this.scope.timing?.event !== "damage") return unsupported("防止 of anything but 此伤害 at a damage timing", p.range);
        return { op: "preventDamage", loc };
      }
      case "gain":
        return { op: "gain", who: subject, cards: this.perOwnerCards(p.cards, subject) ?? cardsOf(p.cards, subject, this.scope), loc };
      case "adjustDrawCount":
        return { op: "adjustDrawCount", who: subject, delta: p.delta, loc };
      case "setDrawCountToZero":
        return { op: "setDrawCountToZero", who: subject, loc };
      case "offset": {
        const card = cardRef(p.card);
        if (card.kind !== "thisCard" || this.scope.handler !== "cardEffect") {
          return unsupported("抵消 outside a responding card's effect", p.range);
        }
        return { op: "offsetRespondedCard", cardName: this.scope.respondedCard ?? "", loc };
      }
      case "skipPhase":
        return { op: "skipPhase", who: subject, phase: p.phase, loc };
      case "adjustAmount":
        // 令伤害值+1 only where a damage event is in scope (its timing), likewise 回复值.
        if (this.scope.timing?.event !== p.value) return unsupported(`令${p.value === "damage" ? "伤害值" : "回复值"} outside its event's timing`, p.range);
        return { op: "adjustAmount", value: p.value, delta: p.delta, loc };
      case "responseMethod": {
        // 〖无双①〗: at a use timing of 【杀】, its current target must use two 【闪】 (4.2.4 (2)).
        const card = cardRef(p.card);
        const named = p.card.kind === "reference" ? p.card.card : undefined;
        const response = cardNameOf({ ...p.responses, quantity: undefined } as NounPhraseAst);
        const who = this.player(p.who);
        if (card.kind !== "thisCard" || this.scope.handler !== "trigger" || this.scope.timing?.event !== "use" || named !== "杀") {
          return unsupported("changing how a card is offset outside a use timing of 【杀】", p.range);
        }
        if (who.kind !== "currentTarget" || p.verb !== "use" || response !== "闪" || p.responses.kind !== "described") {
          return unsupported("a response method other than the target using 【闪】", p.range);
        }
        const q = p.responses.quantity;
        const count = q?.kind === "exact" ? numberOf(q.n) : 1;
        return { op: "requireResponses", who, count, loc };
      }
      case "forbidResponse": {
        // 不能响应此【杀】: only the card of the use event the timing belongs to.
        const card = cardRef(p.card);
        const named = p.card.kind === "reference" ? p.card.card : undefined;
        if (card.kind !== "thisCard" || this.scope.handler !== "trigger" || this.scope.timing?.event !== "use" || (named && named !== this.scope.cardName)) {
          return unsupported("不能响应 outside a use timing about that card", p.range);
        }
        return { op: "forbidResponse", who: subject, loc };
      }
      case "judge":
        this.judged = true;
        return { op: "judge", who: subject, loc };
      case "chooseOption": {
        // The options' clauses are done by the chooser unless they name someone else.
        const chooserNp = subjectNp;
        const options = p.options.map((o) => {
          const inner = new OpSequence(this.scope, this.file, this.text);
          inner.judged = this.judged;
          return { label: this.label(o.range), effect: inner.chain(o, chooserNp) };
        });
        return { op: "chooseOption", chooser: subject, options, loc };
      }
      case "convert":
        return lowerConversion(p, subject, this.scope, loc);
      case "askEachToPlay":
        return lowerAskEach(p, subject, loc);
      case "replaceJudgeCard":
        return lowerReplaceJudgeCard(p, this.ops, this.scope, loc);
      case "putIntoDiscardPile":
        return lowerPutIntoDiscardPile(p, this.ops, this.scope, loc);
      case "reveal":
        return lowerReveal(p, this.scope, loc);
      case "requireCard":
        return this.requireCard(p, subject, subjectNp, loc);
      case "nullify":
      case "stillTakeEffect": {
        const card = subjectNp?.kind === "reference" && subjectNp.ref === "thisCard" && !subjectNp.owner;
        const target = p.target.kind === "reference" && p.target.ref === "thisTarget" && !p.target.owner;
        if (!card || !target || this.scope.timing?.event !== "use") return unsupported("无效/依然生效 other than 此牌…此目标 at a use timing", p.range);
        return { op: p.op === "nullify" ? "nullifyCurrentTarget" : "takeEffectAnyway", loc };
      }
      case "placeInJudgeArea": {
        if (!(subjectNp?.kind === "reference" && subjectNp.ref === "system")) return unsupported("a player putting cards into a judge area", p.range);
        const of = this.player(p.owner);
        const owner: PlayerRefIR = p.next ? { kind: "nextPlayer", of } : of;
        return { op: "placeInJudgeArea", cards: cardsOf(p.cards, subject, this.scope), owner, loc };
      }
      case "alternatePlay":
        return this.alternatePlay(p, loc);
      case "choosePlayers": {
        // 选择A和B (〖离间〗): the second choice depends on the first.
        if (p.and) return this.choosePair(p.players, p.and, subject, loc);
        // 选择一名已受伤的角色: afterwards 其 names the chosen player (3.5.36).
        const { players, extra } = this.usedCardFilters(p.players, p.ignoreDistance === true);
        const rule = targetRule(players, this.file);
        if (rule.kind !== "players" || rule.max === "all" || rule.min < 1) return unsupported("this choice of players", p.players.range);
        if (rule.max === 1) this.itRef = { kind: "memoPlayer", key: CHOSEN_KEY };
        return { op: "choosePlayers", chooser: subject, min: rule.min, max: rule.max, legal: [...rule.legal, ...extra], reach: rule.reach, remember: CHOSEN_KEY, loc };
      }
      case "playMethod": {
        // 〖无双②〗: at a use timing of 【决斗】, in its effect the others play two 【杀】 each time.
        const card = cardRef(p.card);
        const named = p.card.kind === "reference" ? p.card.card : undefined;
        const played = cardNameOf(p.played);
        const response = p.responses.kind === "described" ? cardNameOf({ ...p.responses, quantity: undefined, measure: undefined } as NounPhraseAst) : undefined;
        if (card.kind !== "thisCard" || this.scope.handler !== "trigger" || this.scope.timing?.event !== "use" || named !== "决斗") {
          return unsupported("changing how 【杀】 is played outside a use timing of 【决斗】", p.range);
        }
        if (played !== "杀" || response !== "杀" || p.responses.kind !== "described") return unsupported("a play method other than 【杀】", p.range);
        const q = p.responses.quantity;
        const count = q?.kind === "exact" ? numberOf(q.n) : 1;
        return { op: "requirePlays", except: this.player(p.except), count, loc };
      }
      case "transferTarget": {
        // 将此【杀】转移给该角色 (3.5.14 ◆1): only at 成为此牌的目标时, to the player chosen before.
        const card = cardRef(p.card);
        const chose = this.ops.some((o) => o.op === "choosePlayers" && o.max === 1);
        if (card.kind !== "thisCard" || this.scope.handler !== "trigger" || this.scope.timing?.id !== "use.becomeTarget") {
          return unsupported("转移 outside 成为此牌的目标时", p.range);
        }
        if (p.to.kind !== "reference" || p.to.ref !== "thatPlayer" || p.to.attributes.length > 0 || !chose) return unsupported("转移给 someone other than the player chosen before", p.to.range);
        return { op: "transferTarget", to: { kind: "memoPlayer", key: CHOSEN_KEY }, loc };
      }
      case "takeTopCards": {
        // 将牌堆顶的两张牌扣置入处理区（对你可见）: visible to the taker only (3.5.34), who moves them on.
        const count = p.cards.kind === "described" && p.cards.quantity?.kind === "exact" ? p.cards.quantity.n : undefined;
        const plain = p.cards.kind === "described" && p.cards.head.kind === "card" && !p.cards.head.name && !p.cards.owner && p.cards.attributes.length === 0;
        if (!count || !plain) return unsupported("this set of cards from the top of the draw pile", p.cards.range);
        if (p.visibleTo && playerRef(p.visibleTo, this.scope).kind !== "you") return unsupported("cards visible to someone else", p.visibleTo.range);
        if (p.countCap) {
          // （X=min{角色数,N}） defines the X of "X张" (3.4.11).
          if (count.kind !== "variable") return unsupported("a count definition for a number", p.countCap.range);
          return { op: "takeTopCards", who: subject, count: 0, countCap: numberOf(p.countCap), remember: THESE_CARDS, loc };
        }
        return { op: "takeTopCards", who: subject, count: numberOf(count), remember: THESE_CARDS, loc };
      }
      case "putOnPile": {
        // 观星: 其中任意数量的牌 → top, 其余的牌 → bottom, each in an order of the owner's choice.
        if (!this.ops.some((o) => o.op === "takeTopCards")) return unsupported("其中/其余的 with no cards taken before", p.range);
        const np = p.cards;
        if (np.kind !== "described" || np.head.kind !== "card" || np.head.name || np.owner || np.attributes.length > 0) {
          return unsupported("this description of cards to put on the draw pile", np.range);
        }
        if (p.from === "among" && np.quantity?.kind !== "any") return unsupported("其中 without 任意数量", np.range);
        if (p.from === "rest" && (np.quantity || !this.ops.some((o) => o.op === "putOnPile" && o.from === "among"))) {
          return unsupported("其余的 without 其中 before it", np.range);
        }
        return { op: "putOnPile", who: subject, from: p.from, pool: THESE_CARDS, position: p.position, ...(p.from === "among" ? { remember: AMONG } : {}), loc };
      }
      case "give": {
        // 将至少一张手牌交给一名其他角色: the giver chooses the cards, then the receiver (4.2.9 ◆5).
        const taken = p.cards.kind === "reference" && p.cards.ref === "theseCards" && this.ops.some((o) => o.op === "takeTopCards");
        const cards: CardsIR = taken ? { kind: "memoCards", key: THESE_CARDS } : cardsOf(p.cards, subject, this.scope);
        if (p.to.kind === "described" && p.to.head.kind === "player" && p.to.quantity?.kind === "any") {
          // 交给任意角色 (遗计): each card to a receiver of the giver's choice.
          if (p.to.attributes.length > 0 || p.to.owner) return unsupported("giving to particular players", p.to.range);
          return { op: "give", from: subject, cards, to: null, toChoice: { legal: [], reach: [] }, distribute: true, loc };
        }
        if (p.to.kind === "reference") return { op: "give", from: subject, cards, to: this.player(p.to), loc };
        const rule = targetRule(p.to, this.file);
        if (rule.kind !== "players" || rule.min !== 1 || rule.max !== 1) return unsupported("giving to several players", p.to.range);
        return { op: "give", from: subject, cards, to: null, toChoice: { legal: rule.legal, reach: rule.reach }, loc };
      }
      case "distanceModifier":
      case "unlimitedUses":
      case "notLegalTarget":
      case "noDistanceLimit":
        return unsupported(`the modifier "${p.op}" inside an effect`, p.range);
    }
  }

  /** 其 after 由A开始 (【决斗】): the player the clause started from. */
  private itRef: PlayerRefIR | undefined;

  /**
   * 选择一名能使用无对应的实体牌的【决斗】的男性角色A和一名是A使用无对应的实体牌的【决斗】的合法目标的
   * 男性角色B (〖离间〗): one labelled player each, B tested with A as the card's user.
   */
  private choosePair(first: NounPhraseAst, second: NounPhraseAst, chooser: PlayerRefIR, loc: OpIR["loc"]): OpIR {
    const plain = (np: NounPhraseAst) =>
      np.kind === "described" && np.head.kind === "player" && np.label !== undefined && !np.owner && !np.regions && !np.perOwner && !np.paired &&
      (!np.quantity || (np.quantity.kind === "exact" && np.quantity.n.kind === "literal" && np.quantity.n.value === 1));
    if (first.kind !== "described" || second.kind !== "described" || !plain(first) || !plain(second) || !first.label || !second.label) {
      return unsupported("选择A和B other than one labelled player each", first.range);
    }
    const a = first.label;
    const filters = (np: typeof first, isSecond: boolean): CandidateFilterIR[] =>
      np.attributes.map((attr): CandidateFilterIR => {
        if (attr.negated) return unsupported("a negated attribute in 选择A和B", attr.range);
        if (attr.id === "male" || attr.id === "female") return { kind: "gender", gender: attr.id };
        if (attr.id === "other") return { kind: "other" };
        if (!isSecond && attr.id === "canUse" && attr.card && attr.noPhysical) return { kind: "canUseVirtual", card: attr.card };
        const of = attr.of;
        if (isSecond && attr.id === "legalTargetOfUse" && attr.card && attr.noPhysical && of?.kind === "reference" && of.ref === "label" && of.label === a) {
          return { kind: "legalTargetOfPairUser", card: attr.card };
        }
        return unsupported(`the attribute "${attr.id}" in 选择A和B`, attr.range);
      });
    return { op: "choosePair", chooser, first: filters(first, false), second: filters(second, true), keys: [a, second.label], loc };
  }

  /**
   * 是此【杀】的合法目标且不为使用者的 (〖流离〗): at a use timing about that card, these attributes
   * test the card being used; the rest of the phrase is an ordinary choice of players.
   */
  private usedCardFilters(np: NounPhraseAst, ignoreDistance: boolean): { players: NounPhraseAst; extra: CandidateFilterIR[] } {
    if (np.kind !== "described") return ignoreDistance ? unsupported("（距离关系限制规则…） without 是此牌的合法目标", np.range) : { players: np, extra: [] };
    const atUse = this.scope.handler === "trigger" && this.scope.timing?.event === "use";
    const extra: CandidateFilterIR[] = [];
    const rest = np.attributes.filter((a) => {
      const of = a.of;
      if (a.id === "legalTargetOf" && !a.negated && of?.kind === "reference" && of.ref === "thisCard" && of.card === this.scope.cardName && atUse) {
        extra.push({ kind: "legalTargetOfUsedCard", ignoreDistance });
        return false;
      }
      if (a.id === "is" && a.negated && of?.kind === "reference" && of.ref === "user" && of.attributes.length === 0 && atUse) {
        extra.push({ kind: "notUser" });
        return false;
      }
      return true;
    });
    if (ignoreDistance && !extra.some((f) => f.kind === "legalTargetOfUsedCard")) return unsupported("（距离关系限制规则…） without 是此牌的合法目标", np.range);
    return { players: { ...np, attributes: rest }, extra };
  }

  /**
   * A player phrase, with the references only a chain knows: 未打出【杀】的角色 (remembered by
   * 轮流打出), A与B中的另一名角色 (relative to `than`, the clause's subject), 其 after 由A开始.
   */
  private player(np: NounPhraseAst, than?: PlayerRefIR): PlayerRefIR {
    // A / B after 选择…A和…B (〖离间〗): the players remembered under those labels.
    if (np.kind === "reference" && np.ref === "label" && np.label && np.attributes.length === 0) {
      const label = np.label;
      if (this.ops.some((o) => o.op === "choosePair" && o.keys.includes(label))) return { kind: "memoPlayer", key: label };
    }
    if (np.kind === "described") {
      const did = np.attributes.find((a) => a.id === "didNotPlay");
      const name = did?.of ? cardNameOf(did.of) : undefined;
      if (did && name && np.head.kind === "player" && np.attributes.length === 1 && !np.quantity && !np.owner) {
        const key = didNotPlayKey(name);
        if (!this.ops.some((o) => o.remember === key)) return unsupported(`未打出【${name}】的角色 with no 轮流打出 before it`, np.range);
        return { kind: "memoPlayer", key };
      }
    }
    // 其 in a card's 作用效果 is 目标对应的角色 (乐不思蜀: 其跳过出牌阶段), unless 由A开始 said otherwise.
    // At 造成伤害时/后 (当你…对一名角色造成伤害时), 其 is that player: the damaged one.
    const atCause = this.scope.timing?.event === "damage" && this.scope.timing.subject === "source";
    // At a use timing with 此目标 (当【杀】指定目标后), 其 is 此目标对应的角色 (〖雌雄双股剑〗 令其选择).
    const atTarget = this.scope.handler === "trigger" && this.scope.timing?.event === "use" && this.scope.timing.exposes.includes("此目标");
    const it: PlayerRefIR | undefined =
      this.itRef ??
      (this.scope.handler === "cardEffect"
        ? { kind: "target" }
        : atCause
          ? { kind: "damageVictim" }
          : atTarget
            ? { kind: "currentTarget" }
            : undefined);
    if (np.kind === "reference" && np.ref === "it" && it && np.attributes.length === 0 && !np.owner) return it;
    if (np.kind === "reference" && np.ref === "otherOf") {
      const among = np.among ?? [];
      if (among.length !== 2 || !than) return unsupported("A与B中的另一名角色 here", np.range);
      return { kind: "otherOf", a: this.player(among[0]), b: this.player(among[1]), than };
    }
    return playerRef(np, this.scope);
  }

  /** 令至多N名是此【杀】的合法目标的其他角色也成为此【杀】的目标 (〖方天画戟〗). */
  private addTargets(
    who: NounPhraseAst,
    inner: Extract<EffectAst["predicate"], { op: "alsoTarget" }>,
    chooser: PlayerRefIR,
    loc: OpIR["loc"],
  ): OpIR {
    const card = inner.card.kind === "reference" && inner.card.ref === "thisCard" && !inner.card.owner;
    if (!card || who.kind !== "described" || who.head.kind !== "player" || who.owner || who.regions) return unsupported("these players as further targets", who.range);
    const ids = who.attributes.map((a) => a.id).sort();
    const legalOf = who.attributes.find((a) => a.id === "legalTargetOf")?.of;
    const ofThisCard = legalOf?.kind === "reference" && legalOf.ref === "thisCard";
    if (JSON.stringify(ids) !== JSON.stringify(["legalTargetOf", "other"]) || !ofThisCard) return unsupported("further targets other than 是此牌的合法目标的其他角色", who.range);
    const q = who.quantity;
    if (q?.kind !== "atMost" && q?.kind !== "exact") return unsupported("this number of further targets", who.range);
    const n = numberOf(q.n);
    if (this.scope.timing?.event !== "use") return unsupported("also-targets outside a use timing", who.range);
    return { op: "addTargets", chooser, min: q.kind === "exact" ? n : 1, max: n, loc };
  }

  /** 需打出【X】，否则 … (4.2.5); 需对B使用【X】，否则 … (【借刀杀人】, 4.2.2: B is the use's only legal target). */
  private requireCard(
    p: Extract<EffectAst["predicate"], { op: "requireCard" }>,
    subject: PlayerRefIR,
    subjectNp: NounPhraseAst | undefined,
    loc: OpIR["loc"],
  ): OpIR {
    if (p.verb === "use" && !p.to) return unsupported("需使用 a card without a fixed target", p.range);
    if (p.verb === "play" && p.to) return unsupported("需对X打出", p.range);
    const cardName = cardNameOf(p.card);
    if (!cardName) return unsupported("需打出 of a card that is not named by 【】", p.card.range);
    const to = p.to ? this.player(p.to) : undefined;
    const inner = new OpSequence(this.scope, this.file, this.text);
    inner.judged = this.judged;
    inner.itRef = this.itRef;
    const otherwise = inner.chain({ effects: [p.otherwise], range: p.otherwise.range }, subjectNp);
    return to ? { op: "requireCard", who: subject, verb: p.verb, cardName, to, otherwise, loc } : { op: "requireCard", who: subject, verb: p.verb, cardName, otherwise, loc };
  }

  /** 由A开始，A与B轮流打出【X】，直到A与B中的一名角色未打出【X】 (【决斗】). */
  private alternatePlay(p: Extract<EffectAst["predicate"], { op: "alternatePlay" }>, loc: OpIR["loc"]): OpIR {
    const cardName = cardNameOf(p.card);
    if (!cardName || cardNameOf(p.until) !== cardName) return unsupported("轮流打出 with a stop condition about another card", p.until.range);
    const first = playerRef(p.first, this.scope);
    this.itRef = first;
    const [a, b] = p.players.map((x) => this.player(x));
    const same = (x: PlayerRefIR, y: PlayerRefIR): boolean => JSON.stringify(x) === JSON.stringify(y);
    if (!same(a, first) && !same(b, first)) return unsupported("由A开始 where A is not one of the two players", p.first.range);
    const second = same(a, first) ? b : a;
    return { op: "alternatePlay", first, second, cardName, remember: didNotPlayKey(cardName), loc };
  }

  /** 3.4.13: the nearest preceding non-fixed quantity (a choice whose size is not fixed). */
  private rememberQuantity(at: NounPhraseAst): void {
    for (let i = this.ops.length - 1; i >= 0; i--) {
      const op = this.ops[i];
      if ((op.op === "discard" || op.op === "gain") && op.cards.kind === "choose" && op.cards.min !== op.cards.max) {
        this.ops[i] = { ...op, remember: EQUAL_KEY };
        return;
      }
    }
    unsupported("等量 with no earlier quantity to refer to", at.range);
  }

  /** Lowers the effects after ▶ into a chain (▷ dependencies, 若 conditions). */
  chain(effects: EffectsAst, actor: NounPhraseAst | undefined): EffectChainIR {
    const delayed = effects.delayed ? [this.delayed(effects.delayed)] : [];
    const steps: EffectStepIR[] = [];
    for (const e of effects.effects) {
      if (e.each) {
        // A与B各… (3.5.36): the subjects are fixed first, then each performs the operation in turn.
        if (e.condition || e.chained) return unsupported("a condition or ▷ on 各", e.range);
        for (const subject of e.each) steps.push({ op: this.lower({ ...e, subject, each: undefined }, actor), afterPrevious: false });
        continue;
      }
      if (e.condition?.kind === "suitCompare" && !(this.ops.some((o) => o.op === "chooseSuit") && this.ops.some((o) => o.op === "show"))) {
        return unsupported("此牌的花色与其选择的花色 without 选择一种花色 and 展示 before it", e.condition.range);
      }
      if (e.condition?.kind === "givenCount" && !this.ops.some((o) => o.op === "give")) {
        return unsupported("以此法交给 with no 交给 before it", e.condition.range);
      }
      // A对B使用…【决斗】，此【决斗】不是【无懈可击】的合法目标 (〖离间〗): a property of that use.
      const prev = steps[steps.length - 1];
      const subj = e.subject;
      if (e.predicate.op === "notLegalTarget" && prev?.op.op === "useVirtualOn" && subj?.kind === "reference" && subj.ref === "thisCard" && subj.card === prev.op.cardName && !e.condition && !e.chained && !e.optional) {
        const names = e.predicate.cards.map((c) => c.name ?? unsupported("不是…的合法目标 without a card name", e.range));
        const merged: OpIR = { ...prev.op, notTargetOf: [...prev.op.notTargetOf, ...names] };
        // final() picks ops by location: replace the recorded one too.
        const at = this.ops.findIndex((o) => o.loc === prev.op.loc);
        if (at >= 0) this.ops[at] = merged;
        steps[steps.length - 1] = { ...prev, op: merged };
        continue;
      }
      const op = this.lower(e, actor);
      let condition = e.condition ? lowerCondition(e.condition, this.scope, this.judged) : undefined;
      if (e.otherwise) {
        // 否则 (【闪电】): runs when the previous step's 若 did not hold.
        const previous = steps[steps.length - 1]?.condition;
        if (!previous || e.chained) return unsupported("否则 without a 若 right before it", e.range);
        const not: ConditionIR = { kind: "not", item: previous };
        condition = condition ? { kind: "and", items: [not, condition] } : not;
      }
      steps.push(condition ? { op, afterPrevious: e.chained, condition } : { op, afterPrevious: e.chained });
    }
    // ops may have been re-marked (等量) after their step was built: take the final versions.
    return { steps: steps.map((s) => ({ ...s, op: this.final(s.op) })), delayed };
  }

  /** 这些角色的各一张手牌: one card from each player an earlier 选择 picked (3.5.36 各). */
  private perOwnerCards(np: NounPhraseAst, chooser: PlayerRefIR): CardsIR | undefined {
    if (np.kind !== "described" || !np.perOwner) return undefined;
    const owner = np.owner;
    if (!owner || owner.kind !== "reference" || owner.ref !== "thesePlayers" || owner.attributes.length > 0 || owner.owner) {
      return unsupported("各 over players that are not 这些角色", np.range);
    }
    const chose = this.ops.find((o) => o.op === "choosePlayers" && o.max > 1);
    if (!chose || chose.op !== "choosePlayers" || !chose.remember) return unsupported("这些角色 with no 选择 of several players before it", owner.range);
    if (np.head.kind !== "card" || np.head.name || np.head.category || np.head.subtype || np.head.physical || np.attributes.length > 0) {
      return unsupported("this description of cards taken from each player", np.range);
    }
    const q = np.quantity;
    if (!q || q.kind !== "exact" || q.n.kind !== "literal") return unsupported("this number of cards from each player", np.range);
    return { kind: "eachOf", chooser, owners: chose.remember, regions: np.regions ?? ["hand", "equip"], count: q.n.value };
  }

  /** （→） timing，[若…，][你][可]effects: a listener the effect registers (于此回合内 only, for now). */
  private delayed(d: DelayedAst): DelayedIR {
    const { scope, tests } = delayedTiming(d.timing, this.scope.owner);
    if (d.costs.length > 0) return unsupported("costs (▶) in a delayed effect", d.range);
    const once = d.timing.thisEvent === true;
    // 当此判定…: the part's costs must be exactly the 判定 the delayed effect waits for.
    if (once && (this.ops.length === 0 || this.ops.some((o) => o.op !== "judge"))) return unsupported("当此判定 without a 判定 cost", d.timing.range);
    const seq = new OpSequence(scope, this.file, this.text);
    seq.inProcess = once;
    const effect = seq.chain(d.effects, d.actor);
    // 当此判定…: the binding to the judgement is not part of the 若 condition.
    const bind: ConditionIR | undefined = once ? tests.shift() : undefined;
    if (d.condition) tests.push(lowerCondition(d.condition, scope));
    const condition: ConditionIR | undefined = tests.length === 0 ? undefined : tests.length === 1 ? tests[0] : { kind: "and", items: tests };
    return {
      timing: d.timing.timing,
      subject: d.timing.subject,
      scope: once ? "once" : "thisTurn",
      ...(once ? { beforeCost: true } : {}),
      ...(bind ? { bind } : {}),
      ...(d.optional ? { optional: true } : {}),
      ...(condition ? { condition } : {}),
      effect,
      loc: locOf(d.range, this.file),
    };
  }

  /** The source text of a range (an option's label); falls back to its position. */
  private label(range: EffectsAst["range"]): string {
    const text = this.text.slice(range.start.offset, range.end.offset).replace(/[；。]$/u, "");
    return text === "" ? `${range.start.line}:${range.start.column}` : text;
  }

  /** The last version of an op (after 等量 marking), matched by source location. */
  final(op: OpIR): OpIR {
    return this.ops.find((o) => o.loc === op.loc) ?? op;
  }
}
