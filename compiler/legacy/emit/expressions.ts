// IR values → TypeScript expressions over the handler's `ctx`. Pure string building; the
// statement writer (statements.ts) places them.
import { JUDGE_KEY } from "../ir.ts";
import { conversionSpecExpr } from "./conversion.ts";
import type { CandidateFilterIR, CardFilterIR, CardRefIR, CardsIR, ConditionIR, PairedFilterIR, PlayerRefIR, QuantityIR, ReachIR } from "../ir.ts";

/** Which context type the handler receives: skills get SkillContext, card effects CardEffectContext. */
export type ContextKind = "skill" | "card";

export interface ExprScope {
  readonly context: ContextKind;
  /** The skill or card name, used as the `reason` of choices. */
  readonly reason: string;
}

export function str(value: string): string {
  return JSON.stringify(value);
}

/** A player reference; `nullable` tells the statement writer to guard it. */
export function playerExpr(ref: PlayerRefIR, scope: ExprScope): { code: string; nullable: boolean } {
  switch (ref.kind) {
    case "you":
      // In a card effect, 你 is the user (3.5.21).
      return { code: scope.context === "card" ? "ctx.user" : "ctx.you", nullable: false };
    case "target":
      return { code: "ctx.target", nullable: false };
    case "user":
      return scope.context === "card"
        ? { code: "ctx.user", nullable: false }
        : { code: 'ctx.eventOf("use").user', nullable: true };
    case "damageSource":
      return { code: 'ctx.eventOf("damage").source', nullable: true };
    case "damageVictim":
      return { code: 'ctx.eventOf("damage").victim', nullable: false };
    case "currentTarget":
      return { code: '(ctx.eventOf("use").targets[ctx.eventOf("use").current]?.player ?? null)', nullable: true };
    case "eventField":
      return { code: `ctx.eventOf(${str(ref.event)}).${ref.field}`, nullable: true };
    case "nextPlayer": {
      const of = playerExpr(ref.of, scope);
      return { code: `((xs: readonly number[]) => xs[1] ?? xs[0])(ctx.game.alivePlayersFrom(${of.code}))`, nullable: of.nullable };
    }
    case "memoPlayer":
      return { code: `(ctx.memo.get(${str(ref.key)}) as number)`, nullable: false };
    case "paired":
      return { code: "ctx.paired", nullable: true };
    case "otherOf": {
      const a = playerExpr(ref.a, scope);
      const b = playerExpr(ref.b, scope);
      const than = playerExpr(ref.than, scope);
      return {
        code: `((x: number | null) => (x === ${a.code} ? ${b.code} : ${a.code}))(${than.code})`,
        nullable: a.nullable || b.nullable,
      };
    }
  }
}

export function quantityExpr(q: QuantityIR): string {
  return q.kind === "const" ? String(q.value) : `(ctx.memo.get(${str(q.key)}) as number)`;
}

export function cardRefExpr(ref: CardRefIR, scope: ExprScope): string {
  if (ref.kind === "damageChannelCard") return 'ctx.channelCard(ctx.eventOf("damage").channel)';
  // 此牌: the card of a card effect, or the card of the use event a skill's timing belongs to.
  return scope.context === "card" ? "ctx.card" : 'ctx.eventOf("use").card';
}

/** A predicate over a PhysicalCard named `card`, or undefined when there is no filter. */
export function cardFilterExpr(filter: CardFilterIR | undefined): string | undefined {
  if (!filter) return undefined;
  const tests: string[] = [];
  if (filter.color === "black") tests.push('(card.suit === "spade" || card.suit === "club")');
  if (filter.color === "red") tests.push('(card.suit === "heart" || card.suit === "diamond")');
  if (filter.suit) tests.push(`card.suit === ${str(filter.suit)}`);
  if (filter.name) tests.push(`card.name === ${str(filter.name)}`);
  if (filter.subtypes) {
    tests.push(`((k) => k !== undefined && (${JSON.stringify(filter.subtypes)} as readonly string[]).includes(k.subtype ?? ""))(ctx.game.cardKind(card.name))`);
  }
  return tests.length === 0 ? undefined : `(card) => ${tests.join(" && ")}`;
}

