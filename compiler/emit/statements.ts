// IR operations, costs and effect chains → handler bodies, written with ts-morph's code writer.
import type CodeBlockWriter from "code-block-writer";
import { JUDGE_KEY, type CardsIR, type EffectChainIR, type OpIR, type PlayerRefIR } from "../ir.ts";
import { availableCardsExpr, cardsExpr, conditionExpr, playerExpr, quantityExpr, str, type ExprScope } from "./expressions.ts";

/** Per-handler state: fresh local names. */
export class HandlerScope implements ExprScope {
  private counter = 0;
  constructor(
    readonly context: ExprScope["context"],
    readonly reason: string,
  ) {}
  fresh(base: string): string {
    this.counter += 1;
    return `${base}${this.counter}`;
  }
}

function playerRefsOf(op: OpIR): PlayerRefIR[] {
  const refs: PlayerRefIR[] = [];
  const cards = (c: CardsIR): void => {
    if (c.kind === "choose") refs.push(c.chooser, c.owner);
  };
  switch (op.op) {
    case "draw":
    case "loseHp":
    case "recover":
    case "adjustDrawCount":
    case "setDrawCountToZero":
    case "skipPhase":
      refs.push(op.who);
      break;
    case "damage":
      refs.push(op.victim);
      if (op.source) refs.push(op.source);
      break;
    case "discard":
      refs.push(op.actor);
      cards(op.cards);
      break;
    case "gain":
      refs.push(op.who);
      cards(op.cards);
      break;
    case "judge":
      refs.push(op.who);
      break;
    case "chooseOption":
      refs.push(op.chooser);
      break;
    case "offsetRespondedCard":
      break;
  }
  return refs;
}

/**
 * Writes one operation. Players that may be absent (来源 of a sourceless damage) are bound to
 * locals and guarded: the operation does nothing without them. In a cost, a choice that
 * yields fewer cards than required makes `pay` return false.
 */
export function writeOp(w: CodeBlockWriter, op: OpIR, scope: HandlerScope, inCost: boolean): void {
  const bound = new Map<string, string>();
  const guards: string[] = [];
  for (const ref of playerRefsOf(op)) {
    const e = playerExpr(ref, scope);
    if (!e.nullable || bound.has(e.code)) continue;
    const name = scope.fresh("player");
    w.writeLine(`const ${name} = ${e.code};`);
    bound.set(e.code, name);
    guards.push(`${name} !== null`);
  }
  const player = (ref: PlayerRefIR): string => {
    const code = playerExpr(ref, scope).code;
    return bound.get(code) ?? code;
  };
  const body = (): void => writeOpCall(w, op, scope, player, inCost);
  if (guards.length === 0) body();
  else w.write(`if (${guards.join(" && ")})`).block(body);
}

function writeOpCall(
  w: CodeBlockWriter,
  op: OpIR,
  scope: HandlerScope,
  player: (ref: PlayerRefIR) => string,
  inCost: boolean,
): void {
  const remember = (value: string): void => {
    if (op.remember) w.writeLine(`ctx.memo.set(${str(op.remember)}, ${value});`);
  };
  switch (op.op) {
    case "draw":
      if (op.remember) remember(`ctx.draw(${player(op.who)}, ${quantityExpr(op.count)}).length`);
      else w.writeLine(`ctx.draw(${player(op.who)}, ${quantityExpr(op.count)});`);
      return;
    case "loseHp":
      w.writeLine(`ctx.loseHp(${player(op.who)}, ${quantityExpr(op.amount)});`);
      remember(quantityExpr(op.amount));
      return;
    case "recover":
      w.writeLine(`ctx.recover(${player(op.who)}, ${quantityExpr(op.amount)});`);
      remember(quantityExpr(op.amount));
      return;
    case "damage": {
      const opts = [`source: ${op.source ? player(op.source) : "null"}`];
      if (op.element !== "normal") opts.push(`element: ${str(op.element)}`);
      w.writeLine(`ctx.damage(${player(op.victim)}, ${quantityExpr(op.amount)}, { ${opts.join(", ")} });`);
      remember(quantityExpr(op.amount));
      return;
    }
    case "discard":
    case "gain": {
      const cards = scope.fresh("cards");
      w.writeLine(`const ${cards} = ${cardsExpr(op.cards, scope, player)};`);
      if (inCost && op.cards.kind === "choose" && op.cards.min > 0) {
        w.writeLine(`if (${cards}.length < ${op.cards.min}) return false;`);
      }
      if (op.op === "discard") w.writeLine(`ctx.discard(${player(op.actor)}, ${cards});`);
      else w.writeLine(`ctx.gain(${player(op.who)}, ${cards});`);
      remember(`${cards}.length`);
      return;
    }
    case "adjustDrawCount":
      w.writeLine(`ctx.adjustDrawCount(${player(op.who)}, ${op.delta});`);
      return;
    case "setDrawCountToZero":
      w.writeLine(`ctx.setDrawCountToZero(${player(op.who)});`);
      return;
    case "offsetRespondedCard":
      w.writeLine("ctx.offsetRespondedCard();");
      return;
    case "skipPhase":
      w.writeLine(`ctx.skipPhase(${player(op.who)}, ${str(op.phase)});`);
      return;
    case "judge":
      // 4.2.11: remember the judgement card for 结果 later in the part.
      w.writeLine(`ctx.memo.set(${str(JUDGE_KEY)}, ctx.judge(${player(op.who)}).card);`);
      return;
    case "chooseOption":
      writeChoice(w, op, scope, player);
      return;
  }
}

