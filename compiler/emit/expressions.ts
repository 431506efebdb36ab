// IR values → TypeScript expressions over the handler's `ctx`. Pure string building; the
// statement writer (statements.ts) places them.
import { JUDGE_KEY } from "../ir.ts";
import type { CandidateFilterIR, CardFilterIR, CardRefIR, CardsIR, ConditionIR, PlayerRefIR, QuantityIR, ReachIR } from "../ir.ts";

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
    case "eventField":
      return { code: `ctx.eventOf(${str(ref.event)}).${ref.field}`, nullable: true };
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
  return tests.length === 0 ? undefined : `(card) => ${tests.join(" && ")}`;
}

/** The call that yields a CardId[] for a card set. `player` renders a (non-null) player ref. */
export function cardsExpr(cards: CardsIR, scope: ExprScope, player: (ref: PlayerRefIR) => string): string {
  if (cards.kind === "physicalOf") return `ctx.physicalCardsOf(${cardRefExpr(cards.card, scope)})`;
  if (cards.kind === "judgeCard") return '((card: number | null) => (card === null ? [] : [card]))(ctx.eventOf("judge").card)';
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
    case "judgeResult": {
      const test = cond.color
        ? cond.color === "black"
          ? '(card.suit === "spade" || card.suit === "club")'
          : '(card.suit === "heart" || card.suit === "diamond")'
        : `card.suit === ${str(cond.suit ?? "")}`;
      return cond.from === "memo"
        ? `((card: { suit: string }) => ${test})(ctx.memo.get(${str(JUDGE_KEY)}) as { suit: string })`
        : `((id: number | null) => id !== null && ((card: { suit: string }) => ${test})(ctx.game.card(id)))(ctx.eventOf("judge").card)`;
    }
    case "moved": {
      const p = playerExpr(cond.who, scope).code;
      const zone = `m.${cond.direction}`;
      const kinds = cond.regions.map((r) => `${zone}.kind === ${str(r)}`).join(" || ");
      return `ctx.eventOf("move").moves.some((m) => (${kinds}) && ${zone}.owner === ${p})`;
    }
    case "currentTargetIs": {
      const p = playerExpr(cond.who, scope).code;
      return `ctx.eventOf("use").targets[ctx.eventOf("use").current]?.player === ${p}`;
    }
  }
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
      return `ctx.game.cardsIn(candidate, ${JSON.stringify(filter.regions)}).length > 0`;
    case "gender":
      return `ctx.game.player(candidate).gender === ${str(filter.gender)}`;
  }
}

export function reachExpr(reach: ReachIR): string {
  return reach.kind === "attackRange"
    ? "ctx.game.inAttackRange(ctx.you, candidate)"
    : `ctx.game.distance(ctx.you, candidate) <= ${reach.max}`;
}