/** The call that yields a CardId[] for a card set. `player` renders a (non-null) player ref. */
export function cardsExpr(cards: CardsIR, scope: ExprScope, player: (ref: PlayerRefIR) => string): string {
  if (cards.kind === "physicalOf") return `ctx.physicalCardsOf(${cardRefExpr(cards.card, scope)})`;
  if (cards.kind === "memo") return `((ctx.memo.get(${str(cards.key)}) as readonly number[] | undefined) ?? [])`;
  if (cards.kind === "judgeCard") return '((card: number | null) => (card === null ? [] : [card]))(ctx.eventOf("judge").card)';
  if (cards.kind === "memoCards") return `(ctx.memo.get(${str(cards.key)}) as number[])`;
  if (cards.kind === "revealed") {
    // 以此法亮出的牌[中的一张] (【五谷丰登】): the pool, or the chooser's pick from it.
    const pool = `ctx.revealedCards(${cards.inProcessing})`;
    if (!cards.pick) return pool;
    // No choice when what is left is all there is to take.
    const n = cards.pick.count;
    return `((pool: readonly number[]) => (pool.length <= ${n} ? [...pool] : ctx.chooseAmong(${player(cards.pick.chooser)}, pool, ${n}, ${n}, ${str(scope.reason)})))(${pool})`;
  }
  if (cards.kind === "eachOf") {
    // 各 (3.5.36): a choice from each remembered player, in their order; moved together afterwards.
    const choice = `{ chooser: ${player(cards.chooser)}, owner, regions: ${JSON.stringify(cards.regions)}, min: ${cards.count}, max: ${cards.count}, reason: ${str(scope.reason)} }`;
    return `(ctx.memo.get(${str(cards.owners)}) as number[]).flatMap((owner) => ctx.chooseCards(${choice}))`;
  }
  const fields = [
    `chooser: ${player(cards.chooser)}`,
    `owner: ${player(cards.owner)}`,
    `regions: ${JSON.stringify(cards.regions)}`,
    `min: ${cards.min}`,
    `max: ${cards.max === null ? "null" : cards.max}`,
  ];
  const filter = cardFilterExpr(cards.filter);
  if (filter) fields.push(`filter: ${filter}`);
  fields.push(`reason: ${str(scope.reason)}`);
  return `ctx.chooseCards({ ${fields.join(", ")} })`;
}

/** How many cards a choice could pick from: used by a cost's canPay. */
export function availableCardsExpr(cards: Extract<CardsIR, { kind: "choose" }>, owner: string): string {
  const filter = cardFilterExpr(cards.filter);
  const pool = `ctx.game.cardsIn(${owner}, ${JSON.stringify(cards.regions)})`;
  return filter ? `${pool}.filter((id) => (${filter})(ctx.game.card(id))).length` : `${pool}.length`;
}