/**
 * 3.5.27: the chooser may pick only an option it can carry out (each card choice of an option
 * needs enough cards); with one such option there is nothing to ask.
 */
function writeChoice(
  w: CodeBlockWriter,
  op: Extract<OpIR, { op: "chooseOption" }>,
  scope: HandlerScope,
  player: (ref: PlayerRefIR) => string,
): void {
  const options = scope.fresh("options");
  const open = scope.fresh("open");
  const pick = scope.fresh("pick");
  w.writeLine(`const ${options} = [`);
  w.indent(() => {
    for (const o of op.options) w.writeLine(`{ label: ${str(o.label)}, possible: ${optionPossible(o.effect, player)} },`);
  });
  w.writeLine("];");
  w.writeLine(`const ${open} = ${options}.flatMap((o, i) => (o.possible ? [i] : []));`);
  w.write(`if (${open}.length > 0)`).block(() => {
    w.writeLine(
      `const ${pick} = ${open}.length === 1 ? ${open}[0] : ${open}[ctx.chooseOption(${player(op.chooser)}, ${open}.map((i) => ${options}[i].label), ${str(scope.reason)})];`,
    );
    op.options.forEach((o, i) => {
      w.write(`if (${pick} === ${i})`).block(() => writeEffectChain(w, o.effect, scope));
    });
  });
}

/** Whether an option's unconditional card choices have enough cards to choose from. */
function optionPossible(effect: EffectChainIR, player: (ref: PlayerRefIR) => string): string {
  const tests: string[] = [];
  for (const step of effect.steps) {
    if (step.condition || step.afterPrevious) continue;
    const op = step.op;
    if ((op.op === "discard" || op.op === "gain") && op.cards.kind === "choose" && op.cards.min > 0) {
      tests.push(`${availableCardsExpr(op.cards, player(op.cards.owner))} >= ${op.cards.min}`);
    }
  }
  return tests.length === 0 ? "true" : tests.join(" && ");
}

/** What must hold before a cost can be paid (3.5.11: a cost one cannot pay cannot be offered). */
export function canPayExpr(costs: readonly OpIR[], scope: HandlerScope): string {
  const tests: string[] = [];
  for (const op of costs) {
    if (op.op === "loseHp") {
      const who = playerExpr(op.who, scope);
      const amount = quantityExpr(op.amount);
      tests.push(
        who.nullable
          ? `((p: number | null) => p !== null && ctx.canLoseHp(p, ${amount}))(${who.code})`
          : `ctx.canLoseHp(${who.code}, ${amount})`,
      );
    } else if ((op.op === "discard" || op.op === "gain") && op.cards.kind === "choose" && op.cards.min > 0) {
      const owner = playerExpr(op.cards.owner, scope);
      tests.push(
        owner.nullable
          ? `((p: number | null) => p !== null && ${availableCardsExpr(op.cards, "p")} >= ${op.cards.min})(${owner.code})`
          : `${availableCardsExpr(op.cards, owner.code)} >= ${op.cards.min}`,
      );
    }
  }
  return tests.length === 0 ? "true" : tests.join(" && ");
}

/** Writes the statements of an effect chain: ▷ steps run only if the one before ran. */
export function writeEffectChain(w: CodeBlockWriter, chain: EffectChainIR, scope: HandlerScope): void {
  const tracked = chain.steps.some((s) => s.afterPrevious || s.condition);
  if (!tracked) {
    for (const step of chain.steps) writeOp(w, step.op, scope, false);
    return;
  }
  w.writeLine("let ran = true;");
  for (const step of chain.steps) {
    const tests: string[] = [];
    if (step.afterPrevious) tests.push("ran");
    if (step.condition) tests.push(`(${conditionExpr(step.condition, scope)})`);
    if (tests.length === 0) {
      writeOp(w, step.op, scope, false);
      w.writeLine("ran = true;");
    } else {
      w.writeLine(`ran = ${tests.join(" && ")};`);
      w.write("if (ran)").block(() => writeOp(w, step.op, scope, false));
    }
  }
}