export function conditionExpr(cond: ConditionIR, scope: ExprScope): string {
  switch (cond.kind) {
    case "true":
      return "true";
    case "and":
      return cond.items.length === 0 ? "true" : cond.items.map((c) => `(${conditionExpr(c, scope)})`).join(" && ");
    case "or":
      return cond.items.length === 0 ? "false" : cond.items.map((c) => `(${conditionExpr(c, scope)})`).join(" || ");
    case "not":
      return `!(${conditionExpr(cond.item, scope)})`;
    case "wounded": {
      const p = playerExpr(cond.who, scope);
      return p.nullable ? orAbsent(p.code, "ctx.game.isWounded(p)") : `ctx.game.isWounded(${p.code})`;
    }
    case "samePlayer":
      return `${playerExpr(cond.a, scope).code} === ${playerExpr(cond.b, scope).code}`;
    case "hasCards": {
      const p = playerExpr(cond.who, scope);
      const test = (who: string) => `ctx.game.cardsIn(${who}, ${JSON.stringify(cond.regions)}).length > 0`;
      return p.nullable ? orAbsent(p.code, test("p")) : test(p.code);
    }
    case "usedCardIs":
      return `ctx.eventOf("use").card.name === ${str(cond.name)}`;
    case "usedCardKind": {
      const tests: string[] = [];
      if (cond.category) tests.push(`k.category === ${str(cond.category)}`);
      if (cond.subtype) tests.push(`k.subtype === ${str(cond.subtype)}`);
      const body = tests.length === 0 ? "true" : tests.join(" && ");
      return `((k) => k !== undefined && ${body})(ctx.game.cardKind(ctx.eventOf("use").card.name))`;
    }
    case "usedCardIsWholeHand":
      return 'ctx.game.player(ctx.you).hand.length === 0 && ctx.eventOf("use").card.physical.length > 0';
    case "genderDiffers": {
      const a = playerExpr(cond.a, scope);
      const b = playerExpr(cond.b, scope);
      return `((a: number | null, b: number | null) => a !== null && b !== null && ctx.game.player(a).gender !== ctx.game.player(b).gender)(${a.code}, ${b.code})`;
    }
    case "canUseCardOn": {
      const u = playerExpr(cond.user, scope);
      const t = playerExpr(cond.target, scope);
      return `((u: number | null, t: number | null) => u !== null && t !== null && ctx.canUseCardOn(u, t, ${str(cond.cardName)}))(${u.code}, ${t.code})`;
    }
    case "usedCardColor":
      return cond.color ? `ctx.eventOf("use").card.color === ${str(cond.color)}` : `ctx.eventOf("use").card.suit === ${str(cond.suit ?? "")}`;
    case "usedCardConverted":
      return 'ctx.eventOf("use").card.converted';
    case "judgeOfThisSkill":
      return 'ctx.eventOf("judge").player === ctx.you && ctx.eventOf("judge").reason === ctx.skill';
    case "suitDiffers": {
      const cards = `(ctx.memo.get(${str(cond.cards)}) as number[] | undefined)`;
      const suit = `(ctx.memo.get(${str(cond.suit)}) as string | undefined)`;
      return `((cards, suit) => cards !== undefined && cards.length > 0 && suit !== undefined && ctx.game.card(cards[0]).suit !== suit)(${cards}, ${suit})`;
    }
    case "tallyReached": {
      // 以此法 (3.5.33): the tally the last give left in memo; 首次: it was below before that give.
      const t = `(ctx.memo.get(${str(cond.key)}) as { before: number; after: number } | undefined)`;
      const first = cond.firstTime ? ` && t.before < ${cond.atLeast}` : "";
      return `((t) => t !== undefined && t.after >= ${cond.atLeast}${first})(${t})`;
    }
    case "usedThisTurn": {
      const p = playerExpr(cond.who, scope);
      const args = `${str(cond.name)}, ${JSON.stringify(cond.verbs)}${cond.phase ? `, ${str(cond.phase)}` : ""}`;
      return p.nullable ? orAbsent(p.code, `ctx.game.usedThisTurn(p, ${args})`) : `ctx.game.usedThisTurn(${p.code}, ${args})`;
    }
    case "byCardEffect": {
      // 3.5.23: the event's channel card, still being used, by a user passing the filters.
      const user = cond.user.length === 0 ? "true" : cond.user.map(candidateFilterExpr).join(" && ");
      const names = JSON.stringify(cond.names);
      return `((u) => u !== null && u.user !== null && ${names}.includes(u.card.name) && ((candidate: number) => ${user})(u.user))(ctx.useOf(ctx.eventOf(${str(cond.event)}).channel.card))`;
    }
    case "judgeResult": {
      const test = cond.color
        ? cond.color === "black"
          ? '(card.suit === "spade" || card.suit === "club")'
          : '(card.suit === "heart" || card.suit === "diamond")'
        : `card.suit === ${str(cond.suit ?? "")}`;
      const ranked = cond.ranks ? `${test} && card.rank >= ${cond.ranks[0]} && card.rank <= ${cond.ranks[1]}` : test;
      const shape = cond.ranks ? "{ suit: string; rank: number }" : "{ suit: string }";
      return cond.from === "memo"
        ? `((card: ${shape}) => ${ranked})(ctx.memo.get(${str(JUDGE_KEY)}) as ${shape})`
        : `((id: number | null) => id !== null && ((card: ${shape}) => ${ranked})(ctx.game.card(id)))(ctx.eventOf("judge").card)`;
    }
    case "moved":
      return `ctx.eventOf("move").moves.some(${movedTest(cond, scope)})`;
    case "neededCardIs":
      return `((e) => (e.kind === "needUse" || e.kind === "needPlay") && e.cardName === ${str(cond.name)})(ctx.event)`;
    case "someoneAsked": {
      const filters = cond.players.map((f) => `(${candidateFilterExpr(f)})`).join(" && ") || "true";
      return `ctx.game.alivePlayersFrom(ctx.you).some((candidate) => ${filters})`;
    }
    case "byThisMeans":
      return `ctx.memo.get(${str(cond.key)}) !== undefined`;
    case "outsideTurn":
      return `ctx.game.currentPlayer !== ${playerExpr(cond.who, scope).code}`;
    case "canConvert":
      return `ctx.canConvert(${conversionSpecExpr(cond.op, scope)})`;
    case "currentTargetIs": {
      const p = playerExpr(cond.who, scope).code;
      return `ctx.eventOf("use").targets[ctx.eventOf("use").current]?.player === ${p}`;
    }
    case "cardsAvailable":
      return cardsAvailableExpr(cond.cards, scope);
  }
}

/** 003 §三 ◆: the card set of an effect is not empty (a choice has at least max(min, 1) cards to pick). */
function cardsAvailableExpr(cards: Extract<ConditionIR, { kind: "cardsAvailable" }>["cards"], scope: ExprScope): string {
  if (cards.kind === "physicalOf") return `${cardsExpr(cards, scope, () => "")}.length > 0`;
  if (cards.kind === "judgeCard") return 'ctx.eventOf("judge").card !== null';
  const owner = playerExpr(cards.owner, scope);
  const test = (who: string) => `${availableCardsExpr(cards, who)} >= ${Math.max(cards.min, 1)}`;
  return owner.nullable ? orAbsent(owner.code, test("p")) : test(owner.code);
}

/** A test on a player who may be absent (来源 of a sourceless damage): false when absent. */
function orAbsent(code: string, test: string): string {
  return `((p: number | null) => p !== null && ${test})(${code})`;
}

/** A target restriction over `candidate` in a TargetContext. */
export function candidateFilterExpr(filter: CandidateFilterIR): string {
  switch (filter.kind) {
    case "self":
      return "candidate === ctx.you";
    case "other":
      return "candidate !== ctx.you";
    case "wounded":
      return "ctx.game.isWounded(candidate)";
    case "dying":
      return "ctx.game.isDying(candidate)";
    case "hasCards":
      return filter.subtypes
        ? `ctx.game.cardsIn(candidate, ${JSON.stringify(filter.regions)}).some((c) => (${JSON.stringify(filter.subtypes)} as readonly string[]).includes(ctx.game.cardKind(ctx.game.card(c).name)?.subtype ?? ""))`
        : `ctx.game.cardsIn(candidate, ${JSON.stringify(filter.regions)}).length > 0`;
    case "attackRangeHasLegalTarget":
      return `ctx.game.alivePlayersFrom(candidate).some((p) => ctx.game.inAttackRange(candidate, p) && ctx.game.isLegalTargetOf(candidate, ${str(filter.cardName)}, p))`;
    case "gender":
      return `ctx.game.player(candidate).gender === ${str(filter.gender)}`;
    case "faction":
      return `ctx.game.player(candidate).faction === ${str(filter.faction)}`;
    case "legalTargetOfUsedCard":
      return `ctx.isLegalTargetOfUsedCard(candidate, ${filter.ignoreDistance})`;
    case "notUser":
      return `candidate !== ctx.eventOf("use").user`;
    case "canUseVirtual":
      return `ctx.canUseVirtual(candidate, ${str(filter.card)})`;
    case "legalTargetOfPairUser":
      // pairUser: the first player of the pair (choosePair's emitted test binds it).
      return `ctx.isLegalTargetFor(pairUser, candidate, ${str(filter.card)})`;
  }
}

/** A test on `candidate` as the player chosen with target `first` (【借刀杀人】's B). */
export function pairedFilterExpr(filter: PairedFilterIR): string {
  return filter.kind === "inAttackRangeOfFirst"
    ? "ctx.game.inAttackRange(first, candidate)"
    : `ctx.game.isLegalTargetOf(first, ${str(filter.cardName)}, candidate)`;
}

export function reachExpr(reach: ReachIR): string {
  return reach.kind === "attackRange"
    ? "ctx.game.inAttackRange(ctx.you, candidate)"
    : `ctx.game.distance(ctx.you, candidate) <= ${reach.max}`;
}

/** `(m) => …`: a card move of the enclosing move event that the 失去/得到 phrase is about (4.2.9). */
function movedTest(cond: Extract<ConditionIR, { kind: "moved" }>, scope: ExprScope): string {
  const p = playerExpr(cond.who, scope).code;
  const zone = `m.${cond.direction}`;
  const kinds = cond.regions.map((r) => `${zone}.kind === ${str(r)}`).join(" || ");
  return `(m) => (${kinds}) && ${zone}.owner === ${p}`;
}

/** How many cards of the move event a "失去…一张牌后" phrase counts (3.5.15 ◎: one chance each). */
export function movedCountExpr(cond: Extract<ConditionIR, { kind: "moved" }>, scope: ExprScope): string {
  return `ctx.eventOf("move").moves.filter(${movedTest(cond, scope)}).length`;
}
